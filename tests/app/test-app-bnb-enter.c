/* test-app-bnb-enter.c: Enter, Escape and what a Builders & Biomes form
 * proposes, played through the window with real clicks and keys
 *
 * Each case opens a log saved earlier, plays the steps a table reported
 * with the pointer and the keyboard only (tc-test-input.h), then reads
 * the file the window saved and asserts its entries: Enter finishes what
 * is being entered and never ends a turn with actions left; nothing that
 * changes a score is chosen for the player; a form that knows its entry
 * cannot be made says why before the click.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tc-bnb-box.h"
#include "tc-bnb-build-panel.h"
#include "tc-bnb-cube-view.h"
#include "tc-bnb-fight-panel.h"
#include "tc-bnb-map-view.h"
#include "tc-bnb-ruleset.h"
#include "tc-bnb-setup-form.h"
#include "tc-bnb-tile-form.h"
#include "tc-game-page.h"
#include "tc-test-bnb.h"
#include "tc-test-input.h"
#include "tc-test-window.h"
#include "tc-window.h"

#define PLAYERS "['小明','李华']"
#define BRIDGE "{'kind':'building','biome':'desert','material':'sand','type':'bridge','cost':{'sand':1,'stone':1},'xp':2}"
#define WITCH \
  "{'kind':'mob','mob':'witch','hearts':3,'xp':2,'bonus':'orb'," \
  "'orb':{'attribute':'biome','value':'forest','xp_per_space':1}}"
/* 小明 explores where he stands and the four tiles around him are
 * turned over: the dwelling costing 2 wood at [2,2], a zombie at [2,3].
 */
#define EXPLORED \
  "{'type':'explore','seat':1,'to':[3,3]}," \
  "{'type':'reveal','stack':[2,2],'tile':" TC_TEST_BNB_DWELLING "}," \
  "{'type':'reveal','stack':[2,3],'tile':" TC_TEST_BNB_ZOMBIE "}," \
  "{'type':'reveal','stack':[3,2],'tile':" BRIDGE "}," \
  "{'type':'reveal','stack':[3,3],'tile':" WITCH "}"

/* The boards typed, with the example's hearts and 2 XP per space that the
 * form offers before any game was set up, but 3 typed for a forest.
 */
#define SETUP_TYPED \
  "{'type':'setup','boards':[['forest','forest','desert','mountains','snow','desert','forest','mountains','snow']," \
  "['desert','snow','forest','forest','mountains','desert','snow','desert','mountains']]," \
  "'weapon_hearts':{'wooden_sword':1,'stone_sword':2,'poisonous_potato':0,'bow':1,'golden_hoe':1," \
  "'stone_pickaxe':1,'tnt':0,'iron_sword':3,'diamond_sword':4}," \
  "'scoring':{'biome':{'forest':3,'desert':2,'mountains':2,'snow':2}," \
  "'material':{'wood':2,'sand':2,'stone':2,'obsidian':2}," \
  "'type':{'decoration':2,'dwelling':2,'animal_pen':2,'bridge':2}},'first_seat':1}"

static TcApplication *app;
static TcWindow *window;
static GFile *file;

static GtkWidget *
part (const char *name,
      guint       index)
{
  return tc_test_bnb_part (window, name, index);
}

static const char *
page (void)
{
  return tc_test_bnb_page (window);
}

static const TcBnbState *
state (void)
{
  return tc_game_get_state (tc_game_page_get_game (tc_window_get_game_page (window)));
}

/* Opens a log of @entries (in single quotes) saved earlier, in a window
 * the size of the test's screen.
 */
static void
open_log (const char *entries)
{
  g_clear_object (&file);
  file = tc_test_bnb_save_log ("enter.json", PLAYERS, entries);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 480);
  g_assert_true (tc_window_open_file (window, file));
  tc_test_bnb_settle ();
}

static void
click (GtkWidget *widget)
{
  tc_test_bnb_click (widget);
}

static void
key (guint keyval)
{
  tc_test_input_key (keyval, 0);
}

/* The window drops a turn's end within half a second of the entry
 * before, as a double click; a player takes longer.
 */
static void
pause_as_a_player (void)
{
  g_usleep (600 * 1000);
  tc_test_window_iterate ();
}

/* Asserts the saved log's entries after the first @skip, as JSON in
 * single quotes without their times.
 */
static void
assert_saved (guint               skip,
              const char * const *expected)
{
  g_autoptr(JsonArray) entries = tc_test_bnb_read_entries (file);
  guint n = g_strv_length ((char **) expected);

  for (guint i = 0; i < MIN (n, json_array_get_length (entries) - skip); i++)
    {
      g_autofree char *text = tc_test_bnb_entry_json (entries, skip + i);

      g_assert_cmpstr (text, ==, expected[i]);
    }
  g_assert_cmpuint (json_array_get_length (entries), ==, skip + n);
}

static GtkWidget *
cube_cell (guint layer,
           guint row,
           guint col)
{
  return tc_bnb_cube_view_get_cell (TC_BNB_CUBE_VIEW (part ("cube", 0)), TC_BNB_CELL (layer, row, col));
}

/* Clicks a block of the cube and types its letter in the chooser. */
static void
take (guint       layer,
      guint       row,
      guint       col,
      const char *letter)
{
  click (cube_cell (layer, row, col));
  tc_test_input_type (letter);
}

static const char *
refusal (void)
{
  GtkWidget *label = part ("refusal", 0);

  return gtk_widget_get_visible (label) ? gtk_label_get_text (GTK_LABEL (label)) : "";
}

/* Collecting: Enter enters the blocks chosen (it took the last one back),
 * too few it refuses in the engine's words and keeps them; Enter on End
 * Turn with an action left ends nothing and says so, the button ends the
 * turn at once; Escape drops the blocks chosen.
 */
static void
test_collect (void)
{
  graphene_rect_t before, after;
  const char * const expected[] = {
    "{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood'},{'at':[1,1,2],'block':'emerald'}]}",
    "{'type':'end_turn','seat':1}",
    "{'type':'collect','seat':2,'blocks':[{'at':[1,1,4],'block':'sand'},{'at':[1,2,4],'block':'stone'}]}",
    NULL,
  };

  open_log ("[" TC_TEST_BNB_SETUP "]");

  click (part ("action", TC_BNB_COLLECT));
  take (1, 1, 1, "w");
  g_assert_true (gtk_widget_compute_bounds (part ("collect", 0), GTK_WIDGET (window), &before));
  key (GDK_KEY_Return);
  /* One block: the engine's sentence, in a line kept for it (the
   * button below stays put), and the block stays chosen.
   */
  g_assert_true (gtk_widget_get_mapped (part ("collect", 0)));
  g_assert_cmpstr (refusal (), ==, "小明 collects exactly 2 blocks, not 1");
  g_assert_true (gtk_widget_compute_bounds (part ("collect", 0), GTK_WIDGET (window), &after));
  g_assert_cmpfloat (after.origin.y, ==, before.origin.y);
  /* The second block is the most he may take: naming it enters both. */
  take (1, 1, 2, "e");
  assert_saved (1, (const char * const []) { expected[0], NULL });
  g_assert_cmpstr (page (), ==, "actions");

  /* The focus on End Turn, as Tab brings it there. */
  gtk_widget_grab_focus (part ("end-turn", 0));
  pause_as_a_player ();
  key (GDK_KEY_Return);
  g_assert_cmpstr (refusal (), ==, "小明 has 1 action left — End Turn to end it anyway");
  g_assert_cmpuint (state ()->active, ==, 0);
  click (part ("end-turn", 0));
  g_assert_cmpuint (state ()->active, ==, 1);

  /* Escape drops what was chosen; nothing is entered. */
  click (part ("action", TC_BNB_COLLECT));
  take (1, 1, 3, "s");
  key (GDK_KEY_Escape);
  g_assert_cmpstr (page (), ==, "actions");
  g_assert_cmpuint (state ()->n_regular, ==, 0);

  click (part ("action", TC_BNB_COLLECT));
  take (1, 1, 4, "s");
  take (1, 2, 4, "t");

  {
    const char * const all[] = { expected[0], expected[1], expected[2], NULL };

    assert_saved (1, all);
  }
}

/* By the keyboard alone, with no action chosen: a takeable block with
 * the focus (as Tab brings it there) is named by its letter, which starts
 * the collect; Tab goes on to the block it opened, whose letter enters
 * both.
 */
static void
test_collect_by_keys (void)
{
  open_log ("[" TC_TEST_BNB_SETUP "]");
  gtk_widget_grab_focus (cube_cell (1, 1, 1));

  tc_test_input_reset_count ();
  tc_test_input_type ("w");
  g_assert_true (gtk_widget_get_mapped (part ("collect", 0)));
  key (GDK_KEY_Tab);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == cube_cell (1, 1, 2));
  tc_test_input_type ("e");
  g_assert_cmpuint (tc_test_input_get_count (), ==, 3);
  assert_saved (1, (const char * const []) {
    "{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood'},{'at':[1,1,2],'block':'emerald'}]}", NULL });
}

/* 小明 holds a stone pickaxe: he may collect 3 blocks, and 2 wait for
 * "Collect 2 Blocks". A double click on it collects once: the button's
 * line stays under the cube when the collect is entered, so its second
 * tap, and a click there later, start nothing.
 */
static void
test_collect_double_tap (void)
{
  GtkWidget *collect;
  graphene_rect_t bounds;
  double x, y;

  open_log ("[" TC_TEST_BNB_SETUP ",{'type':'explore','seat':1,'to':[1,3]},"
            "{'type':'reveal','token':[0,2],'weapon':'stone_pickaxe'},{'type':'reveal','token':[0,3],'weapon':'tnt'},"
            "{'type':'reveal','stack':[1,2],'tile':" TC_TEST_BNB_DWELLING "},{'type':'reveal','stack':[1,3],'tile':" TC_TEST_BNB_ZOMBIE "},"
            "{'type':'take_weapon','seat':1,'token':[0,2]},{'type':'end_turn','seat':1},{'type':'end_turn','seat':2}]");
  collect = part ("collect", 0);

  click (part ("action", TC_BNB_COLLECT));
  take (1, 1, 1, "w");
  take (1, 1, 2, "e");
  assert_saved (9, (const char * const []) { NULL });
  tc_test_bnb_scroll_to (collect);
  g_assert_true (gtk_widget_compute_bounds (collect, GTK_WIDGET (window), &bounds));
  x = bounds.origin.x + bounds.size.width / 2;
  y = bounds.origin.y + bounds.size.height / 2;
  tc_test_input_click_at (GTK_WIDGET (window), x, y);
  assert_saved (9, (const char * const []) {
    "{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood'},{'at':[1,1,2],'block':'emerald'}]}", NULL });
  g_assert_cmpstr (page (), ==, "actions");
  tc_test_input_click_at (GTK_WIDGET (window), x, y);
  pause_as_a_player ();
  tc_test_input_click_at (GTK_WIDGET (window), x, y);
  g_assert_cmpstr (page (), ==, "actions");
  for (guint a = 0; a < TC_BNB_N_ACTIONS; a++)
    g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (part ("action", a))));
  assert_saved (9, (const char * const []) {
    "{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood'},{'at':[1,1,2],'block':'emerald'}]}", NULL });
}

/* Exploring owes four tiles, typed into the tile form: Enter turns each
 * over; an orb's XP per space starts empty, and Enter waits for it.
 */
static void
test_reveal (void)
{
  TcBnbTileForm *form;
  const char * const expected[] = {
    "{'type':'explore','seat':1,'to':[3,3]}",
    "{'type':'reveal','stack':[2,2],'tile':" TC_TEST_BNB_DWELLING "}",
    "{'type':'reveal','stack':[2,3],'tile':" TC_TEST_BNB_ZOMBIE "}",
    "{'type':'reveal','stack':[3,2],'tile':" BRIDGE "}",
    "{'type':'reveal','stack':[3,3],'tile':" WITCH "}",
    NULL,
  };

  open_log ("[" TC_TEST_BNB_SETUP "]");
  form = TC_BNB_TILE_FORM (part ("tile", 0));

  click (part ("action", TC_BNB_EXPLORE));
  click (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 3, 3));
  g_assert_cmpstr (page (), ==, "reveal-stack");

  /* Each tile is typed from the form's start, where the focus goes: no
   * key meant for the tile lands in a number of the tile before.
   * "b f w h", 2 wood, "x" 1 XP, Enter.
   */
  tc_test_input_type ("bfwh2x1");
  key (GDK_KEY_Return);
  /* "m", the first mob, 2 hearts, Tab, 1 XP, "h" hunger, Enter. */
  tc_test_input_type ("m12");
  key (GDK_KEY_Tab);
  tc_test_input_type ("1h");
  key (GDK_KEY_Return);
  tc_test_input_type ("bdsbs1t1x2");
  key (GDK_KEY_Return);
  assert_saved (1, (const char * const []) { expected[0], expected[1], expected[2], expected[3], NULL });

  /* The witch: "m", "5", 3 hearts, Tab, 2 XP, "o" orb, "b" biome, "f" forest;
   * the XP per space is empty and Enter enters nothing.
   */
  tc_test_input_type ("m53");
  key (GDK_KEY_Tab);
  tc_test_input_type ("2obf");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tc_test_bnb_tile_part (GTK_WIDGET (form), "orb-xp"))), ==, "");
  g_assert_cmpstr (tc_bnb_tile_form_get_missing (form), ==, "Type the XP per space the orb gives");
  key (GDK_KEY_Return);
  assert_saved (1, (const char * const []) { expected[0], expected[1], expected[2], expected[3], NULL });
  tc_test_input_type ("1");
  key (GDK_KEY_Return);
  assert_saved (1, expected);

  /* End Turn's mnemonic ends the turn at once, an action left or not. */
  pause_as_a_player ();
  tc_test_input_key (GDK_KEY_e, GDK_ALT_MASK);
  g_assert_cmpuint (state ()->active, ==, 1);
  assert_saved (6, (const char * const []) { "{'type':'end_turn','seat':1}", NULL });
}

/* 小明 holds wood 2, obsidian 1 and emerald 1 before the dwelling that
 * costs 2 wood: the proposal is the 2 wood, a digit typed for elsewhere
 * lands in no payment, and no space is chosen for him (Build waits).
 */
#define HOLDING \
  "[" TC_TEST_BNB_SETUP "," \
  "{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood'},{'at':[1,1,2],'block':'wood'}]}," \
  EXPLORED ",{'type':'end_turn','seat':1},{'type':'end_turn','seat':2}," \
  "{'type':'collect','seat':1,'blocks':[{'at':[1,2,1],'block':'obsidian'},{'at':[1,2,2],'block':'emerald'}]}]"

static void
test_build_proposal (void)
{
  TcBnbBuildPanel *panel;
  GtkWidget *build;
  const char * const expected[] = {
    "{'type':'build','seat':1,'stack':[2,2],'space':[1,2],'pay':{'wood':2}}",
    NULL,
  };

  open_log (HOLDING);
  panel = TC_BNB_BUILD_PANEL (part ("build", 0));
  build = tc_test_bnb_build_part (GTK_WIDGET (panel), "build", 0);

  for (guint round = 0; round < 2; round++)
    {
      click (part ("action", TC_BNB_BUILD));
      click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 2));
      g_assert_cmpstr (page (), ==, "build");

      for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
        g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (tc_test_bnb_build_part (GTK_WIDGET (panel), "pay", b))),
                         ==, b == TC_BNB_WOOD ? 2 : 0);
      /* Keys meant for somewhere else: no payment changes, no space is
       * chosen, and Enter builds nothing while no space is chosen.
       */
      tc_test_input_type ("1o");
      key (GDK_KEY_Up);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (tc_test_bnb_build_part (GTK_WIDGET (panel), "pay",
                                                                                                        TC_BNB_OBSIDIAN))),
                       ==, 0);
      g_assert_false (gtk_widget_get_sensitive (build));
      g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (tc_test_bnb_build_part (GTK_WIDGET (panel), "verdict", 0))),
                                       "Choose the space to build on"));
      key (GDK_KEY_Return);
      assert_saved (10, (const char * const []) { NULL });
      if (round == 0)
        key (GDK_KEY_Escape);
    }
  g_assert_cmpstr (page (), ==, "build");

  click (tc_test_bnb_build_part (GTK_WIDGET (panel), "space", 1));
  g_assert_true (gtk_widget_get_sensitive (build));
  /* Enter builds wherever the focus is, on Cancel too (as Tab brings it
   * there): cancelling is Escape's.
   */
  gtk_widget_grab_focus (gtk_widget_get_next_sibling (GTK_WIDGET (panel)));
  g_assert_true (GTK_IS_BUTTON (gtk_window_get_focus (GTK_WINDOW (window))));
  key (GDK_KEY_Return);
  assert_saved (10, expected);
}

/* A building next to 小明 clicked before any action starts the build:
 * at 1280×800 the stack, the space and Build are the whole build, 3
 * interactions, the panel brought into view whole from the map below.
 */
static void
test_build_from_map (void)
{
  TcBnbBuildPanel *panel;

  open_log (HOLDING);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tc_test_bnb_settle ();
  panel = TC_BNB_BUILD_PANEL (part ("build", 0));
  g_assert_cmpstr (page (), ==, "actions");
  tc_test_bnb_scroll_to (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 2));
  /* The zombie next to him answers too; a stack not next to him, or
   * face down, does not.
   */
  g_assert_true (gtk_widget_is_sensitive (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 3)));
  g_assert_false (gtk_widget_is_sensitive (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 1, 1)));

  tc_test_input_reset_count ();
  tc_test_input_click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 2));
  g_assert_cmpstr (page (), ==, "build");
  /* The panel is brought into view with its space and its Build: no
   * scroll between the stack and the build.
   */
  tc_test_bnb_settle ();
  g_assert_true (tc_test_input_reaches (tc_test_bnb_build_part (GTK_WIDGET (panel), "space", 1)));
  tc_test_input_click (tc_test_bnb_build_part (GTK_WIDGET (panel), "space", 1));
  g_assert_true (tc_test_input_reaches (tc_test_bnb_build_part (GTK_WIDGET (panel), "build", 0)));
  tc_test_input_click (tc_test_bnb_build_part (GTK_WIDGET (panel), "build", 0));
  g_assert_cmpuint (tc_test_input_get_count (), ==, 3);
  assert_saved (10, (const char * const []) {
    "{'type':'build','seat':1,'stack':[2,2],'space':[1,2],'pay':{'wood':2}}", NULL });
}

/* A turn of two actions at 1280×800, as a new player plays it with the
 * pointer: a click on a takeable block starts the collect, each block is
 * named by its letter and the second (the most he may take) enters it;
 * then the dwelling next to him is built from the map. The cube, the map
 * and the build panel share the screen: 7 clicks and keys, no scroll.
 */
static void
test_collect_and_build_turn (void)
{
  GtkWidget *panel;
  GtkAdjustment *scroll;
  double top;

  open_log ("[" TC_TEST_BNB_SETUP ",{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood'},"
            "{'at':[1,1,2],'block':'wood'}]}," EXPLORED ",{'type':'end_turn','seat':1},{'type':'end_turn','seat':2}]");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tc_test_bnb_settle ();
  panel = part ("build", 0);
  scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (panel, GTK_TYPE_SCROLLED_WINDOW)));
  top = gtk_adjustment_get_value (scroll);

  tc_test_input_reset_count ();
  g_assert_true (tc_test_input_reaches (cube_cell (1, 1, 3)));
  tc_test_input_click (cube_cell (1, 1, 3));
  g_assert_cmpstr (page (), ==, "actions");
  tc_test_input_type ("s");
  g_assert_true (tc_test_input_reaches (cube_cell (1, 1, 4)));
  tc_test_input_click (cube_cell (1, 1, 4));
  tc_test_input_type ("t");
  assert_saved (9, (const char * const []) {
    "{'type':'collect','seat':1,'blocks':[{'at':[1,1,3],'block':'sand'},{'at':[1,1,4],'block':'stone'}]}", NULL });

  g_assert_true (tc_test_input_reaches (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 2)));
  tc_test_input_click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 2));
  g_assert_cmpstr (page (), ==, "build");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("prompt", 0))), ==, "Choose the space on 小明’s board, then Build");
  tc_test_bnb_settle ();
  g_assert_true (tc_test_input_reaches (tc_test_bnb_build_part (panel, "space", 1)));
  tc_test_input_click (tc_test_bnb_build_part (panel, "space", 1));
  g_assert_true (tc_test_input_reaches (tc_test_bnb_build_part (panel, "build", 0)));
  tc_test_input_click (tc_test_bnb_build_part (panel, "build", 0));
  g_assert_cmpuint (tc_test_input_get_count (), ==, 7);
  /* Nothing scrolled the table: all of it was on the screen. */
  g_assert_cmpfloat (gtk_adjustment_get_value (scroll), ==, top);
  assert_saved (9, (const char * const []) {
    "{'type':'collect','seat':1,'blocks':[{'at':[1,1,3],'block':'sand'},{'at':[1,1,4],'block':'stone'}]}",
    "{'type':'build','seat':1,'stack':[2,2],'space':[1,2],'pay':{'wood':2}}", NULL });
}

/* 李华 explores from where 小明 turned four tiles over, one crossing to
 * the right: two stacks are still face down. At 1280×800, by the
 * pointer.
 */
static void
open_explore_turn (void)
{
  open_log ("[" TC_TEST_BNB_SETUP "," EXPLORED ",{'type':'end_turn','seat':1}]");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tc_test_bnb_settle ();
}

static GtkAdjustment *
table_scroll (void)
{
  return gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (part ("map", 0), GTK_TYPE_SCROLLED_WINDOW)));
}

/* A real click on @widget, which must be on the screen as it is. */
static void
click_in_sight (GtkWidget *widget)
{
  g_assert_true (tc_test_input_reaches (widget));
  tc_test_input_click (widget);
}

static void
explore_to_3_4 (void)
{
  click_in_sight (part ("action", TC_BNB_EXPLORE));
  click_in_sight (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 3, 4));
  g_assert_cmpstr (page (), ==, "reveal-stack");
  g_assert_cmpuint (state ()->n_pending, ==, 2);
}

/* The catalogue's chip whose label starts with @prefix. */
static GtkWidget *
catalogue_chip (const char *prefix)
{
  GtkWidget *box = part ("catalogue", 0);

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *chip = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (chip)), prefix))
        return chip;
    }
  g_error ("no tile “%s…” in the catalogue", prefix);
}

/* Explore with 2 reveals, the tiles seen in earlier games: one click for
 * the action, one for the crossing, one for each tile (an orb mob too),
 * all on the screen: 4 clicks.
 */
static void
test_explore_from_catalogue (void)
{
  const TcBnbTileEntry witch = { .kind = TC_BNB_TILE_MOB, .biome = -1, .material = -1, .type = -1, .mob = 4,
                                 .hearts = 3, .xp = 2, .bonus = TC_BNB_BONUS_ORB,
                                 .orb_attribute = TC_BNB_BIOME, .orb_value = 0, .orb_xp = 1 };
  const TcBnbTileEntry dwelling = { .kind = TC_BNB_TILE_BUILDING, .biome = 0, .material = TC_BNB_WOOD, .type = 1,
                                    .cost = { 2 }, .xp = 1, .mob = -1, .bonus = -1,
                                    .orb_attribute = -1, .orb_value = -1 };
  double top;

  g_assert_true (tc_bnb_box_remember_tile (&witch, NULL));
  g_assert_true (tc_bnb_box_remember_tile (&dwelling, NULL));
  open_explore_turn ();
  top = gtk_adjustment_get_value (table_scroll ());

  tc_test_input_reset_count ();
  explore_to_3_4 ();
  click_in_sight (catalogue_chip ("Witch"));
  click_in_sight (catalogue_chip ("Forest wood dwelling"));
  g_assert_cmpuint (tc_test_input_get_count (), ==, 4);
  g_assert_cmpfloat (gtk_adjustment_get_value (table_scroll ()), ==, top);
  assert_saved (7, (const char * const []) {
    "{'type':'explore','seat':2,'to':[3,4]}",
    "{'type':'reveal','stack':[2,4],'tile':" WITCH "}",
    "{'type':'reveal','stack':[3,4],'tile':" TC_TEST_BNB_DWELLING "}", NULL });
}

/* A tile never seen before is typed from the first key after the
 * crossing's click: a biome's letter means a building, its material, its
 * type, the cost of its own material, its XP, Enter: 6 keys. A mob's
 * digit means a mob.
 */
static void
test_explore_new_tile (void)
{
  open_explore_turn ();
  explore_to_3_4 ();

  tc_test_input_reset_count ();
  tc_test_input_type ("fwh21");
  key (GDK_KEY_Return);
  g_assert_cmpuint (tc_test_input_get_count (), ==, 6);
  /* The zombie: its digit, 2 hearts, Tab, 1 XP, "h" hunger, Enter. */
  tc_test_input_type ("12");
  key (GDK_KEY_Tab);
  tc_test_input_type ("1h");
  key (GDK_KEY_Return);
  assert_saved (7, (const char * const []) {
    "{'type':'explore','seat':2,'to':[3,4]}",
    "{'type':'reveal','stack':[2,4],'tile':" TC_TEST_BNB_DWELLING "}",
    "{'type':'reveal','stack':[3,4],'tile':" TC_TEST_BNB_ZOMBIE "}", NULL });
}

static void
assert_same_place (GtkWidget             *widget,
                   const graphene_rect_t *before)
{
  graphene_rect_t now;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &now));
  g_assert_cmpfloat (now.origin.x, ==, before->origin.x);
  g_assert_cmpfloat (now.origin.y, ==, before->origin.y);
}

/* A refusal takes the lines kept for it: Build stays under the pointer,
 * however long the sentence (it is cut at three lines).
 */
static void
test_refusal_keeps_build (void)
{
  GtkWidget *build;
  graphene_rect_t before;

  open_log (HOLDING);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tc_test_bnb_settle ();
  build = tc_test_bnb_build_part (part ("build", 0), "build", 0);
  click_in_sight (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 2));
  click_in_sight (tc_test_bnb_build_part (part ("build", 0), "space", 1));
  tc_test_bnb_settle ();
  g_assert_true (gtk_widget_compute_bounds (build, GTK_WIDGET (window), &before));

  gtk_widget_grab_focus (part ("end-turn", 0));
  key (GDK_KEY_Return);
  tc_test_bnb_settle ();
  g_assert_cmpstr (refusal (), ==, "小明 has 1 action left — End Turn to end it anyway");
  assert_same_place (build, &before);

  tc_table_view_submit_text (TC_TABLE_VIEW (gtk_widget_get_ancestor (build, TC_TYPE_TABLE_VIEW)),
                             "the wood and the emerald go to the box, the dwelling to the board, "
                             "and the table argues about the rest of the turn for a while");
  tc_test_bnb_settle ();
  g_assert_true (g_str_has_suffix (refusal (), "cannot be typed here: the table's buttons enter what happens"));
  assert_same_place (build, &before);
  click_in_sight (build);
  assert_saved (10, (const char * const []) {
    "{'type':'build','seat':1,'stack':[2,2],'space':[1,2],'pay':{'wood':2}}", NULL });
}

/* A weapon owed (two rows of weapons) does not move the map: it is
 * beside the prompt, not under it.
 */
static void
test_weapon_prompt_keeps_map (void)
{
  GtkWidget *crossing;
  graphene_rect_t before;

  open_log ("[" TC_TEST_BNB_SETUP "]");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tc_test_bnb_settle ();
  crossing = tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 1, 3);
  g_assert_true (gtk_widget_compute_bounds (crossing, GTK_WIDGET (window), &before));

  click_in_sight (part ("action", TC_BNB_EXPLORE));
  assert_same_place (crossing, &before);
  click_in_sight (crossing);
  tc_test_bnb_settle ();
  g_assert_cmpstr (page (), ==, "reveal-token");
  assert_same_place (crossing, &before);
  tc_test_input_type ("t");
  tc_test_bnb_settle ();
  assert_same_place (crossing, &before);
  assert_saved (1, (const char * const []) {
    "{'type':'explore','seat':1,'to':[1,3]}", "{'type':'reveal','token':[0,2],'weapon':'tnt'}", NULL });
}

/* Keyboard Shortcuts (Ctrl+?) over a Builders & Biomes game lists its
 * keys under its title, and no other game's.
 */
static void
test_shortcuts (void)
{
  g_autofree char *titles = NULL;

  open_log ("[" TC_TEST_BNB_SETUP "]");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tc_test_bnb_settle ();
  titles = tc_test_window_shortcut_titles ();

  g_assert_nonnull (strstr (titles, "Minecraft: Builders & Biomes\n"));
  g_assert_nonnull (strstr (titles, "Name a block\n"));
  g_assert_nonnull (strstr (titles, "A building by its biome\n"));
  g_assert_nonnull (strstr (titles, "Cancel the action\n"));
  g_assert_null (strstr (titles, "Apply the sheet\n"));
  g_assert_null (strstr (titles, "Pick a card\n"));
}

/* 李华 holds no blocks: the panel says so first, before any click, and
 * Build does not answer; the click and Enter enter nothing.
 */
static void
test_build_no_blocks (void)
{
  TcBnbBuildPanel *panel;
  GtkWidget *verdict;

  open_log ("[" TC_TEST_BNB_SETUP "," EXPLORED ",{'type':'end_turn','seat':1},{'type':'explore','seat':2,'to':[3,3]}]");
  panel = TC_BNB_BUILD_PANEL (part ("build", 0));
  verdict = tc_test_bnb_build_part (GTK_WIDGET (panel), "verdict", 0);

  click (part ("action", TC_BNB_BUILD));
  click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 2));
  g_assert_cmpstr (page (), ==, "build");
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (verdict)), "李华 has no blocks. "));
  g_assert_false (gtk_widget_get_sensitive (tc_test_bnb_build_part (GTK_WIDGET (panel), "build", 0)));

  click (tc_test_bnb_build_part (GTK_WIDGET (panel), "space", 0));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (verdict)), "李华 has no blocks. "));
  /* The click lands on the insensitive button, which passes it on. */
  g_assert_false (gtk_widget_get_sensitive (tc_test_bnb_build_part (GTK_WIDGET (panel), "build", 0)));
  tc_test_bnb_scroll_to (tc_test_bnb_build_part (GTK_WIDGET (panel), "build", 0));
  tc_test_input_click (tc_test_bnb_build_part (GTK_WIDGET (panel), "build", 0));
  key (GDK_KEY_Return);
  assert_saved (8, (const char * const []) { NULL });
  g_assert_cmpstr (page (), ==, "build");
}

/* The fight panel: Enter waits for the 3 weapons drawn, then fights;
 * Escape cancels the fight before.
 */
static void
test_fight (void)
{
  const char * const expected[] = {
    "{'type':'fight','seat':1,'stack':[2,3],'drawn':['wooden_sword','stone_sword','poisonous_potato']}",
    NULL,
  };

  open_log ("[" TC_TEST_BNB_SETUP "," EXPLORED ",{'type':'end_turn','seat':1},{'type':'end_turn','seat':2}]");

  click (part ("action", TC_BNB_FIGHT));
  click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 3));
  g_assert_cmpstr (page (), ==, "fight");
  key (GDK_KEY_Escape);
  g_assert_cmpstr (page (), ==, "actions");

  click (part ("action", TC_BNB_FIGHT));
  click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 2, 3));
  tc_test_input_type ("ws");
  key (GDK_KEY_Return);
  assert_saved (8, (const char * const []) { NULL });
  tc_test_input_type ("p");
  key (GDK_KEY_Return);
  assert_saved (8, expected);
}

/* The weapon tokens an explore owes are clicked or typed by their
 * letters: Enter after one enters no second token of the same kind;
 * Escape cancels taking a weapon before its token is clicked.
 */
static void
test_take_weapon (void)
{
  TcBnbTileForm *form;
  const char * const expected[] = {
    "{'type':'explore','seat':1,'to':[1,3]}",
    "{'type':'reveal','token':[0,2],'weapon':'bow'}",
    "{'type':'reveal','token':[0,3],'weapon':'tnt'}",
    "{'type':'reveal','stack':[1,2],'tile':" TC_TEST_BNB_DWELLING "}",
    "{'type':'reveal','stack':[1,3],'tile':" BRIDGE "}",
    "{'type':'take_weapon','seat':1,'token':[0,2]}",
    NULL,
  };

  open_log ("[" TC_TEST_BNB_SETUP "]");
  form = TC_BNB_TILE_FORM (part ("tile", 0));

  click (part ("action", TC_BNB_EXPLORE));
  click (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 1, 3));
  g_assert_cmpstr (page (), ==, "reveal-token");
  click (part ("weapon", 3));
  key (GDK_KEY_Return);
  assert_saved (1, (const char * const []) { expected[0], expected[1], NULL });
  tc_test_input_type ("t");
  /* The tiles are typed at once: the form has the focus. */
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), GTK_WIDGET (form)));
  tc_test_input_type ("bfwh2x1");
  key (GDK_KEY_Return);
  tc_test_input_type ("bdsbs1t1x2");
  key (GDK_KEY_Return);
  assert_saved (1, (const char * const []) { expected[0], expected[1], expected[2], expected[3], expected[4], NULL });

  click (part ("action", TC_BNB_TAKE_WEAPON));
  key (GDK_KEY_Escape);
  g_assert_cmpstr (page (), ==, "actions");
  click (part ("action", TC_BNB_TAKE_WEAPON));
  click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), 0, 2));
  assert_saved (1, expected);
}

/* A game opened while weapon tokens and tiles are owed takes their
 * letters from the first key, with no click into the table first.
 */
static void
test_resume_typing (void)
{
  const char * const expected[] = {
    "{'type':'reveal','token':[0,2],'weapon':'bow'}",
    "{'type':'reveal','token':[0,3],'weapon':'tnt'}",
    "{'type':'reveal','stack':[1,2],'tile':" TC_TEST_BNB_DWELLING "}",
    NULL,
  };

  open_log ("[" TC_TEST_BNB_SETUP ",{'type':'explore','seat':1,'to':[1,3]}]");
  g_assert_cmpstr (page (), ==, "reveal-token");
  tc_test_input_type ("bt");
  g_assert_cmpstr (page (), ==, "reveal-stack");
  tc_test_input_type ("bfwh2x1");
  key (GDK_KEY_Return);
  assert_saved (2, expected);
}

/* Round C of tests/scenarios/bnb-end.json owes both players' choices,
 * clicked or typed by their letters: Enter enters none the player did
 * not pick, neither when the round opens (the focus on the first) nor
 * after the first player's click (the focus on it).
 */
static void
test_score (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "scenarios", "bnb-end.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonNode) entries = NULL;
  g_autoptr(JsonArray) saved = NULL;
  g_autofree char *text = NULL;

  g_assert_true (json_parser_load_from_file (parser, source, NULL));
  entries = json_node_copy (json_object_get_member (json_node_get_object (json_parser_get_root (parser)), "entries"));
  while (json_array_get_length (json_node_get_array (entries)) > 79)
    json_array_remove_element (json_node_get_array (entries), 79);
  text = json_to_string (entries, FALSE);
  g_strdelimit (text, "\"", '\'');
  g_clear_object (&file);
  file = tc_test_bnb_save_log ("enter.json", "['Ana','Ben']", text);
  g_assert_true (tc_window_open_file (window, file));
  tc_test_bnb_settle ();
  g_assert_cmpstr (page (), ==, "score");

  key (GDK_KEY_Return);
  saved = tc_test_bnb_read_entries (file);
  g_assert_cmpuint (json_array_get_length (saved), ==, 79);
  g_clear_pointer (&saved, json_array_unref);

  click (part ("choice", 3));
  key (GDK_KEY_Return);
  assert_saved (79, (const char * const []) { "{'type':'score_choice','seat':1,'value':'bridge'}", NULL });
  tc_test_input_type ("b");
  assert_saved (79, (const char * const []) { "{'type':'score_choice','seat':1,'value':'bridge'}",
                                              "{'type':'score_choice','seat':2,'value':'bridge'}", NULL });
}

/* Before setup Enter starts the game once every board names its 9
 * biomes, and before says why not in the engine's words.
 */
static void
test_setup (void)
{
  GtkWidget *form;

  open_log ("[]");
  form = part ("setup", 0);
  g_assert_cmpstr (page (), ==, "setup");
  click (tc_test_bnb_setup_part (form, "board", 0));
  tc_test_input_type ("ffdmsdfms");
  key (GDK_KEY_Return);
  g_assert_cmpstr (refusal (), ==, "Setup needs one board of 9 biomes for each of the 2 players");
  g_assert_cmpstr (page (), ==, "setup");

  click (tc_test_bnb_setup_part (form, "board", 1));
  tc_test_input_type ("dsffmdsdm");
  /* Card A's forest is worth 3: Enter in that field counts what it shows. */
  click (tc_test_bnb_setup_part (form, "scoring", 0));
  key (GDK_KEY_End);
  key (GDK_KEY_BackSpace);
  tc_test_input_type ("3");
  key (GDK_KEY_Return);
  g_assert_cmpstr (page (), ==, "actions");
  assert_saved (0, (const char * const []) { SETUP_TYPED, NULL });
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/bnb-enter/collect", test_collect);
  tc_test_window_add_alone ("/app/bnb-enter/collect-double-tap", test_collect_double_tap);
  tc_test_window_add_alone ("/app/bnb-enter/collect-by-keys", test_collect_by_keys);
  tc_test_window_add_alone ("/app/bnb-enter/reveal", test_reveal);
  tc_test_window_add_alone ("/app/bnb-enter/build-proposal", test_build_proposal);
  tc_test_window_add_alone ("/app/bnb-enter/build-no-blocks", test_build_no_blocks);
  tc_test_window_add_alone ("/app/bnb-enter/build-from-map", test_build_from_map);
  tc_test_window_add_alone ("/app/bnb-enter/collect-and-build-turn", test_collect_and_build_turn);
  tc_test_window_add_alone ("/app/bnb-enter/explore-from-catalogue", test_explore_from_catalogue);
  tc_test_window_add_alone ("/app/bnb-enter/explore-new-tile", test_explore_new_tile);
  tc_test_window_add_alone ("/app/bnb-enter/refusal-keeps-build", test_refusal_keeps_build);
  tc_test_window_add_alone ("/app/bnb-enter/weapon-prompt-keeps-map", test_weapon_prompt_keeps_map);
  tc_test_window_add_alone ("/app/bnb-enter/shortcuts", test_shortcuts);
  tc_test_window_add_alone ("/app/bnb-enter/fight", test_fight);
  tc_test_window_add_alone ("/app/bnb-enter/take-weapon", test_take_weapon);
  tc_test_window_add_alone ("/app/bnb-enter/resume-typing", test_resume_typing);
  tc_test_window_add_alone ("/app/bnb-enter/score", test_score);
  tc_test_window_add_alone ("/app/bnb-enter/setup", test_setup);

  return tc_test_window_run ();
}
