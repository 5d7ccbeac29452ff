/* tc-card-tile.h: a card drawn as an original coloured block with its value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TC_TYPE_CARD_TILE (tc_card_tile_get_type ())

G_DECLARE_FINAL_TYPE (TcCardTile, tc_card_tile, TC, CARD_TILE, GtkWidget)

GtkWidget *tc_card_tile_new          (gboolean    large);
void       tc_card_tile_set_card     (TcCardTile *self,
                                      const char *id);
void       tc_card_tile_set_placeholder (TcCardTile *self,
                                         const char *text);
const char *tc_card_tile_get_card    (TcCardTile *self);
const char *tc_card_tile_get_name    (TcCardTile *self);
void       tc_card_tile_install_css  (GdkDisplay *display);

G_END_DECLS
