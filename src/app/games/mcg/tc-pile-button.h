/* tc-pile-button.h: one resource pile: its top card, cards left, its key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TC_TYPE_PILE_BUTTON (tc_pile_button_get_type ())

G_DECLARE_FINAL_TYPE (TcPileButton, tc_pile_button, TC, PILE_BUTTON, GtkButton)

GtkWidget  *tc_pile_button_new        (guint         number);
guint       tc_pile_button_get_number (TcPileButton *self);
void        tc_pile_button_update     (TcPileButton *self,
                                       const char   *top,
                                       guint         remaining,
                                       const char   *legality);
const char *tc_pile_button_get_top    (TcPileButton *self);
void        tc_pile_button_set_typed  (TcPileButton *self,
                                       const char   *typed);
const char *tc_pile_button_get_typed  (TcPileButton *self);

G_END_DECLS
