/* tc-test-gui.h: waiting for drawing and saving screenshots in GUI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void       tc_test_wait_for_draw   (GtkWidget  *widget);
GtkWidget *tc_test_find_descendant (GtkWidget  *widget,
                                    GType       type);
void       tc_test_save_screenshot (GtkWidget  *window,
                                    GtkWidget  *widget,
                                    const char *path);

G_END_DECLS
