/* tc-label.c: the wrapping labels the tables and the rules are made of
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-label.h"

/**
 * tc_label_new_wrapping:
 * @text: (nullable): the label's text
 * @css_class: (nullable): a style class, such as "caption" or "title-4"
 * @role: %GTK_ACCESSIBLE_ROLE_LABEL, or %GTK_ACCESSIBLE_ROLE_HEADING for
 *   a title (GTK 4.8 sets a role only at construction)
 *
 * A start-aligned label that wraps anywhere, inside words too: names in
 * Chinese have no spaces, and no label may widen a narrow window.
 */
GtkLabel *
tc_label_new_wrapping (const char        *text,
                       const char        *css_class,
                       GtkAccessibleRole  role)
{
  GtkLabel *label = g_object_new (GTK_TYPE_LABEL,
                                  "label", text,
                                  "wrap", TRUE,
                                  "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                  "xalign", 0.0f,
                                  "accessible-role", role,
                                  NULL);

  if (css_class != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (label), css_class);

  return label;
}
