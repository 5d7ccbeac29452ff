/* test-estimate.c: `tablecraft-cli estimate FILE [--playouts N] [--upto N] [--json]`
 *
 * Usage: test-estimate [--tap] PATH-TO-TABLECRAFT-CLI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tc-test-run.h"

static const char *cli_path;

static void
estimate (TcTestRun  *run,
          const char *log,
          ...)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", log, NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (gpointer) cli_path);
  g_ptr_array_add (argv, (gpointer) "estimate");
  g_ptr_array_add (argv, path);
  va_start (args, log);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  tc_test_run_argv (run, (const char * const *) argv->pdata);
}

/* win.json ends with Ana's win (the replay test says so): every playout
 * of the finished game is hers; the interval of 20 is Wilson's,
 * 20 / (20 + 1.96²) at its low end.
 */
static void
test_json_of_finished_game (void)
{
  g_auto(TcTestRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonArray *seats;

  estimate (&run, "win.json", "--playouts", "20", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "game"), ==, "minecraft-card-game");
  g_assert_cmpint (json_object_get_int_member (root, "playouts"), ==, 20);
  g_assert_cmpint (json_object_get_int_member (root, "undecided"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root, "interval"), ==, "wilson-95");
  seats = json_object_get_array_member (root, "seats");
  g_assert_cmpuint (json_array_get_length (seats), ==, 4);
  for (guint s = 0; s < 4; s++)
    {
      JsonObject *seat = json_array_get_object_element (seats, s);
      double share = json_object_get_double_member (seat, "share");

      g_assert_cmpint (json_object_get_int_member (seat, "seat"), ==, s + 1);
      g_assert_cmpfloat (share, ==, s == 0 ? 1.0 : 0.0);
    }
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (json_array_get_object_element (seats, 0), "low"),
                                  20 / (20 + 1.959964 * 1.959964), 1e-6);
}

/* Before the setup: a table of four seats and the playouts. */
static void
test_table_at_start (void)
{
  g_auto(TcTestRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  estimate (&run, "win.json", "--playouts", "50", "--upto", "0", NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_true (g_str_has_prefix (lines[0], "Seat\tPlayer\tWin share\tInterval (95 %)"));
  g_assert_true (g_str_has_prefix (lines[1], "1\tAna\t"));
  g_assert_true (g_str_has_prefix (lines[4], "4\tDi\t"));
  g_assert_true (g_str_has_prefix (lines[5], "50 random playouts"));
}

static void
assert_refused (const char *log,
                const char *option,
                const char *value,
                int         status,
                const char *message)
{
  g_auto(TcTestRun) run = { 0 };

  estimate (&run, log, option, value, NULL);
  g_assert_cmpint (run.status, ==, status);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, message));
}

static void
test_bad_input (void)
{
  assert_refused ("win.json", "--playouts", "many", 2,
                  "--playouts needs a whole number from 1 to 10000000, not “many”");
  assert_refused ("win.json", "--playouts", "0", 2, "--playouts needs a whole number from 1 to 10000000, not “0”");
  assert_refused ("win.json", "--upto", "-1", 2, "--upto needs a whole number");
  assert_refused ("no-such-file.json", "--playouts", "1", 2, "cannot be opened");
  assert_refused ("malformed.json", "--playouts", "1", 2, "entry 2:");
  assert_refused ("illegal-entry.json", "--playouts", "1", 1, "entry 9:");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  cli_path = argv[1];

  g_test_add_func ("/cli/estimate/json-of-finished-game", test_json_of_finished_game);
  g_test_add_func ("/cli/estimate/table-at-start", test_table_at_start);
  g_test_add_func ("/cli/estimate/bad-input", test_bad_input);

  return g_test_run ();
}
