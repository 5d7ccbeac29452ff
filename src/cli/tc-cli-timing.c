/* tc-cli-timing.c: the clock and the medians of `bench` and `bench-library`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "tc-cli-timing.h"

/* Seconds on a nanosecond clock: an undo takes about a microsecond, the
 * resolution of g_get_monotonic_time().
 */
double
tc_cli_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Sorts @times, so that the worst is last, and returns the middle one
 * (0 for none).
 */
double
tc_cli_median_of (double *times,
                  guint   n)
{
  if (n == 0)
    return 0;

  qsort (times, n, sizeof (double), compare_doubles);
  return times[n / 2];
}
