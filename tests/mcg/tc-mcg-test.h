/* tc-mcg-test.h: building games from compact JSON entries in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-error.h"
#include "tc-game.h"
#include "tc-log.h"
#include "tc-mcg-ruleset.h"
#include "tc-test-log.h"

G_BEGIN_DECLS

/* A setup with no creeper and no TNT on top, first seat 1. */
#define TC_MCG_TEST_SETUP \
  "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\",\"diamond-1\"]," \
  "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}"

/* A TNT on pile 3 and another showing on pile 4; first seat 1. */
#define TC_MCG_TEST_TNT_SETUP \
  "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-2\",\"tnt\",\"tnt\",\"wild-1\"]," \
  "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}"

/* The players are "Ana", "Ben", "Cy" and "Di", as many as @n_players. */
#define TC_MCG_TEST_OTHERS_END \
  "{\"type\":\"end_turn\",\"seat\":1}", "{\"type\":\"end_turn\",\"seat\":2}", \
  "{\"type\":\"end_turn\",\"seat\":3}", "{\"type\":\"end_turn\",\"seat\":4}"

/* Four players (target 16): Ana crafts wood-pickaxe 4, wood-axe 3,
 * stone-pickaxe 4 (with the axe) and finally diamond-pickaxe 6 = 17.
 */
#define TC_MCG_TEST_WINNING_GAME \
  "{\"type\":\"setup\",\"resource_tops\":[\"wood-3\",\"stone-3\",\"diamond-3\",\"wood-3\",\"diamond-2\"]," \
  "\"craft_tops\":[\"wood-pickaxe\",\"wood-axe\",\"stone-pickaxe\",\"diamond-pickaxe\"]}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", \
  TC_MCG_TEST_OTHERS_END, \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":4}", "{\"type\":\"reveal\",\"pile\":4,\"card\":\"wood-3\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":4}", "{\"type\":\"reveal\",\"pile\":4,\"card\":\"wood-2\"}", \
  TC_MCG_TEST_OTHERS_END, \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-3\",\"wood-3\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-hoe\"}", \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":2},\"pay\":[\"wood-3\",\"wood-3\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":2,\"card\":\"gold-sword\"}", \
  TC_MCG_TEST_OTHERS_END, \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":2}", "{\"type\":\"reveal\",\"pile\":2,\"card\":\"stone-2\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", "{\"type\":\"reveal\",\"pile\":3,\"card\":\"diamond-1\"}", \
  TC_MCG_TEST_OTHERS_END, \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":3},\"pay\":[\"stone-3\"],\"axes\":[\"wood-axe\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":3,\"card\":\"iron-hoe\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}", \
  TC_MCG_TEST_OTHERS_END
#define TC_MCG_TEST_WINNING_CRAFT \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":4},\"pay\":[\"wood-3\",\"diamond-3\"]}"

TcGame           *tc_mcg_test_replay          (guint        n_players,
                                               const char  *rulings,
                                               ...) G_GNUC_NULL_TERMINATED;
TcGame           *tc_mcg_test_game_new        (guint        n_players,
                                               const char  *rulings,
                                               ...) G_GNUC_NULL_TERMINATED;
void              tc_mcg_test_append          (TcGame      *game,
                                               ...) G_GNUC_NULL_TERMINATED;
GError           *tc_mcg_test_check           (TcGame      *game,
                                               const char  *json);
void              tc_mcg_test_assert_illegal  (TcGame      *game,
                                               const char  *json,
                                               const char  *rule);
void              tc_mcg_test_assert_fails_at (TcGame      *game,
                                               guint        entry,
                                               const char  *rule);
const TcMcgState *tc_mcg_test_state           (TcGame      *game);
const TcMcgRules *tc_mcg_test_rules           (TcGame      *game);
guint             tc_mcg_test_code            (const char  *id);
guint             tc_mcg_test_hand            (TcGame      *game,
                                               guint        seat,
                                               const char  *id);
guint             tc_mcg_test_discard         (TcGame      *game,
                                               const char  *id);
const char       *tc_mcg_test_top             (TcGame      *game,
                                               guint        pile);
char             *tc_mcg_test_pending         (TcGame      *game);

G_END_DECLS
