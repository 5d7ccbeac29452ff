/* test-app-a11y.c: every control named in words, every one reached by Tab
 *
 * For each game, a saved game in the middle of play is opened with its
 * log shown, and the whole window is walked: header, table and log. A
 * control someone can focus or press must have an accessible name in
 * words, as a screen reader reads it through AT-SPI (its accessible
 * label, else the text of the label it is labelled by): not empty, not
 * the class name GTK falls back to, no mnemonic underscore, no empty
 * part (", ,"), and no name shared with a sibling control. Then Tab, as
 * real key presses from the start of the window, must reach every
 * control of the prompt and move on at each press; Shift+Tab too.
 *
 * The New Game dialog of each game and the rules window are walked the
 * same way; in a dialog no two controls share a name unless they do the
 * same (a row's buttons are not siblings, yet a screen reader user who
 * lists the dialog's buttons hears them side by side), and Tab reaches
 * every name field and Start; the preferences, which hold every game's
 * house rules, are walked as a dialog too. In the rules window, whose
 * view switcher comes twice, siblings are compared as in the game's window.
 *
 * GTK 4.8 cannot announce a change: when a turn ends, the focus must be
 * in the table, on a control whose name says whose turn it now is.
 *
 * GTK 4.8 has no getter for an accessible property; with GTK_A11Y=test,
 * gtk_test_accessible_check_property() returns the value it found when
 * it differs from the one asked for, which is how the label is read here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>
#include <adwaita.h>

#include "tc-accessible-state.h"
#include "tc-game-page.h"
#include "tc-log-panel.h"
#include "tc-new-game-dialog.h"
#include "tc-preferences-window.h"
#include "tc-rules-window.h"
#include "tc-table-views.h"
#include "tc-test-bnb.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-quartz.h"
#include "tc-test-window.h"

static TcApplication *app;
static TcWindow *window;

typedef struct
{
  const char *game_id;
  const char *file;                    /* a game in mid-play, in tests/app/ */
  GtkWidget *(*find) (GtkWidget  *root,
                      const char *name,
                      guint       index);
  const char *prompt;                  /* the part that holds the prompt's controls,
                                          %NULL for the whole table */
  const char *turn_file;               /* a game whose turn can end... */
  const char *turn_keys;               /* ...once these are typed, or %NULL */
} Game;

static const Game games[] = {
  { "minecraft-card-game", "mid-game.json", tc_test_mcg_find, "prompt-area", "mcg-axe.json", NULL },
  { "quartz-dice", "quartz-mid-game.json", tc_test_quartz_find, "prompt-box", "quartz-ana-drew.json",
    /* the roll, a pickaxe for red, a chest for white */
    "pccsh" "pr" "cw" },
  { "builders-biomes", "bnb-mid-game.json", tc_test_bnb_find, NULL, "bnb-mid-game.json", NULL },
};

static gboolean
is_control (GtkWidget *widget)
{
  return (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_EDITABLE (widget) ||
          GTK_IS_DROP_DOWN (widget) || GTK_IS_SWITCH (widget) || GTK_IS_SCALE (widget) ||
          (GTK_IS_LIST_BOX_ROW (widget) && gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget)))) &&
         !GTK_IS_TEXT (widget);
}

static gboolean
is_read_whole (GtkWidget *widget)
{
  return GTK_IS_MENU_BUTTON (widget) || GTK_IS_SPIN_BUTTON (widget);
}

/* Whether the user sees @widget: drawn, and not in a folded panel. */
static gboolean
is_shown (GtkWidget *widget)
{
  return gtk_widget_is_drawable (widget) && gtk_widget_get_child_visible (widget);
}

/* The accessible label @widget was given, or %NULL. */
static char *
dup_accessible_label (GtkWidget *widget)
{
  /* A value no widget has: the check fails and says what it found. */
  static const char *const impossible = "\x01";

  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;

  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, impossible);
}

static void
append_label_texts (GtkWidget *widget,
                    GString   *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    {
      g_autofree char *label = dup_accessible_label (widget);
      const char *shown = label != NULL ? label : gtk_label_get_text (GTK_LABEL (widget));

      if (shown[0] != '\0')
        g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", shown);
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_label_texts (child, text);
}

/* What a screen reader reads as @widget's name: its accessible label,
 * else the labels it is labelled by (a button's own label, a mnemonic
 * label), each as the label itself would be read.
 */
static char *
dup_accessible_name (GtkWidget *widget)
{
  char *label = dup_accessible_label (widget);
  GString *text;

  if (label != NULL)
    return label;

  text = g_string_new (NULL);
  if (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    {
      GList *mnemonic = gtk_widget_list_mnemonic_labels (widget);

      for (GList *l = mnemonic; l != NULL; l = l->next)
        append_label_texts (l->data, text);
      g_list_free (mnemonic);
      if (text->len == 0)
        append_label_texts (widget, text);
    }
  /* A list's row is read by its content, as screen readers present it. */
  else if (GTK_IS_LIST_BOX_ROW (widget))
    append_label_texts (widget, text);

  return g_string_free (text, FALSE);
}

/* Why @name is no name in words, or %NULL. */
static const char *
find_name_fault (GtkWidget  *widget,
                 const char *name)
{
  if (name[0] == '\0' || g_str_has_prefix (name, "Gtk") || g_str_has_prefix (name, "Adw") ||
      g_str_has_prefix (name, "Tc"))
    return "no name in words";
  for (const char *p = name; *p != '\0'; p++)
    if (p[0] == '_' && g_ascii_isalnum (p[1]))
      return "a mnemonic underscore";
  if (strstr (name, ", ,") != NULL || strstr (name, ",,") != NULL || g_str_has_suffix (name, ", ") ||
      g_str_has_prefix (name, ", "))
    return "an empty part";

  return NULL;
}

typedef struct
{
  GString    *faults;
  guint       n_controls;
  GHashTable *all_names;               /* name → control over the whole walk,
                                          %NULL to compare siblings only */
} Walk;

/* Whether @a and @b do the same: the same action with the same target. */
static gboolean
act_alike (GtkWidget *a,
           GtkWidget *b)
{
  GVariant *target_a, *target_b;

  /* A row that activates its switch is that switch. */
  if ((ADW_IS_ACTION_ROW (a) && adw_action_row_get_activatable_widget (ADW_ACTION_ROW (a)) == b) ||
      (ADW_IS_ACTION_ROW (b) && adw_action_row_get_activatable_widget (ADW_ACTION_ROW (b)) == a))
    return TRUE;
  if (!GTK_IS_ACTIONABLE (a) || !GTK_IS_ACTIONABLE (b) ||
      gtk_actionable_get_action_name (GTK_ACTIONABLE (a)) == NULL ||
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (a)), gtk_actionable_get_action_name (GTK_ACTIONABLE (b))) != 0)
    return FALSE;

  target_a = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (a));
  target_b = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (b));

  return target_a == target_b || (target_a != NULL && target_b != NULL && g_variant_equal (target_a, target_b));
}

/* Checks the controls under @widget; siblings' names are compared among
 * the controls of one container.
 */
static void
check_names (GtkWidget *widget,
             Walk      *walk)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *name = NULL;
      const char *fault;
      GtkWidget *twin;

      /* A page a stack is leaving is on its way out. */
      if (!is_shown (child) ||
          (GTK_IS_STACK (widget) && child != gtk_stack_get_visible_child (GTK_STACK (widget))))
        continue;
      /* A menu button or a spin button is read by its own name: the
       * parts inside it (the button that takes the focus, the arrows
       * a key works instead of) are not controls of their own.
       */
      if (!is_control (child) || (!gtk_widget_get_focusable (child) && !is_read_whole (child)))
        {
          check_names (child, walk);
          continue;
        }

      walk->n_controls++;
      name = dup_accessible_name (child);
      g_test_message ("%s “%s”", G_OBJECT_TYPE_NAME (child), name);
      fault = find_name_fault (child, name);
      twin = g_hash_table_lookup (names, name);
      if (fault == NULL && twin != NULL && !act_alike (twin, child))
        fault = "the name of a sibling control that does something else";
      twin = walk->all_names != NULL ? g_hash_table_lookup (walk->all_names, name) : NULL;
      if (fault == NULL && twin != NULL && !act_alike (twin, child))
        fault = "the name of another control of the window that does something else";
      if (fault != NULL)
        g_string_append_printf (walk->faults,
                                "\n  %s “%s” in %s: %s", G_OBJECT_TYPE_NAME (child), name,
                                G_OBJECT_TYPE_NAME (widget), fault);
      else
        {
          if (walk->all_names != NULL)
            g_hash_table_insert (walk->all_names, g_strdup (name), child);
          g_hash_table_insert (names, g_steal_pointer (&name), child);
        }
      if (!is_read_whole (child))
        check_names (child, walk);
    }
}

static GtkWidget *
get_log_panel (void)
{
  GtkWidget *log = tc_test_find_widget (GTK_WIDGET (window), TC_TYPE_LOG_PANEL);

  g_assert_nonnull (log);
  return log;
}

static gboolean
log_is_open (void)
{
  return adw_flap_get_reveal_flap (ADW_FLAP (gtk_widget_get_ancestor (get_log_panel (), ADW_TYPE_FLAP)));
}

static void
open_mid_game (const Game *game)
{
  g_autoptr(GFile) file = NULL;

  tc_test_window_open_fresh ();
  file = tc_test_window_open_saved (game->file);
  /* The log shown too, as a player opens it where the table leaves it no room. */
  tc_test_input_settle ();
  if (!log_is_open ())
    tc_test_input_key (GDK_KEY_F9, 0);
  tc_test_input_settle ();
  g_assert_true (log_is_open ());
}

static void
report_faults (const Game *game,
               GString    *faults,
               const char *what)
{
  if (faults->len > 0)
    g_error ("%s: %s:%s", game->game_id, what, faults->str);
}

static void
test_names (gconstpointer data)
{
  const Game *game = data;
  Walk walk = { g_string_new (NULL), 0, NULL };

  open_mid_game (game);
  check_names (GTK_WIDGET (window), &walk);
  g_test_message ("%s: %u controls", game->game_id, walk.n_controls);
  g_assert_cmpuint (walk.n_controls, >, 10);
  report_faults (game, walk.faults, "controls without a name in words");
  g_string_free (walk.faults, TRUE);
}

/* The control the focus is in: an entry's text is its entry's. */
static GtkWidget *
get_focused_control (GtkWindow *top)
{
  GtkWidget *focus = gtk_window_get_focus (top);

  for (GtkWidget *up = focus; up != NULL; up = gtk_widget_get_parent (up))
    if (is_control (up))
      return up;

  return focus;
}

/* The shown, sensitive controls under @widget that take the focus. */
static void
collect_focus_stops (GtkWidget *widget,
                     GPtrArray *stops)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!is_shown (child) || !gtk_widget_is_sensitive (child))
        continue;
      if (is_control (child) && (gtk_widget_get_focusable (child) || GTK_IS_EDITABLE (child)))
        g_ptr_array_add (stops, child);
      else
        collect_focus_stops (child, stops);
    }
}

/* Presses @keyval with @modifiers from the start of the window until the
 * focus comes back to where it first went, or @max presses: each press
 * must move the focus. Returns: the controls reached.
 */
static GHashTable *
walk_focus (GtkWindow       *top,
            guint            keyval,
            GdkModifierType  modifiers,
            guint            max,
            GString         *faults)
{
  GHashTable *reached = g_hash_table_new (NULL, NULL);
  GtkWidget *first = NULL, *before = NULL;

  gtk_window_set_focus (top, NULL);
  for (guint i = 0; i < max; i++)
    {
      GtkWidget *focus;

      tc_test_input_key (keyval, modifiers);
      focus = get_focused_control (top);
      if (focus == NULL)
        continue;
      if (focus == before)
        {
          g_autofree char *name = dup_accessible_name (focus);

          g_string_append_printf (faults, "\n  %s stays on %s “%s” after %u presses",
                                  modifiers != 0 ? "Shift+Tab" : "Tab", G_OBJECT_TYPE_NAME (focus), name, i + 1);
          break;
        }
      if (focus == first)
        break;
      if (first == NULL)
        first = focus;
      g_hash_table_add (reached, focus);
      before = focus;
    }

  return reached;
}

/* Whether one of @reached lies inside @widget. */
static gboolean
reaches_inside (GHashTable *reached,
                GtkWidget  *widget)
{
  GHashTableIter iter;
  gpointer focus;

  g_hash_table_iter_init (&iter, reached);
  while (g_hash_table_iter_next (&iter, &focus, NULL))
    if (gtk_widget_is_ancestor (focus, widget))
      return TRUE;

  return FALSE;
}

/* Tab and Shift+Tab from the start of the window reach every control of
 * the prompt, and each press moves the focus.
 */
static void
test_tab (gconstpointer data)
{
  const Game *game = data;
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  g_autoptr(GString) faults = g_string_new (NULL);
  GtkWidget *prompt;
  guint max;

  open_mid_game (game);
  prompt = game->prompt != NULL ? game->find (GTK_WIDGET (window), game->prompt, 0)
                                : GTK_WIDGET (tc_game_page_get_table_view (tc_window_get_game_page (window)));
  g_assert_nonnull (prompt);
  collect_focus_stops (prompt, stops);
  g_assert_cmpuint (stops->len, >, 0);
  max = 300;

  for (guint direction = 0; direction < 2; direction++)
    {
      GdkModifierType modifiers = direction == 0 ? 0 : GDK_SHIFT_MASK;
      g_autoptr(GHashTable) reached = walk_focus (GTK_WINDOW (window), GDK_KEY_Tab, modifiers, max, faults);

      g_test_message ("%s: %s reaches %u controls", game->game_id, direction == 0 ? "Tab" : "Shift+Tab",
                      g_hash_table_size (reached));
      for (guint i = 0; i < stops->len; i++)
        if (!g_hash_table_contains (reached, stops->pdata[i]))
          {
            g_autofree char *name = dup_accessible_name (stops->pdata[i]);

            g_string_append_printf (faults, "\n  %s never reaches the prompt's %s “%s”",
                                    direction == 0 ? "Tab" : "Shift+Tab", G_OBJECT_TYPE_NAME (stops->pdata[i]), name);
          }
      if (!reaches_inside (reached, get_log_panel ()))
        g_error ("%s: %s never reaches the log", game->game_id, direction == 0 ? "Tab" : "Shift+Tab");
    }

  report_faults (game, faults, "Tab through the table");
}

/* End Turn pressed by the pointer, once the turn owes nothing: the
 * focus stays in the table, and the name read there is that of the
 * player whose turn it now is (in Quartz, whoever begins the next round).
 */
static void
test_turn_change (gconstpointer data)
{
  const Game *game = data;
  g_autoptr(GFile) file = NULL;
  g_autofree char *name = NULL;
  TcGamePage *page;
  TcGame *played;
  TcRuleset *ruleset;
  GtkWidget *table, *focus;
  guint n_entries, active;
  const char *player;

  tc_test_window_open_fresh ();
  file = tc_test_window_open_saved (game->turn_file);
  tc_test_input_settle ();
  if (game->turn_keys != NULL)
    tc_test_input_type (game->turn_keys);
  page = tc_window_get_game_page (window);
  played = tc_game_page_get_game (page);
  ruleset = tc_game_get_ruleset (played);
  table = GTK_WIDGET (tc_game_page_get_table_view (page));
  n_entries = tc_game_get_n_entries (played);

  /* The shell drops a turn's end within half a second of the last entry. */
  g_usleep (G_USEC_PER_SEC * 6 / 10);
  tc_test_input_click (game->find (GTK_WIDGET (window), "end-turn", 0));
  tc_test_input_settle ();
  g_assert_cmpuint (tc_game_get_n_entries (played), ==, n_entries + 1);
  g_assert_cmpstr (tc_entry_get_kind (tc_game_get_entry (played, n_entries)), ==, "end_turn");
  active = tc_ruleset_get_active_seat (ruleset, tc_game_get_state (played));
  g_assert_cmpuint (active, >, 0);
  player = tc_ruleset_get_players (ruleset)[active - 1];

  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (focus == table || gtk_widget_is_ancestor (focus, table));
  focus = get_focused_control (GTK_WINDOW (window));
  if (focus == NULL || !is_control (focus) || !gtk_widget_is_ancestor (focus, table))
    focus = table;
  name = dup_accessible_name (focus);
  g_test_message ("%s: after End Turn, %s “%s”", game->game_id, G_OBJECT_TYPE_NAME (focus), name);
  if (strstr (name, player) == NULL)
    g_error ("%s: after End Turn the focus is on %s “%s”, which does not name %s",
             game->game_id, G_OBJECT_TYPE_NAME (focus), name, player);
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_mapped (GTK_WIDGET (toplevel)))
        return GTK_WINDOW (toplevel);
    }

  return NULL;
}

/* The New Game dialog, opened by its button on the start page, set to @game. */
static GtkWindow *
open_new_game (const Game *game)
{
  GtkWindow *dialog;

  tc_test_window_open_fresh ();
  tc_test_input_click (tc_test_find_button (GTK_WIDGET (tc_window_get_start_page (window)), "_New Game"));
  tc_test_input_settle ();
  dialog = find_toplevel (TC_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  tc_new_game_dialog_set_game (TC_NEW_GAME_DIALOG (dialog), game->game_id);
  tc_test_input_settle ();

  return dialog;
}

/* Names in words over a whole dialog; with @whole, no name shared by two
 * controls anywhere in it that do different things, else by two siblings.
 */
static void
check_dialog_names (const Game *game,
                    GtkWindow  *dialog,
                    gboolean    whole,
                    const char *what)
{
  g_autoptr(GHashTable) all_names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Walk walk = { g_string_new (NULL), 0, whole ? all_names : NULL };

  check_names (GTK_WIDGET (dialog), &walk);
  g_test_message ("%s: %s: %u controls", game->game_id, what, walk.n_controls);
  g_assert_cmpuint (walk.n_controls, >, 2);
  report_faults (game, walk.faults, what);
  g_string_free (walk.faults, TRUE);
}

static void
test_new_game_names (gconstpointer data)
{
  const Game *game = data;
  GtkWindow *dialog = open_new_game (game);

  check_dialog_names (game, dialog, TRUE, "the New Game dialog");
  gtk_window_destroy (dialog);
}

static void
collect_name_fields (GtkWidget *widget,
                     GPtrArray *fields)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ADW_IS_ENTRY_ROW (child) && is_shown (child))
      g_ptr_array_add (fields, child);
    else
      collect_name_fields (child, fields);
}

/* Tab and Shift+Tab reach every name field and Start. */
static void
test_new_game_tab (gconstpointer data)
{
  const Game *game = data;
  GtkWindow *dialog = open_new_game (game);
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  g_autoptr(GString) faults = g_string_new (NULL);
  GtkWidget *start = tc_test_find_button (GTK_WIDGET (dialog), "_Start");

  collect_name_fields (GTK_WIDGET (dialog), stops);
  g_assert_cmpuint (stops->len, >=, 2);
  g_assert_nonnull (start);
  /* Start waits for the names the game needs. */
  for (guint i = 0; i < stops->len && !gtk_widget_is_sensitive (start); i++)
    {
      const char *names[] = { "Ana", "Ben", "Cy", "Di", "Ed", "Flo" };

      tc_test_input_click (stops->pdata[i]);
      tc_test_input_type (names[i % G_N_ELEMENTS (names)]);
    }
  g_assert_true (gtk_widget_is_sensitive (start));
  g_ptr_array_add (stops, start);

  for (guint direction = 0; direction < 2; direction++)
    {
      GdkModifierType modifiers = direction == 0 ? 0 : GDK_SHIFT_MASK;
      g_autoptr(GHashTable) reached = walk_focus (dialog, GDK_KEY_Tab, modifiers, 100, faults);

      for (guint i = 0; i < stops->len; i++)
        if (!g_hash_table_contains (reached, stops->pdata[i]))
          {
            g_autofree char *name = dup_accessible_name (stops->pdata[i]);

            g_string_append_printf (faults, "\n  %s never reaches %s “%s”",
                                    direction == 0 ? "Tab" : "Shift+Tab", G_OBJECT_TYPE_NAME (stops->pdata[i]), name);
          }
    }

  report_faults (game, faults, "Tab through the New Game dialog");
  gtk_window_destroy (dialog);
}

/* A name field typed into reports the focus, as AT-SPI reads it (the
 * "focused" state comes from the accessible's platform state); the one
 * left behind no longer does.
 */
static void
test_new_game_focus (gconstpointer data)
{
  const Game *game = data;
  GtkWindow *dialog = open_new_game (game);
  g_autoptr(GPtrArray) fields = g_ptr_array_new ();
  GtkAccessible *first, *second;

  collect_name_fields (GTK_WIDGET (dialog), fields);
  g_assert_cmpuint (fields->len, >=, 2);
  first = fields->pdata[0];
  second = fields->pdata[1];

  tc_test_input_click (GTK_WIDGET (first));
  tc_test_input_type ("Ana");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (first)), ==, "Ana");
  g_assert_true (tc_accessible_get_state (first, TC_ACCESSIBLE_STATE_FOCUSABLE));
  if (!tc_accessible_get_state (first, TC_ACCESSIBLE_STATE_FOCUSED))
    g_error ("%s: the first name field reports no focus while typed into", game->game_id);
  g_assert_false (tc_accessible_get_state (second, TC_ACCESSIBLE_STATE_FOCUSED));

  tc_test_input_key (GDK_KEY_Tab, 0);
  tc_test_input_type ("Ben");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (second)), ==, "Ben");
  g_assert_true (tc_accessible_get_state (second, TC_ACCESSIBLE_STATE_FOCUSED));
  g_assert_false (tc_accessible_get_state (first, TC_ACCESSIBLE_STATE_FOCUSED));
  gtk_window_destroy (dialog);
}

/* The rules window on @game's rules, as Help → Rules opens it. */
static void
test_rules_names (gconstpointer data)
{
  const Game *game = data;
  GtkWindow *rules;

  tc_test_window_open_fresh ();
  rules = GTK_WINDOW (tc_window_show_rules (window, game->game_id, NULL));
  tc_test_input_settle ();
  /* Its two view switchers, at the top and the bottom, are one control. */
  check_dialog_names (game, rules, FALSE, "the rules window");
  gtk_window_destroy (rules);
}

/* The preferences, every game's house rules in one window, as the main
 * menu opens them.
 */
static void
test_preferences_names (void)
{
  static const Game all = { "preferences" };
  GtkWindow *prefs;

  tc_test_window_open_fresh ();
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  tc_test_input_settle ();
  prefs = find_toplevel (TC_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (prefs);
  check_dialog_names (&all, prefs, TRUE, "the preferences");
  gtk_window_destroy (prefs);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_mcg_init (&window);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *names = g_strdup_printf ("/app/a11y/%s/names", games[i].game_id);
      g_autofree char *tab = g_strdup_printf ("/app/a11y/%s/tab", games[i].game_id);

      g_test_add_data_func (names, &games[i], test_names);
      g_autofree char *new_names = g_strdup_printf ("/app/a11y/%s/new-game-names", games[i].game_id);
      g_autofree char *new_tab = g_strdup_printf ("/app/a11y/%s/new-game-tab", games[i].game_id);
      g_autofree char *rules = g_strdup_printf ("/app/a11y/%s/rules-names", games[i].game_id);
      g_autofree char *new_focus = g_strdup_printf ("/app/a11y/%s/new-game-focus", games[i].game_id);

      g_test_add_data_func (tab, &games[i], test_tab);
      g_autofree char *turn = g_strdup_printf ("/app/a11y/%s/turn-change", games[i].game_id);

      g_test_add_data_func (turn, &games[i], test_turn_change);
      g_test_add_data_func (new_names, &games[i], test_new_game_names);
      g_test_add_data_func (new_tab, &games[i], test_new_game_tab);
      g_test_add_data_func (new_focus, &games[i], test_new_game_focus);
      g_test_add_data_func (rules, &games[i], test_rules_names);
    }

  g_test_add_func ("/app/a11y/preferences-names", test_preferences_names);

  return tc_test_window_run ();
}
