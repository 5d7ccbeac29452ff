/* test-app-library-narrow.c: Saved Games, the review and toasts on a phone
 *
 * At 360 × 640 the window keeps its width in Saved Games, listing a few
 * games of each kind, and in the review of a finished game of each kind,
 * on each of the review's pages (the table, the scores, the odds, the
 * statistics); a toast with a long sentence and a button lies within
 * the window whole. The same cases run in German and in Chinese, whose
 * words make other widths (tests/app/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-game-page.h"
#include "tc-library-view.h"
#include "tc-library.h"
#include "tc-review-view.h"
#include "tc-test-input.h"
#include "tc-test-narrow.h"
#include "tc-test-window.h"
#include "tc-toast.h"

#define WIDTH  360
#define HEIGHT 640

static TcApplication *app;
static TcWindow *window;

/* The window's width once set to 360 px (its frame aside). */
static int narrow_width;

/* Games saved earlier, in progress and finished, of every kind: a folder
 * and a log in the test sources.
 */
static const char *const saved[][2] = {
  { "app", "mid-game.json" },
  { "app", "almost-won.json" },
  { "scenarios", "win.json" },
  { "app", "quartz-mid-game.json" },
  { "scenarios", "quartz-tie.json" },
  { "app", "bnb-mid-game.json" },
  { "scenarios", "bnb-end.json" },
};

static void
save_games (void)
{
  g_autofree char *folder = tc_library_get_default_folder ();

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (saved); i++)
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, saved[i][0], saved[i][1], NULL);
      g_autofree char *path = g_build_filename (folder, saved[i][1], NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (path, contents, length, NULL));
    }
}

/* Saved Games, opened by its key, once it has read the folder. */
static void
test_library (void)
{
  TcLibraryView *library = tc_window_get_library_view (window);

  save_games ();
  narrow_width = tc_test_narrow_start (GTK_WINDOW (window), WIDTH, HEIGHT);
  tc_test_input_key (GDK_KEY_l, GDK_CONTROL_MASK);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "library");
  for (guint tries = 0; tries < 500 && tc_library_view_get_loading (library); tries++)
    {
      g_usleep (10000);
      tc_test_window_iterate ();
    }
  g_assert_false (tc_library_view_get_loading (library));
  g_assert_cmpuint (tc_library_view_get_n_shown (library), ==, G_N_ELEMENTS (saved));

  tc_test_narrow_assert_width (GTK_WINDOW (window), narrow_width, "Saved Games");
}

/* The review of the finished game @name, on each of its pages, opened
 * by a click on the page's switch.
 */
static void
check_review (const char *folder,
              const char *name)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  GtkWidget *review = GTK_WIDGET (tc_window_get_review_view (window));
  GtkWidget *switcher;
  guint n_pages = 0;

  narrow_width = tc_test_narrow_start (GTK_WINDOW (window), WIDTH, HEIGHT);
  g_assert_true (tc_window_review_file (window, file));
  tc_test_narrow_assert_width (GTK_WINDOW (window), narrow_width, name);

  switcher = tc_test_find_widget (review, GTK_TYPE_STACK_SWITCHER);
  g_assert_nonnull (switcher);
  for (GtkWidget *page = gtk_widget_get_first_child (switcher); page != NULL; page = gtk_widget_get_next_sibling (page))
    {
      g_autofree char *what = g_strdup_printf ("%s, page %u", name, ++n_pages);

      g_assert_true (tc_test_input_reaches (page));
      tc_test_input_click (page);
      g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (page)));
      tc_test_narrow_assert_width (GTK_WINDOW (window), narrow_width, what);
    }
  g_assert_cmpuint (n_pages, ==, 4);
}

static void
test_review_card_game (void)
{
  check_review ("scenarios", "win.json");
}

static void
test_review_quartz (void)
{
  check_review ("scenarios", "quartz-tie.json");
}

static void
test_review_builders_biomes (void)
{
  check_review ("scenarios", "bnb-end.json");
}

/* The toast of a turn that the referee ended, with its Undo, as the
 * game page shows it, saying the longest sentence of a game: the
 * sentence wraps within the window, and the buttons are not pushed past
 * the window's edge.
 */
static void
test_toast (void)
{
  g_autoptr(GFile) file = NULL;
  TcGamePage *page = tc_window_get_game_page (window);
  TcGame *game;
  g_autofree char *entry = NULL;
  g_autofree char *message = NULL;
  AdwToast *toast;

  narrow_width = tc_test_narrow_start (GTK_WINDOW (window), WIDTH, HEIGHT);
  file = tc_test_window_open_saved ("bnb-mid-game.json");
  game = tc_game_page_get_game (page);
  /* The longest sentence of the game's log. */
  for (guint i = 0; i < tc_game_get_n_entries (game); i++)
    {
      char *sentence = tc_game_describe_entry (game, i);

      if (entry == NULL || g_utf8_strlen (sentence, -1) > g_utf8_strlen (entry, -1))
        g_free (g_steal_pointer (&entry)), entry = sentence;
      else
        g_free (sentence);
    }
  message = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Turn over: %s"), entry);
  toast = tc_toast_new (message);
  adw_toast_set_button_label (toast, g_dgettext (GETTEXT_PACKAGE, "_Undo"));
  tc_toast_show (ADW_TOAST_OVERLAY (tc_test_find_widget (GTK_WIDGET (page), ADW_TYPE_TOAST_OVERLAY)), toast);

  /* Past its rise into view. */
  for (guint i = 0; i < 10; i++)
    tc_test_input_settle ();
  tc_test_narrow_assert_width (GTK_WINDOW (window), narrow_width, message);
  /* The sentence takes the room the buttons leave, not a thin column
   * twenty lines high. */
  g_assert_cmpint (gtk_widget_get_width (adw_toast_get_custom_title (toast)), >=, narrow_width / 3);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/library-narrow/library", test_library);
  tc_test_window_add_alone ("/app/library-narrow/review-card-game", test_review_card_game);
  tc_test_window_add_alone ("/app/library-narrow/review-quartz", test_review_quartz);
  tc_test_window_add_alone ("/app/library-narrow/review-builders-biomes", test_review_builders_biomes);
  tc_test_window_add_alone ("/app/library-narrow/toast", test_toast);

  return tc_test_window_run ();
}
