/* tc-mcg-sim.c: plays random legal games through the rules
 *
 * The simulated table deals nothing in advance: a reveal draws at random
 * among the cards that can still be unseen (or among a rebuilt pile's known
 * contents). Drawing from the unseen pool one reveal at a time is the same,
 * in distribution, as a shuffled deal, and it exercises the referee's own
 * bookkeeping of which cards remain.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-mcg-payment.h"
#include "tc-mcg-sim.h"

#define BIT(n) (1u << (n))

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

/* Set bits, without a call: the check counts the placed craft cards
 * after every simulated entry.
 */
static inline guint
count_bits (guint32 bits)
{
  bits -= (bits >> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >> 2) & 0x33333333);
  bits = (bits + (bits >> 4)) & 0x0f0f0f0f;

  return (bits * 0x01010101) >> 24;
}

/* Resource cards are counted a byte per code, eight codes to a word (as
 * the bytes lie in memory). The data keeps every deck count below 32 (tc-mcg-cards.c),
 * so a byte of 32 or more in any row is already more copies than a deck
 * has; below that, three rows' bytes add up without carrying.
 */
#define LOW_BYTES G_GUINT64_CONSTANT (0x00ff00ff00ff00ff)
#define BYTE_TOP  G_GUINT64_CONSTANT (0x8080808080808080)
#define BYTE_BIG  G_GUINT64_CONSTANT (0xe0e0e0e0e0e0e0e0)
#define ROW_WORDS (TC_MCG_MAX_RESOURCE_IDS / 8)

G_STATIC_ASSERT (TC_MCG_MAX_RESOURCE_IDS == 24);

typedef struct
{
  guint64 sum[ROW_WORDS];                   /* the rows added, a byte per code */
  guint64 bits;                             /* every row's bytes ORed */
  guint8  singles[TC_MCG_MAX_RESOURCE_IDS]; /* tops and cards in flight */
} Located;

/* The eight bytes of @word added up. */
static inline guint
sum_bytes (guint64 word)
{
  word = (word & LOW_BYTES) + ((word >> 8) & LOW_BYTES);
  return (word * G_GUINT64_CONSTANT (0x0001000100010001)) >> 48;
}

/* Adds a row of byte counts; returns the row's total, exact while its
 * bytes are below 32.
 */
static inline guint
locate_row (Located      *located,
            const guint8 *row)
{
  guint64 w[ROW_WORDS];

  memcpy (w, row, sizeof w);
  located->sum[0] += w[0];
  located->sum[1] += w[1];
  located->sum[2] += w[2];
  located->bits |= w[0] | w[1] | w[2];

  return sum_bytes (w[0] + w[1] + w[2]);
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
  guint64 deck[ROW_WORDS], singles[ROW_WORDS], left[ROW_WORDS], failed = 0;

  memcpy (deck, rules->cards->deck, sizeof deck);
  memcpy (singles, located->singles, sizeof singles);
  for (guint i = 0; i < ROW_WORDS; i++)
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

/* Bit per craft code of the data. */
static guint32
craft_codes (const TcMcgCards *cards)
{
  return cards->n_craft >= 32 ? G_MAXUINT32 : BIT (cards->n_craft) - 1;
}

static gboolean
report_placement (const TcMcgRules  *rules,
                  const TcMcgState  *state,
                  guint32            placed,
                  GError           **error)
{
  guint32 known = craft_codes (rules->cards), seen = 0, twice = 0;

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

  if (G_UNLIKELY (sum != placed || (placed & ~craft_codes (cards)) != 0 || (placed & ~state->craft_seen) != 0))
    return report_placement (rules, state, placed, error);

  total += count_bits (placed);
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

/* Random numbers ---------------------------------------------------------- */

/**
 * tc_mcg_sim_rand_init:
 *
 * Seeds the simulator's generator, SplitMix64: a game's choices cost less
 * than seeding GRand's Mersenne Twister, and nearby seeds still give
 * unrelated sequences.
 */
void
tc_mcg_sim_rand_init (TcMcgSimRand *rand,
                      guint64       seed)
{
  rand->state = seed;
}

static guint64
rand_next (TcMcgSimRand *rand)
{
  guint64 z = (rand->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* In [0, n), by multiplying rather than dividing; the bias is below
 * n / 2³², nothing a random game can show.
 */
static guint
rand_below (TcMcgSimRand *rand,
            guint         n)
{
  return (guint) (((rand_next (rand) >> 32) * n) >> 32);
}

/* In [begin, end), as g_rand_int_range(). */
static gint
rand_range (TcMcgSimRand *rand,
            gint          begin,
            gint          end)
{
  return begin + (gint) rand_below (rand, end - begin);
}

static gboolean
rand_boolean (TcMcgSimRand *rand)
{
  return rand_next (rand) >> 63;
}

/**
 * tc_mcg_sim_random_rules:
 * @n_players: 2–4, or 0 for a random number
 *
 * Random rulings for one game.
 */
void
tc_mcg_sim_random_rules (TcMcgRules        *rules,
                         const TcMcgCards  *cards,
                         const char *const *players,
                         guint              n_players,
                         TcMcgSimRand      *rand)
{
  if (n_players == 0)
    n_players = rand_range (rand, cards->min_players, cards->max_players + 1);

  memset (rules, 0, sizeof *rules);
  rules->cards = cards;
  rules->players = players;
  rules->n_seats = n_players;
  rules->target = cards->target[n_players];
  rules->empty_pile = rand_range (rand, 0, 4) == 0
    ? TC_MCG_EMPTY_PILE_STAY_EMPTY : TC_MCG_EMPTY_PILE_RESHUFFLE_DISCARD;
  rules->creeper_attacks_after_tnt = rand_boolean (rand);
  rules->creeper_attacks_after_hoe = rand_boolean (rand);
  rules->shovel = rand_boolean (rand);
}

/* Choosing ---------------------------------------------------------------- */

typedef struct
{
  const TcMcgRules *rules;
  TcMcgSimRand     *rand;
  TcMcgState        state;
  guint8            unseen[TC_MCG_MAX_RESOURCE_IDS];   /* found by the invariant check */
} Sim;

/* A resource code at random, each weighted by its count in @row (a count
 * per code, past the data's codes 0). Whole words of eight counts are
 * skipped with one sum each.
 */
static guint
pick_from_row (TcMcgSimRand *rand,
               const guint8 *row)
{
  guint64 words[ROW_WORDS];
  guint in_word[ROW_WORDS], total = 0, r, i = 0;

  memcpy (words, row, sizeof words);
  for (guint k = 0; k < ROW_WORDS; k++)
    {
      in_word[k] = sum_bytes (words[k]);
      total += in_word[k];
    }
  g_assert (total > 0);

  for (r = rand_below (rand, total); r >= in_word[i]; i++)
    r -= in_word[i];

  for (guint code = 8 * i; ; code++)
    {
      if (r < row[code])
        return code;
      r -= row[code];
    }
}

/* One of the set bits of @bits, at random. */
static guint
pick_bit (TcMcgSimRand *rand,
          guint32       bits)
{
  g_assert (bits != 0);

  for (guint skip = rand_below (rand, count_bits (bits)); skip > 0; skip--)
    bits &= bits - 1;

  return __builtin_ctz (bits);
}

static TcMcgCardRef
resource_ref (guint code)
{
  return (TcMcgCardRef) { TC_MCG_CARD_RESOURCE, code };
}

static TcMcgCardRef
craft_ref (guint code)
{
  return (TcMcgCardRef) { TC_MCG_CARD_CRAFT, code };
}

static void
choose_setup (Sim        *sim,
              TcMcgEntry *entry)
{
  const TcMcgCards *cards = sim->rules->cards;
  guint8 deck[TC_MCG_MAX_RESOURCE_IDS];
  guint32 used = 0;

  entry->type = TC_MCG_ENTRY_SETUP;
  memcpy (deck, cards->deck, sizeof deck);

  entry->n_cards = cards->n_piles;
  for (guint p = 0; p < cards->n_piles; p++)
    {
      guint code = pick_from_row (sim->rand, deck);

      deck[code]--;
      entry->cards[p] = resource_ref (code);
    }

  entry->n_crafts = cards->n_craft_piles;
  for (guint p = 0; p < cards->n_craft_piles; p++)
    {
      guint code;

      do
        code = rand_range (sim->rand, 0, cards->n_craft);
      while (used & BIT (code));
      used |= BIT (code);
      entry->crafts[p] = craft_ref (code);
    }

  entry->first_seat = rand_range (sim->rand, 1, sim->rules->n_seats + 1);
}

static void
choose_reveal (Sim                *sim,
               const TcMcgPending *item,
               TcMcgEntry         *entry)
{
  const TcMcgCards *cards = sim->rules->cards;
  const TcMcgState *state = &sim->state;

  entry->type = TC_MCG_ENTRY_REVEAL;
  entry->pile = item->pile + 1;

  if (item->kind == TC_MCG_PENDING_CRAFT_REVEAL)
    {
      guint32 unseen = ~state->craft_seen & craft_codes (cards);

      entry->craft_pile = TRUE;
      entry->card = craft_ref (pick_bit (sim->rand, unseen));
      return;
    }

  if (state->piles[item->pile].rebuilt)
    entry->card = resource_ref (pick_from_row (sim->rand, state->piles[item->pile].contents));
  else
    entry->card = resource_ref (pick_from_row (sim->rand, sim->unseen));
}

static void
choose_tnt_keep (Sim                *sim,
                 const TcMcgPending *item,
                 TcMcgEntry         *entry)
{
  const TcMcgCards *cards = sim->rules->cards;
  guint want = rand_range (sim->rand, 0, 5) == 0 ? rand_range (sim->rand, 0, 2) : 2;

  entry->type = TC_MCG_ENTRY_TNT_KEEP;
  entry->seat = item->seat + 1;
  for (guint i = 0; i < item->n_from && entry->n_cards < want; i++)
    {
      TcMcgCardKind kind = cards->resource[item->from[i]].kind;

      if (kind == TC_MCG_KIND_RESOURCE || kind == TC_MCG_KIND_WILD)
        entry->cards[entry->n_cards++] = resource_ref (item->from[i]);
    }
}

/* Bit per craft code: the seat's tools of @power it has not used yet. */
static guint32
unused_tools (const TcMcgRules *rules,
              const TcMcgSeat  *seat,
              TcMcgPower        power)
{
  return seat->crafted & ~seat->used & rules->cards->by_power[power];
}

static gint
find_unused_tool (const TcMcgRules *rules,
                  const TcMcgSeat  *seat,
                  TcMcgPower        power)
{
  guint32 tools = unused_tools (rules, seat, power);

  return tools != 0 ? __builtin_ctz (tools) : -1;
}

static void
choose_creeper_answer (Sim                *sim,
                       const TcMcgPending *item,
                       TcMcgEntry         *entry)
{
  guint seats[TC_MCG_MAX_SEATS], n = 0;
  const TcMcgSeat *seat;
  gint sword;

  for (guint s = 0; s < sim->rules->n_seats; s++)
    if (item->owing & BIT (s))
      seats[n++] = s;

  entry->type = TC_MCG_ENTRY_CREEPER_DISCARD;
  entry->seat = seats[rand_range (sim->rand, 0, n)] + 1;
  seat = &sim->state.seats[entry->seat - 1];
  sword = find_unused_tool (sim->rules, seat, TC_MCG_POWER_SWORD);
  if (sword >= 0 && (seat->n_hand == 0 || rand_boolean (sim->rand)))
    {
      entry->sword = TRUE;
      entry->card = craft_ref (sword);
      return;
    }

  entry->card = resource_ref (pick_from_row (sim->rand, seat->hand));
}

/* Takes one card or axe worth @value toward @need. */
static void
spend (guint *need,
       guint  value)
{
  *need -= MIN (*need, value);
}

/* Pays up to @have cards worth @value each toward @need; returns how
 * many it took.
 */
static guint
spend_cards (guint *need,
             guint  have,
             guint  value)
{
  guint n = 0;

  for (; n < have && *need > 0; n++)
    spend (need, value);

  return n;
}

/* Bit per resource code the hand holds: the payment looks at those only. */
static guint32
held_codes (const TcMcgCards *cards,
            const guint8     *hand)
{
  guint32 held = 0;

  for (guint code = 0; code < cards->n_resource; code++)
    held |= (guint32) (hand[code] != 0) << code;

  return held;
}

/* Pays @craft from the active seat, the simple way: each recipe type with
 * its own cards, then the unused axes, then wild cards where something is
 * still short. That is an assignment of every card, so it covers when
 * nothing is left short; when the greedy wild split falls short, pays all
 * the useful cards and axes, which cover because the whole hand does.
 * (The payment advice searches for the best payment; a random game does
 * not need the best, and the advice has its own tests and benchmark.)
 */
static void
choose_payment (Sim        *sim,
                guint       craft,
                guint32     axes,
                TcMcgEntry *entry)
{
  const TcMcgCards *cards = sim->rules->cards;
  const guint *recipe = cards->craft[craft].recipe;
  const guint8 *hand = sim->state.seats[sim->state.active].hand;
  guint32 held = held_codes (cards, hand), wild = 0, paid_axes = 0;
  guint need[TC_MCG_MAX_TYPES], short_total = 0;
  guint8 pay[TC_MCG_MAX_RESOURCE_IDS] = { 0 };

  memcpy (need, recipe, sizeof need);
  for (guint32 left = held; left != 0; left &= left - 1)
    {
      guint code = __builtin_ctz (left);
      const TcMcgResourceCard *card = &cards->resource[code];

      if (card->kind == TC_MCG_KIND_RESOURCE)
        pay[code] = spend_cards (&need[card->type], hand[code], card->value);
      else if (card->kind == TC_MCG_KIND_WILD)
        wild |= BIT (code);
    }

  for (guint32 left = axes; left != 0 && need[cards->axe_type] > 0; left &= left - 1)
    {
      paid_axes |= BIT (__builtin_ctz (left));
      spend (&need[cards->axe_type], cards->axe_value);
    }

  for (guint t = 0; t < cards->n_types; t++)
    for (guint32 left = wild; left != 0 && need[t] > 0; left &= left - 1)
      {
        guint code = __builtin_ctz (left);

        pay[code] += spend_cards (&need[t], hand[code] - pay[code], cards->resource[code].value);
      }

  for (guint t = 0; t < cards->n_types; t++)
    short_total += need[t];

  for (guint32 left = held; left != 0; left &= left - 1)
    {
      guint code = __builtin_ctz (left);
      const TcMcgResourceCard *card = &cards->resource[code];
      guint n = pay[code];

      if (short_total > 0 && (card->kind == TC_MCG_KIND_WILD ||
                              (card->kind == TC_MCG_KIND_RESOURCE && recipe[card->type] > 0)))
        n = hand[code];
      for (guint i = 0; i < n; i++)
        entry->cards[entry->n_cards++] = resource_ref (code);
    }

  if (short_total > 0)
    paid_axes = axes;
  for (guint32 left = paid_axes; left != 0; left &= left - 1)
    entry->crafts[entry->n_crafts++] = craft_ref (__builtin_ctz (left));
}

/* What a hand could pay: per resource type its own cards (and the axes
 * for their type), and the wild cards' worth in all. Most craft tops are
 * settled by these sums before the exact search for a wild split.
 */
typedef struct
{
  guint own[TC_MCG_MAX_TYPES];
  guint wild;
} Reach;

static void
add_to_reach (const TcMcgResourceCard *card,
              guint                    n,
              Reach                   *reach)
{
  if (card->kind == TC_MCG_KIND_WILD)
    reach->wild += n * card->value;
  else if (card->kind == TC_MCG_KIND_RESOURCE)
    reach->own[card->type] += n * card->value;
}

/* Looks only at the codes the hand holds, eight bytes at a time: a hand
 * holds a few of the codes, and this runs before every simulated action.
 */
static void
measure_reach (const TcMcgCards *cards,
               const guint8     *hand,
               guint             n_axes,
               Reach            *reach)
{
  memset (reach, 0, sizeof *reach);
  for (guint i = 0; i < TC_MCG_MAX_RESOURCE_IDS / 8; i++)
    {
      guint64 word;

      memcpy (&word, hand + 8 * i, sizeof word);
      while (word != 0)
        {
          guint shift = __builtin_ctzll (word) & ~7u;

          add_to_reach (&cards->resource[8 * i + shift / 8], (word >> shift) & 0xff, reach);
          word &= ~(G_GUINT64_CONSTANT (0xff) << shift);
        }
    }
  reach->own[cards->axe_type] += n_axes * cards->axe_value;
}

/* What the hand's own cards and axes leave short of @craft's recipe,
 * all types together.
 */
static guint
measure_shortfall (const TcMcgCards *cards,
                   const Reach      *reach,
                   guint             craft)
{
  const guint *recipe = cards->craft[craft].recipe;
  guint short_by = 0;

  /* Without branches: which types fall short is anybody's guess. */
  for (guint t = 0; t < cards->n_types; t++)
    short_by += MAX ((gint) recipe[t] - (gint) reach->own[t], 0);

  return short_by;
}

/* Nothing short covers; more than all the wild cards are worth cannot;
 * in between, the exact search decides how the wild cards are split.
 */
static gboolean
can_pay (const TcMcgCards *cards,
         const Reach      *reach,
         guint             craft,
         const guint8     *hand,
         guint             n_axes)
{
  guint short_by = measure_shortfall (cards, reach, craft);

  if (short_by == 0)
    return TRUE;
  if (short_by > reach->wild)
    return FALSE;
  return tc_mcg_payment_covers (cards, craft, hand, n_axes, NULL);
}

/* Crafts the affordable card worth the most among the reserve and the
 * craft tops (ties from a random start): games end sooner.
 */
static gboolean
choose_craft (Sim        *sim,
              TcMcgEntry *entry)
{
  const TcMcgState *state = &sim->state;
  const TcMcgSeat *seat = &state->seats[state->active];
  guint n_sources = sim->rules->cards->n_craft_piles + 1;   /* 0: reserve */
  guint start = rand_below (sim->rand, n_sources);
  guint32 axes = unused_tools (sim->rules, seat, TC_MCG_POWER_AXE);
  guint n_axes = count_bits (axes);
  gint best = TC_MCG_NO_CARD;
  guint best_source = 0;
  Reach reach;

  measure_reach (sim->rules->cards, seat->hand, n_axes, &reach);
  for (guint i = 0, source = start; i < n_sources; i++, source = source + 1 < n_sources ? source + 1 : 0)
    {
      gint craft = source == 0 ? seat->reserved : state->craft_piles[source - 1].top;

      if (craft == TC_MCG_NO_CARD ||
          (best != TC_MCG_NO_CARD &&
           sim->rules->cards->craft[craft].points <= sim->rules->cards->craft[best].points) ||
          !can_pay (sim->rules->cards, &reach, craft, seat->hand, n_axes))
        continue;
      best = craft;
      best_source = source;
    }

  if (best == TC_MCG_NO_CARD)
    return FALSE;

  entry->type = TC_MCG_ENTRY_CRAFT;
  entry->seat = state->active + 1;
  entry->from_reserve = best_source == 0;
  entry->pile = best_source;
  choose_payment (sim, best, axes, entry);
  return TRUE;
}

static gboolean
choose_tool (Sim        *sim,
             TcMcgEntry *entry)
{
  guint seat = rand_range (sim->rand, 0, sim->rules->n_seats);
  const TcMcgSeat *s = &sim->state.seats[seat];
  TcMcgPower powers[] = { TC_MCG_POWER_PICKAXE, TC_MCG_POWER_SHOVEL, TC_MCG_POWER_HOE };
  TcMcgPower power = powers[rand_range (sim->rand, 0, G_N_ELEMENTS (powers))];
  gint tool = find_unused_tool (sim->rules, s, power);

  if (tool < 0 || (power == TC_MCG_POWER_PICKAXE && seat != sim->state.active))
    return FALSE;

  entry->type = TC_MCG_ENTRY_USE_TOOL;
  entry->seat = seat + 1;
  entry->card = craft_ref (tool);
  if (power == TC_MCG_POWER_SHOVEL)
    {
      entry->has_target = TRUE;
      entry->target = (seat + rand_range (sim->rand, 1, sim->rules->n_seats)) % sim->rules->n_seats + 1;
    }

  return TRUE;
}

static gboolean
choose_mine (Sim        *sim,
             TcMcgEntry *entry)
{
  guint32 minable = 0;

  for (guint p = 0; p < sim->rules->cards->n_piles; p++)
    minable |= (guint32) (sim->state.piles[p].top != TC_MCG_NO_CARD) << p;

  if (minable == 0)
    return FALSE;

  entry->type = TC_MCG_ENTRY_MINE;
  entry->seat = sim->state.active + 1;
  entry->pile = pick_bit (sim->rand, minable) + 1;
  return TRUE;
}

static gboolean
choose_reserve (Sim        *sim,
                TcMcgEntry *entry)
{
  guint pile = rand_range (sim->rand, 0, sim->rules->cards->n_craft_piles);

  if (sim->state.seats[sim->state.active].reserved != TC_MCG_NO_CARD ||
      sim->state.craft_piles[pile].top == TC_MCG_NO_CARD)
    return FALSE;

  entry->type = TC_MCG_ENTRY_RESERVE;
  entry->seat = sim->state.active + 1;
  entry->pile = pile + 1;
  return TRUE;
}

static void
choose_action (Sim        *sim,
               TcMcgEntry *entry)
{
  guint roll = rand_range (sim->rand, 0, 100);

  if (roll < 4 && choose_tool (sim, entry))
    return;

  /* Crafting whenever possible ends games sooner. */
  if (sim->state.actions_left > 0)
    {
      if (roll < 95 && choose_craft (sim, entry))
        return;
      if (roll >= 97 && choose_reserve (sim, entry))
        return;
      if (roll >= 5 && choose_mine (sim, entry))
        return;
    }

  entry->type = TC_MCG_ENTRY_END_TURN;
  entry->seat = sim->state.active + 1;
}

static void
choose_entry (Sim        *sim,
              TcMcgEntry *entry)
{
  const TcMcgState *state = &sim->state;
  const TcMcgPending *front;

  tc_mcg_entry_clear (entry);

  if (!state->started)
    {
      choose_setup (sim, entry);
      return;
    }

  if (state->n_queue == 0)
    {
      choose_action (sim, entry);
      return;
    }

  front = &state->queue[0];
  switch (front->kind)
    {
    case TC_MCG_PENDING_REVEAL:
    case TC_MCG_PENDING_CRAFT_REVEAL:
      choose_reveal (sim, &state->queue[rand_range (sim->rand, 0, tc_mcg_state_front_run (state))], entry);
      break;

    case TC_MCG_PENDING_TNT_KEEP:
      choose_tnt_keep (sim, front, entry);
      break;

    case TC_MCG_PENDING_CREEPER:
      choose_creeper_answer (sim, front, entry);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* Nobody can win once no craft card is left to craft. */
static gboolean
craft_cards_left (const TcMcgRules *rules,
                  const TcMcgState *state)
{
  for (guint p = 0; p < rules->cards->n_craft_piles; p++)
    if (state->craft_piles[p].remaining > 0)
      return TRUE;

  for (guint s = 0; s < state->n_seats; s++)
    if (state->seats[s].reserved != TC_MCG_NO_CARD)
      return TRUE;

  return FALSE;
}

/**
 * tc_mcg_sim_play:
 * @game: (out caller-allocates): the entries played; clear with
 *   tc_mcg_sim_game_clear()
 * @error: set when an entry the simulator chose legally is refused, or an
 *   invariant breaks; the message names the entry
 *
 * Plays one random game, checking the invariants after every entry.
 */
gboolean
tc_mcg_sim_play (const TcMcgRules  *rules,
                 TcMcgSimRand      *rand,
                 TcMcgSimGame      *game,
                 GError           **error)
{
  Sim sim = { .rules = rules, .rand = rand };
  g_autoptr(GArray) entries = NULL;
  guint n_entries = 0, idle_turns = 0, reveal_run = 0;

  if (!game->skip_entries)
    entries = g_array_sized_new (FALSE, FALSE, sizeof (TcMcgEntry), 256);

  tc_mcg_state_init (rules, &sim.state);

  /* Stop when the table is stuck: many turns in a row ended with nothing
   * done, which happens once the piles are gone under stay_empty; no
   * craft card is left to win with; or the piles only cycle creepers. A
   * pile rebuilt from a discard of nothing but creepers reveals one, which
   * goes back to the discard, and so on for ever (spec §4 and §5 allow
   * it); no other game reveals more than a dozen cards in a row.
   */
  while (!tc_mcg_state_is_finished (&sim.state) &&
         n_entries < TC_MCG_SIM_MAX_ENTRIES &&
         (!sim.state.started || craft_cards_left (rules, &sim.state)) &&
         idle_turns <= 3 * rules->n_seats &&
         reveal_run < TC_MCG_SIM_MAX_REVEAL_RUN)
    {
      TcMcgEntry entry;

      choose_entry (&sim, &entry);
      idle_turns = entry.type == TC_MCG_ENTRY_END_TURN ? idle_turns + 1 : 0;
      reveal_run = entry.type == TC_MCG_ENTRY_REVEAL ? reveal_run + 1 : 0;
      if (!tc_mcg_state_apply (rules, &sim.state, &entry, error) ||
          !tc_mcg_state_check_invariants (rules, &sim.state, sim.unseen, error))
        {
          g_prefix_error (error, "entry %u: ", n_entries + 1);
          return FALSE;
        }
      if (entries != NULL)
        g_array_append_val (entries, entry);
      n_entries++;
    }

  game->finished = tc_mcg_state_is_finished (&sim.state);
  game->n_entries = n_entries;
  game->entries = entries != NULL ? (TcMcgEntry *) g_array_free (g_steal_pointer (&entries), FALSE) : NULL;

  return TRUE;
}

void
tc_mcg_sim_game_clear (TcMcgSimGame *game)
{
  g_clear_pointer (&game->entries, g_free);
  game->n_entries = 0;
}
