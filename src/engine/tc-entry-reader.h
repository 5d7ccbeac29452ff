/* tc-entry-reader.h: reading the members of a log entry with one set of
 * sentences for every game (a missing member, a member of the wrong type)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

const char *tc_entry_reader_type_name   (JsonNode            *node);
gboolean    tc_entry_reader_wrong_type  (const char          *member,
                                         const char          *expected,
                                         JsonNode            *node,
                                         GError             **error);
gboolean    tc_entry_reader_missing     (const char          *member,
                                         GError             **error);
gboolean    tc_entry_reader_is_integer  (JsonNode            *node);
gboolean    tc_entry_reader_is_string   (JsonNode            *node);
gboolean    tc_entry_reader_read_int    (JsonObject          *object,
                                         const char          *member,
                                         gint64              *value,
                                         gboolean            *present,
                                         GError             **error);
gboolean    tc_entry_reader_read_type   (JsonObject          *object,
                                         const char * const  *types,
                                         guint                n_types,
                                         guint               *type,
                                         GError             **error);
gboolean    tc_entry_reader_read_string (JsonObject          *object,
                                         const char          *member,
                                         const char         **value,
                                         GError             **error);

G_END_DECLS
