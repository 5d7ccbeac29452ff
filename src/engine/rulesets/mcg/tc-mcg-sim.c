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

static gboolean
broken (GError     **error,
        const char  *format,
        ...) G_GNUC_PRINTF (2, 3);

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

static gboolean
check_resource_cards (const TcMcgRules  *rules,
                      const TcMcgState  *state,
                      GError           **error)
{
  const TcMcgCards *cards = rules->cards;
  guint total = state->n_discard + tc_mcg_state_count_in_flight (state);
  guint located[TC_MCG_MAX_RESOURCE_IDS];
  guint discard = 0, unseen = 0, hidden = 0;

  tc_mcg_state_locate_all (rules, state, located);
  for (guint code = 0; code < cards->n_resource; code++)
    {
      if (located[code] > cards->resource[code].count)
        return broken (error, "%u copies of %s are located, the deck has %u",
                       located[code], cards->resource[code].id, cards->resource[code].count);
      discard += state->discard[code];
      unseen += cards->resource[code].count - located[code];
    }

  if (discard != state->n_discard)
    return broken (error, "discard count %u but %u cards in it", state->n_discard, discard);

  for (guint s = 0; s < state->n_seats; s++)
    {
      guint in_hand = 0;

      for (guint code = 0; code < cards->n_resource; code++)
        in_hand += state->seats[s].hand[code];
      if (in_hand != state->seats[s].n_hand)
        return broken (error, "seat %u: hand count %u but %u cards", s + 1, state->seats[s].n_hand, in_hand);
      total += in_hand;
    }

  for (guint p = 0; p < cards->n_piles; p++)
    {
      const TcMcgPile *pile = &state->piles[p];
      guint contents = 0;

      total += pile->remaining;
      if (pile->rebuilt)
        {
          for (guint code = 0; code < cards->n_resource; code++)
            contents += pile->contents[code];
          if (contents != pile->remaining)
            return broken (error, "pile %u: %u cards left but %u known", p + 1, pile->remaining, contents);
        }
      else
        hidden += pile->remaining - (pile->top != TC_MCG_NO_CARD);
    }

  if (total != cards->deck_size)
    return broken (error, "%u resource cards accounted for, the deck has %u", total, cards->deck_size);
  if (unseen != hidden)
    return broken (error, "%u cards can be unseen but the piles hide %u", unseen, hidden);

  return TRUE;
}

static gboolean
check_craft_cards (const TcMcgRules  *rules,
                   const TcMcgState  *state,
                   GError           **error)
{
  guint total = 0;

  for (guint p = 0; p < rules->cards->n_craft_piles; p++)
    total += state->craft_piles[p].remaining;

  for (guint s = 0; s < state->n_seats; s++)
    {
      const TcMcgSeat *seat = &state->seats[s];
      guint points = 0;

      total += seat->reserved != TC_MCG_NO_CARD;
      total += __builtin_popcount (seat->crafted);
      for (guint code = 0; code < rules->cards->n_craft; code++)
        if (seat->crafted & BIT (code))
          points += rules->cards->craft[code].points;
      if (points != seat->points)
        return broken (error, "seat %u has %u points but crafted %u", s + 1, seat->points, points);
      if (seat->used & ~seat->crafted)
        return broken (error, "seat %u used a tool it does not own", s + 1);
      if (seat->points >= rules->target && state->winner < 0)
        return broken (error, "seat %u reached %u points but nobody has won", s + 1, seat->points);
    }

  if (total != tc_mcg_cards_craft_total (rules->cards))
    return broken (error, "%u craft cards accounted for, the piles held %u",
                   total, tc_mcg_cards_craft_total (rules->cards));

  if (state->winner >= 0 && state->seats[state->winner].points < rules->target)
    return broken (error, "seat %d won with %u points", state->winner + 1,
                   state->seats[state->winner].points);

  return TRUE;
}

/**
 * tc_mcg_state_check_invariants:
 *
 * Every card accounted for, no count out of range, points equal to the
 * crafted cards, and a winner exactly when a seat reached the target.
 */
gboolean
tc_mcg_state_check_invariants (const TcMcgRules  *rules,
                               const TcMcgState  *state,
                               GError           **error)
{
  return check_resource_cards (rules, state, error) &&
         check_craft_cards (rules, state, error);
}

void
tc_mcg_sim_random_rules (TcMcgRules        *rules,
                         const TcMcgCards  *cards,
                         const char *const *players,
                         guint              n_players,
                         GRand             *rand)
{
  memset (rules, 0, sizeof *rules);
  rules->cards = cards;
  rules->players = players;
  rules->n_seats = n_players;
  rules->target = cards->target[n_players];
  rules->empty_pile = g_rand_int_range (rand, 0, 4) == 0
    ? TC_MCG_EMPTY_PILE_STAY_EMPTY : TC_MCG_EMPTY_PILE_RESHUFFLE_DISCARD;
  rules->creeper_attacks_after_tnt = g_rand_boolean (rand);
  rules->creeper_attacks_after_hoe = g_rand_boolean (rand);
  rules->shovel = g_rand_boolean (rand);
}

/* Choosing ---------------------------------------------------------------- */

typedef struct
{
  const TcMcgRules *rules;
  GRand            *rand;
  TcMcgState        state;
  GArray           *entries;   /* TcMcgEntry */
} Sim;

static guint
pick_weighted (GRand        *rand,
               const guint8 *counts,
               guint         n)
{
  guint total = 0, r;

  for (guint i = 0; i < n; i++)
    total += counts[i];
  g_assert (total > 0);

  r = g_rand_int_range (rand, 0, total);
  for (guint i = 0; i < n; i++)
    {
      if (r < counts[i])
        return i;
      r -= counts[i];
    }

  g_assert_not_reached ();
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
  for (guint code = 0; code < cards->n_resource; code++)
    deck[code] = cards->resource[code].count;

  entry->n_cards = cards->n_piles;
  for (guint p = 0; p < cards->n_piles; p++)
    {
      guint code = pick_weighted (sim->rand, deck, cards->n_resource);

      deck[code]--;
      entry->cards[p] = resource_ref (code);
    }

  entry->n_crafts = cards->n_craft_piles;
  for (guint p = 0; p < cards->n_craft_piles; p++)
    {
      guint code;

      do
        code = g_rand_int_range (sim->rand, 0, cards->n_craft);
      while (used & BIT (code));
      used |= BIT (code);
      entry->crafts[p] = craft_ref (code);
    }

  entry->first_seat = g_rand_int_range (sim->rand, 1, sim->rules->n_seats + 1);
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
      guint8 unseen[TC_MCG_MAX_CRAFT_IDS];

      for (guint code = 0; code < cards->n_craft; code++)
        unseen[code] = (state->craft_seen & BIT (code)) == 0;
      entry->craft_pile = TRUE;
      entry->card = craft_ref (pick_weighted (sim->rand, unseen, cards->n_craft));
      return;
    }

  if (state->piles[item->pile].rebuilt)
    entry->card = resource_ref (pick_weighted (sim->rand, state->piles[item->pile].contents, cards->n_resource));
  else
    {
      guint unseen[TC_MCG_MAX_RESOURCE_IDS];
      guint8 weights[TC_MCG_MAX_RESOURCE_IDS];

      tc_mcg_state_count_unseen_all (sim->rules, state, unseen);
      for (guint code = 0; code < cards->n_resource; code++)
        weights[code] = unseen[code];
      entry->card = resource_ref (pick_weighted (sim->rand, weights, cards->n_resource));
    }
}

static void
choose_tnt_keep (Sim                *sim,
                 const TcMcgPending *item,
                 TcMcgEntry         *entry)
{
  const TcMcgCards *cards = sim->rules->cards;
  guint want = g_rand_int_range (sim->rand, 0, 5) == 0 ? g_rand_int_range (sim->rand, 0, 2) : 2;

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
  for (guint code = 0; code < rules->cards->n_craft; code++)
    if ((seat->crafted & ~seat->used & BIT (code)) && rules->cards->craft[code].power == power)
      return code;

  return -1;
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
  entry->seat = seats[g_rand_int_range (sim->rand, 0, n)] + 1;
  seat = &sim->state.seats[entry->seat - 1];
  sword = find_unused_tool (sim->rules, seat, TC_MCG_POWER_SWORD);
  if (sword >= 0 && (seat->n_hand == 0 || g_rand_boolean (sim->rand)))
    {
      entry->sword = TRUE;
      entry->card = craft_ref (sword);
      return;
    }

  entry->card = resource_ref (pick_weighted (sim->rand, seat->hand, sim->rules->cards->n_resource));
}

static void
fill_payment (const TcMcgPaymentAdvice *advice,
              const TcMcgRules         *rules,
              TcMcgEntry               *entry)
{
  for (guint code = 0; code < rules->cards->n_resource; code++)
    for (guint n = 0; n < advice->pay[code]; n++)
      entry->cards[entry->n_cards++] = resource_ref (code);

  for (guint code = 0; code < rules->cards->n_craft; code++)
    if (advice->axes & BIT (code))
      entry->crafts[entry->n_crafts++] = craft_ref (code);
}

/* Crafts the first affordable card among the reserve and the craft tops,
 * paid as the payment advice proposes.
 */
static gboolean
choose_craft (Sim        *sim,
              TcMcgEntry *entry)
{
  const TcMcgState *state = &sim->state;
  const TcMcgSeat *seat = &state->seats[state->active];
  guint start = g_rand_int_range (sim->rand, 0, sim->rules->cards->n_craft_piles + 1);

  for (guint i = 0; i <= sim->rules->cards->n_craft_piles; i++)
    {
      guint source = (start + i) % (sim->rules->cards->n_craft_piles + 1);   /* 0: reserve */
      gint craft = source == 0 ? seat->reserved : state->craft_piles[source - 1].top;
      TcMcgPaymentAdvice advice;

      if (craft == TC_MCG_NO_CARD)
        continue;

      /* A quick test with the whole hand first: the advice searches. */
      if (!tc_mcg_payment_covers (sim->rules->cards, craft, seat->hand,
                                  __builtin_popcount (seat->crafted & ~seat->used), NULL))
        continue;

      tc_mcg_payment_advise (sim->rules, state, state->active, craft, &advice);
      if (!advice.can_pay)
        continue;

      entry->type = TC_MCG_ENTRY_CRAFT;
      entry->seat = state->active + 1;
      entry->from_reserve = source == 0;
      entry->pile = source;
      fill_payment (&advice, sim->rules, entry);
      return TRUE;
    }

  return FALSE;
}

static gboolean
choose_tool (Sim        *sim,
             TcMcgEntry *entry)
{
  guint seat = g_rand_int_range (sim->rand, 0, sim->rules->n_seats);
  const TcMcgSeat *s = &sim->state.seats[seat];
  TcMcgPower powers[] = { TC_MCG_POWER_PICKAXE, TC_MCG_POWER_SHOVEL, TC_MCG_POWER_HOE };
  TcMcgPower power = powers[g_rand_int_range (sim->rand, 0, G_N_ELEMENTS (powers))];
  gint tool = find_unused_tool (sim->rules, s, power);

  if (tool < 0 || (power == TC_MCG_POWER_PICKAXE && seat != sim->state.active))
    return FALSE;

  entry->type = TC_MCG_ENTRY_USE_TOOL;
  entry->seat = seat + 1;
  entry->card = craft_ref (tool);
  if (power == TC_MCG_POWER_SHOVEL)
    {
      entry->has_target = TRUE;
      entry->target = (seat + g_rand_int_range (sim->rand, 1, sim->rules->n_seats)) % sim->rules->n_seats + 1;
    }

  return TRUE;
}

static gboolean
choose_mine (Sim        *sim,
             TcMcgEntry *entry)
{
  guint8 minable[TC_MCG_MAX_PILES] = { 0 };
  gboolean any = FALSE;

  for (guint p = 0; p < sim->rules->cards->n_piles; p++)
    if (sim->state.piles[p].top != TC_MCG_NO_CARD)
      any = minable[p] = 1;

  if (!any)
    return FALSE;

  entry->type = TC_MCG_ENTRY_MINE;
  entry->seat = sim->state.active + 1;
  entry->pile = pick_weighted (sim->rand, minable, sim->rules->cards->n_piles) + 1;
  return TRUE;
}

static gboolean
choose_reserve (Sim        *sim,
                TcMcgEntry *entry)
{
  guint pile = g_rand_int_range (sim->rand, 0, sim->rules->cards->n_craft_piles);

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
  guint roll = g_rand_int_range (sim->rand, 0, 100);

  if (roll < 4 && choose_tool (sim, entry))
    return;

  if (sim->state.actions_left > 0)
    {
      if (roll < 85 && choose_craft (sim, entry))
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

  memset (entry, 0, sizeof *entry);

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
      choose_reveal (sim, &state->queue[g_rand_int_range (sim->rand, 0, tc_mcg_state_front_run (state))], entry);
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
                 GRand             *rand,
                 TcMcgSimGame      *game,
                 GError           **error)
{
  Sim sim = { .rules = rules, .rand = rand };
  g_autoptr(GArray) entries = g_array_sized_new (FALSE, FALSE, sizeof (TcMcgEntry), 256);

  guint idle_turns = 0;

  tc_mcg_state_init (rules, &sim.state);

  /* Stop when the table is stuck: many turns in a row ended with nothing
   * done, which happens once the piles are gone under stay_empty.
   */
  while (!tc_mcg_state_is_finished (&sim.state) &&
         entries->len < TC_MCG_SIM_MAX_ENTRIES &&
         idle_turns <= 3 * rules->n_seats)
    {
      TcMcgEntry entry;

      choose_entry (&sim, &entry);
      idle_turns = entry.type == TC_MCG_ENTRY_END_TURN ? idle_turns + 1 : 0;
      if (!tc_mcg_state_apply (rules, &sim.state, &entry, error) ||
          !tc_mcg_state_check_invariants (rules, &sim.state, error))
        {
          g_prefix_error (error, "entry %u: ", entries->len + 1);
          return FALSE;
        }
      g_array_append_val (entries, entry);
    }

  game->finished = tc_mcg_state_is_finished (&sim.state);
  game->n_entries = entries->len;
  game->entries = (TcMcgEntry *) g_array_free (g_steal_pointer (&entries), FALSE);

  return TRUE;
}

void
tc_mcg_sim_game_clear (TcMcgSimGame *game)
{
  g_clear_pointer (&game->entries, g_free);
  game->n_entries = 0;
}
