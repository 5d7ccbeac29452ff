/* tc-test-narrow.c: a phone-wide window, and what makes it grow
 *
 * A window set to a phone's width keeps it only while nothing in it asks
 * for more; when it grows, a failure names the innermost widget that
 * asked, so that it can be found. A widget laid out past the window's
 * sides fails too, though the window kept its width.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>

#include "tc-test-input.h"
#include "tc-test-narrow.h"
#include "tc-test-parts.h"

/**
 * tc_test_narrow_describe:
 *
 * "a GtkButton “_Reserve” < GtkBox < TcMcgCraftTile < …": enough to find
 * the widget a failure names.
 *
 * Returns: (transfer full): the description
 */
char *
tc_test_narrow_describe (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);
  const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                      : GTK_IS_LABEL (widget) ? gtk_label_get_label (GTK_LABEL (widget))
                      : NULL;
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  g_string_append_printf (text, "a %s “%s”", G_OBJECT_TYPE_NAME (widget),
                          label != NULL ? label : tooltip != NULL ? tooltip : "");
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL && text->len < 300; up = gtk_widget_get_parent (up))
    g_string_append_printf (text, " < %s", G_OBJECT_TYPE_NAME (up));

  return g_string_free (text, FALSE);
}

static int
measure_minimum (GtkWidget *widget)
{
  int minimum;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/**
 * tc_test_narrow_find_too_wide:
 *
 * Follows the widest child down from @widget, into the shown page of a
 * stack that sizes to it.
 *
 * Returns: (transfer none) (nullable): the innermost shown widget under
 *   @widget that asks for more than @width, or %NULL: what makes a
 *   window grow
 */
GtkWidget *
tc_test_narrow_find_too_wide (GtkWidget *widget,
                              int        width)
{
  GtkWidget *widest = NULL;
  int minimum;

  if (!gtk_widget_get_visible (widget) || (minimum = measure_minimum (widget)) <= width)
    return NULL;

  g_test_message ("too wide: %s %d", G_OBJECT_TYPE_NAME (widget), minimum);
  if (GTK_IS_STACK (widget) && !gtk_stack_get_hhomogeneous (GTK_STACK (widget)))
    return tc_test_narrow_find_too_wide (gtk_stack_get_visible_child (GTK_STACK (widget)), width) ?: widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && (widest == NULL || measure_minimum (child) > measure_minimum (widest)))
      widest = child;

  return (widest != NULL ? tc_test_narrow_find_too_wide (widest, width) : NULL) ?: widget;
}

/* Waits until @window keeps its size over a few frames: the X server
 * answers a new size a moment later.
 */
static void
settle_size (GtkWindow *window)
{
  int width = -1, height = -1;

  for (guint stable = 0, i = 0; stable < 3 && i < 40; i++)
    {
      tc_test_input_settle ();
      if (gtk_widget_get_width (GTK_WIDGET (window)) == width && gtk_widget_get_height (GTK_WIDGET (window)) == height)
        stable++;
      else
        stable = 0;
      width = gtk_widget_get_width (GTK_WIDGET (window));
      height = gtk_widget_get_height (GTK_WIDGET (window));
    }
}

/**
 * tc_test_narrow_start:
 *
 * Sets @window to @width × @height, as on a phone, where a window fills
 * the screen: the window's own border (Xvfb has no window manager to
 * draw it) is added, as `--screenshot` does, so that what the window
 * lays out is @width wide.
 *
 * Returns: the window's width then, @width
 */
int
tc_test_narrow_start (GtkWindow *window,
                      int        width,
                      int        height)
{
  int default_width = width, default_height = height;

  /* The border is what the window lays out less than its default size;
   * wider than @width, it is what it holds that asks for more.
   */
  for (guint i = 0; i < 5; i++)
    {
      gtk_window_set_default_size (window, default_width, default_height);
      settle_size (window);
      if (gtk_widget_get_width (GTK_WIDGET (window)) >= width)
        break;
      default_width += width - gtk_widget_get_width (GTK_WIDGET (window));
      default_height += MAX (height - gtk_widget_get_height (GTK_WIDGET (window)), 0);
    }
  tc_test_narrow_assert_width (window, width, "a phone-wide window");

  return width;
}

/* Returns: (nullable): the outermost shown widget under @widget that
 * lies past the left or right edge of its window, where nothing brings
 * it into view: a scrolled window that scrolls sideways may hold one.
 */
static GtkWidget *
find_cut_off (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  GtkWidget *parent = gtk_widget_get_parent (widget);
  graphene_rect_t bounds;

  /* A scrollbar's slider overhangs its trough; a folded panel waits
   * beside the window.
   */
  if (!gtk_widget_get_mapped (widget) || GTK_IS_NATIVE (widget) != (widget == window) || GTK_IS_SCROLLBAR (widget) ||
      (ADW_IS_FLAP (parent) && widget == adw_flap_get_flap (ADW_FLAP (parent)) &&
       !adw_flap_get_reveal_flap (ADW_FLAP (parent))))
    return NULL;
  /* A header bar draws its 1 px edge over the window's. */
  if (widget != window && gtk_widget_compute_bounds (widget, window, &bounds) &&
      (bounds.origin.x < -1.5 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 1.5))
    return widget;
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkPolicyType sideways;

      gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (widget), &sideways, NULL);
      if (sideways != GTK_POLICY_NEVER)
        return NULL;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_cut_off (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A stack between two pages, or a flap sliding its panel in or out. */
static gboolean
is_changing_page (GtkWidget     *widget,
                  gconstpointer  data)
{
  double progress = ADW_IS_FLAP (widget) ? adw_flap_get_reveal_progress (ADW_FLAP (widget)) : 0;

  return (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget))) ||
         (progress > 0 && progress < 1);
}

/**
 * tc_test_narrow_assert_width:
 * @what: what the window shows, for the message
 *
 * Asserts that @window, once laid out, is still @width wide, and that
 * nothing in it lies past its sides (a stack gives a page the width the
 * page asks for at the stack's height, even past the window's); a
 * failure names the widget.
 */
void
tc_test_narrow_assert_width (GtkWindow  *window,
                             int         width,
                             const char *what)
{
  GtkWidget *cut_off;

  /* Between two pages a stack asks for a width between theirs. */
  tc_test_input_settle ();
  for (guint i = 0; i < 100 && tc_test_find_under (GTK_WIDGET (window), is_changing_page, NULL) != NULL; i++)
    tc_test_input_settle ();
  g_assert_null (tc_test_find_under (GTK_WIDGET (window), is_changing_page, NULL));
  if (gtk_widget_get_width (GTK_WIDGET (window)) != width)
    {
      GtkWidget *culprit = tc_test_narrow_find_too_wide (GTK_WIDGET (window), width);
      g_autofree char *description = culprit != NULL ? tc_test_narrow_describe (culprit) : g_strdup ("nothing");

      g_error ("%s: the window grew from %d to %d px for %s", what, width,
               gtk_widget_get_width (GTK_WIDGET (window)), description);
    }
  cut_off = find_cut_off (GTK_WIDGET (window));
  if (cut_off != NULL)
    {
      g_autofree char *description = tc_test_narrow_describe (cut_off);
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (cut_off, GTK_WIDGET (window), &bounds));
      g_error ("%s: %s spans x %.0f–%.0f, past the %d px window", what, description,
               bounds.origin.x, bounds.origin.x + bounds.size.width, width);
    }
}
