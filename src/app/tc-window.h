/* tc-window.h: the main window: the start page and the live game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-application.h"
#include "tc-export.h"
#include "tc-game.h"
#include "tc-game-page.h"
#include "tc-rules-window.h"
#include "tc-library-view.h"
#include "tc-review-view.h"
#include "tc-start-page.h"

G_BEGIN_DECLS

#define TC_TYPE_WINDOW (tc_window_get_type ())

G_DECLARE_FINAL_TYPE (TcWindow, tc_window, TC, WINDOW, AdwApplicationWindow)

TcWindow    *tc_window_new            (TcApplication *application);
TcWindow    *tc_window_open_file      (TcWindow      *self,
                                       GFile         *file);
gboolean     tc_window_review_file      (TcWindow      *self,
                                         GFile         *file);
gboolean     tc_window_show_game      (TcWindow      *self,
                                       TcGame        *game,
                                       const char    *path,
                                       guint          first_seat);
void         tc_window_show_start     (TcWindow      *self);
TcGamePage  *tc_window_get_game_page  (TcWindow      *self);
TcStartPage *tc_window_get_start_page (TcWindow      *self);
TcLibraryView *tc_window_get_library_view (TcWindow  *self);
TcReviewView *tc_window_get_review_view (TcWindow    *self);
GtkStack    *tc_window_get_stack      (TcWindow      *self);
GtkWindow   *tc_window_new_game       (TcWindow      *self);
gboolean     tc_window_is_keeping_awake (TcWindow      *self);
char        *tc_window_dup_export_name (TcWindow       *self,
                                       TcExportFormat  format);
GFile       *tc_window_export_file_for (GFile          *chosen,
                                       TcExportFormat  format);
gboolean     tc_window_export_to_file (TcWindow        *self,
                                       GFile           *file,
                                       TcExportFormat   format,
                                       GError         **error);
gboolean     tc_window_drop_file      (TcWindow      *self,
                                       GFile         *file);
AdwToast    *tc_window_get_last_toast (TcWindow      *self);
void         tc_window_set_table_mode (TcWindow      *self,
                                       gboolean       table_mode);
gboolean     tc_window_get_table_mode (TcWindow      *self);
TcRulesWindow *tc_window_show_rules   (TcWindow      *self,
                                       const char    *game_id,
                                       const char    *section_id);

G_END_DECLS
