/* tc-export.c: a game written out as its log, a summary or a score table
 *
 * The same bytes for `tablecraft-cli export` and the app's Export. A game
 * with an illegal entry exports what replays before it (the summary also
 * says why the rest does not).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-export.h"
#include "tc-log.h"
#include "tc-stats.h"
#include "tc-summary.h"

static char *
export_csv (TcGame *game)
{
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);

  return tc_score_table_to_csv (table, tc_game_get_ruleset (game));
}

/* The log as saved, cut before an illegal entry so that it stays legal. */
static char *
export_log (TcGame *game)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(GPtrArray) redo = g_ptr_array_new ();
  g_autofree char *data = NULL;

  for (guint i = 0; i < tc_game_get_n_applied (game); i++)
    g_ptr_array_add (entries, tc_game_get_entry (game, i));
  for (guint i = 0; tc_game_get_replay_error (game) == NULL && i < tc_game_get_n_redo (game); i++)
    g_ptr_array_add (redo, tc_game_get_redo_entry (game, i));

  data = tc_log_write_data (tc_game_get_ruleset (game), tc_game_get_created (game), entries, redo);
  return g_strconcat (data, "\n", NULL);
}

static const struct
{
  const char *name;
  const char *extension;
  char     *(*func) (TcGame *game);
} formats[] = {
  [TC_EXPORT_LOG] = { "json", "json", export_log },
  [TC_EXPORT_SUMMARY] = { "text", "txt", tc_summary_to_text },
  [TC_EXPORT_CSV] = { "csv", "csv", export_csv },
};

/**
 * tc_export_format_from_name:
 * @name: "json", "text" or "csv", as the CLI's `--format`
 *
 * Returns: whether @name is a format; @format is set then
 */
gboolean
tc_export_format_from_name (const char     *name,
                            TcExportFormat *format)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_strcmp0 (name, formats[i].name) == 0)
      {
        *format = i;
        return TRUE;
      }

  return FALSE;
}

/* The file name extension, without the dot. */
const char *
tc_export_format_get_extension (TcExportFormat format)
{
  g_return_val_if_fail (format < G_N_ELEMENTS (formats), NULL);

  return formats[format].extension;
}

/* Returns: (transfer full): the bytes of @game in @format, UTF-8 text */
char *
tc_export_to_data (TcGame         *game,
                   TcExportFormat  format)
{
  g_return_val_if_fail (TC_IS_GAME (game), NULL);
  g_return_val_if_fail (format < G_N_ELEMENTS (formats), NULL);

  return formats[format].func (game);
}

/**
 * tc_export_to_file:
 *
 * Writes @game in @format to @path atomically: on error the file at
 * @path is left as it was.
 */
gboolean
tc_export_to_file (TcGame          *game,
                   TcExportFormat   format,
                   const char      *path,
                   GError         **error)
{
  g_autofree char *data = tc_export_to_data (game, format);

  return tc_log_write_file (path, data, error);
}
