/* tc-quartz-table-view.h: the Quartz table at a glance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-table-view.h"

G_BEGIN_DECLS

#define TC_TYPE_QUARTZ_TABLE_VIEW (tc_quartz_table_view_get_type ())

G_DECLARE_FINAL_TYPE (TcQuartzTableView, tc_quartz_table_view, TC, QUARTZ_TABLE_VIEW, TcTableView)

G_END_DECLS
