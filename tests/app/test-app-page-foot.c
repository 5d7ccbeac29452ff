/* test-app-page-foot.c: toasts clear of the table, and an Undo that undoes what it names
 *
 * A game page shows its toasts over a strip of its own at its foot, which
 * also says what the table recorded last and, after a turn ended with
 * something left to do, offers to undo that entry and no other. Played on
 * the card game with real clicks and keys, checked in the saved log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-last-entry-bar.h"
#include "tc-mcg-pile-button.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

static TcGamePage *
page (void)
{
  return tc_window_get_game_page (window);
}

static GtkWidget *
part (const char *name)
{
  GtkWidget *widget = tc_test_mcg_find (GTK_WIDGET (page ()), name, 0);

  g_assert_nonnull (widget);
  return widget;
}

static TcLastEntryBar *
bar (void)
{
  return TC_LAST_ENTRY_BAR (tc_test_find_widget (GTK_WIDGET (page ()), TC_TYPE_LAST_ENTRY_BAR));
}

static graphene_rect_t
bounds_in_window (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  return bounds;
}

/* Entry @index of the game as saved (counted from the end if negative),
 * in words: "kind seat pile", the fields a test here tells apart.
 */
static char *
saved_entry (int index)
{
  g_autoptr(TcGame) saved = tc_game_load_file (tc_game_page_get_path (page ()), NULL, NULL);
  JsonObject *object;
  TcEntry *entry;

  g_assert_nonnull (saved);
  if (index < 0)
    index += (int) tc_game_get_n_entries (saved);
  entry = tc_game_get_entry (saved, index);
  object = tc_entry_get_object (entry);

  return g_strdup_printf ("%s %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %s", tc_entry_get_kind (entry),
                          json_object_get_int_member_with_default (object, "seat", 0),
                          json_object_get_int_member_with_default (object, "pile", 0),
                          tc_entry_get_time (entry));
}

static guint
n_saved_entries (void)
{
  g_autoptr(TcGame) saved = tc_game_load_file (tc_game_page_get_path (page ()), NULL, NULL);

  g_assert_nonnull (saved);
  return tc_game_get_n_entries (saved);
}

/* The half second in which the page takes a turn's end for a double click. */
static void
wait_past_repeat (void)
{
  g_usleep (G_USEC_PER_SEC * 6 / 10);
}

/* Ben answers the table (pile 3 shows Gold 1) by typing, then ends his
 * turn with an action left.
 */
static void
ben_ends_turn_early (void)
{
  tc_test_input_click (part ("prompt-entry"));
  tc_test_input_type ("g1");
  tc_test_input_key (GDK_KEY_Return, 0);
  wait_past_repeat ();
  tc_test_input_click (part ("end-turn"));
}

/* The toast's sentence shows whole: its label is not cut short, and the
 * toast is as tall as the label's lines need.
 */
static void
assert_toast_whole (GtkWidget *toast_widget)
{
  GtkWidget *label = adw_toast_get_custom_title (tc_game_page_get_last_toast (page ()));
  int natural;

  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (gtk_widget_is_ancestor (label, toast_widget));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (label), NULL, &natural, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_height (label), >=, natural);
}

/* @clear: whether the toast must also keep off the table (it does when
 * its sentence fits on one line)
 */
static void
check_toast (int      width,
             int      height,
             gboolean clear)
{
  GtkWidget *table = GTK_WIDGET (tc_game_page_get_table_view (page ()));
  graphene_rect_t table_before, table_after, toast;
  int bar_height;
  GtkWidget *toast_widget;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  tc_test_input_click (part ("prompt-entry"));
  table_before = bounds_in_window (table);
  bar_height = gtk_widget_get_height (GTK_WIDGET (bar ()));

  tc_game_page_show_toast (page (), "A pickaxe of strength 2 cannot mine this pile: it needs strength 3 or more");
  tc_test_input_click (part ("prompt-entry"));
  toast_widget = tc_test_find_widget (GTK_WIDGET (page ()), g_type_from_name ("AdwToastWidget"));
  g_assert_nonnull (toast_widget);
  toast = bounds_in_window (toast_widget);
  table_after = bounds_in_window (table);

  assert_toast_whole (toast_widget);
  g_assert_cmpfloat (toast.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  if (clear)
    {
      g_assert_false (graphene_rect_intersection (&toast, &table_after, NULL));
      g_assert_true (tc_test_input_reaches (part ("end-turn")));
    }
  g_assert_true (graphene_rect_equal (&table_before, &table_after));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (bar ())), ==, bar_height);
}

/* At 1280 × 800 a toast shows below the table, which neither moves nor
 * shrinks, and End Turn stays under the pointer. At 360 × 640 the same
 * reason wraps to show whole, over the foot of the table, which stays.
 */
static void
test_toast_clear_of_table (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mid-game.json");

  check_toast (1280, 800, TRUE);
  check_toast (360, 640, FALSE);
}

/* Ben ends his turn with an action left: the foot says so and offers to
 * undo that entry. Cy mines: the offer is gone with it, and a click where
 * its Undo was takes back nothing.
 */
static void
test_undo_goes_with_newer_entry (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mid-game.json");
  GtkWidget *undo = tc_last_entry_bar_get_undo_button (bar ());
  g_autofree char *cy_mines = NULL;
  g_autofree char *last = NULL;
  graphene_rect_t undo_bounds;

  ben_ends_turn_early ();
  g_assert_cmpstr (gtk_label_get_text (tc_last_entry_bar_get_label (bar ())), ==,
                   "Ben ended the turn with 1 action left");
  g_assert_true (gtk_widget_get_visible (undo));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (undo), ==, "Undo: Ben ends the turn");
  undo_bounds = bounds_in_window (undo);

  tc_test_input_key (GDK_KEY_1, 0);
  cy_mines = saved_entry (-1);
  g_assert_true (g_str_has_prefix (cy_mines, "mine 3 1 "));
  g_assert_false (gtk_widget_get_visible (undo));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (tc_last_entry_bar_get_label (bar ())), "Last entry: Cy mines pile 1"));

  tc_test_input_click_at (GTK_WIDGET (window),
                          undo_bounds.origin.x + undo_bounds.size.width / 2,
                          undo_bounds.origin.y + undo_bounds.size.height / 2);
  last = saved_entry (-1);
  g_assert_cmpstr (last, ==, cy_mines);
}

/* The offer's Undo takes back the turn's end it names, and only that. */
static void
test_undo_takes_back_named_entry (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mid-game.json");
  g_autofree char *ended = NULL;
  g_autofree char *last = NULL;
  guint n_entries;

  ben_ends_turn_early ();
  n_entries = n_saved_entries ();
  ended = saved_entry (-1);
  g_assert_true (g_str_has_prefix (ended, "end_turn 2 0 "));

  tc_test_input_click (tc_last_entry_bar_get_undo_button (bar ()));
  g_assert_cmpuint (n_saved_entries (), ==, n_entries - 1);
  last = saved_entry (-1);
  g_assert_true (g_str_has_prefix (last, "reveal 0 3 "));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("turn"))), ==, "Ben’s turn — 1 action left");
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/page-foot/toast-clear-of-table", test_toast_clear_of_table);
  tc_test_window_add_alone ("/app/page-foot/undo-goes-with-newer-entry", test_undo_goes_with_newer_entry);
  tc_test_window_add_alone ("/app/page-foot/undo-takes-back-named-entry", test_undo_takes_back_named_entry);

  return tc_test_window_run ();
}
