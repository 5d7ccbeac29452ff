/* tc-mcg-text.c: descriptions of entries, pending steps and states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "tc-mcg-answers.h"
#include "tc-mcg-text.h"

const char *
tc_mcg_resource_name (const TcMcgCards *cards,
                      guint             code)
{
  return cards->resource[code].name;
}

const char *
tc_mcg_craft_name (const TcMcgCards *cards,
                   guint             code)
{
  return cards->craft[code].name;
}

const char *
tc_mcg_card_name (const TcMcgCards *cards,
                  TcMcgCardRef      ref)
{
  if (ref.klass == TC_MCG_CARD_CRAFT)
    return tc_mcg_craft_name (cards, ref.code);

  return tc_mcg_resource_name (cards, ref.code);
}

/* "2 wood + 3 diamond": the non-zero amounts per resource type. */
char *
tc_mcg_format_counts (const TcMcgCards *cards,
                      const guint      *per_type)
{
  GString *out = g_string_new (NULL);

  for (guint t = 0; t < cards->n_types; t++)
    {
      if (per_type[t] == 0)
        continue;
      if (out->len > 0)
        g_string_append (out, " + ");
      g_string_append_printf (out, "%u %s", per_type[t], cards->type_amounts[t]);
    }

  if (out->len == 0)
    g_string_append (out, _("nothing"));

  return g_string_free (out, FALSE);
}

static void
append_card_list (GString            *out,
                  const TcMcgCards   *cards,
                  const TcMcgCardRef *refs,
                  guint               n)
{
  for (guint i = 0; i < MIN (n, TC_MCG_MAX_LISTED); i++)
    {
      if (i > 0)
        g_string_append (out, _(", "));
      g_string_append (out, tc_mcg_card_name (cards, refs[i]));
    }
}

static char *
format_card_list (const TcMcgCards   *cards,
                  const TcMcgCardRef *refs,
                  guint               n)
{
  GString *out = g_string_new (NULL);

  append_card_list (out, cards, refs, n);
  return g_string_free (out, FALSE);
}

static char *
format_seat_list (const TcMcgRules *rules,
                  guint             mask)
{
  GString *out = g_string_new (NULL);

  for (guint s = 0; s < rules->n_seats; s++)
    if (mask & (1u << s))
      {
        if (out->len > 0)
          g_string_append (out, _(", "));
        g_string_append (out, rules->players[s]);
      }

  return g_string_free (out, FALSE);
}

/**
 * tc_mcg_describe_pending_item:
 *
 * Returns: what the table owes for @item, as a phrase that completes
 *   "Waiting for the table: …"
 */
char *
tc_mcg_describe_pending_item (const TcMcgRules   *rules,
                              const TcMcgState   *state,
                              const TcMcgPending *item)
{
  switch (item->kind)
    {
    case TC_MCG_PENDING_REVEAL:
      /* The table shuffles the discard into the empty pile's place first. */
      if (item->rebuilt)
        return g_strdup_printf (_("the top card of resource pile %u, once the discard pile is shuffled "
                                  "and laid face down in its place"), item->pile + 1);
      return g_strdup_printf (_("the new top card of resource pile %u"), item->pile + 1);

    case TC_MCG_PENDING_CRAFT_REVEAL:
      return g_strdup_printf (_("the new top card of craft pile %u"), item->pile + 1);

    case TC_MCG_PENDING_TNT_KEEP:
      {
        GString *from = g_string_new (NULL);
        g_autofree char *taken = NULL;

        for (guint i = 0; i < item->n_from; i++)
          g_string_append_printf (from, "%s%s", i > 0 ? _(", ") : "",
                                  tc_mcg_resource_name (rules->cards, item->from[i]));
        if (item->n_from == 0)
          g_string_append (from, _("nothing"));
        taken = g_string_free (from, FALSE);

        return g_strdup_printf (_("%s to choose up to 2 cards to keep from the TNT (%s)"),
                                rules->players[item->seat], taken);
      }

    case TC_MCG_PENDING_CREEPER:
      {
        g_autofree char *seats = format_seat_list (rules, item->owing);

        return g_strdup_printf (_("a creeper exposed on resource pile %u attacks: %s must discard a card or use a sword"),
                                item->pile + 1, seats);
      }

    default:
      g_return_val_if_reached (NULL);
    }
}

char *
tc_mcg_describe_pending (const TcMcgRules *rules,
                         const TcMcgState *state)
{
  TcMcgPending owed[TC_MCG_MAX_QUEUE];
  guint run;
  GString *out;

  if (state->n_queue == 0)
    return NULL;

  run = tc_mcg_state_owed_reveals (state, owed);
  if (run <= 1)
    return tc_mcg_describe_pending_item (rules, state, &state->queue[0]);

  /* Several reveals may be answered in any order: name them all, in the
   * pile order in which typed cards fill them.
   */
  out = g_string_new (NULL);
  for (guint i = 0; i < run; i++)
    {
      g_autofree char *item = tc_mcg_describe_pending_item (rules, state, &owed[i]);

      if (i > 0)
        g_string_append (out, i + 1 == run ? _(" and ") : _(", "));
      g_string_append (out, item);
    }

  return g_string_free (out, FALSE);
}

static char *
describe_reveal (const TcMcgRules *rules,
                 const TcMcgEntry *entry)
{
  const char *card = entry->unknown ? entry->unknown : tc_mcg_card_name (rules->cards, entry->card);

  if (entry->craft_pile)
    return g_strdup_printf (_("Craft pile %" PRId64 " shows %s"), entry->pile, card);

  if (entry->card.klass == TC_MCG_CARD_RESOURCE && entry->card.code == rules->cards->creeper)
    return g_strdup_printf (_("A creeper is exposed on resource pile %" PRId64), entry->pile);

  return g_strdup_printf (_("Resource pile %" PRId64 " shows %s"), entry->pile, card);
}

static const char *
seat_or_unknown (const TcMcgRules *rules,
                 gint64            seat)
{
  if (seat >= 1 && seat <= rules->n_seats)
    return rules->players[seat - 1];

  return _("an unknown seat");
}

static char *
describe_mine (const TcMcgRules *rules,
               const TcMcgState *before,
               const TcMcgEntry *entry)
{
  const char *who = seat_or_unknown (rules, entry->seat);

  if (entry->pile >= 1 && entry->pile <= rules->cards->n_piles &&
      before->piles[entry->pile - 1].top != TC_MCG_NO_CARD)
    {
      guint code = before->piles[entry->pile - 1].top;

      if (code == rules->cards->tnt)
        return g_strdup_printf (_("%s mines TNT on pile %" PRId64), who, entry->pile);

      return g_strdup_printf (_("%s mines pile %" PRId64 " (%s)"),
                              who, entry->pile, tc_mcg_resource_name (rules->cards, code));
    }

  return g_strdup_printf (_("%s mines pile %" PRId64), who, entry->pile);
}

static char *
describe_craft (const TcMcgRules *rules,
                const TcMcgState *before,
                const TcMcgEntry *entry)
{
  const char *who = seat_or_unknown (rules, entry->seat);
  const char *what = _("a card");
  GString *pay = g_string_new (NULL);
  g_autofree char *paid = NULL;

  if (entry->from_reserve && entry->seat >= 1 && entry->seat <= rules->n_seats &&
      before->seats[entry->seat - 1].reserved != TC_MCG_NO_CARD)
    what = tc_mcg_craft_name (rules->cards, before->seats[entry->seat - 1].reserved);
  else if (!entry->from_reserve && entry->pile >= 1 && entry->pile <= rules->cards->n_craft_piles &&
           before->craft_piles[entry->pile - 1].top != TC_MCG_NO_CARD)
    what = tc_mcg_craft_name (rules->cards, before->craft_piles[entry->pile - 1].top);

  append_card_list (pay, rules->cards, entry->cards, entry->n_cards);
  if (entry->n_crafts > 0)
    {
      if (pay->len > 0)
        g_string_append (pay, _(", "));
      append_card_list (pay, rules->cards, entry->crafts, entry->n_crafts);
    }
  if (pay->len == 0)
    g_string_append (pay, _("nothing"));
  paid = g_string_free (pay, FALSE);

  if (entry->from_reserve)
    return g_strdup_printf (_("%s crafts %s from the Reserve Card Holder with %s"), who, what, paid);

  return g_strdup_printf (_("%s crafts %s with %s"), who, what, paid);
}

static char *
describe_use_tool (const TcMcgRules *rules,
                   const TcMcgEntry *entry)
{
  const char *who = seat_or_unknown (rules, entry->seat);
  const char *tool = entry->unknown ? entry->unknown : tc_mcg_card_name (rules->cards, entry->card);

  if (entry->has_target && entry->card.klass == TC_MCG_CARD_CRAFT &&
      rules->cards->craft[entry->card.code].power == TC_MCG_POWER_SHOVEL)
    return g_strdup_printf (_("%s uses %s on %s"), who, tool, seat_or_unknown (rules, entry->target));

  return g_strdup_printf (_("%s uses %s"), who, tool);
}

/**
 * tc_mcg_describe_entry:
 * @before: the state before @entry, for the cards it moves
 * @entry: an entry of any kind but a note (the base class says a note)
 *
 * Returns: one sentence for the log panel, undo labels and `summary`
 */
char *
tc_mcg_describe_entry (const TcMcgRules *rules,
                       const TcMcgState *before,
                       const TcMcgEntry *entry)
{
  const char *who = seat_or_unknown (rules, entry->seat);

  switch (entry->type)
    {
    case TC_MCG_ENTRY_SETUP:
      {
        g_autofree char *tops = format_card_list (rules->cards, entry->cards, entry->n_cards);
        g_autofree char *crafts = format_card_list (rules->cards, entry->crafts, entry->n_crafts);

        return g_strdup_printf (_("Setup: resource tops %s; craft tops %s; %s starts"),
                                tops, crafts, seat_or_unknown (rules, entry->first_seat));
      }

    case TC_MCG_ENTRY_MINE:
      return describe_mine (rules, before, entry);

    case TC_MCG_ENTRY_REVEAL:
      return describe_reveal (rules, entry);

    case TC_MCG_ENTRY_TNT_KEEP:
      {
        g_autofree char *kept = format_card_list (rules->cards, entry->cards, entry->n_cards);

        if (entry->n_cards == 0)
          return g_strdup_printf (_("%s keeps nothing from the TNT"), who);
        return g_strdup_printf (_("%s keeps %s from the TNT"), who, kept);
      }

    case TC_MCG_ENTRY_CREEPER_DISCARD:
      if (entry->sword)
        return g_strdup_printf (_("%s answers the creeper with %s"),
                                who, tc_mcg_card_name (rules->cards, entry->card));
      return g_strdup_printf (_("%s discards %s to the creeper"),
                              who, entry->unknown ? entry->unknown : tc_mcg_card_name (rules->cards, entry->card));

    case TC_MCG_ENTRY_CRAFT:
      return describe_craft (rules, before, entry);

    case TC_MCG_ENTRY_RESERVE:
      if (entry->pile >= 1 && entry->pile <= rules->cards->n_craft_piles &&
          before->craft_piles[entry->pile - 1].top != TC_MCG_NO_CARD)
        return g_strdup_printf (_("%s reserves %s"), who,
                                tc_mcg_craft_name (rules->cards, before->craft_piles[entry->pile - 1].top));
      return g_strdup_printf (_("%s reserves from craft pile %" PRId64), who, entry->pile);

    case TC_MCG_ENTRY_USE_TOOL:
      return describe_use_tool (rules, entry);

    case TC_MCG_ENTRY_END_TURN:
      return g_strdup_printf (_("%s ends the turn"), who);

    case TC_MCG_ENTRY_NOTE:
    case TC_MCG_N_ENTRY_TYPES:
    default:
      g_return_val_if_reached (NULL);
    }
}

static void
append_counts_line (GString          *out,
                    const TcMcgCards *cards,
                    const guint8     *counts)
{
  gboolean any = FALSE;

  for (guint code = 0; code < cards->n_resource; code++)
    for (guint n = 0; n < counts[code]; n++)
      {
        g_string_append_printf (out, "%s%s", any ? _(", ") : "", cards->resource[code].id);
        any = TRUE;
      }

  if (!any)
    g_string_append (out, "—");
}

static void
append_seat_text (GString          *out,
                  const TcMcgRules *rules,
                  const TcMcgState *state,
                  guint             seat)
{
  const TcMcgSeat *s = &state->seats[seat];
  gboolean any = FALSE;

  g_string_append_printf (out, _("%s%s: %u of %u points\n"),
                          state->started && state->winner < 0 && state->active == seat ? "▶ " : "",
                          rules->players[seat], s->points, rules->target);
  g_string_append (out, _("  hand: "));
  append_counts_line (out, rules->cards, s->hand);
  g_string_append_printf (out, _("\n  reserved: %s\n  crafted: "),
                          s->reserved == TC_MCG_NO_CARD ? "—" : rules->cards->craft[s->reserved].id);
  for (guint code = 0; code < rules->cards->n_craft; code++)
    if (s->crafted & (1u << code))
      {
        g_string_append_printf (out, "%s%s%s", any ? _(", ") : "", rules->cards->craft[code].id,
                                s->used & (1u << code) ? _(" (used)") : "");
        any = TRUE;
      }
  if (!any)
    g_string_append (out, "—");
  g_string_append_c (out, '\n');
}

/* The readable state printed by `replay` without --json. */
char *
tc_mcg_state_to_text (const TcMcgRules *rules,
                      const TcMcgState *state)
{
  const TcMcgCards *cards = rules->cards;
  GString *out = g_string_new (NULL);
  g_autofree char *pending = tc_mcg_describe_pending (rules, state);

  if (state->winner >= 0)
    g_string_append_printf (out, _("Finished: %s wins.\n"), rules->players[state->winner]);
  else if (!state->started)
    g_string_append (out, _("Not set up yet.\n"));
  else
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s’s turn, %u action left.\n",
                                              "%s’s turn, %u actions left.\n", state->actions_left),
                            rules->players[state->active], state->actions_left);
  if (pending != NULL)
    g_string_append_printf (out, _("Waiting for %s.\n"), pending);

  g_string_append (out, _("\nResource piles:\n"));
  for (guint p = 0; p < cards->n_piles; p++)
    g_string_append_printf (out, _("  %u: %s (%u left)\n"), p + 1,
                            state->piles[p].top == TC_MCG_NO_CARD ? "—" : cards->resource[state->piles[p].top].id,
                            state->piles[p].remaining);
  g_string_append (out, _("Craft piles:\n"));
  for (guint p = 0; p < cards->n_craft_piles; p++)
    g_string_append_printf (out, _("  %u: %s (%u left)\n"), p + 1,
                            state->craft_piles[p].top == TC_MCG_NO_CARD ? "—" : cards->craft[state->craft_piles[p].top].id,
                            state->craft_piles[p].remaining);
  g_string_append_printf (out, _("Discard (%u): "), state->n_discard);
  append_counts_line (out, cards, state->discard);
  g_string_append (out, "\n\n");

  for (guint s = 0; s < rules->n_seats; s++)
    append_seat_text (out, rules, state, s);

  return g_string_free (out, FALSE);
}

/* JSON (spec §6) ----------------------------------------------------------- */

static void
add_counts_array (JsonBuilder      *builder,
                  const TcMcgCards *cards,
                  const guint8     *counts)
{
  json_builder_begin_array (builder);
  for (guint code = 0; code < cards->n_resource; code++)
    for (guint n = 0; n < counts[code]; n++)
      json_builder_add_string_value (builder, cards->resource[code].id);
  json_builder_end_array (builder);
}

static void
add_pending (JsonBuilder        *builder,
             const TcMcgRules   *rules,
             const TcMcgPending *item)
{
  json_builder_begin_object (builder);
  switch (item->kind)
    {
    case TC_MCG_PENDING_REVEAL:
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, "reveal");
      json_builder_set_member_name (builder, "pile");
      json_builder_add_int_value (builder, item->pile + 1);
      break;

    case TC_MCG_PENDING_CRAFT_REVEAL:
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, "reveal");
      json_builder_set_member_name (builder, "craft_pile");
      json_builder_add_int_value (builder, item->pile + 1);
      break;

    case TC_MCG_PENDING_TNT_KEEP:
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, "tnt_keep");
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, item->seat + 1);
      json_builder_set_member_name (builder, "from");
      json_builder_begin_array (builder);
      for (guint i = 0; i < item->n_from; i++)
        json_builder_add_string_value (builder, rules->cards->resource[item->from[i]].id);
      json_builder_end_array (builder);
      break;

    case TC_MCG_PENDING_CREEPER:
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, "creeper_discard");
      json_builder_set_member_name (builder, "seats");
      json_builder_begin_array (builder);
      for (guint s = 0; s < rules->n_seats; s++)
        if (item->owing & (1u << s))
          json_builder_add_int_value (builder, s + 1);
      json_builder_end_array (builder);
      break;

    default:
      g_assert_not_reached ();
    }
  json_builder_end_object (builder);
}

static void
add_seat (JsonBuilder      *builder,
          const TcMcgRules *rules,
          const TcMcgState *state,
          guint             seat)
{
  const TcMcgSeat *s = &state->seats[seat];

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat + 1);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, rules->logged_players[seat]);
  json_builder_set_member_name (builder, "points");
  json_builder_add_int_value (builder, s->points);
  json_builder_set_member_name (builder, "hand");
  add_counts_array (builder, rules->cards, s->hand);
  json_builder_set_member_name (builder, "reserved");
  if (s->reserved == TC_MCG_NO_CARD)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, rules->cards->craft[s->reserved].id);
  json_builder_set_member_name (builder, "crafted");
  json_builder_begin_array (builder);
  for (guint code = 0; code < rules->cards->n_craft; code++)
    if (s->crafted & (1u << code))
      {
        json_builder_begin_object (builder);
        json_builder_set_member_name (builder, "card");
        json_builder_add_string_value (builder, rules->cards->craft[code].id);
        json_builder_set_member_name (builder, "used");
        json_builder_add_boolean_value (builder, (s->used & (1u << code)) != 0);
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_top (JsonBuilder *builder,
         gint         top,
         const char  *id)
{
  json_builder_set_member_name (builder, "top");
  if (top == TC_MCG_NO_CARD)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, id);
}

static void
add_piles (JsonBuilder      *builder,
           const TcMcgRules *rules,
           const TcMcgState *state)
{
  const TcMcgCards *cards = rules->cards;

  json_builder_set_member_name (builder, "resource_piles");
  json_builder_begin_array (builder);
  for (guint p = 0; p < cards->n_piles; p++)
    {
      const TcMcgPile *pile = &state->piles[p];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "pile");
      json_builder_add_int_value (builder, p + 1);
      json_builder_set_member_name (builder, "remaining");
      json_builder_add_int_value (builder, pile->remaining);
      add_top (builder, pile->top, pile->top == TC_MCG_NO_CARD ? NULL : cards->resource[pile->top].id);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "craft_piles");
  json_builder_begin_array (builder);
  for (guint p = 0; p < cards->n_craft_piles; p++)
    {
      const TcMcgCraftPile *pile = &state->craft_piles[p];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "craft_pile");
      json_builder_add_int_value (builder, p + 1);
      json_builder_set_member_name (builder, "remaining");
      json_builder_add_int_value (builder, pile->remaining);
      add_top (builder, pile->top, pile->top == TC_MCG_NO_CARD ? NULL : cards->craft[pile->top].id);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/**
 * tc_mcg_state_to_json:
 *
 * Returns: (transfer full): the state members of `replay --json` (§6),
 *   without "game" and "entries", which the caller knows
 */
JsonNode *
tc_mcg_state_to_json (const TcMcgRules *rules,
                      const TcMcgState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder, state->winner >= 0 ? "finished" : "in_progress");
  json_builder_set_member_name (builder, "winner");
  if (state->winner >= 0)
    json_builder_add_int_value (builder, state->winner + 1);
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "turn");
  if (state->started)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, state->active + 1);
      json_builder_set_member_name (builder, "actions_left");
      json_builder_add_int_value (builder, state->actions_left);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "pending");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->n_queue; i++)
    add_pending (builder, rules, &state->queue[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < rules->n_seats; s++)
    add_seat (builder, rules, state, s);
  json_builder_end_array (builder);

  add_piles (builder, rules, state);

  json_builder_set_member_name (builder, "discard");
  add_counts_array (builder, rules->cards, state->discard);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}
