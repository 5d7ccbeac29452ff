/* test-mcg-tools.c: use_tool (spec §4, §5 shovel and hoe rulings, §7.2.9, §7.2.12)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

/* Ana ends with wood-shovel and stone-shovel, Ben with wood-pickaxe;
 * Ana is active with 1 action left.
 */
#define SHOVEL_GAME \
  "{\"type\":\"setup\",\"resource_tops\":[\"wood-3\",\"wood-2\",\"stone-1\",\"wood-3\",\"iron-1\"]," \
  "\"craft_tops\":[\"wood-shovel\",\"stone-shovel\",\"wood-pickaxe\",\"wood-hoe\"]}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":2}", "{\"type\":\"reveal\",\"pile\":2,\"card\":\"wood-1\"}", \
  "{\"type\":\"end_turn\",\"seat\":1}", \
  "{\"type\":\"mine\",\"seat\":2,\"pile\":4}", "{\"type\":\"reveal\",\"pile\":4,\"card\":\"wood-2\"}", \
  "{\"type\":\"mine\",\"seat\":2,\"pile\":4}", "{\"type\":\"reveal\",\"pile\":4,\"card\":\"wood-2\"}", \
  "{\"type\":\"end_turn\",\"seat\":2}", \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-3\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-axe\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":3}", "{\"type\":\"reveal\",\"pile\":3,\"card\":\"stone-2\"}", \
  "{\"type\":\"end_turn\",\"seat\":1}", \
  "{\"type\":\"craft\",\"seat\":2,\"source\":{\"craft_pile\":3},\"pay\":[\"wood-3\",\"wood-2\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":3,\"card\":\"iron-axe\"}", \
  "{\"type\":\"end_turn\",\"seat\":2}", \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":2},\"pay\":[\"wood-2\",\"stone-1\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":2,\"card\":\"gold-pickaxe\"}"

#define SKIP "{\"shovel\":\"skip_one_action\"}"
#define LIMIT "{\"shovel\":\"limit_to_one_action\"}"
#define SHOVEL_BEN(tool) "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"" tool "\",\"target\":2}"

static guint
actions_after_two_shovels (const char *rulings,
                           gboolean    pickaxe)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, rulings, SHOVEL_GAME,
    SHOVEL_BEN ("wood-shovel"), SHOVEL_BEN ("stone-shovel"), "{\"type\":\"end_turn\",\"seat\":1}", NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->active, ==, 1);
  if (pickaxe)
    tc_mcg_test_append (game, "{\"type\":\"use_tool\",\"seat\":2,\"tool\":\"wood-pickaxe\"}", NULL);

  return tc_mcg_test_state (game)->actions_left;
}

static void
test_shovel_skip_stacks_to_zero (void)
{
  g_autoptr(TcGame) game = NULL;

  g_assert_cmpuint (actions_after_two_shovels (SKIP, FALSE), ==, 0);
  /* A seat at 0 actions may still use its pickaxe. */
  g_assert_cmpuint (actions_after_two_shovels (SKIP, TRUE), ==, 1);

  game = tc_mcg_test_game_new (2, SKIP, SHOVEL_GAME, SHOVEL_BEN ("wood-shovel"), SHOVEL_BEN ("stone-shovel"),
                               "{\"type\":\"end_turn\",\"seat\":1}", NULL);
  tc_mcg_test_assert_illegal (game, "{\"type\":\"mine\",\"seat\":2,\"pile\":1}", "turn.no_actions");
  /* Cleared once the turn has started. */
  tc_mcg_test_append (game, "{\"type\":\"end_turn\",\"seat\":2}", "{\"type\":\"end_turn\",\"seat\":1}", NULL);
  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 2);
}

static void
test_shovel_skip_one (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, SKIP, SHOVEL_GAME, SHOVEL_BEN ("wood-shovel"),
                                                 "{\"type\":\"end_turn\",\"seat\":1}", NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 1);
  g_assert_cmpuint (tc_mcg_test_state (game)->seats[0].points, ==, 4);
}

static void
test_shovel_limit_to_one (void)
{
  g_assert_cmpuint (actions_after_two_shovels (LIMIT, FALSE), ==, 1);
  /* The pickaxe still adds one to the limited turn. */
  g_assert_cmpuint (actions_after_two_shovels (LIMIT, TRUE), ==, 2);
}

static void
test_shovel_on_active_seat_waits (void)
{
  /* Used during Ben's own turn, it hits Ben's next turn. */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, SKIP, SHOVEL_GAME,
    "{\"type\":\"end_turn\",\"seat\":1}", SHOVEL_BEN ("wood-shovel"), NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 2);
  tc_mcg_test_append (game, "{\"type\":\"end_turn\",\"seat\":2}", "{\"type\":\"end_turn\",\"seat\":1}", NULL);
  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 1);
}

static void
test_shovel_wrong_target (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, SHOVEL_GAME, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-shovel\",\"target\":1}", "tool.shovel_target");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-shovel\",\"target\":3}", "tool.shovel_target");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-shovel\",\"target\":0}", "tool.shovel_target");
}

static void
test_tool_ownership (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, SHOVEL_GAME, SHOVEL_BEN ("wood-shovel"), NULL);

  tc_mcg_test_assert_illegal (game, SHOVEL_BEN ("wood-shovel"), "tool.used");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":2,\"tool\":\"stone-shovel\",\"target\":1}", "tool.not_owned");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-pickaxe\"}", "tool.not_owned");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-1\"}", "tool.not_a_tool");
  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":5,\"tool\":\"wood-shovel\",\"target\":1}", "seat.range");
  /* Used, the shovel still counts its points. */
  g_assert_cmpuint (tc_mcg_test_state (game)->seats[0].points, ==, 4);
}

static void
test_pickaxe (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, SHOVEL_GAME, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":2,\"tool\":\"wood-pickaxe\"}", "tool.pickaxe_not_active");
  tc_mcg_test_append (game, "{\"type\":\"end_turn\",\"seat\":1}",
                      "{\"type\":\"mine\",\"seat\":2,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}",
                      "{\"type\":\"mine\",\"seat\":2,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}",
                      "{\"type\":\"use_tool\",\"seat\":2,\"tool\":\"wood-pickaxe\"}", NULL);
  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 1);
  tc_mcg_test_append (game, "{\"type\":\"mine\",\"seat\":2,\"pile\":1}", NULL);
  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 0);
  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":2,\"tool\":\"wood-pickaxe\"}", "queue.pending");
}

/* Ana owns wood-hoe and wood-sword, holds wood-3, 1 action left. */
#define HOE_GAME \
  "{\"type\":\"setup\",\"resource_tops\":[\"wood-2\",\"stone-1\",\"tnt\",\"iron-1\",\"gold-1\"]," \
  "\"craft_tops\":[\"wood-hoe\",\"wood-sword\",\"wood-axe\",\"diamond-pickaxe\"]}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}", \
  "{\"type\":\"end_turn\",\"seat\":1}", "{\"type\":\"end_turn\",\"seat\":2}", \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-2\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-hoe\"}", \
  "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":2},\"pay\":[\"wood-3\"]}", \
  "{\"type\":\"reveal\",\"craft_pile\":2,\"card\":\"stone-hoe\"}", \
  "{\"type\":\"end_turn\",\"seat\":1}", "{\"type\":\"end_turn\",\"seat\":2}", \
  "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-1\"}"
#define USE_HOE "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-hoe\"}"

static void
test_hoe_clears_every_top (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, HOE_GAME, USE_HOE, NULL);
  const TcMcgState *state = tc_mcg_test_state (game);
  g_autofree char *pending = tc_mcg_test_pending (game);
  static const guint remaining[] = { 11, 14, 14, 14, 14 };

  /* wood-2 and wood-3 paid, then the five tops, the TNT included. */
  g_assert_cmpuint (state->n_discard, ==, 7);
  g_assert_cmpuint (tc_mcg_test_discard (game, "tnt"), ==, 1);
  g_assert_cmpuint (tc_mcg_test_discard (game, "wood-1"), ==, 1);
  for (guint p = 0; p < 5; p++)
    g_assert_cmpuint (state->piles[p].remaining, ==, remaining[p]);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":1},{\"type\":\"reveal\",\"pile\":2},"
                   "{\"type\":\"reveal\",\"pile\":3},{\"type\":\"reveal\",\"pile\":4},{\"type\":\"reveal\",\"pile\":5}]");
  g_assert_cmpuint (tc_mcg_test_hand (game, 1, "wood-3"), ==, 1);
  g_assert_cmpuint (state->actions_left, ==, 1);
}

static void
test_hoe_creeper (gconstpointer data)
{
  gboolean attack = GPOINTER_TO_INT (data);
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2,
    attack ? "{\"creeper_exposed_by_hoe\":\"attack\"}" : "{\"creeper_exposed_by_hoe\":\"no_effect\"}",
    HOE_GAME, USE_HOE, "{\"type\":\"reveal\",\"pile\":2,\"card\":\"creeper\"}", NULL);
  g_autofree char *pending = tc_mcg_test_pending (game);

  if (attack)
    {
      g_assert_cmpstr (pending, ==, "[{\"type\":\"creeper_discard\",\"seats\":[1]},{\"type\":\"reveal\",\"pile\":1},"
                       "{\"type\":\"reveal\",\"pile\":3},{\"type\":\"reveal\",\"pile\":4},{\"type\":\"reveal\",\"pile\":5}]");
      tc_mcg_test_append (game, "{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"wood-3\"}", NULL);
      g_assert_cmpuint (tc_mcg_test_state (game)->n_discard, ==, 9);
    }
  else
    {
      g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":1},{\"type\":\"reveal\",\"pile\":3},"
                       "{\"type\":\"reveal\",\"pile\":4},{\"type\":\"reveal\",\"pile\":5},{\"type\":\"reveal\",\"pile\":2}]");
      g_assert_cmpuint (tc_mcg_test_state (game)->n_discard, ==, 8);
      g_assert_cmpuint (tc_mcg_test_hand (game, 1, "wood-3"), ==, 1);
    }
  g_assert_cmpuint (tc_mcg_test_discard (game, "creeper"), ==, 1);
}

static void
test_hoe_any_seat (void)
{
  /* Not an action: Ana may use it during Ben's turn. */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, HOE_GAME, "{\"type\":\"end_turn\",\"seat\":1}", USE_HOE, NULL);

  g_assert_cmpuint (tc_mcg_test_state (game)->active, ==, 1);
  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 2);
  g_assert_cmpuint (tc_mcg_test_state (game)->n_queue, ==, 5);
}

static void
test_sword_not_usable (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, HOE_GAME, NULL);

  tc_mcg_test_assert_illegal (game, "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-sword\"}", "tool.not_usable");
}

/* §7.2.12: a hoe when every pile is empty only becomes used. */
static void
test_hoe_on_empty_piles (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, HOE_GAME, NULL);
  g_autoptr(TcEntry) hoe = tc_test_log_parse_entry (game, USE_HOE);
  TcMcgState state = *tc_mcg_test_state (game);
  g_autoptr(GError) error = NULL;
  guint8 n_discard = state.n_discard;

  for (guint p = 0; p < 5; p++)
    {
      state.piles[p].remaining = 0;
      state.piles[p].top = TC_MCG_NO_CARD;
    }
  g_assert_true (tc_mcg_state_apply (tc_mcg_test_rules (game), &state, tc_mcg_ruleset_get_entry_data (hoe), &error));
  g_assert_no_error (error);
  g_assert_true (state.seats[0].used & (1u << tc_mcg_test_code ("wood-hoe")));
  g_assert_cmpuint (state.n_queue, ==, 0);
  g_assert_cmpuint (state.n_discard, ==, n_discard);
}

static gboolean
turn_is_spent (TcGame *game)
{
  return tc_mcg_state_turn_is_spent (tc_mcg_test_rules (game), tc_mcg_test_state (game));
}

/* The referee ends a turn only when its player can do nothing more with
 * it: an action left, a reveal owed or the player's own unused pickaxe
 * hold it; shovels, hoes and another seat's pickaxe do not.
 */
static void
test_turn_spent (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, SHOVEL_GAME, NULL);

  /* Ana: 1 action left, two unused shovels. */
  g_assert_false (turn_is_spent (game));
  tc_mcg_test_append (game, "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", NULL);
  g_assert_false (turn_is_spent (game));
  tc_mcg_test_append (game, "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}", NULL);
  g_assert_true (turn_is_spent (game));

  /* Ben, with his unused wood pickaxe, spends both actions: held. */
  tc_mcg_test_append (game, "{\"type\":\"end_turn\",\"seat\":1}",
                      "{\"type\":\"mine\",\"seat\":2,\"pile\":2}", "{\"type\":\"reveal\",\"pile\":2,\"card\":\"wood-2\"}",
                      "{\"type\":\"mine\",\"seat\":2,\"pile\":3}", "{\"type\":\"reveal\",\"pile\":3,\"card\":\"stone-1\"}", NULL);
  g_assert_cmpuint (tc_mcg_test_state (game)->actions_left, ==, 0);
  g_assert_false (turn_is_spent (game));
  tc_mcg_test_append (game, "{\"type\":\"use_tool\",\"seat\":2,\"tool\":\"wood-pickaxe\"}",
                      "{\"type\":\"mine\",\"seat\":2,\"pile\":4}", "{\"type\":\"reveal\",\"pile\":4,\"card\":\"wood-1\"}", NULL);
  g_assert_true (turn_is_spent (game));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/tools/shovel/skip-one-action-stacks-to-zero", test_shovel_skip_stacks_to_zero);
  g_test_add_func ("/mcg/tools/shovel/skip-one-action", test_shovel_skip_one);
  g_test_add_func ("/mcg/tools/shovel/limit-to-one-action", test_shovel_limit_to_one);
  g_test_add_func ("/mcg/tools/shovel/on-active-seat-hits-next-turn", test_shovel_on_active_seat_waits);
  g_test_add_func ("/mcg/tools/shovel/wrong-target", test_shovel_wrong_target);
  g_test_add_func ("/mcg/tools/ownership-and-use-once", test_tool_ownership);
  g_test_add_func ("/mcg/tools/pickaxe-adds-an-action", test_pickaxe);
  g_test_add_func ("/mcg/tools/hoe/clears-every-top", test_hoe_clears_every_top);
  g_test_add_data_func ("/mcg/tools/hoe/creeper-exposed/no-effect", GINT_TO_POINTER (FALSE), test_hoe_creeper);
  g_test_add_data_func ("/mcg/tools/hoe/creeper-exposed/attack", GINT_TO_POINTER (TRUE), test_hoe_creeper);
  g_test_add_func ("/mcg/tools/hoe/any-seat-any-time", test_hoe_any_seat);
  g_test_add_func ("/mcg/tools/hoe/every-pile-empty", test_hoe_on_empty_piles);
  g_test_add_func ("/mcg/tools/sword-not-usable", test_sword_not_usable);
  g_test_add_func ("/mcg/tools/turn-spent", test_turn_spent);

  return g_test_run ();
}
