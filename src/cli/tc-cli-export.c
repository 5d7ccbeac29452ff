/* tc-cli-export.c: `tablecraft-cli export FILE --format csv|text|json|bgstats-link|bgsplay`
 *
 * csv: every seat's points at the end of every turn (tc-stats.h);
 * text: the same account as `summary`; json: the log, pretty, as saved;
 * bgstats-link and bgsplay: the finished game for BG Stats (tc-bgstats.h),
 * refused for a game that is not over. The BG Stats forms are not among
 * the window's export formats (tc-export.h): the app sends them from the
 * review and the library instead.
 * The bytes come from tc-export.h, as for the app's Export.
 * A log with an illegal entry exports what replays before it (the text
 * also says why the rest does not), says which entry on stderr, and
 * exits 1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-bgstats.h"
#include "tc-cli.h"
#include "tc-export.h"
#include "tc-game.h"

/* The BG Stats form named @format of @game, or %NULL when @format is none. */
static char *
dup_bgstats_form (TcGame     *game,
                  const char *format)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *link = NULL;

  if (g_strcmp0 (format, "bgstats-link") == 0)
    {
      link = tc_bgstats_link (game);
      return g_strconcat (link, "\n", NULL);
    }
  if (g_strcmp0 (format, "bgsplay") == 0)
    {
      games = g_ptr_array_new ();
      g_ptr_array_add (games, game);
      return tc_bgstats_play_file (games);
    }
  return NULL;
}

static gboolean
is_bgstats_form (const char *format)
{
  return g_strcmp0 (format, "bgstats-link") == 0 || g_strcmp0 (format, "bgsplay") == 0;
}

int
tc_cli_export (int    argc,
               char **argv)
{
  g_autofree char *format = NULL;
  GOptionEntry options[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("csv, text, json, bgstats-link or bgsplay (csv if absent)"), "FORMAT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE");
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) game = NULL;
  g_autofree char *text = NULL;
  const GError *replay_error;
  TcExportFormat export_format = TC_EXPORT_CSV;

  g_option_context_add_main_entries (context, options, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 ||
      (!is_bgstats_form (format) && !tc_export_format_from_name (format != NULL ? format : "csv", &export_format)))
    {
      g_printerr ("%s\n", _("usage: tablecraft-cli export FILE --format csv|text|json|bgstats-link|bgsplay"));
      return TC_CLI_EXIT_MALFORMED;
    }

  game = tc_game_load_file (argv[1], NULL, &error);
  if (game == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return TC_CLI_EXIT_MALFORMED;
    }

  if (is_bgstats_form (format) && !tc_game_is_finished (game))
    {
      g_printerr ("%s: %s\n", argv[1], _("the game is not over: BG Stats takes finished games only"));
      return TC_CLI_EXIT_ILLEGAL;
    }

  replay_error = tc_game_get_replay_error (game);
  if (replay_error != NULL)
    g_printerr ("%s: entry %u: %s\n", argv[1], tc_game_get_n_applied (game) + 1, replay_error->message);

  text = dup_bgstats_form (game, format);
  if (text == NULL)
    text = tc_export_to_data (game, export_format);
  g_print ("%s", text);

  return replay_error != NULL ? TC_CLI_EXIT_ILLEGAL : TC_CLI_EXIT_OK;
}
