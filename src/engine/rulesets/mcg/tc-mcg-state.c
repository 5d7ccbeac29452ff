/* tc-mcg-state.c: the rules of the Minecraft Card Game, entry by entry
 *
 * Every apply_*() function checks everything first and changes the state
 * only once the entry is known to be legal, so a refused entry leaves the
 * state as it was. The rule ids and the order of effects follow
 * shared/specs/mcg-log-v1.md §4, §4.1 and §7.2; docs/rulings.md lists the
 * choices made where the spec is silent.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-mcg-bits.h"
#include "tc-mcg-payment.h"
#include "tc-mcg-state.h"
#include "tc-mcg-text.h"

#define BIT(n) (1u << (n))

static const char *
seat_name (const TcMcgRules *rules,
           guint             seat)
{
  return rules->players[seat];
}

/* Queue ------------------------------------------------------------------ */

static inline TcMcgPending *
push_back (TcMcgState       *state,
           TcMcgPendingKind  kind,
           guint             pile,
           TcMcgCause        cause)
{
  TcMcgPending *item;

  g_assert (state->n_queue < TC_MCG_MAX_QUEUE);

  item = &state->queue[state->n_queue++];
  memset (item, 0, sizeof *item);
  item->kind = kind;
  item->pile = pile;
  item->cause = cause;

  return item;
}

static TcMcgPending *
push_front (TcMcgState       *state,
            TcMcgPendingKind  kind,
            guint             pile,
            TcMcgCause        cause)
{
  g_assert (state->n_queue < TC_MCG_MAX_QUEUE);

  memmove (&state->queue[1], &state->queue[0], state->n_queue * sizeof (TcMcgPending));
  state->n_queue++;
  memset (&state->queue[0], 0, sizeof (TcMcgPending));
  state->queue[0].kind = kind;
  state->queue[0].pile = pile;
  state->queue[0].cause = cause;

  return &state->queue[0];
}

static inline void
remove_item (TcMcgState *state,
             guint       index)
{
  g_assert (index < state->n_queue);

  /* Most often the only item: no call to move nothing. */
  if (index + 1 < state->n_queue)
    memmove (&state->queue[index], &state->queue[index + 1],
             (state->n_queue - index - 1) * sizeof (TcMcgPending));
  state->n_queue--;
}

static inline const TcMcgPending *
find_reveal (const TcMcgState *state,
                          gboolean          craft_pile,
                          guint             pile)
{
  TcMcgPendingKind kind = craft_pile ? TC_MCG_PENDING_CRAFT_REVEAL : TC_MCG_PENDING_REVEAL;

  for (guint i = 0; i < state->n_queue; i++)
    if (state->queue[i].kind == kind && state->queue[i].pile == pile)
      return &state->queue[i];

  return NULL;
}

/* Card movements ---------------------------------------------------------- */

static inline void
add_to_discard (TcMcgState *state,
                guint       code)
{
  state->discard[code]++;
  state->n_discard++;
}

static inline void
add_to_hand (TcMcgState *state,
             guint       seat,
             guint       code)
{
  state->seats[seat].hand[code]++;
  state->seats[seat].n_hand++;
}

static inline void
remove_from_hand (TcMcgState *state,
                  guint       seat,
                  guint       code)
{
  g_assert (state->seats[seat].hand[code] > 0);

  state->seats[seat].hand[code]--;
  state->seats[seat].n_hand--;
}

/* The top card leaves the pile: mined, taken by a TNT, cleared by a hoe or
 * a creeper going to the discard.
 */
static inline guint
take_top (TcMcgState *state,
          guint       pile)
{
  TcMcgPile *p = &state->piles[pile];
  guint code;

  g_assert (p->top != TC_MCG_NO_CARD && p->remaining > 0);

  code = p->top;
  p->top = TC_MCG_NO_CARD;
  p->remaining--;
  if (p->rebuilt)
    p->contents[code]--;

  return code;
}

/* The pile has lost its top: it owes a reveal, or it has just emptied and
 * the empty_pile ruling applies (§5, §7.2.8).
 */
static inline void
owe_pile (const TcMcgRules *rules,
          TcMcgState       *state,
          guint             pile,
          TcMcgCause        cause)
{
  TcMcgPile *p = &state->piles[pile];

  if (p->remaining > 0)
    {
      push_back (state, TC_MCG_PENDING_REVEAL, pile, cause);
      return;
    }

  memset (p->contents, 0, sizeof p->contents);
  p->rebuilt = FALSE;

  if (rules->empty_pile != TC_MCG_EMPTY_PILE_RESHUFFLE_DISCARD || state->n_discard == 0)
    return;

  memcpy (p->contents, state->discard, sizeof p->contents);
  p->remaining = state->n_discard;
  p->rebuilt = TRUE;
  memset (state->discard, 0, sizeof state->discard);
  state->n_discard = 0;
  push_back (state, TC_MCG_PENDING_REVEAL, pile, cause)->rebuilt = TRUE;
}

static void
discard_creeper (const TcMcgRules *rules,
                 TcMcgState       *state,
                 guint             pile,
                 TcMcgCause        cause)
{
  add_to_discard (state, take_top (state, pile));
  owe_pile (rules, state, pile, cause);
}

static gboolean
creeper_attacks (const TcMcgRules *rules,
                 TcMcgCause        cause)
{
  switch (cause)
    {
    case TC_MCG_CAUSE_MINE:
      return TRUE;
    case TC_MCG_CAUSE_TNT:
      return rules->creeper_attacks_after_tnt;
    case TC_MCG_CAUSE_HOE:
      return rules->creeper_attacks_after_hoe;
    case TC_MCG_CAUSE_SETUP:
    case TC_MCG_CAUSE_CRAFT:
    default:
      return FALSE;
    }
}

/* A creeper on top of @pile: it attacks every seat holding cards, or goes
 * to the discard at once (§4 reveal, §7.2.4–5).
 */
static void
expose_creeper (const TcMcgRules *rules,
                TcMcgState       *state,
                guint             pile,
                TcMcgCause        cause)
{
  guint owing = 0;

  if (creeper_attacks (rules, cause))
    for (guint seat = 0; seat < state->n_seats; seat++)
      if (state->seats[seat].n_hand > 0)
        owing |= BIT (seat);

  if (owing == 0)
    {
      discard_creeper (rules, state, pile, cause);
      return;
    }

  push_front (state, TC_MCG_PENDING_CREEPER, pile, cause)->owing = owing;
}

/* Common checks ----------------------------------------------------------- */

/* The refusals below are out of line, the checks inline: a simulated
 * game checks every entry, and a legal one then pays for no refusal's
 * registers or stack.
 */
G_GNUC_NO_INLINE static gboolean
refuse_unknown_card (const TcMcgEntry  *entry,
                     GError           **error)
{
  tc_set_rule_error (error, "card.unknown",
                     _("“%s” is not a card of this game"), entry->unknown);
  return FALSE;
}

static inline gboolean
check_no_unknown_card (const TcMcgEntry  *entry,
                       GError           **error)
{
  return G_LIKELY (entry->unknown == NULL) || refuse_unknown_card (entry, error);
}

G_GNUC_NO_INLINE static gboolean
refuse_seat (const TcMcgRules  *rules,
             const TcMcgEntry  *entry,
             GError           **error)
{
  tc_set_rule_error (error, "seat.range",
                     _("there is no seat %" PRId64 " in a game of %u players"),
                     entry->seat, rules->n_seats);
  return FALSE;
}

static inline gboolean
check_seat (const TcMcgRules  *rules,
            const TcMcgEntry  *entry,
            GError           **error)
{
  return G_LIKELY (entry->seat >= 1 && entry->seat <= rules->n_seats) ||
         refuse_seat (rules, entry, error);
}

G_GNUC_NO_INLINE static gboolean
refuse_inactive_seat (const TcMcgRules  *rules,
                      const TcMcgState  *state,
                      const TcMcgEntry  *entry,
                      GError           **error)
{
  if (!check_seat (rules, entry, error))
    return FALSE;

  tc_set_rule_error (error, "turn.not_active",
                     _("it is %s’s turn, not %s’s"),
                     seat_name (rules, state->active),
                     seat_name (rules, entry->seat - 1));
  return FALSE;
}

/* The active seat is always in range, so one comparison checks both. */
static inline gboolean
check_active_seat (const TcMcgRules  *rules,
                   const TcMcgState  *state,
                   const TcMcgEntry  *entry,
                   GError           **error)
{
  return G_LIKELY (entry->seat - 1 == state->active) ||
         refuse_inactive_seat (rules, state, entry, error);
}

/* Refusals that put something in words live apart from the checks that
 * pass: their g_autofree strings would cost every legal entry a call to
 * g_free() (the simulator applies thousands).
 */
static gboolean
refuse_pending (const TcMcgRules  *rules,
                const TcMcgState  *state,
                GError           **error)
{
  g_autofree char *owed = tc_mcg_describe_pending_item (rules, state, &state->queue[0]);

  tc_set_rule_error (error, "queue.pending",
                     _("the table must answer first: %s"), owed);
  return FALSE;
}

static inline gboolean
check_queue_empty (const TcMcgRules  *rules,
                   const TcMcgState  *state,
                   GError           **error)
{
  return state->n_queue == 0 || refuse_pending (rules, state, error);
}

G_GNUC_NO_INLINE static gboolean
refuse_no_action_left (const TcMcgRules  *rules,
                       const TcMcgState  *state,
                       GError           **error)
{
  tc_set_rule_error (error, "turn.no_actions",
                     _("%s has no actions left this turn"),
                     seat_name (rules, state->active));
  return FALSE;
}

static inline gboolean
check_action_left (const TcMcgRules  *rules,
                   const TcMcgState  *state,
                   GError           **error)
{
  return G_LIKELY (state->actions_left > 0) || refuse_no_action_left (rules, state, error);
}

/* The active seat takes an action: its turn, nothing owed, an action left. */
static inline gboolean
check_action (const TcMcgRules  *rules,
              const TcMcgState  *state,
              const TcMcgEntry  *entry,
              GError           **error)
{
  return check_active_seat (rules, state, entry, error) &&
         check_queue_empty (rules, state, error) &&
         check_action_left (rules, state, error);
}

G_GNUC_NO_INLINE static gboolean
refuse_pile_number (gint64      pile,
                    guint       n_piles,
                    const char *rule,
                    gboolean    craft,
                    GError    **error)
{
  if (craft)
    tc_set_rule_error (error, rule,
                       _("there is no craft pile %" PRId64 " (they are numbered 1 to %u)"),
                       pile, n_piles);
  else
    tc_set_rule_error (error, rule,
                       _("there is no resource pile %" PRId64 " (they are numbered 1 to %u)"),
                       pile, n_piles);
  return FALSE;
}

static inline gboolean
check_pile_number (gint64      pile,
                   guint       n_piles,
                   const char *rule,
                   gboolean    craft,
                   GError    **error)
{
  return G_LIKELY (pile >= 1 && pile <= n_piles) ||
         refuse_pile_number (pile, n_piles, rule, craft, error);
}

/* Tools that belong to @seat, are crafted and still unused. */
static gboolean
owns_unused (const TcMcgState *state,
             guint             seat,
             guint             craft)
{
  return (state->seats[seat].crafted & ~state->seats[seat].used & BIT (craft)) != 0;
}

static void
count_refs (const TcMcgRules   *rules,
            const TcMcgCardRef *refs,
            guint               n,
            guint8             *counts)
{
  memset (counts, 0, TC_MCG_MAX_RESOURCE_IDS);
  for (guint i = 0; i < MIN (n, TC_MCG_MAX_LISTED); i++)
    if (refs[i].klass == TC_MCG_CARD_RESOURCE && counts[refs[i].code] < G_MAXUINT8)
      counts[refs[i].code]++;
}

/* setup ------------------------------------------------------------------- */

static gboolean
check_setup_resources (const TcMcgRules  *rules,
                       const TcMcgEntry  *entry,
                       GError           **error)
{
  const TcMcgCards *cards = rules->cards;
  guint8 counts[TC_MCG_MAX_RESOURCE_IDS];

  if (entry->n_cards != cards->n_piles)
    {
      tc_set_rule_error (error, "setup.resource_tops",
                         _("the setup must name %u resource tops, one per pile; it names %u"),
                         cards->n_piles, entry->n_cards);
      return FALSE;
    }

  for (guint i = 0; i < entry->n_cards; i++)
    if (entry->cards[i].klass != TC_MCG_CARD_RESOURCE)
      {
        tc_set_rule_error (error, "setup.resource_tops",
                           _("%s is a craft card and cannot lie on resource pile %u"),
                           tc_mcg_card_name (rules->cards, entry->cards[i]), i + 1);
        return FALSE;
      }

  count_refs (rules, entry->cards, entry->n_cards, counts);
  for (guint code = 0; code < cards->n_resource; code++)
    if (counts[code] > cards->resource[code].count)
      {
        tc_set_rule_error (error, "setup.too_many_copies",
                           _("the setup shows %u × %s but the deck has only %u"),
                           counts[code], tc_mcg_resource_name (rules->cards, code), cards->resource[code].count);
        return FALSE;
      }

  return TRUE;
}

static gboolean
check_setup_crafts (const TcMcgRules  *rules,
                    const TcMcgEntry  *entry,
                    GError           **error)
{
  guint32 seen = 0;

  if (entry->n_crafts != rules->cards->n_craft_piles)
    {
      tc_set_rule_error (error, "setup.craft_tops",
                         _("the setup must name %u craft tops, one per craft pile; it names %u"),
                         rules->cards->n_craft_piles, entry->n_crafts);
      return FALSE;
    }

  for (guint i = 0; i < entry->n_crafts; i++)
    {
      TcMcgCardRef ref = entry->crafts[i];

      if (ref.klass != TC_MCG_CARD_CRAFT)
        {
          tc_set_rule_error (error, "setup.craft_tops",
                             _("%s is not a craft card and cannot lie on craft pile %u"),
                             tc_mcg_card_name (rules->cards, ref), i + 1);
          return FALSE;
        }
      if (seen & BIT (ref.code))
        {
          tc_set_rule_error (error, "setup.craft_tops",
                             _("%s is named twice among the craft tops; every craft card is unique"),
                             tc_mcg_craft_name (rules->cards, ref.code));
          return FALSE;
        }
      seen |= BIT (ref.code);
    }

  return TRUE;
}

G_GNUC_NO_INLINE static gboolean
apply_setup (const TcMcgRules  *rules,
             TcMcgState        *state,
             const TcMcgEntry  *entry,
             GError           **error)
{
  const TcMcgCards *cards = rules->cards;

  if (state->started)
    {
      tc_set_rule_error (error, "setup.repeated", _("the game has already been set up"));
      return FALSE;
    }

  if (!check_no_unknown_card (entry, error) ||
      !check_setup_resources (rules, entry, error) ||
      !check_setup_crafts (rules, entry, error))
    return FALSE;

  if (entry->first_seat < 1 || entry->first_seat > rules->n_seats)
    {
      tc_set_rule_error (error, "setup.first_seat",
                         _("first_seat %" PRId64 " is not a seat of this %u-player game"),
                         entry->first_seat, rules->n_seats);
      return FALSE;
    }

  state->started = TRUE;
  state->active = entry->first_seat - 1;
  state->actions_left = cards->actions_per_turn;

  for (guint i = 0; i < cards->n_craft_piles; i++)
    {
      state->craft_piles[i].top = entry->crafts[i].code;
      state->craft_seen |= BIT (entry->crafts[i].code);
    }

  for (guint i = 0; i < cards->n_piles; i++)
    state->piles[i].top = entry->cards[i].code;

  /* Nobody holds a card yet: a creeper dealt on top is discarded harmlessly. */
  for (guint i = 0; i < cards->n_piles; i++)
    if (state->piles[i].top == (gint8) cards->creeper)
      discard_creeper (rules, state, i, TC_MCG_CAUSE_SETUP);

  return TRUE;
}

/* mine -------------------------------------------------------------------- */

static void
mine_tnt (TcMcgState *state,
          guint       seat,
          guint       pile,
          guint       n_piles)
{
  TcMcgPending *item;
  guint from[TC_MCG_MAX_PILES], from_pile[TC_MCG_MAX_PILES], n = 0;

  take_top (state, pile);
  for (guint p = 0; p < n_piles; p++)
    if (p != pile && state->piles[p].remaining > 0)
      {
        from_pile[n] = p;
        from[n++] = take_top (state, p);
      }

  item = push_back (state, TC_MCG_PENDING_TNT_KEEP, pile, TC_MCG_CAUSE_MINE);
  item->seat = seat;
  item->n_from = n;
  for (guint i = 0; i < n; i++)
    {
      item->from[i] = from[i];
      item->from_pile[i] = from_pile[i];
    }
}

G_GNUC_NO_INLINE static gboolean
apply_mine (const TcMcgRules  *rules,
            TcMcgState        *state,
            const TcMcgEntry  *entry,
            GError           **error)
{
  guint pile, seat, code;

  if (!check_action (rules, state, entry, error) ||
      !check_pile_number (entry->pile, rules->cards->n_piles, "mine.pile", FALSE, error))
    return FALSE;

  pile = entry->pile - 1;
  seat = entry->seat - 1;
  if (state->piles[pile].top == TC_MCG_NO_CARD)
    {
      tc_set_rule_error (error, "mine.empty_pile",
                         _("resource pile %u is empty: there is nothing to mine"), pile + 1);
      return FALSE;
    }

  state->actions_left--;
  code = state->piles[pile].top;
  if (code == rules->cards->tnt)
    {
      mine_tnt (state, seat, pile, rules->cards->n_piles);
      return TRUE;
    }

  add_to_hand (state, seat, take_top (state, pile));
  owe_pile (rules, state, pile, TC_MCG_CAUSE_MINE);

  return TRUE;
}

/* reveal ------------------------------------------------------------------ */

static gboolean
refuse_waiting_reveal (const TcMcgRules  *rules,
                       const TcMcgState  *state,
                       GError           **error)
{
  g_autofree char *owed = tc_mcg_describe_pending_item (rules, state, &state->queue[0]);

  tc_set_rule_error (error, "reveal.waiting",
                     _("that reveal has to wait: first %s"), owed);
  return FALSE;
}

static inline gboolean
find_owed_reveal (const TcMcgRules  *rules,
                  const TcMcgState  *state,
                  const TcMcgEntry  *entry,
                  guint             *index,
                  GError           **error)
{
  guint n_piles = entry->craft_pile ? rules->cards->n_craft_piles : rules->cards->n_piles;
  TcMcgPendingKind kind = entry->craft_pile ? TC_MCG_PENDING_CRAFT_REVEAL : TC_MCG_PENDING_REVEAL;

  if (!check_pile_number (entry->pile, n_piles, "reveal.pile", entry->craft_pile, error))
    return FALSE;

  /* Among the reveals at the front (tc_mcg_state_front_run()), looked
   * for as the run is walked: the one answered is most often the first.
   */
  for (guint i = 0; i < state->n_queue && tc_mcg_pending_is_reveal (&state->queue[i]); i++)
    if (state->queue[i].kind == kind && state->queue[i].pile == entry->pile - 1)
      {
        *index = i;
        return TRUE;
      }

  if (find_reveal (state, entry->craft_pile, entry->pile - 1) != NULL)
    return refuse_waiting_reveal (rules, state, error);

  if (entry->craft_pile)
    tc_set_rule_error (error, "reveal.not_owed",
                       _("craft pile %" PRId64 " does not owe a reveal now"),
                       entry->pile);
  else
    tc_set_rule_error (error, "reveal.not_owed",
                       _("resource pile %" PRId64 " does not owe a reveal now"),
                       entry->pile);
  return FALSE;
}

/* tc_mcg_state_count_unseen(), inline in the reveal rule: every reveal
 * on a pile not rebuilt asks it.
 */
static inline guint
count_unseen (const TcMcgRules *rules,
              const TcMcgState *state,
              guint             code)
{
  guint located = tc_mcg_state_count_located (rules, state, code);

  return located >= rules->cards->deck[code] ? 0 : rules->cards->deck[code] - located;
}

static inline gboolean
check_resource_reveal (const TcMcgRules  *rules,
                       const TcMcgState  *state,
                       guint              pile,
                       TcMcgCardRef       card,
                       GError           **error)
{
  const TcMcgPile *p = &state->piles[pile];

  if (card.klass != TC_MCG_CARD_RESOURCE)
    {
      tc_set_rule_error (error, "reveal.not_resource",
                         _("%s is a craft card; resource pile %u holds resource cards only"),
                         tc_mcg_card_name (rules->cards, card), pile + 1);
      return FALSE;
    }

  if (p->rebuilt)
    {
      if (p->contents[card.code] > 0)
        return TRUE;

      tc_set_rule_error (error, "reveal.not_in_pile",
                         _("resource pile %u was rebuilt from the discard and holds no %s"),
                         pile + 1, tc_mcg_resource_name (rules->cards, card.code));
      return FALSE;
    }

  if (count_unseen (rules, state, card.code) > 0)
    return TRUE;

  tc_set_rule_error (error, "reveal.no_copy_left",
                     _("every %s of the deck (%u) is already elsewhere on the table"),
                     tc_mcg_resource_name (rules->cards, card.code),
                     rules->cards->resource[card.code].count);
  return FALSE;
}

static gboolean
check_craft_reveal (const TcMcgRules  *rules,
                    const TcMcgState  *state,
                    guint              pile,
                    TcMcgCardRef       card,
                    GError           **error)
{
  if (card.klass != TC_MCG_CARD_CRAFT)
    {
      tc_set_rule_error (error, "reveal.not_craft",
                         _("%s is not a craft card; craft pile %u holds craft cards only"),
                         tc_mcg_card_name (rules->cards, card), pile + 1);
      return FALSE;
    }

  if (state->craft_seen & BIT (card.code))
    {
      tc_set_rule_error (error, "reveal.craft_seen",
                         _("%s has already been seen in this game; each craft card is unique"),
                         tc_mcg_craft_name (rules->cards, card.code));
      return FALSE;
    }

  return TRUE;
}

G_GNUC_NO_INLINE static gboolean
apply_reveal (const TcMcgRules  *rules,
              TcMcgState        *state,
              const TcMcgEntry  *entry,
              GError           **error)
{
  guint index, pile;
  TcMcgCause cause;

  if (!find_owed_reveal (rules, state, entry, &index, error) ||
      !check_no_unknown_card (entry, error))
    return FALSE;

  pile = entry->pile - 1;
  if (entry->craft_pile)
    {
      if (!check_craft_reveal (rules, state, pile, entry->card, error))
        return FALSE;

      remove_item (state, index);
      state->craft_piles[pile].top = entry->card.code;
      state->craft_seen |= BIT (entry->card.code);
      return TRUE;
    }

  if (!check_resource_reveal (rules, state, pile, entry->card, error))
    return FALSE;

  cause = state->queue[index].cause;
  remove_item (state, index);
  state->piles[pile].top = entry->card.code;
  if (entry->card.code == rules->cards->creeper)
    expose_creeper (rules, state, pile, cause);

  return TRUE;
}

/* tnt_keep ---------------------------------------------------------------- */

static gboolean
check_tnt_keep (const TcMcgRules    *rules,
                const TcMcgPending  *item,
                const TcMcgEntry    *entry,
                GError             **error)
{
  guint8 taken[TC_MCG_MAX_RESOURCE_IDS] = { 0 };
  guint8 kept[TC_MCG_MAX_RESOURCE_IDS];

  if (entry->n_cards > 2)
    {
      tc_set_rule_error (error, "tnt_keep.too_many",
                         _("a TNT lets the miner keep at most 2 cards, not %u"), entry->n_cards);
      return FALSE;
    }

  for (guint i = 0; i < entry->n_cards; i++)
    {
      TcMcgCardRef ref = entry->cards[i];

      if (ref.klass != TC_MCG_CARD_RESOURCE ||
          rules->cards->resource[ref.code].kind > TC_MCG_KIND_WILD)
        {
          tc_set_rule_error (error, "tnt_keep.not_resource",
                             _("only resource and wild cards can be kept from a TNT, not %s"),
                             tc_mcg_card_name (rules->cards, ref));
          return FALSE;
        }
    }

  for (guint i = 0; i < item->n_from; i++)
    taken[item->from[i]]++;
  count_refs (rules, entry->cards, entry->n_cards, kept);
  for (guint code = 0; code < rules->cards->n_resource; code++)
    if (kept[code] > taken[code])
      {
        tc_set_rule_error (error, "tnt_keep.not_taken",
                           _("the TNT did not take %s%s"),
                           kept[code] > 1 && taken[code] > 0 ? _("two of ") : "",
                           tc_mcg_resource_name (rules->cards, code));
        return FALSE;
      }

  return TRUE;
}

G_GNUC_NO_INLINE static gboolean
apply_tnt_keep (const TcMcgRules  *rules,
                TcMcgState        *state,
                const TcMcgEntry  *entry,
                GError           **error)
{
  TcMcgPending item;
  guint8 kept[TC_MCG_MAX_RESOURCE_IDS];

  if (!check_seat (rules, entry, error))
    return FALSE;

  if (state->n_queue == 0 ||
      state->queue[0].kind != TC_MCG_PENDING_TNT_KEEP ||
      state->queue[0].seat != entry->seat - 1)
    {
      tc_set_rule_error (error, "tnt_keep.not_owed",
                         _("%s has no TNT to resolve now"), seat_name (rules, entry->seat - 1));
      return FALSE;
    }

  if (!check_no_unknown_card (entry, error) ||
      !check_tnt_keep (rules, &state->queue[0], entry, error))
    return FALSE;

  item = state->queue[0];
  remove_item (state, 0);

  count_refs (rules, entry->cards, entry->n_cards, kept);
  for (guint i = 0; i < item.n_from; i++)
    {
      guint code = item.from[i];

      if (kept[code] > 0)
        {
          kept[code]--;
          add_to_hand (state, item.seat, code);
        }
      else
        add_to_discard (state, code);
    }
  add_to_discard (state, rules->cards->tnt);

  owe_pile (rules, state, item.pile, TC_MCG_CAUSE_MINE);
  for (guint i = 0; i < item.n_from; i++)
    owe_pile (rules, state, item.from_pile[i], TC_MCG_CAUSE_TNT);

  return TRUE;
}

/* creeper_discard --------------------------------------------------------- */

static gboolean
check_creeper_answer (const TcMcgRules  *rules,
                      const TcMcgState  *state,
                      const TcMcgEntry  *entry,
                      GError           **error)
{
  guint seat = entry->seat - 1;
  TcMcgCardRef card = entry->card;

  if (!entry->sword)
    {
      if (card.klass == TC_MCG_CARD_RESOURCE && state->seats[seat].hand[card.code] > 0)
        return TRUE;

      tc_set_rule_error (error, "creeper.not_in_hand",
                         _("%s holds no %s to discard"),
                         seat_name (rules, seat), tc_mcg_card_name (rules->cards, card));
      return FALSE;
    }

  if (card.klass != TC_MCG_CARD_CRAFT ||
      rules->cards->craft[card.code].power != TC_MCG_POWER_SWORD)
    {
      tc_set_rule_error (error, "creeper.not_a_sword",
                         _("%s is not a sword"), tc_mcg_card_name (rules->cards, card));
      return FALSE;
    }

  if (!owns_unused (state, seat, card.code))
    {
      tc_set_rule_error (error, "creeper.sword_unavailable",
                         _("%s has no unused %s"), seat_name (rules, seat), tc_mcg_craft_name (rules->cards, card.code));
      return FALSE;
    }

  return TRUE;
}

G_GNUC_NO_INLINE static gboolean
apply_creeper_discard (const TcMcgRules  *rules,
                       TcMcgState        *state,
                       const TcMcgEntry  *entry,
                       GError           **error)
{
  TcMcgPending *item;
  guint seat;

  if (!check_seat (rules, entry, error))
    return FALSE;

  seat = entry->seat - 1;
  item = &state->queue[0];
  if (state->n_queue == 0 ||
      item->kind != TC_MCG_PENDING_CREEPER ||
      (item->owing & BIT (seat)) == 0)
    {
      tc_set_rule_error (error, "creeper.not_owed",
                         _("%s owes no answer to a creeper now"), seat_name (rules, seat));
      return FALSE;
    }

  if (!check_no_unknown_card (entry, error) ||
      !check_creeper_answer (rules, state, entry, error))
    return FALSE;

  if (entry->sword)
    state->seats[seat].used |= BIT (entry->card.code);
  else
    {
      remove_from_hand (state, seat, entry->card.code);
      add_to_discard (state, entry->card.code);
    }

  item->owing &= ~BIT (seat);
  if (item->owing == 0)
    {
      guint pile = item->pile;
      TcMcgCause cause = item->cause;

      remove_item (state, 0);
      discard_creeper (rules, state, pile, cause);
    }

  return TRUE;
}

/* craft and reserve ------------------------------------------------------- */

static gboolean
find_craft_target (const TcMcgRules  *rules,
                   const TcMcgState  *state,
                   const TcMcgEntry  *entry,
                   guint             *craft,
                   GError           **error)
{
  guint seat = entry->seat - 1;

  if (entry->from_reserve)
    {
      if (state->seats[seat].reserved != TC_MCG_NO_CARD)
        {
          *craft = state->seats[seat].reserved;
          return TRUE;
        }

      tc_set_rule_error (error, "craft.no_reserved",
                         _("%s has no reserved card to craft"), seat_name (rules, seat));
      return FALSE;
    }

  if (!check_pile_number (entry->pile, rules->cards->n_craft_piles, "craft.pile", TRUE, error))
    return FALSE;

  if (state->craft_piles[entry->pile - 1].top == TC_MCG_NO_CARD)
    {
      tc_set_rule_error (error, "craft.empty_pile",
                         _("craft pile %" PRId64 " is empty"), entry->pile);
      return FALSE;
    }

  *craft = state->craft_piles[entry->pile - 1].top;
  return TRUE;
}

/* Whether every count of @pay is at most @hand's, eight codes at a time:
 * each byte of the hand with its top bit set, less the payment's, keeps
 * the top bit exactly where the hand holds enough. A payment lists at
 * most TC_MCG_MAX_LISTED cards and a hand holds fewer copies of a card
 * than the deck (below 32), so no byte borrows.
 */
static gboolean
pay_within_hand (const guint8 *pay,
                 const guint8 *hand)
{
  const guint64 tops = G_GUINT64_CONSTANT (0x8080808080808080);
  guint64 enough = tops;

  G_STATIC_ASSERT (TC_MCG_MAX_LISTED < 128);
  for (guint k = 0; k < TC_MCG_ROW_WORDS; k++)
    {
      guint64 p, h;

      memcpy (&p, pay + 8 * k, sizeof p);
      memcpy (&h, hand + 8 * k, sizeof h);
      enough &= (h | tops) - p;
    }

  return enough == tops;
}

static gboolean
check_payment_cards (const TcMcgRules  *rules,
                     const TcMcgState  *state,
                     const TcMcgEntry  *entry,
                     guint8            *pay,
                     GError           **error)
{
  const TcMcgSeat *seat = &state->seats[entry->seat - 1];

  for (guint i = 0; i < MIN (entry->n_cards, TC_MCG_MAX_LISTED); i++)
    if (entry->cards[i].klass != TC_MCG_CARD_RESOURCE)
      {
        tc_set_rule_error (error, "craft.pay_not_resource",
                           _("%s cannot be paid: only resource and wild cards pay for a craft"),
                           tc_mcg_card_name (rules->cards, entry->cards[i]));
        return FALSE;
      }

  count_refs (rules, entry->cards, entry->n_cards, pay);
  if (entry->n_cards <= TC_MCG_MAX_LISTED && pay_within_hand (pay, seat->hand))
    return TRUE;

  /* Which card is short, for the refusal. */
  for (guint code = 0; code < rules->cards->n_resource; code++)
    if (pay[code] > seat->hand[code] || entry->n_cards > TC_MCG_MAX_LISTED)
      {
        if (seat->hand[code] == 0)
          tc_set_rule_error (error, "craft.not_in_hand",
                             _("%s pays with %s but holds none"),
                             seat_name (rules, entry->seat - 1), tc_mcg_resource_name (rules->cards, code));
        else
          tc_set_rule_error (error, "craft.not_in_hand",
                             _("%s pays with %u × %s but holds only %u"),
                             seat_name (rules, entry->seat - 1), pay[code],
                             tc_mcg_resource_name (rules->cards, code), seat->hand[code]);
        return FALSE;
      }

  return TRUE;
}

static gboolean
check_axes (const TcMcgRules  *rules,
            const TcMcgState  *state,
            const TcMcgEntry  *entry,
            guint32           *axes,
            GError           **error)
{
  guint seat = entry->seat - 1;

  *axes = 0;
  for (guint i = 0; i < entry->n_crafts; i++)
    {
      TcMcgCardRef ref = entry->crafts[i];

      if (ref.klass != TC_MCG_CARD_CRAFT || rules->cards->craft[ref.code].power != TC_MCG_POWER_AXE)
        {
          tc_set_rule_error (error, "craft.not_an_axe",
                             _("%s is not an axe"), tc_mcg_card_name (rules->cards, ref));
          return FALSE;
        }
      if (*axes & BIT (ref.code))
        {
          tc_set_rule_error (error, "craft.axe_twice",
                             _("%s is listed twice; each axe counts once"), tc_mcg_craft_name (rules->cards, ref.code));
          return FALSE;
        }
      if (!owns_unused (state, seat, ref.code))
        {
          tc_set_rule_error (error, "craft.axe_unavailable",
                             _("%s has no unused %s"), seat_name (rules, seat), tc_mcg_craft_name (rules->cards, ref.code));
          return FALSE;
        }
      *axes |= BIT (ref.code);
    }

  return TRUE;
}

static gboolean
refuse_short_payment (const TcMcgRules  *rules,
                      guint              craft,
                      const guint8      *pay,
                      guint              n_axes,
                      GError           **error)
{
  guint covered[TC_MCG_MAX_TYPES] = { 0 };
  g_autofree char *needs = NULL;
  g_autofree char *covers = NULL;
  guint shown[TC_MCG_MAX_TYPES] = { 0 };
  const guint *recipe = rules->cards->craft[craft].recipe;

  tc_mcg_payment_covers (rules->cards, craft, pay, n_axes, covered);

  /* Only the recipe's types matter to the player: show those. */
  for (guint t = 0; t < rules->cards->n_types; t++)
    shown[t] = recipe[t] > 0 ? covered[t] : 0;
  needs = tc_mcg_format_counts (rules->cards, recipe);
  covers = tc_mcg_format_counts (rules->cards, shown);
  tc_set_rule_error (error, "craft.insufficient",
                     _("cannot craft %s: it needs %s and this payment covers %s"),
                     tc_mcg_craft_name (rules->cards, craft), needs, covers);
  return FALSE;
}

/* Without the covered amounts most payments are settled without trying
 * the wild cards' splits; the split that comes closest is for the
 * refusal only.
 */
static gboolean
check_payment_covers (const TcMcgRules  *rules,
                      guint              craft,
                      const guint8      *pay,
                      guint              n_axes,
                      GError           **error)
{
  return tc_mcg_payment_covers (rules->cards, craft, pay, n_axes, NULL) ||
         refuse_short_payment (rules, craft, pay, n_axes, error);
}

static void
owe_craft_pile (TcMcgState *state,
                guint       pile)
{
  TcMcgCraftPile *p = &state->craft_piles[pile];

  p->top = TC_MCG_NO_CARD;
  p->remaining--;
  if (p->remaining > 0)
    push_back (state, TC_MCG_PENDING_CRAFT_REVEAL, pile, TC_MCG_CAUSE_CRAFT);
}

G_GNUC_NO_INLINE static gboolean
apply_craft (const TcMcgRules  *rules,
             TcMcgState        *state,
             const TcMcgEntry  *entry,
             GError           **error)
{
  guint8 pay[TC_MCG_MAX_RESOURCE_IDS];
  guint32 axes;
  guint craft, seat;
  TcMcgSeat *s;

  if (!check_action (rules, state, entry, error) ||
      !find_craft_target (rules, state, entry, &craft, error) ||
      !check_no_unknown_card (entry, error) ||
      !check_payment_cards (rules, state, entry, pay, error) ||
      !check_axes (rules, state, entry, &axes, error) ||
      !check_payment_covers (rules, craft, pay, entry->n_crafts, error))
    return FALSE;

  seat = entry->seat - 1;
  s = &state->seats[seat];
  for (guint i = 0; i < entry->n_cards; i++)
    {
      remove_from_hand (state, seat, entry->cards[i].code);
      add_to_discard (state, entry->cards[i].code);
    }
  s->used |= axes;
  s->crafted |= BIT (craft);
  s->points += rules->cards->craft[craft].points;
  state->actions_left--;

  if (entry->from_reserve)
    s->reserved = TC_MCG_NO_CARD;
  else
    owe_craft_pile (state, entry->pile - 1);

  if (s->points >= rules->target)
    {
      state->winner = seat;
      state->n_queue = 0;
    }

  return TRUE;
}

G_GNUC_NO_INLINE static gboolean
apply_reserve (const TcMcgRules  *rules,
               TcMcgState        *state,
               const TcMcgEntry  *entry,
               GError           **error)
{
  guint pile;

  if (!check_action (rules, state, entry, error) ||
      !check_pile_number (entry->pile, rules->cards->n_craft_piles, "reserve.pile", TRUE, error))
    return FALSE;

  pile = entry->pile - 1;
  if (state->seats[entry->seat - 1].reserved != TC_MCG_NO_CARD)
    {
      tc_set_rule_error (error, "reserve.holder_full",
                         _("%s already has %s in reserve; a holder takes one card"),
                         seat_name (rules, entry->seat - 1),
                         tc_mcg_craft_name (rules->cards, state->seats[entry->seat - 1].reserved));
      return FALSE;
    }

  if (state->craft_piles[pile].top == TC_MCG_NO_CARD)
    {
      tc_set_rule_error (error, "reserve.empty_pile",
                         _("craft pile %u is empty"), pile + 1);
      return FALSE;
    }

  state->seats[entry->seat - 1].reserved = state->craft_piles[pile].top;
  state->actions_left--;
  owe_craft_pile (state, pile);

  return TRUE;
}

/* use_tool ---------------------------------------------------------------- */

static gboolean
check_tool (const TcMcgRules  *rules,
            const TcMcgState  *state,
            const TcMcgEntry  *entry,
            GError           **error)
{
  guint seat = entry->seat - 1;
  TcMcgCardRef tool = entry->card;

  if (tool.klass != TC_MCG_CARD_CRAFT)
    {
      tc_set_rule_error (error, "tool.not_a_tool",
                         _("%s is not a tool"), tc_mcg_card_name (rules->cards, tool));
      return FALSE;
    }

  if ((state->seats[seat].crafted & BIT (tool.code)) == 0)
    {
      tc_set_rule_error (error, "tool.not_owned",
                         _("%s has not crafted %s"), seat_name (rules, seat), tc_mcg_craft_name (rules->cards, tool.code));
      return FALSE;
    }

  if (state->seats[seat].used & BIT (tool.code))
    {
      tc_set_rule_error (error, "tool.used",
                         _("%s has already used %s; each tool works once"),
                         seat_name (rules, seat), tc_mcg_craft_name (rules->cards, tool.code));
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_shovel_target (const TcMcgRules  *rules,
                     const TcMcgEntry  *entry,
                     GError           **error)
{
  if (entry->target < 1 || entry->target > rules->n_seats)
    {
      tc_set_rule_error (error, "tool.shovel_target",
                         _("the shovel’s target %" PRId64 " is not a seat of this game"),
                         entry->target);
      return FALSE;
    }

  if (entry->target == entry->seat)
    {
      tc_set_rule_error (error, "tool.shovel_target",
                         _("a shovel is aimed at another player, not at its owner"));
      return FALSE;
    }

  return TRUE;
}

static void
use_hoe (const TcMcgRules *rules,
         TcMcgState       *state)
{
  guint cleared[TC_MCG_MAX_PILES], n = 0;

  for (guint p = 0; p < rules->cards->n_piles; p++)
    if (state->piles[p].remaining > 0)
      {
        add_to_discard (state, take_top (state, p));
        cleared[n++] = p;
      }

  for (guint i = 0; i < n; i++)
    owe_pile (rules, state, cleared[i], TC_MCG_CAUSE_HOE);
}

G_GNUC_NO_INLINE static gboolean
apply_use_tool (const TcMcgRules  *rules,
                TcMcgState        *state,
                const TcMcgEntry  *entry,
                GError           **error)
{
  guint seat;

  if (!check_seat (rules, entry, error) ||
      !check_queue_empty (rules, state, error) ||
      !check_no_unknown_card (entry, error) ||
      !check_tool (rules, state, entry, error))
    return FALSE;

  seat = entry->seat - 1;
  switch (rules->cards->craft[entry->card.code].power)
    {
    case TC_MCG_POWER_PICKAXE:
      if (seat != state->active)
        {
          tc_set_rule_error (error, "tool.pickaxe_not_active",
                             _("a pickaxe adds an action to its owner’s own turn, and it is %s’s turn"),
                             seat_name (rules, state->active));
          return FALSE;
        }
      state->actions_left++;
      break;

    case TC_MCG_POWER_SHOVEL:
      if (!check_shovel_target (rules, entry, error))
        return FALSE;
      state->seats[entry->target - 1].shovels++;
      break;

    case TC_MCG_POWER_HOE:
      use_hoe (rules, state);
      break;

    case TC_MCG_POWER_SWORD:
      tc_set_rule_error (error, "tool.not_usable",
                         _("a sword is used only to answer a creeper"));
      return FALSE;

    case TC_MCG_POWER_AXE:
    default:
      tc_set_rule_error (error, "tool.not_usable",
                         _("an axe is used only as part of a craft payment"));
      return FALSE;
    }

  state->seats[seat].used |= BIT (entry->card.code);
  return TRUE;
}

/* end_turn ---------------------------------------------------------------- */

G_GNUC_NO_INLINE static gboolean
apply_end_turn (const TcMcgRules  *rules,
                TcMcgState        *state,
                const TcMcgEntry  *entry,
                GError           **error)
{
  TcMcgSeat *next;
  guint actions = rules->cards->actions_per_turn;

  if (!check_active_seat (rules, state, entry, error) ||
      !check_queue_empty (rules, state, error))
    return FALSE;

  state->active = (state->active + 1) % rules->n_seats;
  next = &state->seats[state->active];
  if (next->shovels > 0)
    {
      if (rules->shovel == TC_MCG_SHOVEL_LIMIT_TO_ONE_ACTION)
        actions = MIN (actions, 1);
      else
        actions = next->shovels >= actions ? 0 : actions - next->shovels;
    }
  next->shovels = 0;
  state->actions_left = actions;

  return TRUE;
}

/* Public ------------------------------------------------------------------ */

void
tc_mcg_state_init (const TcMcgRules *rules,
                   TcMcgState       *state)
{
  const TcMcgCards *cards = rules->cards;

  memset (state, 0, sizeof *state);
  state->n_seats = rules->n_seats;
  state->winner = -1;

  /* Slots beyond the data's piles and seats stay empty, with no top. */
  for (guint i = 0; i < TC_MCG_MAX_PILES; i++)
    {
      state->piles[i].remaining = i < cards->n_piles ? cards->cards_per_pile : 0;
      state->piles[i].top = TC_MCG_NO_CARD;
    }

  for (guint i = 0; i < TC_MCG_MAX_CRAFT_PILES; i++)
    {
      state->craft_piles[i].remaining = i < cards->n_craft_piles ? cards->cards_per_craft_pile : 0;
      state->craft_piles[i].top = TC_MCG_NO_CARD;
    }

  for (guint i = 0; i < TC_MCG_MAX_SEATS; i++)
    state->seats[i].reserved = TC_MCG_NO_CARD;
}

/* Before the setup or after a win, no entry but a note. */
G_GNUC_NO_INLINE static gboolean
refuse_outside_game (const TcMcgRules  *rules,
                     const TcMcgState  *state,
                     GError           **error)
{
  if (state->winner >= 0)
    tc_set_rule_error (error, "game.over",
                       _("the game is over: %s has won, and only notes can be added"),
                       seat_name (rules, state->winner));
  else
    tc_set_rule_error (error, "setup.missing",
                       _("the game has not been set up: the setup must come first"));
  return FALSE;
}

/**
 * tc_mcg_state_apply:
 *
 * Checks @entry, of any kind but a note (the base class's), against the
 * rules and applies it. On failure @state is unchanged and @error names
 * the rule.
 */
gboolean
tc_mcg_state_apply (const TcMcgRules  *rules,
                    TcMcgState        *state,
                    const TcMcgEntry  *entry,
                    GError           **error)
{
  if (G_UNLIKELY (state->winner >= 0 || (!state->started && entry->type != TC_MCG_ENTRY_SETUP)))
    return refuse_outside_game (rules, state, error);

  switch (entry->type)
    {
    case TC_MCG_ENTRY_SETUP:
      return apply_setup (rules, state, entry, error);
    case TC_MCG_ENTRY_MINE:
      return apply_mine (rules, state, entry, error);
    case TC_MCG_ENTRY_REVEAL:
      return apply_reveal (rules, state, entry, error);
    case TC_MCG_ENTRY_TNT_KEEP:
      return apply_tnt_keep (rules, state, entry, error);
    case TC_MCG_ENTRY_CREEPER_DISCARD:
      return apply_creeper_discard (rules, state, entry, error);
    case TC_MCG_ENTRY_CRAFT:
      return apply_craft (rules, state, entry, error);
    case TC_MCG_ENTRY_RESERVE:
      return apply_reserve (rules, state, entry, error);
    case TC_MCG_ENTRY_USE_TOOL:
      return apply_use_tool (rules, state, entry, error);
    case TC_MCG_ENTRY_END_TURN:
      return apply_end_turn (rules, state, entry, error);
    case TC_MCG_ENTRY_NOTE:
    case TC_MCG_N_ENTRY_TYPES:
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* Cards a TNT holds while its keep is pending, the TNT itself included. */
guint
tc_mcg_state_count_in_flight (const TcMcgState *state)
{
  guint n = 0;

  for (guint i = 0; i < state->n_queue; i++)
    if (state->queue[i].kind == TC_MCG_PENDING_TNT_KEEP)
      n += 1 + state->queue[i].n_from;

  return n;
}

/**
 * tc_mcg_state_count_located:
 *
 * Returns: how many copies of resource @code the state places: in the
 *   discard, the hands, a rebuilt pile's known contents, on a pile's top,
 *   or held by a TNT whose keep is pending (the TNT itself included)
 */
guint
tc_mcg_state_count_located (const TcMcgRules *rules,
                            const TcMcgState *state,
                            guint             code)
{
  guint located = state->discard[code];

  g_return_val_if_fail (code < TC_MCG_MAX_RESOURCE_IDS, 0);

  for (guint s = 0; s < state->n_seats; s++)
    located += state->seats[s].hand[code];

  /* Both counts read, one kept by a mask: which piles are rebuilt is
   * random in a simulated game, so this takes no branch on it.
   */
  for (guint p = 0; p < rules->cards->n_piles; p++)
    {
      const TcMcgPile *pile = &state->piles[p];
      guint rebuilt = -(guint) (pile->rebuilt != 0);
      guint on_top = pile->top == (gint) code;

      located += (pile->contents[code] & rebuilt) | (on_top & ~rebuilt);
    }

  for (guint i = 0; i < state->n_queue; i++)
    {
      const TcMcgPending *item = &state->queue[i];

      if (item->kind != TC_MCG_PENDING_TNT_KEEP)
        continue;
      located += code == rules->cards->tnt;
      for (guint j = 0; j < item->n_from; j++)
        located += item->from[j] == code;
    }

  return located;
}

/* How many copies of @code can still be hidden in the ordinary piles. */
guint
tc_mcg_state_count_unseen (const TcMcgRules *rules,
                           const TcMcgState *state,
                           guint             code)
{
  return count_unseen (rules, state, code);
}

/**
 * tc_mcg_state_count_unseen_all:
 * @unseen: (out caller-allocates): per resource code, how many copies can
 *   still be hidden in the ordinary piles; what a card picker greys out
 */
void
tc_mcg_state_count_unseen_all (const TcMcgRules *rules,
                               const TcMcgState *state,
                               guint            *unseen)
{
  guint located[TC_MCG_MAX_RESOURCE_IDS];

  /* tc_mcg_state_count_located() for every code in one pass: a playout
   * asks this at every reveal.
   */
  for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
    located[code] = state->discard[code];
  for (guint s = 0; s < state->n_seats; s++)
    for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
      located[code] += state->seats[s].hand[code];
  for (guint p = 0; p < rules->cards->n_piles; p++)
    {
      const TcMcgPile *pile = &state->piles[p];

      if (pile->rebuilt)
        for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
          located[code] += pile->contents[code];
      else if (pile->top != TC_MCG_NO_CARD)
        located[pile->top]++;
    }
  for (guint i = 0; i < state->n_queue; i++)
    {
      const TcMcgPending *item = &state->queue[i];

      if (item->kind != TC_MCG_PENDING_TNT_KEEP)
        continue;
      located[rules->cards->tnt]++;
      for (guint j = 0; j < item->n_from; j++)
        located[item->from[j]]++;
    }

  for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
    unseen[code] = located[code] >= rules->cards->deck[code] ? 0 : rules->cards->deck[code] - located[code];
}

/**
 * tc_mcg_state_count_revealable:
 * @pile: a 0-based resource pile
 * @counts: (out caller-allocates): per resource code, how many copies a
 *   reveal on @pile may name
 *
 * A rebuilt pile's known contents; on any other pile, the copies that can
 * still be unseen (spec §7.2.8), as the reveal rule checks them.
 */
void
tc_mcg_state_count_revealable (const TcMcgRules *rules,
                               const TcMcgState *state,
                               guint             pile,
                               guint            *counts)
{
  g_return_if_fail (pile < TC_MCG_MAX_PILES);

  if (!state->piles[pile].rebuilt)
    {
      tc_mcg_state_count_unseen_all (rules, state, counts);
      return;
    }

  for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
    counts[code] = state->piles[pile].contents[code];
}

/**
 * tc_mcg_state_turn_is_spent:
 *
 * Whether the active seat can do nothing more with its turn: no action
 * left, nothing owed, and no unused pickaxe (the one tool only the active
 * seat may use). Shovels and hoes may be used at any time by anyone, so
 * they hold no turn.
 */
gboolean
tc_mcg_state_turn_is_spent (const TcMcgRules *rules,
                            const TcMcgState *state)
{
  return state->started && state->winner < 0 && state->actions_left == 0 && state->n_queue == 0 &&
         tc_mcg_seat_unused_tools (rules->cards, &state->seats[state->active], TC_MCG_POWER_PICKAXE) == 0;
}
