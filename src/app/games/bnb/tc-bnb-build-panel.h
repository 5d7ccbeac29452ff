/* tc-bnb-build-panel.h: building the tile of a stack: what it costs, how
 * to pay it, and on which space of the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-bnb-state.h"

G_BEGIN_DECLS

#define TC_TYPE_BNB_BUILD_PANEL (tc_bnb_build_panel_get_type ())

G_DECLARE_FINAL_TYPE (TcBnbBuildPanel, tc_bnb_build_panel, TC, BNB_BUILD_PANEL, GtkWidget)

GtkWidget *tc_bnb_build_panel_new       (void);
void       tc_bnb_build_panel_prepare   (TcBnbBuildPanel  *self,
                                         const TcBnbRules *rules,
                                         const TcBnbState *state,
                                         guint             row,
                                         guint             col);
void       tc_bnb_build_panel_get_entry (TcBnbBuildPanel  *self,
                                         TcBnbEntry       *build);
void       tc_bnb_build_panel_enter     (TcBnbBuildPanel  *self);

G_END_DECLS
