/* score-pad-cli.c: tablecraft-cli's replay, summary and export commands
 * with the score pad registered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "tc-cli.h"
#include "tc-rulesets.h"
#include "tc-score-pad.h"

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  tc_rulesets_add (TC_TYPE_SCORE_PAD);

  if (argc >= 2 && g_strcmp0 (argv[1], "replay") == 0)
    return tc_cli_replay (argc - 1, argv + 1);
  if (argc >= 2 && g_strcmp0 (argv[1], "summary") == 0)
    return tc_cli_summary (argc - 1, argv + 1);
  if (argc >= 2 && g_strcmp0 (argv[1], "export") == 0)
    return tc_cli_export (argc - 1, argv + 1);

  g_printerr ("usage: score-pad-cli replay|summary|export FILE …\n");
  return TC_CLI_EXIT_MALFORMED;
}
