/* test-engine-payment-advice.c: the best payment from a hand (spec §4 craft, §7.2.11)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-test-utils.h"

/* Advice for Ana crafting @craft from a hand given as ids (NULL-ended). */
static void
advise (const char         *craft,
        const char * const *hand,
        const char         *axe,
        TcMcgPaymentAdvice *advice)
{
  g_autoptr(TcGame) game = tc_test_game_new (2, NULL, TC_TEST_SETUP, NULL);
  TcMcgState state = *tc_test_state (game);

  for (; *hand != NULL; hand++)
    {
      state.seats[0].hand[tc_test_code (*hand)]++;
      state.seats[0].n_hand++;
    }
  if (axe != NULL)
    state.seats[0].crafted |= 1u << tc_test_code (axe);

  tc_mcg_payment_advise (tc_test_rules (game), &state, 0, tc_test_code (craft), advice);
}

static guint
paid (const TcMcgPaymentAdvice *advice,
      const char               *id)
{
  return advice->pay[tc_test_code (id)];
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
  g_assert_true (advice.axes & (1u << tc_test_code ("wood-axe")));
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

  g_test_add_func ("/engine/payment-advice/exact-payment", test_exact_payment);
  g_test_add_func ("/engine/payment-advice/least-overpay", test_least_overpay);
  g_test_add_func ("/engine/payment-advice/fewest-cards", test_fewest_cards);
  g_test_add_func ("/engine/payment-advice/keeps-wilds", test_keeps_wilds);
  g_test_add_func ("/engine/payment-advice/no-shortfall-first", test_no_shortfall_first);
  g_test_add_func ("/engine/payment-advice/spends-the-smaller-wild", test_keeps_high_wild);
  g_test_add_func ("/engine/payment-advice/axe-counts-two-wood", test_axe_counts);
  g_test_add_func ("/engine/payment-advice/cannot-pay-says-what-is-short", test_cannot_pay);

  return g_test_run ();
}
