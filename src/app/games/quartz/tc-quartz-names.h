/* tc-quartz-names.h: how the Quartz table's buttons show and name their labels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void tc_quartz_name_once         (GtkWidget *button);
void tc_quartz_wrap_button_label (GtkWidget *button);

G_END_DECLS
