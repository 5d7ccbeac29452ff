/* tc-preferences-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TC_TYPE_PREFERENCES_WINDOW (tc_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TcPreferencesWindow, tc_preferences_window, TC, PREFERENCES_WINDOW, AdwPreferencesWindow)

TcPreferencesWindow *tc_preferences_window_new (GSettings *settings);

G_END_DECLS
