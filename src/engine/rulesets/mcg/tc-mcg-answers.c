/* tc-mcg-answers.c: what a typed line of card codes answers
 *
 * At the table people look at the piles left to right and type what they
 * see. When several tops are owed at once (after a TNT, a hoe or a
 * creeper at setup) the codes therefore fill the owed piles in pile
 * order, whatever order the queue holds them in: §4.1 lets any reveal of
 * the front run be answered first. A line is planned whole on a copy of
 * the state before anything is entered, so that it goes in whole or not
 * at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-mcg-answers.h"
#include "tc-mcg-codes.h"

/* Resource piles come before craft piles, each in ascending order. */
static guint
pile_rank (const TcMcgPending *item)
{
  return (item->kind == TC_MCG_PENDING_CRAFT_REVEAL ? TC_MCG_MAX_PILES : 0) + item->pile;
}

/**
 * tc_mcg_state_owed_reveals:
 * @owed: (out caller-allocates) (array fixed-size=16): the reveals of the
 *   front run, resource piles 1–5 then craft piles 1–4
 *
 * Returns: how many reveals the front run holds: the tops owed at once,
 *   in the order people fill them in
 */
guint
tc_mcg_state_owed_reveals (const TcMcgState *state,
                           TcMcgPending     *owed)
{
  guint run = tc_mcg_state_front_run (state);

  for (guint i = 0; i < run; i++)
    {
      guint j = i;

      /* An insertion sort: the run holds at most a few items. */
      while (j > 0 && pile_rank (&owed[j - 1]) > pile_rank (&state->queue[i]))
        {
          owed[j] = owed[j - 1];
          j--;
        }
      owed[j] = state->queue[i];
    }

  return run;
}

void
tc_mcg_answer_to_entry (const TcMcgAnswer *answer,
                        TcMcgEntry        *entry)
{
  tc_mcg_entry_clear (entry);
  entry->type = answer->type;
  entry->card = answer->card;
  if (answer->type == TC_MCG_ENTRY_REVEAL)
    {
      entry->craft_pile = answer->craft_pile;
      entry->pile = answer->pile + 1;
    }
  else
    {
      entry->seat = answer->seat + 1;
      entry->sword = answer->card.klass == TC_MCG_CARD_CRAFT;
    }
}

/* The bit of a pile in a set of piles already given a card. */
static guint32
pile_bit (gboolean craft_pile,
          guint    pile)
{
  return 1u << ((craft_pile ? TC_MCG_MAX_PILES : 0) + pile);
}

/* Finds what the next typed card answers in @state, the piles of @given
 * left out while others are owed. Returns: %FALSE when the table owes
 * no single card now.
 */
static gboolean
next_answer (const TcMcgRules *rules,
             const TcMcgState *state,
             guint32           given,
             TcMcgAnswer      *answer)
{
  TcMcgPending owed[TC_MCG_MAX_QUEUE];
  guint n_owed = tc_mcg_state_owed_reveals (state, owed);

  for (guint i = 0; i < n_owed; i++)
    if (!(given & pile_bit (owed[i].kind == TC_MCG_PENDING_CRAFT_REVEAL, owed[i].pile)))
      {
        answer->type = TC_MCG_ENTRY_REVEAL;
        answer->craft_pile = owed[i].kind == TC_MCG_PENDING_CRAFT_REVEAL;
        answer->pile = owed[i].pile;
        return TRUE;
      }

  if (state->n_queue > 0 && state->queue[0].kind == TC_MCG_PENDING_CREEPER)
    for (guint seat = 0; seat < rules->n_seats; seat++)
      if ((state->queue[0].owing >> seat) & 1)
        {
          answer->type = TC_MCG_ENTRY_CREEPER_DISCARD;
          answer->seat = seat;
          return TRUE;
        }

  return FALSE;
}

static gboolean
apply_answer (const TcMcgRules  *rules,
              TcMcgState        *state,
              const TcMcgAnswer *answer,
              GError           **error)
{
  TcMcgEntry entry = { 0 };

  tc_mcg_answer_to_entry (answer, &entry);

  return tc_mcg_state_apply (rules, state, &entry, error);
}

/* Names the typed card at fault in front of the rule's sentence. */
static void
name_card (const TcMcgRules   *rules,
           const TcMcgCardRef *ref,
           guint               index,
           GError            **error)
{
  g_autofree char *code = tc_mcg_code_for (rules->cards, *ref);

  g_prefix_error (error, _("“%s” (card %u typed): "), code, index + 1);
}

/* Is @state waiting for a creeper attack to be answered? */
static gboolean
attack_waits (const TcMcgState *state)
{
  return state->n_queue > 0 && state->queue[0].kind == TC_MCG_PENDING_CREEPER;
}

typedef struct
{
  const TcMcgRules *rules;
  TcMcgState        work;
  TcMcgAnswer      *answers;
  guint             n_answers;
  TcMcgAnswer       held[TC_MCG_MAX_QUEUE];  /* creepers whose attack waits for the line's other tops */
  guint             n_held;
} Plan;

static gboolean
add_answer (Plan              *plan,
            const TcMcgAnswer *answer,
            GError           **error)
{
  if (!apply_answer (plan->rules, &plan->work, answer, error))
    {
      name_card (plan->rules, &answer->card, answer->index, error);
      return FALSE;
    }

  plan->answers[plan->n_answers++] = *answer;
  return TRUE;
}

/* The creepers held back go in once the other tops of the pass are in. */
static gboolean
release_held (Plan    *plan,
              GError **error)
{
  for (guint i = 0; i < plan->n_held; i++)
    if (!add_answer (plan, &plan->held[i], error))
      return FALSE;

  plan->n_held = 0;
  return TRUE;
}

/**
 * tc_mcg_answers_plan:
 * @refs: (array length=n_refs): the cards typed, in order
 * @answers: (out caller-allocates) (array length=n_refs): what each card
 *   answers, in the order to enter them
 *
 * Plans a typed line. The cards fill the owed reveals in pile order
 * (tc_mcg_state_owed_reveals()); a pile that owes again after a creeper
 * takes its card once each other owed pile has had one. A creeper that
 * starts an attack is entered after the line's other tops, so that the
 * attack does not stop them. During an attack a card is the next owing
 * seat's discard (a crafted sword: that seat uses it).
 *
 * Returns: how many cards were planned: @n_refs when the whole line is
 *   legal; otherwise @error names the card at fault and says why
 */
guint
tc_mcg_answers_plan (const TcMcgRules   *rules,
                     const TcMcgState   *state,
                     const TcMcgCardRef *refs,
                     guint               n_refs,
                     TcMcgAnswer        *answers,
                     GError            **error)
{
  Plan plan = { .rules = rules, .work = *state, .answers = answers };
  guint32 given = 0;

  for (guint i = 0; i < n_refs; i++)
    {
      TcMcgAnswer answer = { .index = i, .card = refs[i] };
      TcMcgState before;

      if (!next_answer (rules, &plan.work, given, &answer))
        {
          /* Every owed pile had a card in this pass: start the next one. */
          if (!release_held (&plan, error))
            return plan.n_answers;
          given = 0;
          if (!next_answer (rules, &plan.work, given, &answer))
            {
              g_autofree char *code = tc_mcg_code_for (rules->cards, refs[i]);

              tc_set_rule_error (error, "reveal.not_owed",
                                 _("“%s” (card %u typed): the table owes no card for it now"),
                                 code, i + 1);
              return plan.n_answers;
            }
        }

      before = plan.work;
      if (!add_answer (&plan, &answer, error))
        return plan.n_answers;

      if (answer.type != TC_MCG_ENTRY_REVEAL)
        continue;

      given |= pile_bit (answer.craft_pile, answer.pile);
      if (attack_waits (&plan.work) && !attack_waits (&before) && i + 1 < n_refs &&
          tc_mcg_state_front_run (&before) > 1)
        {
          /* Hold the attack back until the other piles have their tops;
           * its pile, already given a card, is skipped until then.
           */
          plan.work = before;
          plan.n_answers--;
          plan.held[plan.n_held++] = answer;
        }
    }

  release_held (&plan, error);

  return plan.n_answers;
}
