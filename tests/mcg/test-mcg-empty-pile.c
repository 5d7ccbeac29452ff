/* test-mcg-empty-pile.c: the empty_pile ruling (spec §5, §7.2.7–8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

/* Mines @pile (1-based) until @leave cards remain, revealing @reveals in
 * order after each mine that leaves a card; whoever is active mines, and
 * a turn ends when its actions are spent.
 */
static void
drain (TcGame      *game,
       guint        pile,
       guint        leave,
       const char **reveals)
{
  const TcMcgState *state = tc_mcg_test_state (game);
  guint to_mine = state->piles[pile - 1].remaining - leave;

  while (to_mine > 0)
    {
      g_autofree char *mine = NULL;

      if (state->actions_left == 0)
        {
          g_autofree char *end = g_strdup_printf ("{\"type\":\"end_turn\",\"seat\":%u}", state->active + 1);
          tc_mcg_test_append (game, end, NULL);
          continue;
        }

      mine = g_strdup_printf ("{\"type\":\"mine\",\"seat\":%u,\"pile\":%u}", state->active + 1, pile);
      tc_mcg_test_append (game, mine, NULL);
      to_mine--;
      /* The last mine may rebuild the pile: its reveal is the test's. */
      if (to_mine > 0 || leave > 0)
        {
          g_autofree char *reveal = NULL;

          g_assert_nonnull (*reveals);
          reveal = g_strdup_printf ("{\"type\":\"reveal\",\"pile\":%u,\"card\":\"%s\"}", pile, *reveals++);
          tc_mcg_test_append (game, reveal, NULL);
        }
    }
}

/* Leaves 8 cards in the discard: wood-1, 2 × wood-2, stone-1, tnt,
 * gold-1, diamond-1 and a creeper; pile 1 then holds 12 with wood-3 on top.
 */
#define DISCARD_EIGHT \
  "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"tnt\",\"gold-1\",\"diamond-1\"]," \
  "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}", \
  "{\"type\":\"end_turn\",\"seat\":1}", "{\"type\":\"end_turn\",\"seat\":2}", \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-1\",\"wood-2\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-hoe\"}", \
  "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-hoe\"}", \
  "{\"type\":\"reveal\",\"pile\":2,\"card\":\"creeper\"}", \
  "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", \
  "{\"type\":\"reveal\",\"pile\":3,\"card\":\"iron-1\"}", \
  "{\"type\":\"reveal\",\"pile\":4,\"card\":\"gold-2\"}", \
  "{\"type\":\"reveal\",\"pile\":5,\"card\":\"diamond-2\"}", \
  "{\"type\":\"reveal\",\"pile\":2,\"card\":\"stone-2\"}"

static const char *pile_one_rest[] = {
  "wood-3", "wood-3", "wood-3", "wood-3", "wood-3",
  "wood-2", "wood-2", "wood-2", "wood-2", "wood-2", "wood-2", NULL
};

static void
test_discard_eight (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, DISCARD_EIGHT, NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->n_discard, ==, 8);
  g_assert_cmpuint (tc_mcg_test_state (game)->piles[0].remaining, ==, 12);
  g_assert_cmpuint (tc_mcg_test_state (game)->piles[1].remaining, ==, 13);
}

static void
test_reshuffle_takes_whole_discard (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, "{\"empty_pile\":\"reshuffle_discard\"}", DISCARD_EIGHT, NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  const TcMcgPile *pile = &state->piles[0];
  g_autofree char *pending = NULL;
  g_autofree char *description = NULL;

  drain (game, 1, 0, pile_one_rest);
  pending = tc_mcg_test_pending (game);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":1}]");
  g_assert_true (pile->rebuilt);
  g_assert_cmpuint (pile->remaining, ==, 8);
  g_assert_cmpuint (state->n_discard, ==, 0);
  g_assert_cmpuint (pile->contents[tc_mcg_test_code ("creeper")], ==, 1);
  g_assert_cmpuint (pile->contents[tc_mcg_test_code ("tnt")], ==, 1);
  g_assert_cmpuint (pile->contents[tc_mcg_test_code ("wood-2")], ==, 2);
  g_assert_cmpuint (pile->contents[tc_mcg_test_code ("diamond-1")], ==, 1);
  description = tc_game_describe_pending (game);
  g_assert_cmpstr (description, ==, "the top card of resource pile 1, once the discard pile is shuffled "
                                    "and laid face down in its place");

  /* One wood-3 is still unseen, but it is not in this pile. */
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", "reveal.not_in_pile");
  tc_mcg_test_append (game, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"tnt\"}", NULL);
  g_assert_cmpstr (tc_mcg_test_top (game, 1), ==, "tnt");
  g_assert_cmpuint (pile->contents[tc_mcg_test_code ("tnt")], ==, 1);
}

static void
test_reshuffle_with_empty_discard (void)
{
  static const char *rest[] = {
    "wood-2", "wood-2", "wood-2", "wood-2", "wood-2", "wood-2", "wood-2",
    "wood-2", "wood-2", "wood-3", "wood-3", "wood-3", "wood-3", "wood-3", NULL
  };
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);

  drain (game, 1, 0, rest);
  g_assert_cmpuint (tc_mcg_test_state (game)->piles[0].remaining, ==, 0);
  g_assert_false (tc_mcg_test_state (game)->piles[0].rebuilt);
  g_assert_cmpuint (tc_mcg_test_state (game)->n_queue, ==, 0);
  if (tc_mcg_test_state (game)->actions_left == 0)
    tc_mcg_test_append (game, tc_mcg_test_state (game)->active == 0 ? "{\"type\":\"end_turn\",\"seat\":1}"
                                                            : "{\"type\":\"end_turn\",\"seat\":2}", NULL);
  tc_mcg_test_assert_illegal (game, tc_mcg_test_state (game)->active == 0 ? "{\"type\":\"mine\",\"seat\":1,\"pile\":1}"
                                                                 : "{\"type\":\"mine\",\"seat\":2,\"pile\":1}",
                              "mine.empty_pile");
}

static void
test_stay_empty (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, "{\"empty_pile\":\"stay_empty\"}", DISCARD_EIGHT, NULL);

  drain (game, 1, 0, pile_one_rest);
  g_assert_cmpuint (tc_mcg_test_state (game)->piles[0].remaining, ==, 0);
  g_assert_cmpuint (tc_mcg_test_state (game)->n_discard, ==, 8);
  g_assert_cmpuint (tc_mcg_test_state (game)->n_queue, ==, 0);
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}", "reveal.not_owed");
}

/* Pile 2 and pile 4 are left with one card each, a TNT on pile 4. */
static const char *pile_two_rest[] = {
  "stone-1", "stone-1", "stone-1", "stone-2", "stone-3", "stone-3",
  "iron-2", "iron-2", "iron-3", "iron-3", "gold-3", "wood-1", "wood-1", "wood-1", NULL
};
static const char *pile_four_rest[] = {
  "wild-1", "wild-1", "wild-1", "wild-1", "wild-1", "wild-1", "wild-1",
  "wild-2", "wild-2", "wild-2", "wild-3", "gold-2", "gold-1", "tnt", NULL
};

static TcGame *
two_piles_at_one (const char *rulings)
{
  TcGame *game = tc_mcg_test_game_new (2, rulings, TC_MCG_TEST_SETUP, NULL);

  drain (game, 2, 1, pile_two_rest);
  drain (game, 4, 1, pile_four_rest);
  if (tc_mcg_test_state (game)->actions_left == 0)
    tc_mcg_test_append (game, tc_mcg_test_state (game)->active == 0 ? "{\"type\":\"end_turn\",\"seat\":1}"
                                                            : "{\"type\":\"end_turn\",\"seat\":2}", NULL);
  g_assert_cmpstr (tc_mcg_test_top (game, 2), ==, "wood-1");
  g_assert_cmpstr (tc_mcg_test_top (game, 4), ==, "tnt");

  return game;
}

static void
test_tnt_pile_first (void)
{
  g_autoptr(TcGame) game = two_piles_at_one (NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  guint seat = state->active + 1;
  g_autofree char *mine = g_strdup_printf ("{\"type\":\"mine\",\"seat\":%u,\"pile\":4}", seat);
  g_autofree char *keep = g_strdup_printf ("{\"type\":\"tnt_keep\",\"seat\":%u,\"cards\":[]}", seat);
  g_autofree char *pending = NULL;

  /* Taken: the TNT, then wood-1 (pile 1), wood-1 (pile 2), iron-1, diamond-1. */
  g_assert_cmpuint (state->n_discard, ==, 0);
  tc_mcg_test_append (game, mine, keep, NULL);
  pending = tc_mcg_test_pending (game);

  /* Pile 4 (cause mine) took the whole discard; pile 2 found it empty. */
  g_assert_true (state->piles[3].rebuilt);
  g_assert_cmpuint (state->piles[3].remaining, ==, 5);
  g_assert_cmpuint (state->piles[3].contents[tc_mcg_test_code ("tnt")], ==, 1);
  g_assert_cmpuint (state->piles[3].contents[tc_mcg_test_code ("wood-1")], ==, 2);
  g_assert_cmpuint (state->piles[1].remaining, ==, 0);
  g_assert_false (state->piles[1].rebuilt);
  g_assert_cmpuint (state->n_discard, ==, 0);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":4},{\"type\":\"reveal\",\"pile\":1},"
                   "{\"type\":\"reveal\",\"pile\":3},{\"type\":\"reveal\",\"pile\":5}]");
}

static void
test_several_empty_ascending (void)
{
  g_autoptr(TcGame) game = two_piles_at_one (NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *end = g_strdup_printf ("{\"type\":\"end_turn\",\"seat\":%u}", state->active + 1);
  g_autofree char *pending = NULL;
  guint seat;

  tc_mcg_test_append (game, end, NULL);
  seat = state->active + 1;
  g_free (end);
  end = g_strdup_printf ("{\"type\":\"mine\",\"seat\":%u,\"pile\":1}", seat);
  tc_mcg_test_append (game, end, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"tnt\"}", end, NULL);
  g_free (end);
  end = g_strdup_printf ("{\"type\":\"tnt_keep\",\"seat\":%u,\"cards\":[\"wood-1\"]}", seat);
  tc_mcg_test_append (game, end, NULL);

  /* Taken: tnt (1), wood-1 (2), iron-1 (3), tnt (4), diamond-1 (5); wood-1
   * kept. Piles 2 and 4 empty together: pile 2 takes the 4 discarded
   * cards, pile 4 finds the discard empty and stays empty.
   */
  pending = tc_mcg_test_pending (game);
  g_assert_cmpuint (state->piles[1].remaining, ==, 4);
  g_assert_true (state->piles[1].rebuilt);
  g_assert_cmpuint (state->piles[1].contents[tc_mcg_test_code ("tnt")], ==, 2);
  g_assert_cmpuint (state->piles[1].contents[tc_mcg_test_code ("iron-1")], ==, 1);
  g_assert_cmpuint (state->piles[3].remaining, ==, 0);
  g_assert_false (state->piles[3].rebuilt);
  g_assert_cmpuint (state->n_discard, ==, 0);
  g_assert_cmpuint (state->piles[0].remaining, ==, 13);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":1},{\"type\":\"reveal\",\"pile\":2},"
                   "{\"type\":\"reveal\",\"pile\":3},{\"type\":\"reveal\",\"pile\":5}]");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/empty-pile/discard-of-eight", test_discard_eight);
  g_test_add_func ("/mcg/empty-pile/reshuffle-takes-whole-discard", test_reshuffle_takes_whole_discard);
  g_test_add_func ("/mcg/empty-pile/reshuffle-with-empty-discard-stays-empty", test_reshuffle_with_empty_discard);
  g_test_add_func ("/mcg/empty-pile/stay-empty", test_stay_empty);
  g_test_add_func ("/mcg/empty-pile/tnt-pile-first", test_tnt_pile_first);
  g_test_add_func ("/mcg/empty-pile/several-at-once-ascending", test_several_empty_ascending);

  return g_test_run ();
}
