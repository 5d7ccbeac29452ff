/* tc-library.h: the saved games in a folder, with an index to list them fast
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tc-types.h"

G_BEGIN_DECLS

/* Files the library keeps next to the logs; names starting with a dot are
 * never listed as games.
 */
#define TC_LIBRARY_INDEX_FILE  ".index.json"
#define TC_LIBRARY_TITLES_FILE ".titles.json"
#define TC_LIBRARY_TRASH_DIR   ".trash"

typedef enum
{
  TC_LIBRARY_STATUS_IN_PROGRESS,
  TC_LIBRARY_STATUS_FINISHED,
  TC_LIBRARY_STATUS_UNREADABLE,
} TcLibraryStatus;

#define TC_TYPE_LIBRARY_ITEM (tc_library_item_get_type ())

G_DECLARE_FINAL_TYPE (TcLibraryItem, tc_library_item, TC, LIBRARY_ITEM, GObject)

const char         *tc_library_item_get_file_name   (TcLibraryItem *self);
const char         *tc_library_item_get_path        (TcLibraryItem *self);
const char         *tc_library_item_get_title       (TcLibraryItem *self);
char               *tc_library_item_dup_display_name (TcLibraryItem *self);
const char         *tc_library_item_get_created     (TcLibraryItem *self);
gint64              tc_library_item_get_date        (TcLibraryItem *self);
const char         *tc_library_item_get_game_id     (TcLibraryItem *self);
const char         *tc_library_item_get_game_title  (TcLibraryItem *self);
const char * const *tc_library_item_get_players     (TcLibraryItem *self);
guint               tc_library_item_get_n_players   (TcLibraryItem *self);
gint                tc_library_item_get_points      (TcLibraryItem *self,
                                                     guint          seat);
TcLibraryStatus     tc_library_item_get_status      (TcLibraryItem *self);
TcSeatSet           tc_library_item_get_winners     (TcLibraryItem *self);
char               *tc_library_item_dup_winner_names (TcLibraryItem *self);
guint               tc_library_item_get_n_entries   (TcLibraryItem *self);
const char         *tc_library_item_get_error       (TcLibraryItem *self);
const char         *tc_library_item_get_waiting     (TcLibraryItem *self);
gboolean            tc_library_item_matches         (TcLibraryItem *self,
                                                     const char    *query);

typedef struct
{
  char   *name;
  guint   games;          /* readable games the name sat in */
  guint   finished;       /* of those, finished */
  guint   wins;
  double  average_points; /* over the finished games */
} TcPlayerStats;

void tc_player_stats_free (TcPlayerStats *stats);

#define TC_TYPE_LIBRARY (tc_library_get_type ())

G_DECLARE_FINAL_TYPE (TcLibrary, tc_library, TC, LIBRARY, GObject)

char          *tc_library_get_default_folder (void);
char          *tc_library_dup_save_path    (const char    *folder,
                                            TcGame        *game,
                                            const char    *path);
gboolean       tc_library_folder_holds     (const char    *folder,
                                            const char    *path);
TcLibrary     *tc_library_new              (const char    *folder);
const char    *tc_library_get_folder       (TcLibrary     *self);
GListModel    *tc_library_get_model        (TcLibrary     *self);
gboolean       tc_library_refresh          (TcLibrary     *self,
                                            GError       **error);
void           tc_library_reload_async     (TcLibrary           *self,
                                            GCancellable        *cancellable,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data);
gboolean       tc_library_reload_finish    (TcLibrary     *self,
                                            GAsyncResult  *result,
                                            GError       **error);
guint          tc_library_get_n_read       (TcLibrary     *self);
TcLibraryItem *tc_library_find             (TcLibrary     *self,
                                            const char    *file_name);
gboolean       tc_library_rename           (TcLibrary     *self,
                                            const char    *file_name,
                                            const char    *title,
                                            GError       **error);
gboolean       tc_library_delete           (TcLibrary     *self,
                                            const char    *file_name,
                                            GError       **error);
gboolean       tc_library_restore          (TcLibrary     *self,
                                            const char    *file_name,
                                            GError       **error);
GPtrArray     *tc_library_dup_player_stats (TcLibrary     *self,
                                            const char    *game_id);

G_END_DECLS
