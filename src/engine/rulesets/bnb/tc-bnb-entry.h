/* tc-bnb-entry.h: one entry of a Builders & Biomes log, parsed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tc-bnb-data.h"

G_BEGIN_DECLS

typedef enum
{
  TC_BNB_ENTRY_SETUP,
  TC_BNB_ENTRY_COLLECT,          /* the actions, in TcBnbAction order */
  TC_BNB_ENTRY_EXPLORE,
  TC_BNB_ENTRY_BUILD,
  TC_BNB_ENTRY_FIGHT,
  TC_BNB_ENTRY_TAKE_WEAPON,
  TC_BNB_ENTRY_HUNGER,
  TC_BNB_ENTRY_REVEAL,
  TC_BNB_ENTRY_END_TURN,
  TC_BNB_ENTRY_SCORE_CHOICE,
  TC_BNB_ENTRY_NOTE,
  TC_BNB_N_ENTRY_TYPES,
} TcBnbEntryType;

#define TC_BNB_ENTRY_IS_ACTION(type) \
  ((type) >= TC_BNB_ENTRY_COLLECT && (type) <= TC_BNB_ENTRY_TAKE_WEAPON)
#define TC_BNB_ENTRY_ACTION(type) ((TcBnbAction) ((type) - TC_BNB_ENTRY_COLLECT))

/* §2.1: no array inside an entry holds more items, no string more
 * characters (Unicode code points).
 */
#define TC_BNB_MAX_ITEMS 64
#define TC_BNB_MAX_STRING_CHARS 4096

typedef enum
{
  TC_BNB_TILE_NONE,
  TC_BNB_TILE_BUILDING,
  TC_BNB_TILE_MOB,
} TcBnbTileKind;

typedef enum
{
  TC_BNB_BONUS_HUNGER,
  TC_BNB_BONUS_ORB,
} TcBnbBonus;

/* A coordinate array as written: its length and its first 3 items. */
typedef struct
{
  guint   n;
  gint64  v[3];
} TcBnbCoord;

/* A tile as a reveal gives it; ids are -1 when they name nothing. */
typedef struct
{
  gint    kind;            /* TcBnbTileKind, -1 for an unknown kind */
  gint    biome;
  gint    material;
  gint    type;
  gint64  cost[TC_BNB_N_BLOCKS];
  gint64  xp;
  gint    mob;
  gint64  hearts;
  gint    bonus;           /* TcBnbBonus, -1 for an unknown bonus */
  gint    orb_attribute;   /* TcBnbAttribute, -1 unknown */
  gint    orb_value;
  gint64  orb_xp;
} TcBnbTileEntry;

typedef struct
{
  TcBnbCoord  at;
  gint        block;
} TcBnbTake;

typedef struct
{
  TcBnbEntryType  type;
  gint64          seat;
  /* setup: boards as given (the first 4, each its first 9 biomes) */
  guint           n_boards;
  gboolean        boards_of_nine;     /* every board lists 9 biomes */
  gint8           boards[4][9];
  gint64          weapon_hearts[TC_BNB_N_WEAPONS];
  gint64          scoring[TC_BNB_N_ATTRIBUTES][4];
  gint64          first_seat;
  /* collect */
  guint           n_blocks;
  TcBnbTake      *blocks;
  /* explore */
  TcBnbCoord      to;
  /* build, fight, and reveal with a stack */
  TcBnbCoord      stack;
  TcBnbCoord      space;
  gint64          pay[TC_BNB_N_BLOCKS];
  guint           n_drawn;
  gint           *drawn;
  gint64          detonate;
  /* take_weapon, and reveal with a token */
  TcBnbCoord      token;
  /* hunger */
  gint64          mob;
  /* reveal */
  gboolean        reveals_stack;
  TcBnbTileEntry  tile;
  gint            weapon;
  /* score_choice: the value's index among biomes, materials and types */
  gint            value[TC_BNB_N_ATTRIBUTES];
  char           *value_id;
  /* the first id that names nothing, in a sentence, for the rules */
  char           *unknown;
} TcBnbEntry;

extern const char * const tc_bnb_entry_kinds[];

gboolean    tc_bnb_entry_check_form (JsonObject        *object,
                                     GError           **error);
TcBnbEntry *tc_bnb_entry_parse_kind (const TcBnbData   *data,
                                     TcBnbEntryType     kind,
                                     JsonObject        *object,
                                     GError           **error);
TcBnbEntry *tc_bnb_entry_parse      (const TcBnbData   *data,
                                     JsonObject        *object,
                                     GError           **error);
void        tc_bnb_entry_free       (TcBnbEntry        *entry);
JsonObject *tc_bnb_entry_to_json    (const TcBnbData   *data,
                                     const TcBnbEntry  *entry);
JsonObject *tc_bnb_tile_entry_to_json (const TcBnbData      *data,
                                       const TcBnbTileEntry *tile);
const char *tc_bnb_entry_type_name  (TcBnbEntryType     type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TcBnbEntry, tc_bnb_entry_free)

G_END_DECLS
