/* tc-chart-draw.c: what the review's charts draw alike
 *
 * The points chart and the win chart share their look: the seats'
 * colours, the legend across the top, the grid lines and the cursor at
 * the reviewed entry.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-chart-draw.h"

/* The GNOME palette, one colour per seat. */
static const GdkRGBA seat_colors[] = {
  { 0.208, 0.518, 0.894, 1.0 },   /* blue 3 */
  { 0.878, 0.106, 0.141, 1.0 },   /* red 3 */
  { 0.180, 0.761, 0.494, 1.0 },   /* green 4 */
  { 1.000, 0.471, 0.000, 1.0 },   /* orange 3 */
  { 0.569, 0.255, 0.675, 1.0 },   /* purple 3 */
  { 0.596, 0.416, 0.267, 1.0 },   /* brown 3 */
};
G_STATIC_ASSERT (G_N_ELEMENTS (seat_colors) >= 6);

/* The colour of 1-based @seat's line. */
const GdkRGBA *
tc_chart_get_seat_color (guint seat)
{
  g_return_val_if_fail (seat >= 1, &seat_colors[0]);

  return &seat_colors[(seat - 1) % G_N_ELEMENTS (seat_colors)];
}

/* @text centred on @y, its left at @x less @align of its width. */
void
tc_chart_draw_text (GtkWidget  *widget,
                    cairo_t    *cr,
                    const char *text,
                    double      x,
                    double      y,
                    double      align)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - width * align, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* The seat's name after a square in its colour (the source set), in a
 * slot of its own across the top; a long name is ellipsized rather than
 * run into the next.
 */
void
tc_chart_draw_legend (GtkWidget  *widget,
                      cairo_t    *cr,
                      double      plot_x,
                      double      plot_width,
                      guint       n_seats,
                      guint       seat,
                      const char *name)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, name);
  double slot = plot_width / MAX (n_seats, 1);
  double x = plot_x + (seat - 1) * slot;
  int height;

  pango_layout_set_width (layout, MAX (slot - 14, 10) * PANGO_SCALE);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_size (layout, NULL, &height);
  cairo_rectangle (cr, x, TC_CHART_MARGIN_TOP / 2.0 - 2, 6, 6);
  cairo_fill (cr);
  cairo_move_to (cr, x + 8, TC_CHART_MARGIN_TOP / 2.0 - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* A faint line across the plot at @y; a @strong one for the axis. */
void
tc_chart_draw_gridline (cairo_t       *cr,
                        const GdkRGBA *fg,
                        double         x,
                        double         width,
                        double         y,
                        gboolean       strong)
{
  gdk_cairo_set_source_rgba (cr, &(GdkRGBA) { fg->red, fg->green, fg->blue, strong ? 0.45 : 0.15 });
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, x, y + 0.5);
  cairo_line_to (cr, x + width, y + 0.5);
  cairo_stroke (cr);
}

/* The reviewed entry: a line down the plot at @x. */
void
tc_chart_draw_cursor (cairo_t       *cr,
                      const GdkRGBA *fg,
                      double         x,
                      double         top,
                      double         height)
{
  gdk_cairo_set_source_rgba (cr, &(GdkRGBA) { fg->red, fg->green, fg->blue, 0.5 });
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, x + 0.5, top);
  cairo_line_to (cr, x + 0.5, top + height);
  cairo_stroke (cr);
}
