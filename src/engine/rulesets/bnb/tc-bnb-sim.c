/* tc-bnb-sim.c: random legal Builders & Biomes games
 *
 * A random table builds a shuffled cube and, as the map is explored,
 * turns over random tiles and tokens; its players pick random possible
 * actions (more often collecting, so that the layers empty and the three
 * scoring rounds come). When asked, the invariants are checked after
 * every entry.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tc-bnb-ruleset.h"
#include "tc-bnb-sim.h"
#include "tc-error.h"
#include "tc-log.h"

/* No game comes near it: 48 blocks to empty three layers, two a turn. */
#define MAX_ENTRIES 5000

static const char *names[] = { "Ana", "Ben", "Cy", "Dee", NULL };

typedef struct
{
  const TcBnbRules  *rules;
  TcSimRand         *rand;
  TcBnbState         state;
  guint8             cube[TC_BNB_N_CELLS];   /* the block each cell really holds */
  GPtrArray         *log;                    /* JsonObject, when kept */
  guint              n_entries;
  gboolean           check;                  /* the invariants after every entry */

  /* An entry is 600 bytes to clear; one of each kind played often is
   * cleared per game and reused, since the referee and the log read only
   * the members of an entry's type, and each play sets those.
   */
  TcBnbEntry         action;
  TcBnbTake          blocks[TC_BNB_MAX_ITEMS];
  gint               drawn[TC_BNB_MAX_ITEMS];
  TcBnbEntry         reveal;
  TcBnbEntry         score;
  TcBnbEntry         end;
} Sim;

/* ------------------------------------------------------------ invariants */

static gboolean
check_blocks (const TcBnbRules  *rules,
              const TcBnbState  *state,
              GError           **error)
{
  guint64 in_cube = 0;
  guint named = 0;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      guint held = 0;

      for (guint s = 0; s < rules->n_seats; s++)
        held += state->seats[s].blocks[b];
      if (held > state->named[b] || state->named[b] > rules->data->box[b])
        return tc_invalid_format (error, "%u %s held, %u taken from a cube of %u",
                                  held, rules->data->blocks[b].id, state->named[b], rules->data->box[b]);
      named += state->named[b];
    }
  /* Every block is in the cube or named, and none was taken from under
   * another: as a bit mask of the cells still holding one (bit 16 is
   * the cell under bit 0).
   */
  for (guint c = 0; c < TC_BNB_N_CELLS; c++)
    in_cube |= (guint64) (state->cube[c] == 0) << c;
  if (named + __builtin_popcountll (in_cube) != TC_BNB_N_CELLS)
    return tc_invalid_format (error, "%u blocks named and %d in the cube", named, __builtin_popcountll (in_cube));
  if ((~in_cube & (in_cube << 16)) != 0)
    return tc_invalid_format (error, "a block was taken from under another");

  return TRUE;
}

static gboolean
check_tiles (const TcBnbRules  *rules,
             const TcBnbState  *state,
             GError           **error)
{
  guint left = 0, kept = 0;

  for (guint s = 0; s < TC_BNB_N_STACKS; s++)
    {
      if (state->remaining[s] > TC_BNB_STACK_TILES)
        return tc_invalid_format (error, "stack %u holds %u tiles", s + 1, state->remaining[s]);
      if (state->remaining[s] == 0 && state->tops[s].kind != TC_BNB_TILE_NONE)
        return tc_invalid_format (error, "empty stack %u shows a tile", s + 1);
      left += state->remaining[s];
    }
  for (guint s = 0; s < rules->n_seats; s++)
    kept += state->seats[s].n_mobs;
  if (left + kept > TC_BNB_N_STACKS * TC_BNB_STACK_TILES)
    return tc_invalid_format (error, "%u tiles in stacks and %u mobs kept", left, kept);

  return TRUE;
}

static gboolean
check_seats (const TcBnbRules  *rules,
             const TcBnbState  *state,
             GError           **error)
{
  guint taken = 0, gained = 0;

  for (guint t = 0; t < TC_BNB_N_TOKENS; t++)
    taken += state->tokens[t] == TC_BNB_TOKEN_TAKEN;

  for (guint s = 0; s < rules->n_seats; s++)
    {
      const TcBnbSeat *seat = &state->seats[s];

      for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
        {
          /* The starting tokens never leave the pile; only TNT explodes. */
          if (seat->weapons[w] < rules->data->start[w])
            return tc_invalid_format (error, "seat %u holds %u %s", s + 1, seat->weapons[w], rules->data->weapons[w].id);
          gained += seat->weapons[w] - rules->data->start[w];
        }
      if (seat->xp < 0)
        return tc_invalid_format (error, "seat %u has %d XP", s + 1, seat->xp);
      for (guint r = 0; r < TC_BNB_N_ATTRIBUTES; r++)
        if (seat->scores[r].value >= 0 &&
            seat->scores[r].xp != seat->scores[r].group * state->scoring[r][seat->scores[r].value])
          return tc_invalid_format (error, "seat %u scored %d for a group of %u", s + 1, seat->scores[r].xp, seat->scores[r].group);
      if (seat->row < 1 || seat->row > 5 || seat->col < 1 || seat->col > 5)
        return tc_invalid_format (error, "seat %u stands off the map", s + 1);
    }
  if (gained > taken)
    return tc_invalid_format (error, "%u weapons gained from %u tokens taken", gained, taken);

  return TRUE;
}

static gboolean
check_turn (const TcBnbRules  *rules,
            const TcBnbState  *state,
            GError           **error)
{
  gboolean scores = state->n_pending > 0 && state->pending[0].type == TC_BNB_PENDING_SCORE;

  if (state->n_regular > TC_BNB_REGULAR_ACTIONS ||
      (state->n_regular == 2 && state->regular[0] == state->regular[1]))
    return tc_invalid_format (error, "the turn's regular actions are wrong");
  if (state->finished && state->n_pending > 0)
    return tc_invalid_format (error, "the game ended with items owed");
  if (!state->finished && (state->phase == TC_BNB_PHASE_SCORING) != scores)
    return tc_invalid_format (error, "phase and queue disagree");
  for (guint i = 0; i < state->n_pending; i++)
    if ((state->pending[i].type == TC_BNB_PENDING_SCORE) != scores)
      return tc_invalid_format (error, "reveals and score choices owed together");

  return TRUE;
}

/**
 * tc_bnb_check_invariants:
 *
 * What holds after every legal entry: every block in the cube or named,
 * no one holding more than was taken, no block taken from under another,
 * at most 64 tiles, starting weapons kept, round scores equal to group
 * times the card's value, and a queue that fits the phase.
 */
gboolean
tc_bnb_check_invariants (const TcBnbRules  *rules,
                         const TcBnbState  *state,
                         GError           **error)
{
  return check_blocks (rules, state, error) &&
         check_tiles (rules, state, error) &&
         check_seats (rules, state, error) &&
         check_turn (rules, state, error);
}

/* ------------------------------------------------------------ playing */

static gboolean
play_entry (Sim               *sim,
            const TcBnbEntry  *entry,
            GError           **error)
{
  if (sim->n_entries >= MAX_ENTRIES)
    return tc_invalid_format (error, "the game did not end in %d entries", MAX_ENTRIES);

  if (!tc_bnb_state_apply (sim->rules, &sim->state, entry, error))
    {
      g_prefix_error (error, "entry %u (%s) was refused: ", sim->n_entries + 1,
                      tc_bnb_entry_type_name (entry->type));
      return FALSE;
    }
  if (sim->check && !tc_bnb_check_invariants (sim->rules, &sim->state, error))
    {
      g_prefix_error (error, "after entry %u (%s): ", sim->n_entries + 1,
                      tc_bnb_entry_type_name (entry->type));
      return FALSE;
    }

  sim->n_entries++;
  if (sim->log != NULL)
    g_ptr_array_add (sim->log, tc_bnb_entry_to_json (sim->rules->data, entry));

  return TRUE;
}

static guint
below (Sim   *sim,
       guint  n)
{
  return tc_sim_rand_below (sim->rand, n);
}

static void
shuffle_cube (Sim *sim)
{
  guint c = 0;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    for (guint i = 0; i < sim->rules->data->box[b]; i++)
      sim->cube[c++] = b;
  for (guint i = TC_BNB_N_CELLS - 1; i > 0; i--)
    {
      guint j = below (sim, i + 1);
      guint8 swap = sim->cube[i];

      sim->cube[i] = sim->cube[j];
      sim->cube[j] = swap;
    }
}

static gboolean
play_setup (Sim     *sim,
            GError **error)
{
  TcBnbEntry entry = { .type = TC_BNB_ENTRY_SETUP, .boards_of_nine = TRUE };

  entry.n_boards = sim->rules->n_seats;
  for (guint s = 0; s < entry.n_boards; s++)
    for (guint i = 0; i < 9; i++)
      entry.boards[s][i] = below (sim, TC_BNB_N_BIOMES);
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    entry.weapon_hearts[w] = below (sim, 6);
  for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    for (guint v = 0; v < 4; v++)
      entry.scoring[a][v] = 1 + below (sim, 6);
  entry.first_seat = 1 + below (sim, sim->rules->n_seats);

  return play_entry (sim, &entry, error);
}

static void
random_tile (Sim            *sim,
             TcBnbTileEntry *tile)
{
  memset (tile, 0, sizeof *tile);
  if (below (sim, 3) > 0)
    {
      guint n_blocks = 1 + below (sim, 4);

      tile->kind = TC_BNB_TILE_BUILDING;
      tile->biome = below (sim, TC_BNB_N_BIOMES);
      tile->material = below (sim, TC_BNB_N_MATERIALS);
      tile->type = below (sim, TC_BNB_N_TYPES);
      for (guint i = 0; i < n_blocks; i++)
        tile->cost[below (sim, TC_BNB_N_BLOCKS)]++;
      tile->xp = below (sim, 6);
      return;
    }

  tile->kind = TC_BNB_TILE_MOB;
  tile->mob = below (sim, TC_BNB_N_MOBS);
  tile->hearts = 1 + below (sim, 8);
  tile->xp = below (sim, 6);
  tile->bonus = below (sim, 2);
  if (tile->bonus == TC_BNB_BONUS_ORB)
    {
      tile->orb_attribute = below (sim, TC_BNB_N_ATTRIBUTES);
      tile->orb_value = below (sim, 4);
      tile->orb_xp = 1 + below (sim, 3);
    }
}

/* Answers the owed reveals in a random order. */
static inline gboolean
play_reveals (Sim     *sim,
              GError **error)
{
  while (sim->state.n_pending > 0)
    {
      const TcBnbPending *item = &sim->state.pending[below (sim, sim->state.n_pending)];
      TcBnbEntry *entry = &sim->reveal;

      entry->type = TC_BNB_ENTRY_REVEAL;
      entry->reveals_stack = item->type == TC_BNB_PENDING_REVEAL_STACK;
      if (entry->reveals_stack)
        {
          entry->stack = (TcBnbCoord) { 2, { item->row, item->col } };
          random_tile (sim, &entry->tile);
        }
      else
        {
          entry->token = (TcBnbCoord) { 2, { item->row, item->col } };
          entry->weapon = below (sim, TC_BNB_N_WEAPONS);
        }
      if (!play_entry (sim, entry, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
try_collect (Sim        *sim,
             TcBnbEntry *entry)
{
  guint64 occupied = tc_bnb_state_occupied_cells (&sim->state);
  guint in_cube = tc_bnb_count_cells (occupied);
  guint most = MIN (in_cube, tc_bnb_state_most_collected (sim->rules, &sim->state));
  guint n = MIN (in_cube, 2) + below (sim, most - MIN (in_cube, 2) + 1);

  if (in_cube == 0)
    return FALSE;

  entry->n_blocks = n;
  for (guint i = 0; i < n; i++)
    {
      /* The first takeable cell from a random one on (the top layer
       * always has one while the cube holds blocks).
       */
      guint64 takeable = tc_bnb_takeable_cells (occupied);
      guint start = below (sim, TC_BNB_N_CELLS);
      guint64 from_start = start == 0 ? takeable : takeable >> start | takeable << (64 - start);
      guint cell = (start + __builtin_ctzll (from_start)) % TC_BNB_N_CELLS;

      g_assert (takeable != 0);
      entry->blocks[i].at = (TcBnbCoord) { 3, { cell / 16 + 1, cell / 4 % 4 + 1, cell % 4 + 1 } };
      entry->blocks[i].block = sim->cube[cell];
      occupied &= ~(G_GUINT64_CONSTANT (1) << cell);
    }

  return TRUE;
}

static gboolean
try_explore (Sim        *sim,
             TcBnbEntry *entry)
{
  const TcBnbSeat *seat = &sim->state.seats[sim->state.active];
  gint row, col;

  do
    {
      row = seat->row + (gint) below (sim, 5) - 2;
      col = seat->col + (gint) below (sim, 5) - 2;
    }
  while (row < 1 || row > 5 || col < 1 || col > 5 ||
         ABS (row - seat->row) + ABS (col - seat->col) > TC_BNB_EXPLORE_REACH);

  entry->to = (TcBnbCoord) { 2, { row, col } };
  return TRUE;
}

/* A random adjacent stack showing @kind. */
static gboolean
pick_stack (Sim           *sim,
            TcBnbTileKind  kind,
            TcBnbEntry    *entry)
{
  const TcBnbSeat *seat = &sim->state.seats[sim->state.active];
  guint stacks[4], n = 0;

  for (guint r = MAX (seat->row - 1, 1); r <= MIN (seat->row, 4u); r++)
    for (guint c = MAX (seat->col - 1, 1); c <= MIN (seat->col, 4u); c++)
      if (sim->state.tops[TC_BNB_STACK (r, c)].kind == kind)
        stacks[n++] = TC_BNB_STACK (r, c);
  if (n == 0)
    return FALSE;

  n = stacks[below (sim, n)];
  entry->stack = (TcBnbCoord) { 2, { n / 4 + 1, n % 4 + 1 } };
  return TRUE;
}

/* Pays as the advice says: each block of its kind, emeralds for the rest. */
static gboolean
try_build (Sim        *sim,
           TcBnbEntry *entry)
{
  guint pay[TC_BNB_N_BLOCKS];

  if (!pick_stack (sim, TC_BNB_TILE_BUILDING, entry) ||
      !tc_bnb_state_advise_payment (sim->rules, &sim->state,
                                    &sim->state.tops[TC_BNB_STACK (entry->stack.v[0], entry->stack.v[1])], pay))
    return FALSE;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    entry->pay[b] = pay[b];
  entry->space = (TcBnbCoord) { 2, { 1 + below (sim, 3), 1 + below (sim, 3) } };
  return TRUE;
}

static gboolean
try_fight (Sim        *sim,
           TcBnbEntry *entry)
{
  const TcBnbSeat *seat = &sim->state.seats[sim->state.active];
  gint tnt = tc_bnb_data_find_weapon_power (sim->rules->data, TC_BNB_POWER_EXPLODE);
  guint pile[64], n_pile = 0, n_tnt = 0;

  if (!pick_stack (sim, TC_BNB_TILE_MOB, entry))
    return FALSE;

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    for (guint i = 0; i < seat->weapons[w] && n_pile < G_N_ELEMENTS (pile); i++)
      pile[n_pile++] = w;

  entry->n_drawn = tc_bnb_state_n_drawn (sim->rules, &sim->state);
  for (guint i = 0; i < entry->n_drawn; i++)
    {
      guint j = i + below (sim, n_pile - i);
      guint swap = pile[i];

      pile[i] = pile[j];
      pile[j] = swap;
      entry->drawn[i] = pile[i];
      n_tnt += (gint) pile[i] == tnt;
    }
  entry->detonate = sim->rules->seed_effects ? below (sim, n_tnt + 1) : 0;
  return TRUE;
}

static gboolean
try_take_weapon (Sim        *sim,
                 TcBnbEntry *entry)
{
  const TcBnbSeat *seat = &sim->state.seats[sim->state.active];

  for (guint r = seat->row - 1; r <= seat->row; r++)
    for (guint c = seat->col - 1; c <= seat->col; c++)
      {
        gint token = tc_bnb_state_token_index (r, c);

        if (token >= 0 && sim->state.tokens[token] == TC_BNB_TOKEN_UP)
          {
            entry->token = (TcBnbCoord) { 2, { r, c } };
            return TRUE;
          }
      }

  return FALSE;
}

static gboolean
try_action (Sim         *sim,
            TcBnbAction  action,
            TcBnbEntry  *entry)
{
  switch (action)
    {
    case TC_BNB_COLLECT:
      return try_collect (sim, entry);
    case TC_BNB_EXPLORE:
      return try_explore (sim, entry);
    case TC_BNB_BUILD:
      return try_build (sim, entry);
    case TC_BNB_FIGHT:
      return try_fight (sim, entry);
    case TC_BNB_TAKE_WEAPON:
      return try_take_weapon (sim, entry);
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* An action the turn allows, collecting one time in two. */
static gboolean
play_action (Sim      *sim,
             gboolean *played,
             GError  **error)
{
  TcBnbEntry *entry = &sim->action;
  TcBnbAction action = below (sim, 2) ? TC_BNB_COLLECT : below (sim, TC_BNB_N_ACTIONS);

  entry->seat = sim->state.active + 1;
  entry->blocks = sim->blocks;
  entry->drawn = sim->drawn;
  *played = FALSE;
  for (guint tries = 0; tries < TC_BNB_N_ACTIONS && !*played; tries++, action = (action + 1) % TC_BNB_N_ACTIONS)
    {
      entry->type = TC_BNB_ENTRY_COLLECT + action;
      *played = tc_bnb_state_action_kind (sim->rules, &sim->state, action) >= 0 &&
                try_action (sim, action, entry);
    }

  if (*played && !play_entry (sim, entry, error))
    return FALSE;

  return play_reveals (sim, error);
}

/* Now and then a hunger mob is fed back for an extra action. */
static inline gboolean
maybe_hunger (Sim     *sim,
              GError **error)
{
  const TcBnbSeat *seat = &sim->state.seats[sim->state.active];

  if (below (sim, 3) != 0)
    return TRUE;
  for (guint m = 0; m < seat->n_mobs; m++)
    if (seat->mobs[m].bonus == TC_BNB_BONUS_HUNGER)
      {
        /* An entry is large to clear: only when there is one to play. */
        TcBnbEntry entry = { .type = TC_BNB_ENTRY_HUNGER, .seat = sim->state.active + 1, .mob = m + 1 };

        return play_entry (sim, &entry, error);
      }

  return TRUE;
}

static inline gboolean
play_scores (Sim     *sim,
             GError **error)
{
  while (sim->state.n_pending > 0)
    {
      const TcBnbPending *front = &sim->state.pending[0];
      TcBnbEntry *entry = &sim->score;
      guint n;
      const TcBnbName *values = tc_bnb_data_values (sim->rules->data, front->round, &n);
      guint value = below (sim, n);

      entry->type = TC_BNB_ENTRY_SCORE_CHOICE;
      entry->seat = front->seat + 1;
      for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
        entry->value[a] = a == front->round ? (gint) value : -1;
      entry->value_id = (char *) values[value].id;
      if (!play_entry (sim, entry, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
play_turn (Sim     *sim,
           GError **error)
{
  TcBnbEntry *end = &sim->end;
  gboolean played = TRUE;

  end->type = TC_BNB_ENTRY_END_TURN;
  end->seat = sim->state.active + 1;
  while (played && below (sim, 12) != 0)
    if (!maybe_hunger (sim, error) || !play_action (sim, &played, error))
      return FALSE;

  return play_entry (sim, end, error) && play_scores (sim, error);
}

/* Not cleared whole (10 kB): the caller sets the state up (and the cube
 * of a game under way), sim_play() shuffles a new game's cube, and the
 * lists of blocks and tokens are written before they are read.
 */
static void
sim_init (Sim               *sim,
          const TcBnbRules  *rules,
          TcSimRand         *rand,
          GPtrArray         *log,
          gboolean           check)
{
  sim->rules = rules;
  sim->rand = rand;
  sim->log = log;
  sim->n_entries = 0;
  sim->check = check;
  memset (&sim->action, 0, sizeof sim->action);
  memset (&sim->reveal, 0, sizeof sim->reveal);
  memset (&sim->score, 0, sizeof sim->score);
  memset (&sim->end, 0, sizeof sim->end);
}

static gboolean
sim_play (Sim     *sim,
          GError **error)
{
  gboolean ok;

  /* The one place that plays, for a game from the start and a playout
   * from where a game stands: with a single caller each, the steps
   * below are inlined here (called from two places they were not, which
   * cost the simulation 5 %).
   */
  if (!sim->state.started)
    {
      shuffle_cube (sim);
      ok = play_setup (sim, error);
    }
  else
    ok = (!sim->check || tc_bnb_check_invariants (sim->rules, &sim->state, error)) &&
         (sim->state.phase == TC_BNB_PHASE_SCORING ? play_scores (sim, error) : play_reveals (sim, error));

  while (ok && !sim->state.finished)
    ok = play_turn (sim, error);

  return ok;
}

/**
 * tc_bnb_sim_play_on:
 * @state: (inout): where the game stands; where it ended
 * @cube: the block in each cell of the cube that still holds one (others
 *   are not read); unread before the setup, which shuffles a cube of its own
 * @check: whether to check the invariants in @state first and after every
 *   entry (slower; the tests do)
 *
 * Plays random legal entries from @state on, as a simulated game does
 * from the start: a playout of the win-chance estimate.
 */
gboolean
tc_bnb_sim_play_on (const TcBnbRules  *rules,
                    TcSimRand         *rand,
                    TcBnbState        *state,
                    const guint8      *cube,
                    gboolean           check,
                    GError           **error)
{
  Sim sim;
  gboolean ok;

  sim_init (&sim, rules, rand, NULL, check);
  sim.state = *state;
  if (state->started)
    memcpy (sim.cube, cube, sizeof sim.cube);
  ok = sim_play (&sim, error);

  *state = sim.state;
  return ok;
}

static TcLog *
entries_to_log (const TcBnbRules *rules,
                GPtrArray        *objects)
{
  g_autoptr(JsonObject) rulings = json_object_new ();
  TcLog *log;

  json_object_set_string_member (rulings, "weapon_effects", rules->seed_effects ? "seed" : "hearts_only");
  json_object_set_string_member (rulings, "hunger_extra", rules->extra_any ? "any" : "repeat_only");
  log = tc_log_new_simulated (TC_BNB_GAME_ID, rules->players, rules->n_seats, rulings, "2026-11-25T00:00:00Z");
  for (guint i = 0; i < objects->len; i++)
    tc_log_add_simulated (log, objects->pdata[i]);

  return log;
}

/* The hook of TcRulesetClass.simulate: game @index of a run with random
 * rulings depends only on @seed and @index.
 */
gboolean
tc_bnb_sim_simulate (TcRulesetClass  *klass,
                     guint64          seed,
                     guint            index,
                     guint            n_players,
                     TcSimFlags       flags,
                     TcSimGame       *result,
                     GError         **error)
{
  g_autoptr(GPtrArray) log = flags & TC_SIM_KEEP_LOG ? g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref) : NULL;
  TcBnbRules rules = { .data = tc_bnb_data_get_default (), .players = names, .logged_players = names };
  TcSimRand rand;
  Sim sim;

  if (n_players != 0 && (n_players < klass->min_players || n_players > klass->max_players))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "this game is played by %u to %u players", klass->min_players, klass->max_players);
      return FALSE;
    }

  tc_sim_rand_init (&rand, seed << 32 | index);
  rules.n_seats = n_players != 0 ? n_players : (guint) tc_sim_rand_range (&rand, klass->min_players, klass->max_players + 1);
  rules.seed_effects = tc_sim_rand_boolean (&rand);
  rules.extra_any = tc_sim_rand_boolean (&rand);

  sim_init (&sim, &rules, &rand, log, (flags & TC_SIM_CHECK) != 0);
  tc_bnb_state_init (&rules, &sim.state);
  if (!sim_play (&sim, error))
    return FALSE;

  result->n_entries = sim.n_entries;
  result->finished = sim.state.finished;
  if (flags & TC_SIM_KEEP_LOG)
    result->log = entries_to_log (&rules, log);

  return TRUE;
}
