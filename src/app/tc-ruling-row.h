/* tc-ruling-row.h: a combo row for one house-rule switch of one game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-ruleset.h"

G_BEGIN_DECLS

GtkWidget  *tc_ruling_row_new           (TcRulesetClass *game,
                                         guint           ruling);
const char *tc_ruling_row_get_name      (GtkWidget      *row);
const char *tc_ruling_row_get_value     (GtkWidget      *row);
void        tc_ruling_row_bind_setting  (GtkWidget      *row,
                                         GSettings      *settings);
void        tc_ruling_row_load_setting  (GtkWidget      *row,
                                         GSettings      *settings);

G_END_DECLS
