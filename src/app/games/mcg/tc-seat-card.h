/* tc-seat-card.h: one player: points toward the target, hand, reserved card, tools
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-mcg-state.h"

G_BEGIN_DECLS

#define TC_TYPE_SEAT_CARD (tc_seat_card_get_type ())

G_DECLARE_FINAL_TYPE (TcSeatCard, tc_seat_card, TC, SEAT_CARD, GtkWidget)

GtkWidget  *tc_seat_card_new              (guint             seat);
void        tc_seat_card_update           (TcSeatCard       *self,
                                           const TcMcgRules *rules,
                                           const TcMcgState *state,
                                           const char       *reserved_illegal);
const char *tc_seat_card_get_points_text  (TcSeatCard       *self);
const char *tc_seat_card_get_hand_text    (TcSeatCard       *self);
const char *tc_seat_card_get_tools_text   (TcSeatCard       *self);
GMenuModel *tc_seat_card_get_tool_menu    (TcSeatCard       *self);

G_END_DECLS
