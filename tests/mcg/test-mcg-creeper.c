/* test-mcg-creeper.c: creeper attacks and creeper_discard (spec §4, §7.2.4–5)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

/* Ana crafts an iron sword and keeps iron-1; Ben holds wood-2 and wood-3;
 * then Ben mines pile 1 and a creeper shows (cause mine).
 */
#define SWORD_GAME \
  TC_MCG_TEST_SETUP, \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", "{\"type\":\"reveal\",\"pile\":3,\"card\":\"iron-2\"}", \
  "{\"type\":\"end_turn\",\"seat\":1}", \
  "{\"type\":\"mine\",\"seat\":2,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", \
  "{\"type\":\"end_turn\",\"seat\":2}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", "{\"type\":\"reveal\",\"pile\":3,\"card\":\"iron-1\"}", \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":3},\"pay\":[\"wood-1\",\"iron-2\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":3,\"card\":\"gold-sword\"}", \
  "{\"type\":\"end_turn\",\"seat\":1}", \
  "{\"type\":\"mine\",\"seat\":2,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"creeper\"}"

static void
test_attack_owed_by_holders (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, SWORD_GAME, NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *pending = tc_mcg_test_pending (game);

  /* The creeper stays the top, counted in remaining, until resolved. */
  g_assert_cmpstr (pending, ==, "[{\"type\":\"creeper_discard\",\"seats\":[1,2]}]");
  g_assert_cmpstr (tc_mcg_test_top (game, 1), ==, "creeper");
  g_assert_cmpuint (state->piles[0].remaining, ==, 12);
  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "iron-1"), ==, 1);
  g_assert_cmpuint (tc_mcg_test_hand (game, 2, "wood-2"), ==, 1);
  g_assert_cmpuint (tc_mcg_test_hand (game, 2, "wood-3"), ==, 1);
  g_assert_cmpuint (state->seats[0].points, ==, 3);
}

static void
test_sword_blocks_attack (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, SWORD_GAME, NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *pending = NULL;

  tc_mcg_test_append (game, "{\"type\":\"creeper_discard\",\"seat\":1,\"sword\":\"iron-sword\"}", NULL);
  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "iron-1"), ==, 1);
  g_assert_true (state->seats[0].used & (1u << tc_mcg_test_code ("iron-sword")));
  g_assert_cmpuint (state->seats[0].points, ==, 3);
  pending = tc_mcg_test_pending (game);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"creeper_discard\",\"seats\":[2]}]");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"iron-1\"}", "creeper.not_owed");

  /* Ben's answer resolves it: the creeper goes, the pile owes a reveal. */
  tc_mcg_test_append (game, "{\"type\":\"creeper_discard\",\"seat\":2,\"card\":\"wood-2\"}", NULL);
  g_clear_pointer (&pending, g_free);
  pending = tc_mcg_test_pending (game);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":1}]");
  g_assert_cmpuint (tc_mcg_test_hand (game, 2, "wood-2"), ==, 0);
  g_assert_cmpuint (tc_mcg_test_hand (game, 2, "wood-3"), ==, 1);
  /* wood-1 and iron-2 paid for the sword, then wood-2 and the creeper. */
  g_assert_cmpuint (state->n_discard, ==, 4);
  g_assert_cmpuint (tc_mcg_test_discard (game, "creeper"), ==, 1);
  g_assert_cmpuint (tc_mcg_test_discard (game, "wood-2"), ==, 1);
  g_assert_cmpuint (state->piles[0].remaining, ==, 11);
  g_assert_null (tc_mcg_test_top (game, 1));
}

static void
test_answers_in_any_order (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, SWORD_GAME,
    "{\"type\":\"creeper_discard\",\"seat\":2,\"card\":\"wood-3\"}",
    "{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"iron-1\"}", NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->seats[0].n_hand, ==, 0);
  g_assert_cmpuint (tc_mcg_test_state (game)->seats[0].used, ==, 0);
  g_assert_cmpuint (tc_mcg_test_state (game)->n_queue, ==, 1);
}

static void
test_wrong_answers (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, SWORD_GAME, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"creeper_discard\",\"seat\":2,\"card\":\"stone-1\"}", "creeper.not_in_hand");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"creeper_discard\",\"seat\":2,\"sword\":\"iron-sword\"}", "creeper.sword_unavailable");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"creeper_discard\",\"seat\":1,\"sword\":\"wood-hoe\"}", "creeper.not_a_sword");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"creeper_discard\",\"seat\":3,\"card\":\"wood-1\"}", "seat.range");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":2,\"pile\":2}", "queue.pending");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}", "reveal.not_owed");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"iron-sword\"}", "queue.pending");
}

static void
test_no_creeper_outside_attack (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}", NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"wood-1\"}", "creeper.not_owed");
}

static void
test_sword_twice (void)
{
  /* A second creeper on the same pile: the used sword no longer answers. */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, SWORD_GAME,
    "{\"type\":\"creeper_discard\",\"seat\":1,\"sword\":\"iron-sword\"}",
    "{\"type\":\"creeper_discard\",\"seat\":2,\"card\":\"wood-2\"}",
    "{\"type\":\"reveal\",\"pile\":1,\"card\":\"creeper\"}", NULL);
  g_autofree char *pending = tc_mcg_test_pending (game);

  g_assert_cmpstr (pending, ==, "[{\"type\":\"creeper_discard\",\"seats\":[1,2]}]");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"creeper_discard\",\"seat\":1,\"sword\":\"iron-sword\"}", "creeper.sword_unavailable");
  tc_mcg_test_append (game, "{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"iron-1\"}", NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/creeper/attack-owed-by-card-holders", test_attack_owed_by_holders);
  g_test_add_func ("/mcg/creeper/sword-blocks-attack", test_sword_blocks_attack);
  g_test_add_func ("/mcg/creeper/answers-in-any-order", test_answers_in_any_order);
  g_test_add_func ("/mcg/creeper/wrong-answers", test_wrong_answers);
  g_test_add_func ("/mcg/creeper/no-attack-no-discard", test_no_creeper_outside_attack);
  g_test_add_func ("/mcg/creeper/used-sword-cannot-answer", test_sword_twice);

  return g_test_run ();
}
