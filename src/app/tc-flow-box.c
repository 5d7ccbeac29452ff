/* tc-flow-box.c: flow boxes that lay buttons out, with no Tab stops of their own
 *
 * The app's flow boxes only lay out buttons, tiles and cards. A flow box
 * wraps each in a child that takes the keyboard focus by default: an
 * extra Tab stop in front of every button, on which Enter does nothing
 * the focused thing shows (it went on to the window's default). Children
 * added here are not focusable; what they hold still is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-flow-box.h"

void
tc_flow_box_append (GtkFlowBox *box,
                    GtkWidget  *child)
{
  g_return_if_fail (GTK_IS_FLOW_BOX (box));

  gtk_flow_box_append (box, child);
  gtk_widget_set_focusable (gtk_widget_get_parent (child), FALSE);
}
