/* tc-bnb-fight-panel.h: fighting the mob of a stack: the weapons drawn
 * from the pile, the damage against the mob's hearts, TNT to detonate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-bnb-state.h"

G_BEGIN_DECLS

#define TC_TYPE_BNB_FIGHT_PANEL (tc_bnb_fight_panel_get_type ())

G_DECLARE_FINAL_TYPE (TcBnbFightPanel, tc_bnb_fight_panel, TC, BNB_FIGHT_PANEL, GtkWidget)

GtkWidget *tc_bnb_fight_panel_new       (void);
void       tc_bnb_fight_panel_prepare   (TcBnbFightPanel  *self,
                                         const TcBnbRules *rules,
                                         const TcBnbState *state,
                                         guint             row,
                                         guint             col);
guint      tc_bnb_fight_panel_get_entry (TcBnbFightPanel  *self,
                                         TcBnbEntry       *fight,
                                         gint             *drawn,
                                         guint             max_drawn);
void       tc_bnb_fight_panel_enter     (TcBnbFightPanel  *self);

G_END_DECLS
