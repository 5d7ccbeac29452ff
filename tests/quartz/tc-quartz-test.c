/* tc-quartz-test.c: Quartz games built from compact JSON entries in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-quartz-test.h"

/* One more than a game allows, for the tests of too many players. */
static const char *players[] = { "Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus" };

/* Tests write JSON with single quotes, to spare the backslashes. */
static char *
to_json (const char *text)
{
  return g_strdelimit (g_strdup (text), "'", '"');
}

/* Returns: (transfer full): a whole log whose "entries" are @entries */
char *
tc_quartz_test_log_data (guint       n_players,
                         const char *rulings,
                         const char *entries)
{
  GString *out = g_string_new ("{\"format\":\"tablecraft-log\",\"version\":1,"
                               "\"game\":\"quartz-dice\",\"players\":[");

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (players));

  for (guint i = 0; i < n_players; i++)
    g_string_append_printf (out, "%s\"%s\"", i > 0 ? "," : "", players[i]);
  g_string_append_printf (out, "],\"rulings\":%s,\"entries\":[%s]}",
                          rulings != NULL ? rulings : "{}", entries);

  return g_strdelimit (g_string_free (out, FALSE), "'", '"');
}

/* A game of the given entries, which must all be legal. */
TcGame *
tc_quartz_test_game (guint       n_players,
                     const char *rulings,
                     ...)
{
  g_autoptr(GString) entries = g_string_new (NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  TcGame *game;
  va_list args;

  va_start (args, rulings);
  for (const char *entry = va_arg (args, const char *); entry != NULL; entry = va_arg (args, const char *))
    g_string_append_printf (entries, "%s%s", entries->len > 0 ? "," : "", entry);
  va_end (args);

  data = tc_quartz_test_log_data (n_players, rulings, entries->str);
  log = tc_log_read_data (data, strlen (data), NULL, &error);
  g_assert_no_error (error);

  game = tc_game_new_from_log (log, G_MAXUINT);
  if (tc_game_get_replay_error (game) != NULL)
    g_test_message ("%s", tc_game_get_replay_error (game)->message);
  g_assert_null (tc_game_get_replay_error (game));

  return game;
}

static TcEntry *
parse (TcGame     *game,
       const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = to_json (json);
  TcEntry *entry;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  entry = tc_ruleset_parse_entry (tc_game_get_ruleset (game),
                                  json_node_get_object (json_parser_get_root (parser)), &error);
  g_assert_no_error (error);

  return entry;
}

void
tc_quartz_test_legal (TcGame     *game,
                      const char *json)
{
  g_autoptr(TcEntry) entry = parse (game, json);
  g_autoptr(GError) error = NULL;

  tc_game_append (game, entry, &error);
  g_assert_no_error (error);
}

/* @json is refused for @rule with a sentence, and changes nothing. */
void
tc_quartz_test_illegal (TcGame     *game,
                        const char *json,
                        const char *rule)
{
  TcQuartzState before = *tc_quartz_test_state (game);
  g_autoptr(TcEntry) entry = parse (game, json);
  g_autoptr(GError) error = NULL;
  guint n_entries = tc_game_get_n_entries (game);

  g_assert_false (tc_game_append (game, entry, &error));
  g_assert_error (error, TC_RULE_ERROR, error->code);
  g_test_message ("%s → %s: %s", json, tc_rule_error_get_rule (error), error->message);
  g_assert_cmpstr (tc_rule_error_get_rule (error), ==, rule);
  g_assert_cmpuint (strlen (error->message), >, 10);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, n_entries);
  g_assert_cmpmem (&before, sizeof before, tc_quartz_test_state (game), sizeof before);
}

const TcQuartzState *
tc_quartz_test_state (TcGame *game)
{
  return tc_game_get_state (game);
}

const TcQuartzRules *
tc_quartz_test_rules (TcGame *game)
{
  return tc_quartz_ruleset_get_rules (TC_QUARTZ_RULESET (tc_game_get_ruleset (game)));
}

gint
tc_quartz_test_total (TcGame *game,
                      guint   seat)
{
  return tc_ruleset_get_score (tc_game_get_ruleset (game), tc_game_get_state (game), seat);
}
