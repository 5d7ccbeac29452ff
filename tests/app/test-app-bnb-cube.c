/* test-app-bnb-cube.c: the Builders & Biomes cube, fed the states of the
 * worked example (bnb-log-v1.md §8)
 *
 * The cube is shown in a window of its own. Its states are the example
 * log's after so many entries, as `replay --upto` gives them: 1 (set up,
 * the cube full, Ana to play), 3 (Ana took [1,1,1] and [1,1,2]), 34 (the
 * top layer empty).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>

#include "tc-application.h"
#include "tc-bnb-cube-view.h"
#include "tc-bnb-ruleset.h"
#include "tc-test-bnb.h"
#include "tc-game.h"

static TcGame *game;             /* owned by tc_test_bnb_example () */
static const TcBnbRules *rules;
static TcBnbState state;
static GtkWindow *window;
static TcBnbCubeView *cube;
static guint n_changes;
static guint n_notifies;

static void
selection_changed_cb (void)
{
  n_changes++;
}

static void
rotation_notify_cb (void)
{
  n_notifies++;
}

static void
set_up (guint width)
{
  game = tc_test_bnb_example (&rules);
  g_clear_pointer (&window, gtk_window_destroy);

  cube = TC_BNB_CUBE_VIEW (tc_bnb_cube_view_new ());
  g_signal_connect (cube, "selection-changed", G_CALLBACK (selection_changed_cb), NULL);
  g_signal_connect (cube, "notify::rotation", G_CALLBACK (rotation_notify_cb), NULL);
  n_changes = n_notifies = 0;

  window = tc_test_bnb_show_alone (window, GTK_WIDGET (cube), width, 400);
}

/* The cube showing the example's state after @n_entries entries. */
static void
show (guint    n_entries,
      gboolean can_collect)
{
  tc_game_copy_state_at (game, n_entries, &state);
  tc_bnb_cube_view_update (cube, rules, &state, can_collect ? TC_BNB_CUBE_COLLECT : TC_BNB_CUBE_LOOK);
  tc_test_bnb_iterate ();
}

static GtkWidget *
cell (guint layer,
      guint row,
      guint col)
{
  GtkWidget *widget = tc_bnb_cube_view_get_cell (cube, TC_BNB_CELL (layer, row, col));

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

/* The cells with @css_class, or sensitive with NULL, in cell order:
 * "1,1,1 1,1,4".
 */
static char *
cells_where (const char *css_class)
{
  GString *list = g_string_new (NULL);

  for (guint c = 0; c < TC_BNB_N_CELLS; c++)
    {
      GtkWidget *button = tc_bnb_cube_view_get_cell (cube, c);

      if (css_class != NULL ? gtk_widget_has_css_class (button, css_class) : gtk_widget_is_sensitive (button))
        g_string_append_printf (list, "%s%u,%u,%u", list->len > 0 ? " " : "", c / 16 + 1, c / 4 % 4 + 1, c % 4 + 1);
    }

  return g_string_free (list, FALSE);
}

static void
assert_cells (const char *css_class,
              const char *expected)
{
  g_autofree char *list = cells_where (css_class);

  g_assert_cmpstr (list, ==, expected);
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

static void
assert_shown (GtkWidget  *widget,
              const char *expected)
{
  GString *text = g_string_new (NULL);

  append_shown (text, widget);
  g_assert_cmpstr (text->str, ==, expected);
  g_string_free (text, TRUE);
}

static GtkWidget *
find_popover (void)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (cube)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      return child;

  g_assert_not_reached ();
}

/* The @n-th button under @widget, depth first, or NULL; @n counts down. */
static GtkWidget *
nth_button (GtkWidget *widget,
            guint     *n)
{
  if (GTK_IS_BUTTON (widget) && (*n)-- == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = nth_button (child, n);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The popover's button for block @block: they come in the data's order. */
static GtkWidget *
kind_button (guint block)
{
  guint n = block;
  GtkWidget *button = nth_button (find_popover (), &n);

  g_assert_nonnull (button);
  return button;
}

/* The button under the cube whose tooltip is @tooltip. */
static GtkWidget *
find_by_tooltip (GtkWidget  *widget,
                 const char *tooltip)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_tooltip (child, tooltip);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
turn_button (gboolean right)
{
  GtkWidget *button = find_by_tooltip (GTK_WIDGET (cube), right ? "Turn the cube a quarter turn right"
                                                                : "Turn the cube a quarter turn left");

  g_assert_nonnull (button);
  return button;
}

static const char *
side_shown (void)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (cube)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    for (GtkWidget *part = gtk_widget_get_first_child (child); part != NULL; part = gtk_widget_get_next_sibling (part))
      if (GTK_IS_STACK (part))
        return gtk_label_get_text (GTK_LABEL (gtk_stack_get_visible_child (GTK_STACK (part))));

  g_assert_not_reached ();
}

/* Clicks the block and names it in the popover. */
static void
name_block (GtkWidget *button,
            guint      block)
{
  click (button);
  g_assert_true (gtk_widget_get_visible (find_popover ()));
  click (kind_button (block));
  g_assert_false (gtk_widget_get_visible (find_popover ()));
}

/* Sends @keyval to @widget's key handlers, until one takes it. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  tc_test_bnb_iterate ();

  return handled;
}

static guint
selection (TcBnbTake *takes)
{
  return tc_bnb_cube_view_get_selection (cube, takes, TC_BNB_MAX_ITEMS);
}

static void
assert_take (const TcBnbTake *take,
             guint            layer,
             guint            row,
             guint            col,
             guint            block)
{
  g_assert_cmpuint (take->at.n, ==, 3);
  g_assert_cmpint (take->at.v[0], ==, layer);
  g_assert_cmpint (take->at.v[1], ==, row);
  g_assert_cmpint (take->at.v[2], ==, col);
  g_assert_cmpint (take->block, ==, block);
}

/* At the start only the four corners of layer 1 may be taken: marked,
 * with a "+", and the only blocks that answer.
 */
static void
test_start (void)
{
  set_up (1000);
  show (1, TRUE);
  assert_cells ("takeable", "1,1,1 1,1,4 1,4,1 1,4,4");
  assert_cells (NULL, "1,1,1 1,1,4 1,4,1 1,4,4");
  assert_cells ("taken", "");
  assert_shown (cell (1, 1, 4), "+");
  assert_shown (cell (1, 2, 2), "");
  g_assert_true (gtk_widget_has_css_class (cell (2, 1, 1), "block"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (1, 1, 4)), ==, "Layer 1, row 1, column 4: takeable");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (2, 3, 1)), ==, "Layer 2, row 3, column 1: in the cube");
  g_assert_cmpuint (n_changes, ==, 0);

  /* Tab goes from one to the next, then to the turn buttons. */
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (cube), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (cell (1, 1, 1)));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (cube), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (cell (1, 1, 4)));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (cube), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (cube), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (cell (1, 4, 4)));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (cube), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (turn_button (FALSE)));
}

/* Naming [1,1,1] wood opens [1,1,2] and [1,2,1], each now with two open
 * sides, and [2,1,1] under it (digging down, §9.1): the engine's rule,
 * with the chosen block counted as gone.
 */
static void
test_dig_down (void)
{
  TcBnbTake takes[TC_BNB_MAX_ITEMS];

  set_up (1000);
  show (1, TRUE);
  name_block (cell (1, 1, 1), TC_BNB_WOOD);

  assert_cells ("takeable", "1,1,2 1,1,4 1,2,1 1,4,1 1,4,4 2,1,1");
  assert_cells ("chosen", "1,1,1");
  assert_shown (cell (1, 1, 1), "w | 1");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (1, 1, 1)), ==, "Layer 1, row 1, column 1: wood, chosen as number 1");
  g_assert_cmpuint (n_changes, ==, 1);
  g_assert_cmpuint (selection (takes), ==, 1);
  assert_take (&takes[0], 1, 1, 1, TC_BNB_WOOD);
}

/* The chosen blocks come back in order, make a collect the engine takes,
 * and go back last first.
 */
static void
test_selection_order (void)
{
  TcBnbTake takes[TC_BNB_MAX_ITEMS];
  TcBnbEntry entry = { .type = TC_BNB_ENTRY_COLLECT, .seat = 1, .blocks = takes };
  g_autoptr(GError) error = NULL;

  set_up (1000);
  show (1, TRUE);
  name_block (cell (1, 1, 1), TC_BNB_WOOD);
  name_block (cell (2, 1, 1), TC_BNB_STONE);

  g_assert_cmpuint (n_changes, ==, 2);
  entry.n_blocks = selection (takes);
  g_assert_cmpuint (entry.n_blocks, ==, 2);
  assert_take (&takes[0], 1, 1, 1, TC_BNB_WOOD);
  assert_take (&takes[1], 2, 1, 1, TC_BNB_STONE);
  g_assert_true (tc_bnb_state_check (rules, &state, &entry, &error));
  g_assert_no_error (error);
  assert_shown (cell (2, 1, 1), "t | 2");

  /* Two blocks are all Ana may take: only the last one chosen answers,
   * to be taken back.
   */
  assert_cells (NULL, "2,1,1");
  click (cell (2, 1, 1));
  g_assert_cmpuint (n_changes, ==, 3);
  g_assert_cmpuint (selection (takes), ==, 1);
  assert_cells ("chosen", "1,1,1");
  assert_cells (NULL, "1,1,1 1,1,2 1,1,4 1,2,1 1,4,1 1,4,4 2,1,1");

  /* Backspace takes back the last one, which gets the focus. */
  g_assert_true (press_key (GTK_WIDGET (cube), GDK_KEY_BackSpace));
  g_assert_cmpuint (selection (takes), ==, 0);
  g_assert_cmpuint (n_changes, ==, 4);
  g_assert_true (gtk_widget_is_focus (cell (1, 1, 1)));
  assert_cells (NULL, "1,1,1 1,1,4 1,4,1 1,4,4");
  g_assert_false (press_key (GTK_WIDGET (cube), GDK_KEY_BackSpace));

  name_block (cell (1, 4, 4), TC_BNB_SAND);
  tc_bnb_cube_view_clear_selection (cube);
  g_assert_cmpuint (selection (takes), ==, 0);
  g_assert_cmpuint (n_changes, ==, 6);
  assert_shown (cell (1, 4, 4), "+");
  tc_bnb_cube_view_clear_selection (cube);
  g_assert_cmpuint (n_changes, ==, 6);
}

/* While a takeable block has the focus its letter names it; in the
 * popover a letter names the block asked about.
 */
static void
test_typed_letters (void)
{
  TcBnbTake takes[TC_BNB_MAX_ITEMS];

  set_up (1000);
  show (1, TRUE);

  gtk_widget_grab_focus (cell (1, 4, 4));
  g_assert_false (press_key (GTK_WIDGET (cube), GDK_KEY_x));
  g_assert_true (press_key (GTK_WIDGET (cube), GDK_KEY_o));
  assert_shown (cell (1, 4, 4), "o | 1");
  /* A chosen block is not named again. */
  g_assert_false (press_key (GTK_WIDGET (cube), GDK_KEY_e));

  /* No cell has the focus: letters are not the cube's. */
  gtk_widget_grab_focus (turn_button (TRUE));
  g_assert_false (press_key (GTK_WIDGET (cube), GDK_KEY_w));

  gtk_widget_grab_focus (cell (1, 1, 1));
  g_assert_true (press_key (GTK_WIDGET (cube), GDK_KEY_W));
  g_assert_cmpuint (selection (takes), ==, 2);
  assert_take (&takes[0], 1, 4, 4, TC_BNB_OBSIDIAN);
  assert_take (&takes[1], 1, 1, 1, TC_BNB_WOOD);

  g_assert_true (press_key (GTK_WIDGET (cube), GDK_KEY_BackSpace));
  click (cell (1, 1, 4));
  g_assert_true (press_key (find_popover (), GDK_KEY_s));
  g_assert_false (gtk_widget_get_visible (find_popover ()));
  g_assert_cmpuint (selection (takes), ==, 2);
  assert_take (&takes[1], 1, 1, 4, TC_BNB_SAND);
  g_assert_cmpuint (n_changes, ==, 4);
}

/* A kind the box no longer holds is not offered. */
static void
test_none_left (void)
{
  TcBnbTake takes[TC_BNB_MAX_ITEMS];

  set_up (1000);
  tc_game_copy_state_at (game, 1, &state);
  state.named[TC_BNB_OBSIDIAN] = rules->data->box[TC_BNB_OBSIDIAN];
  tc_bnb_cube_view_update (cube, rules, &state, TC_BNB_CUBE_COLLECT);

  click (cell (1, 1, 1));
  g_assert_false (gtk_widget_is_sensitive (kind_button (TC_BNB_OBSIDIAN)));
  g_assert_true (gtk_widget_is_sensitive (kind_button (TC_BNB_EMERALD)));
  g_assert_true (press_key (find_popover (), GDK_KEY_o));
  g_assert_cmpuint (selection (takes), ==, 0);
  gtk_popover_popdown (GTK_POPOVER (find_popover ()));

  gtk_widget_grab_focus (cell (1, 1, 4));
  press_key (GTK_WIDGET (cube), GDK_KEY_o);
  g_assert_cmpuint (selection (takes), ==, 0);
  g_assert_cmpuint (n_changes, ==, 0);
}

static graphene_rect_t
bounds_of (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (cube), &bounds));
  return bounds;
}

static void
assert_same_bounds (GtkWidget             *widget,
                    const graphene_rect_t *expected)
{
  graphene_rect_t bounds = bounds_of (widget);

  g_assert_true (graphene_rect_equal (&bounds, expected));
}

/* A quarter turn to the right brings the cube's right side (column 4) to
 * the player: [1,1,1] goes from the top left corner of layer 1 to the top
 * right, where [1,1,4] was; [1,4,1] to the top left. Every button still
 * names its own cell.
 */
static void
test_rotation (void)
{
  graphene_rect_t top_left, top_right, bottom_left, bottom_right;
  float layer_offset;

  set_up (1000);
  show (1, TRUE);
  name_block (cell (1, 1, 1), TC_BNB_WOOD);
  top_left = bounds_of (cell (1, 1, 1));
  top_right = bounds_of (cell (1, 1, 4));
  bottom_left = bounds_of (cell (1, 4, 1));
  bottom_right = bounds_of (cell (1, 4, 4));
  layer_offset = bounds_of (cell (2, 1, 1)).origin.x - top_left.origin.x;
  g_assert_cmpstr (side_shown (), ==, "The front faces you");

  click (turn_button (TRUE));
  g_assert_cmpuint (tc_bnb_cube_view_get_rotation (cube), ==, 1);
  g_assert_cmpuint (n_notifies, ==, 1);
  tc_test_bnb_settle ();
  assert_same_bounds (cell (1, 1, 1), &top_right);
  assert_same_bounds (cell (1, 1, 4), &bottom_right);
  assert_same_bounds (cell (1, 4, 4), &bottom_left);
  assert_same_bounds (cell (1, 4, 1), &top_left);
  g_assert_cmpstr (side_shown (), ==, "The right side faces you");
  assert_shown (cell (1, 1, 1), "w | 1");
  assert_cells ("chosen", "1,1,1");
  assert_cells ("takeable", "1,1,2 1,1,4 1,2,1 1,4,1 1,4,4 2,1,1");
  for (guint c = 0; c < TC_BNB_N_CELLS; c++)
    {
      g_autofree char *prefix = g_strdup_printf ("Layer %u, row %u, column %u: ", c / 16 + 1, c / 4 % 4 + 1, c % 4 + 1);

      g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (tc_bnb_cube_view_get_cell (cube, c)), prefix));
    }

  /* Layers do not turn into each other. */
  g_assert_cmpfloat (bounds_of (cell (2, 1, 1)).origin.x - bounds_of (cell (1, 1, 1)).origin.x, ==, layer_offset);
  g_assert_cmpfloat (bounds_of (cell (2, 1, 1)).origin.y, ==, bounds_of (cell (1, 1, 1)).origin.y);

  click (turn_button (TRUE));
  g_assert_cmpstr (side_shown (), ==, "The back faces you");
  tc_test_bnb_settle ();
  assert_same_bounds (cell (1, 1, 1), &bottom_right);
  click (turn_button (FALSE));
  click (turn_button (FALSE));
  click (turn_button (FALSE));
  g_assert_cmpuint (tc_bnb_cube_view_get_rotation (cube), ==, 3);
  g_assert_cmpstr (side_shown (), ==, "The left side faces you");
  tc_test_bnb_settle ();
  assert_same_bounds (cell (1, 1, 1), &bottom_left);
  g_assert_cmpuint (n_notifies, ==, 5);

  g_object_set (cube, "rotation", 3, NULL);
  g_assert_cmpuint (n_notifies, ==, 5);
  g_object_set (cube, "rotation", 0, NULL);
  g_assert_cmpuint (n_notifies, ==, 6);
  tc_test_bnb_settle ();
  assert_same_bounds (cell (1, 1, 1), &top_left);
  g_assert_cmpuint (n_changes, ==, 1);
}

/* When the table may not collect, the takeable blocks are still marked
 * and nothing answers.
 */
static void
test_cannot_collect (void)
{
  TcBnbTake takes[TC_BNB_MAX_ITEMS];

  set_up (1000);
  show (1, FALSE);
  assert_cells ("takeable", "1,1,1 1,1,4 1,4,1 1,4,4");
  assert_cells (NULL, "");
  g_assert_false (press_key (GTK_WIDGET (cube), GDK_KEY_BackSpace));

  /* Leaving the collect drops what was chosen. */
  show (1, TRUE);
  name_block (cell (1, 1, 1), TC_BNB_WOOD);
  show (1, FALSE);
  g_assert_cmpuint (selection (takes), ==, 0);
  g_assert_cmpuint (n_changes, ==, 2);
  assert_cells (NULL, "");
  assert_cells ("chosen", "");
}

/* Taken blocks show their letter on their colour, and answer nothing. */
static void
test_taken (void)
{
  const char *layer_1[] = { "w", "e", "s", "t", "w", "w", "s", "s", "e", "t", "w", "w", "s", "o", "t", "e" };

  set_up (1000);
  show (3, TRUE);
  assert_cells ("taken", "1,1,1 1,1,2");
  assert_shown (cell (1, 1, 2), "e");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (1, 1, 2)), ==, "Layer 1, row 1, column 2: emerald, taken");
  assert_cells ("takeable", "1,1,3 1,1,4 1,2,1 1,4,1 1,4,4 2,1,1");

  show (34, TRUE);
  for (guint c = 0; c < 16; c++)
    {
      g_assert_true (gtk_widget_has_css_class (tc_bnb_cube_view_get_cell (cube, c), "taken"));
      assert_shown (tc_bnb_cube_view_get_cell (cube, c), layer_1[c]);
    }
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell (1, 4, 2)), ==, "Layer 1, row 4, column 2: obsidian, taken");
  assert_cells ("takeable", "2,1,1 2,1,4 2,4,1 2,4,4");
  assert_cells (NULL, "2,1,1 2,1,4 2,4,1 2,4,4");
}

/* A new state clears the selection; the same state again keeps it. */
static void
test_new_state (void)
{
  TcBnbTake takes[TC_BNB_MAX_ITEMS];

  set_up (1000);
  show (1, TRUE);
  name_block (cell (1, 1, 1), TC_BNB_WOOD);
  show (1, TRUE);
  g_assert_cmpuint (selection (takes), ==, 1);
  g_assert_cmpuint (n_changes, ==, 1);

  show (3, TRUE);
  g_assert_cmpuint (selection (takes), ==, 0);
  g_assert_cmpuint (n_changes, ==, 2);
  assert_cells ("chosen", "");
}

/* The bounds of the 64 blocks, wherever they are shown, sorted. */
static GArray *
all_bounds (void)
{
  GArray *bounds = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));

  for (guint c = 0; c < TC_BNB_N_CELLS; c++)
    {
      graphene_rect_t rect = bounds_of (tc_bnb_cube_view_get_cell (cube, c));
      guint i = 0;

      while (i < bounds->len &&
             (g_array_index (bounds, graphene_rect_t, i).origin.y < rect.origin.y ||
              (g_array_index (bounds, graphene_rect_t, i).origin.y == rect.origin.y &&
               g_array_index (bounds, graphene_rect_t, i).origin.x < rect.origin.x)))
        i++;
      g_array_insert_val (bounds, i, rect);
    }
  for (guint right = 0; right < 2; right++)
    {
      graphene_rect_t rect = bounds_of (turn_button (right));

      g_array_append_val (bounds, rect);
    }

  return bounds;
}

static void
assert_same_layout (GArray *expected)
{
  g_autoptr(GArray) bounds = NULL;

  tc_test_bnb_settle ();
  bounds = all_bounds ();
  for (guint i = 0; i < bounds->len; i++)
    g_assert_true (graphene_rect_equal (&g_array_index (bounds, graphene_rect_t, i),
                                        &g_array_index (expected, graphene_rect_t, i)));
}

/* Nothing moves under the pointer: not with the state, the selection or
 * the rotation.
 */
static void
test_stable_layout (void)
{
  g_autoptr(GArray) expected = NULL;

  set_up (1000);
  show (0, FALSE);
  tc_test_bnb_settle ();
  expected = all_bounds ();

  show (1, TRUE);
  assert_same_layout (expected);
  name_block (cell (1, 1, 1), TC_BNB_WOOD);
  name_block (cell (2, 1, 1), TC_BNB_EMERALD);
  assert_same_layout (expected);
  for (guint q = 0; q < 4; q++)
    {
      click (turn_button (TRUE));
      assert_same_layout (expected);
    }
  show (34, FALSE);
  assert_same_layout (expected);
}

/* The layers stand in a row on a desk, one under the other on a phone,
 * where every block and turn button is a 44 px touch target and the
 * cube fits in 360 px beside the table's margins.
 */
static void
test_widths (void)
{
  int minimum;

  set_up (1000);
  show (1, TRUE);
  g_assert_cmpfloat (bounds_of (cell (4, 1, 1)).origin.y, ==, bounds_of (cell (1, 1, 1)).origin.y);
  g_assert_cmpfloat (bounds_of (cell (4, 1, 1)).origin.x, >, bounds_of (cell (3, 1, 4)).origin.x);

  set_up (360);
  show (1, TRUE);
  tc_test_bnb_settle ();
  gtk_widget_measure (GTK_WIDGET (cube), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360 - 2 * 12);
  g_assert_cmpfloat (bounds_of (cell (2, 1, 1)).origin.y, >, bounds_of (cell (1, 4, 1)).origin.y);
  for (guint c = 0; c < TC_BNB_N_CELLS; c++)
    {
      graphene_rect_t bounds = bounds_of (tc_bnb_cube_view_get_cell (cube, c));

      g_assert_cmpfloat (bounds.size.width, >=, 44);
      g_assert_cmpfloat (bounds.size.height, >=, 44);
    }
  for (guint i = 0; i < 2; i++)
    {
      graphene_rect_t bounds = bounds_of (turn_button (i));

      g_assert_cmpfloat (bounds.size.width, >=, 44);
      g_assert_cmpfloat (bounds.size.height, >=, 44);
    }
}

static void
save_screenshot (guint       width,
                 const char *name,
                 guint       n_entries,
                 guint       rotation)
{
  const char *dir = g_getenv ("TC_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;

  set_up (width);
  show (n_entries, TRUE);
  tc_bnb_cube_view_set_rotation (cube, rotation);
  if (n_entries == 1)
    {
      name_block (cell (1, 1, 1), TC_BNB_WOOD);
      name_block (cell (2, 1, 1), TC_BNB_OBSIDIAN);
    }
  tc_test_bnb_settle ();
  path = g_strdup_printf ("%s/bnb-cube-%s-%u.png", dir, name, width);
  g_assert_true (tc_application_save_screenshot (GTK_WIDGET (window), path, &error));
  g_assert_no_error (error);
}

/* The question asked on a click, alone (it is a surface of its own). */
static void
save_popover_screenshot (guint width)
{
  const char *dir = g_getenv ("TC_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;

  set_up (width);
  show (1, TRUE);
  click (cell (1, 4, 4));
  tc_test_bnb_settle ();
  path = g_strdup_printf ("%s/bnb-cube-naming-%u.png", dir, width);
  g_assert_true (tc_application_save_screenshot (find_popover (), path, &error));
  g_assert_no_error (error);
}

/* With TC_SCREENSHOT_DIR set: Ana choosing two blocks at the start, and
 * the cube with its top layer taken, turned once, and the question that
 * names a block, on a phone and a desk; the start in the dark style.
 */
static void
test_screenshots (void)
{
  const guint widths[] = { 360, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      save_screenshot (widths[i], "choosing", 1, 0);
      save_screenshot (widths[i], "taken", 34, 1);
      save_popover_screenshot (widths[i]);
    }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_screenshot (1000, "dark", 1, 0);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/bnb-cube/start", test_start);
  g_test_add_func ("/app/bnb-cube/dig-down", test_dig_down);
  g_test_add_func ("/app/bnb-cube/selection-order", test_selection_order);
  g_test_add_func ("/app/bnb-cube/typed-letters", test_typed_letters);
  g_test_add_func ("/app/bnb-cube/none-left", test_none_left);
  g_test_add_func ("/app/bnb-cube/rotation", test_rotation);
  g_test_add_func ("/app/bnb-cube/cannot-collect", test_cannot_collect);
  g_test_add_func ("/app/bnb-cube/taken", test_taken);
  g_test_add_func ("/app/bnb-cube/new-state", test_new_state);
  g_test_add_func ("/app/bnb-cube/stable-layout", test_stable_layout);
  g_test_add_func ("/app/bnb-cube/widths", test_widths);
  g_test_add_func ("/app/bnb-cube/screenshots", test_screenshots);

  return g_test_run ();
}
