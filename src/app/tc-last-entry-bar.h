/* tc-last-entry-bar.h: the newest entry in words, and a way back from a turn ended early
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-game.h"

G_BEGIN_DECLS

#define TC_TYPE_LAST_ENTRY_BAR (tc_last_entry_bar_get_type ())

G_DECLARE_FINAL_TYPE (TcLastEntryBar, tc_last_entry_bar, TC, LAST_ENTRY_BAR, GtkWidget)

void        tc_last_entry_bar_set_game          (TcLastEntryBar *self,
                                                 TcGame         *game);
void        tc_last_entry_bar_set_forgone       (TcLastEntryBar *self,
                                                 const char     *sentence);
GtkLabel   *tc_last_entry_bar_get_label         (TcLastEntryBar *self);
GtkWidget  *tc_last_entry_bar_get_undo_button   (TcLastEntryBar *self);

G_END_DECLS
