/* test-app-quartz-table.c: a whole Quartz game played through its table
 *
 * The view is shown in a window of its own; its entries go to the game as
 * the shell would append them, and refusals come back as messages. The
 * expected states were worked out by hand from quartz-log-v1.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>

#include "tc-application.h"
#include "tc-quartz-ruleset.h"
#include "tc-table-views.h"
#include "tc-test-quartz.h"
#include "tc-test-window.h"

static TcGame *game;
static TcTableView *view;
static GtkWindow *window;
static char *last_message;

static gboolean
append_entry_cb (TcTableView *table,
                 TcEntry     *entry,
                 gpointer     user_data)
{
  g_autoptr(GError) error = NULL;

  if (tc_game_append (game, entry, NULL, &error))
    return TRUE;

  tc_table_view_show_message (table, error->message);
  return FALSE;
}

static void
message_cb (TcTableView *table,
            const char  *message,
            gpointer     user_data)
{
  g_free (last_message);
  last_message = g_strdup (message);
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static GtkWidget *
part (const char *name,
      guint       index)
{
  GtkWidget *widget = tc_test_quartz_find (GTK_WIDGET (view), name, index);

  g_assert_nonnull (widget);
  return widget;
}

static void
click (const char *name,
       guint       index)
{
  GtkWidget *widget = part (name, index);

  g_assert_true (gtk_widget_is_sensitive (widget));
  g_signal_emit_by_name (widget, "clicked");
  iterate ();
}

static const TcQuartzState *
state (void)
{
  return tc_game_get_state (game);
}

static const char *
page (void)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (part ("stack", 0)));
}

/* Clicks the choices of the open action composer, the @n-th child. */
static void
choose (guint n)
{
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (part ("choices", 0)), n);

  g_assert_nonnull (child);
  g_signal_emit_by_name (gtk_flow_box_child_get_child (child), "clicked");
  iterate ();
}

/* The fifth face rolls: no Roll to click after it. */
static void
roll_by_clicks (const TcQuartzFace *faces)
{
  for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
    click ("face", faces[i]);
}

static void
set_up_with (const char **players)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) ruleset = tc_ruleset_new (TC_QUARTZ_GAME_ID, players, NULL, &error);

  g_assert_no_error (error);
  g_clear_object (&game);
  g_clear_pointer (&last_message, g_free);
  game = tc_game_new (ruleset, NULL);
  view = tc_table_views_new (game);
  g_assert_nonnull (view);
  g_signal_connect (view, "append-entry", G_CALLBACK (append_entry_cb), NULL);
  g_signal_connect (view, "message", G_CALLBACK (message_cb), NULL);

  if (window != NULL)
    gtk_window_destroy (window);
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 1280, 800);
  gtk_window_set_child (window, GTK_WIDGET (view));
  gtk_window_present (window);
  iterate ();
}

static void
set_up (void)
{
  const char *players[] = { "Ana", "Ben", "李雷", NULL };

  set_up_with (players);
}

/* The setup is prefilled from the data and names the guess; the first
 * player, chosen in New Game, is named and not asked again.
 */
static void
test_setup (void)
{
  set_up ();
  g_assert_cmpstr (page (), ==, "setup");
  /* What the table owes continues the sentence, uncapitalised. */
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (part ("prompt", 0))),
                                   "The table owes: the setup: "));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (part ("setup", TC_QUARTZ_WHITE))), ==,
                   tc_quartz_data_get_default ()->default_bag[TC_QUARTZ_WHITE]);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (part ("setup", TC_QUARTZ_WHITE)), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (part ("setup", TC_QUARTZ_YELLOW)), 0);
  tc_table_view_set_first_seat (view, 3);
  iterate ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("first-seat", 0))), ==, "李雷 starts, as chosen in New Game.");
  click ("start", 0);

  g_assert_cmpuint (state ()->round, ==, 1);
  g_assert_cmpuint (state ()->active, ==, 2);
  g_assert_cmpuint (state ()->bag[TC_QUARTZ_WHITE], ==, 2);
  g_assert_cmpuint (state ()->bag[TC_QUARTZ_YELLOW], ==, 0);
  g_assert_cmpstr (page (), ==, "draw");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("round", 0))), ==, "Round 1 of 6");
  /* No yellow is left to draw. */
  g_assert_false (gtk_widget_is_sensitive (part ("draw", TC_QUARTZ_YELLOW)));
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

static double
top_of (GtkWidget *widget)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.y;
}

/* A turn by mouse and keyboard: draw, roll, two free rerolls and a paid
 * one, a pickaxe with a helmet pair, a chest; a refusal in the engine's
 * words.
 */
static void
test_turn (void)
{
  const TcQuartzFace roll[] = { TC_QUARTZ_STEAL, TC_QUARTZ_STEAL, TC_QUARTZ_HELMET, TC_QUARTZ_HELMET, TC_QUARTZ_PICKAXE };
  double seat_top, prompt_top;

  test_setup ();
  settle ();
  seat_top = top_of (part ("seat", 2));
  prompt_top = top_of (part ("prompt", 0));
  click ("draw", TC_QUARTZ_UNSTABLE);
  g_assert_cmpuint (state ()->seats[2].markers, ==, 1);
  g_assert_cmpstr (page (), ==, "roll");
  /* Four dice and a letter that is no face: said at the prompt, until
   * the next entry.
   */
  g_assert_false (tc_table_view_submit_text (view, "ppcx"));
  g_assert_true (gtk_widget_is_visible (part ("refusal", 0)));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (part ("refusal", 0))),
                                   "“ppcx” is not five dice: type a letter for each die"));
  /* Typed at the roll, its "Why?" opens the rules of rolling. */
  tc_test_assert_why (part ("why", 0), TC_QUARTZ_GAME_ID, "roll");
  roll_by_clicks (roll);
  g_assert_cmpstr (page (), ==, "act");
  g_assert_false (gtk_widget_is_visible (part ("refusal", 0)));

  click ("reroll", 0);
  g_assert_true (tc_table_view_submit_text (view, "ppcch"));
  g_assert_true (tc_table_view_submit_text (view, "pjcch"));
  g_assert_cmpuint (state ()->rerolls, ==, 2);
  g_assert_cmpuint (state ()->seats[2].markers, ==, 1);
  /* The third reroll costs the marker. */
  g_assert_true (tc_table_view_submit_text (view, "ppcch"));
  g_assert_cmpuint (state ()->seats[2].markers, ==, 0);
  g_assert_false (gtk_widget_is_sensitive (part ("reroll", 0)));

  /* Two pickaxes: the advice says so. */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (part ("advice", 0))), "Pickaxe: up to 2 crystals"));
  click ("action", TC_QUARTZ_PICKAXE);
  /* The composer opens below the table: the seats and the prompt stay. */
  settle ();
  g_assert_cmpfloat (top_of (part ("seat", 2)), ==, seat_top);
  g_assert_cmpfloat (top_of (part ("prompt", 0)), ==, prompt_top);
  choose (TC_QUARTZ_RED);
  click ("apply", 0);
  g_assert_nonnull (last_message);
  g_assert_nonnull (strstr (last_message, "draws 2 crystals, not 1"));

  choose (TC_QUARTZ_BLUE);
  click ("apply", 0);
  g_assert_cmpuint (state ()->seats[2].cart[TC_QUARTZ_RED], ==, 1);
  g_assert_cmpuint (state ()->seats[2].cart[TC_QUARTZ_BLUE], ==, 1);

  click ("action", TC_QUARTZ_CHEST);
  choose (0);          /* the cart in canonical order: blue, red, unstable */
  click ("apply", 0);
  g_assert_cmpuint (state ()->seats[2].chest[TC_QUARTZ_BLUE], ==, 1);
  g_assert_cmpuint (state ()->unused[TC_QUARTZ_CHEST], ==, 0);

  click ("end-turn", 0);
  g_assert_cmpuint (state ()->active, ==, 0);
  g_assert_cmpstr (page (), ==, "draw");
}

/* A steal and a minecart between players, a typed draw, a new round, a
 * jackhammer.
 */
static void
test_steal_and_minecart (void)
{
  const TcQuartzFace steals[] = { TC_QUARTZ_STEAL, TC_QUARTZ_STEAL, TC_QUARTZ_STEAL, TC_QUARTZ_MINECART, TC_QUARTZ_MINECART };
  const TcQuartzFace minecarts[] = { TC_QUARTZ_MINECART, TC_QUARTZ_MINECART, TC_QUARTZ_HELMET, TC_QUARTZ_HELMET, TC_QUARTZ_STEAL };
  const TcQuartzFace hammers[] = { TC_QUARTZ_MINECART, TC_QUARTZ_MINECART, TC_QUARTZ_JACKHAMMER, TC_QUARTZ_JACKHAMMER, TC_QUARTZ_STEAL };

  test_turn ();
  /* Ana draws a white by its letter, then steals 李雷's red: the only
   * crystal another cart holds that may be stolen.
   */
  g_assert_true (tc_table_view_submit_text (view, "w"));
  roll_by_clicks (steals);
  click ("action", TC_QUARTZ_STEAL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (part ("faces", 0)), 2);
  choose (0);
  click ("apply", 0);
  g_assert_cmpuint (state ()->seats[0].cart[TC_QUARTZ_RED], ==, 1);
  g_assert_cmpuint (state ()->seats[2].cart[TC_QUARTZ_RED], ==, 0);
  click ("end-turn", 0);

  /* The only unstable went to 李雷: Ben draws pink and has none to send. */
  g_assert_false (gtk_widget_is_sensitive (part ("draw", TC_QUARTZ_UNSTABLE)));
  click ("draw", TC_QUARTZ_PINK);
  roll_by_clicks (minecarts);
  g_assert_false (gtk_widget_is_sensitive (part ("action", TC_QUARTZ_MINECART)));
  click ("end-turn", 0);

  /* Round 2: two unstables join; Ana (white 2 + red 7 − 5 = 4) leads
   * 李雷 (blue 5 in the chest − 3 = 2) and Ben (pink 3 − 5 = −2).
   */
  g_assert_cmpuint (state ()->round, ==, 2);
  g_assert_cmpuint (state ()->active, ==, 0);
  g_assert_cmpuint (state ()->bag[TC_QUARTZ_UNSTABLE], ==, 2);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (part ("prompt", 0))), "put 2 unstable crystals into the bag"));

  click ("draw", TC_QUARTZ_UNSTABLE);
  roll_by_clicks (hammers);
  click ("action", TC_QUARTZ_MINECART);
  choose (1);          /* 李雷, after Ben */
  click ("apply", 0);
  g_assert_cmpuint (state ()->seats[0].cart[TC_QUARTZ_UNSTABLE], ==, 0);
  g_assert_cmpuint (state ()->seats[2].cart[TC_QUARTZ_UNSTABLE], ==, 2);

  /* The jackhammer draws a green and a red (the bag has no yellow, so
   * green and red are its third and fifth colours) and puts the red back.
   */
  click ("action", TC_QUARTZ_JACKHAMMER);
  choose (2);
  choose (4);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (part ("returning", 0)), TRUE);
  iterate ();
  choose (TC_QUARTZ_RED);
  click ("apply", 0);
  g_assert_cmpuint (state ()->seats[0].cart[TC_QUARTZ_GREEN], ==, 1);
  g_assert_cmpuint (state ()->seats[0].cart[TC_QUARTZ_RED], ==, 1);
  g_assert_cmpuint (state ()->bag[TC_QUARTZ_GREEN], ==, 9);
  g_assert_cmpuint (state ()->bag[TC_QUARTZ_RED], ==, 7);
  click ("end-turn", 0);
  g_assert_cmpuint (state ()->active, ==, 1);
}

/* An empty bag ends the game; Ana and Ben tie on points and Ana's white
 * crystals decide, which the table is told.
 */
static void
test_game_over (void)
{
  const TcQuartzFace dice[] = { TC_QUARTZ_PICKAXE, TC_QUARTZ_CHEST, TC_QUARTZ_CHEST, TC_QUARTZ_CHEST, TC_QUARTZ_CHEST };
  const guint colours[] = { 2, 0, 1, 0, 0, 0 };

  set_up ();
  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (part ("setup", k)), colours[k]);
  click ("start", 0);

  click ("draw", TC_QUARTZ_WHITE);
  roll_by_clicks (dice);
  click ("action", TC_QUARTZ_PICKAXE);
  choose (TC_QUARTZ_WHITE);
  click ("apply", 0);
  click ("end-turn", 0);
  click ("draw", TC_QUARTZ_GREEN);
  roll_by_clicks (dice);
  click ("end-turn", 0);
  click ("draw", TC_QUARTZ_UNSTABLE);
  roll_by_clicks (dice);
  click ("end-turn", 0);

  g_assert_true (tc_game_is_finished (game));
  g_assert_cmpstr (page (), ==, "over");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("result", 0))), ==,
                   "Ana and Ben both have -1 points; Ana wins on white crystals (2 to 0)");
}

static void
save_screenshot (guint width)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  const char *dir = g_getenv ("TC_SCREENSHOT_DIR");

  if (dir == NULL)
    return;

  gtk_window_set_default_size (window, width, 800);
  for (guint i = 0; i < 20; i++)
    {
      g_usleep (10000);
      iterate ();
    }
  path = g_strdup_printf ("%s/quartz-table-%u.png", dir, width);
  g_assert_true (tc_application_save_screenshot (GTK_WIDGET (window), path, &error));
  g_assert_no_error (error);
}

/* Read-only, the view shows a state it is given and takes no input. */
static void
test_read_only (void)
{
  g_autofree guint8 *earlier = NULL;

  test_steal_and_minecart ();
  earlier = g_malloc (tc_ruleset_get_state_size (tc_game_get_ruleset (game)));
  save_screenshot (1280);
  save_screenshot (360);

  tc_table_view_set_read_only (view, TRUE);
  tc_game_copy_state_at (game, 1, earlier);
  tc_table_view_show_state (view, earlier);
  iterate ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (part ("round", 0))), ==, "Round 1 of 6");
  g_assert_false (gtk_widget_get_visible (part ("stack", 0)));
  g_assert_false (tc_table_view_submit_text (view, "w"));
}

/* Counts the turn order's chips under @widget that show their name whole. */
static guint
count_whole_chips (GtkWidget *widget)
{
  guint n = 0;

  if (gtk_widget_has_css_class (widget, "turn-chip"))
    return !pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_whole_chips (child);

  return n;
}

/* On a phone the turn order wraps under the round rather than cutting
 * the names to "…".
 */
static void
test_turn_order_narrow (void)
{
  const char *players[] = { "Benedikt", "Cornelia", "Dominik", NULL };

  set_up_with (players);
  click ("start", 0);
  gtk_window_set_default_size (window, 360, 800);
  settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_cmpuint (count_whole_chips (GTK_WIDGET (view)), ==, 3);
}

/* Counts the crystals under @widget, checking that each shows its letter
 * beside its colour and has a name for screen readers.
 */
static guint
count_lettered_crystals (GtkWidget *widget)
{
  guint n = 0;

  if (gtk_widget_has_css_class (widget, "crystal-dot"))
    {
      GtkWidget *letter = gtk_widget_get_next_sibling (widget);

      g_assert_nonnull (letter);
      g_assert_true (gtk_widget_has_css_class (letter, "crystal-letter"));
      g_assert_cmpuint (strlen (gtk_label_get_text (GTK_LABEL (letter))), ==, 1);
      g_assert_nonnull (gtk_widget_get_tooltip_text (gtk_widget_get_parent (widget)));
      return 1;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_lettered_crystals (child);

  return n;
}

/* Colour is never the only cue: every crystal shown carries its letter. */
static void
test_crystals_have_letters (void)
{
  test_steal_and_minecart ();
  g_assert_cmpuint (count_lettered_crystals (GTK_WIDGET (view)), >, TC_QUARTZ_N_KINDS);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/quartz/setup", test_setup);
  g_test_add_func ("/app/quartz/turn", test_turn);
  g_test_add_func ("/app/quartz/steal-minecart", test_steal_and_minecart);
  g_test_add_func ("/app/quartz/game-over", test_game_over);
  g_test_add_func ("/app/quartz/read-only", test_read_only);
  g_test_add_func ("/app/quartz/turn-order-narrow", test_turn_order_narrow);
  g_test_add_func ("/app/quartz/crystals-have-letters", test_crystals_have_letters);

  return g_test_run ();
}
