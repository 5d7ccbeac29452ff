/* tc-refusal.h: why the table's last entry was refused, and a way to the rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TC_TYPE_REFUSAL (tc_refusal_get_type ())

G_DECLARE_FINAL_TYPE (TcRefusal, tc_refusal, TC, REFUSAL, GtkWidget)

void        tc_refusal_show            (TcRefusal    *self,
                                        const char   *sentence,
                                        const GError *error);
void        tc_refusal_cite            (TcRefusal    *self,
                                        const char   *rule);
void        tc_refusal_clear           (TcRefusal    *self);
GtkLabel   *tc_refusal_get_label       (TcRefusal    *self);
GtkWidget  *tc_refusal_get_why_button  (TcRefusal    *self);

G_END_DECLS
