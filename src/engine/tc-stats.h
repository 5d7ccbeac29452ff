/* tc-stats.h: what a game's log tells once replayed: points per turn,
 * times, and per-game counts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-game.h"
#include "tc-mcg-cards.h"

G_BEGIN_DECLS

/* Score table --------------------------------------------------------------
 *
 * Any ruleset. One row per turn: a turn ends at each `end_turn` entry, and a
 * last row holds the state after the last legal entry when play went on
 * after the last `end_turn` (the winning turn, or a turn in progress).
 */
typedef struct _TcScoreTable TcScoreTable;

TcScoreTable *tc_score_table_new            (TcGame        *game);
void          tc_score_table_free           (TcScoreTable  *self);
guint         tc_score_table_get_n_seats    (TcScoreTable  *self);
guint         tc_score_table_get_n_turns    (TcScoreTable  *self);
guint         tc_score_table_get_points     (TcScoreTable  *self,
                                             guint          turn,
                                             guint          seat);
guint         tc_score_table_get_seat       (TcScoreTable  *self,
                                             guint          turn);
guint         tc_score_table_get_end        (TcScoreTable  *self,
                                             guint          turn);
gint64        tc_score_table_get_seconds    (TcScoreTable  *self,
                                             guint          turn);
guint         tc_score_table_get_max_points (TcScoreTable  *self);
guint         tc_score_table_find_turn      (TcScoreTable  *self,
                                             guint          n_entries);
char         *tc_score_table_to_csv         (TcScoreTable  *self,
                                             TcRuleset     *ruleset);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TcScoreTable, tc_score_table_free)

/* Minecraft Card Game counts -------------------------------------------------
 *
 * Per seat, 0-based. A tool counts as used when it becomes used: a
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
char    *tc_stats_to_text     (TcGame      *game);

G_END_DECLS
