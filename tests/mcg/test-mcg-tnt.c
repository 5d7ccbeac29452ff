/* test-mcg-tnt.c: mining a TNT and tnt_keep (spec §4, §7.2.6–7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

#define MINE_TNT "{\"type\":\"mine\",\"seat\":1,\"pile\":3}"

static void
test_takes_every_top (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP, MINE_TNT, NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *pending = tc_mcg_test_pending (game);

  /* Taken cards are listed in pile order, not canonical order. */
  g_assert_cmpstr (pending, ==, "[{\"type\":\"tnt_keep\",\"seat\":1,\"from\":[\"wood-1\",\"stone-2\",\"tnt\",\"wild-1\"]}]");
  for (guint p = 0; p < 5; p++)
    {
      g_assert_cmpuint (state->piles[p].remaining, ==, 14);
      g_assert_cmpint (state->piles[p].top, ==, TC_MCG_NO_CARD);
    }
  g_assert_cmpuint (state->actions_left, ==, 1);
  g_assert_cmpuint (state->seats[0].n_hand, ==, 0);
}

static void
test_keep_two (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP, MINE_TNT,
    "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wild-1\",\"stone-2\"]}", NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *pending = tc_mcg_test_pending (game);

  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "wild-1"), ==, 1);
  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "stone-2"), ==, 1);
  g_assert_cmpuint (state->seats[0].n_hand, ==, 2);
  /* wood-1 and both TNTs go to the discard. */
  g_assert_cmpuint (state->n_discard, ==, 3);
  g_assert_cmpuint (tc_mcg_test_discard (game, "tnt"), ==, 2);
  g_assert_cmpuint (tc_mcg_test_discard (game, "wood-1"), ==, 1);
  /* The TNT's own pile first, then the others ascending. */
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":3},{\"type\":\"reveal\",\"pile\":1},"
                   "{\"type\":\"reveal\",\"pile\":2},{\"type\":\"reveal\",\"pile\":4},{\"type\":\"reveal\",\"pile\":5}]");
}

static void
test_keep_nothing (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP, MINE_TNT,
    "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[]}", NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->n_discard, ==, 5);
  g_assert_cmpuint (tc_mcg_test_state (game)->seats[0].n_hand, ==, 0);

  /* A creeper under the TNT (cause mine) finds no hand: it goes at once. */
  tc_mcg_test_append (game, "{\"type\":\"reveal\",\"pile\":3,\"card\":\"creeper\"}", NULL);
  g_assert_cmpuint (tc_mcg_test_discard (game, "creeper"), ==, 1);
  g_assert_cmpuint (tc_mcg_test_state (game)->piles[2].remaining, ==, 13);
}

static void
test_wrong_keeps (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP, MINE_TNT, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wood-1\",\"stone-2\",\"wild-1\"]}", "tnt_keep.too_many");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"iron-1\"]}", "tnt_keep.not_taken");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wood-1\",\"wood-1\"]}", "tnt_keep.not_taken");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"tnt\"]}", "tnt_keep.not_resource");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wood-hoe\"]}", "tnt_keep.not_resource");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"tnt_keep\",\"seat\":2,\"cards\":[]}", "tnt_keep.not_owed");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"reveal\",\"pile\":3,\"card\":\"wood-2\"}", "reveal.not_owed");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"end_turn\",\"seat\":1}", "queue.pending");
}

static void
test_keep_not_owed_without_tnt (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[]}", "tnt_keep.not_owed");
}

static void
test_creeper_exposed_by_tnt (gconstpointer data)
{
  gboolean attack = GPOINTER_TO_INT (data);
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2,
    attack ? "{\"creeper_exposed_by_tnt\":\"attack\"}" : "{\"creeper_exposed_by_tnt\":\"no_effect\"}",
    TC_MCG_TEST_TNT_SETUP, MINE_TNT, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wood-1\"]}",
    "{\"type\":\"reveal\",\"pile\":2,\"card\":\"creeper\"}", NULL);
  g_autofree char *pending = tc_mcg_test_pending (game);

  if (attack)
    {
      g_assert_cmpstr (pending, ==, "[{\"type\":\"creeper_discard\",\"seats\":[1]},{\"type\":\"reveal\",\"pile\":3},"
                       "{\"type\":\"reveal\",\"pile\":1},{\"type\":\"reveal\",\"pile\":4},{\"type\":\"reveal\",\"pile\":5}]");
      g_assert_cmpstr (tc_mcg_test_top (game, 2), ==, "creeper");
      g_assert_cmpuint (tc_mcg_test_state (game)->piles[1].remaining, ==, 14);
    }
  else
    {
      /* Discarded at once; pile 2's next reveal joins the back (§7.2.3). */
      g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":3},{\"type\":\"reveal\",\"pile\":1},"
                       "{\"type\":\"reveal\",\"pile\":4},{\"type\":\"reveal\",\"pile\":5},{\"type\":\"reveal\",\"pile\":2}]");
      g_assert_cmpuint (tc_mcg_test_discard (game, "creeper"), ==, 1);
      g_assert_cmpuint (tc_mcg_test_state (game)->piles[1].remaining, ==, 13);
      g_assert_cmpuint (tc_mcg_test_hand (game, 1, "wood-1"), ==, 1);
    }
}

static void
test_creeper_under_tnt_attacks (void)
{
  /* Cause mine on the TNT's own pile: an attack under either ruling. */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, "{\"creeper_exposed_by_tnt\":\"no_effect\"}",
    TC_MCG_TEST_TNT_SETUP, MINE_TNT, "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wood-1\"]}",
    "{\"type\":\"reveal\",\"pile\":3,\"card\":\"creeper\"}", NULL);
  g_autofree char *pending = tc_mcg_test_pending (game);

  g_assert_true (g_str_has_prefix (pending, "[{\"type\":\"creeper_discard\",\"seats\":[1]}"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/tnt/takes-every-top", test_takes_every_top);
  g_test_add_func ("/mcg/tnt/keep-two", test_keep_two);
  g_test_add_func ("/mcg/tnt/keep-nothing", test_keep_nothing);
  g_test_add_func ("/mcg/tnt/wrong-keeps", test_wrong_keeps);
  g_test_add_func ("/mcg/tnt/keep-not-owed-without-tnt", test_keep_not_owed_without_tnt);
  g_test_add_data_func ("/mcg/tnt/creeper-exposed/no-effect", GINT_TO_POINTER (FALSE), test_creeper_exposed_by_tnt);
  g_test_add_data_func ("/mcg/tnt/creeper-exposed/attack", GINT_TO_POINTER (TRUE), test_creeper_exposed_by_tnt);
  g_test_add_func ("/mcg/tnt/creeper-under-tnt-attacks", test_creeper_under_tnt_attacks);

  return g_test_run ();
}
