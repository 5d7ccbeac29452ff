/* tc-core-test.c: score pad games for the core tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-core-test.h"

static const char * const players[] = { "Ana", "Ben", "Cy", "Di" };

/* Starts GTest and registers the score pad, which no build has built in. */
void
tc_core_test_init (int    *argc,
                   char ***argv)
{
  g_test_init (argc, argv, NULL);
  tc_rulesets_add (TC_TYPE_SCORE_PAD);
}

/* Returns: (transfer full): a whole score pad log holding @entries */
char *
tc_core_log_data_v (guint       n_players,
                    const char *rulings,
                    va_list     entries)
{
  g_autofree char *joined = tc_test_log_join (entries);

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (players));
  return tc_test_log_build (TC_SCORE_PAD_GAME_ID, players, n_players, rulings, "2026-01-10T20:00:00Z", joined);
}

char *
tc_core_log_data (guint       n_players,
                  const char *rulings,
                  ...)
{
  va_list args;
  char *data;

  va_start (args, rulings);
  data = tc_core_log_data_v (n_players, rulings, args);
  va_end (args);

  return data;
}

/* Replays entries that may hold an illegal one. */
TcGame *
tc_core_replay (guint       n_players,
                const char *rulings,
                ...)
{
  g_autofree char *data = NULL;
  va_list args;

  va_start (args, rulings);
  data = tc_core_log_data_v (n_players, rulings, args);
  va_end (args);

  return tc_test_log_replay (data);
}

/* Replays entries that must all be legal. */
TcGame *
tc_core_game_new (guint       n_players,
                  const char *rulings,
                  ...)
{
  g_autofree char *data = NULL;
  TcGame *game;
  va_list args;

  va_start (args, rulings);
  data = tc_core_log_data_v (n_players, rulings, args);
  va_end (args);

  game = tc_test_log_replay (data);
  tc_test_log_assert_legal (game);

  return game;
}

/* Appends entries that must be legal. */
void
tc_core_append (TcGame *game,
                ...)
{
  va_list args;

  va_start (args, game);
  tc_test_log_append_valist (game, args);
  va_end (args);
}

/* The game's current score of every seat, one int per seat in seat order. */
void
tc_core_assert_scores (TcGame *game,
                       ...)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  va_list args;

  va_start (args, game);
  for (guint seat = 1; seat <= tc_ruleset_get_n_players (ruleset); seat++)
    {
      int expected = va_arg (args, int);

      g_assert_cmpint (tc_ruleset_get_score (ruleset, tc_game_get_state (game), seat), ==, expected);
    }
  va_end (args);
}

/* Returns: (transfer full): the path @data was written to */
char *
tc_core_write_log (const char *folder,
                   const char *file_name,
                   const char *data)
{
  g_autofree char *path = g_build_filename (folder, file_name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, -1, &error);
  g_assert_no_error (error);

  return g_steal_pointer (&path);
}
