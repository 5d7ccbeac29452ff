/* tc-cli-timing.h: the clock and the medians of `bench` and `bench-library`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

double tc_cli_now       (void);
double tc_cli_median_of (double *times,
                         guint   n);

G_END_DECLS
