/* tc-quartz-state.c: the Quartz rules (quartz-log-v1.md §3–§4)
 *
 * An entry is applied to a copy of the state, step by step as the table
 * moves the crystals, and the copy is kept only when every step was
 * legal: a refused entry leaves the state as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "tc-error.h"
#include "tc-quartz-state.h"

#define NAME(rules, seat) ((rules)->players[(seat)])

void
tc_quartz_state_init (const TcQuartzRules *rules,
                      TcQuartzState       *state)
{
  memset (state, 0, sizeof *state);
}

guint
tc_quartz_state_bag_total (const TcQuartzState *state)
{
  guint total = 0;

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    total += state->bag[k];

  return total;
}

static guint
chest_size (const TcQuartzState *state,
            guint                seat)
{
  guint size = 0;

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    size += state->seats[seat].chest[k];

  return size;
}

static void
score_seat (const TcQuartzRules *rules,
            const TcQuartzState *state,
            guint                seat,
            gboolean             smallest_chest,
            TcQuartzScore       *score)
{
  const TcQuartzSeat *holder = &state->seats[seat];

  score->crystals = 0;
  score->sets = 0;
  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    {
      guint held = holder->cart[k] + holder->chest[k];

      score->crystals += (gint) held * rules->data->crystals[k].value;
      if (k < TC_QUARTZ_N_COLOURS)
        score->sets += rules->data->bonus_by_count[MIN (held, TC_QUARTZ_MOST_HELD)];
    }

  score->chest_penalty = smallest_chest ? rules->data->chest_penalty : 0;
  score->total = score->crystals + score->sets + score->chest_penalty;
}

/* The chest sizes of every seat, and the smallest of them. */
static guint
chest_sizes (const TcQuartzRules *rules,
             const TcQuartzState *state,
             guint               *sizes)
{
  guint smallest = G_MAXUINT;

  for (guint s = 0; s < rules->n_seats; s++)
    {
      sizes[s] = chest_size (state, s);
      smallest = MIN (smallest, sizes[s]);
    }

  return smallest;
}

/* §4.3, for 0-based @seat; every seat with the smallest chest pays. */
void
tc_quartz_state_score (const TcQuartzRules *rules,
                       const TcQuartzState *state,
                       guint                seat,
                       TcQuartzScore       *score)
{
  guint sizes[TC_QUARTZ_MAX_SEATS];
  guint smallest = chest_sizes (rules, state, sizes);

  score_seat (rules, state, seat, sizes[seat] == smallest, score);
}

/* Every seat's score at once: @scores has room for every seat. */
void
tc_quartz_state_score_all (const TcQuartzRules *rules,
                           const TcQuartzState *state,
                           TcQuartzScore       *scores)
{
  guint sizes[TC_QUARTZ_MAX_SEATS];
  guint smallest = chest_sizes (rules, state, sizes);

  for (guint seat = 0; seat < rules->n_seats; seat++)
    score_seat (rules, state, seat, sizes[seat] == smallest, &scores[seat]);
}

/* Whether 0-based @a ranks above @b: higher total, then more white, then
 * more pink (§4.2 and §4.3); 0 when they tie on all three.
 */
static gint
compare_rank (const TcQuartzState *state,
              const TcQuartzScore *scores,
              guint                a,
              guint                b)
{
  if (scores[a].total != scores[b].total)
    return scores[a].total > scores[b].total ? 1 : -1;

  for (guint k = TC_QUARTZ_WHITE; k <= TC_QUARTZ_PINK; k++)
    {
      guint held_a = tc_quartz_state_held (state, a, k);
      guint held_b = tc_quartz_state_held (state, b, k);

      if (held_a != held_b)
        return held_a > held_b ? 1 : -1;
    }

  return 0;
}

/* The first seat of the next round: the best ranked, and among seats
 * still tied the first from this round's first seat clockwise.
 */
guint
tc_quartz_state_next_first (const TcQuartzRules *rules,
                            const TcQuartzState *state)
{
  TcQuartzScore scores[TC_QUARTZ_MAX_SEATS];
  guint best = state->round_first;

  tc_quartz_state_score_all (rules, state, scores);
  for (guint i = 1; i < rules->n_seats; i++)
    {
      guint seat = (state->round_first + i) % rules->n_seats;

      if (compare_rank (state, scores, seat, best) > 0)
        best = seat;
    }

  return best;
}

static TcSeatSet
find_winners (const TcQuartzRules *rules,
              const TcQuartzState *state)
{
  TcQuartzScore scores[TC_QUARTZ_MAX_SEATS];
  TcSeatSet winners = 1;
  guint best = 0;

  tc_quartz_state_score_all (rules, state, scores);
  for (guint seat = 1; seat < rules->n_seats; seat++)
    {
      gint rank = compare_rank (state, scores, seat, best);

      if (rank > 0)
        {
          best = seat;
          winners = 1u << seat;
        }
      else if (rank == 0)
        winners |= 1u << seat;
    }

  return winners;
}

static void
start_turn (TcQuartzState *state,
            guint          seat)
{
  state->active = seat;
  state->phase = TC_QUARTZ_PHASE_DRAW;
  state->acted = FALSE;
  state->rerolls = 0;
  memset (state->roll, 0, sizeof state->roll);
  memset (state->unused, 0, sizeof state->unused);
}

/* §4.2: the end of a turn, of a round, or of the game. */
static void
end_turn (const TcQuartzRules *rules,
          TcQuartzState       *state)
{
  state->turns_done++;

  if (tc_quartz_state_bag_total (state) == 0 ||
      (state->turns_done == rules->n_seats && state->round == rules->data->n_rounds))
    {
      state->finished = TRUE;
      state->winners = find_winners (rules, state);
      return;
    }

  if (state->turns_done == rules->n_seats)
    {
      state->round_first = tc_quartz_state_next_first (rules, state);
      state->round++;
      state->turns_done = 0;
      state->bag[TC_QUARTZ_UNSTABLE] += rules->data->unstable_later_rounds;
      start_turn (state, state->round_first);
      return;
    }

  start_turn (state, (state->active + 1) % rules->n_seats);
}

static const char *
crystal (const TcQuartzRules *rules,
         gint                 kind)
{
  return tc_quartz_data_crystal_name (rules->data, kind);
}

static gboolean
setup (const TcQuartzRules  *rules,
       TcQuartzState        *state,
       const TcQuartzEntry  *entry,
       GError              **error)
{
  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    if (entry->bag[k] < 0 || entry->bag[k] > rules->data->most_of_a_colour)
      {
        tc_set_rule_error (error, "setup.bag",
                           _("The bag cannot hold %" PRId64 " %s crystals: each colour counts 0 to %u"),
                           entry->bag[k], crystal (rules, k), rules->data->most_of_a_colour);
        return FALSE;
      }

  if (entry->first_seat < 1 || entry->first_seat > rules->n_seats)
    {
      tc_set_rule_error (error, "setup.first_seat",
                         _("There is no seat %" PRId64 " to start: the seats are 1 to %u"),
                         entry->first_seat, rules->n_seats);
      return FALSE;
    }

  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    state->bag[k] = entry->bag[k];
  state->bag[TC_QUARTZ_UNSTABLE] = rules->data->unstable_first_round;
  state->started = TRUE;
  state->round = 1;
  state->round_first = entry->first_seat - 1;
  start_turn (state, state->round_first);

  return TRUE;
}

/* One crystal out of the bag, as a draw, a pickaxe or a jackhammer takes it. */
static gboolean
take_from_bag (const TcQuartzRules  *rules,
               TcQuartzState        *state,
               gint                  kind,
               const char           *rule,
               GError              **error)
{
  if (state->bag[kind] == 0)
    {
      tc_set_rule_error (error, rule, _("The bag holds no %s crystal any more"), crystal (rules, kind));
      return FALSE;
    }

  state->bag[kind]--;
  return TRUE;
}

static gboolean
draw (const TcQuartzRules  *rules,
      TcQuartzState        *state,
      const TcQuartzEntry  *entry,
      GError              **error)
{
  if (state->phase != TC_QUARTZ_PHASE_DRAW)
    {
      tc_set_rule_error (error, "draw.phase", _("%s has already drawn a crystal this turn"),
                         NAME (rules, state->active));
      return FALSE;
    }

  if (!take_from_bag (rules, state, entry->crystal, "draw.bag", error))
    return FALSE;

  state->seats[state->active].cart[entry->crystal]++;
  if (entry->crystal == TC_QUARTZ_UNSTABLE)
    state->seats[state->active].markers++;
  state->phase = TC_QUARTZ_PHASE_ROLL;

  return TRUE;
}

static gboolean
set_dice (const TcQuartzRules  *rules,
          TcQuartzState        *state,
          const TcQuartzEntry  *entry,
          const char           *rule,
          GError              **error)
{
  if (entry->n_dice != TC_QUARTZ_N_DICE)
    {
      tc_set_rule_error (error, rule, _("A roll shows %d dice, not %u"), TC_QUARTZ_N_DICE, entry->n_dice);
      return FALSE;
    }

  memset (state->roll, 0, sizeof state->roll);
  for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
    state->roll[entry->dice[i]]++;
  memcpy (state->unused, state->roll, sizeof state->unused);
  state->phase = TC_QUARTZ_PHASE_ACT;

  return TRUE;
}

static gboolean
roll (const TcQuartzRules  *rules,
      TcQuartzState        *state,
      const TcQuartzEntry  *entry,
      GError              **error)
{
  if (state->phase != TC_QUARTZ_PHASE_ROLL)
    {
      tc_set_rule_error (error, "roll.phase",
                         state->phase == TC_QUARTZ_PHASE_DRAW
                         ? _("%s must draw a crystal before rolling")
                         : _("%s has already rolled this turn; a new result is a reroll"),
                         NAME (rules, state->active));
      return FALSE;
    }

  state->rerolls = 0;
  return set_dice (rules, state, entry, "roll.dice", error);
}

static gboolean
reroll (const TcQuartzRules  *rules,
        TcQuartzState        *state,
        const TcQuartzEntry  *entry,
        GError              **error)
{
  TcQuartzSeat *seat = &state->seats[state->active];

  if (state->phase != TC_QUARTZ_PHASE_ACT)
    {
      tc_set_rule_error (error, "reroll.phase", _("%s has not rolled yet this turn"),
                         NAME (rules, state->active));
      return FALSE;
    }
  if (state->acted)
    {
      tc_set_rule_error (error, "reroll.after_action",
                         _("%s cannot reroll after using a die: rerolls come before the first action"),
                         NAME (rules, state->active));
      return FALSE;
    }
  if (state->rerolls >= rules->data->free_rerolls)
    {
      if (seat->markers == 0)
        {
          tc_set_rule_error (error, "reroll.no_marker",
                             _("%s has used both free rerolls and has no reroll marker left"),
                             NAME (rules, state->active));
          return FALSE;
        }
      seat->markers--;
    }

  state->rerolls++;
  return set_dice (rules, state, entry, "reroll.dice", error);
}

/* A crystal that a pickaxe draws or a jackhammer keeps. */
static void
gain_drawn (const TcQuartzRules *rules,
            TcQuartzSeat        *seat,
            gint                 kind)
{
  seat->cart[kind]++;
  if (kind == TC_QUARTZ_UNSTABLE && rules->every_draw_marks)
    seat->markers++;
}

static gboolean
pickaxe (const TcQuartzRules  *rules,
         TcQuartzState        *state,
         const TcQuartzEntry  *entry,
         guint                 strength,
         GError              **error)
{
  if (entry->n_crystals != strength)
    {
      tc_set_rule_error (error, "pickaxe.count",
                         g_dngettext (GETTEXT_PACKAGE, "A pickaxe of strength %u draws %u crystal, not %u",
                                      "A pickaxe of strength %u draws %u crystals, not %u", strength),
                         strength, strength, entry->n_crystals);
      return FALSE;
    }

  for (guint i = 0; i < entry->n_crystals; i++)
    {
      if (!take_from_bag (rules, state, entry->crystals[i], "pickaxe.bag", error))
        return FALSE;
      gain_drawn (rules, &state->seats[state->active], entry->crystals[i]);
    }

  return TRUE;
}

/* Whether every crystal of @sub (counted per kind) is among @counts. */
static gboolean
counts_cover (const guint *counts,
              const gint  *sub,
              guint        n_sub,
              gint        *missing)
{
  guint wanted[TC_QUARTZ_N_KINDS] = { 0 };

  for (guint i = 0; i < n_sub; i++)
    if (++wanted[sub[i]] > counts[sub[i]])
      {
        *missing = sub[i];
        return FALSE;
      }

  return TRUE;
}

static gboolean
jackhammer (const TcQuartzRules  *rules,
            TcQuartzState        *state,
            const TcQuartzEntry  *entry,
            guint                 strength,
            GError              **error)
{
  guint in_bag = tc_quartz_state_bag_total (state);
  guint to_draw = MIN (strength, in_bag);
  guint drawn[TC_QUARTZ_N_KINDS] = { 0 };
  gint missing;

  if (in_bag == 0)
    {
      tc_set_rule_error (error, "jackhammer.empty_bag", _("The bag is empty: a jackhammer has nothing to draw"));
      return FALSE;
    }
  if (entry->n_crystals != to_draw)
    {
      tc_set_rule_error (error, "jackhammer.count",
                         g_dngettext (GETTEXT_PACKAGE, "This jackhammer draws %u crystal, not %u",
                                      "This jackhammer draws %u crystals, not %u", to_draw),
                         to_draw, entry->n_crystals);
      return FALSE;
    }
  if (entry->n_returned != to_draw / 2)
    {
      tc_set_rule_error (error, "jackhammer.returned_count",
                         g_dngettext (GETTEXT_PACKAGE, "Of %u crystals drawn, %u goes back into the bag, not %u",
                                      "Of %u crystals drawn, %u go back into the bag, not %u", to_draw / 2),
                         to_draw, to_draw / 2, entry->n_returned);
      return FALSE;
    }

  for (guint i = 0; i < entry->n_crystals; i++)
    {
      if (!take_from_bag (rules, state, entry->crystals[i], "jackhammer.bag", error))
        return FALSE;
      drawn[entry->crystals[i]]++;
    }

  if (!counts_cover (drawn, entry->returned, entry->n_returned, &missing))
    {
      tc_set_rule_error (error, "jackhammer.returned",
                         _("Only crystals just drawn go back into the bag: not that many %s"),
                         crystal (rules, missing));
      return FALSE;
    }

  for (guint i = 0; i < entry->n_returned; i++)
    {
      drawn[entry->returned[i]]--;
      state->bag[entry->returned[i]]++;
    }
  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    for (guint n = 0; n < drawn[k]; n++)
      gain_drawn (rules, &state->seats[state->active], k);

  return TRUE;
}

/* 1 to strength − 1 items, for the chest, the minecart and the steal. */
static gboolean
check_moves (const TcQuartzRules  *rules,
             const TcQuartzState  *state,
             const char           *rule,
             guint                 n_items,
             guint                 strength,
             GError              **error)
{
  if (n_items >= 1 && n_items <= strength - 1)
    return TRUE;

  tc_set_rule_error (error, rule,
                     g_dngettext (GETTEXT_PACKAGE, "%u dice of this action move %u crystal, not %u",
                                  "%u dice of this action move 1 to %u crystals, not %u", strength - 1),
                     strength, strength - 1, n_items);
  return FALSE;
}

static gboolean
chest (const TcQuartzRules  *rules,
       TcQuartzState        *state,
       const TcQuartzEntry  *entry,
       guint                 strength,
       GError              **error)
{
  TcQuartzSeat *seat = &state->seats[state->active];
  guint cart[TC_QUARTZ_N_KINDS];
  gint missing;

  if (!check_moves (rules, state, "chest.count", entry->n_crystals, strength, error))
    return FALSE;

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    cart[k] = seat->cart[k];
  if (!counts_cover (cart, entry->crystals, entry->n_crystals, &missing))
    {
      tc_set_rule_error (error, "chest.cart", _("%s’s cart does not hold that many %s crystals"),
                         NAME (rules, state->active), crystal (rules, missing));
      return FALSE;
    }

  for (guint i = 0; i < entry->n_crystals; i++)
    {
      if (entry->crystals[i] == TC_QUARTZ_UNSTABLE && !rules->chest_takes_unstable)
        {
          tc_set_rule_error (error, "chest.unstable",
                             _("An unstable crystal may not go into the chest (house rule)"));
          return FALSE;
        }
      seat->cart[entry->crystals[i]]--;
      seat->chest[entry->crystals[i]]++;
    }

  return TRUE;
}

static gboolean
check_other_seat (const TcQuartzRules  *rules,
                  const TcQuartzState  *state,
                  gint64                seat,
                  const char           *rule,
                  GError              **error)
{
  if (seat < 1 || seat > rules->n_seats)
    {
      tc_set_rule_error (error, "seat.range", _("There is no seat %" PRId64 ": the seats are 1 to %u"),
                         seat, rules->n_seats);
      return FALSE;
    }
  if (seat - 1 == state->active)
    {
      tc_set_rule_error (error, rule, _("%s must choose another player, not themselves"),
                         NAME (rules, state->active));
      return FALSE;
    }

  return TRUE;
}

static gboolean
minecart (const TcQuartzRules  *rules,
          TcQuartzState        *state,
          const TcQuartzEntry  *entry,
          guint                 strength,
          GError              **error)
{
  TcQuartzSeat *seat = &state->seats[state->active];

  if (!check_moves (rules, state, "minecart.count", entry->n_to, strength, error))
    return FALSE;

  for (guint i = 0; i < entry->n_to; i++)
    if (!check_other_seat (rules, state, entry->to[i], "minecart.self", error))
      return FALSE;

  if (seat->cart[TC_QUARTZ_UNSTABLE] < entry->n_to)
    {
      tc_set_rule_error (error, "minecart.cart",
                         g_dngettext (GETTEXT_PACKAGE, "%s’s cart holds only %u unstable crystal, not %u",
                                      "%s’s cart holds only %u unstable crystals, not %u",
                                      seat->cart[TC_QUARTZ_UNSTABLE]),
                         NAME (rules, state->active), seat->cart[TC_QUARTZ_UNSTABLE], entry->n_to);
      return FALSE;
    }

  for (guint i = 0; i < entry->n_to; i++)
    {
      seat->cart[TC_QUARTZ_UNSTABLE]--;
      state->seats[entry->to[i] - 1].cart[TC_QUARTZ_UNSTABLE]++;
    }

  return TRUE;
}

static gboolean
steal (const TcQuartzRules  *rules,
       TcQuartzState        *state,
       const TcQuartzEntry  *entry,
       guint                 strength,
       GError              **error)
{
  if (!check_moves (rules, state, "steal.count", entry->n_from, strength, error))
    return FALSE;

  for (guint i = 0; i < entry->n_from; i++)
    {
      const TcQuartzSteal *from = &entry->from[i];
      TcQuartzSeat *victim;

      if (!check_other_seat (rules, state, from->seat, "steal.self", error))
        return FALSE;

      victim = &state->seats[from->seat - 1];
      if (from->kind == TC_QUARTZ_UNSTABLE)
        {
          tc_set_rule_error (error, "steal.unstable", _("An unstable crystal can never be stolen"));
          return FALSE;
        }
      if (victim->cart[from->kind] == 0)
        {
          tc_set_rule_error (error, "steal.cart", _("%s cannot steal a %s crystal from %s: %s’s cart holds none"),
                             NAME (rules, state->active), crystal (rules, from->kind),
                             NAME (rules, from->seat - 1), NAME (rules, from->seat - 1));
          return FALSE;
        }

      victim->cart[from->kind]--;
      state->seats[state->active].cart[from->kind]++;
    }

  return TRUE;
}

/* §4.1: the dice an action uses, and its strength. */
static gboolean
use_dice (const TcQuartzRules  *rules,
          TcQuartzState        *state,
          const TcQuartzEntry  *entry,
          guint                *strength,
          GError              **error)
{
  TcQuartzFace face = TC_QUARTZ_ENTRY_FACE (entry->type);
  const char *face_name = tc_quartz_data_face_name (rules->data, face);
  guint least = rules->data->faces[face].min_strength;

  if (state->phase != TC_QUARTZ_PHASE_ACT)
    {
      tc_set_rule_error (error, "action.phase", _("%s must draw and roll before using the dice"),
                         NAME (rules, state->active));
      return FALSE;
    }
  if (entry->faces < 0 || entry->helmet_pairs < 0)
    {
      tc_set_rule_error (error, "action.negative", _("“faces” and “helmet_pairs” cannot be negative"));
      return FALSE;
    }
  if (entry->faces > state->unused[face])
    {
      tc_set_rule_error (error, "action.faces",
                         g_dngettext (GETTEXT_PACKAGE, "%s has %u unused %s die, not %" PRId64,
                                      "%s has %u unused %s dice, not %" PRId64, state->unused[face]),
                         NAME (rules, state->active), state->unused[face], face_name, entry->faces);
      return FALSE;
    }
  if (entry->helmet_pairs > state->unused[TC_QUARTZ_HELMET] / 2)
    {
      tc_set_rule_error (error, "action.helmets",
                         g_dngettext (GETTEXT_PACKAGE, "%s has %u unused helmet, too few for %" PRId64 " pairs",
                                      "%s has %u unused helmets, too few for %" PRId64 " pairs",
                                      state->unused[TC_QUARTZ_HELMET]),
                         NAME (rules, state->active), state->unused[TC_QUARTZ_HELMET], entry->helmet_pairs);
      return FALSE;
    }

  *strength = entry->faces + entry->helmet_pairs;
  if (*strength < least)
    {
      tc_set_rule_error (error, "action.strength",
                         g_dngettext (GETTEXT_PACKAGE, "A %s needs at least %u die, counting a helmet pair as one",
                                      "A %s needs at least %u dice, counting a helmet pair as one", least),
                         face_name, least);
      return FALSE;
    }

  state->unused[face] -= entry->faces;
  state->unused[TC_QUARTZ_HELMET] -= 2 * entry->helmet_pairs;
  state->acted = TRUE;
  return TRUE;
}

static gboolean
act (const TcQuartzRules  *rules,
     TcQuartzState        *state,
     const TcQuartzEntry  *entry,
     GError              **error)
{
  guint strength;

  if (!use_dice (rules, state, entry, &strength, error))
    return FALSE;

  switch (entry->type)
    {
    case TC_QUARTZ_ENTRY_PICKAXE:
      return pickaxe (rules, state, entry, strength, error);
    case TC_QUARTZ_ENTRY_JACKHAMMER:
      return jackhammer (rules, state, entry, strength, error);
    case TC_QUARTZ_ENTRY_CHEST:
      return chest (rules, state, entry, strength, error);
    case TC_QUARTZ_ENTRY_MINECART:
      return minecart (rules, state, entry, strength, error);
    case TC_QUARTZ_ENTRY_STEAL:
      return steal (rules, state, entry, strength, error);
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* What every entry must pass (a note is the base class's): the game
 * running, its turn.
 */
static gboolean
check_turn (const TcQuartzRules  *rules,
            const TcQuartzState  *state,
            const TcQuartzEntry  *entry,
            GError              **error)
{
  if (state->finished)
    {
      tc_set_rule_error (error, "game.finished", _("The game is over: only notes can be added"));
      return FALSE;
    }
  if (!state->started)
    {
      if (entry->type == TC_QUARTZ_ENTRY_SETUP)
        return TRUE;
      tc_set_rule_error (error, "setup.missing", _("The game has not been set up yet: the first entry is the setup"));
      return FALSE;
    }
  if (entry->type == TC_QUARTZ_ENTRY_SETUP)
    {
      tc_set_rule_error (error, "setup.twice", _("The game is already set up"));
      return FALSE;
    }
  if (entry->seat < 1 || entry->seat > rules->n_seats)
    {
      tc_set_rule_error (error, "seat.range", _("There is no seat %" PRId64 ": the seats are 1 to %u"),
                         entry->seat, rules->n_seats);
      return FALSE;
    }
  if (entry->seat - 1 != state->active)
    {
      tc_set_rule_error (error, "turn.seat", _("It is %s’s turn, not %s’s"),
                         NAME (rules, state->active), NAME (rules, entry->seat - 1));
      return FALSE;
    }

  return TRUE;
}

static gboolean
apply_to (const TcQuartzRules  *rules,
          TcQuartzState        *state,
          const TcQuartzEntry  *entry,
          GError              **error)
{
  if (!check_turn (rules, state, entry, error))
    return FALSE;

  if (entry->unknown != NULL)
    {
      tc_set_rule_error (error, "entry.unknown_id", _("“%s” is not a crystal or a die face of this game"),
                         entry->unknown);
      return FALSE;
    }

  switch (entry->type)
    {
    case TC_QUARTZ_ENTRY_SETUP:
      return setup (rules, state, entry, error);
    case TC_QUARTZ_ENTRY_DRAW:
      return draw (rules, state, entry, error);
    case TC_QUARTZ_ENTRY_ROLL:
      return roll (rules, state, entry, error);
    case TC_QUARTZ_ENTRY_REROLL:
      return reroll (rules, state, entry, error);
    case TC_QUARTZ_ENTRY_END_TURN:
      if (state->phase != TC_QUARTZ_PHASE_ACT)
        {
          tc_set_rule_error (error, "end_turn.phase",
                             state->phase == TC_QUARTZ_PHASE_DRAW
                             ? _("%s must draw a crystal and roll before ending the turn")
                             : _("%s must roll before ending the turn"),
                             NAME (rules, state->active));
          return FALSE;
        }
      end_turn (rules, state);
      return TRUE;
    default:
      return act (rules, state, entry, error);
    }
}

/**
 * tc_quartz_state_apply:
 * @error: a %TC_RULE_ERROR in plain words when @entry breaks a rule
 *
 * Returns: whether @entry was legal; when it was not, @state is untouched
 */
gboolean
tc_quartz_state_apply (const TcQuartzRules  *rules,
                       TcQuartzState        *state,
                       const TcQuartzEntry  *entry,
                       GError              **error)
{
  TcQuartzState next = *state;

  if (!apply_to (rules, &next, entry, error))
    return FALSE;

  *state = next;
  return TRUE;
}

static JsonNode *
counts_to_array (const TcQuartzRules *rules,
                 const guint16       *counts)
{
  JsonArray *array = json_array_new ();

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    for (guint n = 0; n < counts[k]; n++)
      json_array_add_string_element (array, rules->data->crystals[k].id);

  return json_node_init_array (json_node_alloc (), array);
}

static JsonNode *
turn_to_json (const TcQuartzRules *rules,
              const TcQuartzState *state)
{
  static const char *phases[] = { "draw", "roll", "act" };
  JsonObject *turn = json_object_new ();
  JsonObject *unused = json_object_new ();

  json_object_set_int_member (turn, "seat", state->active + 1);
  json_object_set_string_member (turn, "phase", phases[state->phase]);
  json_object_set_int_member (turn, "rerolls", state->rerolls);
  if (state->phase == TC_QUARTZ_PHASE_ACT)
    {
      JsonArray *dice = json_array_new ();

      for (guint f = 0; f < TC_QUARTZ_N_FACES; f++)
        for (guint n = 0; n < state->roll[f]; n++)
          json_array_add_string_element (dice, rules->data->faces[f].id);
      json_object_set_array_member (turn, "dice", dice);
    }
  else
    json_object_set_null_member (turn, "dice");

  for (guint f = 0; f < TC_QUARTZ_N_FACES; f++)
    json_object_set_int_member (unused, rules->data->faces[f].id, state->unused[f]);
  json_object_set_object_member (turn, "unused", unused);

  return json_node_init_object (json_node_alloc (), turn);
}

static JsonObject *
seat_to_json (const TcQuartzRules *rules,
              const TcQuartzState *state,
              guint                seat,
              const TcQuartzScore *score)
{
  JsonObject *object = json_object_new ();
  JsonObject *score_object = json_object_new ();

  json_object_set_int_member (score_object, "crystals", score->crystals);
  json_object_set_int_member (score_object, "sets", score->sets);
  json_object_set_int_member (score_object, "chest_penalty", score->chest_penalty);
  json_object_set_int_member (score_object, "total", score->total);

  json_object_set_int_member (object, "seat", seat + 1);
  json_object_set_string_member (object, "name", rules->logged_players[seat]);
  json_object_set_member (object, "cart", counts_to_array (rules, state->seats[seat].cart));
  json_object_set_member (object, "chest", counts_to_array (rules, state->seats[seat].chest));
  json_object_set_int_member (object, "markers", state->seats[seat].markers);
  json_object_set_object_member (object, "score", score_object);

  return object;
}

/* The state as in `replay --json` (§6), without "game" and "entries". */
JsonNode *
tc_quartz_state_to_json (const TcQuartzRules *rules,
                         const TcQuartzState *state)
{
  JsonObject *object = json_object_new ();
  JsonObject *bag = json_object_new ();
  JsonArray *winners = json_array_new ();
  JsonArray *seats = json_array_new ();
  TcQuartzScore scores[TC_QUARTZ_MAX_SEATS];

  json_object_set_string_member (object, "status", state->finished ? "finished" : "in_progress");
  json_object_set_int_member (object, "round", state->round);
  if (state->started)
    json_object_set_member (object, "turn", turn_to_json (rules, state));
  else
    json_object_set_null_member (object, "turn");

  for (guint seat = 0; seat < rules->n_seats; seat++)
    if (state->finished && TC_SEAT_SET_HAS (state->winners, seat + 1))
      json_array_add_int_element (winners, seat + 1);
  json_object_set_array_member (object, "winners", winners);

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    json_object_set_int_member (bag, rules->data->crystals[k].id, state->bag[k]);
  json_object_set_object_member (object, "bag", bag);

  tc_quartz_state_score_all (rules, state, scores);
  for (guint seat = 0; seat < rules->n_seats; seat++)
    json_array_add_object_element (seats, seat_to_json (rules, state, seat, &scores[seat]));
  json_object_set_array_member (object, "seats", seats);

  return json_node_init_object (json_node_alloc (), object);
}
