/* tc-payment-dialog.h: the cards a player pays for a craft
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-mcg-ruleset.h"

G_BEGIN_DECLS

#define TC_TYPE_PAYMENT_DIALOG (tc_payment_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TcPaymentDialog, tc_payment_dialog, TC, PAYMENT_DIALOG, AdwMessageDialog)

TcPaymentDialog *tc_payment_dialog_new          (GtkWindow        *parent,
                                                 TcMcgRuleset     *ruleset,
                                                 const TcMcgState *state,
                                                 guint             seat,
                                                 guint             craft_pile,
                                                 guint             craft);
TcEntry         *tc_payment_dialog_build_entry  (TcPaymentDialog  *self);
const char      *tc_payment_dialog_get_status   (TcPaymentDialog  *self);
GPtrArray       *tc_payment_dialog_get_toggles  (TcPaymentDialog  *self);
GtkWidget       *tc_payment_dialog_get_tools_button (TcPaymentDialog *self);

G_END_DECLS
