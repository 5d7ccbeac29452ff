/* tc-test-estimate.h: what every game's win-chance estimate must show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-estimate.h"
#include "tc-game.h"

G_BEGIN_DECLS

void        tc_test_estimate_check_playouts   (void);
TcEstimate *tc_test_estimate                  (TcRuleset     *ruleset,
                                               gconstpointer  state,
                                               guint          n_playouts);
TcGame     *tc_test_estimate_simulated_game   (const char    *game_id,
                                               guint          n_players,
                                               guint          index);
void        tc_test_estimate_assert_finished  (TcGame        *game);
void        tc_test_estimate_assert_even      (TcRuleset     *ruleset,
                                               guint          n_playouts,
                                               double         width,
                                               double         spread);
void        tc_test_estimate_assert_repeatable (TcGame       *game);
void        tc_test_estimate_assert_cancels   (TcGame        *game);
void        tc_test_estimate_assert_corrupt   (TcRuleset     *ruleset,
                                               gconstpointer  state);

G_END_DECLS
