/* main.c: tablecraft-cli, the headless referee
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-cli.h"
#include "tc-text.h"

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *usage;
} Command;

static const Command commands[] = {
  { "replay", tc_cli_replay, "replay FILE [--json] [--upto N]" },
  { "summary", tc_cli_summary, "summary FILE" },
  { "simulate", tc_cli_simulate, "simulate --games N --seed S [--players P] [--out DIR [--force]]" },
  { "bench", tc_cli_bench, "bench" },
  { "estimate", tc_cli_estimate, "estimate FILE [--playouts N] [--upto N] [--json]" },
  { "export", tc_cli_export, "export FILE --format csv|text|json" },
  { "bench-library", tc_cli_bench_library, "bench-library DIR" },
};

static int
usage (void)
{
  g_printerr ("%s\n", _("Usage:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_printerr ("  tablecraft-cli %s\n", commands[i].usage);

  return TC_CLI_EXIT_MALFORMED;
}

int
main (int    argc,
      char **argv)
{
  tc_text_bind_domain ();

  if (argc < 2)
    return usage ();

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_strcmp0 (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  g_printerr (_("tablecraft-cli: unknown command “%s”\n"), argv[1]);
  return usage ();
}
