/* test-mcg-estimate.c: the card game's win chances on positions whose
 * answer is known (docs/estimate.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"
#include "tc-test-estimate.h"

static void
test_finished_game (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (4, NULL, TC_MCG_TEST_WINNING_GAME, TC_MCG_TEST_WINNING_CRAFT,
                                                 NULL);

  tc_test_estimate_assert_finished (game);
}

/* Ana (11 points of 16) holds wood-3 and diamond-3 and may craft the
 * diamond pickaxe (6) from craft pile 4 now; nobody else holds a card.
 * The random table crafts when it can, but one action in twenty: she
 * fails both her actions one time in four hundred, and then nobody else
 * can craft before her next turn.
 */
static void
test_forced_win (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (4, NULL, TC_MCG_TEST_WINNING_GAME, NULL);
  g_autoptr(TcEstimate) estimate = NULL;

  g_assert_cmpuint (tc_mcg_test_state (game)->active, ==, 0);
  estimate = tc_test_estimate (tc_game_get_ruleset (game), tc_game_get_state (game), 500);
  g_test_message ("Ana wins %.4f", estimate->share[0]);
  g_assert_cmpfloat (estimate->share[0], >=, 0.99);
}

static void
test_even_start (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (4, NULL, NULL);

  tc_test_estimate_assert_even (tc_game_get_ruleset (game), 2000, 0.05, 0.03);
}

static void
test_repeatable (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_MCG_GAME_ID, 4, 1);

  tc_test_estimate_assert_repeatable (game);
}

static void
test_cancelled (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_MCG_GAME_ID, 4, 1);

  tc_test_estimate_assert_cancels (game);
}

/* Points that no crafted card gives break an invariant. */
static void
test_corrupt_state (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (4, NULL, TC_MCG_TEST_WINNING_GAME, NULL);
  TcMcgState corrupt = *tc_mcg_test_state (game);

  corrupt.seats[1].points = 3;
  tc_test_estimate_assert_corrupt (tc_game_get_ruleset (game), &corrupt);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tc_test_estimate_check_playouts ();

  g_test_add_func ("/mcg/estimate/finished-game", test_finished_game);
  g_test_add_func ("/mcg/estimate/forced-win", test_forced_win);
  g_test_add_func ("/mcg/estimate/even-start", test_even_start);
  g_test_add_func ("/mcg/estimate/repeatable", test_repeatable);
  g_test_add_func ("/mcg/estimate/cancelled", test_cancelled);
  g_test_add_func ("/mcg/estimate/corrupt-state", test_corrupt_state);

  return g_test_run ();
}
