/* tc-test-log.h: games of any ruleset built from JSON entries in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdarg.h>

#include "tc-game.h"
#include "tc-log.h"
#include "tc-ruleset.h"

G_BEGIN_DECLS

char    *tc_test_log_join          (va_list             entries);
char    *tc_test_log_build         (const char         *game_id,
                                    const char * const *players,
                                    guint               n_players,
                                    const char         *rulings,
                                    const char         *created,
                                    const char         *entries);
TcGame  *tc_test_log_replay        (const char         *data);
void     tc_test_log_assert_legal  (TcGame             *game);
TcEntry *tc_test_log_parse_entry   (TcGame             *game,
                                    const char         *json);
void     tc_test_log_append_valist (TcGame             *game,
                                    va_list             entries);
void     tc_test_log_assert_simulated_round_trip (TcRulesetClass *klass,
                                                  guint64         seed,
                                                  guint           index,
                                                  guint           n_players,
                                                  gsize           state_size);

G_END_DECLS
