/* tc-bnb-playout.c: a random continuation of a Builders & Biomes game
 *
 * Two things are hidden. The blocks still in the cube: the box's blocks
 * that nobody has named yet are shuffled into the cells that still hold
 * one. The tiles and weapon tokens still face down: each is turned over
 * as a uniform model makes it (the simulator's random_tile(): a building
 * two times in three, of a random biome, material and type, costing one
 * to four random blocks; otherwise a random mob of 1–8 hearts; 0–5 XP),
 * not drawn from the box's catalogue, which the referee does not hold
 * tile by tile. The players are the simulator's random table
 * (docs/estimate.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-bnb-playout.h"
#include "tc-bnb-sim.h"
#include "tc-error.h"

/* Deals the blocks nobody has named into the cells still holding one. */
static gboolean
deal_cube (const TcBnbRules  *rules,
           const TcBnbState  *state,
           TcSimRand         *rand,
           guint8            *cube,
           GError           **error)
{
  guint8 unseen[TC_BNB_N_CELLS];
  guint n_unseen = 0;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    for (guint i = state->named[b]; i < rules->data->box[b] && n_unseen < TC_BNB_N_CELLS; i++)
      unseen[n_unseen++] = b;

  if (n_unseen != tc_bnb_state_cube_count (state))
    return tc_invalid_format (error, "the cube holds %u blocks, but %u are unnamed",
                              tc_bnb_state_cube_count (state), n_unseen);

  for (guint i = n_unseen; i > 1; i--)
    {
      guint j = tc_sim_rand_below (rand, i);
      guint8 swap = unseen[i - 1];

      unseen[i - 1] = unseen[j];
      unseen[j] = swap;
    }
  for (guint c = 0; c < TC_BNB_N_CELLS; c++)
    if (state->cube[c] == 0)
      cube[c] = unseen[--n_unseen];

  return TRUE;
}

/* The hook of TcRulesetClass.playout. */
gboolean
tc_bnb_playout (const TcBnbRules  *rules,
                TcBnbState        *state,
                guint64            seed,
                gboolean           check,
                GError           **error)
{
  guint8 cube[TC_BNB_N_CELLS] = { 0 };
  TcSimRand rand;

  tc_sim_rand_init (&rand, seed);
  if (state->started && !deal_cube (rules, state, &rand, cube, error))
    return FALSE;

  return tc_bnb_sim_play_on (rules, &rand, state, cube, check, error);
}
