/* test-cli.c: tablecraft-cli on the scenario logs (spec §6, §7.1.9)
 *
 * Usage: test-cli [--tap] PATH-TO-TABLECRAFT-CLI
 *
 * Every tests/scenarios/NAME[.VARIANT].expected.json holds the arguments,
 * the exit code and the exact `replay --json` output for NAME.json; the
 * output is compared as JSON, and "*" stands for any non-empty message.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib.h>
#include <json-glib/json-glib.h>

#include "tc-file.h"
#include "tc-test-run.h"

static const char *cli_path;

static void
run_cli (TcTestRun  *run,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (argv, (char *) cli_path);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  tc_test_run_argv (run, (const char * const *) argv->pdata);
}

/* Structural equality; "*" in @expected matches any non-empty string. */
static gboolean
json_matches (JsonNode   *expected,
              JsonNode   *actual,
              const char *path)
{
  if (JSON_NODE_HOLDS_VALUE (expected) && json_node_get_value_type (expected) == G_TYPE_STRING &&
      g_str_equal (json_node_get_string (expected), "*"))
    {
      if (JSON_NODE_HOLDS_VALUE (actual) && json_node_get_value_type (actual) == G_TYPE_STRING &&
          *json_node_get_string (actual) != '\0')
        return TRUE;
      g_test_message ("%s: expected a message", path);
      return FALSE;
    }

  if (JSON_NODE_TYPE (expected) != JSON_NODE_TYPE (actual))
    {
      g_test_message ("%s: node types differ", path);
      return FALSE;
    }

  if (JSON_NODE_HOLDS_OBJECT (expected))
    {
      JsonObject *e = json_node_get_object (expected);
      JsonObject *a = json_node_get_object (actual);
      g_autoptr(GList) members = json_object_get_members (e);
      gboolean ok = json_object_get_size (e) == json_object_get_size (a);

      if (!ok)
        g_test_message ("%s: %u members expected, %u found", path, json_object_get_size (e), json_object_get_size (a));
      for (const GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *sub = g_strdup_printf ("%s.%s", path, (const char *) l->data);

          if (!json_object_has_member (a, l->data))
            {
              g_test_message ("%s: missing", sub);
              ok = FALSE;
            }
          else if (!json_matches (json_object_get_member (e, l->data), json_object_get_member (a, l->data), sub))
            ok = FALSE;
        }
      return ok;
    }

  if (JSON_NODE_HOLDS_ARRAY (expected))
    {
      JsonArray *e = json_node_get_array (expected);
      JsonArray *a = json_node_get_array (actual);
      gboolean ok = TRUE;

      if (json_array_get_length (e) != json_array_get_length (a))
        {
          g_test_message ("%s: %u items expected, %u found", path, json_array_get_length (e), json_array_get_length (a));
          return FALSE;
        }
      for (guint i = 0; i < json_array_get_length (e); i++)
        {
          g_autofree char *sub = g_strdup_printf ("%s[%u]", path, i);

          ok &= json_matches (json_array_get_element (e, i), json_array_get_element (a, i), sub);
        }
      return ok;
    }

  if (!json_node_equal (expected, actual))
    {
      g_autofree char *e = json_to_string (expected, FALSE);
      g_autofree char *a = json_to_string (actual, FALSE);

      g_test_message ("%s: expected %s, found %s", path, e, a);
      return FALSE;
    }
  return TRUE;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static char *
scenario_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "scenarios", name, NULL);
}

static void
test_scenario (gconstpointer data)
{
  const char *expected_name = data;
  g_autofree char *expected_path = scenario_path (expected_name);
  g_autofree char *base = g_strndup (expected_name, strcspn (expected_name, "."));
  g_autofree char *log_name = g_strconcat (base, ".json", NULL);
  g_autofree char *log_path = scenario_path (log_name);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) output = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(TcTestRun) run = { 0 };
  JsonObject *expected;
  JsonArray *args;
  const char *argv[4] = { NULL };

  json_parser_load_from_file (parser, expected_path, &error);
  g_assert_no_error (error);
  expected = json_node_get_object (json_parser_get_root (parser));
  args = json_object_get_array_member (expected, "args");
  g_assert_cmpuint (json_array_get_length (args), <=, 2);
  for (guint i = 0; i < json_array_get_length (args); i++)
    argv[i] = json_array_get_string_element (args, i);

  run_cli (&run, "replay", log_path, "--json", argv[0], argv[1], NULL);
  if (*run.err != '\0')
    g_test_message ("stderr: %s", run.err);
  g_assert_cmpint (run.status, ==, json_object_get_int_member (expected, "exit"));

  json_parser_load_from_data (output, run.out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (json_matches (json_object_get_member (expected, "output"), json_parser_get_root (output), "$"));
}

static void
test_upto_invalid (void)
{
  g_autofree char *log = scenario_path ("plain-turns.json");
  const char *bad[] = { "-1", "1.5", "abc", "", "2x" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(TcTestRun) run = { 0 };
      g_autofree char *upto = g_strconcat ("--upto=", bad[i], NULL);

      run_cli (&run, "replay", log, "--json", upto, NULL);
      g_test_message ("--upto %s: %s", bad[i], run.out);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.out, "\"rule\""));
    }
}

static void
test_upto_separate_argument (void)
{
  g_autofree char *log = scenario_path ("plain-turns.json");
  g_auto(TcTestRun) negative = { 0 };
  g_auto(TcTestRun) three = { 0 };

  run_cli (&negative, "replay", log, "--upto", "-1", NULL);
  g_assert_cmpint (negative.status, ==, 2);
  run_cli (&three, "replay", log, "--json", "--upto", "3", NULL);
  g_assert_cmpint (three.status, ==, 0);
  g_assert_nonnull (strstr (three.out, "\"entries\":3"));
}

/* Any whole number is a count: 2^32 and 10^23 replay the whole log. */
static void
test_upto_beyond_any_log (void)
{
  g_autofree char *log = scenario_path ("plain-turns.json");
  g_auto(TcTestRun) all = { 0 };
  const char *huge[] = { "4294967296", "100000000000000000000000" };

  run_cli (&all, "replay", log, "--json", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (huge); i++)
    {
      g_auto(TcTestRun) run = { 0 };

      run_cli (&run, "replay", log, "--json", "--upto", huge[i], NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.out, ==, all.out);
    }
}

static void
test_illegal_without_json (void)
{
  g_autofree char *log = scenario_path ("illegal-entry.json");
  g_autofree char *prefix = g_strconcat (log, ": entry 9: ", NULL);
  g_auto(TcTestRun) run = { 0 };

  run_cli (&run, "replay", log, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, prefix));
  /* One line. */
  g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
}

static void
test_missing_file (void)
{
  g_auto(TcTestRun) run = { 0 };

  run_cli (&run, "replay", "/nonexistent/game.json", "--json", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.out, "\"format\""));
}

/* A command line that names no file or gives --upto no number is malformed
 * too: with --json the answer is still the error object, never a warning.
 */
static void
test_usage_errors (void)
{
  g_autofree char *log = scenario_path ("plain-turns.json");
  const char *no_file[] = { cli_path, "replay", "--json", NULL };
  const char *no_number[] = { cli_path, "replay", log, "--json", "--upto", NULL };
  const char * const *cases[] = { no_file, no_number };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(TcTestRun) run = { 0 };

      tc_test_run_argv (&run, cases[i]);
      g_test_message ("stdout: %s stderr: %s", run.out, run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_true (g_str_has_prefix (run.out, "{\"error\":{\"entry\":null,\"rule\":\"format\""));
      g_assert_cmpstr (run.err, ==, "");
    }
}

static void
test_summary_names_winner (void)
{
  g_autofree char *log = scenario_path ("win.json");
  g_auto(TcTestRun) run = { 0 };

  run_cli (&run, "summary", log, NULL);
  g_test_message ("%s", run.out);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Ana"));
  g_assert_nonnull (strstr (run.out, "17"));
}

/* The entries `simulate --games 50 --seed 3` of @game played (with
 * --check when @check), from its last line, whose form is checked.
 */
static guint64
simulate_entries (const char *game,
                  gboolean    check)
{
  g_auto(TcTestRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autoptr(GRegex) regex = g_regex_new ("^simulated 50 games, ([0-9]+) entries in [0-9.]+ s: [0-9]+ games/s$", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *entries = NULL;
  guint n;

  run_cli (&run, "simulate", "--game", game, "--games", "50", "--seed", "3",
           check ? "--check" : NULL, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_strchomp (run.out);
  lines = g_strsplit (run.out, "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >, 0);
  g_test_message ("%s", lines[n - 1]);
  g_assert_true (g_regex_match (regex, lines[n - 1], 0, &match));
  entries = g_match_info_fetch (match, 1);

  return g_ascii_strtoull (entries, NULL, 10);
}

/* Checking the invariants plays the same games, only slower. */
static void
test_simulate (void)
{
  const char *games[] = { "minecraft-card-game", "quartz-dice", "builders-biomes" };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      guint64 entries = simulate_entries (games[i], FALSE);

      g_assert_cmpuint (entries, >=, 50);
      g_assert_cmpuint (simulate_entries (games[i], TRUE), ==, entries);
    }
}

static char *
read_text (const char *dir,
           const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
write_text (const char *dir,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* simulate --out writes over no file unless --force asks, and never over a
 * game a Tablecraft window holds, --force or not.
 */
static void
test_simulate_out_keeps_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tc-cli-out-XXXXXX", NULL);
  g_autofree char *held_path = g_build_filename (dir, "game-00002.json", NULL);
  g_autofree char *first = NULL, *second = NULL, *replaced = NULL, *held = NULL;
  g_autoptr(TcFileLock) lock = NULL;
  g_autoptr(GError) error = NULL;

  {
    g_auto(TcTestRun) run = { 0 };

    run_cli (&run, "simulate", "--games", "2", "--seed", "3", "--out", dir, NULL);
    g_assert_cmpint (run.status, ==, 0);
    second = read_text (dir, "game-00002.json");
  }

  write_text (dir, "game-00001.json", "a game someone kept");
  {
    g_auto(TcTestRun) run = { 0 };

    run_cli (&run, "simulate", "--games", "2", "--seed", "4", "--out", dir, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "game-00001.json already exists; nothing was written (--force replaces it)"));
    first = read_text (dir, "game-00001.json");
    g_assert_cmpstr (first, ==, "a game someone kept");
    held = read_text (dir, "game-00002.json");
    g_assert_cmpstr (held, ==, second);
  }

  lock = tc_file_lock_game (held_path, &error);
  g_assert_no_error (error);
  {
    g_auto(TcTestRun) run = { 0 };

    run_cli (&run, "simulate", "--games", "2", "--seed", "4", "--out", dir, "--force", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "game-00002.json: This game is open in another Tablecraft window"));
    replaced = read_text (dir, "game-00001.json");
    g_assert_true (g_str_has_prefix (replaced, "{"));
    g_free (held);
    held = read_text (dir, "game-00002.json");
    g_assert_cmpstr (held, ==, second);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir_path = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  cli_path = argv[1];

  dir_path = g_test_build_filename (G_TEST_DIST, "scenarios", NULL);
  dir = g_dir_open (dir_path, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".expected.json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpuint (names->len, >=, 10);

  for (guint i = 0; i < names->len; i++)
    {
      const char *expected = g_ptr_array_index (names, i);
      g_autofree char *path = g_strdup_printf ("/cli/replay/%.*s", (int) (strlen (expected) - strlen (".expected.json")), expected);

      g_test_add_data_func (path, expected, test_scenario);
    }
  g_test_add_func ("/cli/replay/upto-must-be-a-whole-number", test_upto_invalid);
  g_test_add_func ("/cli/replay/upto-as-separate-argument", test_upto_separate_argument);
  g_test_add_func ("/cli/replay/upto-beyond-any-log", test_upto_beyond_any_log);
  g_test_add_func ("/cli/replay/illegal-entry-message-line", test_illegal_without_json);
  g_test_add_func ("/cli/replay/missing-file", test_missing_file);
  g_test_add_func ("/cli/replay/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/summary/names-the-winner", test_summary_names_winner);
  g_test_add_func ("/cli/simulate/last-line", test_simulate);
  g_test_add_func ("/cli/simulate/out-keeps-files", test_simulate_out_keeps_files);

  return g_test_run ();
}
