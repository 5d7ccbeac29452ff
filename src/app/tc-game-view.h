/* tc-game-view.h: the live referee page of one game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-game.h"

G_BEGIN_DECLS

#define TC_TYPE_GAME_VIEW (tc_game_view_get_type ())

G_DECLARE_FINAL_TYPE (TcGameView, tc_game_view, TC, GAME_VIEW, GtkWidget)

void        tc_game_view_set_game          (TcGameView  *self,
                                            TcGame      *game,
                                            const char  *path,
                                            guint        first_seat);
TcGame     *tc_game_view_get_game          (TcGameView  *self);
const char *tc_game_view_get_path          (TcGameView  *self);
void        tc_game_view_set_primary_menu  (TcGameView  *self,
                                            GMenuModel  *menu);
gboolean    tc_game_view_append            (TcGameView  *self,
                                            TcEntry     *entry);
void        tc_game_view_submit_text       (TcGameView  *self,
                                            const char  *text);
void        tc_game_view_show_toast        (TcGameView  *self,
                                            const char  *message);
GtkWidget  *tc_game_view_get_part          (TcGameView  *self,
                                            const char  *name,
                                            guint        index);

G_END_DECLS
