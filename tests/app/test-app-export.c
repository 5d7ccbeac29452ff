/* test-app-export.c: Export, dropped files and the review's statistics
 *
 * Exports go through tc_window_export_to_file(), the function win.export
 * calls once its dialog is answered; drops through tc_window_drop_file(),
 * the one the window's drop target calls. The expectations on
 * tests/library/hand.json were worked out by hand from its entries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>
#include <string.h>

#include "tc-application.h"
#include "tc-error.h"
#include "tc-log.h"
#include "tc-review-view.h"
#include "tc-test-hand.h"
#include "tc-toast.h"
#include "tc-window.h"

static TcApplication *app;
static TcWindow *window;
static char *scratch;
static const char *cli;  /* tablecraft-cli, given on the command line */

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static char *
hand_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "library", "hand.json", NULL);
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  return data;
}

/* What `tablecraft-cli ARGS… hand.json …` prints; it must succeed. */
static char *
run_cli (const char *command,
         const char *format)
{
  g_autofree char *path = hand_path ();
  const char *argv[] = { cli, command, path, format != NULL ? "--format" : NULL, format, NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int wait_status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, NULL));
  return out;
}

static void
review_hand (void)
{
  g_autofree char *path = hand_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (tc_window_review_file (window, file));
  iterate ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "review");
}

/* Exports the shown game to a new scratch file and returns its bytes. */
static char *
export_shown (TcExportFormat format,
              const char    *name)
{
  g_autofree char *path = g_build_filename (scratch, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_window_export_to_file (window, file, format, &error));
  g_assert_no_error (error);
  return read_file (path);
}

/* hand.json: turn 1 Ana crafts the wood sword (2 points); turn 4 Ben the
 * wood hoe (1 point); turn 5, unfinished, Ana the stone hoe (1 point).
 */
static void
test_export_csv (void)
{
  g_autofree char *csv = NULL;
  g_autofree char *cli_csv = run_cli ("export", "csv");

  review_hand ();
  csv = export_shown (TC_EXPORT_CSV, "hand.csv");
  g_assert_cmpstr (csv, ==,
                   TC_TEST_HAND_CSV);
  g_assert_cmpstr (csv, ==, cli_csv);
}

static void
test_export_summary (void)
{
  g_autofree char *text = NULL;
  g_autofree char *cli_summary = run_cli ("summary", NULL);
  g_autofree char *cli_text = run_cli ("export", "text");

  review_hand ();
  text = export_shown (TC_EXPORT_SUMMARY, "hand.txt");
  g_assert_true (g_str_has_prefix (text, "Minecraft Card Game? — created 22 Nov 2026, 18:00\n"
                                         "Seat 1: Ana\n"
                                         "Seat 2: Ben\n"));
  g_assert_nonnull (strstr (text, "snack break"));
  g_assert_cmpstr (text, ==, cli_summary);
  g_assert_cmpstr (text, ==, cli_text);
}

/* The log reads back with its 36 entries, and is the CLI's byte for byte. */
static void
test_export_log (void)
{
  g_autofree char *data = NULL;
  g_autofree char *cli_json = run_cli ("export", "json");
  g_autofree char *path = g_build_filename (scratch, "hand-copy.json", NULL);
  g_autoptr(TcLog) log = NULL;
  g_autoptr(GError) error = NULL;

  review_hand ();
  data = export_shown (TC_EXPORT_LOG, "hand-copy.json");
  g_assert_cmpstr (data, ==, cli_json);

  log = tc_log_read_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->entries->len, ==, 36);
  g_assert_cmpuint (log->redo->len, ==, 0);
  g_assert_cmpstr (log->created, ==, "2026-11-22T18:00:00Z");
  g_assert_cmpstr (tc_ruleset_get_player (log->ruleset, 1), ==, "Ana");
  g_assert_cmpstr (tc_ruleset_get_player (log->ruleset, 2), ==, "Ben");
}

/* The live game page exports too: a copy of hand.json, so that the
 * original is never the game being played.
 */
static void
test_export_from_game_page (void)
{
  g_autofree char *original = hand_path ();
  g_autofree char *data = read_file (original);
  g_autofree char *path = g_build_filename (scratch, "playing.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *csv = NULL;

  g_assert_true (g_file_set_contents (path, data, -1, NULL));
  g_assert_true (tc_window_open_file (window, file));
  iterate ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "game");

  csv = export_shown (TC_EXPORT_CSV, "playing.csv");
  g_assert_cmpstr (csv, ==, TC_TEST_HAND_CSV);
}

/* Nothing to export from the start page; a failed write keeps the file. */
static void
test_export_refused (void)
{
  g_autofree char *path = g_build_filename (scratch, "kept.csv", NULL);
  g_autofree char *missing = g_build_filename (scratch, "no-such-folder", "hand.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) unreachable = g_file_new_for_path (missing);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (path, "kept\n", -1, NULL));

  tc_window_show_start (window);
  iterate ();
  g_assert_false (tc_window_export_to_file (window, file, TC_EXPORT_CSV, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  after = read_file (path);
  g_assert_cmpstr (after, ==, "kept\n");

  review_hand ();
  g_assert_false (tc_window_export_to_file (window, unreachable, TC_EXPORT_CSV, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
}

/* A malformed log dropped on the window: the engine's sentence in a
 * toast, the review unchanged, the file unchanged byte for byte.
 */
static void
test_drop_malformed (void)
{
  static const char broken[] = "{ \"format\": \"tablecraft-log\", \"version\": 1, \"entries\": [";
  g_autofree char *path = g_build_filename (scratch, "broken.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) engine_error = NULL;
  g_autoptr(TcGame) not_loaded = NULL;
  g_autofree char *after = NULL;
  TcReviewView *review;
  TcGame *before;
  const char *title;

  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  not_loaded = tc_game_load_file (path, NULL, &engine_error);
  g_assert_null (not_loaded);
  g_assert_error (engine_error, TC_FORMAT_ERROR, engine_error->code);

  review_hand ();
  review = tc_window_get_review_view (window);
  before = tc_review_view_get_game (review);

  g_assert_false (tc_window_drop_file (window, file));
  iterate ();

  title = tc_toast_get_text (tc_window_get_last_toast (window));
  g_assert_nonnull (strstr (title, "broken.json"));
  g_assert_nonnull (strstr (title, engine_error->message));
  g_assert_true (tc_review_view_get_game (review) == before);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "review");
  after = read_file (path);
  g_assert_cmpstr (after, ==, broken);
}

/* A good log dropped on the window opens in the review, all 36 entries. */
static void
test_drop_log (void)
{
  g_autofree char *path = hand_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  tc_window_show_start (window);
  iterate ();
  g_assert_true (tc_window_drop_file (window, file));
  iterate ();

  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "review");
  g_assert_cmpuint (tc_game_get_n_applied (tc_review_view_get_game (tc_window_get_review_view (window))), ==, 36);
}

/* hand.json, counted by hand:
 *   5 turns; Ana's turn 1 took 18:00:00 → 18:02:00, Ben's turn 2
 *   18:02:00 → 18:03:30, the later ones carry no time.
 *   Ana mines wood-3 and wood-1 from pile 1 and the TNT of pile 5; Ben
 *   wood-2 (pile 2) and wild-1 (pile 4).
 *   The creeper attacks both: Ana answers with her wood sword, Ben with
 *   wild-1. Ben uses his wood hoe.
 *   Crafts: Ana the wood sword and the stone hoe, Ben the wood hoe.
 */
static void
test_review_statistics (void)
{
  review_hand ();
  g_assert_cmpstr (tc_review_view_get_statistics (tc_window_get_review_view (window)), ==,
                   "Turns played: 5\n"
                   "Ana\n"
                   "  average turn: 2 min 00 s\n"
                   "  mined: wood 2; TNT 1\n"
                   "  creeper attacks: 1 (1 answered with a sword)\n"
                   "  tools used: sword 1\n"
                   "  crafts (2): wood 1, stone 1\n"
                   "Ben\n"
                   "  average turn: 1 min 30 s\n"
                   "  mined: wood 1, wild 1; TNT 0\n"
                   "  creeper attacks: 1 (0 answered with a sword)\n"
                   "  tools used: hoe 1\n"
                   "  crafts (1): wood 1\n");
}

/* The format comes first: the name proposed carries its extension, and
 * a name typed without one gets it.
 */
static void
test_export_names (void)
{
  g_autofree char *csv = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *folder_path = g_build_filename (scratch, "scores", NULL);
  g_autoptr(GFile) typed = g_file_new_for_path (folder_path);
  g_autoptr(GFile) with_csv = NULL;
  g_autoptr(GFile) kept = NULL;
  g_autofree char *with_csv_name = NULL;

  review_hand ();
  csv = tc_window_dup_export_name (window, TC_EXPORT_CSV);
  summary = tc_window_dup_export_name (window, TC_EXPORT_SUMMARY);
  g_assert_cmpstr (csv, ==, "Ana, Ben 2026-11-22.csv");
  g_assert_cmpstr (summary, ==, "Ana, Ben 2026-11-22.txt");

  with_csv = tc_window_export_file_for (typed, TC_EXPORT_CSV);
  with_csv_name = g_file_get_basename (with_csv);
  g_assert_cmpstr (with_csv_name, ==, "scores.csv");
  kept = tc_window_export_file_for (with_csv, TC_EXPORT_CSV);
  g_assert_true (g_file_equal (kept, with_csv));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  scratch = g_dir_make_tmp ("tc-app-export-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", scratch, TRUE);
  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_assert_cmpint (argc, ==, 2);
  cli = argv[1];

  app = tc_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = tc_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();

  g_test_add_func ("/app/export/csv", test_export_csv);
  g_test_add_func ("/app/export/summary", test_export_summary);
  g_test_add_func ("/app/export/log", test_export_log);
  g_test_add_func ("/app/export/from-game-page", test_export_from_game_page);
  g_test_add_func ("/app/export/refused", test_export_refused);
  g_test_add_func ("/app/export/names", test_export_names);
  g_test_add_func ("/app/drop/malformed", test_drop_malformed);
  g_test_add_func ("/app/drop/log", test_drop_log);
  g_test_add_func ("/app/review/statistics", test_review_statistics);

  status = g_test_run ();

  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);

  return status;
}
