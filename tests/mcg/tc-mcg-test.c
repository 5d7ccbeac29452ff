/* tc-mcg-test.c: building games from compact JSON entries in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

#include "tc-rulesets.h"

static const char * const players[] = { "Ana", "Ben", "Cy", "Di" };

/* Returns: (transfer full): the card game of @args, replayed as far as
 * its entries are legal
 */
static TcGame *
replay_valist (guint       n_players,
               const char *rulings,
               va_list     args)
{
  g_autofree char *entries = tc_test_log_join (args);
  g_autofree char *data = NULL;

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (players));
  data = tc_test_log_build (TC_MCG_GAME_ID, players, n_players, rulings, NULL, entries);

  return tc_test_log_replay (data);
}

/* Replays entries that may hold an illegal one (see tc_mcg_test_assert_fails_at()). */
TcGame *
tc_mcg_test_replay (guint       n_players,
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
tc_mcg_test_game_new (guint       n_players,
                      const char *rulings,
                      ...)
{
  TcGame *game;
  va_list args;

  va_start (args, rulings);
  game = replay_valist (n_players, rulings, args);
  va_end (args);

  tc_test_log_assert_legal (game);

  return game;
}

/* Appends entries that must be legal. */
void
tc_mcg_test_append (TcGame *game,
                    ...)
{
  va_list args;

  va_start (args, game);
  tc_test_log_append_valist (game, args);
  va_end (args);
}

/* Returns: (transfer full) (nullable): why @json would be illegal now */
GError *
tc_mcg_test_check (TcGame     *game,
                   const char *json)
{
  g_autoptr(TcEntry) entry = tc_test_log_parse_entry (game, json);
  GError *error = NULL;

  tc_game_check (game, entry, &error);

  return error;
}

/* @json must break @rule, name it in a sentence, and change nothing. */
void
tc_mcg_test_assert_illegal (TcGame     *game,
                            const char *json,
                            const char *rule)
{
  g_autofree guint8 *before = g_memdup2 (tc_game_get_state (game), sizeof (TcMcgState));
  g_autoptr(TcEntry) entry = tc_test_log_parse_entry (game, json);
  g_autoptr(GError) error = NULL;
  guint n_entries = tc_game_get_n_entries (game);

  g_assert_false (tc_game_append (game, entry, NULL, &error));
  g_assert_nonnull (error);
  g_test_message ("%s → %s: %s", json, tc_rule_error_get_rule (error), error->message);
  g_assert_cmpstr (tc_rule_error_get_rule (error), ==, rule);
  g_assert_true (tc_error_matches_rule (error, rule));
  g_assert_cmpuint (strlen (error->message), >, 10);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, n_entries);
  g_assert_cmpmem (before, sizeof (TcMcgState), tc_game_get_state (game), sizeof (TcMcgState));
}

/* Entry @entry (1-based) of a replayed log is the first illegal one. */
void
tc_mcg_test_assert_fails_at (TcGame     *game,
                             guint       entry,
                             const char *rule)
{
  const GError *error = tc_game_get_replay_error (game);

  g_assert_nonnull (error);
  g_test_message ("entry %u: %s", entry, error->message);
  g_assert_cmpuint (tc_game_get_n_applied (game) + 1, ==, entry);
  g_assert_cmpstr (tc_rule_error_get_rule (error), ==, rule);
}

const TcMcgState *
tc_mcg_test_state (TcGame *game)
{
  return tc_game_get_state (game);
}

const TcMcgRules *
tc_mcg_test_rules (TcGame *game)
{
  return tc_mcg_ruleset_get_rules (TC_MCG_RULESET (tc_game_get_ruleset (game)));
}

/* Returns: the code of a resource or craft card id */
guint
tc_mcg_test_code (const char *id)
{
  guint code = G_MAXUINT;

  g_assert_cmpint (tc_mcg_cards_lookup (tc_mcg_cards_get_default (), id, &code), !=, TC_MCG_CARD_UNKNOWN);

  return code;
}

/* Returns: how many @id the 1-based @seat holds */
guint
tc_mcg_test_hand (TcGame     *game,
                  guint       seat,
                  const char *id)
{
  return tc_mcg_test_state (game)->seats[seat - 1].hand[tc_mcg_test_code (id)];
}

guint
tc_mcg_test_discard (TcGame     *game,
                     const char *id)
{
  return tc_mcg_test_state (game)->discard[tc_mcg_test_code (id)];
}

/* Returns: the top of the 1-based resource @pile, or NULL */
const char *
tc_mcg_test_top (TcGame *game,
                 guint   pile)
{
  gint8 top = tc_mcg_test_state (game)->piles[pile - 1].top;

  return top == TC_MCG_NO_CARD ? NULL : tc_mcg_cards_get_default ()->resource[top].id;
}

/* Returns: (transfer full): the pending queue as in `replay --json` */
char *
tc_mcg_test_pending (TcGame *game)
{
  g_autoptr(JsonNode) node = tc_ruleset_state_to_json (tc_game_get_ruleset (game), tc_game_get_state (game));
  JsonNode *pending = json_object_get_member (json_node_get_object (node), "pending");

  return json_to_string (pending, FALSE);
}

/* The one game these tests referee: they link its library and the core
 * alone, so this is their list of games built in (tc-rulesets.h).
 */
static const TcRulesetGetType built_in[] = { tc_mcg_ruleset_get_type };

const TcRulesetGetType *
tc_rulesets_get_built_in (guint *n_games)
{
  *n_games = G_N_ELEMENTS (built_in);
  return built_in;
}
