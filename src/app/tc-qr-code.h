/* tc-qr-code.h: a QR code of a text, drawn as a paintable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TC_TYPE_QR_CODE (tc_qr_code_get_type ())

G_DECLARE_FINAL_TYPE (TcQrCode, tc_qr_code, TC, QR_CODE, GObject)

TcQrCode *tc_qr_code_new             (const char *text);
guint     tc_qr_code_get_n_modules   (TcQrCode   *self);

G_END_DECLS
