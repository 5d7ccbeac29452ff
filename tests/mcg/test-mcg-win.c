/* test-mcg-win.c: the point target and the end of the game (spec §3, §7.2.10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

static void
test_targets (void)
{
  static const guint targets[] = { 0, 0, 24, 20, 16 };

  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(TcGame) game = tc_mcg_test_game_new (n, NULL, NULL);

      g_assert_cmpuint (tc_mcg_test_rules (game)->target, ==, targets[n]);
    }
}

static void
test_below_target_plays_on (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (4, NULL, TC_MCG_TEST_WINNING_GAME, NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->seats[0].points, ==, 11);
  g_assert_cmpint (tc_mcg_test_state (game)->winner, ==, -1);
  g_assert_false (tc_game_is_finished (game));
}

static void
test_reaching_target_wins (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (4, NULL, TC_MCG_TEST_WINNING_GAME, TC_MCG_TEST_WINNING_CRAFT, NULL);
  g_autoptr(JsonNode) node = tc_ruleset_state_to_json (tc_game_get_ruleset (game), tc_game_get_state (game));
  JsonObject *object = json_node_get_object (node);
  JsonObject *turn = json_object_get_object_member (object, "turn");
  JsonObject *craft4 = json_array_get_object_element (json_object_get_array_member (object, "craft_piles"), 3);

  g_assert_true (tc_game_is_finished (game));
  g_assert_cmpuint (tc_ruleset_get_winners (tc_game_get_ruleset (game), tc_game_get_state (game)), ==, 1u << 0);
  g_assert_cmpstr (json_object_get_string_member (object, "status"), ==, "finished");
  g_assert_cmpint (json_object_get_int_member (object, "winner"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (turn, "seat"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (turn, "actions_left"), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "pending")), ==, 0);
  g_assert_true (json_object_get_null_member (craft4, "top"));
  g_assert_cmpint (json_object_get_int_member (craft4, "remaining"), ==, 5);
  g_assert_cmpuint (tc_mcg_test_state (game)->seats[0].points, ==, 17);
}

static void
test_only_notes_after_win (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (4, NULL, TC_MCG_TEST_WINNING_GAME, TC_MCG_TEST_WINNING_CRAFT, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"craft_pile\":4,\"card\":\"iron-axe\"}", "game.over");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"end_turn\",\"seat\":1}", "game.over");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "game.over");
  tc_mcg_test_append (game, "{\"type\":\"note\",\"text\":\"well played\"}", NULL);
  g_assert_true (tc_game_is_finished (game));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/win/target-by-player-count", test_targets);
  g_test_add_func ("/mcg/win/below-target-plays-on", test_below_target_plays_on);
  g_test_add_func ("/mcg/win/reaching-target-wins-at-once", test_reaching_target_wins);
  g_test_add_func ("/mcg/win/only-notes-after-win", test_only_notes_after_win);

  return g_test_run ();
}
