/* tc-bnb-text.h: Builders & Biomes entries and states in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-bnb-state.h"

G_BEGIN_DECLS

char *tc_bnb_describe_entry        (const TcBnbRules  *rules,
                                    const TcBnbState  *before,
                                    const TcBnbEntry  *entry);
char *tc_bnb_describe_pending      (const TcBnbRules  *rules,
                                    const TcBnbState  *state);
char *tc_bnb_describe_actions_left (const TcBnbRules  *rules,
                                    const TcBnbState  *state);
char *tc_bnb_describe_score        (const TcBnbRules  *rules,
                                    const TcBnbState  *state,
                                    guint              seat);
char *tc_bnb_describe_result       (const TcBnbRules  *rules,
                                    const TcBnbState  *state);
char *tc_bnb_describe_tile         (const TcBnbRules  *rules,
                                    const TcBnbTile   *tile);
char *tc_bnb_describe_space        (const TcBnbRules  *rules,
                                    const TcBnbSpace  *space);
char *tc_bnb_describe_place        (guint              row,
                                    guint              col);
char *tc_bnb_describe_crossing     (guint              row,
                                    guint              col);
const char *tc_bnb_describe_board_place (guint         row,
                                         guint         col);
const char *tc_bnb_describe_round  (guint              round);
char *tc_bnb_state_to_text         (const TcBnbRules  *rules,
                                    const TcBnbState  *state);

G_END_DECLS
