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

/* What a toast in a narrow window takes beside its title, in pixels:
 * the overlay's margins and the toast's padding (12 each side), the
 * close button (44, a narrow window's touch target), the spacing between
 * the three (6 each), and a line's last word left over (16); and a
 * button's padding (12 each side).
 */
#define TOAST_FRAME_PX (2 * 12 + 2 * 12 + 44 + 2 * 6 + 16)
#define BUTTON_PADDING_PX (2 * 12)

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
/* The width @text takes in @widget's font, a mnemonic's "_" left out. */
static int
text_width (GtkWidget  *widget,
            const char *text)
{
  g_autoptr(GString) plain = g_string_new (NULL);
  g_autoptr(PangoLayout) layout = NULL;
  int width;

  for (const char *c = text; *c != '\0'; c++)
    if (*c != '_')
      g_string_append_c (plain, *c);
  layout = gtk_widget_create_pango_layout (widget, plain->str);
  pango_layout_get_pixel_size (layout, &width, NULL);

  return width;
}

/* The title's line in characters, so that the title, the toast's button
 * and its close button fit the overlay's width.
 */
static int
narrow_line_chars (GtkWidget *overlay,
                   GtkLabel  *title,
                   AdwToast  *toast)
{
  const char *button = adw_toast_get_button_label (toast);
  PangoFontMetrics *metrics = pango_context_get_metrics (gtk_widget_get_pango_context (GTK_WIDGET (title)), NULL, NULL);
  int char_width = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                        pango_font_metrics_get_approximate_digit_width (metrics)) / PANGO_SCALE;
  int room = gtk_widget_get_width (overlay) - TOAST_FRAME_PX;

  pango_font_metrics_unref (metrics);
  if (button != NULL)
    room -= text_width (GTK_WIDGET (title), button) + BUTTON_PADDING_PX;

  return MAX (room / MAX (char_width, 1), 8);
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
  int chars;

  g_return_if_fail (GTK_IS_LABEL (title));

  /* As wide as its lines at the least: the toast gives the title the
   * width that fits the height, and the height is for those lines.
   */
  chars = narrow ? narrow_line_chars (GTK_WIDGET (overlay), title, toast) : -1;
  gtk_label_set_width_chars (title, chars);
  gtk_label_set_max_width_chars (title, chars);
  adw_toast_overlay_add_toast (overlay, toast);
}
