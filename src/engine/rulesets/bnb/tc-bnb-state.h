/* tc-bnb-state.h: what the Builders & Biomes referee tracks
 * (bnb-log-v1.md §3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tc-bnb-data.h"
#include "tc-bnb-entry.h"
#include "tc-types.h"

G_BEGIN_DECLS

#define TC_BNB_MAX_SEATS 4
#define TC_BNB_N_LAYERS 4
#define TC_BNB_N_CELLS 64          /* the cube: 4 layers of 4 × 4 */
#define TC_BNB_N_STACKS 16         /* map cells [1,1]…[4,4] */
#define TC_BNB_N_TOKENS 16         /* the ring of map cells around them */
#define TC_BNB_STACK_TILES 4
#define TC_BNB_REGULAR_ACTIONS 2
#define TC_BNB_DRAWN 3             /* tokens drawn in a fight, before bows */
#define TC_BNB_EXPLORE_REACH 2
#define TC_BNB_START_CROSSING 3    /* every seat starts on [3,3] */
#define TC_BNB_MAX_MOBS 64         /* every tile of the box (§1: any tile may be a mob) */
#define TC_BNB_MAX_PENDING 16      /* 4 reveals, or 3 rounds × 4 seats */
#define TC_BNB_MAX_EXTRA 64        /* extra actions done in one turn: one per mob */

/* One game's fixed facts: the box, the players and the rulings. */
typedef struct
{
  const TcBnbData     *data;
  const char * const  *players;           /* as sentences show them */
  const char * const  *logged_players;    /* as the log holds them */
  guint                n_seats;
  gboolean             seed_effects;     /* weapon_effects = seed */
  gboolean             extra_any;        /* hunger_extra = any */
} TcBnbRules;

/* A tile as the state keeps it (kind NONE: no tile, or face down). */
typedef struct
{
  guint8  kind;            /* TcBnbTileKind */
  guint8  biome;
  guint8  material;
  guint8  type;
  guint8  cost[TC_BNB_N_BLOCKS];
  guint8  xp;
  guint8  mob;
  guint8  hearts;
  guint8  bonus;           /* TcBnbBonus */
  guint8  orb_attribute;
  guint8  orb_value;
  guint8  orb_xp;
} TcBnbTile;

#define TC_BNB_NONE 0xff   /* a space's material or type before it is built on */

typedef struct
{
  guint8  biome;
  guint8  material;        /* TC_BNB_NONE until built on */
  guint8  type;
} TcBnbSpace;

typedef struct
{
  gint8   value;           /* -1: not scored yet */
  guint8  group;
  gint16  xp;
} TcBnbRoundScore;

typedef struct
{
  guint8           row, col;        /* crossing, 1–5 */
  guint16          blocks[TC_BNB_N_BLOCKS];
  guint16          weapons[TC_BNB_N_WEAPONS];
  gint32           xp;
  gint32           orbs;            /* -1 until the end */
  TcBnbSpace       board[9];
  TcBnbRoundScore  scores[TC_BNB_N_ATTRIBUTES];
  guint8           n_mobs;
  TcBnbTile        mobs[TC_BNB_MAX_MOBS];
} TcBnbSeat;

typedef enum
{
  TC_BNB_PENDING_REVEAL_STACK,
  TC_BNB_PENDING_REVEAL_TOKEN,
  TC_BNB_PENDING_SCORE,
} TcBnbPendingType;

typedef struct
{
  guint8  type;            /* TcBnbPendingType */
  guint8  row, col;        /* map cell of a reveal */
  guint8  seat;            /* 0-based, of a score choice */
  guint8  round;           /* TcBnbAttribute of a score choice */
} TcBnbPending;

typedef enum
{
  TC_BNB_TOKEN_DOWN,
  TC_BNB_TOKEN_UP,
  TC_BNB_TOKEN_TAKEN,
} TcBnbTokenState;

typedef enum
{
  TC_BNB_PHASE_ACTIONS,
  TC_BNB_PHASE_SCORING,
} TcBnbPhase;

/* Plain data: the core copies it with memcpy() for its snapshots. */
typedef struct
{
  gboolean      started;
  gboolean      finished;
  /* the cube, layer by layer, row-major: 0 while the block is there,
   * else 1 + the block id named when it was taken
   */
  guint8        cube[TC_BNB_N_CELLS];
  guint8        named[TC_BNB_N_BLOCKS];
  guint8        remaining[TC_BNB_N_STACKS];
  TcBnbTile     tops[TC_BNB_N_STACKS];         /* kind NONE: face down or empty */
  guint8        tokens[TC_BNB_N_TOKENS];       /* TcBnbTokenState */
  guint8        token_weapons[TC_BNB_N_TOKENS];
  guint8        weapon_hearts[TC_BNB_N_WEAPONS];
  guint8        scoring[TC_BNB_N_ATTRIBUTES][4];
  gboolean      owed[TC_BNB_N_ATTRIBUTES];     /* rounds owed so far */
  /* the turn */
  guint8        active;                        /* 0-based */
  guint8        phase;                         /* TcBnbPhase */
  guint8        n_regular;
  guint8        regular[TC_BNB_REGULAR_ACTIONS];
  guint8        n_extra;
  guint8        extra[TC_BNB_MAX_EXTRA];
  guint8        extra_left;
  guint8        n_pending;
  TcBnbPending  pending[TC_BNB_MAX_PENDING];
  TcBnbSeat     seats[TC_BNB_MAX_SEATS];
  TcSeatSet     winners;
} TcBnbState;

/* Cube cell index of 1-based [layer, row, col]. */
#define TC_BNB_CELL(layer, row, col) (((layer) - 1) * 16 + ((row) - 1) * 4 + ((col) - 1))
/* Index of the stack at 1-based map cell [row, col]. */
#define TC_BNB_STACK(row, col) (((row) - 1) * 4 + ((col) - 1))

void      tc_bnb_state_init          (const TcBnbRules   *rules,
                                      TcBnbState         *state);
gboolean  tc_bnb_state_apply         (const TcBnbRules   *rules,
                                      TcBnbState         *state,
                                      const TcBnbEntry   *entry,
                                      GError            **error);
gboolean  tc_bnb_state_check         (const TcBnbRules   *rules,
                                      const TcBnbState   *state,
                                      const TcBnbEntry   *entry,
                                      GError            **error);
TcBnbTile tc_bnb_tile_from_entry     (const TcBnbTileEntry *tile);
gboolean  tc_bnb_state_takeable      (const TcBnbState   *state,
                                      guint               cell);
guint64   tc_bnb_state_occupied_cells (const TcBnbState  *state);
guint64   tc_bnb_takeable_cells      (guint64             occupied);

/* The set bits of a mask of cells. GCC's popcount builtin is a library
 * call on the baseline x86-64 the project builds for.
 */
static inline guint
tc_bnb_count_cells (guint64 cells)
{
  cells -= (cells >> 1) & G_GUINT64_CONSTANT (0x5555555555555555);
  cells = (cells & G_GUINT64_CONSTANT (0x3333333333333333)) +
          ((cells >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  cells = (cells + (cells >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);

  return (cells * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56;
}
guint     tc_bnb_state_cube_count    (const TcBnbState   *state);
gboolean  tc_bnb_state_layer_empty   (const TcBnbState   *state,
                                      guint               layer);
gint      tc_bnb_state_token_index   (guint               row,
                                      guint               col);
void      tc_bnb_state_token_cell    (guint               index,
                                      guint              *row,
                                      guint              *col);
gboolean  tc_bnb_state_adjacent      (const TcBnbSeat    *seat,
                                      guint               row,
                                      guint               col);
gboolean  tc_bnb_state_can_explore_to (const TcBnbState  *state,
                                       guint              row,
                                       guint              col);
gint      tc_bnb_state_action_kind   (const TcBnbRules   *rules,
                                      const TcBnbState   *state,
                                      TcBnbAction         action);
gboolean  tc_bnb_state_action_open   (const TcBnbRules   *rules,
                                      const TcBnbState   *state,
                                      TcBnbAction         action);
guint     tc_bnb_state_most_collected (const TcBnbRules  *rules,
                                       const TcBnbState  *state);
guint     tc_bnb_state_least_collected (const TcBnbState *state);
gboolean  tc_bnb_state_advise_payment (const TcBnbRules *rules,
                                       const TcBnbState *state,
                                       const TcBnbTile  *tile,
                                       guint            *pay);
gint      tc_bnb_state_fight_damage  (const TcBnbRules   *rules,
                                      const TcBnbState   *state,
                                      const guint        *drawn,
                                      guint               detonate);
guint     tc_bnb_state_n_drawn       (const TcBnbRules   *rules,
                                      const TcBnbState   *state);
guint     tc_bnb_state_group         (const TcBnbSeat    *seat,
                                      TcBnbAttribute      attribute,
                                      guint               value,
                                      gboolean            connected);
guint     tc_bnb_state_round_score   (const TcBnbState   *state,
                                      guint               seat,
                                      TcBnbAttribute      round,
                                      guint               value,
                                      guint              *group);
guint     tc_bnb_state_blocks_held   (const TcBnbSeat    *seat);
JsonNode *tc_bnb_state_to_json       (const TcBnbRules   *rules,
                                      const TcBnbState   *state);

G_END_DECLS
