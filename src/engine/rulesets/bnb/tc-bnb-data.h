/* tc-bnb-data.h: the ids and box contents of Minecraft: Builders & Biomes
 * (bnb-log-v1.md §1), read from data/games/bnb/bnb.json
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each list in the canonical order of §1; the data file must agree. */
enum { TC_BNB_WOOD, TC_BNB_SAND, TC_BNB_STONE, TC_BNB_OBSIDIAN, TC_BNB_EMERALD, TC_BNB_N_BLOCKS };
enum { TC_BNB_N_BIOMES = 4, TC_BNB_N_MATERIALS = 4, TC_BNB_N_TYPES = 4 };
enum { TC_BNB_N_WEAPONS = 9, TC_BNB_N_MOBS = 6 };

typedef enum
{
  TC_BNB_COLLECT,
  TC_BNB_EXPLORE,
  TC_BNB_BUILD,
  TC_BNB_FIGHT,
  TC_BNB_TAKE_WEAPON,
  TC_BNB_N_ACTIONS,
} TcBnbAction;

/* The attributes a space has and a scoring round (A, B, C) asks for. */
typedef enum
{
  TC_BNB_BIOME,
  TC_BNB_MATERIAL,
  TC_BNB_TYPE,
  TC_BNB_N_ATTRIBUTES,
} TcBnbAttribute;

/* What a weapon does under weapon_effects = seed, besides its hearts. */
typedef enum
{
  TC_BNB_POWER_NONE,
  TC_BNB_POWER_DRAW,       /* one more token drawn per one in the pile */
  TC_BNB_POWER_XP,         /* XP when taken */
  TC_BNB_POWER_COLLECT,    /* one more block per collect per one in the pile */
  TC_BNB_POWER_EXPLODE,    /* may count a fixed damage, then leaves the pile */
} TcBnbPower;

typedef struct
{
  char  *id;
  char  *name;    /* untranslated */
  char  *color;   /* nullable */
  char   key;     /* the letter typed for it, and shown with its colour */
} TcBnbName;

typedef struct
{
  TcBnbName   blocks[TC_BNB_N_BLOCKS];
  guint       box[TC_BNB_N_BLOCKS];
  guint       wild;                         /* the block that pays for any */
  TcBnbName   biomes[TC_BNB_N_BIOMES];
  TcBnbName   materials[TC_BNB_N_MATERIALS];
  TcBnbName   types[TC_BNB_N_TYPES];
  TcBnbName   weapons[TC_BNB_N_WEAPONS];
  guint       start[TC_BNB_N_WEAPONS];     /* each seat's starting pile */
  TcBnbPower  power[TC_BNB_N_WEAPONS];
  gint        power_value[TC_BNB_N_WEAPONS];  /* XP of an XP power, damage of an explosion */
  TcBnbName   mobs[TC_BNB_N_MOBS];
  TcBnbName   actions[TC_BNB_N_ACTIONS];
  TcBnbName   rounds[TC_BNB_N_ATTRIBUTES];   /* "A", "B", "C"; name: what is scored */
  guint       round_layer[TC_BNB_N_ATTRIBUTES];
} TcBnbData;

const TcBnbData *tc_bnb_data_get_default   (void);
const TcBnbName *tc_bnb_data_values        (const TcBnbData *data,
                                            TcBnbAttribute   attribute,
                                            guint           *n_values);
const char      *tc_bnb_data_attribute_id  (TcBnbAttribute   attribute);
gint             tc_bnb_data_find          (const TcBnbName *names,
                                            guint            n_names,
                                            const char      *id);
gint             tc_bnb_data_find_weapon_power (const TcBnbData *data,
                                                TcBnbPower       power);

G_END_DECLS
