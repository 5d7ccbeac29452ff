/* tc-craft-tile.h: one craft pile: recipe, points, cards left, whether it is affordable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TC_TYPE_CRAFT_TILE (tc_craft_tile_get_type ())

G_DECLARE_FINAL_TYPE (TcCraftTile, tc_craft_tile, TC, CRAFT_TILE, GtkWidget)

GtkWidget  *tc_craft_tile_new        (guint        number);
guint       tc_craft_tile_get_number (TcCraftTile *self);
void        tc_craft_tile_update     (TcCraftTile *self,
                                      const char  *top,
                                      guint        remaining,
                                      const char  *payment,
                                      gboolean     can_pay,
                                      const char  *craft_illegal,
                                      const char  *reserve_illegal);
const char *tc_craft_tile_get_payment (TcCraftTile *self);
void        tc_craft_tile_set_typed  (TcCraftTile *self,
                                      const char  *typed);
const char *tc_craft_tile_get_typed  (TcCraftTile *self);
GtkWidget  *tc_craft_tile_get_craft_button   (TcCraftTile *self);
GtkWidget  *tc_craft_tile_get_reserve_button (TcCraftTile *self);

G_END_DECLS
