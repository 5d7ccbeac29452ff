/* tc-mcg-answers.h: what a typed line of card codes answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-mcg-state.h"

G_BEGIN_DECLS

/* One typed card and the pile or seat it answers. */
typedef struct
{
  guint          index;       /* its place in the typed line, 0-based */
  TcMcgCardRef   card;
  TcMcgEntryType type;        /* TC_MCG_ENTRY_REVEAL or TC_MCG_ENTRY_CREEPER_DISCARD */
  gboolean       craft_pile;  /* reveal: of a craft pile */
  guint          pile;        /* reveal: 0-based pile */
  guint          seat;        /* creeper_discard: 0-based seat */
} TcMcgAnswer;

guint     tc_mcg_answers_plan      (const TcMcgRules   *rules,
                                    const TcMcgState   *state,
                                    const TcMcgCardRef *refs,
                                    guint               n_refs,
                                    TcMcgAnswer        *answers,
                                    GError            **error);
void      tc_mcg_answer_to_entry   (const TcMcgAnswer  *answer,
                                    TcMcgEntry         *entry);
guint     tc_mcg_state_owed_reveals (const TcMcgState  *state,
                                    TcMcgPending       *owed);

G_END_DECLS
