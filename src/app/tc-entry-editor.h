/* tc-entry-editor.h: correct one entry of the log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-game.h"
#include "tc-table-view.h"

G_BEGIN_DECLS

#define TC_TYPE_ENTRY_EDITOR (tc_entry_editor_get_type ())

G_DECLARE_FINAL_TYPE (TcEntryEditor, tc_entry_editor, TC, ENTRY_EDITOR, AdwMessageDialog)

TcEntryEditor *tc_entry_editor_new                 (GtkWindow     *parent,
                                                    TcTableView   *table,
                                                    guint          index);
GtkEditable   *tc_entry_editor_get_editable        (TcEntryEditor *self);
GtkWidget     *tc_entry_editor_get_editor          (TcEntryEditor *self);
const char    *tc_entry_editor_get_preview         (TcEntryEditor *self);
GtkWindow     *tc_entry_editor_get_conflict_dialog (TcEntryEditor *self);

G_END_DECLS
