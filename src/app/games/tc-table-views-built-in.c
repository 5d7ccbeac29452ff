/* tc-table-views-built-in.c: the table view of each game this build shows
 *
 * The one file of the app that names every game: adding a game adds its
 * folder src/app/games/<game>/ and one line to the list below (and its
 * headers above). It is a library of its own, above the app shell and the
 * games' app libraries, and the only one built with every game's include
 * folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-bnb-ruleset.h"
#include "tc-bnb-table-view.h"
#include "tc-mcg-ruleset.h"
#include "tc-mcg-table-view.h"
#include "tc-quartz-ruleset.h"
#include "tc-quartz-table-view.h"
#include "tc-table-views.h"

static const TcTableViewsEntry built_in[] = {
  { TC_MCG_GAME_ID, tc_mcg_table_view_get_type },
  { TC_QUARTZ_GAME_ID, tc_quartz_table_view_get_type },
  { TC_BNB_GAME_ID, tc_bnb_table_view_get_type },
};

const TcTableViewsEntry *
tc_table_views_get_built_in (guint *n_views)
{
  *n_views = G_N_ELEMENTS (built_in);
  return built_in;
}
