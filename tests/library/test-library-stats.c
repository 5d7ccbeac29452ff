/* test-library-stats.c: points per turn, turn times and per-game counts
 *
 * The expectations on hand.json were worked out by hand from the entries
 * (see the comments); the simulated games are checked against properties
 * that hold for any game, computed independently of tc-stats.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-game.h"
#include "tc-log.h"
#include "tc-mcg-entry.h"
#include "tc-mcg-ruleset.h"
#include "tc-mcg-sim.h"
#include "tc-mcg-stats.h"
#include "tc-stats.h"
#include "tc-test-hand.h"

static TcGame *
load_hand_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "library", "hand.json", NULL);
  g_autoptr(GError) error = NULL;
  TcGame *game = tc_game_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_null (tc_game_get_replay_error (game));
  return game;
}

/* hand.json, 2 players, 36 entries:
 *   turn 1 Ana: crafts wood-sword (2 points); end_turn is entry 6
 *   turn 2 Ben: mines twice, no craft; entry 11
 *   turn 3 Ana: creeper attack, TNT; entry 24
 *   turn 4 Ben: crafts wood-hoe (1 point), uses it; entry 33
 *   turn 5 Ana: crafts stone-hoe (1 point), a note; no end_turn: the
 *   last row is the state after entry 36.
 */
static void
test_score_table_hand (void)
{
  g_autoptr(TcGame) game = load_hand_game ();
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);
  const guint ana[] = { 2, 2, 2, 2, 3 };
  const guint ben[] = { 0, 0, 0, 1, 1 };
  const guint ends[] = { 6, 11, 24, 33, 36 };

  g_assert_cmpuint (tc_score_table_get_n_seats (table), ==, 2);
  g_assert_cmpuint (tc_score_table_get_n_turns (table), ==, 5);
  for (guint turn = 0; turn < 5; turn++)
    {
      g_assert_cmpuint (tc_score_table_get_points (table, turn, 1), ==, ana[turn]);
      g_assert_cmpuint (tc_score_table_get_points (table, turn, 2), ==, ben[turn]);
      g_assert_cmpuint (tc_score_table_get_end (table, turn), ==, ends[turn]);
      g_assert_cmpuint (tc_score_table_get_seat (table, turn), ==, turn % 2 == 0 ? 1 : 2);
    }

  g_assert_cmpuint (tc_score_table_get_max_points (table), ==, 3);
  g_assert_cmpuint (tc_score_table_find_turn (table, 0), ==, 0);
  g_assert_cmpuint (tc_score_table_find_turn (table, 6), ==, 0);
  g_assert_cmpuint (tc_score_table_find_turn (table, 7), ==, 1);
  g_assert_cmpuint (tc_score_table_find_turn (table, 36), ==, 4);
}

/* Times: setup 18:00:00, first end_turn 18:02:00, second 18:03:30; the
 * later entries carry none.
 */
static void
test_turn_times (void)
{
  g_autoptr(TcGame) game = load_hand_game ();
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);
  g_autofree char *text = tc_stats_to_text (game);

  g_assert_cmpint (tc_score_table_get_seconds (table, 0), ==, 120);
  g_assert_cmpint (tc_score_table_get_seconds (table, 1), ==, 90);
  g_assert_cmpint (tc_score_table_get_seconds (table, 2), ==, -1);
  g_assert_cmpint (tc_score_table_get_seconds (table, 4), ==, -1);

  /* Ana's only timed turn took 2 min, Ben's 1 min 30 s. */
  g_assert_nonnull (strstr (text, "Ana\n  average turn: 2 min 00 s\n"));
  g_assert_nonnull (strstr (text, "Ben\n  average turn: 1 min 30 s\n"));
}

static void
test_csv_hand (void)
{
  g_autoptr(TcGame) game = load_hand_game ();
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);
  g_autofree char *csv = tc_score_table_to_csv (table, tc_game_get_ruleset (game));

  g_assert_cmpstr (csv, ==,
                   TC_TEST_HAND_CSV);
}

/* Counted by hand from hand.json:
 *   Ana mines wood-3 (pile 1), wood-1 (pile 1) and the TNT (pile 5);
 *   Ben mines wood-2 (pile 2) and wild-1 (pile 4).
 *   One creeper attack: Ana answers with her wood-sword, Ben with wild-1.
 *   Ben uses his wood-hoe.
 *   Crafts: Ana wood-sword and stone-hoe, Ben wood-hoe.
 */
static void
test_mcg_counts_hand (void)
{
  g_autoptr(TcGame) game = load_hand_game ();
  TcMcgStats stats;
  enum { WOOD, STONE, IRON, GOLD, DIAMOND, WILD };

  g_assert_true (tc_mcg_stats_collect (game, &stats));
  g_assert_cmpuint (stats.n_seats, ==, 2);
  g_assert_cmpuint (stats.n_types, ==, 6);

  g_assert_cmpuint (stats.mined[0][WOOD], ==, 2);
  g_assert_cmpuint (stats.mined[0][WILD], ==, 0);
  g_assert_cmpuint (stats.tnt_mined[0], ==, 1);
  g_assert_cmpuint (stats.mined[1][WOOD], ==, 1);
  g_assert_cmpuint (stats.mined[1][WILD], ==, 1);
  g_assert_cmpuint (stats.tnt_mined[1], ==, 0);

  g_assert_cmpuint (stats.attacks[0], ==, 1);
  g_assert_cmpuint (stats.swords[0], ==, 1);
  g_assert_cmpuint (stats.attacks[1], ==, 1);
  g_assert_cmpuint (stats.swords[1], ==, 0);

  g_assert_cmpuint (stats.tools[0][TC_MCG_POWER_SWORD], ==, 1);
  g_assert_cmpuint (stats.tools[0][TC_MCG_POWER_HOE], ==, 0);
  g_assert_cmpuint (stats.tools[1][TC_MCG_POWER_HOE], ==, 1);
  g_assert_cmpuint (stats.tools[1][TC_MCG_POWER_SWORD], ==, 0);

  g_assert_cmpuint (stats.crafts[0][WOOD], ==, 1);
  g_assert_cmpuint (stats.crafts[0][STONE], ==, 1);
  g_assert_cmpuint (stats.crafts[1][WOOD], ==, 1);
  g_assert_cmpuint (stats.crafts[1][STONE], ==, 0);
}

static TcGame *
simulate_game (guint32   seed,
               gboolean *finished)
{
  const char *players[] = { "Ana", "Ben", "Cy", NULL };
  TcSimRand rand;
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) ruleset = tc_ruleset_new (TC_MCG_GAME_ID, players, NULL, &error);
  const TcMcgRules *rules = tc_mcg_ruleset_get_rules (TC_MCG_RULESET (ruleset));
  TcMcgSimGame sim = { 0 };
  TcGame *game;

  g_assert_no_error (error);
  tc_sim_rand_init (&rand, seed);
  g_assert_true (tc_mcg_sim_play (rules, &rand, &sim, &error));
  g_assert_no_error (error);

  game = tc_game_new (ruleset, NULL);
  for (guint i = 0; i < sim.n_entries; i++)
    {
      g_autoptr(JsonObject) object = tc_mcg_entry_to_json (rules->cards, &sim.entries[i]);
      g_autoptr(TcEntry) entry = tc_ruleset_parse_entry (ruleset, object, &error);

      g_assert_no_error (error);
      g_assert_true (tc_game_append (game, entry, NULL, &error));
    }

  *finished = sim.finished;
  tc_mcg_sim_game_clear (&sim);
  return game;
}

/* For any game: one row per end_turn, plus one when play went on after
 * the last; each row holds the points of the state right after the entry
 * that ends it; the last row is the final state.
 */
static void
test_score_table_simulated (void)
{
  for (guint32 seed = 1; seed <= 20; seed++)
    {
      gboolean finished;
      g_autoptr(TcGame) game = simulate_game (seed, &finished);
      g_autoptr(TcScoreTable) table = tc_score_table_new (game);
      TcRuleset *ruleset = tc_game_get_ruleset (game);
      guint n = tc_game_get_n_entries (game);
      guint n_end_turns = 0, last_end = 0, row = 0;
      TcMcgState state;

      for (guint i = 0; i < n; i++)
        if (g_strcmp0 (tc_entry_get_kind (tc_game_get_entry (game, i)), "end_turn") == 0)
          {
            n_end_turns++;
            last_end = i + 1;
          }

      g_assert_cmpuint (tc_score_table_get_n_turns (table), ==, n_end_turns + (last_end < n ? 1 : 0));

      /* A won game ends inside the winner's turn, never with an end_turn. */
      if (finished)
        g_assert_cmpuint (last_end, <, n);

      for (guint i = 0; i < n; i++)
        {
          if (g_strcmp0 (tc_entry_get_kind (tc_game_get_entry (game, i)), "end_turn") != 0 && i + 1 != n)
            continue;

          tc_game_copy_state_at (game, i + 1, &state);
          g_assert_cmpuint (tc_score_table_get_end (table, row), ==, i + 1);
          for (guint seat = 1; seat <= 3; seat++)
            g_assert_cmpuint (tc_score_table_get_points (table, row, seat), ==, state.seats[seat - 1].points);
          row++;
        }
      g_assert_cmpuint (row, ==, tc_score_table_get_n_turns (table));

      if (finished)
        {
          guint winner = g_bit_nth_lsf (tc_ruleset_get_winners (ruleset, tc_game_get_state (game)), -1) + 1;

          g_assert_cmpuint (tc_score_table_get_points (table, row - 1, winner), >=, 20);
        }
    }
}

/* Every mine is counted once, by type or as a TNT; every craft once. */
static void
test_mcg_counts_simulated (void)
{
  for (guint32 seed = 1; seed <= 20; seed++)
    {
      gboolean finished;
      g_autoptr(TcGame) game = simulate_game (seed, &finished);
      TcMcgStats stats;
      guint mines = 0, crafts = 0, counted_mines = 0, counted_crafts = 0, points = 0;

      for (guint i = 0; i < tc_game_get_n_entries (game); i++)
        {
          const char *kind = tc_entry_get_kind (tc_game_get_entry (game, i));

          mines += g_strcmp0 (kind, "mine") == 0;
          crafts += g_strcmp0 (kind, "craft") == 0;
        }

      g_assert_true (tc_mcg_stats_collect (game, &stats));
      for (guint seat = 0; seat < stats.n_seats; seat++)
        {
          counted_mines += stats.tnt_mined[seat];
          for (guint type = 0; type < stats.n_types; type++)
            {
              counted_mines += stats.mined[seat][type];
              counted_crafts += stats.crafts[seat][type];
            }
          g_assert_cmpuint (stats.swords[seat], <=, stats.attacks[seat]);
          g_assert_cmpuint (stats.swords[seat], ==, stats.tools[seat][TC_MCG_POWER_SWORD]);
          points += tc_ruleset_get_score (tc_game_get_ruleset (game), tc_game_get_state (game), seat + 1);
        }

      g_assert_cmpuint (counted_mines, ==, mines);
      g_assert_cmpuint (counted_crafts, ==, crafts);
      /* Every craft scores at least one point. */
      g_assert_cmpuint (points, >=, crafts);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/library/stats/score-table/hand", test_score_table_hand);
  g_test_add_func ("/library/stats/score-table/simulated", test_score_table_simulated);
  g_test_add_func ("/library/stats/turn-times", test_turn_times);
  g_test_add_func ("/library/stats/csv", test_csv_hand);
  g_test_add_func ("/library/stats/mcg-counts/hand", test_mcg_counts_hand);
  g_test_add_func ("/library/stats/mcg-counts/simulated", test_mcg_counts_simulated);

  return g_test_run ();
}
