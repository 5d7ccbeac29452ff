/* tc-bnb-test.c: Builders & Biomes games built from JSON entries in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-bnb-test.h"

#include <string.h>

#include "tc-json-text.h"
#include "tc-rulesets.h"

/* One more than a game allows, for the tests of too many players. */
static const char * const players[] = { "Ana", "Ben", "Cy", "Dee", "Eli" };

/* The ids a score choice of each round answers with in tc_bnb_test_dig(). */
static const char *first_values[] = { "forest", "wood", "decoration" };

/* Tests write JSON with single quotes, to spare the backslashes. */
static char *
to_json (const char *text)
{
  return g_strdelimit (g_strdup (text), "'", '"');
}

/* Returns: (transfer full): a whole log whose "entries" are @entries */
char *
tc_bnb_test_log_data (guint       n_players,
                      const char *rulings,
                      const char *entries)
{
  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (players));

  return g_strdelimit (tc_test_log_build (TC_BNB_GAME_ID, players, n_players, rulings, NULL, entries), "'", '"');
}

/* Returns: (transfer full): the example's setup for @n_players, the boards
 * of Ana and Ben in turn, with @more members (",'first_seat':2") added
 */
char *
tc_bnb_test_setup (guint       n_players,
                   const char *more)
{
  GString *out = g_string_new ("{'type':'setup','boards':[");

  for (guint i = 0; i < n_players; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "",
                            i % 2 == 0 ? TC_BNB_TEST_BOARD_ANA : TC_BNB_TEST_BOARD_BEN);
  g_string_append_printf (out, "],'weapon_hearts':%s,'scoring':%s%s}",
                          TC_BNB_TEST_HEARTS, TC_BNB_TEST_SCORING, more != NULL ? more : "");

  return g_string_free (out, FALSE);
}

static TcGame *
game_of_entries (guint       n_players,
                 const char *rulings,
                 const char *entries)
{
  g_autofree char *data = tc_bnb_test_log_data (n_players, rulings, entries);
  TcGame *game = tc_test_log_replay (data);

  tc_test_log_assert_legal (game);

  return game;
}

/* A game of the given entries, which must all be legal. */
TcGame *
tc_bnb_test_game (guint       n_players,
                  const char *rulings,
                  ...)
{
  g_autofree char *entries = NULL;
  va_list args;

  va_start (args, rulings);
  entries = tc_test_log_join (args);
  va_end (args);

  return game_of_entries (n_players, rulings, entries);
}

/* The entries of the worked example (bnb-log-v1.md §8), read once. */
static GPtrArray *
example_entries (void)
{
  static GPtrArray *entries;

  if (entries == NULL)
    {
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) root = NULL;
      JsonArray *array;
      gsize length;

      g_file_get_contents (TC_BNB_TEST_EXAMPLE, &data, &length, &error);
      g_assert_no_error (error);
      root = tc_json_text_parse (data, length, NULL, &error);
      g_assert_no_error (error);

      array = json_object_get_array_member (json_node_get_object (root), "entries");
      g_assert_cmpuint (json_array_get_length (array), ==, 34);
      entries = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < json_array_get_length (array); i++)
        g_ptr_array_add (entries, tc_json_text_generate (json_array_get_element (array, i), FALSE));
    }

  return entries;
}

/* Returns: (transfer full): entry @n (1-based) of the worked example */
char *
tc_bnb_test_example_entry (guint n)
{
  GPtrArray *entries = example_entries ();

  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpuint (n, <=, entries->len);

  return g_strdup (g_ptr_array_index (entries, n - 1));
}

/* The worked example's first @upto entries, with @rulings. */
TcGame *
tc_bnb_test_example (const char *rulings,
                     guint       upto)
{
  GPtrArray *entries = example_entries ();
  g_autoptr(GString) text = g_string_new (NULL);

  g_assert_cmpuint (upto, <=, entries->len);
  for (guint i = 0; i < upto; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "," : "", (char *) g_ptr_array_index (entries, i));

  return game_of_entries (2, rulings, text->str);
}

/* An entry read as the log reader reads it (strict JSON). */
static TcEntry *
parse (TcGame     *game,
       const char *json)
{
  g_autofree char *text = to_json (json);

  return tc_test_log_parse_entry (game, text);
}

void
tc_bnb_test_legal (TcGame     *game,
                   const char *json)
{
  g_autoptr(TcEntry) entry = parse (game, json);
  g_autoptr(GError) error = NULL;

  tc_game_append (game, entry, NULL, &error);
  if (error != NULL)
    g_test_message ("%s → %s", json, tc_rule_error_get_rule (error));
  g_assert_no_error (error);
}

/* Several legal entries in turn, then NULL. */
void
tc_bnb_test_play (TcGame *game,
                  ...)
{
  va_list args;

  va_start (args, game);
  for (const char *entry = va_arg (args, const char *); entry != NULL; entry = va_arg (args, const char *))
    tc_bnb_test_legal (game, entry);
  va_end (args);
}

/* @json is refused (exit 1) for @rule (any rule when NULL) with a
 * sentence, and changes nothing.
 */
void
tc_bnb_test_illegal (TcGame     *game,
                     const char *json,
                     const char *rule)
{
  TcBnbState before = *tc_bnb_test_state (game);
  g_autoptr(TcEntry) entry = parse (game, json);
  g_autoptr(GError) error = NULL;
  guint n_entries = tc_game_get_n_entries (game);

  g_assert_false (tc_game_append (game, entry, NULL, &error));
  g_assert_error (error, TC_RULE_ERROR, error->code);
  g_test_message ("%s → %s: %s", json, tc_rule_error_get_rule (error), error->message);
  if (rule != NULL)
    g_assert_cmpstr (tc_rule_error_get_rule (error), ==, rule);
  g_assert_cmpuint (strlen (error->message), >, 10);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, n_entries);
  g_assert_cmpmem (&before, sizeof before, tc_bnb_test_state (game), sizeof before);
}

/* The block id with the most blocks left in the cube, besides @named
 * more; ties go to the canonical order.
 */
static guint
most_left (const TcBnbState *state,
           const guint      *named)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  guint best = 0;
  gint best_left = -1;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      gint left = (gint) data->box[b] - state->named[b] - named[b];

      if (left > best_left)
        best = b, best_left = left;
    }

  return best;
}

/**
 * tc_bnb_test_next_collect:
 * @keep: cube cells to leave where they are (TC_BNB_TEST_KEEP bits)
 * @names: the block ids, comma-separated, "*" for the id with the most
 *   left in the cube; NULL for "*,*"
 *
 * The active seat's collect of the first blocks of the cube in layer,
 * row and column order, leaving out @keep: each is the first block of
 * the topmost non-empty layer when nothing is kept (bnb-log-v1.md §3).
 *
 * Returns: (transfer full): the entry
 */
char *
tc_bnb_test_next_collect (TcGame     *game,
                          guint64     keep,
                          const char *names)
{
  const TcBnbState *state = tc_bnb_test_state (game);
  const TcBnbData *data = tc_bnb_data_get_default ();
  g_auto(GStrv) ids = g_strsplit (names != NULL ? names : "*,*", ",", -1);
  GString *out = g_string_new (NULL);
  guint named[TC_BNB_N_BLOCKS] = { 0 };
  guint cell = 0;

  g_string_append_printf (out, "{'type':'collect','seat':%u,'blocks':[", state->active + 1);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const char *id = ids[i];

      while (cell < TC_BNB_N_CELLS && (state->cube[cell] != 0 || (keep & (G_GUINT64_CONSTANT (1) << cell))))
        cell++;
      g_assert_cmpuint (cell, <, TC_BNB_N_CELLS);
      if (g_str_equal (id, "*"))
        {
          guint b = most_left (state, named);

          named[b]++;
          id = data->blocks[b].id;
        }
      g_string_append_printf (out, "%s{'at':[%u,%u,%u],'block':'%s'}", i > 0 ? "," : "",
                              cell / 16 + 1, cell / 4 % 4 + 1, cell % 4 + 1, id);
      cell++;
    }
  g_string_append (out, "]}");

  return g_string_free (out, FALSE);
}

void
tc_bnb_test_collect_next (TcGame     *game,
                          guint64     keep,
                          const char *names)
{
  g_autofree char *entry = tc_bnb_test_next_collect (game, keep, names);

  tc_bnb_test_legal (game, entry);
}

static void
answer_scoring (TcGame *game)
{
  const TcBnbState *state = tc_bnb_test_state (game);

  while (state->n_pending > 0 && state->pending[0].type == TC_BNB_PENDING_SCORE)
    {
      g_autofree char *choice = g_strdup_printf ("{'type':'score_choice','seat':%u,'value':'%s'}",
                                                 state->pending[0].seat + 1,
                                                 first_values[state->pending[0].round]);

      tc_bnb_test_legal (game, choice);
    }
}

/**
 * tc_bnb_test_dig:
 * @keep: cube cells to leave where they are
 * @answer: whether to answer the score choices owed on the way, each
 *   with the first id (forest, wood, decoration); when FALSE, a round may
 *   only be owed by the last turn, and is left pending
 *
 * @n_turns turns, each a collect of the next 2 blocks (automatic ids) and
 * an end_turn.
 */
void
tc_bnb_test_dig (TcGame   *game,
                 guint     n_turns,
                 guint64   keep,
                 gboolean  answer)
{
  for (guint i = 0; i < n_turns; i++)
    {
      g_autofree char *end = NULL;

      tc_bnb_test_collect_next (game, keep, NULL);
      end = g_strdup_printf ("{'type':'end_turn','seat':%u}", tc_bnb_test_active (game));
      tc_bnb_test_legal (game, end);
      if (tc_bnb_test_state (game)->phase != TC_BNB_PHASE_SCORING)
        continue;
      if (answer)
        answer_scoring (game);
      else
        g_assert_cmpuint (i + 1, ==, n_turns);
    }
}

const TcBnbState *
tc_bnb_test_state (TcGame *game)
{
  return tc_game_get_state (game);
}

/* Seat @seat, 1-based. */
const TcBnbSeat *
tc_bnb_test_seat (TcGame *game,
                  guint   seat)
{
  g_assert_cmpuint (seat, >=, 1);
  g_assert_cmpuint (seat, <=, TC_BNB_MAX_SEATS);

  return &tc_bnb_test_state (game)->seats[seat - 1];
}

/* The active seat, 1-based. */
guint
tc_bnb_test_active (TcGame *game)
{
  return tc_bnb_test_state (game)->active + 1;
}

static void
append_actions (GString     *out,
                const guint8 *actions,
                guint         n)
{
  const TcBnbData *data = tc_bnb_data_get_default ();

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "", data->actions[actions[i]].id);
}

/* Returns: (transfer full): the turn, as
 * "seat 1 actions regular=fight,collect extra=collect left=0"
 */
char *
tc_bnb_test_turn (TcGame *game)
{
  const TcBnbState *state = tc_bnb_test_state (game);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "seat %u %s regular=", state->active + 1,
                          state->phase == TC_BNB_PHASE_ACTIONS ? "actions" : "scoring");
  append_actions (out, state->regular, state->n_regular);
  g_string_append (out, " extra=");
  append_actions (out, state->extra, state->n_extra);
  g_string_append_printf (out, " left=%u", state->extra_left);

  return g_string_free (out, FALSE);
}

/* Returns: (transfer full): the queue, as "stack 2,2; token 0,3; score 1 A" */
char *
tc_bnb_test_pending (TcGame *game)
{
  const TcBnbState *state = tc_bnb_test_state (game);
  const TcBnbData *data = tc_bnb_data_get_default ();
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < state->n_pending; i++)
    {
      const TcBnbPending *item = &state->pending[i];

      if (i > 0)
        g_string_append (out, "; ");
      if (item->type == TC_BNB_PENDING_SCORE)
        g_string_append_printf (out, "score %u %s", item->seat + 1, data->rounds[item->round].id);
      else
        g_string_append_printf (out, "%s %u,%u", item->type == TC_BNB_PENDING_REVEAL_STACK ? "stack" : "token",
                                item->row, item->col);
    }

  return g_string_free (out, FALSE);
}

/* Returns: (transfer full): the state as `replay --json` prints it */
JsonObject *
tc_bnb_test_json (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(JsonNode) node = tc_ruleset_state_to_json (ruleset, tc_game_get_state (game));

  return json_object_ref (json_node_get_object (node));
}

/* The one game these tests referee: they link its library and the core
 * alone, so this is their list of games built in (tc-rulesets.h).
 */
static const TcRulesetGetType built_in[] = { tc_bnb_ruleset_get_type };

const TcRulesetGetType *
tc_rulesets_get_built_in (guint *n_games)
{
  *n_games = G_N_ELEMENTS (built_in);
  return built_in;
}
