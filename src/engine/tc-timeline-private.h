/* tc-timeline-private.h: how TcGame keeps its timeline current
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-game.h"
#include "tc-timeline.h"

G_BEGIN_DECLS

TcTimeline *tc_timeline_new      (TcGame        *game);
void        tc_timeline_push     (TcTimeline    *self,
                                  TcEntry       *entry,
                                  gconstpointer  state_before,
                                  gconstpointer  state_after,
                                  TcEntryMarks   marks);
void        tc_timeline_truncate (TcTimeline    *self,
                                  guint          n_entries);

G_END_DECLS
