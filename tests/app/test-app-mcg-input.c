/* test-app-mcg-input.c: the card game's table records what was entered
 *
 * Each case plays steps a player took at a real table, through the window
 * with real clicks and keys only, then reads the saved game file: typed
 * tops land on the piles they were typed for, in pile order; a typed line
 * goes in whole or not at all; Enter finishes what is being entered and
 * never ends a turn that has actions left; the proposed payment spends
 * cards in hand before a one-use axe.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-card-picker.h"
#include "tc-craft-tile.h"
#include "tc-payment-dialog.h"
#include "tc-pile-button.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

static const char *const players[] = { "Ana", "Ben", NULL };

/* A TNT on pile 2; Ana starts. */
#define SETUP_TNT "w1 t s2 w2 w3 wood-hoe stone-axe iron-sword gold-pickaxe"
/* No TNT, no creeper. */
#define SETUP_PLAIN "w1 s1 s2 w2 w3 wood-hoe stone-axe iron-sword gold-pickaxe"

static const char *
text_of (const char *part)
{
  GtkWidget *widget = tc_test_mcg_part (part, 0);

  return GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget))
                               : gtk_editable_get_text (GTK_EDITABLE (widget));
}

static void
assert_saved (guint       index,
              const char *json)
{
  g_autofree char *entry = tc_test_mcg_saved_entry (index);

  g_assert_cmpstr (entry, ==, json);
}

/* Set up typed, then Ana mines the TNT on pile 2 with a click. */
static void
mine_the_tnt (void)
{
  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (SETUP_TNT);
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 1);
  tc_test_input_click (tc_test_mcg_part ("pile", 1));
  assert_saved (1, "{\"type\":\"mine\",\"seat\":1,\"pile\":2}");
}

static void
keep_none (void)
{
  tc_test_input_click (tc_test_mcg_find_button (tc_test_mcg_part ("choices", 0), "Keep _None"));
  assert_saved (2, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[]}");
}

static const char *
typed_on (guint pile)
{
  return tc_pile_button_get_typed (TC_PILE_BUTTON (tc_test_mcg_part ("pile", pile - 1)));
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

  prompt = text_of ("prompt");
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
  assert_saved (3, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"stone-1\"}");
  assert_saved (4, "{\"type\":\"reveal\",\"pile\":2,\"card\":\"stone-3\"}");
  assert_saved (5, "{\"type\":\"reveal\",\"pile\":3,\"card\":\"wild-1\"}");
  assert_saved (6, "{\"type\":\"reveal\",\"pile\":4,\"card\":\"creeper\"}");
  assert_saved (7, "{\"type\":\"reveal\",\"pile\":5,\"card\":\"wild-3\"}");
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
  g_assert_cmpstr (text_of ("prompt-entry"), ==, "d3 d3 w1 w1 w1");
  g_assert_nonnull (strstr (text_of ("refusal"), "“d3” (card 2 typed)"));
  g_assert_nonnull (strstr (text_of ("refusal"), "Diamond 3"));

  /* The line stays selected: what is typed next replaces it. */
  tc_test_mcg_enter_line ("d3 d2 w1 w1 w1");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 8);
  assert_saved (3, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"diamond-3\"}");
  assert_saved (4, "{\"type\":\"reveal\",\"pile\":2,\"card\":\"diamond-2\"}");
}

/* Enter on the table ends nothing while actions are left; End Turn, its
 * mnemonic, and Enter with no action left do.
 */
static void
test_enter_keeps_the_turn (void)
{
  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (SETUP_PLAIN);

  /* A card typed for a reveal that is not owed, then Enter, a moment
   * later (the window takes an End Turn right after an entry for a
   * double click and drops it).
   */
  tc_test_mcg_wait_for_turn_end ();
  tc_test_mcg_enter_line ("c");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 1);
  g_assert_cmpstr (text_of ("turn"), ==, "Ana’s turn — 2 actions left");
  g_assert_cmpstr (text_of ("hint"), ==, "Ana has 2 actions left — End Turn to end it anyway");

  /* The reveal, then its card again: neither a mine of pile 3 nor the end. */
  tc_test_input_click (tc_test_mcg_part ("pile", 0));
  tc_test_mcg_enter_line ("s3");
  tc_test_mcg_enter_line ("s3");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);
  assert_saved (2, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"stone-3\"}");
  g_assert_cmpstr (text_of ("hint"), ==, "Ana has 1 action left — End Turn to end it anyway");
  tc_test_input_key (GDK_KEY_KP_Enter, 0);
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);

  /* The mnemonic ends the turn at once. */
  tc_test_mcg_wait_for_turn_end ();
  tc_test_input_key (GDK_KEY_e, GDK_ALT_MASK);
  assert_saved (3, "{\"type\":\"end_turn\",\"seat\":1}");

  /* With no action left, Enter ends the turn. */
  tc_test_input_click (tc_test_mcg_part ("pile", 1));
  tc_test_mcg_enter_line ("w1");
  tc_test_input_click (tc_test_mcg_part ("pile", 2));
  tc_test_mcg_enter_line ("w2");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 8);
  tc_test_mcg_wait_for_turn_end ();
  tc_test_input_key (GDK_KEY_Return, 0);
  assert_saved (8, "{\"type\":\"end_turn\",\"seat\":2}");

  /* The button ends the turn at once, actions left or not. */
  tc_test_mcg_wait_for_turn_end ();
  tc_test_input_click (tc_test_mcg_part ("end-turn", 0));
  assert_saved (9, "{\"type\":\"end_turn\",\"seat\":1}");
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
  assert_saved (2, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wood-1\"]}");
}

/* The card picker: Enter picks the card filtered to (none before a
 * filter), Escape picks none.
 */
static void
test_card_picker_keys (void)
{
  GtkWidget *picker;

  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (SETUP_PLAIN);
  tc_test_input_click (tc_test_mcg_part ("pile", 0));
  picker = gtk_widget_get_ancestor (tc_test_mcg_part ("picker", 0), GTK_TYPE_POPOVER);

  tc_test_input_key (GDK_KEY_k, GDK_CONTROL_MASK);
  g_assert_true (gtk_widget_get_visible (picker));
  /* Enter before any filter names no card. */
  tc_test_input_key (GDK_KEY_Return, 0);
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 2);
  tc_test_input_type ("s2");
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_assert_false (gtk_widget_get_visible (picker));
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 2);

  tc_test_input_key (GDK_KEY_k, GDK_CONTROL_MASK);
  tc_test_input_type ("s2");
  tc_test_input_key (GDK_KEY_Return, 0);
  g_assert_false (gtk_widget_get_visible (picker));
  assert_saved (2, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"stone-2\"}");
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
  g_assert_cmpstr (tc_craft_tile_get_typed (TC_CRAFT_TILE (tc_test_mcg_part ("craft", 0))), ==, "wood-hoe");
  g_assert_null (tc_craft_tile_get_typed (TC_CRAFT_TILE (tc_test_mcg_part ("craft", 1))));
  tc_test_mcg_enter_line (" stone-axe iron-sword gold-pickaxe");
  g_assert_null (tc_craft_tile_get_typed (TC_CRAFT_TILE (tc_test_mcg_part ("craft", 0))));
  assert_saved (0, "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"stone-2\",\"wood-2\",\"wood-3\"],"
                "\"craft_tops\":[\"wood-hoe\",\"stone-axe\",\"iron-sword\",\"gold-pickaxe\"],\"first_seat\":1}");

  tc_test_input_click (tc_test_mcg_part ("pile", 0));
  tc_test_input_type ("w2");
  g_assert_cmpstr (typed_on (1), ==, "wood-2");
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_assert_cmpstr (text_of ("prompt-entry"), ==, "");
  g_assert_null (typed_on (1));
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 2);
  tc_test_mcg_enter_line ("w3");
  assert_saved (2, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}");
}

/* Creeper answers: Escape answers nothing, Enter the card typed. */
static void
test_creeper_keys (void)
{
  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (SETUP_PLAIN);
  tc_test_input_click (tc_test_mcg_part ("pile", 0));
  tc_test_mcg_enter_line ("c");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);

  tc_test_input_type ("w1");
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);
  g_assert_cmpstr (text_of ("prompt-entry"), ==, "");
  tc_test_mcg_enter_line ("w1");
  assert_saved (3, "{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"wood-1\"}");
}

static TcPaymentDialog *
open_payment (guint craft_pile)
{
  TcPaymentDialog *dialog;

  tc_test_input_click (tc_test_mcg_first_button (tc_test_mcg_part ("craft", craft_pile - 1)));
  dialog = TC_PAYMENT_DIALOG (tc_test_mcg_find_toplevel (TC_TYPE_PAYMENT_DIALOG));
  g_assert_nonnull (dialog);

  return dialog;
}

/* "wood-3 iron-1 axe:wood-axe": the toggles selected in @dialog. */
static char *
selected (TcPaymentDialog *dialog)
{
  GPtrArray *toggles = tc_payment_dialog_get_toggles (dialog);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < toggles->len; i++)
    if (gtk_toggle_button_get_active (g_ptr_array_index (toggles, i)))
      g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "",
                              gtk_button_get_label (g_ptr_array_index (toggles, i)));

  return g_string_free (out, FALSE);
}

/* Cleo pays her iron shovel from the hand; the axe is the named second
 * choice. In the dialog Escape cancels and Enter crafts, a focused card
 * staying as it is.
 */
static void
test_payment_spares_the_axe (void)
{
  g_autoptr(GFile) file = tc_test_window_open_saved ("mcg-axe.json");
  guint n = tc_test_mcg_n_saved ();
  TcPaymentDialog *dialog = open_payment (2);
  g_autofree char *proposed = selected (dialog);
  g_autofree char *with_axe = NULL;
  g_autofree char *again = NULL;
  GtkWidget *stone;

  g_assert_cmpstr (proposed, ==, "Wood 3 Iron 1");
  g_assert_nonnull (tc_payment_dialog_get_tools_button (dialog));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (tc_payment_dialog_get_tools_button (dialog))), ==,
                   "Pay _with Iron 1, Wood Axe instead");
  tc_test_input_click (tc_payment_dialog_get_tools_button (dialog));
  with_axe = selected (dialog);
  g_assert_cmpstr (with_axe, ==, "Iron 1 Wood Axe (2 wood)");

  tc_test_input_key (GDK_KEY_Escape, 0);
  tc_test_window_iterate ();
  g_assert_null (tc_test_mcg_find_toplevel (TC_TYPE_PAYMENT_DIALOG));
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, n);

  dialog = open_payment (2);
  again = selected (dialog);
  g_assert_cmpstr (again, ==, "Wood 3 Iron 1");
  stone = tc_test_mcg_find_button (GTK_WIDGET (dialog), "Stone 3");
  tc_test_input_click (stone);
  tc_test_input_click (stone);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (stone)));
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_window_iterate ();
  assert_saved (n, "{\"type\":\"craft\",\"seat\":2,\"source\":{\"craft_pile\":2},\"pay\":[\"wood-3\",\"iron-1\"]}");
}

/* The shovel's "whom": Escape chooses no one, Enter the seat focused. */
static void
test_shovel_whom_keys (void)
{
  g_autoptr(GFile) file = tc_test_window_open_saved ("mcg-axe.json");
  guint n = tc_test_mcg_n_saved ();
  GtkWidget *shovel, *popover;

  open_payment (2);
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_window_iterate ();
  tc_test_mcg_enter_line ("gold-axe");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, n + 2);

  shovel = tc_test_mcg_find_button (tc_test_mcg_part ("seat", 1), "Use Iron Shovel on…");
  g_assert_nonnull (shovel);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (shovel)));

  /* Below the fold: scrolled into view with the wheel. */
  tc_test_mcg_scroll (10);
  g_assert_true (tc_test_input_reaches (shovel));
  tc_test_input_click (shovel);
  g_assert_true (gtk_widget_get_visible (popover));
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, n + 2);

  tc_test_input_click (shovel);
  g_assert_true (gtk_widget_get_visible (popover));
  /* The menu opens on its first seat: Enter chooses it (and the used
   * shovel's button goes, its menu with it).
   */
  tc_test_input_key (GDK_KEY_Return, 0);
  assert_saved (n + 2, "{\"type\":\"use_tool\",\"seat\":2,\"tool\":\"iron-shovel\",\"target\":1}");
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
  tc_test_window_add_alone ("/app/mcg-input/card-picker-keys", test_card_picker_keys);
  tc_test_window_add_alone ("/app/mcg-input/prompt-keys", test_prompt_keys);
  tc_test_window_add_alone ("/app/mcg-input/creeper-keys", test_creeper_keys);
  tc_test_window_add_alone ("/app/mcg-input/payment-spares-the-axe", test_payment_spares_the_axe);
  tc_test_window_add_alone ("/app/mcg-input/shovel-whom-keys", test_shovel_whom_keys);

  return tc_test_window_run ();
}
