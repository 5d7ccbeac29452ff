/* tc-quartz-names.c: how the Quartz table's buttons show and name their labels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-quartz-names.h"

/**
 * tc_quartz_name_once:
 * @button: a button whose label has a mnemonic ("_End Turn")
 *
 * GTK 4.8 names such a button twice, by its label as set and by the text
 * of the label it shows: a screen reader read "_End Turn End Turn". The
 * name set from the label goes, the shown text stays. Call it again
 * whenever the label is set again.
 */
void
tc_quartz_name_once (GtkWidget *button)
{
  g_return_if_fail (GTK_IS_BUTTON (button));

  gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/**
 * tc_quartz_wrap_button_label:
 * @button: a button showing a label
 *
 * Lets the label break into lines, at words first: a German or Chinese
 * label ("Neu würfeln (noch 2 frei)") next to another button widened a
 * 360 px window. The label stays when the button's label is set again.
 */
void
tc_quartz_wrap_button_label (GtkWidget *button)
{
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
}
