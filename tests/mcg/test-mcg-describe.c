/* test-mcg-describe.c: sentences for entries and for what the table owes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

static void
assert_mentions (const char *text,
                 const char *first,
                 ...) G_GNUC_NULL_TERMINATED;

static void
assert_mentions (const char *text,
                 const char *first,
                 ...)
{
  va_list args;

  g_test_message ("%s", text);
  va_start (args, first);
  for (const char *word = first; word != NULL; word = va_arg (args, const char *))
    g_assert_nonnull (strstr (text, word));
  va_end (args);
}

static char *
describe (TcGame *game,
          guint   index)
{
  return tc_game_describe_entry (game, index);
}

static void
test_mine (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL,
    "{\"type\":\"setup\",\"first_seat\":2,\"resource_tops\":[\"wood-1\",\"stone-1\",\"wood-2\",\"tnt\",\"diamond-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}",
    "{\"type\":\"mine\",\"seat\":2,\"pile\":3}", "{\"type\":\"reveal\",\"pile\":3,\"card\":\"creeper\"}",
    "{\"type\":\"creeper_discard\",\"seat\":2,\"card\":\"wood-2\"}",
    "{\"type\":\"reveal\",\"pile\":3,\"card\":\"iron-1\"}",
    "{\"type\":\"mine\",\"seat\":2,\"pile\":4}",
    "{\"type\":\"tnt_keep\",\"seat\":2,\"cards\":[\"wood-1\"]}",
    "{\"type\":\"note\",\"text\":\"snack break\"}", NULL);
  g_autofree char *mine = describe (game, 1);
  g_autofree char *creeper = describe (game, 2);
  g_autofree char *answer = describe (game, 3);
  g_autofree char *reveal = describe (game, 4);
  g_autofree char *tnt = describe (game, 5);
  g_autofree char *keep = describe (game, 6);
  g_autofree char *note = describe (game, 7);
  g_autofree char *setup = describe (game, 0);

  g_assert_cmpstr (mine, ==, "Ben mines pile 3 (Wood 2)");
  assert_mentions (creeper, "pile 3", "creeper", NULL);
  assert_mentions (answer, "Ben", "Wood 2", NULL);
  assert_mentions (reveal, "pile 3", "Iron 1", NULL);
  assert_mentions (tnt, "Ben", "TNT", "pile 4", NULL);
  assert_mentions (keep, "Ben", "Wood 1", NULL);
  assert_mentions (note, "snack break", NULL);
  assert_mentions (setup, "Ben", NULL);
}

static void
test_craft_and_tools (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-3\",\"stone-1\",\"iron-1\",\"gold-1\",\"diamond-1\"],"
    "\"craft_tops\":[\"wood-shovel\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}",
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-3\"]}",
    "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-hoe\"}",
    "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-shovel\",\"target\":2}",
    "{\"type\":\"end_turn\",\"seat\":1}", "{\"type\":\"end_turn\",\"seat\":2}",
    "{\"type\":\"reserve\",\"seat\":1,\"craft_pile\":1}",
    "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-axe\"}",
    "{\"type\":\"end_turn\",\"seat\":1}", NULL);
  g_autofree char *craft = describe (game, 3);
  g_autofree char *reveal = describe (game, 4);
  g_autofree char *tool = describe (game, 5);
  g_autofree char *reserve = describe (game, 8);
  g_autofree char *end = describe (game, 10);

  assert_mentions (craft, "Ana", "Wood Shovel", "Wood 3", NULL);
  assert_mentions (reveal, "Craft pile 1", "Gold Hoe", NULL);
  assert_mentions (tool, "Ana", "Wood Shovel", "Ben", NULL);
  assert_mentions (reserve, "Ana", "Gold Hoe", NULL);
  assert_mentions (end, "Ana", NULL);
}

static void
test_pending (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);
  g_autofree char *none = tc_game_describe_pending (game);
  g_autofree char *reveal = NULL;
  g_autofree char *attack = NULL;
  g_autofree char *keep = NULL;
  g_autoptr(TcGame) tnt = tc_mcg_test_game_new (2, NULL,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-2\",\"tnt\",\"iron-1\",\"wild-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", NULL);

  g_assert_null (none);
  tc_mcg_test_append (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", NULL);
  reveal = tc_game_describe_pending (game);
  assert_mentions (reveal, "resource pile 3", NULL);

  tc_mcg_test_append (game, "{\"type\":\"reveal\",\"pile\":3,\"card\":\"creeper\"}", NULL);
  attack = tc_game_describe_pending (game);
  assert_mentions (attack, "creeper", "pile 3", "Ana", NULL);

  keep = tc_game_describe_pending (tnt);
  assert_mentions (keep, "Ana", "TNT", NULL);
}

static void
test_undo_description (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP,
                                                 "{\"type\":\"mine\",\"seat\":1,\"pile\":5}", NULL);
  g_autofree char *undo = tc_game_describe_undo (game);

  g_assert_cmpstr (undo, ==, "Ana mines pile 5 (Diamond 1)");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/describe/mine-reveal-creeper-tnt", test_mine);
  g_test_add_func ("/mcg/describe/craft-tools-reserve", test_craft_and_tools);
  g_test_add_func ("/mcg/describe/pending", test_pending);
  g_test_add_func ("/mcg/describe/undo", test_undo_description);

  return g_test_run ();
}
