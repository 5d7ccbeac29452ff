/* tc-test-run.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <sys/wait.h>

#include "tc-test-run.h"

void
tc_test_run_clear (TcTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

/* Runs @argv to its end; the program must exit rather than crash. */
void
tc_test_run_argv (TcTestRun          *run,
                  const char * const *argv)
{
  g_autoptr(GError) error = NULL;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &run->status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (run->status));
  run->status = WEXITSTATUS (run->status);
}
