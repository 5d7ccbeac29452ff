/* tc-test-window.c: GUI test cases that each run alone (-p)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-library.h"
#include "tc-text.h"

#include "tc-test-input.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow **window;          /* the test program's own pointer */
static const TcTestStep *script;   /* its game, step by step */

/* Removes everything under @path, and @path itself unless @keep. */
void
tc_test_remove_tree (const char *path,
                     gboolean    keep)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        tc_test_remove_tree (child, FALSE);
      else
        g_unlink (child);
    }
  if (!keep)
    g_rmdir (path);
}

/**
 * tc_test_window_init:
 * @window: where the program keeps its window; each case sets it anew
 *
 * Sets the process up as a first start: saved games go to a new scratch
 * data folder (which must be set before GLib reads it), drawn by cairo
 * on X11 so that it renders under Xvfb.
 *
 * Returns: (transfer none): the registered application
 */
TcApplication *
tc_test_window_init (int        *argc,
                     char     ***argv,
                     TcWindow  **program_window)
{
  g_autofree char *data_home = g_dir_make_tmp ("tc-app-test-XXXXXX", NULL);
  g_autoptr(GError) error = NULL;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  /* A run in another language (TC_TEST_LANGUAGE=de) reads the build's
   * catalogues, as the app does, from before GLib first translates
   * anything; any other run stays in English.
   */
  if (g_getenv ("TC_TEST_LANGUAGE") != NULL)
    {
      g_setenv ("LANGUAGE", g_getenv ("TC_TEST_LANGUAGE"), TRUE);
      tc_text_bind_domain ();
    }
  gtk_test_init (argc, argv, NULL);
  adw_init ();

  app = tc_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = program_window;

  return app;
}

void
tc_test_window_iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Closes the window, if any, and opens a new one on what is saved: the
 * app restarted.
 */
void
tc_test_window_reopen (void)
{
  if (*window != NULL)
    gtk_window_destroy (GTK_WINDOW (*window));

  *window = tc_window_new (app);
  gtk_window_present (GTK_WINDOW (*window));
  tc_test_window_iterate ();
}

/* A new window on an empty data folder, as at the first start. */
void
tc_test_window_open_fresh (void)
{
  if (*window != NULL)
    gtk_window_destroy (GTK_WINDOW (*window));
  *window = NULL;
  tc_test_remove_tree (g_get_user_data_dir (), TRUE);
  tc_test_window_reopen ();
}

/**
 * tc_test_window_open_saved:
 * @name: a game log in tests/app/
 *
 * Copies @name into the games folder, as a game saved earlier, and shows
 * it in the window.
 *
 * Returns: (transfer full): the saved copy
 */
GFile *
tc_test_window_open_saved (const char *name)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", name, NULL);
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *path = g_build_filename (folder, name, NULL);
  GFile *file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  g_assert_true (tc_window_open_file (*window, file));
  tc_test_window_iterate ();

  return file;
}

/* Asserts that a refusal's "Why?" (@why) is shown and opens @section of
 * @game_id's rules.
 */
void
tc_test_assert_why (GtkWidget  *why,
                    const char *game_id,
                    const char *section)
{
  g_autoptr(GVariant) expected = g_variant_ref_sink (g_variant_new ("(ss)", game_id, section));

  g_assert_true (gtk_widget_is_visible (why));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (why)), ==, "win.show-rules");
  g_assert_true (g_variant_equal (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (why)), expected));
}

static void
run_alone (gconstpointer data)
{
  void (*test) (void) = (void (*) (void)) data;

  tc_test_window_open_fresh ();
  test ();
}

void
tc_test_window_add_alone (const char  *path,
                          void       (*test) (void))
{
  g_test_add_data_func (path, (gconstpointer) test, run_alone);
}

static void
run_steps_to (gconstpointer data)
{
  const TcTestStep *last = data;

  tc_test_window_open_fresh ();
  for (const TcTestStep *step = script; step <= last; step++)
    step->step ();
}

/**
 * tc_test_window_add_script:
 * @steps: (array length=n_steps): one game, step by step; static, and
 *   one per program
 *
 * Adds a case per step that replays every step up to its own, the checks
 * included, from a new window.
 */
void
tc_test_window_add_script (const TcTestStep *steps,
                           guint             n_steps)
{
  g_assert_null (script);
  script = steps;
  for (guint i = 0; i < n_steps; i++)
    g_test_add_data_func (steps[i].path, &steps[i], run_steps_to);
}

/* Runs the cases, then closes the window and the application. */
int
tc_test_window_run (void)
{
  int status = g_test_run ();

  if (*window != NULL)
    gtk_window_destroy (GTK_WINDOW (*window));
  *window = NULL;
  g_clear_object (&app);

  return status;
}

/* Returns: (nullable): the first shown window of @type */
GtkWindow *
tc_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;
    }

  return NULL;
}

/* Appends the title of every shortcut and group under @widget. */
static void
collect_shortcut_titles (GtkWidget *widget,
                         GString   *titles)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget) || GTK_IS_SHORTCUTS_GROUP (widget))
    {
      g_autofree char *title = NULL;

      g_object_get (widget, "title", &title, NULL);
      g_string_append_printf (titles, "%s\n", title);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_shortcut_titles (child, titles);
}

/**
 * tc_test_window_shortcut_titles:
 *
 * Opens Keyboard Shortcuts (Ctrl+?) over the game shown, by its key, and
 * closes it again.
 *
 * Returns: (transfer full): the title of every shortcut and group it
 *   lists, a line each
 */
char *
tc_test_window_shortcut_titles (void)
{
  GtkWindow *shortcuts;
  GString *titles = g_string_new (NULL);

  tc_test_input_key (GDK_KEY_question, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  shortcuts = tc_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (shortcuts);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (shortcuts)));
  collect_shortcut_titles (GTK_WIDGET (shortcuts), titles);
  gtk_window_close (shortcuts);
  tc_test_window_iterate ();

  return g_string_free (titles, FALSE);
}
