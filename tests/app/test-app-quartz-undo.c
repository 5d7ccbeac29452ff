/* test-app-quartz-undo.c: an Undo undoes only the entry it names
 *
 * Ana ends her turn with dice that could still move crystals: the page
 * says so, with Undo. Max draws and rolls meanwhile. A click where that
 * Undo is (if it still shows) must not undo Max's roll in the name of
 * Ana's turn, and no toast may lie over the open sheet's buttons.
 * Played with real clicks and keys; the saved log is the judge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-quartz-ruleset.h"
#include "tc-test-input.h"
#include "tc-test-quartz.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

/* The Undo offered for the turn's end, wherever the page shows it (in a
 * toast or at its foot), or %NULL: a shown button whose label has "Undo"
 * in it (the header's Undo is an icon).
 */
static GtkWidget *
find_forgone_undo (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_is_drawable (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (gtk_button_get_label (GTK_BUTTON (widget)), "_", -1);
      g_autofree char *label = g_strjoinv ("", parts);

      if (strstr (label, "Undo") != NULL)
        return widget;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_forgone_undo (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
assert_entry (JsonArray  *entries,
              guint       index,
              const char *type,
              gint64      seat)
{
  JsonObject *entry = json_array_get_object_element (entries, index);

  g_assert_cmpstr (json_object_get_string_member (entry, "type"), ==, type);
  g_assert_cmpint (json_object_get_int_member (entry, "seat"), ==, seat);
}

static void
test_undo_names_its_entry (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-ana-drew.json");
  g_autoptr(JsonArray) entries = NULL;
  GtkWidget *undo;
  GtkWidget *apply;

  /* Ana rolls a pickaxe and two chests, and ends her turn anyway. */
  tc_test_input_type ("pccsh");
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_quartz_pause_turn ();
  tc_test_input_click (tc_test_quartz_part (window, "end-turn", 0));
  g_assert_nonnull (find_forgone_undo (GTK_WIDGET (window)));

  /* Max draws a green, rolls and opens his pickaxe. */
  tc_test_input_type ("g");
  tc_test_input_type ("ppcch");
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_input_click (tc_test_quartz_part (window, "action", TC_QUARTZ_PICKAXE));
  tc_test_quartz_wait_for_sheet (window);
  apply = tc_test_quartz_part (window, "apply", 0);
  g_assert_true (gtk_widget_is_drawable (apply));
  {
    g_autofree char *types = tc_test_quartz_saved_types (window);

    g_assert_cmpstr (types, ==, "setup draw roll end_turn draw roll");
  }

  /* Every fault is reported, not only the first. No toast lies over the
   * sheet's buttons.
   */
  g_test_set_nonfatal_assertions ();
  g_assert_true (tc_test_input_reaches (apply));
  g_assert_true (tc_test_input_reaches (tc_test_quartz_part (window, "cancel", 0)));
  g_assert_true (tc_test_input_reaches (tc_test_quartz_part (window, "clear", 0)));

  undo = find_forgone_undo (GTK_WIDGET (window));
  if (undo != NULL)
    tc_test_input_click (undo);

  /* Max's draw and roll stand: the offer spoke of Ana's turn. */
  entries = tc_test_quartz_saved_entries (window);
  g_assert_cmpuint (json_array_get_length (entries), ==, 6);
  assert_entry (entries, 3, "end_turn", 1);
  assert_entry (entries, 4, "draw", 2);
  if (json_array_get_length (entries) == 6)
    assert_entry (entries, 5, "roll", 2);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_window_add_alone ("/app/quartz-undo/undo-names-its-entry", test_undo_names_its_entry);

  return tc_test_window_run ();
}
