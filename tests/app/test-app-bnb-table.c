/* test-app-bnb-table.c: the opening of the Builders & Biomes worked example
 * (bnb-log-v1.md §8) played through its table
 *
 * The view is shown in a window of its own; its entries go to the game as
 * the shell would append them. The expected states are the spec's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tc-bnb-build-panel.h"
#include "tc-bnb-cube-view.h"
#include "tc-bnb-map-view.h"
#include "tc-bnb-ruleset.h"
#include "tc-bnb-setup-form.h"
#include "tc-bnb-tile-form.h"
#include "tc-table-views.h"
#include "tc-test-bnb.h"
#include "tc-test-window.h"

static TcGame *game;
static TcTableView *view;
static GtkWindow *window;

static gboolean
append_entry_cb (TcTableView *table,
                 TcEntry     *entry,
                 gpointer     user_data)
{
  g_autoptr(GError) error = NULL;

  if (tc_game_append (game, entry, NULL, &error))
    return TRUE;

  tc_table_view_show_message (table, error->message);
  return FALSE;
}

static void
settle (void)
{
  for (guint i = 0; i < 10; i++)
    {
      g_usleep (10000);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

static GtkWidget *
part (const char *name,
      guint       index)
{
  GtkWidget *widget = tc_test_bnb_find (GTK_WIDGET (view), name, index);

  g_assert_nonnull (widget);
  return widget;
}

static void
click_widget (GtkWidget *widget)
{
  g_assert_true (gtk_widget_is_sensitive (widget));
  g_signal_emit_by_name (widget, "clicked");
  settle ();
}

static const TcBnbState *
state (void)
{
  return tc_game_get_state (game);
}

static const char *
page (void)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (part ("stack", 0)));
}

static void
set_up (int width)
{
  const char *players[] = { "Ana", "Ben", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) ruleset = tc_ruleset_new (TC_BNB_GAME_ID, players, NULL, &error);

  g_assert_no_error (error);
  g_clear_object (&game);
  game = tc_game_new (ruleset, NULL);
  view = tc_table_views_new (game);
  g_assert_nonnull (view);
  g_signal_connect (view, "append-entry", G_CALLBACK (append_entry_cb), NULL);

  if (window != NULL)
    gtk_window_destroy (window);
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, width, 800);
  gtk_window_set_child (window, GTK_WIDGET (view));
  gtk_window_present (window);
  settle ();
}

/* The boards of §8, typed as the table reads them off the player boards. */
static void
start_game (void)
{
  TcBnbSetupForm *form = TC_BNB_SETUP_FORM (part ("setup", 0));

  g_assert_cmpstr (page (), ==, "setup");
  gtk_editable_set_text (GTK_EDITABLE (tc_test_bnb_setup_part (GTK_WIDGET (form), "board", 0)), "ffdmsdfms");
  gtk_editable_set_text (GTK_EDITABLE (tc_test_bnb_setup_part (GTK_WIDGET (form), "board", 1)), "dsffmdsdm");
  settle ();
  click_widget (part ("start", 0));
  g_assert_true (state ()->started);
  g_assert_cmpuint (state ()->active, ==, 0);
  g_assert_cmpstr (page (), ==, "actions");
}

/* Clicks cube cell [layer, row, col] and names its block in the chooser. */
static void
take_block (guint layer,
            guint row,
            guint col,
            guint block)
{
  GtkWidget *cube = part ("cube", 0);
  GtkWidget *cell = tc_bnb_cube_view_get_cell (TC_BNB_CUBE_VIEW (cube), TC_BNB_CELL (layer, row, col));
  guint n = 0;
  GtkWidget *popover = NULL;

  click_widget (cell);
  for (GtkWidget *child = gtk_widget_get_first_child (cube); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      popover = child;
  g_assert_nonnull (popover);

  /* The chooser's buttons come in the data's order of blocks. */
  for (GtkWidget *button = gtk_widget_get_first_child (popover); button != NULL; )
    {
      if (GTK_IS_BUTTON (button) && n++ == block)
        {
          click_widget (button);
          return;
        }
      button = gtk_widget_get_first_child (button) != NULL && !GTK_IS_BUTTON (button)
               ? gtk_widget_get_first_child (button)
               : gtk_widget_get_next_sibling (button) != NULL ? gtk_widget_get_next_sibling (button)
               : gtk_widget_get_next_sibling (gtk_widget_get_parent (button));
    }
  g_assert_not_reached ();
}

static void
reveal (TcBnbTileEntry tile)
{
  g_assert_cmpstr (page (), ==, "reveal-stack");
  tc_bnb_tile_form_set_tile (TC_BNB_TILE_FORM (part ("tile", 0)), &tile);
  click_widget (gtk_widget_get_next_sibling (part ("tile", 0)));
}

/* §8 entries 1–8: Ana sets up, collects a corner and the block it opens,
 * explores where she stands, the table turns four tiles over, and she
 * ends her turn; all by clicks, each action's part of the table answering
 * only once the action is chosen.
 */
static void
test_opening (void)
{
  set_up (1280);
  start_game ();

  click_widget (part ("action", TC_BNB_COLLECT));
  g_assert_true (gtk_widget_get_mapped (part ("collect", 0)));
  g_assert_false (gtk_widget_is_sensitive (part ("collect", 0)));
  take_block (1, 1, 1, TC_BNB_WOOD);
  /* The second block is the most she may take: it enters both. */
  take_block (1, 1, 2, TC_BNB_EMERALD);
  g_assert_cmpuint (state ()->seats[0].blocks[TC_BNB_WOOD], ==, 1);
  g_assert_cmpuint (state ()->seats[0].blocks[TC_BNB_EMERALD], ==, 1);
  g_assert_cmpstr (page (), ==, "actions");
  /* Collecting is done: only a different action is offered. */
  g_assert_false (gtk_widget_is_sensitive (part ("action", TC_BNB_COLLECT)));
  g_assert_true (gtk_widget_is_sensitive (part ("action", TC_BNB_EXPLORE)));

  click_widget (part ("action", TC_BNB_EXPLORE));
  click_widget (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 3, 3));
  g_assert_cmpuint (state ()->n_pending, ==, 4);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("prompt", 0))), ==,
                   "Turn over the top tile of stack 2 of the second row and tell what it shows, then 3 more");
  g_assert_false (gtk_widget_is_sensitive (part ("end-turn", 0)));

  reveal ((TcBnbTileEntry) { .kind = TC_BNB_TILE_BUILDING, .biome = 0, .material = TC_BNB_WOOD, .type = 1,
                             .cost = { 2 }, .xp = 1 });
  reveal ((TcBnbTileEntry) { .kind = TC_BNB_TILE_MOB, .mob = 0, .hearts = 2, .xp = 1, .bonus = TC_BNB_BONUS_HUNGER });
  reveal ((TcBnbTileEntry) { .kind = TC_BNB_TILE_BUILDING, .biome = 1, .material = TC_BNB_SAND, .type = 3,
                             .cost = { 0, 1, 1 }, .xp = 2 });
  reveal ((TcBnbTileEntry) { .kind = TC_BNB_TILE_MOB, .mob = 4, .hearts = 3, .xp = 2, .bonus = TC_BNB_BONUS_ORB,
                             .orb_attribute = TC_BNB_BIOME, .orb_value = 0, .orb_xp = 1 });
  g_assert_cmpuint (state ()->n_pending, ==, 0);
  g_assert_cmpuint (state ()->tops[TC_BNB_STACK (3, 3)].mob, ==, 4);
  for (guint a = 0; a < TC_BNB_N_ACTIONS; a++)
    g_assert_false (gtk_widget_is_sensitive (part ("action", a)));

  click_widget (part ("end-turn", 0));
  g_assert_cmpuint (state ()->active, ==, 1);
  /* Every score at a glance: 64 blocks less the 2 Ana took. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("status", 0))), ==,
                   "Ana 0 XP · Ben 0 XP · 62 blocks left in the cube");
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 8);
}

/* A build the seat cannot pay is refused at the prompt in the engine's
 * words, and nothing is entered; Cancel goes back to the actions.
 */
static void
test_refusal_at_prompt (void)
{
  test_opening ();

  click_widget (part ("action", TC_BNB_BUILD));
  g_signal_emit_by_name (part ("map", 0), "stack-activated", 2, 2);
  settle ();
  g_assert_cmpstr (page (), ==, "build");
  /* The panel knows before the click: Build waits, and says why. */
  g_assert_false (gtk_widget_get_sensitive (tc_test_bnb_build_part (part ("build", 0),
                                                                         "build", 0)));
  g_signal_emit_by_name (part ("build", 0), "activate");
  settle ();
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 8);
  g_assert_true (gtk_widget_get_visible (part ("refusal", 0)));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("refusal", 0))), ==, "Ben has no blocks");
  /* "Why?" opens the rules of building (the rule "build.afford"). */
  tc_test_assert_why (part ("why", 0), TC_BNB_GAME_ID, "build");
}

static guint
n_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += gtk_widget_get_visible (child);

  return n;
}

/* The tiles turned over in a game are offered at the next one's reveals,
 * most recent first; a few letters find one and Enter enters it.
 */
static void
test_catalogue (void)
{
  test_opening ();

  set_up (1280);
  start_game ();
  click_widget (part ("action", TC_BNB_EXPLORE));
  click_widget (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), 3, 3));
  g_assert_cmpstr (page (), ==, "reveal-stack");
  g_assert_cmpuint (n_children (part ("catalogue", 0)), ==, 4);

  gtk_editable_set_text (GTK_EDITABLE (part ("catalogue-search", 0)), "zomb");
  /* The search waits for typing to pause. */
  for (guint i = 0; i < 4; i++)
    settle ();
  g_assert_cmpuint (n_children (part ("catalogue", 0)), ==, 1);
  g_signal_emit_by_name (part ("catalogue-search", 0), "activate");
  settle ();
  g_assert_cmpuint (state ()->n_pending, ==, 3);
  g_assert_cmpuint (state ()->tops[TC_BNB_STACK (2, 2)].kind, ==, TC_BNB_TILE_MOB);
  g_assert_cmpuint (state ()->tops[TC_BNB_STACK (2, 2)].hearts, ==, 2);
  /* Entered again, the zombie is now the most recent: first, once. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (part ("catalogue-search", 0))), ==, "");
  g_assert_cmpuint (n_children (part ("catalogue", 0)), ==, 4);
}

/* On a phone one part of the table shows at a time; choosing an action
 * brings up the part it needs.
 */
static void
test_narrow (void)
{
  set_up (360);
  start_game ();
  settle ();

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_true (gtk_widget_get_visible (part ("show-cube", 0)));
  g_assert_true (gtk_widget_is_visible (part ("cube", 0)));
  g_assert_false (gtk_widget_is_visible (part ("map", 0)));

  click_widget (part ("action", TC_BNB_EXPLORE));
  g_assert_true (gtk_widget_is_visible (part ("map", 0)));
  g_assert_false (gtk_widget_is_visible (part ("cube", 0)));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (part ("show-map", 0))));
}

/* The cube's turn is a view setting: a new table, as after a restart,
 * shows the cube as it was last turned; the game records nothing.
 */
static void
test_rotation_kept (void)
{
  set_up (1280);
  tc_bnb_cube_view_set_rotation (TC_BNB_CUBE_VIEW (part ("cube", 0)), 3);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 0);

  set_up (1280);
  g_assert_cmpuint (tc_bnb_cube_view_get_rotation (TC_BNB_CUBE_VIEW (part ("cube", 0))), ==, 3);
  tc_bnb_cube_view_set_rotation (TC_BNB_CUBE_VIEW (part ("cube", 0)), 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data = g_dir_make_tmp ("tc-bnb-table-XXXXXX", NULL);

  /* The box's data is remembered in the user's data folder: a fresh one. */
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/bnb-table/opening", test_opening);
  g_test_add_func ("/app/bnb-table/refusal-at-prompt", test_refusal_at_prompt);
  g_test_add_func ("/app/bnb-table/narrow", test_narrow);
  g_test_add_func ("/app/bnb-table/catalogue", test_catalogue);
  g_test_add_func ("/app/bnb-table/rotation-kept", test_rotation_kept);

  return g_test_run ();
}
