/* tc-quartz-ruleset.c: Quartz: The Dice Game behind the TcRuleset interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-error.h"
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

#define RULES(ruleset) (&TC_QUARTZ_RULESET (ruleset)->rules)

static gboolean
tc_quartz_ruleset_prepare (TcRuleset  *ruleset,
                           GError    **error)
{
  TcQuartzRules *rules = RULES (ruleset);

  rules->data = tc_quartz_data_get_default ();
  rules->players = tc_ruleset_get_shown_players (ruleset);
  rules->logged_players = tc_ruleset_get_players (ruleset);
  rules->n_seats = tc_ruleset_get_n_players (ruleset);
  rules->every_draw_marks = g_strcmp0 (tc_ruleset_get_ruling (ruleset, "unstable_marker"), "every_draw") == 0;
  rules->chest_takes_unstable = g_strcmp0 (tc_ruleset_get_ruling (ruleset, "chest_unstable"), "allowed") == 0;

  return TRUE;
}

static void
tc_quartz_ruleset_init_state (TcRuleset *ruleset,
                              gpointer   state)
{
  tc_quartz_state_init (RULES (ruleset), state);
}

static gpointer
tc_quartz_ruleset_parse_entry_data (TcRuleset   *ruleset,
                                    guint        kind,
                                    JsonObject  *object,
                                    GError     **error)
{
  return tc_quartz_entry_parse (tc_quartz_data_get_default (), kind, object, error);
}

static gboolean
tc_quartz_ruleset_apply_entry (TcRuleset  *ruleset,
                               gpointer    state,
                               TcEntry    *entry,
                               GError    **error)
{
  return tc_quartz_state_apply (RULES (ruleset), state, tc_entry_get_data (entry), error);
}

static gboolean
tc_quartz_ruleset_is_finished (TcRuleset     *ruleset,
                               gconstpointer  state)
{
  return ((const TcQuartzState *) state)->finished;
}

static JsonNode *
tc_quartz_ruleset_state_to_json (TcRuleset     *ruleset,
                                 gconstpointer  state)
{
  return tc_quartz_state_to_json (RULES (ruleset), state);
}

static char *
tc_quartz_ruleset_state_to_text (TcRuleset     *ruleset,
                                 gconstpointer  state)
{
  return tc_quartz_state_to_text (RULES (ruleset), state);
}

static char *
tc_quartz_ruleset_describe_entry (TcRuleset     *ruleset,
                                  gconstpointer  state_before,
                                  TcEntry       *entry)
{
  return tc_quartz_describe_entry (RULES (ruleset), state_before, tc_entry_get_data (entry));
}

static char *
tc_quartz_ruleset_describe_pending (TcRuleset     *ruleset,
                                    gconstpointer  state)
{
  return tc_quartz_describe_pending (RULES (ruleset), state);
}

static guint
tc_quartz_ruleset_get_active_seat (TcRuleset     *ruleset,
                                   gconstpointer  state)
{
  const TcQuartzState *s = state;

  return s->started ? s->active + 1 : 0;
}

static gint
tc_quartz_ruleset_get_score (TcRuleset     *ruleset,
                             gconstpointer  state,
                             guint          seat)
{
  TcQuartzScore score;

  tc_quartz_state_score (RULES (ruleset), state, seat - 1, &score);
  return score.total;
}

static TcSeatSet
tc_quartz_ruleset_get_winners (TcRuleset     *ruleset,
                               gconstpointer  state)
{
  const TcQuartzState *s = state;

  return s->finished ? s->winners : 0;
}

static char *
tc_quartz_ruleset_describe_score (TcRuleset     *ruleset,
                                  gconstpointer  state,
                                  guint          seat)
{
  return tc_quartz_describe_score (RULES (ruleset), state, seat);
}

static char *
tc_quartz_ruleset_describe_result (TcRuleset     *ruleset,
                                   gconstpointer  state)
{
  return tc_quartz_describe_result (RULES (ruleset), state);
}

/* A turn ended while the dice could still move a crystal. */
static char *
tc_quartz_ruleset_describe_forgone (TcRuleset     *ruleset,
                                    gconstpointer  state_before,
                                    TcEntry       *entry)
{
  const TcQuartzState *before = state_before;
  const TcQuartzEntry *data = tc_entry_get_data (entry);

  if (data->type != TC_QUARTZ_ENTRY_END_TURN || tc_quartz_dice_left (RULES (ruleset), before) == 0)
    return NULL;

  return g_strdup_printf (_("%s ended the turn with dice that could still move crystals"),
                          RULES (ruleset)->players[before->active]);
}

static guint
tc_quartz_ruleset_get_round (TcRuleset     *ruleset,
                             gconstpointer  state)
{
  return ((const TcQuartzState *) state)->round;
}

/* A turn ends at end_turn, a round when the round number moves on or the
 * game ends; a steal or a minecart is something to notice.
 */
static TcEntryMarks
tc_quartz_ruleset_get_entry_marks (TcRuleset     *ruleset,
                                   gconstpointer  state_before,
                                   gconstpointer  state_after,
                                   TcEntry       *entry)
{
  const TcQuartzEntry *data = tc_entry_get_data (entry);
  const TcQuartzState *before = state_before;
  const TcQuartzState *after = state_after;
  TcEntryMarks marks = TC_ENTRY_MARK_NONE;

  if (data->type == TC_QUARTZ_ENTRY_END_TURN)
    marks |= TC_ENTRY_MARK_TURN_END;
  if (data->type == TC_QUARTZ_ENTRY_END_TURN &&
      (after->round != before->round || (after->finished && !before->finished)))
    marks |= TC_ENTRY_MARK_ROUND_END;
  if (data->type == TC_QUARTZ_ENTRY_STEAL || data->type == TC_QUARTZ_ENTRY_MINECART)
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
  ruleset_class->entry_kinds = tc_quartz_entry_kinds;
  ruleset_class->free_entry_data = (GDestroyNotify) tc_quartz_entry_free;
  ruleset_class->prepare = tc_quartz_ruleset_prepare;
  ruleset_class->init_state = tc_quartz_ruleset_init_state;
  ruleset_class->parse_entry_data = tc_quartz_ruleset_parse_entry_data;
  ruleset_class->apply_entry = tc_quartz_ruleset_apply_entry;
  ruleset_class->is_finished = tc_quartz_ruleset_is_finished;
  ruleset_class->state_to_json = tc_quartz_ruleset_state_to_json;
  ruleset_class->state_to_text = tc_quartz_ruleset_state_to_text;
  ruleset_class->describe_entry = tc_quartz_ruleset_describe_entry;
  ruleset_class->describe_pending = tc_quartz_ruleset_describe_pending;
  ruleset_class->get_active_seat = tc_quartz_ruleset_get_active_seat;
  ruleset_class->get_score = tc_quartz_ruleset_get_score;
  ruleset_class->get_winners = tc_quartz_ruleset_get_winners;
  ruleset_class->describe_score = tc_quartz_ruleset_describe_score;
  ruleset_class->describe_result = tc_quartz_ruleset_describe_result;
  ruleset_class->describe_forgone = tc_quartz_ruleset_describe_forgone;
  ruleset_class->get_round = tc_quartz_ruleset_get_round;
  ruleset_class->get_entry_marks = tc_quartz_ruleset_get_entry_marks;
  ruleset_class->collect_stats = tc_quartz_stats_new;
  ruleset_class->append_seat_stats = tc_quartz_stats_append_seat;
  ruleset_class->simulate = tc_quartz_sim_simulate;
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
