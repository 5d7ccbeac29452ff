/* tc-mcg-ruleset.c: the Minecraft Card Game behind the TcRuleset interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-mcg-entry.h"
#include "tc-mcg-ruleset.h"
#include "tc-mcg-text.h"

struct _TcMcgRuleset
{
  TcRuleset   parent_instance;

  JsonObject *rulings_in;   /* as given, until initialized */
  TcMcgRules  rules;
};

static void initable_iface_init (GInitableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TcMcgRuleset, tc_mcg_ruleset, TC_TYPE_RULESET,
                               G_IMPLEMENT_INTERFACE (G_TYPE_INITABLE, initable_iface_init))

enum {
  PROP_0,
  PROP_RULINGS,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* House-rule switches of spec §5, default first. */
enum { RULING_EMPTY_PILE, RULING_CREEPER_TNT, RULING_CREEPER_HOE, RULING_SHOVEL, N_RULINGS };

static const TcMcgRulingInfo rulings[N_RULINGS] = {
  [RULING_EMPTY_PILE] = { "empty_pile", { "reshuffle_discard", "stay_empty", NULL } },
  [RULING_CREEPER_TNT] = { "creeper_exposed_by_tnt", { "no_effect", "attack", NULL } },
  [RULING_CREEPER_HOE] = { "creeper_exposed_by_hoe", { "no_effect", "attack", NULL } },
  [RULING_SHOVEL] = { "shovel", { "skip_one_action", "limit_to_one_action", NULL } },
};

static gboolean
read_ruling (JsonObject  *object,
             const char  *name,
             guint       *values,
             GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);
  const char *value;

  for (guint r = 0; r < N_RULINGS; r++)
    {
      if (g_strcmp0 (rulings[r].name, name) != 0)
        continue;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                       _("the ruling “%s” must be a string"), name);
          return FALSE;
        }

      value = json_node_get_string (node);
      for (guint v = 0; rulings[r].values[v] != NULL; v++)
        if (g_strcmp0 (rulings[r].values[v], value) == 0)
          {
            values[r] = v;
            return TRUE;
          }

      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("the ruling “%s” cannot be “%s”: it is “%s” or “%s”"),
                   name, value, rulings[r].values[0], rulings[r].values[1]);
      return FALSE;
    }

  g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
               _("“%s” is not a ruling of this game"), name);
  return FALSE;
}

static gboolean
tc_mcg_ruleset_initable_init (GInitable     *initable,
                              GCancellable  *cancellable,
                              GError       **error)
{
  TcMcgRuleset *self = TC_MCG_RULESET (initable);
  TcRuleset *ruleset = TC_RULESET (self);
  guint values[N_RULINGS] = { 0 };

  if (self->rulings_in != NULL)
    {
      g_autoptr(GList) names = json_object_get_members (self->rulings_in);

      for (const GList *l = names; l != NULL; l = l->next)
        if (!read_ruling (self->rulings_in, l->data, values, error))
          return FALSE;
    }

  self->rules.cards = tc_mcg_cards_get_default ();
  self->rules.players = tc_ruleset_get_players (ruleset);
  self->rules.n_seats = tc_ruleset_get_n_players (ruleset);
  self->rules.target = self->rules.cards->target[self->rules.n_seats];
  self->rules.empty_pile = values[RULING_EMPTY_PILE];
  self->rules.creeper_attacks_after_tnt = values[RULING_CREEPER_TNT] == 1;
  self->rules.creeper_attacks_after_hoe = values[RULING_CREEPER_HOE] == 1;
  self->rules.shovel = values[RULING_SHOVEL];

  return TRUE;
}

static void
initable_iface_init (GInitableIface *iface)
{
  iface->init = tc_mcg_ruleset_initable_init;
}

static void
tc_mcg_ruleset_init_state (TcRuleset *ruleset,
                           gpointer   state)
{
  tc_mcg_state_init (&TC_MCG_RULESET (ruleset)->rules, state);
}

static TcEntry *
tc_mcg_ruleset_parse_entry (TcRuleset   *ruleset,
                            JsonObject  *object,
                            GError     **error)
{
  TcMcgEntry *data = tc_mcg_entry_parse (TC_MCG_RULESET (ruleset)->rules.cards, object, error);

  if (data == NULL)
    return NULL;

  return tc_entry_new (object, data, (GDestroyNotify) tc_mcg_entry_free);
}

static gboolean
tc_mcg_ruleset_apply_entry (TcRuleset  *ruleset,
                            gpointer    state,
                            TcEntry    *entry,
                            GError    **error)
{
  return tc_mcg_state_apply (&TC_MCG_RULESET (ruleset)->rules, state,
                             tc_entry_get_data (entry), error);
}

static gboolean
tc_mcg_ruleset_is_finished (TcRuleset     *ruleset,
                            gconstpointer  state)
{
  return tc_mcg_state_is_finished (state);
}

static JsonNode *
tc_mcg_ruleset_state_to_json (TcRuleset     *ruleset,
                              gconstpointer  state)
{
  return tc_mcg_state_to_json (&TC_MCG_RULESET (ruleset)->rules, state);
}

static char *
tc_mcg_ruleset_state_to_text (TcRuleset     *ruleset,
                              gconstpointer  state)
{
  return tc_mcg_state_to_text (&TC_MCG_RULESET (ruleset)->rules, state);
}

static char *
tc_mcg_ruleset_describe_entry (TcRuleset     *ruleset,
                               gconstpointer  state_before,
                               TcEntry       *entry)
{
  return tc_mcg_describe_entry (&TC_MCG_RULESET (ruleset)->rules, state_before,
                                tc_entry_get_data (entry), tc_entry_get_object (entry));
}

static char *
tc_mcg_ruleset_describe_pending (TcRuleset     *ruleset,
                                 gconstpointer  state)
{
  return tc_mcg_describe_pending (&TC_MCG_RULESET (ruleset)->rules, state);
}

static JsonObject *
tc_mcg_ruleset_dup_rulings (TcRuleset *ruleset)
{
  const TcMcgRules *rules = &TC_MCG_RULESET (ruleset)->rules;
  JsonObject *object = json_object_new ();
  guint values[N_RULINGS] = {
    [RULING_EMPTY_PILE] = rules->empty_pile,
    [RULING_CREEPER_TNT] = rules->creeper_attacks_after_tnt,
    [RULING_CREEPER_HOE] = rules->creeper_attacks_after_hoe,
    [RULING_SHOVEL] = rules->shovel,
  };

  for (guint r = 0; r < N_RULINGS; r++)
    json_object_set_string_member (object, rulings[r].name, rulings[r].values[values[r]]);

  return object;
}

static guint
tc_mcg_ruleset_get_active_seat (TcRuleset     *ruleset,
                                gconstpointer  state)
{
  const TcMcgState *s = state;

  return s->started ? s->active + 1 : 0;
}

static guint
tc_mcg_ruleset_get_score (TcRuleset     *ruleset,
                          gconstpointer  state,
                          guint          seat)
{
  const TcMcgState *s = state;

  return s->seats[seat - 1].points;
}

static guint
tc_mcg_ruleset_get_winner (TcRuleset     *ruleset,
                           gconstpointer  state)
{
  const TcMcgState *s = state;

  return s->winner >= 0 ? s->winner + 1 : 0;
}

static void
tc_mcg_ruleset_finalize (GObject *object)
{
  TcMcgRuleset *self = TC_MCG_RULESET (object);

  g_clear_pointer (&self->rulings_in, json_object_unref);

  G_OBJECT_CLASS (tc_mcg_ruleset_parent_class)->finalize (object);
}

static void
tc_mcg_ruleset_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TcMcgRuleset *self = TC_MCG_RULESET (object);

  switch (prop_id)
    {
    case PROP_RULINGS:
      g_value_take_boxed (value, tc_mcg_ruleset_dup_rulings (TC_RULESET (self)));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_mcg_ruleset_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TcMcgRuleset *self = TC_MCG_RULESET (object);

  switch (prop_id)
    {
    case PROP_RULINGS:
      self->rulings_in = g_value_dup_boxed (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_mcg_ruleset_class_init (TcMcgRulesetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TcRulesetClass *ruleset_class = TC_RULESET_CLASS (klass);

  object_class->finalize = tc_mcg_ruleset_finalize;
  object_class->get_property = tc_mcg_ruleset_get_property;
  object_class->set_property = tc_mcg_ruleset_set_property;

  ruleset_class->game_id = TC_MCG_GAME_ID;
  ruleset_class->min_players = 2;
  ruleset_class->max_players = TC_MCG_MAX_SEATS;
  ruleset_class->state_size = sizeof (TcMcgState);
  ruleset_class->init_state = tc_mcg_ruleset_init_state;
  ruleset_class->parse_entry = tc_mcg_ruleset_parse_entry;
  ruleset_class->apply_entry = tc_mcg_ruleset_apply_entry;
  ruleset_class->is_finished = tc_mcg_ruleset_is_finished;
  ruleset_class->state_to_json = tc_mcg_ruleset_state_to_json;
  ruleset_class->state_to_text = tc_mcg_ruleset_state_to_text;
  ruleset_class->describe_entry = tc_mcg_ruleset_describe_entry;
  ruleset_class->describe_pending = tc_mcg_ruleset_describe_pending;
  ruleset_class->dup_rulings = tc_mcg_ruleset_dup_rulings;
  ruleset_class->get_active_seat = tc_mcg_ruleset_get_active_seat;
  ruleset_class->get_score = tc_mcg_ruleset_get_score;
  ruleset_class->get_winner = tc_mcg_ruleset_get_winner;

  properties [PROP_RULINGS] =
    g_param_spec_boxed ("rulings", NULL, NULL,
                        JSON_TYPE_OBJECT,
                        (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
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

const TcMcgRulingInfo *
tc_mcg_ruleset_list_rulings (guint *n_rulings)
{
  *n_rulings = N_RULINGS;
  return rulings;
}

TcMcgEntry *
tc_mcg_ruleset_get_entry_data (TcEntry *entry)
{
  return (TcMcgEntry *) tc_entry_get_data (entry);
}

/* Entry builders: each writes the JSON the log will hold and parses it back,
 * so an entry made by the window is exactly one read from a file.
 */
static TcEntry *
build_entry (TcMcgRuleset *self,
             JsonObject   *object)
{
  g_autoptr(JsonObject) owned = object;
  g_autoptr(GError) error = NULL;
  TcEntry *entry = tc_ruleset_parse_entry (TC_RULESET (self), owned, &error);

  if (entry == NULL)
    g_critical ("Built an entry of the wrong form: %s", error->message);

  return entry;
}

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

  return build_entry (self, object);
}

TcEntry *
tc_mcg_entry_new_mine (TcMcgRuleset *self,
                       guint         seat,
                       guint         pile)
{
  JsonObject *object = new_object ("mine", seat);

  json_object_set_int_member (object, "pile", pile);

  return build_entry (self, object);
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

  return build_entry (self, object);
}

TcEntry *
tc_mcg_entry_new_tnt_keep (TcMcgRuleset  *self,
                           guint          seat,
                           const char   **cards)
{
  JsonObject *object = new_object ("tnt_keep", seat);

  json_object_set_array_member (object, "cards", new_string_array (cards));

  return build_entry (self, object);
}

TcEntry *
tc_mcg_entry_new_creeper_discard (TcMcgRuleset *self,
                                  guint         seat,
                                  gboolean      sword,
                                  const char   *card)
{
  JsonObject *object = new_object ("creeper_discard", seat);

  json_object_set_string_member (object, sword ? "sword" : "card", card);

  return build_entry (self, object);
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

  return build_entry (self, object);
}

TcEntry *
tc_mcg_entry_new_reserve (TcMcgRuleset *self,
                          guint         seat,
                          guint         craft_pile)
{
  JsonObject *object = new_object ("reserve", seat);

  json_object_set_int_member (object, "craft_pile", craft_pile);

  return build_entry (self, object);
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

  return build_entry (self, object);
}

TcEntry *
tc_mcg_entry_new_end_turn (TcMcgRuleset *self,
                           guint         seat)
{
  return build_entry (self, new_object ("end_turn", seat));
}

TcEntry *
tc_mcg_entry_new_note (TcMcgRuleset *self,
                       const char   *text)
{
  JsonObject *object = new_object ("note", 0);

  json_object_set_string_member (object, "text", text);

  return build_entry (self, object);
}
