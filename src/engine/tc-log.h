/* tc-log.h: the game log file, format v1 (each game's spec: shared/specs/<game>-log-v1.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tc-ruleset.h"

G_BEGIN_DECLS

#define TC_LOG_FORMAT  "tablecraft-log"
#define TC_LOG_VERSION 1

/* A log as read from a file: checked for form, not yet replayed. */
struct _TcLog
{
  TcRuleset *ruleset;
  char      *created;
  GPtrArray *entries;   /* TcEntry */
  GPtrArray *redo;      /* TcEntry, next redo first */
};

TcLog   *tc_log_read_data  (const char   *data,
                            gsize         length,
                            guint        *bad_entry,
                            GError      **error);
TcLog   *tc_log_read_file  (const char   *path,
                            guint        *bad_entry,
                            GError      **error);
TcLog   *tc_log_new_simulated (const char         *game_id,
                               const char * const *players,
                               guint               n_players,
                               JsonObject         *rulings,
                               const char         *created);
void     tc_log_add_simulated (TcLog              *log,
                               JsonObject         *object);
void     tc_log_free       (TcLog        *log);
char    *tc_log_write_data (TcRuleset    *ruleset,
                            const char   *created,
                            GPtrArray    *entries,
                            GPtrArray    *redo);
gboolean tc_log_write_file (const char   *path,
                            const char   *data,
                            GError      **error);
char    *tc_log_now        (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TcLog, tc_log_free)

G_END_DECLS
