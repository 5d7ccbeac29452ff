/* tc-mcg-entry-editing.h: correcting a card-game entry by its card codes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-game.h"

G_BEGIN_DECLS

GtkWidget *tc_mcg_entry_editing_create (TcGame     *game,
                                        guint       index);
TcEntry   *tc_mcg_entry_editing_build  (TcGame     *game,
                                        guint       index,
                                        GtkWidget  *editor,
                                        GError    **error);

G_END_DECLS
