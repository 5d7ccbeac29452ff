/* tc-cli-bench.c: `tablecraft-cli bench`, the engine's performance figures
 *
 * Each figure is the median of several runs, printed as a table with the
 * target it is held to (docs/performance.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <time.h>

#include "tc-cli.h"
#include "tc-cli-timing.h"
#include "tc-estimate.h"
#include "tc-game.h"
#include "tc-log.h"
#include "tc-rulesets.h"

#define BENCH_SEED    2026
#define REPLAY_GAMES  2000
#define RUNS          7
#define LONG_LOG      10000
#define APPENDED_LOG  400

typedef double (*BenchFunc) (gpointer data);

/* Median seconds of RUNS calls. */
static double
median_seconds (BenchFunc func,
                gpointer  data)
{
  double times[RUNS];

  for (guint i = 0; i < RUNS; i++)
    times[i] = func (data);

  return tc_cli_median_of (times, RUNS);
}

static void
print_row (const char *what,
           const char *figure,
           const char *target)
{
  g_print ("| %-52s | %18s | %-14s |\n", what, figure, target);
}

/* Replay ---------------------------------------------------------------- */

typedef struct
{
  GPtrArray *logs;     /* TcLog */
  guint64    entries;
} ReplayData;

static double
replay_all (gpointer data)
{
  ReplayData *replay = data;
  double start = tc_cli_now ();

  for (guint i = 0; i < replay->logs->len; i++)
    {
      g_autoptr(TcGame) game = tc_game_new_from_log (g_ptr_array_index (replay->logs, i), G_MAXUINT);

      g_assert (tc_game_get_replay_error (game) == NULL);
    }

  return tc_cli_now () - start;
}

static GPtrArray *
simulate_logs (TcRulesetClass *klass,
               guint           n_games,
               guint          *longest)
{
  GPtrArray *logs = g_ptr_array_new_with_free_func ((GDestroyNotify) tc_log_free);

  *longest = 0;
  for (guint i = 0; i < n_games; i++)
    {
      TcSimGame game;
      g_autoptr(GError) error = NULL;

      if (!tc_ruleset_class_simulate (klass, BENCH_SEED, i, 0, TC_SIM_KEEP_LOG, &game, &error))
        g_error ("simulation failed: %s", error->message);
      g_ptr_array_add (logs, game.log);
      if (game.n_entries > ((TcLog *) g_ptr_array_index (logs, *longest))->entries->len)
        *longest = i;
    }

  return logs;
}

/* Loading files ---------------------------------------------------------- */

static double
load_file (gpointer path)
{
  double start = tc_cli_now ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) game = tc_game_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert (tc_game_get_replay_error (game) == NULL);

  return tc_cli_now () - start;
}

static char *
write_log (const char *dir,
           const char *name,
           TcLog      *log)
{
  g_autofree char *data = tc_log_write_data (log->ruleset, log->created, log->entries, log->redo);
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  if (!tc_log_write_file (path, data, &error))
    g_error ("%s", error->message);

  return path;
}

/* The entries of @log, padded with notes in the middle up to @n_entries. */
static GPtrArray *
pad_entries (TcLog *log,
             guint  n_entries)
{
  GPtrArray *entries = g_ptr_array_copy (log->entries, (GCopyFunc) tc_entry_ref, NULL);

  g_ptr_array_set_free_func (entries, (GDestroyNotify) tc_entry_unref);
  while (entries->len < n_entries)
    {
      g_autofree char *text = g_strdup_printf ("note %u", entries->len + 1);

      g_ptr_array_insert (entries, entries->len / 2, tc_ruleset_new_note (log->ruleset, text));
    }

  return entries;
}

/* Pads a copy of @log with notes up to @n_entries entries. */
static char *
write_padded_log (const char *dir,
                  TcLog      *log,
                  guint       n_entries)
{
  g_autoptr(GPtrArray) entries = pad_entries (log, n_entries);
  TcLog padded = { log->ruleset, log->created, entries, log->redo };

  return write_log (dir, "padded.json", &padded);
}

/* Append and save -------------------------------------------------------- */

typedef struct
{
  double append;     /* median seconds of an append */
  double write;      /* median seconds of the file's rewrite after it */
  double both;       /* median seconds of the two */
} AppendTimes;

/* One entry's append and save, as the live page makes them (its log
 * panel reads the timeline), over the first APPENDED_LOG entries of @log
 * padded with notes: the file is written whole, durably, after every
 * entry. Medians over the entries.
 */
static AppendTimes
append_and_save (TcLog      *log,
                 const char *dir)
{
  g_autoptr(GPtrArray) entries = pad_entries (log, APPENDED_LOG);
  g_autoptr(TcGame) game = tc_game_new (log->ruleset, log->created);
  g_autofree char *path = g_build_filename (dir, "appended.json", NULL);
  g_autofree double *append = g_new (double, APPENDED_LOG);
  g_autofree double *write = g_new (double, APPENDED_LOG);
  g_autofree double *both = g_new (double, APPENDED_LOG);

  g_ptr_array_set_size (entries, APPENDED_LOG);
  tc_game_get_timeline (game);
  for (guint i = 0; i < APPENDED_LOG; i++)
    {
      g_auto(TcAppendResult) result = { 0 };
      g_autoptr(GError) error = NULL;
      double start = tc_cli_now (), appended;

      if (!tc_game_append (game, g_ptr_array_index (entries, i), &result, &error))
        g_error ("append failed: %s", error->message);
      appended = tc_cli_now ();
      if (!tc_game_save_file (game, path, &error))
        g_error ("save failed: %s", error->message);
      both[i] = tc_cli_now () - start;
      append[i] = appended - start;
      write[i] = both[i] - append[i];
    }

  g_unlink (path);
  return (AppendTimes) {
    tc_cli_median_of (append, APPENDED_LOG),
    tc_cli_median_of (write, APPENDED_LOG),
    tc_cli_median_of (both, APPENDED_LOG),
  };
}

static void
print_append_rows (TcLog      *log,
                   const char *dir)
{
  AppendTimes times = append_and_save (log, dir);
  char figure[64];

  g_snprintf (figure, sizeof figure, "%.1f µs", 1e6 * times.append);
  print_row ("append of an entry to a 400-entry game (median)", figure, "");
  g_snprintf (figure, sizeof figure, "%.2f ms", 1000 * times.write);
  print_row ("  save after it: the whole file, written durably", figure, "");
  g_snprintf (figure, sizeof figure, "%.2f ms", 1000 * times.both);
  print_row ("append + save of an entry (median)", figure, "< 5 ms");
}

/* Undo, redo, amend ------------------------------------------------------ */

typedef struct
{
  TcGame  *game;
  TcEntry *first;
} EditData;

static double
undo_redo_once (gpointer data, gboolean undo)
{
  EditData *edit = data;
  double start, elapsed;

  start = tc_cli_now ();
  if (undo)
    tc_game_undo (edit->game);
  else
    tc_game_redo (edit->game, NULL);
  elapsed = tc_cli_now () - start;

  /* Put the game back for the next run. */
  if (undo)
    tc_game_redo (edit->game, NULL);
  else
    tc_game_undo (edit->game);

  return elapsed;
}

static double
undo_once (gpointer data)
{
  return undo_redo_once (data, TRUE);
}

static double
redo_once (gpointer data)
{
  EditData *edit = data;
  double elapsed;

  tc_game_undo (edit->game);
  elapsed = undo_redo_once (data, FALSE);
  tc_game_redo (edit->game, NULL);

  return elapsed;
}

static double
amend_first (gpointer data)
{
  EditData *edit = data;
  double start = tc_cli_now ();
  G_GNUC_UNUSED gboolean ok = tc_game_amend (edit->game, 0, edit->first, NULL, NULL);

  g_assert (ok);
  return tc_cli_now () - start;
}

/* Win chances ------------------------------------------------------------ */

#define ESTIMATE_ENTRIES  400
#define ESTIMATE_PLAYOUTS 1000
#define ESTIMATE_THREADS  2
#define ESTIMATE_RUNS     3

/* Seconds of processor time the process has used, on every thread. */
static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* What the review's graph computes: every position of a game. Its
 * processor time goes to @cpu: on a busy shared host the wall clock
 * says more of the neighbours than of the code.
 */
static double
estimate_positions (TcGame *game,
                    double *cpu)
{
  double start = tc_cli_now (), cpu_start = cpu_now ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) estimates = tc_game_estimate_positions (game, ESTIMATE_PLAYOUTS, BENCH_SEED,
                                                               ESTIMATE_THREADS, NULL, NULL, NULL, &error);

  if (estimates == NULL)
    g_error ("estimate failed: %s", error->message);

  *cpu = cpu_now () - cpu_start;
  return tc_cli_now () - start;
}

/* On the first ESTIMATE_ENTRIES entries of @log, or all of a shorter one. */
static void
print_estimate_row (TcLog *log)
{
  g_autoptr(TcGame) game = tc_game_new_from_log (log, ESTIMATE_ENTRIES);
  guint n_entries = tc_game_get_n_applied (game);
  g_autofree char *label = g_strdup_printf ("win chances: 1,000 playouts × %u positions, %u threads",
                                            n_entries + 1, ESTIMATE_THREADS);
  double times[ESTIMATE_RUNS], cpu[ESTIMATE_RUNS];
  char figure[64];

  for (guint i = 0; i < ESTIMATE_RUNS; i++)
    times[i] = estimate_positions (game, &cpu[i]);
  g_snprintf (figure, sizeof figure, "%.2f s (median of %u)", tc_cli_median_of (times, ESTIMATE_RUNS),
              ESTIMATE_RUNS);
  print_row (label, figure, n_entries == ESTIMATE_ENTRIES ? "< 2 s" : "");
  g_snprintf (figure, sizeof figure, "%.2f s", tc_cli_median_of (cpu, ESTIMATE_RUNS));
  print_row ("  processor time of it, both threads together", figure, "");
}

/* Simulation ------------------------------------------------------------- */

#define SIM_GAMES 2000
#define SIM_SEATS 4   /* every game's figure is for 4-player games */

static guint
sim_seats (TcRulesetClass *klass)
{
  return CLAMP (SIM_SEATS, klass->min_players, klass->max_players);
}

static double
simulate_games (gpointer data)
{
  TcRulesetClass *klass = data;
  double start = tc_cli_now ();

  for (guint i = 0; i < SIM_GAMES; i++)
    {
      TcSimGame game;

      if (!tc_ruleset_class_simulate (klass, BENCH_SEED + 1, i, sim_seats (klass), 0, &game, NULL))
        g_error ("simulation failed");
    }

  return tc_cli_now () - start;
}

static void
bench_game (TcRulesetClass *klass,
            const char     *dir)
{
  ReplayData replay = { 0 };
  EditData edit = { 0 };
  guint longest;
  g_autofree char *longest_path = NULL, *padded_path = NULL;
  g_autoptr(TcGame) undo_game = NULL;
  char figure[64];
  double t;

  replay.logs = simulate_logs (klass, REPLAY_GAMES, &longest);
  for (guint i = 0; i < replay.logs->len; i++)
    replay.entries += ((TcLog *) g_ptr_array_index (replay.logs, i))->entries->len;

  g_print ("\n%s (%s)\n\n", tc_ruleset_class_get_title (klass), klass->game_id);
  print_row ("benchmark", "median of 7 runs", "target");
  g_print ("|------------------------------------------------------|--------------------|----------------|\n");

  t = median_seconds (replay_all, &replay);
  g_snprintf (figure, sizeof figure, "%.0f entries/s", replay.entries / t);
  print_row ("replay of 2,000 simulated games (engine only)", figure, "≥ 1,000,000/s");

  longest_path = write_log (dir, "longest.json", g_ptr_array_index (replay.logs, longest));
  g_snprintf (figure, sizeof figure, "%.2f ms", 1000 * median_seconds (load_file, longest_path));
  {
    g_autofree char *label = g_strdup_printf ("load + replay of the longest game (%u entries)",
                                              ((TcLog *) g_ptr_array_index (replay.logs, longest))->entries->len);
    print_row (label, figure, "< 50 ms");
  }

  padded_path = write_padded_log (dir, g_ptr_array_index (replay.logs, longest), LONG_LOG);
  g_snprintf (figure, sizeof figure, "%.2f ms", 1000 * median_seconds (load_file, padded_path));
  print_row ("load + replay of a 10,000-entry file", figure, "< 50 ms");

  /* Undo, redo and amend on the longest game: the worst a table meets. */
  undo_game = tc_game_new_from_log (g_ptr_array_index (replay.logs, longest), G_MAXUINT);
  edit.game = undo_game;
  edit.first = tc_game_get_entry (undo_game, 0);
  g_snprintf (figure, sizeof figure, "%.1f µs", 1e6 * median_seconds (undo_once, &edit));
  print_row ("undo on the longest game", figure, "< 1 ms");
  g_snprintf (figure, sizeof figure, "%.1f µs", 1e6 * median_seconds (redo_once, &edit));
  print_row ("redo on the longest game", figure, "< 1 ms");
  g_snprintf (figure, sizeof figure, "%.1f µs", 1e6 * median_seconds (amend_first, &edit));
  print_row ("amend of entry 1 on the longest game", figure, "< 5 ms");

  print_append_rows (g_ptr_array_index (replay.logs, longest), dir);
  print_estimate_row (g_ptr_array_index (replay.logs, longest));

  t = median_seconds (simulate_games, klass);
  g_snprintf (figure, sizeof figure, "%.0f games/s", SIM_GAMES / t);
  {
    g_autofree char *label = g_strdup_printf ("simulate 2,000 random %u-player games", sim_seats (klass));
    print_row (label, figure, "≥ 100,000/s");
  }

  g_unlink (longest_path);
  g_unlink (padded_path);
  g_ptr_array_unref (replay.logs);
}

/* Every game that has a simulator, in the registry's order. */
int
tc_cli_bench (int    argc,
              char **argv)
{
  g_autofree char *dir = g_dir_make_tmp ("tablecraft-bench-XXXXXX", NULL);

  for (guint i = 0; i < tc_rulesets_get_n_games (); i++)
    if (tc_rulesets_get_nth (i)->simulate != NULL)
      bench_game (tc_rulesets_get_nth (i), dir);

  g_rmdir (dir);
  return TC_CLI_EXIT_OK;
}
