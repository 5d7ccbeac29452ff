/* tc-error.h: error domains of the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A file that cannot be read or does not follow the log format (CLI exit 2). */
#define TC_FORMAT_ERROR (tc_format_error_quark ())

typedef enum
{
  TC_FORMAT_ERROR_READ,
  TC_FORMAT_ERROR_ENCODING,
  TC_FORMAT_ERROR_SYNTAX,
  TC_FORMAT_ERROR_INVALID,
} TcFormatError;

/* An entry that is well formed but breaks a rule (CLI exit 1).
 *
 * The error code is the GQuark of the dotted rule id ("craft.insufficient"),
 * so that a ruleset can name as many rules as it has without a shared enum;
 * read it back with tc_rule_error_get_rule().
 */
#define TC_RULE_ERROR (tc_rule_error_quark ())

GQuark      tc_format_error_quark   (void);
GQuark      tc_rule_error_quark     (void);
gboolean    tc_invalid_format       (GError       **error,
                                     const char    *format,
                                     ...) G_GNUC_PRINTF (2, 3);
void        tc_set_rule_error       (GError       **error,
                                     const char    *rule,
                                     const char    *format,
                                     ...) G_GNUC_PRINTF (3, 4);
const char *tc_rule_error_get_rule  (const GError  *error);
gboolean    tc_error_matches_rule   (const GError  *error,
                                     const char    *rule);

G_END_DECLS
