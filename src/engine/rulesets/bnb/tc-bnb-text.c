/* tc-bnb-text.c: Builders & Biomes entries and states in words, with the
 * names printed on the components
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "tc-bnb-text.h"
#include "tc-text.h"

#define NAME(rules, seat) ((rules)->players[(seat)])
#define LABEL(names, i) (_((names)[(i)].name))

/* "2 wood, 1 emerald"; "nothing" when all counts are 0. */
static char *
describe_blocks (const TcBnbRules *rules,
                 const gint64     *counts)
{
  GString *text = g_string_new (NULL);

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    if (counts[b] > 0)
      {
        /* The list's comma as the language writes it (Chinese "，"). */
        if (text->len > 0)
          g_string_append (text, _(", "));
        g_string_append_printf (text, "%" PRId64 " %s", counts[b], LABEL (rules->data->blocks, b));
      }
  if (text->len == 0)
    g_string_append (text, _("nothing"));

  return g_string_free (text, FALSE);
}

static char *
describe_cost (const TcBnbRules *rules,
               const TcBnbTile  *tile)
{
  gint64 cost[TC_BNB_N_BLOCKS];

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    cost[b] = tile->cost[b];

  return describe_blocks (rules, cost);
}

static const char *
value_name (const TcBnbRules *rules,
            TcBnbAttribute    attribute,
            guint             value)
{
  guint n;

  return LABEL (tc_bnb_data_values (rules->data, attribute, &n), value);
}

/**
 * tc_bnb_describe_tile:
 *
 * Returns: (transfer full): a face-up tile as printed: "forest wood
 *   dwelling (costs 2 wood, 1 XP)", "zombie (2 hearts, 1 XP, hunger)"
 */
char *
tc_bnb_describe_tile (const TcBnbRules *rules,
                      const TcBnbTile  *tile)
{
  const TcBnbData *data = rules->data;

  if (tile->kind == TC_BNB_TILE_BUILDING)
    {
      g_autofree char *cost = describe_cost (rules, tile);

      /* TRANSLATORS: biome, material, building type, cost, XP */
      return g_strdup_printf (_("%s %s %s (costs %s, %u XP)"), LABEL (data->biomes, tile->biome),
                              LABEL (data->materials, tile->material), LABEL (data->types, tile->type),
                              cost, tile->xp);
    }

  if (tile->bonus == TC_BNB_BONUS_ORB)
    /* TRANSLATORS: mob, hearts, XP, orb XP per space, the value it counts */
    return g_strdup_printf (_("%s (%u hearts, %u XP, orb: %u XP per %s space)"),
                            LABEL (data->mobs, tile->mob), tile->hearts, tile->xp, tile->orb_xp,
                            value_name (rules, tile->orb_attribute, tile->orb_value));

  return g_strdup_printf (_("%s (%u hearts, %u XP, hunger)"), LABEL (data->mobs, tile->mob),
                          tile->hearts, tile->xp);
}

/**
 * tc_bnb_describe_space:
 *
 * Returns: (transfer full): a board space in words: "forest, wood
 *   dwelling", "mountains, not built on"
 */
char *
tc_bnb_describe_space (const TcBnbRules *rules,
                       const TcBnbSpace *space)
{
  const TcBnbData *data = rules->data;

  if (space->material == TC_BNB_NONE)
    return g_strdup_printf (_("%s, not built on"), LABEL (data->biomes, space->biome));

  /* TRANSLATORS: biome, then material and building type */
  return g_strdup_printf (_("%s, %s %s"), LABEL (data->biomes, space->biome),
                          LABEL (data->materials, space->material), LABEL (data->types, space->type));
}

/**
 * tc_bnb_describe_place:
 * @row: 0–5, the map's row: 1–4 a stack's, 0 and 5 the weapon tokens'
 * @col: 0–5, likewise
 *
 * Returns: (transfer full): where a stack or a weapon token lies, in
 *   words a player finds on the table: "stack 2 of the top row", "token
 *   3 from the left, above the map"
 */
char *
tc_bnb_describe_place (guint row,
                       guint col)
{
  g_return_val_if_fail (row <= 5 && col <= 5, NULL);

  if (row == 0)
    return g_strdup_printf (_("token %u from the left, above the map"), col);
  if (row == 5)
    return g_strdup_printf (_("token %u from the left, below the map"), col);
  if (col == 0)
    return g_strdup_printf (_("token %u from the top, left of the map"), row);
  if (col == 5)
    return g_strdup_printf (_("token %u from the top, right of the map"), row);

  switch (row)
    {
    case 1:
      return g_strdup_printf (_("stack %u of the top row"), col);
    case 2:
      return g_strdup_printf (_("stack %u of the second row"), col);
    case 3:
      return g_strdup_printf (_("stack %u of the third row"), col);
    default:
      return g_strdup_printf (_("stack %u of the bottom row"), col);
    }
}

/**
 * tc_bnb_describe_crossing:
 * @row: 1–5, the crossing's row
 * @col: 1–5, its column
 *
 * Returns: (transfer full): where a crossing lies, by the corner of the
 *   stack it touches: "the top-left corner of stack 2 of the top row";
 *   the last row and column are the bottom and right corners of the
 *   stacks before them
 */
char *
tc_bnb_describe_crossing (guint row,
                          guint col)
{
  g_autofree char *stack = NULL;

  g_return_val_if_fail (row >= 1 && row <= 5 && col >= 1 && col <= 5, NULL);

  stack = tc_bnb_describe_place (MIN (row, 4), MIN (col, 4));
  if (row <= 4 && col <= 4)
    return g_strdup_printf (_("the top-left corner of %s"), stack);
  if (row <= 4)
    return g_strdup_printf (_("the top-right corner of %s"), stack);
  if (col <= 4)
    return g_strdup_printf (_("the bottom-left corner of %s"), stack);
  return g_strdup_printf (_("the bottom-right corner of %s"), stack);
}

/**
 * tc_bnb_describe_board_place:
 * @row: 1–3, the row of a player's board
 * @col: 1–3, its column
 *
 * Returns: where a space lies on a player's board, in words a player
 *   finds on the table: "top-left space", "centre space"
 */
const char *
tc_bnb_describe_board_place (guint row,
                             guint col)
{
  static const char *const places[3][3] = {
    { N_("top-left space"), N_("top-middle space"), N_("top-right space") },
    { N_("middle-left space"), N_("centre space"), N_("middle-right space") },
    { N_("bottom-left space"), N_("bottom-middle space"), N_("bottom-right space") },
  };

  g_return_val_if_fail (row >= 1 && row <= 3 && col >= 1 && col <= 3, NULL);

  return _(places[row - 1][col - 1]);
}

/**
 * tc_bnb_describe_round:
 * @round: 0 for round A, 1 for B, 2 for C
 *
 * Returns: a scoring round as the overview cards name it
 */
const char *
tc_bnb_describe_round (guint round)
{
  /* TRANSLATORS: the Chinese seed names them "第一轮：地形得分" etc. */
  static const char *const rounds[TC_BNB_N_ATTRIBUTES] = {
    N_("scoring round A, biome"),
    N_("scoring round B, material"),
    N_("scoring round C, building type"),
  };

  g_return_val_if_fail (round < TC_BNB_N_ATTRIBUTES, NULL);

  return _(rounds[round]);
}

static char *
describe_collect (const TcBnbRules *rules,
                  const TcBnbState *before,
                  const TcBnbEntry *entry)
{
  gint64 counts[TC_BNB_N_BLOCKS] = { 0 };
  g_autofree char *blocks = NULL;

  for (guint i = 0; i < entry->n_blocks; i++)
    counts[entry->blocks[i].block]++;
  blocks = describe_blocks (rules, counts);

  return g_strdup_printf (_("%s collects %s"), NAME (rules, before->active), blocks);
}

static char *
describe_explore (const TcBnbRules *rules,
                  const TcBnbState *before,
                  const TcBnbEntry *entry)
{
  const TcBnbSeat *seat = &before->seats[before->active];
  g_autofree char *crossing = tc_bnb_describe_crossing (entry->to.v[0], entry->to.v[1]);

  if (entry->to.v[0] == seat->row && entry->to.v[1] == seat->col)
    /* TRANSLATORS: a player, then a crossing such as "the top-left corner of stack 2 of the top row" */
    return g_strdup_printf (_("%s explores where they stand, at %s"), NAME (rules, before->active), crossing);

  /* TRANSLATORS: a player, then a crossing such as "the top-left corner of stack 2 of the top row" */
  return g_strdup_printf (_("%s walks to %s and explores"), NAME (rules, before->active), crossing);
}

static char *
describe_reveal (const TcBnbRules *rules,
                 const TcBnbEntry *entry)
{
  TcBnbTile tile;
  g_autofree char *text = NULL;
  g_autofree char *where = NULL;
  g_autofree char *place = NULL;

  /* The place in words, never "0,2": a player finds it on the table. */
  if (!entry->reveals_stack)
    {
      where = tc_bnb_describe_place (entry->token.v[0], entry->token.v[1]);
      place = tc_text_capitalize (where);
      /* TRANSLATORS: a place such as "Token 3 from the left, above the map", then a weapon */
      return g_strdup_printf (_("%s turned over: %s"), place, LABEL (rules->data->weapons, entry->weapon));
    }

  tile = tc_bnb_tile_from_entry (&entry->tile);
  text = tc_bnb_describe_tile (rules, &tile);
  where = tc_bnb_describe_place (entry->stack.v[0], entry->stack.v[1]);
  place = tc_text_capitalize (where);

  return g_strdup_printf (_("%s turned over: %s"), place, text);
}

static char *
describe_build (const TcBnbRules *rules,
                const TcBnbState *before,
                const TcBnbEntry *entry)
{
  const TcBnbTile *tile = &before->tops[TC_BNB_STACK (entry->stack.v[0], entry->stack.v[1])];
  g_autofree char *pay = describe_blocks (rules, entry->pay);

  /* TRANSLATORS: player, biome, material, building type, a board place
   * such as "top-left space", blocks, XP */
  return g_strdup_printf (_("%s builds the %s %s %s on the %s of their board, paying %s (+%u XP)"),
                          NAME (rules, before->active), LABEL (rules->data->biomes, tile->biome),
                          LABEL (rules->data->materials, tile->material), LABEL (rules->data->types, tile->type),
                          tc_bnb_describe_board_place (entry->space.v[0], entry->space.v[1]), pay, tile->xp);
}

static char *
describe_fight (const TcBnbRules *rules,
                const TcBnbState *before,
                const TcBnbEntry *entry)
{
  const TcBnbTile *mob = &before->tops[TC_BNB_STACK (entry->stack.v[0], entry->stack.v[1])];
  guint drawn[TC_BNB_N_WEAPONS] = { 0 };
  gint damage;

  for (guint i = 0; i < entry->n_drawn; i++)
    drawn[entry->drawn[i]]++;
  damage = tc_bnb_state_fight_damage (rules, before, drawn, entry->detonate);

  if (damage >= mob->hearts)
    return g_strdup_printf (_("%s beats the %s with %d damage against %u hearts (+%u XP)"),
                            NAME (rules, before->active), LABEL (rules->data->mobs, mob->mob),
                            damage, mob->hearts, mob->xp);

  return g_strdup_printf (_("%s fights the %s and loses: %d damage against %u hearts"),
                          NAME (rules, before->active), LABEL (rules->data->mobs, mob->mob),
                          damage, mob->hearts);
}

static char *
describe_score_choice (const TcBnbRules *rules,
                       const TcBnbState *before,
                       const TcBnbEntry *entry)
{
  const TcBnbPending *front = &before->pending[0];
  guint value = entry->value[front->round];
  guint group;
  guint xp = tc_bnb_state_round_score (before, front->seat, front->round, value, &group);
  guint per_space = before->scoring[front->round][value];

  /* TRANSLATORS: player, round ("scoring round A, biome"), value, spaces, XP per space, XP */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %s: %s, %u connected space × %u = %u XP",
                                       "%s, %s: %s, %u connected spaces × %u = %u XP", group),
                          NAME (rules, front->seat), tc_bnb_describe_round (front->round),
                          value_name (rules, front->round, value), group, per_space, xp);
}

/* An entry that is not legal in the state given (a refused entry, or one
 * after it): said from the entry alone, since its stacks, tokens, mobs
 * and ids may name nothing in that state.
 */
static char *
describe_unchecked (const TcBnbRules *rules,
                    const TcBnbEntry *entry)
{
  const char *who = entry->seat >= 1 && entry->seat <= rules->n_seats ? NAME (rules, entry->seat - 1) : "?";

  if (TC_BNB_ENTRY_IS_ACTION (entry->type))
    return g_strdup_printf (_("%s: %s"), who, LABEL (rules->data->actions, TC_BNB_ENTRY_ACTION (entry->type)));
  if (entry->type == TC_BNB_ENTRY_REVEAL)
    return g_strdup (_("A tile or token turned over"));
  if (entry->type == TC_BNB_ENTRY_SETUP)
    return g_strdup (_("The cube is built and the map laid out"));

  return g_strdup_printf (_("%s: %s"), who, tc_bnb_entry_type_name (entry->type));
}

/**
 * tc_bnb_describe_entry:
 * @before: the state before @entry
 * @entry: an entry of any kind but a note (the base class says a note)
 *
 * Returns: (transfer full): one sentence for the log
 */
char *
tc_bnb_describe_entry (const TcBnbRules *rules,
                       const TcBnbState *before,
                       const TcBnbEntry *entry)
{
  if (!tc_bnb_state_check (rules, before, entry, NULL))
    return describe_unchecked (rules, entry);

  switch (entry->type)
    {
    case TC_BNB_ENTRY_SETUP:
      return g_strdup_printf (_("The cube is built and the map laid out; %s begins"),
                              NAME (rules, entry->first_seat - 1));
    case TC_BNB_ENTRY_COLLECT:
      return describe_collect (rules, before, entry);
    case TC_BNB_ENTRY_EXPLORE:
      return describe_explore (rules, before, entry);
    case TC_BNB_ENTRY_BUILD:
      return describe_build (rules, before, entry);
    case TC_BNB_ENTRY_FIGHT:
      return describe_fight (rules, before, entry);
    case TC_BNB_ENTRY_TAKE_WEAPON:
      return g_strdup_printf (_("%s takes the %s"), NAME (rules, before->active),
                              LABEL (rules->data->weapons,
                                  before->token_weapons[tc_bnb_state_token_index (entry->token.v[0], entry->token.v[1])]));
    case TC_BNB_ENTRY_HUNGER:
      return g_strdup_printf (_("%s discards the %s for an extra action"), NAME (rules, before->active),
                              LABEL (rules->data->mobs, before->seats[before->active].mobs[entry->mob - 1].mob));
    case TC_BNB_ENTRY_REVEAL:
      return describe_reveal (rules, entry);
    case TC_BNB_ENTRY_END_TURN:
      return g_strdup_printf (_("%s ends the turn"), NAME (rules, before->active));
    case TC_BNB_ENTRY_SCORE_CHOICE:
      return describe_score_choice (rules, before, entry);
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * tc_bnb_describe_pending:
 *
 * Returns: (transfer full) (nullable): what the table owes the referee,
 *   or %NULL when nothing
 */
char *
tc_bnb_describe_pending (const TcBnbRules *rules,
                         const TcBnbState *state)
{
  const TcBnbPending *front = &state->pending[0];
  g_autofree char *place = NULL;
  g_autofree char *first = NULL;

  if (state->n_pending == 0)
    return NULL;

  if (front->type == TC_BNB_PENDING_SCORE)
    return g_strdup_printf (_("%s chooses a %s for %s"), NAME (rules, front->seat),
                            _(rules->data->rounds[front->round].name), tc_bnb_describe_round (front->round));

  place = tc_bnb_describe_place (front->row, front->col);
  /* TRANSLATORS: %s is a place such as "stack 2 of the top row" */
  first = front->type == TC_BNB_PENDING_REVEAL_STACK
          ? g_strdup_printf (_("turn over the top tile of %s and tell what it shows"), place)
          : g_strdup_printf (_("turn over the weapon %s and tell what it is"), place);
  if (state->n_pending == 1)
    return g_steal_pointer (&first);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, then %u more", "%s, then %u more",
                                       state->n_pending - 1),
                          first, state->n_pending - 1);
}

/**
 * tc_bnb_describe_actions_left:
 *
 * Returns: (transfer full) (nullable): how many actions the active seat
 *   may still take this turn, regular and extra, or %NULL when none is
 *   left or the turn cannot take actions now
 */
char *
tc_bnb_describe_actions_left (const TcBnbRules *rules,
                              const TcBnbState *state)
{
  guint left;

  if (!state->started || state->finished || state->phase != TC_BNB_PHASE_ACTIONS)
    return NULL;

  left = TC_BNB_REGULAR_ACTIONS - state->n_regular + state->extra_left;
  if (left == 0)
    return NULL;

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has %u action left", "%s has %u actions left", left),
                          NAME (rules, state->active), left);
}

/**
 * tc_bnb_describe_score:
 *
 * Returns: (transfer full): how a seat's XP is made up
 */
char *
tc_bnb_describe_score (const TcBnbRules *rules,
                       const TcBnbState *state,
                       guint             seat)
{
  const TcBnbSeat *s = &state->seats[seat - 1];
  GString *text = g_string_new (NULL);
  gint from_rounds = 0;

  g_string_append_printf (text, _("%d XP"), s->xp);
  for (guint r = 0; r < TC_BNB_N_ATTRIBUTES; r++)
    if (s->scores[r].value >= 0)
      {
        from_rounds += s->scores[r].xp;
        g_string_append_printf (text, _(", %d from %s (%s)"), s->scores[r].xp,
                                tc_bnb_describe_round (r), value_name (rules, r, s->scores[r].value));
      }
  if (s->orbs >= 0)
    g_string_append_printf (text, _(", %d from orbs"), s->orbs);
  g_string_append_printf (text, _(", %d from buildings, mobs and weapons"),
                          s->xp - from_rounds - MAX (s->orbs, 0));

  return g_string_free (text, FALSE);
}

/**
 * tc_bnb_describe_result:
 *
 * Returns: (transfer full) (nullable): who won and, when a tie on XP was
 *   broken by blocks, that; %NULL while the game goes on
 */
char *
tc_bnb_describe_result (const TcBnbRules *rules,
                        const TcBnbState *state)
{
  g_autofree char *names = NULL;
  guint winner = 0, n, tied_on_xp = 0;

  if (!state->finished)
    return NULL;

  names = tc_text_join_seats (rules->players, rules->n_seats, state->winners, &n);
  while (!TC_SEAT_SET_HAS (state->winners, winner + 1))
    winner++;
  for (guint s = 0; s < rules->n_seats; s++)
    tied_on_xp += state->seats[s].xp == state->seats[winner].xp;

  if (n > 1)
    return g_strdup_printf (_("%s share the win with %d XP and %u blocks each"), names,
                            state->seats[winner].xp, tc_bnb_state_blocks_held (&state->seats[winner]));
  if (tied_on_xp > 1)
    return g_strdup_printf (_("%s wins with %d XP, ahead on blocks held (%u)"), names,
                            state->seats[winner].xp, tc_bnb_state_blocks_held (&state->seats[winner]));

  return g_strdup_printf (_("%s wins with %d XP"), names, state->seats[winner].xp);
}

static void
append_seat (const TcBnbRules *rules,
             const TcBnbState *state,
             guint             s,
             GString          *out)
{
  const TcBnbSeat *seat = &state->seats[s];
  g_autofree char *score = tc_bnb_describe_score (rules, state, s + 1);
  gint64 blocks[TC_BNB_N_BLOCKS];
  g_autofree char *held = NULL;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    blocks[b] = seat->blocks[b];
  held = describe_blocks (rules, blocks);

  g_string_append_printf (out, _("Seat %u, %s: %s\n"), s + 1, NAME (rules, s), score);
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "  at crossing %u,%u; blocks: %s; %u mob kept\n",
                                            "  at crossing %u,%u; blocks: %s; %u mobs kept\n",
                                            seat->n_mobs),
                          seat->row, seat->col, held, seat->n_mobs);
  g_string_append (out, _("  weapons:"));
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    if (seat->weapons[w] > 0)
      g_string_append_printf (out, " %s ×%u", LABEL (rules->data->weapons, w), seat->weapons[w]);
  g_string_append_c (out, '\n');
}

/**
 * tc_bnb_state_to_text:
 *
 * Returns: (transfer full): the state in readable lines
 */
char *
tc_bnb_state_to_text (const TcBnbRules *rules,
                      const TcBnbState *state)
{
  GString *out = g_string_new (NULL);
  g_autofree char *pending = tc_bnb_describe_pending (rules, state);
  g_autofree char *result = tc_bnb_describe_result (rules, state);

  if (!state->started)
    g_string_append (out, _("Not set up yet\n"));
  else if (result != NULL)
    g_string_append_printf (out, "%s\n", result);
  else
    g_string_append_printf (out, _("%s’s turn; %u blocks left in the cube\n"),
                            NAME (rules, state->active), tc_bnb_state_cube_count (state));
  if (pending != NULL)
    g_string_append_printf (out, _("Owed: %s\n"), pending);
  for (guint s = 0; s < rules->n_seats; s++)
    append_seat (rules, state, s, out);

  return g_string_free (out, FALSE);
}
