/* test-quartz-estimate.c: Quartz win chances on positions whose answer
 * is known (docs/estimate.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-quartz-test.h"
#include "tc-test-estimate.h"

#define SETUP "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5}}"

static void
test_finished_game (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_QUARTZ_GAME_ID, 4, 2);

  tc_test_estimate_assert_finished (game);
}

/* The colour worth the most. */
static guint
dearest_colour (const TcQuartzData *data)
{
  guint dearest = 0;

  for (guint k = 1; k < TC_QUARTZ_N_COLOURS; k++)
    if (data->crystals[k].value > data->crystals[dearest].value)
      dearest = k;

  return dearest;
}

/* Just after the setup, Ben's chest holds 60 crystals of the dearest
 * colour, which nobody can steal; the bag holds 30, and even all of them
 * are worth half as much.
 */
static void
test_forced_win (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (4, NULL, SETUP, NULL);
  const TcQuartzRules *rules = tc_quartz_test_rules (game);
  TcQuartzState forced = *tc_quartz_test_state (game);
  g_autoptr(TcEstimate) estimate = NULL;

  forced.seats[1].chest[dearest_colour (rules->data)] = 60;
  estimate = tc_test_estimate (tc_game_get_ruleset (game), &forced, 500);
  g_test_message ("Ben wins %.4f", estimate->share[1]);
  g_assert_cmpfloat (estimate->share[1], >=, 0.99);
}

static void
test_even_start (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (4, NULL, NULL);

  tc_test_estimate_assert_even (tc_game_get_ruleset (game), 2000, 0.05, 0.03);
}

static void
test_repeatable (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_QUARTZ_GAME_ID, 4, 1);

  tc_test_estimate_assert_repeatable (game);
}

static void
test_cancelled (void)
{
  g_autoptr(TcGame) game = tc_test_estimate_simulated_game (TC_QUARTZ_GAME_ID, 4, 1);

  tc_test_estimate_assert_cancels (game);
}

/* More dice unused than rolled break an invariant. */
static void
test_corrupt_state (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (4, NULL, SETUP, NULL);
  TcQuartzState corrupt = *tc_quartz_test_state (game);

  corrupt.unused[0] = corrupt.roll[0] + 1;
  tc_test_estimate_assert_corrupt (tc_game_get_ruleset (game), &corrupt);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tc_test_estimate_check_playouts ();

  g_test_add_func ("/quartz/estimate/finished-game", test_finished_game);
  g_test_add_func ("/quartz/estimate/forced-win", test_forced_win);
  g_test_add_func ("/quartz/estimate/even-start", test_even_start);
  g_test_add_func ("/quartz/estimate/repeatable", test_repeatable);
  g_test_add_func ("/quartz/estimate/cancelled", test_cancelled);
  g_test_add_func ("/quartz/estimate/corrupt-state", test_corrupt_state);

  return g_test_run ();
}
