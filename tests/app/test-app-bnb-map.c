/* test-app-bnb-map.c: the Builders & Biomes Overworld map, fed the states
 * of the worked example (bnb-log-v1.md §8)
 *
 * The map is shown in a window of its own. Its states are the example
 * log's after so many entries, as `replay --upto` gives them: 1 (set up,
 * everyone on [3,3]), 3 (Ana explored: four reveals owed), 10 (Ben walked
 * to [1,3]), 15 (all revealed, Ana to play), 19 (Ben took the bow).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>

#include "tc-application.h"
#include "tc-bnb-map-view.h"
#include "tc-bnb-ruleset.h"
#include "tc-test-bnb.h"
#include "tc-game.h"

typedef struct
{
  const char *signal;
  guint       row;
  guint       col;
} Activation;

static TcGame *game;             /* owned by tc_test_bnb_example () */
static const TcBnbRules *rules;
static TcBnbState state;
static GtkWindow *window;
static TcBnbMapView *map;
static Activation last;

static void
activated_cb (TcBnbMapView *view,
              guint         row,
              guint         col,
              const char   *signal)
{
  last = (Activation) { signal, row, col };
}

static void
set_up (guint width)
{
  game = tc_test_bnb_example (&rules);
  g_clear_pointer (&window, gtk_window_destroy);

  map = TC_BNB_MAP_VIEW (tc_bnb_map_view_new ());
  g_signal_connect (map, "crossing-activated", G_CALLBACK (activated_cb), (gpointer) "crossing");
  g_signal_connect (map, "stack-activated", G_CALLBACK (activated_cb), (gpointer) "stack");
  g_signal_connect (map, "token-activated", G_CALLBACK (activated_cb), (gpointer) "token");
  last = (Activation) { NULL, 0, 0 };

  window = tc_test_bnb_show_alone (window, GTK_WIDGET (map), width, 800);
}

/* The map showing the example's state after @n_entries entries. */
static void
show (guint        n_entries,
      TcBnbMapMode mode)
{
  tc_game_copy_state_at (game, n_entries, &state);
  tc_bnb_map_view_update (map, rules, &state, mode);
  tc_test_bnb_iterate ();
}

static GtkWidget *
crossing (guint row,
          guint col)
{
  GtkWidget *widget = tc_bnb_map_view_get_crossing (map, row, col);

  g_assert_nonnull (widget);
  return widget;
}

static GtkWidget *
cell (guint row,
      guint col)
{
  GtkWidget *widget = tc_bnb_map_view_get_cell (map, row, col);

  g_assert_nonnull (widget);
  return widget;
}

/* A click, as the pointer gives it: only on a sensitive widget. */
static void
click (GtkWidget *widget)
{
  g_assert_true (gtk_widget_is_sensitive (widget));
  g_signal_emit_by_name (widget, "clicked");
  tc_test_bnb_iterate ();
}

static gboolean
is_corner (guint row,
           guint col)
{
  return (row == 0 || row == 5) && (col == 0 || col == 5);
}

/* The sensitive crossings, or map cells, in ascending order: "1,3 3,3". */
static char *
sensitive (gboolean crossings)
{
  GString *list = g_string_new (NULL);
  guint least = crossings ? 1 : 0, most = 5;

  for (guint row = least; row <= most; row++)
    for (guint col = least; col <= most; col++)
      {
        GtkWidget *widget = crossings ? crossing (row, col) : tc_bnb_map_view_get_cell (map, row, col);

        if (widget != NULL && gtk_widget_is_sensitive (widget))
          g_string_append_printf (list, "%s%u,%u", list->len > 0 ? " " : "", row, col);
      }

  return g_string_free (list, FALSE);
}

/* The text of the visible labels under @widget, joined by " | ". */
static void
append_shown (GString   *text,
              GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return;

  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_string_append_printf (text, "%s%s", text->len > 0 ? " | " : "", gtk_label_get_text (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_shown (text, child);
}

static char *
shown (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  append_shown (text, widget);
  return g_string_free (text, FALSE);
}

static void
assert_sensitive (gboolean    crossings,
                  const char *expected)
{
  g_autofree char *list = sensitive (crossings);

  g_assert_cmpstr (list, ==, expected);
}

static void
assert_shown (GtkWidget  *widget,
              const char *expected)
{
  g_autofree char *text = shown (widget);

  g_assert_cmpstr (text, ==, expected);
}

/* At the start Ana, on [3,3], may walk to the 13 crossings at most two
 * steps away, [3,3] included; nothing else answers.
 */
static void
test_explore_reach (void)
{
  guint n = 0;

  set_up (1000);
  show (1, TC_BNB_MAP_EXPLORE);

  for (guint row = 1; row <= 5; row++)
    for (guint col = 1; col <= 5; col++)
      {
        gboolean near = ABS ((gint) row - 3) + ABS ((gint) col - 3) <= TC_BNB_EXPLORE_REACH;

        g_assert_cmpint (gtk_widget_is_sensitive (crossing (row, col)), ==, near);
        g_assert_cmpint (gtk_widget_has_css_class (crossing (row, col), "target"), ==, near);
        n += near;
      }
  g_assert_cmpuint (n, ==, 13);
  assert_sensitive (FALSE, "");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (crossing (1, 3)), ==, "The top-left corner of stack 3 of the top row; within reach");

  /* Only looking, nothing answers. */
  show (1, TC_BNB_MAP_LOOK);
  assert_sensitive (TRUE, "");
  assert_sensitive (FALSE, "");
}

/* A crossing clicked says where; Ben's walk to [1,3] moves his pawn. */
static void
test_crossing_activated (void)
{
  set_up (1000);
  show (1, TC_BNB_MAP_EXPLORE);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (crossing (3, 3)), ==, "The top-left corner of stack 3 of the third row: Ana, Ben; within reach");
  assert_shown (crossing (3, 3), "A | B");

  click (crossing (1, 3));
  g_assert_cmpstr (last.signal, ==, "crossing");
  g_assert_cmpuint (last.row, ==, 1);
  g_assert_cmpuint (last.col, ==, 3);

  /* Ben's turn, after his explore (entry 10). */
  show (10, TC_BNB_MAP_LOOK);
  assert_shown (crossing (1, 3), "B");
  assert_shown (crossing (3, 3), "A");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (crossing (1, 3)), ==, "The top-left corner of stack 3 of the top row: Ben");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (crossing (3, 3)), ==, "The top-left corner of stack 3 of the third row: Ana");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (crossing (2, 2)), ==, "The top-left corner of stack 2 of the second row");
  assert_shown (crossing (2, 2), "");
}

/* The seat to play wears a ring; a pawn is the seat's colour with its
 * initial.
 */
static void
test_active_pawn (void)
{
  GtkWidget *grid;

  set_up (1000);
  show (10, TC_BNB_MAP_LOOK);
  grid = gtk_widget_get_first_child (crossing (1, 3));
  for (GtkWidget *pawn = gtk_widget_get_first_child (grid); pawn != NULL; pawn = gtk_widget_get_next_sibling (pawn))
    if (gtk_widget_get_visible (pawn))
      {
        g_assert_true (gtk_widget_has_css_class (pawn, "seat-2"));
        g_assert_true (gtk_widget_has_css_class (pawn, "active"));
      }

  show (15, TC_BNB_MAP_LOOK);
  for (GtkWidget *pawn = gtk_widget_get_first_child (grid); pawn != NULL; pawn = gtk_widget_get_next_sibling (pawn))
    g_assert_false (gtk_widget_get_visible (pawn) && gtk_widget_has_css_class (pawn, "active"));
}

/* The places that owe a reveal are marked, and say so. */
static void
test_owed_reveals (void)
{
  set_up (1000);
  show (3, TC_BNB_MAP_LOOK);
  for (guint row = 0; row <= 5; row++)
    for (guint col = 0; col <= 5; col++)
      if (!is_corner (row, col))
        g_assert_cmpint (gtk_widget_has_css_class (cell (row, col), "owed"), ==,
                         (row == 2 || row == 3) && (col == 2 || col == 3));
  assert_shown (cell (2, 2), "4 left | turn over");
  assert_shown (cell (1, 1), "4 left | face down");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (2, 2)), ==, "Stack 2 of the second row: face down, 4 tiles left; to be turned over");

  /* Ben explored [1,3]: two tokens and two stacks. */
  show (10, TC_BNB_MAP_LOOK);
  g_assert_true (gtk_widget_has_css_class (cell (0, 2), "owed"));
  g_assert_true (gtk_widget_has_css_class (cell (0, 3), "owed"));
  g_assert_true (gtk_widget_has_css_class (cell (1, 2), "owed"));
  g_assert_true (gtk_widget_has_css_class (cell (1, 3), "owed"));
  g_assert_false (gtk_widget_has_css_class (cell (2, 2), "owed"));
  assert_shown (cell (0, 2), "? | turn over");
  assert_shown (cell (0, 1), "?");

  show (14, TC_BNB_MAP_LOOK);
  g_assert_false (gtk_widget_has_css_class (cell (0, 2), "owed"));
}

/* Face-up tiles in short, with their letters; a building's place has its
 * biome's tint.
 */
static void
test_tiles (void)
{
  set_up (1000);
  show (15, TC_BNB_MAP_LOOK);
  assert_shown (cell (2, 2), "4 left |  f  forest | wood | dwelling |  w 2 | 1 XP");
  assert_shown (cell (1, 2), "4 left |  s  snowy tundra | stone | decoration |  t 2  o 1 | 3 XP");
  assert_shown (cell (2, 3), "4 left | Zombie | ♥ 2 | 1 XP | hunger");
  assert_shown (cell (1, 3), "4 left | Skeleton | ♥ 5 | 3 XP | orb +2 XP | per sand");
  g_assert_true (gtk_widget_has_css_class (cell (2, 2), "biome-forest"));
  g_assert_false (gtk_widget_has_css_class (cell (2, 3), "biome-forest"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (2, 2)), ==,
                   "Stack 2 of the second row: forest wood dwelling (costs 2 wood, 1 XP), 4 tiles left");

  /* Built (entry 16): one tile fewer, the next one face down. */
  show (16, TC_BNB_MAP_LOOK);
  assert_shown (cell (2, 2), "3 left | face down");
  g_assert_false (gtk_widget_has_css_class (cell (2, 2), "biome-forest"));
}

/* Building and fighting answer on the adjacent stacks that show a
 * building, or a mob: for Ana on [3,3] after the reveals, the forest
 * dwelling [2,2] and the desert bridge [3,2] (the snowy decoration [1,2]
 * is not next to her), the zombie [2,3] and the witch [3,3] (not the
 * skeleton [1,3]).
 */
static void
test_build_and_fight (void)
{
  set_up (1000);
  show (15, TC_BNB_MAP_BUILD);
  assert_sensitive (FALSE, "2,2 3,2");
  assert_sensitive (TRUE, "");
  g_assert_true (gtk_widget_has_css_class (cell (2, 2), "target"));
  g_assert_false (gtk_widget_has_css_class (cell (1, 2), "target"));
  g_assert_true (g_str_has_suffix (gtk_widget_get_tooltip_text (cell (3, 2)), "; can be built"));

  /* Tab goes from one to the other. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (map), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_has_focus (cell (2, 2)));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (map), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_has_focus (cell (3, 2)));

  click (cell (2, 2));
  g_assert_cmpstr (last.signal, ==, "stack");
  g_assert_cmpuint (last.row, ==, 2);
  g_assert_cmpuint (last.col, ==, 2);

  show (15, TC_BNB_MAP_FIGHT);
  assert_sensitive (FALSE, "2,3 3,3");
  g_assert_true (g_str_has_suffix (gtk_widget_get_tooltip_text (cell (3, 3)), "; can be fought"));
  g_assert_false (gtk_widget_has_css_class (cell (2, 2), "target"));
}

/* Tokens: "?" face down, their weapon face up, "taken" once taken; Ben on
 * [1,3] may take the face-up ones next to him.
 */
static void
test_tokens (void)
{
  set_up (1000);
  show (14, TC_BNB_MAP_LOOK);
  assert_shown (cell (0, 2), "Bow | ♥ 1");
  assert_shown (cell (0, 3), "TNT | ♥ 0");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (0, 2)), ==, "Token 2 from the left, above the map: bow, 1 heart");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (5, 4)), ==, "Token 4 from the left, below the map: face down");

  /* Ben's turn (entry 18): both face-up tokens are next to him. */
  show (18, TC_BNB_MAP_TAKE_WEAPON);
  assert_sensitive (FALSE, "0,2 0,3");
  click (cell (0, 2));
  g_assert_cmpstr (last.signal, ==, "token");
  g_assert_cmpuint (last.row, ==, 0);
  g_assert_cmpuint (last.col, ==, 2);

  show (19, TC_BNB_MAP_TAKE_WEAPON);
  assert_sensitive (FALSE, "0,3");
  assert_shown (cell (0, 2), "Bow | ♥ 1 | taken");
  g_assert_true (gtk_widget_has_css_class (cell (0, 2), "taken"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (0, 2)), ==, "Token 2 from the left, above the map: bow, taken");
  g_assert_null (tc_bnb_map_view_get_cell (map, 0, 0));
  g_assert_null (tc_bnb_map_view_get_cell (map, 5, 5));
  g_assert_null (tc_bnb_map_view_get_crossing (map, 0, 3));
}

static graphene_rect_t
bounds_of (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (map), &bounds));
  return bounds;
}

/* The bounds of every place and crossing, in one array. */
static GArray *
all_bounds (void)
{
  GArray *bounds = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));

  for (guint row = 0; row <= 5; row++)
    for (guint col = 0; col <= 5; col++)
      {
        graphene_rect_t rect;

        if (is_corner (row, col))
          continue;
        rect = bounds_of (cell (row, col));
        g_array_append_val (bounds, rect);
        if (row >= 1 && col >= 1)
          {
            rect = bounds_of (crossing (row, col));
            g_array_append_val (bounds, rect);
          }
      }

  return bounds;
}

static void
assert_same_layout (GArray      *expected,
                    guint        n_entries,
                    TcBnbMapMode mode)
{
  g_autoptr(GArray) bounds = NULL;

  show (n_entries, mode);
  tc_test_bnb_settle ();
  bounds = all_bounds ();
  g_assert_cmpuint (bounds->len, ==, expected->len);
  for (guint i = 0; i < bounds->len; i++)
    g_assert_true (graphene_rect_equal (&g_array_index (bounds, graphene_rect_t, i),
                                        &g_array_index (expected, graphene_rect_t, i)));
}

/* Nothing moves under the pointer, whatever the state and the mode; a
 * crossing covers the corners of the places around it, but takes their
 * clicks only while it answers itself.
 */
static void
test_stable_layout (void)
{
  const guint steps[] = { 1, 3, 10, 14, 15, 16, 19, 34 };
  const TcBnbMapMode modes[] = { TC_BNB_MAP_LOOK, TC_BNB_MAP_EXPLORE, TC_BNB_MAP_BUILD, TC_BNB_MAP_FIGHT,
                                 TC_BNB_MAP_TAKE_WEAPON };
  g_autoptr(GArray) expected = NULL;
  graphene_rect_t corner, stack;
  GtkWidget *picked;
  double x, y;

  set_up (1000);
  show (0, TC_BNB_MAP_LOOK);
  tc_test_bnb_settle ();
  expected = all_bounds ();
  for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
    for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
      assert_same_layout (expected, steps[s], modes[m]);

  /* Crossing [2,2] is where stacks [1,1], [1,2], [2,1] and [2,2] meet. */
  corner = bounds_of (crossing (2, 2));
  stack = bounds_of (cell (2, 2));
  x = corner.origin.x + corner.size.width * 0.75;
  y = corner.origin.y + corner.size.height * 0.75;
  g_assert_true (graphene_rect_contains_point (&stack, &GRAPHENE_POINT_INIT (x, y)));

  show (15, TC_BNB_MAP_BUILD);
  picked = gtk_widget_pick (GTK_WIDGET (map), x, y, GTK_PICK_DEFAULT);
  g_assert_true (picked == cell (2, 2) || gtk_widget_is_ancestor (picked, cell (2, 2)));

  show (1, TC_BNB_MAP_EXPLORE);
  picked = gtk_widget_pick (GTK_WIDGET (map), x, y, GTK_PICK_DEFAULT);
  g_assert_true (picked == crossing (2, 2) || gtk_widget_is_ancestor (picked, crossing (2, 2)));
}

/* On a phone every place and crossing is a 44 px touch target, and the
 * map still fits in 360 px beside the table's margins.
 */
static void
test_narrow (void)
{
  int minimum;

  set_up (360);
  show (15, TC_BNB_MAP_BUILD);
  tc_test_bnb_settle ();
  gtk_widget_measure (GTK_WIDGET (map), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360 - 2 * 12);
  g_assert_cmpint (gtk_widget_get_width (crossing (3, 3)), >=, 44);
  g_assert_cmpint (gtk_widget_get_height (crossing (3, 3)), >=, 44);
  for (guint row = 0; row <= 5; row++)
    for (guint col = 0; col <= 5; col++)
      if (!is_corner (row, col))
        {
          graphene_rect_t bounds;

          g_assert_true (gtk_widget_compute_bounds (cell (row, col), cell (row, col), &bounds));
          g_assert_cmpfloat (bounds.size.width, >=, 44);
          g_assert_cmpfloat (bounds.size.height, >=, 44);
        }
}

static void
save_screenshot (guint        width,
                 const char  *name,
                 guint        n_entries,
                 TcBnbMapMode mode)
{
  const char *dir = g_getenv ("TC_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;

  set_up (width);
  show (n_entries, mode);
  tc_test_bnb_settle ();
  path = g_strdup_printf ("%s/bnb-map-%s-%u.png", dir, name, width);
  g_assert_true (tc_application_save_screenshot (GTK_WIDGET (window), path, &error));
  g_assert_no_error (error);
}

/* With TC_SCREENSHOT_DIR set: Ana choosing what to build after the
 * reveals, and where to walk at the start, the reveals Ben's walk owes,
 * on a phone and a desk; Ben choosing a fight, in the dark style.
 */
static void
test_screenshots (void)
{
  const guint widths[] = { 360, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      save_screenshot (widths[i], "build", 15, TC_BNB_MAP_BUILD);
      save_screenshot (widths[i], "explore", 1, TC_BNB_MAP_EXPLORE);
      save_screenshot (widths[i], "owed", 10, TC_BNB_MAP_LOOK);
    }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_screenshot (1000, "dark", 19, TC_BNB_MAP_FIGHT);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/bnb-map/explore-reach", test_explore_reach);
  g_test_add_func ("/app/bnb-map/crossing-activated", test_crossing_activated);
  g_test_add_func ("/app/bnb-map/active-pawn", test_active_pawn);
  g_test_add_func ("/app/bnb-map/owed-reveals", test_owed_reveals);
  g_test_add_func ("/app/bnb-map/tiles", test_tiles);
  g_test_add_func ("/app/bnb-map/build-and-fight", test_build_and_fight);
  g_test_add_func ("/app/bnb-map/tokens", test_tokens);
  g_test_add_func ("/app/bnb-map/stable-layout", test_stable_layout);
  g_test_add_func ("/app/bnb-map/narrow", test_narrow);
  g_test_add_func ("/app/bnb-map/screenshots", test_screenshots);

  return g_test_run ();
}
