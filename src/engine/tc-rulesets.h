/* tc-rulesets.h: the registry of the games this build referees
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-ruleset.h"

G_BEGIN_DECLS

guint           tc_rulesets_get_n_games (void);
TcRulesetClass *tc_rulesets_get_nth     (guint        index);
TcRulesetClass *tc_rulesets_find        (const char  *game_id);
void            tc_rulesets_add         (GType        type);

G_END_DECLS
