/* tc-mcg-pile-button.h: one resource pile: its top card, cards left, its key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TC_TYPE_MCG_PILE_BUTTON (tc_mcg_pile_button_get_type ())

G_DECLARE_FINAL_TYPE (TcMcgPileButton, tc_mcg_pile_button, TC, MCG_PILE_BUTTON, GtkButton)

GtkWidget  *tc_mcg_pile_button_new        (guint            number);
guint       tc_mcg_pile_button_get_number (TcMcgPileButton *self);
void        tc_mcg_pile_button_update     (TcMcgPileButton *self,
                                           const char      *top,
                                           guint            remaining,
                                           const char      *legality);
const char *tc_mcg_pile_button_get_top    (TcMcgPileButton *self);
void        tc_mcg_pile_button_set_typed  (TcMcgPileButton *self,
                                           const char      *typed);
const char *tc_mcg_pile_button_get_typed  (TcMcgPileButton *self);

G_END_DECLS
