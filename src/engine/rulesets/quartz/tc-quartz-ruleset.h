/* tc-quartz-ruleset.h: Quartz: The Dice Game behind the TcRuleset interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-quartz-state.h"
#include "tc-ruleset.h"

G_BEGIN_DECLS

#define TC_QUARTZ_GAME_ID "quartz-dice"

#define TC_TYPE_QUARTZ_RULESET (tc_quartz_ruleset_get_type ())

G_DECLARE_FINAL_TYPE (TcQuartzRuleset, tc_quartz_ruleset, TC, QUARTZ_RULESET, TcRuleset)

const TcQuartzRules *tc_quartz_ruleset_get_rules (TcQuartzRuleset *self);

/* Entry builders for the window: each writes the JSON the log will hold
 * and parses it back, so an entry made by the window is exactly one read
 * from a file. Crystal and face lists are indices, -1-terminated.
 */
TcEntry *tc_quartz_entry_new_setup    (TcQuartzRuleset *self,
                                       const guint     *bag,
                                       guint            first_seat);
TcEntry *tc_quartz_entry_new_draw     (TcQuartzRuleset *self,
                                       guint            seat,
                                       guint            crystal);
TcEntry *tc_quartz_entry_new_roll     (TcQuartzRuleset *self,
                                       guint            seat,
                                       gboolean         reroll,
                                       const guint     *dice);
TcEntry *tc_quartz_entry_new_action   (TcQuartzRuleset *self,
                                       const TcQuartzEntry *action);
TcEntry *tc_quartz_entry_new_end_turn (TcQuartzRuleset *self,
                                       guint            seat);

G_END_DECLS
