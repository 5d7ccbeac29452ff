/* tc-stats.h: what a game's log tells once replayed: points per turn,
 * times, and per-game counts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-game.h"

G_BEGIN_DECLS

/* Score table --------------------------------------------------------------
 *
 * Any ruleset. One row per turn of the game's timeline (tc-timeline.h,
 * which says how turns are counted): a turn ends at the entry the ruleset
 * marks %TC_ENTRY_MARK_TURN_END, and the last row holds the state after
 * the last legal entry when a turn is still going on (the winning turn,
 * or a turn in progress). A table reads the timeline as it is when asked.
 */
typedef struct _TcScoreTable TcScoreTable;

TcScoreTable *tc_score_table_new            (TcGame        *game);
void          tc_score_table_free           (TcScoreTable  *self);
guint         tc_score_table_get_n_seats    (TcScoreTable  *self);
guint         tc_score_table_get_n_turns    (TcScoreTable  *self);
gint          tc_score_table_get_points     (TcScoreTable  *self,
                                             guint          turn,
                                             guint          seat);
guint         tc_score_table_get_seat       (TcScoreTable  *self,
                                             guint          turn);
guint         tc_score_table_get_end        (TcScoreTable  *self,
                                             guint          turn);
gint64        tc_score_table_get_seconds    (TcScoreTable  *self,
                                             guint          turn);
gint          tc_score_table_get_max_points (TcScoreTable  *self);
gint          tc_score_table_get_min_points (TcScoreTable  *self);
guint         tc_score_table_find_turn      (TcScoreTable  *self,
                                             guint          n_entries);
char         *tc_score_table_to_csv         (TcScoreTable  *self,
                                             TcRuleset     *ruleset);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TcScoreTable, tc_score_table_free)

char  *tc_stats_to_text        (TcGame *game);
GStrv  tc_stats_dup_seat_lines (TcGame *game,
                                guint   seat);

G_END_DECLS
