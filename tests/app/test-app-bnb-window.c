/* test-app-bnb-window.c: a Builders & Biomes game to its end in the window
 *
 * The game is tests/scenarios/bnb-end.json, whose outcome was worked out
 * by hand from the spec (tests/scenarios/bnb-end.expected.json): both
 * players end on 30 XP, and Ana wins on blocks held, 21 to 17. The window
 * opens it before round C is scored; the two scoring choices are clicked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <json-glib/json-glib.h>
#include <string.h>

#include "tc-bgstats.h"
#include "tc-bgstats-dialog.h"
#include "tc-bnb-tile-form.h"
#include "tc-entry-editor.h"
#include "tc-error.h"
#include "tc-game-page.h"
#include "tc-library.h"
#include "tc-review-view.h"
#include "tc-test-bnb.h"
#include "tc-test-window.h"
#include "tc-window.h"

/* Entries 80 and 81 score round C, 82 is a note: the window is left to
 * enter the first two.
 */
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
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not contain “%s”", text, part);
}

/* bnb-end.json up to the end of the last turn, in the games folder. */
static GFile *
save_before_scoring (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "scenarios", "bnb-end.json", NULL);
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *path = g_build_filename (folder, "to-the-end.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonArray *entries;

  g_assert_true (json_parser_load_from_file (parser, source, NULL));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "entries");
  while (json_array_get_length (entries) > N_BEFORE_SCORING)
    json_array_remove_element (entries, N_BEFORE_SCORING);
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (json_generator_to_file (generator, path, NULL));

  return g_file_new_for_path (path);
}

/* The scoring choice whose button starts with @label. */
static GtkWidget *
choice (const char *label)
{
  for (guint i = 0; ; i++)
    {
      GtkWidget *button = tc_test_bnb_find (GTK_WIDGET (tc_window_get_game_page (window)), "choice", i);

      g_assert_nonnull (button);
      if (gtk_widget_get_visible (button) && g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (button)), label))
        return button;
    }
}

static void
test_to_the_end (void)
{
  g_autoptr(GFile) file = save_before_scoring ();
  TcGame *game;
  GtkWidget *dialog;

  g_assert_true (tc_window_open_file (window, file));
  tc_test_window_iterate ();
  game = tc_game_page_get_game (tc_window_get_game_page (window));
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, N_BEFORE_SCORING);
  g_assert_false (tc_game_is_finished (game));

  /* Round C counts a building type: each seat in turn, by its button,
   * which says what it gives (5 XP each, as worked out by hand).
   */
  g_assert_true (g_str_has_suffix (gtk_button_get_label (GTK_BUTTON (choice ("Bridge ("))), "= 5 XP"));
  g_signal_emit_by_name (choice ("Bridge ("), "clicked");
  tc_test_window_iterate ();
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, N_BEFORE_SCORING + 1);
  g_assert_true (g_str_has_suffix (gtk_button_get_label (GTK_BUTTON (choice ("Bridge ("))), "= 5 XP"));
  g_signal_emit_by_name (choice ("Bridge ("), "clicked");
  tc_test_window_iterate ();
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, N_BEFORE_SCORING + 2);
  g_assert_true (tc_game_is_finished (game));

  /* The winner and the standings, in XP. */
  dialog = part ("dialog", 0);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Ana Wins");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Ana wins with 30 XP, ahead on blocks held (21).\n\n"
                   "1. Ana — 30 XP\n2. Ben — 30 XP");

  /* It offers the game to BG Stats: the QR code of its link. */
  {
    g_autofree char *link = tc_bgstats_link (game);
    TcBgstatsDialog *send;

    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "bgstats");
    tc_test_window_iterate ();
    send = TC_BGSTATS_DIALOG (tc_test_find_toplevel (TC_TYPE_BGSTATS_DIALOG));
    g_assert_cmpstr (tc_bgstats_dialog_get_link (send), ==, link);
    gtk_window_destroy (GTK_WINDOW (send));
  }

  /* The table says it once: the game is over, then who won. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("prompt", 0))), ==, "The game is over");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("result", 0))), ==, "Ana wins with 30 XP, ahead on blocks held (21)");

  /* Saved as it ended: the file replays to the same end. */
  {
    g_autofree char *path = g_file_get_path (file);
    g_autoptr(TcGame) again = tc_game_load_file (path, NULL, NULL);

    g_assert_nonnull (again);
    g_assert_true (tc_game_is_finished (again));
    g_assert_cmpuint (tc_game_get_n_applied (again), ==, N_BEFORE_SCORING + 2);
  }

  /* The review opens at the end: the last scoring choice. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.review-current", NULL);
  tc_test_window_iterate ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (tc_window_get_stack (window)), ==, "review");
  g_assert_cmpuint (tc_review_view_get_position (tc_window_get_review_view (window)), ==, N_BEFORE_SCORING + 2);
}

/* A tile entered wrong is corrected in the form it was entered with:
 * entry 7 turned over a forest wood dwelling costing 2 wood, for 1 XP.
 */
static void
test_correct_tile (void)
{
  g_autoptr(GFile) file = save_before_scoring ();
  TcTableView *table;
  TcEntryEditor *editor;
  GtkWidget *form;
  TcBnbTileEntry tile;
  g_autoptr(TcEntry) corrected = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *object;
  g_autofree char *before = NULL;

  g_assert_true (tc_window_open_file (window, file));
  tc_test_window_iterate ();
  table = tc_game_page_get_table_view (tc_window_get_game_page (window));

  editor = tc_entry_editor_new (GTK_WINDOW (window), table, 6);
  form = tc_entry_editor_get_editor (editor);
  g_assert_true (TC_IS_BNB_TILE_FORM (form));
  g_assert_null (tc_entry_editor_get_editable (editor));
  tc_bnb_tile_form_get_tile (TC_BNB_TILE_FORM (form), &tile);
  g_assert_cmpint (tile.kind, ==, TC_BNB_TILE_BUILDING);
  g_assert_cmpint (tile.cost[0], ==, 2);
  g_assert_cmpint (tile.xp, ==, 1);

  /* The preview follows the form: 3 wood would make entry 28, which
   * builds that tile paying exactly 2 wood, illegal; 3 XP is legal.
   */
  before = g_strdup (tc_entry_editor_get_preview (editor));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tc_test_bnb_tile_part (form, "cost-0")), 3);
  assert_contains (tc_entry_editor_get_preview (editor), "Entry 28");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tc_test_bnb_tile_part (form, "cost-0")), 2);
  g_assert_cmpstr (tc_entry_editor_get_preview (editor), ==, before);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tc_test_bnb_tile_part (form, "xp")), 3);
  g_assert_cmpstr (tc_entry_editor_get_preview (editor), ==, before);

  corrected = tc_table_view_build_corrected_entry (table, 6, form, &error);
  g_assert_no_error (error);
  object = tc_entry_get_object (corrected);
  g_assert_cmpstr (json_object_get_string_member (object, "type"), ==, "reveal");
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (object, "stack"), 0), ==, 1);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (object, "stack"), 1), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "tile"), "xp"), ==, 3);
  gtk_window_destroy (GTK_WINDOW (editor));

  /* Entry 8's zombie corrected to an orb mob: its XP per space is not
   * assumed, the correction waits for it.
   */
  editor = tc_entry_editor_new (GTK_WINDOW (window), table, 7);
  form = tc_entry_editor_get_editor (editor);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (tc_test_bnb_tile_part (form, "bonus-orb")),
                                TRUE);
  g_clear_pointer (&corrected, tc_entry_unref);
  g_clear_error (&error);
  corrected = tc_table_view_build_corrected_entry (table, 7, form, &error);
  g_assert_null (corrected);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Type the XP per space the orb gives");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tc_test_bnb_tile_part (form, "orb-xp")), 2);
  g_clear_error (&error);
  corrected = tc_table_view_build_corrected_entry (table, 7, form, &error);
  g_assert_no_error (error);
  g_assert_nonnull (corrected);
  object = json_object_get_object_member (tc_entry_get_object (corrected), "tile");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "orb"), "xp_per_space"), ==, 2);
  gtk_window_destroy (GTK_WINDOW (editor));

  /* Any other entry keeps the log's own text to correct. */
  editor = tc_entry_editor_new (GTK_WINDOW (window), table, 5);
  g_assert_nonnull (tc_entry_editor_get_editable (editor));
  gtk_window_destroy (GTK_WINDOW (editor));
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/bnb-window/to-the-end", test_to_the_end);
  tc_test_window_add_alone ("/app/bnb-window/correct-tile", test_correct_tile);

  return tc_test_window_run ();
}
