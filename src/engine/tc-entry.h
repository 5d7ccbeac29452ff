/* tc-entry.h: one entry of a game log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tc-types.h"

G_BEGIN_DECLS

#define TC_TYPE_ENTRY (tc_entry_get_type ())

GType          tc_entry_get_type       (void) G_GNUC_CONST;
TcEntry       *tc_entry_new            (JsonObject     *object,
                                        guint           kind,
                                        gpointer        data,
                                        GDestroyNotify  data_free);
TcEntry       *tc_entry_ref            (TcEntry        *self);
void           tc_entry_unref          (TcEntry        *self);
JsonObject    *tc_entry_get_object     (TcEntry        *self);
const char    *tc_entry_get_kind       (TcEntry        *self);
guint          tc_entry_get_kind_index (TcEntry        *self);
gconstpointer  tc_entry_get_data       (TcEntry        *self);
const char    *tc_entry_get_time       (TcEntry        *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TcEntry, tc_entry_unref)

G_END_DECLS
