/* tc-ruleset.c: the part of every game's rules that the core does itself
 *
 * The base class keeps the players and the rulings, reads each game's
 * rulings from its data, checks that a game filled the hooks it must, and
 * gives the optional hooks their defaults. It reads every entry's kind
 * from the game's table and owns the one kind all games share, the note.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tc-entry-reader.h"
#include "tc-error.h"
#include "tc-ruleset.h"
#include "tc-text.h"
#include "tc-rulesets.h"

#define GAMES_RESOURCE "/io/github/tablecraft/Tablecraft/games/"

typedef struct
{
  GStrv  players;         /* as the log holds them */
  GStrv  shown_players;   /* as sentences show them */
  guint *rulings;   /* value index per ruling of the class */
} TcRulesetPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TcRuleset, tc_ruleset, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLAYERS,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

static void
tc_ruleset_finalize (GObject *object)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (TC_RULESET (object));

  g_clear_pointer (&priv->players, g_strfreev);
  g_clear_pointer (&priv->shown_players, g_strfreev);
  g_clear_pointer (&priv->rulings, g_free);

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
      priv->shown_players = g_new0 (char *, g_strv_length (priv->players) + 1);
      for (guint i = 0; priv->players[i] != NULL; i++)
        priv->shown_players[i] = tc_text_isolate_name (priv->players[i]);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static TcEntryMarks
tc_ruleset_real_get_entry_marks (gconstpointer rules,
                                 gconstpointer state_before,
                                 gconstpointer state_after,
                                 gconstpointer data)
{
  return TC_ENTRY_MARK_NONE;
}

/* The game's rules in @self, which the hooks on states and entries get. */
static inline gconstpointer
get_rules (TcRuleset *self)
{
  return G_STRUCT_MEMBER_P (self, TC_RULESET_GET_CLASS (self)->rules_offset);
}

/* Without a type check: replay asks this of every entry. */
static inline gboolean
is_note (TcRuleset *self,
         TcEntry   *entry)
{
  return tc_entry_get_kind_index (entry) == TC_RULESET_GET_CLASS (self)->n_entry_kinds;
}

static void
tc_ruleset_class_init (TcRulesetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tc_ruleset_finalize;
  object_class->get_property = tc_ruleset_get_property;
  object_class->set_property = tc_ruleset_set_property;

  klass->get_entry_marks = tc_ruleset_real_get_entry_marks;

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

/* The class ----------------------------------------------------------------- */

static gboolean
data_error (GError     **error,
            const char  *path,
            const char  *what)
{
  g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
               "%s: %s", path, what);
  return FALSE;
}

static GStrv
read_value_members (JsonArray  *values,
                    const char *member)
{
  GStrv strv = g_new0 (char *, json_array_get_length (values) + 1);

  for (guint v = 0; v < json_array_get_length (values); v++)
    {
      JsonObject *value = json_array_get_object_element (values, v);

      if (value == NULL || !json_object_has_member (value, member))
        {
          g_strfreev (strv);
          return NULL;
        }
      strv[v] = g_strdup (json_object_get_string_member (value, member));
      if (strv[v] == NULL)
        {
          g_strfreev (strv);
          return NULL;
        }
    }

  return strv;
}

static gboolean
read_ruling_info (JsonObject   *object,
                  TcRulingInfo *info)
{
  JsonArray *values;

  if (object == NULL ||
      !json_object_has_member (object, "values") ||
      (values = json_object_get_array_member (object, "values")) == NULL ||
      json_array_get_length (values) < 2)
    return FALSE;

  info->name = g_strdup (json_object_get_string_member_with_default (object, "name", NULL));
  info->label = g_strdup (json_object_get_string_member_with_default (object, "label", NULL));
  info->source = g_strdup (json_object_get_string_member_with_default (object, "source", NULL));
  info->values = read_value_members (values, "id");
  info->value_labels = read_value_members (values, "label");

  return info->name != NULL && info->label != NULL && info->source != NULL &&
         info->values != NULL && info->value_labels != NULL;
}

/* Reads data/games/<data_dir>/rulings.json into the class, once. */
static gboolean
load_rulings (TcRulesetClass  *klass,
              GError         **error)
{
  g_autofree char *path = g_strconcat (GAMES_RESOURCE, klass->data_dir, "/rulings.json", NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *list;

  if (klass->rulings != NULL || klass->data_dir == NULL)
    return TRUE;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return FALSE;

  if (!json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                   g_bytes_get_size (bytes), error))
    return FALSE;

  root = JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser))
    ? json_node_get_object (json_parser_get_root (parser)) : NULL;
  if (root == NULL || !json_object_has_member (root, "rulings") ||
      (list = json_object_get_array_member (root, "rulings")) == NULL)
    return data_error (error, path, "no \"rulings\" array");

  klass->n_rulings = json_array_get_length (list);
  klass->rulings = g_new0 (TcRulingInfo, klass->n_rulings);
  for (guint r = 0; r < klass->n_rulings; r++)
    if (!read_ruling_info (json_array_get_object_element (list, r), &klass->rulings[r]))
      return data_error (error, path, "a ruling needs a name, a label, a source and two values or more");

  return TRUE;
}

/* Reads data/games/<data_dir>/rules.json, the reference's sections, once. */
static gboolean
load_sections (TcRulesetClass  *klass,
               GError         **error)
{
  g_autofree char *path = g_strconcat (GAMES_RESOURCE, klass->data_dir, "/rules.json", NULL);
  g_autoptr(GBytes) bytes = NULL;

  if (klass->sections != NULL || klass->data_dir == NULL)
    return TRUE;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);

  return bytes != NULL &&
         tc_rules_sections_load (bytes, path, &klass->sections, &klass->n_sections, error);
}

/* The game's kinds and the note after them, for tc_entry_reader_read_type(). */
static void
add_note_kind (TcRulesetClass *klass)
{
  guint n = g_strv_length ((GStrv) klass->entry_kinds);

  if (klass->kind_names != NULL)
    return;

  klass->kind_names = g_new0 (const char *, n + 2);
  memcpy (klass->kind_names, klass->entry_kinds, n * sizeof (const char *));
  klass->kind_names[n] = "note";
  klass->n_entry_kinds = n;
}

/**
 * tc_ruleset_class_check:
 *
 * Checks that a game's class set what it must and loads its rulings. The
 * registry calls it once per class.
 *
 * Returns: %FALSE with an error naming the first thing missing
 */
gboolean
tc_ruleset_class_check (TcRulesetClass  *klass,
                        GError         **error)
{
  const struct { gconstpointer set; const char *name; } required[] = {
    { klass->game_id, "game_id" },
    { klass->title, "title" },
    { klass->init_state, "init_state" },
    { klass->entry_kinds, "entry_kinds" },
    { klass->free_entry_data, "free_entry_data" },
    { klass->parse_entry_data, "parse_entry_data" },
    { klass->apply_entry, "apply_entry" },
    { klass->is_finished, "is_finished" },
    { klass->state_to_json, "state_to_json" },
    { klass->state_to_text, "state_to_text" },
    { klass->describe_entry, "describe_entry" },
    { klass->describe_pending, "describe_pending" },
    { klass->get_active_seat, "get_active_seat" },
    { klass->get_score, "get_score" },
    { klass->get_winners, "get_winners" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    if (required[i].set == NULL)
      {
        g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                     "the ruleset does not set %s", required[i].name);
        return FALSE;
      }

  if (klass->state_size == 0 ||
      klass->min_players < 1 || klass->min_players > klass->max_players ||
      klass->max_players > TC_MAX_SEATS)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   "the ruleset needs a state size and 1 ≤ min_players ≤ max_players ≤ %d",
                   TC_MAX_SEATS);
      return FALSE;
    }

  if ((klass->collect_stats == NULL) != (klass->append_seat_stats == NULL))
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   "the ruleset sets only one of collect_stats and append_seat_stats");
      return FALSE;
    }

  add_note_kind (klass);
  return load_rulings (klass, error) && load_sections (klass, error);
}

const char *
tc_ruleset_class_get_title (TcRulesetClass *klass)
{
  return _(klass->title);
}

/* The game's unit, translated in the context of its id: two games may
 * count "points" in words a language tells apart.
 */
static const char *
get_score_unit (TcRulesetClass *klass,
                gint            score)
{
  const char *unit = ABS (score) == 1 && klass->score_unit_one != NULL ? klass->score_unit_one : klass->score_unit;

  return g_dpgettext2 (GETTEXT_PACKAGE, klass->game_id, unit);
}

/* Returns: "12 points", or "12 XP" for a game that counts XP */
char *
tc_ruleset_class_format_score (TcRulesetClass *klass,
                               gint            score)
{
  if (klass->score_unit == NULL)
    return g_strdup_printf (ngettext ("%d point", "%d points", ABS (score)), score);

  /* Translators: a score and what it counts, e.g. "12 XP" */
  return g_strdup_printf (C_("score", "%d %s"), score, get_score_unit (klass, score));
}

/* Returns: "12.5 points on average", or in the game's own unit */
char *
tc_ruleset_class_format_average (TcRulesetClass *klass,
                                 double          average)
{
  if (klass->score_unit == NULL)
    return g_strdup_printf (_("%.1f points on average"), average);

  /* Translators: an average score and what it counts, e.g. "12.5 XP on average" */
  return g_strdup_printf (C_("score", "%.1f %s on average"), average, get_score_unit (klass, 2));
}

/* Returns: the class's rulings in the order of its data, default first */
const TcRulingInfo *
tc_ruleset_class_get_rulings (TcRulesetClass *klass,
                              guint          *n_rulings)
{
  *n_rulings = klass->n_rulings;
  return klass->rulings;
}

/* Returns: (nullable): the ruling called @name */
const TcRulingInfo *
tc_ruleset_class_find_ruling (TcRulesetClass *klass,
                              const char     *name)
{
  for (guint r = 0; r < klass->n_rulings; r++)
    if (g_strcmp0 (klass->rulings[r].name, name) == 0)
      return &klass->rulings[r];

  return NULL;
}

/* Returns: the sections of the game's rules reference, in reading order */
const TcRulesSection *
tc_ruleset_class_get_sections (TcRulesetClass *klass,
                               guint          *n_sections)
{
  *n_sections = klass->n_sections;
  return klass->sections;
}

/**
 * tc_ruleset_class_find_section:
 * @rule: (nullable): a refusal's dotted rule id
 *
 * Returns: (nullable): the section of the reference that explains @rule
 */
const TcRulesSection *
tc_ruleset_class_find_section (TcRulesetClass *klass,
                               const char     *rule)
{
  return tc_rules_sections_find (klass->sections, klass->n_sections, rule);
}

/**
 * tc_ruleset_class_simulate:
 * @result: (out caller-allocates): the game played
 *
 * Returns: %FALSE when the game has no simulator or a check failed
 */
gboolean
tc_ruleset_class_simulate (TcRulesetClass  *klass,
                           guint64          seed,
                           guint            index,
                           guint            n_players,
                           TcSimFlags       flags,
                           TcSimGame       *result,
                           GError         **error)
{
  memset (result, 0, sizeof *result);
  if (klass->simulate == NULL)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("%s has no simulator"), tc_ruleset_class_get_title (klass));
      return FALSE;
    }

  return klass->simulate (klass, seed, index, n_players, flags, result, error);
}

const char *
tc_ruling_info_get_label (const TcRulingInfo *info)
{
  return _(info->label);
}

const char *
tc_ruling_info_get_source (const TcRulingInfo *info)
{
  return _(info->source);
}

const char *
tc_ruling_info_get_value_label (const TcRulingInfo *info,
                                guint               value)
{
  g_return_val_if_fail (value < g_strv_length (info->values), NULL);

  return _(info->value_labels[value]);
}

/* Returns: the index of @value, or G_MAXUINT when it is not one */
guint
tc_ruling_info_find_value (const TcRulingInfo *info,
                           const char         *value)
{
  for (guint v = 0; info->values[v] != NULL; v++)
    if (g_strcmp0 (info->values[v], value) == 0)
      return v;

  return G_MAXUINT;
}

/* An instance ---------------------------------------------------------------- */

static gboolean
read_ruling (TcRulesetClass  *klass,
             JsonObject      *object,
             const char      *name,
             guint           *values,
             GError         **error)
{
  const TcRulingInfo *info = tc_ruleset_class_find_ruling (klass, name);
  JsonNode *node = json_object_get_member (object, name);
  g_autofree char *choices = NULL;
  guint value;

  if (info == NULL)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("“%s” is not a ruling of this game"), name);
      return FALSE;
    }

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("the ruling “%s” must be a string"), name);
      return FALSE;
    }

  value = tc_ruling_info_find_value (info, json_node_get_string (node));
  if (value == G_MAXUINT)
    {
      choices = g_strjoinv (_("” or “"), info->values);
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("the ruling “%s” cannot be “%s”: it is “%s”"),
                   name, json_node_get_string (node), choices);
      return FALSE;
    }

  values[info - klass->rulings] = value;
  return TRUE;
}

static guint *
read_rulings (TcRulesetClass  *klass,
              JsonObject      *rulings,
              GError         **error)
{
  g_autofree guint *values = g_new0 (guint, klass->n_rulings + 1);
  g_autoptr(GList) names = rulings != NULL ? json_object_get_members (rulings) : NULL;

  for (const GList *l = names; l != NULL; l = l->next)
    if (!read_ruling (klass, rulings, l->data, values, error))
      return NULL;

  return g_steal_pointer (&values);
}

/* White space as most JSON tools' trimming sees it: Unicode White_Space
 * and the ASCII separators, which g_unichar_isspace() leaves out in part.
 */
static gboolean
is_unicode_name_space (gunichar c)
{
  return g_unichar_isspace (c) || c == 0x0b || c == 0x85 || (c >= 0x1c && c <= 0x1f);
}

static gboolean
is_ascii_name_space (gunichar c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == 0x0b || c == 0x0c;
}

/**
 * tc_ruleset_class_trim_name:
 *
 * Returns: (transfer full): @name without the white space the game's
 *   format trims from both ends (#TcNameTrim)
 */
char *
tc_ruleset_class_trim_name (TcRulesetClass *klass,
                            const char     *name)
{
  gboolean (*is_space) (gunichar) = klass->name_trimming == TC_NAME_TRIM_ASCII ? is_ascii_name_space
                                                                              : is_unicode_name_space;
  const char *start = name;
  const char *end = name + strlen (name);

  while (*start != '\0' && is_space (g_utf8_get_char (start)))
    start = g_utf8_next_char (start);

  while (end > start)
    {
      const char *prev = g_utf8_prev_char (end);

      if (!is_space (g_utf8_get_char (prev)))
        break;
      end = prev;
    }

  return g_strndup (start, end - start);
}

/* Returns: the first of @names (0-based) that is empty, too long or a
 * repeat, or -1
 */
static gint
find_bad_name (GStrv    names,
               GError **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; names[i] != NULL; i++)
    {
      glong length = g_utf8_strlen (names[i], -1);

      if (length == 0)
        g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                     _("player %u has an empty name"), i + 1);
      else if (length > TC_MAX_NAME_CHARS)
        g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                     _("player %u’s name has %ld characters; at most %d are allowed"),
                     i + 1, length, TC_MAX_NAME_CHARS);
      else if (!g_hash_table_add (seen, names[i]))
        g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                     _("two players are called “%s”; names must be unique"), names[i]);
      else
        continue;

      return i;
    }

  return -1;
}

/**
 * tc_ruleset_class_check_players:
 * @names: the names as typed or as a file gives them, in seat order
 * @bad: (out) (optional): the 0-based name at fault, or -1 when the
 *   number of players is
 * @error: a %TC_FORMAT_ERROR naming what is wrong
 *
 * The checks every game runs on its players, whether a file names them
 * or the app creates the game: the number of seats, then each name
 * trimmed as the game's format says, 1 to %TC_MAX_NAME_CHARS characters
 * and unique. Linear in the number of names, and the number is checked
 * first, so that a file with a million names costs no more than reading.
 *
 * Returns: (transfer full) (nullable): the trimmed names
 */
GStrv
tc_ruleset_class_check_players (TcRulesetClass      *klass,
                                const char * const  *names,
                                gint                *bad,
                                GError             **error)
{
  guint n_players = g_strv_length ((GStrv) names);
  g_auto(GStrv) trimmed = NULL;
  gint ignored;

  if (bad == NULL)
    bad = &ignored;
  *bad = -1;

  if (n_players < klass->min_players || n_players > klass->max_players)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("this game needs %u to %u players, not %u"),
                   klass->min_players, klass->max_players, n_players);
      return NULL;
    }

  trimmed = g_new0 (char *, n_players + 1);
  for (guint i = 0; i < n_players; i++)
    trimmed[i] = tc_ruleset_class_trim_name (klass, names[i]);

  *bad = find_bad_name (trimmed, error);
  if (*bad >= 0)
    return NULL;

  return g_steal_pointer (&trimmed);
}

/* Returns: the first of @names (0-based) that differs from an earlier one
 * only by case or by how its letters are composed, or -1
 */
static gint
find_names_alike (GStrv    names,
                  GError **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *normal = g_utf8_normalize (names[i], -1, G_NORMALIZE_ALL);
      char *folded = g_utf8_casefold (normal, -1);
      const char *earlier = g_hash_table_lookup (seen, folded);

      if (earlier != NULL)
        {
          g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                       _("“%s” and “%s” differ only in capitals; give players names the table can tell apart when read aloud"),
                       earlier, names[i]);
          g_free (folded);
          return i;
        }
      g_hash_table_insert (seen, folded, names[i]);
    }

  return -1;
}

/**
 * tc_ruleset_class_check_new_players:
 * @names: the names as typed in New Game, in seat order
 * @bad: (out) (optional): the 0-based name at fault, or -1 when the
 *   number of players is
 * @error: a %TC_FORMAT_ERROR naming what is wrong
 *
 * The checks of tc_ruleset_class_check_players(), and one more for a game
 * the app creates: no two names that differ only by case ("Ana" and
 * "ana"), which players cannot tell apart when the app's words are read
 * out. The log formats compare names case-sensitively, so a file that
 * names both is still read (docs/rulings.md).
 *
 * Returns: (transfer full) (nullable): the trimmed names
 */
GStrv
tc_ruleset_class_check_new_players (TcRulesetClass      *klass,
                                    const char * const  *names,
                                    gint                *bad,
                                    GError             **error)
{
  g_auto(GStrv) trimmed = NULL;
  gint ignored;

  if (bad == NULL)
    bad = &ignored;

  trimmed = tc_ruleset_class_check_players (klass, names, bad, error);
  if (trimmed == NULL)
    return NULL;

  *bad = find_names_alike (trimmed, error);
  if (*bad >= 0)
    return NULL;

  return g_steal_pointer (&trimmed);
}

/**
 * tc_ruleset_new:
 * @game_id: the log's "game" value
 * @players: the player names in seat order, as typed or read; they are
 *   checked and trimmed with tc_ruleset_class_check_players()
 * @rulings: (nullable): the log's "rulings" object; a missing ruling takes
 *   its default
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
  TcRulesetClass *klass = tc_rulesets_find (game_id);
  g_autoptr(TcRuleset) self = NULL;
  g_auto(GStrv) names = NULL;
  TcRulesetPrivate *priv;

  g_return_val_if_fail (players != NULL, NULL);

  if (klass == NULL)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("“%s” is not a game this version of Tablecraft knows"),
                   game_id);
      return NULL;
    }

  names = tc_ruleset_class_check_players (klass, players, NULL, error);
  if (names == NULL)
    return NULL;

  self = g_object_new (G_TYPE_FROM_CLASS (klass), "players", names, NULL);
  priv = tc_ruleset_get_instance_private (self);
  priv->rulings = read_rulings (klass, rulings, error);
  if (priv->rulings == NULL)
    return NULL;

  if (klass->prepare != NULL && !klass->prepare (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

TcRulesetClass *
tc_ruleset_get_class (TcRuleset *self)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self);
}

const char *
tc_ruleset_get_game_id (TcRuleset *self)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->game_id;
}

const char *
tc_ruleset_get_title (TcRuleset *self)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return tc_ruleset_class_get_title (TC_RULESET_GET_CLASS (self));
}

guint
tc_ruleset_get_n_players (TcRuleset *self)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (self);

  g_return_val_if_fail (TC_IS_RULESET (self), 0);

  return g_strv_length (priv->players);
}

/* The name of @seat (1-based, as everywhere people see it) as sentences
 * and labels show it (see tc_ruleset_get_shown_players()).
 */
const char *
tc_ruleset_get_player (TcRuleset *self,
                       guint      seat)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (self);

  g_return_val_if_fail (TC_IS_RULESET (self), NULL);
  g_return_val_if_fail (seat >= 1 && seat <= g_strv_length (priv->players), NULL);

  return priv->shown_players[seat - 1];
}

/* The names as the log holds them, for files and JSON output. */
const char * const *
tc_ruleset_get_players (TcRuleset *self)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (self);

  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return (const char * const *) priv->players;
}

/**
 * tc_ruleset_get_shown_players:
 *
 * The names as sentences and labels show them: a name that could turn
 * the text around it is isolated (tc_text_isolate_name()).
 */
const char * const *
tc_ruleset_get_shown_players (TcRuleset *self)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (self);

  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return (const char * const *) priv->shown_players;
}

/* The index of ruling @name's value in this game (0 is the default). */
guint
tc_ruleset_get_ruling_index (TcRuleset  *self,
                             const char *name)
{
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (self);
  TcRulesetClass *klass = TC_RULESET_GET_CLASS (self);
  const TcRulingInfo *info = tc_ruleset_class_find_ruling (klass, name);

  g_return_val_if_fail (info != NULL, 0);

  return priv->rulings[info - klass->rulings];
}

/* The value of ruling @name in this game, as written in logs. */
const char *
tc_ruleset_get_ruling (TcRuleset  *self,
                       const char *name)
{
  const TcRulingInfo *info = tc_ruleset_class_find_ruling (TC_RULESET_GET_CLASS (self), name);

  g_return_val_if_fail (info != NULL, NULL);

  return info->values[tc_ruleset_get_ruling_index (self, name)];
}

/* Returns: (transfer full): every ruling with its value, for saving */
JsonObject *
tc_ruleset_dup_rulings (TcRuleset *self)
{
  TcRulesetClass *klass = TC_RULESET_GET_CLASS (self);
  TcRulesetPrivate *priv = tc_ruleset_get_instance_private (self);
  JsonObject *object = json_object_new ();

  for (guint r = 0; r < klass->n_rulings; r++)
    json_object_set_string_member (object, klass->rulings[r].name,
                                   klass->rulings[r].values[priv->rulings[r]]);

  return object;
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

  TC_RULESET_GET_CLASS (self)->init_state (get_rules (self), state);
}

/* Entries ------------------------------------------------------------------- */

/**
 * tc_ruleset_parse_entry:
 * @object: one entry of a log
 * @error: a %TC_FORMAT_ERROR when the entry is not of the game's form
 *
 * Reads the entry's kind from the game's table (the note is every game's)
 * and lets the game read the members of its own kinds.
 *
 * Returns: (transfer full) (nullable): the entry, keeping @object
 */
TcEntry *
tc_ruleset_parse_entry (TcRuleset   *self,
                        JsonObject  *object,
                        GError     **error)
{
  TcRulesetClass *klass;
  const char *text;
  gpointer data;
  guint kind;

  g_return_val_if_fail (TC_IS_RULESET (self), NULL);
  g_return_val_if_fail (object != NULL, NULL);

  klass = TC_RULESET_GET_CLASS (self);
  if ((klass->check_entry_form != NULL && !klass->check_entry_form (object, error)) ||
      !tc_entry_reader_read_type (object, klass->kind_names, klass->n_entry_kinds + 1, &kind, error) ||
      (kind == klass->n_entry_kinds && !tc_entry_reader_read_string (object, "text", &text, error)))
    return NULL;

  data = klass->parse_entry_data (get_rules (self), kind, object, error);
  if (data == NULL)
    return NULL;

  return tc_entry_new (object, kind, data, klass->free_entry_data);
}

/**
 * tc_ruleset_build_entry:
 * @object: (transfer full): an entry the program made, of the game's form
 *
 * Parses @object as a log line would be parsed, so that an entry made at
 * the table is exactly one read from a file. Every function with which a
 * game makes its entries ends here.
 *
 * Returns: (transfer full): the entry
 */
TcEntry *
tc_ruleset_build_entry (TcRuleset  *self,
                        JsonObject *object)
{
  g_autoptr(JsonObject) owned = object;
  g_autoptr(GError) error = NULL;
  TcEntry *entry = tc_ruleset_parse_entry (self, owned, &error);

  if (entry == NULL)
    g_critical ("Built an entry of the wrong form: %s", error->message);

  return entry;
}

/* Returns: (transfer full): a note of any game, holding @text */
TcEntry *
tc_ruleset_new_note (TcRuleset  *self,
                     const char *text)
{
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "type", "note");
  json_object_set_string_member (object, "text", text);

  return tc_ruleset_build_entry (self, object);
}

gboolean
tc_ruleset_entry_is_note (TcRuleset *self,
                          TcEntry   *entry)
{
  g_return_val_if_fail (TC_IS_RULESET (self), FALSE);

  return is_note (self, entry);
}

/* A note is legal at any time, before the setup and after the end too,
 * and changes nothing.
 */
gboolean
tc_ruleset_apply_entry (TcRuleset  *self,
                        gpointer    state,
                        TcEntry    *entry,
                        GError    **error)
{
  g_return_val_if_fail (TC_IS_RULESET (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  if (is_note (self, entry))
    return TRUE;

  return TC_RULESET_GET_CLASS (self)->apply_entry (get_rules (self), state, tc_entry_get_data (entry), error);
}

gboolean
tc_ruleset_is_finished (TcRuleset     *self,
                        gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), FALSE);

  return TC_RULESET_GET_CLASS (self)->is_finished (get_rules (self), state);
}

JsonNode *
tc_ruleset_state_to_json (TcRuleset     *self,
                          gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->state_to_json (get_rules (self), state);
}

char *
tc_ruleset_state_to_text (TcRuleset     *self,
                          gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->state_to_text (get_rules (self), state);
}

char *
tc_ruleset_describe_entry (TcRuleset     *self,
                           gconstpointer  state_before,
                           TcEntry       *entry)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  if (is_note (self, entry))
    return g_strdup_printf (_("Note: %s"), json_object_get_string_member (tc_entry_get_object (entry), "text"));

  return TC_RULESET_GET_CLASS (self)->describe_entry (get_rules (self), state_before, tc_entry_get_data (entry));
}

char *
tc_ruleset_describe_pending (TcRuleset     *self,
                             gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), NULL);

  return TC_RULESET_GET_CLASS (self)->describe_pending (get_rules (self), state);
}

guint
tc_ruleset_get_active_seat (TcRuleset     *self,
                            gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), 0);

  return TC_RULESET_GET_CLASS (self)->get_active_seat (get_rules (self), state);
}

gint
tc_ruleset_get_score (TcRuleset     *self,
                      gconstpointer  state,
                      guint          seat)
{
  g_return_val_if_fail (TC_IS_RULESET (self), 0);
  g_return_val_if_fail (seat >= 1 && seat <= tc_ruleset_get_n_players (self), 0);

  return TC_RULESET_GET_CLASS (self)->get_score (get_rules (self), state, seat);
}

/* Returns: the winning seats; more than one when they share the win */
TcSeatSet
tc_ruleset_get_winners (TcRuleset     *self,
                        gconstpointer  state)
{
  g_return_val_if_fail (TC_IS_RULESET (self), 0);

  return TC_RULESET_GET_CLASS (self)->get_winners (get_rules (self), state);
}

/* Returns: (nullable): how @seat's score is made up, in words */
char *
tc_ruleset_describe_score (TcRuleset     *self,
                           gconstpointer  state,
                           guint          seat)
{
  TcRulesetClass *klass = TC_RULESET_GET_CLASS (self);

  g_return_val_if_fail (seat >= 1 && seat <= tc_ruleset_get_n_players (self), NULL);

  return klass->describe_score != NULL ? klass->describe_score (get_rules (self), state, seat) : NULL;
}

/* Returns: (nullable): who won a finished game and what decided a tie */
char *
tc_ruleset_describe_result (TcRuleset     *self,
                            gconstpointer  state)
{
  TcRulesetClass *klass = TC_RULESET_GET_CLASS (self);

  return klass->describe_result != NULL ? klass->describe_result (get_rules (self), state) : NULL;
}

/* Returns: (nullable): what a player gives up by the turn's end @entry */
char *
tc_ruleset_describe_forgone (TcRuleset     *self,
                             gconstpointer  state_before,
                             TcEntry       *entry)
{
  TcRulesetClass *klass = TC_RULESET_GET_CLASS (self);

  if (klass->describe_forgone == NULL || is_note (self, entry))
    return NULL;

  return klass->describe_forgone (get_rules (self), state_before, tc_entry_get_data (entry));
}

/* Returns: the score that wins the game, or 0 when no score does */
gint
tc_ruleset_get_target_score (TcRuleset *self)
{
  TcRulesetClass *klass = TC_RULESET_GET_CLASS (self);

  return klass->get_target_score != NULL ? klass->get_target_score (get_rules (self)) : 0;
}

/* Returns: the 1-based round in @state, or 0 for a game without rounds */
guint
tc_ruleset_get_round (TcRuleset     *self,
                      gconstpointer  state)
{
  TcRulesetClass *klass = TC_RULESET_GET_CLASS (self);

  return klass->get_round != NULL ? klass->get_round (get_rules (self), state) : 0;
}

guint
tc_ruleset_get_n_rounds (TcRuleset *self)
{
  return TC_RULESET_GET_CLASS (self)->n_rounds;
}

TcEntryMarks
tc_ruleset_get_entry_marks (TcRuleset     *self,
                            gconstpointer  state_before,
                            gconstpointer  state_after,
                            TcEntry       *entry)
{
  g_return_val_if_fail (TC_IS_RULESET (self), TC_ENTRY_MARK_NONE);

  if (is_note (self, entry))
    return TC_ENTRY_MARK_NONE;

  return TC_RULESET_GET_CLASS (self)->get_entry_marks (get_rules (self), state_before, state_after,
                                                       tc_entry_get_data (entry));
}

/* Returns: (transfer full) (nullable): the game's counts, for
 *   tc_ruleset_append_seat_stats(); free with g_free()
 */
gpointer
tc_ruleset_collect_stats (TcRuleset *self,
                          TcGame    *game)
{
  TcRulesetClass *klass = TC_RULESET_GET_CLASS (self);

  return klass->collect_stats != NULL ? klass->collect_stats (self, game) : NULL;
}

void
tc_ruleset_append_seat_stats (TcRuleset     *self,
                              gconstpointer  stats,
                              guint          seat,
                              GString       *out)
{
  TcRulesetClass *klass = TC_RULESET_GET_CLASS (self);

  if (stats != NULL && klass->append_seat_stats != NULL)
    klass->append_seat_stats (self, stats, seat, out);
}

/* Playouts ------------------------------------------------------------------ */

/* Whether the game can play a position on: tc_ruleset_play_out() */
gboolean
tc_ruleset_can_play_out (TcRuleset *self)
{
  g_return_val_if_fail (TC_IS_RULESET (self), FALSE);

  return TC_RULESET_GET_CLASS (self)->playout != NULL;
}

/**
 * tc_ruleset_play_out:
 * @state: (inout): a copy of a position, played on to its end
 * @seed: all the playout's random choices come from it
 * @check: whether to check the game's invariants as it goes (the tests do)
 * @error: set when the game has no playout, an entry is refused or an
 *   invariant breaks
 *
 * One random continuation of @state (TcRulesetClass.playout).
 */
gboolean
tc_ruleset_play_out (TcRuleset  *self,
                     gpointer    state,
                     guint64     seed,
                     gboolean    check,
                     GError    **error)
{
  TcRulesetClass *klass;

  g_return_val_if_fail (TC_IS_RULESET (self), FALSE);

  klass = TC_RULESET_GET_CLASS (self);
  if (klass->playout == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s cannot play a position on"), tc_ruleset_class_get_title (klass));
      return FALSE;
    }

  return klass->playout (get_rules (self), state, seed, check, error);
}
