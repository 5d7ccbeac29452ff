/* tc-toast.c: toasts whose title is plain text, whole at any width
 *
 * On libadwaita 1.2 a toast's title is always Pango markup, and what it
 * says often holds what people typed or a file brought: player names,
 * game titles, file names. Every toast of the app is made here, so that
 * none of it is read as markup ("Ana & <b>Ben</b>" stays as typed).
 *
 * The title is a label of the toast's own that wraps: libadwaita 1.2
 * ellipsises a title on one line, and a reason cut to "A pickaxe of
 * stren…" in a phone-wide window says nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-toast.h"

/* Returns: (transfer full): a toast showing @text as it is */
AdwToast *
tc_toast_new (const char *text)
{
  AdwToast *toast = adw_toast_new ("");
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "heading");
  adw_toast_set_custom_title (toast, label);

  return toast;
}

void
tc_toast_set_text (AdwToast   *toast,
                   const char *text)
{
  g_return_if_fail (GTK_IS_LABEL (adw_toast_get_custom_title (toast)));

  gtk_label_set_text (GTK_LABEL (adw_toast_get_custom_title (toast)), text);
}

/* Returns: the sentence @toast shows */
const char *
tc_toast_get_text (AdwToast *toast)
{
  g_return_val_if_fail (GTK_IS_LABEL (adw_toast_get_custom_title (toast)), NULL);

  return gtk_label_get_text (GTK_LABEL (adw_toast_get_custom_title (toast)));
}
