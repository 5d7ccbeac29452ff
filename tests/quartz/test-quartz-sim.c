/* test-quartz-sim.c: ten thousand random Quartz games, every entry legal
 * and every invariant kept; their logs read back to the same game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-quartz-sim.h"
#include "tc-quartz-test.h"
#include "tc-rulesets.h"
#include "tc-test-log.h"

#define N_GAMES 10000

static void
test_many_games (void)
{
  TcRulesetClass *klass = tc_rulesets_find (TC_QUARTZ_GAME_ID);
  guint finished = 0, ended_early = 0;

  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(GError) error = NULL;
      TcSimGame game = { 0 };

      if (!tc_ruleset_class_simulate (klass, 20261125, i, 0, TC_SIM_CHECK, &game, &error))
        g_error ("game %u: %s", i, error->message);
      finished += game.finished;
    }

  g_assert_cmpuint (finished, ==, N_GAMES);

  /* Both ends of a game happen: after round 6 and by an empty bag. */
  for (guint i = 0; i < 200; i++)
    {
      g_autoptr(GError) error = NULL;
      TcSimGame game = { 0 };
      g_autoptr(TcGame) replayed = NULL;

      g_assert_true (tc_ruleset_class_simulate (klass, 7, i, 0, TC_SIM_KEEP_LOG | TC_SIM_CHECK, &game, &error));
      replayed = tc_game_new_from_log (game.log, G_MAXUINT);
      ended_early += ((const TcQuartzState *) tc_game_get_state (replayed))->round < 6;
      tc_log_free (game.log);
    }
  g_assert_cmpuint (ended_early, >, 0);
  g_assert_cmpuint (ended_early, <, 200);
}

/* A simulated game written as a file reads back and replays to the end,
 * and every entry has a sentence.
 */
static void
test_log_round_trip (void)
{
  TcRulesetClass *klass = tc_rulesets_find (TC_QUARTZ_GAME_ID);

  for (guint i = 0; i < 50; i++)
    tc_test_log_assert_simulated_round_trip (klass, 11, i, 3 + i % 4, sizeof (TcQuartzState));
}

static void
test_player_range (void)
{
  TcRulesetClass *klass = tc_rulesets_find (TC_QUARTZ_GAME_ID);
  g_autoptr(GError) error = NULL;
  TcSimGame game = { 0 };

  g_assert_false (tc_ruleset_class_simulate (klass, 1, 0, 2, TC_SIM_CHECK, &game, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (tc_ruleset_class_simulate (klass, 1, 0, 6, TC_SIM_CHECK, &game, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/quartz/sim/many-games", test_many_games);
  g_test_add_func ("/quartz/sim/log-round-trip", test_log_round_trip);
  g_test_add_func ("/quartz/sim/player-range", test_player_range);

  return g_test_run ();
}
