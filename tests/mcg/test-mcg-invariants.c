/* test-mcg-invariants.c: the simulator's invariant check on states
 * that keep every card in one place and on states that lose or add one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-invariants.h"
#include "tc-mcg-test.h"

#define MINE_AND_REVEAL \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", \
  "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}"

/* Seat 1 holds wood-1, pile 1 shows wood-2 over 13 hidden cards. */
static TcGame *
game_after_a_mine (void)
{
  return tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, MINE_AND_REVEAL, NULL);
}

static void
assert_broken (const TcMcgRules *rules,
               const TcMcgState *state,
               const char       *message)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tc_mcg_state_check_invariants (rules, state, NULL, &error));
  g_assert_true (tc_error_matches_rule (error, "invariant"));
  if (strstr (error->message, message) == NULL)
    g_error ("“%s” does not say “%s”", error->message, message);
}

static void
assert_whole (const TcMcgRules *rules,
              const TcMcgState *state)
{
  g_autoptr(GError) error = NULL;

  tc_mcg_state_check_invariants (rules, state, NULL, &error);
  g_assert_no_error (error);
}

/* The unseen counts come from the deck minus every located copy. */
static void
test_unseen_counts (void)
{
  g_autoptr(TcGame) game = game_after_a_mine ();
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  const TcMcgCards *cards = rules->cards;
  guint8 unseen[TC_MCG_MAX_RESOURCE_IDS];
  guint total = 0;

  g_assert_true (tc_mcg_state_check_invariants (rules, tc_mcg_test_state (game), unseen, NULL));

  /* wood-1: one in the hand; wood-2: one on pile 1; stone-1 … diamond-1
   * on piles 2–5; each is one fewer than the deck.
   */
  g_assert_cmpuint (unseen[tc_mcg_test_code ("wood-1")], ==, cards->deck[tc_mcg_test_code ("wood-1")] - 1);
  g_assert_cmpuint (unseen[tc_mcg_test_code ("wood-2")], ==, cards->deck[tc_mcg_test_code ("wood-2")] - 1);
  g_assert_cmpuint (unseen[tc_mcg_test_code ("diamond-1")], ==, cards->deck[tc_mcg_test_code ("diamond-1")] - 1);
  g_assert_cmpuint (unseen[tc_mcg_test_code ("tnt")], ==, cards->deck[tc_mcg_test_code ("tnt")]);

  for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
    {
      g_assert_cmpuint (unseen[code], ==, tc_mcg_state_count_unseen (rules, tc_mcg_test_state (game), code));
      total += unseen[code];
    }
  /* 75 cards, 5 tops and 1 in a hand. */
  g_assert_cmpuint (total, ==, 75 - 6);
}

static void
test_moved_cards_stay_whole (void)
{
  g_autoptr(TcGame) game = game_after_a_mine ();
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  guint wood1 = tc_mcg_test_code ("wood-1");
  TcMcgState state = *tc_mcg_test_state (game);

  assert_whole (rules, &state);

  /* The hand's wood-1 goes to the discard: still 75 cards, once each. */
  state.seats[0].hand[wood1]--;
  state.seats[0].n_hand--;
  state.discard[wood1]++;
  state.n_discard++;
  assert_whole (rules, &state);

  /* … and back into pile 2 unseen. */
  state.discard[wood1]--;
  state.n_discard--;
  state.piles[1].remaining++;
  assert_whole (rules, &state);
}

static void
test_row_counts (void)
{
  g_autoptr(TcGame) game = game_after_a_mine ();
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  TcMcgState state = *tc_mcg_test_state (game);

  state.seats[0].n_hand = 2;
  assert_broken (rules, &state, "seat 1: hand count 2 but 1 cards");

  state = *tc_mcg_test_state (game);
  state.n_discard = 1;
  assert_broken (rules, &state, "discard count 1 but 0 cards");
}

static void
test_card_lost_or_added (void)
{
  g_autoptr(TcGame) game = game_after_a_mine ();
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  TcMcgState state = *tc_mcg_test_state (game);

  state.piles[4].remaining--;
  assert_broken (rules, &state, "74 resource cards accounted for, the deck has 75");

  state = *tc_mcg_test_state (game);
  state.piles[4].remaining++;
  assert_broken (rules, &state, "76 resource cards accounted for");
}

/* More copies of one card located than the deck has, though the total
 * is right: the extra TNTs replace hidden cards.
 */
static void
test_too_many_copies (void)
{
  g_autoptr(TcGame) game = game_after_a_mine ();
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  guint tnt = tc_mcg_test_code ("tnt");
  guint extra = rules->cards->deck[tnt] + 1;
  TcMcgState state = *tc_mcg_test_state (game);
  g_autofree char *message = g_strdup_printf ("%u copies of resource code %u are located, the deck has %u",
                                              extra, tnt, extra - 1);

  state.discard[tnt] = extra;
  state.n_discard = extra;
  state.piles[2].remaining -= extra;
  assert_broken (rules, &state, message);

  /* Far more than any deck: counted one by one, not a byte that wraps. */
  state = *tc_mcg_test_state (game);
  state.seats[1].hand[tnt] = 200;
  state.seats[1].n_hand = 200;
  assert_broken (rules, &state, "200 copies of resource code");

  state = *tc_mcg_test_state (game);
  state.discard[tnt] = extra;
  state.n_discard = extra;
  state.piles[2].remaining -= extra;

  /* As many as the deck has is whole. */
  state.discard[tnt]--;
  state.n_discard--;
  state.piles[2].remaining++;
  assert_whole (rules, &state);
}

static void
test_pile_tops (void)
{
  g_autoptr(TcGame) game = game_after_a_mine ();
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  TcMcgState state = *tc_mcg_test_state (game);

  state.piles[0].top = rules->cards->n_resource;
  assert_broken (rules, &state, "pile 1: top");

  /* A card that strays past the data's piles is missing from the total. */
  state = *tc_mcg_test_state (game);
  state.piles[4].remaining--;
  state.piles[6].remaining++;
  assert_broken (rules, &state, "74 resource cards accounted for");

  state = *tc_mcg_test_state (game);
  state.craft_piles[3].remaining--;
  state.craft_piles[5].remaining++;
  assert_broken (rules, &state, "23 craft cards accounted for");
}

/* Cards a TNT took are in flight until the keep, the TNT with them. */
static void
test_cards_in_flight (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP,
                                                 "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", NULL);
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  TcMcgState state = *tc_mcg_test_state (game);

  g_assert_cmpuint (state.n_queue, ==, 1);
  assert_whole (rules, &state);

  state.queue[0].n_from--;
  assert_broken (rules, &state, "74 resource cards accounted for");

  /* A code past the data's cards is refused, not counted out of bounds. */
  state.queue[0].n_from++;
  state.queue[0].from[0] = TC_MCG_MAX_RESOURCE_IDS + 1;
  assert_broken (rules, &state, "a TNT holds 25, no resource card");

  state = *tc_mcg_test_state (game);
  state.queue[0].n_from = TC_MCG_MAX_PILES + 1;
  assert_broken (rules, &state, "a TNT holds 9 cards, more than the piles");
}

/* A pile's top card moved into seat 1's crafted cards, with its points. */
static void
craft_first_top (const TcMcgRules *rules,
                 TcMcgState       *state)
{
  guint code = state->craft_piles[0].top;

  state->seats[0].crafted |= 1u << code;
  state->seats[0].points += rules->cards->craft[code].points;
  state->craft_piles[0].top = TC_MCG_NO_CARD;
  state->craft_piles[0].remaining--;
}

static void
test_craft_cards (void)
{
  g_autoptr(TcGame) game = game_after_a_mine ();
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  TcMcgState crafted = *tc_mcg_test_state (game), state;
  guint hoe = tc_mcg_test_code ("wood-hoe");
  guint sword = tc_mcg_test_code ("iron-sword");

  craft_first_top (rules, &crafted);
  assert_whole (rules, &crafted);

  state = crafted;
  state.seats[0].points++;
  assert_broken (rules, &state, "seat 1 has");

  state = crafted;
  state.seats[1].used = 1u << hoe;
  assert_broken (rules, &state, "seat 2 used a tool it does not own");

  /* The sword on pile 3 crafted by seat 2 as well. */
  state = crafted;
  state.seats[1].crafted = 1u << sword;
  state.seats[1].points = rules->cards->craft[sword].points;
  assert_broken (rules, &state, "iron-sword is in two places");

  state = crafted;
  state.craft_seen &= ~(1u << hoe);
  assert_broken (rules, &state, "wood-hoe is on the table but was never revealed");

  state = crafted;
  state.craft_piles[1].remaining--;
  assert_broken (rules, &state, "craft cards accounted for");

  /* A reserved card is one of the 24 as well. */
  state = crafted;
  state.seats[1].reserved = state.craft_piles[2].top;
  state.craft_piles[2].top = TC_MCG_NO_CARD;
  state.craft_piles[2].remaining--;
  assert_whole (rules, &state);
}

static void
test_winner (void)
{
  g_autoptr(TcGame) game = game_after_a_mine ();
  TcMcgRules rules = *tc_mcg_test_rules (game);
  TcMcgState state = *tc_mcg_test_state (game);

  craft_first_top (&rules, &state);

  /* Reaching the target without a winner, or winning below it. */
  rules.target = state.seats[0].points;
  assert_broken (&rules, &state, "seat 1 reached");
  state.winner = 0;
  assert_whole (&rules, &state);
  rules.target++;
  assert_broken (&rules, &state, "seat 1 won with");
}

static void
test_ranges (void)
{
  g_autoptr(TcGame) game = game_after_a_mine ();
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  TcMcgState state = *tc_mcg_test_state (game);

  state.active = 2;
  assert_broken (rules, &state, "seat 3 is active among 2");

  state = *tc_mcg_test_state (game);
  state.n_queue = TC_MCG_MAX_QUEUE + 1;
  assert_broken (rules, &state, "items queued");

  state = *tc_mcg_test_state (game);
  state.n_seats = 3;
  assert_broken (rules, &state, "3 seats in the state, 2 in the rules");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/invariants/unseen-counts", test_unseen_counts);
  g_test_add_func ("/mcg/invariants/moved-cards", test_moved_cards_stay_whole);
  g_test_add_func ("/mcg/invariants/row-counts", test_row_counts);
  g_test_add_func ("/mcg/invariants/card-lost-or-added", test_card_lost_or_added);
  g_test_add_func ("/mcg/invariants/too-many-copies", test_too_many_copies);
  g_test_add_func ("/mcg/invariants/pile-tops", test_pile_tops);
  g_test_add_func ("/mcg/invariants/in-flight", test_cards_in_flight);
  g_test_add_func ("/mcg/invariants/craft-cards", test_craft_cards);
  g_test_add_func ("/mcg/invariants/winner", test_winner);
  g_test_add_func ("/mcg/invariants/ranges", test_ranges);

  return g_test_run ();
}
