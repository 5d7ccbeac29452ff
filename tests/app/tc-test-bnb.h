/* tc-test-bnb.h: what the Builders & Biomes widget tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-bnb-ruleset.h"
#include "tc-game.h"

G_BEGIN_DECLS

void    tc_test_bnb_iterate (void);
void    tc_test_bnb_settle  (void);
TcGame *tc_test_bnb_example (const TcBnbRules **rules);
GtkWindow *tc_test_bnb_show_alone (GtkWindow *window,
                                   GtkWidget *widget,
                                   int        width,
                                   int        height);

G_END_DECLS
