/* test-library-folder.c: listing, search, rename, delete and restore of
 * saved games, the index, unreadable files and player statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <utime.h>
#include <unistd.h>

#include "tc-file.h"
#include "tc-game.h"
#include "tc-library.h"
#include "tc-log.h"

/* The tablecraft-cli to simulate games with, given on the command line. */
static const char *cli;

typedef struct
{
  char      *folder;
  TcLibrary *library;
} Fixture;

/* A two-player game in progress: Ana crafts a wood-sword (2 points). */
static char *
two_player_log (const char *created,
                const char *first,
                const char *second)
{
  return g_strdup_printf ("{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\","
                          "\"players\":[\"%s\",\"%s\"],\"created\":\"%s\",\"entries\":["
                          "{\"type\":\"setup\",\"resource_tops\":[\"wood-3\",\"wood-2\",\"stone-2\",\"wild-1\",\"tnt\"],"
                          "\"craft_tops\":[\"wood-sword\",\"stone-hoe\",\"wood-hoe\",\"iron-axe\"]},"
                          "{\"type\":\"mine\",\"seat\":1,\"pile\":1},"
                          "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"},"
                          "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-3\"]}]}",
                          first, second, created);
}

static void
write_file (Fixture    *fixture,
            const char *name,
            const char *data)
{
  g_autofree char *path = g_build_filename (fixture->folder, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, -1, &error);
  g_assert_no_error (error);
}

static void
copy_simulated (Fixture    *fixture,
                const char *from_dir,
                guint       index,
                const char *name)
{
  g_autofree char *sim_name = g_strdup_printf ("game-%05u.json", index);
  g_autofree char *from = g_build_filename (from_dir, sim_name, NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (from, &data, NULL, &error);
  g_assert_no_error (error);
  write_file (fixture, name, data);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->folder = g_dir_make_tmp ("tc-library-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->library = tc_library_new (fixture->folder);
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
        g_remove (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->library);
  remove_tree (fixture->folder);
  g_free (fixture->folder);
}

static void
refresh (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_library_refresh (fixture->library, &error));
  g_assert_no_error (error);
}

static TcLibraryItem *
item_at (Fixture *fixture,
         guint    position)
{
  g_autoptr(TcLibraryItem) item = g_list_model_get_item (tc_library_get_model (fixture->library), position);

  g_assert_nonnull (item);
  return item;   /* the store keeps a reference */
}

static guint
n_items (Fixture *fixture)
{
  return g_list_model_get_n_items (tc_library_get_model (fixture->library));
}

static void
test_missing_folder (void)
{
  g_autoptr(TcLibrary) library = tc_library_new ("/nonexistent/tablecraft/games");
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_library_refresh (library, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (tc_library_get_model (library)), ==, 0);
}

static void
test_default_folder (void)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "io.github.tablecraft.Tablecraft", "games", NULL);

  g_assert_cmpstr (folder, ==, expected);
}

/* Three games created at different times are listed newest first, with
 * what the list shows of each; files that are not logs are left out.
 */
static void
test_listing (Fixture       *fixture,
              gconstpointer  data)
{
  g_autofree char *old = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");
  g_autofree char *middle = two_player_log ("2026-03-01T10:00:00Z", "Cy", "Dee");
  g_autofree char *newest = two_player_log ("2026-06-30T10:00:00Z", "Ben", "Eve");
  TcLibraryItem *item;

  write_file (fixture, "a.json", newest);
  write_file (fixture, "b.json", old);
  write_file (fixture, "c.json", middle);
  write_file (fixture, "notes.txt", "not a game");
  write_file (fixture, ".hidden.json", "{}");
  refresh (fixture);

  g_assert_cmpuint (n_items (fixture), ==, 3);
  g_assert_cmpstr (tc_library_item_get_file_name (item_at (fixture, 0)), ==, "a.json");
  g_assert_cmpstr (tc_library_item_get_file_name (item_at (fixture, 1)), ==, "c.json");
  g_assert_cmpstr (tc_library_item_get_file_name (item_at (fixture, 2)), ==, "b.json");

  /* The craft of a wood-sword gives Ana, seat 1, two points; 4 entries. */
  item = item_at (fixture, 2);
  g_assert_cmpuint (tc_library_item_get_n_players (item), ==, 2);
  g_assert_cmpstr (tc_library_item_get_players (item)[0], ==, "Ana");
  g_assert_cmpstr (tc_library_item_get_players (item)[1], ==, "Ben");
  g_assert_cmpstr (tc_library_item_get_created (item), ==, "2026-01-05T10:00:00Z");
  g_assert_cmpint (tc_library_item_get_date (item), ==, 1767607200);
  g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_IN_PROGRESS);
  g_assert_cmpuint (tc_library_item_get_n_entries (item), ==, 4);
  g_assert_cmpuint (tc_library_item_get_points (item, 1), ==, 2);
  g_assert_cmpuint (tc_library_item_get_points (item, 2), ==, 0);
  g_assert_cmpuint (tc_library_item_get_winners (item), ==, 0);
  g_assert_null (tc_library_item_dup_winner_names (item));
  g_assert_null (tc_library_item_get_error (item));
  g_assert_cmpstr (tc_library_item_get_game_id (item), ==, "minecraft-card-game");
  g_assert_true (g_str_has_suffix (tc_library_item_get_path (item), "/b.json"));
}

static void
test_finished_game (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *sim = g_dir_make_tmp ("tc-sim-XXXXXX", &error);
  const char *argv[] = { cli, "simulate", "--games", "1", "--seed", "3", "--players", "2", "--out", sim, NULL };
  g_autoptr(TcLog) log = NULL;
  g_autofree char *path = g_build_filename (sim, "game-00001.json", NULL);
  g_autofree char *names = NULL;
  TcLibraryItem *item;
  guint winner;
  int status;

  g_assert_no_error (error);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  copy_simulated (fixture, sim, 1, "won.json");
  refresh (fixture);
  item = item_at (fixture, 0);

  /* Checked against the log itself, read separately. */
  log = tc_log_read_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tc_library_item_get_n_entries (item), ==, log->entries->len);
  g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_FINISHED);
  /* The card game has one winner: the first seat to reach the target. */
  winner = g_bit_nth_lsf (tc_library_item_get_winners (item), -1) + 1;
  g_assert_cmpuint (tc_library_item_get_winners (item), ==, 1u << (winner - 1));
  g_assert_cmpuint (tc_library_item_get_points (item, winner), >=, 24);
  names = tc_library_item_dup_winner_names (item);
  g_assert_cmpstr (names, ==, tc_library_item_get_players (item)[winner - 1]);

  remove_tree (sim);
}

static void
test_search (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *one = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Benoît");
  g_autofree char *two = two_player_log ("2026-03-01T10:00:00Z", "Cy", "Dee");
  TcLibraryItem *ana, *cy;

  write_file (fixture, "one.json", one);
  write_file (fixture, "two.json", two);
  refresh (fixture);
  cy = item_at (fixture, 0);
  ana = item_at (fixture, 1);

  g_assert_true (tc_library_item_matches (ana, "ana"));
  g_assert_true (tc_library_item_matches (ana, "  BENOÎT "));
  g_assert_true (tc_library_item_matches (ana, "noî"));
  g_assert_false (tc_library_item_matches (ana, "dee"));
  g_assert_true (tc_library_item_matches (cy, "dee"));
  g_assert_false (tc_library_item_matches (cy, "ana"));
  g_assert_true (tc_library_item_matches (cy, ""));
  g_assert_true (tc_library_item_matches (cy, NULL));
}

static char *
read_all (const char *path)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&data);
}

/* Renaming stores the name beside the logs; the log keeps its bytes and
 * the name survives a new library object and a lost index.
 */
static void
test_rename (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *log = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");
  g_autofree char *path = g_build_filename (fixture->folder, "g.json", NULL);
  g_autofree char *index = g_build_filename (fixture->folder, TC_LIBRARY_INDEX_FILE, NULL);
  g_autofree char *after = NULL;
  g_autofree char *name = NULL;
  g_autoptr(TcLibrary) again = NULL;
  g_autoptr(GError) error = NULL;
  TcLibraryItem *item;

  write_file (fixture, "g.json", log);
  refresh (fixture);
  name = tc_library_item_dup_display_name (item_at (fixture, 0));
  g_assert_cmpstr (name, ==, "Ana, Ben");
  g_clear_pointer (&name, g_free);

  g_assert_true (tc_library_rename (fixture->library, "g.json", "  Friday night ", &error));
  g_assert_no_error (error);
  item = item_at (fixture, 0);
  g_assert_cmpstr (tc_library_item_get_title (item), ==, "Friday night");
  name = tc_library_item_dup_display_name (item);
  g_assert_cmpstr (name, ==, "Friday night");
  g_assert_true (tc_library_item_matches (item, "friday"));

  after = read_all (path);
  g_assert_cmpstr (after, ==, log);

  g_remove (index);
  again = tc_library_new (fixture->folder);
  g_assert_true (tc_library_refresh (again, &error));
  item = tc_library_find (again, "g.json");
  g_assert_cmpstr (tc_library_item_get_title (item), ==, "Friday night");

  /* A blank name gives the default back. */
  g_assert_true (tc_library_rename (again, "g.json", " ", &error));
  g_assert_null (tc_library_item_get_title (tc_library_find (again, "g.json")));

  g_assert_false (tc_library_rename (again, "missing.json", "x", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

static void
test_delete_restore (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *log = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");
  g_autofree char *path = g_build_filename (fixture->folder, "g.json", NULL);
  g_autofree char *trashed = g_build_filename (fixture->folder, TC_LIBRARY_TRASH_DIR, "g.json", NULL);
  g_autofree char *restored = NULL;
  g_autoptr(GError) error = NULL;

  write_file (fixture, "g.json", log);
  refresh (fixture);
  g_assert_true (tc_library_rename (fixture->library, "g.json", "Kept name", &error));

  g_assert_true (tc_library_delete (fixture->library, "g.json", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_items (fixture), ==, 0);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (trashed, G_FILE_TEST_EXISTS));

  /* The trash is not listed. */
  refresh (fixture);
  g_assert_cmpuint (n_items (fixture), ==, 0);

  g_assert_true (tc_library_restore (fixture->library, "g.json", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_items (fixture), ==, 1);
  g_assert_cmpstr (tc_library_item_get_title (item_at (fixture, 0)), ==, "Kept name");
  restored = read_all (path);
  g_assert_cmpstr (restored, ==, log);

  /* Restoring over a game saved since under that name is refused. */
  g_assert_true (tc_library_delete (fixture->library, "g.json", &error));
  write_file (fixture, "g.json", "{}");
  g_assert_false (tc_library_restore (fixture->library, "g.json", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_clear_error (&error);
  g_assert_true (g_file_test (trashed, G_FILE_TEST_EXISTS));

  g_assert_false (tc_library_delete (fixture->library, "nothing.json", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* The index spares unchanged logs; a changed, new or removed log is seen. */
static void
test_index_reuse (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *one = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");
  g_autofree char *two = two_player_log ("2026-03-01T10:00:00Z", "Cy", "Dee");
  g_autofree char *three = two_player_log ("2026-03-02T10:00:00Z", "Eve", "Fay");
  g_autofree char *index = g_build_filename (fixture->folder, TC_LIBRARY_INDEX_FILE, NULL);
  g_autoptr(TcLibrary) second = tc_library_new (fixture->folder);
  g_autoptr(GError) error = NULL;

  write_file (fixture, "one.json", one);
  write_file (fixture, "two.json", two);
  refresh (fixture);
  g_assert_cmpuint (tc_library_get_n_read (fixture->library), ==, 2);
  g_assert_true (g_file_test (index, G_FILE_TEST_EXISTS));

  /* A new library object reads nothing: everything is in the index. */
  g_assert_true (tc_library_refresh (second, &error));
  g_assert_cmpuint (tc_library_get_n_read (second), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tc_library_get_model (second)), ==, 2);
  g_assert_cmpuint (tc_library_item_get_points (tc_library_find (second, "one.json"), 1), ==, 2);
  g_assert_cmpstr (tc_library_item_get_players (tc_library_find (second, "two.json"))[1], ==, "Dee");

  /* one.json now holds another game (of another size): it is read again. */
  write_file (fixture, "one.json", three);
  write_file (fixture, "new.json", two);
  refresh (fixture);
  g_assert_cmpuint (tc_library_get_n_read (fixture->library), ==, 2);
  g_assert_cmpstr (tc_library_item_get_players (tc_library_find (fixture->library, "one.json"))[0], ==, "Eve");

  g_assert_cmpint (g_remove (index), ==, 0);
  refresh (fixture);
  g_assert_cmpuint (tc_library_get_n_read (fixture->library), ==, 3);

  /* A damaged index is only a slower listing. */
  write_file (fixture, TC_LIBRARY_INDEX_FILE, "{ not json");
  refresh (fixture);
  g_assert_cmpuint (tc_library_get_n_read (fixture->library), ==, 3);
  g_assert_cmpuint (n_items (fixture), ==, 3);
}

/* A malformed log is listed as unreadable with its error sentence, and
 * is left byte for byte as it was, by the listing and by the index.
 */
static void
test_unreadable (Fixture       *fixture,
                 gconstpointer  data)
{
  static const char broken[] = "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\","
                               "\"players\":[\"Ana\"],\"entries\":[]}";
  static const char not_json[] = "{ \"format\": \"tablecraft-log\", ";
  g_autofree char *good = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");
  g_autofree char *broken_path = g_build_filename (fixture->folder, "broken.json", NULL);
  g_autofree char *garbage_path = g_build_filename (fixture->folder, "garbage.json", NULL);
  g_autoptr(TcLibrary) second = tc_library_new (fixture->folder);
  g_autofree char *broken_after = NULL;
  g_autofree char *garbage_after = NULL;
  TcLibraryItem *item;

  write_file (fixture, "broken.json", broken);
  write_file (fixture, "garbage.json", not_json);
  write_file (fixture, "good.json", good);
  refresh (fixture);
  g_assert_cmpuint (n_items (fixture), ==, 3);

  item = tc_library_find (fixture->library, "broken.json");
  g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_UNREADABLE);
  g_assert_nonnull (strstr (tc_library_item_get_error (item), "player"));
  g_assert_cmpuint (tc_library_item_get_n_players (item), ==, 0);

  item = tc_library_find (fixture->library, "garbage.json");
  g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_UNREADABLE);
  g_assert_true (g_str_has_prefix (tc_library_item_get_error (item), "not valid JSON"));

  /* Its status comes back from the index too. */
  g_assert_true (tc_library_refresh (second, NULL));
  g_assert_cmpuint (tc_library_get_n_read (second), ==, 0);
  item = tc_library_find (second, "garbage.json");
  g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_UNREADABLE);
  g_assert_true (g_str_has_prefix (tc_library_item_get_error (item), "not valid JSON"));

  broken_after = read_all (broken_path);
  garbage_after = read_all (garbage_path);
  g_assert_cmpstr (broken_after, ==, broken);
  g_assert_cmpstr (garbage_after, ==, not_json);
}

/* An illegal entry leaves the game readable: in progress, with the reason. */
static void
test_illegal_entry (Fixture       *fixture,
                    gconstpointer  data)
{
  write_file (fixture, "illegal.json",
              "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\","
              "\"players\":[\"Ana\",\"Ben\"],\"entries\":[{\"type\":\"end_turn\",\"seat\":1}]}");
  refresh (fixture);

  g_assert_cmpint (tc_library_item_get_status (item_at (fixture, 0)), ==, TC_LIBRARY_STATUS_IN_PROGRESS);
  g_assert_true (g_str_has_prefix (tc_library_item_get_error (item_at (fixture, 0)), "Entry 1 is illegal: "));
}

static const TcPlayerStats *
find_player (GPtrArray  *stats,
             const char *name)
{
  for (guint i = 0; i < stats->len; i++)
    {
      const TcPlayerStats *player = g_ptr_array_index (stats, i);

      if (g_strcmp0 (player->name, name) == 0)
        return player;
    }

  return NULL;
}

/* Two simulated two-player games (seats Ana and Ben), one of them twice
 * under another name, and an in-progress game: the figures are checked
 * against the items, summed here by hand.
 */
static void
test_player_stats (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *progress = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Cy");
  g_autoptr(GPtrArray) stats = NULL;
  const TcPlayerStats *ana, *ben, *cy;
  guint ana_wins = 0, ben_wins = 0, ana_points = 0, ben_points = 0;
  GListModel *model;

  write_file (fixture, "progress.json", progress);
  write_file (fixture, "broken.json", "[]");
  for (guint seed = 0; seed < 2; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *sim = g_dir_make_tmp ("tc-sim-XXXXXX", &error);
          g_autofree char *seed_text = g_strdup_printf ("%u", seed + 11);
      g_autofree char *name = g_strdup_printf ("sim-%u.json", seed);
      const char *argv[] = { cli, "simulate", "--games", "1", "--seed", seed_text, "--players", "2", "--out", sim, NULL };
      int status;

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, &error);
      g_assert_no_error (error);
      copy_simulated (fixture, sim, 1, name);
      remove_tree (sim);
    }
  refresh (fixture);

  model = tc_library_get_model (fixture->library);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TcLibraryItem) item = g_list_model_get_item (model, i);

      if (!g_str_has_prefix (tc_library_item_get_file_name (item), "sim-"))
        continue;

      g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_FINISHED);
      g_assert_cmpstr (tc_library_item_get_players (item)[0], ==, "Ana");
      ana_points += tc_library_item_get_points (item, 1);
      ben_points += tc_library_item_get_points (item, 2);
      ana_wins += tc_library_item_get_winners (item) == 1u << 0;
      ben_wins += tc_library_item_get_winners (item) == 1u << 1;
    }
  g_assert_cmpuint (ana_wins + ben_wins, ==, 2);

  stats = tc_library_dup_player_stats (fixture->library, "minecraft-card-game");
  g_assert_cmpuint (stats->len, ==, 3);
  ana = find_player (stats, "Ana");
  ben = find_player (stats, "Ben");
  cy = find_player (stats, "Cy");

  /* Ana sat in both simulated games and the one in progress. */
  g_assert_cmpuint (ana->games, ==, 3);
  g_assert_cmpuint (ana->finished, ==, 2);
  g_assert_cmpuint (ana->wins, ==, ana_wins);
  g_assert_cmpfloat_with_epsilon (ana->average_points, ana_points / 2.0, 1e-9);
  g_assert_cmpuint (ben->games, ==, 2);
  g_assert_cmpuint (ben->wins, ==, ben_wins);
  g_assert_cmpfloat_with_epsilon (ben->average_points, ben_points / 2.0, 1e-9);
  g_assert_cmpuint (cy->games, ==, 1);
  g_assert_cmpuint (cy->finished, ==, 0);
  g_assert_cmpuint (cy->wins, ==, 0);
  g_assert_cmpfloat (cy->average_points, ==, 0.0);

  /* Most wins first. */
  g_assert_cmpuint (((TcPlayerStats *) g_ptr_array_index (stats, 0))->wins, >=,
                    ((TcPlayerStats *) g_ptr_array_index (stats, 1))->wins);
}

static void
on_reloaded (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* Runs tc_library_reload_async() to its end; returns what _finish() said. */
static gboolean
reload_async (TcLibrary     *library,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  tc_library_reload_async (library, cancellable, on_reloaded, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);

  return tc_library_reload_finish (library, result, error);
}

static void
assert_same_item (TcLibraryItem *a,
                  TcLibraryItem *b)
{
  g_assert_cmpstr (tc_library_item_get_file_name (a), ==, tc_library_item_get_file_name (b));
  g_assert_cmpstr (tc_library_item_get_title (a), ==, tc_library_item_get_title (b));
  g_assert_cmpint (tc_library_item_get_date (a), ==, tc_library_item_get_date (b));
  g_assert_cmpint (tc_library_item_get_status (a), ==, tc_library_item_get_status (b));
  g_assert_cmpstr (tc_library_item_get_error (a), ==, tc_library_item_get_error (b));
  g_assert_cmpuint (tc_library_item_get_winners (a), ==, tc_library_item_get_winners (b));
  g_assert_cmpuint (tc_library_item_get_n_entries (a), ==, tc_library_item_get_n_entries (b));
  g_assert_cmpuint (tc_library_item_get_n_players (a), ==, tc_library_item_get_n_players (b));
  for (guint seat = 1; seat <= tc_library_item_get_n_players (a); seat++)
    {
      g_assert_cmpstr (tc_library_item_get_players (a)[seat - 1], ==, tc_library_item_get_players (b)[seat - 1]);
      g_assert_cmpint (tc_library_item_get_points (a, seat), ==, tc_library_item_get_points (b, seat));
    }
}

/* Eight simulated games and a broken log: a cold asynchronous reload reads
 * all nine and lists what a synchronous refresh lists, in the same order,
 * titles included; a cancelled one leaves the model as it was.
 */
static void
test_reload_async (Fixture       *fixture,
                   gconstpointer  data)
{
  const char *argv[] = { cli, "simulate", "--games", "8", "--seed", "5", "--out", fixture->folder, NULL };
  g_autoptr(TcLibrary) sync = tc_library_new (fixture->folder);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  GListModel *listed = tc_library_get_model (fixture->library);
  GListModel *expected = tc_library_get_model (sync);
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  write_file (fixture, "broken.json", "{\"format\": \"tablecraft-log\"");

  g_assert_true (reload_async (fixture->library, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tc_library_get_n_read (fixture->library), ==, 9);

  g_assert_true (tc_library_rename (fixture->library, "game-00003.json", "Third", &error));
  g_assert_no_error (error);
  g_assert_true (tc_library_refresh (sync, &error));
  g_assert_cmpuint (tc_library_get_n_read (sync), ==, 0);
  g_assert_true (reload_async (fixture->library, NULL, &error));
  g_assert_cmpuint (tc_library_get_n_read (fixture->library), ==, 0);

  g_assert_cmpuint (g_list_model_get_n_items (listed), ==, 9);
  g_assert_cmpuint (g_list_model_get_n_items (expected), ==, 9);
  for (guint i = 0; i < 9; i++)
    {
      g_autoptr(TcLibraryItem) a = g_list_model_get_item (listed, i);
      g_autoptr(TcLibraryItem) b = g_list_model_get_item (expected, i);

      assert_same_item (a, b);
    }
  g_assert_cmpstr (tc_library_item_get_title (tc_library_find (fixture->library, "game-00003.json")), ==, "Third");
  g_assert_cmpint (tc_library_item_get_status (tc_library_find (fixture->library, "broken.json")),
                   ==, TC_LIBRARY_STATUS_UNREADABLE);

  write_file (fixture, "late.json", "{}");
  g_cancellable_cancel (cancellable);
  g_assert_false (reload_async (fixture->library, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (g_list_model_get_n_items (listed), ==, 9);
  g_assert_null (tc_library_find (fixture->library, "late.json"));
}

/* A file saved in the games folder is the folder's; one in a sibling
 * whose name starts the same, or reached through "..", is not; a link to
 * the folder is the folder.
 */
static void
test_folder_holds (void)
{
  g_autofree char *top = g_dir_make_tmp ("tc-holds-XXXXXX", NULL);
  g_autofree char *games = g_build_filename (top, "games", NULL);
  g_autofree char *old = g_build_filename (top, "games-old", NULL);
  g_autofree char *link = g_build_filename (top, "link", NULL);
  g_autofree char *inside = g_build_filename (games, "a.json", NULL);
  g_autofree char *sibling = g_build_filename (old, "a.json", NULL);
  g_autofree char *dotdot = g_build_filename (games, "..", "games-old", "a.json", NULL);
  g_autofree char *linked = g_build_filename (link, "a.json", NULL);
  g_autofree char *up = g_build_filename (games, "..", "a.json", NULL);

  g_assert_cmpint (g_mkdir (games, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (old, 0755), ==, 0);
  g_assert_cmpint (symlink (games, link), ==, 0);

  g_assert_true (tc_library_folder_holds (games, inside));
  g_assert_true (tc_library_folder_holds (games, linked));
  g_assert_false (tc_library_folder_holds (games, sibling));
  g_assert_false (tc_library_folder_holds (games, dotdot));
  g_assert_false (tc_library_folder_holds (games, up));

  g_unlink (link);
  g_rmdir (old);
  g_rmdir (games);
  g_rmdir (top);
}

/* Replaces one member of good.json's record in the index with @json. */
static void
damage_index (Fixture    *fixture,
              const char *member,
              const char *json)
{
  g_autofree char *path = g_build_filename (fixture->folder, TC_LIBRARY_INDEX_FILE, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) value = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *record;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  json_parser_load_from_data (value, json, -1, &error);
  g_assert_no_error (error);
  record = json_object_get_object_member (json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                                                         "files"), "good.json");
  json_object_set_member (record, member, json_node_copy (json_parser_get_root (value)));
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, path, &error));
  g_assert_no_error (error);
}

/* A damaged index is ignored without a warning (criticals abort the
 * tests) and the log read again.
 */
static void
test_damaged_index (Fixture       *fixture,
                    gconstpointer  data)
{
  const struct { const char *member; const char *json; } damage[] = {
    { "players", "[1, \"Ben\"]" },
    { "players", "\"Ana\"" },
    { "points", "[\"2\", 0]" },
    { "size", "\"12\"" },
    { "mtime", "1.5" },
    { "status", "5" },
    { "created", "[]" },
    { "game", "{}" },
    { "winners", "\"all\"" },
    { "entries", "-4" },
  };
  g_autofree char *good = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");

  write_file (fixture, "good.json", good);
  refresh (fixture);

  for (guint i = 0; i < G_N_ELEMENTS (damage); i++)
    {
      g_autoptr(TcLibrary) library = tc_library_new (fixture->folder);
      g_autoptr(GError) error = NULL;
      TcLibraryItem *item;

      damage_index (fixture, damage[i].member, damage[i].json);
      g_assert_true (tc_library_refresh (library, &error));
      g_assert_no_error (error);
      item = tc_library_find (library, "good.json");
      g_assert_nonnull (item);
      g_assert_cmpstr (tc_library_item_get_players (item)[1], ==, "Ben");
      g_assert_cmpint (tc_library_item_get_points (item, 1), ==, 2);
      g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_IN_PROGRESS);
    }
}

/* A title damaged into a list, an object or a number is no title, and
 * the game is listed under its players, without a critical (fatal here).
 */
static void
test_damaged_titles (Fixture       *fixture,
                     gconstpointer  data)
{
  const char *damage[] = { "[\"Friday\"]", "{}", "12", "null", "true" };
  g_autofree char *good = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");

  write_file (fixture, "good.json", good);
  for (guint i = 0; i < G_N_ELEMENTS (damage); i++)
    {
      g_autofree char *titles = g_strdup_printf ("{\"version\": 2, \"titles\": {\"good.json\": %s}}", damage[i]);
      g_autoptr(TcLibrary) library = tc_library_new (fixture->folder);
      g_autoptr(GError) error = NULL;
      g_autofree char *name = NULL;

      write_file (fixture, ".titles.json", titles);
      g_assert_true (tc_library_refresh (library, &error));
      g_assert_no_error (error);
      g_assert_null (tc_library_item_get_title (tc_library_find (library, "good.json")));
      name = tc_library_item_dup_display_name (tc_library_find (library, "good.json"));
      g_assert_cmpstr (name, ==, "Ana, Ben");
    }
}

/* A sidecar whose version is a list or an object is ignored, and an
 * index whose engine is; without a critical (found by fuzz-sidecars).
 */
static void
test_damaged_sidecar_header (Fixture       *fixture,
                             gconstpointer  data)
{
  const char *headers[] = { "\"version\": {}", "\"version\": [2]", "\"version\": 2, \"engine\": {}",
                            "\"version\": 2, \"engine\": [\"0.1.0\"]" };
  g_autofree char *good = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");

  write_file (fixture, "good.json", good);
  for (guint i = 0; i < G_N_ELEMENTS (headers); i++)
    {
      g_autofree char *sidecar = g_strdup_printf ("{%s, \"files\": {}, \"titles\": {\"good.json\": \"Friday\"}}",
                                                  headers[i]);
      g_autoptr(TcLibrary) library = tc_library_new (fixture->folder);
      g_autoptr(GError) error = NULL;

      write_file (fixture, ".index.json", sidecar);
      write_file (fixture, ".titles.json", sidecar);
      g_assert_true (tc_library_refresh (library, &error));
      g_assert_no_error (error);
      g_assert_nonnull (tc_library_find (library, "good.json"));
      /* The engine that wrote it matters to the index only. */
      if (strstr (headers[i], "engine") == NULL)
        g_assert_null (tc_library_item_get_title (tc_library_find (library, "good.json")));
      else
        g_assert_cmpstr (tc_library_item_get_title (tc_library_find (library, "good.json")), ==, "Friday");
    }
}

/* Two libraries of one folder (two windows) rename different games: both
 * titles survive, as each re-reads the titles before writing them.
 */
static void
test_rename_from_two_windows (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autofree char *first = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");
  g_autofree char *second = two_player_log ("2026-01-06T10:00:00Z", "Cy", "Dee");
  g_autoptr(TcLibrary) other = tc_library_new (fixture->folder);
  g_autoptr(TcLibrary) third = tc_library_new (fixture->folder);
  g_autoptr(GError) error = NULL;

  write_file (fixture, "first.json", first);
  write_file (fixture, "second.json", second);
  refresh (fixture);
  g_assert_true (tc_library_refresh (other, &error));

  g_assert_true (tc_library_rename (fixture->library, "first.json", "Friday", &error));
  g_assert_true (tc_library_rename (other, "second.json", "Saturday", &error));
  g_assert_no_error (error);

  g_assert_true (tc_library_refresh (third, &error));
  g_assert_cmpstr (tc_library_item_get_title (tc_library_find (third, "first.json")), ==, "Friday");
  g_assert_cmpstr (tc_library_item_get_title (tc_library_find (third, "second.json")), ==, "Saturday");

  /* The first window lists the other's rename when it lists again. */
  g_assert_true (tc_library_refresh (fixture->library, &error));
  g_assert_cmpstr (tc_library_item_get_title (tc_library_find (fixture->library, "second.json")), ==, "Saturday");
}

/* Stale temporaries of saves killed mid-write go when the folder is
 * listed; a fresh one (a save in progress) and anything else stay.
 */
static void
test_stale_temporaries (Fixture       *fixture,
                        gconstpointer  data)
{
  const char *stale[] = { "game.json.Ab12Cd", "x.json.000000" };
  const char *kept[] = { "game.json.Ab12C", "game.json.Ab12Cde", "game.json.Ab-2Cd", "notes.txt", "old.json.bak" };
  g_autofree char *fresh = g_build_filename (fixture->folder, "fresh.json.Zz99Yy", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *path = g_build_filename (fixture->folder, stale[i], NULL);
      struct utimbuf old = { 1000000000, 1000000000 };

      write_file (fixture, stale[i], "{");
      g_assert_cmpint (utime (path, &old), ==, 0);
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = g_build_filename (fixture->folder, kept[i], NULL);
      struct utimbuf old = { 1000000000, 1000000000 };

      write_file (fixture, kept[i], "{");
      g_assert_cmpint (utime (path, &old), ==, 0);
    }
  write_file (fixture, "fresh.json.Zz99Yy", "{");

  refresh (fixture);

  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *path = g_build_filename (fixture->folder, stale[i], NULL);

      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *path = g_build_filename (fixture->folder, kept[i], NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
}

/* FIFOs named like the library's own files or like a game never block
 * the listing: they are not read, and the game beside them is listed.
 * Anything named like a game that is no file of one (a FIFO, a link to a
 * device, a link to nothing) is listed as unreadable, saying why.
 */
static void
test_fifos (Fixture       *fixture,
            gconstpointer  data)
{
  const char *fifos[] = { TC_LIBRARY_TITLES_FILE, TC_LIBRARY_INDEX_FILE, "fifo.json" };
  const struct { const char *name, *why; } unreadable[] = {
    { "fifo.json", "is not a regular file" },
    { "zero.json", "is not a regular file" },
    { "nowhere.json", "cannot be opened: No such file or directory" },
  };
  g_autofree char *good = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");
  g_autofree char *zero = g_build_filename (fixture->folder, "zero.json", NULL);
  g_autofree char *nowhere = g_build_filename (fixture->folder, "nowhere.json", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (fifos); i++)
    {
      g_autofree char *path = g_build_filename (fixture->folder, fifos[i], NULL);

      g_assert_cmpint (mkfifo (path, 0600), ==, 0);
    }
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_assert_cmpint (symlink ("gone.json", nowhere), ==, 0);
  write_file (fixture, "good.json", good);

  refresh (fixture);
  g_assert_nonnull (tc_library_find (fixture->library, "good.json"));
  for (guint i = 0; i < G_N_ELEMENTS (unreadable); i++)
    {
      TcLibraryItem *item = tc_library_find (fixture->library, unreadable[i].name);
      g_autofree char *path = g_build_filename (fixture->folder, unreadable[i].name, NULL);
      g_autofree char *error = g_strdup_printf ("“%s” %s", path, unreadable[i].why);

      g_assert_nonnull (item);
      g_assert_cmpint (tc_library_item_get_status (item), ==, TC_LIBRARY_STATUS_UNREADABLE);
      g_assert_cmpstr (tc_library_item_get_error (item), ==, error);
    }
  g_assert_cmpuint (n_items (fixture), ==, 4);
}

static TcGame *
game_from_data (const char *data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, &error);

  g_assert_no_error (error);
  return tc_game_new_from_log (log, G_MAXUINT);
}

/* A game's id is the same in every copy of it, however far played, and
 * differs with its game, a player or the second it was created; a log
 * that does not say when it was created has none.
 */
static void
test_game_id (void)
{
  g_autofree char *log = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");
  g_autofree char *shorter = g_strdup (log);
  g_autoptr(TcGame) game = game_from_data (log);
  g_autoptr(TcGame) copy = NULL;
  g_autofree char *id = tc_game_dup_id (game);
  g_autofree char *copy_id = NULL;
  const char *others[] = {
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\",\"players\":[\"Ana\",\"Cy\"],"
    "\"created\":\"2026-01-05T10:00:00Z\",\"entries\":[]}",
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\",\"players\":[\"Ana\",\"Ben\"],"
    "\"created\":\"2026-01-05T10:00:01Z\",\"entries\":[]}",
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\",\"players\":[\"Ben\",\"Ana\"],"
    "\"created\":\"2026-01-05T10:00:00Z\",\"entries\":[]}",
  };
  g_autoptr(TcGame) undated = game_from_data ("{\"format\":\"tablecraft-log\",\"version\":1,"
                                              "\"game\":\"minecraft-card-game\",\"players\":[\"Ana\",\"Ben\"],"
                                              "\"entries\":[]}");

  g_assert_nonnull (id);
  g_assert_cmpuint (strlen (id), ==, 36);
  g_assert_true (id[8] == '-' && id[13] == '-' && id[18] == '-' && id[23] == '-');

  /* The same game two entries earlier. */
  strcpy (strstr (shorter, ",{\"type\":\"reveal\""), "]}");
  copy = game_from_data (shorter);
  g_assert_cmpuint (tc_game_get_n_entries (copy), ==, 2);
  copy_id = tc_game_dup_id (copy);
  g_assert_cmpstr (copy_id, ==, id);

  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      g_autoptr(TcGame) other = game_from_data (others[i]);
      g_autofree char *other_id = tc_game_dup_id (other);

      g_assert_cmpstr (other_id, !=, id);
    }
  g_assert_null (tc_game_dup_id (undated));
}

/* A game in the folder stays in its file; one from elsewhere is saved
 * under its id, so that every copy of it is one file; a new game whose
 * id is taken, or one without an id, gets a name of its own.
 */
static void
test_save_path (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *log = two_player_log ("2026-01-05T10:00:00Z", "Ana", "Ben");
  g_autoptr(TcGame) game = game_from_data (log);
  g_autofree char *id = tc_game_dup_id (game);
  g_autofree char *id_name = g_strconcat (id, ".json", NULL);
  g_autofree char *by_id = g_build_filename (fixture->folder, id_name, NULL);
  g_autofree char *inside = g_build_filename (fixture->folder, "kept.json", NULL);
  g_autofree char *outside = g_build_filename (g_get_tmp_dir (), "elsewhere.json", NULL);
  g_autoptr(TcGame) undated = game_from_data ("{\"format\":\"tablecraft-log\",\"version\":1,"
                                              "\"game\":\"minecraft-card-game\",\"players\":[\"Ana\",\"Ben\"],"
                                              "\"entries\":[]}");
  g_autofree char *kept = NULL, *from_outside = NULL, *new_game = NULL, *new_again = NULL, *new_undated = NULL;

  write_file (fixture, "kept.json", log);
  kept = tc_library_dup_save_path (fixture->folder, game, inside);
  g_assert_cmpstr (kept, ==, inside);

  from_outside = tc_library_dup_save_path (fixture->folder, game, outside);
  g_assert_cmpstr (from_outside, ==, by_id);
  new_game = tc_library_dup_save_path (fixture->folder, game, NULL);
  g_assert_cmpstr (new_game, ==, by_id);

  write_file (fixture, id_name, log);
  new_again = tc_library_dup_save_path (fixture->folder, game, NULL);
  g_assert_cmpstr (new_again, !=, by_id);
  g_assert_true (tc_library_folder_holds (fixture->folder, new_again));
  g_free (from_outside);
  from_outside = tc_library_dup_save_path (fixture->folder, game, outside);
  g_assert_cmpstr (from_outside, ==, by_id);

  new_undated = tc_library_dup_save_path (fixture->folder, undated, NULL);
  g_assert_true (tc_library_folder_holds (fixture->folder, new_undated));
  g_assert_true (g_str_has_suffix (new_undated, ".json"));
}

/* A lock's file goes with its lock; one left by a killed Tablecraft goes
 * when the folder is listed; one held, or a folder named like one, stays.
 */
static void
test_stale_locks (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *held_game = g_build_filename (fixture->folder, "held.json", NULL);
  g_autofree char *held = g_build_filename (fixture->folder, ".held.json.lock", NULL);
  g_autofree char *stale = g_build_filename (fixture->folder, ".old.json.lock", NULL);
  g_autofree char *folder = g_build_filename (fixture->folder, ".dir.json.lock", NULL);
  g_autoptr(GError) error = NULL;
  TcFileLock *lock;

  write_file (fixture, ".old.json.lock", "");
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  lock = tc_file_lock_game (held_game, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_test (held, G_FILE_TEST_IS_REGULAR));

  refresh (fixture);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (held, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_true (tc_file_game_is_locked (held_game));

  tc_file_unlock (lock);
  g_assert_false (g_file_test (held, G_FILE_TEST_EXISTS));
  g_assert_false (tc_file_game_is_locked (held_game));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  cli = argv[1];

  g_test_add_func ("/library/folder/missing", test_missing_folder);
  g_test_add_func ("/library/folder/default", test_default_folder);
  g_test_add_func ("/library/folder/holds", test_folder_holds);
  g_test_add_func ("/library/folder/game-id", test_game_id);
  g_test_add ("/library/folder/save-path", Fixture, NULL, fixture_set_up, test_save_path, fixture_tear_down);
  g_test_add ("/library/folder/listing", Fixture, NULL, fixture_set_up, test_listing, fixture_tear_down);
  g_test_add ("/library/folder/finished", Fixture, NULL, fixture_set_up, test_finished_game, fixture_tear_down);
  g_test_add ("/library/folder/search", Fixture, NULL, fixture_set_up, test_search, fixture_tear_down);
  g_test_add ("/library/folder/rename", Fixture, NULL, fixture_set_up, test_rename, fixture_tear_down);
  g_test_add ("/library/folder/delete-restore", Fixture, NULL, fixture_set_up, test_delete_restore, fixture_tear_down);
  g_test_add ("/library/folder/index-reuse", Fixture, NULL, fixture_set_up, test_index_reuse, fixture_tear_down);
  g_test_add ("/library/folder/unreadable", Fixture, NULL, fixture_set_up, test_unreadable, fixture_tear_down);
  g_test_add ("/library/folder/fifos", Fixture, NULL, fixture_set_up, test_fifos, fixture_tear_down);
  g_test_add ("/library/folder/stale-temporaries", Fixture, NULL, fixture_set_up, test_stale_temporaries, fixture_tear_down);
  g_test_add ("/library/folder/stale-locks", Fixture, NULL, fixture_set_up, test_stale_locks, fixture_tear_down);
  g_test_add ("/library/folder/damaged-index", Fixture, NULL, fixture_set_up, test_damaged_index, fixture_tear_down);
  g_test_add ("/library/folder/damaged-sidecar-header", Fixture, NULL, fixture_set_up, test_damaged_sidecar_header, fixture_tear_down);
  g_test_add ("/library/folder/damaged-titles", Fixture, NULL, fixture_set_up, test_damaged_titles, fixture_tear_down);
  g_test_add ("/library/folder/rename-from-two-windows", Fixture, NULL, fixture_set_up, test_rename_from_two_windows, fixture_tear_down);
  g_test_add ("/library/folder/illegal-entry", Fixture, NULL, fixture_set_up, test_illegal_entry, fixture_tear_down);
  g_test_add ("/library/folder/reload-async", Fixture, NULL, fixture_set_up, test_reload_async, fixture_tear_down);
  g_test_add ("/library/folder/player-stats", Fixture, NULL, fixture_set_up, test_player_stats, fixture_tear_down);

  return g_test_run ();
}
