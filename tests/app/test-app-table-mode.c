/* test-app-table-mode.c: table mode doubles what the table reads from afar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-test-input.h"
#include "tc-test-parts.h"
#include "tc-test-window.h"
#include "tc-window.h"

static TcApplication *app;
static TcWindow *window;

/* Styles apply at the next frame. */
static void
settle (void)
{
  tc_test_window_iterate ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  tc_test_window_iterate ();
}

/* The size of @part's text, in Pango units: what its style sets. */
static int
text_size (const char *part)
{
  GtkWidget *label = tc_test_find_id (GTK_WIDGET (tc_window_get_game_page (window)), part);
  const PangoFontDescription *font;

  g_assert_true (GTK_IS_LABEL (label));
  font = pango_context_get_font_description (gtk_widget_get_pango_context (label));
  return pango_font_description_get_size (font);
}

/* Whose turn, what the table owes and a score: each at least twice as
 * large in table mode, on and off with the app's action (Ctrl+T), which
 * is the setting every window follows.
 */
static void
assert_doubles (const char *log,
                const char * const *parts)
{
  g_autoptr(GSettings) settings = g_object_ref (tc_application_get_settings (app));
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved (log);
  int before[4];

  settle ();
  g_assert_false (tc_window_get_table_mode (window));
  for (guint i = 0; parts[i] != NULL; i++)
    before[i] = text_size (parts[i]);

  g_action_group_activate_action (G_ACTION_GROUP (app), "table-mode", NULL);
  settle ();
  g_assert_true (g_settings_get_boolean (settings, "table-mode"));
  g_assert_true (tc_window_get_table_mode (window));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "table-mode"));
  for (guint i = 0; parts[i] != NULL; i++)
    {
      int after = text_size (parts[i]);

      g_test_message ("%s: %.1f pt, %.1f pt in table mode", parts[i],
                      (double) before[i] / PANGO_SCALE, (double) after / PANGO_SCALE);
      g_assert_cmpint (after, >=, 2 * before[i]);
    }

  g_action_group_activate_action (G_ACTION_GROUP (app), "table-mode", NULL);
  settle ();
  g_assert_false (tc_window_get_table_mode (window));
  for (guint i = 0; parts[i] != NULL; i++)
    g_assert_cmpint (text_size (parts[i]), ==, before[i]);
}

static void
test_card_game (void)
{
  const char *parts[] = { "turn_label", "prompt_label", NULL };

  assert_doubles ("mid-game.json", parts);
}

static void
test_bnb (void)
{
  const char *parts[] = { "turn_label", "prompt_label", "status_label", NULL };

  assert_doubles ("bnb-mid-game.json", parts);
}

/* The main menu's item under @root whose label is @text, or %NULL. */
static GtkWidget *
find_menu_item (GtkWidget  *root,
                const char *text)
{
  g_autofree char *label = NULL;

  if (g_strcmp0 (G_OBJECT_TYPE_NAME (root), "GtkModelButton") == 0)
    {
      g_object_get (root, "text", &label, NULL);
      if (g_strcmp0 (label, text) == 0)
        return root;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_menu_item (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The main menu's Table Mode item is a check item that shows whether table
 * mode is on, as Ctrl+T switches it.
 */
static void
test_menu_check_mark (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mid-game.json");
  GtkWidget *menu_button = tc_test_find_id (GTK_WIDGET (tc_window_get_game_page (window)), "menu_button");
  GtkWidget *item;
  gboolean active = TRUE;
  int role = 0;

  tc_test_input_key (GDK_KEY_t, GDK_CONTROL_MASK);
  g_assert_true (tc_window_get_table_mode (window));
  tc_test_input_click (menu_button);
  item = find_menu_item (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button))), "Table Mode");
  g_assert_nonnull (item);
  g_object_get (item, "role", &role, "active", &active, NULL);
  g_assert_cmpint (role, ==, 1 /* GTK_BUTTON_ROLE_CHECK */);
  g_assert_true (active);

  tc_test_input_key (GDK_KEY_Escape, 0);
  tc_test_input_key (GDK_KEY_t, GDK_CONTROL_MASK);
  g_assert_false (tc_window_get_table_mode (window));
  g_object_get (item, "active", &active, NULL);
  g_assert_false (active);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/table-mode/card-game", test_card_game);
  tc_test_window_add_alone ("/app/table-mode/builders-biomes", test_bnb);
  tc_test_window_add_alone ("/app/table-mode/menu-check-mark", test_menu_check_mark);

  return tc_test_window_run ();
}
