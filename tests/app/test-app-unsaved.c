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
#include "tc-window.h"

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
  g_autoptr(TcApplication) app = tc_application_new ();
  g_autoptr(GError) error = NULL;
  TcNewGameDialog *dialog;
  TcWindow *window;
  TcGamePage *page;
  GtkWidget *bar;
  AdwMessageDialog *question;

  g_assert_true (g_file_set_contents (blocker, "not a folder", -1, NULL));
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
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
  g_signal_emit_by_name (tc_game_page_get_part (page, "start", 0), "clicked");
  iterate ();
  g_assert_cmpuint (tc_game_get_n_entries (tc_game_page_get_game (page)), ==, 1);
  g_assert_true (tc_game_page_is_unsaved (page));
  bar = tc_game_page_get_part (page, "unsaved-bar", 0);
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

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("tc-unsaved-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/unsaved/failed-save", test_failed_save);

  return g_test_run ();
}
