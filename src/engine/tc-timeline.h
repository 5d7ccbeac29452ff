/* tc-timeline.h: what every applied entry of a game meant, entry by entry
 * and turn by turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "tc-ruleset.h"
#include "tc-types.h"

G_BEGIN_DECLS

#define TC_TYPE_TIMELINE (tc_timeline_get_type ())

G_DECLARE_FINAL_TYPE (TcTimeline, tc_timeline, TC, TIMELINE, GObject)

/**
 * TcTimelineVisitor:
 * @index: the 0-based entry
 * @state_before: the state before the entry
 * @state_after: the state after it
 *
 * What a walk over the states of a game calls for each applied entry.
 */
typedef void (*TcTimelineVisitor) (TcTimeline    *timeline,
                                   guint          index,
                                   TcEntry       *entry,
                                   gconstpointer  state_before,
                                   gconstpointer  state_after,
                                   gpointer       user_data);

/* Entry by entry: @index below tc_timeline_get_n_entries(). */
guint         tc_timeline_get_n_entries   (TcTimeline        *self);
guint         tc_timeline_get_n_seats     (TcTimeline        *self);
guint         tc_timeline_get_seat        (TcTimeline        *self,
                                           guint              index);
guint         tc_timeline_get_round       (TcTimeline        *self,
                                           guint              index);
guint         tc_timeline_get_turn        (TcTimeline        *self,
                                           guint              index);
TcEntryMarks  tc_timeline_get_marks       (TcTimeline        *self,
                                           guint              index);
gint          tc_timeline_get_points      (TcTimeline        *self,
                                           guint              index,
                                           guint              seat);
gint64        tc_timeline_get_seconds     (TcTimeline        *self,
                                           guint              index);
const char   *tc_timeline_get_sentence    (TcTimeline        *self,
                                           guint              index);
char         *tc_timeline_dup_heading     (TcTimeline        *self,
                                           guint              index);

/* Turn by turn: @turn from 1 to tc_timeline_get_n_turns(). */
guint         tc_timeline_get_n_turns     (TcTimeline        *self);
guint         tc_timeline_get_turn_seat   (TcTimeline        *self,
                                           guint              turn);
guint         tc_timeline_get_turn_end    (TcTimeline        *self,
                                           guint              turn);
gint          tc_timeline_get_turn_points (TcTimeline        *self,
                                           guint              turn,
                                           guint              seat);
gint64        tc_timeline_get_turn_seconds (TcTimeline       *self,
                                           guint              turn);
guint         tc_timeline_find_turn       (TcTimeline        *self,
                                           guint              n_entries);

void          tc_timeline_foreach_state   (TcTimeline        *self,
                                           TcTimelineVisitor  func,
                                           gpointer           user_data);

G_END_DECLS
