/* tc-text.h: small text helpers every front end needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tc-types.h"

G_BEGIN_DECLS

void  tc_text_bind_domain (void);
char *tc_text_capitalize (const char *text);
char *tc_text_format_date (gint64 unix_time);
char *tc_text_isolate_name (const char *name);
char *tc_text_join_names (const char * const *names);
char *tc_text_join_seats (const char * const *players,
                          guint               n_seats,
                          TcSeatSet           seats,
                          guint              *n_joined);

G_END_DECLS
