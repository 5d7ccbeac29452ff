/* test-core-bgstats.c: a score pad game as BG Stats imports it (tc-bgstats.h)
 *
 * The expected JSON in tests/bgstats/score-pad-tie.* was written by hand
 * from the BG Stats field list (docs/bgstats.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-bgstats.h"
#include "tc-core-test.h"

/* Three rounds: Ana 5 + 2, Ben 3 + 4, Cy 2: Ana and Ben tie on 7. */
#define TIED_GAME \
  SCORE (1, 5), END (1), SCORE (2, 3), END (2), SCORE (3, 2), END (3), \
  SCORE (1, 2), END (1), SCORE (2, 4), END (2), END (3), \
  END (1), END (2), END (3)
#define TIED_GAME_BUT_LAST_END \
  SCORE (1, 5), END (1), SCORE (2, 3), END (2), SCORE (3, 2), END (3), \
  SCORE (1, 2), END (1), SCORE (2, 4), END (2), END (3), \
  END (1), END (2)

static JsonNode *
load_expected (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "bgstats", name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
assert_json_equal (JsonNode   *expected,
                   JsonNode   *found)
{
  if (!json_node_equal (expected, found))
    {
      g_autofree char *text = json_to_string (found, TRUE);

      g_test_message ("found %s", text);
      g_test_fail ();
    }
}

static void
test_link_tie (void)
{
  g_autoptr(TcGame) game = tc_core_replay (3, NULL, TIED_GAME, NULL);
  g_autoptr(JsonNode) expected = load_expected ("score-pad-tie.link.json");
  g_autoptr(JsonNode) found = tc_bgstats_play_to_json (game);
  g_autofree char *link = tc_bgstats_link (game);
  g_autofree char *json = NULL;
  g_autoptr(JsonNode) decoded = NULL;

  g_assert_true (tc_game_is_finished (game));
  assert_json_equal (expected, found);

  g_assert_true (g_str_has_prefix (link, TC_BGSTATS_LINK_PREFIX));
  json = g_uri_unescape_string (link + strlen (TC_BGSTATS_LINK_PREFIX), NULL);
  decoded = json_from_string (json, NULL);
  assert_json_equal (expected, decoded);
}

/* The length of a game, from its creation (20:00:00) to its last entry,
 * in whole minutes: 47 min 40 s make 48. */
static void
test_duration (void)
{
  g_autoptr(TcGame) game = tc_core_replay (3, NULL, TIED_GAME_BUT_LAST_END,
                                           "{\"type\":\"end_turn\",\"seat\":3,\"time\":\"2026-01-10T20:47:40Z\"}",
                                           NULL);
  g_autoptr(JsonNode) found = tc_bgstats_play_to_json (game);

  g_assert_true (tc_game_is_finished (game));
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (found), "durationMin"), ==, 48);
}

static void
test_play_file_tie (void)
{
  g_autoptr(TcGame) game = tc_core_replay (3, NULL, TIED_GAME, NULL);
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  g_autoptr(JsonNode) expected = load_expected ("score-pad-tie.bgsplay");
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) found = NULL;

  g_ptr_array_add (games, game);
  text = tc_bgstats_play_file (games);
  found = json_from_string (text, NULL);
  assert_json_equal (expected, found);
}

/* Two plays in one file: the game and the players that both share are
 * listed once, and each play keeps its own uuid. */
static void
test_play_file_two_plays (void)
{
  g_autoptr(TcGame) tie = tc_core_replay (3, NULL, TIED_GAME, NULL);
  g_autoptr(TcGame) pair = tc_core_replay (2, TARGET_10, SCORE (1, 4), END (1), SCORE (2, 12), END (2), NULL);
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *file;
  JsonArray *plays;

  g_assert_true (tc_game_is_finished (pair));
  g_ptr_array_add (games, tie);
  g_ptr_array_add (games, pair);
  text = tc_bgstats_play_file (games);
  root = json_from_string (text, NULL);
  file = json_node_get_object (root);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (file, "games")), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (file, "players")), ==, 3);
  plays = json_object_get_array_member (file, "plays");
  g_assert_cmpuint (json_array_get_length (plays), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (plays, 0), "uuid"), !=,
                   json_object_get_string_member (json_array_get_object_element (plays, 1), "uuid"));
  /* Ben, seat 2 of the second play, is the file's player 2, the winner at rank 1. */
  {
    JsonArray *scores = json_object_get_array_member (json_array_get_object_element (plays, 1), "playerScores");
    JsonObject *ben = json_array_get_object_element (scores, 1);

    g_assert_cmpint (json_object_get_int_member (ben, "playerRefId"), ==, 2);
    g_assert_cmpstr (json_object_get_string_member (ben, "score"), ==, "12");
    g_assert_cmpint (json_object_get_int_member (ben, "rank"), ==, 1);
    g_assert_true (json_object_get_boolean_member (ben, "winner"));
  }
}

int
main (int    argc,
      char **argv)
{
  /* playDate is local time: the expected files are in UTC. */
  g_setenv ("TZ", "UTC", TRUE);
  tc_core_test_init (&argc, &argv);

  g_test_add_func ("/core/bgstats/link-tie", test_link_tie);
  g_test_add_func ("/core/bgstats/play-file-tie", test_play_file_tie);
  g_test_add_func ("/core/bgstats/duration", test_duration);
  g_test_add_func ("/core/bgstats/play-file-two-plays", test_play_file_two_plays);

  return g_test_run ();
}
