/* tc-test-mcg.c: playing the card game's table with real input in tests
 *
 * The window is driven by real clicks and keys (tc-test-input.h); what
 * the table recorded is read back from the saved game file, as another
 * program would read it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */


#include "tc-game-page.h"
#include "tc-library.h"
#include "tc-new-game-dialog.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-window.h"

static TcWindow **window;

void
tc_test_mcg_init (TcWindow **program_window)
{
  window = program_window;
}

/* A new card game for @players (NULL-ended); its setup is still owed. */
TcTableView *
tc_test_mcg_start (const char *const *players)
{
  TcNewGameDialog *dialog = TC_NEW_GAME_DIALOG (tc_window_new_game (*window));

  tc_new_game_dialog_set_game (dialog, "minecraft-card-game");
  for (guint seat = 1; players[seat - 1] != NULL; seat++)
    tc_new_game_dialog_set_player (dialog, seat, players[seat - 1]);
  g_assert_true (tc_new_game_dialog_start (dialog));
  tc_test_window_iterate ();

  return tc_test_mcg_table ();
}

TcTableView *
tc_test_mcg_table (void)
{
  return tc_game_page_get_table_view (tc_window_get_game_page (*window));
}

/* The card game's table, part by part; the one place that names its
 * widgets' types.
 */
static const TcTestPart table_parts[] = {
  { "pile", .id = "piles_box", .type = "TcMcgPileButton" },
  { "craft", .id = "crafts_box", .type = "TcMcgCraftTile" },
  { "seat", .id = "seats_box", .type = "TcMcgSeatCard" },
  { "turn", .id = "turn_label" },
  { "prompt", .id = "prompt_label" },
  { "prompt-box", .id = "prompt_box" },
  { "prompt-area", .id = "prompt_area" },
  { "prompt-entry", .id = "prompt_entry" },
  { "hint", .id = "hint_label" },
  { "prompt-tools", .id = "tools_box" },
  { "picker", .id = "picker" },
  { "refusal", .id = "refusal/label" },
  { "why", .id = "refusal/why_button" },
  { "choices", .id = "choices_box" },
  { "chips", .id = "chips_box" },
  { "end-turn", .id = "end_turn_button" },
  { "discard", .id = "discard_label" },
};

/**
 * tc_test_mcg_find:
 * @root: the window, the game page or the card game's table view
 * @name: "pile", "craft", "seat" (with @index, 0-based), "turn",
 *   "prompt", "prompt-box" (the answers), "prompt-area" (its fixed
 *   place), "prompt-entry", "hint" (what may be done, said where the
 *   prompt stands while nothing is owed), "prompt-tools" (the active
 *   player's tools there), "picker" (the card picker),
 *   "refusal" (why typed cards were refused), "why", "choices" (the
 *   TNT's and the creeper's answers), "chips" (a reveal's choices),
 *   "end-turn", "discard", or a part of the page (tc_test_find_game_part())
 *
 * Returns: (nullable): the part under @root
 */
GtkWidget *
tc_test_mcg_find (GtkWidget  *root,
                  const char *name,
                  guint       index)
{
  return tc_test_find_game_part (root, table_parts, G_N_ELEMENTS (table_parts), name, index);
}

GtkWidget *
tc_test_mcg_part (const char *name,
                  guint       index)
{
  GtkWidget *part = tc_test_mcg_find (GTK_WIDGET (tc_test_mcg_table ()), name, index);

  g_assert_nonnull (part);
  return part;
}

/* Types @line at the focus, then Enter. */
void
tc_test_mcg_enter_line (const char *line)
{
  tc_test_input_type (line);
  tc_test_input_key (GDK_KEY_Return, 0);
}

/* The window drops a turn's end that comes within half a second of the
 * last entry, as a double click: a player's next End Turn waits that long.
 */
void
tc_test_mcg_wait_for_turn_end (void)
{
  g_usleep (550 * 1000);
  tc_test_window_iterate ();
}

static gboolean
has_label (GtkWidget  *widget,
           const char *label)
{
  if (GTK_IS_BUTTON (widget))
    return g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
  if (GTK_IS_MENU_BUTTON (widget))
    return g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)), label) == 0;

  return FALSE;
}

/* Depth-first from @widget: the first button labelled @label that comes
 * after @after (or any, when @after is %NULL).
 */
static GtkWidget *
find_after (GtkWidget   *widget,
            const char  *label,
            GtkWidget  **after)
{
  if (has_label (widget, label))
    {
      if (*after == NULL)
        return widget;
      if (*after == widget)
        *after = NULL;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_after (child, label, after);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The first button under @widget labelled @label. */
GtkWidget *
tc_test_mcg_find_button (GtkWidget  *widget,
                         const char *label)
{
  GtkWidget *after = NULL;

  return find_after (widget, label, &after);
}

/* The next button under @widget labelled @label after @button. */
GtkWidget *
tc_test_mcg_find_next_button (GtkWidget  *widget,
                              GtkWidget  *button,
                              const char *label)
{
  return find_after (widget, label, &button);
}

/* The game file in the games folder: the one game of the test. */
static char *
find_saved_file (void)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  char *found = NULL;
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      {
        g_assert_null (found);
        found = g_build_filename (folder, name, NULL);
      }
  g_assert_nonnull (found);

  return found;
}

/* Returns: (transfer full): the entries of the saved file */
JsonArray *
tc_test_mcg_saved_entries (void)
{
  g_autofree char *path = find_saved_file ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "tablecraft-log");

  return json_array_ref (json_object_get_array_member (root, "entries"));
}

guint
tc_test_mcg_n_saved (void)
{
  g_autoptr(JsonArray) entries = tc_test_mcg_saved_entries ();

  return json_array_get_length (entries);
}

/* Returns: entry @index of the saved file as compact JSON, without the
 * time it was made at
 */
char *
tc_test_mcg_saved_entry (guint index)
{
  g_autoptr(JsonArray) entries = tc_test_mcg_saved_entries ();
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;

  g_assert_cmpuint (index, <, json_array_get_length (entries));
  node = json_node_copy (json_array_get_element (entries, index));
  object = json_node_get_object (node);
  json_object_remove_member (object, "time");

  return json_to_string (node, FALSE);
}

/* The text of a label or entry of the table: its part @name. */
const char *
tc_test_mcg_text_of (const char *name)
{
  GtkWidget *widget = tc_test_mcg_part (name, 0);

  return GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget))
                               : gtk_editable_get_text (GTK_EDITABLE (widget));
}

/* Entry @index of the saved file is @json (compact, without its time). */
void
tc_test_mcg_assert_saved (guint       index,
                          const char *json)
{
  g_autofree char *entry = tc_test_mcg_saved_entry (index);

  g_assert_cmpstr (entry, ==, json);
}
