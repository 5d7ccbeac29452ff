/* tc-mcg-ruleset.c: the Minecraft Card Game behind the TcRuleset interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-mcg-entry.h"
#include "tc-mcg-playout.h"
#include "tc-mcg-ruleset.h"
#include "tc-mcg-sim.h"
#include "tc-mcg-stats.h"
#include "tc-mcg-text.h"

struct _TcMcgRuleset
{
  TcRuleset   parent_instance;

  TcMcgRules  rules;
};

G_DEFINE_FINAL_TYPE (TcMcgRuleset, tc_mcg_ruleset, TC_TYPE_RULESET)

static gboolean
tc_mcg_ruleset_prepare (TcRuleset  *ruleset,
                        GError    **error)
{
  TcMcgRules *rules = &TC_MCG_RULESET (ruleset)->rules;

  rules->cards = tc_mcg_cards_get_default ();
  rules->players = tc_ruleset_get_shown_players (ruleset);
  rules->logged_players = tc_ruleset_get_players (ruleset);
  rules->n_seats = tc_ruleset_get_n_players (ruleset);
  rules->target = rules->cards->target[rules->n_seats];
  rules->empty_pile = tc_ruleset_get_ruling_index (ruleset, "empty_pile");
  rules->creeper_attacks_after_tnt = tc_ruleset_get_ruling_index (ruleset, "creeper_exposed_by_tnt") == 1;
  rules->creeper_attacks_after_hoe = tc_ruleset_get_ruling_index (ruleset, "creeper_exposed_by_hoe") == 1;
  rules->shovel = tc_ruleset_get_ruling_index (ruleset, "shovel");

  return TRUE;
}

static gpointer
parse_entry_data (const TcMcgRules  *rules,
                  guint              kind,
                  JsonObject        *object,
                  GError           **error)
{
  return tc_mcg_entry_parse (rules->cards, kind, object, error);
}

static gboolean
is_finished (const TcMcgRules *rules,
             const TcMcgState *state)
{
  return tc_mcg_state_is_finished (state);
}

static guint
get_active_seat (const TcMcgRules *rules,
                 const TcMcgState *state)
{
  return state->started ? state->active + 1 : 0;
}

static gint
get_score (const TcMcgRules *rules,
           const TcMcgState *state,
           guint             seat)
{
  return state->seats[seat - 1].points;
}

static TcSeatSet
get_winners (const TcMcgRules *rules,
             const TcMcgState *state)
{
  return state->winner >= 0 ? 1u << state->winner : 0;
}

static char *
describe_forgone (const TcMcgRules *rules,
                  const TcMcgState *before,
                  const TcMcgEntry *entry)
{
  if (entry->type != TC_MCG_ENTRY_END_TURN || before->actions_left == 0)
    return NULL;

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s ended the turn with %u action left",
                                       "%s ended the turn with %u actions left", before->actions_left),
                          rules->players[before->active], before->actions_left);
}

static gint
get_target_score (const TcMcgRules *rules)
{
  return rules->target;
}

/* A turn ends at end_turn; a creeper attack is something to notice. */
static TcEntryMarks
get_entry_marks (const TcMcgRules *rules,
                 const TcMcgState *before,
                 const TcMcgState *after,
                 const TcMcgEntry *entry)
{
  if (entry->type == TC_MCG_ENTRY_END_TURN)
    return TC_ENTRY_MARK_TURN_END;

  if (entry->type == TC_MCG_ENTRY_REVEAL && after->n_queue > 0 &&
      after->queue[0].kind == TC_MCG_PENDING_CREEPER &&
      before->n_queue > 0 && before->queue[0].kind != TC_MCG_PENDING_CREEPER)
    return TC_ENTRY_MARK_ALERT;

  return TC_ENTRY_MARK_NONE;
}

static void
tc_mcg_ruleset_class_init (TcMcgRulesetClass *klass)
{
  TcRulesetClass *ruleset_class = TC_RULESET_CLASS (klass);

  ruleset_class->game_id = TC_MCG_GAME_ID;
  ruleset_class->title = N_("Minecraft Card Game?");
  ruleset_class->bgg_id = 186265;
  ruleset_class->data_dir = "mcg";
  ruleset_class->min_players = 2;
  ruleset_class->max_players = TC_MCG_MAX_SEATS;
  ruleset_class->state_size = sizeof (TcMcgState);
  ruleset_class->rules_offset = G_STRUCT_OFFSET (TcMcgRuleset, rules);
  ruleset_class->entry_kinds = tc_mcg_entry_kinds;
  ruleset_class->free_entry_data = (GDestroyNotify) tc_mcg_entry_free;
  ruleset_class->prepare = tc_mcg_ruleset_prepare;
  ruleset_class->parse_entry_data = (TcParseEntryFunc) parse_entry_data;
  ruleset_class->init_state = (TcInitStateFunc) tc_mcg_state_init;
  ruleset_class->apply_entry = (TcApplyEntryFunc) tc_mcg_state_apply;
  ruleset_class->is_finished = (TcStateTestFunc) is_finished;
  ruleset_class->state_to_json = (TcStateJsonFunc) tc_mcg_state_to_json;
  ruleset_class->state_to_text = (TcStateTextFunc) tc_mcg_state_to_text;
  ruleset_class->describe_entry = (TcEntryTextFunc) tc_mcg_describe_entry;
  ruleset_class->describe_pending = (TcStateTextFunc) tc_mcg_describe_pending;
  ruleset_class->get_active_seat = (TcStateCountFunc) get_active_seat;
  ruleset_class->get_score = (TcSeatScoreFunc) get_score;
  ruleset_class->get_winners = (TcStateSeatsFunc) get_winners;
  ruleset_class->describe_forgone = (TcEntryTextFunc) describe_forgone;
  ruleset_class->get_target_score = (TcRulesScoreFunc) get_target_score;
  ruleset_class->get_entry_marks = (TcEntryMarksFunc) get_entry_marks;
  ruleset_class->collect_stats = tc_mcg_stats_new;
  ruleset_class->append_seat_stats = tc_mcg_stats_append_seat;
  ruleset_class->simulate = tc_mcg_sim_simulate;
  ruleset_class->playout = (TcPlayoutFunc) tc_mcg_playout;
}

static void
tc_mcg_ruleset_init (TcMcgRuleset *self)
{
}

const TcMcgRules *
tc_mcg_ruleset_get_rules (TcMcgRuleset *self)
{
  g_return_val_if_fail (TC_IS_MCG_RULESET (self), NULL);

  return &self->rules;
}

TcMcgEntry *
tc_mcg_ruleset_get_entry_data (TcEntry *entry)
{
  return (TcMcgEntry *) tc_entry_get_data (entry);
}

/* Entry builders: each writes the JSON the log will hold and parses it back
 * with tc_ruleset_build_entry(), so an entry made by the window is exactly
 * one read from a file.
 */
static JsonObject *
new_object (const char *type,
            gint        seat)
{
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "type", type);
  if (seat > 0)
    json_object_set_int_member (object, "seat", seat);

  return object;
}

static JsonArray *
new_string_array (const char **strings)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; strings != NULL && strings[i] != NULL; i++)
    json_array_add_string_element (array, strings[i]);

  return array;
}

TcEntry *
tc_mcg_entry_new_setup (TcMcgRuleset  *self,
                        const char   **resource_tops,
                        const char   **craft_tops,
                        guint          first_seat)
{
  JsonObject *object = new_object ("setup", 0);

  json_object_set_array_member (object, "resource_tops", new_string_array (resource_tops));
  json_object_set_array_member (object, "craft_tops", new_string_array (craft_tops));
  json_object_set_int_member (object, "first_seat", first_seat);

  return tc_ruleset_build_entry (TC_RULESET (self), object);
}

TcEntry *
tc_mcg_entry_new_mine (TcMcgRuleset *self,
                       guint         seat,
                       guint         pile)
{
  JsonObject *object = new_object ("mine", seat);

  json_object_set_int_member (object, "pile", pile);

  return tc_ruleset_build_entry (TC_RULESET (self), object);
}

TcEntry *
tc_mcg_entry_new_reveal (TcMcgRuleset *self,
                         gboolean      craft_pile,
                         guint         pile,
                         const char   *card)
{
  JsonObject *object = new_object ("reveal", 0);

  json_object_set_int_member (object, craft_pile ? "craft_pile" : "pile", pile);
  json_object_set_string_member (object, "card", card);

  return tc_ruleset_build_entry (TC_RULESET (self), object);
}

TcEntry *
tc_mcg_entry_new_tnt_keep (TcMcgRuleset  *self,
                           guint          seat,
                           const char   **cards)
{
  JsonObject *object = new_object ("tnt_keep", seat);

  json_object_set_array_member (object, "cards", new_string_array (cards));

  return tc_ruleset_build_entry (TC_RULESET (self), object);
}

TcEntry *
tc_mcg_entry_new_creeper_discard (TcMcgRuleset *self,
                                  guint         seat,
                                  gboolean      sword,
                                  const char   *card)
{
  JsonObject *object = new_object ("creeper_discard", seat);

  json_object_set_string_member (object, sword ? "sword" : "card", card);

  return tc_ruleset_build_entry (TC_RULESET (self), object);
}

/* @craft_pile 0 crafts the seat's reserved card. */
TcEntry *
tc_mcg_entry_new_craft (TcMcgRuleset  *self,
                        guint          seat,
                        guint          craft_pile,
                        const char   **pay,
                        const char   **axes)
{
  JsonObject *object = new_object ("craft", seat);

  if (craft_pile == 0)
    json_object_set_string_member (object, "source", "reserve");
  else
    {
      JsonObject *source = json_object_new ();

      json_object_set_int_member (source, "craft_pile", craft_pile);
      json_object_set_object_member (object, "source", source);
    }
  json_object_set_array_member (object, "pay", new_string_array (pay));
  if (axes != NULL && axes[0] != NULL)
    json_object_set_array_member (object, "axes", new_string_array (axes));

  return tc_ruleset_build_entry (TC_RULESET (self), object);
}

TcEntry *
tc_mcg_entry_new_reserve (TcMcgRuleset *self,
                          guint         seat,
                          guint         craft_pile)
{
  JsonObject *object = new_object ("reserve", seat);

  json_object_set_int_member (object, "craft_pile", craft_pile);

  return tc_ruleset_build_entry (TC_RULESET (self), object);
}

/* @target is a seat for a shovel, 0 otherwise. */
TcEntry *
tc_mcg_entry_new_use_tool (TcMcgRuleset *self,
                           guint         seat,
                           const char   *tool,
                           guint         target)
{
  JsonObject *object = new_object ("use_tool", seat);

  json_object_set_string_member (object, "tool", tool);
  if (target > 0)
    json_object_set_int_member (object, "target", target);

  return tc_ruleset_build_entry (TC_RULESET (self), object);
}

TcEntry *
tc_mcg_entry_new_end_turn (TcMcgRuleset *self,
                           guint         seat)
{
  return tc_ruleset_build_entry (TC_RULESET (self), new_object ("end_turn", seat));
}
