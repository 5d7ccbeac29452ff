/* tc-mcg-payment.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-bits.h"
#include "tc-mcg-payment.h"

#define MAX_VALUE 3

typedef struct
{
  const TcMcgCards *cards;
  const guint      *recipe;
  guint             types[TC_MCG_MAX_TYPES];   /* the recipe's types */
  guint             n_types;
  guint             wilds[MAX_VALUE + 1];      /* paid wild cards per value */
  guint             base[TC_MCG_MAX_TYPES];    /* covered without wilds */
  guint             best_short;
  guint             best[TC_MCG_MAX_TYPES];
} Assignment;

static guint
shortfall (const Assignment *a,
           const guint      *covered)
{
  guint total = 0;

  for (guint i = 0; i < a->n_types; i++)
    {
      guint t = a->types[i];

      if (covered[t] < a->recipe[t])
        total += a->recipe[t] - covered[t];
    }

  return total;
}

/* Tries every way to give each paid wild card, whole, to one recipe type
 * (value by value, type by type) and keeps the one that leaves the least
 * shortfall. Wilds are few (11 in the deck), so this stays tiny.
 */
static void
assign_wilds (Assignment *a,
              guint       value,
              guint       type_index,
              guint       left,
              guint      *covered)
{
  guint t;

  if (value > MAX_VALUE)
    {
      guint s = shortfall (a, covered);

      if (s < a->best_short)
        {
          a->best_short = s;
          memcpy (a->best, covered, sizeof a->best);
        }
      return;
    }

  if (a->n_types == 0)
    {
      assign_wilds (a, value + 1, 0, value + 1 <= MAX_VALUE ? a->wilds[value + 1] : 0, covered);
      return;
    }

  t = a->types[type_index];
  if (type_index + 1 == a->n_types)
    {
      covered[t] += left * value;
      assign_wilds (a, value + 1, 0, value + 1 <= MAX_VALUE ? a->wilds[value + 1] : 0, covered);
      covered[t] -= left * value;
      return;
    }

  for (guint n = 0; n <= left && a->best_short > 0; n++)
    {
      covered[t] += n * value;
      assign_wilds (a, value, type_index + 1, left - n, covered);
      covered[t] -= n * value;
    }
}

/* Most payments are decided without trying wild assignments: nothing
 * short, wilds worth less than the shortfall, or one type short (all the
 * wilds go there). Sets best_short to 0 or 1 (covers or not) and returns
 * FALSE when decided.
 */
static gboolean
needs_search (Assignment *a)
{
  guint deficit = 0, n_short = 0, wild_value = 0;

  for (guint i = 0; i < a->n_types; i++)
    {
      guint t = a->types[i];

      if (a->base[t] < a->recipe[t])
        {
          deficit += a->recipe[t] - a->base[t];
          n_short++;
        }
    }

  for (guint value = 1; value <= MAX_VALUE; value++)
    wild_value += a->wilds[value] * value;

  if (n_short > 1 && wild_value >= deficit)
    return TRUE;

  a->best_short = n_short == 0 || wild_value >= deficit ? 0 : 1;
  return FALSE;
}

/* Whether @pay holds no more copies of any code than the deck, and
 * @n_axes no more axes than the data: then what it pays in each type
 * fits a byte's lower seven bits (tc-mcg-cards.c), for settle_by_sums().
 * A byte of @pay below 128 subtracted from its deck count with the top
 * bit set keeps the top bit exactly when it is within the deck.
 */
static gboolean
within_deck (const TcMcgCards *cards,
             const guint8     *pay,
             guint             n_axes)
{
  const guint64 tops = G_GUINT64_CONSTANT (0x8080808080808080);
  guint64 over = 0;

  for (guint k = 0; k < TC_MCG_ROW_WORDS; k++)
    {
      guint64 deck, paid;

      memcpy (&deck, cards->deck + 8 * k, sizeof deck);
      memcpy (&paid, pay + 8 * k, sizeof paid);
      over |= (paid & tops) | (~((deck | tops) - paid) & tops);
    }

  return over == 0 && n_axes <= tc_mcg_count_bits (cards->by_power[TC_MCG_POWER_AXE]);
}

/* needs_search()'s answer from sums, as the simulator measures a hand: the
 * paid cards' and axes' worth a byte per type, subtracted from the recipe
 * with each byte's top bit set, leaves the top bit where the recipe asks
 * no more than is paid and the shortfall in the low bits (recipes below
 * 32). Returns FALSE when a search of the wild cards' splits must decide;
 * otherwise sets *@covers.
 */
static gboolean
settle_by_sums (const TcMcgCards *cards,
                guint             craft,
                const guint8     *pay,
                guint             n_axes,
                gboolean         *covers)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 tops = G_GUINT64_CONSTANT (0x8080808080808080);
  const guint64 lows = G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f);
  guint64 own = (guint64) (n_axes * cards->axe_value) << (8 * cards->axe_type);
  guint64 diff, short_tops, short_bytes, short_types;
  guint wild = 0, deficit, n_short;

  for (guint32 paid = tc_mcg_row_nonzero (pay); paid != 0; paid &= paid - 1)
    {
      guint code = __builtin_ctz (paid);

      own += pay[code] * cards->own_worth[code];
      wild += pay[code] * cards->wild_worth[code];
    }

  diff = (cards->craft[craft].recipe_bytes | tops) - own;
  short_tops = diff & tops;
  short_bytes = diff & (short_tops - (short_tops >> 7));
  short_types = (((short_bytes & lows) + lows) | short_bytes) & tops;
  deficit = (short_bytes * ones) >> 56;
  n_short = ((short_types >> 7) * ones) >> 56;

  if (n_short > 1 && wild >= deficit)
    return FALSE;

  *covers = n_short == 0 || wild >= deficit;
  return TRUE;
}

/* tc_mcg_payment_covers() by the tables: the recipe's types, the paid
 * worth per type and the paid wild cards per value, then the search of
 * the wild cards' splits if the sums do not settle it. Out of line: a
 * payment the sums settle then does not clear the tables.
 */
G_GNUC_NO_INLINE static gboolean
cover_by_search (const TcMcgCards *cards,
                 guint             craft,
                 const guint8     *pay,
                 guint             n_axes,
                 guint            *covered)
{
  Assignment a = { .cards = cards, .recipe = cards->craft[craft].recipe, .best_short = G_MAXUINT };
  guint work[TC_MCG_MAX_TYPES];

  for (guint t = 0; t < cards->n_types; t++)
    if (a.recipe[t] > 0)
      a.types[a.n_types++] = t;

  /* Only the paid codes, each added without a branch on its kind: a wild
   * card's count goes to its value (a card of no worth to wilds[0], never
   * read), the worth of a resource card to its type.
   */
  for (guint32 paid = tc_mcg_row_nonzero (pay); paid != 0; paid &= paid - 1)
    {
      guint code = __builtin_ctz (paid);
      guint type = cards->resource[code].type;

      a.wilds[cards->wild_worth[code]] += pay[code];
      a.base[type] += pay[code] * (guint) (cards->own_worth[code] >> (8 * type));
    }
  a.base[cards->axe_type] += n_axes * cards->axe_value;

  if (covered == NULL && !needs_search (&a))
    return a.best_short == 0;

  memcpy (work, a.base, sizeof work);
  assign_wilds (&a, 1, 0, a.wilds[1], work);

  if (covered != NULL)
    memcpy (covered, a.best, sizeof a.best);

  return a.best_short == 0;
}

/**
 * tc_mcg_payment_covers:
 * @craft: craft card code
 * @pay: paid cards, a count per resource code (TC_MCG_MAX_RESOURCE_IDS
 *   of them)
 * @n_axes: axes used, each worth the data's axe value in its type
 * @covered: (out caller-allocates) (optional): per resource type, what the
 *   payment covers under the wild assignment that leaves the least shortfall
 *
 * Returns: whether some assignment of the wild cards covers the recipe
 */
gboolean
tc_mcg_payment_covers (const TcMcgCards *cards,
                       guint             craft,
                       const guint8     *pay,
                       guint             n_axes,
                       guint            *covered)
{
  gboolean covers;

  /* The referee asks for every craft, the simulator for every craft top
   * its sums leave in doubt: most are settled by sums.
   */
  if (covered == NULL && within_deck (cards, pay, n_axes) &&
      settle_by_sums (cards, craft, pay, n_axes, &covers))
    return covers;

  return cover_by_search (cards, craft, pay, n_axes, covered);
}

typedef struct
{
  const TcMcgRules   *rules;
  guint               craft;
  guint               codes[TC_MCG_MAX_RESOURCE_IDS];  /* useful codes in the hand */
  guint               n_codes;
  const guint8       *hand;
  guint               max_cards;
  guint               need;                            /* recipe units in all */
  guint               n_axes;
  guint8              pay[TC_MCG_MAX_RESOURCE_IDS];
  TcMcgPaymentAdvice *best;
  guint               best_wild_value;
  guint               best_high_value;
} Search;

static guint
paid_value (const Search *s,
            guint         n_cards,
            guint        *wild_value,
            guint        *high_value)
{
  const TcMcgCards *cards = s->rules->cards;
  guint value = s->n_axes * cards->axe_value;

  *wild_value = 0;
  *high_value = 0;
  for (guint i = 0; i < s->n_codes; i++)
    {
      const TcMcgResourceCard *card = &cards->resource[s->codes[i]];
      guint n = s->pay[s->codes[i]];

      value += n * card->value;
      if (card->kind == TC_MCG_KIND_WILD)
        *wild_value += n * card->value;
      /* Weigh value 3 cards far above value 1 cards so that ties keep them. */
      *high_value += n * card->value * card->value;
    }

  return value;
}

/* Is (overpay, cards, wild value, high value) better than the best so far? */
static gboolean
improves (const Search *s,
          guint         overpay,
          guint         n_cards,
          guint         wild_value,
          guint         high_value)
{
  const TcMcgPaymentAdvice *b = s->best;

  if (!b->can_pay)
    return TRUE;
  if (overpay != b->overpay)
    return overpay < b->overpay;
  if (n_cards + s->n_axes != b->n_pay + b->n_axes)
    return n_cards + s->n_axes < b->n_pay + b->n_axes;
  if (wild_value != s->best_wild_value)
    return wild_value < s->best_wild_value;
  return high_value < s->best_high_value;
}

static void
consider (Search *s,
          guint   n_cards)
{
  guint wild_value, high_value, value, overpay;

  if (!tc_mcg_payment_covers (s->rules->cards, s->craft, s->pay, s->n_axes, NULL))
    return;

  value = paid_value (s, n_cards, &wild_value, &high_value);
  overpay = value > s->need ? value - s->need : 0;
  if (!improves (s, overpay, n_cards, wild_value, high_value))
    return;

  s->best->can_pay = TRUE;
  s->best->overpay = overpay;
  s->best->n_pay = n_cards;
  s->best->n_axes = s->n_axes;
  memcpy (s->best->pay, s->pay, sizeof s->pay);
  s->best_wild_value = wild_value;
  s->best_high_value = high_value;
}

/* A best payment is minimal: without any one of its cards it would fall
 * short, so it never holds more cards than the recipe has units. That
 * bound keeps the search to a few thousand candidates even for a big hand.
 */
static void
search_payments (Search *s,
                 guint   index,
                 guint   n_cards)
{
  guint code;

  if (index == s->n_codes)
    {
      consider (s, n_cards);
      return;
    }

  code = s->codes[index];
  for (guint n = 0; n <= s->hand[code] && n_cards + n <= s->max_cards; n++)
    {
      s->pay[code] = n;
      search_payments (s, index + 1, n_cards + n);
    }
  s->pay[code] = 0;
}

static void
pick_axes (const TcMcgRules   *rules,
           guint32             available,
           TcMcgPaymentAdvice *advice)
{
  guint left = advice->n_axes;

  advice->axes = 0;
  for (guint code = 0; code < rules->cards->n_craft && left > 0; code++)
    if (available & (1u << code))
      {
        advice->axes |= 1u << code;
        left--;
      }
}

/**
 * tc_mcg_payment_shortfall:
 * @covered: per resource type, what a payment covers (see
 *   tc_mcg_payment_covers())
 * @short_by: (out caller-allocates): per resource type, what @craft's
 *   recipe still lacks
 */
void
tc_mcg_payment_shortfall (const TcMcgCards *cards,
                          guint             craft,
                          const guint      *covered,
                          guint            *short_by)
{
  const guint *recipe = cards->craft[craft].recipe;

  for (guint t = 0; t < cards->n_types; t++)
    short_by[t] = recipe[t] > covered[t] ? recipe[t] - covered[t] : 0;
}

static void
compute_shortfall (const TcMcgRules   *rules,
                   const TcMcgSeat    *seat,
                   guint               craft,
                   guint               n_axes,
                   TcMcgPaymentAdvice *advice)
{
  guint covered[TC_MCG_MAX_TYPES] = { 0 };

  tc_mcg_payment_covers (rules->cards, craft, seat->hand, n_axes, covered);
  tc_mcg_payment_shortfall (rules->cards, craft, covered, advice->short_by);
}

/* The best payment from the seat's hand with @min_axes to @max_axes of its
 * unused axes (see tc_mcg_payment_advise() for "best").
 */
static void
advise_with_axes (const TcMcgRules   *rules,
                  const TcMcgState   *state,
                  guint               seat,
                  guint               craft,
                  guint               min_axes,
                  guint               max_axes,
                  TcMcgPaymentAdvice *advice)
{
  const TcMcgCards *cards = rules->cards;
  const TcMcgSeat *s = &state->seats[seat];
  const guint *recipe = cards->craft[craft].recipe;
  guint32 axes = tc_mcg_seat_unused_tools (rules->cards, s, TC_MCG_POWER_AXE);
  Search search = { .rules = rules, .craft = craft, .hand = s->hand, .best = advice };

  memset (advice, 0, sizeof *advice);
  max_axes = MIN (max_axes, (guint) __builtin_popcount (axes));

  for (guint t = 0; t < cards->n_types; t++)
    search.need += recipe[t];
  search.max_cards = search.need;

  for (guint code = 0; code < cards->n_resource; code++)
    {
      const TcMcgResourceCard *card = &cards->resource[code];

      if (s->hand[code] == 0)
        continue;
      if (card->kind == TC_MCG_KIND_WILD ||
          (card->kind == TC_MCG_KIND_RESOURCE && recipe[card->type] > 0))
        search.codes[search.n_codes++] = code;
    }

  for (guint n = min_axes; n <= max_axes; n++)
    {
      if (n > 0 && n * cards->axe_value > recipe[cards->axe_type] + cards->axe_value - 1)
        break;
      search.n_axes = n;
      search_payments (&search, 0, 0);
    }

  if (advice->can_pay)
    pick_axes (rules, axes, advice);
  else
    compute_shortfall (rules, s, craft, max_axes, advice);
}

/**
 * tc_mcg_payment_advise:
 * @seat: 0-based seat
 * @craft: the craft card to pay for
 * @advice: (out caller-allocates): the best payment: from the hand alone
 *   when it pays, since an axe is spent once and for all; otherwise from
 *   the hand and the seat's unused axes. Among those:
 *   no shortfall, least overpay, fewest cards (axes included), then the
 *   least wild value and the fewest high cards spent
 */
void
tc_mcg_payment_advise (const TcMcgRules   *rules,
                       const TcMcgState   *state,
                       guint               seat,
                       guint               craft,
                       TcMcgPaymentAdvice *advice)
{
  advise_with_axes (rules, state, seat, craft, 0, 0, advice);
  if (!advice->can_pay)
    advise_with_axes (rules, state, seat, craft, 0, G_MAXUINT, advice);
}

/**
 * tc_mcg_payment_advise_tools:
 * @advice: (out caller-allocates): the best payment that spends at least
 *   one of the seat's unused axes, offered as the second choice when
 *   tc_mcg_payment_advise() pays from the hand alone; @advice->can_pay is
 *   %FALSE when no axe helps
 */
void
tc_mcg_payment_advise_tools (const TcMcgRules   *rules,
                             const TcMcgState   *state,
                             guint               seat,
                             guint               craft,
                             TcMcgPaymentAdvice *advice)
{
  advise_with_axes (rules, state, seat, craft, 1, G_MAXUINT, advice);
}
