/* tc-bgstats.h: a finished game as BG Stats imports it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-game.h"

G_BEGIN_DECLS

#define TC_BGSTATS_LINK_PREFIX "https://app.bgstatsapp.com/createPlay.html?data="

JsonNode *tc_bgstats_play_to_json   (TcGame    *game);
char     *tc_bgstats_link           (TcGame    *game);
char     *tc_bgstats_play_file      (GPtrArray *games);

G_END_DECLS
