/* tc-table-views.h: which table view shows which game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-table-view.h"

G_BEGIN_DECLS

GType        tc_table_views_lookup  (const char *game_id);
TcTableView *tc_table_views_new     (TcGame     *game);
guint           tc_table_views_get_n_games  (void);
TcRulesetClass *tc_table_views_get_nth_game (guint index);

G_END_DECLS
