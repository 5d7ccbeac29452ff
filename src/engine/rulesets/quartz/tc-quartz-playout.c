/* tc-quartz-playout.c: a random continuation of a Quartz game
 *
 * The hidden part of Quartz is the bag: every draw takes a crystal at
 * random from the bag as it stands, each weighted by how many the bag
 * holds, and the dice roll at random. The players are the simulator's
 * random table (docs/estimate.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-quartz-playout.h"
#include "tc-quartz-sim.h"

/* The hook of TcRulesetClass.playout. */
gboolean
tc_quartz_playout (const TcQuartzRules  *rules,
                   TcQuartzState        *state,
                   guint64               seed,
                   gboolean              check,
                   GError              **error)
{
  TcSimRand rand;

  tc_sim_rand_init (&rand, seed);
  return tc_quartz_sim_play_on (rules, &rand, state, check, error);
}
