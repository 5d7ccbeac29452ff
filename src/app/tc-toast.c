/* tc-toast.c: toasts whose title is plain text
 *
 * On libadwaita 1.2 a toast's title is always Pango markup, and what it
 * says often holds what people typed or a file brought: player names,
 * game titles, file names. Every toast of the app is made here, so that
 * none of it is read as markup ("Ana & <b>Ben</b>" stays as typed).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-toast.h"

/* Returns: (transfer full): a toast showing @text as it is */
AdwToast *
tc_toast_new (const char *text)
{
  g_autofree char *markup = g_markup_escape_text (text, -1);

  return adw_toast_new (markup);
}

void
tc_toast_set_text (AdwToast   *toast,
                   const char *text)
{
  g_autofree char *markup = g_markup_escape_text (text, -1);

  adw_toast_set_title (toast, markup);
}
