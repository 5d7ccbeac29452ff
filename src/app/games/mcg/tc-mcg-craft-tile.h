/* tc-mcg-craft-tile.h: one craft pile: recipe, points, cards left, whether it is affordable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TC_TYPE_MCG_CRAFT_TILE (tc_mcg_craft_tile_get_type ())

G_DECLARE_FINAL_TYPE (TcMcgCraftTile, tc_mcg_craft_tile, TC, MCG_CRAFT_TILE, GtkWidget)

GtkWidget  *tc_mcg_craft_tile_new                (guint           number);
guint       tc_mcg_craft_tile_get_number         (TcMcgCraftTile *self);
void        tc_mcg_craft_tile_update             (TcMcgCraftTile *self,
                                                  const char     *top,
                                                  guint           remaining,
                                                  const char     *payment,
                                                  gboolean        can_pay,
                                                  const char     *craft_illegal,
                                                  const char     *reserve_illegal);
const char *tc_mcg_craft_tile_get_payment        (TcMcgCraftTile *self);
void        tc_mcg_craft_tile_set_typed          (TcMcgCraftTile *self,
                                                  const char     *typed);
const char *tc_mcg_craft_tile_get_typed          (TcMcgCraftTile *self);

G_END_DECLS
