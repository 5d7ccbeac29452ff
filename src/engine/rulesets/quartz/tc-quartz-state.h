/* tc-quartz-state.h: what the Quartz referee tracks (quartz-log-v1.md §3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tc-quartz-data.h"
#include "tc-quartz-entry.h"
#include "tc-types.h"

G_BEGIN_DECLS

/* One game's fixed facts: the box, the players and the rulings. */
typedef struct
{
  const TcQuartzData  *data;
  const char * const  *players;           /* as sentences show them */
  const char * const  *logged_players;    /* as the log holds them */
  guint                n_seats;
  gboolean             every_draw_marks;      /* unstable_marker = every_draw */
  gboolean             chest_takes_unstable;  /* chest_unstable = allowed */
} TcQuartzRules;

typedef enum
{
  TC_QUARTZ_PHASE_DRAW,
  TC_QUARTZ_PHASE_ROLL,
  TC_QUARTZ_PHASE_ACT,
} TcQuartzPhase;

typedef struct
{
  guint16  cart[TC_QUARTZ_N_KINDS];
  guint16  chest[TC_QUARTZ_N_KINDS];
  guint32  markers;
} TcQuartzSeat;

/* Plain data: the core copies it with memcpy() for its snapshots. */
typedef struct
{
  gboolean       started;
  gboolean       finished;
  guint8         round;            /* 1–6, 0 before setup */
  guint8         active;           /* 0-based */
  guint8         round_first;      /* 0-based first seat of this round */
  guint8         turns_done;       /* turns ended in this round */
  TcQuartzPhase  phase;
  gboolean       acted;            /* an action was taken this turn */
  guint32        rerolls;          /* this turn, free and paid */
  guint8         roll[TC_QUARTZ_N_FACES];    /* dice showing each face */
  guint8         unused[TC_QUARTZ_N_FACES];  /* of those, still unused */
  guint16        bag[TC_QUARTZ_N_KINDS];
  TcQuartzSeat   seats[TC_QUARTZ_MAX_SEATS];
  TcSeatSet      winners;
} TcQuartzState;

/* A seat's score as §4.3 and §6 make it up. */
typedef struct
{
  gint crystals;
  gint sets;
  gint chest_penalty;
  gint total;
} TcQuartzScore;

/* Crystals of @kind in the cart and the chest of 0-based @seat. */
static inline guint
tc_quartz_state_held (const TcQuartzState *state,
                      guint                seat,
                      guint                kind)
{
  return state->seats[seat].cart[kind] + state->seats[seat].chest[kind];
}

void      tc_quartz_state_init        (const TcQuartzRules  *rules,
                                       TcQuartzState        *state);
gboolean  tc_quartz_state_apply       (const TcQuartzRules  *rules,
                                       TcQuartzState        *state,
                                       const TcQuartzEntry  *entry,
                                       GError              **error);
void      tc_quartz_state_score       (const TcQuartzRules  *rules,
                                       const TcQuartzState  *state,
                                       guint                 seat,
                                       TcQuartzScore        *score);
void      tc_quartz_state_score_all   (const TcQuartzRules  *rules,
                                       const TcQuartzState  *state,
                                       TcQuartzScore        *scores);
guint     tc_quartz_state_bag_total   (const TcQuartzState  *state);
guint     tc_quartz_state_next_first  (const TcQuartzRules  *rules,
                                       const TcQuartzState  *state);
JsonNode *tc_quartz_state_to_json     (const TcQuartzRules  *rules,
                                       const TcQuartzState  *state);

G_END_DECLS
