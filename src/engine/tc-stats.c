/* tc-stats.c: points per turn, turn times and per-game counts
 *
 * Everything here is derived by replaying the legal entries of a game once;
 * nothing is stored in the log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "tc-stats.h"

typedef struct
{
  guint  seat;      /* whose turn it was, 1-based, or 0 before setup */
  guint  end;       /* entries applied when the turn ended */
  gint64 seconds;   /* -1 when the entries carry no times */
} TurnRow;

struct _TcScoreTable
{
  guint   n_seats;
  GArray *rows;     /* TurnRow */
  GArray *points;   /* gint, n_seats per row */
};

static gboolean
is_note (TcEntry *entry)
{
  return g_strcmp0 (tc_entry_get_kind (entry), "note") == 0;
}

static GDateTime *
entry_time (TcGame *game,
            guint   index)
{
  const char *text = tc_entry_get_time (tc_game_get_entry (game, index));

  return text != NULL ? g_date_time_new_from_iso8601 (text, NULL) : NULL;
}

/* Seconds between the entries that ended the previous turn (or the first
 * entry) and this one, or -1 when either carries no valid "time".
 */
static gint64
turn_seconds (TcGame *game,
              guint   start,
              guint   end)
{
  g_autoptr(GDateTime) from = NULL;
  g_autoptr(GDateTime) to = NULL;

  if (end == 0)
    return -1;

  from = entry_time (game, start);
  to = entry_time (game, end - 1);
  if (from == NULL || to == NULL)
    return -1;

  return g_date_time_difference (to, from) / G_TIME_SPAN_SECOND;
}

static void
add_row (TcScoreTable  *self,
         TcGame        *game,
         gconstpointer  state,
         guint          seat,
         guint          end)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  guint start = self->rows->len > 0
    ? g_array_index (self->rows, TurnRow, self->rows->len - 1).end - 1
    : 0;
  TurnRow row = { seat, end, turn_seconds (game, start, end) };

  g_array_append_val (self->rows, row);
  for (guint s = 1; s <= self->n_seats; s++)
    {
      gint points = tc_ruleset_get_score (ruleset, state, s);

      g_array_append_val (self->points, points);
    }
}

/**
 * tc_score_table_new:
 *
 * Replays the legal entries of @game once.
 *
 * Returns: (transfer full): the points of every seat at the end of every turn
 */
TcScoreTable *
tc_score_table_new (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(TcScoreTable) self = g_new0 (TcScoreTable, 1);
  gsize size = tc_ruleset_get_state_size (ruleset);
  g_autofree guint8 *state = g_malloc (size);
  g_autofree guint8 *before = g_malloc (size);
  guint n_applied = tc_game_get_n_applied (game);
  TcEntryMarks marks;
  guint seat = 0;
  gboolean open_turn = FALSE;

  self->n_seats = tc_ruleset_get_n_players (ruleset);
  self->rows = g_array_new (FALSE, FALSE, sizeof (TurnRow));
  self->points = g_array_new (FALSE, FALSE, sizeof (gint));

  tc_game_copy_state_at (game, 0, before);
  for (guint i = 0; i < n_applied; i++)
    {
      TcEntry *entry = tc_game_get_entry (game, i);

      seat = tc_ruleset_get_active_seat (ruleset, before);
      memcpy (state, before, size);
      tc_ruleset_apply_entry (ruleset, state, entry, NULL);
      marks = tc_ruleset_get_entry_marks (ruleset, before, state, entry);
      memcpy (before, state, size);

      if (marks & TC_ENTRY_MARK_TURN_END)
        {
          add_row (self, game, state, seat, i + 1);
          open_turn = FALSE;
        }
      else if (!is_note (entry))
        open_turn = TRUE;
    }

  if (open_turn)
    add_row (self, game, state, tc_ruleset_get_active_seat (ruleset, state), n_applied);

  return g_steal_pointer (&self);
}

void
tc_score_table_free (TcScoreTable *self)
{
  if (self == NULL)
    return;

  g_clear_pointer (&self->rows, g_array_unref);
  g_clear_pointer (&self->points, g_array_unref);
  g_free (self);
}

guint
tc_score_table_get_n_seats (TcScoreTable *self)
{
  return self->n_seats;
}

guint
tc_score_table_get_n_turns (TcScoreTable *self)
{
  return self->rows->len;
}

/* The points of 1-based @seat at the end of 0-based @turn. */
gint
tc_score_table_get_points (TcScoreTable *self,
                           guint         turn,
                           guint         seat)
{
  g_return_val_if_fail (turn < self->rows->len, 0);
  g_return_val_if_fail (seat >= 1 && seat <= self->n_seats, 0);

  return g_array_index (self->points, gint, turn * self->n_seats + seat - 1);
}

/* The 1-based seat that played 0-based @turn. */
guint
tc_score_table_get_seat (TcScoreTable *self,
                         guint         turn)
{
  g_return_val_if_fail (turn < self->rows->len, 0);

  return g_array_index (self->rows, TurnRow, turn).seat;
}

/* How many entries were applied when 0-based @turn ended. */
guint
tc_score_table_get_end (TcScoreTable *self,
                        guint         turn)
{
  g_return_val_if_fail (turn < self->rows->len, 0);

  return g_array_index (self->rows, TurnRow, turn).end;
}

/* How long 0-based @turn took, from the entries' "time", or -1. */
gint64
tc_score_table_get_seconds (TcScoreTable *self,
                            guint         turn)
{
  g_return_val_if_fail (turn < self->rows->len, -1);

  return g_array_index (self->rows, TurnRow, turn).seconds;
}

/* The highest points anyone had at the end of a turn (0 at least). */
gint
tc_score_table_get_max_points (TcScoreTable *self)
{
  gint max = 0;

  for (guint i = 0; i < self->points->len; i++)
    max = MAX (max, g_array_index (self->points, gint, i));

  return max;
}

/* The lowest points anyone had at the end of a turn (0 at most). */
gint
tc_score_table_get_min_points (TcScoreTable *self)
{
  gint min = 0;

  for (guint i = 0; i < self->points->len; i++)
    min = MIN (min, g_array_index (self->points, gint, i));

  return min;
}

/* The 0-based turn that the state after @n_entries entries belongs to:
 * the first turn that ends at or after it (the last turn when beyond).
 */
guint
tc_score_table_find_turn (TcScoreTable *self,
                          guint         n_entries)
{
  for (guint turn = 0; turn < self->rows->len; turn++)
    if (g_array_index (self->rows, TurnRow, turn).end >= n_entries)
      return turn;

  return self->rows->len > 0 ? self->rows->len - 1 : 0;
}

/* A spreadsheet reads a cell that starts with one of these as a formula
 * ("=cmd|' /C calc'!A0"), so a text cell starting with one gets a leading
 * apostrophe, as the OWASP guidance on CSV injection advises. Only text
 * goes through here: the points stay numbers, "-7" included.
 */
static gboolean
starts_like_formula (const char *text)
{
  return text[0] != '\0' && strchr ("=+-@\t\r", text[0]) != NULL;
}

/* A text cell, neutralised against formulas and quoted when it needs it
 * (RFC 4180).
 */
static void
append_csv_field (GString    *out,
                  const char *text)
{
  g_autofree char *cell = starts_like_formula (text) ? g_strconcat ("'", text, NULL) : g_strdup (text);

  if (strpbrk (cell, ",\"\r\n") == NULL)
    {
      g_string_append (out, cell);
      return;
    }

  g_string_append_c (out, '"');
  for (const char *p = cell; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/**
 * tc_score_table_to_csv:
 *
 * Returns: (transfer full): a header `turn,NAME1,NAME2,…` in seat order,
 *   then one line per turn with every seat's points at its end
 */
char *
tc_score_table_to_csv (TcScoreTable *self,
                       TcRuleset    *ruleset)
{
  /* Translators: the first column's header of the exported score table */
  GString *out = g_string_new (NULL);

  append_csv_field (out, C_("score table", "turn"));

  for (guint seat = 1; seat <= self->n_seats; seat++)
    {
      g_string_append_c (out, ',');
      append_csv_field (out, tc_ruleset_get_players (ruleset)[seat - 1]);
    }
  g_string_append_c (out, '\n');

  for (guint turn = 0; turn < self->rows->len; turn++)
    {
      g_string_append_printf (out, "%u", turn + 1);
      for (guint seat = 1; seat <= self->n_seats; seat++)
        g_string_append_printf (out, ",%d", tc_score_table_get_points (self, turn, seat));
      g_string_append_c (out, '\n');
    }

  return g_string_free (out, FALSE);
}

/* Average seconds of the seat's timed turns, or -1. */
static gint64
average_turn_seconds (TcScoreTable *table,
                      guint         seat)
{
  gint64 total = 0;
  guint n = 0;

  for (guint turn = 0; turn < tc_score_table_get_n_turns (table); turn++)
    if (tc_score_table_get_seat (table, turn) == seat &&
        tc_score_table_get_seconds (table, turn) >= 0)
      {
        total += tc_score_table_get_seconds (table, turn);
        n++;
      }

  return n > 0 ? total / n : -1;
}

/**
 * tc_stats_to_text:
 *
 * Returns: (transfer full): the game's statistics in readable lines, per seat
 */
char *
tc_stats_to_text (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);
  GString *out = g_string_new (NULL);
  g_autofree gpointer stats = tc_ruleset_collect_stats (ruleset, game);

  g_string_append_printf (out, _("Turns played: %u\n"), tc_score_table_get_n_turns (table));
  for (guint seat = 1; seat <= tc_ruleset_get_n_players (ruleset); seat++)
    {
      gint64 seconds = average_turn_seconds (table, seat);

      g_string_append_printf (out, "%s\n", tc_ruleset_get_player (ruleset, seat));
      if (seconds >= 0)
        g_string_append_printf (out, _("  average turn: %" PRId64 " min %02" PRId64 " s\n"),
                                seconds / 60, seconds % 60);
      tc_ruleset_append_seat_stats (ruleset, stats, seat, out);
    }

  return g_string_free (out, FALSE);
}
