/* test-core-timeline.c: the timeline's one turn rule, kept current by
 * every change of the game, and what an append reports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-core-test.h"
#include "tc-timeline.h"

#define SCORE_AT(seat, points, time) \
  "{\"type\":\"score\",\"seat\":" #seat ",\"points\":" #points ",\"time\":\"2026-01-10T" time "Z\"}"

/* Two seats. A note opens no turn: the one after Ana's end stays in her
 * turn, the one inside it too.
 */
#define NOTED \
  SCORE (1, 4), NOTE ("a"), END (1), NOTE ("b"), SCORE (2, -5), END (2), SCORE (1, 2)

static void
test_turn_rule (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, NOTED, NULL);
  TcTimeline *timeline = tc_game_get_timeline (game);
  const struct
  {
    guint        seat, round, turn;
    TcEntryMarks marks;
    gint         ana, ben;
    const char  *heading;
  } expected[] = {
    { 1, 1, 1, TC_ENTRY_MARK_NONE, 4, 0, "Round 1 · Turn 1 · Ana" },
    { 1, 1, 1, TC_ENTRY_MARK_NONE, 4, 0, "Round 1 · Turn 1 · Ana" },
    { 1, 1, 1, TC_ENTRY_MARK_TURN_END, 4, 0, "Round 1 · Turn 1 · Ana" },
    { 2, 1, 1, TC_ENTRY_MARK_NONE, 4, 0, "Round 1 · Turn 1 · Ana" },
    { 2, 1, 2, TC_ENTRY_MARK_ALERT, 4, -5, "Round 1 · Turn 2 · Ben" },
    { 2, 1, 2, TC_ENTRY_MARK_TURN_END | TC_ENTRY_MARK_ROUND_END, 4, -5, "Round 1 · Turn 2 · Ben" },
    { 1, 2, 3, TC_ENTRY_MARK_NONE, 6, -5, "Round 2 · Turn 3 · Ana" },
  };

  g_assert_true (tc_game_get_timeline (game) == timeline);
  g_assert_cmpuint (tc_timeline_get_n_entries (timeline), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *heading = tc_timeline_dup_heading (timeline, i);
      g_autofree char *sentence = tc_game_describe_entry (game, i);

      g_assert_cmpuint (tc_timeline_get_seat (timeline, i), ==, expected[i].seat);
      g_assert_cmpuint (tc_timeline_get_round (timeline, i), ==, expected[i].round);
      g_assert_cmpuint (tc_timeline_get_turn (timeline, i), ==, expected[i].turn);
      g_assert_cmpint (tc_timeline_get_marks (timeline, i), ==, expected[i].marks);
      g_assert_cmpint (tc_timeline_get_points (timeline, i, 1), ==, expected[i].ana);
      g_assert_cmpint (tc_timeline_get_points (timeline, i, 2), ==, expected[i].ben);
      g_assert_cmpstr (heading, ==, expected[i].heading);
      g_assert_cmpstr (tc_timeline_get_sentence (timeline, i), ==, sentence);
      g_assert_cmpint (tc_timeline_get_seconds (timeline, i), ==, -1);
    }

  /* One row per turn: Ana's ends at her end_turn, the notes after it
   * notwithstanding; hers in progress ends at the last entry.
   */
  g_assert_cmpuint (tc_timeline_get_n_turns (timeline), ==, 3);
  g_assert_cmpuint (tc_timeline_get_turn_end (timeline, 1), ==, 3);
  g_assert_cmpuint (tc_timeline_get_turn_end (timeline, 2), ==, 6);
  g_assert_cmpuint (tc_timeline_get_turn_end (timeline, 3), ==, 7);
  g_assert_cmpuint (tc_timeline_get_turn_seat (timeline, 2), ==, 2);
  g_assert_cmpint (tc_timeline_get_turn_points (timeline, 3, 1), ==, 6);
  g_assert_cmpuint (tc_timeline_find_turn (timeline, 0), ==, 1);
  g_assert_cmpuint (tc_timeline_find_turn (timeline, 4), ==, 2);
  g_assert_cmpuint (tc_timeline_find_turn (timeline, 7), ==, 3);
}

/* Seconds from the game's creation (20:00:00), and per turn. */
static void
test_seconds (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, SCORE_AT (1, 1, "20:01:00"), END (1),
                                             SCORE_AT (2, 1, "20:02:30"), NULL);
  TcTimeline *timeline = tc_game_get_timeline (game);

  g_assert_cmpint (tc_timeline_get_seconds (timeline, 0), ==, 60);
  g_assert_cmpint (tc_timeline_get_seconds (timeline, 1), ==, -1);
  g_assert_cmpint (tc_timeline_get_seconds (timeline, 2), ==, 150);
  /* Turn 1 ends at an entry without a time; turn 2 runs from it. */
  g_assert_cmpint (tc_timeline_get_turn_seconds (timeline, 1), ==, -1);
  g_assert_cmpint (tc_timeline_get_turn_seconds (timeline, 2), ==, -1);
}

/* Every fact of @timeline is the one a timeline made anew from the log
 * has.
 */
static void
assert_same_as_replayed (TcGame *game)
{
  TcTimeline *kept = tc_game_get_timeline (game);
  g_autofree char *data = tc_game_to_data (game);
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, NULL);
  g_autoptr(TcGame) replayed = tc_game_new_from_log (log, G_MAXUINT);
  TcTimeline *fresh = tc_game_get_timeline (replayed);
  guint n = tc_timeline_get_n_entries (fresh);

  g_assert_cmpuint (tc_timeline_get_n_entries (kept), ==, n);
  g_assert_cmpuint (n, ==, tc_game_get_n_applied (game));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *kept_heading = tc_timeline_dup_heading (kept, i);
      g_autofree char *fresh_heading = tc_timeline_dup_heading (fresh, i);

      g_assert_cmpuint (tc_timeline_get_seat (kept, i), ==, tc_timeline_get_seat (fresh, i));
      g_assert_cmpuint (tc_timeline_get_round (kept, i), ==, tc_timeline_get_round (fresh, i));
      g_assert_cmpuint (tc_timeline_get_turn (kept, i), ==, tc_timeline_get_turn (fresh, i));
      g_assert_cmpint (tc_timeline_get_marks (kept, i), ==, tc_timeline_get_marks (fresh, i));
      for (guint seat = 1; seat <= 2; seat++)
        g_assert_cmpint (tc_timeline_get_points (kept, i, seat), ==, tc_timeline_get_points (fresh, i, seat));
      g_assert_cmpstr (tc_timeline_get_sentence (kept, i), ==, tc_timeline_get_sentence (fresh, i));
      g_assert_cmpstr (kept_heading, ==, fresh_heading);
    }

  g_assert_cmpuint (tc_timeline_get_n_turns (kept), ==, tc_timeline_get_n_turns (fresh));
  for (guint turn = 1; turn <= tc_timeline_get_n_turns (fresh); turn++)
    g_assert_cmpuint (tc_timeline_get_turn_end (kept, turn), ==, tc_timeline_get_turn_end (fresh, turn));
}

static TcEntry *
parse (TcGame     *game,
       const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  return tc_ruleset_parse_entry (tc_game_get_ruleset (game), json_node_get_object (node), NULL);
}

/* Appends, undo, redo and corrections keep the timeline as a replay
 * makes it, across the snapshot interval (32 entries).
 */
static void
test_kept_current (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, NULL);
  g_autoptr(TcEntry) note = parse (game, NOTE ("fixed"));
  g_autoptr(TcEntry) minus = parse (game, SCORE (1, -1));
  const char *first_sentence;

  /* Two rounds and a half of the score pad's three: 36 entries. */
  tc_game_get_timeline (game);
  for (guint round = 0; round < 3; round++)
    {
      for (guint i = 0; i < 5; i++)
        tc_core_append (game, SCORE (1, 2), NULL);
      tc_core_append (game, NOTE ("x"), END (1), SCORE (2, 1), SCORE (2, 1), SCORE (2, 1), NULL);
      if (round < 2)
        tc_core_append (game, SCORE (2, 1), SCORE (2, 1), END (2), NULL);
    }
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 36);
  assert_same_as_replayed (game);

  /* An append keeps what was worked out before: no new walk from entry 1. */
  first_sentence = tc_timeline_get_sentence (tc_game_get_timeline (game), 0);
  tc_core_append (game, SCORE (2, 3), NULL);
  g_assert_true (tc_timeline_get_sentence (tc_game_get_timeline (game), 0) == first_sentence);
  assert_same_as_replayed (game);

  for (guint i = 0; i < 3; i++)
    g_assert_true (tc_game_undo (game));
  assert_same_as_replayed (game);
  g_assert_true (tc_game_redo (game, NULL));
  assert_same_as_replayed (game);

  g_assert_true (tc_game_amend (game, 2, note, NULL, NULL));
  assert_same_as_replayed (game);
  g_assert_true (tc_game_splice (game, 30, 0, &minus, 1, NULL, NULL));
  assert_same_as_replayed (game);
  g_assert_true (tc_game_remove_entry (game, 2, NULL, NULL));
  assert_same_as_replayed (game);
  g_assert_true (tc_game_undo (game));
  assert_same_as_replayed (game);
}

typedef struct
{
  guint position, removed, added;
} Change;

static void
record_change (TcGame *game,
               guint   position,
               guint   removed,
               guint   added,
               Change *change)
{
  *change = (Change) { position, removed, added };
}

static void
assert_change (const Change *change,
               guint         position,
               guint         removed,
               guint         added)
{
  g_assert_cmpuint (change->position, ==, position);
  g_assert_cmpuint (change->removed, ==, removed);
  g_assert_cmpuint (change->added, ==, added);
}

/* An append says where the entry went and what it meant, without a
 * second apply; "changed" says which entries changed.
 */
/* An entry checked, then appended as it is, is applied once; one checked
 * on a state that changed since, or another entry, is applied again.
 */
static void
test_check_then_append (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, SCORE (1, 5), NULL);
  g_autoptr(TcEntry) three = parse (game, SCORE (1, 3));
  g_autoptr(TcEntry) four = parse (game, SCORE (1, 4));
  g_autoptr(TcEntry) end = parse (game, END (1));
  g_autoptr(TcEntry) two = parse (game, SCORE (2, 2));
  guint before;

  g_assert_true (tc_game_check (game, three, NULL));
  before = tc_score_pad_get_n_applies ();
  g_assert_true (tc_game_append (game, three, NULL, NULL));
  g_assert_cmpuint (tc_score_pad_get_n_applies (), ==, before);
  g_assert_cmpint (tc_ruleset_get_score (tc_game_get_ruleset (game), tc_game_get_state (game), 1), ==, 8);

  /* Checked, then the game changed under it: applied on the new state. */
  g_assert_true (tc_game_check (game, four, NULL));
  g_assert_true (tc_game_undo (game));
  before = tc_score_pad_get_n_applies ();
  g_assert_true (tc_game_append (game, four, NULL, NULL));
  g_assert_cmpuint (tc_score_pad_get_n_applies (), ==, before + 1);
  g_assert_cmpint (tc_ruleset_get_score (tc_game_get_ruleset (game), tc_game_get_state (game), 1), ==, 9);

  /* Another entry checked last: the appended one is applied. */
  g_assert_true (tc_game_check (game, end, NULL));
  g_assert_true (tc_game_check (game, three, NULL));
  before = tc_score_pad_get_n_applies ();
  g_assert_true (tc_game_append (game, end, NULL, NULL));
  g_assert_cmpuint (tc_score_pad_get_n_applies (), ==, before + 1);
  g_assert_cmpuint (tc_ruleset_get_active_seat (tc_game_get_ruleset (game), tc_game_get_state (game)), ==, 2);

  /* A failed check after a good one leaves nothing to reuse. */
  g_assert_true (tc_game_check (game, two, NULL));
  g_assert_false (tc_game_check (game, three, NULL));
  before = tc_score_pad_get_n_applies ();
  g_assert_true (tc_game_append (game, two, NULL, NULL));
  g_assert_cmpuint (tc_score_pad_get_n_applies (), ==, before + 1);
  g_assert_cmpint (tc_ruleset_get_score (tc_game_get_ruleset (game), tc_game_get_state (game), 2), ==, 2);

  /* A stale check of an entry now illegal is not taken for the append. */
  g_assert_false (tc_game_append (game, three, NULL, NULL));
  g_assert_cmpint (tc_ruleset_get_score (tc_game_get_ruleset (game), tc_game_get_state (game), 1), ==, 9);
}

static void
test_append_result (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, SCORE (1, 5), NULL);
  g_autoptr(TcEntry) end = parse (game, END (1));
  g_autoptr(TcEntry) minus = parse (game, SCORE (2, -2));
  g_autoptr(TcEntry) wrong = parse (game, END (1));
  g_autoptr(TcEntry) first = parse (game, SCORE (1, 1));
  g_auto(TcAppendResult) checked = { 0 };
  g_auto(TcAppendResult) result = { 0 };
  g_autoptr(GError) error = NULL;
  Change change = { G_MAXUINT, G_MAXUINT, G_MAXUINT };

  g_signal_connect (game, "changed", G_CALLBACK (record_change), &change);

  /* The dry run says what the append will, and changes nothing. */
  g_assert_true (tc_game_check_append (game, end, &checked, NULL));
  g_assert_cmpuint (checked.index, ==, 1);
  g_assert_cmpint (checked.marks, ==, TC_ENTRY_MARK_TURN_END);
  g_assert_cmpuint (tc_game_get_n_entries (game), ==, 1);
  assert_change (&change, G_MAXUINT, G_MAXUINT, G_MAXUINT);

  g_assert_true (tc_game_append (game, end, &result, NULL));
  g_assert_cmpuint (result.index, ==, 1);
  g_assert_cmpint (result.marks, ==, TC_ENTRY_MARK_TURN_END);
  /* The score pad gives nothing up at a turn's end. */
  g_assert_null (result.forgone);
  assert_change (&change, 1, 0, 1);

  tc_append_result_clear (&result);
  g_assert_true (tc_game_append (game, minus, &result, NULL));
  g_assert_cmpuint (result.index, ==, 2);
  g_assert_cmpint (result.marks, ==, TC_ENTRY_MARK_ALERT);
  assert_change (&change, 2, 0, 1);

  g_assert_false (tc_game_append (game, wrong, NULL, &error));
  g_assert_true (tc_error_matches_rule (error, "turn.not_active"));
  assert_change (&change, 2, 0, 1);

  g_assert_true (tc_game_undo (game));
  assert_change (&change, 2, 1, 0);
  g_assert_true (tc_game_redo (game, NULL));
  assert_change (&change, 2, 0, 1);
  /* A correction replaces every entry from the one it changed on. */
  g_assert_true (tc_game_amend (game, 0, first, NULL, NULL));
  assert_change (&change, 0, 3, 3);
  g_assert_true (tc_game_remove_entry (game, 2, NULL, NULL));
  assert_change (&change, 2, 1, 0);
}

int
main (int    argc,
      char **argv)
{
  tc_core_test_init (&argc, &argv);

  g_test_add_func ("/core/timeline/turn-rule", test_turn_rule);
  g_test_add_func ("/core/timeline/seconds", test_seconds);
  g_test_add_func ("/core/timeline/kept-current", test_kept_current);
  g_test_add_func ("/core/timeline/append-result", test_append_result);
  g_test_add_func ("/core/timeline/check-then-append", test_check_then_append);

  return g_test_run ();
}
