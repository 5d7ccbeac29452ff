/* tc-name-row.c: an entry row that reports its focus to screen readers
 *
 * While a name is typed into an AdwEntryRow of libadwaita 1.2, the focus
 * is in its text, which screen readers do not see (it has no role of its
 * own), and the row answers for its own focus, which it never has: AT-SPI
 * read the field as not focused while it was typed into. This row answers
 * for its text, as GtkEntry does (and later libadwaita's AdwEntryRow).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-accessible-state.h"
#include "tc-name-row.h"

struct _TcNameRow
{
  AdwEntryRow parent_instance;
};

static TcAccessibleInterface *parent_accessible_iface;

static gboolean
tc_name_row_get_platform_state (GtkAccessible     *accessible,
                                TcAccessibleState  state)
{
  GtkWidget *text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (accessible)));

  switch (state)
    {
    case TC_ACCESSIBLE_STATE_FOCUSABLE:
      return text != NULL && gtk_widget_get_focusable (text);
    case TC_ACCESSIBLE_STATE_FOCUSED:
      return text != NULL && gtk_widget_has_focus (text);
    default:
      return parent_accessible_iface->get_platform_state (accessible, state);
    }
}

static void
tc_name_row_accessible_init (GtkAccessibleInterface *iface)
{
  TcAccessibleInterface *own = (TcAccessibleInterface *) iface;

  parent_accessible_iface = g_type_interface_peek_parent (iface);
  own->get_platform_state = tc_name_row_get_platform_state;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (TcNameRow, tc_name_row, ADW_TYPE_ENTRY_ROW,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ACCESSIBLE, tc_name_row_accessible_init))

static void
tc_name_row_class_init (TcNameRowClass *klass)
{
}

static void
tc_name_row_init (TcNameRow *self)
{
}

GtkWidget *
tc_name_row_new (void)
{
  return g_object_new (TC_TYPE_NAME_ROW, NULL);
}
