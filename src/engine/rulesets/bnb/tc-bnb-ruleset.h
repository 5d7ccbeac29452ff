/* tc-bnb-ruleset.h: Minecraft: Builders & Biomes behind the TcRuleset
 * interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-bnb-state.h"
#include "tc-ruleset.h"

G_BEGIN_DECLS

#define TC_BNB_GAME_ID "builders-biomes"

#define TC_TYPE_BNB_RULESET (tc_bnb_ruleset_get_type ())

G_DECLARE_FINAL_TYPE (TcBnbRuleset, tc_bnb_ruleset, TC, BNB_RULESET, TcRuleset)

const TcBnbRules *tc_bnb_ruleset_get_rules (TcBnbRuleset     *self);

/* The window's entries: @entry is filled by the caller with known ids;
 * it is written as the log will hold it and parsed back, so an entry made
 * by the window is exactly one read from a file.
 */
TcEntry          *tc_bnb_entry_new         (TcBnbRuleset     *self,
                                            const TcBnbEntry *entry);

G_END_DECLS
