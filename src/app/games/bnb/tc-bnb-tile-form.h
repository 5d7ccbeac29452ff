/* tc-bnb-tile-form.h: what a turned-over tile shows, entered in a few keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-bnb-state.h"

G_BEGIN_DECLS

#define TC_TYPE_BNB_TILE_FORM (tc_bnb_tile_form_get_type ())

G_DECLARE_FINAL_TYPE (TcBnbTileForm, tc_bnb_tile_form, TC, BNB_TILE_FORM, GtkWidget)

GtkWidget  *tc_bnb_tile_form_new         (void);
void        tc_bnb_tile_form_reset       (TcBnbTileForm        *self);
void        tc_bnb_tile_form_get_tile    (TcBnbTileForm        *self,
                                          TcBnbTileEntry       *tile);
void        tc_bnb_tile_form_set_tile    (TcBnbTileForm        *self,
                                          const TcBnbTileEntry *tile);
const char *tc_bnb_tile_form_get_missing (TcBnbTileForm        *self);
void        tc_bnb_tile_form_set_compact (TcBnbTileForm        *self,
                                          gboolean              compact);

G_END_DECLS
