/* test-app-bnb-panels.c: the Builders & Biomes setup form, build panel
 * and fight panel, fed the states of the worked example (bnb-log-v1.md §8)
 *
 * Each widget is shown in a window of its own. The states are the example
 * log's after so many entries: 0 (before setup), 15 (Ana to build the
 * forest dwelling of stack [2,2]) and 21 (Ana to fight the zombie of
 * stack [2,3]); what the widgets give is compared with the log's own
 * entries 1, 16 and 22, and checked by the engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tc-application.h"
#include "tc-bnb-box.h"
#include "tc-bnb-build-panel.h"
#include "tc-bnb-fight-panel.h"
#include "tc-bnb-ruleset.h"
#include "tc-test-bnb.h"
#include "tc-test-input.h"
#include "tc-bnb-setup-form.h"
#include "tc-game.h"

#define BOX_FILE "builders-biomes-box.json"

static char *data_home;
static TcGame *game;             /* owned by tc_test_bnb_example () */
static const TcBnbRules *rules;
static TcBnbState state;
static GtkWindow *window;
static guint n_changed;
static guint n_activated;

static const TcBnbRules *
example_rules (void)
{
  game = tc_test_bnb_example (&rules);
  return rules;
}

/* The state after the example's first @n entries. */
static const TcBnbState *
state_after (guint n)
{
  game = tc_test_bnb_example (&rules);
  tc_game_copy_state_at (game, n, &state);
  return &state;
}

/* The example's entry @n (1-based), as the engine read it. */
static const TcBnbEntry *
example_entry (guint n)
{
  game = tc_test_bnb_example (&rules);
  return tc_entry_get_data (tc_game_get_entry (game, n - 1));
}

/* Forgets the box data a case saved: every case starts from none. */
static void
forget_box (void)
{
  g_autoptr(GDir) dir = g_dir_open (data_home, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *box = g_build_filename (data_home, name, BOX_FILE, NULL);

      g_remove (box);
    }
}

static void
counted_cb (GtkWidget *widget,
            guint     *count)
{
  (*count)++;
}

/* Makes the window as tall as @widget is at @width. */
static void
fit_window (GtkWidget *widget,
            guint      width)
{
  int height;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  gtk_window_set_default_size (window, width, height);
  tc_test_bnb_settle ();
}

/* Shows @widget alone in a window @width wide, as the table would: in a
 * scrolled window, the window as tall as the widget at that width.
 */
static void
show (GtkWidget *widget,
      guint      width)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  if (window != NULL)
    gtk_window_destroy (window);

  window = GTK_WINDOW (gtk_window_new ());
  /* As TcWindow does below 600 px: every button is a 44 px target. */
  if (width < 600)
    gtk_widget_add_css_class (GTK_WIDGET (window), "narrow");
  gtk_window_set_default_size (window, width, 200);
  gtk_widget_set_margin_start (widget, 12);
  gtk_widget_set_margin_end (widget, 12);
  gtk_widget_set_margin_top (widget, 12);
  gtk_widget_set_margin_bottom (widget, 12);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), widget);
  gtk_window_set_child (window, scrolled);
  gtk_window_present (window);
  tc_test_bnb_settle ();
  fit_window (widget, width);
}

/* Sends @keyval to the key handler that @widget has before its children. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;

      if (!GTK_IS_EVENT_CONTROLLER_KEY (controller) ||
          gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_CAPTURE)
        continue;

      g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
      tc_test_bnb_iterate ();
      return handled;
    }

  g_assert_not_reached ();
}

static void
type_keys (GtkWidget  *widget,
           const char *keys)
{
  for (const char *key = keys; *key != '\0'; key++)
    g_assert_true (press_key (widget, gdk_unicode_to_keyval (*key)));
}

static gint
spin_value (GtkWidget *spin)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

/* The widget fits the window: usable on a phone, 360 px wide. */
static void
assert_fits (GtkWidget *widget,
             guint      width)
{
  int minimum;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, width);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, width);
}

static void
save_screenshot (GtkWidget  *widget,
                 const char *name,
                 guint       width)
{
  const char *dir = g_getenv ("TC_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;

  fit_window (widget, width);
  path = g_strdup_printf ("%s/bnb-%s-%u.png", dir, name, width);
  g_assert_true (tc_application_save_screenshot (GTK_WIDGET (window), path, &error));
  g_assert_no_error (error);
}

/* Setup ------------------------------------------------------------------- */

static TcBnbSetupForm *
new_setup_form (const TcBnbRules *form_rules,
                guint             first_seat,
                guint             width)
{
  TcBnbSetupForm *form = TC_BNB_SETUP_FORM (tc_bnb_setup_form_new ());

  n_changed = 0;
  g_signal_connect (form, "changed", G_CALLBACK (counted_cb), &n_changed);
  tc_bnb_setup_form_prepare (form, form_rules, first_seat);
  show (GTK_WIDGET (form), width);

  return form;
}

static GtkWidget *
setup_part (TcBnbSetupForm *form,
            const char     *name,
            guint           index)
{
  GtkWidget *part = tc_test_bnb_setup_part (GTK_WIDGET (form), name, index);

  g_assert_nonnull (part);
  return part;
}

static void
type_board (TcBnbSetupForm *form,
            guint           seat,
            const char     *letters)
{
  gtk_editable_set_text (GTK_EDITABLE (setup_part (form, "board", seat)), letters);
  tc_test_bnb_iterate ();
}

static const char *
board_message (TcBnbSetupForm *form,
               guint           seat)
{
  return gtk_label_get_text (GTK_LABEL (setup_part (form, "message", seat)));
}

/* The letters typed for each board are its biomes, row by row. */
static void
test_setup_typed_board (void)
{
  const gint8 expected[9] = { 0, 0, 1, 2, 3, 1, 0, 2, 3 };   /* f f d m s d f m s */
  TcBnbSetupForm *form;
  TcBnbEntry setup = { 0 };

  forget_box ();
  form = new_setup_form (example_rules (), 1, 1000);
  type_board (form, 0, "ffdmsdfms");
  type_board (form, 1, "dsffmdsdm");
  g_assert_cmpuint (n_changed, >=, 2);

  g_assert_true (tc_bnb_setup_form_get_entry (form, &setup));
  g_assert_cmpint (setup.type, ==, TC_BNB_ENTRY_SETUP);
  g_assert_cmpuint (setup.n_boards, ==, 2);
  g_assert_true (setup.boards_of_nine);
  g_assert_cmpmem (setup.boards[0], 9, expected, 9);
  g_assert_cmpstr (board_message (form, 0), ==, "All 9 spaces set");
  /* The preview names each space's biome. */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (setup_part (form, "space", 2)), ==, "desert");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (setup_part (form, "space", 9 + 1)), ==, "snowy tundra");

  /* Capitals and spaces between the rows read as well. */
  type_board (form, 0, "FFD MSD FMS");
  g_assert_true (tc_bnb_setup_form_get_entry (form, &setup));
  g_assert_cmpmem (setup.boards[0], 9, expected, 9);
}

/* All boards typed in the first field, as the README says, fill them
 * all; typed key by key, they are spread only once the last is complete.
 */
static void
test_setup_boards_in_one_field (void)
{
  const gint8 second[9] = { 1, 3, 0, 0, 2, 1, 3, 1, 2 };   /* d s f f m d s d m */
  TcBnbSetupForm *form;
  TcBnbEntry setup = { 0 };

  forget_box ();
  form = new_setup_form (example_rules (), 1, 1000);
  tc_test_input_click (setup_part (form, "board", 0));
  tc_test_input_type ("ffd msd fms dsf fmd sd");
  g_assert_false (tc_bnb_setup_form_get_entry (form, &setup));
  g_assert_cmpstr (board_message (form, 1), ==, "Type 9 letters, row by row");

  tc_test_input_type ("m");
  g_assert_true (tc_bnb_setup_form_get_entry (form, &setup));
  g_assert_cmpmem (setup.boards[1], 9, second, 9);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (setup_part (form, "board", 0))), ==, "ffdmsdfms");
  g_assert_cmpstr (board_message (form, 0), ==, "All 9 spaces set");
  g_assert_cmpstr (board_message (form, 1), ==, "All 9 spaces set");
}

/* A board of 8 letters, of 10, or with a letter that is no biome is not
 * a board: the entry is refused and the field says why.
 */
static void
test_setup_bad_boards (void)
{
  const struct
  {
    const char *letters;
    const char *message;
  } bad[] = {
    { "ffdmsdfm", "8 of 9 spaces: 1 more to type" },
    { "ffdmsdfmx", "“x” is not a biome letter" },
    { "ffdmsdfmss", "10 letters: a board has 9 spaces" },
  };
  TcBnbSetupForm *form;
  TcBnbEntry setup = { 0 };

  forget_box ();
  form = new_setup_form (example_rules (), 1, 1000);
  type_board (form, 1, "dsffmdsdm");
  g_assert_false (tc_bnb_setup_form_get_entry (form, &setup));
  g_assert_cmpstr (board_message (form, 0), ==, "Type 9 letters, row by row");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      type_board (form, 0, bad[i].letters);
      g_assert_false (tc_bnb_setup_form_get_entry (form, &setup));
      g_assert_false (setup.boards_of_nine);
      g_assert_cmpstr (board_message (form, 0), ==, bad[i].message);
      g_assert_true (gtk_widget_has_css_class (setup_part (form, "board", 0), "error"));
    }

  type_board (form, 0, "ffdmsdfms");
  g_assert_true (tc_bnb_setup_form_get_entry (form, &setup));
  g_assert_false (gtk_widget_has_css_class (setup_part (form, "board", 0), "error"));
}

/* Clicking a space gives it the next biome; spaces before it that are
 * not typed yet are marked, to be named next.
 */
static void
test_setup_click_spaces (void)
{
  TcBnbSetupForm *form;
  GtkEditable *board;

  forget_box ();
  form = new_setup_form (example_rules (), 1, 1000);
  board = GTK_EDITABLE (setup_part (form, "board", 0));

  g_signal_emit_by_name (setup_part (form, "space", 2), "clicked");
  g_assert_cmpstr (gtk_editable_get_text (board), ==, "??f");
  g_assert_cmpstr (board_message (form, 0), ==, "Space 1 is not set yet (?)");
  g_signal_emit_by_name (setup_part (form, "space", 2), "clicked");
  g_assert_cmpstr (gtk_editable_get_text (board), ==, "??d");

  type_board (form, 0, "ffdmsdfms");
  for (guint i = 0; i < 3; i++)
    g_signal_emit_by_name (setup_part (form, "space", 8), "clicked");
  /* snow, then forest, desert, mountains: round the biomes */
  g_assert_cmpstr (gtk_editable_get_text (board), ==, "ffdmsdfmm");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (setup_part (form, "space", 8)), ==, "mountains");
}

/* The first seat chosen is the entry's; it starts on the table's. */
static void
test_setup_first_seat (void)
{
  TcBnbSetupForm *form;
  TcBnbEntry setup = { 0 };
  guint before;

  forget_box ();
  form = new_setup_form (example_rules (), 2, 1000);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (setup_part (form, "first-seat", 0))), ==, 1);
  tc_bnb_setup_form_get_entry (form, &setup);
  g_assert_cmpint (setup.first_seat, ==, 2);

  before = n_changed;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (setup_part (form, "first-seat", 0)), 0);
  g_assert_cmpuint (n_changed, ==, before + 1);
  tc_bnb_setup_form_get_entry (form, &setup);
  g_assert_cmpint (setup.first_seat, ==, 1);
}

/* With no box remembered, the hearts are the example's and every choice
 * scores 2; typed as the example's setup, the form gives its entry 1.
 */
static void
test_setup_example (void)
{
  const TcBnbEntry *example = example_entry (1);
  TcBnbSetupForm *form;
  TcBnbEntry setup = { 0 };
  g_autoptr(GError) error = NULL;

  forget_box ();
  form = new_setup_form (example_rules (), 1, 1000);
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    g_assert_cmpint (spin_value (setup_part (form, "hearts", w)), ==, example->weapon_hearts[w]);
  for (guint i = 0; i < TC_BNB_N_ATTRIBUTES * 4; i++)
    g_assert_cmpint (spin_value (setup_part (form, "scoring", i)), ==, 2);

  type_board (form, 0, "ffdmsdfms");
  type_board (form, 1, "dsffmdsdm");
  for (guint i = 0; i < TC_BNB_N_ATTRIBUTES * 4; i++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (setup_part (form, "scoring", i)), example->scoring[i / 4][i % 4]);
  g_assert_true (tc_bnb_setup_form_get_entry (form, &setup));

  g_assert_cmpmem (setup.boards, sizeof setup.boards, example->boards, sizeof example->boards);
  g_assert_cmpmem (setup.weapon_hearts, sizeof setup.weapon_hearts, example->weapon_hearts,
                   sizeof example->weapon_hearts);
  g_assert_cmpmem (setup.scoring, sizeof setup.scoring, example->scoring, sizeof example->scoring);
  g_assert_cmpint (setup.first_seat, ==, example->first_seat);
  g_assert_true (tc_bnb_state_check (rules, state_after (0), &setup, &error));
  g_assert_no_error (error);
}

/* The box of the last game is offered again: boards, hearts, scoring. */
static void
test_setup_box_remembered (void)
{
  TcBnbEntry saved = *example_entry (1);
  TcBnbSetupForm *form;
  TcBnbEntry setup = { 0 };
  g_autoptr(GError) error = NULL;

  forget_box ();
  saved.weapon_hearts[TC_BNB_N_WEAPONS - 1] = 7;
  g_assert_true (tc_bnb_box_save (&saved, &error));
  g_assert_no_error (error);

  form = new_setup_form (example_rules (), 1, 1000);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (setup_part (form, "board", 1))), ==, "dsffmdsdm");
  g_assert_cmpint (spin_value (setup_part (form, "hearts", TC_BNB_N_WEAPONS - 1)), ==, 7);
  g_assert_cmpint (spin_value (setup_part (form, "scoring", 4 * TC_BNB_MATERIAL + 3)), ==, 5);
  g_assert_true (tc_bnb_setup_form_get_entry (form, &setup));
  forget_box ();
}

/* Prepared again for the same players (the table shows a note typed
 * before the setup), the form keeps what was typed.
 */
static void
test_setup_prepared_again (void)
{
  TcBnbSetupForm *form;

  forget_box ();
  form = new_setup_form (example_rules (), 1, 1000);
  type_board (form, 0, "ffd");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (setup_part (form, "first-seat", 0)), 1);
  tc_bnb_setup_form_prepare (form, rules, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (setup_part (form, "board", 0))), ==, "ffd");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (setup_part (form, "first-seat", 0))), ==, 1);
}

/* Four players, one with a name of 64 characters: cut, never wider than
 * a phone.
 */
static void
test_setup_screenshots (void)
{
  const char *players[] = {
    "Ana", "Bartholomew Maximilian Alexander von Hohenzollern-Sigmaringen-Bo", "李雷", "Dee", NULL
  };
  const guint widths[] = { 360, 1000 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) ruleset = NULL;
  const TcBnbRules *four;

  /* Loading a game registers the rulesets. */
  game = tc_test_bnb_example (&rules);
  ruleset = tc_ruleset_new (TC_BNB_GAME_ID, players, NULL, &error);
  g_assert_no_error (error);
  four = tc_bnb_ruleset_get_rules (TC_BNB_RULESET (ruleset));
  g_assert_cmpuint (g_utf8_strlen (players[1], -1), ==, 64);
  forget_box ();

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      TcBnbSetupForm *form = new_setup_form (four, 1, widths[i]);

      type_board (form, 0, "ffdmsdfms");
      type_board (form, 1, "dsffm");
      type_board (form, 2, "dsffmdsdx");
      tc_test_bnb_settle ();
      assert_fits (GTK_WIDGET (form), widths[i]);
      save_screenshot (GTK_WIDGET (form), "setup", widths[i]);
    }
}

/* Build ------------------------------------------------------------------- */

static TcBnbBuildPanel *
new_build_panel (guint width)
{
  TcBnbBuildPanel *panel = TC_BNB_BUILD_PANEL (tc_bnb_build_panel_new ());

  n_activated = 0;
  g_signal_connect (panel, "activate", G_CALLBACK (counted_cb), &n_activated);
  tc_bnb_build_panel_prepare (panel, rules, state_after (15), 2, 2);
  show (GTK_WIDGET (panel), width);

  return panel;
}

static GtkWidget *
build_part (TcBnbBuildPanel *panel,
            const char      *name,
            guint            index)
{
  GtkWidget *part = tc_test_bnb_build_part (GTK_WIDGET (panel), name, index);

  g_assert_nonnull (part);
  return part;
}

/* After entry 15 Ana holds a wood and an emerald: the advice pays the
 * dwelling's 2 wood as entry 16 does, on the space chosen.
 */
static void
test_build_advice (void)
{
  const TcBnbEntry *example = example_entry (16);
  TcBnbBuildPanel *panel = new_build_panel (1000);
  TcBnbEntry build = { 0 };
  g_autoptr(GError) error = NULL;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    g_assert_cmpint (spin_value (build_part (panel, "pay", b)), ==, example->pay[b]);
  g_assert_cmpint (spin_value (build_part (panel, "pay", TC_BNB_WOOD)), ==, 1);
  g_assert_cmpint (spin_value (build_part (panel, "pay", TC_BNB_EMERALD)), ==, 1);
  /* The space changes the score: none is chosen, and Build waits. */
  for (guint i = 0; i < 9; i++)
    g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (build_part (panel, "space", i))));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (build_part (panel, "verdict", 0))), ==,
                   "Choose the space to build on. Pays 2 blocks of a cost of 2: exactly right");
  g_assert_false (gtk_widget_get_sensitive (build_part (panel, "build", 0)));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (build_part (panel, "space", 0)), TRUE);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (build_part (panel, "space", 2)), TRUE);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (build_part (panel, "space", 0))));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (build_part (panel, "verdict", 0))), ==,
                   "Pays 2 blocks of a cost of 2: exactly right");
  g_assert_true (gtk_widget_get_sensitive (build_part (panel, "build", 0)));

  tc_bnb_build_panel_get_entry (panel, &build);
  g_assert_cmpint (build.type, ==, TC_BNB_ENTRY_BUILD);
  g_assert_cmpint (build.seat, ==, example->seat);
  g_assert_cmpmem (&build.stack, sizeof build.stack, &example->stack, sizeof example->stack);
  g_assert_cmpmem (&build.space, sizeof build.space, &example->space, sizeof example->space);
  g_assert_cmpmem (build.pay, sizeof build.pay, example->pay, sizeof example->pay);
  g_assert_true (tc_bnb_state_check (rules, state_after (15), &build, &error));
  g_assert_no_error (error);
}

/* A payment short of the cost is said in the engine's words; no more can
 * be paid of a block than is held.
 */
static void
test_build_wrong_payment (void)
{
  TcBnbBuildPanel *panel = new_build_panel (1000);
  GtkSpinButton *emerald = GTK_SPIN_BUTTON (build_part (panel, "pay", TC_BNB_EMERALD));
  double most;

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (build_part (panel, "space", 2)), TRUE);
  gtk_spin_button_set_value (emerald, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (build_part (panel, "verdict", 0))), ==,
                   "This payment needs exactly 1 emerald, one for each block it lacks. Pays 1 block of a cost of 2");
  g_assert_true (gtk_widget_has_css_class (build_part (panel, "verdict", 0), "warning"));
  g_assert_false (gtk_widget_get_sensitive (build_part (panel, "build", 0)));

  gtk_spin_button_get_range (GTK_SPIN_BUTTON (build_part (panel, "pay", TC_BNB_WOOD)), NULL, &most);
  g_assert_cmpint (most, ==, 1);
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (build_part (panel, "pay", TC_BNB_SAND)), NULL, &most);
  g_assert_cmpint (most, ==, 0);
}

/* The spaces show what is built on them, for the table to choose. */
static void
test_build_built_space (void)
{
  TcBnbBuildPanel *panel = TC_BNB_BUILD_PANEL (tc_bnb_build_panel_new ());
  TcBnbState later = *state_after (15);

  /* As after entry 16: the forest dwelling on [1,3]; the witch's stack
   * shows a building for this case.
   */
  later.seats[0].board[2] = (TcBnbSpace) { .biome = 0, .material = 0, .type = 1 };   /* forest wood dwelling */
  later.seats[0].board[0].material = 2;                                            /* stone decoration */
  later.seats[0].board[0].type = 0;
  later.tops[TC_BNB_STACK (3, 3)] = later.tops[TC_BNB_STACK (2, 2)];
  tc_bnb_build_panel_prepare (panel, rules, &later, 3, 3);
  show (GTK_WIDGET (panel), 1000);

  g_assert_cmpstr (gtk_widget_get_tooltip_text (build_part (panel, "space", 2)), ==, "forest, wood dwelling");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (build_part (panel, "space", 4)), ==, "snowy tundra, not built on");
  /* No space is chosen for the table, built on or not. */
  for (guint i = 0; i < 9; i++)
    g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (build_part (panel, "space", i))));
}

/* The Build button and Enter ask to build once a space is chosen; Enter
 * on a space chooses nothing.
 */
static void
test_build_activate (void)
{
  TcBnbBuildPanel *panel = new_build_panel (1000);
  TcBnbEntry build = { 0 };

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (panel)));
  g_assert_true (gtk_widget_has_focus (build_part (panel, "space", 0)));
  g_assert_true (gtk_widget_grab_focus (build_part (panel, "space", 5)));
  g_assert_true (press_key (GTK_WIDGET (panel), GDK_KEY_KP_Enter));
  g_assert_cmpuint (n_activated, ==, 0);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (build_part (panel, "space", 5))));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (build_part (panel, "space", 5)), TRUE);
  g_signal_emit_by_name (build_part (panel, "build", 0), "clicked");
  g_assert_cmpuint (n_activated, ==, 1);
  g_assert_true (press_key (GTK_WIDGET (panel), GDK_KEY_Return));
  g_assert_cmpuint (n_activated, ==, 2);
  tc_bnb_build_panel_get_entry (panel, &build);
  g_assert_cmpint (build.space.v[0], ==, 2);
  g_assert_cmpint (build.space.v[1], ==, 3);

  /* Other keys are the focused control's. */
  g_assert_false (press_key (GTK_WIDGET (panel), GDK_KEY_w));
}

/* After entry 15, and after 21: the dwelling is built on [1,3] and Ana
 * cannot pay the desert bridge of [3,2].
 */
static void
test_build_screenshots (void)
{
  const guint widths[] = { 360, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      TcBnbBuildPanel *panel = new_build_panel (widths[i]);

      assert_fits (GTK_WIDGET (panel), widths[i]);
      save_screenshot (GTK_WIDGET (panel), "build", widths[i]);

      panel = TC_BNB_BUILD_PANEL (tc_bnb_build_panel_new ());
      tc_bnb_build_panel_prepare (panel, rules, state_after (21), 3, 2);
      show (GTK_WIDGET (panel), widths[i]);
      g_assert_true (gtk_widget_has_css_class (build_part (panel, "verdict", 0), "warning"));
      g_assert_cmpstr (gtk_widget_get_tooltip_text (build_part (panel, "space", 2)), ==, "forest, wood dwelling");
      assert_fits (GTK_WIDGET (panel), widths[i]);
      save_screenshot (GTK_WIDGET (panel), "build-short", widths[i]);
    }
}

/* Fight ------------------------------------------------------------------- */

static TcBnbFightPanel *
new_fight_panel (const TcBnbRules *fight_rules,
                 const TcBnbState *fight_state,
                 guint             width)
{
  TcBnbFightPanel *panel = TC_BNB_FIGHT_PANEL (tc_bnb_fight_panel_new ());

  n_activated = 0;
  g_signal_connect (panel, "activate", G_CALLBACK (counted_cb), &n_activated);
  tc_bnb_fight_panel_prepare (panel, fight_rules, fight_state, 2, 3);
  show (GTK_WIDGET (panel), width);

  return panel;
}

static GtkWidget *
fight_part (TcBnbFightPanel *panel,
            const char      *name,
            guint            index)
{
  GtkWidget *part = tc_test_bnb_fight_part (GTK_WIDGET (panel), name, index);

  g_assert_nonnull (part);
  return part;
}

static const char *
damage_line (TcBnbFightPanel *panel)
{
  return gtk_label_get_text (GTK_LABEL (fight_part (panel, "damage", 0)));
}

static gint
compare_ints (gconstpointer a,
              gconstpointer b)
{
  return *(const gint *) a - *(const gint *) b;
}

/* After entry 21 Ana draws 3 against the zombie: typing the potato, the
 * wooden sword and the stone sword deals 3 damage to its 2 hearts, and
 * the entry lists the weapons of entry 22.
 */
static void
test_fight_example (void)
{
  const TcBnbEntry *example = example_entry (22);
  TcBnbFightPanel *panel = new_fight_panel (rules, state_after (21), 1000);
  gint drawn[TC_BNB_MAX_ITEMS];
  gint expected[TC_BNB_MAX_ITEMS];
  TcBnbEntry fight = { 0 };
  g_autoptr(GError) error = NULL;

  /* Only what Ana's pile holds: swords and potatoes. */
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    g_assert_cmpint (gtk_widget_get_mapped (fight_part (panel, "drawn", w)), ==,
                     state.seats[0].weapons[w] > 0);
  g_assert_false (gtk_widget_get_mapped (fight_part (panel, "detonate", 0)));
  g_assert_false (gtk_widget_is_sensitive (fight_part (panel, "fight", 0)));
  g_assert_cmpstr (damage_line (panel), ==, "Drawn 0 of 3 · damage 0 against 2 hearts — loses");

  type_keys (GTK_WIDGET (panel), "pw");
  g_assert_cmpstr (damage_line (panel), ==, "Drawn 2 of 3 · damage 1 against 2 hearts — loses");
  g_assert_false (gtk_widget_is_sensitive (fight_part (panel, "fight", 0)));
  type_keys (GTK_WIDGET (panel), "s");
  g_assert_cmpstr (damage_line (panel), ==, "Drawn 3 of 3 · damage 3 against 2 hearts — wins");
  g_assert_true (gtk_widget_is_sensitive (fight_part (panel, "fight", 0)));

  g_assert_cmpuint (tc_bnb_fight_panel_get_entry (panel, &fight, drawn, G_N_ELEMENTS (drawn)), ==, 3);
  g_assert_cmpint (fight.type, ==, TC_BNB_ENTRY_FIGHT);
  g_assert_cmpint (fight.seat, ==, example->seat);
  g_assert_cmpmem (&fight.stack, sizeof fight.stack, &example->stack, sizeof example->stack);
  g_assert_true (fight.drawn == drawn);
  g_assert_cmpint (fight.detonate, ==, 0);
  memcpy (expected, example->drawn, example->n_drawn * sizeof expected[0]);
  qsort (expected, example->n_drawn, sizeof expected[0], compare_ints);
  g_assert_cmpmem (drawn, fight.n_drawn * sizeof drawn[0], expected, example->n_drawn * sizeof expected[0]);
  g_assert_true (tc_bnb_state_check (rules, state_after (21), &fight, &error));
  g_assert_no_error (error);

  /* Enter fights, as the button does. */
  g_assert_true (press_key (GTK_WIDGET (panel), GDK_KEY_Return));
  g_signal_emit_by_name (fight_part (panel, "fight", 0), "clicked");
  g_assert_cmpuint (n_activated, ==, 2);
}

/* No more of a kind than the pile holds; more than 3 drawn, or fewer,
 * cannot fight.
 */
static void
test_fight_pile_limits (void)
{
  TcBnbFightPanel *panel = new_fight_panel (rules, state_after (21), 1000);
  gint drawn[2];
  TcBnbEntry fight = { 0 };

  type_keys (GTK_WIDGET (panel), "ww");
  g_assert_cmpint (spin_value (fight_part (panel, "drawn", 0)), ==, 1);
  /* A diamond sword is not in the pile. */
  type_keys (GTK_WIDGET (panel), "d");
  g_assert_cmpint (spin_value (fight_part (panel, "drawn", 8)), ==, 0);

  type_keys (GTK_WIDGET (panel), "ppp");
  g_assert_cmpstr (damage_line (panel), ==, "Drawn 4 of 3 · damage 1 against 2 hearts — loses");
  g_assert_false (gtk_widget_is_sensitive (fight_part (panel, "fight", 0)));
  g_assert_true (press_key (GTK_WIDGET (panel), GDK_KEY_Return));
  g_assert_cmpuint (n_activated, ==, 0);
  /* The caller's list is never overrun. */
  g_assert_cmpuint (tc_bnb_fight_panel_get_entry (panel, &fight, drawn, G_N_ELEMENTS (drawn)), ==, 2);

  g_signal_emit_by_name (fight_part (panel, "clear", 0), "clicked");
  g_assert_cmpstr (damage_line (panel), ==, "Drawn 0 of 3 · damage 0 against 2 hearts — loses");
}

/* Under the seed ruling a drawn TNT may explode for 5; under hearts only
 * there is nothing to detonate.
 */
static void
test_fight_tnt (void)
{
  gint tnt = tc_bnb_data_find_weapon_power (tc_bnb_data_get_default (), TC_BNB_POWER_EXPLODE);
  TcBnbState armed = *state_after (21);
  TcBnbRules plain;
  TcBnbFightPanel *panel;
  gint drawn[TC_BNB_MAX_ITEMS];
  TcBnbEntry fight = { 0 };

  g_assert_cmpint (tnt, >=, 0);
  g_assert_true (rules->seed_effects);
  armed.seats[0].weapons[tnt] = 1;
  panel = new_fight_panel (rules, &armed, 1000);

  g_assert_true (gtk_widget_get_mapped (fight_part (panel, "detonate", 0)));
  g_assert_false (gtk_widget_is_sensitive (fight_part (panel, "detonate", 0)));
  type_keys (GTK_WIDGET (panel), "tpp");
  g_assert_true (gtk_widget_is_sensitive (fight_part (panel, "detonate", 0)));
  g_assert_cmpstr (damage_line (panel), ==, "Drawn 3 of 3 · damage 0 against 2 hearts — loses");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (fight_part (panel, "detonate", 0)), 2);
  g_assert_cmpint (spin_value (fight_part (panel, "detonate", 0)), ==, 1);
  g_assert_cmpstr (damage_line (panel), ==, "Drawn 3 of 3 · damage 5 against 2 hearts — wins");
  tc_bnb_fight_panel_get_entry (panel, &fight, drawn, G_N_ELEMENTS (drawn));
  g_assert_cmpint (fight.detonate, ==, 1);

  /* Put back, nothing is left to detonate. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (fight_part (panel, "drawn", tnt)), 0);
  g_assert_cmpint (spin_value (fight_part (panel, "detonate", 0)), ==, 0);
  g_assert_false (gtk_widget_is_sensitive (fight_part (panel, "detonate", 0)));

  plain = *rules;
  plain.seed_effects = FALSE;
  panel = new_fight_panel (&plain, &armed, 1000);
  g_assert_false (gtk_widget_get_mapped (fight_part (panel, "detonate", 0)));
}

static void
test_fight_screenshots (void)
{
  const guint widths[] = { 360, 1000 };
  gint tnt = tc_bnb_data_find_weapon_power (tc_bnb_data_get_default (), TC_BNB_POWER_EXPLODE);
  TcBnbState armed = *state_after (21);

  /* A fuller pile than the example's, to see the rows wrap. */
  armed.seats[0].weapons[tnt] = 1;
  armed.seats[0].weapons[TC_BNB_N_WEAPONS - 1] = 1;
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      TcBnbFightPanel *panel = new_fight_panel (rules, &armed, widths[i]);

      type_keys (GTK_WIDGET (panel), "pwt");
      tc_test_bnb_settle ();
      assert_fits (GTK_WIDGET (panel), widths[i]);
      save_screenshot (GTK_WIDGET (panel), "fight", widths[i]);
    }
}

static void
remove_data_home (void)
{
  g_autoptr(GDir) dir = g_dir_open (data_home, 0, NULL);
  const char *name;

  forget_box ();
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (data_home, name, NULL);

      g_rmdir (path);
    }
  g_rmdir (data_home);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The box is remembered under the data folder: a scratch one, set
   * before GLib reads it.
   */
  data_home = g_dir_make_tmp ("tc-bnb-panels-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/bnb-panels/setup/typed-board", test_setup_typed_board);
  g_test_add_func ("/app/bnb-panels/setup/bad-boards", test_setup_bad_boards);
  g_test_add_func ("/app/bnb-panels/setup/boards-in-one-field", test_setup_boards_in_one_field);
  g_test_add_func ("/app/bnb-panels/setup/click-spaces", test_setup_click_spaces);
  g_test_add_func ("/app/bnb-panels/setup/first-seat", test_setup_first_seat);
  g_test_add_func ("/app/bnb-panels/setup/example", test_setup_example);
  g_test_add_func ("/app/bnb-panels/setup/box-remembered", test_setup_box_remembered);
  g_test_add_func ("/app/bnb-panels/setup/prepared-again", test_setup_prepared_again);
  g_test_add_func ("/app/bnb-panels/setup/screenshots", test_setup_screenshots);
  g_test_add_func ("/app/bnb-panels/build/advice", test_build_advice);
  g_test_add_func ("/app/bnb-panels/build/wrong-payment", test_build_wrong_payment);
  g_test_add_func ("/app/bnb-panels/build/built-space", test_build_built_space);
  g_test_add_func ("/app/bnb-panels/build/activate", test_build_activate);
  g_test_add_func ("/app/bnb-panels/build/screenshots", test_build_screenshots);
  g_test_add_func ("/app/bnb-panels/fight/example", test_fight_example);
  g_test_add_func ("/app/bnb-panels/fight/pile-limits", test_fight_pile_limits);
  g_test_add_func ("/app/bnb-panels/fight/tnt", test_fight_tnt);
  g_test_add_func ("/app/bnb-panels/fight/screenshots", test_fight_screenshots);

  status = g_test_run ();
  g_clear_pointer (&window, gtk_window_destroy);
  remove_data_home ();
  g_free (data_home);

  return status;
}
