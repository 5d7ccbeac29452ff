/* tc-mcg-state.h: the referee's state of a Minecraft Card Game and its entries
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <string.h>

#include "tc-mcg-cards.h"

G_BEGIN_DECLS

/* At most this many ids of one list are kept; a longer list is still
 * counted so that the rules can refuse it.
 */
#define TC_MCG_MAX_LISTED 80
#define TC_MCG_MAX_QUEUE  16

typedef enum
{
  TC_MCG_ENTRY_SETUP,
  TC_MCG_ENTRY_MINE,
  TC_MCG_ENTRY_REVEAL,
  TC_MCG_ENTRY_TNT_KEEP,
  TC_MCG_ENTRY_CREEPER_DISCARD,
  TC_MCG_ENTRY_CRAFT,
  TC_MCG_ENTRY_RESERVE,
  TC_MCG_ENTRY_USE_TOOL,
  TC_MCG_ENTRY_END_TURN,
  TC_MCG_ENTRY_NOTE,
  TC_MCG_N_ENTRY_TYPES
} TcMcgEntryType;

typedef struct
{
  guint8 klass;   /* TcMcgCardClass */
  guint8 code;
} TcMcgCardRef;

/* The parsed form of one entry. Numbers are kept as written (any JSON
 * integer): ranges are rules, checked when the entry is applied.
 */
typedef struct
{
  TcMcgEntryType  type;
  gint64          seat;
  gint64          pile;           /* mine, reveal, reserve, craft from a pile */
  gint64          first_seat;
  gint64          target;
  gboolean        has_target;
  gboolean        craft_pile;     /* reveal: "craft_pile" rather than "pile" */
  gboolean        from_reserve;   /* craft */
  TcMcgCardRef    card;           /* reveal, creeper_discard (card or sword), use_tool */
  gboolean        sword;          /* creeper_discard answered with a sword */
  guint           n_cards;        /* resource_tops, tnt_keep cards, pay */
  guint           n_crafts;       /* craft_tops, axes */
  char           *unknown;        /* the first id that is no card, or NULL */

  /* The lists come last: only their first n_cards / n_crafts are read, so
   * clearing an entry clears the members above and leaves these.
   */
  TcMcgCardRef    cards[TC_MCG_MAX_LISTED];
  TcMcgCardRef    crafts[TC_MCG_MAX_LISTED];
} TcMcgEntry;

typedef enum
{
  TC_MCG_CAUSE_SETUP,
  TC_MCG_CAUSE_MINE,
  TC_MCG_CAUSE_TNT,
  TC_MCG_CAUSE_HOE,
  TC_MCG_CAUSE_CRAFT,
} TcMcgCause;

typedef enum
{
  TC_MCG_PENDING_REVEAL,
  TC_MCG_PENDING_CRAFT_REVEAL,
  TC_MCG_PENDING_TNT_KEEP,
  TC_MCG_PENDING_CREEPER,
} TcMcgPendingKind;

typedef struct
{
  guint8 kind;
  guint8 pile;                       /* 0-based resource or craft pile */
  guint8 cause;
  guint8 seat;                       /* tnt_keep: the miner, 0-based */
  guint8 owing;                      /* creeper: bit per seat still owing */
  guint8 rebuilt;                    /* reveal: the pile was just rebuilt from the discard */
  guint8 n_from;                     /* tnt_keep: taken cards in pile order */
  guint8 from[TC_MCG_MAX_PILES];
  guint8 from_pile[TC_MCG_MAX_PILES];
} TcMcgPending;

typedef struct
{
  guint8 remaining;                  /* top included */
  gint8  top;                        /* resource code or TC_MCG_NO_CARD */
  guint8 rebuilt;                    /* contents known: rebuilt from the discard */
  guint8 contents[TC_MCG_MAX_RESOURCE_IDS];
} TcMcgPile;

typedef struct
{
  guint8 remaining;
  gint8  top;                        /* craft code or TC_MCG_NO_CARD */
} TcMcgCraftPile;

typedef struct
{
  guint8  hand[TC_MCG_MAX_RESOURCE_IDS];
  guint8  n_hand;
  gint8   reserved;
  guint8  points;
  guint8  shovels;                   /* penalties waiting for the next turn */
  guint32 crafted;                   /* bit per craft code */
  guint32 used;
} TcMcgSeat;

/* Plain data without pointers, copied with memcpy() for snapshots. */
typedef struct
{
  guint8         n_seats;
  guint8         started;
  gint8          winner;             /* 0-based seat or -1 */
  guint8         active;             /* 0-based seat */
  guint8         actions_left;
  guint8         n_discard;
  guint8         n_queue;
  guint32        craft_seen;
  guint8         discard[TC_MCG_MAX_RESOURCE_IDS];
  TcMcgPile      piles[TC_MCG_MAX_PILES];
  TcMcgCraftPile craft_piles[TC_MCG_MAX_CRAFT_PILES];
  TcMcgSeat      seats[TC_MCG_MAX_SEATS];
  TcMcgPending   queue[TC_MCG_MAX_QUEUE];
} TcMcgState;

typedef enum
{
  TC_MCG_EMPTY_PILE_RESHUFFLE_DISCARD,
  TC_MCG_EMPTY_PILE_STAY_EMPTY,
} TcMcgEmptyPile;

typedef enum
{
  TC_MCG_SHOVEL_SKIP_ONE_ACTION,
  TC_MCG_SHOVEL_LIMIT_TO_ONE_ACTION,
} TcMcgShovel;

/* Everything fixed for one game: the card data, the seats and the rulings. */
typedef struct
{
  const TcMcgCards    *cards;
  const char * const  *players;           /* as sentences show them */
  const char * const  *logged_players;    /* as the log holds them */
  guint                n_seats;
  guint                target;
  TcMcgEmptyPile       empty_pile;
  gboolean             creeper_attacks_after_tnt;
  gboolean             creeper_attacks_after_hoe;
  TcMcgShovel          shovel;
} TcMcgRules;

void      tc_mcg_state_init          (const TcMcgRules  *rules,
                                      TcMcgState        *state);
gboolean  tc_mcg_state_apply         (const TcMcgRules  *rules,
                                      TcMcgState        *state,
                                      const TcMcgEntry  *entry,
                                      GError           **error);
void      tc_mcg_state_count_unseen_all (const TcMcgRules *rules,
                                      const TcMcgState  *state,
                                      guint             *unseen);
void      tc_mcg_state_count_revealable (const TcMcgRules *rules,
                                      const TcMcgState  *state,
                                      guint              pile,
                                      guint             *counts);
guint     tc_mcg_state_count_located (const TcMcgRules  *rules,
                                      const TcMcgState  *state,
                                      guint              code);
guint     tc_mcg_state_count_unseen  (const TcMcgRules  *rules,
                                      const TcMcgState  *state,
                                      guint              code);
gboolean  tc_mcg_state_turn_is_spent (const TcMcgRules  *rules,
                                      const TcMcgState  *state);
guint     tc_mcg_state_count_in_flight (const TcMcgState *state);

/* Empties an entry before it is filled in; see TcMcgEntry for the lists.
 * Inline, as the next: the simulator calls both for every entry.
 */
static inline void
tc_mcg_entry_clear (TcMcgEntry *entry)
{
  memset (entry, 0, G_STRUCT_OFFSET (TcMcgEntry, cards));
}

static inline gboolean
tc_mcg_state_is_finished (const TcMcgState *state)
{
  return state->winner >= 0;
}

static inline gboolean
tc_mcg_pending_is_reveal (const TcMcgPending *item)
{
  return item->kind == TC_MCG_PENDING_REVEAL || item->kind == TC_MCG_PENDING_CRAFT_REVEAL;
}

/**
 * tc_mcg_state_front_run:
 *
 * Inline: the simulator and the reveal rule ask it at every reveal.
 *
 * Returns: how many reveals stand at the front of the queue; any of them
 *   may be answered first (§4.1)
 */
static inline guint
tc_mcg_state_front_run (const TcMcgState *state)
{
  guint n = 0;

  while (n < state->n_queue && tc_mcg_pending_is_reveal (&state->queue[n]))
    n++;

  return n;
}

/* Bit per craft code: the seat's tools of @power it has not used yet. */
static inline guint32
tc_mcg_seat_unused_tools (const TcMcgCards *cards,
                          const TcMcgSeat  *seat,
                          TcMcgPower        power)
{
  return seat->crafted & ~seat->used & cards->by_power[power];
}

G_END_DECLS
