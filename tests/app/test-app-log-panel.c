/* test-app-log-panel.c: the live log panel heads entries as the review
 * does, and an entry adds one row without making the others again
 *
 * Played on a saved card game (its first entry is the setup) in the real
 * window, with real key events at the table's prompt.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-log-panel.h"
#include "tc-review-view.h"
#include "tc-start-page.h"
#include "tc-test-input.h"
#include "tc-test-parts.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

static TcGamePage *
page (void)
{
  return tc_window_get_game_page (window);
}

static GtkListBox *
panel_list (void)
{
  TcLogPanel *panel = TC_LOG_PANEL (tc_test_find_widget (GTK_WIDGET (page ()), TC_TYPE_LOG_PANEL));

  g_assert_nonnull (panel);
  return tc_log_panel_get_list (panel);
}

/* The heading over row @index, or %NULL when it has none. */
static const char *
heading_of (GtkListBox *list,
            guint       index)
{
  GtkWidget *header = gtk_list_box_row_get_header (gtk_list_box_get_row_at_index (list, index));

  return header != NULL ? gtk_label_get_text (GTK_LABEL (header)) : NULL;
}

static const char *
text_of (GtkListBox *list,
         guint       index)
{
  return gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (list, index))));
}

static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;

  return n;
}

/* The setup entry is under "Setup" in both, and every later entry under
 * the same heading (or none) in the panel and in a review of the game.
 */
static void
test_same_headings_as_review (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mid-game.json");
  TcGame *game = tc_game_page_get_game (page ());
  GtkWidget *review_window = gtk_window_new ();
  GtkWidget *review = tc_review_view_new ();
  GtkListBox *review_list;

  gtk_window_set_child (GTK_WINDOW (review_window), review);
  tc_review_view_set_game (TC_REVIEW_VIEW (review), game);
  gtk_window_present (GTK_WINDOW (review_window));
  tc_test_window_iterate ();
  review_list = GTK_LIST_BOX (tc_test_find_widget (review, GTK_TYPE_LIST_BOX));

  g_assert_cmpstr (heading_of (panel_list (), 0), ==, "Setup");
  g_assert_cmpstr (heading_of (review_list, 0), ==, "Setup");
  g_assert_cmpstr (heading_of (panel_list (), 1), ==, "Turn 1 · Ana");
  for (guint i = 0; i < tc_game_get_n_applied (game); i++)
    g_assert_cmpstr (heading_of (panel_list (), i), ==, heading_of (review_list, i));

  gtk_window_destroy (GTK_WINDOW (review_window));
}

/* An entry typed at the table adds one row, the newest; the rows before
 * stay the same objects, and undo takes only that row away.
 */
static void
test_append_adds_one_row (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mid-game.json");
  TcGame *game = tc_game_page_get_game (page ());
  guint n = tc_game_get_n_entries (game);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autofree char *newest = NULL;
  g_autofree char *sentence = NULL;

  g_assert_cmpuint (count_rows (panel_list ()), ==, n);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (rows, gtk_list_box_get_row_at_index (panel_list (), i));

  /* The table shows Gold 1 on pile 3, as Ben mined it. */
  tc_test_input_type ("g1");
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_window_iterate ();

  g_assert_cmpuint (tc_game_get_n_entries (game), ==, n + 1);
  g_assert_cmpuint (count_rows (panel_list ()), ==, n + 1);
  for (guint i = 0; i < n; i++)
    g_assert_true (gtk_list_box_get_row_at_index (panel_list (), i) == g_ptr_array_index (rows, i));
  sentence = tc_game_describe_entry (game, n);
  newest = g_strdup_printf ("%u. %s", n + 1, sentence);
  g_assert_cmpstr (text_of (panel_list (), n), ==, newest);

  g_assert_true (tc_game_undo (game));
  tc_test_window_iterate ();
  g_assert_cmpuint (count_rows (panel_list ()), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_true (gtk_list_box_get_row_at_index (panel_list (), i) == g_ptr_array_index (rows, i));
}

/* The start page's row of the saved game, once the library is listed. */
static GtkWidget *
resume_row (void)
{
  for (guint i = 0; i < 500; i++)
    {
      g_autoptr(GListModel) rows = gtk_widget_observe_children (tc_test_find_id (GTK_WIDGET (tc_window_get_start_page (window)), "games_list"));

      if (g_list_model_get_n_items (rows) > 0)
        return g_list_model_get_item (rows, 0);
      g_usleep (10000);
      tc_test_window_iterate ();
    }
  g_error ("the start page never listed the saved game");
}

/* The newest row is where the pointer can reach it: when a game is
 * resumed from the start page (at phone width, where the log opens only
 * when asked), and again after each new entry.
 */
static void
test_follows_newest (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mid-game.json");
  g_autoptr(GtkWidget) row = NULL;
  AdwFlap *flap;
  TcGame *game;
  guint n;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  tc_test_window_reopen ();
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  tc_test_input_settle ();
  row = resume_row ();
  tc_test_input_click (row);
  tc_test_input_settle ();
  tc_test_input_key (GDK_KEY_F9, 0);
  flap = ADW_FLAP (tc_test_find_widget (GTK_WIDGET (page ()), ADW_TYPE_FLAP));
  for (guint i = 0; i < 50 && adw_flap_get_reveal_progress (flap) < 1; i++)
    tc_test_input_settle ();
  tc_test_input_settle ();
  game = tc_game_page_get_game (page ());
  n = tc_game_get_n_entries (game);
  g_assert_false (tc_test_input_reaches (GTK_WIDGET (gtk_list_box_get_row_at_index (panel_list (), 0))));
  g_assert_true (tc_test_input_reaches (GTK_WIDGET (gtk_list_box_get_row_at_index (panel_list (), n - 1))));

  /* The table shows Gold 1 on pile 3, as Ben mined it. */
  tc_test_input_type ("g1");
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_window_iterate ();

  g_assert_cmpuint (tc_game_get_n_entries (game), ==, n + 1);
  tc_test_input_settle ();
  g_assert_true (tc_test_input_reaches (GTK_WIDGET (gtk_list_box_get_row_at_index (panel_list (), n))));
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/log-panel/same-headings-as-review", test_same_headings_as_review);
  tc_test_window_add_alone ("/app/log-panel/append-adds-one-row", test_append_adds_one_row);
  tc_test_window_add_alone ("/app/log-panel/follows-newest", test_follows_newest);

  return tc_test_window_run ();
}
