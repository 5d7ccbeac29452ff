/* tc-flow-box.h: flow boxes that lay buttons out, with no Tab stops of their own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void tc_flow_box_append        (GtkFlowBox *box,
                                GtkWidget  *child);
void tc_flow_box_set_sensitive (GtkWidget  *child,
                                gboolean    sensitive);
void tc_flow_box_update_focus_under (GtkWidget *root);

G_END_DECLS
