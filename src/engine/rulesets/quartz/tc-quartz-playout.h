/* tc-quartz-playout.h: a random continuation of a Quartz game, for the
 * win-chance estimate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-quartz-state.h"

G_BEGIN_DECLS

gboolean tc_quartz_playout (const TcQuartzRules  *rules,
                            TcQuartzState        *state,
                            guint64               seed,
                            gboolean              check,
                            GError              **error);

G_END_DECLS
