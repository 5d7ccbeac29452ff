/* test-app-keyboard.c: every Tab stop of a table is something to act on
 *
 * Flow boxes wrap each button in a child that takes the focus by default:
 * a Tab stop where Enter acts on nothing shown (the card game's craft
 * piles had one, on which Enter ended the turn). No table of any game
 * may have one, before or after its setup.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-new-game-dialog.h"
#include "tc-table-views.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

/* Setup entries typed at each game's first prompt. */
static const struct
{
  const char *game_id;
  const char *setup;
} setups[] = {
  { "minecraft-card-game", "w2 w3 s1 t w1 wood-hoe wood-pickaxe stone-hoe iron-sword" },
  { "builders-biomes", "ffdmsdfms dsffmdsdm ffffsssss" },
};

static guint
count_focusable_flow_box_children (GtkWidget *widget)
{
  guint n = GTK_IS_FLOW_BOX_CHILD (widget) && gtk_widget_get_focusable (widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_focusable_flow_box_children (child);

  return n;
}

static void
test_no_empty_tab_stops (gconstpointer data)
{
  TcRulesetClass *game = (TcRulesetClass *) data;
  const char *names[] = { "Ana", "Ben", "Cy" };
  TcNewGameDialog *dialog;
  TcTableView *table;

  tc_test_window_open_fresh ();
  dialog = TC_NEW_GAME_DIALOG (tc_window_new_game (window));
  tc_new_game_dialog_set_game (dialog, game->game_id);
  for (guint seat = 1; seat <= G_N_ELEMENTS (names); seat++)
    tc_new_game_dialog_set_player (dialog, seat, names[seat - 1]);
  g_assert_true (tc_new_game_dialog_start (dialog));
  tc_test_window_iterate ();

  table = tc_game_page_get_table_view (tc_window_get_game_page (window));
  g_assert_cmpuint (count_focusable_flow_box_children (GTK_WIDGET (table)), ==, 0);

  /* Then set up: typed, or the game's prefilled setup started. */
  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    if (g_str_equal (setups[i].game_id, game->game_id))
      tc_table_view_submit_text (table, setups[i].setup);
  if (tc_game_get_n_entries (tc_table_view_get_game (table)) == 0)
    g_signal_emit_by_name (tc_test_find_id (GTK_WIDGET (table), "start_button"), "clicked");
  tc_test_window_iterate ();
  g_assert_cmpuint (tc_game_get_n_entries (tc_table_view_get_game (table)), ==, 1);
  g_assert_cmpuint (count_focusable_flow_box_children (GTK_WIDGET (table)), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  for (guint i = 0; i < tc_table_views_get_n_games (); i++)
    {
      TcRulesetClass *game = tc_table_views_get_nth_game (i);
      g_autofree char *path = g_strdup_printf ("/app/keyboard/%s/no-empty-tab-stops", game->game_id);

      g_test_add_data_func (path, game, test_no_empty_tab_stops);
    }

  return tc_test_window_run ();
}
