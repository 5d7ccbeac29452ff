/* tc-summary.c: the text of `tablecraft-cli summary` and the app's export
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-summary.h"

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

/**
 * tc_summary_to_text:
 *
 * Every entry in plain words, under a heading for each turn, then the
 * scores; a log with an illegal entry stops there and says why.
 *
 * Returns: (transfer full): the summary
 */
char *
tc_summary_to_text (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  GString *out = g_string_new (NULL);
  gsize size = tc_ruleset_get_state_size (ruleset);
  g_autofree guint8 *state = g_malloc (size);
  g_autofree guint8 *before = g_malloc (size);
  guint turn = 0;
  gboolean turn_open = FALSE;
  const GError *error = tc_game_get_replay_error (game);

  g_string_append_printf (out, _("Game of %s, created %s\n"),
                          tc_ruleset_get_title (ruleset),
                          tc_game_get_created (game) ? tc_game_get_created (game) : _("at an unknown time"));
  for (guint seat = 1; seat <= tc_ruleset_get_n_players (ruleset); seat++)
    g_string_append_printf (out, _("Seat %u: %s\n"), seat, tc_ruleset_get_player (ruleset, seat));

  tc_game_copy_state_at (game, 0, state);
  for (guint i = 0; i < tc_game_get_n_applied (game); i++)
    {
      TcEntry *entry = tc_game_get_entry (game, i);
      guint seat = tc_ruleset_get_active_seat (ruleset, state);
      g_autofree char *text = tc_ruleset_describe_entry (ruleset, state, entry);

      /* A turn begins with the first entry of a seat after the last one
       * the engine marked as a turn's end.
       */
      if (seat != 0 && !turn_open)
        {
          turn++;
          turn_open = TRUE;
          g_string_append_printf (out, _("\nTurn %u · %s\n"), turn, tc_ruleset_get_player (ruleset, seat));
        }
      g_string_append_printf (out, "  %3u  %s\n", i + 1, text);
      memcpy (before, state, size);
      tc_ruleset_apply_entry (ruleset, state, entry, NULL);
      if (tc_ruleset_get_entry_marks (ruleset, before, state, entry) & TC_ENTRY_MARK_TURN_END)
        turn_open = FALSE;
    }

  if (error != NULL)
    g_string_append_printf (out, _("\nEntry %u is illegal: %s\n"), tc_game_get_n_applied (game) + 1, error->message);

  g_string_append (out, tc_game_is_finished (game) ? _("\nFinal scores:\n") : _("\nScores so far:\n"));
  append_scores (out, ruleset, state);

  return g_string_free (out, FALSE);
}
