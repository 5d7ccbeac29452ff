/* fuzz-sidecars.c: libFuzzer harness for the library's own files
 *
 * The input becomes both sidecars of a games folder holding one log of
 * each game: the index (its "files" member) and the titles (its
 * "titles"). The folder is then listed and everything a window shows of
 * it read. The logs carry a fixed time, so that index records of the
 * seed corpus match them and reach the code that trusts a record.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdint.h>
#include <stdlib.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "tc-library.h"
#include "tc-rulesets.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

#define LOG_TIME 1700000000   /* seconds: the mtime of the seeds' records */

static const char *logs[] = { "plain-turns.json", "quartz-round.json" };

static void
copy_log (const char *folder,
          const char *name)
{
  g_autofree char *source = g_build_filename (SCENARIOS_DIR, name, NULL);
  g_autofree char *target = g_build_filename (folder, name, NULL);
  g_autofree char *contents = NULL;
  gsize length;
  struct utimbuf times = { LOG_TIME, LOG_TIME };

  if (!g_file_get_contents (source, &contents, &length, NULL) ||
      !g_file_set_contents (target, contents, length, NULL) ||
      g_utime (target, &times) != 0)
    g_error ("Cannot copy %s into %s", source, folder);
}

static char *folder;

/* libFuzzer ends with exit(): the scratch folder goes then. */
static void
remove_games_folder (void)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_unlink (path);
    }
  g_rmdir (folder);
}

static const char *
games_folder (void)
{
  if (folder == NULL)
    {
      folder = g_dir_make_tmp ("tc-fuzz-sidecars-XXXXXX", NULL);
      g_assert_nonnull (folder);
      for (guint i = 0; i < G_N_ELEMENTS (logs); i++)
        copy_log (folder, logs[i]);
      atexit (remove_games_folder);
    }

  return folder;
}

static void
write_sidecar (const char    *name,
               const uint8_t *data,
               size_t         size)
{
  g_autofree char *path = g_build_filename (games_folder (), name, NULL);

  g_assert_true (g_file_set_contents (path, (const char *) data, size, NULL));
}

static void
read_item (TcLibraryItem *item)
{
  g_autofree char *name = tc_library_item_dup_display_name (item);

  g_assert_nonnull (name);
  g_free (tc_library_item_dup_winner_names (item));
  for (guint seat = 1; seat <= tc_library_item_get_n_players (item); seat++)
    {
      g_assert_nonnull (tc_library_item_get_players (item)[seat - 1]);
      tc_library_item_get_points (item, seat);
    }
  tc_library_item_matches (item, "a");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(TcLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *model;

  write_sidecar (".index.json", data, size);
  write_sidecar (".titles.json", data, size);

  library = tc_library_new (games_folder ());
  g_assert_true (tc_library_refresh (library, &error));
  model = tc_library_get_model (library);
  /* A damaged sidecar loses nothing: both games are listed. */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, G_N_ELEMENTS (logs));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TcLibraryItem) item = g_list_model_get_item (model, i);

      read_item (item);
    }
  for (guint i = 0; i < tc_rulesets_get_n_games (); i++)
    g_ptr_array_unref (tc_library_dup_player_stats (library, tc_rulesets_get_nth (i)->game_id));

  return 0;
}
