/* tc-chart-draw.h: what the review's charts draw alike
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Above the plot: the legend's line. */
#define TC_CHART_MARGIN_TOP 24.0

const GdkRGBA *tc_chart_get_seat_color (guint          seat);
void           tc_chart_draw_text      (GtkWidget     *widget,
                                        cairo_t       *cr,
                                        const char    *text,
                                        double         x,
                                        double         y,
                                        double         align);
void           tc_chart_draw_legend    (GtkWidget     *widget,
                                        cairo_t       *cr,
                                        double         plot_x,
                                        double         plot_width,
                                        guint          n_seats,
                                        guint          seat,
                                        const char    *name);
void           tc_chart_draw_gridline  (cairo_t       *cr,
                                        const GdkRGBA *fg,
                                        double         x,
                                        double         width,
                                        double         y,
                                        gboolean       strong);
void           tc_chart_draw_cursor    (cairo_t       *cr,
                                        const GdkRGBA *fg,
                                        double         x,
                                        double         top,
                                        double         height);

G_END_DECLS
