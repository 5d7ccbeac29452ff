/* bench-mcg-payment-advice.c: the craft sheet's best payment for a large hand
 *
 * A benchmark of the card game's own (run by `meson test --benchmark`); the
 * engine-wide figures are `tablecraft-cli bench`. Prints the median of 7
 * runs of advising every craft card for a 30-card hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-mcg-payment.h"
#include "tc-mcg-ruleset.h"

#define BENCH_SEED 2026
#define RUNS       7
#define HAND       30

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
deal_hand (const TcMcgRules *rules,
           TcMcgState       *state)
{
  const TcMcgCards *cards = rules->cards;
  g_autoptr(GRand) rand = g_rand_new_with_seed (BENCH_SEED);
  guint dealt = 0;

  tc_mcg_state_init (rules, state);
  while (dealt < HAND)
    {
      guint code = g_rand_int_range (rand, 0, cards->n_resource);

      if (cards->resource[code].kind > TC_MCG_KIND_WILD ||
          state->seats[0].hand[code] >= cards->resource[code].count)
        continue;
      state->seats[0].hand[code]++;
      state->seats[0].n_hand++;
      dealt++;
    }
}

/* Mean seconds of one advice over the 25 craft cards. */
static double
advise_every_craft (const TcMcgRules *rules,
                    const TcMcgState *state)
{
  TcMcgPaymentAdvice result;
  gint64 start = g_get_monotonic_time ();

  for (guint craft = 0; craft < rules->cards->n_craft; craft++)
    tc_mcg_payment_advise (rules, state, 0, craft, &result);

  return (g_get_monotonic_time () - start) / 1e6 / rules->cards->n_craft;
}

int
main (void)
{
  const char *players[] = { "Ana", "Ben", "Cy", "Dee", NULL };
  g_autoptr(TcRuleset) ruleset = tc_ruleset_new (TC_MCG_GAME_ID, players, NULL, NULL);
  const TcMcgRules *rules = tc_mcg_ruleset_get_rules (TC_MCG_RULESET (ruleset));
  TcMcgState state;
  double times[RUNS];

  deal_hand (rules, &state);
  for (guint i = 0; i < RUNS; i++)
    times[i] = advise_every_craft (rules, &state);
  qsort (times, RUNS, sizeof *times, compare_doubles);

  g_print ("payment advice, %u-card hand (mean of %u crafts): %.1f µs (target < 1 ms)\n",
           HAND, rules->cards->n_craft, 1e6 * times[RUNS / 2]);
  return 0;
}
