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
#include "tc-test-gui.h"
#include "tc-test-parts.h"

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
      TcSimRand rand;
      TcMcgSimGame sim = { 0 };
      g_autoptr(TcGame) game = NULL;

      tc_sim_rand_init (&rand, seed);
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

          g_assert_true (tc_game_append (game, entry, NULL, &error));
        }
      tc_mcg_sim_game_clear (&sim);
      g_assert_true (tc_game_is_finished (game));

      return g_steal_pointer (&game);
    }
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
  tc_test_wait_for_draw (window);

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
  tc_test_wait_for_draw (window);
  tc_test_save_screenshot (window, view, png);
  g_test_message ("screenshot: %s", png);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The review view, in a window, on a finished game. */
static GtkWidget *
present_review (TcGame *game)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = tc_review_view_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_set_child (GTK_WINDOW (window), view);
  tc_review_view_set_game (TC_REVIEW_VIEW (view), game);
  gtk_window_present (GTK_WINDOW (window));
  tc_test_wait_for_draw (window);

  return view;
}

/* Appends to @found every button under @widget bound to @action. */
static void
collect_action_buttons (GtkWidget  *widget,
                        const char *action,
                        GPtrArray  *found)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    g_ptr_array_add (found, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_action_buttons (child, action, found);
}

/* The review is read-only: a seat's "Use …" tool buttons, shown at some
 * position of the game, are insensitive there.
 */
static void
test_tools_insensitive (void)
{
  g_autoptr(TcGame) game = finished_game ();
  GtkWidget *view = present_review (game);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  for (guint position = tc_game_get_n_applied (game); position > 0 && buttons->len == 0; position--)
    {
      tc_review_view_set_position (TC_REVIEW_VIEW (view), position);
      collect_action_buttons (view, "game.use-tool", buttons);
    }

  g_assert_cmpuint (buttons->len, >, 0);
  for (guint i = 0; i < buttons->len; i++)
    {
      g_test_message ("%s", gtk_button_get_label (g_ptr_array_index (buttons, i)));
      g_assert_false (gtk_widget_is_sensitive (g_ptr_array_index (buttons, i)));
    }

  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (view)));
}

/* Appends to @titles the title of every row under @widget, one a line. */
static void
collect_row_titles (GtkWidget *widget,
                    GString   *titles)
{
  if (ADW_IS_ACTION_ROW (widget))
    g_string_append_printf (titles, "%s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_row_titles (child, titles);
}

static gboolean
is_label_reading (GtkWidget     *widget,
                  gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* The statistics tab sets the engine's lines out as a list of rows per
 * seat, under the seat's name: one row for each line of the text.
 */
static void
test_statistics_as_rows (void)
{
  g_autoptr(TcGame) game = finished_game ();
  GtkWidget *view = present_review (game);
  GtkWidget *box = tc_test_find_id (view, "statistics_box");
  g_autoptr(GString) titles = g_string_new (NULL);
  g_auto(GStrv) text_lines = g_strsplit (tc_review_view_get_statistics (TC_REVIEW_VIEW (view)), "\n", -1);
  guint n_seat_lines = 0;
  guint n_rows = 0;

  g_assert_true (GTK_IS_BOX (box));
  collect_row_titles (box, titles);
  for (guint i = 0; text_lines[i] != NULL; i++)
    n_seat_lines += g_str_has_prefix (text_lines[i], "  ");
  for (const char *c = titles->str; *c != '\0'; c++)
    n_rows += *c == '\n';

  g_test_message ("%s", titles->str);
  g_assert_cmpuint (n_rows, ==, n_seat_lines);
  g_assert_cmpuint (n_rows, >=, 3 * 2);
  g_assert_nonnull (strstr (titles->str, "Creeper attacks\n"));
  g_assert_nonnull (tc_test_find_under (box, is_label_reading, "Ana"));

  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (view)));
}

/* That the selected entry of the timeline lies within the scrolled page. */
static void
assert_selected_in_sight (GtkWidget *view)
{
  GtkListBox *timeline = GTK_LIST_BOX (tc_test_find_descendant (view, GTK_TYPE_LIST_BOX));
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (timeline), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  GtkListBoxRow *row = gtk_list_box_get_selected_row (timeline);
  double value = gtk_adjustment_get_value (vadjustment);
  graphene_rect_t bounds;

  g_assert_nonnull (row);
  g_assert_cmpint (gtk_list_box_row_get_index (row) + 1, ==, tc_review_view_get_position (TC_REVIEW_VIEW (view)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (timeline), &bounds));
  g_assert_cmpfloat (bounds.size.height, >, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, value);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, value + gtk_adjustment_get_page_size (vadjustment));
}

static double
timeline_scroll (GtkWidget *view)
{
  GtkWidget *timeline = tc_test_find_descendant (view, GTK_TYPE_LIST_BOX);
  GtkWidget *scrolled = gtk_widget_get_ancestor (timeline, GTK_TYPE_SCROLLED_WINDOW);

  return gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)));
}

/* The timeline follows the position: it opens scrolled to the last entry,
 * goes back to the top before the first, and follows the scale.
 */
static void
test_timeline_follows (void)
{
  g_autoptr(TcGame) game = finished_game ();
  guint n = tc_game_get_n_applied (game);
  GtkWidget *view = present_review (game);
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (view));
  GtkWidget *timeline = tc_test_find_descendant (view, GTK_TYPE_LIST_BOX);
  GtkAdjustment *vadjustment =
    gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (timeline, GTK_TYPE_SCROLLED_WINDOW)));
  GtkAdjustment *scale = gtk_range_get_adjustment (GTK_RANGE (tc_test_find_descendant (view, GTK_TYPE_SCALE)));

  /* The game is far longer than the timeline is high. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (vadjustment), >, 3 * gtk_adjustment_get_page_size (vadjustment));
  g_assert_cmpuint (tc_review_view_get_position (TC_REVIEW_VIEW (view)), ==, n);
  g_assert_cmpfloat (timeline_scroll (view), >, 0);
  assert_selected_in_sight (view);

  tc_review_view_set_position (TC_REVIEW_VIEW (view), 0);
  tc_test_wait_for_draw (window);
  g_assert_cmpfloat (timeline_scroll (view), ==, 0);

  /* Dragging the scale to the end scrolls to the last entry. */
  gtk_adjustment_set_value (scale, n);
  tc_test_wait_for_draw (window);
  g_assert_cmpuint (tc_review_view_get_position (TC_REVIEW_VIEW (view)), ==, n);
  g_assert_cmpfloat (timeline_scroll (view), >=,
                     gtk_adjustment_get_upper (vadjustment) - 2 * gtk_adjustment_get_page_size (vadjustment));
  assert_selected_in_sight (view);

  /* And to one in the middle, back up. */
  gtk_adjustment_set_value (scale, n / 2);
  tc_test_wait_for_draw (window);
  g_assert_cmpuint (tc_review_view_get_position (TC_REVIEW_VIEW (view)), ==, n / 2);
  assert_selected_in_sight (view);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Returns: (transfer none): what @keyval without modifiers does in the
 * view: a shortcut of a capture-phase controller, so that the focused
 * child does not take the key first.
 */
static GtkShortcutAction *
find_key_action (GtkWidget *view,
                 guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (view);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_CAPTURE)
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            return gtk_shortcut_get_action (shortcut);
        }
    }

  return NULL;
}

static gboolean
class_has_action (GtkWidget  *view,
                  const char *name)
{
  /* GTK 4.8 fills every one of these. */
  const GVariantType *parameter_type;
  const char *property_name;
  const char *action_name;
  GType owner;

  for (guint i = 0; gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (view), i, &owner, &action_name,
                                                   &parameter_type, &property_name); i++)
    if (g_str_equal (action_name, name))
      return TRUE;

  return FALSE;
}

/* Presses @keyval as the view's shortcut controller would on the key:
 * the key must be bound to a named action of the view's class.
 */
static gboolean
press (GtkWidget  *view,
       guint       keyval,
       const char *expected_action)
{
  GtkShortcutAction *action = find_key_action (view, keyval);

  g_assert_nonnull (action);
  g_assert_true (GTK_IS_NAMED_ACTION (action));
  g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), ==, expected_action);
  g_assert_true (class_has_action (view, expected_action));

  return gtk_shortcut_action_activate (action, 0, view, NULL);
}

/* Left and Up go back one entry, Right and Down forward one, Home and End
 * to either end; they do nothing beyond the ends. Each step keeps the
 * entry in sight in the timeline.
 */
static void
test_arrow_keys (void)
{
  g_autoptr(TcGame) game = finished_game ();
  guint n = tc_game_get_n_applied (game);
  GtkWidget *view = present_review (game);
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (view));
  TcReviewView *review = TC_REVIEW_VIEW (view);

  g_assert_true (press (view, GDK_KEY_Home, "review.first"));
  g_assert_cmpuint (tc_review_view_get_position (review), ==, 0);
  g_assert_false (press (view, GDK_KEY_Left, "review.previous"));
  g_assert_false (press (view, GDK_KEY_Up, "review.previous"));
  g_assert_cmpuint (tc_review_view_get_position (review), ==, 0);

  for (guint position = 1; position <= 40; position++)
    {
      g_assert_true (press (view, position % 2 ? GDK_KEY_Right : GDK_KEY_Down, "review.next"));
      g_assert_cmpuint (tc_review_view_get_position (review), ==, position);
      tc_test_wait_for_draw (window);
      assert_selected_in_sight (view);
    }

  g_assert_true (press (view, GDK_KEY_Left, "review.previous"));
  g_assert_cmpuint (tc_review_view_get_position (review), ==, 39);
  g_assert_true (press (view, GDK_KEY_Up, "review.previous"));
  g_assert_cmpuint (tc_review_view_get_position (review), ==, 38);

  g_assert_true (press (view, GDK_KEY_End, "review.last"));
  g_assert_cmpuint (tc_review_view_get_position (review), ==, n);
  g_assert_false (press (view, GDK_KEY_Right, "review.next"));
  g_assert_cmpuint (tc_review_view_get_position (review), ==, n);
  tc_test_wait_for_draw (window);
  assert_selected_in_sight (view);

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

/* A Quartz game in review: its own table, read-only, and a chart of
 * negative scores with a tie for the win (tests/scenarios/quartz-tie.json:
 * Ana −5, Ben −8, Cy −5).
 */
static void
test_quartz_review (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "quartz-tie.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) game = tc_game_load_file (path, NULL, &error);
  GtkWidget *view = tc_review_view_new ();
  GtkWidget *chart = tc_score_chart_new ();
  TcTableView *table;
  const char *missing;

  g_assert_no_error (error);
  g_object_ref_sink (view);
  g_object_ref_sink (chart);
  tc_review_view_set_game (TC_REVIEW_VIEW (view), game);
  table = tc_review_view_get_table_view (TC_REVIEW_VIEW (view));
  g_assert_true (tc_table_view_get_read_only (table));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (tc_test_find_id (GTK_WIDGET (table), "round_label"))), ==, "Round 1 of 6");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (tc_test_find_id (GTK_WIDGET (table), "result_label"))), ==,
                   "Ana, Cy share the win with -5 points each and as many white and pink crystals");
  /* Ana drew the unstable and sent it to Ben by minecart. */
  g_assert_nonnull (strstr (tc_review_view_get_statistics (TC_REVIEW_VIEW (view)),
                            "crystals gained: unstable 1\n  steals: 0 made, 0 suffered; minecart: 1 unstable sent\n"));
  tc_review_view_set_position (TC_REVIEW_VIEW (view), 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (tc_test_find_id (GTK_WIDGET (table), "bag_total_label"))), ==, "1 in all");

  tc_score_chart_set_game (TC_SCORE_CHART (chart), game);
  g_assert_cmpint (tc_score_chart_get_target (TC_SCORE_CHART (chart)), ==, 0);
  missing = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                "After turn 1 of 1: Ana -5 points; Ben -8 points; Cy -5 points;");
  g_assert_null (missing);

  g_object_unref (chart);
  g_object_unref (view);
}

/* A finished Builders & Biomes game in review (tests/scenarios/bnb-end.json):
 * read-only, so no turn to end, and the winner said once under "The game
 * is over"; earlier, the turn of the entry shown.
 */
static void
test_bnb_review (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "bnb-end.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) game = tc_game_load_file (path, NULL, &error);
  GtkWidget *view = tc_review_view_new ();
  TcTableView *table;

  g_assert_no_error (error);
  g_object_ref_sink (view);
  tc_review_view_set_game (TC_REVIEW_VIEW (view), game);
  table = tc_review_view_get_table_view (TC_REVIEW_VIEW (view));
  g_assert_true (tc_table_view_get_read_only (table));
  g_assert_false (gtk_widget_get_visible (tc_test_find_id (GTK_WIDGET (table), "end_turn_button")));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (tc_test_find_id (GTK_WIDGET (table), "turn_label"))), ==, "Game over");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (tc_test_find_id (GTK_WIDGET (table), "prompt_label"))), ==, "The game is over");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (tc_test_find_id (GTK_WIDGET (table), "result_label"))), ==,
                   "Ana wins with 30 XP, ahead on blocks held (21)");

  /* After the setup (entry 2) Ana, the first seat, plays. */
  tc_review_view_set_position (TC_REVIEW_VIEW (view), 2);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (tc_test_find_id (GTK_WIDGET (table), "turn_label"))), ==, "Ana’s turn");
  g_assert_false (gtk_widget_get_visible (tc_test_find_id (GTK_WIDGET (table), "end_turn_button")));
  g_object_unref (view);
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
  g_test_add_func ("/library/review/timeline-follows", test_timeline_follows);
  g_test_add_func ("/library/review/arrow-keys", test_arrow_keys);
  g_test_add_func ("/library/review/illegal-entry", test_illegal_entry);
  g_test_add_func ("/library/review/chart-target", test_chart_target);
  g_test_add_func ("/library/review/quartz", test_quartz_review);
  g_test_add_func ("/library/review/bnb", test_bnb_review);
  g_test_add_func ("/library/review/tools-insensitive", test_tools_insensitive);
  g_test_add_func ("/library/review/statistics-as-rows", test_statistics_as_rows);

  return g_test_run ();
}
