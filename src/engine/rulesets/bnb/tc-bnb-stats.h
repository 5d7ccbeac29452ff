/* tc-bnb-stats.h: what a Builders & Biomes game's entries add up to,
 * per seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-bnb-state.h"
#include "tc-game.h"

G_BEGIN_DECLS

typedef struct
{
  guint n_seats;
  guint collected[TC_BNB_MAX_SEATS][TC_BNB_N_BLOCKS];
  guint built[TC_BNB_MAX_SEATS];
  guint fights_won[TC_BNB_MAX_SEATS];
  guint fights_lost[TC_BNB_MAX_SEATS];
  guint weapons_taken[TC_BNB_MAX_SEATS];
  guint steps[TC_BNB_MAX_SEATS];
  guint extra_actions[TC_BNB_MAX_SEATS];
} TcBnbStats;

gpointer tc_bnb_stats_new         (TcRuleset     *ruleset,
                                   TcGame        *game);
void     tc_bnb_stats_append_seat (TcRuleset     *ruleset,
                                   gconstpointer  stats,
                                   guint          seat,
                                   GString       *out);

G_END_DECLS
