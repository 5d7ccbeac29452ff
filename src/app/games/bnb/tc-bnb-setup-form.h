/* tc-bnb-setup-form.h: setting up a Builders & Biomes game: the boards'
 * biomes, the weapons' hearts, the scoring cards and the first player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-bnb-state.h"

G_BEGIN_DECLS

#define TC_TYPE_BNB_SETUP_FORM (tc_bnb_setup_form_get_type ())

G_DECLARE_FINAL_TYPE (TcBnbSetupForm, tc_bnb_setup_form, TC, BNB_SETUP_FORM, GtkWidget)

GtkWidget *tc_bnb_setup_form_new        (void);
void       tc_bnb_setup_form_prepare    (TcBnbSetupForm   *self,
                                         const TcBnbRules *rules,
                                         guint             first_seat);
gboolean   tc_bnb_setup_form_get_entry  (TcBnbSetupForm   *self,
                                         TcBnbEntry       *setup);
void       tc_bnb_setup_form_set_board  (TcBnbSetupForm   *self,
                                         guint             seat,
                                         const char       *letters);

G_END_DECLS
