/* tc-mcg-codes.h: short card codes typed at the table ("w2", "x1", "c")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-mcg-state.h"

G_BEGIN_DECLS

gboolean  tc_mcg_code_parse      (const TcMcgCards  *cards,
                                  const char        *text,
                                  TcMcgCardRef      *ref,
                                  GError           **error);
guint     tc_mcg_codes_parse     (const TcMcgCards  *cards,
                                  const char        *text,
                                  TcMcgCardRef      *refs,
                                  guint              max_refs,
                                  GError           **error);
char     *tc_mcg_code_for        (const TcMcgCards  *cards,
                                  TcMcgCardRef       ref);
const char *tc_mcg_card_id       (const TcMcgCards  *cards,
                                  TcMcgCardRef       ref);
char     *tc_mcg_code_abbreviation (const TcMcgCards *cards,
                                  guint              type);

G_END_DECLS
