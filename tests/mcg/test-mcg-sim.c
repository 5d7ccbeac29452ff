/* test-mcg-sim.c: many random legal games, invariants after every entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-entry.h"
#include "tc-mcg-sim.h"
#include "tc-mcg-test.h"

#define N_GAMES 10000

static const char *players[] = { "Ana", "Ben", "Cy", "Di", NULL };

/* The simulated entries written as a log and replayed by TcGame end in
 * the same state as the simulator's own replay.
 */
static void
check_through_log (const TcMcgRules   *rules,
                   const TcMcgSimGame *sim)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  g_autoptr(TcLog) log = NULL;
  g_autoptr(TcGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TcMcgState state;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, "tablecraft-log");
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, 1);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "minecraft-card-game");
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < rules->n_seats; i++)
    json_builder_add_string_value (builder, players[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "rulings");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "empty_pile");
  json_builder_add_string_value (builder, rules->empty_pile == TC_MCG_EMPTY_PILE_STAY_EMPTY ? "stay_empty" : "reshuffle_discard");
  json_builder_set_member_name (builder, "creeper_exposed_by_tnt");
  json_builder_add_string_value (builder, rules->creeper_attacks_after_tnt ? "attack" : "no_effect");
  json_builder_set_member_name (builder, "creeper_exposed_by_hoe");
  json_builder_add_string_value (builder, rules->creeper_attacks_after_hoe ? "attack" : "no_effect");
  json_builder_set_member_name (builder, "shovel");
  json_builder_add_string_value (builder, rules->shovel == TC_MCG_SHOVEL_LIMIT_TO_ONE_ACTION ? "limit_to_one_action" : "skip_one_action");
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "entries");
  json_builder_begin_array (builder);
  for (guint i = 0; i < sim->n_entries; i++)
    {
      JsonNode *node = json_node_new (JSON_NODE_OBJECT);

      json_node_take_object (node, tc_mcg_entry_to_json (rules->cards, &sim->entries[i]));
      json_builder_add_value (builder, node);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  data = json_to_string (root, FALSE);

  log = tc_log_read_data (data, strlen (data), NULL, &error);
  g_assert_no_error (error);
  game = tc_game_new_from_log (log, G_MAXUINT);
  g_assert_no_error ((GError *) tc_game_get_replay_error (game));
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, sim->n_entries);

  tc_mcg_state_init (rules, &state);
  for (guint i = 0; i < sim->n_entries; i++)
    g_assert_true (tc_mcg_state_apply (rules, &state, &sim->entries[i], NULL));
  g_assert_cmpmem (&state, sizeof state, tc_game_get_state (game), sizeof state);
  g_assert_cmpint (tc_game_is_finished (game), ==, sim->finished);
}

static void
test_random_games (void)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  TcSimRand rand;
  guint finished = 0, entries = 0;

  tc_sim_rand_init (&rand, g_test_rand_int ());
  for (guint i = 0; i < N_GAMES; i++)
    {
      TcMcgSimGame sim = { .check = TRUE };
      TcMcgRules rules;
      g_autoptr(GError) error = NULL;

      tc_mcg_sim_random_rules (&rules, cards, players, 0, &rand);
      if (!tc_mcg_sim_play (&rules, &rand, &sim, &error))
        g_test_message ("game %u: %s", i, error->message);
      g_assert_no_error (error);
      g_assert_cmpuint (sim.n_entries, >, 0);
      finished += sim.finished;
      entries += sim.n_entries;
      if (i % 500 == 0)
        check_through_log (&rules, &sim);
      tc_mcg_sim_game_clear (&sim);
    }

  g_test_message ("%u games, %u entries, %u won", N_GAMES, entries, finished);
  /* Random play still reaches the target in most games. */
  g_assert_cmpuint (finished, >=, N_GAMES / 2);
}

/* The state at the end of @sim's entries. */
static void
replay_sim (const TcMcgRules   *rules,
            const TcMcgSimGame *sim,
            TcMcgState         *state)
{
  tc_mcg_state_init (rules, state);
  for (guint i = 0; i < sim->n_entries; i++)
    g_assert_true (tc_mcg_state_apply (rules, state, &sim->entries[i], NULL));
}

static gboolean
holds_only_creepers (const TcMcgCards *cards,
                     const guint8     *counts)
{
  for (guint code = 0; code < TC_MCG_MAX_RESOURCE_IDS; code++)
    if (code != cards->creeper && counts[code] != 0)
      return FALSE;

  return TRUE;
}

/* A game stopped for revealing card after card is one whose owed reveals
 * can only ever show creepers: each pile owing one was rebuilt from a
 * discard of creepers only, and the discard holds nothing else either.
 */
static void
test_creeper_cycle_stops (void)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  TcSimRand rand;
  guint cycles = 0;

  tc_sim_rand_init (&rand, 1);
  for (guint i = 0; i < 2000 && cycles < 3; i++)
    {
      TcMcgSimGame sim = { .check = TRUE };
      TcMcgRules rules;
      TcMcgState state;
      guint run = 0;

      tc_mcg_sim_random_rules (&rules, cards, players, 4, &rand);
      g_assert_true (tc_mcg_sim_play (&rules, &rand, &sim, NULL));
      while (run < sim.n_entries && sim.entries[sim.n_entries - 1 - run].type == TC_MCG_ENTRY_REVEAL)
        run++;
      g_assert_cmpuint (run, <=, TC_MCG_SIM_MAX_REVEAL_RUN);
      g_assert_cmpuint (sim.n_entries, <, TC_MCG_SIM_MAX_ENTRIES);

      if (run == TC_MCG_SIM_MAX_REVEAL_RUN)
        {
          g_assert_false (sim.finished);
          replay_sim (&rules, &sim, &state);
          g_assert_true (holds_only_creepers (cards, state.discard));
          for (guint q = 0; q < state.n_queue; q++)
            if (state.queue[q].kind == TC_MCG_PENDING_REVEAL)
              {
                g_assert_true (state.piles[state.queue[q].pile].rebuilt);
                g_assert_true (holds_only_creepers (cards, state.piles[state.queue[q].pile].contents));
              }
          cycles++;
        }
      tc_mcg_sim_game_clear (&sim);
    }

  /* Seed 1 meets the cycle in about one 4-player game in a hundred. */
  g_assert_cmpuint (cycles, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/sim/ten-thousand-random-games", test_random_games);
  g_test_add_func ("/mcg/sim/creeper-cycle-stops", test_creeper_cycle_stops);

  return g_test_run ();
}
