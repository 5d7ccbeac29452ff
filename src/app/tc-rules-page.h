/* tc-rules-page.h: one game's rules reference
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-ruleset.h"

G_BEGIN_DECLS

#define TC_TYPE_RULES_PAGE (tc_rules_page_get_type ())

G_DECLARE_FINAL_TYPE (TcRulesPage, tc_rules_page, TC, RULES_PAGE, AdwBin)

GtkWidget  *tc_rules_page_new             (TcRulesetClass *game);
void        tc_rules_page_show_section    (TcRulesPage    *self,
                                           const char     *section_id);
const char *tc_rules_page_get_shown_section (TcRulesPage  *self);
GtkWidget  *tc_rules_page_get_section     (TcRulesPage    *self,
                                           const char     *section_id);

G_END_DECLS
