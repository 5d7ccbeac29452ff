/* test-mcg-payment-advice.c: the best payment from a hand (spec §4 craft, §7.2.11)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

typedef void (*AdviseFunc) (const TcMcgRules *, const TcMcgState *, guint, guint, TcMcgPaymentAdvice *);

/* Runs @func for Ana crafting @craft from a hand given as ids (NULL-ended)
 * and, unless %NULL, an unused @axe.
 */
static void
advise_with (AdviseFunc          func,
             const char         *craft,
             const char * const *hand,
             const char         *axe,
             TcMcgPaymentAdvice *advice)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);
  TcMcgState state = *tc_mcg_test_state (game);

  for (; *hand != NULL; hand++)
    {
      state.seats[0].hand[tc_mcg_test_code (*hand)]++;
      state.seats[0].n_hand++;
    }
  if (axe != NULL)
    state.seats[0].crafted |= 1u << tc_mcg_test_code (axe);

  func (tc_mcg_test_rules (game), &state, 0, tc_mcg_test_code (craft), advice);
}

/* The advice, and the second choice: the best payment that spends an axe. */
#define advise(craft, hand, axe, advice) advise_with (tc_mcg_payment_advise, craft, hand, axe, advice)
#define advise_tools(craft, hand, axe, advice) advise_with (tc_mcg_payment_advise_tools, craft, hand, axe, advice)

static guint
paid (const TcMcgPaymentAdvice *advice,
      const char               *id)
{
  return advice->pay[tc_mcg_test_code (id)];
}

static void
test_exact_payment (void)
{
  const char *hand[] = { "wood-1", "iron-2", "iron-3", NULL };
  TcMcgPaymentAdvice advice;

  /* iron-sword: 1 wood + 2 iron. */
  advise ("iron-sword", hand, NULL, &advice);
  g_assert_true (advice.can_pay);
  g_assert_cmpuint (advice.n_pay, ==, 2);
  g_assert_cmpuint (paid (&advice, "wood-1"), ==, 1);
  g_assert_cmpuint (paid (&advice, "iron-2"), ==, 1);
  g_assert_cmpuint (advice.overpay, ==, 0);
}

static void
test_least_overpay (void)
{
  const char *hand[] = { "wood-3", "wood-1", "iron-2", NULL };
  TcMcgPaymentAdvice advice;

  advise ("iron-sword", hand, NULL, &advice);
  g_assert_true (advice.can_pay);
  g_assert_cmpuint (paid (&advice, "wood-1"), ==, 1);
  g_assert_cmpuint (paid (&advice, "wood-3"), ==, 0);
  g_assert_cmpuint (advice.overpay, ==, 0);
}

static void
test_fewest_cards (void)
{
  const char *hand[] = { "wood-1", "iron-1", "iron-1", "iron-2", NULL };
  TcMcgPaymentAdvice advice;

  advise ("iron-sword", hand, NULL, &advice);
  g_assert_cmpuint (advice.n_pay, ==, 2);
  g_assert_cmpuint (paid (&advice, "iron-2"), ==, 1);
  g_assert_cmpuint (paid (&advice, "iron-1"), ==, 0);
}

static void
test_keeps_wilds (void)
{
  const char *hand[] = { "wood-1", "iron-2", "wild-2", NULL };
  TcMcgPaymentAdvice advice;

  advise ("iron-sword", hand, NULL, &advice);
  g_assert_cmpuint (paid (&advice, "wild-2"), ==, 0);
  g_assert_cmpuint (paid (&advice, "iron-2"), ==, 1);
}

static void
test_no_shortfall_first (void)
{
  /* Only the wild can stand in for iron; overpay beats a shortfall. */
  const char *hand[] = { "wood-1", "wild-3", NULL };
  TcMcgPaymentAdvice advice;

  advise ("iron-sword", hand, NULL, &advice);
  g_assert_true (advice.can_pay);
  g_assert_cmpuint (paid (&advice, "wild-3"), ==, 1);
  g_assert_cmpuint (advice.overpay, ==, 1);
}

static void
test_keeps_high_wild (void)
{
  /* wild-1 and wild-3 both cover 1 stone; the smaller is spent. */
  const char *hand[] = { "wood-1", "wild-3", "wild-1", NULL };
  TcMcgPaymentAdvice advice;

  advise ("stone-hoe", hand, NULL, &advice);
  g_assert_cmpuint (paid (&advice, "wild-1"), ==, 1);
  g_assert_cmpuint (paid (&advice, "wild-3"), ==, 0);
  g_assert_cmpuint (advice.overpay, ==, 0);
}

static void
test_axe_counts (void)
{
  const char *hand[] = { NULL };
  TcMcgPaymentAdvice advice;

  advise ("wood-hoe", hand, "wood-axe", &advice);
  g_assert_true (advice.can_pay);
  g_assert_cmpuint (advice.n_pay, ==, 0);
  g_assert_cmpuint (advice.n_axes, ==, 1);
  g_assert_true (advice.axes & (1u << tc_mcg_test_code ("wood-axe")));
}

/* A one-use axe is never spent where the hand pays: Cleo's iron shovel
 * (2 wood + 1 iron) from wood 3, stone 3, iron 1 and an unused wood axe
 * is paid with wood 3 + iron 1, and the axe is the named second choice.
 */
static void
test_hand_before_axe (void)
{
  const char *hand[] = { "wood-3", "stone-3", "iron-1", NULL };
  TcMcgPaymentAdvice advice, tools;

  advise ("iron-shovel", hand, "wood-axe", &advice);
  g_assert_true (advice.can_pay);
  g_assert_cmpuint (advice.n_axes, ==, 0);
  g_assert_cmpuint (advice.axes, ==, 0);
  g_assert_cmpuint (paid (&advice, "wood-3"), ==, 1);
  g_assert_cmpuint (paid (&advice, "iron-1"), ==, 1);
  g_assert_cmpuint (paid (&advice, "stone-3"), ==, 0);
  g_assert_cmpuint (advice.overpay, ==, 1);

  advise_tools ("iron-shovel", hand, "wood-axe", &tools);
  g_assert_true (tools.can_pay);
  g_assert_cmpuint (tools.axes, ==, 1u << tc_mcg_test_code ("wood-axe"));
  g_assert_cmpuint (tools.n_pay, ==, 1);
  g_assert_cmpuint (paid (&tools, "iron-1"), ==, 1);
  g_assert_cmpuint (tools.overpay, ==, 0);
}

/* Where the hand alone falls short, the axe is advised; without the axe
 * the same cards are an illegal payment.
 */
static void
test_axe_when_hand_is_short (void)
{
  const char *hand[] = { "wood-1", "iron-1", NULL };
  TcMcgPaymentAdvice advice, tools;

  advise ("iron-shovel", hand, "wood-axe", &advice);
  g_assert_true (advice.can_pay);
  g_assert_cmpuint (advice.axes, ==, 1u << tc_mcg_test_code ("wood-axe"));
  g_assert_cmpuint (paid (&advice, "iron-1"), ==, 1);

  advise ("iron-shovel", hand, NULL, &advice);
  g_assert_false (advice.can_pay);
  advise_tools ("iron-shovel", hand, NULL, &tools);
  g_assert_false (tools.can_pay);
}

/* Through the rules: the advised payment is legal, the hand alone short. */
static void
test_advice_is_legal (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-3\",\"stone-3\",\"iron-1\",\"wood-2\",\"wood-2\"],"
    "\"craft_tops\":[\"wood-axe\",\"iron-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":4}", "{\"type\":\"reveal\",\"pile\":4,\"card\":\"wood-2\"}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":5}", "{\"type\":\"reveal\",\"pile\":5,\"card\":\"wood-1\"}",
    "{\"type\":\"end_turn\",\"seat\":1}", "{\"type\":\"end_turn\",\"seat\":2}",
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-2\",\"wood-2\"]}",
    "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-hoe\"}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}",
    "{\"type\":\"end_turn\",\"seat\":1}", "{\"type\":\"end_turn\",\"seat\":2}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", "{\"type\":\"reveal\",\"pile\":3,\"card\":\"iron-2\"}",
    NULL);
  TcMcgPaymentAdvice advice;
  g_autoptr(GError) error = NULL;

  /* Ana: wood 3 and iron 1 in hand, an unused wood axe. */
  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "wood-3"), ==, 1);
  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "iron-1"), ==, 1);
  tc_mcg_payment_advise (tc_mcg_test_rules (game), tc_mcg_test_state (game), 0, tc_mcg_test_code ("iron-shovel"), &advice);
  g_assert_cmpuint (advice.axes, ==, 0);
  error = tc_mcg_test_check (game, "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":2},\"pay\":[\"wood-3\",\"iron-1\"]}");
  g_assert_no_error (error);
  tc_mcg_test_assert_illegal (game, "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":2},\"pay\":[\"iron-1\"]}",
                              "craft.insufficient");
}

static void
test_cannot_pay (void)
{
  const char *hand[] = { "wood-1", "stone-3", NULL };
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  TcMcgPaymentAdvice advice;
  guint iron = G_MAXUINT;

  advise ("iron-sword", hand, NULL, &advice);
  g_assert_false (advice.can_pay);
  for (guint t = 0; t < cards->n_types; t++)
    if (g_str_equal (cards->type_ids[t], "iron"))
      iron = t;
  g_assert_cmpuint (iron, !=, G_MAXUINT);
  g_assert_cmpuint (advice.short_by[iron], ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/payment-advice/exact-payment", test_exact_payment);
  g_test_add_func ("/mcg/payment-advice/least-overpay", test_least_overpay);
  g_test_add_func ("/mcg/payment-advice/fewest-cards", test_fewest_cards);
  g_test_add_func ("/mcg/payment-advice/keeps-wilds", test_keeps_wilds);
  g_test_add_func ("/mcg/payment-advice/no-shortfall-first", test_no_shortfall_first);
  g_test_add_func ("/mcg/payment-advice/spends-the-smaller-wild", test_keeps_high_wild);
  g_test_add_func ("/mcg/payment-advice/axe-counts-two-wood", test_axe_counts);
  g_test_add_func ("/mcg/payment-advice/hand-before-axe", test_hand_before_axe);
  g_test_add_func ("/mcg/payment-advice/axe-when-hand-is-short", test_axe_when_hand_is_short);
  g_test_add_func ("/mcg/payment-advice/advice-is-legal", test_advice_is_legal);
  g_test_add_func ("/mcg/payment-advice/cannot-pay-says-what-is-short", test_cannot_pay);

  return g_test_run ();
}
