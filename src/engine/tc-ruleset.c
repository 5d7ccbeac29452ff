/* tc-ruleset.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-ruleset.h"
#include "rulesets/mcg/tc-mcg-ruleset.h"

typedef struct
{
  GStrv players;
} TcRulesetPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TcRuleset, tc_ruleset, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLAYERS,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* Every ruleset the engine knows; a new game adds its type here. */
static GType
find_ruleset_type (const char *game_id)
{
  GType types[] = { TC_TYPE_MCG_RULESET };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      g_autoptr(GTypeClass) klass = g_type_class_ref (types[i]);

      if (g_strcmp0 (TC_RULESET_CLASS (klass)->game_id, game_id) == 0)
        return types[i];
    }

  return G_TYPE_INVALID;
}

static void
tc_ruleset_finalize (GObject *object)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (TC_RULESET (object));

  g_clear_pointer (&priv->players, g_strfreev);

  G_OBJECT_CLASS (tc_ruleset_parent_class)->finalize (object);
}

static void
tc_ruleset_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (TC_RULESET (object));

  switch (prop_id)
    {
    case PROP_PLAYERS:
      g_value_set_boxed (value, priv->players);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_ruleset_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (TC_RULESET (object));

  switch (prop_id)
    {
    case PROP_PLAYERS:
      priv->players = g_value_dup_boxed (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_ruleset_class_init (TcRulesetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tc_ruleset_finalize;
  object_class->get_property = tc_ruleset_get_property;
  object_class->set_property = tc_ruleset_set_property;

  properties [PROP_PLAYERS] =
    g_param_spec_boxed ("players", NULL, NULL,
                        G_TYPE_STRV,
                        (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tc_ruleset_init (TcRuleset *self)
{
}

/**
 * tc_ruleset_new:
 * @game_id: the log's "game" value
 * @players: the trimmed player names in seat order
 * @rulings: (nullable): the log's "rulings" object
 * @error: a %TC_FORMAT_ERROR when the game, the number of players or a
 *   ruling is not one this engine knows
 *
 * Returns: (transfer full): the rules of one game
 */
TcRuleset *
tc_ruleset_new (const char  *game_id,
                const char **players,
                JsonObject  *rulings,
                GError     **error)
{
  GType type = find_ruleset_type (game_id);
  g_autoptr(GTypeClass) klass = NULL;
  guint n_players;

  g_return_val_if_fail (players != NULL, NULL);

  if (type == G_TYPE_INVALID)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("“%s” is not a game this version of Tablecraft knows"),
                   game_id);
      return NULL;
    }

  klass = g_type_class_ref (type);
  n_players = g_strv_length ((GStrv) players);
  if (n_players < TC_RULESET_CLASS (klass)->min_players ||
      n_players > TC_RULESET_CLASS (klass)->max_players)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("this game needs %u to %u players, the file names %u"),
                   TC_RULESET_CLASS (klass)->min_players,
                   TC_RULESET_CLASS (klass)->max_players,
                   n_players);
      return NULL;
    }

  return g_initable_new (type, NULL, error,
                         "players", players,
                         "rulings", rulings,
                         NULL);
}

const char *
tc_ruleset_get_game_id (TcRuleset *self)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->game_id;
}

guint
tc_ruleset_get_n_players (TcRuleset *self)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (self);

  g_return_val_if_fail (TC_IS_RULESET (self), 0);

  return g_strv_length (priv->players);
}

/* @seat is 1-based, as everywhere people see it. */
const char *
tc_ruleset_get_player (TcRuleset *self,
                       guint      seat)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (self);

  g_return_val_if_fail (TC_IS_RULESET (self), NULL);
  g_return_val_if_fail (seat >= 1 && seat <= g_strv_length (priv->players), NULL);

  return priv->players[seat - 1];
}

const char * const *
tc_ruleset_get_players (TcRuleset *self)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (self);

  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return (const char * const *) priv->players;
}

gsize
tc_ruleset_get_state_size (TcRuleset *self)
{
  g_return_val_if_fail (TC_IS_RULESET (self), 0);

  return TC_RULESET_GET_CLASS (self)->state_size;
}

/* Returns: (transfer full): a state before the first entry, free with g_free() */
gpointer
tc_ruleset_new_state (TcRuleset *self)
{
  gpointer state;

  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  state = g_malloc0 (TC_RULESET_GET_CLASS (self)->state_size);
  tc_ruleset_init_state (self, state);

  return state;
}

void
tc_ruleset_init_state (TcRuleset *self,
                       gpointer   state)
{
  g_return_if_fail (TC_IS_RULESET (self));

  TC_RULESET_GET_CLASS (self)->init_state (self, state);
}

TcEntry *
tc_ruleset_parse_entry (TcRuleset   *self,
                        JsonObject  *object,
                        GError     **error)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);
  g_return_val_if_fail (object != NULL, NULL);

  return TC_RULESET_GET_CLASS (self)->parse_entry (self, object, error);
}

gboolean
tc_ruleset_apply_entry (TcRuleset  *self,
                        gpointer    state,
                        TcEntry    *entry,
                        GError    **error)
{
  g_return_val_if_fail (TC_IS_RULESET (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  return TC_RULESET_GET_CLASS (self)->apply_entry (self, state, entry, error);
}

gboolean
tc_ruleset_is_finished (TcRuleset     *self,
                        gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), FALSE);

  return TC_RULESET_GET_CLASS (self)->is_finished (self, state);
}

JsonNode *
tc_ruleset_state_to_json (TcRuleset     *self,
                          gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->state_to_json (self, state);
}

char *
tc_ruleset_state_to_text (TcRuleset     *self,
                          gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->state_to_text (self, state);
}

char *
tc_ruleset_describe_entry (TcRuleset     *self,
                           gconstpointer  state_before,
                           TcEntry       *entry)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->describe_entry (self, state_before, entry);
}

char *
tc_ruleset_describe_pending (TcRuleset     *self,
                             gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->describe_pending (self, state);
}

JsonObject *
tc_ruleset_dup_rulings (TcRuleset *self)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->dup_rulings (self);
}

guint
tc_ruleset_get_active_seat (TcRuleset     *self,
                            gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), 0);

  return TC_RULESET_GET_CLASS (self)->get_active_seat (self, state);
}

guint
tc_ruleset_get_score (TcRuleset     *self,
                      gconstpointer  state,
                      guint          seat)
{
  g_return_val_if_fail (TC_IS_RULESET (self), 0);
  g_return_val_if_fail (seat >= 1 && seat <= tc_ruleset_get_n_players (self), 0);

  return TC_RULESET_GET_CLASS (self)->get_score (self, state, seat);
}

guint
tc_ruleset_get_winner (TcRuleset     *self,
                       gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), 0);

  return TC_RULESET_GET_CLASS (self)->get_winner (self, state);
}
