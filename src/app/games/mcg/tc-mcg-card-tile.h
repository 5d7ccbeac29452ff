/* tc-mcg-card-tile.h: a card drawn as an original coloured block with its value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TC_TYPE_MCG_CARD_TILE (tc_mcg_card_tile_get_type ())

G_DECLARE_FINAL_TYPE (TcMcgCardTile, tc_mcg_card_tile, TC, MCG_CARD_TILE, GtkWidget)

GtkWidget  *tc_mcg_card_tile_new             (gboolean       large);
void        tc_mcg_card_tile_set_card        (TcMcgCardTile *self,
                                              const char    *id);
void        tc_mcg_card_tile_set_placeholder (TcMcgCardTile *self,
                                              const char    *text);
const char *tc_mcg_card_tile_get_name        (TcMcgCardTile *self);
void        tc_mcg_card_tile_install_css     (GdkDisplay    *display);

G_END_DECLS
