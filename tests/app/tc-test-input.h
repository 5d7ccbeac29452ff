/* tc-test-input.h: real pointer and key events for GUI tests
 *
 * The window's tests play a table as people do: these send X events
 * through the XTEST extension of the X server the test runs on (Xvfb),
 * so that each click and key takes the path a real one takes — picking
 * the widget under the pointer (a toast above a button gets the click),
 * focus, key bindings, mnemonics. Each call returns once GTK has handled
 * what it sent. Every click and key press is counted, so that a test can
 * assert how many interactions a turn costs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void       tc_test_input_click         (GtkWidget       *widget);
void       tc_test_input_click_at      (GtkWidget       *widget,
                                        double           x,
                                        double           y);
void       tc_test_input_double_click  (GtkWidget       *widget);
void       tc_test_input_hover         (GtkWidget       *widget,
                                        double           x,
                                        double           y);
void       tc_test_input_key           (guint            keyval,
                                        GdkModifierType  modifiers);
void       tc_test_input_type          (const char      *text);
void       tc_test_input_scroll        (int              notches);
GtkWidget *tc_test_input_pick          (GtkWidget       *widget);
gboolean   tc_test_input_reaches       (GtkWidget       *widget);
guint      tc_test_input_get_count     (void);
void       tc_test_input_reset_count   (void);
void       tc_test_input_settle        (void);
void       tc_test_input_wait_until_still (GtkWidget  *widget);

G_END_DECLS
