/* tc-sim-rand.h: the random numbers of every game's simulator
 *
 * SplitMix64: a game's choices cost less than seeding GRand's Mersenne
 * Twister, and nearby seeds still give unrelated sequences. Inline, since
 * a simulated game draws hundreds of numbers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 state;
} TcSimRand;

static inline void
tc_sim_rand_init (TcSimRand *rand,
                  guint64    seed)
{
  rand->state = seed;
}

static inline guint64
tc_sim_rand_next (TcSimRand *rand)
{
  guint64 z = (rand->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* In [0, n), by multiplying rather than dividing; the bias is below
 * n / 2³², nothing a random game can show.
 */
static inline guint
tc_sim_rand_below (TcSimRand *rand,
                   guint      n)
{
  return (guint) (((tc_sim_rand_next (rand) >> 32) * n) >> 32);
}

/* In [begin, end), as g_rand_int_range(). */
static inline gint
tc_sim_rand_range (TcSimRand *rand,
                   gint       begin,
                   gint       end)
{
  return begin + (gint) tc_sim_rand_below (rand, end - begin);
}

static inline gboolean
tc_sim_rand_boolean (TcSimRand *rand)
{
  return tc_sim_rand_next (rand) >> 63;
}

G_END_DECLS
