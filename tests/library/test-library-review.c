/* test-library-review.c: the review view and its chart, under Xvfb
 *
 * Builds a TcReviewView for a finished simulated game, steps through it,
 * checks what it shows against the engine, and saves a screenshot
 * (review.png in the build folder) to look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gtk/gtk.h>

#include "tc-mcg-entry.h"
#include "tc-mcg-ruleset.h"
#include "tc-mcg-sim.h"
#include "tc-review-view.h"
#include "tc-score-chart.h"

/* The first finished three-player game the simulator plays from seed 1 on. */
static TcGame *
finished_game (void)
{
  const char *players[] = { "Ana", "Ben", "Cy", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) ruleset = tc_ruleset_new (TC_MCG_GAME_ID, players, NULL, &error);
  const TcMcgRules *rules = tc_mcg_ruleset_get_rules (TC_MCG_RULESET (ruleset));

  for (guint64 seed = 1;; seed++)
    {
      TcMcgSimRand rand;
      TcMcgSimGame sim = { 0 };
      g_autoptr(TcGame) game = NULL;

      tc_mcg_sim_rand_init (&rand, seed);
      g_assert_true (tc_mcg_sim_play (rules, &rand, &sim, &error));
      if (!sim.finished)
        {
          tc_mcg_sim_game_clear (&sim);
          continue;
        }

      game = tc_game_new (ruleset, NULL);
      for (guint i = 0; i < sim.n_entries; i++)
        {
          g_autoptr(JsonObject) object = tc_mcg_entry_to_json (rules->cards, &sim.entries[i]);
          g_autoptr(TcEntry) entry = tc_ruleset_parse_entry (ruleset, object, &error);

          g_assert_true (tc_game_append (game, entry, &error));
        }
      tc_mcg_sim_game_clear (&sim);
      g_assert_true (tc_game_is_finished (game));

      return g_steal_pointer (&game);
    }
}

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  (*(guint *) user_data)++;
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @widget was drawn in a few frames. */
static void
wait_for_draw (GtkWidget *widget)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);

  gtk_widget_queue_draw (widget);
  while (frames < 3)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, id);
}

static void
save_screenshot (GtkWidget  *window,
                 GtkWidget  *widget,
                 const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  g_assert_cmpint (width, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static void
test_step_through_finished_game (void)
{
  g_autoptr(TcGame) game = finished_game ();
  guint n = tc_game_get_n_applied (game);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = tc_review_view_new ();
  TcReviewView *review = TC_REVIEW_VIEW (view);
  g_autofree char *png = g_test_build_filename (G_TEST_BUILT, "review.png", NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_set_child (GTK_WINDOW (window), view);
  tc_review_view_set_game (review, game);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_draw (window);

  /* It opens on the last entry: the winning craft. */
  g_assert_cmpuint (tc_review_view_get_position (review), ==, n);
  g_assert_null (tc_review_view_get_problem (review));

  /* Every position shows the engine's sentence for its last entry. */
  for (guint position = 0; position <= n; position++)
    {
      g_autofree char *sentence = position > 0 ? tc_game_describe_entry (game, position - 1) : NULL;
      g_autofree char *expected = position > 0 ? g_strdup_printf ("%u. %s", position, sentence)
                                               : g_strdup ("Before the first entry");

      tc_review_view_set_position (review, position);
      g_assert_cmpuint (tc_review_view_get_position (review), ==, position);
      g_assert_cmpstr (tc_review_view_get_description (review), ==, expected);
    }

  /* Beyond the end is the end. */
  tc_review_view_set_position (review, n + 10);
  g_assert_cmpuint (tc_review_view_get_position (review), ==, n);

  /* A position in the middle, for the screenshot. */
  tc_review_view_set_position (review, n * 2 / 3);
  wait_for_draw (window);
  save_screenshot (window, view, png);
  g_test_message ("screenshot: %s", png);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A log whose third entry is illegal stops after two and says why. */
static void
test_illegal_entry (void)
{
  static const char data[] =
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\","
    "\"players\":[\"Ana\",\"Ben\"],\"entries\":["
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-3\",\"wood-2\",\"stone-2\",\"wild-1\",\"tnt\"],"
    "\"craft_tops\":[\"wood-sword\",\"stone-hoe\",\"wood-hoe\",\"iron-axe\"]},"
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1},"
    "{\"type\":\"mine\",\"seat\":2,\"pile\":2}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, &error);
  g_autoptr(TcGame) game = NULL;
  GtkWidget *view = tc_review_view_new ();
  const char *problem;

  g_object_ref_sink (view);
  g_assert_no_error (error);
  game = tc_game_new_from_log (log, G_MAXUINT);
  tc_review_view_set_game (TC_REVIEW_VIEW (view), game);

  g_assert_cmpuint (tc_review_view_get_position (TC_REVIEW_VIEW (view)), ==, 2);
  problem = tc_review_view_get_problem (TC_REVIEW_VIEW (view));
  g_assert_nonnull (problem);
  g_assert_true (g_str_has_prefix (problem, "Entry 3 is illegal"));
  g_assert_nonnull (strstr (problem, tc_game_get_replay_error (game)->message));

  g_object_unref (view);
}

static void
test_chart_target (void)
{
  g_autoptr(TcGame) game = finished_game ();
  GtkWidget *chart = tc_score_chart_new ();

  g_object_ref_sink (chart);
  g_assert_cmpuint (tc_score_chart_get_target (TC_SCORE_CHART (chart)), ==, 0);
  tc_score_chart_set_game (TC_SCORE_CHART (chart), game);
  /* Three players play to 20 points. */
  g_assert_cmpuint (tc_score_chart_get_target (TC_SCORE_CHART (chart)), ==, 20);
  g_object_unref (chart);
}

int
main (int    argc,
      char **argv)
{
  /* The screenshot recipe needs a renderer that works under Xvfb. */
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", TRUE);

  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/library/review/step-through", test_step_through_finished_game);
  g_test_add_func ("/library/review/illegal-entry", test_illegal_entry);
  g_test_add_func ("/library/review/chart-target", test_chart_target);

  return g_test_run ();
}
