/* tc-cli-summary.c: `tablecraft-cli summary FILE`, a readable account
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-cli.h"
#include "tc-game.h"
#include "tc-summary.h"

int
tc_cli_summary (int    argc,
                char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) game = NULL;
  g_autofree char *text = NULL;
  guint bad_entry = 0;

  if (argc != 2)
    {
      g_printerr ("%s\n", _("usage: tablecraft-cli summary FILE"));
      return TC_CLI_EXIT_MALFORMED;
    }

  game = tc_game_load_file (argv[1], &bad_entry, &error);
  if (game == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return TC_CLI_EXIT_MALFORMED;
    }

  text = tc_summary_to_text (game);
  g_print ("%s", text);

  return tc_game_get_replay_error (game) != NULL ? TC_CLI_EXIT_ILLEGAL : TC_CLI_EXIT_OK;
}
