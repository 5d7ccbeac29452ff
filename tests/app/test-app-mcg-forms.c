/* test-app-mcg-forms.c: the card game's forms take Enter and Escape
 *
 * Played with real clicks and keys only, then read back from the saved
 * game file: in the card picker, a creeper's answers, the payment dialog
 * and the shovel's "whom", Enter finishes what is being entered and
 * Escape cancels; the proposed payment spends cards in hand before a
 * one-use axe, which it offers as a named second choice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-payment-dialog.h"
#include "tc-review-view.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

static const char *const players[] = { "Ana", "Ben", NULL };

/* The card picker: Enter picks the card filtered to (none before a
 * filter), Escape picks none.
 */
static void
test_card_picker_keys (void)
{
  GtkWidget *picker;

  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (TC_TEST_MCG_SETUP_PLAIN);
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
  tc_test_mcg_assert_saved (2, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"stone-2\"}");
}

/* Creeper answers: Escape answers nothing, Enter the card typed. */
static void
test_creeper_keys (void)
{
  tc_test_mcg_start (players);
  tc_test_mcg_enter_line (TC_TEST_MCG_SETUP_PLAIN);
  tc_test_input_click (tc_test_mcg_part ("pile", 0));
  tc_test_mcg_enter_line ("c");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);

  tc_test_input_type ("w1");
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);
  g_assert_cmpstr (tc_test_mcg_text_of ("prompt-entry"), ==, "");
  tc_test_mcg_enter_line ("w1");
  tc_test_mcg_assert_saved (3, "{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"wood-1\"}");
}

static TcMcgPaymentDialog *
open_payment (guint craft_pile)
{
  TcMcgPaymentDialog *dialog;

  tc_test_input_click (tc_test_find_widget (tc_test_mcg_part ("craft", craft_pile - 1), GTK_TYPE_BUTTON));
  dialog = TC_MCG_PAYMENT_DIALOG (tc_test_find_toplevel (TC_TYPE_MCG_PAYMENT_DIALOG));
  g_assert_nonnull (dialog);

  return dialog;
}

/* "wood-3 iron-1 axe:wood-axe": the toggles selected in @dialog. */
static char *
selected (TcMcgPaymentDialog *dialog)
{
  GPtrArray *toggles = tc_mcg_payment_dialog_get_toggles (dialog);
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
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mcg-axe.json");
  guint n = tc_test_mcg_n_saved ();
  TcMcgPaymentDialog *dialog = open_payment (2);
  g_autofree char *proposed = selected (dialog);
  g_autofree char *with_axe = NULL;
  g_autofree char *again = NULL;
  GtkWidget *stone;

  g_assert_cmpstr (proposed, ==, "Wood 3 Iron 1");
  g_assert_nonnull (tc_mcg_payment_dialog_get_tools_button (dialog));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (tc_mcg_payment_dialog_get_tools_button (dialog))), ==,
                   "Pay _with Iron 1, Wood Axe instead");
  tc_test_input_click (tc_mcg_payment_dialog_get_tools_button (dialog));
  with_axe = selected (dialog);
  g_assert_cmpstr (with_axe, ==, "Iron 1 Wood Axe (2 wood)");

  tc_test_input_key (GDK_KEY_Escape, 0);
  tc_test_window_iterate ();
  g_assert_null (tc_test_find_toplevel (TC_TYPE_MCG_PAYMENT_DIALOG));
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
  tc_test_mcg_assert_saved (n, "{\"type\":\"craft\",\"seat\":2,\"source\":{\"craft_pile\":2},\"pay\":[\"wood-3\",\"iron-1\"]}");
}

/* The shovel's "whom": Escape chooses no one, Enter the seat focused. */
static void
test_shovel_whom_keys (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mcg-axe.json");
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
  tc_test_input_scroll (10);
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
  tc_test_mcg_assert_saved (n + 2, "{\"type\":\"use_tool\",\"seat\":2,\"tool\":\"iron-shovel\",\"target\":1}");
}

/* In a review, read-only, the shovel's "Use … on…" is greyed like the
 * pickaxe's and hoe's buttons: it offers no menu that would change the game.
 */
static void
test_review_tools_insensitive (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "mcg-shovel.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  TcTableView *table;
  GtkWidget *shovel;

  g_assert_true (tc_window_review_file (window, file));
  tc_test_window_iterate ();
  table = tc_review_view_get_table_view (tc_window_get_review_view (window));
  g_assert_true (tc_table_view_get_read_only (table));
  shovel = tc_test_mcg_find_button (tc_test_mcg_find (GTK_WIDGET (table), "seat", 1), "Use Iron Shovel on…");
  g_assert_nonnull (shovel);
  g_assert_false (gtk_widget_is_sensitive (shovel));
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_mcg_init (&window);

  tc_test_window_add_alone ("/app/mcg-forms/card-picker-keys", test_card_picker_keys);
  tc_test_window_add_alone ("/app/mcg-forms/review-tools-insensitive", test_review_tools_insensitive);
  tc_test_window_add_alone ("/app/mcg-forms/creeper-keys", test_creeper_keys);
  tc_test_window_add_alone ("/app/mcg-forms/payment-spares-the-axe", test_payment_spares_the_axe);
  tc_test_window_add_alone ("/app/mcg-forms/shovel-whom-keys", test_shovel_whom_keys);

  return tc_test_window_run ();
}
