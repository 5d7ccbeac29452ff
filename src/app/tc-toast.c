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
 * libadwaita 1.2 gives a toast the height its title needs at the
 * title's natural width. In a phone-wide window that width is more than
 * the window has, so the title got too few lines, took the width it
 * needed for them and pushed the toast's buttons past the window's edge
 * (in German, "Warum?" and the close button). There, tc_toast_show()
 * makes the title's lines short.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-toast.h"

/* A title's line in a narrow window, in characters: with the toast's
 * two buttons ("Rückgängig" the longest), a 360 px window's width.
 */
#define NARROW_LINE_CHARS 12

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

/**
 * tc_toast_show:
 *
 * Shows @toast, made by tc_toast_new(), in @overlay, in lines that fit
 * the window's width.
 */
void
tc_toast_show (AdwToastOverlay *overlay,
               AdwToast        *toast)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (overlay));
  gboolean narrow = root != NULL && gtk_widget_has_css_class (GTK_WIDGET (root), "narrow");
  GtkLabel *title = GTK_LABEL (adw_toast_get_custom_title (toast));

  g_return_if_fail (GTK_IS_LABEL (title));

  /* As wide as its lines at the least: the toast gives the title the
   * width that fits the height, and the height is for those lines.
   */
  gtk_label_set_width_chars (title, narrow ? NARROW_LINE_CHARS : -1);
  gtk_label_set_max_width_chars (title, narrow ? NARROW_LINE_CHARS : -1);
  adw_toast_overlay_add_toast (overlay, toast);
}
