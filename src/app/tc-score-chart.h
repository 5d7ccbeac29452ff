/* tc-score-chart.h: every player's points over the turns of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-game.h"

G_BEGIN_DECLS

#define TC_TYPE_SCORE_CHART (tc_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (TcScoreChart, tc_score_chart, TC, SCORE_CHART, GtkWidget)

GtkWidget *tc_score_chart_new          (void);
void       tc_score_chart_set_game     (TcScoreChart *self,
                                        TcGame       *game);
void       tc_score_chart_set_position (TcScoreChart *self,
                                        guint         n_entries);
gint       tc_score_chart_get_target   (TcScoreChart *self);


G_END_DECLS
