/* test-app-bnb-narrow.c: every Builders & Biomes form on a 360×640 phone
 *
 * Each case opens a log saved earlier in a 360×640 window and brings up
 * one state of the table by real clicks and keys: the setup, the
 * actions, collecting and the block chooser, the build and fight panels,
 * the tile form with its catalogue, a weapon owed, a scoring choice. In
 * each, the window keeps its width, and every control of the prompt can
 * be brought into view by scrolling and clicked there. The turn's banner
 * keeps End Turn where it is while its lines change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <json-glib/json-glib.h>

#include "tc-bnb-box.h"
#include "tc-bnb-cube-view.h"
#include "tc-bnb-map-view.h"
#include "tc-library.h"
#include "tc-test-bnb.h"
#include "tc-test-input.h"
#include "tc-test-window.h"
#include "tc-window.h"

#define WIDTH 360
#define HEIGHT 640
#define PLAYERS "['Ana','Benedikt']"
/* Ana holds 2 wood next to a dwelling and a zombie. */
#define HOLDING \
  "[" TC_TEST_BNB_SETUP ",{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood'},{'at':[1,1,2],'block':'wood'}]}," \
  "{'type':'explore','seat':1,'to':[3,3]},{'type':'reveal','stack':[2,2],'tile':" TC_TEST_BNB_DWELLING "}," \
  "{'type':'reveal','stack':[2,3],'tile':" TC_TEST_BNB_ZOMBIE "},{'type':'reveal','stack':[3,2],'tile':" TC_TEST_BNB_DWELLING "}," \
  "{'type':'reveal','stack':[3,3],'tile':" TC_TEST_BNB_ZOMBIE "},{'type':'end_turn','seat':1},{'type':'end_turn','seat':2}]"
/* bnb-end.json's entries before round C is scored. */
#define N_BEFORE_SCORING 79

static TcApplication *app;
static TcWindow *window;

static GtkWidget *
part (const char *name,
      guint       index)
{
  return tc_test_bnb_part (window, name, index);
}

static void
open_file (GFile *file)
{
  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  g_assert_true (tc_window_open_file (window, file));
  tc_test_bnb_settle ();
}

static void
open_log (const char *entries)
{
  g_autoptr(GFile) file = tc_test_bnb_save_log ("narrow.json", PLAYERS, entries);

  open_file (file);
}

static gboolean
is_control (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget) || GTK_IS_SPIN_BUTTON (widget) ||
         (GTK_IS_EDITABLE (widget) && GTK_IS_ACCESSIBLE (widget) && gtk_widget_get_focusable (widget));
}

/* Every control shown under @root: within the window's width at once,
 * and reached by a click once scrolled to.
 */
static void
assert_reachable (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (!is_control (child))
        {
          assert_reachable (child);
          continue;
        }

      g_assert_true (gtk_widget_compute_bounds (child, GTK_WIDGET (window), &bounds));
      if (bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (GTK_WIDGET (window)))
        g_error ("%s “%s” spans x %.0f–%.0f, past the %d px window", G_OBJECT_TYPE_NAME (child),
                 GTK_IS_BUTTON (child) ? gtk_button_get_label (GTK_BUTTON (child)) : "",
                 bounds.origin.x, bounds.origin.x + bounds.size.width, WIDTH);
      tc_test_bnb_scroll_to (child);
      if (!tc_test_input_reaches (child))
        g_error ("%s “%s” cannot be reached: a click lands on %s", G_OBJECT_TYPE_NAME (child),
                 GTK_IS_BUTTON (child) ? gtk_button_get_label (GTK_BUTTON (child)) : "",
                 G_OBJECT_TYPE_NAME (tc_test_input_pick (child)));
    }
}

/* The window kept its width, and the prompt's controls can be reached. */
static void
assert_fits (void)
{
  tc_test_bnb_settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, WIDTH);
  assert_reachable (gtk_widget_get_parent (part ("stack", 0)));
}

static void
test_setup (void)
{
  open_log ("[]");
  g_assert_cmpstr (tc_test_bnb_page (window), ==, "setup");
  assert_fits ();
}

/* The actions, then collecting: the collect line under the cube and the
 * chooser of blocks, which fits the screen's height.
 */
static void
test_collect (void)
{
  GtkWidget *popover;

  open_log ("[" TC_TEST_BNB_SETUP "]");
  assert_fits ();

  tc_test_bnb_click (part ("action", TC_BNB_COLLECT));
  tc_test_bnb_click (tc_bnb_cube_view_get_cell (TC_BNB_CUBE_VIEW (part ("cube", 0)), TC_BNB_CELL (1, 4, 4)));
  tc_test_bnb_settle ();
  popover = gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  g_assert_cmpint (gtk_widget_get_height (popover), <=, HEIGHT / 2);
  g_assert_cmpint (gtk_widget_get_width (popover), <=, WIDTH);
  for (GtkWidget *kind = gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (popover)));
       kind != NULL; kind = gtk_widget_get_next_sibling (kind))
    if (GTK_IS_BUTTON (kind))
      g_assert_true (tc_test_input_reaches (kind));
  tc_test_input_type ("w");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, WIDTH);
  assert_reachable (gtk_widget_get_parent (part ("collect", 0)));
}

static void
test_build (void)
{
  open_log (HOLDING);
  tc_test_bnb_click (part ("show-map", 0));
  tc_test_bnb_click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 2));
  g_assert_cmpstr (tc_test_bnb_page (window), ==, "build");
  assert_fits ();
}

static void
test_fight (void)
{
  open_log (HOLDING);
  tc_test_bnb_click (part ("show-map", 0));
  tc_test_bnb_click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 3));
  g_assert_cmpstr (tc_test_bnb_page (window), ==, "fight");
  assert_fits ();
}

/* The tile form with recent tiles to choose from, whose chips wrap. */
static void
test_tile_form (void)
{
  const TcBnbTileEntry tiles[] = {
    { .kind = TC_BNB_TILE_BUILDING, .biome = 2, .material = TC_BNB_OBSIDIAN, .type = 2, .cost = { 0, 0, 2, 3, 1 },
      .xp = 12, .mob = -1, .bonus = -1, .orb_attribute = -1, .orb_value = -1 },
    { .kind = TC_BNB_TILE_MOB, .biome = -1, .material = -1, .type = -1, .mob = 4, .hearts = 3, .xp = 2,
      .bonus = TC_BNB_BONUS_ORB, .orb_attribute = TC_BNB_MATERIAL, .orb_value = 3, .orb_xp = 1 },
    { .kind = TC_BNB_TILE_BUILDING, .biome = 0, .material = TC_BNB_WOOD, .type = 1, .cost = { 2 }, .xp = 1,
      .mob = -1, .bonus = -1, .orb_attribute = -1, .orb_value = -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    g_assert_true (tc_bnb_box_remember_tile (&tiles[i], NULL));
  open_log ("[" TC_TEST_BNB_SETUP "]");
  tc_test_bnb_click (part ("action", TC_BNB_EXPLORE));
  tc_test_bnb_click (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 3, 3));
  g_assert_cmpstr (tc_test_bnb_page (window), ==, "reveal-stack");
  assert_fits ();
}

static graphene_rect_t
bounds_of (const char *name)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (part (name, 0), GTK_WIDGET (window), &bounds));
  return bounds;
}

/* End Turn stands beside whose turn it is; the lines below it take the
 * banner's whole width (German squeezed them into a column a word wide
 * beside the button), and the "Done:" line appearing under them once the
 * game starts does not move End Turn.
 */
static void
test_banner (void)
{
  g_autoptr(GFile) started = NULL;
  graphene_rect_t before, after;

  open_log ("[]");
  tc_test_bnb_settle ();
  g_assert_false (gtk_widget_get_visible (part ("actions", 0)));
  before = bounds_of ("end-turn");
  g_assert_cmpfloat (bounds_of ("status").size.width, >=,
                     bounds_of ("turn").size.width + before.size.width);

  started = tc_test_bnb_save_log ("narrow-started.json", PLAYERS, "[" TC_TEST_BNB_SETUP "]");
  open_file (started);
  g_assert_true (gtk_widget_get_visible (part ("actions", 0)));
  after = bounds_of ("end-turn");
  /* The setup's page and the table's may differ in their scroll bar. */
  g_assert_cmpfloat (before.origin.y, ==, after.origin.y);
  g_assert_cmpfloat (bounds_of ("actions").size.width, >=,
                     bounds_of ("turn").size.width + after.size.width);
}

static void
test_weapon (void)
{
  open_log ("[" TC_TEST_BNB_SETUP "]");
  tc_test_bnb_click (part ("action", TC_BNB_EXPLORE));
  tc_test_bnb_click (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 1, 3));
  g_assert_cmpstr (tc_test_bnb_page (window), ==, "reveal-token");
  assert_fits ();
}

/* bnb-end.json up to the end of the last turn: round C to score. */
static void
test_scoring (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "scenarios", "bnb-end.json", NULL);
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *path = g_build_filename (folder, "narrow-scoring.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  JsonArray *entries;

  g_assert_true (json_parser_load_from_file (parser, source, NULL));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "entries");
  while (json_array_get_length (entries) > N_BEFORE_SCORING)
    json_array_remove_element (entries, N_BEFORE_SCORING);
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (json_generator_to_file (generator, path, NULL));

  open_file (file);
  g_assert_cmpstr (tc_test_bnb_page (window), ==, "score");
  assert_fits ();
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/bnb-narrow/setup", test_setup);
  tc_test_window_add_alone ("/app/bnb-narrow/banner", test_banner);
  tc_test_window_add_alone ("/app/bnb-narrow/collect", test_collect);
  tc_test_window_add_alone ("/app/bnb-narrow/build", test_build);
  tc_test_window_add_alone ("/app/bnb-narrow/fight", test_fight);
  tc_test_window_add_alone ("/app/bnb-narrow/tile-form", test_tile_form);
  tc_test_window_add_alone ("/app/bnb-narrow/weapon", test_weapon);
  tc_test_window_add_alone ("/app/bnb-narrow/scoring", test_scoring);

  return tc_test_window_run ();
}
