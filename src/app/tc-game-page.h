/* tc-game-page.h: the live page of one game, whatever the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-entry-editor.h"
#include "tc-game.h"
#include "tc-table-view.h"

G_BEGIN_DECLS

#define TC_TYPE_GAME_PAGE (tc_game_page_get_type ())

G_DECLARE_FINAL_TYPE (TcGamePage, tc_game_page, TC, GAME_PAGE, GtkWidget)

gboolean     tc_game_page_set_game         (TcGamePage  *self,
                                            TcGame      *game,
                                            const char  *path,
                                            guint        first_seat,
                                            GError     **error);
TcGame      *tc_game_page_get_game         (TcGamePage  *self);
TcTableView *tc_game_page_get_table_view   (TcGamePage  *self);
const char  *tc_game_page_get_path         (TcGamePage  *self);
void         tc_game_page_set_primary_menu (TcGamePage  *self,
                                            GMenuModel  *menu);
gboolean     tc_game_page_append           (TcGamePage  *self,
                                            TcEntry     *entry);
void         tc_game_page_show_toast       (TcGamePage  *self,
                                            const char  *message);
AdwToast    *tc_game_page_get_last_toast   (TcGamePage  *self);
void         tc_game_page_set_narrow       (TcGamePage  *self,
                                           gboolean     narrow);
TcEntryEditor *tc_game_page_correct_entry  (TcGamePage  *self,
                                            guint        index);
gboolean     tc_game_page_is_unsaved       (TcGamePage  *self);

G_END_DECLS
