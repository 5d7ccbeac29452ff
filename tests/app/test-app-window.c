/* test-app-window.c: a whole game driven through the window's actions
 *
 * Each step checks what the widgets show. The expected texts were worked
 * out by hand from the rules (shared/specs/mcg-log-v1.md), not copied from
 * the program's output.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tc-application.h"
#include "tc-entry-editor.h"
#include "tc-game-page.h"
#include "tc-library.h"
#include "tc-mcg-craft-tile.h"
#include "tc-mcg-payment-dialog.h"
#include "tc-mcg-pile-button.h"
#include "tc-mcg-seat-card.h"
#include "tc-new-game-dialog.h"
#include "tc-review-view.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-parts.h"
#include "tc-test-window.h"
#include "tc-toast.h"
#include "tc-window.h"

static TcApplication *app;
static TcWindow *window;

static TcGamePage *
view (void)
{
  return tc_window_get_game_page (window);
}

/* The card game's own table, where its actions are installed. */
static GtkWidget *
table (void)
{
  return GTK_WIDGET (tc_game_page_get_table_view (view ()));
}

static GtkWidget *
part (const char *name,
      guint       index)
{
  GtkWidget *widget = tc_test_mcg_find (GTK_WIDGET (view ()), name, index);

  g_assert_nonnull (widget);
  return widget;
}

static const char *
label_text (const char *name)
{
  return gtk_label_get_text (GTK_LABEL (part (name, 0)));
}

static const char *
pile_top (guint pile)
{
  return tc_mcg_pile_button_get_top (TC_MCG_PILE_BUTTON (part ("pile", pile - 1)));
}

static const char *
hand_of (guint seat)
{
  return tc_mcg_seat_card_get_hand_text (TC_MCG_SEAT_CARD (part ("seat", seat - 1)));
}

static void
mine (guint pile)
{
  gtk_widget_activate_action (table (), "game.mine", "u", pile);
}

static void
submit (const char *text)
{
  tc_table_view_submit_text (tc_game_page_get_table_view (view ()), text);
}

static void
assert_contains (const char *text,
                 const char *part_text)
{
  if (strstr (text, part_text) == NULL)
    g_error ("“%s” does not contain “%s”", text, part_text);
}

static gboolean
prompt_visible (void)
{
  return gtk_widget_get_visible (part ("prompt-box", 0));
}

static void
iterate (void)
{
  tc_test_window_iterate ();
}

static guint
n_entries (void)
{
  return tc_game_get_n_entries (tc_game_page_get_game (view ()));
}

static void
collect_toggles (GtkWidget *widget,
                 GPtrArray *toggles)
{
  if (GTK_IS_TOGGLE_BUTTON (widget))
    g_ptr_array_add (toggles, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_toggles (child, toggles);
}

/* Lets the window lay out what changed. */
static void
settle (void)
{
  for (guint i = 0; i < 10; i++)
    {
      g_usleep (10000);
      iterate ();
    }
}

/* Where @widget's top left corner is in the window. */
static graphene_point_t
position_of (GtkWidget *widget)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0), &point));
  return point;
}

/* The library is reachable from the start page, not only from the menu. */
static void
test_start_page_library (void)
{
  GtkWidget *button = tc_test_find_button (GTK_WIDGET (tc_window_get_start_page (window)), "_Saved Games");

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "library");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "start");
}

/* With three games to resume, New Game and Open stay on screen above
 * the list, also on a phone held sideways.
 */
static void
test_start_page_many_unfinished (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "mid-game.json", NULL);
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *contents = NULL;
  GtkWidget *start = GTK_WIDGET (tc_window_get_start_page (window));
  GtkWidget *new_game, *open;
  gsize length;

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("unfinished-%u.json", i);
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_assert_true (g_file_set_contents (path, contents, length, NULL));
    }

  /* A phone held sideways. */
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 360);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  for (guint tries = 0; tries < 200; tries++)
    {
      g_autoptr(GListModel) rows = gtk_widget_observe_children (tc_test_find_id (GTK_WIDGET (tc_window_get_start_page (window)), "games_list"));

      if (g_list_model_get_n_items (rows) >= 3)
        break;
      g_usleep (10000);
      iterate ();
    }
  settle ();

  new_game = tc_test_find_button (start, "_New Game");
  open = tc_test_find_button (start, "_Open…");
  g_assert_nonnull (new_game);
  g_assert_cmpfloat (position_of (new_game).y + gtk_widget_get_height (new_game), <=,
                     gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpfloat (position_of (open).y + gtk_widget_get_height (open), <=,
                     gtk_widget_get_height (GTK_WIDGET (window)));

  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("unfinished-%u.json", i);
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_unlink (path);
    }
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  settle ();
}

static void
test_new_game (void)
{
  TcNewGameDialog *dialog = TC_NEW_GAME_DIALOG (tc_window_new_game (window));

  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "start");

  /* One name is not enough: the engine refuses and the dialog stays. */
  tc_new_game_dialog_set_player (dialog, 1, "Ana");
  g_assert_false (tc_new_game_dialog_start (dialog));

  tc_new_game_dialog_set_player (dialog, 2, "Ben");
  tc_new_game_dialog_set_player (dialog, 3, "Cy");
  tc_new_game_dialog_set_first (dialog, 1);
  g_assert_true (tc_new_game_dialog_start (dialog));

  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "game");
  g_assert_true (prompt_visible ());
  assert_contains (label_text ("prompt"), "Set up the table");
  assert_contains (label_text ("prompt"), "Ana starts");
  g_assert_cmpstr (label_text ("turn"), ==, "Setting up");
}

static void
test_setup (void)
{
  GtkEditable *entry = GTK_EDITABLE (part ("prompt-entry", 0));
  int start, end;

  /* Four craft cards missing: nothing is entered, and the prompt says
   * why under the text, which stays selected to be typed again.
   */
  submit ("w2 w3 s1 t w1");
  g_assert_cmpuint (n_entries (), ==, 0);
  g_assert_true (gtk_widget_get_visible (part ("refusal", 0)));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("refusal", 0))), ==,
                   "Type 5 resource cards and 4 craft cards; you typed 5 and 0");
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "w2 w3 s1 t w1");
  g_assert_true (gtk_editable_get_selection_bounds (entry, &start, &end));
  g_assert_cmpint (start, ==, 0);
  g_assert_cmpint (end, ==, strlen ("w2 w3 s1 t w1"));

  /* The next refusal replaces it; typing takes it away. */
  submit ("w2 zz");
  assert_contains (gtk_label_get_text (GTK_LABEL (part ("refusal", 0))), "“zz” is not a card");
  gtk_editable_set_text (entry, "w");
  g_assert_false (gtk_widget_get_visible (part ("refusal", 0)));

  submit ("w2 w3 s1 t w1 wood-hoe wood-pickaxe stone-hoe iron-sword");
  g_assert_cmpuint (n_entries (), ==, 1);
  /* The Enter that finished the setup, repeated onto End Turn, does not
   * end Ana's turn before it began.
   */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == part ("end-turn", 0));
  gtk_widget_activate_action (table (), "game.end-turn", NULL);
  g_assert_cmpuint (n_entries (), ==, 1);
  g_assert_cmpstr (label_text ("turn"), ==, "Ana’s turn — 2 actions left");
  g_assert_false (prompt_visible ());
  g_assert_cmpstr (pile_top (1), ==, "wood-2");
  g_assert_cmpstr (pile_top (4), ==, "tnt");
  g_assert_true (gtk_widget_get_sensitive (part ("pile", 0)));
  g_assert_cmpstr (tc_mcg_seat_card_get_points_text (TC_MCG_SEAT_CARD (part ("seat", 0))), ==, "0 / 20 points");
  /* Ana holds nothing: the engine's advice says what she lacks. */
  g_assert_cmpstr (tc_mcg_craft_tile_get_payment (TC_MCG_CRAFT_TILE (part ("craft", 0))), ==, "Ana is short by 2 wood");
}

static void
test_mine_and_reveal (void)
{
  graphene_point_t before, after;

  /* The prompt comes and goes in a place of its own: the piles, the
   * players' targets, stay where they were.
   */
  settle ();
  before = position_of (part ("pile", 0));
  mine (1);
  settle ();
  after = position_of (part ("pile", 0));
  g_assert_cmpfloat (before.y, ==, after.y);
  g_assert_cmpfloat (before.x, ==, after.x);
  g_assert_true (prompt_visible ());
  assert_contains (label_text ("prompt"), "resource pile 1");
  /* Typing goes straight to the prompt: key 1, then "w3" and Enter. */
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), part ("prompt-entry", 0)) ||
                 gtk_window_get_focus (GTK_WINDOW (window)) == part ("prompt-entry", 0));
  /* While a reveal is owed nothing else can be entered. */
  g_assert_false (gtk_widget_get_sensitive (part ("pile", 1)));
  g_assert_nonnull (gtk_widget_get_tooltip_text (part ("pile", 1)));
  g_assert_false (g_str_has_prefix (gtk_widget_get_tooltip_text (part ("pile", 1)), "Mine pile"));
  g_assert_false (gtk_widget_is_sensitive (part ("end-turn", 0)));
  g_assert_null (pile_top (1));
  g_assert_cmpstr (hand_of (1), ==, "Wood 2");

  /* Mining anyway is refused by the engine, without a new entry. */
  mine (2);
  g_assert_cmpuint (n_entries (), ==, 2);

  submit ("w3");
  g_assert_false (prompt_visible ());
  g_assert_cmpstr (pile_top (1), ==, "wood-3");
  /* Then the focus leaves the entry, so that keys 1–5 mine and Enter ends the turn. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == part ("end-turn", 0));
  g_assert_cmpstr (label_text ("turn"), ==, "Ana’s turn — 1 action left");

  mine (2);
  submit ("w1");
  g_assert_cmpstr (hand_of (1), ==, "Wood 2, Wood 3");
  /* Nothing left to do: the app ends the turn itself. */
  g_assert_cmpuint (n_entries (), ==, 6);
  g_assert_cmpstr (label_text ("turn"), ==, "Ben’s turn — 2 actions left");
}

/* The inline button of card @id in the front reveal's choices. */
static GtkWidget *
find_reveal_choice (GtkWidget  *widget,
                    const char *id)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "tc-id"), id) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_reveal_choice (child, id);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* What a mouse click does; gtk_widget_activate() would wait for a timer. */
static void
click (GtkWidget *button)
{
  g_signal_emit_by_name (button, "clicked");
}

static GtkWidget *
reveal_choice (const char *id)
{
  GtkWidget *button = find_reveal_choice (part ("chips", 0), id);

  g_assert_nonnull (button);
  return button;
}

/* The count badge in the corner of a reveal chip, or %NULL. */
static const char *
badge_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "reveal-count"))
    return gtk_label_get_text (GTK_LABEL (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *found = badge_text (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Two mines in four clicks, and the app ends the turn. Ben's table after Ana's
 * turn: piles w3 w1 s1 t w1, Ana holds w2 w3. The deck has 10 Wood 2
 * and 8 Wood 1; only the one in Ana's hand and the two pile tops are
 * known, so 9 and 6 can remain. Undone afterwards.
 */
static void
test_two_mines_four_clicks (void)
{
  guint n = n_entries ();

  g_assert_cmpstr (label_text ("turn"), ==, "Ben’s turn — 2 actions left");

  click (part ("pile", 0));
  /* A resource pile offers resource cards only. */
  g_assert_null (find_reveal_choice (part ("chips", 0), "wood-hoe"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (reveal_choice ("wood-2")), ==, "Wood 2, 9 can remain");
  g_assert_cmpstr (badge_text (reveal_choice ("wood-2")), ==, "9");
  click (reveal_choice ("wood-2"));
  g_assert_cmpstr (pile_top (1), ==, "wood-2");

  click (part ("pile", 2));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (reveal_choice ("wood-1")), ==, "Wood 1, 6 can remain");
  g_assert_cmpstr (badge_text (reveal_choice ("wood-1")), ==, "6");
  click (reveal_choice ("wood-1"));

  /* The app ended the spent turn. */
  g_assert_cmpuint (n_entries (), ==, n + 5);
  g_assert_false (prompt_visible ());
  g_assert_cmpstr (pile_top (3), ==, "wood-1");
  g_assert_cmpstr (hand_of (2), ==, "Wood 3, Stone 1");
  g_assert_cmpstr (label_text ("turn"), ==, "Cy’s turn — 2 actions left");

  for (guint i = 0; i < 5; i++)
    gtk_widget_activate_action (GTK_WIDGET (view ()), "game.undo", NULL);
  g_assert_cmpuint (n_entries (), ==, n);
  g_assert_cmpstr (pile_top (1), ==, "wood-3");
  g_assert_cmpstr (label_text ("turn"), ==, "Ben’s turn — 2 actions left");
}

static void
test_creeper_attack (void)
{
  graphene_point_t before;
  GtkWidget *button;
  guint n;

  mine (5);
  submit ("c");
  /* Ana (Wood 2, Wood 3) and Ben (Wood 1) owe; Cy has no card. */
  assert_contains (label_text ("prompt"), "creeper");
  assert_contains (label_text ("prompt"), "Ana");
  assert_contains (label_text ("prompt"), "Ben");
  g_assert_null (strstr (label_text ("prompt"), "Cy"));

  /* Ana answers by typing, Ben with the button of his only card, which
   * stays where it was while Ana's answer greys hers.
   */
  settle ();
  button = tc_test_find_button (part ("choices", 0), "Wood 1");
  g_assert_nonnull (button);
  before = position_of (button);
  submit ("w2");
  g_assert_cmpstr (hand_of (1), ==, "Wood 3");
  settle ();
  button = tc_test_find_button (part ("choices", 0), "Wood 1");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_cmpfloat (position_of (button).x, ==, before.x);
  g_assert_cmpfloat (position_of (button).y, ==, before.y);
  g_assert_false (gtk_widget_is_sensitive (tc_test_find_button (part ("choices", 0), "Wood 3")));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpstr (hand_of (2), ==, "No cards in hand");

  assert_contains (label_text ("prompt"), "resource pile 5");
  submit ("w2");
  mine (3);
  submit ("s2");
  /* Each turn's actions spent, the app ends it. */

  mine (1);
  submit ("w1");
  mine (2);
  submit ("x1");
  g_assert_cmpstr (label_text ("turn"), ==, "Ana’s turn — 2 actions left");
  g_assert_cmpstr (hand_of (3), ==, "Wood 1, Wood 3");

  /* The second of a double click on End Turn does not end Ana's turn
   * before it began.
   */
  n = n_entries ();
  gtk_widget_activate_action (table (), "game.end-turn", NULL);
  g_assert_cmpuint (n_entries (), ==, n);
  g_assert_cmpstr (label_text ("turn"), ==, "Ana’s turn — 2 actions left");
}

static void
test_craft_with_advice (void)
{
  TcMcgPaymentDialog *dialog;

  g_assert_cmpstr (tc_mcg_craft_tile_get_payment (TC_MCG_CRAFT_TILE (part ("craft", 0))), ==, "Ana can pay");
  g_assert_cmpstr (tc_mcg_craft_tile_get_payment (TC_MCG_CRAFT_TILE (part ("craft", 1))), ==, "Ana is short by 2 wood");

  gtk_widget_activate_action (table (), "game.craft", "u", 1);
  dialog = TC_MCG_PAYMENT_DIALOG (part ("dialog", 0));
  /* Prefilled: her one card, Wood 3, covers the 2 wood. */
  g_assert_cmpuint (tc_mcg_payment_dialog_get_toggles (dialog)->len, ==, 1);
  g_assert_true (gtk_toggle_button_get_active (g_ptr_array_index (tc_mcg_payment_dialog_get_toggles (dialog), 0)));
  g_assert_cmpstr (tc_mcg_payment_dialog_get_status (dialog), ==, "This payment covers the recipe");

  /* Unticked, the live line says what is missing. */
  gtk_toggle_button_set_active (g_ptr_array_index (tc_mcg_payment_dialog_get_toggles (dialog), 0), FALSE);
  g_assert_cmpstr (tc_mcg_payment_dialog_get_status (dialog), ==, "Short by 2 wood");
  gtk_toggle_button_set_active (g_ptr_array_index (tc_mcg_payment_dialog_get_toggles (dialog), 0), TRUE);

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "craft");
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_cmpstr (tc_mcg_seat_card_get_points_text (TC_MCG_SEAT_CARD (part ("seat", 0))), ==, "1 / 20 points");
  g_assert_cmpstr (hand_of (1), ==, "No cards in hand");
  assert_contains (label_text ("prompt"), "craft pile 1");
  submit ("gold-hoe");
  g_assert_false (prompt_visible ());
}

static void
test_tnt (void)
{
  g_autoptr(GPtrArray) toggles = g_ptr_array_new ();
  guint n;

  mine (4);
  assert_contains (label_text ("prompt"), "TNT");
  /* Taken in pile order: Wood 1 (1), Wild 1 (2), Stone 2 (3), Wood 2 (5). */
  collect_toggles (part ("choices", 0), toggles);
  g_assert_cmpuint (toggles->len, ==, 4);
  g_assert_cmpstr (gtk_button_get_label (g_ptr_array_index (toggles, 1)), ==, "Wild 1");
  g_assert_cmpstr (gtk_button_get_label (g_ptr_array_index (toggles, 2)), ==, "Stone 2");

  /* Enter with nothing selected keeps nothing only if Keep None says so. */
  n = n_entries ();
  gtk_widget_activate_action (table (), "game.submit", NULL);
  g_assert_cmpuint (n_entries (), ==, n);
  assert_contains (label_text ("prompt"), "TNT");
  g_assert_nonnull (tc_test_find_button (part ("choices", 0), "Keep _None"));

  gtk_toggle_button_set_active (g_ptr_array_index (toggles, 1), TRUE);
  gtk_toggle_button_set_active (g_ptr_array_index (toggles, 2), TRUE);
  gtk_widget_activate_action (table (), "game.submit", NULL);

  g_assert_cmpstr (hand_of (1), ==, "Stone 2, Wild 1");
  /* Then the new tops, typed in pile order. */
  assert_contains (label_text ("prompt"), "resource pile 1, the new top card of resource pile 2");
  submit ("w2 s3 g1 i1 d1");
  g_assert_false (prompt_visible ());
  g_assert_cmpstr (pile_top (4), ==, "iron-1");
  g_assert_cmpstr (pile_top (5), ==, "diamond-1");
  /* The TNT was Ana's second action: the app ends her turn. */
  g_assert_cmpstr (label_text ("turn"), ==, "Ben’s turn — 2 actions left");
}

static void
test_tool (void)
{
  GtkWidget *button;
  GMenuModel *menu = tc_mcg_seat_card_get_tool_menu (TC_MCG_SEAT_CARD (part ("seat", 0)));

  /* Ana's hoe, used in Ben's turn: every top goes, five reveals owed. */
  /* The hoe is a button on Ana's card, not only in a menu. */
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 1);
  button = tc_test_find_button (part ("seat", 0), "Use Wood Hoe");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  assert_contains (tc_mcg_seat_card_get_tools_text (TC_MCG_SEAT_CARD (part ("seat", 0))), "(used)");
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 0);
  g_assert_true (prompt_visible ());
  g_assert_null (pile_top (1));

  submit ("w1 w1 w2 s1 i2");
  g_assert_false (prompt_visible ());
  g_assert_cmpstr (pile_top (1), ==, "wood-1");
  g_assert_cmpstr (pile_top (5), ==, "iron-2");
  g_assert_cmpstr (label_text ("turn"), ==, "Ben’s turn — 2 actions left");

  mine (1);
  submit ("w3");
  g_assert_cmpstr (hand_of (2), ==, "Wood 1, Stone 1");
}

static void
test_undo_redo (void)
{
  guint n = n_entries ();

  g_assert_cmpstr (gtk_widget_get_tooltip_text (part ("undo", 0)), ==, "Undo: Resource pile 1 shows Wood 3");
  gtk_widget_activate_action (GTK_WIDGET (view ()), "game.undo", NULL);
  g_assert_cmpuint (n_entries (), ==, n - 1);
  g_assert_null (pile_top (1));
  g_assert_true (prompt_visible ());
  g_assert_cmpstr (gtk_widget_get_tooltip_text (part ("redo", 0)), ==, "Redo: Resource pile 1 shows Wood 3");

  gtk_widget_activate_action (GTK_WIDGET (view ()), "game.redo", NULL);
  g_assert_cmpuint (n_entries (), ==, n);
  g_assert_cmpstr (pile_top (1), ==, "wood-3");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (part ("redo", 0)), ==, "Nothing to redo");

  /* Undo once more and leave it so: the redo list must survive a restart. */
  gtk_widget_activate_action (GTK_WIDGET (view ()), "game.undo", NULL);
  submit ("w3");
}

/* Index of the hoe's reveal on pile 1 ("w1"): the one before Ben's mine. */
static guint
find_hoe_reveal (void)
{
  TcGame *game = tc_game_page_get_game (view ());

  for (guint i = n_entries (); i-- > 0;)
    if (g_strcmp0 (tc_entry_get_kind (tc_game_get_entry (game, i)), "use_tool") == 0)
      return i + 1;

  g_assert_not_reached ();
}

static void
test_correction (void)
{
  guint index = find_hoe_reveal ();
  guint n = n_entries ();
  g_autofree char *undo_text = NULL;
  TcEntryEditor *editor;
  GtkWindow *conflict;
  const char *body;

  /* Pile 5's last reveal: iron-2 was really gold-2. Nothing conflicts:
   * Ben's mine and its reveal follow, and the editor says so first.
   */
  for (guint attempt = 0; attempt < 2; attempt++)
    {
      editor = tc_entry_editor_new (GTK_WINDOW (window), tc_game_page_get_table_view (view ()), index + 4);
      g_assert_cmpstr (gtk_editable_get_text (tc_entry_editor_get_editable (editor)), ==, "i2");
      gtk_editable_set_text (tc_entry_editor_get_editable (editor), "g2");
      g_assert_cmpstr (tc_entry_editor_get_preview (editor), ==,
                       "The 2 entries after it are checked again and stay legal. One Undo takes the correction back.");
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (editor), "apply");
      gtk_window_destroy (GTK_WINDOW (editor));
      g_assert_cmpstr (pile_top (5), ==, "gold-2");
      g_assert_cmpuint (n_entries (), ==, n);
      if (attempt == 1)
        break;

      /* One Undo takes it back; then it is made again. */
      undo_text = g_strdup_printf ("Undo: Correction of entry %u", index + 5);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (part ("undo", 0)), ==, undo_text);
      gtk_widget_activate_action (GTK_WIDGET (view ()), "game.undo", NULL);
      g_assert_cmpstr (pile_top (5), ==, "iron-2");
      g_assert_cmpuint (n_entries (), ==, n);
    }

  /* Pile 1 showed a creeper, not Wood 1: under a hoe it has no effect and
   * the pile owes another card, so Ben's mine of pile 1 becomes illegal.
   */
  editor = tc_entry_editor_new (GTK_WINDOW (window), tc_game_page_get_table_view (view ()), index);
  gtk_editable_set_text (tc_entry_editor_get_editable (editor), "c");
  assert_contains (tc_entry_editor_get_preview (editor), "(“Ben mines pile 1 (Wood 1)”) would become illegal");
  gtk_editable_set_text (tc_entry_editor_get_editable (editor), "zz");
  assert_contains (tc_entry_editor_get_preview (editor), "“zz” is not a card");
  gtk_editable_set_text (tc_entry_editor_get_editable (editor), "c");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (editor), "apply");
  conflict = tc_entry_editor_get_conflict_dialog (editor);
  g_assert_nonnull (conflict);
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (conflict));
  assert_contains (body, "Ben mines pile 1");
  g_assert_cmpuint (n_entries (), ==, n);
  g_assert_cmpstr (pile_top (1), ==, "wood-3");

  /* Dropping the mine makes Wood 3 the answer to the owed reveal. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (conflict), "drop");
  gtk_window_destroy (conflict);
  gtk_window_destroy (GTK_WINDOW (editor));
  g_assert_cmpuint (n_entries (), ==, n - 1);
  g_assert_cmpstr (pile_top (1), ==, "wood-3");
  g_assert_cmpstr (hand_of (2), ==, "Stone 1");
  g_assert_cmpstr (label_text ("turn"), ==, "Ben’s turn — 2 actions left");
}

static void
test_resume_after_restart (void)
{
  g_autofree char *before = tc_game_to_data (tc_game_page_get_game (view ()));
  g_autofree char *turn = g_strdup (label_text ("turn"));
  g_autofree char *broken = g_build_filename (g_get_user_data_dir (), "io.github.tablecraft.Tablecraft", "games",
                                              "broken.json", NULL);
  g_autofree char *broken_after = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GListModel) rows = NULL;
  GtkWidget *row = NULL;

  /* A damaged file in the folder is listed, never touched. */
  g_assert_true (g_file_set_contents (broken, "{ not json", -1, NULL));

  tc_test_window_reopen ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "start");

  /* The start page lists what the library read in the background. */
  while (tc_library_view_get_loading (tc_window_get_library_view (window)))
    g_main_context_iteration (NULL, TRUE);
  rows = gtk_widget_observe_children (tc_test_find_id (GTK_WIDGET (tc_window_get_start_page (window)), "games_list"));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GtkWidget) item = g_list_model_get_item (rows, i);

      if (gtk_widget_get_sensitive (item))
        {
          row = item;
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (item)), ==, "Ana, Ben, Cy");
          /* The correction left Ben to play with nothing owed. */
          assert_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (item)), "\nBen’s turn");
          g_assert_null (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (item)), "owes"));
        }
      else
        assert_contains (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (item)), "broken.json cannot be read");
    }

  g_assert_nonnull (row);
  gtk_widget_activate (row);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "game");
  after = tc_game_to_data (tc_game_page_get_game (view ()));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (label_text ("turn"), ==, turn);
  g_assert_cmpstr (pile_top (1), ==, "wood-3");

  g_assert_true (g_file_get_contents (broken, &broken_after, NULL, NULL));
  g_assert_cmpstr (broken_after, ==, "{ not json");
}

/* Ctrl+Z and Ctrl+Shift+Z reach the game before the focused code entry
 * can take them for its own typing.
 */
static void
test_undo_keys_before_entry (void)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view ()));
  gboolean undo = FALSE, redo = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_CAPTURE)
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          const char *name = GTK_IS_NAMED_ACTION (action) ? gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)) : NULL;

          undo |= g_str_equal (trigger, "<Control>z") && g_strcmp0 (name, "game.undo") == 0;
          redo |= g_str_equal (trigger, "<Shift><Control>z") && g_strcmp0 (name, "game.redo") == 0;
        }
    }

  g_assert_true (undo);
  g_assert_true (redo);
}

/* The screen does not lock while a live game is shown, and may again
 * once the table leaves it.
 */
static void
test_keeps_awake (void)
{
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "game");
  g_assert_true (tc_window_is_keeping_awake (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_false (tc_window_is_keeping_awake (window));
  gtk_stack_set_visible_child_name (tc_window_get_stack (window), "game");
  g_assert_true (tc_window_is_keeping_awake (window));
}

static void
test_entries_have_time (void)
{
  TcGame *game = tc_game_page_get_game (view ());

  for (guint i = 0; i < n_entries (); i++)
    {
      const char *time = tc_entry_get_time (tc_game_get_entry (game, i));

      g_assert_nonnull (time);
      g_assert_true (g_str_has_suffix (time, "Z"));
    }
}

static void
test_game_over (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "app", "almost-won.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *original = NULL;
  g_autofree char *after = NULL;
  GtkWidget *dialog;

  g_assert_true (g_file_get_contents (path, &original, NULL, NULL));
  g_assert_true (tc_window_open_file (window, file));
  iterate ();
  g_assert_cmpstr (label_text ("turn"), ==, "Ben’s turn — 1 action left");
  g_assert_cmpstr (tc_mcg_seat_card_get_points_text (TC_MCG_SEAT_CARD (part ("seat", 1))), ==, "23 / 24 points");

  /* The winning craft is the one redo entry of the file. */
  gtk_widget_activate_action (GTK_WIDGET (view ()), "game.redo", NULL);
  g_assert_cmpstr (label_text ("turn"), ==, "Ben wins with 28 points");
  /* The prompt's place says so too, not an empty box. */
  g_assert_cmpstr (label_text ("hint"), ==, "The game is over");
  dialog = part ("dialog", 0);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Ben Wins");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "1. Ben — 28 points\n2. Ana — 18 points");
  /* Only notes are legal now: mining is refused and explained. */
  g_assert_false (gtk_widget_get_sensitive (part ("pile", 0)));

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "review");
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (part ("flap", 0))));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* A file opened from elsewhere is never written: the game went to the
   * games folder instead.
   */
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, original);
  g_assert_true (g_str_has_prefix (tc_game_page_get_path (view ()), g_get_user_data_dir ()));
  g_assert_true (g_file_test (tc_game_page_get_path (view ()), G_FILE_TEST_IS_REGULAR));
}

/* A game opened from elsewhere is offered a place in Saved Games before
 * its first change; kept, it is saved there and the file stays as it was.
 */
static void
test_keep_opened_file (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "mid-game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  g_autofree char *original = NULL;
  g_autofree char *after = NULL;
  g_autoptr(TcGame) kept = NULL;
  AdwToast *toast;

  g_assert_true (g_file_get_contents (source, &original, NULL, NULL));
  g_assert_true (tc_window_open_file (window, file));
  toast = tc_game_page_get_last_toast (view ());
  g_assert_nonnull (toast);
  g_assert_cmpstr (tc_toast_get_text (toast), ==, "Not in Saved Games");
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Keep It There");
  g_assert_false (g_file_test (tc_game_page_get_path (view ()), G_FILE_TEST_EXISTS));

  gtk_widget_activate_action (GTK_WIDGET (view ()), "game.keep", NULL);
  kept = tc_game_load_file (tc_game_page_get_path (view ()), NULL, NULL);
  g_assert_nonnull (kept);
  g_assert_cmpuint (tc_game_get_n_entries (kept), ==, n_entries ());
  g_assert_true (g_file_get_contents (source, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, original);
}

/* Every button shown under @widget is a touch target of 44 × 44 px. */
static guint
check_touch_targets (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;

  if (GTK_IS_BUTTON (widget))
    {
      if (gtk_widget_get_width (widget) < 44 || gtk_widget_get_height (widget) < 44)
        g_error ("a %s of %d × %d px (%s)", G_OBJECT_TYPE_NAME (widget),
                 gtk_widget_get_width (widget), gtk_widget_get_height (widget),
                 GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL ?
                 gtk_button_get_label (GTK_BUTTON (widget)) : "no label");
      n++;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += check_touch_targets (child);

  return n;
}

/* On a phone (360 px) the five resource piles stay side by side, all of
 * each on the screen, and every button of the table can be touched.
 */
static void
test_narrow_piles (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "mid-game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  double top = 0;
  int width;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 800);
  g_assert_true (tc_window_open_file (window, file));
  settle ();
  width = gtk_widget_get_width (GTK_WIDGET (window));
  g_assert_cmpint (width, <=, 360);

  for (guint pile = 0; pile < 5; pile++)
    {
      GtkWidget *button = part ("pile", pile);
      graphene_point_t corner = position_of (button);

      g_assert_cmpfloat (corner.x, >=, 0);
      g_assert_cmpfloat (corner.x + gtk_widget_get_width (button), <=, width);
      if (pile == 0)
        top = corner.y;
      g_assert_cmpfloat (corner.y, ==, top);
    }

  g_assert_cmpuint (check_touch_targets (table ()), >, 10);
}

/* On a phone the review puts its list of entries above the table, which
 * keeps the window's width; beside it the table was squeezed out of view.
 */
static void
test_narrow_review (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "mid-game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  TcReviewView *review = tc_window_get_review_view (window);
  GtkWidget *table;

  /* A phone's window is that narrow before the review opens. */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 800);
  settle ();
  g_assert_true (tc_window_review_file (window, file));
  settle ();
  table = GTK_WIDGET (tc_review_view_get_table_view (review));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_cmpint (gtk_widget_get_width (table), ==, gtk_widget_get_width (GTK_WIDGET (review)));
  g_assert_cmpfloat (position_of (table).y, >, 150);

  /* Wide again, the list is beside the table. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  settle ();
  g_assert_cmpint (gtk_widget_get_width (table), <, gtk_widget_get_width (GTK_WIDGET (review)) - 300);
}

/* The craft piles are four in a row or two by two, never three and one,
 * at any width from a phone to a desktop.
 */
static void
test_craft_piles_grid (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "mid-game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  const int widths[] = { 360, 480, 600, 720, 840, 960, 1100, 1280 };

  g_assert_true (tc_window_open_file (window, file));
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      double tops[4];
      guint in_first_row = 0;

      gtk_window_set_default_size (GTK_WINDOW (window), widths[w], 800);
      /* Under load the X server takes its time to resize the window:
       * the piles are looked at once its width has stopped changing. */
      for (int before = -1, i = 0; i < 200 && gtk_widget_get_width (GTK_WIDGET (window)) != before; i++)
        {
          before = gtk_widget_get_width (GTK_WIDGET (window));
          settle ();
        }
      for (guint pile = 0; pile < 4; pile++)
        tops[pile] = position_of (part ("craft", pile)).y;
      for (guint pile = 0; pile < 4; pile++)
        in_first_row += tops[pile] == tops[0];

      g_test_message ("%d px: %u craft piles in the first row", widths[w], in_first_row);
      g_assert_true (in_first_row == 4 || in_first_row == 2);
      if (in_first_row == 2)
        g_assert_cmpfloat (tops[2], ==, tops[3]);
    }
}

/* The open editor of an entry, if any. */
static TcEntryEditor *
find_entry_editor (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (TC_IS_ENTRY_EDITOR (toplevel))
        return TC_ENTRY_EDITOR (toplevel);
    }

  return NULL;
}

/* A finished game reviewed from Saved Games can be corrected: Correct…
 * opens it and its editor; taking the winning craft out reopens the
 * game, and the file says so too.
 */
static void
test_correct_from_review (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "app", "almost-won.json", NULL);
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *path = g_build_filename (folder, "almost-won.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TcGame) saved = NULL;
  g_autofree char *contents = NULL;
  TcReviewView *review = tc_window_get_review_view (window);
  TcEntryEditor *editor;
  gsize length;
  guint n;

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  g_assert_true (tc_window_open_file (window, file));
  gtk_widget_activate_action (GTK_WIDGET (view ()), "game.redo", NULL);
  g_assert_cmpstr (label_text ("turn"), ==, "Ben wins with 28 points");
  gtk_window_destroy (GTK_WINDOW (part ("dialog", 0)));
  n = n_entries ();

  g_assert_true (tc_window_review_file (window, file));
  tc_review_view_set_position (review, n);
  g_assert_null (find_entry_editor ());
  gtk_widget_activate_action (GTK_WIDGET (review), "review.correct", NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "game");
  editor = find_entry_editor ();
  g_assert_nonnull (editor);

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (editor), "remove");
  gtk_window_destroy (GTK_WINDOW (editor));
  g_assert_cmpuint (n_entries (), ==, n - 1);
  g_assert_cmpstr (label_text ("turn"), ==, "Ben’s turn — 1 action left");

  saved = tc_game_load_file (path, NULL, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (tc_game_get_n_entries (saved), ==, n - 1);
  g_assert_false (tc_game_is_finished (saved));
}

/* Writes @log with its players renamed to 64-character names, Latin and
 * Chinese, and returns the copy's path.
 */
static char *
write_with_long_names (const char *log)
{
  static const char *const names[] = {
    "Anastasia-Bartholomew-Constantine-Dorothea-Evangeline-Ferdinand1",
    "欧阳明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明明",
    "Wilhelmina Maximiliane Friederike von Hohenzollern-Sigmaringen!!",
  };
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, log, NULL);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "long-names.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonArray *players;

  g_assert_true (json_parser_load_from_file (parser, source, NULL));
  players = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "players");
  g_assert_cmpuint (json_array_get_length (players), <=, G_N_ELEMENTS (names));
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      g_assert_cmpuint (g_utf8_strlen (names[i], -1), ==, 64);
      json_node_set_string (json_array_get_element (players, i), names[i]);
    }
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, path, NULL));

  return g_steal_pointer (&path);
}

/* The narrowest the window can be with the game at @path open at the
 * table (@review FALSE) or in review.
 */
static int
minimum_width_with (const char *path,
                    gboolean    review)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  int minimum;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 800);
  if (review)
    g_assert_true (tc_window_review_file (window, file));
  else
    g_assert_true (tc_window_open_file (window, file));
  settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                      &minimum, NULL, NULL, NULL);

  return minimum;
}

/* Names of 64 characters, the most a game accepts, never widen the window:
 * not at the table, not in its log, not in review (a 64-character name in
 * the log's turn headers once made it 1038 px wide).
 */
static void
check_long_names_fit (const char *log)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, log, NULL);
  g_autofree char *path = write_with_long_names (log);

  for (guint review = 0; review < 2; review++)
    {
      int short_names = minimum_width_with (source, review);
      int long_names = minimum_width_with (path, review);

      g_assert_cmpint (short_names, <=, 370);
      g_assert_cmpint (long_names, ==, short_names);
    }
  g_unlink (path);
}

static void
test_long_names_card_game (void)
{
  check_long_names_fit ("app/mid-game.json");
}

static void
test_long_names_quartz (void)
{
  check_long_names_fit ("scenarios/quartz-round.json");
}

static void
test_long_names_bnb (void)
{
  check_long_names_fit ("scenarios/bnb-example.json");
}

/* One game played through the window, a case per step. */
static const TcTestStep script[] = {
  { "/app/window/new-game", test_new_game },
  { "/app/window/keeps-awake", test_keeps_awake },
  { "/app/window/undo-keys-before-entry", test_undo_keys_before_entry },
  { "/app/window/setup", test_setup },
  { "/app/window/mine-and-reveal", test_mine_and_reveal },
  { "/app/window/entries-have-time", test_entries_have_time },
  { "/app/window/two-mines-four-clicks", test_two_mines_four_clicks },
  { "/app/window/creeper-attack", test_creeper_attack },
  { "/app/window/craft-with-advice", test_craft_with_advice },
  { "/app/window/tnt", test_tnt },
  { "/app/window/tool", test_tool },
  { "/app/window/undo-redo", test_undo_redo },
  { "/app/window/correction", test_correction },
  { "/app/window/resume-after-restart", test_resume_after_restart },
};

/* Keyboard Shortcuts shows the card game's keys, under its title, over a
 * card game and not over Quartz; the keys every game shares over both.
 */
static void
test_shortcuts_of_game_shown (void)
{
  g_autoptr(GFile) quartz G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-mid-game.json");
  g_autofree char *over_quartz = tc_test_window_shortcut_titles ();
  g_autoptr(GFile) card_game G_GNUC_UNUSED = tc_test_window_open_saved ("mid-game.json");
  g_autofree char *over_card_game = tc_test_window_shortcut_titles ();

  g_assert_nonnull (strstr (over_quartz, "Undo\n"));
  g_assert_null (strstr (over_quartz, "Pick a card\n"));
  g_assert_null (strstr (over_quartz, "Minecraft Card Game?\n"));
  g_assert_nonnull (strstr (over_quartz, "Quartz: The Dice Game\n"));
  g_assert_nonnull (strstr (over_quartz, "Apply the sheet\n"));

  g_assert_nonnull (strstr (over_card_game, "Undo\n"));
  g_assert_nonnull (strstr (over_card_game, "Minecraft Card Game?\n"));
  g_assert_nonnull (strstr (over_card_game, "Pick a card\n"));
  g_assert_nonnull (strstr (over_card_game, "Mine resource pile 1–5\n"));
  g_assert_null (strstr (over_card_game, "Apply the sheet\n"));
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/window/start-page-library", test_start_page_library);
  tc_test_window_add_alone ("/app/window/start-page-many-unfinished", test_start_page_many_unfinished);
  tc_test_window_add_alone ("/app/window/game-over", test_game_over);
  tc_test_window_add_alone ("/app/window/correct-from-review", test_correct_from_review);
  tc_test_window_add_alone ("/app/window/keep-opened-file", test_keep_opened_file);
  tc_test_window_add_alone ("/app/window/narrow-piles", test_narrow_piles);
  tc_test_window_add_alone ("/app/window/narrow-review", test_narrow_review);
  tc_test_window_add_alone ("/app/window/craft-piles-grid", test_craft_piles_grid);
  tc_test_window_add_alone ("/app/window/long-names-card-game", test_long_names_card_game);
  tc_test_window_add_alone ("/app/window/long-names-quartz", test_long_names_quartz);
  tc_test_window_add_alone ("/app/window/long-names-bnb", test_long_names_bnb);
  tc_test_window_add_alone ("/app/window/shortcuts-of-game-shown", test_shortcuts_of_game_shown);
  tc_test_window_add_script (script, G_N_ELEMENTS (script));

  return tc_test_window_run ();
}
