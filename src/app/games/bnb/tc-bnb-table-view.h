/* tc-bnb-table-view.h: the Builders & Biomes table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-table-view.h"

G_BEGIN_DECLS

#define TC_TYPE_BNB_TABLE_VIEW (tc_bnb_table_view_get_type ())

G_DECLARE_FINAL_TYPE (TcBnbTableView, tc_bnb_table_view, TC, BNB_TABLE_VIEW, TcTableView)

G_END_DECLS
