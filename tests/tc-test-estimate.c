/* tc-test-estimate.c: what every game's win-chance estimate must show
 *
 * The checks each game's estimate test makes on its own positions: a
 * finished game, a symmetric start, the same figures for a seed and any
 * number of threads, a broken state refused by the invariants, and work
 * that stops when cancelled.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tc-rulesets.h"
#include "tc-test-estimate.h"

#define SEED 20261128

/* Playouts check the game's invariants after every entry, as in every
 * test run (tests/meson.build sets it too; this is for a program run
 * alone).
 */
void
tc_test_estimate_check_playouts (void)
{
  g_setenv ("TABLECRAFT_CHECK_PLAYOUTS", "1", TRUE);
}

TcEstimate *
tc_test_estimate (TcRuleset     *ruleset,
                  gconstpointer  state,
                  guint          n_playouts)
{
  g_autoptr(GError) error = NULL;
  TcEstimate *estimate = tc_ruleset_estimate (ruleset, state, n_playouts, SEED, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (estimate->n_playouts, ==, n_playouts);
  return estimate;
}

/* Random game @index of the game's simulator, as a game. */
TcGame *
tc_test_estimate_simulated_game (const char *game_id,
                                 guint       n_players,
                                 guint       index)
{
  TcRulesetClass *klass = tc_rulesets_find (game_id);
  g_autoptr(GError) error = NULL;
  TcSimGame sim = { 0 };
  TcGame *game;

  g_assert_true (tc_ruleset_class_simulate (klass, SEED, index, n_players, TC_SIM_KEEP_LOG | TC_SIM_CHECK, &sim, &error));
  g_assert_no_error (error);
  game = tc_game_new_from_log (sim.log, G_MAXUINT);
  tc_log_free (sim.log);
  g_assert_null (tc_game_get_replay_error (game));

  return game;
}

/* The winners of a finished game share everything, the others nothing. */
void
tc_test_estimate_assert_finished (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  TcSeatSet winners = tc_ruleset_get_winners (ruleset, tc_game_get_state (game));
  g_autoptr(TcEstimate) estimate = tc_test_estimate (ruleset, tc_game_get_state (game), 50);
  guint n_winners = __builtin_popcount (winners);

  g_assert_true (tc_game_is_finished (game));
  g_assert_cmpuint (n_winners, >, 0);
  g_assert_cmpuint (estimate->n_undecided, ==, 0);
  for (guint s = 0; s < estimate->n_seats; s++)
    {
      double expected = TC_SEAT_SET_HAS (winners, s + 1) ? 1.0 / n_winners : 0.0;

      g_assert_cmpfloat_with_epsilon (estimate->share[s], expected, 1e-9);
      g_assert_cmpfloat (estimate->low[s], <=, expected);
      g_assert_cmpfloat (estimate->high[s], >=, expected);
    }
}

/* Before the setup no seat has an edge: the decided playouts are shared
 * out evenly, each share within @spread of the even one, each 95 %
 * interval narrower than @width.
 */
void
tc_test_estimate_assert_even (TcRuleset *ruleset,
                              guint      n_playouts,
                              double     width,
                              double     spread)
{
  g_autofree gpointer start = tc_ruleset_new_state (ruleset);
  g_autoptr(TcEstimate) estimate = NULL;
  double even;

  tc_ruleset_init_state (ruleset, start);
  estimate = tc_test_estimate (ruleset, start, n_playouts);
  even = (1.0 - (double) estimate->n_undecided / n_playouts) / estimate->n_seats;
  for (guint s = 0; s < estimate->n_seats; s++)
    {
      g_test_message ("seat %u: %.4f (%.4f to %.4f), even %.4f", s + 1,
                      estimate->share[s], estimate->low[s], estimate->high[s], even);
      g_assert_cmpfloat (estimate->high[s] - estimate->low[s], <, width);
      g_assert_cmpfloat (fabs (estimate->share[s] - even), <, spread);
    }
}

static GPtrArray *
estimate_positions (TcGame *game,
                    guint   n_threads)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *estimates = tc_game_estimate_positions (game, 20, SEED, n_threads, NULL, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (estimates->len, ==, tc_game_get_n_applied (game) + 1);
  return estimates;
}

/* The same seed gives the same figures, and every position of a game
 * the same on one thread as on two or three.
 */
void
tc_test_estimate_assert_repeatable (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(GPtrArray) one = estimate_positions (game, 1);
  g_autoptr(GPtrArray) two = estimate_positions (game, 2);
  g_autoptr(GPtrArray) three = estimate_positions (game, 3);
  g_autoptr(TcEstimate) first = tc_test_estimate (ruleset, tc_game_get_state (game), 200);
  g_autoptr(TcEstimate) again = tc_test_estimate (ruleset, tc_game_get_state (game), 200);

  g_assert_cmpmem (first, sizeof *first, again, sizeof *again);
  for (guint i = 0; i < one->len; i++)
    {
      g_assert_cmpmem (one->pdata[i], sizeof (TcEstimate), two->pdata[i], sizeof (TcEstimate));
      g_assert_cmpmem (one->pdata[i], sizeof (TcEstimate), three->pdata[i], sizeof (TcEstimate));
    }
}

/* A state whose invariants are broken fails the playout, with a reason. */
void
tc_test_estimate_assert_corrupt (TcRuleset     *ruleset,
                                 gconstpointer  state)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcEstimate) estimate = tc_ruleset_estimate (ruleset, state, 10, SEED, &error);

  g_assert_null (estimate);
  g_assert_nonnull (error);
  g_test_message ("refused: %s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "playout 1: "));
}

typedef struct
{
  GCancellable *cancellable;    /* cancelled at the first position done */
  guint         n_reported;
} Cancelling;

static void
report_position (guint    done,
                 guint    total,
                 gpointer user_data)
{
  Cancelling *cancelling = user_data;

  cancelling->n_reported = done;
  if (cancelling->cancellable != NULL)
    g_cancellable_cancel (cancelling->cancellable);
}

/* With @n_playouts a position long enough that the work cannot end
 * before the first report is handled.
 */
static void
assert_cancelled (TcGame       *game,
                  guint         n_playouts,
                  GCancellable *cancellable,
                  Cancelling   *cancelling)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *estimates = tc_game_estimate_positions (game, n_playouts, SEED, 2, report_position, cancelling,
                                                     cancellable, &error);

  g_assert_null (estimates);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* Leaving the review cancels its estimate: cancelled before it starts,
 * nothing is played; cancelled once the first position is done, the
 * positions not started are skipped (those the two threads finished
 * before the report was handled are still reported) and the answer is
 * the cancelling, never a partial result.
 */
void
tc_test_estimate_assert_cancels (TcGame *game)
{
  g_autoptr(GCancellable) before = g_cancellable_new ();
  g_autoptr(GCancellable) during = g_cancellable_new ();
  Cancelling untouched = { NULL, 0 };
  Cancelling at_first = { during, 0 };

  g_assert_cmpuint (tc_game_get_n_applied (game), >, 10);

  g_cancellable_cancel (before);
  assert_cancelled (game, 20, before, &untouched);
  g_assert_cmpuint (untouched.n_reported, ==, 0);

  assert_cancelled (game, 2000, during, &at_first);
  g_test_message ("%u of %u positions reported before the cancelling stopped the work",
                  at_first.n_reported, tc_game_get_n_applied (game) + 1);
  g_assert_cmpuint (at_first.n_reported, >=, 1);
  g_assert_cmpuint (at_first.n_reported, <, (tc_game_get_n_applied (game) + 1) / 2);
}
