/* tc-mcg-payment-dialog.h: the cards a player pays for a craft
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-mcg-ruleset.h"

G_BEGIN_DECLS

#define TC_TYPE_MCG_PAYMENT_DIALOG (tc_mcg_payment_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TcMcgPaymentDialog, tc_mcg_payment_dialog, TC, MCG_PAYMENT_DIALOG, AdwMessageDialog)

TcMcgPaymentDialog *tc_mcg_payment_dialog_new              (GtkWindow          *parent,
                                                            TcMcgRuleset       *ruleset,
                                                            const TcMcgState   *state,
                                                            guint               seat,
                                                            guint               craft_pile,
                                                            guint               craft);
TcEntry            *tc_mcg_payment_dialog_build_entry      (TcMcgPaymentDialog *self);
const char         *tc_mcg_payment_dialog_get_status       (TcMcgPaymentDialog *self);
GPtrArray          *tc_mcg_payment_dialog_get_toggles      (TcMcgPaymentDialog *self);
GtkWidget          *tc_mcg_payment_dialog_get_tools_button (TcMcgPaymentDialog *self);

G_END_DECLS
