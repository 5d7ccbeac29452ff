/* tc-new-game-dialog.h: players in seat order, who starts, house rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TC_TYPE_NEW_GAME_DIALOG (tc_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TcNewGameDialog, tc_new_game_dialog, TC, NEW_GAME_DIALOG, AdwWindow)

TcNewGameDialog *tc_new_game_dialog_new         (GtkWindow       *parent,
                                                 GSettings       *settings);
void             tc_new_game_dialog_set_game    (TcNewGameDialog *self,
                                                 const char      *game_id);
void             tc_new_game_dialog_set_player  (TcNewGameDialog *self,
                                                 guint            seat,
                                                 const char      *name);
void             tc_new_game_dialog_set_first   (TcNewGameDialog *self,
                                                 guint            seat);
gboolean         tc_new_game_dialog_start       (TcNewGameDialog *self);

G_END_DECLS
