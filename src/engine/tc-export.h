/* tc-export.h: a game written out as its log, a summary or a score table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-game.h"

G_BEGIN_DECLS

typedef enum
{
  TC_EXPORT_LOG,      /* the log, pretty JSON, as saved */
  TC_EXPORT_SUMMARY,  /* the game told turn by turn (tc-summary.h) */
  TC_EXPORT_CSV,      /* every seat's points at the end of every turn */
} TcExportFormat;

gboolean    tc_export_format_from_name     (const char      *name,
                                            TcExportFormat  *format);
const char *tc_export_format_get_extension (TcExportFormat   format);
char       *tc_export_to_data              (TcGame          *game,
                                            TcExportFormat   format);
gboolean    tc_export_to_file              (TcGame          *game,
                                            TcExportFormat   format,
                                            const char      *path,
                                            GError         **error);

G_END_DECLS
