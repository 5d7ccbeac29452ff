/* tc-quartz-entry.h: one entry of a Quartz log, parsed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tc-quartz-data.h"

G_BEGIN_DECLS

typedef enum
{
  TC_QUARTZ_ENTRY_SETUP,
  TC_QUARTZ_ENTRY_DRAW,
  TC_QUARTZ_ENTRY_ROLL,
  TC_QUARTZ_ENTRY_REROLL,
  TC_QUARTZ_ENTRY_PICKAXE,       /* the actions, in face order */
  TC_QUARTZ_ENTRY_JACKHAMMER,
  TC_QUARTZ_ENTRY_CHEST,
  TC_QUARTZ_ENTRY_MINECART,
  TC_QUARTZ_ENTRY_STEAL,
  TC_QUARTZ_ENTRY_END_TURN,
  TC_QUARTZ_ENTRY_NOTE,
  TC_QUARTZ_N_ENTRY_TYPES,
} TcQuartzEntryType;

#define TC_QUARTZ_ENTRY_IS_ACTION(type) \
  ((type) >= TC_QUARTZ_ENTRY_PICKAXE && (type) <= TC_QUARTZ_ENTRY_STEAL)
#define TC_QUARTZ_ENTRY_FACE(type) ((TcQuartzFace) ((type) - TC_QUARTZ_ENTRY_PICKAXE))

/* The most items of a list an entry keeps; longer lists are counted and
 * refused by the rules, since no action is stronger than 5 dice allow.
 */
#define TC_QUARTZ_MAX_LISTED 16

typedef struct
{
  gint64 seat;
  gint   kind;        /* -1: not a crystal id */
} TcQuartzSteal;

typedef struct
{
  TcQuartzEntryType type;
  gint64            seat;

  /* setup */
  gint64            bag[TC_QUARTZ_N_COLOURS];
  gint64            first_seat;

  /* draw */
  gint              crystal;

  /* roll, reroll: n_dice counts every item, dice[] keeps the first 5 */
  guint             n_dice;
  gint              dice[TC_QUARTZ_N_DICE];

  /* actions */
  gint64            faces;
  gint64            helmet_pairs;
  guint             n_crystals;    /* pickaxe and chest crystals, jackhammer drawn */
  gint              crystals[TC_QUARTZ_MAX_LISTED];
  guint             n_returned;
  gint              returned[TC_QUARTZ_MAX_LISTED];
  guint             n_to;
  gint64            to[TC_QUARTZ_MAX_LISTED];
  guint             n_from;
  TcQuartzSteal     from[TC_QUARTZ_MAX_LISTED];

  /* the first crystal or face id that names nothing, for the rules */
  char             *unknown;
} TcQuartzEntry;

extern const char * const tc_quartz_entry_kinds[];

TcQuartzEntry *tc_quartz_entry_parse      (const TcQuartzData  *data,
                                           TcQuartzEntryType    kind,
                                           JsonObject          *object,
                                           GError             **error);
void           tc_quartz_entry_free       (TcQuartzEntry       *entry);
JsonObject    *tc_quartz_entry_to_json    (const TcQuartzData  *data,
                                           const TcQuartzEntry *entry);
const char    *tc_quartz_entry_type_name  (TcQuartzEntryType    type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TcQuartzEntry, tc_quartz_entry_free)

G_END_DECLS
