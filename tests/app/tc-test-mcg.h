/* tc-test-mcg.h: playing the card game's table with real input in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tc-table-view.h"
#include "tc-window.h"

G_BEGIN_DECLS

/* A setup with no TNT and no creeper; Ana starts. */
#define TC_TEST_MCG_SETUP_PLAIN "w1 s1 s2 w2 w3 wood-hoe stone-axe iron-sword gold-pickaxe"

void         tc_test_mcg_init          (TcWindow   **window);
TcTableView *tc_test_mcg_start         (const char *const *players);
TcTableView *tc_test_mcg_table         (void);
GtkWidget   *tc_test_mcg_find          (GtkWidget   *root,
                                        const char  *name,
                                        guint        index);
GtkWidget   *tc_test_mcg_part          (const char  *name,
                                        guint        index);
void         tc_test_mcg_enter_line    (const char  *line);
void         tc_test_mcg_wait_for_turn_end (void);
GtkWidget   *tc_test_mcg_find_button   (GtkWidget   *widget,
                                        const char  *label);
GtkWidget   *tc_test_mcg_find_next_button (GtkWidget *widget,
                                        GtkWidget   *button,
                                        const char  *label);
JsonArray   *tc_test_mcg_saved_entries (void);
char        *tc_test_mcg_saved_entry   (guint        index);
guint        tc_test_mcg_n_saved       (void);
const char  *tc_test_mcg_text_of       (const char  *name);
void         tc_test_mcg_assert_saved  (guint        index,
                                        const char  *json);

G_END_DECLS
