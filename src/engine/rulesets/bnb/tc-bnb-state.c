/* tc-bnb-state.c: the Builders & Biomes referee (bnb-log-v1.md §3–§6)
 *
 * Every entry is checked whole before any of it applies (§7): check_*()
 * look, apply_*() change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "tc-bnb-state.h"
#include "tc-bnb-text.h"
#include "tc-error.h"
#include "tc-text.h"

#define PLAYER(rules, seat) ((rules)->players[(seat)])

/* Bounds of §2.1 */
#define MOST_HEARTS 20
#define MOST_SCORING 20
#define MOST_TILE_XP 50
#define MOST_COST 9
#define MOST_PAID 64

void
tc_bnb_state_init (const TcBnbRules *rules,
                   TcBnbState       *state)
{
  memset (state, 0, sizeof *state);
  memset (state->remaining, TC_BNB_STACK_TILES, sizeof state->remaining);
  for (guint s = 0; s < TC_BNB_MAX_SEATS; s++)
    {
      TcBnbSeat *seat = &state->seats[s];

      seat->row = seat->col = TC_BNB_START_CROSSING;
      seat->orbs = -1;
      for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
        seat->weapons[w] = rules->data->start[w];
      for (guint i = 0; i < 9; i++)
        seat->board[i] = (TcBnbSpace) { TC_BNB_NONE, TC_BNB_NONE, TC_BNB_NONE };
      for (guint r = 0; r < TC_BNB_N_ATTRIBUTES; r++)
        seat->scores[r].value = -1;
    }
}

/* ------------------------------------------------------------ geometry */

static gboolean
occupied (const guint8 *cube,
          gint          layer,
          gint          row,
          gint          col)
{
  return cube[TC_BNB_CELL (layer, row, col)] == 0;
}

/* A side is open when it faces the outside or an empty cell (§3). */
static gboolean
side_open (const guint8 *cube,
           gint          layer,
           gint          row,
           gint          col)
{
  if (row < 1 || row > 4 || col < 1 || col > 4)
    return TRUE;

  return !occupied (cube, layer, row, col);
}

static gboolean
takeable_in (const guint8 *cube,
             guint         cell)
{
  gint layer = cell / 16 + 1, row = cell / 4 % 4 + 1, col = cell % 4 + 1;
  guint open;

  if (!occupied (cube, layer, row, col))
    return FALSE;
  if (layer > 1 && occupied (cube, layer - 1, row, col))
    return FALSE;

  open = side_open (cube, layer, row - 1, col) + side_open (cube, layer, row + 1, col) +
         side_open (cube, layer, row, col - 1) + side_open (cube, layer, row, col + 1);

  return open >= 2;
}

/**
 * tc_bnb_state_occupied_cells:
 *
 * Returns: a bit per cell of the cube still holding its block
 *   (bit TC_BNB_CELL (layer, row, col))
 */
guint64
tc_bnb_state_occupied_cells (const TcBnbState *state)
{
  guint64 occupied = 0;

#ifdef __SSE2__
  /* Sixteen cells at a time: a byte compared with 0, the bytes' top bits
   * gathered (SSE2 is part of every x86-64).
   */
  for (guint i = 0; i < TC_BNB_N_CELLS / 16; i++)
    {
      __m128i cells = _mm_loadu_si128 ((const __m128i *) (state->cube + 16 * i));

      occupied |= (guint64) (guint16) _mm_movemask_epi8 (_mm_cmpeq_epi8 (cells, _mm_setzero_si128 ())) << (16 * i);
    }
#else
  const guint64 low7 = G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f);

  /* Eight cells a word: a byte's top bit is set exactly when the byte is
   * 0 (adding 0x7f carries into it from any other value), and the
   * multiplication gathers the eight top bits into the word's last byte.
   * Unrolled: GCC does not unroll at -O2.
   */
#pragma GCC unroll 8
  for (guint i = 0; i < TC_BNB_N_CELLS / 8; i++)
    {
      guint64 word, zero;

      memcpy (&word, state->cube + 8 * i, sizeof word);
      word = GUINT64_FROM_LE (word);
      zero = ~(((word & low7) + low7) | word | low7);
      occupied |= ((zero >> 7) * G_GUINT64_CONSTANT (0x0102040810204080) >> 56) << (8 * i);
    }
#endif

  return occupied;
}

/* Cells of each layer's first and last row and column. */
#define ROW_FIRST G_GUINT64_CONSTANT (0x000f000f000f000f)
#define ROW_LAST  G_GUINT64_CONSTANT (0xf000f000f000f000)
#define COL_FIRST G_GUINT64_CONSTANT (0x1111111111111111)
#define COL_LAST  G_GUINT64_CONSTANT (0x8888888888888888)

/**
 * tc_bnb_takeable_cells:
 * @occupied: a bit per cell holding a block
 *
 * The cells tc_bnb_state_takeable() allows, all at once: a block with
 * none above it (the cell 16 before) and at least two open sides, where
 * a side is open at the edge of the layer or next to an empty cell.
 *
 * Returns: a bit per takeable cell
 */
guint64
tc_bnb_takeable_cells (guint64 occupied)
{
  guint64 north = ROW_FIRST | ~(occupied << 4);
  guint64 south = ROW_LAST | ~(occupied >> 4);
  guint64 west = COL_FIRST | ~(occupied << 1);
  guint64 east = COL_LAST | ~(occupied >> 1);
  guint64 two_open = (north & south) | (west & east) | ((north | south) & (west | east));

  return occupied & ~(occupied << 16) & two_open;
}

gboolean
tc_bnb_state_takeable (const TcBnbState *state,
                       guint             cell)
{
  g_return_val_if_fail (cell < TC_BNB_N_CELLS, FALSE);

  /* After the last round no block is taken any more (§7). */
  return !state->finished && takeable_in (state->cube, cell);
}

guint
tc_bnb_state_cube_count (const TcBnbState *state)
{
  return tc_bnb_count_cells (tc_bnb_state_occupied_cells (state));
}

static gboolean
layer_empty_in (guint64 occupied,
                guint   layer)
{
  return ((occupied >> (layer - 1) * 16) & 0xffff) == 0;
}

gboolean
tc_bnb_state_layer_empty (const TcBnbState *state,
                          guint             layer)
{
  return layer_empty_in (tc_bnb_state_occupied_cells (state), layer);
}

/* The 16 token cells in ascending cell order: row 0, then the two ends of
 * rows 1–4, then row 5.
 */
gint
tc_bnb_state_token_index (guint row,
                          guint col)
{
  if (row == 0 && col >= 1 && col <= 4)
    return col - 1;
  if (row >= 1 && row <= 4 && (col == 0 || col == 5))
    return 4 + (row - 1) * 2 + (col == 5);
  if (row == 5 && col >= 1 && col <= 4)
    return 12 + col - 1;

  return -1;
}

void
tc_bnb_state_token_cell (guint  index,
                         guint *row,
                         guint *col)
{
  if (index < 4)
    *row = 0, *col = index + 1;
  else if (index < 12)
    *row = (index - 4) / 2 + 1, *col = (index - 4) % 2 ? 5 : 0;
  else
    *row = 5, *col = index - 12 + 1;
}

/* A map cell touches a crossing [R,C] when it is one of [R−1..R, C−1..C]. */
gboolean
tc_bnb_state_adjacent (const TcBnbSeat *seat,
                       guint            row,
                       guint            col)
{
  return (row == seat->row || row + 1 == seat->row) &&
         (col == seat->col || col + 1 == seat->col);
}

/* Whether the active seat may explore crossing [@row, @col] (1–5): at
 * most TC_BNB_EXPLORE_REACH steps from where it stands, 0 included.
 */
gboolean
tc_bnb_state_can_explore_to (const TcBnbState *state,
                             guint             row,
                             guint             col)
{
  const TcBnbSeat *seat = &state->seats[state->active];

  return row >= 1 && row <= 5 && col >= 1 && col <= 5 &&
         ABS ((gint) row - seat->row) + ABS ((gint) col - seat->col) <= TC_BNB_EXPLORE_REACH;
}

guint
tc_bnb_state_blocks_held (const TcBnbSeat *seat)
{
  guint n = 0;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    n += seat->blocks[b];

  return n;
}

static gboolean
space_matches (const TcBnbSpace *space,
               TcBnbAttribute    attribute,
               guint             value)
{
  switch (attribute)
    {
    case TC_BNB_BIOME:
      return space->biome == value;
    case TC_BNB_MATERIAL:
      return space->material == value;
    case TC_BNB_TYPE:
      return space->type == value;
    default:
      return FALSE;
    }
}

/* The largest orthogonally connected group of the seat's spaces matching
 * @value (§6), or with @connected FALSE all of them (orbs).
 */
guint
tc_bnb_state_group (const TcBnbSeat *seat,
                    TcBnbAttribute   attribute,
                    guint            value,
                    gboolean         connected)
{
  gboolean seen[9] = { FALSE };
  guint best = 0, all = 0;

  for (guint start = 0; start < 9; start++)
    {
      guint stack[9], n_stack = 0, size = 0;

      if (seen[start] || !space_matches (&seat->board[start], attribute, value))
        continue;

      seen[start] = TRUE;
      stack[n_stack++] = start;
      while (n_stack > 0)
        {
          guint i = stack[--n_stack];
          guint row = i / 3, col = i % 3;
          const gint next[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };

          size++;
          for (guint d = 0; d < 4; d++)
            {
              gint r = row + next[d][0], c = col + next[d][1];
              guint j = r * 3 + c;

              if (r < 0 || r > 2 || c < 0 || c > 2 || seen[j] ||
                  !space_matches (&seat->board[j], attribute, value))
                continue;
              seen[j] = TRUE;
              stack[n_stack++] = j;
            }
        }
      best = MAX (best, size);
      all += size;
    }

  return connected ? best : all;
}

/**
 * tc_bnb_state_round_score:
 * @group: (out) (optional): the size of the group it counts
 *
 * What choosing @value in scoring @round (its attribute) would give
 * 0-based @seat now (§6).
 *
 * Returns: the XP
 */
guint
tc_bnb_state_round_score (const TcBnbState *state,
                          guint             seat,
                          TcBnbAttribute    round,
                          guint             value,
                          guint            *group)
{
  guint size = tc_bnb_state_group (&state->seats[seat], round, value, TRUE);

  if (group != NULL)
    *group = size;
  return size * state->scoring[round][value];
}

/* ------------------------------------------------------------ turns */

static guint
weapons_with_power (const TcBnbRules *rules,
                    const TcBnbSeat  *seat,
                    TcBnbPower        power)
{
  guint n = 0;

  if (!rules->seed_effects)
    return 0;

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    if (rules->data->power[w] == power)
      n += seat->weapons[w];

  return n;
}

/* The most blocks the active seat may collect in one action (§4.2). */
guint
tc_bnb_state_most_collected (const TcBnbRules *rules,
                             const TcBnbState *state)
{
  return 2 + weapons_with_power (rules, &state->seats[state->active], TC_BNB_POWER_COLLECT);
}

/* The fewest blocks a collect may take now: 2, or 1 when the cube holds
 * only 1 (§4.2).
 */
guint
tc_bnb_state_least_collected (const TcBnbState *state)
{
  return MIN (tc_bnb_state_cube_count (state), 2);
}

/**
 * tc_bnb_state_advise_payment:
 * @pay: (out): blocks to pay, TC_BNB_N_BLOCKS counts
 *
 * The payment of @tile's cost that keeps the most emeralds: each block of
 * its own kind first, emeralds only for what is missing (§4 build).
 *
 * Returns: whether the active seat can pay at all
 */
gboolean
tc_bnb_state_advise_payment (const TcBnbRules *rules,
                             const TcBnbState *state,
                             const TcBnbTile  *tile,
                             guint            *pay)
{
  const TcBnbSeat *seat = &state->seats[state->active];
  guint wild = rules->data->wild;
  guint emeralds = tile->cost[wild];

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    if (b != wild)
      {
        pay[b] = MIN (tile->cost[b], seat->blocks[b]);
        emeralds += tile->cost[b] - pay[b];
      }
  pay[wild] = MIN (emeralds, seat->blocks[wild]);

  return emeralds <= seat->blocks[wild];
}

/* The damage of the weapons @drawn (counts per kind) with @detonate TNT
 * exploding (§4 fight).
 */
gint
tc_bnb_state_fight_damage (const TcBnbRules *rules,
                           const TcBnbState *state,
                           const guint      *drawn,
                           guint             detonate)
{
  gint tnt = tc_bnb_data_find_weapon_power (rules->data, TC_BNB_POWER_EXPLODE);
  gint damage = 0;

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    damage += drawn[w] * state->weapon_hearts[w];
  if (tnt >= 0 && detonate > 0)
    damage += detonate * (rules->data->power_value[tnt] - state->weapon_hearts[tnt]);

  return damage;
}

/* The tokens the active seat draws in a fight (§4.2). */
guint
tc_bnb_state_n_drawn (const TcBnbRules *rules,
                      const TcBnbState *state)
{
  return TC_BNB_DRAWN + weapons_with_power (rules, &state->seats[state->active], TC_BNB_POWER_DRAW);
}

/**
 * tc_bnb_state_action_kind:
 *
 * Which slot @action would take now, if the turn allows it at all (§4.2,
 * §9.3): 0 a regular action, 1 an extra action, -1 neither.
 */
gint
tc_bnb_state_action_kind (const TcBnbRules *rules,
                          const TcBnbState *state,
                          TcBnbAction       action)
{
  gboolean regular_done = FALSE;

  for (guint i = 0; i < state->n_regular; i++)
    regular_done |= state->regular[i] == action;

  if (state->n_regular < TC_BNB_REGULAR_ACTIONS && !regular_done)
    return 0;
  /* "Done this turn" counts extra actions too (§9.3), but under
   * repeat_only every extra action repeats a regular one.
   */
  if (state->extra_left > 0 && (rules->extra_any || regular_done))
    return 1;

  return -1;
}

/* Whether the turn has a slot for @action and the table something to do
 * it on: there is nothing to collect from an empty cube (§4.2).
 */
gboolean
tc_bnb_state_action_open (const TcBnbRules *rules,
                          const TcBnbState *state,
                          TcBnbAction       action)
{
  return tc_bnb_state_action_kind (rules, state, action) >= 0 &&
         (action != TC_BNB_COLLECT || tc_bnb_state_cube_count (state) > 0);
}

static void
start_turn (TcBnbState *state,
            guint       seat)
{
  state->active = seat;
  state->phase = TC_BNB_PHASE_ACTIONS;
  state->n_regular = 0;
  state->n_extra = 0;
  state->extra_left = 0;
}

/* ------------------------------------------------------------ checks */

static gboolean
refuse (GError     **error,
        const char  *rule,
        const char  *format,
        ...) G_GNUC_PRINTF (3, 4);

static gboolean
refuse (GError     **error,
        const char  *rule,
        const char  *format,
        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  tc_set_rule_error (error, rule, "%s", message);

  return FALSE;
}

static gboolean
in_range (gint64 value,
          gint64 least,
          gint64 most)
{
  return value >= least && value <= most;
}

/* A coordinate of @n integers, each within [least, most]. */
static gboolean
coord_ok (const TcBnbCoord *coord,
          guint             n,
          gint64            least,
          gint64            most)
{
  if (coord->n != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!in_range (coord->v[i], least, most))
      return FALSE;

  return TRUE;
}

static gboolean
check_setup (const TcBnbRules  *rules,
             const TcBnbEntry  *entry,
             GError           **error)
{
  if (entry->n_boards != rules->n_seats || !entry->boards_of_nine)
    return refuse (error, "setup.boards",
                   _("Setup needs one board of 9 biomes for each of the %u players"), rules->n_seats);
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    if (!in_range (entry->weapon_hearts[w], 0, MOST_HEARTS))
      return refuse (error, "setup.weapon_hearts",
                     _("A %s has 0 to %d hearts, not %" PRId64),
                     _(rules->data->weapons[w].name), MOST_HEARTS, entry->weapon_hearts[w]);
  for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    for (guint v = 0; v < 4; v++)
      if (!in_range (entry->scoring[a][v], 0, MOST_SCORING))
        return refuse (error, "setup.scoring",
                       _("A scoring card gives 0 to %d XP a space, not %" PRId64),
                       MOST_SCORING, entry->scoring[a][v]);
  if (!in_range (entry->first_seat, 1, rules->n_seats))
    return refuse (error, "setup.first_seat", _("There is no seat %" PRId64), entry->first_seat);

  return TRUE;
}

static gboolean
check_tile (const TcBnbRules      *rules,
            const TcBnbTileEntry  *tile,
            GError               **error)
{
  if (tile->kind == TC_BNB_TILE_BUILDING)
    {
      for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
        if (!in_range (tile->cost[b], 0, MOST_COST))
          return refuse (error, "reveal.cost", _("A building costs 0 to %d of each block, not %" PRId64),
                         MOST_COST, tile->cost[b]);
      if (!in_range (tile->xp, 0, MOST_TILE_XP))
        return refuse (error, "reveal.xp", _("A tile gives 0 to %d XP, not %" PRId64),
                       MOST_TILE_XP, tile->xp);
      return TRUE;
    }

  if (!in_range (tile->hearts, 0, MOST_HEARTS))
    return refuse (error, "reveal.hearts", _("A mob has 0 to %d hearts, not %" PRId64),
                   MOST_HEARTS, tile->hearts);
  if (!in_range (tile->xp, 0, MOST_TILE_XP))
    return refuse (error, "reveal.xp", _("A tile gives 0 to %d XP, not %" PRId64),
                   MOST_TILE_XP, tile->xp);
  if (tile->bonus == TC_BNB_BONUS_ORB && !in_range (tile->orb_xp, 0, MOST_SCORING))
    return refuse (error, "reveal.orb", _("An orb gives 0 to %d XP a space, not %" PRId64),
                   MOST_SCORING, tile->orb_xp);

  return TRUE;
}

static gint
find_pending_reveal (const TcBnbState *state,
                     TcBnbPendingType  type,
                     gint64            row,
                     gint64            col)
{
  for (guint i = 0; i < state->n_pending; i++)
    if (state->pending[i].type == type && state->pending[i].row == row && state->pending[i].col == col)
      return i;

  return -1;
}

static gboolean
check_reveal (const TcBnbRules  *rules,
              const TcBnbState  *state,
              const TcBnbEntry  *entry,
              GError           **error)
{
  const TcBnbCoord *cell = entry->reveals_stack ? &entry->stack : &entry->token;

  if (entry->reveals_stack && !coord_ok (cell, 2, 1, 4))
    return refuse (error, "reveal.stack", _("A stack is named by a row and a column, each 1 to 4"));
  if (!entry->reveals_stack &&
      (!coord_ok (cell, 2, 0, 5) || tc_bnb_state_token_index (cell->v[0], cell->v[1]) < 0))
    return refuse (error, "reveal.token", _("That is not one of the 16 weapon token places"));
  if (find_pending_reveal (state, entry->reveals_stack ? TC_BNB_PENDING_REVEAL_STACK : TC_BNB_PENDING_REVEAL_TOKEN,
                           cell->v[0], cell->v[1]) < 0)
    return refuse (error, "reveal.not_owed",
                   entry->reveals_stack ? _("No one has explored next to stack %" PRId64 ",%" PRId64 " to turn it over")
                                        : _("No one has explored next to token %" PRId64 ",%" PRId64 " to turn it over"),
                   cell->v[0], cell->v[1]);

  return !entry->reveals_stack || check_tile (rules, &entry->tile, error);
}

static gboolean
check_score_choice (const TcBnbRules  *rules,
                    const TcBnbState  *state,
                    const TcBnbEntry  *entry,
                    GError           **error)
{
  const TcBnbPending *front = &state->pending[0];

  if (state->n_pending == 0 || front->type != TC_BNB_PENDING_SCORE)
    return refuse (error, "score.not_owed", _("No scoring round is under way"));
  if (entry->seat != front->seat + 1)
    return refuse (error, "score.seat", _("It is %s’s turn to choose for %s"),
                   PLAYER (rules, front->seat), tc_bnb_describe_round (front->round));
  if (entry->value[front->round] < 0)
    return refuse (error, "score.value", _("%s asks for a %s; “%s” is none"),
                   tc_bnb_describe_round (front->round), _(rules->data->rounds[front->round].name),
                   entry->value_id);

  return TRUE;
}

static gboolean
check_collect (const TcBnbRules  *rules,
               const TcBnbState  *state,
               const TcBnbEntry  *entry,
               GError           **error)
{
  guint64 occupied = tc_bnb_state_occupied_cells (state);
  guint in_cube = tc_bnb_count_cells (occupied);
  guint least = MIN (in_cube, 2);   /* tc_bnb_state_least_collected() */
  guint most = tc_bnb_state_most_collected (rules, state);
  guint named[TC_BNB_N_BLOCKS];

  if (in_cube == 0)
    return refuse (error, "collect.empty", _("The cube is empty"));
  if ((entry->n_blocks < least || entry->n_blocks > most) && least == most)
    return refuse (error, "collect.count",
                   g_dngettext (GETTEXT_PACKAGE, "%s collects exactly %u block, not %u",
                                "%s collects exactly %u blocks, not %u", least),
                   PLAYER (rules, state->active), least, entry->n_blocks);
  if (entry->n_blocks < least || entry->n_blocks > most)
    return refuse (error, "collect.count", _("%s may collect %u to %u blocks, not %u"),
                   PLAYER (rules, state->active), least, most, entry->n_blocks);

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    named[b] = state->named[b];
  for (guint i = 0; i < entry->n_blocks; i++)
    {
      const TcBnbTake *take = &entry->blocks[i];
      guint cell;

      if (!coord_ok (&take->at, 3, 1, 4))
        return refuse (error, "collect.at", _("A block of the cube is named by layer, row and column, each 1 to 4"));
      cell = TC_BNB_CELL (take->at.v[0], take->at.v[1], take->at.v[2]);
      if (((tc_bnb_takeable_cells (occupied) >> cell) & 1) == 0)
        return refuse (error, "collect.takeable",
                       ((occupied >> cell) & 1) == 0 ? _("The block at layer %" PRId64 ", row %" PRId64 ", column %" PRId64 " is already taken")
                                       : _("The block at layer %" PRId64 ", row %" PRId64 ", column %" PRId64 " cannot be taken yet: it needs nothing on top and two open sides"),
                       take->at.v[0], take->at.v[1], take->at.v[2]);
      if (named[take->block] >= rules->data->box[take->block])
        return refuse (error, "collect.block", _("All %u %s blocks are already out of the cube"),
                       rules->data->box[take->block], _(rules->data->blocks[take->block].name));
      occupied &= ~(G_GUINT64_CONSTANT (1) << cell);
      named[take->block]++;
    }

  return TRUE;
}

static gboolean
check_explore (const TcBnbRules  *rules,
               const TcBnbState  *state,
               const TcBnbEntry  *entry,
               GError           **error)
{
  const TcBnbSeat *seat = &state->seats[state->active];

  if (!coord_ok (&entry->to, 2, 1, 5))
    return refuse (error, "explore.to", _("A crossing is named by a row and a column, each 1 to 5"));
  if (!tc_bnb_state_can_explore_to (state, entry->to.v[0], entry->to.v[1]))
    return refuse (error, "explore.reach", _("%s can walk at most %d steps, from %u,%u"),
                   PLAYER (rules, state->active), TC_BNB_EXPLORE_REACH, seat->row, seat->col);

  return TRUE;
}

/* The stack of a build or fight: adjacent, with a face-up @kind on top. */
/* "Stack 2 of the top row", as a sentence starts with it. */
static char *
dup_stack_place (guint row,
                 guint col)
{
  g_autofree char *where = tc_bnb_describe_place (row, col);

  return tc_text_capitalize (where);
}

static gboolean
check_stack (const TcBnbRules  *rules,
             const TcBnbState  *state,
             const TcBnbEntry  *entry,
             TcBnbTileKind      kind,
             GError           **error)
{
  const TcBnbSeat *seat = &state->seats[state->active];
  g_autofree char *place = NULL;
  guint row, col;

  if (!coord_ok (&entry->stack, 2, 1, 4))
    return refuse (error, "stack.range", _("A stack is named by a row and a column, each 1 to 4"));
  row = entry->stack.v[0];
  col = entry->stack.v[1];
  /* The place is put in words only for a refusal: a legal entry, which
   * the simulator plays by the thousand, costs no text.
   */
  if (!tc_bnb_state_adjacent (seat, row, col))
    {
      place = dup_stack_place (row, col);
      /* TRANSLATORS: %s is a place such as "Stack 2 of the top row" */
      return refuse (error, "stack.adjacent", _("%s is not next to %s"), place,
                     PLAYER (rules, state->active));
    }
  if (state->tops[TC_BNB_STACK (row, col)].kind != kind)
    {
      place = dup_stack_place (row, col);
      return refuse (error, "stack.top",
                     kind == TC_BNB_TILE_BUILDING ? _("%s shows no building to build")
                                                  : _("%s shows no mob to fight"),
                     place);
    }

  return TRUE;
}

/* Whether the active seat holds enough to pay @tile's cost, emeralds
 * standing in for what it lacks (§4.2 build); no payment is legal when
 * it does not.
 */
static gboolean
check_affordable (const TcBnbRules  *rules,
                  const TcBnbState  *state,
                  const TcBnbTile   *tile,
                  GError           **error)
{
  const TcBnbSeat *seat = &state->seats[state->active];
  guint wild = rules->data->wild;
  guint advice[TC_BNB_N_BLOCKS];
  guint held = 0, needed = tile->cost[wild], missing;

  if (tc_bnb_state_advise_payment (rules, state, tile, advice))
    return TRUE;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      held += seat->blocks[b];
      if (b != wild)
        needed += tile->cost[b] - advice[b];
    }
  if (held == 0)
    return refuse (error, "build.afford", _("%s has no blocks"), PLAYER (rules, state->active));

  missing = needed - seat->blocks[wild];
  return refuse (error, "build.afford",
                 g_dngettext (GETTEXT_PACKAGE, "%s is %u block short of paying for it, emeralds counted",
                              "%s is %u blocks short of paying for it, emeralds counted", missing),
                 PLAYER (rules, state->active), missing);
}

static gboolean
check_build (const TcBnbRules  *rules,
             const TcBnbState  *state,
             const TcBnbEntry  *entry,
             GError           **error)
{
  const TcBnbSeat *seat = &state->seats[state->active];
  const TcBnbTile *tile;
  gint64 shortfall = 0;

  if (!check_stack (rules, state, entry, TC_BNB_TILE_BUILDING, error))
    return FALSE;
  tile = &state->tops[TC_BNB_STACK (entry->stack.v[0], entry->stack.v[1])];
  /* A seat that cannot pay at all is told so, not what one payment lacks. */
  if (!check_affordable (rules, state, tile, error))
    return FALSE;
  if (!coord_ok (&entry->space, 2, 1, 3))
    return refuse (error, "build.space", _("A board space is named by a row and a column, each 1 to 3"));

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      if (!in_range (entry->pay[b], 0, MOST_PAID))
        return refuse (error, "build.pay", _("A payment holds 0 to %d of a block, not %" PRId64),
                       MOST_PAID, entry->pay[b]);
      if (entry->pay[b] > seat->blocks[b])
        return refuse (error, "build.held", _("%s holds %u %s, not %" PRId64),
                       PLAYER (rules, state->active), seat->blocks[b],
                       _(rules->data->blocks[b].name), entry->pay[b]);
    }
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      if (b == rules->data->wild)
        continue;
      if (entry->pay[b] > tile->cost[b])
        return refuse (error, "build.overpaid", _("The building costs %u %s, not %" PRId64),
                       tile->cost[b], _(rules->data->blocks[b].name), entry->pay[b]);
      shortfall += tile->cost[b] - entry->pay[b];
    }
  if (entry->pay[rules->data->wild] != tile->cost[rules->data->wild] + shortfall)
    return refuse (error, "build.exact",
                   _("This payment needs exactly %" PRId64 " %s, one for each block it lacks"),
                   tile->cost[rules->data->wild] + shortfall, _(rules->data->blocks[rules->data->wild].name));

  return TRUE;
}

static gboolean
check_fight (const TcBnbRules  *rules,
             const TcBnbState  *state,
             const TcBnbEntry  *entry,
             GError           **error)
{
  const TcBnbSeat *seat = &state->seats[state->active];
  guint n_drawn = tc_bnb_state_n_drawn (rules, state);
  guint drawn[TC_BNB_N_WEAPONS] = { 0 };
  gint tnt = tc_bnb_data_find_weapon_power (rules->data, TC_BNB_POWER_EXPLODE);
  guint most_detonated;

  if (!check_stack (rules, state, entry, TC_BNB_TILE_MOB, error))
    return FALSE;
  if (entry->n_drawn != n_drawn)
    return refuse (error, "fight.drawn", _("%s draws %u weapons, not %u"),
                   PLAYER (rules, state->active), n_drawn, entry->n_drawn);
  for (guint i = 0; i < entry->n_drawn; i++)
    if (++drawn[entry->drawn[i]] > seat->weapons[entry->drawn[i]])
      return refuse (error, "fight.pile", _("%s’s pile holds %u %s"), PLAYER (rules, state->active),
                     seat->weapons[entry->drawn[i]], _(rules->data->weapons[entry->drawn[i]].name));

  most_detonated = rules->seed_effects && tnt >= 0 ? drawn[tnt] : 0;
  if (!in_range (entry->detonate, 0, most_detonated))
    return refuse (error, "fight.detonate", _("%u drawn TNT can explode, not %" PRId64),
                   most_detonated, entry->detonate);

  return TRUE;
}

static gboolean
check_take_weapon (const TcBnbRules  *rules,
                   const TcBnbState  *state,
                   const TcBnbEntry  *entry,
                   GError           **error)
{
  const TcBnbSeat *seat = &state->seats[state->active];
  gint index;

  if (!coord_ok (&entry->token, 2, 0, 5) ||
      (index = tc_bnb_state_token_index (entry->token.v[0], entry->token.v[1])) < 0)
    return refuse (error, "take_weapon.token", _("That is not one of the 16 weapon token places"));
  if (!tc_bnb_state_adjacent (seat, entry->token.v[0], entry->token.v[1]))
    return refuse (error, "take_weapon.adjacent", _("Token %" PRId64 ",%" PRId64 " is not next to %s"),
                   entry->token.v[0], entry->token.v[1], PLAYER (rules, state->active));
  if (state->tokens[index] != TC_BNB_TOKEN_UP)
    return refuse (error, "take_weapon.face_up",
                   state->tokens[index] == TC_BNB_TOKEN_TAKEN ? _("That weapon is already taken")
                                                              : _("That token is still face down"));

  return TRUE;
}

static gboolean
check_hunger (const TcBnbRules  *rules,
              const TcBnbState  *state,
              const TcBnbEntry  *entry,
              GError           **error)
{
  const TcBnbSeat *seat = &state->seats[state->active];

  if (!in_range (entry->mob, 1, seat->n_mobs))
    return refuse (error, "hunger.mob", _("%s keeps %u mobs; there is no mob %" PRId64),
                   PLAYER (rules, state->active), seat->n_mobs, entry->mob);
  if (seat->mobs[entry->mob - 1].bonus != TC_BNB_BONUS_HUNGER)
    return refuse (error, "hunger.bonus", _("That %s shows an experience orb, not hunger"),
                   _(rules->data->mobs[seat->mobs[entry->mob - 1].mob].name));

  return TRUE;
}

/* An action entry: the turn has a slot for it (§4.2). */
static gboolean
check_action_slot (const TcBnbRules  *rules,
                   const TcBnbState  *state,
                   const TcBnbEntry  *entry,
                   GError           **error)
{
  TcBnbAction action = TC_BNB_ENTRY_ACTION (entry->type);

  if (tc_bnb_state_action_kind (rules, state, action) >= 0)
    return TRUE;
  if (state->extra_left > 0)
    return refuse (error, "turn.extra_repeat", _("The extra action may only repeat an action done this turn"));
  if (state->n_regular < TC_BNB_REGULAR_ACTIONS)
    return refuse (error, "turn.different", _("The two actions of a turn must be different"));

  return refuse (error, "turn.actions", _("%s has used both actions of the turn"), PLAYER (rules, state->active));
}

/* What every entry but a note, a setup and the answers to the queue needs:
 * the active seat, in phase actions, with nothing owed.
 */
static gboolean
check_active (const TcBnbRules  *rules,
              const TcBnbState  *state,
              const TcBnbEntry  *entry,
              GError           **error)
{
  if (!in_range (entry->seat, 1, rules->n_seats))
    return refuse (error, "seat.range", _("There is no seat %" PRId64), entry->seat);
  if (state->n_pending > 0)
    return refuse (error, "pending.owed",
                   state->pending[0].type == TC_BNB_PENDING_SCORE ? _("The scoring round comes first")
                                                                  : _("The tiles and tokens explored must be turned over first"));
  if (entry->seat != state->active + 1)
    return refuse (error, "turn.seat", _("It is %s’s turn"), PLAYER (rules, state->active));
  if (state->phase != TC_BNB_PHASE_ACTIONS)
    return refuse (error, "turn.scoring", _("The turn is over; the scoring round comes first"));

  return TRUE;
}

/**
 * tc_bnb_state_check:
 *
 * Whether @entry is legal in @state, with the reason when not.
 */
gboolean
tc_bnb_state_check (const TcBnbRules  *rules,
                    const TcBnbState  *state,
                    const TcBnbEntry  *entry,
                    GError           **error)
{
  if (state->finished)
    return refuse (error, "game.finished", _("The game is over"));
  if (!state->started && entry->type != TC_BNB_ENTRY_SETUP)
    return refuse (error, "setup.first", _("The game has not been set up yet"));
  if (state->started && entry->type == TC_BNB_ENTRY_SETUP)
    return refuse (error, "setup.once", _("The game is already set up"));
  if (entry->unknown != NULL)
    return refuse (error, "entry.unknown_id", "%s", entry->unknown);

  switch (entry->type)
    {
    case TC_BNB_ENTRY_SETUP:
      return check_setup (rules, entry, error);
    case TC_BNB_ENTRY_REVEAL:
      return check_reveal (rules, state, entry, error);
    case TC_BNB_ENTRY_SCORE_CHOICE:
      return check_score_choice (rules, state, entry, error);
    default:
      break;
    }

  if (!check_active (rules, state, entry, error))
    return FALSE;

  switch (entry->type)
    {
    case TC_BNB_ENTRY_END_TURN:
      return TRUE;
    case TC_BNB_ENTRY_HUNGER:
      return check_hunger (rules, state, entry, error);
    default:
      break;
    }

  if (!check_action_slot (rules, state, entry, error))
    return FALSE;

  switch (entry->type)
    {
    case TC_BNB_ENTRY_COLLECT:
      return check_collect (rules, state, entry, error);
    case TC_BNB_ENTRY_EXPLORE:
      return check_explore (rules, state, entry, error);
    case TC_BNB_ENTRY_BUILD:
      return check_build (rules, state, entry, error);
    case TC_BNB_ENTRY_FIGHT:
      return check_fight (rules, state, entry, error);
    case TC_BNB_ENTRY_TAKE_WEAPON:
      return check_take_weapon (rules, state, entry, error);
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* ------------------------------------------------------------ applying */

static void
apply_setup (const TcBnbRules *rules,
             TcBnbState       *state,
             const TcBnbEntry *entry)
{
  state->started = TRUE;
  for (guint s = 0; s < rules->n_seats; s++)
    for (guint i = 0; i < 9; i++)
      state->seats[s].board[i].biome = entry->boards[s][i];
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    state->weapon_hearts[w] = entry->weapon_hearts[w];
  for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    for (guint v = 0; v < 4; v++)
      state->scoring[a][v] = entry->scoring[a][v];
  start_turn (state, entry->first_seat - 1);
}

/* A tile of an entry as the state keeps it; its values are in bounds. */
TcBnbTile
tc_bnb_tile_from_entry (const TcBnbTileEntry *tile)
{
  TcBnbTile kept = { .kind = tile->kind, .xp = tile->xp };

  if (tile->kind == TC_BNB_TILE_BUILDING)
    {
      kept.biome = tile->biome;
      kept.material = tile->material;
      kept.type = tile->type;
      for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
        kept.cost[b] = tile->cost[b];
      return kept;
    }

  kept.mob = tile->mob;
  kept.hearts = tile->hearts;
  kept.bonus = tile->bonus;
  if (tile->bonus == TC_BNB_BONUS_ORB)
    {
      kept.orb_attribute = tile->orb_attribute;
      kept.orb_value = tile->orb_value;
      kept.orb_xp = tile->orb_xp;
    }

  return kept;
}

static void
remove_pending (TcBnbState *state,
                guint       index)
{
  memmove (&state->pending[index], &state->pending[index + 1],
           (state->n_pending - index - 1) * sizeof state->pending[0]);
  state->n_pending--;
}

static void
apply_reveal (TcBnbState       *state,
              const TcBnbEntry *entry)
{
  if (entry->reveals_stack)
    {
      remove_pending (state, find_pending_reveal (state, TC_BNB_PENDING_REVEAL_STACK,
                                                  entry->stack.v[0], entry->stack.v[1]));
      state->tops[TC_BNB_STACK (entry->stack.v[0], entry->stack.v[1])] = tc_bnb_tile_from_entry (&entry->tile);
    }
  else
    {
      gint index = tc_bnb_state_token_index (entry->token.v[0], entry->token.v[1]);

      remove_pending (state, find_pending_reveal (state, TC_BNB_PENDING_REVEAL_TOKEN,
                                                  entry->token.v[0], entry->token.v[1]));
      state->tokens[index] = TC_BNB_TOKEN_UP;
      state->token_weapons[index] = entry->weapon;
    }
}

/* The end (§6): orbs, then the most XP, then the most blocks. */
static void
finish (const TcBnbRules *rules,
        TcBnbState       *state)
{
  gint best_xp = G_MININT;
  guint best_blocks = 0;

  for (guint s = 0; s < rules->n_seats; s++)
    {
      TcBnbSeat *seat = &state->seats[s];

      seat->orbs = 0;
      for (guint m = 0; m < seat->n_mobs; m++)
        if (seat->mobs[m].bonus == TC_BNB_BONUS_ORB)
          seat->orbs += seat->mobs[m].orb_xp *
                        tc_bnb_state_group (seat, seat->mobs[m].orb_attribute, seat->mobs[m].orb_value, FALSE);
      seat->xp += seat->orbs;
    }

  for (guint s = 0; s < rules->n_seats; s++)
    {
      const TcBnbSeat *seat = &state->seats[s];
      guint blocks = tc_bnb_state_blocks_held (seat);

      if (seat->xp > best_xp || (seat->xp == best_xp && blocks > best_blocks))
        {
          best_xp = seat->xp;
          best_blocks = blocks;
          state->winners = 0;
        }
      if (seat->xp == best_xp && blocks == best_blocks)
        state->winners |= 1u << s;
    }

  state->finished = TRUE;
}

static void
apply_score_choice (const TcBnbRules *rules,
                    TcBnbState       *state,
                    const TcBnbEntry *entry)
{
  TcBnbPending front = state->pending[0];
  TcBnbSeat *seat = &state->seats[front.seat];
  guint value = entry->value[front.round];
  guint group;
  gint xp = tc_bnb_state_round_score (state, front.seat, front.round, value, &group);

  seat->scores[front.round] = (TcBnbRoundScore) { value, group, xp };
  seat->xp += xp;
  remove_pending (state, 0);
  if (state->n_pending > 0)
    return;

  /* Round C is the last: once it is owed, the queue that holds it ends
   * the game (§6).
   */
  if (state->owed[TC_BNB_TYPE])
    finish (rules, state);
  else
    start_turn (state, (state->active + 1) % rules->n_seats);
}

static void
apply_end_turn (const TcBnbRules *rules,
                TcBnbState       *state)
{
  guint64 occupied = tc_bnb_state_occupied_cells (state);
  gboolean any = FALSE;

  state->extra_left = 0;
  for (guint r = 0; r < TC_BNB_N_ATTRIBUTES; r++)
    {
      if (state->owed[r] || !layer_empty_in (occupied, rules->data->round_layer[r]))
        continue;

      state->owed[r] = TRUE;
      any = TRUE;
      for (guint i = 0; i < rules->n_seats; i++)
        state->pending[state->n_pending++] = (TcBnbPending) {
          .type = TC_BNB_PENDING_SCORE,
          .seat = (state->active + i) % rules->n_seats,
          .round = r,
        };
    }

  if (any)
    state->phase = TC_BNB_PHASE_SCORING;
  else
    start_turn (state, (state->active + 1) % rules->n_seats);
}

static void
apply_collect (TcBnbState       *state,
               const TcBnbEntry *entry)
{
  TcBnbSeat *seat = &state->seats[state->active];

  for (guint i = 0; i < entry->n_blocks; i++)
    {
      const TcBnbTake *take = &entry->blocks[i];

      state->cube[TC_BNB_CELL (take->at.v[0], take->at.v[1], take->at.v[2])] = 1 + take->block;
      state->named[take->block]++;
      seat->blocks[take->block]++;
    }
}

/* Stacks and tokens next to the crossing, in ascending cell order (§9.6). */
static void
apply_explore (TcBnbState       *state,
               const TcBnbEntry *entry)
{
  TcBnbSeat *seat = &state->seats[state->active];
  guint row = entry->to.v[0], col = entry->to.v[1];

  seat->row = row;
  seat->col = col;
  for (guint r = row - 1; r <= row; r++)
    for (guint c = col - 1; c <= col; c++)
      {
        gint token = tc_bnb_state_token_index (r, c);

        if (r >= 1 && r <= 4 && c >= 1 && c <= 4 &&
            state->remaining[TC_BNB_STACK (r, c)] > 0 && state->tops[TC_BNB_STACK (r, c)].kind == TC_BNB_TILE_NONE)
          state->pending[state->n_pending++] = (TcBnbPending) { TC_BNB_PENDING_REVEAL_STACK, r, c };
        else if (token >= 0 && state->tokens[token] == TC_BNB_TOKEN_DOWN)
          state->pending[state->n_pending++] = (TcBnbPending) { TC_BNB_PENDING_REVEAL_TOKEN, r, c };
      }
}

/* The tile leaves its stack; the next one stays face down (§3). */
static TcBnbTile
take_top (TcBnbState       *state,
          const TcBnbEntry *entry)
{
  guint stack = TC_BNB_STACK (entry->stack.v[0], entry->stack.v[1]);
  TcBnbTile tile = state->tops[stack];

  state->remaining[stack]--;
  state->tops[stack] = (TcBnbTile) { .kind = TC_BNB_TILE_NONE };

  return tile;
}

static void
apply_build (TcBnbState       *state,
             const TcBnbEntry *entry)
{
  TcBnbSeat *seat = &state->seats[state->active];
  TcBnbTile tile = take_top (state, entry);
  TcBnbSpace *space = &seat->board[(entry->space.v[0] - 1) * 3 + entry->space.v[1] - 1];

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    seat->blocks[b] -= entry->pay[b];
  *space = (TcBnbSpace) { tile.biome, tile.material, tile.type };
  seat->xp += tile.xp;
}

static void
apply_fight (const TcBnbRules *rules,
             TcBnbState       *state,
             const TcBnbEntry *entry)
{
  TcBnbSeat *seat = &state->seats[state->active];
  gint tnt = tc_bnb_data_find_weapon_power (rules->data, TC_BNB_POWER_EXPLODE);
  guint mob = TC_BNB_STACK (entry->stack.v[0], entry->stack.v[1]);
  guint drawn[TC_BNB_N_WEAPONS] = { 0 };

  for (guint i = 0; i < entry->n_drawn; i++)
    drawn[entry->drawn[i]]++;

  if (tc_bnb_state_fight_damage (rules, state, drawn, entry->detonate) >= state->tops[mob].hearts)
    {
      TcBnbTile tile = take_top (state, entry);

      seat->xp += tile.xp;
      seat->mobs[seat->n_mobs++] = tile;
    }
  /* Exploded TNT leaves the pile, won or lost. */
  if (entry->detonate > 0)
    seat->weapons[tnt] -= entry->detonate;
}

static void
apply_take_weapon (const TcBnbRules *rules,
                   TcBnbState       *state,
                   const TcBnbEntry *entry)
{
  TcBnbSeat *seat = &state->seats[state->active];
  gint index = tc_bnb_state_token_index (entry->token.v[0], entry->token.v[1]);
  guint weapon = state->token_weapons[index];

  state->tokens[index] = TC_BNB_TOKEN_TAKEN;
  seat->weapons[weapon]++;
  if (rules->seed_effects && rules->data->power[weapon] == TC_BNB_POWER_XP)
    seat->xp += rules->data->power_value[weapon];
}

static void
apply_hunger (TcBnbState       *state,
              const TcBnbEntry *entry)
{
  TcBnbSeat *seat = &state->seats[state->active];
  guint index = entry->mob - 1;

  memmove (&seat->mobs[index], &seat->mobs[index + 1], (seat->n_mobs - index - 1) * sizeof seat->mobs[0]);
  seat->n_mobs--;
  state->extra_left++;
}

static void
apply_action (const TcBnbRules *rules,
              TcBnbState       *state,
              const TcBnbEntry *entry)
{
  TcBnbAction action = TC_BNB_ENTRY_ACTION (entry->type);

  if (tc_bnb_state_action_kind (rules, state, action) == 0)
    state->regular[state->n_regular++] = action;
  else
    {
      state->extra[state->n_extra++] = action;
      state->extra_left--;
    }

  switch (entry->type)
    {
    case TC_BNB_ENTRY_COLLECT:
      apply_collect (state, entry);
      break;
    case TC_BNB_ENTRY_EXPLORE:
      apply_explore (state, entry);
      break;
    case TC_BNB_ENTRY_BUILD:
      apply_build (state, entry);
      break;
    case TC_BNB_ENTRY_FIGHT:
      apply_fight (rules, state, entry);
      break;
    case TC_BNB_ENTRY_TAKE_WEAPON:
      apply_take_weapon (rules, state, entry);
      break;
    default:
      g_return_if_reached ();
    }
}

/**
 * tc_bnb_state_apply:
 *
 * Checks @entry and, when it is legal, applies it whole; otherwise
 * @state is untouched and @error says which rule it breaks.
 */
gboolean
tc_bnb_state_apply (const TcBnbRules  *rules,
                    TcBnbState        *state,
                    const TcBnbEntry  *entry,
                    GError           **error)
{
  if (!tc_bnb_state_check (rules, state, entry, error))
    return FALSE;

  switch (entry->type)
    {
    case TC_BNB_ENTRY_SETUP:
      apply_setup (rules, state, entry);
      break;
    case TC_BNB_ENTRY_REVEAL:
      apply_reveal (state, entry);
      break;
    case TC_BNB_ENTRY_SCORE_CHOICE:
      apply_score_choice (rules, state, entry);
      break;
    case TC_BNB_ENTRY_END_TURN:
      apply_end_turn (rules, state);
      break;
    case TC_BNB_ENTRY_HUNGER:
      apply_hunger (state, entry);
      break;
    default:
      apply_action (rules, state, entry);
      break;
    }

  return TRUE;
}
