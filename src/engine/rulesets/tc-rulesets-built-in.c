/* tc-rulesets-built-in.c: the games this build referees
 *
 * The one file of the engine that names every game: adding a game adds
 * its folders and one line to the list below (and its header above). It
 * is a library of its own, above the core and the games' libraries, and
 * the only one built with every game's include folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-rulesets.h"
#include "tc-bnb-ruleset.h"
#include "tc-mcg-ruleset.h"
#include "tc-quartz-ruleset.h"

/* In the order front ends offer the games. */
static const TcRulesetGetType built_in[] = {
  tc_mcg_ruleset_get_type,
  tc_quartz_ruleset_get_type,
  tc_bnb_ruleset_get_type,
};

const TcRulesetGetType *
tc_rulesets_get_built_in (guint *n_games)
{
  *n_games = G_N_ELEMENTS (built_in);
  return built_in;
}
