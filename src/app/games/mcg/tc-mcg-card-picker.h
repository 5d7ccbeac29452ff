/* tc-mcg-card-picker.h: every card id with how many copies can still be unseen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-mcg-state.h"

G_BEGIN_DECLS

#define TC_TYPE_MCG_CARD_PICKER (tc_mcg_card_picker_get_type ())

G_DECLARE_FINAL_TYPE (TcMcgCardPicker, tc_mcg_card_picker, TC, MCG_CARD_PICKER, GtkWidget)

void       tc_mcg_card_picker_update      (TcMcgCardPicker  *self,
                                           const TcMcgRules *rules,
                                           const guint      *unseen,
                                           guint32           craft_seen,
                                           gboolean          craft_cards);

G_END_DECLS
