/* tc-json-text.h: what json-glib lets through but JSON does not allow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

char *tc_json_text_prepare (const char  *data,
                            gsize        length,
                            gsize       *out_length,
                            GError     **error);

char *tc_json_text_generate (JsonNode    *root,
                             gboolean     pretty);

G_END_DECLS
