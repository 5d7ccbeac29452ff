/* tc-toast.h: toasts whose title is plain text, whole at any width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

AdwToast *tc_toast_new       (const char *text);
void      tc_toast_set_text  (AdwToast   *toast,
                              const char *text);
const char *tc_toast_get_text (AdwToast  *toast);
void      tc_toast_show      (AdwToastOverlay *overlay,
                              AdwToast        *toast);

G_END_DECLS
