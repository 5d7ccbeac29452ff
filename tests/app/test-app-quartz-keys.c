/* test-app-quartz-keys.c: Enter and Escape on every form of the Quartz
 * table, with real keys and clicks
 *
 * Enter finishes what is being entered, never presses again what was
 * just clicked, and never ends a turn whose dice can still move crystals:
 * it says so at the prompt instead. End Turn still ends at once; Escape
 * leaves an open sheet or reroll. Each case reads the saved log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-log-panel.h"
#include "tc-quartz-ruleset.h"
#include "tc-table-view.h"
#include "tc-test-input.h"
#include "tc-test-quartz.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

static GtkWidget *
part (const char *name,
      guint       index)
{
  return tc_test_quartz_part (window, name, index);
}

static void
assert_saved (const char *types)
{
  g_autofree char *saved = tc_test_quartz_saved_types (window);

  g_assert_cmpstr (saved, ==, types);
}

static JsonObject *
saved_entry (JsonArray *entries,
             guint      index)
{
  return json_array_get_object_element (entries, index);
}

/* @member of saved entry @index as "a b c". */
static char *
saved_list (guint       index,
            const char *member)
{
  g_autoptr(JsonArray) entries = tc_test_quartz_saved_entries (window);
  JsonArray *list = json_object_get_array_member (saved_entry (entries, index), member);
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (list); i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "", json_array_get_string_element (list, i));

  return g_string_free (g_steal_pointer (&out), FALSE);
}

static gint64
saved_int (guint       index,
           const char *member)
{
  g_autoptr(JsonArray) entries = tc_test_quartz_saved_entries (window);

  return json_object_get_int_member (saved_entry (entries, index), member);
}

static void
enter (void)
{
  tc_test_input_key (GDK_KEY_Return, 0);
}

static gboolean
has_focus_within (GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Types @digits into a count, over what it held, as a person does. */
static void
type_count (GtkWidget  *spin,
            const char *digits)
{
  GtkWidget *text = gtk_widget_get_first_child (spin);

  g_assert_true (GTK_IS_TEXT (text));
  tc_test_input_click (text);
  tc_test_input_key (GDK_KEY_a, GDK_CONTROL_MASK);
  tc_test_input_type (digits);
}

static const char *
notice (void)
{
  GtkWidget *label = part ("notice", 0);

  return gtk_widget_is_drawable (label) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

/* Ana has drawn a white from five of each colour; Max and Cy wait. */
static void
open_ana_drew (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-ana-drew.json");

  assert_saved ("setup draw");
}

/* Whether @widget is a control a player can reach now. */
static gboolean
is_control (GtkWidget *widget)
{
  return (GTK_IS_BUTTON (widget) || GTK_IS_SPIN_BUTTON (widget) || gtk_widget_get_focusable (widget)) &&
         !GTK_IS_TEXT (widget) && !GTK_IS_FLOW_BOX (widget) && !GTK_IS_FLOW_BOX_CHILD (widget) &&
         gtk_widget_is_drawable (widget) && gtk_widget_is_sensitive (widget);
}

/* The controls under @root in the order of the widget tree: the order
 * they are read in, top to bottom and each row from its start.
 */
static void
collect_controls (GtkWidget *root,
                  GPtrArray *controls)
{
  if (is_control (root))
    {
      g_ptr_array_add (controls, root);
      if (GTK_IS_BUTTON (root) || GTK_IS_SPIN_BUTTON (root))
        return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_controls (child, controls);
}

static char *
describe (GtkWidget *widget)
{
  GtkWidget *labelled = widget;

  if (widget == NULL)
    return g_strdup ("(none)");
  if (GTK_IS_TEXT (widget) && GTK_IS_SPIN_BUTTON (gtk_widget_get_parent (widget)))
    labelled = gtk_widget_get_parent (widget);
  if (GTK_IS_BUTTON (labelled) && gtk_button_get_label (GTK_BUTTON (labelled)) != NULL)
    return g_strdup_printf ("%s “%s”", G_OBJECT_TYPE_NAME (labelled), gtk_button_get_label (GTK_BUTTON (labelled)));
  return g_strdup_printf ("%s %p", G_OBJECT_TYPE_NAME (labelled), labelled);
}

/* Presses Tab (@modifiers: Shift for back) @n times from where the focus
 * is; the widgets focused, in order, one per press.
 */
static GPtrArray *
walk_tab (guint           n,
          GdkModifierType modifiers)
{
  GPtrArray *visited = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *focus;
      g_autofree char *text = NULL;

      tc_test_input_key (GDK_KEY_Tab, modifiers);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      text = describe (focus);
      g_test_message ("Tab %u: %s", i, text);
      g_ptr_array_add (visited, focus);
    }

  return visited;
}

/* Where Tab first focused @control in @visited from @from on, or -1. */
static gint
next_visit (GPtrArray *visited,
            GtkWidget *control,
            guint      from)
{
  for (guint i = from; i < visited->len; i++)
    {
      GtkWidget *focus = g_ptr_array_index (visited, i);

      if (focus == control || (focus != NULL && gtk_widget_is_ancestor (focus, control)))
        return i;
    }

  return -1;
}

/* Asserts that @visited goes through @controls in their order (from the
 * last one back with @back), one press after the other, and that no
 * press left the focus where it was.
 */
static void
assert_walks (GPtrArray *visited,
              GPtrArray *controls,
              gboolean   back)
{
  gint at = -1;

  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *control = g_ptr_array_index (controls, back ? controls->len - 1 - i : i);
      g_autofree char *text = describe (control);
      gint next = next_visit (visited, control, at + 1);

      g_test_message ("%s reached at press %d", text, next);
      g_assert_cmpint (next, >=, 0);
      if (at >= 0)
        g_assert_cmpint (next, ==, at + 1);
      at = next;
    }
  for (guint i = 1; i < visited->len; i++)
    g_assert_true (g_ptr_array_index (visited, i) != g_ptr_array_index (visited, i - 1));
}

/* Whether a press in @visited focused something of the log panel. */
static gboolean
reaches_log (GPtrArray *visited)
{
  for (guint i = 0; i < visited->len; i++)
    if (g_ptr_array_index (visited, i) != NULL &&
        gtk_widget_get_ancestor (g_ptr_array_index (visited, i), TC_TYPE_LOG_PANEL) != NULL)
      return TRUE;

  return FALSE;
}

/* Tab and Shift+Tab go through every seat and every control of the
 * prompt and its open action sheet in reading order, one press each,
 * then on to the log and round again: none of them keeps the focus.
 */
static void
test_tab_walk (void)
{
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  g_autoptr(GPtrArray) forward = NULL;
  g_autoptr(GPtrArray) back = NULL;

  open_ana_drew ();
  tc_test_input_type ("pccsh");
  tc_test_input_settle ();
  for (guint s = 0; s < 3; s++)
    g_ptr_array_add (controls, part ("seat", s));
  collect_controls (part ("prompt-box", 0), controls);
  /* Reroll, End Turn, two actions, the dice count, seven crystals,
   * Cancel, Clear, Apply. */
  g_assert_cmpuint (controls->len, ==, 3 + 2 + 2 + 1 + 7 + 3);

  forward = walk_tab (60, 0);
  assert_walks (forward, controls, FALSE);
  g_assert_true (reaches_log (forward));
  back = walk_tab (60, GDK_SHIFT_MASK);
  assert_walks (back, controls, TRUE);
  g_assert_true (reaches_log (back));

  /* With the sheet closed, Tab goes from one action to the next that can
   * be taken and on, never staying on the first. */
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_ptr_array_set_size (controls, 0);
  collect_controls (part ("prompt-box", 0), controls);
  g_assert_cmpuint (controls->len, ==, 2 + 2);
  g_clear_pointer (&forward, g_ptr_array_unref);
  forward = walk_tab (40, 0);
  assert_walks (forward, controls, FALSE);
}

/* Mid-game, with actions that cannot be taken before and between those
 * that can (the game the table's screenshots show), the same walk.
 */
static void
test_tab_walk_mid_game (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-mid-game.json");
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  g_autoptr(GPtrArray) forward = NULL;
  g_autoptr(GPtrArray) back = NULL;

  tc_test_input_settle ();
  tc_test_input_key (GDK_KEY_Escape, 0);
  collect_controls (part ("prompt-box", 0), controls);
  /* End Turn, the chest and the steal (Reroll is spent). */
  g_assert_cmpuint (controls->len, ==, 3);
  forward = walk_tab (40, 0);
  assert_walks (forward, controls, FALSE);
  back = walk_tab (40, GDK_SHIFT_MASK);
  assert_walks (back, controls, TRUE);
}

/* At 1280×800 the chest sheet that a mid-game turn opens shows whole,
 * Apply included, without a scroll, and the bag's total keeps one line
 * (app-quartz-keys-zh runs this in Chinese, where "共 0 个" broke into
 * three lines and pushed Apply below the window).
 */
static void
test_sheet_in_sight (void)
{
  g_autoptr(GFile) file = NULL;
  GtkWidget *apply;
  graphene_rect_t bounds;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  file = tc_test_window_open_saved ("quartz-mid-game.json");
  tc_test_input_settle ();
  apply = part ("apply", 0);
  g_assert_nonnull (apply);
  g_assert_true (gtk_widget_get_mapped (apply));
  g_assert_true (gtk_widget_compute_bounds (apply, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_true (tc_test_input_reaches (apply));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (part ("bag", 0)))), ==, 1);
}

/* @widget's accessible label as set, or %NULL. */
static char *
read_label (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;

  /* The check fails and says the value it found. */
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
}

static void
collect_labels (GtkWidget *root,
                GPtrArray *labels)
{
  if (GTK_IS_LABEL (root))
    g_ptr_array_add (labels, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_labels (child, labels);
}

/* The name a screen reader reads for @widget, as GTK 4.8 puts it
 * together: its own label, then the names of what labels it.
 */
static char *
accessible_name (GtkWidget *widget,
                 GPtrArray *labels)
{
  g_autoptr(GStrvBuilder) parts = g_strv_builder_new ();
  g_autofree char *own = read_label (widget);
  g_auto(GStrv) strv = NULL;

  if (own != NULL)
    g_strv_builder_add (parts, own);
  if (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    for (guint i = 0; i < labels->len; i++)
      {
        GtkWidget *label = g_ptr_array_index (labels, i);
        g_autofree char *differs = gtk_test_accessible_check_relation (GTK_ACCESSIBLE (widget),
                                                                       GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL);

        if (differs == NULL)
          {
            g_autofree char *text = read_label (label);

            g_strv_builder_add (parts, text != NULL ? text : gtk_label_get_text (GTK_LABEL (label)));
          }
      }

  strv = g_strv_builder_end (parts);
  return g_strjoinv (" ", strv);
}

/* What is wrong with @name as a control's name in words, or %NULL. */
static const char *
check_name (const char *name)
{
  g_auto(GStrv) words = g_strsplit (name, " ", -1);

  if (g_strstrip (g_strdup (name))[0] == '\0')
    return "it is empty";
  if (g_str_has_prefix (name, "Gtk") || g_str_has_prefix (name, "Adw") || g_str_has_prefix (name, "Tc"))
    return "it is a class name";
  if (strstr (name, ", ,") != NULL || strstr (name, ",,") != NULL || g_str_has_suffix (name, ", ") ||
      g_str_has_suffix (name, ","))
    return "it has empty parts";
  for (guint i = 0; words[i] != NULL; i++)
    if (strchr (words[i], '_') != NULL)
      return "it shows a mnemonic's underscore";

  return NULL;
}

static void
collect_named (GtkWidget *root,
               GPtrArray *controls)
{
  if (!gtk_widget_get_visible (root))
    return;
  if ((GTK_IS_BUTTON (root) || GTK_IS_SPIN_BUTTON (root) || GTK_IS_MENU_BUTTON (root) ||
       gtk_widget_get_focusable (root)) &&
      !GTK_IS_TEXT (root) && !GTK_IS_FLOW_BOX_CHILD (root) && !GTK_IS_FLOW_BOX (root) && !GTK_IS_LABEL (root) &&
      !GTK_IS_SCROLLED_WINDOW (root) && !GTK_IS_VIEWPORT (root))
    g_ptr_array_add (controls, root);
  /* What makes up a count or a button is named with it. */
  if (GTK_IS_SPIN_BUTTON (root) || GTK_IS_BUTTON (root))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_named (child, controls);
}

/* Asserts every control under @root has a name in words. */
static void
assert_named (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  guint wrong = 0;

  collect_labels (GTK_WIDGET (window), labels);
  collect_named (root, controls);
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *control = g_ptr_array_index (controls, i);
      g_autofree char *name = accessible_name (control, labels);
      const char *what = check_name (name);

      g_test_message ("%s: “%s”%s%s", G_OBJECT_TYPE_NAME (control), name, what ? ": " : "", what ? what : "");
      wrong += what != NULL;
    }
  g_assert_cmpuint (controls->len, >, 10);
  g_assert_cmpuint (wrong, ==, 0);
}

/* Every control of the table, mid-game and at each step of a turn, and
 * every seat, has a name in words: no class name, no bare mnemonic, no
 * empty part; the active seat and each score are said in words.
 */
static void
test_names (void)
{
  GtkWidget *table;

  open_ana_drew ();
  table = gtk_widget_get_ancestor (part ("prompt", 0), TC_TYPE_TABLE_VIEW);
  assert_named (table);
  tc_test_input_type ("pccsh");
  tc_test_input_settle ();
  assert_named (table);

  /* Max's steal names each crystal with its owner: "Ana’s white". */
  tc_test_input_type ("rw");
  assert_saved ("setup draw roll pickaxe chest");
  tc_test_quartz_pause_turn ();
  tc_test_input_key (GDK_KEY_e, GDK_ALT_MASK);
  tc_test_input_type ("gsssch");
  tc_test_input_settle ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("sheet-title", 0))), ==,
                   "Steal: how many dice, then what it takes");
  assert_named (table);
  g_assert_nonnull (tc_test_quartz_choice (window, "Ana"));
}

/* Enter in a count keeps it and moves on to the next count; from the
 * last one to Start, where Enter starts. No stray Enter starts a game
 * half counted.
 */
static void
test_setup (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-new.json");
  g_autoptr(JsonArray) entries = NULL;
  JsonObject *bag;

  type_count (part ("setup", TC_QUARTZ_WHITE), "7");
  enter ();
  assert_saved ("");
  g_assert_true (has_focus_within (part ("setup", TC_QUARTZ_PINK)));

  type_count (part ("setup", TC_QUARTZ_YELLOW), "3");
  enter ();
  assert_saved ("");
  g_assert_true (has_focus_within (part ("start", 0)));
  enter ();

  assert_saved ("setup");
  entries = tc_test_quartz_saved_entries (window);
  bag = json_object_get_object_member (saved_entry (entries, 0), "bag");
  g_assert_cmpint (json_object_get_int_member (bag, "white"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (bag, "yellow"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (bag, "pink"), ==,
                   tc_quartz_data_get_default ()->default_bag[TC_QUARTZ_PINK]);
}

/* Enter rolls only five named dice; after a clicked face it rolls, and
 * does not name that face again.
 */
static void
test_roll (void)
{
  open_ana_drew ();
  tc_test_input_type ("pcc");
  enter ();
  assert_saved ("setup draw");

  tc_test_input_click (part ("face", TC_QUARTZ_STEAL));
  tc_test_input_type ("h");
  enter ();
  assert_saved ("setup draw roll");
  g_autofree char *dice = saved_list (2, "dice");
  g_assert_cmpstr (dice, ==, "pickaxe chest chest steal helmet");
}

/* A pickaxe and two chests can still move crystals: Enter says so and
 * ends nothing, wherever the focus is; End Turn's mnemonic ends at once.
 */
static void
test_enter_keeps_turn (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  graphene_rect_t before, after;

  open_ana_drew ();
  tc_test_input_type ("pccsh");
  enter ();
  assert_saved ("setup draw roll");

  /* The sentence takes the advice's place: nothing below it moves. */
  g_assert_true (gtk_widget_compute_bounds (part ("end-turn", 0), GTK_WIDGET (window), &before));
  tc_test_quartz_pause_turn ();
  enter ();
  assert_saved ("setup draw roll");
  g_assert_cmpstr (notice (), ==, "Ana can still use 3 dice — End Turn to end it anyway");
  g_assert_true (gtk_widget_compute_bounds (part ("end-turn", 0), GTK_WIDGET (window), &after));
  g_assert_true (graphene_rect_equal (&before, &after));

  /* Opened again in the middle of the turn; Tab to End Turn, then Enter. */
  path = g_strdup (tc_game_page_get_path (tc_window_get_game_page (window)));
  tc_test_window_reopen ();
  file = g_file_new_for_path (path);
  g_assert_true (tc_window_open_file (window, file));
  tc_test_window_iterate ();

  /* The pickaxe's sheet opened by itself: Enter, even on its Apply,
   * applies nothing, spends no die and ends nothing. */
  tc_test_input_settle ();
  g_assert_true (gtk_widget_is_drawable (part ("apply", 0)));
  for (guint i = 0; i < 30 && !has_focus_within (part ("apply", 0)); i++)
    tc_test_input_key (GDK_KEY_Tab, 0);
  g_assert_true (has_focus_within (part ("apply", 0)));
  enter ();
  assert_saved ("setup draw roll");
  g_assert_cmpstr (notice (), ==, "Ana can still use 3 dice — End Turn to end it anyway");
  g_assert_true (gtk_widget_is_drawable (part ("apply", 0)));

  /* End Turn is before the sheet. */
  for (guint i = 0; i < 20 && !has_focus_within (part ("end-turn", 0)); i++)
    tc_test_input_key (GDK_KEY_Tab, GDK_SHIFT_MASK);
  g_assert_true (has_focus_within (part ("end-turn", 0)));
  enter ();
  assert_saved ("setup draw roll");
  g_assert_cmpstr (notice (), ==, "Ana can still use 3 dice — End Turn to end it anyway");

  tc_test_input_key (GDK_KEY_e, GDK_ALT_MASK);
  assert_saved ("setup draw roll end_turn");
}

/* In an action sheet Enter applies what it names, even just after a
 * crystal was clicked; Escape closes it. With no die left to use, Enter
 * ends the turn, and on the next draw it does nothing.
 */
static void
test_action_sheet (void)
{
  open_ana_drew ();
  tc_test_input_type ("pccsh");
  tc_test_input_settle ();
  enter ();
  assert_saved ("setup draw roll");

  /* Tab passes over the actions that cannot be taken. */
  for (guint i = 0; i < 20 && !has_focus_within (part ("action", TC_QUARTZ_PICKAXE)); i++)
    tc_test_input_key (GDK_KEY_Tab, GDK_SHIFT_MASK);
  g_assert_true (has_focus_within (part ("action", TC_QUARTZ_PICKAXE)));
  tc_test_input_key (GDK_KEY_Tab, 0);
  g_assert_true (has_focus_within (part ("action", TC_QUARTZ_CHEST)));

  tc_test_input_click (part ("action", TC_QUARTZ_PICKAXE));
  tc_test_quartz_wait_for_sheet (window);
  tc_test_input_click (tc_test_quartz_choice (window, "red"));
  enter ();
  assert_saved ("setup draw roll pickaxe");
  g_autofree char *drawn = saved_list (3, "crystals");
  g_assert_cmpstr (drawn, ==, "red");

  tc_test_input_click (part ("action", TC_QUARTZ_CHEST));
  tc_test_quartz_wait_for_sheet (window);
  g_assert_true (gtk_widget_is_drawable (part ("apply", 0)));
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_assert_false (gtk_widget_is_drawable (part ("apply", 0)));
  assert_saved ("setup draw roll pickaxe");

  tc_test_input_click (part ("action", TC_QUARTZ_CHEST));
  tc_test_quartz_wait_for_sheet (window);
  tc_test_input_click (tc_test_quartz_choice (window, "white"));
  enter ();
  assert_saved ("setup draw roll pickaxe chest");
  g_assert_cmpint (saved_int (4, "faces"), ==, 2);

  tc_test_quartz_pause_turn ();
  enter ();
  assert_saved ("setup draw roll pickaxe chest end_turn");
  enter ();
  assert_saved ("setup draw roll pickaxe chest end_turn");
}

/* The jackhammer's sheet: Enter in the dice count applies with the count
 * typed; Enter on "Name what goes back" applies and toggles nothing.
 */
static void
test_jackhammer (void)
{
  g_autofree char *drawn = NULL;
  g_autofree char *returned = NULL;

  open_ana_drew ();
  tc_test_input_type ("jjjhh");
  enter ();

  tc_test_input_click (part ("action", TC_QUARTZ_JACKHAMMER));
  tc_test_quartz_wait_for_sheet (window);
  tc_test_input_click (tc_test_quartz_choice (window, "red"));
  tc_test_input_click (tc_test_quartz_choice (window, "blue"));
  tc_test_input_click (part ("returning", 0));
  tc_test_input_click (tc_test_quartz_choice (window, "blue"));
  g_assert_true (has_focus_within (tc_test_quartz_choice (window, "blue")));
  type_count (part ("faces", 0), "2");
  enter ();

  assert_saved ("setup draw roll jackhammer");
  g_assert_cmpint (saved_int (3, "faces"), ==, 2);
  drawn = saved_list (3, "drawn");
  returned = saved_list (3, "returned");
  g_assert_cmpstr (drawn, ==, "red blue");
  g_assert_cmpstr (returned, ==, "blue");

  /* One jackhammer and a helmet pair are left, strength 2. With "Name
   * what goes back" pressed last, Enter applies and toggles nothing.
   */
  tc_test_input_click (part ("action", TC_QUARTZ_JACKHAMMER));
  tc_test_quartz_wait_for_sheet (window);
  type_count (part ("pairs", 0), "1");
  tc_test_input_click (tc_test_quartz_choice (window, "green"));
  tc_test_input_click (tc_test_quartz_choice (window, "green"));
  tc_test_input_click (part ("returning", 0));
  tc_test_input_click (tc_test_quartz_choice (window, "green"));
  tc_test_input_click (part ("returning", 0));
  tc_test_input_click (part ("returning", 0));
  g_assert_true (has_focus_within (part ("returning", 0)));
  enter ();
  assert_saved ("setup draw roll jackhammer jackhammer");
  g_free (drawn);
  g_free (returned);
  drawn = saved_list (4, "drawn");
  returned = saved_list (4, "returned");
  g_assert_cmpstr (drawn, ==, "green green");
  g_assert_cmpstr (returned, ==, "green");
  g_assert_cmpint (saved_int (4, "helmet_pairs"), ==, 1);
}

/* The minecart and the steal name seats; Enter applies them. On the
 * sheet's own Clear, Enter presses Clear and applies nothing.
 */
static gboolean
is_label_reading (GtkWidget    *widget,
                  gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static void
test_minecart_and_steal (void)
{
  g_autoptr(JsonArray) entries = NULL;
  JsonArray *from;

  open_ana_drew ();
  tc_test_input_type ("ppmmh");
  enter ();

  /* Ana's pickaxes draw the unstable and a red; her minecart hands the
   * unstable to Max.
   */
  tc_test_input_click (part ("action", TC_QUARTZ_PICKAXE));
  tc_test_quartz_wait_for_sheet (window);
  tc_test_input_click (tc_test_quartz_choice (window, "unstable"));
  tc_test_input_click (tc_test_quartz_choice (window, "red"));
  enter ();
  tc_test_input_click (part ("action", TC_QUARTZ_MINECART));
  tc_test_quartz_wait_for_sheet (window);
  tc_test_input_click (tc_test_quartz_choice_for (window, 2, 0));
  enter ();
  assert_saved ("setup draw roll pickaxe minecart");
  tc_test_quartz_pause_turn ();
  enter ();
  assert_saved ("setup draw roll pickaxe minecart end_turn");

  /* Max steals Ana's red and white, after clearing a first choice. */
  tc_test_input_type ("g");
  tc_test_input_type ("sssph");
  enter ();
  tc_test_input_click (part ("action", TC_QUARTZ_STEAL));
  tc_test_quartz_wait_for_sheet (window);
  tc_test_input_click (tc_test_quartz_choice_for (window, 1, TC_QUARTZ_WHITE));
  tc_test_input_click (part ("clear", 0));
  enter ();
  assert_saved ("setup draw roll pickaxe minecart end_turn draw roll");
  tc_test_input_click (tc_test_quartz_choice_for (window, 1, TC_QUARTZ_RED));
  /* The sheet says what it has so far as its choices say it (it read
   * "From: Ana red"). */
  g_assert_nonnull (tc_test_find_under (GTK_WIDGET (window), is_label_reading, "From: Ana’s red"));
  tc_test_input_click (tc_test_quartz_choice_for (window, 1, TC_QUARTZ_WHITE));
  enter ();
  assert_saved ("setup draw roll pickaxe minecart end_turn draw roll steal");

  entries = tc_test_quartz_saved_entries (window);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (saved_entry (entries, 4), "to"), 0), ==, 2);
  from = json_object_get_array_member (saved_entry (entries, 8), "from");
  g_assert_cmpuint (json_array_get_length (from), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (from, 0), "crystal"), ==, "red");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (from, 1), "crystal"), ==, "white");
}

/* Escape leaves a reroll half named; Enter rerolls five. */
static void
test_reroll (void)
{
  g_autofree char *dice = NULL;

  open_ana_drew ();
  tc_test_input_type ("ppppp");
  enter ();

  tc_test_input_click (part ("reroll", 0));
  tc_test_input_type ("cc");
  tc_test_input_key (GDK_KEY_Escape, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (part ("stack", 0))), ==, "act");
  assert_saved ("setup draw roll");

  tc_test_input_click (part ("reroll", 0));
  tc_test_input_type ("cccc");
  enter ();
  assert_saved ("setup draw roll");
  tc_test_input_type ("s");
  enter ();
  assert_saved ("setup draw roll reroll");
  dice = saved_list (3, "dice");
  g_assert_cmpstr (dice, ==, "chest chest chest chest steal");
}

/* Three quiet turns by keys alone (minecarts with no unstable to move)
 * end the round: two unstables join the bag, and Enter at the next draw
 * enters nothing.
 */
static void
test_round_by_keys (void)
{
  open_ana_drew ();
  for (guint seat = 0; seat < 3; seat++)
    {
      if (seat > 0)
        tc_test_input_type ("g");
      tc_test_input_type ("mmmmm");
      enter ();
      tc_test_quartz_pause_turn ();
      enter ();
    }

  assert_saved ("setup draw roll end_turn draw roll end_turn draw roll end_turn");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("round", 0))), ==, "Round 2 of 6");
  g_assert_cmpuint (((const TcQuartzState *) tc_game_get_state (tc_game_page_get_game (tc_window_get_game_page (window))))
                      ->bag[TC_QUARTZ_UNSTABLE], ==, 3);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (part ("prompt", 0))),
                           "put 2 unstable crystals into the bag, then"));
  enter ();
  assert_saved ("setup draw roll end_turn draw roll end_turn draw roll end_turn");
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_window_add_alone ("/app/quartz-keys/setup", test_setup);
  tc_test_window_add_alone ("/app/quartz-keys/roll", test_roll);
  tc_test_window_add_alone ("/app/quartz-keys/enter-keeps-turn", test_enter_keeps_turn);
  tc_test_window_add_alone ("/app/quartz-keys/action-sheet", test_action_sheet);
  tc_test_window_add_alone ("/app/quartz-keys/tab-walk", test_tab_walk);
  tc_test_window_add_alone ("/app/quartz-keys/tab-walk-mid-game", test_tab_walk_mid_game);
  tc_test_window_add_alone ("/app/quartz-keys/sheet-in-sight", test_sheet_in_sight);
  tc_test_window_add_alone ("/app/quartz-keys/names", test_names);
  tc_test_window_add_alone ("/app/quartz-keys/jackhammer", test_jackhammer);
  tc_test_window_add_alone ("/app/quartz-keys/minecart-and-steal", test_minecart_and_steal);
  tc_test_window_add_alone ("/app/quartz-keys/reroll", test_reroll);
  tc_test_window_add_alone ("/app/quartz-keys/round-by-keys", test_round_by_keys);

  return tc_test_window_run ();
}
