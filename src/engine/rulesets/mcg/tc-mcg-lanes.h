/* tc-mcg-lanes.h: per-card counts added many at a time
 *
 * The state keeps counts per resource code as bytes. Adding whole rows of
 * them (a hand, the discard, a rebuilt pile) is what the unseen counts and
 * the invariant check do after every entry, so they spread each 8-byte
 * word into 16-bit lanes and add four counts per operation. A lane holds
 * at most a few thousand, far below 2¹⁶, so nothing carries between lanes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "tc-mcg-cards.h"

G_BEGIN_DECLS

#define TC_MCG_LANE_WORDS (TC_MCG_MAX_RESOURCE_IDS / 4)
#define TC_MCG_LOW_BYTES  G_GUINT64_CONSTANT (0x00ff00ff00ff00ff)
#define TC_MCG_LANE_GUARD G_GUINT64_CONSTANT (0x8000800080008000)

/* Code c lives in word 2 × (c / 8) + c % 2, at lane (c % 8) / 2. */
typedef struct
{
  guint64 w[TC_MCG_LANE_WORDS];
} TcMcgLanes;

static inline guint
tc_mcg_lanes_sum_word (guint64 word)
{
  return (guint) ((word * G_GUINT64_CONSTANT (0x0001000100010001)) >> 48);
}

/* Adds bytes 8 × @i to 8 × @i + 7 of @row; returns them in 16-bit lanes. */
static inline guint64
tc_mcg_lanes_add_word (TcMcgLanes   *lanes,
                       const guint8 *row,
                       guint         i)
{
  guint64 word, even, odd;

  memcpy (&word, row + 8 * i, sizeof word);
  even = word & TC_MCG_LOW_BYTES;
  odd = (word >> 8) & TC_MCG_LOW_BYTES;
  lanes->w[2 * i] += even;
  lanes->w[2 * i + 1] += odd;

  return even + odd;
}

/* Adds a row of byte counts and returns the row's total. The three words
 * are written out: this runs a few times after every simulated entry.
 */
G_STATIC_ASSERT (TC_MCG_MAX_RESOURCE_IDS == 24);

static inline guint
tc_mcg_lanes_add_row (TcMcgLanes   *lanes,
                      const guint8 *row)
{
  return tc_mcg_lanes_sum_word (tc_mcg_lanes_add_word (lanes, row, 0) +
                                tc_mcg_lanes_add_word (lanes, row, 1) +
                                tc_mcg_lanes_add_word (lanes, row, 2));
}

static inline void
tc_mcg_lanes_add (TcMcgLanes *lanes,
                  guint       code,
                  guint       n)
{
  lanes->w[2 * (code / 8) + code % 2] += (guint64) n << (16 * ((code % 8) / 2));
}

static inline guint
tc_mcg_lanes_get (const TcMcgLanes *lanes,
                  guint             code)
{
  return (lanes->w[2 * (code / 8) + code % 2] >> (16 * ((code % 8) / 2))) & 0xffff;
}

static inline guint
tc_mcg_lanes_total (const TcMcgLanes *lanes)
{
  guint64 sum = 0;

  for (guint i = 0; i < TC_MCG_LANE_WORDS; i++)
    sum += lanes->w[i];

  return tc_mcg_lanes_sum_word (sum);
}

/* The code of copy number @r (from 0) when the copies are counted word by
 * word, lane by lane; @r must be below the total. Whole words are skipped
 * with one sum each.
 */
static inline guint
tc_mcg_lanes_find (const TcMcgLanes *lanes,
                   guint             r)
{
  for (guint i = 0; i < TC_MCG_LANE_WORDS; i++)
    {
      guint64 word = lanes->w[i];
      guint in_word = tc_mcg_lanes_sum_word (word);

      if (r >= in_word)
        {
          r -= in_word;
          continue;
        }

      for (guint lane = 0; ; lane++, word >>= 16)
        {
          if (r < (word & 0xffff))
            return 8 * (i / 2) + i % 2 + 2 * lane;
          r -= word & 0xffff;
        }
    }

  g_return_val_if_reached (0);
}

G_END_DECLS
