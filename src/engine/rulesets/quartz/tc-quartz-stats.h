/* tc-quartz-stats.h: what a Quartz game's entries add up to, per seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-game.h"
#include "tc-quartz-data.h"

G_BEGIN_DECLS

/* Per seat, 0-based. */
typedef struct
{
  guint n_seats;
  guint gained[TC_QUARTZ_MAX_SEATS][TC_QUARTZ_N_KINDS];  /* drawn, mined or kept from a jackhammer */
  guint steals[TC_QUARTZ_MAX_SEATS];                     /* crystals stolen from others */
  guint stolen[TC_QUARTZ_MAX_SEATS];                     /* crystals others stole */
  guint chested[TC_QUARTZ_MAX_SEATS];                    /* crystals locked in the chest */
  guint sent[TC_QUARTZ_MAX_SEATS];                       /* unstables sent by minecart */
  guint rerolls[TC_QUARTZ_MAX_SEATS];
  guint markers_used[TC_QUARTZ_MAX_SEATS];
} TcQuartzStats;

gpointer tc_quartz_stats_new         (TcRuleset     *ruleset,
                                      TcGame        *game);
void     tc_quartz_stats_append_seat (TcRuleset     *ruleset,
                                      gconstpointer  stats,
                                      guint          seat,
                                      GString       *out);

G_END_DECLS
