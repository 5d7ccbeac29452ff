/* tc-start-page.h: new game, and the unfinished saved games to resume
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-library.h"

G_BEGIN_DECLS

#define TC_TYPE_START_PAGE (tc_start_page_get_type ())

G_DECLARE_FINAL_TYPE (TcStartPage, tc_start_page, TC, START_PAGE, GtkWidget)

void        tc_start_page_set_library      (TcStartPage *self,
                                            TcLibrary   *library);
void        tc_start_page_set_primary_menu (TcStartPage *self,
                                            GMenuModel  *menu);

G_END_DECLS
