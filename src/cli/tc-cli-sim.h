/* tc-cli-sim.h: simulated games shared by `simulate` and `bench`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-log.h"
#include "tc-mcg-sim.h"

G_BEGIN_DECLS

gboolean  tc_cli_sim_play          (guint32             seed,
                                    guint               index,
                                    guint               n_players,
                                    TcMcgRules         *rules,
                                    TcMcgSimGame       *game,
                                    GError            **error);
TcLog    *tc_cli_sim_to_log        (const TcMcgRules   *rules,
                                    const TcMcgSimGame *game);

G_END_DECLS
