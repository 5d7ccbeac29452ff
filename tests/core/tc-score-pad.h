/* tc-score-pad.h: a score pad, the core tests' own game
 *
 * Two to four seats take turns; in a turn the active seat scores any
 * number of times ({"type":"score","seat":n,"points":p}, p may be
 * negative) and then ends it ({"type":"end_turn","seat":n}). The game is
 * over after three rounds, or, with the ruling "target" at "10", as soon
 * as a seat ends its turn with 10 points or more. The highest score wins;
 * seats that share it share the win.
 *
 * It is not built in: the tests register it with tc_rulesets_add(), and
 * its rulings come from tests/core/data/games/score-pad/rulings.json.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-ruleset.h"

G_BEGIN_DECLS

#define TC_SCORE_PAD_GAME_ID    "score-pad"
#define TC_SCORE_PAD_ROUNDS     3
#define TC_SCORE_PAD_TARGET     10
#define TC_SCORE_PAD_MAX_POINTS 100

#define TC_TYPE_SCORE_PAD (tc_score_pad_get_type ())

G_DECLARE_FINAL_TYPE (TcScorePad, tc_score_pad, TC, SCORE_PAD, TcRuleset)

/* How many times the pad has tried an entry against its rules, so that
 * tests can count what the core applies.
 */
guint tc_score_pad_get_n_applies (void);

/* The entries a table makes, as the log holds them (a note of any game is
 * tc_ruleset_new_note()); they never judge legality, tc_game_check() does.
 */
TcEntry *tc_score_pad_entry_new_score    (TcScorePad *self,
                                          guint       seat,
                                          gint        points);
TcEntry *tc_score_pad_entry_new_end_turn (TcScorePad *self,
                                          guint       seat);

G_END_DECLS
