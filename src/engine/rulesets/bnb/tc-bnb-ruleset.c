/* tc-bnb-ruleset.c: Minecraft: Builders & Biomes behind the TcRuleset
 * interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-bnb-playout.h"
#include "tc-bnb-ruleset.h"
#include "tc-bnb-sim.h"
#include "tc-bnb-stats.h"
#include "tc-bnb-text.h"

struct _TcBnbRuleset
{
  TcRuleset   parent_instance;

  TcBnbRules  rules;
};

G_DEFINE_FINAL_TYPE (TcBnbRuleset, tc_bnb_ruleset, TC_TYPE_RULESET)

static gboolean
tc_bnb_ruleset_prepare (TcRuleset  *ruleset,
                        GError    **error)
{
  TcBnbRules *rules = &TC_BNB_RULESET (ruleset)->rules;

  rules->data = tc_bnb_data_get_default ();
  rules->players = tc_ruleset_get_shown_players (ruleset);
  rules->logged_players = tc_ruleset_get_players (ruleset);
  rules->n_seats = tc_ruleset_get_n_players (ruleset);
  rules->seed_effects = g_strcmp0 (tc_ruleset_get_ruling (ruleset, "weapon_effects"), "seed") == 0;
  rules->extra_any = g_strcmp0 (tc_ruleset_get_ruling (ruleset, "hunger_extra"), "any") == 0;

  return TRUE;
}

static gpointer
parse_entry_data (const TcBnbRules  *rules,
                  guint              kind,
                  JsonObject        *object,
                  GError           **error)
{
  return tc_bnb_entry_parse_kind (rules->data, kind, object, error);
}

static gboolean
is_finished (const TcBnbRules *rules,
             const TcBnbState *state)
{
  return state->finished;
}

static guint
get_active_seat (const TcBnbRules *rules,
                 const TcBnbState *state)
{
  return state->started ? state->active + 1 : 0;
}

static gint
get_score (const TcBnbRules *rules,
           const TcBnbState *state,
           guint             seat)
{
  return state->seats[seat - 1].xp;
}

static TcSeatSet
get_winners (const TcBnbRules *rules,
             const TcBnbState *state)
{
  return state->finished ? state->winners : 0;
}

/* A turn ended with a regular or an extra action still open. */
static char *
describe_forgone (const TcBnbRules *rules,
                  const TcBnbState *before,
                  const TcBnbEntry *entry)
{
  guint left;

  if (entry->type != TC_BNB_ENTRY_END_TURN)
    return NULL;

  left = TC_BNB_REGULAR_ACTIONS - before->n_regular + before->extra_left;
  if (left == 0)
    return NULL;

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s ends the turn with %u action left",
                                       "%s ends the turn with %u actions left", left),
                          rules->players[before->active], left);
}

/* The scoring round the game is heading for: 1 before round A, 3 once
 * round B is owed.
 */
static guint
get_round (const TcBnbRules *rules,
           const TcBnbState *state)
{
  guint owed = 0;

  if (!state->started)
    return 0;
  for (guint r = 0; r < TC_BNB_N_ATTRIBUTES; r++)
    owed += state->owed[r] && (state->n_pending == 0 || r + 1 < TC_BNB_N_ATTRIBUTES);

  return MIN (owed + 1, TC_BNB_N_ATTRIBUTES);
}

/* A turn ends at end_turn; a scoring round when its last choice is made;
 * a won fight is something to notice.
 */
static TcEntryMarks
get_entry_marks (const TcBnbRules *rules,
                 const TcBnbState *before,
                 const TcBnbState *after,
                 const TcBnbEntry *entry)
{
  TcEntryMarks marks = TC_ENTRY_MARK_NONE;

  if (entry->type == TC_BNB_ENTRY_END_TURN)
    marks |= TC_ENTRY_MARK_TURN_END;
  if (entry->type == TC_BNB_ENTRY_SCORE_CHOICE && after->n_pending == 0)
    marks |= TC_ENTRY_MARK_ROUND_END;
  if (entry->type == TC_BNB_ENTRY_FIGHT &&
      after->seats[before->active].n_mobs > before->seats[before->active].n_mobs)
    marks |= TC_ENTRY_MARK_ALERT;

  return marks;
}

static void
tc_bnb_ruleset_class_init (TcBnbRulesetClass *klass)
{
  TcRulesetClass *ruleset_class = TC_RULESET_CLASS (klass);

  ruleset_class->game_id = TC_BNB_GAME_ID;
  ruleset_class->title = N_("Minecraft: Builders & Biomes");
  ruleset_class->bgg_id = 269603;
  /* Translators: experience points, the score of Builders & Biomes */
  ruleset_class->score_unit = NC_("builders-biomes", "XP");
  ruleset_class->data_dir = "bnb";
  ruleset_class->min_players = 2;
  ruleset_class->max_players = TC_BNB_MAX_SEATS;
  ruleset_class->n_rounds = TC_BNB_N_ATTRIBUTES;
  ruleset_class->name_trimming = TC_NAME_TRIM_ASCII;
  ruleset_class->refuse_duplicate_keys = TRUE;
  ruleset_class->state_size = sizeof (TcBnbState);
  ruleset_class->rules_offset = G_STRUCT_OFFSET (TcBnbRuleset, rules);
  ruleset_class->entry_kinds = tc_bnb_entry_kinds;
  ruleset_class->free_entry_data = (GDestroyNotify) tc_bnb_entry_free;
  ruleset_class->prepare = tc_bnb_ruleset_prepare;
  ruleset_class->check_entry_form = tc_bnb_entry_check_form;
  ruleset_class->parse_entry_data = (TcParseEntryFunc) parse_entry_data;
  ruleset_class->init_state = (TcInitStateFunc) tc_bnb_state_init;
  ruleset_class->apply_entry = (TcApplyEntryFunc) tc_bnb_state_apply;
  ruleset_class->is_finished = (TcStateTestFunc) is_finished;
  ruleset_class->state_to_json = (TcStateJsonFunc) tc_bnb_state_to_json;
  ruleset_class->state_to_text = (TcStateTextFunc) tc_bnb_state_to_text;
  ruleset_class->describe_entry = (TcEntryTextFunc) tc_bnb_describe_entry;
  ruleset_class->describe_pending = (TcStateTextFunc) tc_bnb_describe_pending;
  ruleset_class->get_active_seat = (TcStateCountFunc) get_active_seat;
  ruleset_class->get_score = (TcSeatScoreFunc) get_score;
  ruleset_class->get_winners = (TcStateSeatsFunc) get_winners;
  ruleset_class->describe_score = (TcSeatTextFunc) tc_bnb_describe_score;
  ruleset_class->describe_result = (TcStateTextFunc) tc_bnb_describe_result;
  ruleset_class->describe_forgone = (TcEntryTextFunc) describe_forgone;
  ruleset_class->get_round = (TcStateCountFunc) get_round;
  ruleset_class->get_entry_marks = (TcEntryMarksFunc) get_entry_marks;
  ruleset_class->collect_stats = tc_bnb_stats_new;
  ruleset_class->append_seat_stats = tc_bnb_stats_append_seat;
  ruleset_class->simulate = tc_bnb_sim_simulate;
  ruleset_class->playout = (TcPlayoutFunc) tc_bnb_playout;
}

static void
tc_bnb_ruleset_init (TcBnbRuleset *self)
{
}

const TcBnbRules *
tc_bnb_ruleset_get_rules (TcBnbRuleset *self)
{
  g_return_val_if_fail (TC_IS_BNB_RULESET (self), NULL);

  return &self->rules;
}

TcEntry *
tc_bnb_entry_new (TcBnbRuleset     *self,
                  const TcBnbEntry *entry)
{
  return tc_ruleset_build_entry (TC_RULESET (self), tc_bnb_entry_to_json (self->rules.data, entry));
}
