/* test-app-win-chart.c: the review's chart of each player's chance of
 * winning (docs/estimate.md)
 *
 * For a game of each kind: the Odds page, chosen with the pointer,
 * estimates every position off the main thread behind a progress bar,
 * then draws; what hovering shows at a position is its entry's sentence
 * and every seat's share; the shares are remembered beside Saved Games,
 * so the same game reviewed again is drawn at once. With
 * TC_SCREENSHOT=FILE.png (FILE-mcg.png, …) the window is saved as a
 * picture.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tc-remembered.h"
#include "tc-review-view.h"
#include "tc-test-input.h"
#include "tc-test-window.h"
#include "tc-win-chart.h"

static TcApplication *app;
static TcWindow *window;

static gboolean
is_chances_switch (GtkWidget    *widget,
                   gconstpointer data)
{
  GtkWidget *child;

  if (!GTK_IS_TOGGLE_BUTTON (widget) || !GTK_IS_STACK_SWITCHER (gtk_widget_get_parent (widget)))
    return FALSE;

  child = gtk_button_get_child (GTK_BUTTON (widget));
  return GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), "Odds") == 0;
}

static gboolean
is_label_starting (GtkWidget    *widget,
                   gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), data);
}

/* Rests the pointer over @position of the chart until its tooltip shows.
 * The pointer is moved again each second, a pixel to one side and back:
 * GTK starts a tooltip on motion only, and a busy machine may lay the
 * window out again after the first motion.
 */
static void
assert_hover_shows (TcWinChart *chart,
                    guint       position,
                    guint       n_positions,
                    const char *expected)
{
  GtkWidget *area = tc_test_find_widget (GTK_WIDGET (chart), GTK_TYPE_DRAWING_AREA);
  gint64 until = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  for (guint attempt = 0; tc_test_find_under (GTK_WIDGET (window), is_label_starting, expected) == NULL; attempt++)
    {
      /* The plot's margins: 44 px on the left, 12 on the right. */
      double width = gtk_widget_get_width (area) - 44 - 12;
      gint64 next = g_get_monotonic_time () + G_USEC_PER_SEC;

      g_assert_cmpint (g_get_monotonic_time (), <, until);
      tc_test_input_hover (area, 44 + width * position / (n_positions - 1) + attempt % 2,
                           gtk_widget_get_height (area) / 2.0);
      while (g_get_monotonic_time () < next &&
             tc_test_find_under (GTK_WIDGET (window), is_label_starting, expected) == NULL)
        {
          g_main_context_iteration (NULL, FALSE);
          g_usleep (10000);
        }
    }
}

static void
save_screenshot (const char *game)
{
  const char *path = g_getenv ("TC_SCREENSHOT");
  g_autofree char *stem = NULL;
  g_autofree char *file = NULL;
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    return;

  stem = g_str_has_suffix (path, ".png") ? g_strndup (path, strlen (path) - 4) : g_strdup (path);
  file = g_strdup_printf ("%s-%s.png", stem, game);
  g_assert_true (tc_application_save_screenshot (GTK_WIDGET (window), file, &error));
}

static void
progress_shown_cb (GtkWidget  *progress,
                   GParamSpec *pspec,
                   gboolean   *seen)
{
  *seen |= gtk_widget_get_visible (progress);
}

static void
review_chances (const char *name,
                const char *game)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  TcReviewView *review = tc_window_get_review_view (window);
  TcWinChart *chart;
  GtkWidget *progress;
  TcGame *reviewed;
  g_autofree char *id = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *remembered = NULL;
  g_autofree char *tooltip = NULL;
  g_autofree char *expected = NULL;
  gboolean progress_seen = FALSE;
  guint n_applied, last;
  double sum = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  g_assert_true (tc_window_review_file (window, file));
  tc_test_input_settle ();
  chart = TC_WIN_CHART (tc_test_find_widget (GTK_WIDGET (review), TC_TYPE_WIN_CHART));
  progress = tc_test_find_widget (GTK_WIDGET (chart), GTK_TYPE_PROGRESS_BAR);
  reviewed = tc_review_view_get_game (review);
  n_applied = tc_game_get_n_applied (reviewed);

  /* Nothing is estimated until the page is shown. */
  g_assert_false (tc_win_chart_is_ready (chart));
  g_assert_false (gtk_widget_get_visible (progress));
  /* Seen as it is shown: a fast estimate may hide it again before the
   * click's events are all handled.
   */
  g_signal_connect (progress, "notify::visible", G_CALLBACK (progress_shown_cb), &progress_seen);
  tc_test_input_click (tc_test_find_under (GTK_WIDGET (review), is_chances_switch, NULL));
  while (!tc_win_chart_is_ready (chart))
    g_main_context_iteration (NULL, TRUE);
  g_signal_handlers_disconnect_by_func (progress, progress_shown_cb, &progress_seen);
  g_assert_true (progress_seen);
  g_assert_false (gtk_widget_get_visible (progress));
  tc_test_input_settle ();

  /* The reviewed position is the last: its sentence, every seat's share. */
  last = n_applied;
  tooltip = tc_win_chart_dup_tooltip (chart, last);
  expected = g_strdup_printf ("%u. %s\n", last, tc_timeline_get_sentence (tc_game_get_timeline (reviewed), last - 1));
  g_assert_true (g_str_has_prefix (tooltip, expected));
  for (guint seat = 1; seat <= tc_ruleset_get_n_players (tc_game_get_ruleset (reviewed)); seat++)
    {
      double share = tc_win_chart_get_share (chart, last, seat);

      g_assert_cmpfloat (share, >=, 0);
      sum += share;
    }
  g_assert_cmpfloat (sum, <=, 1 + 1e-9);
  g_assert_cmpfloat (sum, >, 0.5);

  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("%u. %s\n", n_applied / 2,
                              tc_timeline_get_sentence (tc_game_get_timeline (reviewed), n_applied / 2 - 1));
  assert_hover_shows (chart, n_applied / 2, n_applied + 1, expected);
  tc_test_input_settle ();
  save_screenshot (game);

  /* Remembered under the game's id, outside the games folder: the same
   * game reviewed again is drawn without estimating.
   */
  id = tc_game_dup_id (reviewed);
  folder = tc_remembered_get_folder ();
  remembered = g_strdup_printf ("%s/win-chances-%s.json", folder, id);
  g_assert_true (g_file_test (remembered, G_FILE_TEST_IS_REGULAR));
  tc_win_chart_set_game (chart, reviewed);
  g_assert_true (tc_win_chart_is_ready (chart));
  g_assert_false (gtk_widget_get_visible (progress));
}

static void
test_card_game (void)
{
  review_chances ("mid-game.json", "mcg");
}

static void
test_quartz (void)
{
  review_chances ("quartz-mid-game.json", "quartz");
}

static void
test_bnb (void)
{
  review_chances ("bnb-mid-game.json", "bnb");
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/win-chart/card-game", test_card_game);
  tc_test_window_add_alone ("/app/win-chart/quartz", test_quartz);
  tc_test_window_add_alone ("/app/win-chart/bnb", test_bnb);

  return tc_test_window_run ();
}
