/* tc-estimate.h: who is winning? Each seat's chance from random playouts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tc-game.h"
#include "tc-ruleset.h"

G_BEGIN_DECLS

/**
 * TcEstimate:
 * @n_seats: seats of the game
 * @n_playouts: playouts played
 * @n_undecided: of those, the playouts that stopped without a winner
 *   (a card table stuck without cards); they count for no seat
 * @share: per 0-based seat, the share of the playouts it won, a tie
 *   split evenly among the tied winners (0–1)
 * @low: per seat, the lower end of the 95 % Wilson score interval
 * @high: per seat, its upper end
 *
 * Each seat's win share under random play from one position
 * (docs/estimate.md).
 */
typedef struct
{
  guint   n_seats;
  guint   n_playouts;
  guint   n_undecided;
  double  share[TC_MAX_SEATS];
  double  low[TC_MAX_SEATS];
  double  high[TC_MAX_SEATS];
} TcEstimate;

/**
 * TcEstimateProgress:
 * @done: positions estimated so far
 * @total: positions in all
 *
 * Called by tc_game_estimate_positions() in the thread that called it.
 */
typedef void (*TcEstimateProgress) (guint    done,
                                    guint    total,
                                    gpointer user_data);

TcEstimate *tc_ruleset_estimate        (TcRuleset          *ruleset,
                                        gconstpointer       state,
                                        guint               n_playouts,
                                        guint64             seed,
                                        GError            **error);
GPtrArray  *tc_game_estimate_positions (TcGame             *game,
                                        guint               n_playouts,
                                        guint64             seed,
                                        guint               n_threads,
                                        TcEstimateProgress  progress,
                                        gpointer            user_data,
                                        GCancellable       *cancellable,
                                        GError            **error);
void        tc_estimate_free           (TcEstimate         *estimate);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TcEstimate, tc_estimate_free)

G_END_DECLS
