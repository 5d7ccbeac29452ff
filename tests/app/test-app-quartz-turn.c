/* test-app-quartz-turn.c: what a whole Quartz turn costs the table
 *
 * A turn of draw, roll and two actions, counted in real clicks and keys:
 * by keyboard alone from the first key after a game is resumed, by mouse
 * at 1280 × 800 with every control on screen, and at 360 × 640 with the
 * window kept at 360 px through every step.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-new-game-dialog.h"
#include "tc-quartz-seat-card.h"
#include "tc-quartz-ruleset.h"
#include "tc-test-input.h"
#include "tc-test-quartz.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

static GtkWidget *
part (const char *name,
      guint       index)
{
  return tc_test_quartz_part (window, name, index);
}

static void
assert_saved (const char *types)
{
  g_autofree char *saved = tc_test_quartz_saved_types (window);

  g_assert_cmpstr (saved, ==, types);
}

/* Shows @shown in a window of @width × @height, as one opened at that
 * size on a screen that size.
 */
static void
resize_window (GtkWidget *shown,
               int        width,
               int        height)
{
  gtk_widget_set_visible (shown, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (shown), width, height);
  gtk_window_present (GTK_WINDOW (shown));
  for (guint i = 0; i < 50 && gtk_widget_get_width (shown) != width; i++)
    {
      g_usleep (G_USEC_PER_SEC / 100);
      tc_test_window_iterate ();
    }
  tc_test_window_iterate ();
}

/* Shows the open game in a window of @width × @height. */
static void
resize (int width,
        int height)
{
  resize_window (GTK_WIDGET (window), width, height);
}

/* Where each seat card is, in the table's scrolled content. */
static void
get_seat_bounds (graphene_rect_t *bounds)
{
  GtkWidget *viewport = gtk_widget_get_ancestor (part ("seat", 0), GTK_TYPE_VIEWPORT);
  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (viewport));

  for (guint s = 0; s < 3; s++)
    g_assert_true (gtk_widget_compute_bounds (part ("seat", s), content, &bounds[s]));
}

/* The seats' grid keeps its shape as carts grow. */
static void
assert_seats_unmoved (const graphene_rect_t *before)
{
  graphene_rect_t now[3];

  get_seat_bounds (now);
  for (guint s = 0; s < 3; s++)
    {
      g_assert_cmpfloat (now[s].origin.x, ==, before[s].origin.x);
      g_assert_cmpfloat (now[s].origin.y, ==, before[s].origin.y);
      g_assert_cmpfloat (now[s].size.width, ==, before[s].size.width);
    }
}

/* Ana's turn of quartz-ana-drew.json, by keys: one pickaxe draws red,
 * two chests lock the white in; then the turn ends.
 */
static void
play_ana_by_keys (void)
{
  tc_test_input_type ("pccsh");
  tc_test_input_type ("pr");
  tc_test_input_type ("cw");
  assert_saved ("setup draw roll pickaxe chest");
  tc_test_quartz_pause_turn ();
  tc_test_input_key (GDK_KEY_Return, 0);
  assert_saved ("setup draw roll pickaxe chest end_turn");
}

/* Whether the open sheet is @face's: its title names the action. */
static void
assert_sheet (TcQuartzFace face)
{
  static const char *const titles[] = { "Pickaxe", "Jackhammer", "Chest", "Minecart", "Steal" };
  g_autofree char *title = g_strdup_printf ("%s: how many dice, then what it takes", titles[face]);

  tc_test_input_settle ();
  g_assert_true (tc_test_input_reaches (part ("apply", 0)));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("sheet-title", 0))), ==, title);
}

/* After a resume the first key draws; the fifth die opens the first
 * usable action's sheet, a full sheet applies itself and opens the next
 * one, so the crystal letters are all that is left to type: eight keys
 * for draw, roll and two actions (ten when each sheet was opened by its
 * letter, thirteen clicks and scrolls before that).
 */
static void
test_keys (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-ana-drew.json");
  g_autofree char *path = g_strdup (tc_game_page_get_path (tc_window_get_game_page (window)));
  g_autoptr(GFile) saved = g_file_new_for_path (path);

  play_ana_by_keys ();

  /* Resumed at Max's draw at 1280 × 800: no click into the table first. */
  tc_test_window_reopen ();
  g_assert_true (tc_window_open_file (window, saved));
  resize (1280, 800);
  tc_test_input_reset_count ();

  tc_test_input_type ("g");
  assert_saved ("setup draw roll pickaxe chest end_turn draw");
  tc_test_input_type ("pccsh");
  assert_sheet (TC_QUARTZ_PICKAXE);
  tc_test_input_type ("w");
  assert_sheet (TC_QUARTZ_CHEST);
  tc_test_input_type ("g");
  assert_saved ("setup draw roll pickaxe chest end_turn draw roll pickaxe chest");
  g_assert_cmpuint (tc_test_input_get_count (), ==, 8);
}

/* A steal by key: the seat's number, then the crystal's letter; Escape
 * closes a sheet opened by its letter and enters nothing.
 */
static void
test_keys_name_seats (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-ana-drew.json");
  g_autoptr(JsonArray) entries = NULL;
  JsonObject *from;

  play_ana_by_keys ();
  /* Max: a pickaxe, then Ana's red by steal (2 steals take 1). */
  tc_test_input_type ("gpssch");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (part ("stack", 0))), ==, "act");
  tc_test_input_type ("s");
  g_assert_true (gtk_widget_is_drawable (part ("apply", 0)));
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_assert_false (gtk_widget_is_drawable (part ("apply", 0)));
  assert_saved ("setup draw roll pickaxe chest end_turn draw roll");

  tc_test_input_type ("s");
  tc_test_input_type ("1r");
  assert_saved ("setup draw roll pickaxe chest end_turn draw roll steal");

  entries = tc_test_quartz_saved_entries (window);
  from = json_array_get_object_element (json_object_get_array_member (json_array_get_object_element (entries, 8),
                                                                      "from"), 0);
  g_assert_cmpint (json_object_get_int_member (from, "seat"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (from, "crystal"), ==, "red");
}

/* Where each action button is in the window: under the pointer. */
static void
get_action_bounds (graphene_rect_t *bounds)
{
  for (guint f = 0; f < TC_QUARTZ_HELMET; f++)
    g_assert_true (gtk_widget_compute_bounds (part ("action", f), GTK_WIDGET (window), &bounds[f]));
}

static void
assert_actions_unmoved (const graphene_rect_t *before)
{
  graphene_rect_t now[TC_QUARTZ_HELMET];

  get_action_bounds (now);
  for (guint f = 0; f < TC_QUARTZ_HELMET; f++)
    g_assert_true (graphene_rect_equal (&now[f], &before[f]));
}

/* By mouse at 1280 × 800: each click lands on what is shown, the sheet's
 * choices without a scroll, and the sheets open by themselves: eight
 * clicks for draw, roll, two actions (ten with a click on each action).
 * The seats and the action buttons stay where they were.
 */
static void
test_clicks (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-ana-drew.json");
  const TcQuartzFace roll[] = { TC_QUARTZ_PICKAXE, TC_QUARTZ_CHEST, TC_QUARTZ_CHEST, TC_QUARTZ_STEAL, TC_QUARTZ_HELMET };
  graphene_rect_t seats[3], actions[TC_QUARTZ_HELMET];

  resize (1280, 800);
  get_seat_bounds (seats);
  play_ana_by_keys ();
  assert_seats_unmoved (seats);
  tc_test_input_reset_count ();

  tc_test_input_click (part ("draw", TC_QUARTZ_GREEN));
  for (guint i = 0; i < G_N_ELEMENTS (roll); i++)
    tc_test_input_click (part ("face", roll[i]));
  assert_saved ("setup draw roll pickaxe chest end_turn draw roll");

  assert_sheet (TC_QUARTZ_PICKAXE);
  get_action_bounds (actions);
  /* The prompt, the dice, the sheet and its Apply on one screen. */
  g_assert_true (tc_test_input_reaches (part ("prompt", 0)));
  g_assert_true (tc_test_input_reaches (part ("end-turn", 0)));
  tc_test_input_click (tc_test_quartz_choice (window, "white"));
  assert_sheet (TC_QUARTZ_CHEST);
  assert_actions_unmoved (actions);
  g_assert_true (tc_test_input_reaches (part ("end-turn", 0)));
  tc_test_input_click (tc_test_quartz_choice (window, "green"));
  assert_saved ("setup draw roll pickaxe chest end_turn draw roll pickaxe chest");
  g_assert_cmpuint (tc_test_input_get_count (), ==, 8);
  assert_seats_unmoved (seats);
  assert_actions_unmoved (actions);
}

/* At 360 × 640 the window keeps its width through a whole turn, sheets
 * open and carts growing.
 */
static void
test_narrow (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-ana-drew.json");
  const char *steps[] = { "p", "c", "c", "s", "h", "p", "r", "c", "w" };
  graphene_rect_t seats[3];
  GtkWidget *root;
  int width;

  resize (360, 640);
  root = GTK_WIDGET (window);
  width = gtk_widget_get_width (root);
  g_assert_cmpint (width, <=, 360);
  get_seat_bounds (seats);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      tc_test_input_type (steps[i]);
      g_assert_cmpint (gtk_widget_get_width (root), ==, width);
      assert_seats_unmoved (seats);
    }
  assert_saved ("setup draw roll pickaxe chest");

  /* Max's turn through the same sheets, by clicks. */
  tc_test_quartz_pause_turn ();
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_input_type ("gpccsh");
  g_assert_cmpint (gtk_widget_get_width (root), ==, width);
  tc_test_input_type ("p");
  tc_test_quartz_wait_for_sheet (window);
  g_assert_cmpint (gtk_widget_get_width (root), ==, width);
  g_assert_true (tc_test_input_reaches (part ("apply", 0)));
  tc_test_input_click (tc_test_quartz_choice (window, "white"));
  g_assert_cmpint (gtk_widget_get_width (root), ==, width);
  assert_saved ("setup draw roll pickaxe chest end_turn draw roll pickaxe");
}

/* The controls under @root: what a player clicks or types into. */
static void
collect_controls (GtkWidget *root,
                  GPtrArray *controls)
{
  if (!gtk_widget_is_drawable (root))
    return;
  if (GTK_IS_BUTTON (root) || GTK_IS_SPIN_BUTTON (root) || GTK_IS_EDITABLE (root) ||
      GTK_IS_DROP_DOWN (root) || GTK_IS_SWITCH (root) || GTK_IS_CHECK_BUTTON (root) ||
      TC_IS_QUARTZ_SEAT_CARD (root))
    {
      g_ptr_array_add (controls, root);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_controls (child, controls);
}

/* The main window's width as it opened at 360 px (less the frame). */
static int narrow_width;

/* Asserts that @top keeps the width of a 360 px screen and that every
 * control in it lies within that width, and within the window's height
 * or the scrolled content it can be scrolled to.
 */
static void
assert_fits (GtkWidget  *top,
             const char *what)
{
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  int width, height;

  tc_test_input_settle ();
  width = gtk_widget_get_width (top);
  height = gtk_widget_get_height (top);
  g_test_message ("%s: %d × %d", what, width, height);
  g_assert_cmpint (width, <=, 360);
  if (top == GTK_WIDGET (window))
    g_assert_cmpint (width, ==, narrow_width);

  collect_controls (top, controls);
  g_assert_cmpuint (controls->len, >, 0);
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *control = g_ptr_array_index (controls, i);
      GtkWidget *scrolled = gtk_widget_get_ancestor (control, GTK_TYPE_SCROLLED_WINDOW);
      GtkWidget *room = scrolled != NULL ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)) : top;
      graphene_rect_t in_top, in_room;

      /* The whole content, not the part the viewport shows now. */
      if (GTK_IS_VIEWPORT (room))
        room = gtk_viewport_get_child (GTK_VIEWPORT (room));

      g_assert_true (gtk_widget_compute_bounds (control, top, &in_top));
      g_assert_true (gtk_widget_compute_bounds (control, room, &in_room));
      if (in_top.origin.x < 0 || in_top.origin.x + in_top.size.width > width + 0.5 ||
          in_room.origin.y < 0 || in_room.origin.y + in_room.size.height > gtk_widget_get_height (room) + 0.5)
        g_error ("%s: a %s at (%g, %g) %g × %g lies outside", what, G_OBJECT_TYPE_NAME (control),
                 in_top.origin.x, in_room.origin.y, in_top.size.width, in_top.size.height);
    }
}

/* Scrolls the table with the wheel until @widget can be clicked, as a
 * player does on a small screen; the pointer first goes over the table
 * by a click on a title that does nothing, whichever is on screen.
 */
static void
scroll_to (GtkWidget *widget)
{
  const char *titles[] = { "round", "bag", "prompt", "advice", "dice", "sheet-title", "result" };
  guint t = 0;

  while (t < G_N_ELEMENTS (titles) && !(gtk_widget_is_drawable (part (titles[t], 0)) &&
                                        tc_test_input_reaches (part (titles[t], 0))))
    t++;
  g_assert_cmpuint (t, <, G_N_ELEMENTS (titles));
  tc_test_input_click (part (titles[t], 0));
  for (guint i = 0; i < 30 && !tc_test_input_reaches (widget); i++)
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
      tc_test_input_scroll (bounds.origin.y < 0 ? -1 : 1);
    }
  g_assert_true (tc_test_input_reaches (widget));
}

/* The newest window above the main one (a dialog), or the main one. */
static GtkWidget *
top_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *found = GTK_WIDGET (window);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) top = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_mapped (GTK_WIDGET (top)) && gtk_window_get_transient_for (top) == GTK_WINDOW (window))
        found = GTK_WIDGET (top);
    }

  return found;
}

/* At 360 × 640 every form of Quartz keeps the window at 360 px with
 * each control reachable: New Game's who-starts question, the setup,
 * the draw, the roll, each action's sheet (a jackhammer's put-back and
 * helmet pairs too), the reroll, and the game's end.
 */
static void
test_narrow_forms (void)
{
  g_autoptr(GFile) fresh G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-new.json");
  GtkWidget *dialog;

  resize (360, 640);
  narrow_width = gtk_widget_get_width (GTK_WIDGET (window));
  assert_fits (GTK_WIDGET (window), "setup");

  dialog = GTK_WIDGET (tc_window_new_game (window));
  tc_new_game_dialog_set_game (TC_NEW_GAME_DIALOG (dialog), TC_QUARTZ_GAME_ID);
  tc_new_game_dialog_set_player (TC_NEW_GAME_DIALOG (dialog), 1, "Ana");
  tc_new_game_dialog_set_player (TC_NEW_GAME_DIALOG (dialog), 2, "Max");
  g_assert_true (top_window () == dialog);
  resize_window (dialog, 360, 640);
  assert_fits (dialog, "New Game");
  gtk_window_destroy (GTK_WINDOW (dialog));

  {
    g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-ana-drew.json");

    resize (360, 640);
    assert_fits (GTK_WIDGET (window), "roll");
    tc_test_input_type ("jjjhh");
    g_assert_true (gtk_widget_is_drawable (part ("pairs", 0)));
    assert_fits (GTK_WIDGET (window), "jackhammer");
    scroll_to (part ("returning", 0));
    tc_test_input_click (part ("returning", 0));
    assert_fits (GTK_WIDGET (window), "jackhammer, put back");
    tc_test_input_key (GDK_KEY_Escape, 0);
    assert_fits (GTK_WIDGET (window), "actions");

    scroll_to (part ("reroll", 0));
    tc_test_input_click (part ("reroll", 0));
    assert_fits (GTK_WIDGET (window), "reroll");
    tc_test_input_type ("ppmmh");
    assert_fits (GTK_WIDGET (window), "pickaxe");
    tc_test_input_type ("ur");
    assert_saved ("setup draw roll reroll pickaxe");
    assert_fits (GTK_WIDGET (window), "minecart");
    tc_test_input_type ("2");
    assert_saved ("setup draw roll reroll pickaxe minecart");
    tc_test_quartz_pause_turn ();
    tc_test_input_key (GDK_KEY_e, GDK_ALT_MASK);
    assert_fits (GTK_WIDGET (window), "draw");

    tc_test_input_type ("gccssh");
    assert_fits (GTK_WIDGET (window), "chest");
    tc_test_input_type ("s");
    assert_fits (GTK_WIDGET (window), "steal");
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("sheet-title", 0))), ==,
                     "Steal: how many dice, then what it takes");
  }

  {
    g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-last-crystal.json");

    resize (360, 640);
    tc_test_input_type ("hhhhh");
    tc_test_quartz_pause_turn ();
    tc_test_input_key (GDK_KEY_e, GDK_ALT_MASK);
    assert_saved ("setup draw roll end_turn");
    tc_test_input_settle ();
    g_assert_true (tc_game_is_finished (tc_game_page_get_game (tc_window_get_game_page (window))));
    dialog = part ("dialog", 0);
    resize_window (dialog, 360, 640);
    assert_fits (dialog, "game over");
    gtk_window_destroy (GTK_WINDOW (dialog));
    assert_fits (GTK_WIDGET (window), "the end");
  }
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_window_add_alone ("/app/quartz-turn/keys", test_keys);
  tc_test_window_add_alone ("/app/quartz-turn/keys-name-seats", test_keys_name_seats);
  tc_test_window_add_alone ("/app/quartz-turn/clicks", test_clicks);
  tc_test_window_add_alone ("/app/quartz-turn/narrow", test_narrow);
  tc_test_window_add_alone ("/app/quartz-turn/narrow-forms", test_narrow_forms);

  return tc_test_window_run ();
}
