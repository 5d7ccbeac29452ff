/* test-mcg-undo.c: undo, redo, amend and splice on TcGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-test.h"

#define MINE(s, p) "{\"type\":\"mine\",\"seat\":" #s ",\"pile\":" #p "}"
#define REVEAL(p, c) "{\"type\":\"reveal\",\"pile\":" #p ",\"card\":\"" c "\"}"

static void
assert_same_state (TcGame *a,
                   TcGame *b)
{
  g_assert_cmpmem (tc_game_get_state (a), sizeof (TcMcgState), tc_game_get_state (b), sizeof (TcMcgState));
}

static void
test_undo_redo (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, MINE (1, 1), REVEAL (1, "wood-2"), NULL);
  g_autoptr(TcGame) shorter = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, MINE (1, 1), NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *redo = NULL;

  g_assert_true (tc_game_can_undo (game));
  g_assert_false (tc_game_can_redo (game));
  g_assert_true (tc_game_undo (game));
  assert_same_state (game, shorter);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 2);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 1);
  redo = tc_game_describe_redo (game);
  g_assert_cmpstr (redo, ==, "Resource pile 1 shows Wood 2");

  g_assert_true (tc_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tc_mcg_test_top (game, 1), ==, "wood-2");
  g_assert_false (tc_game_redo (game, &error));
  g_assert_true (tc_error_matches_rule (error, "log.nothing_to_redo"));
}

static void
test_new_entry_clears_redo (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, MINE (1, 1), REVEAL (1, "wood-2"), NULL);

  tc_game_undo (game);
  tc_mcg_test_append (game, REVEAL (1, "wood-3"), NULL);
  g_assert_cmpuint (tc_game_get_n_redo (game), ==, 0);
  g_assert_false (tc_game_can_redo (game));
}

static void
test_undo_to_nothing (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);

  g_assert_true (tc_game_undo (game));
  g_assert_false (tc_game_can_undo (game));
  g_assert_false (tc_game_undo (game));
  g_assert_false (tc_mcg_test_state (game)->started);
}

static void
test_amend_conflict (void)
{
  /* Mining pile 2 instead of pile 1 makes entry 3 (reveal pile 1) illegal. */
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, MINE (1, 1), REVEAL (1, "wood-2"), NULL);
  g_autoptr(TcEntry) other = tc_test_log_parse_entry (game, MINE (1, 2));
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *before = g_memdup2 (tc_game_get_state (game), sizeof (TcMcgState));
  guint conflict = G_MAXUINT;

  g_assert_false (tc_game_amend (game, 1, other, &conflict, &error));
  g_assert_cmpuint (conflict, ==, 2);
  g_assert_true (tc_error_matches_rule (error, "reveal.not_owed"));
  g_assert_nonnull (strstr (error->message, "pile 1"));
  /* Nothing changed. */
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 3);
  g_assert_cmpmem (before, sizeof (TcMcgState), tc_game_get_state (game), sizeof (TcMcgState));
}

static void
test_amend_and_splice (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, MINE (1, 1), REVEAL (1, "wood-2"), NULL);
  g_autoptr(TcGame) expected = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, MINE (1, 2), REVEAL (2, "stone-3"), NULL);
  g_autoptr(TcEntry) mine = tc_test_log_parse_entry (game, MINE (1, 2));
  g_autoptr(TcEntry) reveal = tc_test_log_parse_entry (game, REVEAL (2, "stone-3"));
  TcEntry *both[] = { mine, reveal };
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_game_splice (game, 1, 2, both, 2, NULL, &error));
  g_assert_no_error (error);
  assert_same_state (game, expected);

  /* Removing the mine alone leaves a reveal nobody owes. */
  g_assert_false (tc_game_remove_entry (game, 1, NULL, &error));
  g_assert_true (tc_error_matches_rule (error, "reveal.not_owed"));
}

static void
test_snapshots_across_many_entries (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP, NULL);
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
  static const char *cards[] = { "wood-2", "wood-1", "wood-3", "stone-1", "stone-2", "iron-1", "gold-1", "wild-1" };

  /* 25 turns of mine + reveal + end_turn: 76 entries, past two snapshots. */
  g_ptr_array_add (log, g_strdup (TC_MCG_TEST_SETUP));
  for (guint turn = 0; turn < 25; turn++)
    {
      guint seat = turn % 2 + 1;

      g_ptr_array_add (log, g_strdup_printf ("{\"type\":\"mine\",\"seat\":%u,\"pile\":%u}", seat, turn % 5 + 1));
      g_ptr_array_add (log, g_strdup_printf ("{\"type\":\"reveal\",\"pile\":%u,\"card\":\"%s\"}",
                                             turn % 5 + 1, cards[turn % 8]));
      g_ptr_array_add (log, g_strdup_printf ("{\"type\":\"end_turn\",\"seat\":%u}", seat));
    }
  for (guint i = 1; i < log->len; i++)
    tc_mcg_test_append (game, g_ptr_array_index (log, i), NULL);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 76);

  for (guint n = 76; n > 0; n--)
    {
      g_autoptr(TcGame) fresh = tc_mcg_test_game_new (2, NULL, NULL);

      for (guint i = 0; i < n - 1; i++)
        tc_mcg_test_append (fresh, g_ptr_array_index (log, i), NULL);
      g_assert_true (tc_game_undo (game));
      assert_same_state (game, fresh);
    }

  /* Redo everything back, with the amended past still consistent. */
  for (guint n = 0; n < 76; n++)
    g_assert_true (tc_game_redo (game, NULL));
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 76);
}

static void
test_illegal_log_blocks_append (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_replay (2, NULL, TC_MCG_TEST_SETUP, MINE (2, 1), NULL);
  g_autoptr(TcEntry) entry = tc_test_log_parse_entry (game, MINE (1, 1));
  g_autoptr(GError) error = NULL;

  tc_mcg_test_assert_fails_at (game, 2, "turn.not_active");
  g_assert_false (tc_game_append (game, entry, NULL, &error));
  g_assert_true (tc_error_matches_rule (error, "log.illegal_entry"));
  g_assert_nonnull (strstr (error->message, "entry 2"));
  g_assert_false (tc_game_can_undo (game));

  /* Amending the bad entry repairs the log. */
  g_assert_true (tc_game_amend (game, 1, entry, NULL, NULL));
  g_assert_null (tc_game_get_replay_error (game));
  g_assert_cmpuint (tc_game_get_n_applied (game), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/undo/undo-then-redo", test_undo_redo);
  g_test_add_func ("/mcg/undo/new-entry-clears-redo", test_new_entry_clears_redo);
  g_test_add_func ("/mcg/undo/undo-to-nothing", test_undo_to_nothing);
  g_test_add_func ("/mcg/undo/amend-reports-conflict", test_amend_conflict);
  g_test_add_func ("/mcg/undo/amend-and-splice", test_amend_and_splice);
  g_test_add_func ("/mcg/undo/snapshots-across-many-entries", test_snapshots_across_many_entries);
  g_test_add_func ("/mcg/undo/illegal-log-blocks-append", test_illegal_log_blocks_append);

  return g_test_run ();
}
