/* tc-test-run.h: running a program under test and keeping what it printed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char *out;
  char *err;
  int   status;   /* the exit status */
} TcTestRun;

void tc_test_run_clear (TcTestRun          *run);
void tc_test_run_argv  (TcTestRun          *run,
                        const char * const *argv);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TcTestRun, tc_test_run_clear)

G_END_DECLS
