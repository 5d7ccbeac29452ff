/* tc-quartz-test.c: Quartz games built from compact JSON entries in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-quartz-test.h"

#include "tc-rulesets.h"

/* One more than a game allows, for the tests of too many players. */
static const char * const players[] = { "Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus" };

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
  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (players));

  return g_strdelimit (tc_test_log_build (TC_QUARTZ_GAME_ID, players, n_players, rulings, NULL, entries), "'", '"');
}

/* A game of the given entries, which must all be legal. */
TcGame *
tc_quartz_test_game (guint       n_players,
                     const char *rulings,
                     ...)
{
  g_autofree char *entries = NULL;
  g_autofree char *data = NULL;
  TcGame *game;
  va_list args;

  va_start (args, rulings);
  entries = tc_test_log_join (args);
  va_end (args);

  data = tc_quartz_test_log_data (n_players, rulings, entries);
  game = tc_test_log_replay (data);
  tc_test_log_assert_legal (game);

  return game;
}

static TcEntry *
parse (TcGame     *game,
       const char *json)
{
  g_autofree char *text = to_json (json);

  return tc_test_log_parse_entry (game, text);
}

void
tc_quartz_test_legal (TcGame     *game,
                      const char *json)
{
  g_autoptr(TcEntry) entry = parse (game, json);
  g_autoptr(GError) error = NULL;

  tc_game_append (game, entry, NULL, &error);
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

  g_assert_false (tc_game_append (game, entry, NULL, &error));
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

/* The one game these tests referee: they link its library and the core
 * alone, so this is their list of games built in (tc-rulesets.h).
 */
static const TcRulesetGetType built_in[] = { tc_quartz_ruleset_get_type };

const TcRulesetGetType *
tc_rulesets_get_built_in (guint *n_games)
{
  *n_games = G_N_ELEMENTS (built_in);
  return built_in;
}
