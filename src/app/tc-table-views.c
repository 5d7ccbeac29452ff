/* tc-table-views.c: which table view shows which game
 *
 * The one place of the app shell that names the games: adding a game
 * adds its folder src/app/games/<game>/ and one line to the list below.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-mcg-ruleset.h"
#include "tc-mcg-table-view.h"
#include "tc-quartz-ruleset.h"
#include "tc-quartz-table-view.h"
#include "tc-table-views.h"

typedef struct
{
  const char *game_id;
  GType     (*get_type) (void);
} TableViewEntry;

/* Returns: the GType of the view of @game_id, or G_TYPE_INVALID */
GType
tc_table_views_lookup (const char *game_id)
{
  const TableViewEntry views[] = {
    { TC_MCG_GAME_ID, tc_mcg_table_view_get_type },
    { TC_QUARTZ_GAME_ID, tc_quartz_table_view_get_type },
  };

  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    if (g_strcmp0 (views[i].game_id, game_id) == 0)
      return views[i].get_type ();

  return G_TYPE_INVALID;
}

/* Returns: (transfer floating) (nullable): a view of @game */
TcTableView *
tc_table_views_new (TcGame *game)
{
  GType type = tc_table_views_lookup (tc_ruleset_get_game_id (tc_game_get_ruleset (game)));

  if (type == G_TYPE_INVALID)
    return NULL;

  return g_object_new (type, "game", game, NULL);
}
