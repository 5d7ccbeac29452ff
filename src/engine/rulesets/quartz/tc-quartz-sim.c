/* tc-quartz-sim.c: random legal Quartz games
 *
 * A random table plays whole games (a draw weighted by what the bag
 * holds, random dice, rerolls, random actions of random strength); when
 * asked, the invariants are checked after every entry: every crystal
 * accounted for, scores equal to the holdings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-error.h"
#include "tc-log.h"
#include "tc-quartz-ruleset.h"
#include "tc-quartz-sim.h"

/* No game comes near it: 6 rounds of 6 turns of a few entries each. */
#define MAX_ENTRIES 2000

static const char *names[] = { "Ana", "Ben", "Cy", "Dee", "Eli", "Fay", NULL };

typedef struct
{
  const TcQuartzRules *rules;
  TcSimRand           *rand;
  TcQuartzState        state;
  guint                setup_bag[TC_QUARTZ_N_COLOURS];
  GArray              *entries;
  guint                n_entries;
  gboolean             check;     /* the invariants after every entry */
} Sim;

/**
 * tc_quartz_sim_random_rules:
 * @n_players: 3–6, or 0 for a random number
 *
 * Random rulings for one game.
 */
void
tc_quartz_sim_random_rules (TcQuartzRules *rules,
                            guint          n_players,
                            TcSimRand     *rand)
{
  if (n_players == 0)
    n_players = tc_sim_rand_range (rand, 3, TC_QUARTZ_MAX_SEATS + 1);

  memset (rules, 0, sizeof *rules);
  rules->data = tc_quartz_data_get_default ();
  rules->players = names;
  rules->logged_players = names;
  rules->n_seats = n_players;
  rules->every_draw_marks = tc_sim_rand_boolean (rand);
  rules->chest_takes_unstable = tc_sim_rand_boolean (rand);
}

/* A set bonus as §4.3 states it, apart from the engine's own table. */
static gint
expected_sets (const TcQuartzData *data,
               guint               held)
{
  for (gint i = data->n_sets - 1; i >= 0; i--)
    if (held >= data->set_counts[i])
      return data->set_bonuses[i];

  return 0;
}

/* What the seats hold, counted once for all the checks below. */
typedef struct
{
  guint held[TC_QUARTZ_MAX_SEATS][TC_QUARTZ_N_KINDS];
  guint chest[TC_QUARTZ_MAX_SEATS];
  guint smallest_chest;
} Holdings;

static void
count_holdings (const TcQuartzRules *rules,
                const TcQuartzState *state,
                Holdings            *holdings)
{
  holdings->smallest_chest = G_MAXUINT;
  for (guint s = 0; s < rules->n_seats; s++)
    {
      holdings->chest[s] = 0;
      for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
        {
          holdings->held[s][k] = state->seats[s].cart[k] + state->seats[s].chest[k];
          holdings->chest[s] += state->seats[s].chest[k];
        }
      holdings->smallest_chest = MIN (holdings->smallest_chest, holdings->chest[s]);
    }
}

static gboolean
check_crystals (const TcQuartzRules  *rules,
                const TcQuartzState  *state,
                const Holdings       *holdings,
                const guint          *setup_bag,
                GError              **error)
{
  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    {
      guint expected = k < TC_QUARTZ_N_COLOURS ? setup_bag[k]
        : rules->data->unstable_first_round + (state->round - 1) * rules->data->unstable_later_rounds;
      guint found = state->bag[k];

      for (guint s = 0; s < rules->n_seats; s++)
        found += holdings->held[s][k];
      if (found != expected)
        {
          g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                       "%u %s crystals are in the game, not %u", found, rules->data->crystals[k].id, expected);
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
check_dice (const TcQuartzRules  *rules,
            const TcQuartzState  *state,
            GError              **error)
{
  guint rolled = 0;

  for (guint f = 0; f < TC_QUARTZ_N_FACES; f++)
    {
      rolled += state->roll[f];
      if (state->unused[f] > state->roll[f])
        {
          g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                       "more %s dice are unused than rolled", rules->data->faces[f].id);
          return FALSE;
        }
    }

  if (rolled != (state->phase == TC_QUARTZ_PHASE_ACT ? TC_QUARTZ_N_DICE : 0) ||
      (state->started && !state->finished && state->phase == TC_QUARTZ_PHASE_DRAW &&
       tc_quartz_state_bag_total (state) == 0))
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   "the turn shows %u dice in phase %d, the bag %u crystals", rolled, state->phase,
                   tc_quartz_state_bag_total (state));
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_scores (const TcQuartzRules  *rules,
              const TcQuartzState  *state,
              const Holdings       *holdings,
              GError              **error)
{
  TcQuartzScore scores[TC_QUARTZ_MAX_SEATS];

  tc_quartz_state_score_all (rules, state, scores);
  for (guint s = 0; s < rules->n_seats; s++)
    {
      gint crystals = 0, sets = 0;
      gint penalty = holdings->chest[s] == holdings->smallest_chest ? rules->data->chest_penalty : 0;

      for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
        {
          crystals += (gint) holdings->held[s][k] * rules->data->crystals[k].value;
          if (k != TC_QUARTZ_UNSTABLE)
            sets += expected_sets (rules->data, holdings->held[s][k]);
        }

      if (scores[s].crystals != crystals || scores[s].sets != sets || scores[s].chest_penalty != penalty ||
          scores[s].total != crystals + sets + penalty)
        {
          g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                       "seat %u scores %d, but holds %d for crystals, %d for sets and %d for the chest",
                       s + 1, scores[s].total, crystals, sets, penalty);
          return FALSE;
        }
    }

  return TRUE;
}

/**
 * tc_quartz_check_invariants:
 * @setup_bag: the colours the setup put into the bag
 *
 * Returns: whether every crystal is accounted for in the bag, the carts
 *   and the chests (the unstables as the rounds added them), the dice of
 *   the turn add up, a turn never starts at an empty bag, and every score
 *   equals its seat's holdings
 */
gboolean
tc_quartz_check_invariants (const TcQuartzRules  *rules,
                            const TcQuartzState  *state,
                            const guint          *setup_bag,
                            GError              **error)
{
  Holdings holdings;

  count_holdings (rules, state, &holdings);

  return check_crystals (rules, state, &holdings, setup_bag, error) &&
         check_dice (rules, state, error) &&
         check_scores (rules, state, &holdings, error);
}

static gboolean
play_entry (Sim                  *sim,
            const TcQuartzEntry  *entry,
            GError              **error)
{
  if (sim->n_entries >= MAX_ENTRIES)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID, "the game did not end in %d entries", MAX_ENTRIES);
      return FALSE;
    }

  if (!tc_quartz_state_apply (sim->rules, &sim->state, entry, error))
    {
      g_prefix_error (error, "entry %u (%s) was refused: ", sim->n_entries + 1,
                      tc_quartz_entry_type_name (entry->type));
      return FALSE;
    }
  if (sim->check && !tc_quartz_check_invariants (sim->rules, &sim->state, sim->setup_bag, error))
    {
      g_prefix_error (error, "after entry %u (%s): ", sim->n_entries + 1,
                      tc_quartz_entry_type_name (entry->type));
      return FALSE;
    }

  sim->n_entries++;
  if (sim->entries != NULL)
    g_array_append_vals (sim->entries, entry, 1);

  return TRUE;
}

/* One crystal as a blind draw from @bag would give it, taken out of @bag. */
static gint
draw_from (TcSimRand *rand,
           guint16   *bag)
{
  guint total = 0, pick;

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    total += bag[k];

  pick = tc_sim_rand_below (rand, total);
  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    {
      if (pick < bag[k])
        {
          bag[k]--;
          return k;
        }
      pick -= bag[k];
    }

  g_return_val_if_reached (0);
}

static void
roll_dice (Sim           *sim,
           TcQuartzEntry *entry)
{
  entry->n_dice = TC_QUARTZ_N_DICE;
  for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
    entry->dice[i] = tc_sim_rand_below (sim->rand, TC_QUARTZ_N_FACES);
}

static void
fill_pickaxe (Sim           *sim,
              TcQuartzEntry *entry,
              guint          strength)
{
  guint16 bag[TC_QUARTZ_N_KINDS];

  memcpy (bag, sim->state.bag, sizeof bag);
  entry->n_crystals = strength;
  for (guint i = 0; i < strength; i++)
    entry->crystals[i] = draw_from (sim->rand, bag);
}

static void
fill_jackhammer (Sim           *sim,
                 TcQuartzEntry *entry,
                 guint          strength)
{
  guint16 bag[TC_QUARTZ_N_KINDS];
  gint pool[TC_QUARTZ_MAX_LISTED];

  memcpy (bag, sim->state.bag, sizeof bag);
  entry->n_crystals = MIN (strength, tc_quartz_state_bag_total (&sim->state));
  for (guint i = 0; i < entry->n_crystals; i++)
    pool[i] = entry->crystals[i] = draw_from (sim->rand, bag);

  /* Put back a random half: shuffle the drawn crystals, return the first. */
  for (guint i = entry->n_crystals; i > 1; i--)
    {
      guint j = tc_sim_rand_below (sim->rand, i);
      gint swap = pool[i - 1];

      pool[i - 1] = pool[j];
      pool[j] = swap;
    }
  entry->n_returned = entry->n_crystals / 2;
  memcpy (entry->returned, pool, entry->n_returned * sizeof *pool);
}

/* Up to @most crystals from @cart, each kind allowed by @allowed. */
static guint
pick_from_cart (Sim           *sim,
                const guint16 *cart,
                guint          most,
                gboolean       with_unstable,
                gint          *picked)
{
  guint16 left[TC_QUARTZ_N_KINDS];
  guint n = 0, wanted = 1 + tc_sim_rand_below (sim->rand, most);

  memcpy (left, cart, sizeof left);
  if (!with_unstable)
    left[TC_QUARTZ_UNSTABLE] = 0;

  while (n < wanted)
    {
      guint total = 0;

      for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
        total += left[k];
      if (total == 0)
        break;
      picked[n++] = draw_from (sim->rand, left);
    }

  return n;
}

static guint
random_other_seat (Sim *sim)
{
  guint other = tc_sim_rand_below (sim->rand, sim->rules->n_seats - 1);

  return other >= sim->state.active ? other + 2 : other + 1;
}

static void
fill_minecart (Sim           *sim,
               TcQuartzEntry *entry,
               guint          strength)
{
  guint unstables = sim->state.seats[sim->state.active].cart[TC_QUARTZ_UNSTABLE];

  entry->n_to = 1 + tc_sim_rand_below (sim->rand, MIN (strength - 1, unstables));
  for (guint i = 0; i < entry->n_to; i++)
    entry->to[i] = random_other_seat (sim);
}

static void
fill_steal (Sim           *sim,
            TcQuartzEntry *entry,
            guint          strength)
{
  TcQuartzSeat seats[TC_QUARTZ_MAX_SEATS];
  guint wanted = 1 + tc_sim_rand_below (sim->rand, strength - 1);

  memcpy (seats, sim->state.seats, sizeof seats);
  for (guint tries = 0; entry->n_from < wanted && tries < 4 * wanted; tries++)
    {
      guint victim = random_other_seat (sim);
      gint picked;

      if (pick_from_cart (sim, seats[victim - 1].cart, 1, FALSE, &picked) == 0)
        continue;
      seats[victim - 1].cart[picked]--;
      entry->from[entry->n_from].seat = victim;
      entry->from[entry->n_from].kind = picked;
      entry->n_from++;
    }
}

/* A random action the unused dice allow, or FALSE when none is. */
static gboolean
choose_action (Sim           *sim,
               TcQuartzEntry *entry)
{
  const TcQuartzState *state = &sim->state;
  const TcQuartzSeat *seat = &state->seats[state->active];
  TcQuartzFace face = tc_sim_rand_below (sim->rand, TC_QUARTZ_HELMET);
  guint least = sim->rules->data->faces[face].min_strength;
  guint bag = tc_quartz_state_bag_total (state);
  guint most = state->unused[face] + state->unused[TC_QUARTZ_HELMET] / 2;
  guint strength, faces;

  if (face == TC_QUARTZ_PICKAXE)
    most = MIN (most, bag);
  if (most < least || (face == TC_QUARTZ_JACKHAMMER && bag == 0) ||
      (face == TC_QUARTZ_MINECART && seat->cart[TC_QUARTZ_UNSTABLE] == 0))
    return FALSE;

  strength = tc_sim_rand_range (sim->rand, least, most + 1);
  faces = MIN (strength, state->unused[face]);
  faces -= tc_sim_rand_below (sim->rand, MIN (faces, state->unused[TC_QUARTZ_HELMET] / 2 - (strength - faces)) + 1);

  memset (entry, 0, sizeof *entry);
  entry->type = TC_QUARTZ_ENTRY_PICKAXE + face;
  entry->seat = state->active + 1;
  entry->faces = faces;
  entry->helmet_pairs = strength - faces;

  switch (face)
    {
    case TC_QUARTZ_PICKAXE:
      fill_pickaxe (sim, entry, strength);
      return TRUE;
    case TC_QUARTZ_JACKHAMMER:
      fill_jackhammer (sim, entry, strength);
      return TRUE;
    case TC_QUARTZ_CHEST:
      entry->n_crystals = pick_from_cart (sim, seat->cart, strength - 1, sim->rules->chest_takes_unstable,
                                          entry->crystals);
      return entry->n_crystals > 0;
    case TC_QUARTZ_MINECART:
      fill_minecart (sim, entry, strength);
      return TRUE;
    case TC_QUARTZ_STEAL:
      fill_steal (sim, entry, strength);
      return entry->n_from > 0;
    default:
      g_return_val_if_reached (FALSE);
    }
}

static gboolean
play_turn (Sim     *sim,
           GError **error)
{
  TcQuartzEntry entry = { .seat = sim->state.active + 1 };
  guint16 bag[TC_QUARTZ_N_KINDS];

  /* A turn played on from a state may have drawn or rolled already. */
  if (sim->state.phase == TC_QUARTZ_PHASE_DRAW)
    {
      memcpy (bag, sim->state.bag, sizeof bag);
      entry.type = TC_QUARTZ_ENTRY_DRAW;
      entry.crystal = draw_from (sim->rand, bag);
      if (!play_entry (sim, &entry, error))
        return FALSE;
    }

  if (sim->state.phase == TC_QUARTZ_PHASE_ROLL)
    {
      entry.type = TC_QUARTZ_ENTRY_ROLL;
      roll_dice (sim, &entry);
      if (!play_entry (sim, &entry, error))
        return FALSE;
    }

  while (!sim->state.acted && tc_sim_rand_below (sim->rand, 3) == 0 &&
         (sim->state.rerolls < sim->rules->data->free_rerolls ||
          sim->state.seats[sim->state.active].markers > 0))
    {
      entry.type = TC_QUARTZ_ENTRY_REROLL;
      roll_dice (sim, &entry);
      if (!play_entry (sim, &entry, error))
        return FALSE;
    }

  for (guint tries = 0; tries < 8; tries++)
    {
      TcQuartzEntry action;

      if (choose_action (sim, &action) && !play_entry (sim, &action, error))
        return FALSE;
    }

  memset (&entry, 0, sizeof entry);
  entry.type = TC_QUARTZ_ENTRY_END_TURN;
  entry.seat = sim->state.active + 1;
  return play_entry (sim, &entry, error);
}

static void
random_setup (Sim           *sim,
              TcQuartzEntry *entry)
{
  /* One game in four has a small bag, to reach the end by an empty bag. */
  guint most = tc_sim_rand_below (sim->rand, 4) == 0 ? 3 : sim->rules->data->most_of_a_colour / 2;

  memset (entry, 0, sizeof *entry);
  entry->type = TC_QUARTZ_ENTRY_SETUP;
  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    sim->setup_bag[k] = entry->bag[k] = tc_sim_rand_below (sim->rand, most + 1);
  entry->first_seat = 1 + tc_sim_rand_below (sim->rand, sim->rules->n_seats);
}

/**
 * tc_quartz_sim_play:
 * @entries: (nullable): an array of TcQuartzEntry to keep the game in
 * @check: whether to check the invariants after every entry
 *
 * Plays one random game.
 */
gboolean
tc_quartz_sim_play (const TcQuartzRules  *rules,
                    TcSimRand            *rand,
                    GArray               *entries,
                    gboolean              check,
                    guint                *n_entries,
                    gboolean             *finished,
                    GError              **error)
{
  Sim sim = { .rules = rules, .rand = rand, .entries = entries, .check = check };
  TcQuartzEntry setup;
  gboolean ok;

  tc_quartz_state_init (rules, &sim.state);
  random_setup (&sim, &setup);
  ok = play_entry (&sim, &setup, error);
  while (ok && !sim.state.finished)
    ok = play_turn (&sim, error);

  *n_entries = sim.n_entries;
  *finished = sim.state.finished;
  return ok;
}

/**
 * tc_quartz_sim_play_on:
 * @state: (inout): where the game stands; where it ended
 * @check: whether to check the invariants in @state first and after every
 *   entry (slower; the tests do)
 *
 * Plays random legal entries from @state on, as tc_quartz_sim_play()
 * does from the start, drawing from the bag as it stands: a playout of
 * the win-chance estimate.
 */
gboolean
tc_quartz_sim_play_on (const TcQuartzRules  *rules,
                       TcSimRand            *rand,
                       TcQuartzState        *state,
                       gboolean              check,
                       GError              **error)
{
  Sim sim = { .rules = rules, .rand = rand, .state = *state, .check = check };
  TcQuartzEntry setup;
  gboolean ok = TRUE;

  if (!state->started)
    {
      random_setup (&sim, &setup);
      ok = play_entry (&sim, &setup, error);
    }
  else
    {
      /* The crystals checked for are those in the game now. */
      for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
        {
          sim.setup_bag[k] = state->bag[k];
          for (guint s = 0; s < rules->n_seats; s++)
            sim.setup_bag[k] += tc_quartz_state_held (state, s, k);
        }
      ok = !check || tc_quartz_check_invariants (rules, state, sim.setup_bag, error);
    }

  while (ok && !sim.state.finished)
    ok = play_turn (&sim, error);

  *state = sim.state;
  return ok;
}

static TcLog *
entries_to_log (const TcQuartzRules *rules,
                GArray              *entries)
{
  g_autoptr(JsonObject) rulings = json_object_new ();
  TcLog *log;

  json_object_set_string_member (rulings, "unstable_marker", rules->every_draw_marks ? "every_draw" : "turn_draw_only");
  json_object_set_string_member (rulings, "chest_unstable", rules->chest_takes_unstable ? "allowed" : "forbidden");
  log = tc_log_new_simulated (TC_QUARTZ_GAME_ID, rules->players, rules->n_seats, rulings, "2026-11-25T00:00:00Z");
  for (guint i = 0; i < entries->len; i++)
    {
      g_autoptr(JsonObject) object = tc_quartz_entry_to_json (rules->data, &g_array_index (entries, TcQuartzEntry, i));

      tc_log_add_simulated (log, object);
    }

  return log;
}

/* The hook of TcRulesetClass.simulate: game @index of a run with random
 * rulings depends only on @seed and @index.
 */
gboolean
tc_quartz_sim_simulate (TcRulesetClass  *klass,
                        guint64          seed,
                        guint            index,
                        guint            n_players,
                        TcSimFlags       flags,
                        TcSimGame       *result,
                        GError         **error)
{
  g_autoptr(GArray) entries = flags & TC_SIM_KEEP_LOG ? g_array_new (FALSE, FALSE, sizeof (TcQuartzEntry)) : NULL;
  TcQuartzRules rules;
  TcSimRand rand;

  if (n_players != 0 && (n_players < klass->min_players || n_players > klass->max_players))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "this game is played by %u to %u players", klass->min_players, klass->max_players);
      return FALSE;
    }

  tc_sim_rand_init (&rand, seed << 32 | index);
  tc_quartz_sim_random_rules (&rules, n_players, &rand);
  if (!tc_quartz_sim_play (&rules, &rand, entries, (flags & TC_SIM_CHECK) != 0, &result->n_entries, &result->finished, error))
    return FALSE;

  if (flags & TC_SIM_KEEP_LOG)
    result->log = entries_to_log (&rules, entries);

  return TRUE;
}
