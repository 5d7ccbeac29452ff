/* tc-mcg-sim-log.c: the simulator behind TcRulesetClass.simulate
 *
 * Plays one random game with tc_mcg_sim_play() and, when asked, writes it
 * as the log the app would have saved.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-log.h"
#include "tc-mcg-entry.h"
#include "tc-mcg-ruleset.h"
#include "tc-mcg-sim.h"

static const char *names[] = { "Ana", "Ben", "Cy", "Dee", NULL };

static JsonObject *
rules_to_rulings (const TcMcgRules *rules)
{
  JsonObject *rulings = json_object_new ();

  json_object_set_string_member (rulings, "empty_pile",
                                 rules->empty_pile == TC_MCG_EMPTY_PILE_STAY_EMPTY ? "stay_empty" : "reshuffle_discard");
  json_object_set_string_member (rulings, "creeper_exposed_by_tnt",
                                 rules->creeper_attacks_after_tnt ? "attack" : "no_effect");
  json_object_set_string_member (rulings, "creeper_exposed_by_hoe",
                                 rules->creeper_attacks_after_hoe ? "attack" : "no_effect");
  json_object_set_string_member (rulings, "shovel",
                                 rules->shovel == TC_MCG_SHOVEL_LIMIT_TO_ONE_ACTION ? "limit_to_one_action" : "skip_one_action");

  return rulings;
}

/**
 * tc_mcg_sim_to_log:
 *
 * Returns: (transfer full): a simulated game as a log, as the app would
 *   have saved it
 */
TcLog *
tc_mcg_sim_to_log (const TcMcgRules   *rules,
                   const TcMcgSimGame *game)
{
  g_autoptr(JsonObject) rulings = rules_to_rulings (rules);
  TcLog *log;

  /* rules->players names every seat the simulator knows; the log names
   * only the seats of this game.
   */
  log = tc_log_new_simulated (TC_MCG_GAME_ID, rules->players, rules->n_seats, rulings, "2026-11-22T00:00:00Z");
  for (guint i = 0; i < game->n_entries; i++)
    {
      g_autoptr(JsonObject) object = tc_mcg_entry_to_json (rules->cards, &game->entries[i]);

      tc_log_add_simulated (log, object);
    }

  return log;
}

/* The hook of TcRulesetClass.simulate: game @index of a run with random
 * rulings depends only on @seed and @index.
 */
gboolean
tc_mcg_sim_simulate (TcRulesetClass  *klass,
                     guint64          seed,
                     guint            index,
                     guint            n_players,
                     TcSimFlags       flags,
                     TcSimGame       *result,
                     GError         **error)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  TcMcgSimGame game = { .skip_entries = !(flags & TC_SIM_KEEP_LOG), .check = (flags & TC_SIM_CHECK) != 0 };
  TcSimRand rand;
  TcMcgRules rules;
  gboolean ok;

  if (n_players != 0 && (n_players < cards->min_players || n_players > cards->max_players))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "this game is played by %u to %u players", cards->min_players, cards->max_players);
      return FALSE;
    }

  tc_sim_rand_init (&rand, seed << 32 | index);
  tc_mcg_sim_random_rules (&rules, cards, names, n_players, &rand);
  ok = tc_mcg_sim_play (&rules, &rand, &game, error);

  result->n_entries = game.n_entries;
  result->finished = game.finished;
  if (ok && (flags & TC_SIM_KEEP_LOG))
    result->log = tc_mcg_sim_to_log (&rules, &game);
  tc_mcg_sim_game_clear (&game);

  return ok;
}
