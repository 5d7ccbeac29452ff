/* tc-library-view.h: the saved games of a folder, to open, rename or delete
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-library.h"

G_BEGIN_DECLS

#define TC_TYPE_LIBRARY_VIEW (tc_library_view_get_type ())

G_DECLARE_FINAL_TYPE (TcLibraryView, tc_library_view, TC, LIBRARY_VIEW, GtkWidget)

GtkWidget  *tc_library_view_new            (void);
void        tc_library_view_set_folder     (TcLibraryView *self,
                                            const char    *path);
TcLibrary  *tc_library_view_get_library    (TcLibraryView *self);
void        tc_library_view_reload         (TcLibraryView *self);
gboolean    tc_library_view_get_loading    (TcLibraryView *self);
void        tc_library_view_set_query      (TcLibraryView *self,
                                            const char    *query);
void        tc_library_view_set_game_filter (TcLibraryView *self,
                                            const char    *game_id);
guint       tc_library_view_get_n_matching (TcLibraryView *self);
guint       tc_library_view_get_n_shown    (TcLibraryView *self);
char       *tc_library_view_dup_play_file  (TcLibraryView *self,
                                            guint         *n_games);

G_END_DECLS
