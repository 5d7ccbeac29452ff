/* test-app-table-mode.c: table mode doubles what the table reads from afar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
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

static int
text_height (const char *part)
{
  GtkWidget *label = tc_game_page_get_part (tc_window_get_game_page (window), part, 0);
  PangoLayout *layout;
  int height;

  g_assert_true (GTK_IS_LABEL (label));
  layout = gtk_label_get_layout (GTK_LABEL (label));
  pango_layout_get_pixel_size (layout, NULL, &height);
  /* One line's height: the text may wrap differently once larger. */
  return height / MAX (1, pango_layout_get_line_count (layout));
}

/* Whose turn, what the table owes and a score: each at least twice as
 * tall in table mode, on and off with the app's action (Ctrl+T), which
 * is the setting every window follows.
 */
static void
assert_doubles (const char *log,
                const char * const *parts)
{
  g_autoptr(GSettings) settings = g_object_ref (tc_application_get_settings (app));
  g_autoptr(GFile) file = tc_test_window_open_saved (log);
  int before[4];

  settle ();
  g_assert_false (tc_window_get_table_mode (window));
  for (guint i = 0; parts[i] != NULL; i++)
    before[i] = text_height (parts[i]);

  g_action_group_activate_action (G_ACTION_GROUP (app), "table-mode", NULL);
  settle ();
  g_assert_true (g_settings_get_boolean (settings, "table-mode"));
  g_assert_true (tc_window_get_table_mode (window));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "table-mode"));
  for (guint i = 0; parts[i] != NULL; i++)
    {
      int after = text_height (parts[i]);

      if (after < 2 * before[i] * 0.9)
        g_error ("%s: %d px, %d px in table mode", parts[i], before[i], after);
    }

  g_action_group_activate_action (G_ACTION_GROUP (app), "table-mode", NULL);
  settle ();
  g_assert_false (tc_window_get_table_mode (window));
  for (guint i = 0; parts[i] != NULL; i++)
    g_assert_cmpint (text_height (parts[i]), ==, before[i]);
}

static void
test_card_game (void)
{
  const char *parts[] = { "turn", "prompt", NULL };

  assert_doubles ("mid-game.json", parts);
}

static void
test_bnb (void)
{
  const char *parts[] = { "turn", "prompt", "status", NULL };

  assert_doubles ("bnb-mid-game.json", parts);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/table-mode/card-game", test_card_game);
  tc_test_window_add_alone ("/app/table-mode/builders-biomes", test_bnb);

  return tc_test_window_run ();
}
