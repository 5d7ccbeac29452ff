/* test-app-bnb-words.c: the Builders & Biomes map's words, whole
 *
 * A weapon's name on the map is never cut short ("Stone pic…"): at
 * 1280 × 800 with the game's log beside the table, and on a 360 × 640
 * phone, a long name is drawn smaller or on two lines of its token,
 * whose place does not move for it. No line of the map is cut at all
 * (a stack's line drawn a step smaller again where the first is not
 * enough, as "m mountains" on a phone). The whole name is in the token's
 * tooltip, which screen readers read too. The same cases run in German
 * and in Chinese (tests/app/meson.build), whose names are longest and
 * widest.
 *
 * With TC_SCREENSHOT_DIR set, each case saves a picture of the window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tc-bnb-map-view.h"
#include "tc-test-bnb.h"
#include "tc-test-input.h"
#include "tc-test-narrow.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

static GtkWidget *
part (const char *name)
{
  return tc_test_bnb_part (window, name, 0);
}

/* Every weapon face up or taken in bnb-mid-game.json, by its row and
 * column on the map.
 */
static const struct
{
  guint       row;
  guint       col;
  const char *weapon;
} shown[] = {
  { 0, 4, "iron sword" },
  { 1, 5, "wooden sword" },
  { 2, 5, "stone pickaxe" },
  { 3, 5, "diamond sword" },
  { 4, 5, "TNT" },
  { 5, 2, "stone sword" },
  { 5, 3, "diamond sword" },
  { 5, 4, "poisonous potato" },
};

static void
save_screenshot (const char *name)
{
  const char *dir = g_getenv ("TC_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;
  path = g_strdup_printf ("%s/bnb-words-%s-%s.png", dir, name, g_getenv ("TC_TEST_LANGUAGE") ?: "en");
  g_assert_true (tc_application_save_screenshot (GTK_WIDGET (window), path, &error));
  g_assert_no_error (error);
}

/* The first line of the place at @row, @col: a weapon's name. */
static GtkLabel *
name_line (guint row,
           guint col)
{
  GtkWidget *place = tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map")), row, col);

  g_assert_nonnull (place);
  return GTK_LABEL (tc_test_find_widget (place, GTK_TYPE_LABEL));
}

/* Each weapon's name is shown whole, and said whole in its tooltip. */
static void
assert_names_whole (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      GtkLabel *line = name_line (shown[i].row, shown[i].col);
      g_autofree char *weapon = g_utf8_casefold (g_dgettext (GETTEXT_PACKAGE, shown[i].weapon), -1);
      g_autofree char *text = g_utf8_casefold (gtk_label_get_text (line), -1);
      g_autofree char *tooltip = NULL;

      tooltip = g_utf8_casefold (gtk_widget_get_tooltip_text (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map")),
                                                                                         shown[i].row, shown[i].col)), -1);
      g_assert_cmpstr (text, ==, weapon);
      g_assert_nonnull (strstr (tooltip, weapon));
      if (pango_layout_is_ellipsized (gtk_label_get_layout (line)))
        g_error ("“%s” is cut short on the map", gtk_label_get_text (line));
    }
}

/* At 1280 × 800 a one-word name is not broken over two lines
 * ("Diamantschw-ert"): it is drawn smaller. On a phone it may be, rather
 * than be drawn too small to read.
 */
static void
assert_words_unbroken (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      GtkLabel *line = name_line (shown[i].row, shown[i].col);

      if (strchr (gtk_label_get_text (line), ' ') == NULL &&
          pango_layout_get_line_count (gtk_label_get_layout (line)) > 1)
        g_error ("“%s” is broken inside its word on the map", gtk_label_get_text (line));
    }
}

/* Where every place of the map lies. */
static GArray *
place_bounds (void)
{
  GArray *bounds = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));

  for (guint row = 0; row < 6; row++)
    for (guint col = 0; col < 6; col++)
      {
        GtkWidget *place = tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map")), row, col);
        graphene_rect_t rect = GRAPHENE_RECT_INIT (0, 0, 0, 0);

        if (place != NULL)
          g_assert_true (gtk_widget_compute_bounds (place, part ("map"), &rect));
        g_array_append_val (bounds, rect);
      }

  return bounds;
}

/* A new state (Benedikt's last entry undone, then done again) leaves
 * every place where it was, its long names drawn smaller or not.
 */
static void
assert_places_stay (void)
{
  g_autoptr(GArray) before = place_bounds ();

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GArray) after = NULL;

      tc_test_input_key (GDK_KEY_z, i == 0 ? GDK_CONTROL_MASK : GDK_CONTROL_MASK | GDK_SHIFT_MASK);
      tc_test_bnb_settle ();
      after = place_bounds ();
      for (guint p = 0; p < before->len; p++)
        g_assert_true (graphene_rect_equal (&g_array_index (before, graphene_rect_t, p),
                                            &g_array_index (after, graphene_rect_t, p)));
    }
  assert_names_whole ();
}

/* No line of any place on the map under @widget is cut short. */
static void
assert_no_line_cut (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_error ("“%s” is cut short on the map", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_no_line_cut (child);
}

/* At 1280 × 800, the log open beside the table. */
static void
test_desk_with_log (void)
{
  g_autoptr(GFile) file = NULL;
  AdwFlap *flap;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  file = tc_test_window_open_saved ("bnb-mid-game.json");
  tc_test_bnb_settle ();
  flap = ADW_FLAP (tc_test_find_widget (GTK_WIDGET (window), ADW_TYPE_FLAP));
  if (!adw_flap_get_reveal_flap (flap))
    tc_test_input_key (GDK_KEY_F9, 0);
  tc_test_bnb_settle ();
  g_assert_true (adw_flap_get_reveal_flap (flap));

  save_screenshot ("1280");
  assert_names_whole ();
  assert_words_unbroken ();
  /* A mob's orb line too ("Erfahrungsku…" once), and a stack's biome
   * ("m mounta…" on a phone). */
  assert_no_line_cut (part ("map"));
  assert_places_stay ();
}

/* On a phone, the map shown by its button. */
static void
test_phone (void)
{
  g_autoptr(GFile) file = NULL;

  tc_test_narrow_start (GTK_WINDOW (window), 360, 640);
  file = tc_test_window_open_saved ("bnb-mid-game.json");
  tc_test_bnb_settle ();
  tc_test_bnb_click (part ("show-map"));
  tc_test_bnb_scroll_to (part ("map"));
  tc_test_bnb_settle ();
  tc_test_narrow_assert_width (GTK_WINDOW (window), 360, "the map");

  save_screenshot ("360");
  assert_names_whole ();
  assert_no_line_cut (part ("map"));
  assert_places_stay ();
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/bnb-words/desk-with-log", test_desk_with_log);
  tc_test_window_add_alone ("/app/bnb-words/phone", test_phone);

  return tc_test_window_run ();
}
