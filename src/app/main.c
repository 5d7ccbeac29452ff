/* main.c: the tablecraft program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-application.h"
#include "tc-text.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TcApplication) app = NULL;
  int status;

  tc_text_bind_domain ();

  app = tc_application_new ();

  status = g_application_run (G_APPLICATION (app), argc, argv);

  return status != 0 ? status : tc_application_get_exit_status (app);
}
