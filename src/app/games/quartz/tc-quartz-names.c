/* tc-quartz-names.c: what a screen reader calls the Quartz table's buttons
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
