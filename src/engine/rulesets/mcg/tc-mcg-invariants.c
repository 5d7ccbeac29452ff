/* tc-mcg-invariants.c: what must hold in every state of a game
 *
 * The random games of the simulator and its tests check these after every
 * entry, recomputing everything from the state: each card accounted for
 * once, counts in range, points equal to the crafted cards, and a winner
 * exactly when a seat reaches the target. The check runs hundreds of times
 * per game, so it counts a word of cards at a time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-error.h"
#include "tc-mcg-bits.h"
#include "tc-mcg-invariants.h"

#define BIT(n) (1u << (n))

#define BYTE_TOP G_GUINT64_CONSTANT (0x8080808080808080)
#define BYTE_BIG G_GUINT64_CONSTANT (0xe0e0e0e0e0e0e0e0)

G_STATIC_ASSERT (TC_MCG_MAX_RESOURCE_IDS == 24);

/* Cold: the check runs after every simulated entry and fails never, so
 * the compiler should lay its failures out of the way.
 */
static gboolean
broken (GError     **error,
        const char  *format,
        ...) G_GNUC_PRINTF (2, 3) __attribute__ ((cold));

static gboolean
broken (GError     **error,
        const char  *format,
        ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (TC_RULE_ERROR, (int) g_quark_from_static_string ("invariant"),
                                 format, args);
  va_end (args);

  return FALSE;
}

/* Resource cards are counted a byte per code, eight codes to a word (as
 * the bytes lie in memory). The data keeps every deck count below 32
 * (tc-mcg-cards.c), so a byte of 32 or more in any row is already more
 * copies than a deck has; below that, three rows' bytes add up without
 * carrying.
 */
typedef struct
{
  guint64 sum[TC_MCG_ROW_WORDS];            /* the rows added, a byte per code */
  guint64 bits;                             /* every row's bytes ORed */
  guint8  singles[TC_MCG_MAX_RESOURCE_IDS]; /* tops and cards in flight */
} Located;

/* Adds a row of byte counts; returns the row's total, exact while its
 * bytes are below 32.
 */
static inline guint
locate_row (Located      *located,
            const guint8 *row)
{
  guint64 w[TC_MCG_ROW_WORDS];

  memcpy (w, row, sizeof w);
  located->sum[0] += w[0];
  located->sum[1] += w[1];
  located->sum[2] += w[2];
  located->bits |= w[0] | w[1] | w[2];

  return tc_mcg_sum_bytes (w[0] + w[1] + w[2]);
}

static inline void
locate_single (Located *located,
               guint    code,
               guint    n)
{
  located->singles[code] += n;
}

static gboolean
report_located (const TcMcgRules  *rules,
                const TcMcgState  *state,
                GError           **error)
{
  for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
    if (tc_mcg_state_count_located (rules, state, code) > rules->cards->deck[code])
      return broken (error, "%u copies of resource code %u are located, the deck has %u",
                     tc_mcg_state_count_located (rules, state, code), code, rules->cards->deck[code]);

  g_return_val_if_reached (FALSE);
}

static gboolean
report_rows (const TcMcgState  *state,
             guint              bad_rows,
             GError           **error)
{
  guint s = __builtin_ctz (bad_rows);
  guint counted = 0;

  if (s == TC_MCG_MAX_SEATS)
    {
      for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
        counted += state->discard[code];
      return broken (error, "discard count %u but %u cards in it", state->n_discard, counted);
    }

  for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
    counted += state->seats[s].hand[code];
  return broken (error, "seat %u: hand count %u but %u cards", s + 1, state->seats[s].n_hand, counted);
}

/* Located copies never exceed the deck, code by code (a slot past the
 * data's codes has a deck of 0), eight codes per subtraction: the top
 * bit of each byte stays set exactly when the byte does not go below
 * zero. Every byte is at most the 75 cards in all, so none reaches it.
 * Fills @unseen with the copies that can still be unseen.
 */
static gboolean
subtract_from_deck (const TcMcgRules *rules,
                    const Located    *located,
                    guint8           *unseen)
{
  guint64 deck[TC_MCG_ROW_WORDS], singles[TC_MCG_ROW_WORDS], left[TC_MCG_ROW_WORDS], failed = 0;

  memcpy (deck, rules->cards->deck, sizeof deck);
  memcpy (singles, located->singles, sizeof singles);
  for (guint i = 0; i < TC_MCG_ROW_WORDS; i++)
    {
      guint64 diff = (deck[i] | BYTE_TOP) - (located->sum[i] + singles[i]);

      failed |= ~diff & BYTE_TOP;
      left[i] = diff & ~BYTE_TOP;
    }
  memcpy (unseen, left, sizeof left);

  return failed == 0;
}

/* A top is a card of the data, on a pile that still holds it (for a
 * rebuilt pile, among its known contents).
 */
static gboolean
check_pile_top (const TcMcgPile   *pile,
                guint              p,
                guint              n_resource,
                GError           **error)
{
  /* As unsigned, a negative top is out of range too. */
  if (pile->top != TC_MCG_NO_CARD &&
      ((guint) pile->top >= n_resource || pile->remaining == 0 ||
       (pile->rebuilt && pile->contents[pile->top] == 0)))
    return broken (error, "pile %u: top %d is no card on a pile of %u", p + 1, pile->top, pile->remaining);

  return TRUE;
}

static gboolean
check_rebuilt_pile (const TcMcgPile   *pile,
                    guint              p,
                    guint              n_resource,
                    Located           *located,
                    GError           **error)
{
  guint contents = locate_row (located, pile->contents);

  if ((located->bits & BYTE_BIG) == 0 && contents != pile->remaining)
    return broken (error, "pile %u: %u cards left but %u known", p + 1, pile->remaining, contents);

  return check_pile_top (pile, p, n_resource, error);
}

/* Every resource card located once: the discard, the hands, the piles
 * (a rebuilt pile's known contents, another pile's top and hidden cards)
 * and the cards a pending TNT holds add up to the deck, code by code and
 * in total. Then the copies that can still be unseen are exactly the
 * cards the piles hide: the total is the located cards plus those.
 * Slots past the data's piles are not counted, so a card that strays
 * into one is missing from the total.
 */
static gboolean
check_resource_cards (const TcMcgRules  *rules,
                      const TcMcgState  *state,
                      guint8            *unseen,
                      GError           **error)
{
  const TcMcgCards *cards = rules->cards;
  Located located = { { 0 } };
  guint total, bad_rows;

  total = locate_row (&located, state->discard);
  bad_rows = (guint) (total != state->n_discard) << TC_MCG_MAX_SEATS;

  for (guint s = 0; s < state->n_seats; s++)
    {
      guint in_hand = locate_row (&located, state->seats[s].hand);

      bad_rows |= (guint) (in_hand != state->seats[s].n_hand) << s;
      total += in_hand;
    }

  /* Whether a pile shows a top is anybody's guess, so the usual piles
   * are counted without branching on it; a bad top is reported after.
   */
  for (guint p = 0; p < cards->n_piles; p++)
    {
      const TcMcgPile *pile = &state->piles[p];
      gboolean has_top = pile->top != TC_MCG_NO_CARD;
      gboolean fine_top = (guint) pile->top < cards->n_resource && pile->remaining > 0;

      total += pile->remaining;
      if (G_UNLIKELY (pile->rebuilt))
        {
          if (!check_rebuilt_pile (pile, p, cards->n_resource, &located, error))
            return FALSE;
          continue;
        }
      locate_single (&located, fine_top ? pile->top : 0, fine_top);
      if (has_top & !fine_top)
        return check_pile_top (pile, p, cards->n_resource, error);
    }

  for (guint i = 0; i < state->n_queue; i++)
    {
      const TcMcgPending *item = &state->queue[i];

      if (item->kind != TC_MCG_PENDING_TNT_KEEP)
        continue;
      if (item->n_from > TC_MCG_MAX_PILES)
        return broken (error, "a TNT holds %u cards, more than the piles", item->n_from);
      locate_single (&located, cards->tnt, 1);
      for (guint j = 0; j < item->n_from; j++)
        {
          if (item->from[j] >= cards->n_resource)
            return broken (error, "a TNT holds %u, no resource card", item->from[j]);
          locate_single (&located, item->from[j], 1);
        }
      total += 1 + item->n_from;
    }

  /* In this order, each test relies on the ones before: rows counted
   * exactly, then at most 75 cards, so that no byte overflows.
   */
  if (G_UNLIKELY (located.bits & BYTE_BIG))
    return report_located (rules, state, error);
  if (G_UNLIKELY (bad_rows != 0))
    return report_rows (state, bad_rows, error);
  if (total != cards->deck_size)
    return broken (error, "%u resource cards accounted for, the deck has %u", total, cards->deck_size);
  if (!subtract_from_deck (rules, &located, unseen))
    return report_located (rules, state, error);

  return TRUE;
}

/* As unsigned, no card (-1) and negative codes are out of range too. */
static inline gboolean
is_craft_code (const TcMcgCards *cards,
               gint8             code)
{
  return (guint8) code < cards->n_craft;
}

/* Adds one place's craft cards. The places hold each card once exactly
 * when the bits, added as numbers, sum to their union: a bit in two
 * places carries.
 */
static inline void
place_crafts (guint32  bits,
              guint32 *placed,
              guint64 *sum)
{
  *placed |= bits;
  *sum += bits;
}

static gboolean
report_placement (const TcMcgRules  *rules,
                  const TcMcgState  *state,
                  guint32            placed,
                  GError           **error)
{
  guint32 known = tc_mcg_cards_craft_codes (rules->cards), seen = 0, twice = 0;

  if (placed & ~known)
    return broken (error, "craft codes %#x are no cards", placed & ~known);

  for (guint p = 0; p < rules->cards->n_craft_piles; p++)
    if (state->craft_piles[p].top != TC_MCG_NO_CARD)
      {
        twice |= seen & BIT (state->craft_piles[p].top);
        seen |= BIT (state->craft_piles[p].top);
      }
  for (guint s = 0; s < state->n_seats; s++)
    {
      guint32 held = state->seats[s].crafted;

      if (state->seats[s].reserved != TC_MCG_NO_CARD)
        held |= BIT (state->seats[s].reserved);
      twice |= seen & held;
      seen |= held;
    }

  if (twice)
    return broken (error, "%s is in two places", rules->cards->craft[__builtin_ctz (twice)].id);
  return broken (error, "%s is on the table but was never revealed",
                 rules->cards->craft[__builtin_ctz (placed & ~state->craft_seen)].id);
}

static gboolean
report_seat (const TcMcgRules  *rules,
             const TcMcgState  *state,
             guint              s,
             GError           **error)
{
  const TcMcgSeat *seat = &state->seats[s];
  guint points = tc_mcg_cards_sum_points (rules->cards, seat->crafted);

  if (points != seat->points)
    return broken (error, "seat %u has %u points but crafted %u", s + 1, seat->points, points);
  if (seat->used & ~seat->crafted)
    return broken (error, "seat %u used a tool it does not own", s + 1);
  return broken (error, "seat %u reached %u points but nobody has won", s + 1, seat->points);
}

/* Every craft card in one place only (a pile top, a holder or a seat's
 * crafted cards), a card of the data, revealed before it got there; the
 * piles, holders and crafted cards hold the 24 in play. Each seat's
 * points are its crafted cards', it used only tools it owns, and reaching
 * the target means somebody won.
 */
static gboolean
check_craft_cards (const TcMcgRules  *rules,
                   const TcMcgState  *state,
                   GError           **error)
{
  const TcMcgCards *cards = rules->cards;
  guint32 placed = 0;
  guint64 sum = 0;
  guint total = 0;

  /* As for the resource piles, tops and held cards are placed without
   * branching on whether there is one.
   */
  for (guint p = 0; p < cards->n_craft_piles; p++)
    {
      const TcMcgCraftPile *pile = &state->craft_piles[p];
      gboolean has_top = pile->top != TC_MCG_NO_CARD;
      gboolean fine_top = is_craft_code (cards, pile->top) && pile->remaining > 0;

      if (has_top & !fine_top)
        return broken (error, "craft pile %u: top %d on a pile of %u", p + 1, pile->top, pile->remaining);
      place_crafts (fine_top ? BIT (pile->top) : 0, &placed, &sum);
      total += pile->remaining - fine_top;   /* a top is counted once placed */
    }

  for (guint s = 0; s < state->n_seats; s++)
    {
      const TcMcgSeat *seat = &state->seats[s];
      gboolean holds = seat->reserved != TC_MCG_NO_CARD;
      gboolean fine_hold = is_craft_code (cards, seat->reserved);

      if (holds & !fine_hold)
        return broken (error, "seat %u holds %d, no craft card", s + 1, seat->reserved);
      place_crafts ((fine_hold ? BIT (seat->reserved) : 0) | seat->crafted, &placed, &sum);

      if (tc_mcg_cards_sum_points (cards, seat->crafted) != seat->points ||
          (seat->used & ~seat->crafted) != 0 ||
          (seat->points >= rules->target && state->winner < 0))
        return report_seat (rules, state, s, error);
    }

  if (G_UNLIKELY (sum != placed || (placed & ~tc_mcg_cards_craft_codes (cards)) != 0 || (placed & ~state->craft_seen) != 0))
    return report_placement (rules, state, placed, error);

  total += tc_mcg_count_bits (placed);
  if (total != tc_mcg_cards_craft_total (cards))
    return broken (error, "%u craft cards accounted for, the piles held %u",
                   total, tc_mcg_cards_craft_total (cards));

  if (state->winner >= 0 && state->seats[state->winner].points < rules->target)
    return broken (error, "seat %d won with %u points", state->winner + 1,
                   state->seats[state->winner].points);

  return TRUE;
}

/* Seats, turn and queue within their arrays: the other checks index by them. */
static gboolean
check_ranges (const TcMcgRules  *rules,
              const TcMcgState  *state,
              GError           **error)
{
  if (state->n_seats != rules->n_seats)
    return broken (error, "%u seats in the state, %u in the rules", state->n_seats, rules->n_seats);
  if (state->started && state->active >= state->n_seats)
    return broken (error, "seat %u is active among %u", state->active + 1, state->n_seats);
  if (state->winner < -1 || state->winner >= (gint) state->n_seats)
    return broken (error, "seat %d won among %u", state->winner + 1, state->n_seats);
  if (state->n_queue > TC_MCG_MAX_QUEUE)
    return broken (error, "%u items queued", state->n_queue);

  return TRUE;
}

/**
 * tc_mcg_state_check_invariants:
 * @unseen: (out caller-allocates) (optional): per resource code, the copies
 *   that can still be hidden in the piles, found on the way
 *
 * Every card accounted for, no count out of range, points equal to the
 * crafted cards, and a winner exactly when a seat reached the target.
 * Everything is recomputed from @state.
 */
gboolean
tc_mcg_state_check_invariants (const TcMcgRules  *rules,
                               const TcMcgState  *state,
                               guint8            *unseen,
                               GError           **error)
{
  guint8 ignored[TC_MCG_MAX_RESOURCE_IDS];

  return check_ranges (rules, state, error) &&
         check_resource_cards (rules, state, unseen != NULL ? unseen : ignored, error) &&
         check_craft_cards (rules, state, error);
}
