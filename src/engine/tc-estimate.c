/* tc-estimate.c: who is winning? Each seat's chance from random playouts
 *
 * From a position the game plays many random continuations to their end
 * (TcRulesetClass.playout: what the table has not seen dealt at random
 * from what is left, random legal entries) and counts who wins. The
 * figures are chances under that random play, not under perfect play
 * (docs/estimate.md). One scratch state is played over and over, so the
 * memory does not grow with the number of playouts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tc-estimate.h"
#include "tc-sim-rand.h"

/* Set (to anything) to check the game's invariants after every entry of
 * every playout: the tests do; the app and the CLI do not, it is slower.
 */
#define CHECK_VARIABLE "TABLECRAFT_CHECK_PLAYOUTS"

/* z of a two-sided 95 % interval */
#define Z95 1.959963984540054

static gboolean
checking (void)
{
  return g_getenv (CHECK_VARIABLE) != NULL;
}

/* A seed of its own for item @index of a run from @seed: the result of a
 * position, or of a playout, does not depend on what else ran before it.
 */
static guint64
derive_seed (guint64 seed,
             guint64 index)
{
  TcSimRand rand;

  tc_sim_rand_init (&rand, seed ^ (index * G_GUINT64_CONSTANT (0xd1b54a32d192ed03)));
  return tc_sim_rand_next (&rand);
}

/* The Wilson score interval of @share among @n, which stays within 0–1
 * and holds up near them, where a position is nearly decided. With ties
 * split, a win may count a fraction: the interval treats it as a share.
 */
static void
wilson_interval (double  share,
                 guint   n,
                 double *low,
                 double *high)
{
  double z2n = Z95 * Z95 / n;
  double centre = (share + z2n / 2) / (1 + z2n);
  double half = Z95 / (1 + z2n) * sqrt (share * (1 - share) / n + z2n / (4 * n));

  *low = MAX (centre - half, 0.0);
  *high = MIN (centre + half, 1.0);
}

static TcEstimate *
estimate_state (TcRuleset      *ruleset,
                gconstpointer   state,
                guint           n_playouts,
                guint64         seed,
                gboolean        check,
                GCancellable   *cancellable,
                GError        **error)
{
  gsize size = tc_ruleset_get_state_size (ruleset);
  g_autofree gpointer scratch = g_malloc (size);
  g_autoptr(TcEstimate) estimate = g_new0 (TcEstimate, 1);
  double wins[TC_MAX_SEATS] = { 0 };

  estimate->n_seats = tc_ruleset_get_n_players (ruleset);
  for (guint i = 0; i < n_playouts; i++)
    {
      TcSeatSet winners;
      guint n_winners;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;

      memcpy (scratch, state, size);
      if (!tc_ruleset_play_out (ruleset, scratch, derive_seed (seed, i), check, error))
        {
          g_prefix_error (error, "playout %u: ", i + 1);
          return NULL;
        }

      winners = tc_ruleset_get_winners (ruleset, scratch);
      n_winners = __builtin_popcount (winners);
      if (n_winners == 0)
        estimate->n_undecided++;
      for (guint s = 0; s < estimate->n_seats; s++)
        if (TC_SEAT_SET_HAS (winners, s + 1))
          wins[s] += 1.0 / n_winners;
    }

  estimate->n_playouts = n_playouts;
  for (guint s = 0; s < estimate->n_seats && n_playouts > 0; s++)
    {
      estimate->share[s] = wins[s] / n_playouts;
      wilson_interval (estimate->share[s], n_playouts, &estimate->low[s], &estimate->high[s]);
    }

  return g_steal_pointer (&estimate);
}

/**
 * tc_ruleset_estimate:
 * @state: a position of a game of @ruleset (not changed)
 * @n_playouts: how many random continuations to play, at least 1
 * @seed: the same seed gives the same figures
 * @error: set when the game has no playout, or a playout fails
 *
 * Each seat's win share from @state under random play, with its 95 %
 * interval. A finished game gives its winners everything.
 *
 * Returns: (transfer full) (nullable): the estimate
 */
TcEstimate *
tc_ruleset_estimate (TcRuleset     *ruleset,
                     gconstpointer  state,
                     guint          n_playouts,
                     guint64        seed,
                     GError       **error)
{
  g_return_val_if_fail (TC_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (n_playouts > 0, NULL);

  return estimate_state (ruleset, state, n_playouts, seed, checking (), NULL, error);
}

void
tc_estimate_free (TcEstimate *estimate)
{
  g_free (estimate);
}

/* Positions of a whole game -------------------------------------------------- */

typedef struct
{
  TcRuleset     *ruleset;
  guint8        *states;         /* n_positions of them, one after another */
  gsize          state_size;
  guint          n_playouts;
  guint64        seed;
  gboolean       check;
  GCancellable  *cancellable;
  gint           stop;           /* atomic: an error, skip what is left */
  TcEstimate   **estimates;
  GError       **errors;
  GAsyncQueue   *done;           /* 1 + each finished position */
} Job;

static void
copy_state_after (TcTimeline    *timeline,
                  guint          index,
                  TcEntry       *entry,
                  gconstpointer  state_before,
                  gconstpointer  state_after,
                  gpointer       user_data)
{
  Job *job = user_data;

  memcpy (job->states + (index + 1) * job->state_size, state_after, job->state_size);
}

static void
estimate_position (gpointer data,
                   gpointer user_data)
{
  Job *job = user_data;
  guint index = GPOINTER_TO_UINT (data) - 1;

  if (!g_atomic_int_get (&job->stop))
    job->estimates[index] = estimate_state (job->ruleset, job->states + index * job->state_size,
                                            job->n_playouts, derive_seed (job->seed, index), job->check,
                                            job->cancellable, &job->errors[index]);
  g_async_queue_push (job->done, data);
}

/* Waits for every position, reporting each; the first error stops the
 * positions not started yet.
 */
static gboolean
collect (Job                 *job,
         guint                n_positions,
         TcEstimateProgress   progress,
         gpointer             user_data,
         GError             **error)
{
  GError *first = NULL;

  for (guint done = 0; done < n_positions; done++)
    {
      guint index = GPOINTER_TO_UINT (g_async_queue_pop (job->done)) - 1;

      if (job->errors[index] != NULL && first == NULL)
        {
          first = g_steal_pointer (&job->errors[index]);
          g_atomic_int_set (&job->stop, TRUE);
        }
      if (first == NULL && progress != NULL)
        progress (done + 1, n_positions, user_data);
    }

  if (first == NULL)
    g_cancellable_set_error_if_cancelled (job->cancellable, &first);
  if (first != NULL)
    {
      g_propagate_error (error, first);
      return FALSE;
    }

  return TRUE;
}

/**
 * tc_game_estimate_positions:
 * @n_playouts: per position, at least 1
 * @seed: the same seed gives the same figures, whatever @n_threads
 * @n_threads: threads to play on, or 0 for one per processor
 * @progress: (nullable): told of each position done, in this thread
 * @cancellable: (nullable): stops the work; the result is then an error
 * @error: set when a playout fails, or on cancelling
 *
 * Estimates every position of @game: before its first entry (0) and after
 * each applied entry (1 to tc_game_get_n_applied()), each seeded from
 * @seed and its index. Blocks until done: call it off the main thread.
 *
 * Returns: (transfer full) (nullable) (element-type TcEstimate): one
 *   estimate per position
 */
GPtrArray *
tc_game_estimate_positions (TcGame              *game,
                            guint                n_playouts,
                            guint64              seed,
                            guint                n_threads,
                            TcEstimateProgress   progress,
                            gpointer             user_data,
                            GCancellable        *cancellable,
                            GError             **error)
{
  TcRuleset *ruleset;
  guint n_positions;
  g_autofree guint8 *states = NULL;
  g_autofree TcEstimate **estimates = NULL;
  g_autofree GError **errors = NULL;
  g_autoptr(GAsyncQueue) done = NULL;
  GThreadPool *pool;
  GPtrArray *result;
  gboolean ok;
  Job job;

  g_return_val_if_fail (TC_IS_GAME (game), NULL);
  g_return_val_if_fail (n_playouts > 0, NULL);

  ruleset = tc_game_get_ruleset (game);
  if (!tc_ruleset_can_play_out (ruleset))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s cannot play a position on"), tc_ruleset_get_title (ruleset));
      return NULL;
    }

  n_positions = tc_game_get_n_applied (game) + 1;
  states = g_malloc (n_positions * tc_ruleset_get_state_size (ruleset));
  estimates = g_new0 (TcEstimate *, n_positions);
  errors = g_new0 (GError *, n_positions);
  done = g_async_queue_new ();
  job = (Job) {
    .ruleset = ruleset, .states = states, .state_size = tc_ruleset_get_state_size (ruleset),
    .n_playouts = n_playouts, .seed = seed, .check = checking (), .cancellable = cancellable,
    .estimates = estimates, .errors = errors, .done = done,
  };

  tc_ruleset_init_state (ruleset, states);
  tc_timeline_foreach_state (tc_game_get_timeline (game), copy_state_after, &job);

  pool = g_thread_pool_new (estimate_position, &job, n_threads > 0 ? (gint) n_threads : (gint) g_get_num_processors (),
                            TRUE, NULL);
  for (guint i = 0; i < n_positions; i++)
    g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
  ok = collect (&job, n_positions, progress, user_data, error);
  g_thread_pool_free (pool, FALSE, TRUE);

  result = g_ptr_array_new_full (n_positions, (GDestroyNotify) tc_estimate_free);
  for (guint i = 0; i < n_positions; i++)
    {
      g_clear_error (&errors[i]);
      if (ok)
        g_ptr_array_add (result, g_steal_pointer (&estimates[i]));
      else
        g_clear_pointer (&estimates[i], tc_estimate_free);
    }
  if (!ok)
    g_clear_pointer (&result, g_ptr_array_unref);

  return result;
}
