/* tc-core-test.h: score pad games for the core tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-error.h"
#include "tc-game.h"
#include "tc-log.h"
#include "tc-rulesets.h"
#include "tc-score-pad.h"
#include "tc-test-log.h"

G_BEGIN_DECLS

/* Entries of the score pad, as compact JSON. */
#define SCORE(seat, points) "{\"type\":\"score\",\"seat\":" #seat ",\"points\":" #points "}"
#define END(seat)           "{\"type\":\"end_turn\",\"seat\":" #seat "}"
#define NOTE(text)          "{\"type\":\"note\",\"text\":\"" text "\"}"

/* Rulings objects. */
#define TARGET_10           "{\"target\":\"10\"}"
#define NO_NEGATIVE         "{\"negative_points\":\"refused\"}"

void     tc_core_test_init      (int          *argc,
                                 char       ***argv);
char    *tc_core_log_data       (guint         n_players,
                                 const char   *rulings,
                                 ...) G_GNUC_NULL_TERMINATED;
char    *tc_core_log_data_v     (guint         n_players,
                                 const char   *rulings,
                                 va_list       entries);
TcGame  *tc_core_replay         (guint         n_players,
                                 const char   *rulings,
                                 ...) G_GNUC_NULL_TERMINATED;
TcGame  *tc_core_game_new       (guint         n_players,
                                 const char   *rulings,
                                 ...) G_GNUC_NULL_TERMINATED;
void     tc_core_append         (TcGame       *game,
                                 ...) G_GNUC_NULL_TERMINATED;
void     tc_core_assert_scores  (TcGame       *game,
                                 ...);
char    *tc_core_write_log      (const char   *folder,
                                 const char   *file_name,
                                 const char   *data);

G_END_DECLS
