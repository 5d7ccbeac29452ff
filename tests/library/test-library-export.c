/* test-library-export.c: `tablecraft-cli export FILE --format csv|text|json`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tc-log.h"
#include "tc-test-hand.h"
#include "tc-test-run.h"

/* The tablecraft-cli under test, given on the command line. */
static const char *cli;

static void
run_export (TcTestRun  *run,
            const char *path,
            const char *format)
{
  const char *argv[] = { cli, "export", path, "--format", format, NULL };

  tc_test_run_argv (run, argv);
}

static char *
hand_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "library", "hand.json", NULL);
}

/* hand.json with entry @position (1-based) replaced by @json. */
static char *
write_hand_variant (guint       position,
                    const char *json)
{
  g_autofree char *path = hand_path ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) replacement = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  JsonObject *root;
  JsonArray *entries, *changed = json_array_new ();
  int fd;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  json_parser_load_from_data (replacement, json, -1, &error);
  g_assert_no_error (error);

  root = json_node_get_object (json_parser_get_root (parser));
  entries = json_object_get_array_member (root, "entries");
  for (guint i = 0; i < json_array_get_length (entries); i++)
    json_array_add_element (changed, i + 1 == position
                            ? json_node_copy (json_parser_get_root (replacement))
                            : json_array_dup_element (entries, i));
  json_object_set_array_member (root, "entries", changed);

  fd = g_file_open_tmp ("tc-export-XXXXXX.json", &out, &error);
  g_assert_no_error (error);
  close (fd);
  json_generator_set_root (generator, json_parser_get_root (parser));
  json_generator_to_file (generator, out, &error);
  g_assert_no_error (error);

  return g_steal_pointer (&out);
}

static void
test_csv (void)
{
  g_autofree char *path = hand_path ();
  g_auto(TcTestRun) run = { 0 };

  /* Worked out by hand in test-library-stats.c. */
  run_export (&run, path, "csv");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==,
                   TC_TEST_HAND_CSV);
}

static void
test_text_is_summary (void)
{
  g_autofree char *path = hand_path ();
  const char *argv[] = { cli, "summary", path, NULL };
  g_autofree char *summary = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(TcTestRun) run = { 0 };

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &summary, NULL, NULL, &error);
  g_assert_no_error (error);

  run_export (&run, path, "text");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Turn 1 · Ana"));
  g_assert_cmpstr (run.out, ==, summary);
}

/* The JSON is a log again: the same players and the same entries, member
 * for member (the entries' "time" included).
 */
static void
test_json_round_trip (void)
{
  g_autofree char *path = hand_path ();
  g_autoptr(JsonParser) original = json_parser_new ();
  g_autoptr(JsonParser) exported = json_parser_new ();
  g_autoptr(TcLog) log = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(TcTestRun) run = { 0 };
  JsonObject *a, *b;

  run_export (&run, path, "json");
  g_assert_cmpint (run.status, ==, 0);

  log = tc_log_read_data (run.out, strlen (run.out), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->entries->len, ==, 36);

  json_parser_load_from_file (original, path, &error);
  g_assert_no_error (error);
  json_parser_load_from_data (exported, run.out, -1, &error);
  g_assert_no_error (error);
  a = json_node_get_object (json_parser_get_root (original));
  b = json_node_get_object (json_parser_get_root (exported));

  g_assert_true (json_node_equal (json_object_get_member (a, "players"), json_object_get_member (b, "players")));
  g_assert_true (json_node_equal (json_object_get_member (a, "entries"), json_object_get_member (b, "entries")));
  g_assert_cmpstr (json_object_get_string_member (b, "created"), ==, "2026-11-22T18:00:00Z");
  /* Pretty, as the app saves. */
  g_assert_true (g_str_has_prefix (run.out, "{\n  \"format\" : \"tablecraft-log\""));
}

static void
test_malformed (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(TcTestRun) run = { 0 };
  int fd = g_file_open_tmp ("tc-export-XXXXXX.json", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, "{\"format\":\"tablecraft-log\",\"version\":2}", -1, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < 3; i++)
    {
      const char *formats[] = { "csv", "text", "json" };
      g_autofree char *prefix = g_strconcat (path, ": ", NULL);

      run_export (&run, path, formats[i]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_true (g_str_has_prefix (run.err, prefix));
      g_assert_nonnull (strstr (run.err, "version 2"));
      /* One line. */
      g_assert_cmpstr (strchr (run.err, '\n'), ==, run.err + strlen (run.err) - 1);
      tc_test_run_clear (&run);
    }

  g_remove (path);
}

/* Entry 25 (Ben's craft) replaced by Ana mining in Ben's turn: exit 1,
 * and what replays is exported: three turns, 24 entries.
 */
static void
test_illegal_entry (void)
{
  g_autofree char *path = write_hand_variant (25, "{\"type\":\"mine\",\"seat\":1,\"pile\":1}");
  g_autofree char *prefix = g_strconcat (path, ": entry 25: ", NULL);
  g_autoptr(TcLog) log = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(TcTestRun) run = { 0 };

  run_export (&run, path, "csv");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==,
                   "turn,Ana,Ben\n"
                   "1,2,0\n"
                   "2,2,0\n"
                   "3,2,0\n");
  g_assert_true (g_str_has_prefix (run.err, prefix));
  tc_test_run_clear (&run);

  run_export (&run, path, "text");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "Entry 25 is illegal: "));
  tc_test_run_clear (&run);

  run_export (&run, path, "json");
  g_assert_cmpint (run.status, ==, 1);
  log = tc_log_read_data (run.out, strlen (run.out), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->entries->len, ==, 24);

  g_remove (path);
}

static void
test_usage (void)
{
  g_autofree char *path = hand_path ();
  g_auto(TcTestRun) run = { 0 };

  run_export (&run, path, "pdf");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "--format csv|text|json"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  cli = argv[1];

  g_test_add_func ("/library/export/csv", test_csv);
  g_test_add_func ("/library/export/text", test_text_is_summary);
  g_test_add_func ("/library/export/json", test_json_round_trip);
  g_test_add_func ("/library/export/malformed", test_malformed);
  g_test_add_func ("/library/export/illegal-entry", test_illegal_entry);
  g_test_add_func ("/library/export/usage", test_usage);

  return g_test_run ();
}
