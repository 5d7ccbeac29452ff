/* tc-test-bnb.c: what the Builders & Biomes widget tests share: the main
 * loop, the table's stylesheets, the worked example of bnb-log-v1.md §8,
 * logs saved for the window to open and read back, and scrolling a part
 * of the table into sight before a real click
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tc-library.h"
#include "tc-test-parts.h"

#include "tc-test-bnb.h"
#include "tc-window.h"
#include "tc-test-input.h"

#define N_SPACES 9   /* of a board */

void
tc_test_bnb_iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Lets the window lay out what changed. */
void
tc_test_bnb_settle (void)
{
  for (guint i = 0; i < 20; i++)
    {
      g_usleep (10000);
      tc_test_bnb_iterate ();
    }
}

/* The app's stylesheet (the touch targets of a narrow window) and the
 * table's, as the table view loads them.
 */
static void
load_style (void)
{
  const char *sheets[] = {
    "/io/github/tablecraft/Tablecraft/style.css",
    "/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-cube-view.css",
    "/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-map-view.css",
    "/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-panels.css",
    "/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-seat-card.css",
  };

  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

      gtk_css_provider_load_from_resource (provider, sheets[i]);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
}

/**
 * tc_test_bnb_example:
 * @rules: (out): its rules
 *
 * Returns: (transfer none): the worked example, all 34 entries applied,
 *   read once for the test program (the styles are loaded then too)
 */
TcGame *
tc_test_bnb_example (const TcBnbRules **rules)
{
  static TcGame *game;

  if (game == NULL)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "bnb-example.json", NULL);
      g_autoptr(GError) error = NULL;

      game = tc_game_load_file (path, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (tc_game_get_n_applied (game), ==, 34);
      g_assert_cmpuint (tc_ruleset_get_state_size (tc_game_get_ruleset (game)), ==, sizeof (TcBnbState));
      load_style ();
    }

  *rules = tc_bnb_ruleset_get_rules (TC_BNB_RULESET (tc_game_get_ruleset (game)));
  return game;
}

/**
 * tc_test_bnb_show_alone:
 * @window: (nullable) (transfer full): the window shown before, closed
 *
 * Shows @widget alone in a new window @width × @height, with the table's
 * margins and, below 600 px, the class TcWindow gives a phone's window
 * (every button a 44 px target).
 *
 * Returns: (transfer none): the new window
 */
GtkWindow *
tc_test_bnb_show_alone (GtkWindow *window,
                        GtkWidget *widget,
                        int        width,
                        int        height)
{
  if (window != NULL)
    gtk_window_destroy (window);

  window = GTK_WINDOW (gtk_window_new ());
  if (width < 600)
    gtk_widget_add_css_class (GTK_WIDGET (window), "narrow");
  gtk_window_set_default_size (window, width, height);
  gtk_widget_set_margin_start (widget, 12);
  gtk_widget_set_margin_end (widget, 12);
  gtk_widget_set_margin_top (widget, 12);
  gtk_widget_set_margin_bottom (widget, 12);
  gtk_window_set_child (window, widget);
  gtk_window_present (window);
  tc_test_bnb_settle ();

  return window;
}

/* @text with its single quotes made JSON's double quotes. */
static char *
double_quotes (const char *text)
{
  char *copy = g_strdup (text);

  g_strdelimit (copy, "'", '"');
  return copy;
}

/**
 * tc_test_bnb_save_log:
 * @players: a JSON array of names, in single quotes ("['小明','李华']")
 * @entries: the log's entries, a JSON array in single quotes
 *
 * Saves a Builders & Biomes log in the games folder, as a game played
 * earlier, for the window to open.
 *
 * Returns: (transfer full): the file
 */
GFile *
tc_test_bnb_save_log (const char *name,
                      const char *players,
                      const char *entries)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *quoted_players = double_quotes (players);
  g_autofree char *quoted_entries = double_quotes (entries);
  g_autofree char *log = g_strdup_printf ("{\"format\":\"tablecraft-log\",\"version\":1,"
                                          "\"game\":\"builders-biomes\",\"players\":%s,"
                                          "\"created\":\"2026-11-27T20:00:00Z\",\"entries\":%s}",
                                          quoted_players, quoted_entries);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, log, -1, NULL));

  return g_file_new_for_path (path);
}

/**
 * tc_test_bnb_read_entries:
 *
 * Returns: (transfer full): the entries of the log saved in @file
 */
JsonArray *
tc_test_bnb_read_entries (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);

  return json_array_ref (json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                                       "entries"));
}

/* The entry @index of @entries as compact JSON, without the time the
 * window stamps on it, in single quotes, to compare with a test's text.
 */
char *
tc_test_bnb_entry_json (JsonArray *entries,
                        guint      index)
{
  JsonObject *entry = json_array_get_object_element (entries, index);
  g_autoptr(JsonObject) copy = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GList) members = json_object_get_members (entry);
  char *text;

  for (GList *m = members; m != NULL; m = m->next)
    if (g_strcmp0 (m->data, "time") != 0)
      json_object_set_member (copy, m->data, json_node_copy (json_object_get_member (entry, m->data)));
  json_node_set_object (node, copy);
  text = json_to_string (node, FALSE);
  g_strdelimit (text, "\"", '\'');

  return text;
}

/* Once @widget stays where it is, scrolls the scrolled window around it
 * so that all of it is in sight above the bottom third, where the
 * window's toasts appear, as a player scrolls before clicking.
 */
void
tc_test_bnb_scroll_to (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double height;

  tc_test_input_wait_until_still (widget);
  if (scroller == NULL)
    return;

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));
  height = gtk_widget_get_height (scroller) * 2 / 3;
  if (bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= height)
    return;

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + bounds.origin.y -
                                        MAX (0, (height - bounds.size.height) / 2));
  tc_test_input_wait_until_still (widget);
}

/* The table, part by part. */
static const TcTestPart table_parts[] = {
  { "action", .id = "actions_box", .type = "GtkButton", .count = TC_BNB_N_ACTIONS },
  { "weapon", .id = "weapons_box", .type = "GtkButton", .count = TC_BNB_N_WEAPONS },
  { "choice", .id = "choices_box", .type = "GtkButton" },
  { "seat", .id = "seats_box", .type = "TcBnbSeatCard" },
  { "turn", .id = "turn_label" },
  { "actions", .id = "actions_label" },
  { "status", .id = "status_label" },
  { "prompt", .id = "prompt_label" },
  { "refusal", .id = "refusal/label" },
  { "why", .id = "refusal/why_button" },
  { "stack", .id = "input_stack" },
  { "end-turn", .id = "end_turn_button" },
  { "start", .id = "start_button" },
  { "collect", .id = "collect_button" },
  { "result", .id = "result_label" },
  { "cube", .id = "cube_view" },
  { "map", .id = "map_view" },
  { "setup", .id = "setup_form" },
  { "build", .id = "build_panel" },
  { "fight", .id = "fight_panel" },
  { "tile", .id = "tile_form" },
  { "catalogue", .id = "catalogue_box" },
  { "catalogue-search", .id = "catalogue_search" },
  { "show-cube", .id = "show_cube_button" },
  { "show-map", .id = "show_map_button" },
  { "show-players", .id = "show_players_button" },
};

/**
 * tc_test_bnb_find:
 * @root: the window, the game page or the table view
 * @name: "action" (index a TcBnbAction), "weapon" (a reveal's choice),
 *   "choice" (a scoring choice), "seat"; "turn", "actions", "status",
 *   "prompt", "refusal", "why", "stack", "end-turn", "start", "collect",
 *   "result", "cube", "map", "setup", "build", "fight", "tile",
 *   "catalogue", "catalogue-search", "show-cube", "show-map",
 *   "show-players"; or a part of the page (tc_test_find_game_part())
 *
 * Returns: (nullable): the part under @root
 */
GtkWidget *
tc_test_bnb_find (GtkWidget  *root,
                  const char *name,
                  guint       index)
{
  return tc_test_find_game_part (root, table_parts, G_N_ELEMENTS (table_parts), name, index);
}

/* A part of the table in @window's game page (tc_test_bnb_find()). */
GtkWidget *
tc_test_bnb_part (TcWindow   *window,
                  const char *name,
                  guint       index)
{
  GtkWidget *widget = tc_test_bnb_find (GTK_WIDGET (tc_window_get_game_page (window)), name, index);

  g_assert_nonnull (widget);
  return widget;
}

static const TcTestPart build_parts[] = {
  { "pay", .type = "GtkSpinButton", .count = TC_BNB_N_BLOCKS },
  { "space", .type = "GtkToggleButton", .count = N_SPACES },
  { "build", .label = "_Build" },
  { "verdict", .css_class = "bnb-verdict" },
};

/* @name of a build panel: "pay" (index a block), "space" (index 0–8,
 * row-major), "build", "verdict"; %NULL for another.
 */
GtkWidget *
tc_test_bnb_build_part (GtkWidget  *panel,
                        const char *name,
                        guint       index)
{
  return tc_test_find_part (panel, build_parts, G_N_ELEMENTS (build_parts), name, index);
}

/* The detonation's count comes last, after the weapons'. */
static const TcTestPart fight_parts[] = {
  { "drawn", .type = "GtkSpinButton", .count = TC_BNB_N_WEAPONS },
  { "detonate", .type = "GtkSpinButton", .first = TC_BNB_N_WEAPONS, .count = 1 },
  { "fight", .label = "_Fight" },
  { "clear", .label = "C_lear" },
  { "damage", .css_class = "bnb-verdict" },
};

/* @name of a fight panel: "drawn" (index a weapon), "detonate",
 * "fight", "clear", "damage"; %NULL for another.
 */
GtkWidget *
tc_test_bnb_fight_part (GtkWidget  *panel,
                        const char *name,
                        guint       index)
{
  return tc_test_find_part (panel, fight_parts, G_N_ELEMENTS (fight_parts), name, index);
}

/* The boards' rows come first, each a text field and its 9 spaces, then
 * the weapons' hearts and the scoring cards' XP.
 */
static const TcTestPart setup_parts[] = {
  { "board", .type = "GtkEntry" },
  { "space", .type = "GtkButton" },
  { "hearts", .type = "GtkSpinButton", .count = TC_BNB_N_WEAPONS },
  { "scoring", .type = "GtkSpinButton", .first = TC_BNB_N_WEAPONS, .count = TC_BNB_N_ATTRIBUTES * 4 },
  { "first-seat", .type = "GtkDropDown", .count = 1 },
};

/* @name of a setup form: "board" (the text field; index a seat),
 * "message" (what is wrong with a board, under its field; index a seat),
 * "space" (a preview space; index seat × 9 + space), "hearts" (index a
 * weapon), "scoring" (index attribute × 4 + value), "first-seat";
 * %NULL for another.
 */
GtkWidget *
tc_test_bnb_setup_part (GtkWidget  *form,
                        const char *name,
                        guint       index)
{
  GtkWidget *board;

  if (g_strcmp0 (name, "message") != 0)
    return tc_test_find_part (form, setup_parts, G_N_ELEMENTS (setup_parts), name, index);

  board = tc_test_find_part (form, setup_parts, G_N_ELEMENTS (setup_parts), "board", index);
  return board != NULL ? gtk_widget_get_next_sibling (board) : NULL;
}

/* The tile form's choices in tree order, each a row of toggle buttons,
 * and the names of some rows' buttons.
 */
static const struct
{
  const char        *name;
  const char * const values[4];
} tile_choices[] = {
  { "kind", { "building", "mob" } },
  { "biome" },
  { "material" },
  { "type" },
  { "mob" },
  { "bonus", { "hunger", "orb" } },
  { "attribute", { "biome", "material", "type" } },
  { "value" },
};

/* Its counts in tree order: the building's costs by block, then XP, then
 * a mob's hearts and XP, then an orb's XP per space.
 */
static const TcTestPart tile_spins[] = {
  { "cost-0", .type = "GtkSpinButton" },
  { "cost-1", .type = "GtkSpinButton", .first = 1 },
  { "cost-2", .type = "GtkSpinButton", .first = 2 },
  { "cost-3", .type = "GtkSpinButton", .first = 3 },
  { "cost-4", .type = "GtkSpinButton", .first = 4 },
  { "xp", .type = "GtkSpinButton", .first = 5 },
  { "hearts", .type = "GtkSpinButton", .first = 6 },
  { "mob-xp", .type = "GtkSpinButton", .first = 7 },
  { "orb-xp", .type = "GtkSpinButton", .first = 8 },
};

/* The @row-th row of toggle buttons of @form (flow boxes without any,
 * as the costs', left out).
 */
static GtkWidget *
tile_choice_row (GtkWidget *form,
                 guint      row)
{
  GtkWidget *box;

  for (guint i = 0; (box = tc_test_find_nth (form, GTK_TYPE_FLOW_BOX, i)) != NULL; i++)
    if (tc_test_find_widget (box, GTK_TYPE_TOGGLE_BUTTON) != NULL && row-- == 0)
      return box;

  return NULL;
}

/* The index of @value among @values, or @value itself as a number. */
static guint
tile_value_index (const char * const *values,
                  const char         *value)
{
  guint64 number;

  for (guint v = 0; v < 4 && values[v] != NULL; v++)
    if (g_strcmp0 (values[v], value) == 0)
      return v;

  if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT - 1, &number, NULL))
    return G_MAXUINT;
  return number;
}

/* @name of a tile form: "kind-building", "kind-mob"; a building's
 * "biome-0"…"biome-3", "material-0"…, "type-0"…, "cost-0"…"cost-4" (by
 * block), "xp"; a mob's "mob-0"…"mob-5", "hearts", "mob-xp",
 * "bonus-hunger", "bonus-orb", and for an orb "attribute-biome",
 * "attribute-material", "attribute-type", "value-0"…"value-3",
 * "orb-xp"; %NULL for another.
 */
GtkWidget *
tc_test_bnb_tile_part (GtkWidget  *form,
                       const char *name)
{
  const char *dash = strrchr (name, '-');
  GtkWidget *spin = tc_test_find_part (form, tile_spins, G_N_ELEMENTS (tile_spins), name, 0);

  if (spin != NULL)
    return spin;

  for (guint r = 0; dash != NULL && r < G_N_ELEMENTS (tile_choices); r++)
    if (strlen (tile_choices[r].name) == (gsize) (dash - name) && g_str_has_prefix (name, tile_choices[r].name))
      {
        GtkWidget *row = tile_choice_row (form, r);
        guint value = tile_value_index (tile_choices[r].values, dash + 1);

        return row != NULL ? tc_test_find_nth (row, GTK_TYPE_TOGGLE_BUTTON, value) : NULL;
      }

  return NULL;
}

/* The page the prompt shows: "actions", "collect", "reveal-stack"… */
const char *
tc_test_bnb_page (TcWindow *window)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (tc_test_bnb_part (window, "stack", 0)));
}

/* A real click on @widget once it is in sight; fails when anything else
 * would get it.
 */
void
tc_test_bnb_click (GtkWidget *widget)
{
  tc_test_bnb_scroll_to (widget);
  if (!tc_test_input_reaches (widget))
    g_error ("a click on %s (%s, %s) lands on %s", G_OBJECT_TYPE_NAME (widget), gtk_widget_get_tooltip_text (widget),
             gtk_widget_is_sensitive (widget) ? "sensitive" : "insensitive",
             G_OBJECT_TYPE_NAME (tc_test_input_pick (widget)));
  tc_test_input_click (widget);
}
