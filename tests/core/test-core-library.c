/* test-core-library.c: listing and indexing score pad games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-core-test.h"
#include "tc-library.h"

/* Ana 4 − 3 + 6 = 7, Ben −2 + 8 + 1 = 7, Cy 1 + 5 = 6: Ana and Ben share the win. */
#define TIED_GAME \
  SCORE (1, 4), END (1), SCORE (2, -2), END (2), SCORE (3, 1), END (3), \
  SCORE (1, -3), END (1), SCORE (2, 8), END (2), SCORE (3, 5), END (3), \
  SCORE (1, 6), END (1), SCORE (2, 1), END (2), END (3)

/* Ana 6, Ben 10: Ben reaches the target. */
#define BEN_WINS SCORE (1, 6), END (1), SCORE (2, 10), END (2)

typedef struct
{
  char      *folder;
  TcLibrary *library;
} Fixture;

static void
write_game (Fixture    *fixture,
            const char *file_name,
            const char *data)
{
  g_free (tc_core_write_log (fixture->folder, file_name, data));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autofree char *tie = tc_core_log_data (3, NULL, TIED_GAME, NULL);
  g_autofree char *ben = tc_core_log_data (2, TARGET_10, BEN_WINS, NULL);
  g_autofree char *open = tc_core_log_data (2, NULL, SCORE (1, -2), NULL);
  g_autofree char *illegal = tc_core_log_data (2, NULL, SCORE (1, 1), END (2), SCORE (2, 3), NULL);
  g_autofree char *broken = tc_core_log_data (2, NULL, "{\"type\":\"score\",\"seat\":1}", NULL);
  g_autoptr(GError) error = NULL;

  fixture->folder = g_dir_make_tmp ("tc-core-library-XXXXXX", &error);
  g_assert_no_error (error);

  write_game (fixture, "tie.json", tie);
  write_game (fixture, "ben.json", ben);
  write_game (fixture, "open.json", open);
  write_game (fixture, "illegal.json", illegal);
  write_game (fixture, "broken.json", broken);
  /* Neither is a game of the library. */
  write_game (fixture, ".hidden.json", tie);
  write_game (fixture, "notes.txt", "tea");

  fixture->library = tc_library_new (fixture->folder);
  g_assert_true (tc_library_refresh (fixture->library, &error));
  g_assert_no_error (error);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_assert_cmpint (g_remove (child), ==, 0);
    }
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_clear_object (&fixture->library);
  remove_tree (fixture->folder);
  g_clear_pointer (&fixture->folder, g_free);
}

static TcLibraryItem *
find (TcLibrary  *library,
      const char *file_name)
{
  TcLibraryItem *item = tc_library_find (library, file_name);

  g_assert_nonnull (item);
  return item;
}

static void
assert_tie (TcLibraryItem *item)
{
  g_autofree char *winners = tc_library_item_dup_winner_names (item);
  g_autofree char *display = tc_library_item_dup_display_name (item);

  g_assert_cmpstr (tc_library_item_get_game_id (item), ==, TC_SCORE_PAD_GAME_ID);
  g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_FINISHED);
  g_assert_cmpuint (tc_library_item_get_winners (item), ==, (1u << 0) | (1u << 1));
  g_assert_cmpstr (winners, ==, "Ana, Ben");
  g_assert_cmpuint (tc_library_item_get_n_players (item), ==, 3);
  g_assert_cmpint (tc_library_item_get_points (item, 1), ==, 7);
  g_assert_cmpint (tc_library_item_get_points (item, 2), ==, 7);
  g_assert_cmpint (tc_library_item_get_points (item, 3), ==, 6);
  g_assert_cmpuint (tc_library_item_get_n_entries (item), ==, 17);
  g_assert_cmpstr (tc_library_item_get_created (item), ==, "2026-01-10T20:00:00Z");
  g_assert_cmpint (tc_library_item_get_date (item), ==, 1768075200);
  g_assert_null (tc_library_item_get_error (item));
  g_assert_cmpstr (display, ==, "Ana, Ben, Cy");
}

static void
test_listing (Fixture       *fixture,
              gconstpointer  user_data)
{
  GListModel *model = tc_library_get_model (fixture->library);

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);
  g_assert_cmpuint (tc_library_get_n_read (fixture->library), ==, 5);
  g_assert_null (tc_library_find (fixture->library, ".hidden.json"));
  g_assert_null (tc_library_find (fixture->library, "notes.txt"));
}

static void
test_shared_win (Fixture       *fixture,
                 gconstpointer  user_data)
{
  assert_tie (find (fixture->library, "tie.json"));
}

static void
test_single_win (Fixture       *fixture,
                 gconstpointer  user_data)
{
  TcLibraryItem *item = find (fixture->library, "ben.json");
  g_autofree char *winners = tc_library_item_dup_winner_names (item);

  g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_FINISHED);
  g_assert_cmpuint (tc_library_item_get_winners (item), ==, 1u << 1);
  g_assert_cmpstr (winners, ==, "Ben");
}

static void
test_in_progress_and_illegal (Fixture       *fixture,
                              gconstpointer  user_data)
{
  TcLibraryItem *open = find (fixture->library, "open.json");
  TcLibraryItem *illegal = find (fixture->library, "illegal.json");
  TcLibraryItem *broken = find (fixture->library, "broken.json");
  g_autofree char *no_winner = tc_library_item_dup_winner_names (open);

  g_assert_cmpint (tc_library_item_get_status (open), ==, TC_LIBRARY_STATUS_IN_PROGRESS);
  g_assert_cmpuint (tc_library_item_get_winners (open), ==, 0);
  g_assert_null (no_winner);
  g_assert_cmpint (tc_library_item_get_points (open, 1), ==, -2);

  /* Readable, but replay stops at entry 2; the file holds 3. */
  g_assert_cmpint (tc_library_item_get_status (illegal), ==, TC_LIBRARY_STATUS_IN_PROGRESS);
  g_assert_cmpstr (tc_library_item_get_error (illegal), ==, "Entry 2 is illegal: it is Ana’s turn, not Ben’s");
  g_assert_cmpuint (tc_library_item_get_n_entries (illegal), ==, 3);
  g_assert_cmpint (tc_library_item_get_points (illegal, 1), ==, 1);

  g_assert_cmpint (tc_library_item_get_status (broken), ==, TC_LIBRARY_STATUS_UNREADABLE);
  g_assert_cmpstr (tc_library_item_get_error (broken), ==, "entry 1: “points” must be a whole number");
  g_assert_cmpuint (tc_library_item_get_n_players (broken), ==, 0);
}

static void
test_index_keeps_shared_win (Fixture       *fixture,
                             gconstpointer  user_data)
{
  g_autofree char *index = g_build_filename (fixture->folder, TC_LIBRARY_INDEX_FILE, NULL);
  g_autoptr(TcLibrary) again = tc_library_new (fixture->folder);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_test (index, G_FILE_TEST_IS_REGULAR));

  /* A second listing reads no log: the winners come from the index. */
  g_assert_true (tc_library_refresh (again, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tc_library_get_n_read (again), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tc_library_get_model (again)), ==, 5);
  assert_tie (find (again, "tie.json"));
  g_assert_cmpstr (tc_library_item_get_error (find (again, "illegal.json")), ==,
                   "Entry 2 is illegal: it is Ana’s turn, not Ben’s");
}

static void
test_changed_log_is_read_again (Fixture       *fixture,
                                gconstpointer  user_data)
{
  g_autofree char *longer = tc_core_log_data (2, NULL, SCORE (1, -2), SCORE (1, 9), END (1), NULL);
  g_autoptr(GError) error = NULL;
  TcLibraryItem *open;

  write_game (fixture, "open.json", longer);
  g_assert_true (tc_library_refresh (fixture->library, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tc_library_get_n_read (fixture->library), ==, 1);

  open = find (fixture->library, "open.json");
  g_assert_cmpint (tc_library_item_get_points (open, 1), ==, 7);
  g_assert_cmpuint (tc_library_item_get_n_entries (open), ==, 3);
}

static void
test_matches (Fixture       *fixture,
              gconstpointer  user_data)
{
  g_assert_true (tc_library_item_matches (find (fixture->library, "tie.json"), "cy"));
  g_assert_false (tc_library_item_matches (find (fixture->library, "ben.json"), "cy"));
  g_assert_true (tc_library_item_matches (find (fixture->library, "ben.json"), "  "));
}

static const TcPlayerStats *
stats_at (GPtrArray *stats,
          guint      index)
{
  g_assert_cmpuint (index, <, stats->len);
  return g_ptr_array_index (stats, index);
}

static void
test_player_stats (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autoptr(GPtrArray) stats = tc_library_dup_player_stats (fixture->library, TC_SCORE_PAD_GAME_ID);
  g_autoptr(GPtrArray) none = tc_library_dup_player_stats (fixture->library, "no-such-game");

  /* Four readable games hold Ana and Ben, two of them finished; the
   * shared win counts for both. Ben: 7 and 10; Ana: 7 and 6.
   */
  g_assert_cmpuint (stats->len, ==, 3);
  g_assert_cmpstr (stats_at (stats, 0)->name, ==, "Ben");
  g_assert_cmpuint (stats_at (stats, 0)->games, ==, 4);
  g_assert_cmpuint (stats_at (stats, 0)->finished, ==, 2);
  g_assert_cmpuint (stats_at (stats, 0)->wins, ==, 2);
  g_assert_cmpfloat (stats_at (stats, 0)->average_points, ==, 8.5);

  g_assert_cmpstr (stats_at (stats, 1)->name, ==, "Ana");
  g_assert_cmpuint (stats_at (stats, 1)->games, ==, 4);
  g_assert_cmpuint (stats_at (stats, 1)->wins, ==, 1);
  g_assert_cmpfloat (stats_at (stats, 1)->average_points, ==, 6.5);

  g_assert_cmpstr (stats_at (stats, 2)->name, ==, "Cy");
  g_assert_cmpuint (stats_at (stats, 2)->games, ==, 1);
  g_assert_cmpuint (stats_at (stats, 2)->wins, ==, 0);
  g_assert_cmpfloat (stats_at (stats, 2)->average_points, ==, 6.0);

  g_assert_cmpuint (none->len, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  tc_core_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add ("/core/library/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("listing", test_listing);
  ADD ("shared-win", test_shared_win);
  ADD ("single-win", test_single_win);
  ADD ("in-progress-and-illegal", test_in_progress_and_illegal);
  ADD ("index-keeps-shared-win", test_index_keeps_shared_win);
  ADD ("changed-log-is-read-again", test_changed_log_is_read_again);
  ADD ("matches", test_matches);
  ADD ("player-stats", test_player_stats);

#undef ADD

  return g_test_run ();
}
