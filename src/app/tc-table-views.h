/* tc-table-views.h: which table view shows which game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-table-view.h"

G_BEGIN_DECLS

typedef struct
{
  const char *game_id;
  GType     (*get_type) (void);
} TcTableViewsEntry;


GType        tc_table_views_lookup  (const char *game_id);
TcTableView *tc_table_views_new     (TcGame     *game);
guint           tc_table_views_get_n_games  (void);
TcRulesetClass *tc_table_views_get_nth_game (guint index);

/* The table view of each game built in. Never defined by the shell: by
 * the list of games the program links (src/app/games/tc-table-views-built-in.c).
 */
const TcTableViewsEntry *tc_table_views_get_built_in (guint *n_views);

G_END_DECLS
