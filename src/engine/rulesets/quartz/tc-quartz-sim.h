/* tc-quartz-sim.h: random legal Quartz games, for the simulation tests
 * and benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-quartz-state.h"
#include "tc-ruleset.h"
#include "tc-sim-rand.h"

G_BEGIN_DECLS

void     tc_quartz_sim_random_rules (TcQuartzRules        *rules,
                                     guint                 n_players,
                                     TcSimRand            *rand);
gboolean tc_quartz_sim_play         (const TcQuartzRules  *rules,
                                     TcSimRand            *rand,
                                     GArray               *entries,
                                     gboolean              check,
                                     guint                *n_entries,
                                     gboolean             *finished,
                                     GError              **error);
gboolean tc_quartz_sim_play_on      (const TcQuartzRules  *rules,
                                     TcSimRand            *rand,
                                     TcQuartzState        *state,
                                     gboolean              check,
                                     GError              **error);
gboolean tc_quartz_check_invariants (const TcQuartzRules  *rules,
                                     const TcQuartzState  *state,
                                     const guint          *setup_bag,
                                     GError              **error);
gboolean tc_quartz_sim_simulate     (TcRulesetClass       *klass,
                                     guint64               seed,
                                     guint                 index,
                                     guint                 n_players,
                                     TcSimFlags            flags,
                                     TcSimGame            *result,
                                     GError              **error);

G_END_DECLS
