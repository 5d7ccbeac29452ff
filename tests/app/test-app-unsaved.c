/* test-app-unsaved.c: a save that fails is seen until one works, and
 * closing then asks first
 *
 * The games folder cannot be made: a file sits where its parent folder
 * should be, so every save fails until the file is gone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-application.h"
#include "tc-library.h"
#include "tc-new-game-dialog.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-quartz.h"
#include "tc-test-window.h"
#include "tc-window.h"

static TcApplication *app;

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The open message dialog other than the window, or %NULL. */
static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }

  return NULL;
}

static void
test_failed_save (void)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *blocker = g_path_get_dirname (folder);
  TcNewGameDialog *dialog;
  TcWindow *window;
  TcGamePage *page;
  GtkWidget *bar;
  AdwMessageDialog *question;

  tc_test_remove_tree (g_get_user_data_dir (), TRUE);
  tc_test_remove_tree (g_get_user_data_dir (), TRUE);
  g_assert_true (g_file_set_contents (blocker, "not a folder", -1, NULL));
  window = tc_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  iterate ();

  dialog = TC_NEW_GAME_DIALOG (tc_window_new_game (window));
  tc_new_game_dialog_set_game (dialog, "quartz-dice");
  tc_new_game_dialog_set_player (dialog, 1, "Ana");
  tc_new_game_dialog_set_player (dialog, 2, "Ben");
  tc_new_game_dialog_set_player (dialog, 3, "Cy");
  g_assert_true (tc_new_game_dialog_start (dialog));
  iterate ();

  page = tc_window_get_game_page (window);
  g_signal_emit_by_name (tc_test_quartz_find (GTK_WIDGET (page), "start", 0), "clicked");
  iterate ();
  g_assert_cmpuint (tc_game_get_n_entries (tc_game_page_get_game (page)), ==, 1);
  g_assert_true (tc_game_page_is_unsaved (page));
  bar = tc_test_find_id (GTK_WIDGET (page), "unsaved_bar");
  g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (bar)));

  /* Closing asks; Cancel keeps the window and its game. */
  gtk_window_close (GTK_WINDOW (window));
  iterate ();
  question = find_dialog ();
  g_assert_nonnull (question);
  adw_message_dialog_response (question, "cancel");
  iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  /* The folder can be made now: Try Again saves, and the bar goes. */
  g_assert_cmpint (g_unlink (blocker), ==, 0);
  gtk_info_bar_response (GTK_INFO_BAR (bar), 1);
  iterate ();
  g_assert_false (tc_game_page_is_unsaved (page));
  g_assert_false (gtk_info_bar_get_revealed (GTK_INFO_BAR (bar)));
  g_assert_true (g_file_test (tc_game_page_get_path (page), G_FILE_TEST_IS_REGULAR));

  gtk_window_close (GTK_WINDOW (window));
  iterate ();
  g_assert_null (find_dialog ());
}

/* Ctrl+Z undoes one entry a press while the bar says the game is not
 * saved, as the header's Undo does: three entries typed on the card
 * game's table, three presses, three entries undone, even with the focus
 * nowhere (the focused widget went with the entry undone).
 */
static void
test_undo_key_with_bar (void)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *blocker = g_path_get_dirname (folder);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "mid-game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  TcWindow *window;
  TcGamePage *page;
  TcGame *game;
  guint n_entries;

  tc_test_remove_tree (g_get_user_data_dir (), TRUE);
  g_assert_true (g_file_set_contents (blocker, "not a folder", -1, NULL));
  window = tc_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tc_window_open_file (window, file));
  page = tc_window_get_game_page (window);
  game = tc_game_page_get_game (page);
  n_entries = tc_game_get_n_entries (game);

  /* Pile 3 shows Gold 1; Ben mines pile 1, which shows Wood 1. */
  tc_test_input_click (tc_test_mcg_find (GTK_WIDGET (page), "prompt-entry", 0));
  tc_test_input_type ("g1");
  tc_test_input_key (GDK_KEY_Return, 0);
  g_assert_true (tc_game_page_is_unsaved (page));
  tc_test_input_key (GDK_KEY_1, 0);
  tc_test_input_click (tc_test_mcg_find (GTK_WIDGET (page), "prompt-entry", 0));
  tc_test_input_type ("w1");
  tc_test_input_key (GDK_KEY_Return, 0);
  /* Ben's last action spent, the app ended his turn. */
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, n_entries + 4);
  g_assert_true (gtk_info_bar_get_revealed (GTK_INFO_BAR (tc_test_find_id (GTK_WIDGET (page), "unsaved_bar"))));

  for (guint i = 1; i <= 4; i++)
    {
      gtk_window_set_focus (GTK_WINDOW (window), NULL);
      tc_test_input_key (GDK_KEY_z, GDK_CONTROL_MASK);
      g_assert_cmpuint (tc_game_get_n_entries (game), ==, n_entries + 4 - i);
    }

  /* In Saved Games the game is not shown: Ctrl+Z leaves it alone. */
  tc_test_input_key (GDK_KEY_l, GDK_CONTROL_MASK);
  for (guint i = 0; i < 100 && gtk_widget_get_mapped (GTK_WIDGET (page)); i++)
    {
      g_usleep (10000);
      iterate ();
    }
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (page)));
  tc_test_input_key (GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, n_entries);

  g_assert_cmpint (g_unlink (blocker), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("tc-unsaved-XXXXXX", NULL);
  g_autoptr(GError) error = NULL;
  int status;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/unsaved/failed-save", test_failed_save);
  g_test_add_func ("/app/unsaved/undo-key-with-bar", test_undo_key_with_bar);

  app = tc_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
