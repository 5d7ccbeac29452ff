/* test-mcg-craft.c: craft, payment and reserve (spec §4, §7.2.11)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

#define CRAFT_SETUP \
  "{\"type\":\"setup\",\"resource_tops\":[\"wood-2\",\"wood-3\",\"wild-3\",\"iron-2\",\"diamond-2\"]," \
  "\"craft_tops\":[\"wood-hoe\",\"wood-axe\",\"iron-sword\",\"diamond-pickaxe\"]}"
#define END_TURNS "{\"type\":\"end_turn\",\"seat\":1}", "{\"type\":\"end_turn\",\"seat\":2}"

/* Ana holds wood-2 and diamond-2 and has 2 actions. */
#define WOOD_DIAMOND \
  CRAFT_SETUP, \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":5}", "{\"type\":\"reveal\",\"pile\":5,\"card\":\"diamond-1\"}", \
  END_TURNS

static void
test_insufficient_message (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, WOOD_DIAMOND, NULL);
  g_autoptr(GError) error = tc_mcg_test_check (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":4},\"pay\":[\"wood-2\",\"diamond-2\"]}");

  g_assert_true (tc_error_matches_rule (error, "craft.insufficient"));
  g_assert_cmpstr (error->message, ==,
                   "cannot craft Diamond Pickaxe: it needs 2 wood + 3 diamond and this payment covers 2 wood + 2 diamond");
}

static void
test_wild_fills_a_type (void)
{
  /* Ana adds wild-3 and wood-1: wild-3 as diamond completes the recipe. */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, WOOD_DIAMOND,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", "{\"type\":\"reveal\",\"pile\":3,\"card\":\"wild-1\"}",
    END_TURNS, NULL);
  const TcMcgState *state = tc_mcg_test_state (game);

  tc_mcg_test_append (game, "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":4},\"pay\":[\"wood-2\",\"wild-3\"]}", NULL);
  g_assert_cmpuint (state->seats[0].points, ==, 6);
  g_assert_true (state->seats[0].crafted & (1u << tc_mcg_test_code ("diamond-pickaxe")));
  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "diamond-2"), ==, 1);
  g_assert_cmpuint (state->seats[0].n_hand, ==, 1);
  g_assert_cmpuint (state->n_discard, ==, 2);
  g_assert_cmpuint (tc_mcg_test_discard (game, "wild-3"), ==, 1);
  g_assert_cmpuint (state->craft_piles[3].remaining, ==, 5);
  g_assert_cmpint (state->craft_piles[3].top, ==, TC_MCG_NO_CARD);
  g_assert_cmpuint (state->actions_left, ==, 1);
}

static void
test_wild_not_split (void)
{
  /* wild-3 split as 2 wood + 1 diamond would pay; whole, it cannot. */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, CRAFT_SETUP,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", "{\"type\":\"reveal\",\"pile\":3,\"card\":\"wild-1\"}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":5}", "{\"type\":\"reveal\",\"pile\":5,\"card\":\"diamond-1\"}",
    END_TURNS, NULL);

  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":4},\"pay\":[\"wild-3\",\"diamond-2\"]}", "craft.insufficient");
}

static void
test_overpay (void)
{
  /* wood-hoe needs 2 wood; 5 wood is legal and nothing comes back. */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, CRAFT_SETUP,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":2}", "{\"type\":\"reveal\",\"pile\":2,\"card\":\"wood-1\"}",
    END_TURNS,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-3\",\"wood-2\"]}", NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->seats[0].n_hand, ==, 0);
  g_assert_cmpuint (tc_mcg_test_state (game)->n_discard, ==, 2);
  g_assert_cmpuint (tc_mcg_test_state (game)->seats[0].points, ==, 1);
}

static void
test_other_types_are_overpay (void)
{
  /* iron-2 counts for nothing towards a wood-only recipe. */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, CRAFT_SETUP,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":4}", "{\"type\":\"reveal\",\"pile\":4,\"card\":\"iron-1\"}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":2}", "{\"type\":\"reveal\",\"pile\":2,\"card\":\"wood-1\"}",
    END_TURNS, NULL);

  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":2},\"pay\":[\"wood-3\",\"iron-2\"]}", "craft.insufficient");
  tc_mcg_test_append (game, "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-3\",\"iron-2\"]}", NULL);
}

/* Ana crafts wood-axe from wood-3 + wood-2 (5 ≥ 4) and has 1 action left. */
#define AXE_GAME \
  CRAFT_SETUP, \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":2}", "{\"type\":\"reveal\",\"pile\":2,\"card\":\"wood-1\"}", \
  END_TURNS, \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":2},\"pay\":[\"wood-3\",\"wood-2\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":2,\"card\":\"stone-axe\"}"

static void
test_axes (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, AXE_GAME, NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  guint axe = 1u << tc_mcg_test_code ("wood-axe");

  g_assert_cmpuint (state->seats[0].points, ==, 3);
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[],\"axes\":[\"wood-axe\",\"wood-axe\"]}", "craft.axe_twice");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[],\"axes\":[\"wood-hoe\"]}", "craft.not_an_axe");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[],\"axes\":[\"stone-axe\"]}", "craft.axe_unavailable");
  /* The axe alone is 2 wood: an empty payment is legal. */
  tc_mcg_test_append (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[],\"axes\":[\"wood-axe\"]}", NULL);
  g_assert_true (state->seats[0].used & axe);
  g_assert_cmpuint (state->seats[0].points, ==, 4);
}

static void
test_axe_not_usable (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, AXE_GAME, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-axe\"}", "tool.not_usable");
}

static void
test_used_axe (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, AXE_GAME,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[],\"axes\":[\"wood-axe\"]}",
    "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-hoe\"}", END_TURNS,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":4}", "{\"type\":\"reveal\",\"pile\":4,\"card\":\"iron-1\"}", NULL);

  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"iron-2\"],\"axes\":[\"wood-axe\"]}", "craft.axe_unavailable");
}

static void
test_axe_used_even_when_cards_pay (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, AXE_GAME, NULL);

  tc_mcg_test_append (game, END_TURNS,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}",
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-1\"],\"axes\":[\"wood-axe\"]}", NULL);
  g_assert_true (tc_mcg_test_state (game)->seats[0].used & (1u << tc_mcg_test_code ("wood-axe")));
}

static void
test_payment_not_held (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, WOOD_DIAMOND, NULL);

  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-1\",\"wood-1\"]}", "craft.not_in_hand");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-2\",\"wood-2\"]}", "craft.not_in_hand");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-axe\"]}", "craft.pay_not_resource");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":5},\"pay\":[\"wood-2\"]}", "craft.pile");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":2,\"source\":{\"craft_pile\":1},\"pay\":[]}", "turn.not_active");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":\"reserve\",\"pay\":[\"wood-2\"]}", "craft.no_reserved");
}

static void
test_reserve_then_craft (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, WOOD_DIAMOND,
    "{\"type\":\"reserve\",\"seat\":1,\"craft_pile\":1}", NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *pending = tc_mcg_test_pending (game);

  g_assert_cmpint (state->seats[0].reserved, ==, tc_mcg_test_code ("wood-hoe"));
  g_assert_cmpuint (state->craft_piles[0].remaining, ==, 5);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"craft_pile\":1}]");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"wood-axe\"}", "reveal.craft_seen");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"wood-1\"}", "reveal.not_craft");
  tc_mcg_test_append (game, "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-hoe\"}", NULL);
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reserve\",\"seat\":1,\"craft_pile\":2}", "reserve.holder_full");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reserve\",\"seat\":1,\"craft_pile\":0}", "reserve.pile");
  tc_mcg_test_append (game, "{\"type\":\"craft\",\"seat\":1,\"source\":\"reserve\",\"pay\":[\"wood-2\"]}", NULL);
  g_assert_cmpint (state->seats[0].reserved, ==, TC_MCG_NO_CARD);
  g_assert_cmpuint (state->seats[0].points, ==, 1);
  g_assert_cmpuint (state->n_queue, ==, 0);
  g_assert_cmpuint (state->actions_left, ==, 0);
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reserve\",\"seat\":1,\"craft_pile\":2}", "turn.no_actions");
}

/* An emptied craft pile, set directly in a copy of the state. */
static void
test_empty_craft_pile (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, WOOD_DIAMOND, NULL);
  g_autoptr(TcEntry) craft = tc_test_log_parse_entry (game,
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-2\"]}");
  g_autoptr(TcEntry) reserve = tc_test_log_parse_entry (game, "{\"type\":\"reserve\",\"seat\":1,\"craft_pile\":1}");
  TcMcgState state = *tc_mcg_test_state (game);
  g_autoptr(GError) craft_error = NULL;
  g_autoptr(GError) reserve_error = NULL;

  state.craft_piles[0].remaining = 0;
  state.craft_piles[0].top = TC_MCG_NO_CARD;
  g_assert_false (tc_mcg_state_apply (tc_mcg_test_rules (game), &state, tc_mcg_ruleset_get_entry_data (craft), &craft_error));
  g_assert_true (tc_error_matches_rule (craft_error, "craft.empty_pile"));
  g_assert_false (tc_mcg_state_apply (tc_mcg_test_rules (game), &state, tc_mcg_ruleset_get_entry_data (reserve), &reserve_error));
  g_assert_true (tc_error_matches_rule (reserve_error, "reserve.empty_pile"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/craft/insufficient-payment-message", test_insufficient_message);
  g_test_add_func ("/mcg/craft/wild-fills-a-type", test_wild_fills_a_type);
  g_test_add_func ("/mcg/craft/wild-is-not-split", test_wild_not_split);
  g_test_add_func ("/mcg/craft/overpay-is-legal", test_overpay);
  g_test_add_func ("/mcg/craft/other-types-are-overpay", test_other_types_are_overpay);
  g_test_add_func ("/mcg/craft/axes-pay-two-wood", test_axes);
  g_test_add_func ("/mcg/craft/used-axe-cannot-pay", test_used_axe);
  g_test_add_func ("/mcg/craft/axe-is-not-a-usable-tool", test_axe_not_usable);
  g_test_add_func ("/mcg/craft/listed-axe-is-used-anyway", test_axe_used_even_when_cards_pay);
  g_test_add_func ("/mcg/craft/payment-not-held", test_payment_not_held);
  g_test_add_func ("/mcg/craft/reserve-then-craft", test_reserve_then_craft);
  g_test_add_func ("/mcg/craft/empty-craft-pile", test_empty_craft_pile);

  return g_test_run ();
}
