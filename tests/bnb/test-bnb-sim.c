/* test-bnb-sim.c: random Builders & Biomes games, every entry legal and
 * every invariant kept; their logs read back to the same game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-bnb-sim.h"
#include "tc-bnb-test.h"
#include "tc-rulesets.h"
#include "tc-test-log.h"

#define N_GAMES 5000

/* Every game ends by the rules (after the third scoring round), whatever
 * the number of players: the simulator never stops one at its limit.
 */
static void
test_many_games (void)
{
  TcRulesetClass *klass = tc_rulesets_find (TC_BNB_GAME_ID);

  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(GError) error = NULL;
      TcSimGame game = { 0 };

      if (!tc_ruleset_class_simulate (klass, 20261128, i, 0, TC_SIM_CHECK, &game, &error))
        g_error ("game %u: %s", i, error->message);
      g_assert_true (game.finished);
      g_assert_cmpuint (game.n_entries, >, 1);
    }

  /* Four players, the count the benchmark plays, from two seeds. */
  for (guint i = 0; i < 1000; i++)
    {
      g_autoptr(GError) error = NULL;
      TcSimGame game = { 0 };

      if (!tc_ruleset_class_simulate (klass, 1 + i % 2, i / 2, 4, TC_SIM_CHECK, &game, &error))
        g_error ("game %u: %s", i, error->message);
      g_assert_true (game.finished);
    }
}

/* A simulated game written as a file reads back and replays to the end
 * in the state the referee reached, every entry with a sentence.
 */
static void
test_log_round_trip (void)
{
  TcRulesetClass *klass = tc_rulesets_find (TC_BNB_GAME_ID);

  for (guint i = 0; i < 60; i++)
    tc_test_log_assert_simulated_round_trip (klass, 11, i, 2 + i % 3, sizeof (TcBnbState));
}

/* The simulator picks blocks from tc_bnb_takeable_cells(): on any cube,
 * full, emptied at random or emptied from the top, it allows exactly the
 * cells tc_bnb_state_takeable() does.
 */
static void
test_takeable_cells (void)
{
  const TcBnbRules rules = { .data = tc_bnb_data_get_default (), .n_seats = 2 };
  TcSimRand rand;
  guint n_takeable = 0;

  tc_sim_rand_init (&rand, 5);
  for (guint i = 0; i < 3000; i++)
    {
      TcBnbState state;
      guint64 occupied;

      tc_bnb_state_init (&rules, &state);
      for (guint c = 0; c < TC_BNB_N_CELLS; c++)
        {
          /* Every third cube is emptied layer by layer from the top. */
          gboolean empty = i % 3 == 0 ? c < i % TC_BNB_N_CELLS : tc_sim_rand_below (&rand, 64) < i % 64;

          state.cube[c] = empty ? 1 : 0;
        }
      occupied = tc_bnb_state_occupied_cells (&state);
      for (guint c = 0; c < TC_BNB_N_CELLS; c++)
        {
          gboolean takeable = (tc_bnb_takeable_cells (occupied) >> c) & 1;

          g_assert_cmpint ((occupied >> c) & 1, ==, state.cube[c] == 0);
          g_assert_cmpint (takeable, ==, tc_bnb_state_takeable (&state, c));
          n_takeable += takeable;
        }
    }

  /* A full cube allows its top layer's four corners only (two open sides). */
  g_assert_cmphex (tc_bnb_takeable_cells (G_MAXUINT64), ==, 0x9009);
  g_assert_cmpuint (n_takeable, >, 3000);
}

static void
test_player_range (void)
{
  TcRulesetClass *klass = tc_rulesets_find (TC_BNB_GAME_ID);
  g_autoptr(GError) error = NULL;
  TcSimGame game = { 0 };

  g_assert_false (tc_ruleset_class_simulate (klass, 1, 0, 1, TC_SIM_CHECK, &game, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (tc_ruleset_class_simulate (klass, 1, 0, 5, TC_SIM_CHECK, &game, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (tc_ruleset_class_simulate (klass, 1, 0, 2, TC_SIM_CHECK, &game, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bnb/sim/many-games", test_many_games);
  g_test_add_func ("/bnb/sim/log-round-trip", test_log_round_trip);
  g_test_add_func ("/bnb/sim/takeable-cells", test_takeable_cells);
  g_test_add_func ("/bnb/sim/player-range", test_player_range);

  return g_test_run ();
}
