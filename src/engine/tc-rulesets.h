/* tc-rulesets.h: the registry of the games this build referees
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-ruleset.h"

G_BEGIN_DECLS

typedef GType (*TcRulesetGetType) (void);

guint           tc_rulesets_get_n_games (void);
TcRulesetClass *tc_rulesets_get_nth     (guint        index);
TcRulesetClass *tc_rulesets_find        (const char  *game_id);
void            tc_rulesets_add         (GType        type);

/* The games built into a program, in the order front ends offer them.
 * Never defined by the core: by the list of games the program links
 * (src/engine/rulesets/tc-rulesets-built-in.c, or a test's own).
 */
const TcRulesetGetType *tc_rulesets_get_built_in (guint *n_games);

G_END_DECLS
