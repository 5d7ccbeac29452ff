/* tc-test-log.c: games of any ruleset built from JSON entries in tests
 *
 * Each game's test helpers say which game and which players; reading,
 * replaying and appending are the same for every game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-test-log.h"

#include <string.h>

#include "tc-json-text.h"

/* Returns: (transfer full): @entries, ending with %NULL, separated by commas */
char *
tc_test_log_join (va_list entries)
{
  GString *out = g_string_new (NULL);

  for (const char *entry = va_arg (entries, const char *); entry != NULL; entry = va_arg (entries, const char *))
    g_string_append_printf (out, "%s%s", out->len > 0 ? "," : "", entry);

  return g_string_free (out, FALSE);
}

/**
 * tc_test_log_build:
 * @players: names, at least @n_players of them
 * @rulings: (nullable): a JSON object, or %NULL for none
 * @created: (nullable): the "created" member, or %NULL to leave it out
 * @entries: the entries, separated by commas
 *
 * Returns: (transfer full): a whole log file
 */
char *
tc_test_log_build (const char         *game_id,
                   const char * const *players,
                   guint               n_players,
                   const char         *rulings,
                   const char         *created,
                   const char         *entries)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"%s\",\"players\":[",
                          game_id);
  for (guint i = 0; i < n_players; i++)
    {
      g_assert_nonnull (players[i]);
      g_string_append_printf (out, "%s\"%s\"", i > 0 ? "," : "", players[i]);
    }
  g_string_append_printf (out, "],\"rulings\":%s,", rulings != NULL ? rulings : "{}");
  if (created != NULL)
    g_string_append_printf (out, "\"created\":\"%s\",", created);
  g_string_append_printf (out, "\"entries\":[%s]}", entries);

  return g_string_free (out, FALSE);
}

/* Returns: (transfer full): the game of the log @data, which must be well
 * formed, replayed as far as its entries are legal
 */
TcGame *
tc_test_log_replay (const char *data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;

  log = tc_log_read_data (data, strlen (data), NULL, &error);
  if (error != NULL)
    g_test_message ("log: %s", data);
  g_assert_no_error (error);

  return tc_game_new_from_log (log, G_MAXUINT);
}

/* Asserts that every entry of @game was legal. */
void
tc_test_log_assert_legal (TcGame *game)
{
  const GError *error = tc_game_get_replay_error (game);

  if (error != NULL)
    g_test_message ("entry %u: %s", tc_game_get_n_applied (game) + 1, error->message);
  g_assert_no_error ((GError *) error);
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, tc_game_get_n_entries (game));
}

/* Returns: (transfer full): @json read as the log reader reads an entry
 * (tc-json-text.c) and parsed by @game's ruleset; it must be well formed
 */
TcEntry *
tc_test_log_parse_entry (TcGame     *game,
                         const char *json)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  TcEntry *entry;

  node = tc_json_text_parse (json, strlen (json), NULL, &error);
  g_assert_no_error (error);
  entry = tc_ruleset_parse_entry (tc_game_get_ruleset (game), json_node_get_object (node), &error);
  g_assert_no_error (error);

  return entry;
}

/* Appends @entries, ending with %NULL, which must be legal. */
void
tc_test_log_append_valist (TcGame  *game,
                           va_list  entries)
{
  for (const char *json = va_arg (entries, const char *); json != NULL; json = va_arg (entries, const char *))
    {
      g_autoptr(TcEntry) entry = tc_test_log_parse_entry (game, json);
      g_autoptr(GError) error = NULL;

      if (!tc_game_append (game, entry, NULL, &error))
        g_test_message ("entry %s", json);
      g_assert_no_error (error);
    }
}

/**
 * tc_test_log_assert_simulated_round_trip:
 *
 * Simulated game @index from @seed, its invariants checked, is a legal
 * finished game; written as a file it reads back and replays to the end
 * in the state the referee reached (its first @state_size bytes), and
 * every entry has a sentence.
 */
void
tc_test_log_assert_simulated_round_trip (TcRulesetClass *klass,
                                         guint64         seed,
                                         guint           index,
                                         guint           n_players,
                                         gsize           state_size)
{
  g_autoptr(GError) error = NULL;
  TcSimGame game = { 0 };
  g_autoptr(TcGame) first = NULL;
  g_autoptr(TcGame) second = NULL;
  g_autoptr(TcLog) read = NULL;
  g_autofree char *data = NULL;

  g_assert_true (tc_ruleset_class_simulate (klass, seed, index, n_players, TC_SIM_KEEP_LOG | TC_SIM_CHECK, &game, &error));
  first = tc_game_new_from_log (game.log, G_MAXUINT);
  tc_log_free (game.log);
  g_assert_null (tc_game_get_replay_error (first));
  g_assert_cmpuint (tc_game_get_n_applied (first), ==, game.n_entries);
  g_assert_true (tc_game_is_finished (first));

  data = tc_game_to_data (first);
  read = tc_log_read_data (data, strlen (data), NULL, &error);
  g_assert_no_error (error);
  second = tc_game_new_from_log (read, G_MAXUINT);
  g_assert_cmpuint (tc_game_get_n_applied (second), ==, game.n_entries);
  g_assert_cmpmem (tc_game_get_state (first), state_size, tc_game_get_state (second), state_size);

  for (guint e = 0; e < tc_game_get_n_entries (first); e++)
    {
      g_autofree char *sentence = tc_game_describe_entry (first, e);

      g_assert_cmpuint (strlen (sentence), >, 8);
    }
}
