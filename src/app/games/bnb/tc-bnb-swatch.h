/* tc-bnb-swatch.h: a colour of the data (a biome, a block) with the
 * letters that go with it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TC_TYPE_BNB_SWATCH (tc_bnb_swatch_get_type ())

G_DECLARE_FINAL_TYPE (TcBnbSwatch, tc_bnb_swatch, TC, BNB_SWATCH, GtkWidget)

GtkWidget *tc_bnb_swatch_new (void);
void       tc_bnb_swatch_set (TcBnbSwatch *self,
                              const char  *color,
                              const char  *markup);

G_END_DECLS
