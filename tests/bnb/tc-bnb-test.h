/* tc-bnb-test.h: Builders & Biomes games built from JSON entries in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-bnb-ruleset.h"
#include "tc-error.h"
#include "tc-game.h"
#include "tc-log.h"
#include "tc-test-log.h"

G_BEGIN_DECLS

/* The setup of the worked example (bnb-log-v1.md §8), in the single quotes
 * the helpers turn into JSON's double quotes.
 */
#define TC_BNB_TEST_BOARD_ANA \
  "['forest','forest','desert','mountains','snow','desert','forest','mountains','snow']"
#define TC_BNB_TEST_BOARD_BEN \
  "['desert','snow','forest','forest','mountains','desert','snow','desert','mountains']"
#define TC_BNB_TEST_HEARTS_WITH_TNT(tnt) \
  "{'wooden_sword':1,'stone_sword':2,'poisonous_potato':0,'bow':1,'golden_hoe':1," \
  "'stone_pickaxe':1,'tnt':" #tnt ",'iron_sword':3,'diamond_sword':4}"
#define TC_BNB_TEST_HEARTS TC_BNB_TEST_HEARTS_WITH_TNT (0)
#define TC_BNB_TEST_SCORING \
  "{'biome':{'forest':2,'desert':4,'mountains':3,'snow':2}," \
  "'material':{'wood':3,'sand':3,'stone':4,'obsidian':5}," \
  "'type':{'decoration':3,'dwelling':3,'animal_pen':4,'bridge':5}}"
/* Two players; @more is "" or further members, such as ",'first_seat':2". */
#define TC_BNB_TEST_SETUP_WITH(more) \
  "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "]," \
  "'weapon_hearts':" TC_BNB_TEST_HEARTS ",'scoring':" TC_BNB_TEST_SCORING more "}"
#define TC_BNB_TEST_SETUP TC_BNB_TEST_SETUP_WITH ("")

/* Players "Ana", "Ben", "Cy", "Dee", "Eli", as many as asked. Entries and
 * rulings may use single quotes for JSON's double quotes.
 */
char             *tc_bnb_test_log_data       (guint        n_players,
                                              const char  *rulings,
                                              const char  *entries);
char             *tc_bnb_test_setup          (guint        n_players,
                                              const char  *more);
TcGame           *tc_bnb_test_game           (guint        n_players,
                                              const char  *rulings,
                                              ...) G_GNUC_NULL_TERMINATED;
TcGame           *tc_bnb_test_example        (const char  *rulings,
                                              guint        upto);
char             *tc_bnb_test_example_entry  (guint        n);

void              tc_bnb_test_legal          (TcGame      *game,
                                              const char  *json);
void              tc_bnb_test_play           (TcGame      *game,
                                              ...) G_GNUC_NULL_TERMINATED;
void              tc_bnb_test_illegal        (TcGame      *game,
                                              const char  *json,
                                              const char  *rule);

char             *tc_bnb_test_next_collect   (TcGame      *game,
                                              guint64      keep,
                                              const char  *names);
void              tc_bnb_test_collect_next   (TcGame      *game,
                                              guint64      keep,
                                              const char  *names);
void              tc_bnb_test_dig            (TcGame      *game,
                                              guint        n_turns,
                                              guint64      keep,
                                              gboolean     answer);

const TcBnbState *tc_bnb_test_state          (TcGame      *game);
const TcBnbSeat  *tc_bnb_test_seat           (TcGame      *game,
                                              guint        seat);
guint             tc_bnb_test_active         (TcGame      *game);
char             *tc_bnb_test_turn           (TcGame      *game);
char             *tc_bnb_test_pending        (TcGame      *game);
JsonObject       *tc_bnb_test_json           (TcGame      *game);

/* A bit of a keep mask: the cube cell [layer, row, col]. */
#define TC_BNB_TEST_KEEP(layer, row, col) (G_GUINT64_CONSTANT (1) << TC_BNB_CELL (layer, row, col))

/* Asserts the turn as "seat 1 actions regular=fight,collect extra=collect left=0". */
#define tc_bnb_test_assert_turn(game, expected) \
  G_STMT_START { \
    g_autofree char *tc_turn = tc_bnb_test_turn (game); \
    g_assert_cmpstr (tc_turn, ==, expected); \
  } G_STMT_END

/* Asserts the queue as "stack 2,2; token 0,3; score 1 A". */
#define tc_bnb_test_assert_pending(game, expected) \
  G_STMT_START { \
    g_autofree char *tc_pending = tc_bnb_test_pending (game); \
    g_assert_cmpstr (tc_pending, ==, expected); \
  } G_STMT_END

G_END_DECLS
