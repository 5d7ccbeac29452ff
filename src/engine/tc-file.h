/* tc-file.h: reading a file Tablecraft did not write, safely
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The largest game log read: a 10,000-entry log takes 662 KB, and no game
 * played at a table comes near 1,000 entries.
 */
#define TC_FILE_MAX_LOG_BYTES (2 * 1024 * 1024)

GBytes *tc_file_read_regular (const char  *path,
                              gsize        max_bytes,
                              GError     **error);
typedef struct _TcFileLock TcFileLock;

TcFileLock *tc_file_lock_game         (const char  *path,
                                       GError     **error);
TcFileLock *tc_file_lock_sidecar      (const char  *path);
void        tc_file_unlock            (TcFileLock  *lock);
gboolean    tc_file_game_is_locked    (const char  *path);
void        tc_file_remove_stale_lock (const char  *folder,
                                       const char  *name);
void        tc_file_remove_stale_temporary (const char *folder,
                                            const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TcFileLock, tc_file_unlock)

G_END_DECLS
