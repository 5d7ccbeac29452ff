/* test-library-view.c: the library view, under Xvfb
 *
 * A folder with five simulated games (seeds from 3: two with Ana and Ben,
 * then Ana, Ben and Cy, then two, then three; all won), tests/library/hand.json
 * (Ana and Ben, in progress) and a truncated log. The view lists, filters,
 * opens, renames, deletes and restores them, and saves a screenshot
 * (library-view.png in the build folder) to look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tc-library-view.h"
#include "tc-test-gui.h"

/* The tablecraft-cli to simulate games with, given on the command line. */
static const char *cli;

typedef struct
{
  char      *folder;
  GtkWidget *window;
  GtkWidget *view;
} Fixture;

static void
write_games (const char *folder,
             guint       n_games)
{
  g_autofree char *games = g_strdup_printf ("%u", n_games);
  const char *argv[] = { cli, "simulate", "--games", games, "--seed", "3", "--out", folder, NULL };
  g_autofree char *hand = g_test_build_filename (G_TEST_DIST, "library", "hand.json", NULL);
  g_autofree char *hand_copy = g_build_filename (folder, "hand.json", NULL);
  g_autofree char *broken = g_build_filename (folder, "broken.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  g_file_get_contents (hand, &data, NULL, &error);
  g_assert_no_error (error);
  g_file_set_contents (hand_copy, data, -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (broken, "{\"format\": \"tablecraft-log\", \"vers", -1, &error);
  g_assert_no_error (error);
}

/* Runs the main loop until the view has read its folder. */
static void
wait_for_listing (TcLibraryView *view)
{
  while (tc_library_view_get_loading (view))
    g_main_context_iteration (NULL, TRUE);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->folder = g_dir_make_tmp ("tc-library-view-XXXXXX", &error);
  g_assert_no_error (error);
  /* Five simulated games unless the test asks for more. */
  write_games (fixture->folder, data != NULL ? GPOINTER_TO_UINT (data) : 5);

  fixture->window = gtk_window_new ();
  fixture->view = tc_library_view_new ();
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 900, 1000);
  gtk_window_set_child (GTK_WINDOW (fixture->window), fixture->view);
  tc_library_view_set_folder (TC_LIBRARY_VIEW (fixture->view), fixture->folder);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wait_for_listing (TC_LIBRARY_VIEW (fixture->view));
  tc_test_wait_for_draw (fixture->window);
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_clear_pointer (&dir, g_dir_close);
  g_remove (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  remove_tree (fixture->folder);
  g_free (fixture->folder);
}

static TcLibraryItem *
find (Fixture    *fixture,
      const char *file_name)
{
  return tc_library_find (tc_library_view_get_library (TC_LIBRARY_VIEW (fixture->view)), file_name);
}

static void
test_list_and_filter (Fixture       *fixture,
                      gconstpointer  data)
{
  TcLibraryView *view = TC_LIBRARY_VIEW (fixture->view);
  g_autofree char *png = g_test_build_filename (G_TEST_BUILT, "library-view.png", NULL);

  /* Five simulated games, the hand and the broken log. */
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 7);
  g_assert_cmpint (tc_library_item_get_status (find (fixture, "broken.json")), ==, TC_LIBRARY_STATUS_UNREADABLE);
  g_assert_cmpint (tc_library_item_get_status (find (fixture, "hand.json")), ==, TC_LIBRARY_STATUS_IN_PROGRESS);

  tc_test_save_screenshot (fixture->window, fixture->view, png);
  g_test_message ("screenshot: %s", png);

  /* Cy sat only in the second and the fifth simulated game. */
  tc_library_view_set_query (view, "cy");
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 2);
  tc_library_view_set_query (view, " CY ");
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 2);
  /* Ana sat in every readable game. */
  tc_library_view_set_query (view, "Ana");
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 6);
  tc_library_view_set_query (view, "Zed");
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 0);
  tc_test_wait_for_draw (fixture->window);
  tc_library_view_set_query (view, "");
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 7);
}

/* The "Show More Games" button under the list. */
static GtkWidget *
find_show_more (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "library.show-more") == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_show_more (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
show_more_visible (GtkWidget *view)
{
  GtkWidget *button = find_show_more (view);

  g_assert_nonnull (button);
  return gtk_widget_get_visible (button);
}

/* 120 simulated games, the hand and the broken log: the list builds 50
 * rows at a time, and a new search starts again from its first page.
 */
static void
test_pages (Fixture       *fixture,
            gconstpointer  data)
{
  TcLibraryView *view = TC_LIBRARY_VIEW (fixture->view);

  g_assert_cmpuint (tc_library_view_get_n_matching (view), ==, 122);
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 50);
  g_assert_true (show_more_visible (fixture->view));

  gtk_widget_activate_action (fixture->view, "library.show-more", NULL);
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 100);
  g_assert_true (show_more_visible (fixture->view));
  gtk_widget_activate_action (fixture->view, "library.show-more", NULL);
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 122);
  g_assert_false (show_more_visible (fixture->view));

  /* Seed 3's games alternate two and three players: Cy sat in about half. */
  tc_library_view_set_query (view, "cy");
  g_assert_cmpuint (tc_library_view_get_n_matching (view), <, 122);
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, MIN (50, tc_library_view_get_n_matching (view)));
  g_assert_cmpint (show_more_visible (fixture->view), ==, tc_library_view_get_n_matching (view) > 50);

  tc_library_view_set_query (view, "");
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 50);
  g_assert_true (show_more_visible (fixture->view));
}

/* The folder is read in the background: the view says so meanwhile, and
 * then lists what a synchronous refresh of the same folder lists.
 */
static void
test_reload_in_background (Fixture       *fixture,
                           gconstpointer  data)
{
  TcLibraryView *view = TC_LIBRARY_VIEW (fixture->view);
  g_autofree char *index = g_build_filename (fixture->folder, ".index.json", NULL);
  g_autoptr(TcLibrary) sync = tc_library_new (fixture->folder);
  GListModel *listed = tc_library_get_model (tc_library_view_get_library (view));

  /* Cold: every log is read again in the worker. */
  g_assert_cmpint (g_remove (index), ==, 0);
  tc_library_view_reload (view);
  g_assert_true (tc_library_view_get_loading (view));
  wait_for_listing (view);
  g_assert_cmpuint (tc_library_get_n_read (tc_library_view_get_library (view)), ==, 7);
  g_assert_false (gtk_spinner_get_spinning (GTK_SPINNER (tc_test_find_descendant (fixture->view, GTK_TYPE_SPINNER))));

  g_assert_true (tc_library_refresh (sync, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (listed), ==, 7);
  g_assert_cmpuint (g_list_model_get_n_items (tc_library_get_model (sync)), ==, 7);
  for (guint i = 0; i < 7; i++)
    {
      g_autoptr(TcLibraryItem) a = g_list_model_get_item (listed, i);
      g_autoptr(TcLibraryItem) b = g_list_model_get_item (tc_library_get_model (sync), i);

      g_assert_cmpstr (tc_library_item_get_file_name (a), ==, tc_library_item_get_file_name (b));
      g_assert_cmpint (tc_library_item_get_status (a), ==, tc_library_item_get_status (b));
      g_assert_cmpuint (tc_library_item_get_n_entries (a), ==, tc_library_item_get_n_entries (b));
    }
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 7);
}

/* A view destroyed while it reads its folder is freed once the worker is
 * done, without touching what is gone.
 */
static void
test_dispose_while_reloading (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("tc-library-view-XXXXXX", &error);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = tc_library_view_new ();

  g_assert_no_error (error);
  write_games (folder, 5);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  tc_library_view_set_folder (TC_LIBRARY_VIEW (view), folder);
  g_assert_true (tc_library_view_get_loading (TC_LIBRARY_VIEW (view)));
  /* The empty list says that it is reading. */
  g_assert_true (gtk_spinner_get_spinning (GTK_SPINNER (tc_test_find_descendant (view, GTK_TYPE_SPINNER))));

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  gtk_window_destroy (GTK_WINDOW (window));
  while (view != NULL)
    g_main_context_iteration (NULL, TRUE);

  remove_tree (folder);
}

static void
test_delete_and_undo (Fixture       *fixture,
                      gconstpointer  data)
{
  TcLibraryView *view = TC_LIBRARY_VIEW (fixture->view);
  g_autofree char *path = g_build_filename (fixture->folder, "game-00002.json", NULL);
  g_autofree char *trashed = g_build_filename (fixture->folder, ".trash", "game-00002.json", NULL);

  /* A title with markup characters is shown as typed, not as markup
   * (a bare & in a toast's markup is a fatal warning in the tests).
   */
  g_assert_true (tc_library_rename (tc_library_view_get_library (view), "game-00002.json", "Tom & <b>Jerry", NULL));
  tc_library_view_set_query (view, "cy");
  g_assert_true (gtk_widget_activate_action (fixture->view, "library.delete", "s", "game-00002.json"));
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 1);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (trashed, G_FILE_TEST_EXISTS));
  g_assert_null (find (fixture, "game-00002.json"));
  tc_test_wait_for_draw (fixture->window);

  g_assert_true (gtk_widget_activate_action (fixture->view, "library.undo-delete", "s", "game-00002.json"));
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 2);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (trashed, G_FILE_TEST_EXISTS));
  g_assert_nonnull (find (fixture, "game-00002.json"));

  /* A second undo has nothing left to restore and changes nothing. */
  g_assert_true (gtk_widget_activate_action (fixture->view, "library.undo-delete", "s", "game-00002.json"));
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 2);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Two deletes, then the first one's Undo brings back the first game only. */
  tc_library_view_set_query (view, "");
  g_assert_true (gtk_widget_activate_action (fixture->view, "library.delete", "s", "game-00001.json"));
  g_assert_true (gtk_widget_activate_action (fixture->view, "library.delete", "s", "hand.json"));
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 5);
  g_assert_true (gtk_widget_activate_action (fixture->view, "library.undo-delete", "s", "game-00001.json"));
  g_assert_cmpuint (tc_library_view_get_n_shown (view), ==, 6);
  g_assert_nonnull (find (fixture, "game-00001.json"));
  g_assert_null (find (fixture, "hand.json"));
}

static void
remember_path (TcLibraryView *view,
               const char    *path,
               char         **out)
{
  g_free (*out);
  *out = g_strdup (path);
}

static void
test_open_and_resume (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *opened = NULL;
  g_autofree char *resumed = NULL;
  g_autofree char *won = g_build_filename (fixture->folder, "game-00001.json", NULL);
  g_autofree char *hand = g_build_filename (fixture->folder, "hand.json", NULL);

  g_signal_connect (fixture->view, "open-game", G_CALLBACK (remember_path), &opened);
  g_signal_connect (fixture->view, "resume-game", G_CALLBACK (remember_path), &resumed);

  gtk_widget_activate_action (fixture->view, "library.open", "s", "game-00001.json");
  g_assert_cmpstr (opened, ==, won);
  g_assert_null (resumed);

  gtk_widget_activate_action (fixture->view, "library.resume", "s", "hand.json");
  g_assert_cmpstr (resumed, ==, hand);
  g_assert_cmpstr (opened, ==, won);
}

static AdwMessageDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        return ADW_MESSAGE_DIALOG (window);
    }

  return NULL;
}

static void
test_rename (Fixture       *fixture,
             gconstpointer  data)
{
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (fixture->view, "library.rename", "s", "hand.json");
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  /* It opens on the default name: the players. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog))), ==, "Ana, Ben");
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "Friday night");
  adw_message_dialog_response (dialog, "rename");
  g_assert_cmpstr (tc_library_item_get_title (find (fixture, "hand.json")), ==, "Friday night");

  /* The title is found by the search, and Cancel changes nothing. */
  tc_library_view_set_query (TC_LIBRARY_VIEW (fixture->view), "friday");
  g_assert_cmpuint (tc_library_view_get_n_shown (TC_LIBRARY_VIEW (fixture->view)), ==, 1);
  gtk_widget_activate_action (fixture->view, "library.rename", "s", "hand.json");
  dialog = find_dialog ();
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "Saturday");
  adw_message_dialog_response (dialog, "cancel");
  g_assert_cmpstr (tc_library_item_get_title (find (fixture, "hand.json")), ==, "Friday night");
}

/* Two Quartz games join the card games: the filter shows each kind. */
static void
test_game_filter (Fixture       *fixture,
                  gconstpointer  data)
{
  TcLibraryView *view = TC_LIBRARY_VIEW (fixture->view);
  const char *names[] = { "quartz-tie.json", "quartz-round.json" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "scenarios", names[i], NULL);
      g_autofree char *target = g_build_filename (fixture->folder, names[i], NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (target, contents, length, NULL));
    }
  tc_library_view_reload (view);
  wait_for_listing (view);

  g_assert_cmpuint (tc_library_view_get_n_matching (view), ==, 9);
  tc_library_view_set_game_filter (view, "quartz-dice");
  g_assert_cmpuint (tc_library_view_get_n_matching (view), ==, 2);
  tc_library_view_set_query (view, "Ben");
  g_assert_cmpuint (tc_library_view_get_n_matching (view), ==, 2);
  tc_library_view_set_game_filter (view, "minecraft-card-game");
  tc_library_view_set_query (view, "");
  g_assert_cmpuint (tc_library_view_get_n_matching (view), ==, 6);
  tc_library_view_set_game_filter (view, NULL);
  g_assert_cmpuint (tc_library_view_get_n_matching (view), ==, 9);
}

int
main (int    argc,
      char **argv)
{
  /* The screenshot recipe needs a renderer that works under Xvfb. */
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_assert_cmpint (argc, ==, 2);
  cli = argv[1];

  g_test_add ("/library/view/list-and-filter", Fixture, NULL, fixture_set_up, test_list_and_filter, fixture_tear_down);
  g_test_add ("/library/view/reload-in-background", Fixture, NULL, fixture_set_up, test_reload_in_background, fixture_tear_down);
  g_test_add_func ("/library/view/dispose-while-reloading", test_dispose_while_reloading);
  g_test_add ("/library/view/delete-and-undo", Fixture, NULL, fixture_set_up, test_delete_and_undo, fixture_tear_down);
  g_test_add ("/library/view/open-and-resume", Fixture, NULL, fixture_set_up, test_open_and_resume, fixture_tear_down);
  g_test_add ("/library/view/rename", Fixture, NULL, fixture_set_up, test_rename, fixture_tear_down);
  g_test_add ("/library/view/game-filter", Fixture, NULL, fixture_set_up, test_game_filter, fixture_tear_down);
  g_test_add ("/library/view/pages", Fixture, GUINT_TO_POINTER (120), fixture_set_up, test_pages, fixture_tear_down);

  return g_test_run ();
}
