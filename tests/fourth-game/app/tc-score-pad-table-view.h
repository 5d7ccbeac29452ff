/* tc-score-pad-table-view.h: the score pad's table, the fourth game's view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-table-view.h"

G_BEGIN_DECLS

#define TC_TYPE_SCORE_PAD_TABLE_VIEW (tc_score_pad_table_view_get_type ())

G_DECLARE_FINAL_TYPE (TcScorePadTableView, tc_score_pad_table_view, TC, SCORE_PAD_TABLE_VIEW, TcTableView)

G_END_DECLS
