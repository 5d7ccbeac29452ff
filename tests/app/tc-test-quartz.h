/* tc-test-quartz.h: what the Quartz window tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tc-window.h"

G_BEGIN_DECLS

GtkWidget *tc_test_quartz_find          (GtkWidget  *root,
                                         const char *name,
                                         guint       index);
GtkWidget *tc_test_quartz_part          (TcWindow   *window,
                                         const char *name,
                                         guint       index);
GtkWidget *tc_test_quartz_choice        (TcWindow   *window,
                                         const char *label);
GtkWidget *tc_test_quartz_choice_for    (TcWindow   *window,
                                         guint       seat,
                                         guint       kind);
void       tc_test_quartz_wait_for_sheet (TcWindow  *window);
JsonArray *tc_test_quartz_saved_entries (TcWindow   *window);
char      *tc_test_quartz_saved_types   (TcWindow   *window);
void       tc_test_quartz_pause_turn    (void);

G_END_DECLS
