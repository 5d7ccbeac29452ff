/* tc-mcg-invariants.h: what must hold in every state of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-mcg-state.h"

G_BEGIN_DECLS

gboolean tc_mcg_state_check_invariants (const TcMcgRules  *rules,
                                        const TcMcgState  *state,
                                        guint8            *unseen,
                                        GError           **error);

G_END_DECLS
