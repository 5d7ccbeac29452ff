/* test-fourth-game-app.c: the score pad played in the window, as a
 * fourth game
 *
 * The app of this test is the shell's library as it is, the three games'
 * app libraries and the score pad's view (app/), with the lists of games
 * that add-game.py made: step 3 of docs/architecture.md's "Adding a
 * game", tried. A table plays it with real clicks and keys, from New Game
 * on; the saved log then holds what was played, entry by entry, and the
 * log panel heads the entries as it heads every game's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <json-glib/json-glib.h>

#include "tc-game-page.h"
#include "tc-library.h"
#include "tc-log-panel.h"
#include "tc-new-game-dialog.h"
#include "tc-refusal.h"
#include "tc-score-pad.h"
#include "tc-score-pad-table-view.h"
#include "tc-test-input.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

/* What the table plays, in order. */
typedef struct
{
  const char *type;
  guint       seat;
  gint        points;
  const char *heading;   /* the log panel's heading over it, or %NULL */
  const char *row;       /* its row in the log panel */
} Played;

static const Played played[] = {
  { "score", 1, 3, "Round 1 · Turn 1 · Ana", "1. Ana scores 3" },
  { "score", 1, 4, NULL, "2. Ana scores 4" },
  { "end_turn", 1, 0, NULL, "3. Ana ends the turn" },
  { "score", 2, -2, "Round 1 · Turn 2 · Ben", "4. Ben loses 2" },
  { "end_turn", 2, 0, NULL, "5. Ben ends the turn" },
  { "end_turn", 1, 0, "Round 2 · Turn 3 · Ana", "6. Ana ends the turn" },
};

static TcGame *
game (void)
{
  return tc_game_page_get_game (tc_window_get_game_page (window));
}

static TcTableView *
table (void)
{
  return tc_game_page_get_table_view (tc_window_get_game_page (window));
}

/* Iterates until @done holds, for at most two seconds (a popover mapping). */
static void
wait_for (gboolean (*done) (gpointer data),
          gpointer   data)
{
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (done (data));
}

static gboolean
label_is (GtkWidget     *widget,
          gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0 &&
         gtk_widget_get_mapped (widget);
}

typedef struct
{
  GtkWidget  *root;
  const char *text;
} LabelUnder;

static gboolean
label_shown (gpointer data)
{
  const LabelUnder *label = data;

  return tc_test_find_under (label->root, label_is, label->text) != NULL;
}

/* Opens the game chooser of @dialog and clicks the score pad in it, by
 * the title its ruleset class gives.
 */
static void
pick_score_pad (GtkWidget *dialog)
{
  TcRulesetClass *score_pad = g_type_class_ref (TC_TYPE_SCORE_PAD);
  const char *title = tc_ruleset_class_get_title (score_pad);
  GtkWidget *game_row = tc_test_find_nth (dialog, ADW_TYPE_COMBO_ROW, 0);
  LabelUnder in_chooser = { game_row, title };
  GtkStringObject *picked;

  g_assert_cmpstr (title, ==, "Score pad");
  tc_test_input_click (game_row);
  wait_for (label_shown, &in_chooser);
  tc_test_input_click (tc_test_find_under (game_row, label_is, title));
  tc_test_window_iterate ();
  picked = adw_combo_row_get_selected_item (ADW_COMBO_ROW (game_row));
  g_assert_nonnull (picked);
  g_assert_cmpstr (gtk_string_object_get_string (picked), ==, title);
  g_type_class_unref (score_pad);
}

static gboolean
row_titled (GtkWidget     *widget,
            gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* The pad's seats (two to four) and its house rules, from its class and
 * its rulings.json.
 */
static void
assert_dialog_shows_score_pad (GtkWidget *dialog)
{
  g_assert_nonnull (tc_test_find_nth (dialog, ADW_TYPE_ENTRY_ROW, 3));
  g_assert_null (tc_test_find_nth (dialog, ADW_TYPE_ENTRY_ROW, 4));
  g_assert_nonnull (tc_test_find_under (dialog, row_titled, "Seat 2"));
  g_assert_nonnull (tc_test_find_under (dialog, row_titled, "Seat 3 (optional)"));
  g_assert_nonnull (tc_test_find_under (dialog, row_titled, "Target score"));
  g_assert_nonnull (tc_test_find_under (dialog, row_titled, "Negative points"));
}

static void
type_into (GtkWidget  *field,
           const char *text)
{
  g_assert_nonnull (field);
  tc_test_input_click (field);
  tc_test_input_key (GDK_KEY_a, GDK_CONTROL_MASK);
  tc_test_input_type (text);
}

/* New Game from the start page: the score pad, Ana and Ben. */
static void
start_score_pad (void)
{
  GtkWidget *dialog;

  tc_test_input_click (tc_test_find_button (GTK_WIDGET (tc_window_get_start_page (window)), "_New Game"));
  dialog = GTK_WIDGET (tc_test_find_toplevel (TC_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);

  pick_score_pad (dialog);
  assert_dialog_shows_score_pad (dialog);
  type_into (tc_test_find_nth (dialog, ADW_TYPE_ENTRY_ROW, 0), "Ana");
  type_into (tc_test_find_nth (dialog, ADW_TYPE_ENTRY_ROW, 1), "Ben");
  tc_test_input_click (tc_test_find_button (dialog, "_Start"));
  tc_test_window_iterate ();

  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "game");
  g_assert_true (TC_IS_SCORE_PAD_TABLE_VIEW (table ()));
  g_assert_cmpstr (tc_ruleset_get_game_id (tc_game_get_ruleset (game ())), ==, TC_SCORE_PAD_GAME_ID);
  g_assert_cmpuint (tc_game_get_n_entries (game ()), ==, 0);
}

static void
score (gint points)
{
  g_autofree char *text = g_strdup_printf ("%d", points);

  type_into (tc_test_find_id (GTK_WIDGET (table ()), "points_spin"), text);
  tc_test_input_click (tc_test_find_button (GTK_WIDGET (table ()), "_Score"));
}

/* Not within half a second of the last entry, which the shell takes for
 * a double click.
 */
static void
end_turn (void)
{
  g_usleep (G_USEC_PER_SEC * 6 / 10);
  tc_test_input_click (tc_test_find_button (GTK_WIDGET (table ()), "_End Turn"));
}

/* More points than a score holds: refused at the view's prompt in the
 * engine's words, with the way to the pad's rule on scoring, nothing
 * entered.
 */
static void
score_too_many (void)
{
  GtkWidget *refusal = tc_test_find_id (GTK_WIDGET (table ()), "refusal");
  guint n = tc_game_get_n_entries (game ());

  score (150);
  g_assert_cmpuint (tc_game_get_n_entries (game ()), ==, n);
  g_assert_true (gtk_widget_is_visible (refusal));
  g_assert_nonnull (strstr (gtk_label_get_text (tc_refusal_get_label (TC_REFUSAL (refusal))), "not 150"));
  tc_test_assert_why (tc_refusal_get_why_button (TC_REFUSAL (refusal)), TC_SCORE_PAD_GAME_ID, "scoring");
}

static void
play (void)
{
  score (3);
  score (4);
  end_turn ();
  score_too_many ();
  score (-2);
  end_turn ();
  end_turn ();
  g_assert_cmpuint (tc_game_get_n_entries (game ()), ==, G_N_ELEMENTS (played));
}

/* The table shows each seat's points and whose turn it is. */
static void
assert_table_shows (void)
{
  GtkWidget *turn = tc_test_find_id (GTK_WIDGET (table ()), "turn_label");
  GtkWidget *ana = tc_test_find_nth (GTK_WIDGET (table ()), ADW_TYPE_ACTION_ROW, 0);
  GtkWidget *ben = tc_test_find_nth (GTK_WIDGET (table ()), ADW_TYPE_ACTION_ROW, 1);

  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (turn)), ==, "Round 2 of 3 · Ben to play");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ana)), ==, "Ana");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ana)), ==, "7 points");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ben)), ==, "Ben");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ben)), ==, "-2 points");
  g_assert_false (gtk_widget_has_css_class (ana, "accent"));
  g_assert_true (gtk_widget_has_css_class (ben, "accent"));
}

/* The one game in the data folder, as the page saved it. */
static JsonObject *
read_saved_log (JsonParser *parser)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autofree char *path = NULL;
  const char *name;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      {
        g_assert_null (path);
        path = g_build_filename (folder, name, NULL);
      }
  g_assert_cmpstr (path, ==, tc_game_page_get_path (tc_window_get_game_page (window)));

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

static void
assert_entry_is (JsonObject   *entry,
                 const Played *expected)
{
  guint n_members = strcmp (expected->type, "score") == 0 ? 4 : 3;

  g_assert_cmpstr (json_object_get_string_member (entry, "type"), ==, expected->type);
  g_assert_cmpint (json_object_get_int_member (entry, "seat"), ==, expected->seat);
  if (n_members == 4)
    g_assert_cmpint (json_object_get_int_member (entry, "points"), ==, expected->points);
  g_assert_nonnull (json_object_get_string_member (entry, "time"));
  g_assert_cmpuint (json_object_get_size (entry), ==, n_members);
}

static void
assert_log_saved (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *log = read_saved_log (parser);
  JsonArray *players = json_object_get_array_member (log, "players");
  JsonArray *entries = json_object_get_array_member (log, "entries");

  g_assert_cmpstr (json_object_get_string_member (log, "game"), ==, "score-pad");
  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (players, 0), ==, "Ana");
  g_assert_cmpstr (json_array_get_string_element (players, 1), ==, "Ben");
  g_assert_cmpuint (json_array_get_length (entries), ==, G_N_ELEMENTS (played));
  for (guint i = 0; i < G_N_ELEMENTS (played); i++)
    assert_entry_is (json_array_get_object_element (entries, i), &played[i]);
}

/* Every entry in words, under the headings of the shared timeline. */
static void
assert_log_panel (void)
{
  GtkWidget *panel = tc_test_find_widget (GTK_WIDGET (tc_window_get_game_page (window)), TC_TYPE_LOG_PANEL);
  GtkListBox *list = tc_log_panel_get_list (TC_LOG_PANEL (panel));

  for (guint i = 0; i < G_N_ELEMENTS (played); i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);
      GtkWidget *header = gtk_list_box_row_get_header (row);

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==, played[i].row);
      g_assert_cmpstr (header != NULL ? gtk_label_get_text (GTK_LABEL (header)) : NULL, ==, played[i].heading);
    }
  g_assert_null (gtk_list_box_get_row_at_index (list, G_N_ELEMENTS (played)));
}

static void
test_score_pad_played (void)
{
  start_score_pad ();
  play ();
  assert_table_shows ();
  assert_log_saved ();
  assert_log_panel ();
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/fourth-game/app/score-pad-played", test_score_pad_played);

  return tc_test_window_run ();
}
