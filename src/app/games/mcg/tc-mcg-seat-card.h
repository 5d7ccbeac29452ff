/* tc-mcg-seat-card.h: one player: points toward the target, hand, reserved card, tools
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-mcg-state.h"

G_BEGIN_DECLS

#define TC_TYPE_MCG_SEAT_CARD (tc_mcg_seat_card_get_type ())

G_DECLARE_FINAL_TYPE (TcMcgSeatCard, tc_mcg_seat_card, TC, MCG_SEAT_CARD, GtkWidget)

GtkWidget  *tc_mcg_seat_card_new             (guint             seat);
void        tc_mcg_seat_card_update          (TcMcgSeatCard    *self,
                                              const TcMcgRules *rules,
                                              const TcMcgState *state,
                                              const char       *reserved_illegal);
const char *tc_mcg_seat_card_get_points_text (TcMcgSeatCard    *self);
const char *tc_mcg_seat_card_get_hand_text   (TcMcgSeatCard    *self);
const char *tc_mcg_seat_card_get_tools_text  (TcMcgSeatCard    *self);
GMenuModel *tc_mcg_seat_card_get_tool_menu   (TcMcgSeatCard    *self);
void        tc_mcg_seat_card_fill_tool_buttons (GtkFlowBox     *flow,
                                              GMenuModel       *menu);

G_END_DECLS
