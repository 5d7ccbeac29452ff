/* tc-quartz-text.h: Quartz entries, states and advice in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-quartz-state.h"

G_BEGIN_DECLS

char *tc_quartz_describe_entry   (const TcQuartzRules  *rules,
                                  const TcQuartzState  *before,
                                  const TcQuartzEntry  *entry);
char *tc_quartz_describe_pending (const TcQuartzRules  *rules,
                                  const TcQuartzState  *state);
char *tc_quartz_describe_score   (const TcQuartzRules  *rules,
                                  const TcQuartzState  *state,
                                  guint                 seat);
char *tc_quartz_describe_advice  (const TcQuartzRules  *rules,
                                  const TcQuartzState  *state);
char *tc_quartz_describe_result  (const TcQuartzRules  *rules,
                                  const TcQuartzState  *state);
char *tc_quartz_state_to_text    (const TcQuartzRules  *rules,
                                  const TcQuartzState  *state);
guint tc_quartz_most_moved       (const TcQuartzRules  *rules,
                                  const TcQuartzState  *state,
                                  TcQuartzFace          face);
guint tc_quartz_dice_left        (const TcQuartzRules  *rules,
                                  const TcQuartzState  *state);
char *tc_quartz_describe_dice_left (const TcQuartzRules *rules,
                                    const TcQuartzState *state);

G_END_DECLS
