/* test-bnb-read.c: reading Builders & Biomes logs (bnb-log-v1.md §2, §4,
 * §9.9–§9.12): a wrong form is malformed (exit 2, TC_FORMAT_ERROR), a
 * wrong value is a rule violation (exit 1, TC_RULE_ERROR)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-bnb-test.h"

#include <string.h>

#define SETUP TC_BNB_TEST_SETUP
#define EXPLORE_33 "{'type':'explore','seat':1,'to':[3,3]}"
#define EXPLORE_13 "{'type':'explore','seat':1,'to':[1,3]}"
#define ZOMBIE "{'kind':'mob','mob':'zombie','hearts':2,'xp':1,'bonus':'hunger'}"

static TcLog *
read_log (guint        n_players,
          const char  *rulings,
          const char  *entries,
          guint       *bad_entry,
          GError     **error)
{
  g_autofree char *data = tc_bnb_test_log_data (n_players, rulings, entries);

  return tc_log_read_data (data, strlen (data), bad_entry, error);
}

/* Two players' @entries are malformed (exit 2) in entry @n. */
static void
assert_malformed (const char *entries,
                  guint       n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  guint bad_entry = 0;

  log = read_log (2, NULL, entries, &bad_entry, &error);
  if (strlen (entries) < 2000)
    g_test_message ("%s: %s", entries, error != NULL ? error->message : "read");
  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpuint (bad_entry, ==, n);
}

/* Two players' @entries cannot be read (exit 2): the text itself is
 * wrong, so no entry is named (§9.13).
 */
static void
assert_unreadable (const char *entries)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = read_log (2, NULL, entries, NULL, &error);

  g_test_message ("%s: %s", entries, error != NULL ? error->message : "read");
  g_assert_null (log);
  g_assert_nonnull (error);
  g_assert_true (error->domain == TC_FORMAT_ERROR);
}

/* Entry @n of @entries is malformed after the setup (and @before). */
static void
assert_malformed_after (const char *before,
                        const char *entry,
                        guint       n)
{
  g_autofree char *entries = g_strconcat (SETUP, before != NULL ? "," : "", before != NULL ? before : "",
                                          ",", entry, NULL);

  assert_malformed (entries, n);
}

/* Two players' @entries read well and replay legally. */
static TcGame *
assert_legal (const char *entries)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = read_log (2, NULL, entries, NULL, &error);
  TcGame *game;

  g_assert_no_error (error);
  game = tc_game_new_from_log (log, G_MAXUINT);
  if (tc_game_get_replay_error (game) != NULL)
    g_test_message ("%s", tc_game_get_replay_error (game)->message);
  g_assert_null (tc_game_get_replay_error (game));

  return game;
}

/* Two players' @entries read well; entry @n is refused (exit 1) for
 * @rule (any when NULL).
 */
static void
assert_wrong_value (const char *entries,
                    guint       n,
                    const char *rule)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = read_log (2, NULL, entries, NULL, &error);
  g_autoptr(TcGame) game = NULL;
  const GError *replay_error;

  if (strlen (entries) < 2000)
    g_test_message ("%s", entries);
  g_assert_no_error (error);
  game = tc_game_new_from_log (log, G_MAXUINT);
  replay_error = tc_game_get_replay_error (game);
  g_assert_nonnull (replay_error);
  g_test_message ("→ %s: %s", tc_rule_error_get_rule (replay_error), replay_error->message);
  g_assert_true (replay_error->domain == TC_RULE_ERROR);
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, n - 1);
  if (rule != NULL)
    g_assert_cmpstr (tc_rule_error_get_rule (replay_error), ==, rule);
}

/* A note with an unknown member "extra" holding @value. */
static char *
note_with_extra (const char *value)
{
  return g_strdup_printf ("{'type':'note','text':'x','extra':%s}", value);
}

/* A JSON array of @n zeros. */
static char *
zeros (guint n)
{
  GString *out = g_string_new ("[");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s0", i > 0 ? "," : "");
  g_string_append (out, "]");

  return g_string_free (out, FALSE);
}

/* A JSON string of @n times @unit (JSON text for one code point). */
static char *
string_of (guint       n,
           const char *unit)
{
  GString *out = g_string_new ("'");

  for (guint i = 0; i < n; i++)
    g_string_append (out, unit);
  g_string_append (out, "'");

  return g_string_free (out, FALSE);
}

/* Limits (§2.1, §9.11) ------------------------------------------------------ */

/* §2.1: an array inside an entry has at most 64 items, also in a member
 * that is not read.
 */
static void
test_limit_array (void)
{
  g_autofree char *items_64 = zeros (64);
  g_autofree char *items_65 = zeros (65);
  g_autofree char *note_64 = note_with_extra (items_64);
  g_autofree char *note_65 = note_with_extra (items_65);
  g_autofree char *drawn_65 = g_strdup_printf ("{'type':'fight','seat':1,'stack':[2,2],'drawn':%s}", items_65);
  g_autoptr(TcGame) game = NULL;

  game = assert_legal (note_64);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 1);
  assert_malformed (note_65, 1);
  assert_malformed_after (NULL, drawn_65, 2);
}

/* §2.1: a string inside an entry has at most 4,096 code points. */
static void
test_limit_string (void)
{
  g_autofree char *text_4096 = string_of (4096, "a");
  g_autofree char *text_4097 = string_of (4097, "a");
  g_autofree char *accents_4096 = string_of (4096, "é");
  g_autofree char *note_4096 = g_strdup_printf ("{'type':'note','text':%s}", text_4096);
  g_autofree char *note_4097 = g_strdup_printf ("{'type':'note','text':%s}", text_4097);
  g_autofree char *note_accents = g_strdup_printf ("{'type':'note','text':%s}", accents_4096);
  g_autofree char *id_4097 = g_strdup_printf ("{'type':'score_choice','seat':1,'value':%s}", text_4097);
  g_autoptr(TcGame) plain = NULL;
  g_autoptr(TcGame) accents = NULL;

  plain = assert_legal (note_4096);
  /* 4,096 code points in 8,192 bytes */
  accents = assert_legal (note_accents);
  assert_malformed (note_4097, 1);
  assert_malformed_after (NULL, id_4097, 2);
}

/* §9.11: the key of an unknown member counts as a string. */
static void
test_limit_key (void)
{
  g_autofree char *key_4096 = string_of (4096, "k");
  g_autofree char *key_4097 = string_of (4097, "k");
  g_autofree char *note_4096 = g_strdup_printf ("{'type':'note','text':'x',%s:1}", key_4096);
  g_autofree char *note_4097 = g_strdup_printf ("{'type':'note','text':'x',%s:1}", key_4097);
  g_autofree char *collect_4097 = g_strdup_printf ("{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood',%s:1},"
                                                   "{'at':[1,1,2],'block':'wood'}]}", key_4097);
  g_autoptr(TcGame) game = NULL;

  game = assert_legal (note_4096);
  assert_malformed (note_4097, 1);
  assert_malformed_after (NULL, collect_4097, 2);
}

/* §9.11: the limits are checked before any value bound or rule: a seat
 * out of range, an unknown id, an entry before setup are all exit 2
 * when the entry is too big.
 */
static void
test_limit_before_bounds (void)
{
  g_autofree char *items_65 = zeros (65);
  g_autofree char *text_4097 = string_of (4097, "a");
  g_autofree char *end_turn = g_strdup_printf ("{'type':'end_turn','seat':99,'extra':%s}", items_65);
  g_autofree char *collect = g_strdup_printf ("{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'diamond'},"
                                              "{'at':[1,1,2],'block':'wood','x':%s}]}", text_4097);
  g_autofree char *reveal = g_strdup_printf ("{'type':'reveal','stack':[2,2],'tile':" ZOMBIE ",'weapon':%s}", text_4097);
  g_autofree char *tile = g_strdup_printf ("{'type':'reveal','stack':[2,2],'tile':{'kind':'mob','mob':'zombie',"
                                           "'hearts':99,'xp':1,'bonus':'hunger','orb':%s}}", items_65);

  assert_malformed (end_turn, 1);
  assert_malformed_after (NULL, end_turn, 2);
  assert_malformed_after (NULL, collect, 2);
  assert_malformed_after (EXPLORE_33, reveal, 3);
  assert_malformed_after (EXPLORE_33, tile, 3);
}

/* §9.11: the limits apply to redo items too; a bad one has no entry. */
static void
test_limit_redo (void)
{
  g_autofree char *items_65 = zeros (65);
  g_autofree char *data = g_strdup_printf ("{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"builders-biomes\","
                                           "\"players\":[\"Ana\",\"Ben\"],\"entries\":[],"
                                           "\"redo\":[{\"type\":\"note\",\"text\":\"x\",\"extra\":%s}]}", items_65);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  guint bad_entry = 99;

  log = tc_log_read_data (data, strlen (data), &bad_entry, &error);
  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpuint (bad_entry, ==, 0);
}

/* Members and types (§4) ------------------------------------------------- */

/* §4: every member but first_seat and detonate is required. */
static void
test_missing_members (void)
{
  const char *cases[] = {
    "{'type':'collect','seat':1}",
    "{'type':'collect','blocks':[{'at':[1,1,1],'block':'wood'},{'at':[1,1,2],'block':'wood'}]}",
    "{'type':'collect','seat':1,'blocks':[{'at':[1,1,1]},{'at':[1,1,2],'block':'wood'}]}",
    "{'type':'collect','seat':1,'blocks':[{'block':'wood'},{'at':[1,1,2],'block':'wood'}]}",
    "{'type':'explore','seat':1}",
    "{'type':'build','seat':1,'stack':[2,2],'space':[1,1]}",
    "{'type':'build','seat':1,'stack':[2,2],'pay':{}}",
    "{'type':'build','seat':1,'space':[1,1],'pay':{}}",
    "{'type':'fight','seat':1,'stack':[2,2]}",
    "{'type':'fight','seat':1,'drawn':['bow']}",
    "{'type':'take_weapon','seat':1}",
    "{'type':'hunger','seat':1}",
    "{'type':'end_turn'}",
    "{'type':'score_choice','seat':1}",
    "{'type':'score_choice','value':'forest'}",
    "{'type':'note'}",
    "{'seat':1}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_malformed_after (NULL, cases[i], 2);
}

/* §4: setup needs boards, weapon_hearts and scoring. */
static void
test_missing_setup_members (void)
{
  const char *cases[] = {
    "{'type':'setup','weapon_hearts':" TC_BNB_TEST_HEARTS ",'scoring':" TC_BNB_TEST_SCORING "}",
    "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "],'scoring':" TC_BNB_TEST_SCORING "}",
    "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "],'weapon_hearts':" TC_BNB_TEST_HEARTS "}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_malformed (cases[i], 1);
}

/* §4: the JSON type of each member. */
static void
test_wrong_types (void)
{
  const char *cases[] = {
    "{'type':'end_turn','seat':'1'}",
    "{'type':'end_turn','seat':true}",
    "{'type':'end_turn','seat':null}",
    "{'type':'explore','seat':1,'to':'3,3'}",
    "{'type':'explore','seat':1,'to':{'row':3,'col':3}}",
    "{'type':'collect','seat':1,'blocks':{'at':[1,1,1],'block':'wood'}}",
    "{'type':'collect','seat':1,'blocks':[[1,1,1],[1,1,2]]}",
    "{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':3},{'at':[1,1,2],'block':'wood'}]}",
    "{'type':'fight','seat':1,'stack':[2,2],'drawn':'bow'}",
    "{'type':'fight','seat':1,'stack':[2,2],'drawn':[3,1,2]}",
    "{'type':'fight','seat':1,'stack':[2,2],'drawn':['bow','bow','bow'],'detonate':'1'}",
    "{'type':'fight','seat':1,'stack':[2,2],'drawn':['bow','bow','bow'],'detonate':null}",
    "{'type':'build','seat':1,'stack':[2,2],'space':[1,1],'pay':[1,0,0,0,0]}",
    "{'type':'hunger','seat':1,'mob':'1'}",
    "{'type':'score_choice','seat':1,'value':3}",
    "{'type':'note','text':['a']}",
    "{'type':3}",
    "{'type':'mine','seat':1}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_malformed_after (NULL, cases[i], 2);
}

/* §4: setup's types; first_seat null is a wrong type. */
static void
test_wrong_setup_types (void)
{
  const char *cases[] = {
    TC_BNB_TEST_SETUP_WITH (",'first_seat':null"),
    TC_BNB_TEST_SETUP_WITH (",'first_seat':'2'"),
    "{'type':'setup','boards':" TC_BNB_TEST_BOARD_ANA ",'weapon_hearts':" TC_BNB_TEST_HEARTS ",'scoring':" TC_BNB_TEST_SCORING "}",
    "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA ",[1,2,3,4,5,6,7,8,9]],'weapon_hearts':" TC_BNB_TEST_HEARTS
    ",'scoring':" TC_BNB_TEST_SCORING "}",
    "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "],'weapon_hearts':[1,2,0,1,1,1,0,3,4],"
    "'scoring':" TC_BNB_TEST_SCORING "}",
    "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "],'weapon_hearts':" TC_BNB_TEST_HEARTS
    ",'scoring':'A'}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_malformed (cases[i], 1);
}

/* §2.1: a coordinate with a non-integer item is a wrong type (exit 2)... */
static void
test_coordinate_types (void)
{
  const char *cases[] = {
    "{'type':'explore','seat':1,'to':['3',3]}",
    "{'type':'explore','seat':1,'to':[3,null]}",
    "{'type':'explore','seat':1,'to':[[3],3]}",
    "{'type':'explore','seat':1,'to':[3,3.5]}",
    "{'type':'explore','seat':1,'to':[3,'3',3]}",
    "{'type':'collect','seat':1,'blocks':[{'at':[1,1,true],'block':'wood'},{'at':[1,1,2],'block':'wood'}]}",
    "{'type':'take_weapon','seat':1,'token':[0,'2']}",
    "{'type':'build','seat':1,'stack':[2,2],'space':[1,'1'],'pay':{}}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_malformed_after (NULL, cases[i], 2);
}

/* ...with the wrong length a wrong value (exit 1). */
static void
test_coordinate_lengths (void)
{
  assert_wrong_value (SETUP ",{'type':'explore','seat':1,'to':[3]}", 2, "explore.to");
  assert_wrong_value (SETUP ",{'type':'explore','seat':1,'to':[3,3,3]}", 2, "explore.to");
  assert_wrong_value (SETUP ",{'type':'explore','seat':1,'to':[]}", 2, "explore.to");
  assert_wrong_value (SETUP ",{'type':'collect','seat':1,'blocks':[{'at':[1,1],'block':'wood'},"
                      "{'at':[1,1,2],'block':'wood'}]}", 2, "collect.at");
  assert_wrong_value (SETUP "," EXPLORE_33 ",{'type':'reveal','stack':[2,2,1],'tile':" ZOMBIE "}", 3, "reveal.stack");
  assert_wrong_value (SETUP "," EXPLORE_13 ",{'type':'reveal','token':[0],'weapon':'bow'}", 3, "reveal.token");
}

/* Reveals and tiles (§4, §4.1, §9.9) ------------------------------------------ */

/* §4: a reveal has exactly one of stack and token, with its tile or
 * weapon.
 */
static void
test_reveal_members (void)
{
  const char *cases[] = {
    "{'type':'reveal','stack':[2,2],'token':[0,2],'tile':" ZOMBIE ",'weapon':'bow'}",
    "{'type':'reveal','tile':" ZOMBIE ",'weapon':'bow'}",
    "{'type':'reveal','stack':[2,2],'weapon':'bow'}",
    "{'type':'reveal','token':[0,2],'tile':" ZOMBIE "}",
    "{'type':'reveal','stack':[2,2],'tile':[1]}",
    "{'type':'reveal','token':[0,2],'weapon':3}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_malformed_after (EXPLORE_13, cases[i], 3);
}

/* §4: with a stack the weapon is not read, with a token the tile. */
static void
test_reveal_ignored_members (void)
{
  g_autoptr(TcGame) game = assert_legal (SETUP "," EXPLORE_13 ","
                                         "{'type':'reveal','stack':[1,2],'tile':" ZOMBIE ",'weapon':5},"
                                         "{'type':'reveal','token':[0,2],'weapon':'bow','tile':'none'}");
  const TcBnbState *state = tc_bnb_test_state (game);

  g_assert_cmpuint (state->tops[TC_BNB_STACK (1, 2)].kind, ==, TC_BNB_TILE_MOB);
  g_assert_cmpuint (state->tokens[tc_bnb_state_token_index (0, 2)], ==, TC_BNB_TOKEN_UP);
}

/* §9.9: a tile missing a member its kind (and bonus) uses is malformed,
 * as are wrong types and an unknown key in its cost.
 */
static void
test_tile_members (void)
{
  const char *tiles[] = {
    "{'biome':'forest','material':'wood','type':'dwelling','cost':{},'xp':1}",
    "{'kind':3,'biome':'forest','material':'wood','type':'dwelling','cost':{},'xp':1}",
    "{'kind':'building','material':'wood','type':'dwelling','cost':{},'xp':1}",
    "{'kind':'building','biome':'forest','type':'dwelling','cost':{},'xp':1}",
    "{'kind':'building','biome':'forest','material':'wood','cost':{},'xp':1}",
    "{'kind':'building','biome':'forest','material':'wood','type':'dwelling','xp':1}",
    "{'kind':'building','biome':'forest','material':'wood','type':'dwelling','cost':{}}",
    "{'kind':'building','biome':'forest','material':'wood','type':'dwelling','cost':{'diamond':1},'xp':1}",
    "{'kind':'building','biome':'forest','material':'wood','type':'dwelling','cost':{'wood':'1'},'xp':1}",
    "{'kind':'building','biome':'forest','material':'wood','type':'dwelling','cost':[1],'xp':1}",
    "{'kind':'building','biome':3,'material':'wood','type':'dwelling','cost':{},'xp':1}",
    "{'kind':'building','biome':'forest','material':'wood','type':'dwelling','cost':{},'xp':'1'}",
    "{'kind':'mob','hearts':2,'xp':1,'bonus':'hunger'}",
    "{'kind':'mob','mob':'zombie','xp':1,'bonus':'hunger'}",
    "{'kind':'mob','mob':'zombie','hearts':2,'bonus':'hunger'}",
    "{'kind':'mob','mob':'zombie','hearts':2,'xp':1}",
    "{'kind':'mob','mob':'zombie','hearts':2.5,'xp':1,'bonus':'hunger'}",
    "{'kind':'mob','mob':'zombie','hearts':2,'xp':1,'bonus':1}",
    "{'kind':'mob','mob':'witch','hearts':3,'xp':2,'bonus':'orb'}",
    "{'kind':'mob','mob':'witch','hearts':3,'xp':2,'bonus':'orb','orb':'forest'}",
    "{'kind':'mob','mob':'witch','hearts':3,'xp':2,'bonus':'orb','orb':{'value':'forest','xp_per_space':1}}",
    "{'kind':'mob','mob':'witch','hearts':3,'xp':2,'bonus':'orb','orb':{'attribute':'biome','xp_per_space':1}}",
    "{'kind':'mob','mob':'witch','hearts':3,'xp':2,'bonus':'orb','orb':{'attribute':'biome','value':'forest'}}",
    "{'kind':'mob','mob':'witch','hearts':3,'xp':2,'bonus':'orb','orb':{'attribute':'biome','value':'forest','xp_per_space':'1'}}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      g_autofree char *entry = g_strdup_printf ("{'type':'reveal','stack':[2,2],'tile':%s}", tiles[i]);

      assert_malformed_after (EXPLORE_33, entry, 3);
    }
}

/* §4.1, §9.9: only the members the kind and bonus use are read; unknown
 * keys inside a tile are ignored; an orb on a hunger mob is printed as
 * null.
 */
static void
test_tile_unused_members (void)
{
  g_autoptr(TcGame) game = assert_legal (SETUP "," EXPLORE_33 ","
    "{'type':'reveal','stack':[2,2],'tile':{'kind':'mob','mob':'zombie','hearts':2,'xp':1,'bonus':'hunger','orb':5}},"
    "{'type':'reveal','stack':[2,3],'tile':{'kind':'mob','mob':'spider','hearts':2,'xp':1,'bonus':'hunger',"
    "'orb':{'attribute':'biome','value':'forest','xp_per_space':1}}},"
    "{'type':'reveal','stack':[3,2],'tile':{'kind':'building','biome':'forest','material':'wood','type':'dwelling',"
    "'cost':{},'xp':1,'hearts':'many','mob':7,'colour':'green'}}");
  g_autoptr(JsonObject) json = tc_bnb_test_json (game);
  JsonArray *stacks = json_object_get_array_member (json, "stacks");
  JsonObject *spider = json_object_get_object_member (json_array_get_object_element (stacks, TC_BNB_STACK (2, 3)), "top");
  JsonObject *building = json_object_get_object_member (json_array_get_object_element (stacks, TC_BNB_STACK (3, 2)), "top");

  g_assert_true (json_object_has_member (spider, "orb"));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (spider, "orb")));
  g_assert_false (json_object_has_member (building, "hearts"));
  g_assert_false (json_object_has_member (building, "colour"));
}

/* §4.1, §9.9: an unknown kind or bonus is a wrong value (exit 1); for an
 * unknown kind nothing more is read.
 */
static void
test_tile_unknown_kind (void)
{
  assert_wrong_value (SETUP "," EXPLORE_33 ",{'type':'reveal','stack':[2,2],'tile':{'kind':'tree'}}", 3, "entry.unknown_id");
  assert_wrong_value (SETUP "," EXPLORE_33 ",{'type':'reveal','stack':[2,2],'tile':{'kind':'mob','mob':'zombie',"
                      "'hearts':2,'xp':1,'bonus':'loot'}}", 3, "entry.unknown_id");
}

/* Fixed keys (§4) -------------------------------------------------------- */

/* §4: pay keys among the 5 block ids, integer counts. */
static void
test_pay_keys (void)
{
  assert_malformed_after (NULL, "{'type':'build','seat':1,'stack':[2,2],'space':[1,1],'pay':{'diamond':1}}", 2);
  assert_malformed_after (NULL, "{'type':'build','seat':1,'stack':[2,2],'space':[1,1],'pay':{'forest':1}}", 2);
  assert_malformed_after (NULL, "{'type':'build','seat':1,'stack':[2,2],'space':[1,1],'pay':{'wood':'1'}}", 2);
  assert_malformed_after (NULL, "{'type':'build','seat':1,'stack':[2,2],'space':[1,1],'pay':{'wood':1.0}}", 2);
}

#define SETUP_HEARTS(hearts) \
  "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "]," \
  "'weapon_hearts':" hearts ",'scoring':" TC_BNB_TEST_SCORING "}"
#define SETUP_SCORING(scoring) \
  "{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA "," TC_BNB_TEST_BOARD_BEN "]," \
  "'weapon_hearts':" TC_BNB_TEST_HEARTS ",'scoring':" scoring "}"

/* §4: weapon_hearts has exactly the 9 weapon kinds. */
static void
test_weapon_hearts_keys (void)
{
  assert_malformed (SETUP_HEARTS ("{'wooden_sword':1,'stone_sword':2,'poisonous_potato':0,'bow':1,'golden_hoe':1,"
                                  "'stone_pickaxe':1,'tnt':0,'iron_sword':3}"), 1);
  assert_malformed (SETUP_HEARTS ("{'wooden_sword':1,'stone_sword':2,'poisonous_potato':0,'bow':1,'golden_hoe':1,"
                                  "'stone_pickaxe':1,'tnt':0,'iron_sword':3,'diamond_sword':4,'laser':9}"), 1);
  assert_malformed (SETUP_HEARTS ("{'wooden_sword':'1','stone_sword':2,'poisonous_potato':0,'bow':1,'golden_hoe':1,"
                                  "'stone_pickaxe':1,'tnt':0,'iron_sword':3,'diamond_sword':4}"), 1);
}

/* §4: scoring has exactly biome, material and type, each with exactly
 * its 4 ids.
 */
static void
test_scoring_keys (void)
{
  assert_malformed (SETUP_SCORING ("{'biome':{'forest':2,'desert':4,'mountains':3,'snow':2},"
                                   "'material':{'wood':3,'sand':3,'stone':4,'obsidian':5}}"), 1);
  assert_malformed (SETUP_SCORING ("{'biome':{'forest':2,'desert':4,'mountains':3,'snow':2},"
                                   "'material':{'wood':3,'sand':3,'stone':4,'obsidian':5},"
                                   "'type':{'decoration':3,'dwelling':3,'animal_pen':4,'bridge':5},'mob':{}}"), 1);
  assert_malformed (SETUP_SCORING ("{'biome':{'forest':2,'desert':4,'mountains':3},"
                                   "'material':{'wood':3,'sand':3,'stone':4,'obsidian':5},"
                                   "'type':{'decoration':3,'dwelling':3,'animal_pen':4,'bridge':5}}"), 1);
  assert_malformed (SETUP_SCORING ("{'biome':{'forest':2,'desert':4,'mountains':3,'snow':2,'jungle':1},"
                                   "'material':{'wood':3,'sand':3,'stone':4,'obsidian':5},"
                                   "'type':{'decoration':3,'dwelling':3,'animal_pen':4,'bridge':5}}"), 1);
  assert_malformed (SETUP_SCORING ("{'biome':{'forest':2,'desert':4,'mountains':3,'snow':2},"
                                   "'material':{'wood':3,'sand':3,'stone':4,'obsidian':5,'emerald':1},"
                                   "'type':{'decoration':3,'dwelling':3,'animal_pen':4,'bridge':5}}"), 1);
}

/* Numbers and text (§2, §9.10, §9.12) ----------------------------------- */

/* §9.10: a fraction or an exponent is not an integer. */
static void
test_not_integers (void)
{
  const char *cases[] = {
    "{'type':'end_turn','seat':1.0}",
    "{'type':'end_turn','seat':1e0}",
    "{'type':'end_turn','seat':1E0}",
    "{'type':'explore','seat':1,'to':[3.0,3]}",
    "{'type':'explore','seat':1,'to':[3,3e0]}",
    "{'type':'hunger','seat':1,'mob':1.0}",
    "{'type':'fight','seat':1,'stack':[2,2],'drawn':['bow','bow','bow'],'detonate':0.0}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_malformed_after (NULL, cases[i], 2);
  assert_malformed (TC_BNB_TEST_SETUP_WITH (",'first_seat':1.0"), 1);
}

/* §9.10: -0 is 0. */
static void
test_negative_zero (void)
{
  g_autoptr(TcGame) game = assert_legal (SETUP_HEARTS ("{'wooden_sword':1,'stone_sword':2,'poisonous_potato':-0,"
                                                       "'bow':1,'golden_hoe':1,'stone_pickaxe':1,'tnt':-0,"
                                                       "'iron_sword':3,'diamond_sword':4}"));

  g_assert_cmpuint (tc_bnb_test_state (game)->weapon_hearts[6], ==, 0);
  assert_wrong_value (SETUP ",{'type':'end_turn','seat':-0}", 2, "seat.range");
}

/* §2: an integer too large for 64 bits is a wrong value (exit 1). */
static void
test_big_integers (void)
{
  assert_wrong_value (SETUP ",{'type':'end_turn','seat':99999999999999999999}", 2, "seat.range");
  assert_wrong_value (SETUP ",{'type':'end_turn','seat':-99999999999999999999}", 2, "seat.range");
  assert_wrong_value (SETUP ",{'type':'explore','seat':1,'to':[99999999999999999999,3]}", 2, "explore.to");
  assert_wrong_value (SETUP_HEARTS ("{'wooden_sword':1,'stone_sword':2,'poisonous_potato':0,'bow':1,'golden_hoe':1,"
                                    "'stone_pickaxe':1,'tnt':18446744073709551616,'iron_sword':3,'diamond_sword':4}"),
                      1, "setup.weapon_hearts");
}

/* §9.12: half a surrogate pair is malformed; an escaped pair is one code
 * point (4,096 of them fit).
 */
static void
test_surrogates (void)
{
  g_autofree char *pairs_4096 = string_of (4096, "\\ud83d\\ude00");
  g_autofree char *pairs_4097 = string_of (4097, "\\ud83d\\ude00");
  g_autofree char *note_4096 = g_strdup_printf ("{'type':'note','text':%s}", pairs_4096);
  g_autofree char *note_4097 = g_strdup_printf ("{'type':'note','text':%s}", pairs_4097);
  g_autoptr(TcGame) game = NULL;

  assert_unreadable ("{'type':'note','text':'a\\ud800'}");
  assert_unreadable ("{'type':'note','text':'\\ude00a'}");
  game = assert_legal (note_4096);
  assert_malformed (note_4097, 1);
}

/* §2, §9.12: a leading byte-order mark is tolerated. */
static void
test_byte_order_mark (void)
{
  g_autofree char *log = tc_bnb_test_log_data (2, NULL, SETUP);
  g_autofree char *data = g_strconcat ("\xef\xbb\xbf", log, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) read = tc_log_read_data (data, strlen (data), NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (read);
}

/* The envelope (§2) ---------------------------------------------------- */

/* §2: 2–4 players; another count is malformed. */
static void
test_player_count (void)
{
  for (guint n = 1; n <= 5; n++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TcLog) log = read_log (n, NULL, "", NULL, &error);

      if (n >= 2 && n <= 4)
        {
          g_assert_no_error (error);
          g_assert_cmpuint (tc_ruleset_get_n_players (log->ruleset), ==, n);
        }
      else
        {
          g_assert_null (log);
          g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
        }
    }
}

/* §2 (quartz-log-v1.md §7.6): a duplicate key in any object. */
static void
test_duplicate_keys (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  guint bad_entry = 99;

  assert_malformed_after (NULL, "{'type':'end_turn','seat':1,'seat':1}", 2);
  assert_malformed_after (NULL, "{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'wood','block':'wood'},"
                                "{'at':[1,1,2],'block':'wood'}]}", 2);
  assert_malformed_after (EXPLORE_33, "{'type':'reveal','stack':[2,2],'tile':{'kind':'building','biome':'forest',"
                                      "'material':'wood','type':'dwelling','cost':{'wood':1,'wood':1},'xp':1}}", 3);
  assert_malformed_after (EXPLORE_33, "{'type':'reveal','stack':[2,2],'tile':{'kind':'mob','kind':'mob','mob':'zombie',"
                                      "'hearts':2,'xp':1,'bonus':'hunger'}}", 3);
  assert_malformed (SETUP_HEARTS ("{'wooden_sword':1,'wooden_sword':1,'stone_sword':2,'poisonous_potato':0,'bow':1,"
                                  "'golden_hoe':1,'stone_pickaxe':1,'tnt':0,'iron_sword':3,'diamond_sword':4}"), 1);

  log = read_log (2, "{'hunger_extra':'any','hunger_extra':'any'}", SETUP, &bad_entry, &error);
  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpuint (bad_entry, ==, 0);
}

/* §2, §5: the rulings and their values are known. */
static void
test_rulings (void)
{
  const char *refused[] = {
    "{'hunger_extra':'sometimes'}",
    "{'weapon_effects':'magic'}",
    "{'weapon_power':'seed'}",
  };
  const char *accepted[] = {
    "{'weapon_effects':'seed','hunger_extra':'repeat_only'}",
    "{'weapon_effects':'hearts_only','hunger_extra':'any'}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TcLog) log = read_log (2, refused[i], SETUP, NULL, &error);

      g_assert_null (log);
      g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
    }
  for (guint i = 0; i < G_N_ELEMENTS (accepted); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TcLog) log = read_log (2, accepted[i], SETUP, NULL, &error);

      g_assert_no_error (error);
    }
}

/* §4.1: unknown ids read well and are wrong values (exit 1). */
static void
test_unknown_ids (void)
{
  assert_wrong_value (SETUP ",{'type':'collect','seat':1,'blocks':[{'at':[1,1,1],'block':'gold'},"
                      "{'at':[1,1,2],'block':'wood'}]}", 2, "entry.unknown_id");
  assert_wrong_value (SETUP "," EXPLORE_13 ",{'type':'reveal','token':[0,2],'weapon':'trident'}", 3, "entry.unknown_id");
  assert_wrong_value (SETUP "," EXPLORE_33 ",{'type':'reveal','stack':[2,2],'tile':{'kind':'mob','mob':'ghast',"
                      "'hearts':2,'xp':1,'bonus':'hunger'}}", 3, "entry.unknown_id");
  assert_wrong_value ("{'type':'setup','boards':[" TC_BNB_TEST_BOARD_ANA ","
                      "['desert','snow','forest','forest','mountains','desert','snow','desert','ocean']],"
                      "'weapon_hearts':" TC_BNB_TEST_HEARTS ",'scoring':" TC_BNB_TEST_SCORING "}", 1, "entry.unknown_id");
}

/* A refused entry, and every one after it, is described from the entry
 * alone: its stack, mob or weapon may name nothing in the state where the
 * replay stopped (fuzz-log found a read past an array in describe_fight).
 */
static void
test_describe_refused (void)
{
  g_autofree char *data = tc_bnb_test_log_data (2, NULL,
    TC_BNB_TEST_SETUP ","
    "{'type':'fight','seat':1,'stack':[9,9],'drawn':['nothing','poisonous_potato']},"
    "{'type':'hunger','seat':2,'mob':40},"
    "{'type':'take_weapon','seat':7,'token':[0,0]},"
    "{'type':'reveal','token':[0,0],'weapon':'bow'}");
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, &error);
  g_autoptr(TcGame) game = NULL;
  const char *expected[] = {
    NULL, "Ana: fight", "Ben: hunger", "?: take a weapon", "A tile or token turned over",
  };

  g_assert_no_error (error);
  game = tc_game_new_from_log (log, G_MAXUINT);
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, 1);
  for (guint i = 1; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *sentence = tc_game_describe_entry (game, i);

      g_assert_cmpstr (sentence, ==, expected[i]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bnb/read/limit/array", test_limit_array);
  g_test_add_func ("/bnb/read/limit/string", test_limit_string);
  g_test_add_func ("/bnb/read/limit/key", test_limit_key);
  g_test_add_func ("/bnb/read/limit/before-bounds", test_limit_before_bounds);
  g_test_add_func ("/bnb/read/limit/redo", test_limit_redo);
  g_test_add_func ("/bnb/read/missing-members", test_missing_members);
  g_test_add_func ("/bnb/read/missing-setup-members", test_missing_setup_members);
  g_test_add_func ("/bnb/read/wrong-types", test_wrong_types);
  g_test_add_func ("/bnb/read/wrong-setup-types", test_wrong_setup_types);
  g_test_add_func ("/bnb/read/coordinate-types", test_coordinate_types);
  g_test_add_func ("/bnb/read/coordinate-lengths", test_coordinate_lengths);
  g_test_add_func ("/bnb/read/reveal-members", test_reveal_members);
  g_test_add_func ("/bnb/read/reveal-ignored-members", test_reveal_ignored_members);
  g_test_add_func ("/bnb/read/tile-members", test_tile_members);
  g_test_add_func ("/bnb/read/tile-unused-members", test_tile_unused_members);
  g_test_add_func ("/bnb/read/tile-unknown-kind", test_tile_unknown_kind);
  g_test_add_func ("/bnb/read/pay-keys", test_pay_keys);
  g_test_add_func ("/bnb/read/weapon-hearts-keys", test_weapon_hearts_keys);
  g_test_add_func ("/bnb/read/scoring-keys", test_scoring_keys);
  g_test_add_func ("/bnb/read/not-integers", test_not_integers);
  g_test_add_func ("/bnb/read/negative-zero", test_negative_zero);
  g_test_add_func ("/bnb/read/big-integers", test_big_integers);
  g_test_add_func ("/bnb/read/surrogates", test_surrogates);
  g_test_add_func ("/bnb/read/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/bnb/read/player-count", test_player_count);
  g_test_add_func ("/bnb/read/duplicate-keys", test_duplicate_keys);
  g_test_add_func ("/bnb/read/rulings", test_rulings);
  g_test_add_func ("/bnb/read/unknown-ids", test_unknown_ids);
  g_test_add_func ("/bnb/read/describe-refused", test_describe_refused);

  return g_test_run ();
}
