/* tc-timeline.c: what every applied entry of a game meant
 *
 * Like GNOME Calendar's GcalTimeline, one object that every view reads
 * instead of working the same facts out again: per applied entry the seat
 * and round before it, its turn, its marks, every seat's points after it
 * and its time; per turn the entry that ends it. TcGame owns it, makes it
 * on the first ask and keeps it current from the changed entry on (see
 * tc-timeline-private.h), so replaying a log costs nothing here until a
 * view asks.
 *
 * One rule counts turns, for the log panel, the review, the score chart,
 * the statistics, the summary and the exports alike: a turn begins at the
 * first entry that is not a note, made while a seat is active, after the
 * previous turn's end (an entry the ruleset marks %TC_ENTRY_MARK_TURN_END).
 * Entries before the first turn are the setup (turn 0); a note after a
 * turn's end stays with that turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-entry.h"
#include "tc-timeline-private.h"

#define NO_TIME G_MININT64

typedef struct
{
  guint         seat;     /* active before the entry, 1-based, 0 for none */
  guint         round;    /* before the entry, 0 for a game without rounds */
  guint         turn;     /* 1-based, 0 during setup */
  TcEntryMarks  marks;
  gint64        time;     /* Unix seconds of its "time", or NO_TIME */
} EntryFacts;

typedef struct
{
  guint first;            /* the entry that began it */
  guint end;              /* entries applied when it ended */
} Turn;

struct _TcTimeline
{
  GObject    parent_instance;

  TcGame    *game;        /* owns the timeline; weak */
  guint      n_seats;
  gint64     start;       /* Unix seconds of the game's creation, or NO_TIME */
  GArray    *entries;     /* EntryFacts */
  GArray    *points;      /* gint, n_seats per entry: after it */
  GPtrArray *sentences;   /* char *, NULL until asked for */
  GArray    *turns;       /* Turn, turn 1 first */
  gboolean   turn_open;   /* the last turn has not ended */
};

G_DEFINE_FINAL_TYPE (TcTimeline, tc_timeline, G_TYPE_OBJECT)

static void
tc_timeline_finalize (GObject *object)
{
  TcTimeline *self = TC_TIMELINE (object);

  g_clear_weak_pointer (&self->game);
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->sentences, g_ptr_array_unref);
  g_clear_pointer (&self->turns, g_array_unref);

  G_OBJECT_CLASS (tc_timeline_parent_class)->finalize (object);
}

static void
tc_timeline_class_init (TcTimelineClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tc_timeline_finalize;
}

static void
tc_timeline_init (TcTimeline *self)
{
  self->entries = g_array_new (FALSE, FALSE, sizeof (EntryFacts));
  self->points = g_array_new (FALSE, FALSE, sizeof (gint));
  self->sentences = g_ptr_array_new_with_free_func (g_free);
  self->turns = g_array_new (FALSE, FALSE, sizeof (Turn));
}

/* Unix seconds of an ISO 8601 time, or NO_TIME. */
static gint64
parse_time (const char *text)
{
  g_autoptr(GDateTime) time = text != NULL ? g_date_time_new_from_iso8601 (text, NULL) : NULL;

  return time != NULL ? g_date_time_to_unix (time) : NO_TIME;
}

/**
 * tc_timeline_new:
 * @game: the game that owns the timeline; it is not referenced
 *
 * Returns: (transfer full): an empty timeline, for TcGame to fill
 */
TcTimeline *
tc_timeline_new (TcGame *game)
{
  TcTimeline *self = g_object_new (TC_TYPE_TIMELINE, NULL);

  g_set_weak_pointer (&self->game, game);
  self->n_seats = tc_ruleset_get_n_players (tc_game_get_ruleset (game));
  self->start = parse_time (tc_game_get_created (game));

  return self;
}

static TcRuleset *
get_ruleset (TcTimeline *self)
{
  return tc_game_get_ruleset (self->game);
}

static EntryFacts *
get_facts (TcTimeline *self,
           guint       index)
{
  return &g_array_index (self->entries, EntryFacts, index);
}

static Turn *
get_turn (TcTimeline *self,
          guint       turn)
{
  return &g_array_index (self->turns, Turn, turn - 1);
}

/* The one rule: see the top of this file. */
static guint
count_turn (TcTimeline   *self,
            guint         index,
            TcEntry      *entry,
            guint         seat,
            TcEntryMarks  marks)
{
  gboolean note = tc_ruleset_entry_is_note (get_ruleset (self), entry);

  if (!self->turn_open && seat != 0 && !note)
    {
      Turn turn = { index, index + 1 };

      g_array_append_val (self->turns, turn);
      self->turn_open = TRUE;
    }
  else if (self->turn_open)
    get_turn (self, self->turns->len)->end = index + 1;

  if (marks & TC_ENTRY_MARK_TURN_END)
    self->turn_open = FALSE;

  return self->turns->len;
}

/**
 * tc_timeline_push:
 * @marks: what the ruleset says @entry means
 *
 * Adds the facts of the next applied entry.
 */
void
tc_timeline_push (TcTimeline    *self,
                  TcEntry       *entry,
                  gconstpointer  state_before,
                  gconstpointer  state_after,
                  TcEntryMarks   marks)
{
  TcRuleset *ruleset = get_ruleset (self);
  guint index = self->entries->len;
  EntryFacts facts = {
    .seat = tc_ruleset_get_active_seat (ruleset, state_before),
    .round = tc_ruleset_get_round (ruleset, state_before),
    .marks = marks,
    .time = parse_time (tc_entry_get_time (entry)),
  };

  facts.turn = count_turn (self, index, entry, facts.seat, marks);
  g_array_append_val (self->entries, facts);
  for (guint seat = 1; seat <= self->n_seats; seat++)
    {
      gint points = tc_ruleset_get_score (ruleset, state_after, seat);

      g_array_append_val (self->points, points);
    }
  g_ptr_array_add (self->sentences, NULL);
}

/* Forgets entry @n_entries and those after it. */
void
tc_timeline_truncate (TcTimeline *self,
                      guint       n_entries)
{
  Turn *last;

  if (n_entries >= self->entries->len)
    return;

  g_array_set_size (self->entries, n_entries);
  g_array_set_size (self->points, n_entries * self->n_seats);
  g_ptr_array_set_size (self->sentences, n_entries);

  while (self->turns->len > 0 && get_turn (self, self->turns->len)->first >= n_entries)
    g_array_set_size (self->turns, self->turns->len - 1);

  self->turn_open = FALSE;
  if (self->turns->len == 0)
    return;

  /* A turn that went on past the cut is open again, its end cut off. */
  last = get_turn (self, self->turns->len);
  last->end = MIN (last->end, n_entries);
  self->turn_open = (get_facts (self, last->end - 1)->marks & TC_ENTRY_MARK_TURN_END) == 0;
}

guint
tc_timeline_get_n_entries (TcTimeline *self)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);

  return self->entries->len;
}

guint
tc_timeline_get_n_seats (TcTimeline *self)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);

  return self->n_seats;
}

/* The 1-based seat active before entry @index, 0 while none is. */
guint
tc_timeline_get_seat (TcTimeline *self,
                      guint       index)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);
  g_return_val_if_fail (index < self->entries->len, 0);

  return get_facts (self, index)->seat;
}

/* The 1-based round before entry @index, 0 in a game without rounds. */
guint
tc_timeline_get_round (TcTimeline *self,
                       guint       index)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);
  g_return_val_if_fail (index < self->entries->len, 0);

  return get_facts (self, index)->round;
}

/* The 1-based turn of entry @index, 0 for the setup before the first. */
guint
tc_timeline_get_turn (TcTimeline *self,
                      guint       index)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);
  g_return_val_if_fail (index < self->entries->len, 0);

  return get_facts (self, index)->turn;
}

TcEntryMarks
tc_timeline_get_marks (TcTimeline *self,
                       guint       index)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), TC_ENTRY_MARK_NONE);
  g_return_val_if_fail (index < self->entries->len, TC_ENTRY_MARK_NONE);

  return get_facts (self, index)->marks;
}

/* The points of 1-based @seat after entry @index. */
gint
tc_timeline_get_points (TcTimeline *self,
                        guint       index,
                        guint       seat)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);
  g_return_val_if_fail (index < self->entries->len, 0);
  g_return_val_if_fail (seat >= 1 && seat <= self->n_seats, 0);

  return g_array_index (self->points, gint, index * self->n_seats + seat - 1);
}

/* Seconds from the game's creation to entry @index's "time", or -1 when
 * either is unknown.
 */
gint64
tc_timeline_get_seconds (TcTimeline *self,
                         guint       index)
{
  gint64 time;

  g_return_val_if_fail (TC_IS_TIMELINE (self), -1);
  g_return_val_if_fail (index < self->entries->len, -1);

  time = get_facts (self, index)->time;
  if (time == NO_TIME || self->start == NO_TIME)
    return -1;

  return time - self->start;
}

/**
 * tc_timeline_get_sentence:
 *
 * Entry @index in plain words, described from the state before it. Made
 * on the first ask, since most replays never show one.
 *
 * Returns: (transfer none): the sentence, kept until the entry changes
 */
const char *
tc_timeline_get_sentence (TcTimeline *self,
                          guint       index)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  if (g_ptr_array_index (self->sentences, index) == NULL)
    {
      g_autofree guint8 *before = g_malloc (tc_ruleset_get_state_size (get_ruleset (self)));
      TcEntry *entry = tc_game_get_entry (self->game, index);

      tc_game_copy_state_at (self->game, index, before);
      g_ptr_array_index (self->sentences, index) = tc_ruleset_describe_entry (get_ruleset (self), before, entry);
    }

  return g_ptr_array_index (self->sentences, index);
}

/**
 * tc_timeline_dup_heading:
 *
 * The heading every view puts over the turn of entry @index: "Setup"
 * before the first turn, else the turn's number and seat, and its round
 * in a game with rounds.
 *
 * Returns: (transfer full): the heading
 */
char *
tc_timeline_dup_heading (TcTimeline *self,
                         guint       index)
{
  const EntryFacts *first;
  const char *player;
  guint turn;

  g_return_val_if_fail (TC_IS_TIMELINE (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);

  turn = get_facts (self, index)->turn;
  if (turn == 0)
    return g_strdup (_("Setup"));

  first = get_facts (self, get_turn (self, turn)->first);
  player = tc_ruleset_get_player (get_ruleset (self), first->seat);
  if (first->round > 0)
    return g_strdup_printf (_("Round %u · Turn %u · %s"), first->round, turn, player);

  return g_strdup_printf (_("Turn %u · %s"), turn, player);
}

/* How many turns have begun. */
guint
tc_timeline_get_n_turns (TcTimeline *self)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);

  return self->turns->len;
}

/* The 1-based seat that played @turn. */
guint
tc_timeline_get_turn_seat (TcTimeline *self,
                           guint       turn)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);
  g_return_val_if_fail (turn >= 1 && turn <= self->turns->len, 0);

  return get_facts (self, get_turn (self, turn)->first)->seat;
}

/* How many entries were applied when @turn ended: at its turn's end
 * entry, or the last entry when it is still going on.
 */
guint
tc_timeline_get_turn_end (TcTimeline *self,
                          guint       turn)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);
  g_return_val_if_fail (turn >= 1 && turn <= self->turns->len, 0);

  return get_turn (self, turn)->end;
}

/* The points of 1-based @seat at the end of @turn. */
gint
tc_timeline_get_turn_points (TcTimeline *self,
                             guint       turn,
                             guint       seat)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);
  g_return_val_if_fail (turn >= 1 && turn <= self->turns->len, 0);

  return tc_timeline_get_points (self, get_turn (self, turn)->end - 1, seat);
}

/* Seconds between the entry that ended the turn before (or the first
 * entry) and the last of @turn, or -1 when either carries no "time".
 */
gint64
tc_timeline_get_turn_seconds (TcTimeline *self,
                              guint       turn)
{
  guint from;
  gint64 start, end;

  g_return_val_if_fail (TC_IS_TIMELINE (self), -1);
  g_return_val_if_fail (turn >= 1 && turn <= self->turns->len, -1);

  from = turn > 1 ? get_turn (self, turn - 1)->end - 1 : 0;
  start = get_facts (self, from)->time;
  end = get_facts (self, get_turn (self, turn)->end - 1)->time;
  if (start == NO_TIME || end == NO_TIME)
    return -1;

  return end - start;
}

/* The turn that the state after @n_entries entries belongs to: the first
 * that ends at or after it (the last when beyond), or 0 when there is none.
 */
guint
tc_timeline_find_turn (TcTimeline *self,
                       guint       n_entries)
{
  g_return_val_if_fail (TC_IS_TIMELINE (self), 0);

  for (guint turn = 1; turn <= self->turns->len; turn++)
    if (get_turn (self, turn)->end >= n_entries)
      return turn;

  return self->turns->len;
}

/**
 * tc_timeline_foreach_state:
 * @func: called for every applied entry in order, with the states before
 *   and after it
 *
 * For statistics that need what each entry changed: walks the states
 * from the game's first snapshot, one state copy and one apply per entry.
 */
void
tc_timeline_foreach_state (TcTimeline        *self,
                           TcTimelineVisitor  func,
                           gpointer           user_data)
{
  TcRuleset *ruleset;
  gsize size;
  g_autofree guint8 *before = NULL;
  g_autofree guint8 *after = NULL;

  g_return_if_fail (TC_IS_TIMELINE (self));
  g_return_if_fail (self->game != NULL);

  ruleset = get_ruleset (self);
  size = tc_ruleset_get_state_size (ruleset);
  before = g_malloc (size);
  after = g_malloc (size);
  tc_game_copy_state_at (self->game, 0, before);
  for (guint i = 0; i < self->entries->len; i++)
    {
      TcEntry *entry = tc_game_get_entry (self->game, i);

      memcpy (after, before, size);
      tc_ruleset_apply_entry (ruleset, after, entry, NULL);
      func (self, i, entry, before, after, user_data);
      memcpy (before, after, size);
    }
}
