/* tc-mcg-playout.h: a random continuation of a card game, for the
 * win-chance estimate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-mcg-state.h"

G_BEGIN_DECLS

gboolean tc_mcg_playout (const TcMcgRules  *rules,
                         TcMcgState        *state,
                         guint64            seed,
                         gboolean           check,
                         GError           **error);

G_END_DECLS
