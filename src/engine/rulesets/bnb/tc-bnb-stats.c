/* tc-bnb-stats.c: what a Builders & Biomes game's entries add up to, per
 * seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-bnb-entry.h"
#include "tc-bnb-stats.h"

static void
count_entry (TcTimeline    *timeline,
             guint          index,
             TcEntry       *entry,
             gconstpointer  state_before,
             gconstpointer  state_after,
             gpointer       user_data)
{
  TcBnbStats *stats = user_data;
  const TcBnbEntry *data = tc_entry_get_data (entry);
  const TcBnbState *before = state_before;
  const TcBnbState *after = state_after;
  guint seat = before->active;

  switch (data->type)
    {
    case TC_BNB_ENTRY_COLLECT:
      for (guint i = 0; i < data->n_blocks; i++)
        stats->collected[seat][data->blocks[i].block]++;
      break;
    case TC_BNB_ENTRY_EXPLORE:
      stats->steps[seat] += ABS (data->to.v[0] - before->seats[seat].row) +
                            ABS (data->to.v[1] - before->seats[seat].col);
      break;
    case TC_BNB_ENTRY_BUILD:
      stats->built[seat]++;
      break;
    case TC_BNB_ENTRY_FIGHT:
      if (after->seats[seat].n_mobs > before->seats[seat].n_mobs)
        stats->fights_won[seat]++;
      else
        stats->fights_lost[seat]++;
      break;
    case TC_BNB_ENTRY_TAKE_WEAPON:
      stats->weapons_taken[seat]++;
      break;
    case TC_BNB_ENTRY_HUNGER:
      stats->extra_actions[seat]++;
      break;
    default:
      break;
    }
}

/* The hook of TcRulesetClass.collect_stats. */
gpointer
tc_bnb_stats_new (TcRuleset *ruleset,
                  TcGame    *game)
{
  TcBnbStats *stats = g_new0 (TcBnbStats, 1);

  stats->n_seats = tc_ruleset_get_n_players (ruleset);
  tc_timeline_foreach_state (tc_game_get_timeline (game), count_entry, stats);

  return stats;
}

/* The hook of TcRulesetClass.append_seat_stats; @seat is 1-based. */
void
tc_bnb_stats_append_seat (TcRuleset     *ruleset,
                          gconstpointer  data,
                          guint          seat_number,
                          GString       *out)
{
  const TcBnbStats *stats = data;
  const TcBnbData *box = tc_bnb_data_get_default ();
  guint seat = seat_number - 1;
  gboolean any = FALSE;

  g_string_append (out, _("  blocks collected: "));
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    if (stats->collected[seat][b] > 0)
      {
        g_string_append_printf (out, "%s%s %u", any ? _(", ") : "", _(box->blocks[b].name),
                                stats->collected[seat][b]);
        any = TRUE;
      }
  if (!any)
    g_string_append (out, _("none"));

  g_string_append_printf (out, _("\n  buildings: %u; fights: %u won, %u lost; weapons taken: %u\n"),
                          stats->built[seat], stats->fights_won[seat], stats->fights_lost[seat],
                          stats->weapons_taken[seat]);
  g_string_append_printf (out, _("  steps walked: %u; extra actions from hunger: %u\n"),
                          stats->steps[seat], stats->extra_actions[seat]);
}
