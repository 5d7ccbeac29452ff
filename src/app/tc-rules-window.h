/* tc-rules-window.h: the rules of every game, Help → Rules (F1)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-rules-page.h"

G_BEGIN_DECLS

#define TC_TYPE_RULES_WINDOW (tc_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (TcRulesWindow, tc_rules_window, TC, RULES_WINDOW, AdwWindow)

TcRulesWindow *tc_rules_window_new          (void);
void           tc_rules_window_show         (TcRulesWindow *self,
                                             const char    *game_id,
                                             const char    *section_id);
const char    *tc_rules_window_get_game_id  (TcRulesWindow *self);
TcRulesPage   *tc_rules_window_get_page     (TcRulesWindow *self,
                                             const char    *game_id);

G_END_DECLS
