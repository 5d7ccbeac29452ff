/* test-app-one-window.c: one game, one window
 *
 * Two windows saving one game lose one window's entries. Opening a game
 * that a window shows brings that window to the front; a game another
 * Tablecraft holds is refused, and so is deleting a game that is open.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "tc-application.h"
#include "tc-file.h"
#include "tc-library.h"
#include "tc-table-view.h"
#include "tc-toast.h"
#include "tc-window.h"

static TcApplication *app;

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A card game in progress, copied into the games folder. */
static char *
saved_game (const char *name)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "mid-game.json", NULL);
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *contents = NULL;
  char *path = g_build_filename (folder, name, NULL);
  gsize length;

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, length, NULL));

  return path;
}

static TcWindow *
new_window (void)
{
  TcWindow *window = tc_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  iterate ();
  return window;
}

static void
test_second_window_focuses_first (void)
{
  g_autofree char *path = saved_game ("twice.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TcWindow *first = new_window ();
  TcWindow *second = new_window ();

  g_assert_true (tc_window_open_file (first, file));
  g_assert_true (tc_window_open_file (second, file));
  iterate ();
  /* The second window shows no game: the first one has it. */
  g_assert_null (tc_game_page_get_game (tc_window_get_game_page (second)));
  g_assert_nonnull (tc_game_page_get_game (tc_window_get_game_page (first)));

  gtk_window_destroy (GTK_WINDOW (second));
  gtk_window_destroy (GTK_WINDOW (first));
  iterate ();
}

/* Held elsewhere (another Tablecraft), the game is refused with a
 * sentence; deleting it from the library is refused as long as it is open.
 */
static void
test_held_elsewhere (void)
{
  g_autofree char *path = saved_game ("held.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autoptr(TcLibrary) library = tc_library_new (folder);
  g_autoptr(GError) error = NULL;
  TcWindow *window = new_window ();
  TcFileLock *lock = tc_file_lock_game (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (lock);
  g_assert_false (tc_window_open_file (window, file));
  g_assert_nonnull (strstr (tc_toast_get_text (tc_window_get_last_toast (window)), "open in another"));
  g_assert_null (tc_game_page_get_game (tc_window_get_game_page (window)));

  g_assert_true (tc_library_refresh (library, &error));
  g_assert_false (tc_library_delete (library, "held.json", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Let go, it opens, and the window's claim keeps it from deletion. */
  tc_file_unlock (lock);
  g_assert_true (tc_window_open_file (window, file));
  g_assert_false (tc_library_delete (library, "held.json", &error));
  g_clear_error (&error);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
  g_assert_true (tc_library_delete (library, "held.json", &error));
  g_assert_no_error (error);
}

/* The games kept in Saved Games: its *.json files. */
static guint
count_saved_games (void)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += name[0] != '.' && g_str_has_suffix (name, ".json");

  return n;
}

static void
clear_saved_games (void)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_unlink (path);
    }
}

/* One game opened from outside Saved Games twice is one game: the second
 * window presents the first, a change saves one copy, and opening the
 * outside file again goes on with that copy, played further.
 */
static void
test_outside_file_twice (void)
{
  g_autofree char *outside = g_test_build_filename (G_TEST_DIST, "app", "mid-game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (outside);
  TcWindow *first = new_window ();
  TcWindow *second = new_window ();
  TcWindow *third;
  TcGamePage *page;
  guint n_entries;

  clear_saved_games ();
  g_assert_true (tc_window_open_file (first, file) == first);
  g_assert_true (tc_window_open_file (second, file) == first);
  g_assert_null (tc_game_page_get_game (tc_window_get_game_page (second)));
  gtk_window_destroy (GTK_WINDOW (second));

  page = tc_window_get_game_page (first);
  n_entries = tc_game_get_n_entries (tc_game_page_get_game (page));
  g_assert_true (tc_table_view_submit_text (tc_game_page_get_table_view (page), "g1"));
  iterate ();
  g_assert_cmpuint (count_saved_games (), ==, 1);
  gtk_window_destroy (GTK_WINDOW (first));
  iterate ();

  third = new_window ();
  g_assert_true (tc_window_open_file (third, file) == third);
  page = tc_window_get_game_page (third);
  g_assert_cmpuint (tc_game_get_n_entries (tc_game_page_get_game (page)), ==, n_entries + 1);
  g_assert_cmpstr (tc_toast_get_text (tc_window_get_last_toast (third)), ==,
                   "This game is in Saved Games already: it goes on there");
  g_assert_true (tc_table_view_submit_text (tc_game_page_get_table_view (page), "1"));
  iterate ();
  g_assert_cmpuint (count_saved_games (), ==, 1);
  gtk_window_destroy (GTK_WINDOW (third));
  iterate ();
}

/* Opening a game a window shows (from the file manager, the command line)
 * presents that window and brings up no other.
 */
static void
test_open_presents_only_that_window (void)
{
  g_autofree char *path = saved_game ("shown.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GFile *files[] = { file };
  guint n_windows;

  g_application_open (G_APPLICATION (app), files, 1, "");
  iterate ();
  n_windows = g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_cmpuint (n_windows, >=, 1);

  g_application_open (G_APPLICATION (app), files, 1, "");
  iterate ();
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, n_windows);

  while (gtk_application_get_windows (GTK_APPLICATION (app)) != NULL)
    gtk_window_destroy (gtk_application_get_windows (GTK_APPLICATION (app))->data);
  iterate ();
}

/* A claim that cannot be made — the lock's name taken by a folder or by a
 * link — is no reason to edit the game unclaimed, where another window
 * could edit it too: the game is refused with a sentence, and left as it was.
 */
static void
test_unclaimable (void)
{
  g_autofree char *in_folder = saved_game ("folder.json");
  g_autofree char *in_link = saved_game ("link.json");
  g_autofree char *games_folder = tc_library_get_default_folder ();
  g_autofree char *folder_lock = g_build_filename (games_folder, ".folder.json.lock", NULL);
  g_autofree char *link_lock = g_build_filename (games_folder, ".link.json.lock", NULL);
  g_autofree char *target = g_build_filename (games_folder, "elsewhere", NULL);
  const char *games[] = { in_folder, in_link };
  TcWindow *window = new_window ();

  g_assert_cmpint (g_mkdir (folder_lock, 0755), ==, 0);
  g_assert_true (g_file_set_contents (target, "", 0, NULL));
  g_assert_cmpint (symlink (target, link_lock), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (games[i]);
      g_autofree char *before = NULL, *after = NULL;

      g_assert_true (g_file_get_contents (games[i], &before, NULL, NULL));
      g_assert_false (tc_window_open_file (window, file));
      g_assert_nonnull (strstr (tc_toast_get_text (tc_window_get_last_toast (window)),
                                "cannot be claimed for this window, so it is not opened"));
      g_assert_nonnull (strstr (tc_toast_get_text (tc_window_get_last_toast (window)), "not a regular file"));
      g_assert_null (tc_game_page_get_game (tc_window_get_game_page (window)));
      g_assert_true (g_file_get_contents (games[i], &after, NULL, NULL));
      g_assert_cmpstr (after, ==, before);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  iterate ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("tc-one-window-XXXXXX", NULL);
  g_autoptr(GError) error = NULL;
  int status;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  app = tc_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));

  g_test_add_func ("/app/one-window/second-window-focuses-first", test_second_window_focuses_first);
  g_test_add_func ("/app/one-window/held-elsewhere", test_held_elsewhere);
  g_test_add_func ("/app/one-window/unclaimable", test_unclaimable);
  g_test_add_func ("/app/one-window/outside-file-twice", test_outside_file_twice);
  g_test_add_func ("/app/one-window/open-presents-only-that-window", test_open_presents_only_that_window);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
