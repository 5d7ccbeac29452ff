/* test-mcg-mine.c: mine and end_turn (spec §4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

static void
test_card_goes_to_hand (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP,
                                                 "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *pending = tc_mcg_test_pending (game);

  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "iron-1"), ==, 1);
  g_assert_cmpuint (state->seats[0].n_hand, ==, 1);
  g_assert_cmpuint (state->piles[2].remaining, ==, 14);
  g_assert_null (tc_mcg_test_top (game, 3));
  g_assert_cmpuint (state->actions_left, ==, 1);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":3}]");

  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":3,\"card\":\"wood-axe\"}", "reveal.not_resource");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":3,\"card\":\"iron-9\"}", "card.unknown");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"craft_pile\":3,\"card\":\"gold-axe\"}", "reveal.not_owed");
  tc_mcg_test_append (game, "{\"type\":\"reveal\",\"pile\":3,\"card\":\"iron-3\"}", NULL);
  g_assert_cmpstr (tc_mcg_test_top (game, 3), ==, "iron-3");
  g_assert_cmpuint (state->piles[2].remaining, ==, 14);
  g_assert_cmpuint (state->n_queue, ==, 0);
}

static void
test_not_active_seat (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":2,\"pile\":1}", "turn.not_active");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":3,\"pile\":1}", "seat.range");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":0,\"pile\":1}", "seat.range");
}

static void
test_pile_out_of_range (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":6}", "mine.pile");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":0}", "mine.pile");
  tc_mcg_test_append (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":5}", NULL);
}

static void
test_reveal_owed_first (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP,
                                                 "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":2}", "queue.pending");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"end_turn\",\"seat\":1}", "queue.pending");
}

static void
test_two_actions_per_turn (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 0);
  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "wood-1"), ==, 1);
  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "wood-2"), ==, 1);
  g_assert_cmpuint (tc_mcg_test_state (game)->piles[0].remaining, ==, 13);
  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "turn.no_actions");
}

static void
test_end_turn (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (3, NULL, TC_MCG_TEST_SETUP,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}", NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"end_turn\",\"seat\":2}", "turn.not_active");
  /* Ending with an action left is legal; the next seat gets 2. */
  tc_mcg_test_append (game, "{\"type\":\"end_turn\",\"seat\":1}", NULL);
  g_assert_cmpuint (tc_mcg_test_state (game)->active, ==, 1);
  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 2);
  tc_mcg_test_append (game, "{\"type\":\"end_turn\",\"seat\":2}", "{\"type\":\"end_turn\",\"seat\":3}", NULL);
  g_assert_cmpuint (tc_mcg_test_state (game)->active, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/mine/card-goes-to-hand", test_card_goes_to_hand);
  g_test_add_func ("/mcg/mine/only-the-active-seat", test_not_active_seat);
  g_test_add_func ("/mcg/mine/pile-out-of-range", test_pile_out_of_range);
  g_test_add_func ("/mcg/mine/reveal-owed-first", test_reveal_owed_first);
  g_test_add_func ("/mcg/mine/two-actions-per-turn", test_two_actions_per_turn);
  g_test_add_func ("/mcg/mine/end-turn-passes-to-next-seat", test_end_turn);

  return g_test_run ();
}
