/* test-core-stats.c: score table, statistics, summary and export of any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-core-test.h"
#include "tc-export.h"
#include "tc-stats.h"
#include "tc-summary.h"

#define SCORE_AT(seat, points, time) \
  "{\"type\":\"score\",\"seat\":" #seat ",\"points\":" #points ",\"time\":\"2026-01-10T" time "Z\"}"
#define END_AT(seat, time) \
  "{\"type\":\"end_turn\",\"seat\":" #seat ",\"time\":\"2026-01-10T" time "Z\"}"

/* Three seats, three rounds; Ben is below zero at the end of two turns.
 * Ana 4 − 3 + 6 = 7, Ben −2 + 8 + 1 = 7, Cy 1 + 5 = 6: Ana and Ben share
 * the win.
 */
#define TIED_GAME \
  SCORE (1, 4), END (1), SCORE (2, -2), END (2), SCORE (3, 1), END (3), \
  SCORE (1, -3), END (1), SCORE (2, 8), END (2), SCORE (3, 5), END (3), \
  SCORE (1, 6), END (1), SCORE (2, 1), END (2), END (3)

/* The score table of TIED_GAME, one row per end of turn. */
static const char tied_csv[] =
  "turn,Ana,Ben,Cy\n"
  "1,4,0,0\n"
  "2,4,-2,0\n"
  "3,4,-2,1\n"
  "4,1,-2,1\n"
  "5,1,6,1\n"
  "6,1,6,6\n"
  "7,7,6,6\n"
  "8,7,7,6\n"
  "9,7,7,6\n";

static void
test_score_table (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (3, NULL, TIED_GAME, NULL);
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);
  const guint ends[] = { 2, 4, 6, 8, 10, 12, 14, 16, 17 };
  g_autofree char *csv = NULL;

  g_assert_cmpuint (tc_score_table_get_n_seats (table), ==, 3);
  g_assert_cmpuint (tc_score_table_get_n_turns (table), ==, 9);
  for (guint turn = 0; turn < G_N_ELEMENTS (ends); turn++)
    {
      g_assert_cmpuint (tc_score_table_get_end (table, turn), ==, ends[turn]);
      g_assert_cmpuint (tc_score_table_get_seat (table, turn), ==, turn % 3 + 1);
      /* The entries carry no times. */
      g_assert_cmpint (tc_score_table_get_seconds (table, turn), ==, -1);
    }

  g_assert_cmpint (tc_score_table_get_points (table, 1, 2), ==, -2);
  g_assert_cmpint (tc_score_table_get_points (table, 6, 1), ==, 7);
  g_assert_cmpint (tc_score_table_get_max_points (table), ==, 7);
  g_assert_cmpint (tc_score_table_get_min_points (table), ==, -2);

  /* After 3 entries Ben's turn is under way: it is turn 2 (index 1). */
  g_assert_cmpuint (tc_score_table_find_turn (table, 0), ==, 0);
  g_assert_cmpuint (tc_score_table_find_turn (table, 3), ==, 1);
  g_assert_cmpuint (tc_score_table_find_turn (table, 4), ==, 1);
  g_assert_cmpuint (tc_score_table_find_turn (table, 100), ==, 8);

  csv = tc_score_table_to_csv (table, tc_game_get_ruleset (game));
  g_assert_cmpstr (csv, ==, tied_csv);
}

static void
test_score_table_open_turn (void)
{
  /* Ben's turn has begun: a last row holds it. A note alone opens no turn. */
  g_autoptr(TcGame) open = tc_core_game_new (2, NULL, SCORE (1, 4), END (1), SCORE (2, -5), NULL);
  g_autoptr(TcGame) noted = tc_core_game_new (2, NULL, SCORE (1, 4), END (1), NOTE ("tea"), NULL);
  g_autoptr(TcScoreTable) open_table = tc_score_table_new (open);
  g_autoptr(TcScoreTable) noted_table = tc_score_table_new (noted);

  g_assert_cmpuint (tc_score_table_get_n_turns (open_table), ==, 2);
  g_assert_cmpuint (tc_score_table_get_seat (open_table, 1), ==, 2);
  g_assert_cmpuint (tc_score_table_get_end (open_table, 1), ==, 3);
  g_assert_cmpint (tc_score_table_get_points (open_table, 1, 2), ==, -5);
  g_assert_cmpint (tc_score_table_get_min_points (open_table), ==, -5);

  g_assert_cmpuint (tc_score_table_get_n_turns (noted_table), ==, 1);
}

static void
test_score_table_stops_at_illegal_entry (void)
{
  g_autoptr(TcGame) game = tc_core_replay (2, NULL, SCORE (1, 4), END (1), END (1), SCORE (2, 9), NULL);
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);

  g_assert_cmpuint (tc_score_table_get_n_turns (table), ==, 1);
  g_assert_cmpint (tc_score_table_get_max_points (table), ==, 4);
}

static void
test_csv_quotes_names (void)
{
  const char *data =
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"score-pad\","
    "\"players\":[\"Ana, Jr.\",\"Ben \\\"B\\\"\"],\"entries\":[" SCORE (1, -7) "," END (1) "]}";
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, NULL);
  g_autoptr(TcGame) game = tc_game_new_from_log (log, G_MAXUINT);
  g_autofree char *csv = tc_export_to_data (game, TC_EXPORT_CSV);

  g_assert_cmpstr (csv, ==, "turn,\"Ana, Jr.\",\"Ben \"\"B\"\"\"\n1,-7,0\n");
}

/* Names a spreadsheet would run as formulas are written as text, each
 * behind an apostrophe (and quoted where a comma or quote asks for it);
 * the points, negative ones included, stay numbers.
 */
static void
test_csv_neutralises_formulas (void)
{
  const char *data =
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"score-pad\","
    "\"players\":[\"=cmd|' /C calc'!A0\",\"@SUM(1+1)*cmd|' /C calc'!A0\",\"+1+1\",\"-2,\\\"x\\\"\"],"
    "\"entries\":[" SCORE (1, -7) "," END (1) "]}";
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, NULL);
  g_autoptr(TcGame) game = NULL;
  g_autofree char *csv = NULL;

  g_assert_nonnull (log);
  game = tc_game_new_from_log (log, G_MAXUINT);
  csv = tc_export_to_data (game, TC_EXPORT_CSV);
  g_assert_cmpstr (csv, ==,
                   "turn,'=cmd|' /C calc'!A0,'@SUM(1+1)*cmd|' /C calc'!A0,'+1+1,\"'-2,\"\"x\"\"\"\n"
                   "1,-7,0,0,0\n");
}

/* A name with a right-to-left override, or in a right-to-left script, is
 * isolated wherever a sentence shows it, so that it cannot turn the text
 * after it around; the file, the CSV and the game's id keep it as written,
 * and other names are left alone.
 */
static void
test_names_isolated (void)
{
  const char *data =
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"score-pad\",\"created\":\"2026-11-28T10:00:00Z\","
    "\"players\":[\"Ana\\u202e\",\"\u05e9\u05e8\u05d4\",\"Ben\"],\"entries\":[" SCORE (1, 12) "," END (1) "]}";
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, NULL);
  g_autoptr(TcGame) game = NULL;
  TcRuleset *ruleset;
  g_autofree char *sentence = NULL, *saved = NULL, *csv = NULL, *summary = NULL;

  g_assert_nonnull (log);
  game = tc_game_new_from_log (log, G_MAXUINT);
  ruleset = tc_game_get_ruleset (game);

  g_assert_cmpstr (tc_ruleset_get_players (ruleset)[0], ==, "Ana\u202e");
  g_assert_cmpstr (tc_ruleset_get_player (ruleset, 1), ==, "\u2068Ana\u202e\u2069");
  g_assert_cmpstr (tc_ruleset_get_player (ruleset, 2), ==, "\u2068\u05e9\u05e8\u05d4\u2069");
  g_assert_cmpstr (tc_ruleset_get_player (ruleset, 3), ==, "Ben");

  sentence = tc_game_describe_entry (game, 0);
  g_assert_nonnull (strstr (sentence, "\u2068Ana\u202e\u2069"));

  saved = tc_game_to_data (game);
  g_test_message ("%s", saved);
  g_assert_nonnull (strstr (saved, "\"Ana\u202e\""));
  g_assert_null (strstr (saved, "\u2068"));
  csv = tc_export_to_data (game, TC_EXPORT_CSV);
  g_assert_true (g_str_has_prefix (csv, "turn,Ana\u202e,\u05e9\u05e8\u05d4,Ben\n"));
  summary = tc_export_to_data (game, TC_EXPORT_SUMMARY);
  g_assert_nonnull (strstr (summary, "\u2068Ana\u202e\u2069"));
}

static void
test_stats_text (void)
{
  /* Ana's turns take 90 s and 150 s, Ben's 180 s (from the entry that
   * ended the turn before, or from the first entry).
   */
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL,
                                             SCORE_AT (1, 2, "20:00:00"), END_AT (1, "20:01:30"),
                                             SCORE_AT (2, 3, "20:02:00"), END_AT (2, "20:04:30"),
                                             SCORE_AT (1, -1, "20:05:00"), END_AT (1, "20:07:00"),
                                             NULL);
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);
  g_autofree char *text = tc_stats_to_text (game);

  g_assert_cmpint (tc_score_table_get_seconds (table, 0), ==, 90);
  g_assert_cmpint (tc_score_table_get_seconds (table, 1), ==, 180);
  g_assert_cmpint (tc_score_table_get_seconds (table, 2), ==, 150);
  g_assert_cmpstr (text, ==,
                   "Turns played: 3\n"
                   "Ana\n"
                   "  average turn: 2 min 00 s\n"
                   "  score entries: 2 (1 negative)\n"
                   "Ben\n"
                   "  average turn: 3 min 00 s\n"
                   "  score entries: 1 (0 negative)\n");
}

/* A two-seat tie: 3 = 5 − 2. The note, made after Ben's second turn
 * ended and before Ana's third began, stays with Ben's turn: a note opens
 * no turn (tc-timeline.c).
 */
#define SHORT_TIE \
  SCORE (1, 3), END (1), SCORE (2, 5), END (2), \
  END (1), SCORE (2, -2), END (2), \
  NOTE ("close game"), END (1), END (2)

static void
test_summary_tie (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, SHORT_TIE, NULL);
  g_autofree char *text = tc_summary_to_text (game);

  g_assert_cmpstr (text, ==,
                   "Score pad — created 10 Jan 2026, 20:00\n"
                   "Seat 1: Ana\n"
                   "Seat 2: Ben\n"
                   "\nRound 1 · Turn 1 · Ana\n"
                   "    1  Ana scores 3\n"
                   "    2  Ana ends the turn\n"
                   "\nRound 1 · Turn 2 · Ben\n"
                   "    3  Ben scores 5\n"
                   "    4  Ben ends the turn\n"
                   "\nRound 2 · Turn 3 · Ana\n"
                   "    5  Ana ends the turn\n"
                   "\nRound 2 · Turn 4 · Ben\n"
                   "    6  Ben loses 2\n"
                   "    7  Ben ends the turn\n"
                   "    8  Note: close game\n"
                   "\nRound 3 · Turn 5 · Ana\n"
                   "    9  Ana ends the turn\n"
                   "\nRound 3 · Turn 6 · Ben\n"
                   "   10  Ben ends the turn\n"
                   "\nFinal scores:\n"
                   "  Ana: 3 (winner)\n"
                   "  Ben: 3 (winner)\n");
}

static void
test_summary_three_way_game (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (3, NULL, TIED_GAME, NULL);
  g_autofree char *text = tc_summary_to_text (game);

  g_assert_true (g_str_has_suffix (text, "\nFinal scores:\n"
                                         "  Ana: 7 (winner)\n"
                                         "  Ben: 7 (winner)\n"
                                         "  Cy: 6\n"));
  g_assert_nonnull (strstr (text, "\nRound 3 · Turn 9 · Cy\n   17  Cy ends the turn\n"));
}

static void
test_summary_illegal_entry (void)
{
  g_autoptr(TcGame) game = tc_core_replay (2, NULL, SCORE (1, 3), END (2), NULL);
  g_autofree char *text = tc_summary_to_text (game);

  g_assert_cmpstr (text, ==,
                   "Score pad — created 10 Jan 2026, 20:00\n"
                   "Seat 1: Ana\n"
                   "Seat 2: Ben\n"
                   "\nRound 1 · Turn 1 · Ana\n"
                   "    1  Ana scores 3\n"
                   "\nEntry 2 is illegal: it is Ana’s turn, not Ben’s\n"
                   "\nScores so far:\n"
                   "  Ana: 3\n"
                   "  Ben: 0\n");
}

static void
test_export_formats (void)
{
  TcExportFormat format = TC_EXPORT_CSV;

  g_assert_true (tc_export_format_from_name ("json", &format));
  g_assert_cmpint (format, ==, TC_EXPORT_LOG);
  g_assert_true (tc_export_format_from_name ("text", &format));
  g_assert_cmpint (format, ==, TC_EXPORT_SUMMARY);
  g_assert_true (tc_export_format_from_name ("csv", &format));
  g_assert_cmpint (format, ==, TC_EXPORT_CSV);
  g_assert_false (tc_export_format_from_name ("pdf", &format));
  g_assert_cmpint (format, ==, TC_EXPORT_CSV);

  g_assert_cmpstr (tc_export_format_get_extension (TC_EXPORT_LOG), ==, "json");
  g_assert_cmpstr (tc_export_format_get_extension (TC_EXPORT_SUMMARY), ==, "txt");
  g_assert_cmpstr (tc_export_format_get_extension (TC_EXPORT_CSV), ==, "csv");
}

static void
test_export_data (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (3, NULL, TIED_GAME, NULL);
  g_autofree char *csv = tc_export_to_data (game, TC_EXPORT_CSV);
  g_autofree char *text = tc_export_to_data (game, TC_EXPORT_SUMMARY);
  g_autofree char *summary = tc_summary_to_text (game);

  g_assert_cmpstr (csv, ==, tied_csv);
  g_assert_cmpstr (text, ==, summary);
}

static void
test_export_log_cut_before_illegal (void)
{
  /* Entry 3 is illegal: the exported log keeps entries 1–2 and no redo. */
  const char *data =
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"score-pad\",\"players\":[\"Ana\",\"Ben\"],"
    "\"entries\":[" SCORE (1, 3) "," END (1) "," END (1) "],\"redo\":[" END (2) "]}";
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, NULL);
  g_autoptr(TcGame) game = tc_game_new_from_log (log, G_MAXUINT);
  g_autofree char *json = tc_export_to_data (game, TC_EXPORT_LOG);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) back = tc_log_read_data (json, strlen (json), NULL, &error);

  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (json, "}\n"));
  g_assert_cmpuint (back->entries->len, ==, 2);
  g_assert_cmpuint (back->redo->len, ==, 0);
}

static void
test_export_log_keeps_redo (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, TARGET_10, SCORE (1, 3), END (1), NULL);
  g_autofree char *json = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *line = NULL;

  /* Exported as saved, the redo list included, with an ending newline. */
  g_assert_true (tc_game_undo (game));
  json = tc_export_to_data (game, TC_EXPORT_LOG);
  saved = tc_game_to_data (game);
  line = g_strconcat (saved, "\n", NULL);
  g_assert_cmpstr (json, ==, line);
  g_assert_nonnull (strstr (json, "\"redo\""));
}

static void
test_export_file (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (3, NULL, TIED_GAME, NULL);
  g_autofree char *dir = g_dir_make_tmp ("tc-core-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "scores.csv", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-folder", "scores.csv", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_export_to_file (game, TC_EXPORT_CSV, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, tied_csv);

  g_assert_false (tc_export_to_file (game, TC_EXPORT_CSV, missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  tc_core_test_init (&argc, &argv);

  g_test_add_func ("/core/stats/score-table", test_score_table);
  g_test_add_func ("/core/stats/score-table-open-turn", test_score_table_open_turn);
  g_test_add_func ("/core/stats/score-table-stops-at-illegal-entry", test_score_table_stops_at_illegal_entry);
  g_test_add_func ("/core/stats/csv-quotes-names", test_csv_quotes_names);
  g_test_add_func ("/core/stats/csv-neutralises-formulas", test_csv_neutralises_formulas);
  g_test_add_func ("/core/stats/names-isolated", test_names_isolated);
  g_test_add_func ("/core/stats/stats-text", test_stats_text);
  g_test_add_func ("/core/summary/tie", test_summary_tie);
  g_test_add_func ("/core/summary/three-way-game", test_summary_three_way_game);
  g_test_add_func ("/core/summary/illegal-entry", test_summary_illegal_entry);
  g_test_add_func ("/core/export/formats", test_export_formats);
  g_test_add_func ("/core/export/data", test_export_data);
  g_test_add_func ("/core/export/log-cut-before-illegal", test_export_log_cut_before_illegal);
  g_test_add_func ("/core/export/log-keeps-redo", test_export_log_keeps_redo);
  g_test_add_func ("/core/export/file", test_export_file);

  return g_test_run ();
}
