/* tc-cli-export.c: `tablecraft-cli export FILE --format csv|text|json`
 *
 * csv: every seat's points at the end of every turn (tc-stats.h);
 * text: the same account as `summary`; json: the log, pretty, as saved.
 * A log with an illegal entry exports what replays before it (the text
 * also says why the rest does not), says which entry on stderr, and
 * exits 1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-cli.h"
#include "tc-game.h"
#include "tc-stats.h"
#include "tc-summary.h"

typedef char *(*ExportFunc) (TcGame *game);

static char *
export_csv (TcGame *game)
{
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);

  return tc_score_table_to_csv (table, tc_game_get_ruleset (game));
}

/* The log as saved, cut before an illegal entry so that it stays legal. */
static char *
export_json (TcGame *game)
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
  ExportFunc  func;
} formats[] = {
  { "csv", export_csv },
  { "text", tc_summary_to_text },
  { "json", export_json },
};

static ExportFunc
lookup_format (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_strcmp0 (name, formats[i].name) == 0)
      return formats[i].func;

  return NULL;
}

int
tc_cli_export (int    argc,
               char **argv)
{
  g_autofree char *format = NULL;
  GOptionEntry options[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("csv, text or json (csv if absent)"), "FORMAT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE");
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) game = NULL;
  g_autofree char *text = NULL;
  const GError *replay_error;
  ExportFunc func;

  g_option_context_add_main_entries (context, options, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 ||
      (func = lookup_format (format != NULL ? format : "csv")) == NULL)
    {
      g_printerr ("%s\n", _("usage: tablecraft-cli export FILE --format csv|text|json"));
      return TC_CLI_EXIT_MALFORMED;
    }

  game = tc_game_load_file (argv[1], NULL, &error);
  if (game == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return TC_CLI_EXIT_MALFORMED;
    }

  replay_error = tc_game_get_replay_error (game);
  if (replay_error != NULL)
    g_printerr ("%s: entry %u: %s\n", argv[1], tc_game_get_n_applied (game) + 1, replay_error->message);

  text = func (game);
  g_print ("%s", text);

  return replay_error != NULL ? TC_CLI_EXIT_ILLEGAL : TC_CLI_EXIT_OK;
}
