/* test-core-log.c: reading, writing and replaying logs of any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-core-test.h"

/* Three rounds of two seats. Ana: 5 + 2 − 1 = 6; Ben: −3 + 7 + 4 = 8. */
#define FULL_GAME \
  SCORE (1, 5), END (1), SCORE (2, -3), END (2), \
  SCORE (1, 2), END (1), SCORE (2, 7), END (2), \
  SCORE (1, -1), END (1), SCORE (2, 4), END (2)

static gconstpointer
state_of (TcGame *game)
{
  return tc_game_get_state (game);
}

static void
test_replay_whole_game (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, FULL_GAME, NULL);
  TcRuleset *ruleset = tc_game_get_ruleset (game);

  g_assert_cmpuint (tc_game_get_n_applied (game), ==, 12);
  tc_core_assert_scores (game, 6, 8);
  g_assert_true (tc_game_is_finished (game));
  g_assert_cmpuint (tc_ruleset_get_winners (ruleset, state_of (game)), ==, 1u << 1);
  g_assert_cmpuint (tc_ruleset_get_active_seat (ruleset, state_of (game)), ==, 0);
  g_assert_cmpuint (tc_ruleset_get_round (ruleset, state_of (game)), ==, 3);
}

static void
test_replay_upto (void)
{
  g_autofree char *data = tc_core_log_data (2, NULL, FULL_GAME, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, &error);
  g_autoptr(TcGame) game = NULL;
  TcRuleset *ruleset;

  g_assert_no_error (error);
  game = tc_game_new_from_log (log, 4);
  ruleset = tc_game_get_ruleset (game);

  /* After round 1: Ana 5, Ben −3; round 2 starts with Ana. */
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 4);
  tc_core_assert_scores (game, 5, -3);
  g_assert_false (tc_game_is_finished (game));
  g_assert_cmpuint (tc_ruleset_get_winners (ruleset, state_of (game)), ==, 0);
  g_assert_cmpuint (tc_ruleset_get_active_seat (ruleset, state_of (game)), ==, 1);
  g_assert_cmpuint (tc_ruleset_get_round (ruleset, state_of (game)), ==, 2);
}

static void
test_target_ends_game (void)
{
  /* Ben reaches 12 in round 1; the game ends when his turn does. */
  g_autoptr(TcGame) game = tc_core_game_new (3, TARGET_10, SCORE (1, 6), END (1), SCORE (2, 12), NULL);
  TcRuleset *ruleset = tc_game_get_ruleset (game);

  g_assert_false (tc_game_is_finished (game));
  tc_core_append (game, END (2), NULL);
  g_assert_true (tc_game_is_finished (game));
  g_assert_cmpuint (tc_ruleset_get_winners (ruleset, state_of (game)), ==, 1u << 1);
  g_assert_cmpuint (tc_ruleset_get_round (ruleset, state_of (game)), ==, 1);
  tc_core_assert_scores (game, 6, 12, 0);
}

static void
test_round_trip_data (void)
{
  const char *data =
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"score-pad\","
    "\"players\":[\"  Ana \",\"Ben\",\"Cy\"],\"rulings\":{\"target\":\"10\"},"
    "\"created\":\"2026-01-10T20:00:00Z\",\"origin\":\"another tool\","
    "\"entries\":[{\"type\":\"score\",\"seat\":1,\"points\":-4,\"time\":\"2026-01-10T20:01:00Z\",\"by\":\"pen\"},"
    "{\"type\":\"note\",\"text\":\"café ☕\"}],"
    "\"redo\":[{\"type\":\"end_turn\",\"seat\":1}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, &error);
  g_autoptr(TcLog) again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;
  JsonObject *first;
  JsonObject *rulings_back;
  g_autoptr(JsonNode) root = NULL;

  g_assert_no_error (error);
  written = tc_log_write_data (log->ruleset, log->created, log->entries, log->redo);
  again = tc_log_read_data (written, strlen (written), NULL, &error);
  g_assert_no_error (error);

  /* Names come back trimmed, the entries with the members the core does not know. */
  g_assert_cmpstr (tc_ruleset_get_player (again->ruleset, 1), ==, "Ana");
  g_assert_cmpstr (again->created, ==, "2026-01-10T20:00:00Z");
  g_assert_cmpuint (again->entries->len, ==, 2);
  g_assert_cmpuint (again->redo->len, ==, 1);
  first = tc_entry_get_object (g_ptr_array_index (again->entries, 0));
  g_assert_cmpint (json_object_get_int_member (first, "points"), ==, -4);
  g_assert_cmpstr (json_object_get_string_member (first, "by"), ==, "pen");
  g_assert_cmpstr (tc_entry_get_time (g_ptr_array_index (again->entries, 0)), ==, "2026-01-10T20:01:00Z");
  g_assert_null (tc_entry_get_time (g_ptr_array_index (again->entries, 1)));
  g_assert_cmpstr (json_object_get_string_member (tc_entry_get_object (g_ptr_array_index (again->entries, 1)), "text"),
                   ==, "café ☕");
  g_assert_cmpstr (tc_entry_get_kind (g_ptr_array_index (again->redo, 0)), ==, "end_turn");

  /* Every ruling is written; a top-level key the core does not know is not. */
  root = json_from_string (written, &error);
  g_assert_no_error (error);
  rulings_back = json_object_get_object_member (json_node_get_object (root), "rulings");
  g_assert_cmpstr (json_object_get_string_member (rulings_back, "target"), ==, "10");
  g_assert_cmpstr (json_object_get_string_member (rulings_back, "negative_points"), ==, "allowed");
  g_assert_false (json_object_has_member (json_node_get_object (root), "origin"));

  /* Writing what was read back gives the same bytes. */
  rewritten = tc_log_write_data (again->ruleset, again->created, again->entries, again->redo);
  g_assert_cmpstr (rewritten, ==, written);
}

static void
test_round_trip_file (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NO_NEGATIVE, SCORE (1, 5), END (1), SCORE (2, 3), NULL);
  g_autofree char *dir = g_dir_make_tmp ("tc-core-log-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  gsize size = tc_ruleset_get_state_size (tc_game_get_ruleset (game));
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) loaded = NULL;

  g_assert_true (tc_game_undo (game));
  g_assert_true (tc_game_save_file (game, path, &error));
  g_assert_no_error (error);

  loaded = tc_game_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tc_game_get_n_entries (loaded), ==, 2);
  g_assert_cmpuint (tc_game_get_n_redo (loaded), ==, 1);
  g_assert_cmpstr (tc_game_get_created (loaded), ==, "2026-01-10T20:00:00Z");
  g_assert_cmpstr (tc_ruleset_get_ruling (tc_game_get_ruleset (loaded), "negative_points"), ==, "refused");
  g_assert_cmpmem (state_of (loaded), size, state_of (game), size);

  /* The redo list survived: Ben's 3 comes back. */
  g_assert_true (tc_game_redo (loaded, &error));
  g_assert_no_error (error);
  tc_core_assert_scores (loaded, 5, 3);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Reading @data must fail with a format error @code, @message, at @entry. */
static void
assert_malformed (const char *data,
                  int         code,
                  guint       entry,
                  const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  guint bad_entry = G_MAXUINT;

  log = tc_log_read_data (data, strlen (data), &bad_entry, &error);
  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (bad_entry, ==, entry);
  /* A format error names no rule: the CLI reports it as "format". */
  g_assert_cmpstr (tc_rule_error_get_rule (error), ==, "format");
  g_assert_false (tc_error_matches_rule (error, "format"));
}

static void
test_format_errors (void)
{
  g_autofree char *unknown_type = tc_core_log_data (2, NULL, SCORE (1, 1), END (1), "{\"type\":\"bonus\",\"seat\":2}", NULL);
  g_autofree char *no_points = tc_core_log_data (2, NULL, SCORE (1, 1), "{\"type\":\"score\",\"seat\":1}", NULL);
  g_autofree char *text_points = tc_core_log_data (2, NULL, "{\"type\":\"score\",\"seat\":1,\"points\":\"5\"}", NULL);
  g_autofree char *no_type = tc_core_log_data (2, NULL, "{\"seat\":1}", NULL);
  g_autofree char *not_object = tc_core_log_data (2, NULL, SCORE (1, 1), "[1]", NULL);
  g_autofree char *empty = tc_core_log_data (4, NULL, NULL);
  g_autofree char *bad_ruling = tc_core_log_data (2, "{\"target\":\"twenty\"}", NULL);
  g_autofree char *wrong_format = NULL;

  assert_malformed (unknown_type, TC_FORMAT_ERROR_INVALID, 3, "entry 3: “bonus” is not an entry type of this game");
  assert_malformed (no_points, TC_FORMAT_ERROR_INVALID, 2, "entry 2: “points” must be a whole number");
  assert_malformed (text_points, TC_FORMAT_ERROR_INVALID, 1, "entry 1: “points” must be a whole number");
  assert_malformed (no_type, TC_FORMAT_ERROR_INVALID, 1, "entry 1: the member “type” is missing");
  assert_malformed (not_object, TC_FORMAT_ERROR_INVALID, 2, "entry 2 must be an object");
  assert_malformed (bad_ruling, TC_FORMAT_ERROR_INVALID, 0,
                    "the ruling “target” cannot be “twenty”: it is “none” or “10”");
  assert_malformed ("{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"score-pad\","
                    "\"players\":[\"Ana\",\"Ben\",\"Cy\",\"Di\",\"Ed\"],\"entries\":[]}",
                    TC_FORMAT_ERROR_INVALID, 0, "this game needs 2 to 4 players, not 5");
  assert_malformed ("\xff{}", TC_FORMAT_ERROR_ENCODING, 0, "the file is not valid UTF-8 text");

  wrong_format = g_strdup (empty);
  memcpy (strstr (wrong_format, "tablecraft-log"), "tablecraft-tab", strlen ("tablecraft-tab"));
  assert_malformed (wrong_format, TC_FORMAT_ERROR_INVALID, 0,
                    "this is not a Tablecraft log: “format” must be \"tablecraft-log\"");
}

static void
test_format_error_in_redo (void)
{
  const char *data =
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"score-pad\",\"players\":[\"Ana\",\"Ben\"],"
    "\"entries\":[{\"type\":\"score\",\"seat\":1,\"points\":2}],\"redo\":[{\"type\":\"end_turn\"}]}";

  /* A redo entry has no position among the entries. */
  assert_malformed (data, TC_FORMAT_ERROR_INVALID, 0, "redo entry 1: “seat” must be a whole number");
}

static void
test_format_error_after_rule_error (void)
{
  /* Entry 1 is illegal (Ben plays out of turn), entry 2 is malformed: the
   * file is refused as a whole, at entry 2.
   */
  g_autofree char *data = tc_core_log_data (2, NULL, END (2), "{\"type\":\"score\",\"seat\":1,\"points\":1.5}", NULL);

  assert_malformed (data, TC_FORMAT_ERROR_INVALID, 2, "entry 2: “points” must be a whole number");
}

static void
test_syntax_error (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data ("{\"format\":", 10, NULL, &error);

  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_SYNTAX);
}

static void
test_unreadable_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) game = tc_game_load_file ("/nonexistent/tc-core/game.json", NULL, &error);

  g_assert_null (game);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_READ);
}

/* Replaying must stop before entry @entry (1-based) with @rule and @message. */
static void
assert_stops_at (TcGame     *game,
                 guint       entry,
                 const char *rule,
                 const char *message)
{
  const GError *error = tc_game_get_replay_error (game);

  g_assert_nonnull (error);
  g_assert_true (error->domain == TC_RULE_ERROR);
  g_assert_cmpstr (tc_rule_error_get_rule (error), ==, rule);
  g_assert_true (tc_error_matches_rule (error, rule));
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, entry - 1);
}

static void
test_rule_errors (void)
{
  g_autoptr(TcGame) out_of_turn = tc_core_replay (2, NULL, SCORE (1, 4), END (2), SCORE (1, 1), NULL);
  g_autoptr(TcGame) no_seat = tc_core_replay (2, NULL, SCORE (3, 1), NULL);
  g_autoptr(TcGame) seat_zero = tc_core_replay (2, NULL, END (0), NULL);
  g_autoptr(TcGame) too_many = tc_core_replay (2, NULL, SCORE (1, 100), SCORE (1, 101), NULL);
  g_autoptr(TcGame) negative = tc_core_replay (2, NO_NEGATIVE, SCORE (1, 0), SCORE (1, -1), NULL);
  g_autoptr(TcGame) over = tc_core_replay (2, TARGET_10, SCORE (1, 10), END (1), SCORE (2, 1), NULL);

  assert_stops_at (out_of_turn, 2, "turn.not_active", "it is Ana’s turn, not Ben’s");
  assert_stops_at (no_seat, 1, "seat.out_of_range", "there is no seat 3 at a table of 2");
  assert_stops_at (seat_zero, 1, "seat.out_of_range", "there is no seat 0 at a table of 2");
  assert_stops_at (too_many, 2, "score.out_of_range", "a score entry holds -100 to 100 points, not 101");
  assert_stops_at (negative, 2, "score.negative", "this game’s rulings refuse negative points");
  assert_stops_at (over, 3, "game.over", "the game is over");

  /* The game is the one before the illegal entry; the log keeps what follows. */
  tc_core_assert_scores (out_of_turn, 4, 0);
  g_assert_cmpuint (tc_game_get_n_entries (out_of_turn), ==, 3);
  tc_core_assert_scores (too_many, 100, 0);
}

int
main (int    argc,
      char **argv)
{
  tc_core_test_init (&argc, &argv);

  g_test_add_func ("/core/log/replay-whole-game", test_replay_whole_game);
  g_test_add_func ("/core/log/replay-upto", test_replay_upto);
  g_test_add_func ("/core/log/target-ends-game", test_target_ends_game);
  g_test_add_func ("/core/log/round-trip-data", test_round_trip_data);
  g_test_add_func ("/core/log/round-trip-file", test_round_trip_file);
  g_test_add_func ("/core/log/format-errors", test_format_errors);
  g_test_add_func ("/core/log/format-error-in-redo", test_format_error_in_redo);
  g_test_add_func ("/core/log/format-error-after-rule-error", test_format_error_after_rule_error);
  g_test_add_func ("/core/log/syntax-error", test_syntax_error);
  g_test_add_func ("/core/log/unreadable-file", test_unreadable_file);
  g_test_add_func ("/core/log/rule-errors", test_rule_errors);

  return g_test_run ();
}
