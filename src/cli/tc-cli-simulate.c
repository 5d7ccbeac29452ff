/* tc-cli-simulate.c: `tablecraft-cli simulate`, random legal games with
 * the invariants checked after every entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tc-cli.h"
#include "tc-cli-sim.h"
#include "tc-log.h"
#include "tc-mcg-entry.h"
#include "tc-mcg-ruleset.h"

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
 * tc_cli_sim_to_log:
 *
 * Returns: (transfer full): a simulated game as a log, as the app would
 *   have saved it
 */
TcLog *
tc_cli_sim_to_log (const TcMcgRules   *rules,
                   const TcMcgSimGame *game)
{
  g_autoptr(JsonObject) rulings = rules_to_rulings (rules);
  g_autofree const char **players = g_new0 (const char *, rules->n_seats + 1);
  TcLog *log = g_new0 (TcLog, 1);
  g_autoptr(GError) error = NULL;

  /* rules->players names every seat the simulator knows; the log names
   * only the seats of this game.
   */
  memcpy (players, rules->players, rules->n_seats * sizeof *players);
  log->ruleset = tc_ruleset_new (TC_MCG_GAME_ID, players, rulings, &error);
  g_assert_no_error (error);
  log->created = g_strdup ("2026-11-22T00:00:00Z");
  log->entries = g_ptr_array_new_full (game->n_entries, (GDestroyNotify) tc_entry_unref);
  log->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) tc_entry_unref);

  for (guint i = 0; i < game->n_entries; i++)
    {
      g_autoptr(JsonObject) object = tc_mcg_entry_to_json (rules->cards, &game->entries[i]);

      g_ptr_array_add (log->entries, tc_ruleset_parse_entry (log->ruleset, object, &error));
      g_assert_no_error (error);
    }

  return log;
}

/**
 * tc_cli_sim_play:
 * @n_players: 2–4, or 0 for a random number per game
 *
 * Plays game @index of a run with random rulings.
 */
gboolean
tc_cli_sim_play (guint32        seed,
                 guint          index,
                 guint          n_players,
                 TcMcgRules    *rules,
                 TcMcgSimGame  *game,
                 GError       **error)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  TcMcgSimRand rand;

  /* Game @index of a run depends only on the seed and @index. */
  tc_mcg_sim_rand_init (&rand, (guint64) seed << 32 | index);
  tc_mcg_sim_random_rules (rules, cards, names, n_players, &rand);
  return tc_mcg_sim_play (rules, &rand, game, error);
}

static gboolean
write_game (const char         *dir,
            guint               index,
            const TcMcgRules   *rules,
            const TcMcgSimGame *game,
            GError            **error)
{
  g_autoptr(TcLog) log = tc_cli_sim_to_log (rules, game);
  g_autofree char *name = g_strdup_printf ("game-%05u.json", index + 1);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *data = tc_log_write_data (log->ruleset, log->created, log->entries, log->redo);

  return tc_log_write_file (path, data, error);
}

static gboolean
parse_count (const char *text,
             guint64     min,
             guint64     max,
             guint64    *value)
{
  return text != NULL && g_ascii_string_to_unsigned (text, 10, min, max, value, NULL);
}

int
tc_cli_simulate (int    argc,
                 char **argv)
{
  g_autofree char *games_text = NULL, *seed_text = NULL, *players_text = NULL, *out = NULL;
  GOptionEntry options[] = {
    { "games", 0, 0, G_OPTION_ARG_STRING, &games_text, N_("Number of games"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Random seed"), "S" },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text, N_("Players per game (2–4; random if absent)"), "P" },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out, N_("Write each game's log into DIR"), "DIR" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  guint64 n_games, seed, n_players = 0, n_entries = 0, n_finished = 0;
  gint64 start;
  double seconds;

  g_option_context_add_main_entries (context, options, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) ||
      !parse_count (games_text, 0, G_MAXUINT, &n_games) ||
      !parse_count (seed_text, 0, G_MAXUINT32, &seed) ||
      (players_text != NULL && !parse_count (players_text, 2, TC_MCG_MAX_SEATS, &n_players)))
    {
      g_printerr ("%s\n", _("usage: tablecraft-cli simulate --games N --seed S [--players 2–4] [--out DIR]"));
      return TC_CLI_EXIT_MALFORMED;
    }

  if (out != NULL && g_mkdir_with_parents (out, 0755) != 0)
    {
      g_printerr (_("%s: cannot create the folder: %s\n"), out, g_strerror (errno));
      return TC_CLI_EXIT_MALFORMED;
    }

  start = g_get_monotonic_time ();
  for (guint i = 0; i < n_games; i++)
    {
      TcMcgRules rules;
      TcMcgSimGame game = { .skip_entries = out == NULL };

      if (!tc_cli_sim_play (seed, i, n_players, &rules, &game, &error))
        {
          g_printerr (_("game %u (seed %" PRIu64 "): %s\n"), i + 1, seed, error->message);
          return TC_CLI_EXIT_ILLEGAL;
        }

      n_entries += game.n_entries;
      n_finished += game.finished;
      if (out != NULL && !write_game (out, i, &rules, &game, &error))
        {
          g_printerr ("%s: %s\n", out, error->message);
          tc_mcg_sim_game_clear (&game);
          return TC_CLI_EXIT_MALFORMED;
        }
      tc_mcg_sim_game_clear (&game);
    }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  g_print (_("%" PRIu64 " of the games were won, %" PRIu64 " stopped unfinished\n"),
           n_finished, n_games - n_finished);
  g_print ("simulated %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " entries in %.3f s: %.0f games/s\n",
           n_games, n_entries, seconds, seconds > 0 ? n_games / seconds : 0.0);

  return TC_CLI_EXIT_OK;
}
