/* tc-mcg-stats.c: what a Minecraft Card Game's entries add up to, per seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-mcg-ruleset.h"
#include "tc-mcg-stats.h"

static void
count_mine (TcMcgStats        *stats,
            const TcMcgCards  *cards,
            const TcMcgState  *before,
            const TcMcgEntry  *entry)
{
  guint seat = entry->seat - 1;
  gint top = before->piles[entry->pile - 1].top;
  const TcMcgResourceCard *card = &cards->resource[top];

  if (card->kind == TC_MCG_KIND_TNT)
    stats->tnt_mined[seat]++;
  else if (card->kind == TC_MCG_KIND_RESOURCE || card->kind == TC_MCG_KIND_WILD)
    stats->mined[seat][card->type]++;
}

/* The card a craft took is the one bit new in the seat's crafted set. */
static void
count_craft (TcMcgStats        *stats,
             const TcMcgCards  *cards,
             const TcMcgState  *before,
             const TcMcgState  *after,
             const TcMcgEntry  *entry)
{
  guint seat = entry->seat - 1;
  guint32 added = after->seats[seat].crafted & ~before->seats[seat].crafted;

  for (guint code = 0; code < cards->n_craft; code++)
    if (added & (1u << code))
      stats->crafts[seat][cards->craft[code].material]++;

  stats->tools[seat][TC_MCG_POWER_AXE] += entry->n_crafts;
}

static void
count_entry (TcMcgStats        *stats,
             const TcMcgCards  *cards,
             const TcMcgState  *before,
             const TcMcgState  *after,
             const TcMcgEntry  *entry)
{
  switch (entry->type)
    {
    case TC_MCG_ENTRY_MINE:
      count_mine (stats, cards, before, entry);
      break;

    case TC_MCG_ENTRY_CREEPER_DISCARD:
      stats->attacks[entry->seat - 1]++;
      if (entry->sword)
        {
          stats->swords[entry->seat - 1]++;
          stats->tools[entry->seat - 1][TC_MCG_POWER_SWORD]++;
        }
      break;

    case TC_MCG_ENTRY_CRAFT:
      count_craft (stats, cards, before, after, entry);
      break;

    case TC_MCG_ENTRY_USE_TOOL:
      stats->tools[entry->seat - 1][cards->craft[entry->card.code].power]++;
      break;

    case TC_MCG_ENTRY_SETUP:
    case TC_MCG_ENTRY_REVEAL:
    case TC_MCG_ENTRY_TNT_KEEP:
    case TC_MCG_ENTRY_RESERVE:
    case TC_MCG_ENTRY_END_TURN:
    case TC_MCG_ENTRY_NOTE:
    case TC_MCG_N_ENTRY_TYPES:
    default:
      break;
    }
}

typedef struct
{
  TcMcgStats       *stats;
  const TcMcgCards *cards;
} Count;

static void
visit_entry (TcTimeline    *timeline,
             guint          index,
             TcEntry       *entry,
             gconstpointer  state_before,
             gconstpointer  state_after,
             gpointer       user_data)
{
  Count *count = user_data;

  count_entry (count->stats, count->cards, state_before, state_after, tc_mcg_ruleset_get_entry_data (entry));
}

/**
 * tc_mcg_stats_collect:
 * @stats: (out caller-allocates): the counts of the legal entries
 *
 * Returns: %FALSE when @game is not a Minecraft Card Game
 */
gboolean
tc_mcg_stats_collect (TcGame     *game,
                      TcMcgStats *stats)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  const TcMcgRules *rules;

  memset (stats, 0, sizeof *stats);
  if (!TC_IS_MCG_RULESET (ruleset))
    return FALSE;

  rules = tc_mcg_ruleset_get_rules (TC_MCG_RULESET (ruleset));
  stats->n_seats = rules->n_seats;
  stats->n_types = rules->cards->n_types;

  tc_timeline_foreach_state (tc_game_get_timeline (game), visit_entry, &(Count) { stats, rules->cards });

  return TRUE;
}

static guint
sum (const guint *values,
     guint        n)
{
  guint total = 0;

  for (guint i = 0; i < n; i++)
    total += values[i];

  return total;
}

/* "wood 3, stone 1" for the non-zero counts, or "none". */
static void
append_counts (GString           *out,
               const guint       *counts,
               const char *const *names,
               guint              n)
{
  gboolean any = FALSE;

  for (guint i = 0; i < n; i++)
    if (counts[i] > 0)
      {
        g_string_append_printf (out, "%s%s %u", any ? _(", ") : "", names[i], counts[i]);
        any = TRUE;
      }

  if (!any)
    g_string_append (out, _("none"));
}

/* The hook of TcRulesetClass.append_seat_stats; @seat is 1-based. */
void
tc_mcg_stats_append_seat (TcRuleset     *ruleset,
                          gconstpointer  data,
                          guint          seat_number,
                          GString       *out)
{
  const TcMcgStats *stats = data;
  const TcMcgCards *cards = tc_mcg_ruleset_get_rules (TC_MCG_RULESET (ruleset))->cards;
  guint seat = seat_number - 1;
  /* In their own context: Quartz's "pickaxe" die face is another word
   * in Chinese (镐子) than the card game's tool (镐).
   */
  static const char *powers[TC_MCG_N_POWERS] = {
    NC_("card game tool", "hoe"), NC_("card game tool", "shovel"), NC_("card game tool", "sword"),
    NC_("card game tool", "axe"), NC_("card game tool", "pickaxe"),
  };
  const char *tool_names[TC_MCG_N_POWERS];

  for (guint p = 0; p < TC_MCG_N_POWERS; p++)
    tool_names[p] = g_dpgettext2 (GETTEXT_PACKAGE, "card game tool", powers[p]);

  g_string_append (out, _("  mined: "));
  append_counts (out, stats->mined[seat], (const char *const *) cards->type_amounts, stats->n_types);
  g_string_append_printf (out, _("; TNT %u\n"), stats->tnt_mined[seat]);
  g_string_append_printf (out, _("  creeper attacks: %u (%u answered with a sword)\n"),
                          stats->attacks[seat], stats->swords[seat]);
  g_string_append (out, _("  tools used: "));
  append_counts (out, stats->tools[seat], tool_names, TC_MCG_N_POWERS);
  g_string_append_printf (out, _("\n  crafts (%u): "), sum (stats->crafts[seat], stats->n_types));
  append_counts (out, stats->crafts[seat], (const char *const *) cards->type_amounts, stats->n_types);
  g_string_append_c (out, '\n');
}

/* The hook of TcRulesetClass.collect_stats. */
gpointer
tc_mcg_stats_new (TcRuleset *ruleset,
                  TcGame    *game)
{
  TcMcgStats *stats = g_new0 (TcMcgStats, 1);

  tc_mcg_stats_collect (game, stats);
  return stats;
}
