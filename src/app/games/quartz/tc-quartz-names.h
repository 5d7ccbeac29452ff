/* tc-quartz-names.h: what a screen reader calls the Quartz table's buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void tc_quartz_name_once (GtkWidget *button);

G_END_DECLS
