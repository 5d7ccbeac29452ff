/* test-core-cli.c: the CLI's exit statuses on a game it does not build in
 *
 * Runs score-pad-cli (tablecraft-cli's replay, summary and export with
 * the score pad registered), given as the first argument: a format error
 * exits 2, a rule error 1, a legal log 0.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-core-test.h"
#include "tc-test-run.h"

/* Three rounds of two seats: Ana 6, Ben 8. */
#define FULL_GAME \
  SCORE (1, 5), END (1), SCORE (2, -3), END (2), \
  SCORE (1, 2), END (1), SCORE (2, 7), END (2), \
  SCORE (1, -1), END (1), SCORE (2, 4), END (2)

static const char *cli;

typedef struct
{
  char *folder;
  char *legal;
  char *illegal;
  char *malformed;
  char *bad_ruling;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autofree char *legal = tc_core_log_data (2, NULL, FULL_GAME, NULL);
  g_autofree char *illegal = tc_core_log_data (2, NULL, SCORE (1, 5), END (2), NULL);
  g_autofree char *malformed = tc_core_log_data (2, NULL, SCORE (1, 5), "{\"type\":\"score\",\"seat\":1}", NULL);
  g_autofree char *bad_ruling = tc_core_log_data (2, "{\"bonus\":\"yes\"}", NULL);

  fixture->folder = g_dir_make_tmp ("tc-core-cli-XXXXXX", NULL);
  g_assert_nonnull (fixture->folder);
  fixture->legal = tc_core_write_log (fixture->folder, "legal.json", legal);
  fixture->illegal = tc_core_write_log (fixture->folder, "illegal.json", illegal);
  fixture->malformed = tc_core_write_log (fixture->folder, "malformed.json", malformed);
  fixture->bad_ruling = tc_core_write_log (fixture->folder, "bad-ruling.json", bad_ruling);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  char **paths[] = { &fixture->legal, &fixture->illegal, &fixture->malformed, &fixture->bad_ruling };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_assert_cmpint (g_remove (*paths[i]), ==, 0);
      g_clear_pointer (paths[i], g_free);
    }
  g_assert_cmpint (g_rmdir (fixture->folder), ==, 0);
  g_clear_pointer (&fixture->folder, g_free);
}

static void
run (TcTestRun  *result,
     const char *command,
     const char *path,
     const char *option)
{
  const char *argv[] = { cli, command, path, option, NULL };

  tc_test_run_argv (result, argv);
}

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_ref (json_node_get_object (node));
}

static void
test_replay_legal (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_auto(TcTestRun) text = { 0 };
  g_auto(TcTestRun) json = { 0 };
  g_autoptr(JsonObject) state = NULL;
  JsonArray *scores, *winners;

  run (&text, "replay", fixture->legal, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.out, ==, "Game over\nAna: 6\nBen: 8\n");
  g_assert_cmpstr (text.err, ==, "");

  run (&json, "replay", fixture->legal, "--json");
  g_assert_cmpint (json.status, ==, 0);
  state = parse_object (json.out);
  g_assert_cmpstr (json_object_get_string_member (state, "game"), ==, "score-pad");
  g_assert_cmpint (json_object_get_int_member (state, "entries"), ==, 12);
  g_assert_cmpstr (json_object_get_string_member (state, "status"), ==, "finished");
  scores = json_object_get_array_member (state, "scores");
  g_assert_cmpuint (json_array_get_length (scores), ==, 2);
  g_assert_cmpint (json_array_get_int_element (scores, 0), ==, 6);
  g_assert_cmpint (json_array_get_int_element (scores, 1), ==, 8);
  winners = json_object_get_array_member (state, "winners");
  g_assert_cmpuint (json_array_get_length (winners), ==, 1);
  g_assert_cmpint (json_array_get_int_element (winners, 0), ==, 2);
}

static void
test_replay_rule_error_exits_1 (Fixture       *fixture,
                                gconstpointer  user_data)
{
  g_auto(TcTestRun) text = { 0 };
  g_auto(TcTestRun) json = { 0 };
  g_autofree char *expected = g_strdup_printf ("%s: entry 2: it is Ana’s turn, not Ben’s\n", fixture->illegal);
  g_autoptr(JsonObject) root = NULL;
  JsonObject *error, *state;

  run (&text, "replay", fixture->illegal, NULL);
  g_assert_cmpint (text.status, ==, 1);
  g_assert_cmpstr (text.err, ==, expected);
  g_assert_cmpstr (text.out, ==, "");

  run (&json, "replay", fixture->illegal, "--json");
  g_assert_cmpint (json.status, ==, 1);
  root = parse_object (json.out);
  error = json_object_get_object_member (root, "error");
  g_assert_cmpint (json_object_get_int_member (error, "entry"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (error, "type"), ==, "end_turn");
  g_assert_cmpstr (json_object_get_string_member (error, "rule"), ==, "turn.not_active");
  /* The state before the illegal entry. */
  state = json_object_get_object_member (root, "state");
  g_assert_cmpint (json_object_get_int_member (state, "entries"), ==, 1);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (state, "scores"), 0), ==, 5);
}

static void
test_replay_upto_before_rule_error (Fixture       *fixture,
                                    gconstpointer  user_data)
{
  g_auto(TcTestRun) result = { 0 };

  run (&result, "replay", fixture->illegal, "--upto=1");
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.out, ==, "Round 1 of 3, Ana to play\nAna: 5\nBen: 0\n");
}

static void
test_replay_format_error_exits_2 (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  g_auto(TcTestRun) text = { 0 };
  g_auto(TcTestRun) json = { 0 };
  g_autofree char *expected = g_strdup_printf ("%s: entry 2: “points” must be a whole number\n", fixture->malformed);
  g_autoptr(JsonObject) root = NULL;
  JsonObject *error;

  run (&text, "replay", fixture->malformed, NULL);
  g_assert_cmpint (text.status, ==, 2);
  g_assert_cmpstr (text.err, ==, expected);

  run (&json, "replay", fixture->malformed, "--json");
  g_assert_cmpint (json.status, ==, 2);
  root = parse_object (json.out);
  error = json_object_get_object_member (root, "error");
  g_assert_cmpint (json_object_get_int_member (error, "entry"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (error, "rule"), ==, "format");
}

static void
test_replay_unknown_ruling_exits_2 (Fixture       *fixture,
                                    gconstpointer  user_data)
{
  g_auto(TcTestRun) json = { 0 };
  g_autoptr(JsonObject) root = NULL;
  JsonObject *error;

  run (&json, "replay", fixture->bad_ruling, "--json");
  g_assert_cmpint (json.status, ==, 2);
  root = parse_object (json.out);
  error = json_object_get_object_member (root, "error");
  g_assert_true (json_object_get_null_member (error, "entry"));
  g_assert_cmpstr (json_object_get_string_member (error, "rule"), ==, "format");
  g_assert_cmpstr (json_object_get_string_member (error, "message"), ==, "“bonus” is not a ruling of this game");
}

static void
test_summary_statuses (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_auto(TcTestRun) legal = { 0 };
  g_auto(TcTestRun) illegal = { 0 };
  g_auto(TcTestRun) malformed = { 0 };

  run (&legal, "summary", fixture->legal, NULL);
  g_assert_cmpint (legal.status, ==, 0);
  g_assert_true (g_str_has_suffix (legal.out, "\nFinal scores:\n  Ana: 6\n  Ben: 8 (winner)\n"));

  /* The summary is printed up to the illegal entry, and says why. */
  run (&illegal, "summary", fixture->illegal, NULL);
  g_assert_cmpint (illegal.status, ==, 1);
  g_assert_nonnull (strstr (illegal.out, "\nEntry 2 is illegal: it is Ana’s turn, not Ben’s\n"));

  run (&malformed, "summary", fixture->malformed, NULL);
  g_assert_cmpint (malformed.status, ==, 2);
  g_assert_cmpstr (malformed.out, ==, "");
}

static void
test_export_statuses (Fixture       *fixture,
                      gconstpointer  user_data)
{
  g_auto(TcTestRun) legal = { 0 };
  g_auto(TcTestRun) illegal = { 0 };
  g_auto(TcTestRun) malformed = { 0 };

  run (&legal, "export", fixture->legal, "--format=csv");
  g_assert_cmpint (legal.status, ==, 0);
  g_assert_cmpstr (legal.out, ==,
                   "turn,Ana,Ben\n"
                   "1,5,0\n2,5,-3\n3,7,-3\n4,7,4\n5,6,4\n6,6,8\n");

  /* What replays before the illegal entry is still exported. */
  run (&illegal, "export", fixture->illegal, "--format=csv");
  g_assert_cmpint (illegal.status, ==, 1);
  g_assert_cmpstr (illegal.out, ==, "turn,Ana,Ben\n1,5,0\n");

  run (&malformed, "export", fixture->malformed, "--format=csv");
  g_assert_cmpint (malformed.status, ==, 2);
}

int
main (int    argc,
      char **argv)
{
  tc_core_test_init (&argc, &argv);
  g_assert_cmpint (argc, ==, 2);
  cli = argv[1];

#define ADD(path, func) \
  g_test_add ("/core/cli/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("replay-legal", test_replay_legal);
  ADD ("replay-rule-error-exits-1", test_replay_rule_error_exits_1);
  ADD ("replay-upto-before-rule-error", test_replay_upto_before_rule_error);
  ADD ("replay-format-error-exits-2", test_replay_format_error_exits_2);
  ADD ("replay-unknown-ruling-exits-2", test_replay_unknown_ruling_exits_2);
  ADD ("summary-statuses", test_summary_statuses);
  ADD ("export-statuses", test_export_statuses);

#undef ADD

  return g_test_run ();
}
