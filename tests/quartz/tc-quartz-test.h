/* tc-quartz-test.h: Quartz games built from compact JSON entries in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-error.h"
#include "tc-game.h"
#include "tc-log.h"
#include "tc-quartz-ruleset.h"
#include "tc-test-log.h"

G_BEGIN_DECLS

/* Players "Ana", "Ben", "Cy", "Dee", "Eli", "Fay", as many as asked.
 * Entries and rulings may use single quotes for JSON's double quotes.
 */
TcGame              *tc_quartz_test_game      (guint        n_players,
                                               const char  *rulings,
                                               ...) G_GNUC_NULL_TERMINATED;
char                *tc_quartz_test_log_data  (guint        n_players,
                                               const char  *rulings,
                                               const char  *entries);
void                 tc_quartz_test_legal     (TcGame      *game,
                                               const char  *json);
void                 tc_quartz_test_illegal   (TcGame      *game,
                                               const char  *json,
                                               const char  *rule);
const TcQuartzState *tc_quartz_test_state     (TcGame      *game);
const TcQuartzRules *tc_quartz_test_rules     (TcGame      *game);
gint                 tc_quartz_test_total     (TcGame      *game,
                                               guint        seat);

G_END_DECLS
