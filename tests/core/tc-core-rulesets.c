/* tc-core-rulesets.c: the core tests' list of games built in: none
 *
 * The core tests link the core alone; each registers the score pad, a
 * game of the tests' own, with tc_rulesets_add().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-rulesets.h"

const TcRulesetGetType *
tc_rulesets_get_built_in (guint *n_games)
{
  *n_games = 0;
  return NULL;
}
