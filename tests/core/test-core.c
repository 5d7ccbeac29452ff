/* test-core.c: the game-neutral core on a game of its own, a score pad
 *
 * Logs, replay, the two kinds of error, undo, redo and corrections,
 * statistics with negative points, a summary and a library listing with
 * a shared win: none of it needs a real game. Every expected value is
 * worked out by hand from tc-score-pad.c's rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-error.h"
#include "tc-game.h"
#include "tc-library.h"
#include "tc-log.h"
#include "tc-rulesets.h"
#include "tc-score-pad.h"
#include "tc-stats.h"
#include "tc-summary.h"

/* A whole game of three rounds: Ana 5, −10, 4 = −1; Ben −3, 2, 0 = −1. */
#define TIED_GAME \
  "{\"type\":\"score\",\"seat\":1,\"points\":5},{\"type\":\"end_turn\",\"seat\":1}," \
  "{\"type\":\"score\",\"seat\":2,\"points\":-3},{\"type\":\"end_turn\",\"seat\":2}," \
  "{\"type\":\"score\",\"seat\":1,\"points\":-10},{\"type\":\"end_turn\",\"seat\":1}," \
  "{\"type\":\"score\",\"seat\":2,\"points\":2},{\"type\":\"end_turn\",\"seat\":2}," \
  "{\"type\":\"score\",\"seat\":1,\"points\":4},{\"type\":\"end_turn\",\"seat\":1}," \
  "{\"type\":\"end_turn\",\"seat\":2}"

static char *
log_data (const char *players,
          const char *rulings,
          const char *entries)
{
  return g_strdup_printf ("{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"score-pad\","
                          "\"players\":%s,\"rulings\":%s,\"entries\":[%s]}",
                          players, rulings != NULL ? rulings : "{}", entries);
}

static TcGame *
replay (const char *rulings,
        const char *entries)
{
  g_autofree char *data = log_data ("[\"Ana\",\"Ben\"]", rulings, entries);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, &error);

  g_assert_no_error (error);
  return tc_game_new_from_log (log, G_MAXUINT);
}

static TcEntry *
entry (TcGame     *game,
       const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TcEntry *parsed;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  parsed = tc_ruleset_parse_entry (tc_game_get_ruleset (game), json_node_get_object (json_parser_get_root (parser)), &error);
  g_assert_no_error (error);

  return parsed;
}

static gint
score (TcGame *game,
       guint   seat)
{
  return tc_ruleset_get_score (tc_game_get_ruleset (game), tc_game_get_state (game), seat);
}

/* A ruleset that leaves a required hook empty is refused by name. */
#define TC_TYPE_HALF_PAD (tc_half_pad_get_type ())
G_DECLARE_FINAL_TYPE (TcHalfPad, tc_half_pad, TC, HALF_PAD, TcRuleset)
struct _TcHalfPad { TcRuleset parent_instance; };
G_DEFINE_FINAL_TYPE (TcHalfPad, tc_half_pad, TC_TYPE_RULESET)

static void
tc_half_pad_class_init (TcHalfPadClass *klass)
{
  TC_RULESET_CLASS (klass)->game_id = "half-pad";
  TC_RULESET_CLASS (klass)->title = "Half Pad";
  TC_RULESET_CLASS (klass)->min_players = 2;
  TC_RULESET_CLASS (klass)->max_players = 2;
  TC_RULESET_CLASS (klass)->state_size = 4;
}

static void
tc_half_pad_init (TcHalfPad *self)
{
}

static void
test_class_check (void)
{
  g_autoptr(GError) error = NULL;
  TcRulesetClass *half = g_type_class_ref (TC_TYPE_HALF_PAD);
  TcRulesetClass *pad = g_type_class_ref (TC_TYPE_SCORE_PAD);

  g_assert_false (tc_ruleset_class_check (half, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "init_state"));
  g_clear_error (&error);
  g_assert_true (tc_ruleset_class_check (pad, &error));
  g_assert_no_error (error);

  g_type_class_unref (half);
  g_type_class_unref (pad);
}

/* The registry takes a game that is not built in, once. */
static void
test_registry (void)
{
  guint before = tc_rulesets_get_n_games ();

  g_assert_nonnull (tc_rulesets_find (TC_SCORE_PAD_GAME_ID));
  tc_rulesets_add (TC_TYPE_SCORE_PAD);
  g_assert_cmpuint (tc_rulesets_get_n_games (), ==, before);
  g_assert_null (tc_rulesets_find ("no-such-game"));
}

static void
test_replay_and_rules (void)
{
  g_autoptr(TcGame) game = replay (NULL, "{\"type\":\"score\",\"seat\":1,\"points\":5},{\"type\":\"end_turn\",\"seat\":1}");
  g_autoptr(TcGame) strict = replay ("{\"negative\":\"forbidden\"}", "");
  g_autoptr(TcEntry) too_many = entry (game, "{\"type\":\"score\",\"seat\":2,\"points\":100}");
  g_autoptr(TcEntry) wrong_seat = entry (game, "{\"type\":\"score\",\"seat\":1,\"points\":1}");
  g_autoptr(TcEntry) minus = entry (game, "{\"type\":\"score\",\"seat\":2,\"points\":-3}");
  g_autoptr(TcEntry) minus_first = entry (strict, "{\"type\":\"score\",\"seat\":1,\"points\":-3}");
  g_autoptr(TcEntry) zero_first = entry (strict, "{\"type\":\"score\",\"seat\":1,\"points\":0}");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (score (game, 1), ==, 5);
  g_assert_false (tc_game_append (game, too_many, &error));
  g_assert_true (tc_error_matches_rule (error, "score.range"));
  g_clear_error (&error);
  g_assert_false (tc_game_append (game, wrong_seat, &error));
  g_assert_true (tc_error_matches_rule (error, "turn.seat"));
  g_clear_error (&error);
  g_assert_true (tc_game_append (game, minus, &error));
  g_assert_cmpint (score (game, 2), ==, -3);

  /* The ruling, from the rulings data, forbids what the default allows. */
  g_assert_false (tc_game_append (strict, minus_first, &error));
  g_assert_true (tc_error_matches_rule (error, "score.range"));
  g_clear_error (&error);
  g_assert_true (tc_game_append (strict, zero_first, &error));
  g_assert_no_error (error);
}

/* A wrong form is a format error with its entry; wrong rulings and a
 * wrong number of players are format errors of the file.
 */
static void
test_read_errors (void)
{
  const struct { const char *players; const char *rulings; const char *entries; guint entry; } cases[] = {
    { "[\"Ana\",\"Ben\"]", NULL, "{\"type\":\"end_turn\",\"seat\":1},{\"type\":\"score\",\"seat\":2}", 2 },
    { "[\"Ana\",\"Ben\"]", NULL, "{\"type\":\"bid\",\"seat\":1}", 1 },
    { "[\"Ana\",\"Ben\"]", "{\"negative\":\"sometimes\"}", "", 0 },
    { "[\"Ana\",\"Ben\"]", "{\"doubles\":\"allowed\"}", "", 0 },
    { "[\"Ana\",\"Ben\",\"Cy\",\"Dee\",\"Eli\"]", NULL, "", 0 },
    { "[\"Ana\"]", NULL, "", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *data = log_data (cases[i].players, cases[i].rulings, cases[i].entries);
      g_autoptr(GError) error = NULL;
      g_autoptr(TcLog) log = NULL;
      guint bad_entry = 99;

      log = tc_log_read_data (data, strlen (data), &bad_entry, &error);
      g_test_message ("%s", error != NULL ? error->message : "read");
      g_assert_null (log);
      g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
      g_assert_cmpuint (bad_entry, ==, cases[i].entry);
    }
}

static void
test_undo_redo_amend (void)
{
  g_autoptr(TcGame) game = replay (NULL, "{\"type\":\"score\",\"seat\":1,\"points\":5},{\"type\":\"end_turn\",\"seat\":1},"
                                         "{\"type\":\"score\",\"seat\":2,\"points\":-3}");
  g_autoptr(TcEntry) seven = entry (game, "{\"type\":\"score\",\"seat\":1,\"points\":7}");
  g_autoptr(TcEntry) wrong = entry (game, "{\"type\":\"score\",\"seat\":2,\"points\":7}");
  g_autoptr(GError) error = NULL;
  guint conflict = 0;

  g_assert_true (tc_game_undo (game));
  g_assert_cmpint (score (game, 2), ==, 0);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 1);
  g_assert_true (tc_game_redo (game, &error));
  g_assert_cmpint (score (game, 2), ==, -3);

  g_assert_true (tc_game_amend (game, 0, seven, &conflict, &error));
  g_assert_no_error (error);
  g_assert_cmpint (score (game, 1), ==, 7);
  g_assert_cmpint (score (game, 2), ==, -3);

  /* Entry 1 by seat 2 makes it illegal: nothing changes. */
  g_assert_false (tc_game_amend (game, 0, wrong, &conflict, &error));
  g_assert_cmpuint (conflict, ==, 0);
  g_assert_cmpint (score (game, 1), ==, 7);
}

static void
test_round_trip (void)
{
  g_autoptr(TcGame) game = replay ("{\"negative\":\"allowed\"}", TIED_GAME);
  g_autofree char *data = tc_game_to_data (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, &error);
  g_autoptr(TcGame) again = NULL;

  g_assert_no_error (error);
  again = tc_game_new_from_log (log, G_MAXUINT);
  g_assert_cmpuint (tc_game_get_n_applied (again), ==, 11);
  g_assert_true (tc_game_is_finished (again));
  g_assert_cmpint (score (again, 1), ==, -1);
  g_assert_cmpstr (tc_ruleset_get_ruling (tc_game_get_ruleset (again), "negative"), ==, "allowed");
}

/* One row per turn, cut where the engine marks a turn's end. */
static void
test_score_table (void)
{
  g_autoptr(TcGame) game = replay (NULL, TIED_GAME);
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);
  const gint expected[6][2] = { { 5, 0 }, { 5, -3 }, { -5, -3 }, { -5, -1 }, { -1, -1 }, { -1, -1 } };

  g_assert_cmpuint (tc_score_table_get_n_turns (table), ==, 6);
  for (guint turn = 0; turn < 6; turn++)
    for (guint seat = 1; seat <= 2; seat++)
      g_assert_cmpint (tc_score_table_get_points (table, turn, seat), ==, expected[turn][seat - 1]);
  g_assert_cmpint (tc_score_table_get_min_points (table), ==, -5);
  g_assert_cmpint (tc_score_table_get_max_points (table), ==, 5);
  g_assert_cmpuint (tc_score_table_get_seat (table, 3), ==, 2);
}

static void
test_summary_tie (void)
{
  g_autoptr(TcGame) game = replay (NULL, TIED_GAME);
  g_autofree char *summary = tc_summary_to_text (game);

  g_assert_cmpuint (tc_ruleset_get_winners (tc_game_get_ruleset (game), tc_game_get_state (game)), ==, 0x3);
  g_assert_nonnull (strstr (summary, "\nTurn 6 · Ben\n"));
  g_assert_true (g_str_has_suffix (summary, "Final scores:\n  Ana: -1 (winner)\n  Ben: -1 (winner)\n"));
}

/* The library lists the game with both winners and its points. */
static void
test_library_tie (void)
{
  g_autoptr(TcGame) game = replay (NULL, TIED_GAME);
  g_autofree char *folder = g_dir_make_tmp ("tc-core-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "tie.json", NULL);
  g_autoptr(TcLibrary) library = tc_library_new (folder);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) stats = NULL;
  g_autofree char *names = NULL;
  TcLibraryItem *item;

  g_assert_true (tc_game_save_file (game, path, &error));
  g_assert_true (tc_library_refresh (library, &error));
  g_assert_no_error (error);
  item = tc_library_find (library, "tie.json");
  g_assert_nonnull (item);
  g_assert_cmpuint (tc_library_item_get_winners (item), ==, 0x3);
  names = tc_library_item_dup_winner_names (item);
  g_assert_cmpstr (names, ==, "Ana, Ben");
  g_assert_cmpint (tc_library_item_get_points (item, 1), ==, -1);

  stats = tc_library_dup_player_stats (library, TC_SCORE_PAD_GAME_ID);
  g_assert_cmpuint (stats->len, ==, 2);
  g_assert_cmpuint (((TcPlayerStats *) g_ptr_array_index (stats, 0))->wins, ==, 1);
  g_assert_cmpfloat (((TcPlayerStats *) g_ptr_array_index (stats, 0))->average_points, ==, -1.0);

  g_unlink (path);
  tc_library_refresh (library, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tc_rulesets_add (TC_TYPE_SCORE_PAD);

  g_test_add_func ("/core/class-check", test_class_check);
  g_test_add_func ("/core/registry", test_registry);
  g_test_add_func ("/core/replay-and-rules", test_replay_and_rules);
  g_test_add_func ("/core/read-errors", test_read_errors);
  g_test_add_func ("/core/undo-redo-amend", test_undo_redo_amend);
  g_test_add_func ("/core/round-trip", test_round_trip);
  g_test_add_func ("/core/score-table", test_score_table);
  g_test_add_func ("/core/summary-tie", test_summary_tie);
  g_test_add_func ("/core/library-tie", test_library_tie);

  return g_test_run ();
}
