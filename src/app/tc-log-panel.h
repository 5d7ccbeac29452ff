/* tc-log-panel.h: every entry of the game in plain words, grouped by turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-game.h"

G_BEGIN_DECLS

#define TC_TYPE_LOG_PANEL (tc_log_panel_get_type ())

G_DECLARE_FINAL_TYPE (TcLogPanel, tc_log_panel, TC, LOG_PANEL, GtkWidget)

void        tc_log_panel_set_game      (TcLogPanel *self,
                                        TcGame     *game);
GtkListBox *tc_log_panel_get_list      (TcLogPanel *self);
void        tc_log_panel_select_entry  (TcLogPanel *self,
                                        guint       index);

G_END_DECLS
