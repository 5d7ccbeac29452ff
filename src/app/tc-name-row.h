/* tc-name-row.h: an entry row that reports its focus to screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TC_TYPE_NAME_ROW (tc_name_row_get_type ())
G_DECLARE_FINAL_TYPE (TcNameRow, tc_name_row, TC, NAME_ROW, AdwEntryRow)

GtkWidget *tc_name_row_new (void);

G_END_DECLS
