/* test-mcg-unseen.c: cards that can still be hidden in the piles (spec §3, §7.2.6, §7.2.8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

static guint
unseen (TcGame           *game,
        const TcMcgState *state,
        const char       *id)
{
  guint counts[TC_MCG_MAX_RESOURCE_IDS];

  tc_mcg_state_count_unseen_all (tc_mcg_test_rules (game), state, counts);
  g_assert_cmpuint (counts[tc_mcg_test_code (id)], ==,
                    tc_mcg_state_count_unseen (tc_mcg_test_rules (game), state, tc_mcg_test_code (id)));

  return counts[tc_mcg_test_code (id)];
}

static void
test_after_setup (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, NULL);
  const TcMcgState *state = tc_mcg_test_state (game);

  g_assert_cmpuint (unseen (game, state, "wood-2"), ==, 10);
  g_assert_cmpuint (unseen (game, state, "wild-3"), ==, 1);
  tc_mcg_test_append (game, TC_MCG_TEST_SETUP, NULL);
  /* wood-1 8 − 1 on top; diamond-1 3 − 1. */
  g_assert_cmpuint (unseen (game, state, "wood-1"), ==, 7);
  g_assert_cmpuint (unseen (game, state, "diamond-1"), ==, 2);
  g_assert_cmpuint (unseen (game, state, "creeper"), ==, 5);
  g_assert_cmpuint (unseen (game, state, "tnt"), ==, 5);
}

static void
test_hand_and_discard (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL,
    "{\"type\":\"setup\",\"resource_tops\":[\"creeper\",\"wood-1\",\"wood-1\",\"gold-1\",\"diamond-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}",
    "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"creeper\"}", NULL);
  const TcMcgState *state = tc_mcg_test_state (game);

  /* wood-1: Ana's hand and two tops; creepers: discard 1 and pile 1's top. */
  g_assert_cmpuint (unseen (game, state, "wood-1"), ==, 5);
  g_assert_cmpuint (unseen (game, state, "creeper"), ==, 3);
}

static void
test_tnt_in_flight (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP,
                                                 "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", NULL);
  const TcMcgState *state = tc_mcg_test_state (game);

  /* No top is left, but both TNTs and the taken cards are located. */
  g_assert_cmpuint (unseen (game, state, "tnt"), ==, 3);
  g_assert_cmpuint (unseen (game, state, "wood-1"), ==, 7);
  g_assert_cmpuint (unseen (game, state, "wild-1"), ==, 6);
  g_assert_cmpuint (tc_mcg_state_count_in_flight (state), ==, 5);

  tc_mcg_test_append (game, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wood-1\"]}", NULL);
  g_assert_cmpuint (unseen (game, state, "tnt"), ==, 3);
  g_assert_cmpuint (unseen (game, state, "wood-1"), ==, 7);
  g_assert_cmpuint (tc_mcg_state_count_in_flight (state), ==, 0);
}

static void
test_rebuilt_pile_contents (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);
  TcMcgState state = *tc_mcg_test_state (game);

  /* A rebuilt pile counts its whole contents, its top included once. */
  state.piles[0].rebuilt = TRUE;
  state.piles[0].remaining = 4;
  state.piles[0].contents[tc_mcg_test_code ("wood-1")] = 2;
  state.piles[0].contents[tc_mcg_test_code ("tnt")] = 2;
  g_assert_cmpuint (unseen (game, &state, "wood-1"), ==, 6);
  g_assert_cmpuint (unseen (game, &state, "tnt"), ==, 3);
}

/* A reveal on a rebuilt pile may name only its contents; on another pile,
 * any card with a copy that can still be unseen.
 */
static void
test_revealable (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);
  TcMcgState state = *tc_mcg_test_state (game);
  guint counts[TC_MCG_MAX_RESOURCE_IDS];

  state.piles[0].rebuilt = TRUE;
  state.piles[0].remaining = 4;
  state.piles[0].contents[tc_mcg_test_code ("wood-1")] = 2;
  state.piles[0].contents[tc_mcg_test_code ("tnt")] = 2;

  tc_mcg_state_count_revealable (tc_mcg_test_rules (game), &state, 0, counts);
  g_assert_cmpuint (counts[tc_mcg_test_code ("wood-1")], ==, 2);
  g_assert_cmpuint (counts[tc_mcg_test_code ("tnt")], ==, 2);
  g_assert_cmpuint (counts[tc_mcg_test_code ("wood-2")], ==, 0);

  /* Pile 2: the deck's 8 wood-1 less pile 1's 2, 10 wood-2 all unseen. */
  tc_mcg_state_count_revealable (tc_mcg_test_rules (game), &state, 1, counts);
  g_assert_cmpuint (counts[tc_mcg_test_code ("wood-1")], ==, 6);
  g_assert_cmpuint (counts[tc_mcg_test_code ("tnt")], ==, 3);
  g_assert_cmpuint (counts[tc_mcg_test_code ("wood-2")], ==, 10);
}

static void
test_never_below_zero (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL,
    "{\"type\":\"setup\",\"resource_tops\":[\"wild-3\",\"diamond-3\",\"wood-1\",\"gold-1\",\"diamond-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", NULL);

  g_assert_cmpuint (unseen (game, tc_mcg_test_state (game), "wild-3"), ==, 0);
  g_assert_cmpuint (unseen (game, tc_mcg_test_state (game), "diamond-3"), ==, 0);
  tc_mcg_test_append (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", NULL);
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wild-3\"}", "reveal.no_copy_left");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/unseen/after-setup", test_after_setup);
  g_test_add_func ("/mcg/unseen/hand-tops-and-discard", test_hand_and_discard);
  g_test_add_func ("/mcg/unseen/tnt-in-flight", test_tnt_in_flight);
  g_test_add_func ("/mcg/unseen/rebuilt-pile-contents", test_rebuilt_pile_contents);
  g_test_add_func ("/mcg/unseen/revealable", test_revealable);
  g_test_add_func ("/mcg/unseen/last-copy-cannot-be-revealed-again", test_never_below_zero);

  return g_test_run ();
}
