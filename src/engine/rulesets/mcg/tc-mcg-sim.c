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

#include "tc-error.h"
#include "tc-mcg-bits.h"
#include "tc-mcg-invariants.h"
#include "tc-mcg-payment.h"
#include "tc-mcg-sim.h"

#define BIT(n) (1u << (n))

/* Random numbers ---------------------------------------------------------- */

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
                         TcSimRand         *rand)
{
  if (n_players == 0)
    n_players = tc_sim_rand_range (rand, cards->min_players, cards->max_players + 1);

  memset (rules, 0, sizeof *rules);
  rules->cards = cards;
  rules->players = players;
  rules->logged_players = players;
  rules->n_seats = n_players;
  rules->target = cards->target[n_players];
  rules->empty_pile = tc_sim_rand_range (rand, 0, 4) == 0
    ? TC_MCG_EMPTY_PILE_STAY_EMPTY : TC_MCG_EMPTY_PILE_RESHUFFLE_DISCARD;
  rules->creeper_attacks_after_tnt = tc_sim_rand_boolean (rand);
  rules->creeper_attacks_after_hoe = tc_sim_rand_boolean (rand);
  rules->shovel = tc_sim_rand_boolean (rand);
}

/* Choosing ---------------------------------------------------------------- */

typedef struct
{
  const TcMcgRules *rules;
  TcSimRand        *rand;
  TcMcgState        state;
  gboolean          check;                            /* the invariants after every entry */

  /* The copies the ordinary piles can still hide. A card leaves them as
   * it is chosen for the table to see for the first time: a top dealt at
   * setup, a reveal on a pile not rebuilt (whose cards were hidden). Seen
   * cards only move between known places, so that is all the bookkeeping
   * they need; with the check on, the invariants recompute them from the
   * state after every entry and must agree.
   */
  guint8            unseen[TC_MCG_MAX_RESOURCE_IDS];
} Sim;

/* Random numbers: a choice among @n from 32 random bits, by multiplying
 * rather than dividing, as tc_sim_rand_below() does with the top half of
 * a draw. An entry's choices share one 64-bit draw where they can: each
 * draw is a chain of multiplications the next choice waits for.
 */
static guint
below (guint32 bits,
       guint   n)
{
  return ((guint64) bits * n) >> 32;
}

static guint64
draw (Sim *sim)
{
  return tc_sim_rand_next (sim->rand);
}

/* A resource code at random, each weighted by its count in @row (a count
 * per code, past the data's codes 0). A word's eight counts times
 * 0x0101…01 are their running sums, a byte each (no row holds 128
 * cards); the code drawn in a word is the number of running sums that
 * the draw reaches, compared eight at a time.
 */
static guint
pick_from_row (guint32       bits,
               const guint8 *row)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 tops = G_GUINT64_CONSTANT (0x8080808080808080);
  guint64 running[TC_MCG_ROW_WORDS], in_word, passed;
  guint total = 0, r, i = 0, before = 0, prefix = 0;

  /* The loops unrolled, the words stay in registers, not on the stack. */
#pragma GCC unroll 8
  for (guint k = 0; k < TC_MCG_ROW_WORDS; k++)
    {
      guint64 word;

      memcpy (&word, row + 8 * k, sizeof word);
      running[k] = GUINT64_FROM_LE (word) * ones;
      total += running[k] >> 56;
    }
  g_assert (total > 0);

  /* The word is the number of words' running totals the draw reaches,
   * found without a branch on the draw; r then counts within the word.
   */
  r = below (bits, total);
  in_word = running[0];
#pragma GCC unroll 8
  for (guint k = 0; k + 1 < TC_MCG_ROW_WORDS; k++)
    {
      guint reached;

      prefix += running[k] >> 56;
      reached = r >= prefix;
      i += reached;
      before = reached ? prefix : before;
      in_word = reached ? running[k + 1] : in_word;
    }
  r -= before;

  /* A top bit per running sum at most r, then those bits added up. */
  passed = (((r * ones) | tops) - in_word) & tops;
  return 8 * i + (((passed >> 7) * ones) >> 56);
}

/* One of the set bits of @bits, at random. */
static guint
pick_bit (guint32 random_bits,
          guint32 bits)
{
  g_assert (bits != 0);

  for (guint skip = below (random_bits, tc_mcg_count_bits (bits)); skip > 0; skip--)
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
      guint code = pick_from_row (draw (sim) >> 32, deck);

      deck[code]--;
      sim->unseen[code]--;
      entry->cards[p] = resource_ref (code);
    }

  entry->n_crafts = cards->n_craft_piles;
  for (guint p = 0; p < cards->n_craft_piles; p++)
    {
      guint code;

      do
        code = tc_sim_rand_range (sim->rand, 0, cards->n_craft);
      while (used & BIT (code));
      used |= BIT (code);
      entry->crafts[p] = craft_ref (code);
    }

  entry->first_seat = tc_sim_rand_range (sim->rand, 1, sim->rules->n_seats + 1);
}

/* @bits: random, the reveal's own */
static void
choose_reveal (Sim                *sim,
               const TcMcgPending *item,
               guint32             bits,
               TcMcgEntry         *entry)
{
  const TcMcgCards *cards = sim->rules->cards;
  const TcMcgState *state = &sim->state;

  entry->type = TC_MCG_ENTRY_REVEAL;
  entry->pile = item->pile + 1;

  if (item->kind == TC_MCG_PENDING_CRAFT_REVEAL)
    {
      guint32 unseen = ~state->craft_seen & tc_mcg_cards_craft_codes (cards);

      entry->craft_pile = TRUE;
      entry->card = craft_ref (pick_bit (bits, unseen));
      return;
    }

  if (state->piles[item->pile].rebuilt)
    {
      entry->card = resource_ref (pick_from_row (bits, state->piles[item->pile].contents));
      return;
    }

  entry->card = resource_ref (pick_from_row (bits, sim->unseen));
  sim->unseen[entry->card.code]--;
}

static void
choose_tnt_keep (Sim                *sim,
                 const TcMcgPending *item,
                 TcMcgEntry         *entry)
{
  const TcMcgCards *cards = sim->rules->cards;
  guint want = tc_sim_rand_range (sim->rand, 0, 5) == 0 ? tc_sim_rand_range (sim->rand, 0, 2) : 2;

  entry->type = TC_MCG_ENTRY_TNT_KEEP;
  entry->seat = item->seat + 1;
  for (guint i = 0; i < item->n_from && entry->n_cards < want; i++)
    {
      TcMcgCardKind kind = cards->resource[item->from[i]].kind;

      if (kind == TC_MCG_KIND_RESOURCE || kind == TC_MCG_KIND_WILD)
        entry->cards[entry->n_cards++] = resource_ref (item->from[i]);
    }
}

static gint
find_unused_tool (const TcMcgRules *rules,
                  const TcMcgSeat  *seat,
                  TcMcgPower        power)
{
  guint32 tools = tc_mcg_seat_unused_tools (rules->cards, seat, power);

  return tools != 0 ? __builtin_ctz (tools) : -1;
}

static void
choose_creeper_answer (Sim                *sim,
                       const TcMcgPending *item,
                       TcMcgEntry         *entry)
{
  guint seats[TC_MCG_MAX_SEATS], n = 0;
  guint64 bits = draw (sim);   /* the seat from the top half, the card from the bottom */
  const TcMcgSeat *seat;
  gint sword;

  for (guint s = 0; s < sim->rules->n_seats; s++)
    if (item->owing & BIT (s))
      seats[n++] = s;

  entry->type = TC_MCG_ENTRY_CREEPER_DISCARD;
  entry->seat = seats[below (bits >> 32, n)] + 1;
  seat = &sim->state.seats[entry->seat - 1];
  sword = find_unused_tool (sim->rules, seat, TC_MCG_POWER_SWORD);
  if (sword >= 0 && (seat->n_hand == 0 || tc_sim_rand_boolean (sim->rand)))
    {
      entry->sword = TRUE;
      entry->card = craft_ref (sword);
      return;
    }

  entry->card = resource_ref (pick_from_row (bits, seat->hand));
}

/* Takes one card or axe worth @value toward @need. */
static void
spend (guint *need,
       guint  value)
{
  *need -= MIN (*need, value);
}

/* Pays up to @have cards worth @value each (1 or more) toward @need, one
 * by one until nothing is needed; returns how many it took. Counted, not
 * looped: when the loop would stop is anybody's guess.
 */
static guint
spend_cards (guint *need,
             guint  have,
             guint  value)
{
  guint n = MIN (have, (*need + value - 1) / value);

  *need -= MIN (*need, n * value);
  return n;
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
  guint32 held = tc_mcg_row_nonzero (hand), wild = 0, paid_axes = 0;   /* the payment looks at those only */
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
 * for their type), a byte per type, and the wild cards' worth in all.
 * The data keeps each type's worth below 128 (tc-mcg-cards.c), so the
 * bytes add up without carrying. Most craft tops are settled by these
 * sums before the exact search for a wild split.
 */
typedef struct
{
  guint64 own_bytes;
  guint   wild;
} Reach;

/* Looks only at the codes the hand holds, a few of them, and adds their
 * worth from the card data's tables without a branch on the card's kind.
 */
static void
measure_reach (const TcMcgCards *cards,
               const guint8     *hand,
               guint             n_axes,
               Reach            *reach)
{
  reach->own_bytes = (guint64) (n_axes * cards->axe_value) << (8 * cards->axe_type);
  reach->wild = 0;
  for (guint32 held = tc_mcg_row_nonzero (hand); held != 0; held &= held - 1)
    {
      guint code = __builtin_ctz (held);

      reach->own_bytes += hand[code] * cards->own_worth[code];
      reach->wild += hand[code] * cards->wild_worth[code];
    }
}

/* What the hand's own cards and axes leave short of @craft's recipe, a
 * byte per type, all types together, eight types at a time: each byte of the recipe
 * with its top bit set, less the hand's, keeps the top bit exactly where
 * the recipe asks for more, and its low bits are then the difference.
 * Recipe counts are below 32 (tc-mcg-cards.c), so the recipe's and the
 * shortfall's bytes add up without carrying. No branch depends on what
 * falls short, which is anybody's guess.
 */
static guint64
measure_shortfall (const TcMcgCards *cards,
                   const Reach      *reach,
                   guint             craft)
{
  const guint64 tops = G_GUINT64_CONSTANT (0x8080808080808080);
  guint64 diff = (cards->craft[craft].recipe_bytes | tops) - reach->own_bytes;
  guint64 short_tops = diff & tops;

  return diff & (short_tops - (short_tops >> 7));
}

/* The bytes of a shortfall added up: each is below 32, eight of them
 * below 256.
 */
static guint
sum_shortfall (guint64 short_bytes)
{
  return (short_bytes * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56;
}

/* A craft source's rank among those the hand might pay: its card's points
 * first, then its place in the turn order from @start (the earlier wins
 * a tie); 0 for a source that shows no card. Sources are fewer than 16.
 */
static guint
rank_source (const TcMcgCards *cards,
             gint              craft,
             guint             source,
             guint             start,
             guint             n_sources)
{
  guint order = source >= start ? source - start : source + n_sources - start;
  guint points = cards->craft[MAX (craft, 0)].points;
  guint shown = -(guint) (craft >= 0);   /* a mask: no branch on it */

  return ((points + 1) * 16 + 15 - order) & shown;
}

/* Crafts the affordable card worth the most among the reserve and the
 * craft tops (ties from a random start): games end sooner. Every source
 * is ranked, and kept by a comparison's result when the hand's sums
 * settle it (nothing short), since which sources a hand covers is
 * anybody's guess; the rare source that only a split of the wild cards
 * might pay goes to the exact search, and only if it would rank first.
 */
static gboolean
choose_craft (Sim        *sim,
              guint32     bits,
              TcMcgEntry *entry)
{
  const TcMcgCards *cards = sim->rules->cards;
  const TcMcgState *state = &sim->state;
  const TcMcgSeat *seat = &state->seats[state->active];
  guint n_sources = cards->n_craft_piles + 1;   /* 0: reserve */
  guint start = below (bits, n_sources);
  guint32 axes = tc_mcg_seat_unused_tools (cards, seat, TC_MCG_POWER_AXE);
  guint n_axes = tc_mcg_count_bits (axes);
  guint best_rank = 0, doubtful_rank[TC_MCG_MAX_CRAFT_PILES + 1];
  guint32 doubtful = 0;
  guint best_source;
  gint best;
  Reach reach;

  measure_reach (cards, seat->hand, n_axes, &reach);
  /* A seat seldom holds a reserved card: the reserve, ranked 0 when
   * empty, is skipped then by a branch that is nearly always right.
   */
  for (guint source = seat->reserved >= 0 ? 0 : 1; source < n_sources; source++)
    {
      gint craft = source == 0 ? seat->reserved : state->craft_piles[source - 1].top;
      guint rank = rank_source (cards, craft, source, start, n_sources);
      guint64 short_bytes = measure_shortfall (cards, &reach, MAX (craft, 0));
      guint short_by = sum_shortfall (short_bytes);
      guint covered = rank & -(guint) (short_bytes == 0);   /* without waiting for the sum */

      /* Bitwise, not logical, and and masks: the compiler keeps these
       * without branches, which would be mispredicted half the time.
       */
      best_rank = MAX (best_rank, covered);
      doubtful_rank[source] = rank;
      doubtful |= (guint32) ((rank != 0) & (short_by != 0) & (short_by <= reach.wild)) << source;
    }

  for (; G_UNLIKELY (doubtful != 0); doubtful &= doubtful - 1)
    {
      guint source = __builtin_ctz (doubtful);
      gint craft = source == 0 ? seat->reserved : state->craft_piles[source - 1].top;

      if (doubtful_rank[source] > best_rank &&
          tc_mcg_payment_covers (cards, craft, seat->hand, n_axes, NULL))
        best_rank = doubtful_rank[source];
    }

  if (best_rank == 0)
    return FALSE;

  best_source = (start + 15 - best_rank % 16) % n_sources;
  best = best_source == 0 ? seat->reserved : state->craft_piles[best_source - 1].top;

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
  guint seat = tc_sim_rand_range (sim->rand, 0, sim->rules->n_seats);
  const TcMcgSeat *s = &sim->state.seats[seat];
  TcMcgPower powers[] = { TC_MCG_POWER_PICKAXE, TC_MCG_POWER_SHOVEL, TC_MCG_POWER_HOE };
  TcMcgPower power = powers[tc_sim_rand_range (sim->rand, 0, G_N_ELEMENTS (powers))];
  gint tool = find_unused_tool (sim->rules, s, power);

  if (tool < 0 || (power == TC_MCG_POWER_PICKAXE && seat != sim->state.active))
    return FALSE;

  entry->type = TC_MCG_ENTRY_USE_TOOL;
  entry->seat = seat + 1;
  entry->card = craft_ref (tool);
  if (power == TC_MCG_POWER_SHOVEL)
    {
      entry->has_target = TRUE;
      entry->target = (seat + tc_sim_rand_range (sim->rand, 1, sim->rules->n_seats)) % sim->rules->n_seats + 1;
    }

  return TRUE;
}

static gboolean
choose_mine (Sim        *sim,
             guint32     bits,
             TcMcgEntry *entry)
{
  guint8 minable[TC_MCG_MAX_PILES];
  guint n = 0;

  /* The minable piles in order, listed without a branch on which show a
   * top (anybody's guess): drawing an index is pick_bit()'s draw without
   * its loop.
   */
  for (guint p = 0; p < sim->rules->cards->n_piles; p++)
    {
      minable[n] = p;
      n += sim->state.piles[p].top != TC_MCG_NO_CARD;
    }

  if (n == 0)
    return FALSE;

  entry->type = TC_MCG_ENTRY_MINE;
  entry->seat = sim->state.active + 1;
  entry->pile = minable[below (bits, n)] + 1;
  return TRUE;
}

static gboolean
choose_reserve (Sim        *sim,
                TcMcgEntry *entry)
{
  guint pile = tc_sim_rand_range (sim->rand, 0, sim->rules->cards->n_craft_piles);

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
  guint64 bits = draw (sim);
  guint roll = below (bits >> 32, 100);

  if (roll < 4 && choose_tool (sim, entry))
    return;

  /* Crafting whenever possible ends games sooner. The craft's random
   * start and the pile to mine share the draw's bottom half: the start
   * only breaks ties among crafts the hand pays, so it has mattered
   * exactly when no mine follows. A reserve's pile decides whether it
   * can be made, so it draws its own.
   */
  if (sim->state.actions_left > 0)
    {
      if (roll < 95 && choose_craft (sim, bits, entry))
        return;
      if (roll >= 97 && choose_reserve (sim, entry))
        return;
      if (roll >= 5 && choose_mine (sim, bits, entry))
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
      {
        guint64 bits = draw (sim);   /* which reveal from the top half, its card from the bottom */

        choose_reveal (sim, &state->queue[below (bits >> 32, tc_mcg_state_front_run (state))], bits, entry);
      }
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

static gboolean
check_entry (Sim      *sim,
             GError  **error)
{
  guint8 unseen[TC_MCG_MAX_RESOURCE_IDS];

  if (!tc_mcg_state_check_invariants (sim->rules, &sim->state, unseen, error))
    return FALSE;
  if (memcmp (unseen, sim->unseen, sizeof unseen) != 0)
    {
      g_set_error (error, TC_RULE_ERROR, (int) g_quark_from_static_string ("invariant"),
                   "the simulator's unseen cards are not the state's");
      return FALSE;
    }

  return TRUE;
}

static gboolean
play_entry (Sim               *sim,
            const TcMcgEntry  *entry,
            GError           **error)
{
  if (!tc_mcg_state_apply (sim->rules, &sim->state, entry, error))
    return FALSE;

  return !sim->check || check_entry (sim, error);
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

/* Plays on from @sim's state until the game ends or the table is stuck:
 * many turns in a row ended with nothing done, which happens once the
 * piles are gone under stay_empty; no craft card is left to win with; or
 * the piles only cycle creepers. A pile rebuilt from a discard of nothing
 * but creepers reveals one, which goes back to the discard, and so on for
 * ever (spec §4 and §5 allow it); no other game reveals more than a dozen
 * cards in a row.
 */
static gboolean
play_on (Sim       *sim,
         GArray    *entries,
         guint     *n_played,
         GError   **error)
{
  const TcMcgRules *rules = sim->rules;
  guint n_entries = 0, idle_turns = 0, reveal_run = 0;
  gboolean crafts_left = !sim->state.started || craft_cards_left (rules, &sim->state);

  while (!tc_mcg_state_is_finished (&sim->state) &&
         n_entries < TC_MCG_SIM_MAX_ENTRIES &&
         crafts_left &&
         idle_turns <= 3 * rules->n_seats &&
         reveal_run < TC_MCG_SIM_MAX_REVEAL_RUN)
    {
      TcMcgEntry entry;

      choose_entry (sim, &entry);
      idle_turns = entry.type == TC_MCG_ENTRY_END_TURN ? idle_turns + 1 : 0;
      reveal_run = entry.type == TC_MCG_ENTRY_REVEAL ? reveal_run + 1 : 0;
      if (!play_entry (sim, &entry, error))
        {
          g_prefix_error (error, "entry %u: ", n_entries + 1);
          return FALSE;
        }
      /* Only these move craft cards, so only they can leave none. */
      if (entry.type == TC_MCG_ENTRY_SETUP || entry.type == TC_MCG_ENTRY_CRAFT ||
          entry.type == TC_MCG_ENTRY_RESERVE)
        crafts_left = craft_cards_left (rules, &sim->state);
      if (entries != NULL)
        g_array_append_val (entries, entry);
      n_entries++;
    }

  *n_played = n_entries;
  return TRUE;
}

/**
 * tc_mcg_sim_play:
 * @game: (out caller-allocates): the entries played; clear with
 *   tc_mcg_sim_game_clear()
 * @error: set when an entry the simulator chose legally is refused, or an
 *   invariant breaks; the message names the entry
 *
 * Plays one random game, checking the invariants after every entry when
 * @game asks.
 */
gboolean
tc_mcg_sim_play (const TcMcgRules  *rules,
                 TcSimRand         *rand,
                 TcMcgSimGame      *game,
                 GError           **error)
{
  Sim sim = { .rules = rules, .rand = rand, .check = game->check };
  g_autoptr(GArray) entries = NULL;
  guint n_entries;

  if (!game->skip_entries)
    entries = g_array_sized_new (FALSE, FALSE, sizeof (TcMcgEntry), 256);

  tc_mcg_state_init (rules, &sim.state);
  memcpy (sim.unseen, rules->cards->deck, sizeof sim.unseen);
  if (!play_on (&sim, entries, &n_entries, error))
    return FALSE;

  game->finished = tc_mcg_state_is_finished (&sim.state);
  game->n_entries = n_entries;
  game->entries = entries != NULL ? (TcMcgEntry *) g_array_free (g_steal_pointer (&entries), FALSE) : NULL;

  return TRUE;
}

/**
 * tc_mcg_sim_play_on:
 * @state: (inout): where the game stands; where it ended, or got stuck
 * @check: whether to check the invariants in @state first and after every
 *   entry (slower; the tests do)
 *
 * Plays random legal entries from @state on, as tc_mcg_sim_play() does
 * from the start: a playout of the win-chance estimate.
 */
gboolean
tc_mcg_sim_play_on (const TcMcgRules  *rules,
                    TcSimRand         *rand,
                    TcMcgState        *state,
                    gboolean           check,
                    GError           **error)
{
  Sim sim = { .rules = rules, .rand = rand, .state = *state, .check = check };
  guint unseen[TC_MCG_MAX_RESOURCE_IDS];
  guint n_entries;

  /* Counted once; the playout keeps them as it reveals. */
  tc_mcg_state_count_unseen_all (rules, state, unseen);
  for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
    sim.unseen[code] = unseen[code];
  if (check && !check_entry (&sim, error))
    return FALSE;
  if (!play_on (&sim, NULL, &n_entries, error))
    return FALSE;

  *state = sim.state;
  return TRUE;
}

void
tc_mcg_sim_game_clear (TcMcgSimGame *game)
{
  g_clear_pointer (&game->entries, g_free);
  game->n_entries = 0;
}
