/* tc-game.c: the game-agnostic core
 *
 * The log is the truth; states are derived by replaying it through the
 * ruleset. To keep undo, redo, amend and jumping around fast on long logs,
 * the state after every SNAPSHOT_INTERVAL-th entry is kept: any state is
 * then one memcpy() and at most SNAPSHOT_INTERVAL - 1 entries away.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-game.h"
#include "tc-timeline-private.h"

#define SNAPSHOT_INTERVAL 32

/* Corrections one undo each can take back, the oldest forgotten first. */
#define MAX_CORRECTIONS 50

/* What a correction replaced, to take it back with one undo. It can be
 * taken back while the log is as long as the correction left it: the
 * entries added since have been undone, or none were.
 */
typedef struct
{
  GPtrArray *entries;   /* TcEntry: the log before */
  GPtrArray *redo;      /* TcEntry: the redo list before */
  guint      position;  /* the first entry it changed */
  guint      n_after;   /* entries in the log it made */
} Correction;

static void
correction_free (Correction *correction)
{
  g_ptr_array_unref (correction->entries);
  g_ptr_array_unref (correction->redo);
  g_free (correction);
}

struct _TcGame
{
  GObject    parent_instance;

  TcRuleset *ruleset;
  char      *created;
  GPtrArray *entries;       /* TcEntry; those past n_applied did not replay */
  GPtrArray *redo;          /* TcEntry, next redo first */
  GPtrArray *corrections;   /* Correction, the latest last */
  guint      n_applied;
  GError    *replay_error;  /* why entry n_applied is illegal, if it exists */

  gsize      state_size;
  guint8    *state;         /* after n_applied entries */
  guint8    *scratch;
  TcEntry   *checked;       /* the entry tc_game_check_append() last found
                               legal on self->state, if it is unchanged */
  guint8    *checked_state; /* the state after it */
  GByteArray *snapshots;    /* state after k × SNAPSHOT_INTERVAL entries */
  TcTimeline *timeline;     /* made on the first ask, then kept current */
};

G_DEFINE_FINAL_TYPE (TcGame, tc_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RULESET,
  PROP_N_ENTRIES,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties [N_PROPS];
static guint signals [N_SIGNALS];

static guint
n_snapshots (TcGame *self)
{
  return self->snapshots->len / self->state_size;
}

static guint8 *
snapshot (TcGame *self,
          guint   index)
{
  return self->snapshots->data + (gsize) index * self->state_size;
}

/* Keeps the snapshots up to date with self->state after n_applied entries. */
static void
record_snapshot (TcGame *self)
{
  if (self->n_applied % SNAPSHOT_INTERVAL == 0 &&
      self->n_applied / SNAPSHOT_INTERVAL == n_snapshots (self))
    g_byte_array_append (self->snapshots, self->state, self->state_size);
}

static void
drop_snapshots_after (TcGame *self,
                      guint   n_entries)
{
  guint keep = n_entries / SNAPSHOT_INTERVAL + 1;

  if (keep < n_snapshots (self))
    g_byte_array_set_size (self->snapshots, keep * self->state_size);
}

/* Forgets the last check: the state it was made on is changing. */
static void
forget_check (TcGame *self)
{
  g_clear_pointer (&self->checked, tc_entry_unref);
}

/* Applies @entry to self->state. An entry checked on this very state is
 * not applied again: a view that checks what it hands to the shell (for a
 * refusal at its prompt) costs one apply, not two.
 */
static gboolean
apply_to_state (TcGame   *self,
                TcEntry  *entry,
                GError  **error)
{
  gboolean reuse = entry == self->checked;

  if (reuse)
    memcpy (self->state, self->checked_state, self->state_size);
  else if (!tc_ruleset_apply_entry (self->ruleset, self->state, entry, error))
    return FALSE;

  forget_check (self);
  return TRUE;
}

/* Applies @entry to the current state as entry n_applied, keeping the
 * state before in self->scratch when its marks are wanted: by the
 * timeline, once it exists, or by @marks. Replay without either pays for
 * nothing more than the apply.
 */
static gboolean
apply_next (TcGame        *self,
            TcEntry       *entry,
            TcEntryMarks  *marks,
            GError       **error)
{
  TcEntryMarks entry_marks;

  if (self->timeline == NULL && marks == NULL)
    return apply_to_state (self, entry, error);

  memcpy (self->scratch, self->state, self->state_size);
  if (!apply_to_state (self, entry, error))
    return FALSE;

  entry_marks = tc_ruleset_get_entry_marks (self->ruleset, self->scratch, self->state, entry);
  if (self->timeline != NULL)
    tc_timeline_push (self->timeline, entry, self->scratch, self->state, entry_marks);
  if (marks != NULL)
    *marks = entry_marks;

  return TRUE;
}

/* Applies entries from n_applied on, stopping at the first illegal one. */
static void
replay_from_cursor (TcGame *self)
{
  g_clear_error (&self->replay_error);

  while (self->n_applied < self->entries->len)
    {
      TcEntry *entry = g_ptr_array_index (self->entries, self->n_applied);

      if (!apply_next (self, entry, NULL, &self->replay_error))
        return;

      self->n_applied++;
      record_snapshot (self);
    }
}

/* The log changed from entry @position on: @removed entries went,
 * @added came, as GListModel::items-changed says it.
 */
static void
notify_changed (TcGame *self,
                guint   position,
                guint   removed,
                guint   added)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_N_ENTRIES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_CAN_REDO]);
  g_signal_emit (self, signals [CHANGED], 0, position, removed, added);
}

static void
tc_game_finalize (GObject *object)
{
  TcGame *self = TC_GAME (object);

  g_clear_object (&self->ruleset);
  g_clear_pointer (&self->created, g_free);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->corrections, g_ptr_array_unref);
  g_clear_error (&self->replay_error);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->scratch, g_free);
  g_clear_pointer (&self->checked, tc_entry_unref);
  g_clear_pointer (&self->checked_state, g_free);
  g_clear_pointer (&self->snapshots, g_byte_array_unref);
  g_clear_object (&self->timeline);

  G_OBJECT_CLASS (tc_game_parent_class)->finalize (object);
}

static void
tc_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  TcGame *self = TC_GAME (object);

  switch (prop_id)
    {
    case PROP_RULESET:
      g_value_set_object (value, self->ruleset);
      break;

    case PROP_N_ENTRIES:
      g_value_set_uint (value, self->entries->len);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tc_game_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, tc_game_can_redo (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  TcGame *self = TC_GAME (object);

  switch (prop_id)
    {
    case PROP_RULESET:
      self->ruleset = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_game_constructed (GObject *object)
{
  TcGame *self = TC_GAME (object);

  G_OBJECT_CLASS (tc_game_parent_class)->constructed (object);

  g_assert (self->ruleset != NULL);

  self->state_size = tc_ruleset_get_state_size (self->ruleset);
  self->state = tc_ruleset_new_state (self->ruleset);
  self->scratch = g_malloc0 (self->state_size);
  self->checked_state = g_malloc0 (self->state_size);
  self->snapshots = g_byte_array_new ();
  record_snapshot (self);
}

static void
tc_game_class_init (TcGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = tc_game_constructed;
  object_class->finalize = tc_game_finalize;
  object_class->get_property = tc_game_get_property;
  object_class->set_property = tc_game_set_property;

  properties [PROP_RULESET] =
    g_param_spec_object ("ruleset", NULL, NULL,
                         TC_TYPE_RULESET,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties [PROP_N_ENTRIES] =
    g_param_spec_uint ("n-entries", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties [PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties [PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TcGame::changed:
   * @position: the first entry of the log that changed
   * @removed: how many entries from @position on went
   * @added: how many entries from @position on came in their place
   *
   * Emitted after any change of the log or of the current state, like
   * GListModel::items-changed: an append adds one entry at the end, an
   * undo removes it, a correction replaces every entry from the one it
   * changed on (their sentences and legality follow from it).
   */
  signals [CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
}

static void
tc_game_init (TcGame *self)
{
  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) tc_entry_unref);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) tc_entry_unref);
  self->corrections = g_ptr_array_new_with_free_func ((GDestroyNotify) correction_free);
}

/**
 * tc_game_new:
 * @created: (nullable): ISO 8601 creation time, or %NULL for now
 *
 * Returns: (transfer full): a game with an empty log
 */
TcGame *
tc_game_new (TcRuleset  *ruleset,
             const char *created)
{
  TcGame *self;

  g_return_val_if_fail (TC_IS_RULESET (ruleset), NULL);

  self = g_object_new (TC_TYPE_GAME, "ruleset", ruleset, NULL);
  self->created = created != NULL ? g_strdup (created) : tc_log_now ();

  return self;
}

/**
 * tc_game_new_from_log:
 * @upto: replay at most this many entries; later ones are left out
 *
 * Replays the log up to its first illegal entry, which
 * tc_game_get_replay_error() then explains. The log's redo list is kept
 * only when the whole log was taken.
 *
 * Returns: (transfer full): the game
 */
TcGame *
tc_game_new_from_log (TcLog *log,
                      guint  upto)
{
  TcGame *self;

  g_return_val_if_fail (log != NULL, NULL);

  self = g_object_new (TC_TYPE_GAME, "ruleset", log->ruleset, NULL);
  self->created = g_strdup (log->created);

  for (guint i = 0; i < MIN (upto, log->entries->len); i++)
    g_ptr_array_add (self->entries, tc_entry_ref (g_ptr_array_index (log->entries, i)));

  if (upto >= log->entries->len)
    for (guint i = 0; i < log->redo->len; i++)
      g_ptr_array_add (self->redo, tc_entry_ref (g_ptr_array_index (log->redo, i)));

  replay_from_cursor (self);

  return self;
}

/**
 * tc_game_load_file:
 * @bad_entry: (out) (optional): see tc_log_read_data()
 *
 * Returns: (transfer full) (nullable): the game in the file, or %NULL with
 *   a %TC_FORMAT_ERROR when the file cannot be read or is malformed
 */
TcGame *
tc_game_load_file (const char  *path,
                   guint       *bad_entry,
                   GError     **error)
{
  g_autoptr(TcLog) log = tc_log_read_file (path, bad_entry, error);

  if (log == NULL)
    return NULL;

  return tc_game_new_from_log (log, G_MAXUINT);
}

char *
tc_game_to_data (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  return tc_log_write_data (self->ruleset, self->created, self->entries, self->redo);
}

/**
 * tc_game_save_file:
 *
 * Writes the whole log, redo list included, atomically.
 */
gboolean
tc_game_save_file (TcGame      *self,
                   const char  *path,
                   GError     **error)
{
  g_autofree char *data = NULL;

  g_return_val_if_fail (TC_IS_GAME (self), FALSE);

  data = tc_game_to_data (self);
  return tc_log_write_file (path, data, error);
}

TcRuleset *
tc_game_get_ruleset (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  return self->ruleset;
}

const char *
tc_game_get_created (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  return self->created;
}

/**
 * tc_game_describe_waiting:
 *
 * What an unfinished game waits for, in words: whose turn it is and what
 * the table owes ("Ana’s turn · The table owes: …").
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL when the
 *   game waits for nothing it can name (it is over)
 */
char *
tc_game_describe_waiting (TcGame *self)
{
  guint seat;
  g_autofree char *pending = NULL;
  g_autofree char *turn = NULL;

  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  seat = tc_ruleset_get_active_seat (self->ruleset, self->state);
  pending = tc_game_describe_pending (self);
  if (seat > 0)
    turn = g_strdup_printf (_("%s’s turn"), tc_ruleset_get_player (self->ruleset, seat));

  if (turn != NULL && pending != NULL)
    return g_strdup_printf (_("%s · The table owes: %s"), turn, pending);
  if (pending != NULL)
    return g_strdup_printf (_("The table owes: %s"), pending);

  return g_steal_pointer (&turn);
}

/**
 * tc_game_dup_id:
 *
 * What tells this game from every other, whatever file holds it: a UUID
 * made from its game, its players and when it was created (to the
 * second). Two copies of one game — a log exported and opened again, one
 * file opened twice — have the same id however far each has been played.
 *
 * Returns: (transfer full) (nullable): the id, or %NULL for a log that
 *   does not say when it was created, which nothing tells apart
 */
char *
tc_game_dup_id (TcGame *self)
{
  g_autoptr(GChecksum) checksum = NULL;
  const char *digest;

  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  if (self->created == NULL)
    return NULL;

  checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_checksum_update (checksum, (const guchar *) tc_ruleset_get_game_id (self->ruleset), -1);
  for (guint seat = 1; seat <= tc_ruleset_get_n_players (self->ruleset); seat++)
    {
      g_checksum_update (checksum, (const guchar *) "", 1);
      g_checksum_update (checksum, (const guchar *) tc_ruleset_get_players (self->ruleset)[seat - 1], -1);
    }
  g_checksum_update (checksum, (const guchar *) "", 1);
  g_checksum_update (checksum, (const guchar *) self->created, -1);
  digest = g_checksum_get_string (checksum);

  return g_strdup_printf ("%.8s-%.4s-%.4s-%.4s-%.12s", digest, digest + 8, digest + 12, digest + 16, digest + 20);
}

guint
tc_game_get_n_entries (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), 0);

  return self->entries->len;
}

TcEntry *
tc_game_get_entry (TcGame *self,
                   guint   index)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  return g_ptr_array_index (self->entries, index);
}

/* How many entries replay legally; fewer than the log holds when a loaded
 * file has an illegal entry.
 */
guint
tc_game_get_n_applied (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), 0);

  return self->n_applied;
}

/* Why entry tc_game_get_n_applied() + 1 is illegal, or %NULL. */
const GError *
tc_game_get_replay_error (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  return self->replay_error;
}

/* The state after every legal entry; owned by the game. */
gconstpointer
tc_game_get_state (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  return self->state;
}

gboolean
tc_game_is_finished (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), FALSE);

  return tc_ruleset_is_finished (self->ruleset, self->state);
}

/**
 * tc_game_copy_state_at:
 * @n_entries: how many entries to have applied, at most tc_game_get_n_applied()
 * @state: (out caller-allocates): room for one state
 */
void
tc_game_copy_state_at (TcGame   *self,
                       guint     n_entries,
                       gpointer  state)
{
  guint from;

  g_return_if_fail (TC_IS_GAME (self));
  g_return_if_fail (n_entries <= self->n_applied);

  if (n_entries == self->n_applied)
    {
      memcpy (state, self->state, self->state_size);
      return;
    }

  from = n_entries / SNAPSHOT_INTERVAL;
  memcpy (state, snapshot (self, from), self->state_size);
  for (guint i = from * SNAPSHOT_INTERVAL; i < n_entries; i++)
    {
      G_GNUC_UNUSED gboolean applied =
        tc_ruleset_apply_entry (self->ruleset, state, g_ptr_array_index (self->entries, i), NULL);

      g_assert (applied);
    }
}

/**
 * tc_game_get_timeline:
 *
 * Made from the legal entries on the first ask, then kept current by
 * every change of the game from the entry that changed on.
 *
 * Returns: (transfer none): what every legal entry meant
 */
TcTimeline *
tc_game_get_timeline (TcGame *self)
{
  g_autofree guint8 *after = NULL;

  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  if (self->timeline != NULL)
    return self->timeline;

  self->timeline = tc_timeline_new (self);
  after = g_malloc (self->state_size);
  tc_game_copy_state_at (self, 0, self->scratch);
  for (guint i = 0; i < self->n_applied; i++)
    {
      TcEntry *entry = g_ptr_array_index (self->entries, i);

      memcpy (after, self->scratch, self->state_size);
      tc_ruleset_apply_entry (self->ruleset, after, entry, NULL);
      tc_timeline_push (self->timeline, entry, self->scratch, after,
                        tc_ruleset_get_entry_marks (self->ruleset, self->scratch, after, entry));
      memcpy (self->scratch, after, self->state_size);
    }

  return self->timeline;
}

/* Returns: (transfer full): the sentence for entry @index (0-based) */
char *
tc_game_describe_entry (TcGame *self,
                        guint   index)
{
  g_autofree guint8 *before = NULL;

  g_return_val_if_fail (TC_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  /* The timeline keeps the sentences it was asked for. */
  if (self->timeline != NULL && index < self->n_applied)
    return g_strdup (tc_timeline_get_sentence (self->timeline, index));

  before = g_malloc (self->state_size);
  tc_game_copy_state_at (self, MIN (index, self->n_applied), before);

  return tc_ruleset_describe_entry (self->ruleset, before, g_ptr_array_index (self->entries, index));
}
/* Returns: (transfer full) (nullable): what the table owes now */
char *
tc_game_describe_pending (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  return tc_ruleset_describe_pending (self->ruleset, self->state);
}

static gboolean
check_log_is_legal (TcGame  *self,
                    GError **error)
{
  if (self->n_applied == self->entries->len)
    return TRUE;

  tc_set_rule_error (error, "log.illegal_entry",
                     _("entry %u of this game is illegal (%s); correct or remove it first"),
                     self->n_applied + 1, self->replay_error->message);
  return FALSE;
}

/**
 * tc_game_check:
 *
 * Would @entry be legal now? Changes nothing.
 */
gboolean
tc_game_check (TcGame   *self,
               TcEntry  *entry,
               GError  **error)
{
  return tc_game_check_append (self, entry, NULL, error);
}

/* Fills @result, when given, for @entry applied from @before to @after. */
static void
fill_result (TcGame         *self,
             TcEntry        *entry,
             gconstpointer   before,
             gconstpointer   after,
             TcEntryMarks    marks,
             TcAppendResult *result)
{
  if (result == NULL)
    return;

  result->index = self->entries->len;
  result->marks = marks;
  result->forgone = marks & TC_ENTRY_MARK_TURN_END
    ? tc_ruleset_describe_forgone (self->ruleset, before, entry)
    : NULL;
}

/**
 * tc_game_check_append:
 * @result: (out caller-allocates) (optional): what tc_game_append() would
 *   report, when @entry is legal
 *
 * Would @entry be legal now, and what would it mean? Changes nothing: a
 * dry run, for a caller that must know before storing. The game keeps
 * the result, so that appending this same entry next does not apply it
 * again.
 */
gboolean
tc_game_check_append (TcGame          *self,
                      TcEntry         *entry,
                      TcAppendResult  *result,
                      GError         **error)
{
  g_return_val_if_fail (TC_IS_GAME (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  if (!check_log_is_legal (self, error))
    return FALSE;

  forget_check (self);
  memcpy (self->checked_state, self->state, self->state_size);
  if (!tc_ruleset_apply_entry (self->ruleset, self->checked_state, entry, error))
    return FALSE;

  self->checked = tc_entry_ref (entry);
  if (result != NULL)
    fill_result (self, entry, self->state, self->checked_state,
                 tc_ruleset_get_entry_marks (self->ruleset, self->state, self->checked_state, entry), result);

  return TRUE;
}

/**
 * tc_game_append:
 * @result: (out caller-allocates) (optional): on success, where the entry
 *   went in the log, its marks and what its player forwent
 *
 * Applies @entry if it is legal and adds it to the log; a new entry
 * clears the redo list. The entry is applied once: its marks come from
 * the states before and after that one apply.
 */
gboolean
tc_game_append (TcGame          *self,
                TcEntry         *entry,
                TcAppendResult  *result,
                GError         **error)
{
  TcEntryMarks marks;

  g_return_val_if_fail (TC_IS_GAME (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  if (!check_log_is_legal (self, error) ||
      !apply_next (self, entry, &marks, error))
    return FALSE;

  /* apply_next() left the state before in self->scratch. */
  fill_result (self, entry, self->scratch, self->state, marks, result);
  g_ptr_array_add (self->entries, tc_entry_ref (entry));
  self->n_applied++;
  record_snapshot (self);
  g_ptr_array_set_size (self->redo, 0);
  notify_changed (self, self->entries->len - 1, 0, 1);

  return TRUE;
}

/* Frees what @result holds; it can be filled again. */
void
tc_append_result_clear (TcAppendResult *result)
{
  g_clear_pointer (&result->forgone, g_free);
}

/* The correction the next undo takes back, if it is one. */
static Correction *
undoable_correction (TcGame *self)
{
  Correction *last;

  if (self->corrections->len == 0)
    return NULL;

  last = g_ptr_array_index (self->corrections, self->corrections->len - 1);
  return last->n_after == self->entries->len ? last : NULL;
}

gboolean
tc_game_can_undo (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), FALSE);

  return undoable_correction (self) != NULL ||
         (self->n_applied > 0 && self->n_applied == self->entries->len);
}

gboolean
tc_game_can_redo (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), FALSE);

  return self->redo->len > 0 && self->n_applied == self->entries->len;
}

guint
tc_game_get_n_redo (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), 0);

  return self->redo->len;
}

TcEntry *
tc_game_get_redo_entry (TcGame *self,
                        guint   index)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->redo->len, NULL);

  return g_ptr_array_index (self->redo, index);
}

/* Returns: (transfer full) (nullable): what undo would take back */
char *
tc_game_describe_undo (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  if (!tc_game_can_undo (self))
    return NULL;
  if (undoable_correction (self) != NULL)
    return g_strdup_printf (_("Correction of entry %u"), undoable_correction (self)->position + 1);

  return tc_game_describe_entry (self, self->entries->len - 1);
}

/* Returns: (transfer full) (nullable): what redo would apply again */
char *
tc_game_describe_redo (TcGame *self)
{
  g_return_val_if_fail (TC_IS_GAME (self), NULL);

  if (!tc_game_can_redo (self))
    return NULL;

  return tc_ruleset_describe_entry (self->ruleset, self->state, g_ptr_array_index (self->redo, 0));
}

/* Replays the log from entry @from on, the entries before being as they
 * were; the log held @n_before entries before it changed.
 */
static void
rebuild_from (TcGame *self,
              guint   from,
              guint   n_before)
{
  from = MIN (from, self->n_applied);
  forget_check (self);
  tc_game_copy_state_at (self, from, self->scratch);
  memcpy (self->state, self->scratch, self->state_size);
  self->n_applied = from;
  drop_snapshots_after (self, from);
  if (self->timeline != NULL)
    tc_timeline_truncate (self->timeline, from);
  replay_from_cursor (self);
  notify_changed (self, from, n_before - from, self->entries->len - from);
}

/* Puts the log and the redo list back as they were before @correction. */
static void
revert_correction (TcGame     *self,
                   Correction *correction)
{
  guint from = correction->position;
  guint n_before = self->entries->len;

  g_ptr_array_unref (self->entries);
  self->entries = g_ptr_array_ref (correction->entries);
  g_ptr_array_unref (self->redo);
  self->redo = g_ptr_array_ref (correction->redo);
  g_ptr_array_remove_index (self->corrections, self->corrections->len - 1);
  rebuild_from (self, from, n_before);
}

/**
 * tc_game_undo:
 *
 * Takes the last correction back when nothing was added since, or else
 * the last entry back onto the redo list. Costs one snapshot copy
 * and fewer than SNAPSHOT_INTERVAL entries, never a replay from the start.
 */
gboolean
tc_game_undo (TcGame *self)
{
  TcEntry *last;

  g_return_val_if_fail (TC_IS_GAME (self), FALSE);

  if (!tc_game_can_undo (self))
    return FALSE;
  if (undoable_correction (self) != NULL)
    {
      revert_correction (self, undoable_correction (self));
      return TRUE;
    }

  last = g_ptr_array_steal_index (self->entries, self->entries->len - 1);
  g_ptr_array_insert (self->redo, 0, last);
  forget_check (self);
  tc_game_copy_state_at (self, self->n_applied - 1, self->scratch);
  memcpy (self->state, self->scratch, self->state_size);
  self->n_applied--;
  drop_snapshots_after (self, self->n_applied);
  if (self->timeline != NULL)
    tc_timeline_truncate (self->timeline, self->n_applied);
  notify_changed (self, self->entries->len, 1, 0);

  return TRUE;
}

/**
 * tc_game_redo:
 *
 * Applies the first redo entry again. It is checked like a new one.
 */
gboolean
tc_game_redo (TcGame   *self,
              GError  **error)
{
  TcEntry *next;

  g_return_val_if_fail (TC_IS_GAME (self), FALSE);

  if (!tc_game_can_redo (self))
    {
      tc_set_rule_error (error, "log.nothing_to_redo", _("there is nothing to redo"));
      return FALSE;
    }

  next = g_ptr_array_index (self->redo, 0);
  if (!apply_next (self, next, NULL, error))
    return FALSE;

  g_ptr_array_add (self->entries, g_ptr_array_steal_index (self->redo, 0));
  self->n_applied++;
  record_snapshot (self);
  notify_changed (self, self->entries->len - 1, 0, 1);

  return TRUE;
}

/* The log with @n_remove entries at @position replaced by @insert, if
 * every entry of it from @position on is legal; else %NULL with
 * @conflict and @error.
 */
static GPtrArray *
spliced_log (TcGame   *self,
             guint     position,
             guint     n_remove,
             TcEntry **insert,
             guint     n_insert,
             guint    *conflict,
             GError  **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree guint8 *state = NULL;
  guint from;

  entries = g_ptr_array_new_full (self->entries->len + n_insert, (GDestroyNotify) tc_entry_unref);
  for (guint i = 0; i < position; i++)
    g_ptr_array_add (entries, tc_entry_ref (g_ptr_array_index (self->entries, i)));
  for (guint i = 0; i < n_insert; i++)
    g_ptr_array_add (entries, tc_entry_ref (insert[i]));
  for (guint i = position + n_remove; i < self->entries->len; i++)
    g_ptr_array_add (entries, tc_entry_ref (g_ptr_array_index (self->entries, i)));

  /* Entries before @position are unchanged, but may not all be legal. */
  from = MIN (position, self->n_applied);
  state = g_malloc (self->state_size);
  tc_game_copy_state_at (self, from, state);
  for (guint i = from; i < entries->len; i++)
    if (!tc_ruleset_apply_entry (self->ruleset, state, g_ptr_array_index (entries, i), error))
      {
        if (conflict != NULL)
          *conflict = i;
        return NULL;
      }

  return g_steal_pointer (&entries);
}

/**
 * tc_game_check_splice:
 *
 * Would tc_game_splice() with the same arguments succeed? Changes
 * nothing: what a correction would do can be shown before it is made.
 */
gboolean
tc_game_check_splice (TcGame   *self,
                      guint     position,
                      guint     n_remove,
                      TcEntry **insert,
                      guint     n_insert,
                      guint    *conflict,
                      GError  **error)
{
  g_autoptr(GPtrArray) entries = NULL;

  g_return_val_if_fail (TC_IS_GAME (self), FALSE);
  g_return_val_if_fail (position + n_remove <= self->entries->len, FALSE);

  entries = spliced_log (self, position, n_remove, insert, n_insert, conflict, error);
  return entries != NULL;
}

/**
 * tc_game_splice:
 * @position: index of the first entry to remove
 * @n_remove: how many entries to remove from @position
 * @insert: (array length=n_insert): entries to put in their place
 * @conflict: (out) (optional): on failure, the 0-based index in the new
 *   log of the first entry that is illegal
 * @error: why that entry is illegal
 *
 * Corrects the past: replaces a stretch of the log and replays what
 * follows. When an entry becomes illegal, nothing changes and @conflict
 * and @error say which and why, so the caller can fix or drop it too.
 * Replay starts at the snapshot before @position. The redo list is
 * cleared on success, since it followed the old log; one tc_game_undo()
 * takes the whole correction back, redo list included.
 */
gboolean
tc_game_splice (TcGame   *self,
                guint     position,
                guint     n_remove,
                TcEntry **insert,
                guint     n_insert,
                guint    *conflict,
                GError  **error)
{
  GPtrArray *entries;
  Correction *correction;
  guint n_before;

  g_return_val_if_fail (TC_IS_GAME (self), FALSE);
  g_return_val_if_fail (position + n_remove <= self->entries->len, FALSE);

  entries = spliced_log (self, position, n_remove, insert, n_insert, conflict, error);
  if (entries == NULL)
    return FALSE;

  /* Every entry is legal: keep the old log for undo, adopt the new one. */
  correction = g_new0 (Correction, 1);
  correction->entries = g_steal_pointer (&self->entries);
  correction->redo = g_steal_pointer (&self->redo);
  correction->position = position;
  correction->n_after = entries->len;
  if (self->corrections->len == MAX_CORRECTIONS)
    g_ptr_array_remove_index (self->corrections, 0);
  g_ptr_array_add (self->corrections, correction);

  n_before = correction->entries->len;
  self->entries = entries;
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) tc_entry_unref);
  rebuild_from (self, position, n_before);
  g_assert (self->n_applied == self->entries->len);

  return TRUE;
}

/* Replaces entry @index (0-based); see tc_game_splice(). */
gboolean
tc_game_amend (TcGame   *self,
               guint     index,
               TcEntry  *entry,
               guint    *conflict,
               GError  **error)
{
  g_return_val_if_fail (TC_IS_GAME (self), FALSE);
  g_return_val_if_fail (index < self->entries->len, FALSE);

  return tc_game_splice (self, index, 1, &entry, 1, conflict, error);
}

/* Removes entry @index (0-based); see tc_game_splice(). */
gboolean
tc_game_remove_entry (TcGame   *self,
                      guint     index,
                      guint    *conflict,
                      GError  **error)
{
  g_return_val_if_fail (TC_IS_GAME (self), FALSE);
  g_return_val_if_fail (index < self->entries->len, FALSE);

  return tc_game_splice (self, index, 1, NULL, 0, conflict, error);
}
