/* tc-test-hand.h: what tests/library/hand.json must give
 *
 * The two-player game in hand.json ends its five turns with Ana on 2, 2,
 * 2, 2 and 3 points and Ben on 0, 0, 0, 1 and 1 (counted entry by entry in
 * test-library-stats.c). The score table's CSV, from the engine, the CLI
 * and the window's export alike:
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#define TC_TEST_HAND_CSV \
  "turn,Ana,Ben\n" \
  "1,2,0\n" \
  "2,2,0\n" \
  "3,2,0\n" \
  "4,2,1\n" \
  "5,3,1\n"
