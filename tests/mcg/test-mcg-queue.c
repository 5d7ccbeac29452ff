/* test-mcg-queue.c: the order of pending items (spec §4.1, §7.2.3, §7.2.13)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

#define TNT_GAME \
  "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-2\",\"tnt\",\"iron-1\",\"wild-1\"]," \
  "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", \
  "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wood-1\"]}"

static void
test_front_run_any_order (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TNT_GAME,
    "{\"type\":\"reveal\",\"pile\":5,\"card\":\"gold-1\"}",
    "{\"type\":\"reveal\",\"pile\":2,\"card\":\"stone-1\"}", NULL);
  g_autofree char *pending = tc_mcg_test_pending (game);

  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":3},{\"type\":\"reveal\",\"pile\":1},{\"type\":\"reveal\",\"pile\":4}]");
  tc_mcg_test_append (game, "{\"type\":\"reveal\",\"pile\":4,\"card\":\"iron-2\"}",
                      "{\"type\":\"reveal\",\"pile\":3,\"card\":\"wood-2\"}",
                      "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", NULL);
  g_assert_cmpuint (tc_mcg_test_state (game)->n_queue, ==, 0);
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", "reveal.not_owed");
}

static void
test_reveal_behind_creeper_waits (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, "{\"creeper_exposed_by_tnt\":\"attack\"}", TNT_GAME,
    "{\"type\":\"reveal\",\"pile\":2,\"card\":\"creeper\"}", NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}", "reveal.waiting");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":6,\"card\":\"wood-2\"}", "reveal.pile");
  tc_mcg_test_append (game, "{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"wood-1\"}",
                      "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}", NULL);
}

static void
test_creeper_reveal_joins_back (void)
{
  /* The TNT's own pile shows a creeper (cause mine): it attacks, and once
   * resolved, pile 3's next reveal joins the back of the run.
   */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TNT_GAME,
    "{\"type\":\"reveal\",\"pile\":3,\"card\":\"creeper\"}", NULL);
  g_autofree char *pending = tc_mcg_test_pending (game);

  g_assert_cmpstr (pending, ==, "[{\"type\":\"creeper_discard\",\"seats\":[1]},{\"type\":\"reveal\",\"pile\":1},"
                   "{\"type\":\"reveal\",\"pile\":2},{\"type\":\"reveal\",\"pile\":4},{\"type\":\"reveal\",\"pile\":5}]");
  tc_mcg_test_append (game, "{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"wood-1\"}", NULL);
  g_clear_pointer (&pending, g_free);
  pending = tc_mcg_test_pending (game);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":1},{\"type\":\"reveal\",\"pile\":2},"
                   "{\"type\":\"reveal\",\"pile\":4},{\"type\":\"reveal\",\"pile\":5},{\"type\":\"reveal\",\"pile\":3}]");
  g_assert_cmpuint (tc_mcg_test_state (game)->piles[2].remaining, ==, 13);
}

static void
test_craft_reveal_in_run (void)
{
  /* Hoe after a craft: the craft pile's reveal and the hoe's reveals form
   * one run; any of them may come first.
   */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-2\",\"stone-2\",\"iron-1\",\"gold-1\",\"wild-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}",
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-2\"]}", NULL);
  g_autofree char *pending = tc_mcg_test_pending (game);

  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"craft_pile\":1}]");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-hoe\"}", "queue.pending");
  tc_mcg_test_append (game, "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-hoe\"}",
                      "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-hoe\"}",
                      "{\"type\":\"reveal\",\"pile\":4,\"card\":\"gold-2\"}",
                      "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", NULL);
  g_clear_pointer (&pending, g_free);
  pending = tc_mcg_test_pending (game);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":2},{\"type\":\"reveal\",\"pile\":3},{\"type\":\"reveal\",\"pile\":5}]");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/queue/front-reveals-any-order", test_front_run_any_order);
  g_test_add_func ("/mcg/queue/reveal-behind-creeper-waits", test_reveal_behind_creeper_waits);
  g_test_add_func ("/mcg/queue/creeper-reveal-joins-back", test_creeper_reveal_joins_back);
  g_test_add_func ("/mcg/queue/craft-and-hoe-reveals", test_craft_reveal_in_run);

  return g_test_run ();
}
