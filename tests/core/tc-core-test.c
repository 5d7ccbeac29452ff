/* tc-core-test.c: score pad games for the core tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-core-test.h"

static const char *players[] = { "Ana", "Ben", "Cy", "Di" };

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
  GString *out = g_string_new ("{\"format\":\"tablecraft-log\",\"version\":1,"
                               "\"game\":\"" TC_SCORE_PAD_GAME_ID "\",\"players\":[");
  const char *sep = "";

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (players));
  for (guint i = 0; i < n_players; i++)
    g_string_append_printf (out, "%s\"%s\"", i > 0 ? "," : "", players[i]);
  g_string_append_printf (out, "],\"rulings\":%s,\"created\":\"2026-01-10T20:00:00Z\",\"entries\":[",
                          rulings != NULL ? rulings : "{}");
  for (const char *entry = va_arg (entries, const char *); entry != NULL; entry = va_arg (entries, const char *))
    {
      g_string_append_printf (out, "%s%s", sep, entry);
      sep = ",";
    }
  g_string_append (out, "]}");

  return g_string_free (out, FALSE);
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

static TcGame *
replay_valist (guint       n_players,
               const char *rulings,
               va_list     args)
{
  g_autofree char *data = tc_core_log_data_v (n_players, rulings, args);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;

  log = tc_log_read_data (data, strlen (data), NULL, &error);
  if (error != NULL)
    g_test_message ("log: %s", data);
  g_assert_no_error (error);

  return tc_game_new_from_log (log, G_MAXUINT);
}

/* Replays entries that may hold an illegal one. */
TcGame *
tc_core_replay (guint       n_players,
                const char *rulings,
                ...)
{
  TcGame *game;
  va_list args;

  va_start (args, rulings);
  game = replay_valist (n_players, rulings, args);
  va_end (args);

  return game;
}

/* Replays entries that must all be legal. */
TcGame *
tc_core_game_new (guint       n_players,
                  const char *rulings,
                  ...)
{
  TcGame *game;
  va_list args;

  va_start (args, rulings);
  game = replay_valist (n_players, rulings, args);
  va_end (args);

  g_assert_no_error ((GError *) tc_game_get_replay_error (game));
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, tc_game_get_n_entries (game));

  return game;
}

/* Returns: (transfer full): @json parsed by @game's ruleset; it must be well formed */
TcEntry *
tc_core_entry (TcGame     *game,
               const char *json)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  TcEntry *entry;

  node = json_from_string (json, &error);
  g_assert_no_error (error);
  entry = tc_ruleset_parse_entry (tc_game_get_ruleset (game), json_node_get_object (node), &error);
  g_assert_no_error (error);

  return entry;
}

/* Appends entries that must be legal. */
void
tc_core_append (TcGame *game,
                ...)
{
  va_list args;

  va_start (args, game);
  for (const char *json = va_arg (args, const char *); json != NULL; json = va_arg (args, const char *))
    {
      g_autoptr(TcEntry) entry = tc_core_entry (game, json);
      g_autoptr(GError) error = NULL;

      if (!tc_game_append (game, entry, &error))
        g_test_message ("entry %s", json);
      g_assert_no_error (error);
    }
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
