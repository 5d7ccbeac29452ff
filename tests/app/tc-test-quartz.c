/* tc-test-quartz.c: what the Quartz window tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-quartz-data.h"
#include "tc-test-parts.h"

#include "tc-test-quartz.h"

/* Quartz's table, part by part; its action panel's under "action_panel". */
static const TcTestPart table_parts[] = {
  { "seat", .id = "seats_box", .type = "TcQuartzSeatCard" },
  { "draw", .id = "draw_box", .type = "GtkButton", .count = TC_QUARTZ_N_KINDS },
  { "face", .id = "faces_box", .type = "GtkButton", .count = TC_QUARTZ_N_FACES },
  { "setup", .id = "setup_box", .type = "GtkSpinButton", .count = TC_QUARTZ_N_COLOURS },
  { "round", .id = "round_label" },
  { "order", .id = "order_box" },
  { "bag", .id = "bag_total_label" },
  { "prompt", .id = "prompt_label" },
  { "prompt-box", .id = "prompt_box" },
  { "dice", .id = "dice_box" },
  { "advice", .id = "advice_label" },
  { "notice", .id = "notice_label" },
  { "refusal", .id = "refusal/label" },
  { "why", .id = "refusal/why_button" },
  { "stack", .id = "input_stack" },
  { "first-seat", .id = "first_seat_label" },
  { "start", .id = "start_button" },
  { "reroll", .id = "reroll_button" },
  { "end-turn", .id = "end_turn_button" },
  { "result", .id = "result_label" },
  /* The action buttons come first in the panel, before its sheet. */
  { "action", .id = "action_panel", .type = "GtkButton", .count = TC_QUARTZ_HELMET },
  { "faces", .id = "action_panel", .type = "GtkSpinButton", .count = 1 },
  { "pairs", .id = "action_panel", .type = "GtkSpinButton", .first = 1, .count = 1 },
  { "returning", .id = "action_panel", .type = "GtkToggleButton", .count = 1 },
  { "choices", .id = "action_panel", .type = "GtkFlowBox", .first = 1, .count = 1 },
  { "sheet-title", .id = "action_panel", .css_class = "heading" },
  { "apply", .id = "action_panel", .label = "_Apply" },
  { "cancel", .id = "action_panel", .label = "_Cancel" },
  { "clear", .id = "action_panel", .label = "C_lear" },
};

/**
 * tc_test_quartz_find:
 * @root: the window, the game page or Quartz's table view
 * @name: "seat", "draw" (a crystal), "face", "setup" (a colour's count)
 *   with an index; "round", "order", "bag", "prompt", "dice", "advice", "notice",
 *   "refusal", "why", "stack", "first-seat", "start", "reroll",
 *   "end-turn", "result"; of the action panel "action" (with a face),
 *   "faces", "pairs", "returning", "choices", "sheet-title", "apply", "cancel",
 *   "clear"; or a part of the page (tc_test_find_game_part())
 *
 * Returns: (nullable): the part under @root
 */
GtkWidget *
tc_test_quartz_find (GtkWidget  *root,
                     const char *name,
                     guint       index)
{
  return tc_test_find_game_part (root, table_parts, G_N_ELEMENTS (table_parts), name, index);
}

/* A part of the open game's page or table (tc_test_quartz_find()). */
GtkWidget *
tc_test_quartz_part (TcWindow   *window,
                     const char *name,
                     guint       index)
{
  GtkWidget *widget = tc_test_quartz_find (GTK_WIDGET (tc_window_get_game_page (window)), name, index);

  g_assert_nonnull (widget);
  return widget;
}

/* Whether a label under @widget reads @text. */
static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;

  return FALSE;
}

/* The first choice of the open action sheet that reads @label: a crystal
 * ("red") or a seat ("Max").
 */
GtkWidget *
tc_test_quartz_choice (TcWindow   *window,
                       const char *label)
{
  GtkFlowBox *choices = GTK_FLOW_BOX (tc_test_quartz_part (window, "choices", 0));
  GtkFlowBoxChild *child;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (choices, i)) != NULL; i++)
    if (shows_text (gtk_flow_box_child_get_child (child), label))
      return gtk_flow_box_child_get_child (child);

  g_error ("no choice reads “%s”", label);
}

/* The choice of the open action sheet for crystal @kind, taken from
 * @seat (1-based) for a steal, to @seat for a minecart (@kind ignored),
 * or from the bag or the cart (@seat 0).
 */
GtkWidget *
tc_test_quartz_choice_for (TcWindow *window,
                           guint     seat,
                           guint     kind)
{
  GtkFlowBox *choices = GTK_FLOW_BOX (tc_test_quartz_part (window, "choices", 0));
  GtkFlowBoxChild *child;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (choices, i)) != NULL; i++)
    {
      GObject *button = G_OBJECT (gtk_flow_box_child_get_child (child));

      if (GPOINTER_TO_UINT (g_object_get_data (button, "seat")) == seat &&
          GPOINTER_TO_UINT (g_object_get_data (button, "kind")) == kind)
        return GTK_WIDGET (button);
    }

  g_error ("no choice for seat %u and crystal %u", seat, kind);
}

/* Waits for the action sheet just opened to settle: it scrolls into view
 * and Apply takes the focus a frame after it is laid out, as a player
 * waits to see it before clicking in it.
 */
void
tc_test_quartz_wait_for_sheet (TcWindow *window)
{
  GtkWidget *apply = tc_test_quartz_part (window, "apply", 0);

  for (guint i = 0; i < 200 && !gtk_widget_has_focus (apply); i++)
    {
      g_usleep (G_USEC_PER_SEC / 100);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  g_assert_true (gtk_widget_has_focus (apply));
}

/* Returns: (transfer full): the entries of the open game as saved */
JsonArray *
tc_test_quartz_saved_entries (TcWindow *window)
{
  const char *path = tc_game_page_get_path (tc_window_get_game_page (window));
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (path);
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_parser_steal_root (parser);

  return json_array_ref (json_object_get_array_member (json_node_get_object (root), "entries"));
}

/* The types of the saved entries: "setup draw roll". */
char *
tc_test_quartz_saved_types (TcWindow *window)
{
  g_autoptr(JsonArray) entries = tc_test_quartz_saved_entries (window);
  g_autoptr(GString) types = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (entries); i++)
    g_string_append_printf (types, "%s%s", i > 0 ? " " : "",
                            json_object_get_string_member (json_array_get_object_element (entries, i), "type"));

  return g_string_free (g_steal_pointer (&types), FALSE);
}

/* The shell drops a turn's end within half a second of the last entry
 * (a double click); a player's next key comes later than that.
 */
void
tc_test_quartz_pause_turn (void)
{
  g_usleep (G_USEC_PER_SEC * 6 / 10);
}

