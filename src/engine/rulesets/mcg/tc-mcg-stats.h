/* tc-mcg-stats.h: what a Minecraft Card Game's entries add up to, per seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-game.h"
#include "tc-mcg-cards.h"

G_BEGIN_DECLS

/* Per seat, 0-based. A tool counts as used when it becomes used: a
 * `use_tool` entry (hoe, shovel, pickaxe), a sword answering a creeper, an
 * axe paying a craft.
 */
#define TC_MCG_N_POWERS 5

typedef struct
{
  guint n_seats;
  guint n_types;
  guint mined[TC_MCG_MAX_SEATS][TC_MCG_MAX_TYPES];   /* resource and wild cards, by type */
  guint tnt_mined[TC_MCG_MAX_SEATS];
  guint attacks[TC_MCG_MAX_SEATS];                   /* creeper attacks answered */
  guint swords[TC_MCG_MAX_SEATS];                    /* of those, with a sword */
  guint tools[TC_MCG_MAX_SEATS][TC_MCG_N_POWERS];    /* by TcMcgPower */
  guint crafts[TC_MCG_MAX_SEATS][TC_MCG_MAX_TYPES];  /* by material */
} TcMcgStats;

gboolean tc_mcg_stats_collect (TcGame      *game,
                               TcMcgStats  *stats);
gpointer tc_mcg_stats_new         (TcRuleset     *ruleset,
                                  TcGame        *game);
void     tc_mcg_stats_append_seat (TcRuleset     *ruleset,
                                  gconstpointer  stats,
                                  guint          seat,
                                  GString       *out);

G_END_DECLS
