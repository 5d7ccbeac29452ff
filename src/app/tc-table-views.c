/* tc-table-views.c: which table view shows which game
 *
 * Names no game: the views built in come from the list the program links,
 * src/app/games/tc-table-views-built-in.c, so that the app shell builds
 * without any game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-rulesets.h"
#include "tc-table-views.h"

/* Returns: the GType of the view of @game_id, or G_TYPE_INVALID */
GType
tc_table_views_lookup (const char *game_id)
{
  guint n_views;
  const TcTableViewsEntry *views = tc_table_views_get_built_in (&n_views);

  for (guint i = 0; i < n_views; i++)
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

/* The games the window can show: the engine's, in its order, less those
 * that have no table view yet (the command line still referees them).
 */
static GPtrArray *
get_shown_games (void)
{
  static GPtrArray *games;
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      games = g_ptr_array_new ();
      for (guint i = 0; i < tc_rulesets_get_n_games (); i++)
        if (tc_table_views_lookup (tc_rulesets_get_nth (i)->game_id) != G_TYPE_INVALID)
          g_ptr_array_add (games, tc_rulesets_get_nth (i));
      g_once_init_leave (&once, 1);
    }

  return games;
}

guint
tc_table_views_get_n_games (void)
{
  return get_shown_games ()->len;
}

/* Returns: (transfer none): the @index-th game the window can show */
TcRulesetClass *
tc_table_views_get_nth_game (guint index)
{
  GPtrArray *games = get_shown_games ();

  g_return_val_if_fail (index < games->len, NULL);

  return g_ptr_array_index (games, index);
}
