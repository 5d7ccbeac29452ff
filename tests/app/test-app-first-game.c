/* test-app-first-game.c: a table's first game of each game, as a new
 * user plays it
 *
 * From the start page: New Game, the setup, three turns, a correction
 * taken back with one undo, an export in each format, the review, and
 * the game listed on the start page again. Only the setup and the turns
 * differ between games; everything else is the shared shell.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-bnb-cube-view.h"
#include "tc-entry-editor.h"
#include "tc-export.h"
#include "tc-game-page.h"
#include "tc-new-game-dialog.h"
#include "tc-review-view.h"
#include "tc-start-page.h"
#include "tc-test-bnb.h"
#include "tc-test-parts.h"
#include "tc-test-quartz.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

typedef struct
{
  const char *game_id;
  void      (*set_up)    (TcTableView *table);
  void      (*play_turn) (TcTableView *table);
} FirstGame;

static TcGame *
game (void)
{
  return tc_game_page_get_game (tc_window_get_game_page (window));
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  tc_test_window_iterate ();
}

/* End Turn, not within half a second of the last one (a double click). */
static void
wait_before_end_turn (void)
{
  g_usleep (G_USEC_PER_SEC * 6 / 10);
}

static void
mcg_set_up (TcTableView *table)
{
  tc_table_view_submit_text (table, "w2 w3 s1 t w1 wood-hoe wood-pickaxe stone-hoe iron-sword");
}

/* Two mines of pile 1, each answered with the Wood 1 that shows next. */
static void
mcg_play_turn (TcTableView *table)
{
  for (guint i = 0; i < 2; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (table), "game.mine", "u", 1);
      tc_table_view_submit_text (table, "w1");
    }
  /* No action left and no pickaxe: the app ends the turn itself. */
}

/* The bag as New Game fills it in. */
static void
quartz_set_up (TcTableView *table)
{
  click (tc_test_quartz_find (GTK_WIDGET (table), "start", 0));
}

/* A crystal drawn (the first colour the bag still has), five dice
 * rolled by their letters, the turn ended.
 */
static void
quartz_play_turn (TcTableView *table)
{
  for (guint k = 0; ; k++)
    {
      GtkWidget *draw = tc_test_quartz_find (GTK_WIDGET (table), "draw", k);

      g_assert_nonnull (draw);
      if (gtk_widget_is_sensitive (draw))
        {
          click (draw);
          break;
        }
    }
  g_assert_true (tc_table_view_submit_text (table, "ppchs"));
  wait_before_end_turn ();
  click (tc_test_quartz_find (GTK_WIDGET (table), "end-turn", 0));
}

/* The three boards typed at once, then Start with the box as prefilled. */
static void
bnb_set_up (TcTableView *table)
{
  g_assert_true (tc_table_view_submit_text (table, "ffdmsdfms dsffmdsdm ffffsssss"));
  tc_test_window_iterate ();
  click (tc_test_bnb_find (GTK_WIDGET (table), "start", 0));
}

/* The @n-th button under @widget, depth first; @n counts down. */
static GtkWidget *
nth_button (GtkWidget *widget,
            guint     *n)
{
  if (GTK_IS_BUTTON (widget) && (*n)-- == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = nth_button (child, n);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Clicks the first block the engine says is takeable in @state, names it
 * wood in the cube's chooser (its buttons come in the data's order) and
 * marks it taken in @state.
 */
static void
bnb_take_wood (TcTableView *table,
               TcBnbState  *state)
{
  GtkWidget *cube = tc_test_bnb_find (GTK_WIDGET (table), "cube", 0);
  guint cell = 0;
  guint n = TC_BNB_WOOD;

  while (!tc_bnb_state_takeable (state, cell))
    cell++;
  click (tc_bnb_cube_view_get_cell (TC_BNB_CUBE_VIEW (cube), cell));
  for (GtkWidget *child = gtk_widget_get_first_child (cube); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      click (nth_button (child, &n));
  state->cube[cell] = 1 + TC_BNB_WOOD;
}

/* Two blocks collected by clicks on the cube (the second, the most a
 * collect takes, enters it), the turn ended.
 */
static void
bnb_play_turn (TcTableView *table)
{
  TcBnbState state = *(const TcBnbState *) tc_game_get_state (game ());

  click (tc_test_bnb_find (GTK_WIDGET (table), "action", TC_BNB_COLLECT));
  bnb_take_wood (table, &state);
  bnb_take_wood (table, &state);
  wait_before_end_turn ();
  click (tc_test_bnb_find (GTK_WIDGET (table), "end-turn", 0));
}

static const FirstGame games[] = {
  { "minecraft-card-game", mcg_set_up, mcg_play_turn },
  { "quartz-dice", quartz_set_up, quartz_play_turn },
  { "builders-biomes", bnb_set_up, bnb_play_turn },
};

static const char *
page_shown (void)
{
  return gtk_stack_get_visible_child_name (tc_window_get_stack (window));
}

/* The open window of @type, if any. */
static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type))
        return GTK_WINDOW (toplevel);
    }

  return NULL;
}

static void
start_new_game (const FirstGame *first)
{
  const char *names[] = { "Ana", "Ben", "Cy" };
  TcNewGameDialog *dialog;

  g_assert_cmpstr (page_shown (), ==, "start");
  click (tc_test_find_button (GTK_WIDGET (tc_window_get_start_page (window)), "_New Game"));
  dialog = TC_NEW_GAME_DIALOG (find_toplevel (TC_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  tc_new_game_dialog_set_game (dialog, first->game_id);
  for (guint seat = 1; seat <= G_N_ELEMENTS (names); seat++)
    tc_new_game_dialog_set_player (dialog, seat, names[seat - 1]);
  g_assert_true (tc_new_game_dialog_start (dialog));
  tc_test_window_iterate ();
  g_assert_cmpstr (page_shown (), ==, "game");
  g_assert_cmpuint (tc_game_get_n_entries (game ()), ==, 0);
}

/* The last entry removed through its editor, then put back by one undo. */
static void
correct_and_undo (void)
{
  TcGamePage *page = tc_window_get_game_page (window);
  guint n = tc_game_get_n_entries (game ());
  TcEntryEditor *editor = tc_game_page_correct_entry (page, n - 1);

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (editor), "remove");
  gtk_window_destroy (GTK_WINDOW (editor));
  g_assert_cmpuint (tc_game_get_n_entries (game ()), ==, n - 1);
  gtk_widget_activate_action (GTK_WIDGET (page), "game.undo", NULL);
  g_assert_cmpuint (tc_game_get_n_entries (game ()), ==, n);
}

/* Each format under the name the window proposes, in a folder of its own. */
static void
export_each_format (void)
{
  g_autofree char *folder = g_dir_make_tmp ("tc-first-game-XXXXXX", NULL);
  const TcExportFormat formats[] = { TC_EXPORT_LOG, TC_EXPORT_SUMMARY, TC_EXPORT_CSV };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = tc_window_dup_export_name (window, formats[i]);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (g_str_has_suffix (name, tc_export_format_get_extension (formats[i])));
      g_assert_true (tc_window_export_to_file (window, file, formats[i], &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_nonnull (strstr (contents, "Ana"));
      if (formats[i] == TC_EXPORT_LOG)
        {
          g_autoptr(TcGame) again = tc_game_load_file (path, NULL, &error);

          g_assert_no_error (error);
          g_assert_cmpuint (tc_game_get_n_entries (again), ==, tc_game_get_n_entries (game ()));
        }
      g_unlink (path);
    }
  g_rmdir (folder);
}

static void
test_first_game (gconstpointer data)
{
  const FirstGame *first = data;
  TcTableView *table;
  TcReviewView *review;
  g_autoptr(GListModel) rows = NULL;
  guint n;

  tc_test_window_open_fresh ();
  start_new_game (first);
  table = tc_game_page_get_table_view (tc_window_get_game_page (window));

  first->set_up (table);
  g_assert_cmpuint (tc_game_get_n_entries (game ()), ==, 1);
  for (guint turn = 0; turn < 3; turn++)
    {
      guint before = tc_game_get_n_entries (game ());

      first->play_turn (table);
      g_assert_cmpuint (tc_game_get_n_entries (game ()), >, before);
      g_assert_cmpuint (tc_ruleset_get_active_seat (tc_game_get_ruleset (game ()), tc_game_get_state (game ())),
                        ==, (turn + 1) % 3 + 1);
    }
  n = tc_game_get_n_entries (game ());

  correct_and_undo ();
  export_each_format ();

  gtk_widget_activate_action (GTK_WIDGET (window), "win.review-current", NULL);
  g_assert_cmpstr (page_shown (), ==, "review");
  review = tc_window_get_review_view (window);
  g_assert_cmpuint (tc_game_get_n_entries (tc_review_view_get_game (review)), ==, n);

  /* Saved as it went: the start page offers it again. */
  tc_window_show_start (window);
  while (tc_library_view_get_loading (tc_window_get_library_view (window)))
    g_main_context_iteration (NULL, TRUE);
  rows = gtk_widget_observe_children (tc_test_find_id (GTK_WIDGET (tc_window_get_start_page (window)), "games_list"));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/app/first-game/%s", games[i].game_id);

      g_test_add_data_func (path, &games[i], test_first_game);
    }

  return tc_test_window_run ();
}
