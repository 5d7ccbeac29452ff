/* tc-test-bnb.c: what the Builders & Biomes widget tests share: the main
 * loop, the table's stylesheets and the worked example of bnb-log-v1.md §8
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-test-bnb.h"

void
tc_test_bnb_iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Lets the window lay out what changed. */
void
tc_test_bnb_settle (void)
{
  for (guint i = 0; i < 20; i++)
    {
      g_usleep (10000);
      tc_test_bnb_iterate ();
    }
}

/* The app's stylesheet (the touch targets of a narrow window) and the
 * table's, as the table view loads them.
 */
static void
load_style (void)
{
  const char *sheets[] = {
    "/io/github/tablecraft/Tablecraft/style.css",
    "/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-cube-view.css",
    "/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-map-view.css",
    "/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-panels.css",
    "/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-seat-card.css",
  };

  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      gtk_css_provider_load_from_resource (provider, sheets[i]);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
}

/**
 * tc_test_bnb_example:
 * @rules: (out): its rules
 *
 * Returns: (transfer none): the worked example, all 34 entries applied,
 *   read once for the test program (the styles are loaded then too)
 */
TcGame *
tc_test_bnb_example (const TcBnbRules **rules)
{
  static TcGame *game;

  if (game == NULL)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "bnb-example.json", NULL);
      g_autoptr(GError) error = NULL;

      game = tc_game_load_file (path, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (tc_game_get_n_applied (game), ==, 34);
      g_assert_cmpuint (tc_ruleset_get_state_size (tc_game_get_ruleset (game)), ==, sizeof (TcBnbState));
      load_style ();
    }

  *rules = tc_bnb_ruleset_get_rules (TC_BNB_RULESET (tc_game_get_ruleset (game)));
  return game;
}

/**
 * tc_test_bnb_show_alone:
 * @window: (nullable) (transfer full): the window shown before, closed
 *
 * Shows @widget alone in a new window @width × @height, with the table's
 * margins and, below 600 px, the class TcWindow gives a phone's window
 * (every button a 44 px target).
 *
 * Returns: (transfer none): the new window
 */
GtkWindow *
tc_test_bnb_show_alone (GtkWindow *window,
                        GtkWidget *widget,
                        int        width,
                        int        height)
{
  if (window != NULL)
    gtk_window_destroy (window);

  window = GTK_WINDOW (gtk_window_new ());
  if (width < 600)
    gtk_widget_add_css_class (GTK_WIDGET (window), "narrow");
  gtk_window_set_default_size (window, width, height);
  gtk_widget_set_margin_start (widget, 12);
  gtk_widget_set_margin_end (widget, 12);
  gtk_widget_set_margin_top (widget, 12);
  gtk_widget_set_margin_bottom (widget, 12);
  gtk_window_set_child (window, widget);
  gtk_window_present (window);
  tc_test_bnb_settle ();

  return window;
}
