/* tc-cli.h: the subcommands of tablecraft-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exit statuses of spec §6. */
#define TC_CLI_EXIT_OK        0
#define TC_CLI_EXIT_ILLEGAL   1
#define TC_CLI_EXIT_MALFORMED 2

int tc_cli_replay   (int    argc,
                     char **argv);
int tc_cli_summary  (int    argc,
                     char **argv);
int tc_cli_simulate (int    argc,
                     char **argv);
int tc_cli_bench    (int    argc,
                     char **argv);
int tc_cli_export   (int    argc,
                     char **argv);
int tc_cli_estimate (int    argc,
                     char **argv);
int tc_cli_bench_library (int    argc,
                          char **argv);

G_END_DECLS
