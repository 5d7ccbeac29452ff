/* bench-app-start.c: how a library of thousands of games weighs on the window
 *
 *   bench-app-start [N_GAMES]
 *
 * Builds a folder of N_GAMES simulated games (3,000 unless told; every
 * fifth stopped part-way, so about a fifth are unfinished, as in a family
 * library), then opens a window on it and on an empty folder, each in a
 * process of its own, and reports the medians of RUNS runs:
 *
 * - first frame: from making the window to its first frame drawn;
 * - listed: until the start page lists the folder;
 * - longest stall: the longest the main loop did not run while listing
 *   (a 2 ms timer's longest gap), what a player would feel as a freeze;
 * - peak memory: the process's maximum resident size.
 *
 * Cold runs list a folder without its index (every log read and
 * replayed), warm runs with it. Figures go to docs/performance.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

#include "tc-application.h"
#include "tc-library.h"
#include "tc-library-view.h"
#include "tc-log.h"
#include "tc-rulesets.h"
#include "tc-window.h"

#define RUNS 5
#define STALL_TIMER_MS 2

/* The measuring child ------------------------------------------------------ */

static gint64 start_us, first_frame_us, last_tick_us, longest_stall_us;

static gboolean
tick_timer_cb (gpointer data)
{
  gint64 now = g_get_monotonic_time ();

  longest_stall_us = MAX (longest_stall_us, now - last_tick_us);
  last_tick_us = now;
  return G_SOURCE_CONTINUE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       data)
{
  if (first_frame_us == 0)
    first_frame_us = g_get_monotonic_time ();
}

static void
window_mapped_cb (GtkWidget *window)
{
  GdkFrameClock *clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));

  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
}

/* Opens a window on the games folder of $XDG_DATA_HOME and prints
 * "FIRST_FRAME_MS LISTED_MS STALL_MS PEAK_KB".
 */
static int
measure (void)
{
  g_autoptr(TcApplication) app = NULL;
  struct rusage usage;
  TcWindow *window;
  TcLibraryView *library;
  gint64 listed_us;

  gtk_init ();
  adw_init ();
  app = tc_application_new ();
  g_application_register (G_APPLICATION (app), NULL, NULL);

  start_us = last_tick_us = g_get_monotonic_time ();
  g_timeout_add (STALL_TIMER_MS, tick_timer_cb, NULL);
  window = tc_window_new (app);
  g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), NULL);
  gtk_window_present (GTK_WINDOW (window));

  library = tc_window_get_library_view (window);
  while (first_frame_us == 0 || tc_library_view_get_loading (library))
    g_main_context_iteration (NULL, TRUE);
  /* The page fills on the listing's last signal: let it run. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  listed_us = g_get_monotonic_time ();

  getrusage (RUSAGE_SELF, &usage);
  g_print ("%.1f %.1f %.1f %ld\n", (first_frame_us - start_us) / 1000.0, (listed_us - start_us) / 1000.0,
           longest_stall_us / 1000.0, usage.ru_maxrss);
  gtk_window_destroy (GTK_WINDOW (window));

  return 0;
}

/* The benchmark ------------------------------------------------------------ */

/* Writes @n_games simulated games into @folder, every fifth cut short. */
static void
write_library (const char *folder,
               guint       n_games)
{
  guint n_rulesets = tc_rulesets_get_n_games ();

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  for (guint i = 0; i < n_games; i++)
    {
      TcRulesetClass *klass = tc_rulesets_get_nth (i % n_rulesets);
      g_autofree char *name = g_strdup_printf ("game-%05u.json", i + 1);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      TcSimGame game;

      g_assert_true (tc_ruleset_class_simulate (klass, 1, i, 0, TC_SIM_KEEP_LOG, &game, &error));
      g_free (game.log->created);
      game.log->created = g_strdup_printf ("2026-%02u-%02uT%02u:%02u:%02uZ", 1 + i % 12, 1 + i % 28,
                                           i % 24, i / 24 % 60, i % 60);
      if (i % 5 == 4)
        g_ptr_array_set_size (game.log->entries, game.log->entries->len * 3 / 5);
      data = tc_log_write_data (game.log->ruleset, game.log->created, game.log->entries, game.log->redo);
      g_assert_true (tc_log_write_file (path, data, &error));
      g_clear_pointer (&game.log, tc_log_free);
    }
}

typedef struct
{
  double first_frame, listed, stall, peak_mb;
} Run;

static Run
run_child (const char *self_path,
           const char *data_home)
{
  const char *argv[] = { self_path, "--measure", NULL };
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", data_home, TRUE);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  Run run = { 0 };
  long peak_kb = 0;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpint (sscanf (out, "%lf %lf %lf %ld", &run.first_frame, &run.listed, &run.stall, &peak_kb), ==, 4);
  run.peak_mb = peak_kb / 1024.0;

  return run;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median_of (Run         *runs,
           guint        n,
           gsize        offset)
{
  g_autofree double *values = g_new (double, n);

  for (guint i = 0; i < n; i++)
    values[i] = G_STRUCT_MEMBER (double, &runs[i], offset);
  qsort (values, n, sizeof (double), compare_doubles);

  return values[n / 2];
}

/* @cold: the index is removed before every run */
static void
report (const char *label,
        const char *self_path,
        const char *data_home,
        const char *index,
        gboolean    cold)
{
  Run runs[RUNS];

  for (guint i = 0; i < RUNS; i++)
    {
      if (cold)
        g_unlink (index);
      runs[i] = run_child (self_path, data_home);
    }

  g_print ("%-22s %8.0f ms %8.0f ms %8.1f ms %8.0f MB   (first frames: %.0f–%.0f ms)\n", label,
           median_of (runs, RUNS, G_STRUCT_OFFSET (Run, first_frame)),
           median_of (runs, RUNS, G_STRUCT_OFFSET (Run, listed)),
           median_of (runs, RUNS, G_STRUCT_OFFSET (Run, stall)),
           median_of (runs, RUNS, G_STRUCT_OFFSET (Run, peak_mb)),
           runs[0].first_frame, runs[RUNS - 1].first_frame);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *top = NULL, *empty = NULL, *full = NULL, *games = NULL, *index = NULL, *empty_games = NULL;
  guint64 n_games = 3000;

  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  if (argc == 2 && g_str_equal (argv[1], "--measure"))
    return measure ();
  if (argc == 2 && !g_ascii_string_to_unsigned (argv[1], 10, 0, 100000, &n_games, NULL))
    {
      g_printerr ("usage: %s [N_GAMES]\n", argv[0]);
      return 2;
    }

  top = g_dir_make_tmp ("tc-bench-start-XXXXXX", NULL);
  empty = g_build_filename (top, "empty", NULL);
  full = g_build_filename (top, "full", NULL);
  empty_games = g_build_filename (empty, "io.github.tablecraft.Tablecraft", "games", NULL);
  games = g_build_filename (full, "io.github.tablecraft.Tablecraft", "games", NULL);
  index = g_build_filename (games, TC_LIBRARY_INDEX_FILE, NULL);
  g_assert_cmpint (g_mkdir_with_parents (empty_games, 0755), ==, 0);
  write_library (games, n_games);

  g_print ("%" G_GUINT64_FORMAT " games (%" G_GUINT64_FORMAT " cut short), medians of %d runs\n",
           n_games, n_games / 5, RUNS);
  g_print ("%-22s %11s %11s %11s %11s\n", "folder", "first frame", "listed", "longest stall", "peak memory");
  report ("empty", argv[0], empty, index, FALSE);
  report ("full, cold", argv[0], full, index, TRUE);
  report ("full, warm", argv[0], full, index, FALSE);

  return 0;
}
