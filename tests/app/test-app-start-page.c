/* test-app-start-page.c: the start page of a library of many games
 *
 * The page lists the few newest games in progress and files that cannot
 * be read, with a row to Saved Games for the rest, so that New Game, Open
 * and Saved Games stay in view at any count; and it reads no game itself:
 * what each waits for comes from the library's index.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>
#include <string.h>
#include <utime.h>

#include "tc-library.h"
#include "tc-start-page.h"
#include "tc-test-input.h"
#include "tc-test-parts.h"
#include "tc-test-window.h"

#define N_GAMES 20
#define N_UNREADABLE 4

static TcApplication *app;
static TcWindow *window;

/* A card game in progress (Ben's turn; the table owes pile 3's new top),
 * started on day @day of November.
 */
static void
save_game_of_day (guint day)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "mid-game.json", NULL);
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *name = g_strdup_printf ("day-%02u.json", day);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *created = g_strdup_printf ("2026-11-%02uT18:03:00Z", day);
  g_autofree char *contents = NULL;
  g_autoptr(GString) game = NULL;

  g_assert_true (g_file_get_contents (source, &contents, NULL, NULL));
  game = g_string_new (contents);
  g_assert_cmpuint (g_string_replace (game, "2026-11-22T18:03:00Z", created, 1), ==, 1);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, game->str, game->len, NULL));
}

static void
save_unreadable (guint i)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *name = g_strdup_printf ("broken-%u.json", i);
  g_autofree char *path = g_build_filename (folder, name, NULL);

  g_assert_true (g_file_set_contents (path, "{", -1, NULL));
}

static GtkWidget *
start_page (void)
{
  return GTK_WIDGET (tc_window_get_start_page (window));
}

/* The rows once the library has been listed (in the background). */
static GListModel *
listed_rows (guint n_expected)
{
  for (guint i = 0; i < 500; i++)
    {
      g_autoptr(GListModel) rows = gtk_widget_observe_children (tc_test_find_id (GTK_WIDGET (tc_window_get_start_page (window)), "games_list"));

      if (g_list_model_get_n_items (rows) == n_expected)
        return g_steal_pointer (&rows);
      g_usleep (10000);
      tc_test_window_iterate ();
    }
  g_error ("the start page never listed %u rows", n_expected);
}

static const char *
row_title (GListModel *rows,
           guint       i)
{
  g_autoptr(AdwPreferencesRow) row = g_list_model_get_item (rows, i);

  return adw_preferences_row_get_title (row);
}

static const char *
row_subtitle (GListModel *rows,
              guint       i)
{
  g_autoptr(AdwActionRow) row = g_list_model_get_item (rows, i);

  return adw_action_row_get_subtitle (row);
}

static void
fill_library (void)
{
  for (guint day = 1; day <= N_GAMES; day++)
    save_game_of_day (day);
  for (guint i = 1; i <= N_UNREADABLE; i++)
    save_unreadable (i);
  tc_test_window_reopen ();
}

/* 20 games in progress and 4 broken files: the 5 newest games, 3 broken
 * files and a row to the 16 others; New Game, Open and Saved Games in
 * view and under the pointer at 1280 × 800 and at 360 × 640.
 */
static void
test_few_rows (void)
{
  const char *buttons[] = { "_New Game", "_Open…", "_Saved Games" };
  const int sizes[][2] = { { 1280, 800 }, { 360, 640 } };
  g_autoptr(GListModel) rows = NULL;

  fill_library ();
  rows = listed_rows (5 + 3 + 1);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpstr (row_title (rows, i), ==, "Ana, Ben, Cy");
      g_assert_true (g_str_has_suffix (row_subtitle (rows, i),
                                       "Ben’s turn · The table owes: the new top card of resource pile 3"));
    }
  /* Each row names its game, and says its date as Saved Games does. */
  g_assert_true (g_str_has_prefix (row_subtitle (rows, 0), "Minecraft Card Game? · started 20 Nov 2026, "));
  g_assert_true (g_str_has_prefix (row_subtitle (rows, 4), "Minecraft Card Game? · started 16 Nov 2026, "));
  g_assert_nonnull (strstr (row_subtitle (rows, 4), " · 30 entries\n"));
  for (guint i = 5; i < 8; i++)
    g_assert_true (g_str_has_suffix (row_title (rows, i), "cannot be read"));
  g_assert_cmpstr (row_title (rows, 8), ==, "See All in Saved Games");
  g_assert_cmpstr (row_subtitle (rows, 8), ==, "16 more not shown here");

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), sizes[s][0], sizes[s][1]);
      for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
        {
          GtkWidget *button = tc_test_find_button (start_page (), buttons[i]);

          g_assert_nonnull (button);
          g_assert_true (gtk_widget_get_mapped (button));
          g_assert_cmpint (gtk_widget_get_height (button), >, 0);
          g_assert_true (tc_test_input_reaches (button));
        }
    }
}

/* The row to the rest opens Saved Games (reached from the keyboard: the
 * list scrolls to it).
 */
static void
test_more_row (void)
{
  g_autoptr(GListModel) rows = NULL;
  g_autoptr(GtkWidget) more = NULL;

  fill_library ();
  rows = listed_rows (5 + 3 + 1);
  more = g_list_model_get_item (rows, 8);
  gtk_widget_grab_focus (more);
  tc_test_input_key (GDK_KEY_Return, 0);
  for (guint i = 0; i < 100 && !gtk_widget_get_mapped (GTK_WIDGET (tc_window_get_library_view (window))); i++)
    {
      g_usleep (10000);
      tc_test_window_iterate ();
    }
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (tc_window_get_library_view (window))));
}

/* The newest game's file is overwritten with as many bytes of nonsense,
 * its time kept: the index still holds it, and the page still says what
 * it waits for, since neither the listing nor the page reads a game whose
 * record is current. Were the game read, it would be listed as unreadable.
 */
static void
test_reads_no_game (void)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *newest = g_build_filename (folder, "day-20.json", NULL);
  g_autofree char *nonsense = NULL;
  g_autoptr(GListModel) rows = NULL;
  GStatBuf before;
  struct utimbuf times;

  fill_library ();
  g_clear_object (&rows);
  rows = listed_rows (5 + 3 + 1);
  g_clear_object (&rows);

  g_assert_cmpint (g_stat (newest, &before), ==, 0);
  nonsense = g_strnfill (before.st_size, 'x');
  g_assert_true (g_file_set_contents (newest, nonsense, before.st_size, NULL));
  times.actime = before.st_atime;
  times.modtime = before.st_mtime;
  g_assert_cmpint (utime (newest, &times), ==, 0);

  tc_test_window_reopen ();
  rows = listed_rows (5 + 3 + 1);
  g_assert_cmpstr (row_title (rows, 0), ==, "Ana, Ben, Cy");
  g_assert_true (g_str_has_suffix (row_subtitle (rows, 0),
                                   "Ben’s turn · The table owes: the new top card of resource pile 3"));
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/start-page/few-rows", test_few_rows);
  tc_test_window_add_alone ("/app/start-page/more-row", test_more_row);
  tc_test_window_add_alone ("/app/start-page/reads-no-game", test_reads_no_game);

  return tc_test_window_run ();
}
