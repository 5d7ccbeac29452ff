/* test-app-bnb-access.c: a Builders & Biomes table as a screen reader and
 * the keyboard meet it
 *
 * A mid-game table (tests/app/bnb-mid-game.json, then a fresh game for
 * the actions): every control that takes the focus or a click has a name
 * in words, and Tab reaches every control of the prompt, in reading
 * order, and goes on past it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>
#include <string.h>

#include "tc-bnb-map-view.h"
#include "tc-bnb-ruleset.h"
#include "tc-test-bnb.h"
#include "tc-test-input.h"
#include "tc-test-window.h"
#include "tc-window.h"

#define PLAYERS "['Ana','Benedikt']"
/* The most Tab presses a round of the table takes. */
#define MOST_TABS 400

static TcApplication *app;
static TcWindow *window;

static GtkWidget *
part (const char *name,
      guint       index)
{
  return tc_test_bnb_part (window, name, index);
}

static void
open_log (const char *entries)
{
  g_autoptr(GFile) file = tc_test_bnb_save_log ("access.json", PLAYERS, entries);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_assert_true (tc_window_open_file (window, file));
  tc_test_bnb_settle ();
}

/* The words of a button's own label, its mnemonic's underscore dropped. */
static char *
button_words (GtkWidget *widget)
{
  GtkWidget *child = GTK_IS_BUTTON (widget) ? gtk_button_get_child (GTK_BUTTON (widget)) : NULL;
  const char *label = GTK_IS_LABEL (child) ? gtk_label_get_text (GTK_LABEL (child)) : NULL;

  return g_strdup (label);
}

/* What a screen reader names @widget: its accessible label, else the
 * text of its own label (GTK 4.8 names a button by it).
 */
static char *
spoken_name (GtkWidget *widget)
{
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    {
      /* The check returns the value when it differs from the one given. */
      char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                        "\x01");

      return value != NULL ? value : g_strdup ("");
    }

  return button_words (widget);
}

/* "_X X", a mnemonic spoken with its underscore and again without. */
static gboolean
repeats_mnemonic (const char *name)
{
  const char *space = strchr (name, ' ');

  return name[0] == '_' && space != NULL && strncmp (name + 1, space + 1, space - name - 1) == 0;
}

static void
assert_named (GtkWidget *widget)
{
  g_autofree char *name = spoken_name (widget);
  const char *type = G_OBJECT_TYPE_NAME (widget);

  if (name == NULL || *g_strstrip (name) == '\0')
  if (name == NULL || *g_strstrip (name) == '\0')
    g_error ("a %s in a %s (“%s”) has no name in words", type, G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)),
             GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget)) : "");
  if (g_str_has_prefix (name, "Gtk") || g_str_has_prefix (name, "Tc") || g_str_has_prefix (name, "Adw"))
    g_error ("a %s is named by its class: “%s”", type, name);
  if (repeats_mnemonic (name))
    g_error ("a %s repeats its mnemonic: “%s”", type, name);
  if (strstr (name, ", ,") != NULL || strstr (name, ",,") != NULL || g_str_has_suffix (name, ","))
    g_error ("a %s's name has empty parts: “%s”", type, name);
}

/* Every control shown under @root that takes the focus or a click. */
static guint
assert_all_named (GtkWidget *root)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_BUTTON (child) || GTK_IS_SPIN_BUTTON (child) || GTK_IS_SEARCH_ENTRY (child) ||
          (GTK_IS_FLOW_BOX_CHILD (child) && gtk_widget_get_focusable (child)))
        {
          assert_named (child);
          n++;
          if (GTK_IS_BUTTON (child) || GTK_IS_SPIN_BUTTON (child) || GTK_IS_SEARCH_ENTRY (child))
            continue;
        }
      n += assert_all_named (child);
    }

  return n;
}

static GtkWidget *
table (void)
{
  return gtk_widget_get_ancestor (part ("stack", 0), TC_TYPE_TABLE_VIEW);
}

/* Mid-game, the actions' page: the banner, the prompt, the cube, the map
 * and the seats.
 */
static void
test_named_mid_game (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("bnb-mid-game.json");

  tc_test_bnb_settle ();
  g_assert_cmpuint (assert_all_named (table ()), >, 100);
}

/* Collecting: the collect line under the cube. */
static void
test_named_collect (void)
{
  open_log ("[" TC_TEST_BNB_SETUP "]");
  tc_test_bnb_click (part ("action", TC_BNB_COLLECT));
  g_assert_true (gtk_widget_get_mapped (part ("collect", 0)));
  assert_all_named (table ());
}

/* The tile form with its catalogue. */
static void
test_named_tile_form (void)
{
  open_log ("[" TC_TEST_BNB_SETUP "]");
  tc_test_bnb_click (part ("action", TC_BNB_EXPLORE));
  tc_test_bnb_click (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 3, 3));
  g_assert_cmpstr (tc_test_bnb_page (window), ==, "reveal-stack");
  assert_all_named (table ());
}

/* A weapon owed. */
static void
test_named_weapons (void)
{
  open_log ("[" TC_TEST_BNB_SETUP "]");
  tc_test_bnb_click (part ("action", TC_BNB_EXPLORE));
  tc_test_bnb_click (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 1, 3));
  g_assert_cmpstr (tc_test_bnb_page (window), ==, "reveal-token");
  assert_all_named (table ());
}

/* Tab from the first action goes through the prompt's actions in reading
 * order, then on into the cube, and out of the table: no trap.
 */
static void
test_tab_through_table (void)
{
  GPtrArray *reached = g_ptr_array_new ();
  guint previous = 0;

  open_log ("[" TC_TEST_BNB_SETUP "]");
  /* The log panel's list, which Tab reaches after the table, is the
   * shell's: it is closed here.
   */
  adw_flap_set_reveal_flap (ADW_FLAP (gtk_widget_get_ancestor (table (), ADW_TYPE_FLAP)), FALSE);
  tc_test_bnb_settle ();
  gtk_widget_grab_focus (part ("action", 0));

  for (guint i = 0; i < MOST_TABS; i++)
    {
      GtkWidget *focus;

      tc_test_input_key (GDK_KEY_Tab, 0);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == NULL || !gtk_widget_is_ancestor (focus, table ()))
        break;
      g_ptr_array_add (reached, focus);
    }
  /* Tab left the table: it was no trap. */
  g_assert_false (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), table ()));

  /* Every open action, in the order shown; then the cube and the map. */
  for (guint a = 1; a < TC_BNB_N_ACTIONS; a++)
    {
      guint index;

      if (!gtk_widget_is_sensitive (part ("action", a)))
        continue;
      g_assert_true (g_ptr_array_find (reached, part ("action", a), &index));
      g_assert_cmpuint (index, >=, previous);
      previous = index;
    }
  /* On past the prompt: the takeable blocks (the map has nothing to
   * click before an action is chosen).
   */
  {
    gboolean in_cube = FALSE;

    for (guint i = 0; i < reached->len; i++)
      in_cube |= gtk_widget_is_ancestor (g_ptr_array_index (reached, i), part ("cube", 0));
    g_assert_true (in_cube);
  }
  g_ptr_array_unref (reached);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/bnb-access/named-mid-game", test_named_mid_game);
  tc_test_window_add_alone ("/app/bnb-access/named-collect", test_named_collect);
  tc_test_window_add_alone ("/app/bnb-access/named-tile-form", test_named_tile_form);
  tc_test_window_add_alone ("/app/bnb-access/named-weapons", test_named_weapons);
  tc_test_window_add_alone ("/app/bnb-access/tab-through-table", test_tab_through_table);

  return tc_test_window_run ();
}

