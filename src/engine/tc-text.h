/* tc-text.h: small text helpers every front end needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *tc_text_capitalize (const char *text);

G_END_DECLS
