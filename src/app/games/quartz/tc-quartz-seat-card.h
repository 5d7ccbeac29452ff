/* tc-quartz-seat-card.h: one Quartz player: score, cart, chest, markers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-quartz-state.h"

G_BEGIN_DECLS

#define TC_TYPE_QUARTZ_SEAT_CARD (tc_quartz_seat_card_get_type ())

G_DECLARE_FINAL_TYPE (TcQuartzSeatCard, tc_quartz_seat_card, TC, QUARTZ_SEAT_CARD, GtkWidget)

GtkWidget *tc_quartz_seat_card_new    (guint                seat);
void       tc_quartz_seat_card_update (TcQuartzSeatCard    *self,
                                       const TcQuartzRules *rules,
                                       const TcQuartzState *state,
                                       gboolean             leads);
GtkWidget *tc_quartz_crystal_dot_new  (const TcQuartzData  *data,
                                       guint                kind);

G_END_DECLS
