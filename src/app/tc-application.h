/* tc-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TC_TYPE_APPLICATION (tc_application_get_type ())

G_DECLARE_FINAL_TYPE (TcApplication, tc_application, TC, APPLICATION, AdwApplication)

TcApplication *tc_application_new             (void);
GSettings     *tc_application_get_settings    (TcApplication *self);
int            tc_application_get_exit_status (TcApplication *self);
gboolean       tc_application_save_screenshot (GtkWidget     *widget,
                                               const char    *path,
                                               GError       **error);

G_END_DECLS
