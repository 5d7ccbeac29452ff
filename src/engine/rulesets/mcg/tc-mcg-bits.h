/* tc-mcg-bits.h: counting set bits and byte counts a word at a time
 *
 * The invariant check and the simulator count after every simulated
 * entry: the set bits of a mask of craft codes, and rows of counts kept a
 * byte per resource code, eight codes to a 64-bit word.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

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

G_END_DECLS
