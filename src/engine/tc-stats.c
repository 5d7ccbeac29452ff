/* tc-stats.c: points per turn, turn times and per-game counts
 *
 * Everything here is read from the game's timeline (tc-timeline.h), which
 * replays the legal entries once; nothing is stored in the log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "tc-stats.h"

/* A reader of the game's timeline, which keeps the turns: a table costs
 * no replay.
 */
struct _TcScoreTable
{
  TcGame     *game;
  TcTimeline *timeline;
};

/**
 * tc_score_table_new:
 *
 * Returns: (transfer full): the points of every seat at the end of every
 *   turn, read from the game's timeline as it is when asked
 */
TcScoreTable *
tc_score_table_new (TcGame *game)
{
  TcScoreTable *self = g_new0 (TcScoreTable, 1);

  self->game = g_object_ref (game);
  self->timeline = tc_game_get_timeline (game);

  return self;
}

void
tc_score_table_free (TcScoreTable *self)
{
  if (self == NULL)
    return;

  g_clear_object (&self->game);
  g_free (self);
}

guint
tc_score_table_get_n_seats (TcScoreTable *self)
{
  return tc_timeline_get_n_seats (self->timeline);
}

guint
tc_score_table_get_n_turns (TcScoreTable *self)
{
  return tc_timeline_get_n_turns (self->timeline);
}

/* The points of 1-based @seat at the end of 0-based @turn. */
gint
tc_score_table_get_points (TcScoreTable *self,
                           guint         turn,
                           guint         seat)
{
  return tc_timeline_get_turn_points (self->timeline, turn + 1, seat);
}

/* The 1-based seat that played 0-based @turn. */
guint
tc_score_table_get_seat (TcScoreTable *self,
                         guint         turn)
{
  return tc_timeline_get_turn_seat (self->timeline, turn + 1);
}

/* How many entries were applied when 0-based @turn ended. */
guint
tc_score_table_get_end (TcScoreTable *self,
                        guint         turn)
{
  return tc_timeline_get_turn_end (self->timeline, turn + 1);
}

/* How long 0-based @turn took, from the entries' "time", or -1. */
gint64
tc_score_table_get_seconds (TcScoreTable *self,
                            guint         turn)
{
  return tc_timeline_get_turn_seconds (self->timeline, turn + 1);
}

/* The highest points anyone had at the end of a turn (0 at least). */
gint
tc_score_table_get_max_points (TcScoreTable *self)
{
  gint max = 0;

  for (guint turn = 1; turn <= tc_timeline_get_n_turns (self->timeline); turn++)
    for (guint seat = 1; seat <= tc_timeline_get_n_seats (self->timeline); seat++)
      max = MAX (max, tc_timeline_get_turn_points (self->timeline, turn, seat));

  return max;
}

/* The lowest points anyone had at the end of a turn (0 at most). */
gint
tc_score_table_get_min_points (TcScoreTable *self)
{
  gint min = 0;

  for (guint turn = 1; turn <= tc_timeline_get_n_turns (self->timeline); turn++)
    for (guint seat = 1; seat <= tc_timeline_get_n_seats (self->timeline); seat++)
      min = MIN (min, tc_timeline_get_turn_points (self->timeline, turn, seat));

  return min;
}

/* The 0-based turn that the state after @n_entries entries belongs to:
 * the first turn that ends at or after it (the last turn when beyond).
 */
guint
tc_score_table_find_turn (TcScoreTable *self,
                          guint         n_entries)
{
  guint turn = tc_timeline_find_turn (self->timeline, n_entries);

  return turn > 0 ? turn - 1 : 0;
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

  for (guint seat = 1; seat <= tc_score_table_get_n_seats (self); seat++)
    {
      g_string_append_c (out, ',');
      append_csv_field (out, tc_ruleset_get_players (ruleset)[seat - 1]);
    }
  g_string_append_c (out, '\n');

  for (guint turn = 0; turn < tc_score_table_get_n_turns (self); turn++)
    {
      g_string_append_printf (out, "%u", turn + 1);
      for (guint seat = 1; seat <= tc_score_table_get_n_seats (self); seat++)
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

/* Appends @seat's lines, each indented by two spaces, to @out. */
static void
append_seat_lines (TcRuleset    *ruleset,
                   TcScoreTable *table,
                   gpointer      stats,
                   guint         seat,
                   GString      *out)
{
  gint64 seconds = average_turn_seconds (table, seat);

  if (seconds >= 0)
    g_string_append_printf (out, _("  average turn: %" PRId64 " min %02" PRId64 " s\n"),
                            seconds / 60, seconds % 60);
  tc_ruleset_append_seat_stats (ruleset, stats, seat, out);
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
      g_string_append_printf (out, "%s\n", tc_ruleset_get_player (ruleset, seat));
      append_seat_lines (ruleset, table, stats, seat, out);
    }

  return g_string_free (out, FALSE);
}

/**
 * tc_stats_dup_seat_lines:
 * @seat: 1-based
 *
 * The lines tc_stats_to_text() gives under @seat's name, one string each
 * without the indent ("average turn: 1 min 05 s"), for a view that sets
 * them out as rows.
 *
 * Returns: (transfer full): the lines
 */
GStrv
tc_stats_dup_seat_lines (TcGame *game,
                         guint   seat)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(TcScoreTable) table = tc_score_table_new (game);
  g_autofree gpointer stats = tc_ruleset_collect_stats (ruleset, game);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  g_auto(GStrv) split = NULL;

  append_seat_lines (ruleset, table, stats, seat, out);
  split = g_strsplit (out->str, "\n", -1);
  for (guint i = 0; split[i] != NULL; i++)
    if (*g_strstrip (split[i]) != '\0')
      g_strv_builder_add (lines, split[i]);

  return g_strv_builder_end (lines);
}

