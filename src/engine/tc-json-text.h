/* tc-json-text.h: log text read strictly as JSON, and written as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

JsonNode *tc_json_text_parse    (const char  *data,
                                 gsize        length,
                                 GHashTable **repeated,
                                 GError     **error);

JsonNode *tc_json_text_parse_container (const char  *data,
                                        gsize        length,
                                        GError     **error);
char     *tc_json_text_generate (JsonNode    *root,
                                 gboolean     pretty);

G_END_DECLS
