/* tc-bnb-sim.h: random legal Builders & Biomes games, for the simulation
 * tests and benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-bnb-state.h"
#include "tc-ruleset.h"
#include "tc-sim-rand.h"

G_BEGIN_DECLS

gboolean tc_bnb_check_invariants (const TcBnbRules  *rules,
                                  const TcBnbState  *state,
                                  GError           **error);
gboolean tc_bnb_sim_play_on      (const TcBnbRules  *rules,
                                  TcSimRand         *rand,
                                  TcBnbState        *state,
                                  const guint8      *cube,
                                  gboolean           check,
                                  GError           **error);
gboolean tc_bnb_sim_simulate     (TcRulesetClass    *klass,
                                  guint64            seed,
                                  guint              index,
                                  guint              n_players,
                                  TcSimFlags         flags,
                                  TcSimGame         *result,
                                  GError           **error);

G_END_DECLS
