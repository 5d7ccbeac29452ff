/* tc-mcg-entry.h: reading one Minecraft Card Game entry from JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tc-mcg-state.h"

G_BEGIN_DECLS

extern const char * const tc_mcg_entry_kinds[];

TcMcgEntry *tc_mcg_entry_parse (const TcMcgCards  *cards,
                                TcMcgEntryType     kind,
                                JsonObject        *object,
                                GError           **error);
void        tc_mcg_entry_free  (TcMcgEntry        *entry);
JsonObject *tc_mcg_entry_to_json (const TcMcgCards *cards,
                                const TcMcgEntry  *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TcMcgEntry, tc_mcg_entry_free)

G_END_DECLS
