/* tc-quartz-stats.c: what a Quartz game's entries add up to, per seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-quartz-entry.h"
#include "tc-quartz-state.h"
#include "tc-quartz-stats.h"

/* Crystals that reached the seat's cart from the bag: the difference of
 * cart and chest before and after, which a jackhammer's returns and a
 * pickaxe's draws both leave right.
 */
static void
count_gained (TcQuartzStats       *stats,
              guint                seat,
              const TcQuartzState *before,
              const TcQuartzState *after)
{
  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    stats->gained[seat][k] += tc_quartz_state_held (after, seat, k) - tc_quartz_state_held (before, seat, k);
}

static void
count_entry (TcTimeline    *timeline,
             guint          index,
             TcEntry       *entry,
             gconstpointer  state_before,
             gconstpointer  state_after,
             gpointer       user_data)
{
  TcQuartzStats *stats = user_data;
  const TcQuartzEntry *data = tc_entry_get_data (entry);
  const TcQuartzState *before = state_before;
  guint seat = data->seat - 1;

  switch (data->type)
    {
    case TC_QUARTZ_ENTRY_DRAW:
    case TC_QUARTZ_ENTRY_PICKAXE:
    case TC_QUARTZ_ENTRY_JACKHAMMER:
      count_gained (stats, seat, before, state_after);
      break;
    case TC_QUARTZ_ENTRY_REROLL:
      stats->rerolls[seat]++;
      if (before->rerolls >= tc_quartz_data_get_default ()->free_rerolls)
        stats->markers_used[seat]++;
      break;
    case TC_QUARTZ_ENTRY_CHEST:
      stats->chested[seat] += data->n_crystals;
      break;
    case TC_QUARTZ_ENTRY_MINECART:
      stats->sent[seat] += data->n_to;
      break;
    case TC_QUARTZ_ENTRY_STEAL:
      stats->steals[seat] += data->n_from;
      for (guint i = 0; i < data->n_from; i++)
        stats->stolen[data->from[i].seat - 1]++;
      break;
    default:
      break;
    }
}

/* The hook of TcRulesetClass.collect_stats. */
gpointer
tc_quartz_stats_new (TcRuleset *ruleset,
                     TcGame    *game)
{
  TcQuartzStats *stats = g_new0 (TcQuartzStats, 1);

  stats->n_seats = tc_ruleset_get_n_players (ruleset);
  tc_timeline_foreach_state (tc_game_get_timeline (game), count_entry, stats);

  return stats;
}

/* The hook of TcRulesetClass.append_seat_stats; @seat is 1-based. */
void
tc_quartz_stats_append_seat (TcRuleset     *ruleset,
                             gconstpointer  data,
                             guint          seat_number,
                             GString       *out)
{
  const TcQuartzStats *stats = data;
  const TcQuartzData *box = tc_quartz_data_get_default ();
  guint seat = seat_number - 1;
  gboolean any = FALSE;

  g_string_append (out, _("  crystals gained: "));
  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    if (stats->gained[seat][k] > 0)
      {
        g_string_append_printf (out, "%s%s %u", any ? _(", ") : "", tc_quartz_data_crystal_name (box, k),
                                stats->gained[seat][k]);
        any = TRUE;
      }
  if (!any)
    g_string_append (out, _("none"));

  g_string_append_printf (out, _("\n  steals: %u made, %u suffered; minecart: %u unstable sent\n"),
                          stats->steals[seat], stats->stolen[seat], stats->sent[seat]);
  g_string_append_printf (out, _("  chest: %u crystals locked; rerolls: %u (%u paid with a marker)\n"),
                          stats->chested[seat], stats->rerolls[seat], stats->markers_used[seat]);
}
