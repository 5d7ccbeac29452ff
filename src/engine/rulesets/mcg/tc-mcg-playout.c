/* tc-mcg-playout.c: a random continuation of a card game
 *
 * What the table has not seen is dealt as it is revealed: each reveal of
 * an ordinary pile draws among the copies that can still be unseen (the
 * counts a card picker greys out), a rebuilt pile among its known
 * contents, a craft pile among the craft cards not seen yet. Drawing one
 * reveal at a time from what is left is a shuffled deal of it, in
 * distribution. The players are the simulator's random table
 * (docs/estimate.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-mcg-playout.h"
#include "tc-mcg-sim.h"

/* The hook of TcRulesetClass.playout. */
gboolean
tc_mcg_playout (const TcMcgRules  *rules,
                TcMcgState        *state,
                guint64            seed,
                gboolean           check,
                GError           **error)
{
  TcSimRand rand;

  tc_sim_rand_init (&rand, seed);
  return tc_mcg_sim_play_on (rules, &rand, state, check, error);
}
