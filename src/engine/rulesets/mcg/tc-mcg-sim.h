/* tc-mcg-sim.h: random legal games, for the simulation tests and benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-log.h"
#include "tc-mcg-state.h"
#include "tc-sim-rand.h"

G_BEGIN_DECLS

/* A game longer than this is stopped unfinished: with the stay_empty
 * ruling the table can run out of cards before anyone wins.
 */
#define TC_MCG_SIM_MAX_ENTRIES 3000

/* A game that reveals this many cards in a row is stopped unfinished:
 * its piles only cycle creepers (see tc_mcg_sim_play()).
 */
#define TC_MCG_SIM_MAX_REVEAL_RUN 100

typedef struct
{
  gboolean    skip_entries;   /* set to play without keeping the entries */
  gboolean    check;          /* set to check the invariants after every entry */
  TcMcgEntry *entries;
  guint       n_entries;
  gboolean    finished;
} TcMcgSimGame;

void     tc_mcg_sim_random_rules       (TcMcgRules        *rules,
                                        const TcMcgCards  *cards,
                                        const char *const *players,
                                        guint              n_players,
                                        TcSimRand         *rand);
gboolean tc_mcg_sim_play               (const TcMcgRules  *rules,
                                        TcSimRand         *rand,
                                        TcMcgSimGame      *game,
                                        GError           **error);
gboolean tc_mcg_sim_play_on            (const TcMcgRules  *rules,
                                        TcSimRand         *rand,
                                        TcMcgState        *state,
                                        gboolean           check,
                                        GError           **error);
void     tc_mcg_sim_game_clear         (TcMcgSimGame      *game);
TcLog   *tc_mcg_sim_to_log             (const TcMcgRules  *rules,
                                        const TcMcgSimGame *game);
gboolean tc_mcg_sim_simulate           (TcRulesetClass    *klass,
                                        guint64            seed,
                                        guint              index,
                                        guint              n_players,
                                        TcSimFlags         flags,
                                        TcSimGame         *result,
                                        GError           **error);

G_END_DECLS
