/* tc-quartz-ruleset.c: Quartz: The Dice Game behind the TcRuleset interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-quartz-playout.h"
#include "tc-quartz-ruleset.h"
#include "tc-quartz-sim.h"
#include "tc-quartz-stats.h"
#include "tc-quartz-text.h"

struct _TcQuartzRuleset
{
  TcRuleset      parent_instance;

  TcQuartzRules  rules;
};

G_DEFINE_FINAL_TYPE (TcQuartzRuleset, tc_quartz_ruleset, TC_TYPE_RULESET)

static gboolean
tc_quartz_ruleset_prepare (TcRuleset  *ruleset,
                           GError    **error)
{
  TcQuartzRules *rules = &TC_QUARTZ_RULESET (ruleset)->rules;

  rules->data = tc_quartz_data_get_default ();
  rules->players = tc_ruleset_get_shown_players (ruleset);
  rules->logged_players = tc_ruleset_get_players (ruleset);
  rules->n_seats = tc_ruleset_get_n_players (ruleset);
  rules->every_draw_marks = g_strcmp0 (tc_ruleset_get_ruling (ruleset, "unstable_marker"), "every_draw") == 0;
  rules->chest_takes_unstable = g_strcmp0 (tc_ruleset_get_ruling (ruleset, "chest_unstable"), "allowed") == 0;

  return TRUE;
}

static gpointer
parse_entry_data (const TcQuartzRules  *rules,
                  guint                 kind,
                  JsonObject           *object,
                  GError              **error)
{
  return tc_quartz_entry_parse (rules->data, kind, object, error);
}

static gboolean
is_finished (const TcQuartzRules *rules,
             const TcQuartzState *state)
{
  return state->finished;
}

static guint
get_active_seat (const TcQuartzRules *rules,
                 const TcQuartzState *state)
{
  return state->started ? state->active + 1 : 0;
}

static gint
get_score (const TcQuartzRules *rules,
           const TcQuartzState *state,
           guint                seat)
{
  TcQuartzScore score;

  tc_quartz_state_score (rules, state, seat - 1, &score);
  return score.total;
}

static TcSeatSet
get_winners (const TcQuartzRules *rules,
             const TcQuartzState *state)
{
  return state->finished ? state->winners : 0;
}

/* A turn ended while the dice could still move a crystal. */
static char *
describe_forgone (const TcQuartzRules *rules,
                  const TcQuartzState *before,
                  const TcQuartzEntry *entry)
{
  if (entry->type != TC_QUARTZ_ENTRY_END_TURN || tc_quartz_dice_left (rules, before) == 0)
    return NULL;

  return g_strdup_printf (_("%s ended the turn with dice that could still move crystals"),
                          rules->players[before->active]);
}

static guint
get_round (const TcQuartzRules *rules,
           const TcQuartzState *state)
{
  return state->round;
}

/* A turn ends at end_turn, a round when the round number moves on or the
 * game ends; a steal or a minecart is something to notice.
 */
static TcEntryMarks
get_entry_marks (const TcQuartzRules *rules,
                 const TcQuartzState *before,
                 const TcQuartzState *after,
                 const TcQuartzEntry *entry)
{
  TcEntryMarks marks = TC_ENTRY_MARK_NONE;

  if (entry->type == TC_QUARTZ_ENTRY_END_TURN)
    marks |= TC_ENTRY_MARK_TURN_END;
  if (entry->type == TC_QUARTZ_ENTRY_END_TURN &&
      (after->round != before->round || (after->finished && !before->finished)))
    marks |= TC_ENTRY_MARK_ROUND_END;
  if (entry->type == TC_QUARTZ_ENTRY_STEAL || entry->type == TC_QUARTZ_ENTRY_MINECART)
    marks |= TC_ENTRY_MARK_ALERT;

  return marks;
}

static void
tc_quartz_ruleset_class_init (TcQuartzRulesetClass *klass)
{
  TcRulesetClass *ruleset_class = TC_RULESET_CLASS (klass);

  ruleset_class->game_id = TC_QUARTZ_GAME_ID;
  ruleset_class->title = N_("Quartz: The Dice Game");
  /* No BoardGameGeek id is known: 172881 is Quartz (2015), another game. */
  ruleset_class->bgg_id = 0;
  /* Translators: the unit of Quartz scores, after a number ("12 points");
   * the Chinese help counts them in 元 */
  ruleset_class->score_unit = NC_("quartz-dice", "points");
  ruleset_class->score_unit_one = NC_("quartz-dice", "point");
  ruleset_class->data_dir = "quartz";
  ruleset_class->min_players = 3;
  ruleset_class->max_players = TC_QUARTZ_MAX_SEATS;
  ruleset_class->n_rounds = 6;
  ruleset_class->name_trimming = TC_NAME_TRIM_ASCII;
  ruleset_class->refuse_duplicate_keys = TRUE;
  ruleset_class->state_size = sizeof (TcQuartzState);
  ruleset_class->rules_offset = G_STRUCT_OFFSET (TcQuartzRuleset, rules);
  ruleset_class->entry_kinds = tc_quartz_entry_kinds;
  ruleset_class->free_entry_data = (GDestroyNotify) tc_quartz_entry_free;
  ruleset_class->prepare = tc_quartz_ruleset_prepare;
  ruleset_class->parse_entry_data = (TcParseEntryFunc) parse_entry_data;
  ruleset_class->init_state = (TcInitStateFunc) tc_quartz_state_init;
  ruleset_class->apply_entry = (TcApplyEntryFunc) tc_quartz_state_apply;
  ruleset_class->is_finished = (TcStateTestFunc) is_finished;
  ruleset_class->state_to_json = (TcStateJsonFunc) tc_quartz_state_to_json;
  ruleset_class->state_to_text = (TcStateTextFunc) tc_quartz_state_to_text;
  ruleset_class->describe_entry = (TcEntryTextFunc) tc_quartz_describe_entry;
  ruleset_class->describe_pending = (TcStateTextFunc) tc_quartz_describe_pending;
  ruleset_class->get_active_seat = (TcStateCountFunc) get_active_seat;
  ruleset_class->get_score = (TcSeatScoreFunc) get_score;
  ruleset_class->get_winners = (TcStateSeatsFunc) get_winners;
  ruleset_class->describe_score = (TcSeatTextFunc) tc_quartz_describe_score;
  ruleset_class->describe_result = (TcStateTextFunc) tc_quartz_describe_result;
  ruleset_class->describe_forgone = (TcEntryTextFunc) describe_forgone;
  ruleset_class->get_round = (TcStateCountFunc) get_round;
  ruleset_class->get_entry_marks = (TcEntryMarksFunc) get_entry_marks;
  ruleset_class->collect_stats = tc_quartz_stats_new;
  ruleset_class->append_seat_stats = tc_quartz_stats_append_seat;
  ruleset_class->simulate = tc_quartz_sim_simulate;
  ruleset_class->playout = (TcPlayoutFunc) tc_quartz_playout;
}

static void
tc_quartz_ruleset_init (TcQuartzRuleset *self)
{
}

const TcQuartzRules *
tc_quartz_ruleset_get_rules (TcQuartzRuleset *self)
{
  g_return_val_if_fail (TC_IS_QUARTZ_RULESET (self), NULL);

  return &self->rules;
}

static TcEntry *
build_entry (TcQuartzRuleset     *self,
             const TcQuartzEntry *entry)
{
  return tc_ruleset_build_entry (TC_RULESET (self), tc_quartz_entry_to_json (self->rules.data, entry));
}

TcEntry *
tc_quartz_entry_new_setup (TcQuartzRuleset *self,
                           const guint     *bag,
                           guint            first_seat)
{
  TcQuartzEntry entry = { .type = TC_QUARTZ_ENTRY_SETUP, .first_seat = first_seat };

  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    entry.bag[k] = bag[k];

  return build_entry (self, &entry);
}

TcEntry *
tc_quartz_entry_new_draw (TcQuartzRuleset *self,
                          guint            seat,
                          guint            crystal)
{
  TcQuartzEntry entry = { .type = TC_QUARTZ_ENTRY_DRAW, .seat = seat, .crystal = crystal };

  return build_entry (self, &entry);
}

/* @dice: TC_QUARTZ_N_DICE face indices */
TcEntry *
tc_quartz_entry_new_roll (TcQuartzRuleset *self,
                          guint            seat,
                          gboolean         reroll,
                          const guint     *dice)
{
  TcQuartzEntry entry = {
    .type = reroll ? TC_QUARTZ_ENTRY_REROLL : TC_QUARTZ_ENTRY_ROLL,
    .seat = seat,
    .n_dice = TC_QUARTZ_N_DICE,
  };

  for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
    entry.dice[i] = dice[i];

  return build_entry (self, &entry);
}

/* @action: an action entry filled by the caller (type, seat, dice, lists) */
TcEntry *
tc_quartz_entry_new_action (TcQuartzRuleset     *self,
                            const TcQuartzEntry *action)
{
  g_return_val_if_fail (TC_QUARTZ_ENTRY_IS_ACTION (action->type), NULL);

  return build_entry (self, action);
}

TcEntry *
tc_quartz_entry_new_end_turn (TcQuartzRuleset *self,
                              guint            seat)
{
  TcQuartzEntry entry = { .type = TC_QUARTZ_ENTRY_END_TURN, .seat = seat };

  return build_entry (self, &entry);
}
