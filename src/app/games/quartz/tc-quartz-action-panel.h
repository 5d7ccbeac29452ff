/* tc-quartz-action-panel.h: choosing one action from the unused dice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-quartz-state.h"

G_BEGIN_DECLS

#define TC_TYPE_QUARTZ_ACTION_PANEL (tc_quartz_action_panel_get_type ())

G_DECLARE_FINAL_TYPE (TcQuartzActionPanel, tc_quartz_action_panel, TC, QUARTZ_ACTION_PANEL, GtkWidget)

/* What Enter did in the open sheet (tc_quartz_action_panel_finish()). */
typedef enum
{
  TC_QUARTZ_SHEET_APPLIED,       /* applied what the sheet names */
  TC_QUARTZ_SHEET_NAMES_NOTHING, /* nothing to apply yet: Enter did nothing */
  TC_QUARTZ_SHEET_PRESSES,       /* Enter is for the focused button */
} TcQuartzSheetEnter;

void       tc_quartz_action_panel_update   (TcQuartzActionPanel *self,
                                            const TcQuartzRules *rules,
                                            const TcQuartzState *state);
void       tc_quartz_action_panel_choose   (TcQuartzActionPanel *self,
                                            TcQuartzFace         face);
gboolean   tc_quartz_action_panel_type     (TcQuartzActionPanel *self,
                                            gunichar             c);
gboolean   tc_quartz_action_panel_open_first (TcQuartzActionPanel *self);
gboolean   tc_quartz_action_panel_is_open  (TcQuartzActionPanel *self);
TcQuartzSheetEnter
           tc_quartz_action_panel_finish   (TcQuartzActionPanel *self);
void       tc_quartz_action_panel_cancel   (TcQuartzActionPanel *self);

G_END_DECLS
