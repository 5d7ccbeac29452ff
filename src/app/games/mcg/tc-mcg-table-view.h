/* tc-mcg-table-view.h: the Minecraft Card Game's table: piles, craft
 * piles, players' hands and tools, and what the table owes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-table-view.h"

G_BEGIN_DECLS

#define TC_TYPE_MCG_TABLE_VIEW (tc_mcg_table_view_get_type ())

G_DECLARE_FINAL_TYPE (TcMcgTableView, tc_mcg_table_view, TC, MCG_TABLE_VIEW, TcTableView)

G_END_DECLS
