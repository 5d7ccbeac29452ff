/* tc-summary.h: a game told turn by turn, for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-game.h"

G_BEGIN_DECLS

char *tc_summary_to_text (TcGame *game);

G_END_DECLS
