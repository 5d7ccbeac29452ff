/* main.c: the tablecraft program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tc-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TcApplication) app = NULL;
  int status;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tc_application_new ();

  status = g_application_run (G_APPLICATION (app), argc, argv);

  return status != 0 ? status : tc_application_get_exit_status (app);
}
