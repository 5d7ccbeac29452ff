/* tc-mcg-bits.h: counting set bits and byte counts a word at a time
 *
 * The invariant check and the simulator count after every simulated
 * entry: the set bits of a mask of craft codes, and rows of counts kept a
 * byte per resource code, eight codes to a 64-bit word.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "tc-mcg-cards.h"

G_BEGIN_DECLS

#define TC_MCG_ROW_WORDS (TC_MCG_MAX_RESOURCE_IDS / 8)

static inline guint
tc_mcg_count_bits (guint32 bits)
{
  bits -= (bits >> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >> 2) & 0x33333333);
  bits = (bits + (bits >> 4)) & 0x0f0f0f0f;

  return (bits * 0x01010101) >> 24;
}

/* The eight bytes of @word added up, in 16-bit lanes so that none carries. */
static inline guint
tc_mcg_sum_bytes (guint64 word)
{
  word = (word & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff)) +
         ((word >> 8) & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff));
  return (word * G_GUINT64_CONSTANT (0x0001000100010001)) >> 48;
}

/* A bit per nonzero byte of @row (a count per resource code): each byte's
 * low seven bits plus 0x7f, or the byte, sets its top bit exactly when
 * the byte is not 0; the multiplication gathers the eight top bits.
 */
static inline guint32
tc_mcg_row_nonzero (const guint8 *row)
{
  const guint64 lows = G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f);
  guint32 bits = 0;

  /* Unrolled: GCC does not unroll at -O2, and the shifts are then constants. */
#pragma GCC unroll 8
  for (guint k = 0; k < TC_MCG_ROW_WORDS; k++)
    {
      guint64 word, tops;

      memcpy (&word, row + 8 * k, sizeof word);
      word = GUINT64_FROM_LE (word);
      tops = (((word & lows) + lows) | word) & ~lows;
      bits |= (guint32) (((tops >> 7) * G_GUINT64_CONSTANT (0x0102040810204080)) >> 56) << (8 * k);
    }

  return bits;
}

G_END_DECLS
