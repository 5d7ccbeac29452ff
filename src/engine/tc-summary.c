/* tc-summary.c: the text of `tablecraft-cli summary` and the app's export
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-summary.h"
#include "tc-text.h"

static void
append_scores (GString   *out,
               TcRuleset *ruleset,
               gconstpointer state)
{
  TcSeatSet winners = tc_ruleset_get_winners (ruleset, state);

  for (guint seat = 1; seat <= tc_ruleset_get_n_players (ruleset); seat++)
    g_string_append_printf (out, "  %s: %d%s\n",
                            tc_ruleset_get_player (ruleset, seat),
                            tc_ruleset_get_score (ruleset, state, seat),
                            TC_SEAT_SET_HAS (winners, seat) ? _(" (winner)") : "");
}

/* Every legal entry in plain words, under the heading of its turn. */
static void
append_entries (GString    *out,
                TcTimeline *timeline)
{
  for (guint i = 0; i < tc_timeline_get_n_entries (timeline); i++)
    {
      if (i == 0 || tc_timeline_get_turn (timeline, i) != tc_timeline_get_turn (timeline, i - 1))
        {
          g_autofree char *heading = tc_timeline_dup_heading (timeline, i);

          g_string_append_printf (out, "\n%s\n", heading);
        }
      g_string_append_printf (out, "  %3u  %s\n", i + 1, tc_timeline_get_sentence (timeline, i));
    }
}

/* When the log was created, said as every date in the app is. */
static char *
describe_created (TcGame *game)
{
  const char *created = tc_game_get_created (game);
  g_autoptr(GDateTime) time = created != NULL ? g_date_time_new_from_iso8601 (created, NULL) : NULL;

  if (time == NULL)
    return g_strdup (_("at an unknown time"));

  return tc_text_format_date (g_date_time_to_unix (time));
}

/**
 * tc_summary_to_text:
 *
 * Every entry in plain words, under the timeline's heading for each turn,
 * then the scores; a log with an illegal entry stops there and says why.
 *
 * Returns: (transfer full): the summary
 */
char *
tc_summary_to_text (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  GString *out = g_string_new (NULL);
  const GError *error = tc_game_get_replay_error (game);
  g_autofree char *created = describe_created (game);

  /* TRANSLATORS: the game's title, then when its log was created */
  g_string_append_printf (out, _("%s — created %s\n"), tc_ruleset_get_title (ruleset), created);
  for (guint seat = 1; seat <= tc_ruleset_get_n_players (ruleset); seat++)
    g_string_append_printf (out, _("Seat %u: %s\n"), seat, tc_ruleset_get_player (ruleset, seat));

  append_entries (out, tc_game_get_timeline (game));

  if (error != NULL)
    g_string_append_printf (out, _("\nEntry %u is illegal: %s\n"), tc_game_get_n_applied (game) + 1, error->message);

  g_string_append (out, tc_game_is_finished (game) ? _("\nFinal scores:\n") : _("\nScores so far:\n"));
  append_scores (out, ruleset, tc_game_get_state (game));

  return g_string_free (out, FALSE);
}
