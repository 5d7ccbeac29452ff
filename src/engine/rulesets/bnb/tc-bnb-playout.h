/* tc-bnb-playout.h: a random continuation of a Builders & Biomes game,
 * for the win-chance estimate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-bnb-state.h"

G_BEGIN_DECLS

gboolean tc_bnb_playout (const TcBnbRules  *rules,
                         TcBnbState        *state,
                         guint64            seed,
                         gboolean           check,
                         GError           **error);

G_END_DECLS
