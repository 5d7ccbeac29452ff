/* test-mcg-setup.c: the setup entry (spec §4 setup, §7.2.1–3, §7.2.14)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

static void
test_tops_as_given (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *pending = tc_mcg_test_pending (game);

  g_assert_cmpstr (tc_mcg_test_top (game, 1), ==, "wood-1");
  g_assert_cmpstr (tc_mcg_test_top (game, 5), ==, "diamond-1");
  for (guint p = 0; p < 5; p++)
    g_assert_cmpuint (state->piles[p].remaining, ==, 15);
  for (guint k = 0; k < 4; k++)
    g_assert_cmpuint (state->craft_piles[k].remaining, ==, 6);
  g_assert_cmpint (state->craft_piles[3].top, ==, tc_mcg_test_code ("diamond-pickaxe"));
  g_assert_cmpuint (state->active, ==, 0);
  g_assert_cmpuint (state->actions_left, ==, 2);
  g_assert_cmpuint (state->n_discard, ==, 0);
  g_assert_cmpstr (pending, ==, "[]");
}

static void
test_first_seat (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (3, NULL,
    "{\"type\":\"setup\",\"first_seat\":3,\"resource_tops\":[\"wood-1\",\"wood-1\",\"wood-1\",\"wood-1\",\"wood-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"wood-axe\",\"wood-sword\",\"wood-pickaxe\"]}", NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->active, ==, 2);
  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 2);
}

static void
test_first_seat_out_of_range (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, NULL);

  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"first_seat\":3,\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\",\"diamond-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", "setup.first_seat");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"first_seat\":0,\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\",\"diamond-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", "setup.first_seat");
}

static void
test_creeper_on_top_is_discarded (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"creeper\",\"iron-1\",\"creeper\",\"tnt\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *pending = tc_mcg_test_pending (game);

  /* Both creepers went to the discard; their piles owe reveals, ascending. */
  g_assert_cmpuint (tc_mcg_test_discard (game, "creeper"), ==, 2);
  g_assert_cmpuint (state->n_discard, ==, 2);
  g_assert_cmpuint (state->piles[1].remaining, ==, 14);
  g_assert_cmpuint (state->piles[3].remaining, ==, 14);
  g_assert_null (tc_mcg_test_top (game, 2));
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":2},{\"type\":\"reveal\",\"pile\":4}]");
  /* The TNT waits on top until mined. */
  g_assert_cmpstr (tc_mcg_test_top (game, 5), ==, "tnt");
  g_assert_cmpuint (state->piles[4].remaining, ==, 15);

  /* A second creeper under a setup creeper has no effect either. */
  tc_mcg_test_append (game, "{\"type\":\"reveal\",\"pile\":4,\"card\":\"creeper\"}", NULL);
  g_clear_pointer (&pending, g_free);
  pending = tc_mcg_test_pending (game);
  g_assert_cmpuint (tc_mcg_test_discard (game, "creeper"), ==, 3);
  g_assert_cmpuint (state->piles[3].remaining, ==, 13);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":2},{\"type\":\"reveal\",\"pile\":4}]");
}

static void
test_repeated (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);

  tc_mcg_test_assert_illegal (game, TC_MCG_TEST_SETUP, "setup.repeated");
}

static void
test_missing (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, "{\"type\":\"note\",\"text\":\"before\"}", NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "setup.missing");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"end_turn\",\"seat\":1}", "setup.missing");
  tc_mcg_test_append (game, TC_MCG_TEST_SETUP, NULL);
  g_assert_true (tc_mcg_test_state (game)->started);
}

static void
test_before_setup_state (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, NULL);
  g_autoptr(JsonNode) node = tc_ruleset_state_to_json (tc_game_get_ruleset (game), tc_game_get_state (game));
  JsonObject *object = json_node_get_object (node);
  JsonArray *piles = json_object_get_array_member (object, "resource_piles");
  JsonArray *crafts = json_object_get_array_member (object, "craft_piles");

  g_assert_true (json_object_get_null_member (object, "turn"));
  g_assert_cmpstr (json_object_get_string_member (object, "status"), ==, "in_progress");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "pending")), ==, 0);
  g_assert_cmpuint (json_array_get_length (piles), ==, 5);
  g_assert_cmpuint (json_array_get_length (crafts), ==, 4);
  for (guint i = 0; i < 5; i++)
    {
      JsonObject *pile = json_array_get_object_element (piles, i);

      g_assert_cmpint (json_object_get_int_member (pile, "remaining"), ==, 15);
      g_assert_true (json_object_get_null_member (pile, "top"));
    }
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (crafts, i), "remaining"), ==, 6);
}

static void
test_resource_tops_wrong (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, NULL);

  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", "setup.resource_tops");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\",\"wood-axe\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", "setup.resource_tops");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\",\"ruby-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", "card.unknown");
}

static void
test_too_many_copies (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, NULL);

  /* The deck has 3 diamond-1 and a single diamond-3. */
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"resource_tops\":[\"diamond-1\",\"diamond-1\",\"diamond-1\",\"diamond-1\",\"wood-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", "setup.too_many_copies");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"resource_tops\":[\"diamond-3\",\"diamond-3\",\"wood-1\",\"wood-1\",\"wood-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", "setup.too_many_copies");
  tc_mcg_test_append (game,
    "{\"type\":\"setup\",\"resource_tops\":[\"diamond-1\",\"diamond-1\",\"diamond-1\",\"diamond-3\",\"wood-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", NULL);
}

static void
test_craft_tops_wrong (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, NULL);

  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\",\"diamond-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\"]}", "setup.craft_tops");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\",\"diamond-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"wood-hoe\",\"iron-sword\",\"diamond-pickaxe\"]}", "setup.craft_tops");
  tc_mcg_test_assert_illegal (game,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\",\"diamond-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"wood-1\",\"iron-sword\",\"diamond-pickaxe\"]}", "setup.craft_tops");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/setup/tops-as-given", test_tops_as_given);
  g_test_add_func ("/mcg/setup/first-seat-starts", test_first_seat);
  g_test_add_func ("/mcg/setup/first-seat-out-of-range", test_first_seat_out_of_range);
  g_test_add_func ("/mcg/setup/creeper-on-top-is-discarded", test_creeper_on_top_is_discarded);
  g_test_add_func ("/mcg/setup/repeated-setup-is-illegal", test_repeated);
  g_test_add_func ("/mcg/setup/only-notes-before-setup", test_missing);
  g_test_add_func ("/mcg/setup/state-before-setup", test_before_setup_state);
  g_test_add_func ("/mcg/setup/resource-tops-wrong", test_resource_tops_wrong);
  g_test_add_func ("/mcg/setup/too-many-copies", test_too_many_copies);
  g_test_add_func ("/mcg/setup/craft-tops-wrong", test_craft_tops_wrong);

  return g_test_run ();
}
