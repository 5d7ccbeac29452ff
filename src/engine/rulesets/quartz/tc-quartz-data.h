/* tc-quartz-data.h: what the Quartz box holds, from data/games/quartz/quartz.json
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The spec's canonical orders (quartz-log-v1.md §1): the data file must
 * list crystals and faces in this order.
 */
typedef enum
{
  TC_QUARTZ_WHITE,
  TC_QUARTZ_PINK,
  TC_QUARTZ_GREEN,
  TC_QUARTZ_BLUE,
  TC_QUARTZ_RED,
  TC_QUARTZ_YELLOW,
  TC_QUARTZ_UNSTABLE,
  TC_QUARTZ_N_KINDS,
} TcQuartzKind;

#define TC_QUARTZ_N_COLOURS TC_QUARTZ_UNSTABLE

typedef enum
{
  TC_QUARTZ_PICKAXE,
  TC_QUARTZ_JACKHAMMER,
  TC_QUARTZ_CHEST,
  TC_QUARTZ_MINECART,
  TC_QUARTZ_STEAL,
  TC_QUARTZ_HELMET,
  TC_QUARTZ_N_FACES,
} TcQuartzFace;

#define TC_QUARTZ_N_DICE    5
#define TC_QUARTZ_MAX_SEATS 6
#define TC_QUARTZ_MAX_SETS  8
#define TC_QUARTZ_MOST_HELD 64     /* crystals of one colour a table looks up */

typedef struct
{
  char   *id;
  char   *name;         /* untranslated; N_() in the generated strings */
  char   *color;        /* #rrggbb for the window */
  char    key;          /* the letter typed for it */
  gint    value;
} TcQuartzCrystal;

typedef struct
{
  char   *id;
  char   *name;
  char    key;
  guint   min_strength; /* 0: not an action (the helmet) */
} TcQuartzFaceInfo;

typedef struct
{
  TcQuartzCrystal   crystals[TC_QUARTZ_N_KINDS];
  TcQuartzFaceInfo  faces[TC_QUARTZ_N_FACES];
  guint             set_counts[TC_QUARTZ_MAX_SETS];   /* ascending */
  gint              set_bonuses[TC_QUARTZ_MAX_SETS];
  guint             n_sets;
  gint              bonus_by_count[TC_QUARTZ_MOST_HELD + 1];  /* the sets, looked up */
  gint              chest_penalty;
  guint             n_rounds;
  guint             free_rerolls;
  guint             unstable_first_round;
  guint             unstable_later_rounds;
  guint             most_of_a_colour;
  guint             default_bag[TC_QUARTZ_N_COLOURS];
  gboolean          default_bag_verified;
  char             *default_bag_source;
} TcQuartzData;

const TcQuartzData *tc_quartz_data_get_default (void);
gint                tc_quartz_data_find_crystal (const TcQuartzData *data,
                                                 const char         *id);
gint                tc_quartz_data_find_face    (const TcQuartzData *data,
                                                 const char         *id);
gint                tc_quartz_data_crystal_by_key (const TcQuartzData *data,
                                                 gunichar            key);
gint                tc_quartz_data_face_by_key  (const TcQuartzData *data,
                                                 gunichar            key);
gboolean            tc_quartz_data_parse_dice   (const TcQuartzData *data,
                                                 const char         *text,
                                                 guint              *dice,
                                                 GError            **error);
gint                tc_quartz_data_parse_crystal (const TcQuartzData *data,
                                                 const char         *text,
                                                 GError            **error);
gint                tc_quartz_data_set_bonus    (const TcQuartzData *data,
                                                 guint               count);
const char         *tc_quartz_data_crystal_name (const TcQuartzData *data,
                                                 guint               kind);
const char         *tc_quartz_data_face_name    (const TcQuartzData *data,
                                                 guint               face);

G_END_DECLS
