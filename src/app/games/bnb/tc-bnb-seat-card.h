/* tc-bnb-seat-card.h: one player's board, blocks, weapons, XP and mobs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-bnb-state.h"

G_BEGIN_DECLS

#define TC_TYPE_BNB_SEAT_CARD (tc_bnb_seat_card_get_type ())

G_DECLARE_FINAL_TYPE (TcBnbSeatCard, tc_bnb_seat_card, TC, BNB_SEAT_CARD, GtkWidget)

GtkWidget *tc_bnb_seat_card_new      (guint             seat);
void       tc_bnb_seat_card_update   (TcBnbSeatCard    *self,
                                      const TcBnbRules *rules,
                                      const TcBnbState *state,
                                      gboolean          can_feed);
GtkWidget *tc_bnb_seat_card_get_space (TcBnbSeatCard   *self,
                                       guint            space);
GtkWidget *tc_bnb_seat_card_get_feed_button (TcBnbSeatCard *self,
                                             guint          mob);

G_END_DECLS
