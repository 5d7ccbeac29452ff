/* test-bnb-rules.c: every Builders & Biomes rule and ruling, legal and
 * illegal (bnb-log-v1.md §3–§6, §9)
 *
 * Expected values are worked out by hand from the contract; the comments
 * show the arithmetic.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-bnb-test.h"
#include "tc-bnb-text.h"

#define SETUP TC_BNB_TEST_SETUP
#define NOTE "{'type':'note','text':'a note'}"
#define END(seat) "{'type':'end_turn','seat':" #seat "}"
#define EXPLORE(seat, row, col) "{'type':'explore','seat':" #seat ",'to':[" #row "," #col "]}"
#define TAKE(seat, row, col) "{'type':'take_weapon','seat':" #seat ",'token':[" #row "," #col "]}"
#define HUNGER(seat, mob) "{'type':'hunger','seat':" #seat ",'mob':" #mob "}"
#define SCORE(seat, value) "{'type':'score_choice','seat':" #seat ",'value':'" value "'}"
#define COLLECT1(seat, at, block) \
  "{'type':'collect','seat':" #seat ",'blocks':[{'at':" at ",'block':'" block "'}]}"
#define COLLECT2(seat, at1, block1, at2, block2) \
  "{'type':'collect','seat':" #seat ",'blocks':[{'at':" at1 ",'block':'" block1 "'}," \
  "{'at':" at2 ",'block':'" block2 "'}]}"
#define COLLECT3(seat, at1, block1, at2, block2, at3, block3) \
  "{'type':'collect','seat':" #seat ",'blocks':[{'at':" at1 ",'block':'" block1 "'}," \
  "{'at':" at2 ",'block':'" block2 "'},{'at':" at3 ",'block':'" block3 "'}]}"
#define FIGHT(seat, row, col, drawn) \
  "{'type':'fight','seat':" #seat ",'stack':[" #row "," #col "],'drawn':" drawn "}"
#define FIGHT_TNT(seat, row, col, drawn, detonate) \
  "{'type':'fight','seat':" #seat ",'stack':[" #row "," #col "],'drawn':" drawn ",'detonate':" #detonate "}"
#define BUILD(seat, row, col, space_row, space_col, pay) \
  "{'type':'build','seat':" #seat ",'stack':[" #row "," #col "],'space':[" #space_row "," #space_col "],'pay':" pay "}"
#define REVEAL_TOKEN(row, col, weapon) "{'type':'reveal','token':[" #row "," #col "],'weapon':'" weapon "'}"
#define REVEAL_STACK(row, col, tile) "{'type':'reveal','stack':[" #row "," #col "],'tile':" tile "}"
#define MOB(mob, hearts, xp) \
  "{'kind':'mob','mob':'" mob "','hearts':" #hearts ",'xp':" #xp ",'bonus':'hunger'}"
#define ORB_MOB(mob, hearts, xp, attribute, value, per_space) \
  "{'kind':'mob','mob':'" mob "','hearts':" #hearts ",'xp':" #xp ",'bonus':'orb'," \
  "'orb':{'attribute':'" attribute "','value':'" value "','xp_per_space':" #per_space "}}"
#define BUILDING(biome, material, type, cost, xp) \
  "{'kind':'building','biome':'" biome "','material':'" material "','type':'" type "'," \
  "'cost':" cost ",'xp':" #xp "}"

#define SEED NULL
#define HEARTS_ONLY "{'weapon_effects':'hearts_only'}"
#define ANY "{'hunger_extra':'any'}"
#define ANY_HEARTS_ONLY "{'weapon_effects':'hearts_only','hunger_extra':'any'}"

/* The example's weapon hearts: wooden sword 1, stone sword 2, potato 0,
 * bow 1, golden hoe 1, stone pickaxe 1, TNT 0 (unless said), iron 3,
 * diamond 4. Its scoring: forest 2, desert 4, mountains 3, snow 2; wood 3,
 * sand 3, stone 4, obsidian 5; decoration 3, dwelling 3, animal pen 4,
 * bridge 5. Ana's board: forest forest desert / mountains snow desert /
 * forest mountains snow. Ben's: desert snow forest / forest mountains
 * desert / snow desert mountains.
 */
enum { FOREST, DESERT, MOUNTAINS, SNOW };
enum { M_WOOD, M_SAND, M_STONE, M_OBSIDIAN };
enum { DECORATION, DWELLING, ANIMAL_PEN, BRIDGE };
enum { WOODEN_SWORD, STONE_SWORD, POTATO, BOW, GOLDEN_HOE, STONE_PICKAXE, TNT, IRON_SWORD, DIAMOND_SWORD };
enum { ROUND_A, ROUND_B, ROUND_C };

#define SPACE(row, col) (((row) - 1) * 3 + (col) - 1)

static TcGame *
example (guint upto)
{
  return tc_bnb_test_example (NULL, upto);
}

static const TcBnbSeat *
seat_of (TcGame *game,
         guint   seat)
{
  return tc_bnb_test_seat (game, seat);
}

static const TcBnbTile *
top_of (TcGame *game,
        guint   row,
        guint   col)
{
  return &tc_bnb_test_state (game)->tops[TC_BNB_STACK (row, col)];
}

static guint
remaining_of (TcGame *game,
              guint   row,
              guint   col)
{
  return tc_bnb_test_state (game)->remaining[TC_BNB_STACK (row, col)];
}

static guint
token_of (TcGame *game,
          guint   row,
          guint   col)
{
  return tc_bnb_test_state (game)->tokens[tc_bnb_state_token_index (row, col)];
}

/* Blocks of @block still in the cube. */
static guint
cube_left (TcGame *game,
           guint   block)
{
  return tc_bnb_data_get_default ()->box[block] - tc_bnb_test_state (game)->named[block];
}

/* 0 while the block is in the cube, else 1 + the block id named. */
static guint
cube_at (TcGame *game,
         guint   layer,
         guint   row,
         guint   col)
{
  return tc_bnb_test_state (game)->cube[TC_BNB_CELL (layer, row, col)];
}

static guint
blocks_held (TcGame *game,
             guint   seat)
{
  return tc_bnb_state_blocks_held (seat_of (game, seat));
}

static void
assert_space (TcGame *game,
              guint   seat,
              guint   space,
              guint   biome,
              guint   material,
              guint   type)
{
  const TcBnbSpace *s = &seat_of (game, seat)->board[space];

  g_assert_cmpuint (s->biome, ==, biome);
  g_assert_cmpuint (s->material, ==, material);
  g_assert_cmpuint (s->type, ==, type);
}

static void
assert_round_score (TcGame *game,
                    guint   seat,
                    guint   round,
                    gint    value,
                    guint   group,
                    gint    xp)
{
  const TcBnbRoundScore *score = &seat_of (game, seat)->scores[round];

  g_assert_cmpint (score->value, ==, value);
  g_assert_cmpuint (score->group, ==, group);
  g_assert_cmpint (score->xp, ==, xp);
}

/* @n turns of the active seat, each a collect of the next blocks named
 * @names and an end_turn.
 */
static void
collect_turns (TcGame     *game,
               guint       n,
               const char *names)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *end = g_strdup_printf (END (%u), tc_bnb_test_active (game));

      tc_bnb_test_collect_next (game, 0, names);
      tc_bnb_test_legal (game, end);
    }
}

/* Setup ---------------------------------------------------------------- */

/* §4.1: boards, hearts and scoring as given; first_seat becomes active in
 * phase actions with nothing done; every seat on [3,3] with the starting
 * pile (1 wooden sword, 1 stone sword, 3 potatoes).
 */
static void
test_setup_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (3, NULL, NOTE, NULL);
  g_autofree char *setup = tc_bnb_test_setup (3, ",'first_seat':3");
  const TcBnbState *state;

  tc_bnb_test_legal (game, setup);
  state = tc_bnb_test_state (game);
  g_assert_true (state->started);
  tc_bnb_test_assert_turn (game, "seat 3 actions regular= extra= left=0");
  tc_bnb_test_assert_pending (game, "");
  /* Seat 2 has Ben's board (desert first), seat 3 Ana's (desert third). */
  assert_space (game, 2, SPACE (1, 1), DESERT, TC_BNB_NONE, TC_BNB_NONE);
  assert_space (game, 3, SPACE (1, 3), DESERT, TC_BNB_NONE, TC_BNB_NONE);
  assert_space (game, 3, SPACE (3, 3), SNOW, TC_BNB_NONE, TC_BNB_NONE);
  g_assert_cmpuint (state->weapon_hearts[STONE_SWORD], ==, 2);
  g_assert_cmpuint (state->weapon_hearts[DIAMOND_SWORD], ==, 4);
  g_assert_cmpuint (state->scoring[TC_BNB_TYPE][BRIDGE], ==, 5);
  g_assert_cmpuint (state->scoring[TC_BNB_MATERIAL][M_OBSIDIAN], ==, 5);
  for (guint s = 1; s <= 3; s++)
    {
      g_assert_cmpuint (seat_of (game, s)->row, ==, 3);
      g_assert_cmpuint (seat_of (game, s)->col, ==, 3);
      g_assert_cmpuint (seat_of (game, s)->weapons[WOODEN_SWORD], ==, 1);
      g_assert_cmpuint (seat_of (game, s)->weapons[STONE_SWORD], ==, 1);
      g_assert_cmpuint (seat_of (game, s)->weapons[POTATO], ==, 3);
      g_assert_cmpuint (seat_of (game, s)->weapons[BOW], ==, 0);
      g_assert_cmpint (seat_of (game, s)->xp, ==, 0);
    }
  for (guint i = 0; i < TC_BNB_N_STACKS; i++)
    g_assert_cmpuint (state->remaining[i], ==, 4);
}

/* §4: first_seat is optional, 1 by default. */
static void
test_setup_first_seat_default (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_assert_turn (game, "seat 1 actions regular= extra= left=0");
}

/* §2.1: first_seat is 1 to the number of players. */
static void
test_setup_first_seat_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, NULL);

  tc_bnb_test_illegal (game, TC_BNB_TEST_SETUP_WITH (",'first_seat':0"), "setup.first_seat");
  tc_bnb_test_illegal (game, TC_BNB_TEST_SETUP_WITH (",'first_seat':3"), "setup.first_seat");
  tc_bnb_test_illegal (game, TC_BNB_TEST_SETUP_WITH (",'first_seat':-1"), "setup.first_seat");
  tc_bnb_test_legal (game, TC_BNB_TEST_SETUP_WITH (",'first_seat':2"));
  tc_bnb_test_assert_turn (game, "seat 2 actions regular= extra= left=0");
}

/* §4: before setup every entry but setup and note is illegal. */
static void
test_setup_before_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, NOTE, NULL);

  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"), "setup.first");
  tc_bnb_test_illegal (game, EXPLORE (1, 3, 3), "setup.first");
  tc_bnb_test_illegal (game, END (1), "setup.first");
  tc_bnb_test_illegal (game, HUNGER (1, 1), "setup.first");
  tc_bnb_test_illegal (game, SCORE (1, "forest"), "setup.first");
  tc_bnb_test_illegal (game, REVEAL_TOKEN (0, 2, "bow"), "setup.first");
  g_assert_false (tc_bnb_test_state (game)->started);
}

/* §4: setup exactly once. */
static void
test_setup_once_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_illegal (game, SETUP, "setup.once");
}

/* §2.1: one board per player... */
static void
test_setup_boards_count_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (3, NULL, NULL);
  g_autofree char *four = tc_bnb_test_setup (4, NULL);

  tc_bnb_test_illegal (game, SETUP, "setup.boards");
  tc_bnb_test_illegal (game, four, "setup.boards");
}

/* ...each exactly 9 biome ids. */
static void
test_setup_board_length_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, NULL);
  const char *eight = "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA ","
                      "['desert','snow','forest','forest','mountains','desert','snow','desert']],"
                      "'weapon_hearts':" TC_BNB_TEST_HEARTS ",'scoring':" TC_BNB_TEST_SCORING "}";
  const char *ten = "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA ","
                    "['desert','snow','forest','forest','mountains','desert','snow','desert','snow','snow']],"
                    "'weapon_hearts':" TC_BNB_TEST_HEARTS ",'scoring':" TC_BNB_TEST_SCORING "}";

  tc_bnb_test_illegal (game, eight, "setup.boards");
  tc_bnb_test_illegal (game, ten, "setup.boards");
}

/* §2.1: weapon hearts 0–20. */
static void
test_setup_weapon_hearts_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, NULL);

  tc_bnb_test_legal (game, "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "],"
                           "'weapon_hearts':" TC_BNB_TEST_HEARTS_WITH_TNT (20) ",'scoring':" TC_BNB_TEST_SCORING "}");
  g_assert_cmpuint (tc_bnb_test_state (game)->weapon_hearts[TNT], ==, 20);
  g_assert_cmpuint (tc_bnb_test_state (game)->weapon_hearts[POTATO], ==, 0);
}

static void
test_setup_weapon_hearts_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, NULL);

  tc_bnb_test_illegal (game, "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "],"
                             "'weapon_hearts':" TC_BNB_TEST_HEARTS_WITH_TNT (21) ",'scoring':" TC_BNB_TEST_SCORING "}",
                       "setup.weapon_hearts");
  tc_bnb_test_illegal (game, "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "],"
                             "'weapon_hearts':" TC_BNB_TEST_HEARTS_WITH_TNT (-1) ",'scoring':" TC_BNB_TEST_SCORING "}",
                       "setup.weapon_hearts");
}

#define SETUP_SCORING(forest) \
  "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "]," \
  "'weapon_hearts':" TC_BNB_TEST_HEARTS ",'scoring':{'biome':{'forest':" #forest ",'desert':4,'mountains':0,'snow':2}," \
  "'material':{'wood':3,'sand':3,'stone':4,'obsidian':5},'type':{'decoration':3,'dwelling':3,'animal_pen':4,'bridge':5}}}"

/* §2.1: scoring values 0–20. */
static void
test_setup_scoring_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, NULL);

  tc_bnb_test_legal (game, SETUP_SCORING (20));
  g_assert_cmpuint (tc_bnb_test_state (game)->scoring[TC_BNB_BIOME][FOREST], ==, 20);
  g_assert_cmpuint (tc_bnb_test_state (game)->scoring[TC_BNB_BIOME][MOUNTAINS], ==, 0);
}

static void
test_setup_scoring_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, NULL);

  tc_bnb_test_illegal (game, SETUP_SCORING (21), "setup.scoring");
  tc_bnb_test_illegal (game, SETUP_SCORING (-1), "setup.scoring");
}

/* §4.1: an unknown biome is a wrong value (exit 1). */
static void
test_setup_unknown_biome_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, NULL);

  tc_bnb_test_illegal (game, "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA ","
                             "['desert','snow','jungle','forest','mountains','desert','snow','desert','mountains']],"
                             "'weapon_hearts':" TC_BNB_TEST_HEARTS ",'scoring':" TC_BNB_TEST_SCORING "}",
                       "entry.unknown_id");
}

/* Notes and seats ----------------------------------------------------- */

static void
assert_note_changes_nothing (TcGame *game)
{
  TcBnbState before = *tc_bnb_test_state (game);
  guint n_entries = tc_game_get_n_entries (game);

  tc_bnb_test_legal (game, NOTE);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, n_entries + 1);
  g_assert_cmpmem (&before, sizeof before, tc_bnb_test_state (game), sizeof before);
}

/* §4: a note is legal everywhere: before setup, while reveals or score
 * choices are owed (the end is in test_end_only_notes).
 */
static void
test_note_anywhere (void)
{
  g_autoptr(TcGame) before_setup = tc_bnb_test_game (2, NULL, NULL);
  g_autoptr(TcGame) reveals = example (3);
  g_autoptr(TcGame) scoring = example (32);

  assert_note_changes_nothing (before_setup);
  assert_note_changes_nothing (reveals);
  assert_note_changes_nothing (scoring);
  tc_bnb_test_legal (before_setup, SETUP);
}

/* §4: seat must name the active seat; §2.1: seat is 1 to the players. */
static void
test_seat_active_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_illegal (game, COLLECT2 (2, "[1,1,1]", "wood", "[1,1,2]", "wood"), "turn.seat");
  tc_bnb_test_illegal (game, EXPLORE (2, 3, 3), "turn.seat");
  tc_bnb_test_illegal (game, END (2), "turn.seat");
  tc_bnb_test_illegal (game, END (3), "seat.range");
  tc_bnb_test_illegal (game, END (0), "seat.range");
  tc_bnb_test_illegal (game, COLLECT2 (3, "[1,1,1]", "wood", "[1,1,2]", "wood"), "seat.range");
}

static void
test_seat_active_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_legal (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"));
  tc_bnb_test_legal (game, END (1));
  tc_bnb_test_legal (game, END (2));
  tc_bnb_test_assert_turn (game, "seat 1 actions regular= extra= left=0");
}

/* Collect --------------------------------------------------------------- */

/* §3: at the start the 4 corners of layer 1 are takeable. */
static void
test_collect_corners_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_play (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,4,4]", "sand"), END (1),
                    COLLECT2 (2, "[1,1,4]", "emerald", "[1,4,1]", "emerald"), NULL);
  g_assert_cmpuint (cube_at (game, 1, 1, 1), ==, 1 + TC_BNB_WOOD);
  g_assert_cmpuint (cube_at (game, 1, 4, 4), ==, 1 + TC_BNB_SAND);
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_WOOD], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_SAND], ==, 1);
  g_assert_cmpuint (seat_of (game, 2)->blocks[TC_BNB_EMERALD], ==, 2);
  /* 12 emeralds in the box, 2 named */
  g_assert_cmpuint (cube_left (game, TC_BNB_EMERALD), ==, 10);
  g_assert_cmpuint (tc_bnb_state_cube_count (tc_bnb_test_state (game)), ==, 60);
}

/* §3: an edge block has one open side at the start, an inner one none;
 * a block with a block on top is not takeable.
 */
static void
test_collect_takeable_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,2]", "wood", "[1,1,1]", "wood"), "collect.takeable");
  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,2,2]", "wood"), "collect.takeable");
  tc_bnb_test_illegal (game, COLLECT2 (1, "[2,1,1]", "wood", "[1,1,1]", "wood"), "collect.takeable");
  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,1]", "wood", "[2,1,2]", "wood"), "collect.takeable");
}

/* §4.2: the second block may be one the first opened. */
static void
test_collect_opened_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_legal (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "emerald"));
  g_assert_cmpuint (cube_at (game, 1, 1, 2), ==, 1 + TC_BNB_EMERALD);
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_WOOD], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_EMERALD], ==, 1);
}

/* §3: an inner block is takeable once two of its sides face empty cells
 * ([1,2,2] after [1,1,2] and [1,2,1]); one open side is not enough.
 */
static void
test_collect_two_open_sides_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP,
                                             COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"), END (1), NULL);

  tc_bnb_test_legal (game, COLLECT2 (2, "[1,2,1]", "sand", "[1,2,2]", "sand"));
  g_assert_cmpuint (cube_at (game, 1, 2, 2), ==, 1 + TC_BNB_SAND);
}

static void
test_collect_two_open_sides_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP,
                                             COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"), END (1), NULL);

  /* [1,2,2] faces the empty [1,1,2] only: one open side */
  tc_bnb_test_illegal (game, COLLECT2 (2, "[1,2,2]", "sand", "[1,2,1]", "sand"), "collect.takeable");
}

/* §9.1: a block is takeable as soon as the block above it is gone. */
static void
test_collect_dig_down_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_legal (game, COLLECT2 (1, "[1,1,1]", "wood", "[2,1,1]", "obsidian"));
  g_assert_cmpuint (cube_at (game, 2, 1, 1), ==, 1 + TC_BNB_OBSIDIAN);
  g_assert_false (tc_bnb_state_layer_empty (tc_bnb_test_state (game), 1));
}

/* §3: a block taken is no longer there, in the same entry or later. */
static void
test_collect_taken_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP,
                                             COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"), END (1), NULL);

  tc_bnb_test_illegal (game, COLLECT2 (2, "[1,1,4]", "wood", "[1,1,4]", "wood"), "collect.takeable");
  tc_bnb_test_illegal (game, COLLECT2 (2, "[1,1,1]", "wood", "[1,1,4]", "wood"), "collect.takeable");
}

/* §4.2: 2 blocks, no fewer and (without a pickaxe) no more. */
static void
test_collect_count_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_illegal (game, COLLECT1 (1, "[1,1,1]", "wood"), "collect.count");
  tc_bnb_test_illegal (game, COLLECT3 (1, "[1,1,1]", "wood", "[1,1,2]", "wood", "[1,1,3]", "wood"), "collect.count");
  tc_bnb_test_illegal (game, "{'type':'collect','seat':1,'blocks':[]}", "collect.count");
}

/* §2.1: a cube cell is 3 integers, each 1–4 (a wrong length is exit 1). */
static void
test_collect_at_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1]", "wood", "[1,1,2]", "wood"), "collect.at");
  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,1,1]", "wood", "[1,1,2]", "wood"), "collect.at");
  tc_bnb_test_illegal (game, COLLECT2 (1, "[0,1,1]", "wood", "[1,1,4]", "wood"), "collect.at");
  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,5]", "wood"), "collect.at");
  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,1]", "wood", "[5,1,1]", "wood"), "collect.at");
}

/* §4.1: an unknown block id is a wrong value. */
static void
test_collect_unknown_block_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "diamond"), "entry.unknown_id");
}

/* §3, §9.5: 10 obsidian in the box; 8 named before, 2 more is the 10th. */
static void
test_collect_block_count_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  collect_turns (game, 4, "obsidian,obsidian");
  g_assert_cmpuint (cube_left (game, TC_BNB_OBSIDIAN), ==, 2);
  tc_bnb_test_collect_next (game, 0, "obsidian,obsidian");
  g_assert_cmpuint (cube_left (game, TC_BNB_OBSIDIAN), ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_OBSIDIAN], ==, 6);   /* turns 1, 3, 5 */
}

/* §9.5: with 9 named, the entry's first obsidian is the 10th and its
 * second one too many.
 */
static void
test_collect_block_count_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);
  g_autofree char *two = NULL;
  g_autofree char *one = NULL;

  collect_turns (game, 4, "obsidian,obsidian");
  collect_turns (game, 1, "obsidian,wood");
  g_assert_cmpuint (cube_left (game, TC_BNB_OBSIDIAN), ==, 1);
  two = tc_bnb_test_next_collect (game, 0, "obsidian,obsidian");
  tc_bnb_test_illegal (game, two, "collect.block");
  one = tc_bnb_test_next_collect (game, 0, "wood,obsidian");
  tc_bnb_test_legal (game, one);
  g_assert_cmpuint (cube_left (game, TC_BNB_OBSIDIAN), ==, 0);
}

/* A seat with a stone pickaxe: Ana explores [1,3] and takes the pickaxe
 * at [0,2]; then her turn comes again.
 */
static TcGame *
pickaxe_game (const char *rulings)
{
  return tc_bnb_test_game (2, rulings, SETUP, EXPLORE (1, 1, 3),
                           REVEAL_TOKEN (0, 2, "stone_pickaxe"), REVEAL_TOKEN (0, 3, "golden_hoe"),
                           REVEAL_STACK (1, 2, MOB ("zombie", 0, 0)), REVEAL_STACK (1, 3, MOB ("spider", 0, 0)),
                           TAKE (1, 0, 2), END (1), END (2), NULL);
}

/* §4.2, §5 seed: up to 1 more block per stone pickaxe. */
static void
test_collect_pickaxe_seed_legal (void)
{
  g_autoptr(TcGame) game = pickaxe_game (SEED);

  g_assert_cmpuint (seat_of (game, 1)->weapons[STONE_PICKAXE], ==, 1);
  tc_bnb_test_legal (game, COLLECT3 (1, "[1,1,1]", "wood", "[1,1,2]", "wood", "[1,1,3]", "wood"));
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_WOOD], ==, 3);
}

static void
test_collect_pickaxe_seed_illegal (void)
{
  g_autoptr(TcGame) game = pickaxe_game (SEED);

  tc_bnb_test_illegal (game, "{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood'},"
                             "{'at':[1,1,2],'block':'wood'},{'at':[1,1,3],'block':'wood'},{'at':[1,1,4],'block':'wood'}]}",
                       "collect.count");
}

/* §5 hearts_only: a pickaxe is only hearts; 2 blocks still legal. */
static void
test_collect_pickaxe_hearts_only_illegal (void)
{
  g_autoptr(TcGame) game = pickaxe_game (HEARTS_ONLY);

  tc_bnb_test_illegal (game, COLLECT3 (1, "[1,1,1]", "wood", "[1,1,2]", "wood", "[1,1,3]", "wood"), "collect.count");
  tc_bnb_test_legal (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"));
}

/* The end of the cube, under seed: Ana holds a stone pickaxe and two
 * hunger mobs (zombie and spider, 0 hearts); 60 blocks are dug, all but
 * [3,4,3], [3,4,4] and the two under them, rounds A and B answered on
 * the way. Ana's turn.
 */
static TcGame *
last_blocks_game (void)
{
  const guint64 keep = TC_BNB_TEST_KEEP (3, 4, 3) | TC_BNB_TEST_KEEP (3, 4, 4) |
                       TC_BNB_TEST_KEEP (4, 4, 3) | TC_BNB_TEST_KEEP (4, 4, 4);
  TcGame *game = pickaxe_game (SEED);

  tc_bnb_test_play (game, FIGHT (1, 1, 2, "['wooden_sword','stone_sword','poisonous_potato']"), END (1), END (2),
                    FIGHT (1, 1, 3, "['wooden_sword','stone_sword','poisonous_potato']"), END (1), END (2), NULL);
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 2);
  /* 30 turns of 2: Ana's turn 1 ... Ben's turn 30 */
  tc_bnb_test_dig (game, 30, keep, TRUE);
  g_assert_cmpuint (tc_bnb_state_cube_count (tc_bnb_test_state (game)), ==, 4);
  g_assert_true (tc_bnb_test_state (game)->owed[ROUND_B]);
  g_assert_false (tc_bnb_test_state (game)->owed[ROUND_C]);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular= extra= left=0");

  /* Two extra actions, then 3 blocks with the pickaxe: 1 left */
  /* The dig names the id with the most left: after 60, 1 each but wood. */
  g_assert_cmpuint (cube_left (game, TC_BNB_WOOD), ==, 0);
  g_assert_cmpuint (cube_left (game, TC_BNB_EMERALD), ==, 1);
  tc_bnb_test_play (game, HUNGER (1, 1), HUNGER (1, 1),
                    COLLECT3 (1, "[3,4,3]", "sand", "[3,4,4]", "stone", "[4,4,3]", "obsidian"), NULL);
  g_assert_cmpuint (tc_bnb_state_cube_count (tc_bnb_test_state (game)), ==, 1);

  return game;
}

/* §4.2: 1 block when the cube holds only 1. */
static void
test_collect_last_block_legal (void)
{
  g_autoptr(TcGame) game = last_blocks_game ();

  tc_bnb_test_legal (game, COLLECT1 (1, "[4,4,4]", "emerald"));
  g_assert_cmpuint (tc_bnb_state_cube_count (tc_bnb_test_state (game)), ==, 0);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=collect extra=collect left=1");
}

/* §4.2: with 1 block left, 2 cannot be taken; with a full cube, 1 is too
 * few.
 */
static void
test_collect_last_block_illegal (void)
{
  g_autoptr(TcGame) game = last_blocks_game ();
  g_autoptr(TcGame) four = pickaxe_game (SEED);

  tc_bnb_test_illegal (game, COLLECT2 (1, "[4,4,4]", "emerald", "[4,4,4]", "emerald"), NULL);
  tc_bnb_test_illegal (game, COLLECT2 (1, "[4,4,4]", "emerald", "[4,4,3]", "emerald"), NULL);
  tc_bnb_test_illegal (four, COLLECT1 (1, "[1,1,1]", "wood"), "collect.count");
}

/* §4.2: a collect from an empty cube is illegal, and the window offers
 * none although the turn still holds an extra action that could be one.
 */
static void
test_collect_empty_illegal (void)
{
  g_autoptr(TcGame) game = last_blocks_game ();
  const TcBnbRules *rules = tc_bnb_ruleset_get_rules (TC_BNB_RULESET (tc_game_get_ruleset (game)));

  g_assert_true (tc_bnb_state_action_open (rules, tc_bnb_test_state (game), TC_BNB_COLLECT));
  tc_bnb_test_legal (game, COLLECT1 (1, "[4,4,4]", "emerald"));
  g_assert_cmpint (tc_bnb_state_action_kind (rules, tc_bnb_test_state (game), TC_BNB_COLLECT), ==, 1);
  g_assert_false (tc_bnb_state_action_open (rules, tc_bnb_test_state (game), TC_BNB_COLLECT));
  tc_bnb_test_illegal (game, COLLECT1 (1, "[1,1,1]", "wood"), "collect.empty");
  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"), "collect.empty");
}

/* Explore -------------------------------------------------------------- */

/* §4.2: any crossing at Manhattan distance 0–2 from [3,3]. */
static void
test_explore_distance_legal (void)
{
  const guint to[][2] = { { 3, 3 }, { 1, 3 }, { 3, 1 }, { 5, 3 }, { 3, 5 }, { 2, 2 }, { 4, 4 },
                          { 2, 4 }, { 4, 2 }, { 2, 3 }, { 3, 4 } };

  for (guint i = 0; i < G_N_ELEMENTS (to); i++)
    {
      g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);
      g_autofree char *entry = g_strdup_printf (EXPLORE (1, %u, %u), to[i][0], to[i][1]);

      tc_bnb_test_legal (game, entry);
      g_assert_cmpuint (seat_of (game, 1)->row, ==, to[i][0]);
      g_assert_cmpuint (seat_of (game, 1)->col, ==, to[i][1]);
      g_assert_cmpuint (seat_of (game, 2)->row, ==, 3);
    }
}

/* §4.2: 3 steps or more is too far; §2.1: a crossing is 2 integers 1–5. */
static void
test_explore_distance_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_illegal (game, EXPLORE (1, 1, 2), "explore.reach");
  tc_bnb_test_illegal (game, EXPLORE (1, 1, 1), "explore.reach");
  tc_bnb_test_illegal (game, EXPLORE (1, 5, 5), "explore.reach");
  tc_bnb_test_illegal (game, EXPLORE (1, 4, 5), "explore.reach");
  tc_bnb_test_illegal (game, EXPLORE (1, 0, 3), "explore.to");
  tc_bnb_test_illegal (game, EXPLORE (1, 3, 6), "explore.to");
  tc_bnb_test_illegal (game, "{'type':'explore','seat':1,'to':[3]}", "explore.to");
  tc_bnb_test_illegal (game, "{'type':'explore','seat':1,'to':[3,3,3]}", "explore.to");
}

/* §4.2: 0 steps is legal and explores the four stacks around [3,3]. */
static void
test_explore_zero_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_legal (game, EXPLORE (1, 3, 3));
  tc_bnb_test_assert_pending (game, "stack 2,2; stack 2,3; stack 3,2; stack 3,3");
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=explore extra= left=0");
}

/* §4.2, §9.6: reveals owed in ascending cell order, tokens and stacks
 * interleaved; only the destination is explored ([1,3] from [3,3] passes
 * [2,3], whose stacks [2,2] and [2,3] are not owed).
 */
static void
test_explore_order (void)
{
  g_autoptr(TcGame) east = tc_bnb_test_game (2, NULL, SETUP, NULL);
  g_autoptr(TcGame) north = tc_bnb_test_game (2, NULL, SETUP, NULL);
  g_autoptr(TcGame) south = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_legal (east, EXPLORE (1, 3, 5));
  tc_bnb_test_assert_pending (east, "stack 2,4; token 2,5; stack 3,4; token 3,5");
  tc_bnb_test_legal (north, EXPLORE (1, 1, 3));
  tc_bnb_test_assert_pending (north, "token 0,2; token 0,3; stack 1,2; stack 1,3");
  tc_bnb_test_legal (south, EXPLORE (1, 5, 3));
  tc_bnb_test_assert_pending (south, "stack 4,2; stack 4,3; token 5,2; token 5,3");
}

/* §4.2: face-up tops and tokens are not owed again (example: Ana explores
 * [3,3] once more at entry 16).
 */
static void
test_explore_face_up_not_owed (void)
{
  g_autoptr(TcGame) game = example (15);

  tc_bnb_test_legal (game, EXPLORE (1, 3, 3));
  tc_bnb_test_assert_pending (game, "");
  tc_bnb_test_illegal (game, REVEAL_STACK (2, 2, MOB ("zombie", 1, 1)), "reveal.not_owed");
}

/* §4.2: a taken token is not owed again (Ben took the bow at [0,2] at
 * entry 19 and explores where he stands).
 */
static void
test_explore_taken_not_owed (void)
{
  g_autoptr(TcGame) game = example (26);

  g_assert_cmpuint (token_of (game, 0, 2), ==, TC_BNB_TOKEN_TAKEN);
  tc_bnb_test_legal (game, EXPLORE (2, 1, 3));
  tc_bnb_test_assert_pending (game, "");
}

/* §3, §4.2: an empty stack has no top and owes no reveal. Ana wins the 4
 * tiles of [1,2] (0-heart mobs), exploring and revealing each new top;
 * Ben passes.
 */
static void
test_explore_empty_stack_not_owed (void)
{
  g_autoptr(TcGame) game = pickaxe_game (SEED);

  tc_bnb_test_play (game, FIGHT (1, 1, 2, "['wooden_sword','stone_sword','poisonous_potato']"), END (1), END (2), NULL);
  for (guint i = 0; i < 3; i++)
    {
      tc_bnb_test_legal (game, EXPLORE (1, 1, 3));
      tc_bnb_test_assert_pending (game, "stack 1,2");
      tc_bnb_test_play (game, REVEAL_STACK (1, 2, MOB ("creeper", 0, 1)),
                        FIGHT (1, 1, 2, "['wooden_sword','stone_sword','poisonous_potato']"), END (1), END (2), NULL);
    }
  g_assert_cmpuint (remaining_of (game, 1, 2), ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 4);
  tc_bnb_test_legal (game, EXPLORE (1, 1, 3));
  tc_bnb_test_assert_pending (game, "");
  tc_bnb_test_illegal (game, FIGHT (1, 1, 2, "['wooden_sword','stone_sword','poisonous_potato']"), "stack.top");
  tc_bnb_test_illegal (game, REVEAL_STACK (1, 2, MOB ("creeper", 0, 1)), "reveal.not_owed");
}

/* §3: a tile that becomes the top after a build stays face down: it can
 * be neither built nor fought, nor revealed unexplored (example, entry
 * 22: [2,2] was built at entry 16).
 */
static void
test_explore_new_top_face_down_illegal (void)
{
  g_autoptr(TcGame) game = example (21);

  g_assert_cmpuint (remaining_of (game, 2, 2), ==, 3);
  g_assert_cmpuint (top_of (game, 2, 2)->kind, ==, TC_BNB_TILE_NONE);
  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 1, "{'wood':2}"), "stack.top");
  tc_bnb_test_illegal (game, FIGHT (1, 2, 2, "['poisonous_potato','wooden_sword','stone_sword']"), "stack.top");
  tc_bnb_test_illegal (game, REVEAL_STACK (2, 2, MOB ("zombie", 1, 1)), "reveal.not_owed");
}

/* §3, §8 variant: exploring next to it owes its reveal (hunger_extra any:
 * the explore at entry 25 owes [2,2] and [2,3], tops since 16 and 22).
 */
static void
test_explore_new_top_owed_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_example (ANY, 24);

  tc_bnb_test_legal (game, EXPLORE (1, 3, 3));
  tc_bnb_test_assert_pending (game, "stack 2,2; stack 2,3");
  tc_bnb_test_legal (game, REVEAL_STACK (2, 3, MOB ("creeper", 4, 2)));
  g_assert_cmpuint (top_of (game, 2, 3)->kind, ==, TC_BNB_TILE_MOB);
  g_assert_cmpuint (top_of (game, 2, 3)->hearts, ==, 4);
}

/* Reveal --------------------------------------------------------------- */

/* Ana explores where she stands: the four stacks around [3,3] are owed. */
static TcGame *
reveal_game (void)
{
  return tc_bnb_test_game (2, NULL, SETUP, EXPLORE (1, 3, 3), NULL);
}

/* §4.3: the reveals may come in any order. */
static void
test_reveal_any_order_legal (void)
{
  g_autoptr(TcGame) game = reveal_game ();
  const TcBnbTile *tile;

  tc_bnb_test_legal (game, REVEAL_STACK (3, 3, ORB_MOB ("witch", 3, 2, "biome", "forest", 1)));
  tc_bnb_test_assert_pending (game, "stack 2,2; stack 2,3; stack 3,2");
  tc_bnb_test_legal (game, REVEAL_STACK (2, 3, MOB ("zombie", 2, 1)));
  tc_bnb_test_assert_pending (game, "stack 2,2; stack 3,2");
  tc_bnb_test_legal (game, REVEAL_STACK (3, 2, BUILDING ("desert", "sand", "bridge", "{'sand':1,'stone':1}", 2)));
  tc_bnb_test_legal (game, REVEAL_STACK (2, 2, BUILDING ("forest", "wood", "dwelling", "{'wood':2}", 1)));
  tc_bnb_test_assert_pending (game, "");

  tile = top_of (game, 3, 3);
  g_assert_cmpuint (tile->kind, ==, TC_BNB_TILE_MOB);
  g_assert_cmpuint (tile->bonus, ==, TC_BNB_BONUS_ORB);
  g_assert_cmpuint (tile->orb_attribute, ==, TC_BNB_BIOME);
  g_assert_cmpuint (tile->orb_value, ==, FOREST);
  g_assert_cmpuint (tile->orb_xp, ==, 1);
  tile = top_of (game, 3, 2);
  g_assert_cmpuint (tile->kind, ==, TC_BNB_TILE_BUILDING);
  g_assert_cmpuint (tile->biome, ==, DESERT);
  g_assert_cmpuint (tile->type, ==, BRIDGE);
  g_assert_cmpuint (tile->cost[TC_BNB_SAND], ==, 1);
  g_assert_cmpuint (tile->cost[TC_BNB_STONE], ==, 1);
  g_assert_cmpuint (tile->cost[TC_BNB_WOOD], ==, 0);
  g_assert_cmpuint (remaining_of (game, 3, 2), ==, 4);
}

/* §4.3: a reveal for a cell that is not pending is illegal. */
static void
test_reveal_not_owed_illegal (void)
{
  g_autoptr(TcGame) game = reveal_game ();
  g_autoptr(TcGame) idle = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_illegal (game, REVEAL_STACK (1, 1, MOB ("zombie", 2, 1)), "reveal.not_owed");
  tc_bnb_test_illegal (game, REVEAL_TOKEN (0, 2, "bow"), "reveal.not_owed");
  tc_bnb_test_legal (game, REVEAL_STACK (2, 2, MOB ("zombie", 2, 1)));
  tc_bnb_test_illegal (game, REVEAL_STACK (2, 2, MOB ("zombie", 2, 1)), "reveal.not_owed");
  tc_bnb_test_illegal (idle, REVEAL_STACK (2, 2, MOB ("zombie", 2, 1)), "reveal.not_owed");
}

/* §2.1: a stack is 2 integers 1–4, a token one of the 16 token cells. */
static void
test_reveal_cell_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, EXPLORE (1, 1, 3), NULL);

  tc_bnb_test_illegal (game, REVEAL_STACK (0, 2, MOB ("zombie", 2, 1)), "reveal.stack");
  tc_bnb_test_illegal (game, "{'type':'reveal','stack':[1,2,1],'tile':" MOB ("zombie", 2, 1) "}", "reveal.stack");
  tc_bnb_test_illegal (game, REVEAL_TOKEN (0, 0, "bow"), "reveal.token");
  tc_bnb_test_illegal (game, REVEAL_TOKEN (1, 2, "bow"), "reveal.token");
  tc_bnb_test_illegal (game, "{'type':'reveal','token':[0],'weapon':'bow'}", "reveal.token");
  tc_bnb_test_legal (game, REVEAL_TOKEN (0, 3, "tnt"));
  g_assert_cmpuint (token_of (game, 0, 3), ==, TC_BNB_TOKEN_UP);
  g_assert_cmpuint (tc_bnb_test_state (game)->token_weapons[tc_bnb_state_token_index (0, 3)], ==, TNT);
  g_assert_cmpuint (token_of (game, 0, 2), ==, TC_BNB_TOKEN_DOWN);
}

/* §2.1: a building costs 0–9 of each block. */
static void
test_reveal_cost_legal (void)
{
  g_autoptr(TcGame) game = reveal_game ();

  tc_bnb_test_legal (game, REVEAL_STACK (2, 2, BUILDING ("snow", "obsidian", "animal_pen",
                                                         "{'wood':9,'sand':0,'stone':9,'obsidian':9,'emerald':9}", 0)));
  g_assert_cmpuint (top_of (game, 2, 2)->cost[TC_BNB_EMERALD], ==, 9);
  g_assert_cmpuint (top_of (game, 2, 2)->type, ==, ANIMAL_PEN);
}

static void
test_reveal_cost_illegal (void)
{
  g_autoptr(TcGame) game = reveal_game ();

  tc_bnb_test_illegal (game, REVEAL_STACK (2, 2, BUILDING ("snow", "stone", "bridge", "{'wood':10}", 0)), "reveal.cost");
  tc_bnb_test_illegal (game, REVEAL_STACK (2, 2, BUILDING ("snow", "stone", "bridge", "{'emerald':-1}", 0)), "reveal.cost");
}

/* §2.1: building and mob XP 0–50. */
static void
test_reveal_xp_legal (void)
{
  g_autoptr(TcGame) game = reveal_game ();

  tc_bnb_test_legal (game, REVEAL_STACK (2, 2, BUILDING ("snow", "stone", "bridge", "{}", 50)));
  tc_bnb_test_legal (game, REVEAL_STACK (2, 3, MOB ("enderman", 5, 50)));
  tc_bnb_test_legal (game, REVEAL_STACK (3, 2, MOB ("enderman", 5, 0)));
  g_assert_cmpuint (top_of (game, 2, 2)->xp, ==, 50);
  g_assert_cmpuint (top_of (game, 2, 3)->xp, ==, 50);
}

static void
test_reveal_xp_illegal (void)
{
  g_autoptr(TcGame) game = reveal_game ();

  tc_bnb_test_illegal (game, REVEAL_STACK (2, 2, BUILDING ("snow", "stone", "bridge", "{}", 51)), "reveal.xp");
  tc_bnb_test_illegal (game, REVEAL_STACK (2, 2, BUILDING ("snow", "stone", "bridge", "{}", -1)), "reveal.xp");
  tc_bnb_test_illegal (game, REVEAL_STACK (2, 3, MOB ("enderman", 5, 51)), "reveal.xp");
}

/* §2.1: mob hearts 0–20. */
static void
test_reveal_hearts_legal (void)
{
  g_autoptr(TcGame) game = reveal_game ();

  tc_bnb_test_legal (game, REVEAL_STACK (2, 3, MOB ("creeper", 20, 1)));
  tc_bnb_test_legal (game, REVEAL_STACK (3, 3, MOB ("creeper", 0, 1)));
  g_assert_cmpuint (top_of (game, 2, 3)->hearts, ==, 20);
}

static void
test_reveal_hearts_illegal (void)
{
  g_autoptr(TcGame) game = reveal_game ();

  tc_bnb_test_illegal (game, REVEAL_STACK (2, 3, MOB ("creeper", 21, 1)), "reveal.hearts");
  tc_bnb_test_illegal (game, REVEAL_STACK (2, 3, MOB ("creeper", -1, 1)), "reveal.hearts");
}

/* §2.1: an orb's xp_per_space 0–20. */
static void
test_reveal_orb_legal (void)
{
  g_autoptr(TcGame) game = reveal_game ();

  tc_bnb_test_legal (game, REVEAL_STACK (2, 3, ORB_MOB ("skeleton", 5, 3, "type", "bridge", 20)));
  tc_bnb_test_legal (game, REVEAL_STACK (3, 3, ORB_MOB ("skeleton", 5, 3, "material", "obsidian", 0)));
  g_assert_cmpuint (top_of (game, 2, 3)->orb_xp, ==, 20);
  g_assert_cmpuint (top_of (game, 2, 3)->orb_attribute, ==, TC_BNB_TYPE);
  g_assert_cmpuint (top_of (game, 2, 3)->orb_value, ==, BRIDGE);
  g_assert_cmpuint (top_of (game, 3, 3)->orb_value, ==, M_OBSIDIAN);
}

static void
test_reveal_orb_illegal (void)
{
  g_autoptr(TcGame) game = reveal_game ();

  tc_bnb_test_illegal (game, REVEAL_STACK (2, 3, ORB_MOB ("skeleton", 5, 3, "type", "bridge", 21)), "reveal.orb");
  tc_bnb_test_illegal (game, REVEAL_STACK (2, 3, ORB_MOB ("skeleton", 5, 3, "type", "bridge", -1)), "reveal.orb");
}

/* §4.1: an unknown kind, bonus or id is a wrong value (exit 1). */
static void
test_reveal_unknown_ids_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, EXPLORE (1, 1, 3), NULL);
  const char *tiles[] = {
    "{'kind':'tree'}",
    "{'kind':'mob','mob':'zombie','hearts':2,'xp':1,'bonus':'loot'}",
    MOB ("ghast", 2, 1),
    BUILDING ("jungle", "wood", "dwelling", "{}", 1),
    BUILDING ("forest", "glass", "dwelling", "{}", 1),
    BUILDING ("forest", "wood", "castle", "{}", 1),
    ORB_MOB ("witch", 3, 2, "colour", "forest", 1),
    ORB_MOB ("witch", 3, 2, "biome", "wood", 1),
    ORB_MOB ("witch", 3, 2, "type", "forest", 1),
  };

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      g_autofree char *entry = g_strdup_printf (REVEAL_STACK (1, 2, "%s"), tiles[i]);

      tc_bnb_test_illegal (game, entry, "entry.unknown_id");
    }
  tc_bnb_test_illegal (game, REVEAL_TOKEN (0, 2, "laser"), "entry.unknown_id");
}

/* §4.3: while reveals are owed only they (and notes) are legal. */
static void
test_reveal_owed_first_illegal (void)
{
  g_autoptr(TcGame) game = example (3);

  tc_bnb_test_illegal (game, END (1), "pending.owed");
  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,3]", "wood", "[1,1,4]", "wood"), "pending.owed");
  tc_bnb_test_illegal (game, SCORE (1, "forest"), "score.not_owed");
  tc_bnb_test_illegal (game, END (2), "pending.owed");
}

/* Build ------------------------------------------------------------------ */

/* Ana holds 2 wood, 1 stone and 1 emerald, stands on [3,3] next to a
 * face-up building at [2,2] (forest wood dwelling costing @cost, 3 XP), a
 * free snow stone bridge at [3,2] (0 XP) and mobs at [2,3] and [3,3]; she
 * has collected this turn.
 */
static TcGame *
build_game (const char *cost)
{
  g_autofree char *building = g_strdup_printf (REVEAL_STACK (2, 2, BUILDING ("forest", "wood", "dwelling", "%s", 3)),
                                               cost);

  return tc_bnb_test_game (2, NULL, SETUP, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"), EXPLORE (1, 3, 3),
                           building, REVEAL_STACK (2, 3, MOB ("zombie", 2, 1)),
                           REVEAL_STACK (3, 2, BUILDING ("snow", "stone", "bridge", "{}", 0)),
                           REVEAL_STACK (3, 3, MOB ("witch", 3, 2)), END (1), END (2),
                           COLLECT2 (1, "[1,1,3]", "stone", "[1,1,4]", "emerald"), NULL);
}

/* §4.2: the tile goes onto the space, the seat gains its XP, the paid
 * blocks go back, the stack's next top is face down. Cost 1 wood + 1
 * sand: wood 1, and sand's shortfall of 1 in emerald.
 */
static void
test_build_legal (void)
{
  g_autoptr(TcGame) game = build_game ("{'wood':1,'sand':1}");

  tc_bnb_test_legal (game, BUILD (1, 2, 2, 2, 2, "{'wood':1,'emerald':1}"));
  assert_space (game, 1, SPACE (2, 2), FOREST, M_WOOD, DWELLING);
  assert_space (game, 1, SPACE (2, 1), MOUNTAINS, TC_BNB_NONE, TC_BNB_NONE);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 3);
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_WOOD], ==, 1);      /* 2 − 1 */
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_STONE], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_EMERALD], ==, 0);   /* 1 − 1 */
  g_assert_cmpuint (remaining_of (game, 2, 2), ==, 3);
  g_assert_cmpuint (top_of (game, 2, 2)->kind, ==, TC_BNB_TILE_NONE);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=collect,build extra= left=0");
}

/* §4.2: emerald replaces any block; an emerald cost takes emeralds. */
static void
test_build_emerald_wild_legal (void)
{
  g_autoptr(TcGame) game = build_game ("{'wood':1}");
  g_autoptr(TcGame) emerald = build_game ("{'emerald':1}");

  tc_bnb_test_legal (game, BUILD (1, 2, 2, 1, 1, "{'emerald':1}"));
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_WOOD], ==, 2);
  g_assert_cmpuint (seat_of (game, 1)->blocks[TC_BNB_EMERALD], ==, 0);
  tc_bnb_test_legal (emerald, BUILD (1, 2, 2, 1, 1, "{'emerald':1}"));
  assert_space (emerald, 1, SPACE (1, 1), FOREST, M_WOOD, DWELLING);
}

/* §4.2: the emeralds paid equal the emerald cost plus the shortfalls. */
static void
test_build_exact_illegal (void)
{
  g_autoptr(TcGame) game = build_game ("{'wood':1,'sand':1}");

  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 2, "{'wood':1}"), "build.exact");
  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 2, "{}"), "build.exact");
  /* wood and sand short: 2 emeralds needed */
  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 2, "{'emerald':1}"), "build.exact");
}

/* §4.2: nothing is overpaid, in a block of the cost or in emerald. */
static void
test_build_overpaid_illegal (void)
{
  g_autoptr(TcGame) game = build_game ("{'wood':1}");
  g_autoptr(TcGame) emerald = build_game ("{'emerald':1}");

  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 2, "{'wood':2}"), "build.overpaid");
  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 2, "{'wood':1,'stone':1}"), "build.overpaid");
  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 2, "{'wood':1,'emerald':1}"), "build.exact");
  tc_bnb_test_illegal (emerald, BUILD (1, 2, 2, 2, 2, "{'wood':1}"), "build.overpaid");
}

/* §4.2: the payment must be held (§8 variant: entry 16 paying 2 wood). */
static void
test_build_held_illegal (void)
{
  g_autoptr(TcGame) game = build_game ("{'wood':1,'sand':1}");
  g_autoptr(TcGame) ana = example (15);

  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 2, "{'wood':1,'sand':1}"), "build.held");
  tc_bnb_test_illegal (ana, BUILD (1, 2, 2, 1, 3, "{'wood':2}"), "build.held");
}

/* Ana stands on [3,3] next to a face-up forest wood dwelling at [2,2]
 * costing 2 wood, in her second turn; she holds the blocks @collect
 * named in her first (a collect entry, or a note for none).
 */
static TcGame *
dwelling_game (const char *collect)
{
  return tc_bnb_test_game (2, NULL, SETUP, collect, EXPLORE (1, 3, 3),
                           REVEAL_STACK (2, 2, BUILDING ("forest", "wood", "dwelling", "{'wood':2}", 1)),
                           REVEAL_STACK (2, 3, MOB ("zombie", 2, 1)),
                           REVEAL_STACK (3, 2, BUILDING ("snow", "stone", "bridge", "{}", 0)),
                           REVEAL_STACK (3, 3, MOB ("witch", 3, 2)), END (1), END (2), NULL);
}

/* The sentence and rule of refusing @build (a build entry's members). */
static void
assert_build_refused (TcGame           *game,
                      const TcBnbEntry *build,
                      const char       *rule,
                      const char       *message)
{
  const TcBnbRules *rules = tc_bnb_ruleset_get_rules (TC_BNB_RULESET (tc_game_get_ruleset (game)));
  g_autoptr(GError) error = NULL;

  g_assert_false (tc_bnb_state_check (rules, tc_bnb_test_state (game), build, &error));
  g_assert_cmpstr (tc_rule_error_get_rule (error), ==, rule);
  g_assert_cmpstr (error->message, ==, message);
}

/* §4.2: a seat that cannot pay the cost at all, emeralds counted, is
 * told that first, whatever the payment says: no blocks, or how many
 * short; a payment it could make is refused for the payment's fault.
 */
static void
test_build_afford_illegal (void)
{
  g_autoptr(TcGame) empty = dwelling_game (NOTE);
  g_autoptr(TcGame) short_one = dwelling_game (COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "sand"));
  g_autoptr(TcGame) can_pay = dwelling_game (COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "emerald"));
  TcBnbEntry build = { .type = TC_BNB_ENTRY_BUILD, .seat = 1, .stack = { 2, { 2, 2 } }, .space = { 2, { 1, 1 } } };

  assert_build_refused (empty, &build, "build.afford", "Ana has no blocks");
  /* the seat's fault before the payment's (2 emeralds not held) or the space's */
  build.pay[TC_BNB_EMERALD] = 2;
  build.space = (TcBnbCoord) { 0 };
  assert_build_refused (empty, &build, "build.afford", "Ana has no blocks");
  tc_bnb_test_illegal (empty, BUILD (1, 2, 2, 1, 1, "{}"), "build.afford");

  build.pay[TC_BNB_EMERALD] = 0;
  build.pay[TC_BNB_WOOD] = 1;
  build.space = (TcBnbCoord) { 2, { 1, 1 } };
  assert_build_refused (short_one, &build, "build.afford", "Ana is 1 block short of paying for it, emeralds counted");

  /* Able to pay, the payment's own fault is said. */
  assert_build_refused (can_pay, &build, "build.exact", "This payment needs exactly 1 emerald, one for each block it lacks");
  tc_bnb_test_legal (can_pay, BUILD (1, 2, 2, 1, 1, "{'wood':1,'emerald':1}"));
}

/* The advice pays each block with its own kind first: holding wood 2,
 * obsidian 1 and emerald 1, a cost of 2 wood is paid with the 2 wood
 * (nothing else), and that build is legal.
 */
static void
test_build_advice_legal (void)
{
  g_autoptr(TcGame) game = dwelling_game (COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"));
  const TcBnbRules *rules = tc_bnb_ruleset_get_rules (TC_BNB_RULESET (tc_game_get_ruleset (game)));
  const TcBnbState *state;
  guint advice[TC_BNB_N_BLOCKS];
  const guint expected[TC_BNB_N_BLOCKS] = { 2, 0, 0, 0, 0 };

  tc_bnb_test_play (game, COLLECT2 (1, "[1,2,1]", "obsidian", "[1,2,2]", "emerald"), NULL);
  state = tc_bnb_test_state (game);
  g_assert_cmpuint (state->seats[0].blocks[TC_BNB_WOOD], ==, 2);
  g_assert_cmpuint (state->seats[0].blocks[TC_BNB_OBSIDIAN], ==, 1);
  g_assert_cmpuint (state->seats[0].blocks[TC_BNB_EMERALD], ==, 1);

  g_assert_true (tc_bnb_state_advise_payment (rules, state, &state->tops[TC_BNB_STACK (2, 2)], advice));
  g_assert_cmpmem (advice, sizeof advice, expected, sizeof expected);
  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 1, 1, "{'wood':2,'obsidian':1}"), "build.overpaid");
  tc_bnb_test_legal (game, BUILD (1, 2, 2, 1, 1, "{'wood':2}"));
}

static char *
actions_left (TcGame *game)
{
  const TcBnbRules *rules = tc_bnb_ruleset_get_rules (TC_BNB_RULESET (tc_game_get_ruleset (game)));

  return tc_bnb_describe_actions_left (rules, tc_bnb_test_state (game));
}

/* What Enter on End Turn says instead of ending a turn: the regular and
 * extra actions left (§4.2); nothing once both are used, while reveals
 * are owed or before setup.
 */
static void
test_actions_left (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, NULL);
  g_autofree char *before = actions_left (game);
  g_autofree char *two = NULL, *one = NULL, *none = NULL, *extra = NULL;

  g_assert_null (before);
  tc_bnb_test_play (game, SETUP, NULL);
  two = actions_left (game);
  g_assert_cmpstr (two, ==, "Ana has 2 actions left");
  tc_bnb_test_play (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"), NULL);
  one = actions_left (game);
  g_assert_cmpstr (one, ==, "Ana has 1 action left");
  tc_bnb_test_play (game, EXPLORE (1, 3, 3), REVEAL_STACK (2, 2, MOB ("zombie", 0, 1)),
                    REVEAL_STACK (2, 3, MOB ("zombie", 9, 1)), REVEAL_STACK (3, 2, MOB ("zombie", 9, 1)),
                    REVEAL_STACK (3, 3, MOB ("zombie", 9, 1)), NULL);
  none = actions_left (game);
  g_assert_null (none);
  tc_bnb_test_play (game, END (1), END (2), FIGHT (1, 2, 2, "['poisonous_potato','poisonous_potato','poisonous_potato']"),
                    HUNGER (1, 1), NULL);
  extra = actions_left (game);
  g_assert_cmpstr (extra, ==, "Ana has 2 actions left");
}

/* §2.1: build.pay per block 0–64. */
static void
test_build_pay_bounds_illegal (void)
{
  g_autoptr(TcGame) game = build_game ("{'wood':1}");

  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 2, "{'wood':65}"), NULL);
  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 2, 2, "{'wood':1,'sand':-1}"), "build.pay");
}

/* §8: Ana builds the forest dwelling on her desert space [1,3]. */
static void
test_build_adjacent_legal (void)
{
  g_autoptr(TcGame) game = example (15);
  g_autofree char *entry = tc_bnb_test_example_entry (16);

  tc_bnb_test_legal (game, entry);
  assert_space (game, 1, SPACE (1, 3), FOREST, M_WOOD, DWELLING);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 1);
  g_assert_cmpuint (blocks_held (game, 1), ==, 0);
}

/* §4.2: the stack must be adjacent ([1,2] is face up, but far from
 * [3,3]).
 */
static void
test_build_adjacent_illegal (void)
{
  g_autoptr(TcGame) game = example (15);

  g_assert_cmpuint (top_of (game, 1, 2)->kind, ==, TC_BNB_TILE_BUILDING);
  tc_bnb_test_illegal (game, BUILD (1, 1, 2, 1, 3, "{'wood':1,'emerald':1}"), "stack.adjacent");
}

/* §4.2: with a face-up building on top (not a mob). */
static void
test_build_top_illegal (void)
{
  g_autoptr(TcGame) game = build_game ("{'wood':1}");

  tc_bnb_test_illegal (game, BUILD (1, 2, 3, 2, 2, "{'wood':1}"), "stack.top");
}

/* §2.1: a space is 2 integers 1–3, a stack 2 integers 1–4. */
static void
test_build_space_illegal (void)
{
  g_autoptr(TcGame) game = build_game ("{'wood':1}");

  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 0, 1, "{'wood':1}"), "build.space");
  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 4, 1, "{'wood':1}"), "build.space");
  tc_bnb_test_illegal (game, BUILD (1, 2, 2, 1, 4, "{'wood':1}"), "build.space");
  tc_bnb_test_illegal (game, "{'type':'build','seat':1,'stack':[2,2],'space':[1],'pay':{'wood':1}}", "build.space");
  tc_bnb_test_illegal (game, BUILD (1, 0, 0, 1, 1, "{'wood':1}"), "stack.range");
  tc_bnb_test_illegal (game, BUILD (1, 5, 1, 1, 1, "{'wood':1}"), "stack.range");
}

/* §4.2: a building covers the one below: the space takes the new
 * biome, material and type.
 */
static void
test_build_cover_legal (void)
{
  g_autoptr(TcGame) game = build_game ("{'wood':1}");

  tc_bnb_test_play (game, BUILD (1, 2, 2, 1, 1, "{'wood':1}"), END (1), END (2),
                    BUILD (1, 3, 2, 1, 1, "{}"), NULL);
  assert_space (game, 1, SPACE (1, 1), SNOW, M_STONE, BRIDGE);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 3);                /* 3 + 0 */
  g_assert_cmpuint (blocks_held (game, 1), ==, 3);               /* 4 − 1 wood */
  g_assert_cmpuint (remaining_of (game, 3, 2), ==, 3);
}

/* Fight ------------------------------------------------------------------ */

/* §8 entry 22: potato 0 + wooden sword 1 + stone sword 2 = 3 ≥ 2: the
 * zombie is won, its XP gained, the drawn tokens back in the pile.
 */
static void
test_fight_won_legal (void)
{
  g_autoptr(TcGame) game = example (21);
  g_autofree char *entry = tc_bnb_test_example_entry (22);

  tc_bnb_test_legal (game, entry);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 2);                 /* 1 + 1 */
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->mobs[0].hearts, ==, 2);
  g_assert_cmpuint (seat_of (game, 1)->mobs[0].bonus, ==, TC_BNB_BONUS_HUNGER);
  g_assert_cmpuint (remaining_of (game, 2, 3), ==, 3);
  g_assert_cmpuint (top_of (game, 2, 3)->kind, ==, TC_BNB_TILE_NONE);
  g_assert_cmpuint (seat_of (game, 1)->weapons[WOODEN_SWORD], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->weapons[STONE_SWORD], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->weapons[POTATO], ==, 3);
}

/* §8 entry 27: 2 + 1 + 1 + 0 = 4 < 5: the skeleton stays face up. */
static void
test_fight_lost_legal (void)
{
  g_autoptr(TcGame) game = example (26);
  g_autofree char *entry = tc_bnb_test_example_entry (27);

  tc_bnb_test_legal (game, entry);
  g_assert_cmpint (seat_of (game, 2)->xp, ==, 0);
  g_assert_cmpuint (seat_of (game, 2)->n_mobs, ==, 0);
  g_assert_cmpuint (top_of (game, 1, 3)->kind, ==, TC_BNB_TILE_MOB);
  g_assert_cmpuint (top_of (game, 1, 3)->hearts, ==, 5);
  g_assert_cmpuint (remaining_of (game, 1, 3), ==, 4);
  g_assert_cmpuint (seat_of (game, 2)->weapons[BOW], ==, 1);
  tc_bnb_test_assert_turn (game, "seat 2 actions regular=fight extra= left=0");
}

/* §4.2: the mob must be adjacent... */
static void
test_fight_adjacent_illegal (void)
{
  g_autoptr(TcGame) game = example (21);

  tc_bnb_test_illegal (game, FIGHT (1, 1, 3, "['poisonous_potato','wooden_sword','stone_sword']"), "stack.adjacent");
}

/* ...and a face-up mob, not a building. */
static void
test_fight_top_illegal (void)
{
  g_autoptr(TcGame) game = example (21);

  tc_bnb_test_illegal (game, FIGHT (1, 3, 2, "['poisonous_potato','wooden_sword','stone_sword']"), "stack.top");
}

/* §4.2, §5 seed: 3 + 1 per bow drawn (§8 variant: Ben draws 3 with a bow). */
static void
test_fight_drawn_seed_illegal (void)
{
  g_autoptr(TcGame) game = example (26);

  tc_bnb_test_illegal (game, FIGHT (2, 1, 3, "['stone_sword','wooden_sword','poisonous_potato']"), "fight.drawn");
  tc_bnb_test_illegal (game, FIGHT (2, 1, 3, "['stone_sword','bow','wooden_sword','poisonous_potato','poisonous_potato']"),
                       "fight.drawn");
}

/* §5 hearts_only: a bow is only hearts: 3 drawn (2 + 1 + 0 = 3 < 5, lost). */
static void
test_fight_drawn_hearts_only_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_example (HEARTS_ONLY, 26);

  tc_bnb_test_legal (game, FIGHT (2, 1, 3, "['stone_sword','wooden_sword','poisonous_potato']"));
  g_assert_cmpuint (top_of (game, 1, 3)->kind, ==, TC_BNB_TILE_MOB);
  g_assert_cmpuint (seat_of (game, 2)->n_mobs, ==, 0);
}

static void
test_fight_drawn_hearts_only_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_example (HEARTS_ONLY, 26);
  g_autofree char *entry = tc_bnb_test_example_entry (27);

  tc_bnb_test_illegal (game, entry, "fight.drawn");
}

/* §4.2: drawn is a sub-multiset of the pile: all 3 potatoes may come
 * (0 < 2, lost)...
 */
static void
test_fight_pile_legal (void)
{
  g_autoptr(TcGame) game = example (21);

  tc_bnb_test_legal (game, FIGHT (1, 2, 3, "['poisonous_potato','poisonous_potato','poisonous_potato']"));
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 0);
  g_assert_cmpuint (top_of (game, 2, 3)->kind, ==, TC_BNB_TILE_MOB);
  g_assert_cmpuint (seat_of (game, 1)->weapons[POTATO], ==, 3);
}

/* ...but not a second wooden sword, nor a weapon not held. */
static void
test_fight_pile_illegal (void)
{
  g_autoptr(TcGame) game = example (21);

  tc_bnb_test_illegal (game, FIGHT (1, 2, 3, "['wooden_sword','wooden_sword','poisonous_potato']"), "fight.pile");
  tc_bnb_test_illegal (game, FIGHT (1, 2, 3, "['iron_sword','poisonous_potato','poisonous_potato']"), "fight.pile");
  tc_bnb_test_illegal (game, FIGHT (1, 2, 3, "['bow','poisonous_potato','poisonous_potato']"), "fight.pile");
  tc_bnb_test_illegal (game, FIGHT (1, 2, 3, "['laser','poisonous_potato','poisonous_potato']"), "entry.unknown_id");
}

/* Ana stands on [1,3] holding a TNT (taken at [0,2]); the bow at [0,3] is
 * face up; the creeper at [1,2] has 9 hearts (5 XP), the zombie at [1,3]
 * 5 (3 XP), both hunger. Ana's turn, no action done.
 */
#define SETUP_TNT_7 \
  "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "]," \
  "'weapon_hearts':" TC_BNB_TEST_HEARTS_WITH_TNT (7) ",'scoring':" TC_BNB_TEST_SCORING "}"

static TcGame *
fight_game (const char *rulings,
            const char *setup)
{
  return tc_bnb_test_game (2, rulings, setup, EXPLORE (1, 1, 3), REVEAL_TOKEN (0, 2, "tnt"),
                           REVEAL_TOKEN (0, 3, "bow"), REVEAL_STACK (1, 2, MOB ("creeper", 9, 5)),
                           REVEAL_STACK (1, 3, MOB ("zombie", 5, 3)), TAKE (1, 0, 2), END (1), END (2), NULL);
}

/* §4.2 seed: a detonated TNT counts 5 (5 + 0 + 0 = 5 ≥ 5, won) and leaves
 * the pile.
 */
static void
test_fight_detonate_won_legal (void)
{
  g_autoptr(TcGame) game = fight_game (SEED, SETUP);

  g_assert_cmpuint (seat_of (game, 1)->weapons[TNT], ==, 1);
  tc_bnb_test_legal (game, FIGHT_TNT (1, 1, 3, "['tnt','poisonous_potato','poisonous_potato']", 1));
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 1);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 3);
  g_assert_cmpuint (seat_of (game, 1)->weapons[TNT], ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->weapons[POTATO], ==, 3);
  g_assert_cmpuint (remaining_of (game, 1, 3), ==, 3);
}

/* §4.2 seed: 5 + 2 + 1 = 8 < 9: lost, the TNT leaves the pile all the
 * same, the creeper stays.
 */
static void
test_fight_detonate_lost_legal (void)
{
  g_autoptr(TcGame) game = fight_game (SEED, SETUP);

  tc_bnb_test_legal (game, FIGHT_TNT (1, 1, 2, "['tnt','stone_sword','wooden_sword']", 1));
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 0);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->weapons[TNT], ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->weapons[STONE_SWORD], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->weapons[WOODEN_SWORD], ==, 1);
  g_assert_cmpuint (top_of (game, 1, 2)->hearts, ==, 9);
  g_assert_cmpuint (remaining_of (game, 1, 2), ==, 4);
}

/* §4.2: a TNT drawn but not detonated counts its hearts (0 + 0 + 0 < 5)
 * and goes back into the pile.
 */
static void
test_fight_tnt_kept_legal (void)
{
  g_autoptr(TcGame) game = fight_game (SEED, SETUP);

  tc_bnb_test_legal (game, FIGHT (1, 1, 3, "['tnt','poisonous_potato','poisonous_potato']"));
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->weapons[TNT], ==, 1);
}

/* §2.1: detonate is 0 to the TNT drawn. */
static void
test_fight_detonate_illegal (void)
{
  g_autoptr(TcGame) game = fight_game (SEED, SETUP);

  tc_bnb_test_illegal (game, FIGHT_TNT (1, 1, 3, "['tnt','poisonous_potato','poisonous_potato']", 2), "fight.detonate");
  tc_bnb_test_illegal (game, FIGHT_TNT (1, 1, 3, "['stone_sword','wooden_sword','poisonous_potato']", 1),
                       "fight.detonate");
  tc_bnb_test_illegal (game, FIGHT_TNT (1, 1, 3, "['tnt','poisonous_potato','poisonous_potato']", -1), "fight.detonate");
}

/* §2.1, §5 hearts_only: detonate is 0; the TNT counts its 0 hearts
 * (0 + 2 + 1 = 3 < 9) and stays.
 */
static void
test_fight_detonate_hearts_only_legal (void)
{
  g_autoptr(TcGame) game = fight_game (HEARTS_ONLY, SETUP);

  tc_bnb_test_legal (game, FIGHT_TNT (1, 1, 2, "['tnt','stone_sword','wooden_sword']", 0));
  g_assert_cmpuint (seat_of (game, 1)->weapons[TNT], ==, 1);
  g_assert_cmpuint (top_of (game, 1, 2)->kind, ==, TC_BNB_TILE_MOB);
}

static void
test_fight_detonate_hearts_only_illegal (void)
{
  g_autoptr(TcGame) game = fight_game (HEARTS_ONLY, SETUP);

  tc_bnb_test_illegal (game, FIGHT_TNT (1, 1, 3, "['tnt','poisonous_potato','poisonous_potato']", 1), "fight.detonate");
}

/* §9.8: with TNT at 7 hearts, detonating lowers the damage (5 + 2 + 0 =
 * 7 < 9, lost) and is still legal; not detonating wins (7 + 2 + 0 = 9).
 */
static void
test_fight_detonate_lowers_legal (void)
{
  g_autoptr(TcGame) game = fight_game (SEED, SETUP_TNT_7);
  g_autoptr(TcGame) kept = fight_game (SEED, SETUP_TNT_7);

  tc_bnb_test_legal (game, FIGHT_TNT (1, 1, 2, "['tnt','stone_sword','poisonous_potato']", 1));
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->weapons[TNT], ==, 0);
  tc_bnb_test_legal (kept, FIGHT (1, 1, 2, "['tnt','stone_sword','poisonous_potato']"));
  g_assert_cmpuint (seat_of (kept, 1)->n_mobs, ==, 1);
  g_assert_cmpint (seat_of (kept, 1)->xp, ==, 5);
  g_assert_cmpuint (seat_of (kept, 1)->weapons[TNT], ==, 1);
}

/* §4.2 seed: with a bow in the pile, 4 tokens are drawn
 * (1 + 2 + 1 + 0 = 4 < 5, lost).
 */
static void
test_fight_bow_seed_legal (void)
{
  g_autoptr(TcGame) game = fight_game (SEED, SETUP);

  tc_bnb_test_legal (game, TAKE (1, 0, 3));
  tc_bnb_test_illegal (game, FIGHT (1, 1, 3, "['stone_sword','wooden_sword','poisonous_potato']"), "fight.drawn");
  tc_bnb_test_legal (game, FIGHT (1, 1, 3, "['bow','stone_sword','wooden_sword','poisonous_potato']"));
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->weapons[BOW], ==, 1);
}

/* §3: mobs are kept in the order won (spider, then zombie). */
static void
test_fight_mobs_in_order (void)
{
  g_autoptr(TcGame) game = pickaxe_game (SEED);
  const TcBnbData *data = tc_bnb_data_get_default ();

  tc_bnb_test_play (game, FIGHT (1, 1, 3, "['wooden_sword','stone_sword','poisonous_potato']"), END (1), END (2),
                    FIGHT (1, 1, 2, "['wooden_sword','stone_sword','poisonous_potato']"), NULL);
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 2);
  g_assert_cmpstr (data->mobs[seat_of (game, 1)->mobs[0].mob].id, ==, "spider");
  g_assert_cmpstr (data->mobs[seat_of (game, 1)->mobs[1].mob].id, ==, "zombie");
}

/* Take a weapon ---------------------------------------------------------- */

/* §8 entry 19: Ben takes the bow next to him. */
static void
test_take_weapon_legal (void)
{
  g_autoptr(TcGame) game = example (18);
  g_autofree char *entry = tc_bnb_test_example_entry (19);

  tc_bnb_test_legal (game, entry);
  g_assert_cmpuint (seat_of (game, 2)->weapons[BOW], ==, 1);
  g_assert_cmpuint (token_of (game, 0, 2), ==, TC_BNB_TOKEN_TAKEN);
  g_assert_cmpuint (tc_bnb_test_state (game)->token_weapons[tc_bnb_state_token_index (0, 2)], ==, BOW);
  g_assert_cmpint (seat_of (game, 2)->xp, ==, 0);
}

/* §4.2: the token must be adjacent (Ana on [3,3], the TNT at [0,3]). */
static void
test_take_weapon_adjacent_illegal (void)
{
  g_autoptr(TcGame) game = example (15);

  g_assert_cmpuint (token_of (game, 0, 3), ==, TC_BNB_TOKEN_UP);
  tc_bnb_test_illegal (game, TAKE (1, 0, 3), "take_weapon.adjacent");
}

/* §4.2: ...and not taken (Ben took the bow at entry 19). */
static void
test_take_weapon_taken_illegal (void)
{
  g_autoptr(TcGame) game = example (26);

  tc_bnb_test_illegal (game, TAKE (2, 0, 2), "take_weapon.face_up");
}

/* §2.1: a token is one of the 16 token cells. */
static void
test_take_weapon_token_illegal (void)
{
  g_autoptr(TcGame) game = example (18);

  tc_bnb_test_illegal (game, TAKE (2, 0, 0), "take_weapon.token");
  tc_bnb_test_illegal (game, TAKE (2, 1, 2), "take_weapon.token");
  tc_bnb_test_illegal (game, TAKE (2, 0, 6), "take_weapon.token");
  tc_bnb_test_illegal (game, "{'type':'take_weapon','seat':2,'token':[0,2,1]}", "take_weapon.token");
}

/* §5 seed: a golden hoe gives 2 XP when taken. */
static void
test_take_weapon_golden_hoe_seed (void)
{
  g_autoptr(TcGame) game = pickaxe_game (SEED);

  tc_bnb_test_legal (game, TAKE (1, 0, 3));
  g_assert_cmpuint (seat_of (game, 1)->weapons[GOLDEN_HOE], ==, 1);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 2);
}

/* §5 hearts_only: no XP for the golden hoe. */
static void
test_take_weapon_golden_hoe_hearts_only (void)
{
  g_autoptr(TcGame) game = pickaxe_game (HEARTS_ONLY);

  tc_bnb_test_legal (game, TAKE (1, 0, 3));
  g_assert_cmpuint (seat_of (game, 1)->weapons[GOLDEN_HOE], ==, 1);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 0);
}

/* Hunger and the actions of a turn -------------------------------------- */

/* §8 entry 24: the zombie goes back to the box for an extra action; its
 * XP stays.
 */
static void
test_hunger_legal (void)
{
  g_autoptr(TcGame) game = example (23);
  g_autofree char *entry = tc_bnb_test_example_entry (24);

  tc_bnb_test_legal (game, entry);
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 0);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 2);                 /* build 1 + zombie 1 */
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=fight,collect extra= left=1");
}

/* §2.1: hunger.mob is 1 to the mobs kept. */
static void
test_hunger_mob_illegal (void)
{
  g_autoptr(TcGame) game = example (23);
  g_autoptr(TcGame) ben = example (26);

  tc_bnb_test_illegal (game, HUNGER (1, 0), "hunger.mob");
  tc_bnb_test_illegal (game, HUNGER (1, 2), "hunger.mob");
  tc_bnb_test_illegal (ben, HUNGER (2, 1), "hunger.mob");
}

/* §4.2: only a hunger mob (the witch shows an orb). */
static void
test_hunger_bonus_illegal (void)
{
  g_autoptr(TcGame) game = example (31);

  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 1);
  tc_bnb_test_illegal (game, HUNGER (1, 1), "hunger.bonus");
}

/* §4, §9.4: hunger needs the active seat, phase actions, nothing pending. */
static void
test_hunger_phase_illegal (void)
{
  g_autoptr(TcGame) game = example (22);
  g_autoptr(TcGame) scoring = example (32);

  tc_bnb_test_illegal (game, HUNGER (2, 1), "turn.seat");
  tc_bnb_test_legal (game, EXPLORE (1, 3, 3));
  tc_bnb_test_assert_pending (game, "stack 2,2; stack 2,3");
  tc_bnb_test_illegal (game, HUNGER (1, 1), "pending.owed");
  tc_bnb_test_illegal (scoring, HUNGER (1, 1), "pending.owed");
}

/* Ana keeps a zombie (hunger), won with a TNT (5 + 2 + 0 = 7 ≥ 5); the
 * creeper (9 hearts) is face up at [1,2]. Ana's turn, nothing done.
 */
static TcGame *
hunger_game (const char *rulings)
{
  TcGame *game = fight_game (rulings, SETUP);

  tc_bnb_test_play (game, FIGHT_TNT (1, 1, 3, "['tnt','stone_sword','poisonous_potato']", 1), END (1), END (2), NULL);
  g_assert_cmpuint (seat_of (game, 1)->n_mobs, ==, 1);

  return game;
}

/* §4.2, §9.4: hunger may come before the actions. */
static void
test_hunger_before_actions_legal (void)
{
  g_autoptr(TcGame) game = hunger_game (SEED);

  tc_bnb_test_legal (game, HUNGER (1, 1));
  tc_bnb_test_assert_turn (game, "seat 1 actions regular= extra= left=1");
}

/* §4.2: two regular actions, different. */
static void
test_turn_two_different_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_play (game, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"), EXPLORE (1, 3, 3), NULL);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=collect,explore extra= left=0");
}

static void
test_turn_same_twice_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, COLLECT2 (1, "[1,1,1]", "wood", "[1,1,2]", "wood"), NULL);

  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,3]", "wood", "[1,1,4]", "wood"), "turn.different");
}

/* §4.2: no third action without an extra one. */
static void
test_turn_third_action_illegal (void)
{
  g_autoptr(TcGame) game = example (7);

  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,1,3]", "wood", "[1,1,4]", "wood"), "turn.actions");
  tc_bnb_test_illegal (game, FIGHT (1, 2, 3, "['poisonous_potato','wooden_sword','stone_sword']"), "turn.actions");
}

/* §4.2, §9.3: a free regular slot is used first, even with an extra
 * action held; then the extra one repeats.
 */
static void
test_extra_free_regular_first_legal (void)
{
  g_autoptr(TcGame) game = hunger_game (SEED);

  tc_bnb_test_legal (game, HUNGER (1, 1));
  tc_bnb_test_collect_next (game, 0, NULL);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=collect extra= left=1");
  tc_bnb_test_collect_next (game, 0, NULL);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=collect extra=collect left=0");
  tc_bnb_test_legal (game, EXPLORE (1, 1, 3));
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=collect,explore extra=collect left=0");
}

static void
test_extra_free_regular_first_illegal (void)
{
  g_autoptr(TcGame) game = hunger_game (SEED);
  g_autofree char *third = NULL;

  tc_bnb_test_legal (game, HUNGER (1, 1));
  tc_bnb_test_collect_next (game, 0, NULL);
  tc_bnb_test_collect_next (game, 0, NULL);
  third = tc_bnb_test_next_collect (game, 0, NULL);
  tc_bnb_test_illegal (game, third, "turn.different");
}

/* §5 repeat_only (§8 entry 25): the extra action repeats a collect, or
 * the fight.
 */
static void
test_extra_repeat_only_legal (void)
{
  g_autoptr(TcGame) game = example (24);
  g_autoptr(TcGame) fight = example (24);
  g_autofree char *entry = tc_bnb_test_example_entry (25);

  tc_bnb_test_legal (game, entry);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=fight,collect extra=collect left=0");
  tc_bnb_test_legal (fight, FIGHT (1, 3, 3, "['poisonous_potato','poisonous_potato','poisonous_potato']"));
  tc_bnb_test_assert_turn (fight, "seat 1 actions regular=fight,collect extra=fight left=0");
}

/* §5 repeat_only, §8 variant: an explore at entry 25 is refused. */
static void
test_extra_repeat_only_illegal (void)
{
  g_autoptr(TcGame) game = example (24);

  tc_bnb_test_illegal (game, EXPLORE (1, 3, 3), "turn.extra_repeat");
  tc_bnb_test_illegal (game, BUILD (1, 3, 2, 1, 1, "{'stone':1,'emerald':1}"), "turn.extra_repeat");
}

/* §5 any, §8 variant: the explore at entry 25 is legal; it owes the
 * reveals of [2,2] and [2,3], so the end_turn at 26 is not.
 */
static void
test_extra_any_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_example (ANY, 24);

  tc_bnb_test_legal (game, EXPLORE (1, 3, 3));
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=fight,collect extra=explore left=0");
  tc_bnb_test_assert_pending (game, "stack 2,2; stack 2,3");
  tc_bnb_test_illegal (game, END (1), "pending.owed");
}

/* §5 any: a repeat is still allowed. */
static void
test_extra_any_repeat_legal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_example (ANY, 24);
  g_autofree char *entry = tc_bnb_test_example_entry (25);

  tc_bnb_test_legal (game, entry);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=fight,collect extra=collect left=0");
}

/* §5 any: with the extra action used, nothing more. */
static void
test_extra_any_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_example (ANY, 25);

  tc_bnb_test_illegal (game, EXPLORE (1, 3, 3), "turn.actions");
}

/* §9.3: a lost fight is an action done: the extra action may repeat it
 * (3 < 9 both times).
 */
static void
test_extra_lost_fight_done_legal (void)
{
  g_autoptr(TcGame) game = hunger_game (SEED);

  tc_bnb_test_legal (game, FIGHT (1, 1, 2, "['stone_sword','wooden_sword','poisonous_potato']"));
  tc_bnb_test_collect_next (game, 0, NULL);
  tc_bnb_test_play (game, HUNGER (1, 1), FIGHT (1, 1, 2, "['stone_sword','wooden_sword','poisonous_potato']"), NULL);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=fight,collect extra=fight left=0");
  g_assert_cmpuint (top_of (game, 1, 2)->hearts, ==, 9);
}

static void
test_extra_lost_fight_done_illegal (void)
{
  g_autoptr(TcGame) game = hunger_game (SEED);

  tc_bnb_test_legal (game, FIGHT (1, 1, 2, "['stone_sword','wooden_sword','poisonous_potato']"));
  tc_bnb_test_collect_next (game, 0, NULL);
  tc_bnb_test_legal (game, HUNGER (1, 1));
  tc_bnb_test_illegal (game, EXPLORE (1, 1, 3), "turn.extra_repeat");
}

/* §9.2: an unused extra action is lost at end_turn: Ana's next turn has
 * none.
 */
static void
test_extra_lost_at_end_turn (void)
{
  g_autoptr(TcGame) game = example (22);

  tc_bnb_test_play (game, HUNGER (1, 1), END (1), NULL);
  tc_bnb_test_assert_turn (game, "seat 2 actions regular= extra= left=0");
  tc_bnb_test_legal (game, END (2));
  tc_bnb_test_assert_turn (game, "seat 1 actions regular= extra= left=0");
  tc_bnb_test_legal (game, COLLECT2 (1, "[1,3,1]", "wood", "[1,3,2]", "wood"));
  tc_bnb_test_illegal (game, COLLECT2 (1, "[1,3,3]", "wood", "[1,3,4]", "wood"), "turn.different");
}

/* §9.2: ...also when the end_turn owes a round: 0 through the scoring. */
static void
test_extra_lost_at_scoring (void)
{
  g_autoptr(TcGame) game = hunger_game (SEED);

  /* 7 turns of 2 (Ana ... Ana): 14 blocks; Ben passes; Ana takes the
   * last 2 of layer 1 with an extra action held.
   */
  tc_bnb_test_dig (game, 7, 0, FALSE);
  tc_bnb_test_play (game, END (2), HUNGER (1, 1), NULL);
  tc_bnb_test_collect_next (game, 0, NULL);
  g_assert_true (tc_bnb_state_layer_empty (tc_bnb_test_state (game), 1));
  tc_bnb_test_assert_turn (game, "seat 1 actions regular=collect extra= left=1");
  tc_bnb_test_legal (game, END (1));
  tc_bnb_test_assert_turn (game, "seat 1 scoring regular=collect extra= left=0");
  tc_bnb_test_assert_pending (game, "score 1 A; score 2 A");
  tc_bnb_test_play (game, SCORE (1, "forest"), SCORE (2, "forest"), NULL);
  tc_bnb_test_assert_turn (game, "seat 2 actions regular= extra= left=0");
}

/* End of turn ------------------------------------------------------------ */

/* §4.3, §8 variant: an end_turn while reveals are owed (entry 5). */
static void
test_end_turn_pending_illegal (void)
{
  g_autoptr(TcGame) game = example (4);

  tc_bnb_test_illegal (game, END (1), "pending.owed");
}

/* §4.2: ending a turn with fewer than 2 actions, none even, is legal;
 * the next seat in order follows, wrapping.
 */
static void
test_end_turn_few_actions_legal (void)
{
  g_autofree char *setup = tc_bnb_test_setup (3, NULL);
  g_autoptr(TcGame) game = tc_bnb_test_game (3, NULL, setup, NULL);

  tc_bnb_test_legal (game, END (1));
  tc_bnb_test_assert_turn (game, "seat 2 actions regular= extra= left=0");
  tc_bnb_test_play (game, EXPLORE (2, 3, 3), REVEAL_STACK (2, 2, MOB ("zombie", 2, 1)),
                    REVEAL_STACK (2, 3, MOB ("zombie", 2, 1)), REVEAL_STACK (3, 2, MOB ("zombie", 2, 1)),
                    REVEAL_STACK (3, 3, MOB ("zombie", 2, 1)), END (2), END (3), NULL);
  tc_bnb_test_assert_turn (game, "seat 1 actions regular= extra= left=0");
}

/* §6, §8 entry 32: layer 1 is empty: round A is owed, Ana first; the
 * turn keeps its seat and lists.
 */
static void
test_end_turn_owes_round_a (void)
{
  g_autoptr(TcGame) game = example (31);
  g_autofree char *entry = tc_bnb_test_example_entry (32);

  g_assert_true (tc_bnb_state_layer_empty (tc_bnb_test_state (game), 1));
  tc_bnb_test_legal (game, entry);
  tc_bnb_test_assert_turn (game, "seat 1 scoring regular=fight,collect extra= left=0");
  tc_bnb_test_assert_pending (game, "score 1 A; score 2 A");
}

/* §4.2: a round is owed once: layer 1 still empty at Ben's end_turn. */
static void
test_end_turn_round_owed_once (void)
{
  g_autoptr(TcGame) game = example (34);

  tc_bnb_test_collect_next (game, 0, NULL);
  tc_bnb_test_legal (game, END (2));
  tc_bnb_test_assert_pending (game, "");
  tc_bnb_test_assert_turn (game, "seat 1 actions regular= extra= left=0");
}

/* §4.3: no end_turn (nor action) in phase scoring. */
static void
test_end_turn_scoring_illegal (void)
{
  g_autoptr(TcGame) game = example (32);

  tc_bnb_test_illegal (game, END (1), "pending.owed");
  tc_bnb_test_illegal (game, EXPLORE (1, 3, 3), "pending.owed");
}

/* Three players, seat 2 first; 30 blocks dug (all of layers 1 and 2 but
 * [1,4,4] and [2,4,4] below it) in 15 turns: seats 2, 3, 1, ... 1. Seat 2
 * then takes both and ends its turn: rounds A and B are owed at once.
 */
static TcGame *
two_rounds_game (void)
{
  g_autofree char *setup = tc_bnb_test_setup (3, ",'first_seat':2");
  TcGame *game = tc_bnb_test_game (3, NULL, setup, NULL);

  tc_bnb_test_dig (game, 15, TC_BNB_TEST_KEEP (1, 4, 4) | TC_BNB_TEST_KEEP (2, 4, 4), FALSE);
  tc_bnb_test_assert_turn (game, "seat 2 actions regular= extra= left=0");
  g_assert_cmpuint (tc_bnb_state_cube_count (tc_bnb_test_state (game)), ==, 34);
  tc_bnb_test_legal (game, COLLECT2 (2, "[1,4,4]", "stone", "[2,4,4]", "stone"));
  tc_bnb_test_legal (game, END (2));

  return game;
}

/* §6, §9.7: every seat's choice for A, the triggering seat first, then
 * every seat's for B.
 */
static void
test_end_turn_two_rounds (void)
{
  g_autoptr(TcGame) game = two_rounds_game ();

  tc_bnb_test_assert_turn (game, "seat 2 scoring regular=collect extra= left=0");
  tc_bnb_test_assert_pending (game, "score 2 A; score 3 A; score 1 A; score 2 B; score 3 B; score 1 B");
  tc_bnb_test_illegal (game, SCORE (3, "forest"), "score.seat");
  tc_bnb_test_illegal (game, SCORE (2, "wood"), "score.value");
}

/* Score choices -------------------------------------------------------- */

/* §6, §8 entries 33–34: Ana's forest: 4 spaces, the top row of 3
 * connected ([3,1] apart): 3 × 2 = 6 → 4 + 6 = 10 XP. Ben's desert:
 * [1,1], [2,3], [3,2], none touching (diagonals do not): 1 × 4 = 4.
 */
static void
test_score_legal (void)
{
  g_autoptr(TcGame) game = example (32);

  tc_bnb_test_legal (game, SCORE (1, "forest"));
  assert_round_score (game, 1, ROUND_A, FOREST, 3, 6);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 10);
  tc_bnb_test_assert_pending (game, "score 2 A");
  tc_bnb_test_legal (game, SCORE (2, "desert"));
  assert_round_score (game, 2, ROUND_A, DESERT, 1, 4);
  g_assert_cmpint (seat_of (game, 2)->xp, ==, 4);
  g_assert_cmpint (seat_of (game, 1)->scores[ROUND_B].value, ==, -1);
  g_assert_cmpint (seat_of (game, 1)->orbs, ==, -1);
}

/* §4.3: only the front item's seat may answer. */
static void
test_score_seat_illegal (void)
{
  g_autoptr(TcGame) game = example (32);

  tc_bnb_test_illegal (game, SCORE (2, "desert"), "score.seat");
  tc_bnb_test_legal (game, SCORE (1, "forest"));
  tc_bnb_test_illegal (game, SCORE (1, "forest"), "score.seat");
}

/* §6: round A scores a biome. */
static void
test_score_value_illegal (void)
{
  g_autoptr(TcGame) game = example (32);

  tc_bnb_test_illegal (game, SCORE (1, "wood"), "score.value");
  tc_bnb_test_illegal (game, SCORE (1, "dwelling"), "score.value");
  tc_bnb_test_illegal (game, SCORE (1, "jungle"), NULL);
}

/* §4: a score choice only when one is owed. */
static void
test_score_not_owed_illegal (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_illegal (game, SCORE (1, "forest"), "score.not_owed");
}

/* §6: a built space has the tile's biome: Ana's desert is [2,3] alone
 * ([1,3] is a forest dwelling now): 1 × 4 = 4, not 2 × 4.
 */
static void
test_score_built_biome (void)
{
  g_autoptr(TcGame) game = example (32);

  tc_bnb_test_legal (game, SCORE (1, "desert"));
  assert_round_score (game, 1, ROUND_A, DESERT, 1, 4);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 8);                 /* 4 + 4 */
}

/* §9.8: seats may choose the same value: Ben's forest [1,3] and [2,1]
 * do not touch: 1 × 2 = 2.
 */
static void
test_score_same_value_legal (void)
{
  g_autoptr(TcGame) game = example (33);

  tc_bnb_test_legal (game, SCORE (2, "forest"));
  assert_round_score (game, 2, ROUND_A, FOREST, 1, 2);
  g_assert_cmpint (seat_of (game, 2)->xp, ==, 2);
}

/* §6, §9.8: no matching space gives a group of 0 and 0 XP (no seat has
 * built anything by round B).
 */
static void
test_score_zero_legal (void)
{
  g_autoptr(TcGame) game = two_rounds_game ();

  /* A: seat 2 (Ben's board) forest 1 × 2; seat 3 (Ana's board) forest
   * [1,1]–[1,2] 2 × 2; seat 1 (Ana's board) desert [1,3]–[2,3] 2 × 4.
   */
  tc_bnb_test_play (game, SCORE (2, "forest"), SCORE (3, "forest"), SCORE (1, "desert"), NULL);
  assert_round_score (game, 2, ROUND_A, FOREST, 1, 2);
  assert_round_score (game, 3, ROUND_A, FOREST, 2, 4);
  assert_round_score (game, 1, ROUND_A, DESERT, 2, 8);
  tc_bnb_test_play (game, SCORE (2, "obsidian"), SCORE (3, "wood"), NULL);
  assert_round_score (game, 2, ROUND_B, M_OBSIDIAN, 0, 0);
  assert_round_score (game, 3, ROUND_B, M_WOOD, 0, 0);
  g_assert_cmpint (seat_of (game, 2)->xp, ==, 2);
}

/* §6, §9.7: after the last choice the seat after the triggering seat
 * starts a fresh turn.
 */
static void
test_score_next_seat (void)
{
  g_autoptr(TcGame) game = two_rounds_game ();
  g_autoptr(TcGame) ben = example (34);

  tc_bnb_test_play (game, SCORE (2, "forest"), SCORE (3, "forest"), SCORE (1, "desert"),
                    SCORE (2, "obsidian"), SCORE (3, "wood"), SCORE (1, "stone"), NULL);
  tc_bnb_test_assert_pending (game, "");
  tc_bnb_test_assert_turn (game, "seat 3 actions regular= extra= left=0");
  g_assert_false (tc_bnb_test_state (game)->finished);
  tc_bnb_test_assert_turn (ben, "seat 2 actions regular= extra= left=0");
}

/* The end ------------------------------------------------------------------ */

static gboolean
is_winner (TcGame *game,
           guint   seat)
{
  return (tc_bnb_test_state (game)->winners & (1u << (seat - 1))) != 0;
}

/* §6, §9.8: the example played on to the end. Layers 2 and 3, 8 turns
 * each from Ben's (Ana's end_turn owes B, then C). B: Ana wood, her
 * dwelling at [1,3]: 1 × 3 = 3; Ben sand, nothing built: 0. C: Ana
 * dwelling 1 × 3 = 3; Ben bridge 0. Orbs: Ana's witch, 1 per forest
 * space: [1,1], [1,2] printed, [1,3] built, [3,1] printed = 4. Ana
 * 10 + 3 + 3 + 4 = 20, Ben 4.
 */
static void
test_end_orbs (void)
{
  g_autoptr(TcGame) game = example (34);

  tc_bnb_test_dig (game, 8, 0, FALSE);
  tc_bnb_test_assert_pending (game, "score 1 B; score 2 B");
  tc_bnb_test_play (game, SCORE (1, "wood"), SCORE (2, "sand"), NULL);
  assert_round_score (game, 1, ROUND_B, M_WOOD, 1, 3);
  assert_round_score (game, 2, ROUND_B, M_SAND, 0, 0);
  tc_bnb_test_assert_turn (game, "seat 2 actions regular= extra= left=0");

  tc_bnb_test_dig (game, 8, 0, FALSE);
  tc_bnb_test_assert_pending (game, "score 1 C; score 2 C");
  tc_bnb_test_legal (game, SCORE (1, "dwelling"));
  g_assert_false (tc_bnb_test_state (game)->finished);
  g_assert_cmpint (seat_of (game, 1)->orbs, ==, -1);
  tc_bnb_test_legal (game, SCORE (2, "bridge"));

  g_assert_true (tc_bnb_test_state (game)->finished);
  g_assert_true (tc_game_is_finished (game));
  assert_round_score (game, 1, ROUND_C, DWELLING, 1, 3);
  g_assert_cmpint (seat_of (game, 1)->orbs, ==, 4);
  g_assert_cmpint (seat_of (game, 2)->orbs, ==, 0);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 20);
  g_assert_cmpint (seat_of (game, 2)->xp, ==, 4);
  g_assert_true (is_winner (game, 1));
  g_assert_false (is_winner (game, 2));
}

/* A fresh two-player game dug to the end, 2 blocks a turn. Layer 1: 8
 * turns, Ana's 1st ... Ben's 8th: Ben owes A and scores desert first:
 * [1,1], [2,3], [3,2] apart: 1 × 4 = 4; Ana scores @ana_a. Layer 2 the
 * same (Ana's turn first again): B, nothing built, 0 each. Layer 3:
 * with @layer_4, Ana's second turn of it takes [4,1,1] and [4,1,2]
 * (open since [3,1,1] and [3,1,2] are gone), so she collects 13 times
 * (26 blocks) to Ben's 12 (24) and owes C; otherwise 12 each and Ben owes C.
 */
static TcGame *
game_to_end (const char *ana_a,
             gboolean    layer_4)
{
  g_autofree char *ana_choice = g_strdup_printf (SCORE (1, "%s"), ana_a);
  TcGame *game = tc_bnb_test_game (2, NULL, SETUP, NULL);

  tc_bnb_test_dig (game, 8, 0, FALSE);
  tc_bnb_test_assert_pending (game, "score 2 A; score 1 A");
  tc_bnb_test_play (game, SCORE (2, "desert"), ana_choice, NULL);
  assert_round_score (game, 2, ROUND_A, DESERT, 1, 4);
  tc_bnb_test_dig (game, 8, 0, FALSE);
  tc_bnb_test_assert_pending (game, "score 2 B; score 1 B");
  tc_bnb_test_play (game, SCORE (2, "wood"), SCORE (1, "wood"), NULL);
  if (!layer_4)
    {
      tc_bnb_test_dig (game, 8, 0, FALSE);
      tc_bnb_test_assert_pending (game, "score 2 C; score 1 C");
      tc_bnb_test_play (game, SCORE (2, "dwelling"), SCORE (1, "dwelling"), NULL);
    }
  else
    {
      tc_bnb_test_dig (game, 2, 0, FALSE);
      tc_bnb_test_play (game, COLLECT2 (1, "[4,1,1]", "wood", "[4,1,2]", "wood"), END (1), NULL);
      tc_bnb_test_dig (game, 6, 0, FALSE);
      tc_bnb_test_assert_pending (game, "score 1 C; score 2 C");
      tc_bnb_test_play (game, SCORE (1, "dwelling"), SCORE (2, "dwelling"), NULL);
    }
  g_assert_true (tc_bnb_test_state (game)->finished);

  return game;
}

/* §6: equal XP and equal blocks: both win. Ana forest [1,1]–[1,2]:
 * 2 × 2 = 4 = Ben's 4; 24 blocks each.
 */
static void
test_end_shared_win (void)
{
  g_autoptr(TcGame) game = game_to_end ("forest", FALSE);

  assert_round_score (game, 1, ROUND_A, FOREST, 2, 4);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 4);
  g_assert_cmpint (seat_of (game, 2)->xp, ==, 4);
  g_assert_cmpuint (blocks_held (game, 1), ==, 24);
  g_assert_cmpuint (blocks_held (game, 2), ==, 24);
  g_assert_cmpint (seat_of (game, 1)->orbs, ==, 0);
  g_assert_true (is_winner (game, 1));
  g_assert_true (is_winner (game, 2));
}

/* §6, §9.8: equal XP (4 each): the most blocks held wins (26 to 24). */
static void
test_end_blocks_tiebreak (void)
{
  g_autoptr(TcGame) game = game_to_end ("forest", TRUE);

  g_assert_cmpint (seat_of (game, 1)->xp, ==, 4);
  g_assert_cmpint (seat_of (game, 2)->xp, ==, 4);
  g_assert_cmpuint (blocks_held (game, 1), ==, 26);
  g_assert_cmpuint (blocks_held (game, 2), ==, 24);
  g_assert_true (is_winner (game, 1));
  g_assert_false (is_winner (game, 2));
}

/* §6: the same with the later seat holding more: Ana passes her first
 * turn, so Ben makes collects 1, 3, ... 25 (turns 2, 4, ...). Ana owes A
 * (collect 8) and B (16) and scores first; Ben's second turn of layer 3
 * takes [4,1,1] and [4,1,2]; Ben owes C (collect 25). XP 4 each (Ana
 * forest 2 × 2, Ben desert 1 × 4); blocks: Ben 13 × 2 = 26, Ana 24.
 */
static void
test_end_blocks_tiebreak_later_seat (void)
{
  g_autoptr(TcGame) game = tc_bnb_test_game (2, NULL, SETUP, END (1), NULL);

  tc_bnb_test_dig (game, 8, 0, FALSE);
  tc_bnb_test_assert_pending (game, "score 1 A; score 2 A");
  tc_bnb_test_play (game, SCORE (1, "forest"), SCORE (2, "desert"), NULL);
  tc_bnb_test_dig (game, 8, 0, FALSE);
  tc_bnb_test_assert_pending (game, "score 1 B; score 2 B");
  tc_bnb_test_play (game, SCORE (1, "sand"), SCORE (2, "sand"), NULL);
  tc_bnb_test_dig (game, 2, 0, FALSE);
  tc_bnb_test_play (game, COLLECT2 (2, "[4,1,1]", "wood", "[4,1,2]", "wood"), END (2), NULL);
  tc_bnb_test_dig (game, 6, 0, FALSE);
  tc_bnb_test_assert_pending (game, "score 2 C; score 1 C");
  tc_bnb_test_play (game, SCORE (2, "bridge"), SCORE (1, "bridge"), NULL);

  g_assert_true (tc_bnb_test_state (game)->finished);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 4);
  g_assert_cmpint (seat_of (game, 2)->xp, ==, 4);
  g_assert_cmpuint (blocks_held (game, 1), ==, 24);
  g_assert_cmpuint (blocks_held (game, 2), ==, 26);
  g_assert_false (is_winner (game, 1));
  g_assert_true (is_winner (game, 2));
}

/* §6: XP first: Ana's snow [2,2], [3,3] do not touch: 1 × 2 = 2 < 4;
 * her 26 blocks do not matter.
 */
static void
test_end_xp_first (void)
{
  g_autoptr(TcGame) game = game_to_end ("snow", TRUE);

  assert_round_score (game, 1, ROUND_A, SNOW, 1, 2);
  g_assert_cmpint (seat_of (game, 1)->xp, ==, 2);
  g_assert_cmpuint (blocks_held (game, 1), ==, 26);
  g_assert_false (is_winner (game, 1));
  g_assert_true (is_winner (game, 2));
}

/* §4, §7: after the end only notes are legal; the turn stays as it was
 * (Ben, scoring, his lists), nothing pending.
 */
static void
test_end_only_notes (void)
{
  g_autoptr(TcGame) game = game_to_end ("forest", FALSE);

  tc_bnb_test_assert_turn (game, "seat 2 scoring regular=collect extra= left=0");
  tc_bnb_test_assert_pending (game, "");
  assert_note_changes_nothing (game);
  tc_bnb_test_illegal (game, COLLECT1 (1, "[4,4,4]", "wood"), "game.finished");
  tc_bnb_test_illegal (game, END (1), "game.finished");
  tc_bnb_test_illegal (game, END (2), "game.finished");
  tc_bnb_test_illegal (game, SCORE (1, "wood"), "game.finished");
  tc_bnb_test_illegal (game, HUNGER (1, 1), "game.finished");
  tc_bnb_test_illegal (game, REVEAL_STACK (1, 1, MOB ("zombie", 1, 1)), "game.finished");
  tc_bnb_test_illegal (game, SETUP, "game.finished");
}

/* §7: the bottom layer is takeable while the game runs, and no block is
 * once it is over, so that the cube marks none.
 */
static void
test_end_nothing_takeable (void)
{
  g_autoptr(TcGame) game = game_to_end ("forest", FALSE);
  const TcBnbState *state = tc_bnb_test_state (game);
  TcBnbState running = *state;
  guint bottom = 0;

  running.finished = FALSE;
  for (guint cell = 0; cell < TC_BNB_N_CELLS; cell++)
    {
      g_assert_false (tc_bnb_state_takeable (state, cell));
      bottom += tc_bnb_state_takeable (&running, cell);
    }
  g_assert_cmpuint (bottom, >, 0);
}

/* Prompts name a stack or a token as the table finds it, by its row
 * and its place in the row, never by coordinates.
 */
static void
test_text_places (void)
{
  const struct { guint row, col; const char *words; } places[] = {
    { 1, 2, "stack 2 of the top row" },
    { 2, 1, "stack 1 of the second row" },
    { 3, 4, "stack 4 of the third row" },
    { 4, 3, "stack 3 of the bottom row" },
    { 0, 2, "token 2 from the left, above the map" },
    { 5, 4, "token 4 from the left, below the map" },
    { 3, 0, "token 3 from the top, left of the map" },
    { 2, 5, "token 2 from the top, right of the map" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      g_autofree char *words = tc_bnb_describe_place (places[i].row, places[i].col);

      g_assert_cmpstr (words, ==, places[i].words);
    }
  g_assert_cmpstr (tc_bnb_describe_round (0), ==, "scoring round A, biome");
  g_assert_cmpstr (tc_bnb_describe_round (2), ==, "scoring round C, building type");
}

/* Log lines name places as the table finds them too: a stack or token
 * turned over by its row, a board space by where it lies, a crossing
 * by the corner of the stack it touches, never "1,2".
 * Entries 5, 7 and 28 of bnb-end.json (indices 4, 6 and 27): token [0,2] shows a stone
 * pickaxe, stack [1,2] a forest wood dwelling, and Ana builds it on
 * space [2,2], the middle of the middle row.
 */
static void
test_text_log_places (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "bnb-end.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_file (path, NULL, &error);
  g_autoptr(TcGame) game = NULL;
  g_autoptr(GRegex) coordinates = g_regex_new ("[0-9],[0-9]", 0, 0, NULL);
  g_autofree char *token = NULL;
  g_autofree char *stack = NULL;
  g_autofree char *build = NULL;
  /* Crossing [r,c] is the top-left corner of stack [r,c]; row and
   * column 5 are the bottom and right corners of row and column 4. */
  const struct { guint row, col; const char *words; } crossings[] = {
    { 3, 3, "the top-left corner of stack 3 of the third row" },
    { 1, 5, "the top-right corner of stack 4 of the top row" },
    { 5, 2, "the bottom-left corner of stack 2 of the bottom row" },
    { 5, 5, "the bottom-right corner of stack 4 of the bottom row" },
  };

  g_assert_no_error (error);
  game = tc_game_new_from_log (log, G_MAXUINT);
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, 82);
  token = tc_game_describe_entry (game, 4);
  stack = tc_game_describe_entry (game, 6);
  build = tc_game_describe_entry (game, 27);
  g_assert_cmpstr (token, ==, "Token 2 from the left, above the map turned over: stone pickaxe");
  g_assert_cmpstr (stack, ==, "Stack 2 of the top row turned over: forest wood dwelling (costs 2 wood, 1 XP)");
  g_assert_cmpstr (build, ==, "Ana builds the forest wood dwelling on the centre space of their board, paying 2 wood (+1 XP)");
  g_assert_cmpstr (tc_bnb_describe_board_place (1, 3), ==, "top-right space");
  for (guint i = 0; i < G_N_ELEMENTS (crossings); i++)
    {
      g_autofree char *words = tc_bnb_describe_crossing (crossings[i].row, crossings[i].col);

      g_assert_cmpstr (words, ==, crossings[i].words);
    }
  g_assert_cmpstr (tc_bnb_describe_board_place (3, 1), ==, "bottom-left space");

  for (guint i = 0; i < tc_game_get_n_entries (game); i++)
    {
      g_autofree char *sentence = tc_game_describe_entry (game, i);

      g_assert_false (g_regex_match (coordinates, sentence, 0, NULL));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bnb/rules/setup/legal", test_setup_legal);
  g_test_add_func ("/bnb/rules/setup/first-seat-default", test_setup_first_seat_default);
  g_test_add_func ("/bnb/rules/setup/first-seat-illegal", test_setup_first_seat_illegal);
  g_test_add_func ("/bnb/rules/setup/before-illegal", test_setup_before_illegal);
  g_test_add_func ("/bnb/rules/setup/once-illegal", test_setup_once_illegal);
  g_test_add_func ("/bnb/rules/setup/boards-count-illegal", test_setup_boards_count_illegal);
  g_test_add_func ("/bnb/rules/setup/board-length-illegal", test_setup_board_length_illegal);
  g_test_add_func ("/bnb/rules/setup/weapon-hearts-legal", test_setup_weapon_hearts_legal);
  g_test_add_func ("/bnb/rules/setup/weapon-hearts-illegal", test_setup_weapon_hearts_illegal);
  g_test_add_func ("/bnb/rules/setup/scoring-legal", test_setup_scoring_legal);
  g_test_add_func ("/bnb/rules/setup/scoring-illegal", test_setup_scoring_illegal);
  g_test_add_func ("/bnb/rules/setup/unknown-biome-illegal", test_setup_unknown_biome_illegal);
  g_test_add_func ("/bnb/rules/note/anywhere-legal", test_note_anywhere);
  g_test_add_func ("/bnb/rules/seat/active-legal", test_seat_active_legal);
  g_test_add_func ("/bnb/rules/seat/active-illegal", test_seat_active_illegal);

  g_test_add_func ("/bnb/rules/collect/corners-legal", test_collect_corners_legal);
  g_test_add_func ("/bnb/rules/collect/takeable-illegal", test_collect_takeable_illegal);
  g_test_add_func ("/bnb/rules/collect/opened-legal", test_collect_opened_legal);
  g_test_add_func ("/bnb/rules/collect/two-open-sides-legal", test_collect_two_open_sides_legal);
  g_test_add_func ("/bnb/rules/collect/two-open-sides-illegal", test_collect_two_open_sides_illegal);
  g_test_add_func ("/bnb/rules/collect/dig-down-legal", test_collect_dig_down_legal);
  g_test_add_func ("/bnb/rules/collect/taken-illegal", test_collect_taken_illegal);
  g_test_add_func ("/bnb/rules/collect/count-illegal", test_collect_count_illegal);
  g_test_add_func ("/bnb/rules/collect/at-illegal", test_collect_at_illegal);
  g_test_add_func ("/bnb/rules/collect/unknown-block-illegal", test_collect_unknown_block_illegal);
  g_test_add_func ("/bnb/rules/collect/block-count-legal", test_collect_block_count_legal);
  g_test_add_func ("/bnb/rules/collect/block-count-illegal", test_collect_block_count_illegal);
  g_test_add_func ("/bnb/rules/collect/pickaxe-seed-legal", test_collect_pickaxe_seed_legal);
  g_test_add_func ("/bnb/rules/collect/pickaxe-seed-illegal", test_collect_pickaxe_seed_illegal);
  g_test_add_func ("/bnb/rules/collect/pickaxe-hearts-only-illegal", test_collect_pickaxe_hearts_only_illegal);
  g_test_add_func ("/bnb/rules/collect/last-block-legal", test_collect_last_block_legal);
  g_test_add_func ("/bnb/rules/collect/last-block-illegal", test_collect_last_block_illegal);
  g_test_add_func ("/bnb/rules/collect/empty-illegal", test_collect_empty_illegal);

  g_test_add_func ("/bnb/rules/explore/distance-legal", test_explore_distance_legal);
  g_test_add_func ("/bnb/rules/explore/distance-illegal", test_explore_distance_illegal);
  g_test_add_func ("/bnb/rules/explore/zero-legal", test_explore_zero_legal);
  g_test_add_func ("/bnb/rules/explore/order", test_explore_order);
  g_test_add_func ("/bnb/rules/explore/face-up-not-owed", test_explore_face_up_not_owed);
  g_test_add_func ("/bnb/rules/explore/taken-not-owed", test_explore_taken_not_owed);
  g_test_add_func ("/bnb/rules/explore/empty-stack-not-owed", test_explore_empty_stack_not_owed);
  g_test_add_func ("/bnb/rules/explore/new-top-face-down-illegal", test_explore_new_top_face_down_illegal);
  g_test_add_func ("/bnb/rules/explore/new-top-owed-legal", test_explore_new_top_owed_legal);

  g_test_add_func ("/bnb/rules/reveal/any-order-legal", test_reveal_any_order_legal);
  g_test_add_func ("/bnb/rules/reveal/not-owed-illegal", test_reveal_not_owed_illegal);
  g_test_add_func ("/bnb/rules/reveal/cell-illegal", test_reveal_cell_illegal);
  g_test_add_func ("/bnb/rules/reveal/cost-legal", test_reveal_cost_legal);
  g_test_add_func ("/bnb/rules/reveal/cost-illegal", test_reveal_cost_illegal);
  g_test_add_func ("/bnb/rules/reveal/xp-legal", test_reveal_xp_legal);
  g_test_add_func ("/bnb/rules/reveal/xp-illegal", test_reveal_xp_illegal);
  g_test_add_func ("/bnb/rules/reveal/hearts-legal", test_reveal_hearts_legal);
  g_test_add_func ("/bnb/rules/reveal/hearts-illegal", test_reveal_hearts_illegal);
  g_test_add_func ("/bnb/rules/reveal/orb-legal", test_reveal_orb_legal);
  g_test_add_func ("/bnb/rules/reveal/orb-illegal", test_reveal_orb_illegal);
  g_test_add_func ("/bnb/rules/reveal/unknown-ids-illegal", test_reveal_unknown_ids_illegal);
  g_test_add_func ("/bnb/rules/reveal/owed-first-illegal", test_reveal_owed_first_illegal);

  g_test_add_func ("/bnb/rules/build/legal", test_build_legal);
  g_test_add_func ("/bnb/rules/build/emerald-wild-legal", test_build_emerald_wild_legal);
  g_test_add_func ("/bnb/rules/build/exact-illegal", test_build_exact_illegal);
  g_test_add_func ("/bnb/rules/build/overpaid-illegal", test_build_overpaid_illegal);
  g_test_add_func ("/bnb/rules/build/held-illegal", test_build_held_illegal);
  g_test_add_func ("/bnb/rules/build/afford-illegal", test_build_afford_illegal);
  g_test_add_func ("/bnb/rules/build/advice-legal", test_build_advice_legal);
  g_test_add_func ("/bnb/rules/turn/actions-left", test_actions_left);
  g_test_add_func ("/bnb/rules/build/pay-bounds-illegal", test_build_pay_bounds_illegal);
  g_test_add_func ("/bnb/rules/build/adjacent-legal", test_build_adjacent_legal);
  g_test_add_func ("/bnb/rules/build/adjacent-illegal", test_build_adjacent_illegal);
  g_test_add_func ("/bnb/rules/build/top-illegal", test_build_top_illegal);
  g_test_add_func ("/bnb/rules/build/space-illegal", test_build_space_illegal);
  g_test_add_func ("/bnb/rules/build/cover-legal", test_build_cover_legal);

  g_test_add_func ("/bnb/rules/fight/won-legal", test_fight_won_legal);
  g_test_add_func ("/bnb/rules/fight/lost-legal", test_fight_lost_legal);
  g_test_add_func ("/bnb/rules/fight/adjacent-illegal", test_fight_adjacent_illegal);
  g_test_add_func ("/bnb/rules/fight/top-illegal", test_fight_top_illegal);
  g_test_add_func ("/bnb/rules/fight/drawn-seed-illegal", test_fight_drawn_seed_illegal);
  g_test_add_func ("/bnb/rules/fight/drawn-hearts-only-legal", test_fight_drawn_hearts_only_legal);
  g_test_add_func ("/bnb/rules/fight/drawn-hearts-only-illegal", test_fight_drawn_hearts_only_illegal);
  g_test_add_func ("/bnb/rules/fight/pile-legal", test_fight_pile_legal);
  g_test_add_func ("/bnb/rules/fight/pile-illegal", test_fight_pile_illegal);
  g_test_add_func ("/bnb/rules/fight/detonate-won-legal", test_fight_detonate_won_legal);
  g_test_add_func ("/bnb/rules/fight/detonate-lost-legal", test_fight_detonate_lost_legal);
  g_test_add_func ("/bnb/rules/fight/tnt-kept-legal", test_fight_tnt_kept_legal);
  g_test_add_func ("/bnb/rules/fight/detonate-illegal", test_fight_detonate_illegal);
  g_test_add_func ("/bnb/rules/fight/detonate-hearts-only-legal", test_fight_detonate_hearts_only_legal);
  g_test_add_func ("/bnb/rules/fight/detonate-hearts-only-illegal", test_fight_detonate_hearts_only_illegal);
  g_test_add_func ("/bnb/rules/fight/detonate-lowers-legal", test_fight_detonate_lowers_legal);
  g_test_add_func ("/bnb/rules/fight/bow-seed-legal", test_fight_bow_seed_legal);
  g_test_add_func ("/bnb/rules/fight/mobs-in-order", test_fight_mobs_in_order);

  g_test_add_func ("/bnb/rules/take-weapon/legal", test_take_weapon_legal);
  g_test_add_func ("/bnb/rules/take-weapon/adjacent-illegal", test_take_weapon_adjacent_illegal);
  g_test_add_func ("/bnb/rules/take-weapon/taken-illegal", test_take_weapon_taken_illegal);
  g_test_add_func ("/bnb/rules/take-weapon/token-illegal", test_take_weapon_token_illegal);
  g_test_add_func ("/bnb/rules/take-weapon/golden-hoe-seed", test_take_weapon_golden_hoe_seed);
  g_test_add_func ("/bnb/rules/take-weapon/golden-hoe-hearts-only", test_take_weapon_golden_hoe_hearts_only);

  g_test_add_func ("/bnb/rules/hunger/legal", test_hunger_legal);
  g_test_add_func ("/bnb/rules/hunger/mob-illegal", test_hunger_mob_illegal);
  g_test_add_func ("/bnb/rules/hunger/bonus-illegal", test_hunger_bonus_illegal);
  g_test_add_func ("/bnb/rules/hunger/phase-illegal", test_hunger_phase_illegal);
  g_test_add_func ("/bnb/rules/hunger/before-actions-legal", test_hunger_before_actions_legal);
  g_test_add_func ("/bnb/rules/turn/two-different-legal", test_turn_two_different_legal);
  g_test_add_func ("/bnb/rules/turn/same-twice-illegal", test_turn_same_twice_illegal);
  g_test_add_func ("/bnb/rules/turn/third-action-illegal", test_turn_third_action_illegal);
  g_test_add_func ("/bnb/rules/extra/free-regular-first-legal", test_extra_free_regular_first_legal);
  g_test_add_func ("/bnb/rules/extra/free-regular-first-illegal", test_extra_free_regular_first_illegal);
  g_test_add_func ("/bnb/rules/extra/repeat-only-legal", test_extra_repeat_only_legal);
  g_test_add_func ("/bnb/rules/extra/repeat-only-illegal", test_extra_repeat_only_illegal);
  g_test_add_func ("/bnb/rules/extra/any-legal", test_extra_any_legal);
  g_test_add_func ("/bnb/rules/extra/any-repeat-legal", test_extra_any_repeat_legal);
  g_test_add_func ("/bnb/rules/extra/any-illegal", test_extra_any_illegal);
  g_test_add_func ("/bnb/rules/extra/lost-fight-done-legal", test_extra_lost_fight_done_legal);
  g_test_add_func ("/bnb/rules/extra/lost-fight-done-illegal", test_extra_lost_fight_done_illegal);
  g_test_add_func ("/bnb/rules/extra/lost-at-end-turn", test_extra_lost_at_end_turn);
  g_test_add_func ("/bnb/rules/extra/lost-at-scoring", test_extra_lost_at_scoring);

  g_test_add_func ("/bnb/rules/end-turn/pending-illegal", test_end_turn_pending_illegal);
  g_test_add_func ("/bnb/rules/end-turn/few-actions-legal", test_end_turn_few_actions_legal);
  g_test_add_func ("/bnb/rules/end-turn/owes-round-a", test_end_turn_owes_round_a);
  g_test_add_func ("/bnb/rules/end-turn/round-owed-once", test_end_turn_round_owed_once);
  g_test_add_func ("/bnb/rules/end-turn/scoring-illegal", test_end_turn_scoring_illegal);
  g_test_add_func ("/bnb/rules/end-turn/two-rounds", test_end_turn_two_rounds);

  g_test_add_func ("/bnb/rules/score/legal", test_score_legal);
  g_test_add_func ("/bnb/rules/score/seat-illegal", test_score_seat_illegal);
  g_test_add_func ("/bnb/rules/score/value-illegal", test_score_value_illegal);
  g_test_add_func ("/bnb/rules/score/not-owed-illegal", test_score_not_owed_illegal);
  g_test_add_func ("/bnb/rules/score/built-biome", test_score_built_biome);
  g_test_add_func ("/bnb/rules/score/same-value-legal", test_score_same_value_legal);
  g_test_add_func ("/bnb/rules/score/zero-legal", test_score_zero_legal);
  g_test_add_func ("/bnb/rules/score/next-seat", test_score_next_seat);

  g_test_add_func ("/bnb/rules/end/orbs", test_end_orbs);
  g_test_add_func ("/bnb/rules/end/shared-win", test_end_shared_win);
  g_test_add_func ("/bnb/rules/end/blocks-tiebreak", test_end_blocks_tiebreak);
  g_test_add_func ("/bnb/rules/end/blocks-tiebreak-later-seat", test_end_blocks_tiebreak_later_seat);
  g_test_add_func ("/bnb/rules/end/xp-first", test_end_xp_first);
  g_test_add_func ("/bnb/rules/end/only-notes", test_end_only_notes);
  g_test_add_func ("/bnb/rules/end/nothing-takeable", test_end_nothing_takeable);
  g_test_add_func ("/bnb/rules/text/places", test_text_places);
  g_test_add_func ("/bnb/rules/text/log-places", test_text_log_places);

  return g_test_run ();
}
