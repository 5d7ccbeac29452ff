/* tc-remembered.h: what a game keeps between games, beside Saved Games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The largest remembered file read: what a box or a catalogue of tiles
 * needs is a few kilobytes.
 */
#define TC_REMEMBERED_MAX_BYTES (64 * 1024)

/**
 * TcRememberedChange:
 * @node: (inout) (nullable): the file's JSON as read now, %NULL when it is
 *   absent or damaged; set it to what is to be written
 *
 * Returns: whether to write @node
 */
typedef gboolean (*TcRememberedChange) (JsonNode **node,
                                        gpointer   user_data);

char      *tc_remembered_get_folder    (void);
JsonNode  *tc_remembered_read          (const char          *name);
gboolean   tc_remembered_write         (const char          *name,
                                        JsonNode            *node,
                                        GError             **error);
gboolean   tc_remembered_change        (const char          *name,
                                        TcRememberedChange   change,
                                        gpointer             user_data,
                                        GError             **error);
GStrv      tc_remembered_take_notices  (void);

G_END_DECLS
