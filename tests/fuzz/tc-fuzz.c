/* tc-fuzz.c: what every harness shares
 *
 * A GLib warning or critical is a finding. Under G_DEBUG=fatal-warnings
 * GLib stops on a breakpoint trap, which libFuzzer does not catch: the
 * input that caused it would be lost. This aborts instead, which
 * libFuzzer reports with the input saved.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <glib.h>

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);

static GLogWriterOutput
abort_on_warning (GLogLevelFlags   level,
                  const GLogField *fields,
                  gsize            n_fields,
                  gpointer         user_data)
{
  GLogWriterOutput output = g_log_writer_standard_streams (level, fields, n_fields, user_data);

  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();

  return output;
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_writer_func (abort_on_warning, NULL, NULL);
  return 0;
}
