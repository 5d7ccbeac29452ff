/* tc-game.h: a game being refereed: its log, replay, undo/redo and amend
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tc-entry.h"
#include "tc-log.h"
#include "tc-ruleset.h"
#include "tc-timeline.h"
#include "tc-types.h"

G_BEGIN_DECLS

#define TC_TYPE_GAME (tc_game_get_type ())

G_DECLARE_FINAL_TYPE (TcGame, tc_game, TC, GAME, GObject)

/**
 * TcAppendResult:
 * @index: the entry's 0-based place in the log
 * @marks: what the entry means to the timeline (a turn's end, …)
 * @forgone: (nullable): what its player gave up by ending the turn with
 *   it (tc_ruleset_describe_forgone()), or %NULL
 *
 * What tc_game_append() did, or tc_game_check_append() would do. Free
 * what it holds with tc_append_result_clear().
 */
typedef struct
{
  guint         index;
  TcEntryMarks  marks;
  char         *forgone;
} TcAppendResult;

void           tc_append_result_clear      (TcAppendResult *result);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TcAppendResult, tc_append_result_clear)

TcGame        *tc_game_new                 (TcRuleset     *ruleset,
                                            const char    *created);
TcGame        *tc_game_new_from_log        (TcLog         *log,
                                            guint          upto);
TcGame        *tc_game_load_file           (const char    *path,
                                            guint         *bad_entry,
                                            GError       **error);
gboolean       tc_game_save_file           (TcGame        *self,
                                            const char    *path,
                                            GError       **error);
char          *tc_game_to_data             (TcGame        *self);

TcRuleset     *tc_game_get_ruleset         (TcGame        *self);
const char    *tc_game_get_created         (TcGame        *self);
char          *tc_game_dup_id              (TcGame        *self);
guint          tc_game_get_n_entries       (TcGame        *self);
TcEntry       *tc_game_get_entry           (TcGame        *self,
                                            guint          index);
guint          tc_game_get_n_applied       (TcGame        *self);
const GError  *tc_game_get_replay_error    (TcGame        *self);
gconstpointer  tc_game_get_state           (TcGame        *self);
gboolean       tc_game_is_finished         (TcGame        *self);
void           tc_game_copy_state_at       (TcGame        *self,
                                            guint          n_entries,
                                            gpointer       state);
TcTimeline    *tc_game_get_timeline        (TcGame        *self);
char          *tc_game_describe_entry      (TcGame        *self,
                                            guint          index);
char          *tc_game_describe_pending    (TcGame        *self);
char          *tc_game_describe_waiting    (TcGame        *self);

gboolean       tc_game_check               (TcGame        *self,
                                            TcEntry       *entry,
                                            GError       **error);
gboolean       tc_game_check_append        (TcGame        *self,
                                            TcEntry       *entry,
                                            TcAppendResult *result,
                                            GError       **error);
gboolean       tc_game_append              (TcGame        *self,
                                            TcEntry       *entry,
                                            TcAppendResult *result,
                                            GError       **error);

gboolean       tc_game_can_undo            (TcGame        *self);
gboolean       tc_game_can_redo            (TcGame        *self);
guint          tc_game_get_n_redo          (TcGame        *self);
TcEntry       *tc_game_get_redo_entry      (TcGame        *self,
                                            guint          index);
char          *tc_game_describe_undo       (TcGame        *self);
char          *tc_game_describe_redo       (TcGame        *self);
gboolean       tc_game_undo                (TcGame        *self);
gboolean       tc_game_redo                (TcGame        *self,
                                            GError       **error);

gboolean       tc_game_check_splice        (TcGame        *self,
                                            guint          position,
                                            guint          n_remove,
                                            TcEntry      **insert,
                                            guint          n_insert,
                                            guint         *conflict,
                                            GError       **error);
gboolean       tc_game_splice              (TcGame        *self,
                                            guint          position,
                                            guint          n_remove,
                                            TcEntry      **insert,
                                            guint          n_insert,
                                            guint         *conflict,
                                            GError       **error);
gboolean       tc_game_amend               (TcGame        *self,
                                            guint          index,
                                            TcEntry       *entry,
                                            guint         *conflict,
                                            GError       **error);
gboolean       tc_game_remove_entry        (TcGame        *self,
                                            guint          index,
                                            guint         *conflict,
                                            GError       **error);

G_END_DECLS
