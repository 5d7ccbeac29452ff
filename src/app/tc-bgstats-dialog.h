/* tc-bgstats-dialog.h: a finished game sent to BG Stats by a QR code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-game.h"

G_BEGIN_DECLS

#define TC_TYPE_BGSTATS_DIALOG (tc_bgstats_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TcBgstatsDialog, tc_bgstats_dialog, TC, BGSTATS_DIALOG, AdwWindow)

TcBgstatsDialog *tc_bgstats_dialog_new      (GtkWindow       *parent,
                                             TcGame          *game);
const char      *tc_bgstats_dialog_get_link (TcBgstatsDialog *self);

G_END_DECLS
