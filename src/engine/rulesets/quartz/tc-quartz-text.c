/* tc-quartz-text.c: Quartz entries, states and advice in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "tc-quartz-text.h"
#include "tc-text.h"

#define NAME(rules, seat) ((rules)->players[(seat)])

static void
append_separator (GString *out,
                  guint    index)
{
  if (index > 0)
    g_string_append (out, _(", "));
}

/* "red, red, white": crystals by kind index, in the order given. */
static char *
format_crystals (const TcQuartzRules *rules,
                 const gint          *kinds,
                 guint                n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < MIN (n, TC_QUARTZ_MAX_LISTED); i++)
    {
      append_separator (out, i);
      g_string_append (out, kinds[i] >= 0 ? tc_quartz_data_crystal_name (rules->data, kinds[i]) : "?");
    }
  if (n == 0)
    g_string_append (out, _("nothing"));

  return g_string_free (out, FALSE);
}

/* "2 red, 1 white": held crystals per kind, in canonical order. */
static char *
format_counts (const TcQuartzRules *rules,
               const guint16       *counts)
{
  GString *out = g_string_new (NULL);
  guint listed = 0;

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    if (counts[k] > 0)
      {
        append_separator (out, listed++);
        g_string_append_printf (out, "%u %s", counts[k], tc_quartz_data_crystal_name (rules->data, k));
      }
  if (listed == 0)
    g_string_append (out, _("nothing"));

  return g_string_free (out, FALSE);
}

static char *
format_dice (const TcQuartzRules *rules,
             const gint          *faces,
             guint                n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < MIN (n, TC_QUARTZ_N_DICE); i++)
    {
      append_separator (out, i);
      g_string_append (out, faces[i] >= 0 ? tc_quartz_data_face_name (rules->data, faces[i]) : "?");
    }

  return g_string_free (out, FALSE);
}

/* "2 pickaxes and 1 helmet pair": the dice an action uses. */
static char *
format_strength (const TcQuartzRules *rules,
                 const TcQuartzEntry *entry)
{
  const char *face = tc_quartz_data_face_name (rules->data, TC_QUARTZ_ENTRY_FACE (entry->type));

  if (entry->helmet_pairs == 0)
    return g_strdup_printf (_("%" PRId64 " × %s"), entry->faces, face);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%" PRId64 " × %s and %" PRId64 " helmet pair",
                                       "%" PRId64 " × %s and %" PRId64 " helmet pairs",
                                       entry->helmet_pairs),
                          entry->faces, face, entry->helmet_pairs);
}

static const char *
seat_name (const TcQuartzRules *rules,
           gint64               seat)
{
  return seat >= 1 && seat <= rules->n_seats ? NAME (rules, seat - 1) : "?";
}

static char *
describe_setup (const TcQuartzRules *rules,
                const TcQuartzEntry *entry)
{
  GString *bag = g_string_new (NULL);
  g_autofree char *counts = NULL;

  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    {
      append_separator (bag, k);
      g_string_append_printf (bag, "%" PRId64 " %s", entry->bag[k],
                              tc_quartz_data_crystal_name (rules->data, k));
    }
  counts = g_string_free (bag, FALSE);

  return g_strdup_printf (_("Setup: the bag holds %s and %u unstable; %s starts"),
                          counts, rules->data->unstable_first_round, seat_name (rules, entry->first_seat));
}

static char *
describe_reroll (const TcQuartzRules *rules,
                 const TcQuartzState *before,
                 const TcQuartzEntry *entry,
                 const char          *who)
{
  g_autofree char *dice = format_dice (rules, entry->dice, entry->n_dice);

  if (before->rerolls < rules->data->free_rerolls)
    return g_strdup_printf (_("%s rerolls for free: %s"), who, dice);

  return g_strdup_printf (_("%s pays a marker and rerolls: %s"), who, dice);
}

static char *
describe_steal (const TcQuartzRules *rules,
                const TcQuartzEntry *entry,
                const char          *who,
                const char          *strength)
{
  GString *out = g_string_new (NULL);
  g_autofree char *list = NULL;

  for (guint i = 0; i < MIN (entry->n_from, TC_QUARTZ_MAX_LISTED); i++)
    {
      append_separator (out, i);
      /* TRANSLATORS: one stolen crystal: "red from Ben" */
      g_string_append_printf (out, _("%s from %s"),
                              entry->from[i].kind >= 0 ? tc_quartz_data_crystal_name (rules->data, entry->from[i].kind) : "?",
                              seat_name (rules, entry->from[i].seat));
    }
  list = g_string_free (out, FALSE);

  return g_strdup_printf (_("%s steals (%s): %s"), who, strength, list);
}

static char *
describe_minecart (const TcQuartzRules *rules,
                   const TcQuartzEntry *entry,
                   const char          *who,
                   const char          *strength)
{
  GString *out = g_string_new (NULL);
  g_autofree char *list = NULL;

  for (guint i = 0; i < MIN (entry->n_to, TC_QUARTZ_MAX_LISTED); i++)
    {
      append_separator (out, i);
      g_string_append (out, seat_name (rules, entry->to[i]));
    }
  list = g_string_free (out, FALSE);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s sends %u unstable crystal by minecart (%s) to %s",
                                       "%s sends %u unstable crystals by minecart (%s) to %s", entry->n_to),
                          who, entry->n_to, strength, list);
}

static char *
describe_action (const TcQuartzRules *rules,
                 const TcQuartzEntry *entry,
                 const char          *who)
{
  g_autofree char *strength = format_strength (rules, entry);
  g_autofree char *crystals = format_crystals (rules, entry->crystals, entry->n_crystals);
  g_autofree char *returned = NULL;

  switch (entry->type)
    {
    case TC_QUARTZ_ENTRY_PICKAXE:
      return g_strdup_printf (_("%s mines (%s): %s"), who, strength, crystals);
    case TC_QUARTZ_ENTRY_JACKHAMMER:
      returned = format_crystals (rules, entry->returned, entry->n_returned);
      return g_strdup_printf (_("%s uses the jackhammer (%s): draws %s and puts back %s"),
                              who, strength, crystals, returned);
    case TC_QUARTZ_ENTRY_CHEST:
      return g_strdup_printf (_("%s locks in the chest (%s): %s"), who, strength, crystals);
    case TC_QUARTZ_ENTRY_MINECART:
      return describe_minecart (rules, entry, who, strength);
    case TC_QUARTZ_ENTRY_STEAL:
      return describe_steal (rules, entry, who, strength);
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * tc_quartz_describe_entry:
 * @before: the state the entry applies to
 * @entry: an entry of any kind but a note (the base class says a note)
 *
 * Returns: (transfer full): one sentence for the log ("Ana draws a red
 *   crystal")
 */
char *
tc_quartz_describe_entry (const TcQuartzRules *rules,
                          const TcQuartzState *before,
                          const TcQuartzEntry *entry)
{
  const char *who = seat_name (rules, entry->seat);
  g_autofree char *dice = NULL;

  switch (entry->type)
    {
    case TC_QUARTZ_ENTRY_SETUP:
      return describe_setup (rules, entry);
    case TC_QUARTZ_ENTRY_DRAW:
      return g_strdup_printf (_("%s draws a crystal: %s"), who,
                              entry->crystal >= 0 ? tc_quartz_data_crystal_name (rules->data, entry->crystal) : "?");
    case TC_QUARTZ_ENTRY_ROLL:
      dice = format_dice (rules, entry->dice, entry->n_dice);
      return g_strdup_printf (_("%s rolls: %s"), who, dice);
    case TC_QUARTZ_ENTRY_REROLL:
      return describe_reroll (rules, before, entry, who);
    case TC_QUARTZ_ENTRY_END_TURN:
      return g_strdup_printf (_("%s ends the turn"), who);
    default:
      return describe_action (rules, entry, who);
    }
}

/**
 * tc_quartz_describe_pending:
 *
 * Returns: (transfer full) (nullable): what the table owes, as a phrase
 *   ("Ben’s draw from the bag"), with the physical chores that fall due;
 *   %NULL while the active seat chooses its actions
 */
char *
tc_quartz_describe_pending (const TcQuartzRules *rules,
                            const TcQuartzState *state)
{
  const char *who = NAME (rules, state->active);

  if (!state->started)
    return g_strdup_printf (_("the setup: the crystals of each colour counted into the bag, and %u unstable"),
                            rules->data->unstable_first_round);
  if (state->finished)
    return NULL;

  switch (state->phase)
    {
    case TC_QUARTZ_PHASE_DRAW:
      if (state->round > 1 && state->turns_done == 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "round %u begins: put %u unstable crystal into the bag, then %s draws a crystal from it",
                                             "round %u begins: put %u unstable crystals into the bag, then %s draws a crystal from it",
                                             rules->data->unstable_later_rounds),
                                state->round, rules->data->unstable_later_rounds, who);
      return g_strdup_printf (_("%s’s draw of one crystal from the bag"), who);
    case TC_QUARTZ_PHASE_ROLL:
      return g_strdup_printf (_("%s’s roll of the %d dice"), who, TC_QUARTZ_N_DICE);
    case TC_QUARTZ_PHASE_ACT:
    default:
      return NULL;
    }
}

/* "31 = 24 for crystals + 12 for sets − 5 for the smallest chest" */
char *
tc_quartz_describe_score (const TcQuartzRules *rules,
                          const TcQuartzState *state,
                          guint                seat)
{
  TcQuartzScore score;
  GString *out = g_string_new (NULL);

  tc_quartz_state_score (rules, state, seat - 1, &score);
  g_string_append_printf (out, _("%d for crystals"), score.crystals);
  if (score.sets != 0)
    g_string_append_printf (out, _(", %+d for sets"), score.sets);
  if (score.chest_penalty != 0)
    g_string_append_printf (out, _(", %d for the smallest chest"), score.chest_penalty);

  return g_string_free (out, FALSE);
}

/**
 * tc_quartz_most_moved:
 *
 * Returns: how many crystals the action of @face can still move with the
 *   unused dice of this turn (a pickaxe draws, a jackhammer keeps, the
 *   others move), or 0 when it cannot be taken
 */
guint
tc_quartz_most_moved (const TcQuartzRules *rules,
                      const TcQuartzState *state,
                      TcQuartzFace         face)
{
  guint strength = state->unused[face] + state->unused[TC_QUARTZ_HELMET] / 2;
  guint in_bag = tc_quartz_state_bag_total (state);
  const TcQuartzSeat *seat = &state->seats[state->active];
  guint others = 0;

  if (state->phase != TC_QUARTZ_PHASE_ACT || state->finished ||
      face == TC_QUARTZ_HELMET || strength < rules->data->faces[face].min_strength)
    return 0;

  switch (face)
    {
    case TC_QUARTZ_PICKAXE:
      return MIN (strength, in_bag);
    case TC_QUARTZ_JACKHAMMER:
      return MIN (strength, in_bag) - MIN (strength, in_bag) / 2;
    case TC_QUARTZ_CHEST:
      {
        guint cart = 0;

        for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
          if (k != TC_QUARTZ_UNSTABLE || rules->chest_takes_unstable)
            cart += seat->cart[k];
        return MIN (strength - 1, cart);
      }
    case TC_QUARTZ_MINECART:
      return MIN (strength - 1, seat->cart[TC_QUARTZ_UNSTABLE]);
    case TC_QUARTZ_STEAL:
      for (guint s = 0; s < rules->n_seats; s++)
        for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
          if (s != state->active)
            others += state->seats[s].cart[k];
      return MIN (strength - 1, others);
    default:
      return 0;
    }
}

/**
 * tc_quartz_dice_left:
 *
 * Returns: how many of the turn's unused dice could still take part in
 *   an action that moves a crystal: the dice of every face whose action
 *   can still be taken, and the helmets in pairs; 0 when none can
 */
guint
tc_quartz_dice_left (const TcQuartzRules *rules,
                     const TcQuartzState *state)
{
  gboolean any = FALSE;
  guint dice = 0;

  for (guint f = 0; f < TC_QUARTZ_HELMET; f++)
    if (tc_quartz_most_moved (rules, state, f) > 0)
      {
        any = TRUE;
        dice += state->unused[f];
      }

  return any ? dice + state->unused[TC_QUARTZ_HELMET] / 2 * 2 : 0;
}

/**
 * tc_quartz_describe_dice_left:
 *
 * Why a turn is not ended from the keyboard: "Ana can still use 2 dice
 * — End Turn to end it anyway".
 *
 * Returns: (nullable): the sentence, or %NULL when no die can still
 *   move a crystal
 */
char *
tc_quartz_describe_dice_left (const TcQuartzRules *rules,
                              const TcQuartzState *state)
{
  guint dice = tc_quartz_dice_left (rules, state);

  if (dice == 0)
    return NULL;

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s can still use %u die — End Turn to end it anyway",
                                       "%s can still use %u dice — End Turn to end it anyway", dice),
                          rules->players[state->active], dice);
}

/**
 * tc_quartz_describe_advice:
 *
 * Returns: (transfer full) (nullable): what the unused dice can still do
 *   ("Pickaxe: up to 2 crystals; Steal: up to 1"), for the active seat
 */
char *
tc_quartz_describe_advice (const TcQuartzRules *rules,
                           const TcQuartzState *state)
{
  GString *out;
  guint listed = 0;

  if (!state->started || state->finished || state->phase != TC_QUARTZ_PHASE_ACT)
    return NULL;

  out = g_string_new (NULL);
  for (guint f = 0; f < TC_QUARTZ_HELMET; f++)
    {
      guint most = tc_quartz_most_moved (rules, state, f);

      if (most == 0)
        continue;
      if (listed++ > 0)
        g_string_append (out, "; ");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s: up to %u crystal", "%s: up to %u crystals", most),
                              tc_quartz_data_face_name (rules->data, f), most);
    }

  if (listed == 0)
    g_string_append (out, _("No action is left: end the turn"));

  return g_string_free (out, FALSE);
}

static void
append_seat (GString             *out,
             const TcQuartzRules *rules,
             const TcQuartzState *state,
             guint                seat)
{
  g_autofree char *cart = format_counts (rules, state->seats[seat].cart);
  g_autofree char *chest = format_counts (rules, state->seats[seat].chest);
  g_autofree char *breakdown = tc_quartz_describe_score (rules, state, seat + 1);
  TcQuartzScore score;

  tc_quartz_state_score (rules, state, seat, &score);
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u. %s: %d point (%s)\n", "%u. %s: %d points (%s)\n",
                                            ABS (score.total)),
                          seat + 1, NAME (rules, seat), score.total, breakdown);
  g_string_append_printf (out, _("   cart: %s; chest: %s; markers: %u\n"), cart, chest, state->seats[seat].markers);
}

static void
append_status (GString             *out,
               const TcQuartzRules *rules,
               const TcQuartzState *state)
{
  if (!state->started)
    {
      g_string_append (out, _("Not set up yet.\n"));
      return;
    }

  if (state->finished)
    {
      GString *names = g_string_new (NULL);
      guint listed = 0;

      for (guint s = 0; s < rules->n_seats; s++)
        if (TC_SEAT_SET_HAS (state->winners, s + 1))
          {
            append_separator (names, listed++);
            g_string_append (names, NAME (rules, s));
          }
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Finished after round %u: %s wins.\n",
                                                "Finished after round %u: %s share the win.\n", listed),
                              state->round, names->str);
      g_string_free (names, TRUE);
      return;
    }

  g_string_append_printf (out, _("Round %u of %u, %s’s turn.\n"), state->round, rules->data->n_rounds,
                          NAME (rules, state->active));
}

/* The state in readable lines, for `replay` without --json. */
char *
tc_quartz_state_to_text (const TcQuartzRules *rules,
                         const TcQuartzState *state)
{
  GString *out = g_string_new (NULL);
  g_autofree char *pending = tc_quartz_describe_pending (rules, state);
  g_autofree char *advice = tc_quartz_describe_advice (rules, state);
  g_autofree char *bag = format_counts (rules, state->bag);

  append_status (out, rules, state);
  if (pending != NULL)
    g_string_append_printf (out, _("The table owes: %s.\n"), pending);
  if (advice != NULL)
    g_string_append_printf (out, _("With the dice left: %s.\n"), advice);
  g_string_append_printf (out, _("Bag: %s (%u in all)\n"), bag, tc_quartz_state_bag_total (state));
  for (guint seat = 0; seat < rules->n_seats; seat++)
    append_seat (out, rules, state, seat);

  return g_string_free (out, FALSE);
}

/* What decided between the winner and the best seat that lost, if a tie
 * on points did: "on white crystals (2 to 1)".
 */
static char *
describe_tie_break (const TcQuartzRules *rules,
                    const TcQuartzState *state,
                    guint                winner,
                    const TcQuartzScore *scores)
{
  for (guint s = 0; s < rules->n_seats; s++)
    {
      if (TC_SEAT_SET_HAS (state->winners, s + 1) || scores[s].total != scores[winner].total)
        continue;

      for (guint k = TC_QUARTZ_WHITE; k <= TC_QUARTZ_PINK; k++)
        {
          guint mine = tc_quartz_state_held (state, winner, k);
          guint theirs = tc_quartz_state_held (state, s, k);

          if (mine != theirs)
            /* TRANSLATORS: "Ana and Ben both have 12 points; Ana wins on white crystals (2 to 1)" */
            return g_strdup_printf (_("%s and %s both have %d points; %s wins on %s crystals (%u to %u)"),
                                    NAME (rules, winner), NAME (rules, s), scores[winner].total,
                                    NAME (rules, winner), tc_quartz_data_crystal_name (rules->data, k),
                                    mine, theirs);
        }
    }

  return NULL;
}

/**
 * tc_quartz_describe_result:
 *
 * Returns: (transfer full) (nullable): who won and, when a tie on points
 *   was broken, how; %NULL while the game goes on
 */
char *
tc_quartz_describe_result (const TcQuartzRules *rules,
                           const TcQuartzState *state)
{
  TcQuartzScore scores[TC_QUARTZ_MAX_SEATS];
  g_autofree char *names = NULL;
  g_autofree char *tie_break = NULL;
  guint winner = 0;
  guint n;

  if (!state->finished)
    return NULL;

  tc_quartz_state_score_all (rules, state, scores);
  names = tc_text_join_seats (rules->players, rules->n_seats, state->winners, &n);
  while (!TC_SEAT_SET_HAS (state->winners, winner + 1))
    winner++;

  if (n > 1)
    return g_strdup_printf (_("%s share the win with %d points each and as many white and pink crystals"),
                            names, scores[winner].total);

  tie_break = describe_tie_break (rules, state, winner, scores);
  if (tie_break != NULL)
    return g_steal_pointer (&tie_break);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins with %d point", "%s wins with %d points",
                                       ABS (scores[winner].total)),
                          names, scores[winner].total);
}
