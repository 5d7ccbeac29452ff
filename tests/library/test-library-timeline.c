/* test-library-timeline.c: the timeline's one turn rule on each game's
 * logs, and the timeline kept current entry by entry as a replay makes it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-game.h"
#include "tc-log.h"
#include "tc-rulesets.h"
#include "tc-timeline.h"

/* Where a turn (or the setup) begins and the heading it gets. */
typedef struct
{
  guint       first;
  const char *heading;
} TurnStart;

static TcLog *
read_scenario (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", name, NULL);
  g_autoptr(GError) error = NULL;
  TcLog *log = tc_log_read_file (path, NULL, &error);

  g_assert_no_error (error);
  return log;
}

/* Each entry is in the turn that began last at or before it; a turn ends
 * at its end_turn, or at the last entry while it goes on.
 */
static void
assert_turns (TcTimeline      *timeline,
              TcGame          *game,
              const TurnStart *starts,
              guint            n_starts)
{
  guint n = tc_timeline_get_n_entries (timeline);

  for (guint s = 0; s < n_starts; s++)
    {
      guint last = s + 1 < n_starts ? starts[s + 1].first : n;

      for (guint i = starts[s].first; i < last; i++)
        {
          g_autofree char *heading = tc_timeline_dup_heading (timeline, i);

          g_assert_cmpuint (tc_timeline_get_turn (timeline, i), ==, s);
          g_assert_cmpstr (heading, ==, starts[s].heading);
        }
    }

  g_assert_cmpuint (tc_timeline_get_n_turns (timeline), ==, n_starts - 1);
  for (guint turn = 1; turn < n_starts; turn++)
    {
      guint end = tc_timeline_get_turn_end (timeline, turn);
      TcEntry *last = tc_game_get_entry (game, end - 1);

      g_assert_true (end == n || g_str_equal (tc_entry_get_kind (last), "end_turn"));
      g_assert_true ((tc_timeline_get_marks (timeline, end - 1) & TC_ENTRY_MARK_TURN_END) || end == n);
    }
}

/* Every fact of the two timelines is the same. */
static void
assert_same (TcTimeline *kept,
             TcTimeline *fresh)
{
  guint n = tc_timeline_get_n_entries (fresh);

  g_assert_cmpuint (tc_timeline_get_n_entries (kept), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *kept_heading = tc_timeline_dup_heading (kept, i);
      g_autofree char *fresh_heading = tc_timeline_dup_heading (fresh, i);

      g_assert_cmpuint (tc_timeline_get_seat (kept, i), ==, tc_timeline_get_seat (fresh, i));
      g_assert_cmpuint (tc_timeline_get_round (kept, i), ==, tc_timeline_get_round (fresh, i));
      g_assert_cmpuint (tc_timeline_get_turn (kept, i), ==, tc_timeline_get_turn (fresh, i));
      g_assert_cmpint (tc_timeline_get_marks (kept, i), ==, tc_timeline_get_marks (fresh, i));
      for (guint seat = 1; seat <= tc_timeline_get_n_seats (fresh); seat++)
        g_assert_cmpint (tc_timeline_get_points (kept, i, seat), ==, tc_timeline_get_points (fresh, i, seat));
      g_assert_cmpstr (tc_timeline_get_sentence (kept, i), ==, tc_timeline_get_sentence (fresh, i));
      g_assert_cmpstr (kept_heading, ==, fresh_heading);
    }
  g_assert_cmpuint (tc_timeline_get_n_turns (kept), ==, tc_timeline_get_n_turns (fresh));
}

/* The log entered one entry at a time, then half taken back and put
 * again: the timeline, asked for from the start, stays the replay's, and
 * each append reports the place and marks the replay gives.
 */
static void
assert_kept_current (TcLog *log)
{
  g_autoptr(TcGame) replayed = tc_game_new_from_log (log, G_MAXUINT);
  g_autoptr(TcGame) game = tc_game_new (log->ruleset, log->created);
  TcTimeline *fresh = tc_game_get_timeline (replayed);
  TcTimeline *kept = tc_game_get_timeline (game);
  guint n = log->entries->len;

  for (guint i = 0; i < n; i++)
    {
      g_auto(TcAppendResult) result = { 0 };
      g_autoptr(GError) error = NULL;

      g_assert_true (tc_game_append (game, g_ptr_array_index (log->entries, i), &result, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (result.index, ==, i);
      g_assert_cmpint (result.marks, ==, tc_timeline_get_marks (fresh, i));
    }
  assert_same (kept, fresh);

  for (guint i = 0; i < n / 2; i++)
    g_assert_true (tc_game_undo (game));
  g_assert_cmpuint (tc_timeline_get_n_entries (kept), ==, n - n / 2);
  while (tc_game_can_redo (game))
    g_assert_true (tc_game_redo (game, NULL));
  assert_same (kept, fresh);
}

static void
test_card_game (void)
{
  g_autoptr(TcLog) log = read_scenario ("plain-turns.json");
  g_autoptr(TcGame) game = tc_game_new_from_log (log, G_MAXUINT);
  const TurnStart starts[] = {
    { 0, "Setup" },
    { 1, "Turn 1 · Ana" },
    { 6, "Turn 2 · Ben" },
  };

  assert_turns (tc_game_get_timeline (game), game, starts, G_N_ELEMENTS (starts));
  assert_kept_current (log);
}

static void
test_quartz (void)
{
  g_autoptr(TcLog) log = read_scenario ("quartz-round.json");
  g_autoptr(TcGame) game = tc_game_new_from_log (log, G_MAXUINT);
  /* Ben starts; round 2 begins with Cy. The note (entry 18) opens no turn. */
  const TurnStart starts[] = {
    { 0, "Setup" },
    { 1, "Round 1 · Turn 1 · Ben" },
    { 6, "Round 1 · Turn 2 · Cy" },
    { 10, "Round 1 · Turn 3 · Ana" },
    { 15, "Round 2 · Turn 4 · Cy" },
    { 20, "Round 2 · Turn 5 · Ana" },
  };

  assert_turns (tc_game_get_timeline (game), game, starts, G_N_ELEMENTS (starts));
  g_assert_cmpuint (tc_timeline_get_turn (tc_game_get_timeline (game), 17), ==, 4);
  assert_kept_current (log);
}

static void
test_builders_biomes (void)
{
  g_autoptr(TcLog) log = read_scenario ("bnb-example.json");
  g_autoptr(TcGame) game = tc_game_new_from_log (log, G_MAXUINT);
  /* Scoring round A is made at the start of Ana's turn 8, still going on. */
  const TurnStart starts[] = {
    { 0, "Setup" },
    { 1, "Round 1 · Turn 1 · Ana" },
    { 8, "Round 1 · Turn 2 · Ben" },
    { 15, "Round 1 · Turn 3 · Ana" },
    { 18, "Round 1 · Turn 4 · Ben" },
    { 21, "Round 1 · Turn 5 · Ana" },
    { 26, "Round 1 · Turn 6 · Ben" },
    { 29, "Round 1 · Turn 7 · Ana" },
    { 32, "Round 2 · Turn 8 · Ana" },
  };

  assert_turns (tc_game_get_timeline (game), game, starts, G_N_ELEMENTS (starts));
  assert_kept_current (log);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/library/timeline/card-game", test_card_game);
  g_test_add_func ("/library/timeline/quartz", test_quartz);
  g_test_add_func ("/library/timeline/builders-biomes", test_builders_biomes);

  return g_test_run ();
}
