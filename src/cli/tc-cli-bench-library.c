/* tc-cli-bench-library.c: `tablecraft-cli bench-library DIR`, the figures
 * of the game library and of the review (docs/performance.md)
 *
 * Cold: the index is removed first, so every log is read and replayed.
 * Warm: the index is there and every log is unchanged. Review: every
 * entry of the longest game is stepped to, as the review view does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tc-cli.h"
#include "tc-cli-timing.h"
#include "tc-game.h"
#include "tc-library.h"

#define WARM_RUNS 7

/* Seconds to list @folder with a new library, as the app does at start. */
static double
time_listing (const char *folder,
              guint      *n_games,
              guint      *n_read)
{
  g_autoptr(TcLibrary) library = tc_library_new (folder);
  g_autoptr(GError) error = NULL;
  double start = tc_cli_now ();

  if (!tc_library_refresh (library, &error))
    g_printerr ("%s: %s\n", folder, error->message);

  *n_games = g_list_model_get_n_items (tc_library_get_model (library));
  *n_read = tc_library_get_n_read (library);
  return tc_cli_now () - start;
}

static char *
find_longest_game (const char *folder)
{
  g_autoptr(TcLibrary) library = tc_library_new (folder);
  GListModel *model = tc_library_get_model (library);
  g_autofree char *path = NULL;
  guint longest = 0;

  tc_library_refresh (library, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TcLibraryItem) item = g_list_model_get_item (model, i);

      if (tc_library_item_get_n_entries (item) > longest)
        {
          longest = tc_library_item_get_n_entries (item);
          g_free (path);
          path = g_strdup (tc_library_item_get_path (item));
        }
    }

  return g_steal_pointer (&path);
}

/* Steps to every entry of the game at @path; prints the median and the worst. */
static void
bench_review (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) game = tc_game_load_file (path, NULL, &error);
  g_autofree guint8 *state = NULL;
  g_autofree double *times = NULL;
  double median;
  guint n;

  if (game == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return;
    }

  n = tc_game_get_n_applied (game);
  state = g_malloc (tc_ruleset_get_state_size (tc_game_get_ruleset (game)));
  times = g_new0 (double, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      double start = tc_cli_now ();
      g_autofree char *text = NULL;

      tc_game_copy_state_at (game, i + 1, state);
      text = tc_game_describe_entry (game, i);
      times[i] = tc_cli_now () - start;
    }
  median = tc_cli_median_of (times, n);

  g_print ("review: %u entries of %s: median %.3f ms, worst %.3f ms per step (target < 16 ms)\n",
           n, path, median * 1000, times[MAX (n, 1) - 1] * 1000);
}

int
tc_cli_bench_library (int    argc,
                      char **argv)
{
  g_autofree char *index = NULL;
  g_autofree char *longest = NULL;
  double cold, warm[WARM_RUNS];
  guint n_games, n_read;

  if (argc != 2)
    {
      g_printerr ("%s\n", _("usage: tablecraft-cli bench-library DIR"));
      return TC_CLI_EXIT_MALFORMED;
    }

  /* The index is a cache: removing it loses nothing but time. */
  index = g_build_filename (argv[1], TC_LIBRARY_INDEX_FILE, NULL);
  g_remove (index);
  cold = time_listing (argv[1], &n_games, &n_read);
  g_print ("cold listing: %u games, %u logs read: %.1f ms (target < 2000 ms)\n",
           n_games, n_read, cold * 1000);

  for (guint i = 0; i < WARM_RUNS; i++)
    warm[i] = time_listing (argv[1], &n_games, &n_read);
  g_print ("warm listing: %u games, %u logs read: median %.1f ms of %d runs (target < 200 ms)\n",
           n_games, n_read, tc_cli_median_of (warm, WARM_RUNS) * 1000, WARM_RUNS);

  longest = find_longest_game (argv[1]);
  if (longest != NULL)
    bench_review (longest);

  return TC_CLI_EXIT_OK;
}
