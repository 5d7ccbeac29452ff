/* tc-cli-simulate.c: `tablecraft-cli simulate`, random legal games, with
 * the invariants checked after every entry when --check asks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tc-cli.h"
#include "tc-file.h"
#include "tc-log.h"
#include "tc-rulesets.h"

static char *
dup_game_path (const char *dir,
               guint       index)
{
  g_autofree char *name = g_strdup_printf ("game-%05u.json", index + 1);

  return g_build_filename (dir, name, NULL);
}

/* The first of the @n_games files simulate would write that exists
 * already, or %NULL: nothing is written over unless asked.
 */
static char *
find_existing_game (const char *dir,
                    guint       n_games)
{
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = dup_game_path (dir, i);

      if (g_file_test (path, G_FILE_TEST_EXISTS) || g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        return g_steal_pointer (&path);
    }

  return NULL;
}

/* Writes a game's log under the claim a window takes on a game, so that a
 * game a Tablecraft window has open (the folder may be Saved Games) is
 * never written over.
 */
static gboolean
write_game (const char *dir,
            guint       index,
            TcLog      *log,
            GError    **error)
{
  g_autofree char *path = dup_game_path (dir, index);
  g_autofree char *data = tc_log_write_data (log->ruleset, log->created, log->entries, log->redo);
  g_autoptr(TcFileLock) lock = tc_file_lock_game (path, error);

  if (lock == NULL)
    {
      g_prefix_error (error, "%s: ", path);
      return FALSE;
    }

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
  g_autofree char *game_id = NULL;
  g_autofree char *existing = NULL;
  gboolean force = FALSE, check = FALSE;
  GOptionEntry options[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, N_("The game to play (its log id; the first game if absent)"), "ID" },
    { "games", 0, 0, G_OPTION_ARG_STRING, &games_text, N_("Number of games"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Random seed"), "S" },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text, N_("Players per game (random if absent)"), "P" },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out, N_("Write each game's log into DIR"), "DIR" },
    { "force", 0, 0, G_OPTION_ARG_NONE, &force, N_("Replace game files already in DIR"), NULL },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check, N_("Check the game's invariants after every entry (slower)"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  TcRulesetClass *klass;
  TcSimFlags flags;
  guint64 n_games, seed, n_players = 0, n_entries = 0, n_finished = 0;
  gint64 start;
  double seconds;

  g_option_context_add_main_entries (context, options, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) ||
      !parse_count (games_text, 0, G_MAXUINT, &n_games) ||
      !parse_count (seed_text, 0, G_MAXUINT32, &seed) ||
      (players_text != NULL && !parse_count (players_text, 1, TC_MAX_SEATS, &n_players)))
    {
      g_printerr ("%s\n", _("usage: tablecraft-cli simulate [--game ID] --games N --seed S [--players P] [--check] [--out DIR [--force]]"));
      return TC_CLI_EXIT_MALFORMED;
    }

  klass = game_id != NULL ? tc_rulesets_find (game_id) : tc_rulesets_get_nth (0);
  if (klass == NULL)
    {
      g_printerr (_("“%s” is not a game this version of Tablecraft knows\n"), game_id);
      return TC_CLI_EXIT_MALFORMED;
    }
  if (n_players != 0 && (n_players < klass->min_players || n_players > klass->max_players))
    {
      g_printerr (_("%s is played by %u to %u players\n"), tc_ruleset_class_get_title (klass),
                  klass->min_players, klass->max_players);
      return TC_CLI_EXIT_MALFORMED;
    }

  if (out != NULL && g_mkdir_with_parents (out, 0755) != 0)
    {
      g_printerr (_("%s: cannot create the folder: %s\n"), out, g_strerror (errno));
      return TC_CLI_EXIT_MALFORMED;
    }
  if (out != NULL && !force && (existing = find_existing_game (out, n_games)) != NULL)
    {
      g_printerr (_("%s already exists; nothing was written (--force replaces it)\n"), existing);
      return TC_CLI_EXIT_MALFORMED;
    }

  flags = (out != NULL ? TC_SIM_KEEP_LOG : 0) | (check ? TC_SIM_CHECK : 0);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < n_games; i++)
    {
      TcSimGame game;

      if (!tc_ruleset_class_simulate (klass, seed, i, n_players, flags, &game, &error))
        {
          g_printerr (_("game %u (seed %" PRIu64 "): %s\n"), i + 1, seed, error->message);
          return TC_CLI_EXIT_ILLEGAL;
        }

      n_entries += game.n_entries;
      n_finished += game.finished;
      if (out != NULL && !write_game (out, i, game.log, &error))
        {
          g_printerr ("%s\n", error->message);
          g_clear_pointer (&game.log, tc_log_free);
          return TC_CLI_EXIT_MALFORMED;
        }
      g_clear_pointer (&game.log, tc_log_free);
    }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  g_print (_("%" PRIu64 " of the games were finished, %" PRIu64 " stopped unfinished\n"),
           n_finished, n_games - n_finished);
  g_print ("simulated %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " entries in %.3f s: %.0f games/s\n",
           n_games, n_entries, seconds, seconds > 0 ? n_games / seconds : 0.0);

  return TC_CLI_EXIT_OK;
}
