/* tc-score-pad.h: the core tests' own tiny game, a score pad
 *
 * Two to four players write down points (negative too) for three
 * rounds; the highest total wins and ties share the win. It exercises
 * the game-neutral core (logs, replay, undo, corrections, statistics,
 * summaries, the library) without any real game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-ruleset.h"

G_BEGIN_DECLS

#define TC_SCORE_PAD_GAME_ID "score-pad"
#define TC_TYPE_SCORE_PAD (tc_score_pad_get_type ())

G_DECLARE_FINAL_TYPE (TcScorePad, tc_score_pad, TC, SCORE_PAD, TcRuleset)

G_END_DECLS
