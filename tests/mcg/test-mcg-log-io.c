/* test-mcg-log-io.c: saving and loading logs (spec §2, §7.1)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-mcg-test.h"

#define MINE_1 "{\"type\":\"mine\",\"seat\":1,\"pile\":1}"
#define REVEAL_1 "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}"

static void
test_round_trip (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (3, "{\"shovel\":\"limit_to_one_action\"}", TC_MCG_TEST_SETUP,
                                                 MINE_1, REVEAL_1, "{\"type\":\"note\",\"text\":\"café ☕\"}", NULL);
  g_autofree char *dir = g_dir_make_tmp ("tc-log-io-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) loaded = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(GDir) listing = NULL;
  guint n_files = 0;

  tc_game_undo (game);
  g_assert_true (tc_game_save_file (game, path, &error));
  g_assert_no_error (error);

  loaded = tc_game_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tc_game_get_n_entries (loaded), ==, 3);
  g_assert_cmpuint (tc_game_get_n_redo (loaded), ==, 1);
  g_assert_cmpstr (tc_game_get_created (loaded), ==, tc_game_get_created (game));
  g_assert_cmpmem (tc_game_get_state (loaded), sizeof (TcMcgState), tc_game_get_state (game), sizeof (TcMcgState));
  g_assert_cmpuint (tc_mcg_test_rules (loaded)->shovel, ==, TC_MCG_SHOVEL_LIMIT_TO_ONE_ACTION);
  g_assert_true (tc_game_redo (loaded, NULL));
  g_assert_cmpstr (json_object_get_string_member (tc_entry_get_object (tc_game_get_entry (loaded, 3)), "text"), ==, "café ☕");

  first = tc_game_to_data (game);
  g_assert_true (tc_game_undo (loaded));
  second = tc_game_to_data (loaded);
  g_assert_cmpstr (first, ==, second);

  /* The atomic write leaves no temporary file behind. */
  listing = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (listing) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_failed_save_reports (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);
  g_autofree char *dir = g_dir_make_tmp ("tc-log-io-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-dir", "game.json", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (tc_game_save_file (game, missing, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (strlen (error->message), >, 0);
  g_rmdir (dir);
}

static void
test_unknown_keys_ignored (void)
{
  const char *data =
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\",\"players\":[\"Ana\",\"Ben\"],"
    "\"app\":{\"window\":[1,2]},\"future\":null,\"created\":\"2026-11-22T18:03:00Z\",\"entries\":["
    TC_MCG_TEST_SETUP ","
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1,\"time\":\"2026-11-22T18:04:00Z\",\"by\":\"tablet\"},"
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1,\"colour\":\"red\"},\"pay\":[],\"hint\":1}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, &error);
  g_autoptr(TcGame) game = NULL;

  g_assert_no_error (error);
  game = tc_game_new_from_log (log, G_MAXUINT);
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, 2);
  g_assert_cmpstr (tc_entry_get_time (tc_game_get_entry (game, 1)), ==, "2026-11-22T18:04:00Z");
  /* The craft parsed despite the unknown keys; it is illegal (nothing paid). */
  g_assert_true (tc_error_matches_rule (tc_game_get_replay_error (game), "queue.pending"));
}

static void
test_upto (void)
{
  g_autoptr(TcGame) full = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, MINE_1, REVEAL_1, NULL);
  g_autofree char *data = tc_game_to_data (full);
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, NULL);
  g_autoptr(TcGame) none = tc_game_new_from_log (log, 0);
  g_autoptr(TcGame) two = tc_game_new_from_log (log, 2);
  g_autoptr(TcGame) beyond = tc_game_new_from_log (log, 99);

  g_assert_cmpuint (tc_game_get_n_applied (none), ==, 0);
  g_assert_false (tc_mcg_test_state (none)->started);
  g_assert_cmpuint (tc_game_get_n_applied (two), ==, 2);
  g_assert_cmpuint (tc_mcg_test_state (two)->n_queue, ==, 1);
  g_assert_cmpuint (tc_game_get_n_applied (beyond), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/log-io/round-trip", test_round_trip);
  g_test_add_func ("/mcg/log-io/failed-save-reports", test_failed_save_reports);
  g_test_add_func ("/mcg/log-io/unknown-keys-ignored", test_unknown_keys_ignored);
  g_test_add_func ("/mcg/log-io/upto", test_upto);

  return g_test_run ();
}
