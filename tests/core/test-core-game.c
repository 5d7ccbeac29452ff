/* test-core-game.c: append, undo, redo and corrections on TcGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-core-test.h"

/* Ana 5, then Ben −3, in Ben's turn. */
#define THREE SCORE (1, 5), END (1), SCORE (2, -3)

static void
count_changed (guint *count)
{
  (*count)++;
}

static guint8 *
dup_state (TcGame *game)
{
  return g_memdup2 (tc_game_get_state (game), tc_ruleset_get_state_size (tc_game_get_ruleset (game)));
}

static void
assert_state_is (TcGame       *game,
                 const guint8 *state)
{
  gsize size = tc_ruleset_get_state_size (tc_game_get_ruleset (game));

  g_assert_cmpmem (tc_game_get_state (game), size, state, size);
}

static void
test_describe (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, THREE, NOTE ("tea"), NULL);
  const char *expected[] = { "Ana scores 5", "Ana ends the turn", "Ben loses 3", "Note: tea" };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *text = tc_game_describe_entry (game, i);

      g_assert_cmpstr (text, ==, expected[i]);
    }
  g_assert_null (tc_game_describe_pending (game));
}

static void
test_check_and_append (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, THREE, NULL);
  g_autoptr(TcEntry) legal = tc_test_log_parse_entry (game, SCORE (2, 4));
  g_autoptr(TcEntry) illegal = tc_test_log_parse_entry (game, END (1));
  g_autofree guint8 *before = dup_state (game);
  g_autoptr(GError) error = NULL;
  guint changed = 0;

  g_signal_connect_swapped (game, "changed", G_CALLBACK (count_changed), &changed);

  /* A check changes nothing, legal or not. */
  g_assert_true (tc_game_check (game, legal, &error));
  g_assert_no_error (error);
  g_assert_false (tc_game_check (game, illegal, &error));
  g_assert_true (tc_error_matches_rule (error, "turn.not_active"));
  g_clear_error (&error);
  assert_state_is (game, before);

  g_assert_false (tc_game_append (game, illegal, NULL, &error));
  g_assert_cmpstr (error->message, ==, "it is Ben’s turn, not Ana’s");
  g_clear_error (&error);
  assert_state_is (game, before);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 3);
  g_assert_cmpuint (changed, ==, 0);

  g_assert_true (tc_game_append (game, legal, NULL, &error));
  g_assert_no_error (error);
  tc_core_assert_scores (game, 5, 1);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 4);
  g_assert_cmpuint (changed, ==, 1);
}

static void
test_undo_redo (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, THREE, NULL);
  g_autoptr(TcGame) shorter = tc_core_game_new (2, NULL, SCORE (1, 5), END (1), NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *undo = tc_game_describe_undo (game);
  g_autofree char *redo = NULL;
  guint changed = 0;

  g_signal_connect_swapped (game, "changed", G_CALLBACK (count_changed), &changed);
  g_assert_cmpstr (undo, ==, "Ben loses 3");
  g_assert_false (tc_game_can_redo (game));
  g_assert_null (tc_game_describe_redo (game));

  g_assert_true (tc_game_undo (game));
  assert_state_is (game, tc_game_get_state (shorter));
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 2);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 1);
  redo = tc_game_describe_redo (game);
  g_assert_cmpstr (redo, ==, "Ben loses 3");

  g_assert_true (tc_game_redo (game, &error));
  g_assert_no_error (error);
  tc_core_assert_scores (game, 5, -3);
  g_assert_cmpuint (changed, ==, 2);

  g_assert_false (tc_game_redo (game, &error));
  g_assert_true (tc_error_matches_rule (error, "log.nothing_to_redo"));
  g_assert_cmpstr (error->message, ==, "there is nothing to redo");
  g_assert_cmpuint (changed, ==, 2);
}

static void
test_undo_to_nothing (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, SCORE (1, 5), NULL);

  g_assert_true (tc_game_undo (game));
  tc_core_assert_scores (game, 0, 0);
  g_assert_false (tc_game_can_undo (game));
  g_assert_false (tc_game_undo (game));
  g_assert_null (tc_game_describe_undo (game));
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 1);
}

static void
test_new_entry_clears_redo (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, THREE, NULL);

  g_assert_true (tc_game_undo (game));
  tc_core_append (game, SCORE (2, 7), NULL);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 0);
  g_assert_false (tc_game_can_redo (game));
  tc_core_assert_scores (game, 5, 7);
}

static void
test_redo_is_checked (void)
{
  /* A redo list read from a file may not fit the entries before it. */
  const char *data =
    "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"score-pad\",\"players\":[\"Ana\",\"Ben\"],"
    "\"entries\":[" SCORE (1, 1) "],\"redo\":[" END (2) "]}";
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, NULL);
  g_autoptr(TcGame) game = tc_game_new_from_log (log, G_MAXUINT);
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_game_can_redo (game));
  g_assert_false (tc_game_redo (game, &error));
  g_assert_true (tc_error_matches_rule (error, "turn.not_active"));
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 1);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 1);
}

static void
test_undo_across_snapshots (void)
{
  /* 70 entries: the core keeps a snapshot every 32, undo starts from one. */
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, NULL);
  g_autoptr(TcGame) replayed = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 70; i++)
    tc_core_append (game, i % 2 == 0 ? SCORE (1, 3) : SCORE (1, -1), NULL);
  tc_core_assert_scores (game, 35 * 3 - 35, 0);

  /* Back to 30 entries: 15 × 3 − 15 × 1. */
  for (guint i = 0; i < 40; i++)
    g_assert_true (tc_game_undo (game));
  tc_core_assert_scores (game, 30, 0);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 40);

  /* Forward again past the second snapshot: 33 entries, 17 × 3 − 16. */
  for (guint i = 0; i < 3; i++)
    g_assert_true (tc_game_redo (game, &error));
  g_assert_no_error (error);
  tc_core_assert_scores (game, 35, 0);

  replayed = tc_core_game_new (2, NULL, NULL);
  for (guint i = 0; i < 33; i++)
    tc_core_append (replayed, i % 2 == 0 ? SCORE (1, 3) : SCORE (1, -1), NULL);
  assert_state_is (game, tc_game_get_state (replayed));
}

static void
test_amend (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, THREE, END (2), NULL);
  g_autoptr(TcEntry) two = tc_test_log_parse_entry (game, SCORE (1, 2));
  g_autoptr(GError) error = NULL;
  guint conflict = G_MAXUINT;

  g_assert_true (tc_game_undo (game));
  g_assert_true (tc_game_amend (game, 0, two, &conflict, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (conflict, ==, G_MAXUINT);
  tc_core_assert_scores (game, 2, -3);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 3);
  /* The redo list followed the old log. */
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 0);
}

static void
test_amend_conflict (void)
{
  /* Ana scoring instead of ending her turn makes Ben's score out of turn. */
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, THREE, NULL);
  g_autoptr(TcEntry) score = tc_test_log_parse_entry (game, SCORE (1, 1));
  g_autofree guint8 *before = dup_state (game);
  g_autoptr(GError) error = NULL;
  guint conflict = G_MAXUINT, changed = 0;

  g_signal_connect_swapped (game, "changed", G_CALLBACK (count_changed), &changed);
  g_assert_false (tc_game_amend (game, 1, score, &conflict, &error));
  g_assert_cmpuint (conflict, ==, 2);
  g_assert_true (tc_error_matches_rule (error, "turn.not_active"));
  g_assert_cmpstr (error->message, ==, "it is Ana’s turn, not Ben’s");

  /* Nothing changed. */
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 3);
  assert_state_is (game, before);
  g_assert_cmpuint (changed, ==, 0);
}

static void
test_splice (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, THREE, END (2), NULL);
  g_autoptr(TcEntry) four = tc_test_log_parse_entry (game, SCORE (1, 4));
  g_autoptr(TcEntry) minus = tc_test_log_parse_entry (game, SCORE (1, -10));
  TcEntry *insert[] = { four, minus };
  g_autoptr(GError) error = NULL;
  g_autofree char *described = NULL;

  /* Two scores of Ana's before her end of turn: 5 + 4 − 10. */
  g_assert_true (tc_game_splice (game, 1, 0, insert, 2, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 6);
  tc_core_assert_scores (game, -1, -3);
  described = tc_game_describe_entry (game, 2);
  g_assert_cmpstr (described, ==, "Ana loses 10");

  /* Her first 5 taken out: 4 − 10. */
  g_assert_true (tc_game_remove_entry (game, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 5);
  tc_core_assert_scores (game, -6, -3);
}

static void
test_correct_illegal_log (void)
{
  /* A file whose entry 2 is out of turn: nothing can follow until it is fixed. */
  g_autoptr(TcGame) game = tc_core_replay (2, NULL, SCORE (1, 1), END (2), SCORE (2, 6), NULL);
  g_autoptr(TcEntry) end = tc_test_log_parse_entry (game, END (1));
  g_autoptr(TcEntry) more = tc_test_log_parse_entry (game, SCORE (1, 2));
  g_autoptr(GError) error = NULL;
  guint conflict = G_MAXUINT;

  g_assert_cmpuint (tc_game_get_n_applied (game), ==, 1);
  g_assert_false (tc_game_can_undo (game));
  g_assert_false (tc_game_append (game, more, NULL, &error));
  g_assert_true (tc_error_matches_rule (error, "log.illegal_entry"));
  g_assert_cmpstr (error->message, ==,
                   "entry 2 of this game is illegal (it is Ana’s turn, not Ben’s); correct or remove it first");
  g_clear_error (&error);

  g_assert_true (tc_game_amend (game, 1, end, &conflict, &error));
  g_assert_no_error (error);
  g_assert_null (tc_game_get_replay_error (game));
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, 3);
  tc_core_assert_scores (game, 1, 6);
  g_assert_true (tc_game_can_undo (game));
}

/* One undo takes a whole correction back, redo list included; what was
 * added after it is undone first.
 */
static void
test_undo_correction (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, THREE, END (2), NULL);
  g_autoptr(TcEntry) two = tc_test_log_parse_entry (game, SCORE (1, 2));
  g_autofree guint8 *before = NULL;
  g_autofree char *undo = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_game_undo (game));
  before = dup_state (game);
  g_assert_true (tc_game_amend (game, 0, two, NULL, &error));
  g_assert_no_error (error);
  tc_core_assert_scores (game, 2, -3);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 0);
  undo = tc_game_describe_undo (game);
  g_assert_cmpstr (undo, ==, "Correction of entry 1");

  tc_core_append (game, SCORE (2, 1), NULL);
  tc_core_assert_scores (game, 2, -2);
  g_assert_true (tc_game_undo (game));
  tc_core_assert_scores (game, 2, -3);

  /* Back to before the correction: Ana's 5 and the redo of Ben's end. */
  g_assert_true (tc_game_undo (game));
  tc_core_assert_scores (game, 5, -3);
  assert_state_is (game, before);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 3);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 1);
  g_clear_pointer (&undo, g_free);
  undo = tc_game_describe_undo (game);
  g_assert_cmpstr (undo, ==, "Ben loses 3");

  /* Then undo goes on entry by entry. */
  g_assert_true (tc_game_undo (game));
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 2);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 2);
}

/* A correction that cannot be made is no step to undo; checking one
 * first changes nothing and names the same conflict.
 */
static void
test_check_splice (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, THREE, NULL);
  g_autoptr(TcEntry) score = tc_test_log_parse_entry (game, SCORE (1, 1));
  g_autoptr(TcEntry) two = tc_test_log_parse_entry (game, SCORE (1, 2));
  g_autofree guint8 *before = dup_state (game);
  g_autofree char *undo = NULL;
  g_autoptr(GError) error = NULL;
  guint conflict = G_MAXUINT;

  g_assert_false (tc_game_check_splice (game, 1, 1, &score, 1, &conflict, &error));
  g_assert_cmpuint (conflict, ==, 2);
  g_assert_true (tc_error_matches_rule (error, "turn.not_active"));
  g_clear_error (&error);
  g_assert_true (tc_game_check_splice (game, 0, 1, &two, 1, NULL, &error));
  g_assert_no_error (error);
  assert_state_is (game, before);

  g_assert_false (tc_game_amend (game, 1, score, NULL, NULL));
  undo = tc_game_describe_undo (game);
  g_assert_cmpstr (undo, ==, "Ben loses 3");
}

int
main (int    argc,
      char **argv)
{
  tc_core_test_init (&argc, &argv);

  g_test_add_func ("/core/game/describe", test_describe);
  g_test_add_func ("/core/game/check-and-append", test_check_and_append);
  g_test_add_func ("/core/game/undo-redo", test_undo_redo);
  g_test_add_func ("/core/game/undo-to-nothing", test_undo_to_nothing);
  g_test_add_func ("/core/game/new-entry-clears-redo", test_new_entry_clears_redo);
  g_test_add_func ("/core/game/redo-is-checked", test_redo_is_checked);
  g_test_add_func ("/core/game/undo-across-snapshots", test_undo_across_snapshots);
  g_test_add_func ("/core/game/amend", test_amend);
  g_test_add_func ("/core/game/amend-conflict", test_amend_conflict);
  g_test_add_func ("/core/game/splice", test_splice);
  g_test_add_func ("/core/game/correct-illegal-log", test_correct_illegal_log);
  g_test_add_func ("/core/game/undo-correction", test_undo_correction);
  g_test_add_func ("/core/game/check-splice", test_check_splice);

  return g_test_run ();
}
