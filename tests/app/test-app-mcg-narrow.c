/* test-app-mcg-narrow.c: the card game in a phone-wide window
 *
 * At 360 × 640 the window keeps its width through the setup, the table
 * and every form the card game opens (the card picker, a creeper's
 * answers, the TNT keep, the payment dialog, a reserve, a tool's menu),
 * and every control of each lies within its window or where a scroll
 * brings it into view (the reveal chips, the TNT's and the creeper's
 * answers scroll sideways in one line, so that the prompt keeps its
 * height). The piles under the prompt stay put through every state of a
 * turn, a refusal under the entry included (the prompt's content scrolls
 * to it, inside the prompt's height), and the prompt is as high in the
 * setup. No button's
 * words and no word of the prompt are cut short ("14 …", "…for exam…"):
 * the prompt wraps to all its lines. Forms are opened with real clicks
 * and keys. The test runs in German too, whose words run longest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-mcg-payment-dialog.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-narrow.h"
#include "tc-test-window.h"

#define WIDTH  360
#define HEIGHT 640

static TcApplication *app;
static TcWindow *window;

static const char *const players[] = { "Ana", "Ben", NULL };

/* The window's width once set to 360 px (its frame aside). */
static int narrow_width;

/* A TNT on pile 2; Ana starts. */
#define SETUP_TNT "w1 t s2 w2 w3 wood-hoe stone-axe iron-sword gold-pickaxe"

static gboolean
is_control (GtkWidget *widget)
{
  /* A menu's items are GtkModelButtons, a type GTK keeps private. */
  return GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_EDITABLE (widget) ||
         GTK_IS_DROP_DOWN (widget) || GTK_IS_SWITCH (widget) ||
         g_type_is_a (G_OBJECT_TYPE (widget), g_type_from_name ("GtkModelButton"));
}

/* Whether @widget lies inside a scrolled window that can scroll it into
 * view along @orientation.
 */
static gboolean
scrolls_into_view (GtkWidget      *widget,
                   GtkOrientation  orientation)
{
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    if (GTK_IS_SCROLLED_WINDOW (up))
      {
        GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (up);
        GtkAdjustment *adjustment = orientation == GTK_ORIENTATION_VERTICAL ? gtk_scrolled_window_get_vadjustment (scrolled)
                                                                            : gtk_scrolled_window_get_hadjustment (scrolled);
        graphene_rect_t bounds;
        double end;

        if (gtk_adjustment_get_upper (adjustment) <= gtk_adjustment_get_page_size (adjustment) ||
            !gtk_widget_compute_bounds (widget, gtk_scrolled_window_get_child (scrolled), &bounds))
          continue;
        end = orientation == GTK_ORIENTATION_VERTICAL ? bounds.origin.y + bounds.size.height
                                                      : bounds.origin.x + bounds.size.width;
        if (end <= gtk_adjustment_get_upper (adjustment) + 0.5)
          return TRUE;
      }

  return FALSE;
}

/* Every shown control under @widget lies within its window's width, and
 * within its height or where a vertical scroll brings it. Returns how
 * many were checked.
 */
static guint
check_controls (GtkWidget  *widget,
                const char *what)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_native (widget));
  guint n = 0;

  /* A folded log panel, hidden beside the window, is not on screen. */
  if (!gtk_widget_is_drawable (widget) ||
      (ADW_IS_FLAP (gtk_widget_get_parent (widget)) &&
       widget == adw_flap_get_flap (ADW_FLAP (gtk_widget_get_parent (widget))) &&
       !adw_flap_get_reveal_flap (ADW_FLAP (gtk_widget_get_parent (widget)))))
    return 0;

  if (is_control (widget))
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (widget, root, &bounds));
      if ((bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (root) + 0.5) &&
          !scrolls_into_view (widget, GTK_ORIENTATION_HORIZONTAL))
        g_error ("%s: %s at x %.0f–%.0f lies outside its %d px wide window", what, tc_test_narrow_describe (widget),
                 bounds.origin.x, bounds.origin.x + bounds.size.width, gtk_widget_get_width (root));
      if ((bounds.origin.y < -0.5 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (root) + 0.5) &&
          !scrolls_into_view (widget, GTK_ORIENTATION_VERTICAL))
        g_error ("%s: %s at y %.0f cannot be scrolled into view", what, tc_test_narrow_describe (widget), bounds.origin.y);
      n++;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += check_controls (child, what);

  return n;
}

/* The label as the table shows it, in the language of the run. */
static const char *
translated (const char *label)
{
  return g_dgettext (GETTEXT_PACKAGE, label);
}

/* Whether @widget is a button's own text, or lies in the prompt (an
 * entry's placeholder aside: a hint, on one line).
 */
static gboolean
must_read_whole (GtkWidget *widget)
{
  GtkWidget *prompt_area = tc_test_mcg_part ("prompt-area", 0);

  if (gtk_widget_get_ancestor (widget, GTK_TYPE_TEXT) != NULL)
    return FALSE;

  return gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON) != NULL ||
         gtk_widget_get_ancestor (widget, GTK_TYPE_MENU_BUTTON) != NULL ||
         (prompt_area != NULL && (widget == prompt_area || gtk_widget_is_ancestor (widget, prompt_area)));
}

/* No shown label under @widget that a player must read whole is
 * ellipsized. Returns how many were checked.
 */
static guint
check_words_whole (GtkWidget  *widget,
                   const char *what)
{
  guint n = 0;

  if (!gtk_widget_is_drawable (widget))
    return 0;

  if (GTK_IS_LABEL (widget) && must_read_whole (widget) &&
      gtk_label_get_text (GTK_LABEL (widget))[0] != '\0')
    {
      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
        {
          g_autofree char *where = tc_test_narrow_describe (widget);

          g_error ("%s: “%s” is cut short, %s", what, gtk_label_get_text (GTK_LABEL (widget)), where);
        }
      n++;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += check_words_whole (child, what);

  return n;
}

/* What @popover shows (its shadow aside) is no wider than the window:
 * GTK slides a popover along the edge of a phone's screen, so that then
 * it lies on the screen whole.
 */
static void
check_popover_fits (GtkPopover *popover)
{
  g_assert_cmpint (gtk_widget_get_width (gtk_popover_get_child (popover)), <=, narrow_width);
}

/* The window is as wide as it was set (360 px), and @form (a window, a popover or
 * the window itself) fits with every control it holds.
 */
static void
check_fits (GtkWidget  *form,
            const char *what)
{
  guint n;

  tc_test_narrow_assert_width (GTK_WINDOW (window), narrow_width, what);
  if (GTK_IS_POPOVER (form))
    check_popover_fits (GTK_POPOVER (form));
  else
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (gtk_widget_get_native (form))), <=, WIDTH);
  n = check_controls (form, what);
  g_test_message ("%s: %u controls fit", what, n);
  g_assert_cmpuint (n, >, 0);
  n = check_words_whole (form, what);
  g_test_message ("%s: %u labels read whole", what, n);
  g_assert_cmpuint (n, >, 0);
}

static void
start_narrow (void)
{
  narrow_width = tc_test_narrow_start (GTK_WINDOW (window), WIDTH, HEIGHT);
}

/* Scrolls the table with the wheel, the pointer on a line of text, until
 * @widget is under the pointer's reach.
 */
static gboolean
lies_in_window (GtkWidget *widget)
{
  graphene_rect_t bounds;

  return gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds) &&
         bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (GTK_WIDGET (window));
}

static void
bring_into_view (GtkWidget *widget)
{
  /* A click on a line of text does nothing: the turn's, or the discard's. */
  tc_test_input_click (lies_in_window (tc_test_mcg_part ("turn", 0)) ? tc_test_mcg_part ("turn", 0)
                                                                    : tc_test_mcg_part ("discard", 0));
  for (guint i = 0; i < 12 && !tc_test_input_reaches (widget); i++)
    tc_test_input_scroll (2);
  g_assert_true (tc_test_input_reaches (widget));
}

static GtkWidget *
open_popover_of (GtkWidget *menu_button)
{
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)));

  bring_into_view (menu_button);
  tc_test_input_click (menu_button);
  g_assert_true (gtk_widget_get_visible (popover));

  return popover;
}

/* The setup, the table, the card picker and a creeper's answers. */
static void
test_setup_picker_creeper (void)
{
  GtkWidget *picker;

  tc_test_mcg_start (players);
  start_narrow ();
  check_fits (GTK_WIDGET (window), "setup");
  tc_test_mcg_enter_line (TC_TEST_MCG_SETUP_PLAIN);
  check_fits (GTK_WIDGET (window), "table");

  /* In German the turn's heading takes a line more: the piles lie half
   * under the page's foot.
   */
  bring_into_view (tc_test_mcg_part ("pile", 0));
  tc_test_input_click (tc_test_mcg_part ("pile", 0));
  check_fits (GTK_WIDGET (window), "reveal chips");
  tc_test_mcg_enter_line ("c");
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, 3);
  check_fits (GTK_WIDGET (window), "creeper answers");

  picker = gtk_widget_get_ancestor (tc_test_mcg_part ("picker", 0), GTK_TYPE_POPOVER);
  tc_test_input_key (GDK_KEY_k, GDK_CONTROL_MASK);
  g_assert_true (gtk_widget_get_visible (picker));
  check_fits (picker, "card picker");
  tc_test_input_key (GDK_KEY_Escape, 0);
}

/* The TNT's keep. */
static void
test_tnt_keep (void)
{
  tc_test_mcg_start (players);
  start_narrow ();
  tc_test_mcg_enter_line (SETUP_TNT);
  bring_into_view (tc_test_mcg_part ("pile", 1));
  tc_test_input_click (tc_test_mcg_part ("pile", 1));
  g_assert_nonnull (tc_test_mcg_find_button (tc_test_mcg_part ("choices", 0), translated ("Keep _None")));
  check_fits (GTK_WIDGET (window), "TNT keep");
}

/* Where the first resource pile stands in the window, once the layout
 * has settled.
 */
static double
piles_top (const char *what)
{
  graphene_rect_t bounds;

  tc_test_input_settle ();
  g_assert_true (gtk_widget_compute_bounds (tc_test_mcg_part ("pile", 0), GTK_WIDGET (window), &bounds));
  g_test_message ("%s: the piles at y %.0f, the prompt %d px high", what, bounds.origin.y,
                  gtk_widget_get_height (tc_test_mcg_part ("prompt-area", 0)));

  return bounds.origin.y;
}

/* The piles stand within a pixel of @top. */
static void
assert_piles_stay (double      top,
                   const char *what)
{
  g_assert_cmpfloat (fabs (piles_top (what) - top), <=, 1.0);
}

/* @code typed and entered is refused: the sentence and its "Why?" show
 * whole where the player looks, in the prompt's reserved height, and the
 * piles stay within a pixel of @top.
 */
static void
assert_refusal_stays (const char *code,
                      double      top,
                      const char *what)
{
  GtkWidget *refusal = tc_test_mcg_part ("refusal", 0);
  GtkWidget *why = tc_test_mcg_part ("why", 0);
  guint n_saved = tc_test_mcg_n_saved ();
  g_autofree char *refused = g_strdup_printf ("%s refused", what);
  g_auto(GStrv) codes = g_strsplit (code, " ", 2);

  tc_test_mcg_enter_line (code);
  g_assert_cmpuint (tc_test_mcg_n_saved (), ==, n_saved);
  g_assert_true (gtk_widget_is_drawable (refusal));
  g_test_message ("%s: “%s”", refused, gtk_label_get_text (GTK_LABEL (refusal)));
  /* It names the code at fault, the first typed. */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (refusal)), codes[0]));
  assert_piles_stay (top, refused);
  check_fits (GTK_WIDGET (window), refused);
  /* Seen without a scroll: under the pointer where it is drawn. */
  g_assert_true (tc_test_input_reaches (refusal));
  if (gtk_widget_get_visible (why))
    g_assert_true (tc_test_input_reaches (why));
}

/* Whether the reveal chips (more than one) lie in one line, the first
 * and the last at one height.
 */
static gboolean
chips_on_one_line (void)
{
  GtkWidget *chips = tc_test_mcg_part ("chips", 0);
  GtkWidget *first = tc_test_find_nth (chips, GTK_TYPE_BUTTON, 0);
  GtkWidget *last = NULL;
  graphene_rect_t first_bounds, last_bounds;

  for (guint i = 1; tc_test_find_nth (chips, GTK_TYPE_BUTTON, i) != NULL; i++)
    last = tc_test_find_nth (chips, GTK_TYPE_BUTTON, i);
  g_assert_nonnull (last);
  g_assert_true (gtk_widget_compute_bounds (first, GTK_WIDGET (window), &first_bounds));
  g_assert_true (gtk_widget_compute_bounds (last, GTK_WIDGET (window), &last_bounds));

  return first_bounds.origin.y == last_bounds.origin.y;
}

/* Whether the chips come to lie on one line (@one_line) or not, once the
 * window's new width has reached the table: the X server resizes the
 * window, the window marks itself narrow or not, and the chips move
 * over some frames, more of them on a busy machine.
 */
static gboolean
chips_come_to (gboolean one_line)
{
  gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (chips_on_one_line () != one_line && g_get_monotonic_time () < until)
    tc_test_input_settle ();

  return chips_on_one_line () == one_line;
}

/* The piles stay where they are through every state of a turn: nothing
 * owed, a reveal's chips, a creeper's answers and the TNT's keep, and
 * when what is typed in each is refused. A player's second tap on a pile
 * lands on it. The prompt has the same
 * height in the setup too (the turn's heading above it may take another
 * line).
 */
static void
test_piles_stay (void)
{
  GtkWidget *answer, *chip;
  g_autofree char *card = NULL;
  g_autofree char *entry = NULL;
  double top;
  int height;

  tc_test_mcg_start (players);
  start_narrow ();
  piles_top ("setup");
  height = gtk_widget_get_height (tc_test_mcg_part ("prompt-area", 0));
  tc_test_mcg_enter_line (SETUP_TNT);
  /* Scrolled down to them as a player would: the table stays there. */
  bring_into_view (tc_test_mcg_part ("pile", 0));
  top = piles_top ("nothing owed");
  g_assert_cmpint (gtk_widget_get_height (tc_test_mcg_part ("prompt-area", 0)), ==, height);
  /* A code typed while nothing is owed: the hint says so, in its place. */
  tc_test_input_type ("w1");
  g_assert_cmpstr (tc_test_mcg_text_of ("hint"), ==, translated ("The table owes no card now: nothing typed is entered"));
  assert_piles_stay (top, "nothing owed, a code typed");

  /* Ana mines the Wood 1: its pile's new top is owed. */
  tc_test_input_click (tc_test_mcg_part ("pile", 0));
  g_assert_true (chips_on_one_line ());
  assert_piles_stay (top, "reveal chips");
  assert_refusal_stays ("d3 d3", top, "reveal chips");

  /* A creeper: Ana discards the Wood 1 she holds. */
  tc_test_mcg_enter_line ("c");
  answer = tc_test_find_widget (tc_test_mcg_part ("choices", 0), GTK_TYPE_BUTTON);
  g_assert_nonnull (answer);
  assert_piles_stay (top, "creeper answers");
  assert_refusal_stays ("d3", top, "creeper answers");
  tc_test_input_click (answer);
  assert_piles_stay (top, "reveal chips after the creeper");

  /* The pile's new top by its chip, the second of the line. */
  chip = tc_test_find_nth (tc_test_mcg_part ("chips", 0), GTK_TYPE_BUTTON, 1);
  card = g_strdup (g_object_get_data (G_OBJECT (chip), "tc-id"));
  tc_test_input_click (chip);
  entry = tc_test_mcg_saved_entry (tc_test_mcg_n_saved () - 1);
  g_assert_nonnull (strstr (entry, card));
  assert_piles_stay (top, "nothing owed again");

  /* Her second action: the TNT on pile 2. */
  tc_test_input_click (tc_test_mcg_part ("pile", 1));
  g_assert_nonnull (tc_test_mcg_find_button (tc_test_mcg_part ("choices", 0), translated ("Keep _None")));
  assert_piles_stay (top, "TNT keep");
  assert_refusal_stays ("d9", top, "TNT keep");
}

/* A window made narrow while a reveal is owed puts the chips, which
 * wrapped, into one line; every one of them is still reachable. Made
 * wide again, it wraps them again.
 */
static void
test_chips_narrowed (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mid-game.json");

  tc_test_input_settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, WIDTH);
  g_assert_false (chips_on_one_line ());
  start_narrow ();
  g_assert_true (chips_come_to (TRUE));
  check_fits (GTK_WIDGET (window), "reveal chips of mid-game.json");

  /* …and wide again, wraps them. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_assert_true (chips_come_to (FALSE));
}

/* The payment dialog, a reserve and the reserved card's button. */
static void
test_payment_and_reserve (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mcg-axe.json");
  GtkWidget *craft, *dialog, *reserve;

  start_narrow ();
  check_fits (GTK_WIDGET (window), "table of mcg-axe.json");
  craft = tc_test_find_widget (tc_test_mcg_part ("craft", 1), GTK_TYPE_BUTTON);
  bring_into_view (craft);
  tc_test_input_click (craft);
  dialog = GTK_WIDGET (tc_test_find_toplevel (TC_TYPE_MCG_PAYMENT_DIALOG));
  g_assert_nonnull (dialog);
  check_fits (dialog, "payment dialog");
  tc_test_input_key (GDK_KEY_Escape, 0);
  tc_test_window_iterate ();

  reserve = tc_test_mcg_find_button (tc_test_mcg_part ("craft", 0), translated ("_Reserve"));
  g_assert_nonnull (reserve);
  bring_into_view (reserve);
  tc_test_input_click (reserve);
  tc_test_mcg_enter_line ("gold-axe");
  check_fits (GTK_WIDGET (window), "table after a reserve");
}

/* The shovel's menu at the prompt. */
static void
test_tool_menu (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("mcg-shovel.json");
  GtkWidget *shovel;

  start_narrow ();
  /* The one tool at the prompt: its menu's button. */
  shovel = tc_test_find_widget (tc_test_mcg_part ("prompt-tools", 0), GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (shovel);
  check_fits (open_popover_of (shovel), "shovel menu");
  tc_test_input_key (GDK_KEY_Escape, 0);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_mcg_init (&window);

  tc_test_window_add_alone ("/app/mcg-narrow/setup-picker-creeper", test_setup_picker_creeper);
  tc_test_window_add_alone ("/app/mcg-narrow/tnt-keep", test_tnt_keep);
  tc_test_window_add_alone ("/app/mcg-narrow/piles-stay", test_piles_stay);
  tc_test_window_add_alone ("/app/mcg-narrow/chips-narrowed", test_chips_narrowed);
  tc_test_window_add_alone ("/app/mcg-narrow/payment-and-reserve", test_payment_and_reserve);
  tc_test_window_add_alone ("/app/mcg-narrow/tool-menu", test_tool_menu);

  return tc_test_window_run ();
}
