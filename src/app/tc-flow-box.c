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

/**
 * tc_flow_box_set_sensitive:
 * @child: a widget added with tc_flow_box_append()
 *
 * Makes @child (in)sensitive with the flow box's child around it: Tab
 * moves on from one child to the next sensitive one, and a GtkFlowBox
 * that picks a child whose button cannot take the focus stops Tab there.
 */
void
tc_flow_box_set_sensitive (GtkWidget *child,
                           gboolean   sensitive)
{
  g_return_if_fail (GTK_IS_FLOW_BOX_CHILD (gtk_widget_get_parent (child)));

  gtk_widget_set_sensitive (gtk_widget_get_parent (child), sensitive);
}

/* Whether something under @widget, shown and sensitive, takes the focus. */
static gboolean
holds_focus_stop (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && gtk_widget_get_sensitive (child) &&
        (gtk_widget_get_focusable (child) || holds_focus_stop (child)))
      return TRUE;

  return FALSE;
}

/**
 * tc_flow_box_update_focus_under:
 * @root: a table, once its buttons are updated
 *
 * Lets Tab pass every flow box under @root that holds nothing to focus
 * (its buttons all insensitive): GTK 4.8 keeps Tab on the control before
 * such a flow box, so that the rest of the table could not be reached.
 */
void
tc_flow_box_update_focus_under (GtkWidget *root)
{
  if (GTK_IS_FLOW_BOX (root))
    gtk_widget_set_can_focus (root, holds_focus_stop (root));

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tc_flow_box_update_focus_under (child);
}
