/* tc-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-error.h"

G_DEFINE_QUARK (tc-format-error-quark, tc_format_error)
G_DEFINE_QUARK (tc-rule-error-quark, tc_rule_error)

/**
 * tc_invalid_format:
 * @error: (nullable): return location
 * @format: printf-style message naming what is wrong
 *
 * Sets a %TC_FORMAT_ERROR_INVALID: a file or entry that does not follow
 * the log format (CLI exit 2).
 *
 * Returns: %FALSE, for returning at once
 */
gboolean
tc_invalid_format (GError     **error,
                   const char  *format,
                   ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;

  va_start (args, format);
  *error = g_error_new_valist (TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID, format, args);
  va_end (args);

  return FALSE;
}

/**
 * tc_set_rule_error:
 * @error: (nullable): return location
 * @rule: a static dotted rule id such as "mine.no_actions"
 * @format: printf-style message, a full sentence a player understands
 *
 * Sets a %TC_RULE_ERROR whose code names @rule.
 */
void
tc_set_rule_error (GError     **error,
                   const char  *rule,
                   const char  *format,
                   ...)
{
  va_list args;

  if (error == NULL)
    return;

  va_start (args, format);
  *error = g_error_new_valist (TC_RULE_ERROR,
                               (int) g_quark_from_static_string (rule),
                               format, args);
  va_end (args);
}

const char *
tc_rule_error_get_rule (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain != TC_RULE_ERROR)
    return "format";

  return g_quark_to_string ((GQuark) error->code);
}

gboolean
tc_error_matches_rule (const GError *error,
                       const char   *rule)
{
  return error != NULL &&
         error->domain == TC_RULE_ERROR &&
         g_strcmp0 (tc_rule_error_get_rule (error), rule) == 0;
}
