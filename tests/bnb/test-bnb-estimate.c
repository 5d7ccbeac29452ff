/* test-bnb-estimate.c: Builders & Biomes win chances on positions whose
 * answer is known (docs/estimate.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-bnb-test.h"
#include "tc-rulesets.h"
#include "tc-test-estimate.h"

static void
test_finished_game (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_BNB_GAME_ID, 4, 2);

  tc_test_estimate_assert_finished (game);
}

/* A random game just after its setup. */
static void
copy_setup_state (TcGame     *game,
                  TcBnbState *state)
{
  g_assert_true (tc_game_get_n_applied (game) > 1);
  tc_game_copy_state_at (game, 1, state);
  g_assert_true (state->started);
}

/* Just after the setup, Ben has 1,000 XP: no seat ever loses XP, and a
 * whole game gives a few dozen.
 */
static void
test_forced_win (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_BNB_GAME_ID, 4, 3);
  g_autoptr(TcEstimate) estimate = NULL;
  TcBnbState forced;

  copy_setup_state (game, &forced);
  forced.seats[1].xp = 1000;
  estimate = tc_test_estimate (tc_game_get_ruleset (game), &forced, 500);
  g_test_message ("Ben wins %.4f", estimate->share[1]);
  g_assert_cmpfloat (estimate->share[1], >=, 0.99);
}

static void
test_even_start (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (4, NULL, NULL);

  tc_test_estimate_assert_even (tc_game_get_ruleset (game), 2000, 0.05, 0.03);
}

static void
test_repeatable (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_BNB_GAME_ID, 4, 1);

  tc_test_estimate_assert_repeatable (game);
}

static void
test_cancelled (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_BNB_GAME_ID, 4, 1);

  tc_test_estimate_assert_cancels (game);
}

/* XP below zero breaks an invariant. */
static void
test_corrupt_state (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_BNB_GAME_ID, 4, 3);
  TcBnbState corrupt;

  copy_setup_state (game, &corrupt);
  corrupt.seats[0].xp = -5;
  tc_test_estimate_assert_corrupt (tc_game_get_ruleset (game), &corrupt);
}

/* Random 4-player game 8 from seed 7 collects where a scratch state's
 * unset "finished" once made every block look untakeable: the simulator,
 * and every playout, looked for a block for ever.
 */
static void
test_collect_ends (void)
{
  TcRulesetClass *klass = tc_rulesets_find (TC_BNB_GAME_ID);
  g_autoptr(GError) error = NULL;
  TcSimGame game = { 0 };

  g_assert_true (tc_ruleset_class_simulate (klass, 7, 8, 4, TC_SIM_CHECK, &game, &error));
  g_assert_no_error (error);
  g_assert_true (game.finished);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tc_test_estimate_check_playouts ();

  g_test_add_func ("/bnb/estimate/finished-game", test_finished_game);
  g_test_add_func ("/bnb/estimate/forced-win", test_forced_win);
  g_test_add_func ("/bnb/estimate/even-start", test_even_start);
  g_test_add_func ("/bnb/estimate/repeatable", test_repeatable);
  g_test_add_func ("/bnb/estimate/cancelled", test_cancelled);
  g_test_add_func ("/bnb/estimate/corrupt-state", test_corrupt_state);
  g_test_add_func ("/bnb/estimate/collect-ends", test_collect_ends);

  return g_test_run ();
}
