/* tc-label.h: the wrapping labels the tables and the rules are made of
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkLabel *tc_label_new_wrapping (const char        *text,
                                 const char        *css_class,
                                 GtkAccessibleRole  role);

G_END_DECLS
