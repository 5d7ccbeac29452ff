/* test-app-mcg-input.c: the card game's table records what was entered
 *
 * Each case plays steps a player took at a real table, through the window
 * with real clicks and keys only, then reads the saved game file: typed
 * tops land on the piles they were typed for, in pile order, marked on
 * them before Enter; a typed line goes in whole or not at all; Enter
 * finishes what is being entered and never ends a turn that has actions
 * left. The forms' keys and the payment are in test-app-mcg-forms.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-mcg-craft-tile.h"
#include "tc-mcg-pile-button.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-window.h"
#include "tc-toast.h"

static TcApplication *app;
static TcWindow *window;

static const char *const players[] = { "Ana", "Ben", NULL };

/* A TNT on pile 2; Ana starts. */
#define SETUP_TNT "w1 t s2 w2 w3 wood-hoe stone-axe iron-sword gold-pickaxe"

/* Set up typed, then Ana mines the TNT on pile 2 with a click. */
static void
mine_the_tnt (void)
{
  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (SETUP_TNT);
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 1);
  tc_test_input_click (tc_test_mcg_part ("pile", 1));
  tc_test_mcg_assert_saved (1, "{\"type\":\"mine\",\"seat\":1,\"pile\":2}");
}

static void
keep_none (void)
{
  tc_test_input_click (tc_test_mcg_find_button (tc_test_mcg_part ("choices", 0), "Keep _None"));
  tc_test_mcg_assert_saved (2, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[]}");
}

static const char *
typed_on (guint pile)
{
  return tc_mcg_pile_button_get_typed (TC_MCG_PILE_BUTTON (tc_test_mcg_part ("pile", pile - 1)));
}

/* The five new tops typed left to right fill piles 1 to 5, each marked on
 * the table as it is typed.
 */
static void
test_tnt_tops_in_pile_order (void)
{
  const char *prompt;

  mine_the_tnt ();
  keep_none ();

  prompt = tc_test_mcg_text_of ("prompt");
  g_assert_nonnull (strstr (prompt, "pile 1"));
  g_assert_true (strstr (prompt, "pile 1") < strstr (prompt, "pile 2"));
  g_assert_true (strstr (prompt, "pile 2") < strstr (prompt, "pile 3"));

  tc_test_input_type ("s1 s3");
  g_assert_cmpstr (typed_on (1), ==, "stone-1");
  g_assert_cmpstr (typed_on (2), ==, "stone-3");
  g_assert_null (typed_on (3));
  tc_test_input_type (" x1 c x3");
  g_assert_cmpstr (typed_on (3), ==, "wild-1");
  g_assert_cmpstr (typed_on (4), ==, "creeper");
  g_assert_cmpstr (typed_on (5), ==, "wild-3");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);

  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_mcg_assert_saved (3, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"stone-1\"}");
  tc_test_mcg_assert_saved (4, "{\"type\":\"reveal\",\"pile\":2,\"card\":\"stone-3\"}");
  tc_test_mcg_assert_saved (5, "{\"type\":\"reveal\",\"pile\":3,\"card\":\"wild-1\"}");
  tc_test_mcg_assert_saved (6, "{\"type\":\"reveal\",\"pile\":4,\"card\":\"creeper\"}");
  tc_test_mcg_assert_saved (7, "{\"type\":\"reveal\",\"pile\":5,\"card\":\"wild-3\"}");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 8);
  g_assert_null (typed_on (1));
}

/* A line with an illegal card goes in not at all, and says which card. */
static void
test_line_whole_or_nothing (void)
{
  mine_the_tnt ();
  keep_none ();

  tc_test_mcg_enter_line ("d3 d3 w1 w1 w1");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);
  g_assert_cmpstr (tc_test_mcg_text_of ("prompt-entry"), ==, "d3 d3 w1 w1 w1");
  g_assert_nonnull (strstr (tc_test_mcg_text_of ("refusal"), "“d3” (card 2 typed)"));
  g_assert_nonnull (strstr (tc_test_mcg_text_of ("refusal"), "Diamond 3"));

  /* The line stays selected: what is typed next replaces it. */
  tc_test_mcg_enter_line ("d3 d2 w1 w1 w1");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 8);
  tc_test_mcg_assert_saved (3, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"diamond-3\"}");
  tc_test_mcg_assert_saved (4, "{\"type\":\"reveal\",\"pile\":2,\"card\":\"diamond-2\"}");
}

/* The Undo of the toast shown now, once the toast has slid into place
 * (libadwaita 1.2 takes up to half a second when it replaces another, and
 * one dismissed before then is freed twice), as a player reads it first.
 */
static GtkWidget *
find_toast_undo (void)
{
  GtkWidget *toast;

  g_usleep (G_USEC_PER_SEC * 6 / 10);
  tc_test_input_settle ();
  toast = tc_test_find_widget (GTK_WIDGET (tc_window_get_game_page (window)), g_type_from_name ("AdwToastWidget"));
  g_assert_nonnull (toast);

  return tc_test_find_button (toast, "_Undo");
}

/* Enter on the table ends nothing while actions are left; End Turn, its
 * mnemonic, and Enter with no action left do.
 */
static void
test_enter_keeps_the_turn (void)
{
  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (TC_TEST_MCG_SETUP_PLAIN);

  /* A card typed for a reveal that is not owed, then Enter, a moment
   * later (the window takes an End Turn right after an entry for a
   * double click and drops it).
   */
  tc_test_mcg_wait_for_turn_end ();
  tc_test_mcg_enter_line ("c");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 1);
  g_assert_cmpstr (tc_test_mcg_text_of ("turn"), ==, "Ana’s turn — 2 actions left");
  g_assert_cmpstr (tc_test_mcg_text_of ("hint"), ==, "Ana has 2 actions left — End Turn to end it anyway");

  /* The reveal, then its card again: neither a mine of pile 3 nor the end. */
  tc_test_input_click (tc_test_mcg_part ("pile", 0));
  tc_test_mcg_enter_line ("s3");
  tc_test_mcg_enter_line ("s3");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);
  tc_test_mcg_assert_saved (2, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"stone-3\"}");
  g_assert_cmpstr (tc_test_mcg_text_of ("hint"), ==, "Ana has 1 action left — End Turn to end it anyway");
  tc_test_input_key (GDK_KEY_KP_Enter, 0);
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);

  /* The mnemonic ends the turn at once. */
  tc_test_mcg_wait_for_turn_end ();
  tc_test_input_key (GDK_KEY_e, GDK_ALT_MASK);
  tc_test_mcg_assert_saved (3, "{\"type\":\"end_turn\",\"seat\":1}");

  /* With no action left the referee ends the turn; taken back from its
   * toast, Enter ends it.
   */
  tc_test_input_click (tc_test_mcg_part ("pile", 1));
  tc_test_mcg_enter_line ("w1");
  tc_test_input_click (tc_test_mcg_part ("pile", 2));
  tc_test_mcg_enter_line ("w2");
  tc_test_mcg_assert_saved (8, "{\"type\":\"end_turn\",\"seat\":2}");
  tc_test_input_click (find_toast_undo ());
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 8);
  tc_test_mcg_wait_for_turn_end ();
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_mcg_assert_saved (8, "{\"type\":\"end_turn\",\"seat\":2}");

  /* The button ends the turn at once, actions left or not. */
  tc_test_mcg_wait_for_turn_end ();
  tc_test_input_click (tc_test_mcg_part ("end-turn", 0));
  tc_test_mcg_assert_saved (9, "{\"type\":\"end_turn\",\"seat\":1}");
}

/* Enter in the TNT keep confirms the cards selected. */
static void
test_enter_confirms_the_keep (void)
{
  GtkWidget *wood;

  mine_the_tnt ();
  wood = tc_test_mcg_find_button (tc_test_mcg_part ("choices", 0), "Wood 1");
  g_assert_nonnull (wood);
  tc_test_input_click (wood);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (wood)));
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_mcg_assert_saved (2, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wood-1\"]}");
}

/* Escape takes back a typed line, Enter enters it; the setup's tops are
 * marked on their piles as they are typed.
 */
static void
test_prompt_keys (void)
{
  tc_test_mcg_start (players);
  tc_test_input_type ("w1 s1 s2");
  g_assert_cmpstr (typed_on (1), ==, "wood-1");
  g_assert_cmpstr (typed_on (3), ==, "stone-2");
  g_assert_null (typed_on (4));
  tc_test_input_type (" w2 w3 wood-hoe");
  g_assert_cmpstr (tc_mcg_craft_tile_get_typed (TC_MCG_CRAFT_TILE (tc_test_mcg_part ("craft", 0))), ==, "wood-hoe");
  g_assert_null (tc_mcg_craft_tile_get_typed (TC_MCG_CRAFT_TILE (tc_test_mcg_part ("craft", 1))));
  tc_test_mcg_enter_line (" stone-axe iron-sword gold-pickaxe");
  g_assert_null (tc_mcg_craft_tile_get_typed (TC_MCG_CRAFT_TILE (tc_test_mcg_part ("craft", 0))));
  tc_test_mcg_assert_saved (0, "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"stone-2\",\"wood-2\",\"wood-3\"],"
                "\"craft_tops\":[\"wood-hoe\",\"stone-axe\",\"iron-sword\",\"gold-pickaxe\"],\"first_seat\":1}");

  tc_test_input_click (tc_test_mcg_part ("pile", 0));
  tc_test_input_type ("w2");
  g_assert_cmpstr (typed_on (1), ==, "wood-2");
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_assert_cmpstr (tc_test_mcg_text_of ("prompt-entry"), ==, "");
  g_assert_null (typed_on (1));
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 2);
  tc_test_mcg_enter_line ("w3");
  tc_test_mcg_assert_saved (2, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}");
}

/* The reveal chip for card @id, wherever it is in the prompt. */
static GtkWidget *
find_chip (GtkWidget  *widget,
           const char *id)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "tc-id"), id) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_chip (child, id);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Mines @pile with a click and answers its reveal with the chip of @id,
 * which must be under the pointer's reach as the prompt stands: no
 * sideways scroll to the last chips of the row.
 */
static void
mine_and_reveal (guint       pile,
                 const char *id)
{
  GtkWidget *chip;

  tc_test_input_click (tc_test_mcg_part ("pile", pile - 1));
  chip = find_chip (tc_test_mcg_part ("prompt-box", 0), id);
  g_assert_nonnull (chip);
  g_assert_true (tc_test_input_reaches (chip));
  tc_test_input_click (chip);
}

/* An ordinary turn by pointer: two mines, their new tops from the chips
 * (a wild card and a TNT, the last chips of the row). Each mine and each
 * reveal is one click; with no action left, no reveal owed and no
 * pickaxe, the referee ends the turn itself and says so.
 */
static void
test_mines_by_chips (void)
{
  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (TC_TEST_MCG_SETUP_PLAIN);
  tc_test_input_reset_count ();

  mine_and_reveal (1, "wild-1");
  /* An action left holds the turn. */
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);
  mine_and_reveal (2, "tnt");

  g_assert_cmpuint (tc_test_input_get_count (), ==, 4);
  tc_test_mcg_assert_saved (2, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wild-1\"}");
  tc_test_mcg_assert_saved (4, "{\"type\":\"reveal\",\"pile\":2,\"card\":\"tnt\"}");
  tc_test_mcg_assert_saved (5, "{\"type\":\"end_turn\",\"seat\":1}");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 6);
  g_assert_cmpstr (tc_toast_get_text (tc_game_page_get_last_toast (tc_window_get_game_page (window))), ==,
                   "Turn over: Ana ends the turn");
}

/* The toast's Undo takes back the referee's turn end and nothing else;
 * the next entry withdraws the offer.
 */
static void
test_turn_end_undo (void)
{
  GtkWidget *undo;

  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (TC_TEST_MCG_SETUP_PLAIN);
  mine_and_reveal (1, "wood-1");
  mine_and_reveal (2, "wood-2");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 6);

  undo = find_toast_undo ();
  g_assert_nonnull (undo);
  tc_test_input_click (undo);
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 5);
  tc_test_mcg_assert_saved (4, "{\"type\":\"reveal\",\"pile\":2,\"card\":\"wood-2\"}");
  g_assert_cmpstr (tc_test_mcg_text_of ("turn"), ==, "Ana’s turn — 0 actions left");

  /* Ana ends it herself; Ben's mine leaves no toast to undo anything. */
  tc_test_mcg_wait_for_turn_end ();
  tc_test_input_click (tc_test_mcg_part ("end-turn", 0));
  tc_test_input_click (tc_test_mcg_part ("pile", 2));
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 7);
  g_assert_null (tc_game_page_get_last_toast (tc_window_get_game_page (window)));
}

/* Ana's unused pickaxe holds her spent turn; once it is used and the
 * extra action spent, the referee ends the turn.
 */
static void
test_pickaxe_holds_the_turn (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mcg-pickaxe.json");
  guint n = tc_test_mcg_n_saved ();
  GtkWidget *pickaxe;

  mine_and_reveal (1, "wood-2");
  mine_and_reveal (2, "wood-3");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, n + 4);

  pickaxe = tc_test_mcg_find_button (tc_test_mcg_part ("prompt-tools", 0), "Use Wood Pickaxe");
  g_assert_nonnull (pickaxe);
  tc_test_input_click (pickaxe);
  tc_test_mcg_assert_saved (n + 4, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-pickaxe\"}");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, n + 5);

  mine_and_reveal (3, "stone-1");
  tc_test_mcg_assert_saved (n + 7, "{\"type\":\"end_turn\",\"seat\":1}");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, n + 8);
}

/* Cleo's shovel is where the prompt stands, not on her seat's card below
 * the fold: the button and the seat it is used on, no scroll.
 */
static void
test_tool_from_the_prompt (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mcg-shovel.json");
  guint n = tc_test_mcg_n_saved ();
  GtkWidget *tools = tc_test_mcg_find (GTK_WIDGET (tc_test_mcg_table ()), "prompt-tools", 0);
  GtkWidget *shovel;

  g_assert_nonnull (tools);
  shovel = tc_test_mcg_find_button (tools, "Use Iron Shovel on…");
  g_assert_nonnull (shovel);
  tc_test_input_reset_count ();
  g_assert_true (tc_test_input_reaches (shovel));
  tc_test_input_click (shovel);
  /* The menu opens on the first other seat, Ana. */
  tc_test_input_key (GDK_KEY_Return, 0);

  g_assert_cmpuint (tc_test_input_get_count (), ==, 2);
  tc_test_mcg_assert_saved (n, "{\"type\":\"use_tool\",\"seat\":2,\"tool\":\"iron-shovel\",\"target\":1}");
  /* Used, it is offered no more. */
  g_assert_false (gtk_widget_get_visible (tools));
}

static graphene_point_t
place_of (GtkWidget *widget)
{
  graphene_point_t point = GRAPHENE_POINT_INIT (0, 0);

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (gtk_widget_get_root (widget)), &point, &point));
  return point;
}

/* The craft piles keep their places whatever the payment advice says:
 * Ana's "short by" lines, longer than Cleo's, move no pile.
 */
static void
test_crafts_keep_their_places (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mcg-shovel.json");
  graphene_point_t before[4];

  for (guint k = 0; k < 4; k++)
    before[k] = place_of (tc_test_mcg_part ("craft", k));
  tc_test_mcg_wait_for_turn_end ();
  tc_test_input_click (tc_test_mcg_part ("end-turn", 0));
  tc_test_window_iterate ();
  g_assert_cmpstr (tc_mcg_craft_tile_get_payment (TC_MCG_CRAFT_TILE (tc_test_mcg_part ("craft", 3))), ==,
                   "Ana is short by 2 wood + 3 diamond");

  for (guint k = 0; k < 4; k++)
    {
      graphene_point_t after = place_of (tc_test_mcg_part ("craft", k));

      g_assert_cmpfloat (after.x, ==, before[k].x);
      g_assert_cmpfloat (after.y, ==, before[k].y);
    }
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_mcg_init (&window);

  tc_test_window_add_alone ("/app/mcg-input/tnt-tops-in-pile-order", test_tnt_tops_in_pile_order);
  tc_test_window_add_alone ("/app/mcg-input/line-whole-or-nothing", test_line_whole_or_nothing);
  tc_test_window_add_alone ("/app/mcg-input/enter-keeps-the-turn", test_enter_keeps_the_turn);
  tc_test_window_add_alone ("/app/mcg-input/enter-confirms-the-keep", test_enter_confirms_the_keep);
  tc_test_window_add_alone ("/app/mcg-input/prompt-keys", test_prompt_keys);
  tc_test_window_add_alone ("/app/mcg-input/mines-by-chips", test_mines_by_chips);
  tc_test_window_add_alone ("/app/mcg-input/turn-end-undo", test_turn_end_undo);
  tc_test_window_add_alone ("/app/mcg-input/pickaxe-holds-the-turn", test_pickaxe_holds_the_turn);
  tc_test_window_add_alone ("/app/mcg-input/crafts-keep-their-places", test_crafts_keep_their_places);
  tc_test_window_add_alone ("/app/mcg-input/tool-from-the-prompt", test_tool_from_the_prompt);

  return tc_test_window_run ();
}
