/* tc-win-chart.h: each player's chance of winning across the entries of
 * a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-game.h"

G_BEGIN_DECLS

#define TC_TYPE_WIN_CHART (tc_win_chart_get_type ())

G_DECLARE_FINAL_TYPE (TcWinChart, tc_win_chart, TC, WIN_CHART, GtkWidget)

GtkWidget *tc_win_chart_new          (void);
void       tc_win_chart_set_game     (TcWinChart *self,
                                      TcGame     *game);
void       tc_win_chart_set_position (TcWinChart *self,
                                      guint       n_entries);
gboolean   tc_win_chart_is_ready     (TcWinChart *self);
double     tc_win_chart_get_share    (TcWinChart *self,
                                      guint       position,
                                      guint       seat);
char      *tc_win_chart_dup_tooltip  (TcWinChart *self,
                                      guint       position);

G_END_DECLS
