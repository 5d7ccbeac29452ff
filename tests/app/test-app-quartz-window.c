/* test-app-quartz-window.c: a Quartz game through the whole window: New
 * Game, the table, undo and redo, a correction, resume after a restart,
 * and the game-over dialog with the tie-break that decided it
 *
 * The expected states were worked out by hand from quartz-log-v1.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-application.h"
#include "tc-entry-editor.h"
#include "tc-game-page.h"
#include "tc-new-game-dialog.h"
#include "tc-preferences-window.h"
#include "tc-ruling-row.h"
#include "tc-quartz-ruleset.h"
#include "tc-test-quartz.h"
#include "tc-test-window.h"
#include "tc-toast.h"
#include "tc-window.h"

static TcApplication *app;
static TcWindow *window;

static void
iterate (void)
{
  tc_test_window_iterate ();
}

static TcGamePage *
page (void)
{
  return tc_window_get_game_page (window);
}

static TcGame *
game (void)
{
  return tc_game_page_get_game (page ());
}

static const TcQuartzState *
state (void)
{
  return tc_game_get_state (game ());
}

static GtkWidget *
part (const char *name,
      guint       index)
{
  GtkWidget *widget = tc_test_quartz_find (GTK_WIDGET (page ()), name, index);

  g_assert_nonnull (widget);
  return widget;
}

static void
click (const char *name,
       guint       index)
{
  g_assert_true (gtk_widget_is_sensitive (part (name, index)));
  g_signal_emit_by_name (part (name, index), "clicked");
  iterate ();
}

/* As a player ends a turn: not within half a second of the last one. */
static void
end_turn (void)
{
  g_usleep (G_USEC_PER_SEC * 6 / 10);
  click ("end-turn", 0);
}

static void
type (const char *text)
{
  g_assert_true (tc_table_view_submit_text (tc_game_page_get_table_view (page ()), text));
  iterate ();
}

/* The ruling row named @name under @widget, or %NULL. */
static GtkWidget *
find_ruling_row (GtkWidget  *widget,
                 const char *game_title,
                 const char *name)
{
  if (ADW_IS_PREFERENCES_GROUP (widget) &&
      g_strrstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)), game_title) == NULL)
    return NULL;
  if (ADW_IS_COMBO_ROW (widget) && g_object_get_data (G_OBJECT (widget), "tc-ruling") != NULL &&
      g_strcmp0 (tc_ruling_row_get_name (widget), name) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_ruling_row (child, game_title, name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Preferences list each game's house rules; a Quartz default set there
 * is what New Game offers.
 */
static void
test_preferences (void)
{
  GSettings *settings = tc_application_get_settings (app);
  TcPreferencesWindow *preferences = tc_preferences_window_new (settings);
  GtkWidget *source;
  GtkWidget *row;

  gtk_window_present (GTK_WINDOW (preferences));
  iterate ();
  row = find_ruling_row (GTK_WIDGET (preferences), "Quartz", "chest_unstable");
  g_assert_nonnull (row);
  g_assert_nonnull (find_ruling_row (GTK_WIDGET (preferences), "Minecraft", "shovel"));
  g_assert_null (find_ruling_row (GTK_WIDGET (preferences), "Quartz", "shovel"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  g_assert_cmpstr (tc_ruling_row_get_value (row), ==, "forbidden");
  /* The value is the subtitle, where it wraps; the source is a click away. */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "May not be stored");
  source = tc_test_find_widget (row, GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (source);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_popover_get_child (gtk_menu_button_get_popover (GTK_MENU_BUTTON (source))))),
                   ==, "No source says; the chest protects “a crystal”, so any crystal may go in");
  gtk_window_destroy (GTK_WINDOW (preferences));
  iterate ();
}

/* New Game offers the Quartz seats and rulings; two players are too few. */
static void
test_new_game (void)
{
  TcNewGameDialog *dialog = TC_NEW_GAME_DIALOG (tc_window_new_game (window));

  tc_new_game_dialog_set_game (dialog, TC_QUARTZ_GAME_ID);
  tc_new_game_dialog_set_player (dialog, 1, "Ana");
  tc_new_game_dialog_set_player (dialog, 2, "Ben");
  g_assert_false (tc_new_game_dialog_start (dialog));
  tc_new_game_dialog_set_player (dialog, 6, "Cy");
  tc_new_game_dialog_set_first (dialog, 1);
  g_assert_true (tc_new_game_dialog_start (dialog));
  iterate ();

  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "game");
  g_assert_cmpstr (tc_ruleset_get_game_id (tc_game_get_ruleset (game ())), ==, TC_QUARTZ_GAME_ID);
  g_assert_cmpstr (tc_ruleset_get_player (tc_game_get_ruleset (game ()), 3), ==, "Cy");
  /* The default from the preferences. */
  g_assert_cmpstr (tc_ruleset_get_ruling (tc_game_get_ruleset (game ()), "chest_unstable"), ==, "forbidden");
}

/* Two white, one green and the unstable: Ana takes both whites. */
static void
test_play_undo_redo (void)
{
  const guint colours[] = { 2, 0, 1, 0, 0, 0 };

  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (part ("setup", k)), colours[k]);
  click ("start", 0);
  type ("w");
  type ("p c c c c");
  g_assert_cmpuint (state ()->unused[TC_QUARTZ_PICKAXE], ==, 1);

  click ("action", TC_QUARTZ_PICKAXE);
  g_signal_emit_by_name (gtk_flow_box_child_get_child (gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (part ("choices", 0)), 0)),
                         "clicked");
  click ("apply", 0);
  g_assert_cmpuint (state ()->seats[0].cart[TC_QUARTZ_WHITE], ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (page ()), "game.undo", NULL);
  iterate ();
  g_assert_cmpuint (state ()->seats[0].cart[TC_QUARTZ_WHITE], ==, 1);
  g_assert_cmpuint (state ()->bag[TC_QUARTZ_WHITE], ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (page ()), "game.redo", NULL);
  iterate ();
  g_assert_cmpuint (state ()->seats[0].cart[TC_QUARTZ_WHITE], ==, 2);
}

/* A refusal replaces the one shown instead of queueing behind it, and
 * names what a player typed as plain text.
 */
static void
test_refusals_replace (void)
{
  AdwToast *toast;

  tc_game_page_show_toast (page (), "Ana & <b>Ben</b> cannot do that");
  toast = tc_game_page_get_last_toast (page ());
  g_assert_nonnull (toast);
  g_assert_cmpstr (tc_toast_get_text (toast), ==, "Ana & <b>Ben</b> cannot do that");

  /* A reroll after Ana's pickaxe: the engine's sentence, in its place. */
  g_assert_true (tc_table_view_submit_text (tc_game_page_get_table_view (page ()), "ppppp"));
  iterate ();
  g_assert_true (tc_game_page_get_last_toast (page ()) == toast);
  g_assert_cmpstr (tc_toast_get_text (toast), ==,
                   "Ana cannot reroll after using a die: rerolls come before the first action");
}

/* The roll (entry 3) was really four chests and a helmet besides the
 * pickaxe: corrected as the log writes it, the pickaxe still stands.
 */
static void
test_correction (void)
{
  TcEntryEditor *editor = tc_entry_editor_new (GTK_WINDOW (window), tc_game_page_get_table_view (page ()), 2);
  GtkEditable *text = tc_entry_editor_get_editable (editor);

  g_assert_cmpstr (gtk_editable_get_text (text), ==,
                   "{\"type\":\"roll\",\"seat\":1,\"dice\":[\"pickaxe\",\"chest\",\"chest\",\"chest\",\"chest\"]}");
  gtk_editable_set_text (text, "{\"type\":\"roll\",\"seat\":1,\"dice\":[\"pickaxe\",\"chest\",\"chest\",\"chest\",\"helmet\"]}");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (editor), "apply");
  iterate ();

  g_assert_null (tc_game_get_replay_error (game ()));
  g_assert_cmpuint (tc_game_get_n_entries (game ()), ==, 4);
  g_assert_cmpuint (state ()->roll[TC_QUARTZ_HELMET], ==, 1);
  g_assert_cmpuint (state ()->seats[0].cart[TC_QUARTZ_WHITE], ==, 2);
  /* The corrected entry keeps the time it was first made. */
  g_assert_nonnull (tc_entry_get_time (tc_game_get_entry (game (), 2)));
}

/* Ben's turn, then the window is closed and the saved game reopened. */
static void
test_resume_after_restart (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  end_turn ();
  click ("draw", TC_QUARTZ_GREEN);
  type ("cccch");
  end_turn ();
  path = g_strdup (tc_game_page_get_path (page ()));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  tc_test_window_reopen ();

  file = g_file_new_for_path (path);
  g_assert_true (tc_window_open_file (window, file));
  iterate ();
  g_assert_cmpuint (tc_game_get_n_entries (game ()), ==, 8);
  g_assert_cmpuint (state ()->active, ==, 2);
  g_assert_cmpuint (state ()->seats[1].cart[TC_QUARTZ_GREEN], ==, 1);
  g_assert_cmpstr (tc_game_page_get_path (page ()), ==, path);
}

/* Cy empties the bag: Ana (two whites, 4 − 5) and Ben (a green, 4 − 5)
 * tie on −1 and Ana's whites decide.
 */
static void
test_game_over (void)
{
  GtkWidget *dialog;

  click ("draw", TC_QUARTZ_UNSTABLE);
  type ("ccccc");
  end_turn ();

  g_assert_true (tc_game_is_finished (game ()));
  dialog = part ("dialog", 0);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Ana Wins");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Ana and Ben both have -1 points; Ana wins on white crystals (2 to 0).\n\n"
                   "1. Ana — -1 point\n2. Ben — -1 point\n3. Cy — -8 points");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* One game through the window, a case per step. */
static const TcTestStep script[] = {
  { "/app/quartz-window/preferences", test_preferences },
  { "/app/quartz-window/new-game", test_new_game },
  { "/app/quartz-window/play-undo-redo", test_play_undo_redo },
  { "/app/quartz-window/correction", test_correction },
  { "/app/quartz-window/refusals-replace", test_refusals_replace },
  { "/app/quartz-window/resume-after-restart", test_resume_after_restart },
  { "/app/quartz-window/game-over", test_game_over },
};

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_window_add_script (script, G_N_ELEMENTS (script));

  return tc_test_window_run ();
}
