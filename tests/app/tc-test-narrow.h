/* tc-test-narrow.h: a phone-wide window, and what makes it grow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char      *tc_test_narrow_describe      (GtkWidget  *widget);
GtkWidget *tc_test_narrow_find_too_wide (GtkWidget  *widget,
                                         int         width);
int        tc_test_narrow_start         (GtkWindow  *window,
                                         int         width,
                                         int         height);
void       tc_test_narrow_assert_width  (GtkWindow  *window,
                                         int         width,
                                         const char *what);

G_END_DECLS
