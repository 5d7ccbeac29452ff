/* tc-mcg-ruleset.h: the Minecraft Card Game? (Mattel, 2015)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-ruleset.h"
#include "tc-mcg-cards.h"
#include "tc-mcg-payment.h"
#include "tc-mcg-state.h"

G_BEGIN_DECLS

#define TC_MCG_GAME_ID "minecraft-card-game"
#define TC_TYPE_MCG_RULESET (tc_mcg_ruleset_get_type ())

G_DECLARE_FINAL_TYPE (TcMcgRuleset, tc_mcg_ruleset, TC, MCG_RULESET, TcRuleset)

const TcMcgRules      *tc_mcg_ruleset_get_rules        (TcMcgRuleset *self);
TcMcgEntry            *tc_mcg_ruleset_get_entry_data   (TcEntry      *entry);

TcEntry *tc_mcg_entry_new_setup       (TcMcgRuleset  *self,
                                       const char   **resource_tops,
                                       const char   **craft_tops,
                                       guint          first_seat);
TcEntry *tc_mcg_entry_new_mine        (TcMcgRuleset  *self,
                                       guint          seat,
                                       guint          pile);
TcEntry *tc_mcg_entry_new_reveal      (TcMcgRuleset  *self,
                                       gboolean       craft_pile,
                                       guint          pile,
                                       const char    *card);
TcEntry *tc_mcg_entry_new_tnt_keep    (TcMcgRuleset  *self,
                                       guint          seat,
                                       const char   **cards);
TcEntry *tc_mcg_entry_new_creeper_discard (TcMcgRuleset *self,
                                       guint          seat,
                                       gboolean       sword,
                                       const char    *card);
TcEntry *tc_mcg_entry_new_craft       (TcMcgRuleset  *self,
                                       guint          seat,
                                       guint          craft_pile,
                                       const char   **pay,
                                       const char   **axes);
TcEntry *tc_mcg_entry_new_reserve     (TcMcgRuleset  *self,
                                       guint          seat,
                                       guint          craft_pile);
TcEntry *tc_mcg_entry_new_use_tool    (TcMcgRuleset  *self,
                                       guint          seat,
                                       const char    *tool,
                                       guint          target);
TcEntry *tc_mcg_entry_new_end_turn    (TcMcgRuleset  *self,
                                       guint          seat);

G_END_DECLS
