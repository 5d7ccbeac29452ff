/* tc-log.c: reading and writing log files
 *
 * Reading is strict (spec §7.1): the whole file is checked before anything
 * is replayed, and every problem becomes one %TC_FORMAT_ERROR sentence.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-file.h"
#include "tc-json-text.h"
#include "tc-log.h"
#include "tc-rulesets.h"

static gboolean
holds_type (JsonNode *node,
            GType     type)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

static gboolean
check_envelope (JsonObject  *root,
                GError     **error)
{
  JsonNode *node;

  node = json_object_get_member (root, "format");
  if (!holds_type (node, G_TYPE_STRING) || g_strcmp0 (json_node_get_string (node), TC_LOG_FORMAT) != 0)
    return tc_invalid_format (error, _("this is not a Tablecraft log: “format” must be \"%s\""), TC_LOG_FORMAT);

  node = json_object_get_member (root, "version");
  if (!holds_type (node, G_TYPE_INT64))
    return tc_invalid_format (error, _("“version” must be the integer %d"), TC_LOG_VERSION);
  if (json_node_get_int (node) != TC_LOG_VERSION)
    return tc_invalid_format (error, _("log version %" PRId64 " is not supported; this Tablecraft reads version %d"),
                              json_node_get_int (node), TC_LOG_VERSION);

  node = json_object_get_member (root, "game");
  if (!holds_type (node, G_TYPE_STRING))
    return tc_invalid_format (error, _("“game” must be a string naming the game"));

  node = json_object_get_member (root, "created");
  if (node != NULL && !holds_type (node, G_TYPE_STRING))
    return tc_invalid_format (error, _("“created” must be a string"));

  node = json_object_get_member (root, "rulings");
  if (node != NULL && !JSON_NODE_HOLDS_OBJECT (node))
    return tc_invalid_format (error, _("“rulings” must be an object"));

  if (!json_object_has_member (root, "players"))
    return tc_invalid_format (error, _("the member “players” is missing"));
  if (!json_object_has_member (root, "entries"))
    return tc_invalid_format (error, _("the member “entries” is missing"));
  if (!JSON_NODE_HOLDS_ARRAY (json_object_get_member (root, "entries")))
    return tc_invalid_format (error, _("“entries” must be an array"));

  node = json_object_get_member (root, "redo");
  if (node != NULL && !JSON_NODE_HOLDS_ARRAY (node))
    return tc_invalid_format (error, _("“redo” must be an array"));

  return TRUE;
}

/* The names as the file gives them; trimming and the checks are the
 * ruleset's (tc_ruleset_new()), as for a game the app creates.
 */
static GStrv
read_players (JsonObject  *root,
              GError     **error)
{
  JsonNode *node = json_object_get_member (root, "players");
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      tc_invalid_format (error, _("“players” must be an array of names"));
      return NULL;
    }

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!holds_type (element, G_TYPE_STRING))
        {
          tc_invalid_format (error, _("player %u must be a name (a string)"), i + 1);
          return NULL;
        }
      g_strv_builder_add (names, json_node_get_string (element));
    }

  return g_strv_builder_end (names);
}

/* No game comes near it (a long card game has 400 entries); the window
 * lists every entry, and a list of this length still opens in a moment.
 */
#define MAX_ENTRIES 20000

static GPtrArray *
read_entries (TcRuleset   *ruleset,
              JsonArray   *array,
              const char  *what,
              guint       *bad_entry,
              GError     **error)
{
  g_autoptr(GPtrArray) entries = NULL;

  if (json_array_get_length (array) > MAX_ENTRIES)
    {
      tc_invalid_format (error, _("the log holds %u entries; a game holds at most %d"),
                         json_array_get_length (array), MAX_ENTRIES);
      return NULL;
    }

  entries = g_ptr_array_new_full (json_array_get_length (array), (GDestroyNotify) tc_entry_unref);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      TcEntry *entry;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tc_invalid_format (error, _("%s %u must be an object"), what, i + 1);
          *bad_entry = i + 1;
          return NULL;
        }

      entry = tc_ruleset_parse_entry (ruleset, json_node_get_object (node), error);
      if (entry == NULL)
        {
          g_prefix_error (error, "%s %u: ", what, i + 1);
          *bad_entry = i + 1;
          return NULL;
        }

      g_ptr_array_add (entries, entry);
    }

  return g_steal_pointer (&entries);
}

/* The first member named twice inside @node, or NULL. */
static const char *
find_repeated (JsonNode   *node,
               GHashTable *repeated)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      const char *name = g_hash_table_lookup (repeated, object);
      JsonObjectIter iter;
      JsonNode *member;

      json_object_iter_init (&iter, object);
      while (name == NULL && json_object_iter_next (&iter, NULL, &member))
        name = find_repeated (member, repeated);
      return name;
    }

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      const char *name = NULL;

      for (guint i = 0; name == NULL && i < json_array_get_length (array); i++)
        name = find_repeated (json_array_get_element (array, i), repeated);
      return name;
    }

  return NULL;
}

/* For the games whose format refuses a member named twice: the entry it
 * is in, if it is in one, as for any other problem inside an entry.
 */
static gboolean
check_repeated (JsonObject  *root,
                GHashTable  *repeated,
                guint       *bad_entry,
                GError     **error)
{
  JsonArray *entries = json_object_get_array_member (root, "entries");
  g_autoptr(JsonNode) whole = json_node_init_object (json_node_alloc (), root);
  const char *name;

  for (guint i = 0; i < json_array_get_length (entries); i++)
    if ((name = find_repeated (json_array_get_element (entries, i), repeated)) != NULL)
      {
        *bad_entry = i + 1;
        return tc_invalid_format (error, _("entry %u: the member “%s” is given twice in one object"), i + 1, name);
      }

  name = find_repeated (whole, repeated);
  if (name != NULL)
    return tc_invalid_format (error, _("the member “%s” is given twice in one object"), name);

  return TRUE;
}

static TcLog *
read_root (JsonObject  *root,
           GHashTable  *repeated,
           guint       *bad_entry,
           GError     **error)
{
  g_autoptr(TcLog) log = g_new0 (TcLog, 1);
  g_auto(GStrv) players = NULL;
  TcRulesetClass *klass;
  JsonNode *rulings, *redo;
  guint bad_redo = 0;

  if (!check_envelope (root, error))
    return NULL;

  klass = tc_rulesets_find (json_object_get_string_member (root, "game"));
  if (klass != NULL && klass->refuse_duplicate_keys && repeated != NULL &&
      !check_repeated (root, repeated, bad_entry, error))
    return NULL;

  players = read_players (root, error);
  if (players == NULL)
    return NULL;

  rulings = json_object_get_member (root, "rulings");
  log->ruleset = tc_ruleset_new (json_object_get_string_member (root, "game"),
                                 (const char **) players,
                                 rulings ? json_node_get_object (rulings) : NULL,
                                 error);
  if (log->ruleset == NULL)
    return NULL;

  if (json_object_has_member (root, "created"))
    log->created = g_strdup (json_object_get_string_member (root, "created"));

  log->entries = read_entries (log->ruleset, json_object_get_array_member (root, "entries"),
                               _("entry"), bad_entry, error);
  if (log->entries == NULL)
    return NULL;

  /* A malformed redo entry is a format error too, but it has no position
   * among the entries: report it without an entry number.
   */
  redo = json_object_get_member (root, "redo");
  log->redo = redo == NULL
    ? g_ptr_array_new_with_free_func ((GDestroyNotify) tc_entry_unref)
    : read_entries (log->ruleset, json_node_get_array (redo), _("redo entry"), &bad_redo, error);
  if (log->redo == NULL)
    return NULL;

  return g_steal_pointer (&log);
}

/**
 * tc_log_read_data:
 * @bad_entry: (out) (optional): the 1-based entry the problem is in, or 0
 * @error: a %TC_FORMAT_ERROR naming what is wrong
 *
 * Returns: (transfer full) (nullable): the log, checked for form
 */
TcLog *
tc_log_read_data (const char  *data,
                  gsize        length,
                  guint       *bad_entry,
                  GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GHashTable) repeated = NULL;
  guint ignored;

  if (bad_entry == NULL)
    bad_entry = &ignored;
  *bad_entry = 0;

  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    {
      data += 3;
      length -= 3;
    }

  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_ENCODING,
                   _("the file is not valid UTF-8 text"));
      return NULL;
    }

  root = tc_json_text_parse (data, length, &repeated, error);
  if (root == NULL)
    return NULL;

  return read_root (json_node_get_object (root), repeated, bad_entry, error);
}

TcLog *
tc_log_read_file (const char  *path,
                  guint       *bad_entry,
                  GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  const char *data;

  if (bad_entry != NULL)
    *bad_entry = 0;

  bytes = tc_file_read_regular (path, TC_FILE_MAX_LOG_BYTES, error);
  if (bytes == NULL)
    return NULL;

  data = g_bytes_get_data (bytes, &length);
  return tc_log_read_data (data, length, bad_entry, error);
}

/**
 * tc_log_new_simulated:
 * @players: the simulator's names, of which the first @n_players play
 *
 * A simulator's rules and entries are legal by construction, so a
 * refusal here is a programming error, not bad input.
 *
 * Returns: (transfer full): an empty log of a simulated game
 */
TcLog *
tc_log_new_simulated (const char         *game_id,
                      const char * const *players,
                      guint               n_players,
                      JsonObject         *rulings,
                      const char         *created)
{
  g_autofree const char **names = g_new0 (const char *, n_players + 1);
  TcLog *log = g_new0 (TcLog, 1);
  g_autoptr(GError) error = NULL;

  memcpy (names, players, n_players * sizeof *names);
  log->ruleset = tc_ruleset_new (game_id, names, rulings, &error);
  g_assert_no_error (error);
  log->created = g_strdup (created);
  log->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) tc_entry_unref);
  log->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) tc_entry_unref);

  return log;
}

/* Appends the simulated entry @object to @log (see tc_log_new_simulated()). */
void
tc_log_add_simulated (TcLog      *log,
                      JsonObject *object)
{
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (log->entries, tc_ruleset_parse_entry (log->ruleset, object, &error));
  g_assert_no_error (error);
}

void
tc_log_free (TcLog *log)
{
  if (log == NULL)
    return;

  g_clear_object (&log->ruleset);
  g_clear_pointer (&log->created, g_free);
  g_clear_pointer (&log->entries, g_ptr_array_unref);
  g_clear_pointer (&log->redo, g_ptr_array_unref);
  g_free (log);
}

static JsonNode *
entries_to_array (GPtrArray *entries)
{
  JsonArray *array = json_array_sized_new (entries != NULL ? entries->len : 0);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; entries != NULL && i < entries->len; i++)
    json_array_add_object_element (array, json_object_ref (tc_entry_get_object (g_ptr_array_index (entries, i))));

  json_node_take_array (node, array);
  return node;
}

/**
 * tc_log_write_data:
 *
 * Returns: (transfer full): the log as pretty-printed JSON
 */
char *
tc_log_write_data (TcRuleset  *ruleset,
                   const char *created,
                   GPtrArray  *entries,
                   GPtrArray  *redo)
{
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *object = json_object_new ();
  JsonArray *players = json_array_new ();
  const char * const *names = tc_ruleset_get_players (ruleset);

  for (guint i = 0; names[i] != NULL; i++)
    json_array_add_string_element (players, names[i]);

  json_object_set_string_member (object, "format", TC_LOG_FORMAT);
  json_object_set_int_member (object, "version", TC_LOG_VERSION);
  json_object_set_string_member (object, "game", tc_ruleset_get_game_id (ruleset));
  json_object_set_array_member (object, "players", players);
  json_object_set_object_member (object, "rulings", tc_ruleset_dup_rulings (ruleset));
  if (created != NULL)
    json_object_set_string_member (object, "created", created);
  json_object_set_member (object, "entries", entries_to_array (entries));
  json_object_set_member (object, "redo", entries_to_array (redo));
  json_node_take_object (root, object);

  return tc_json_text_generate (root, TRUE);
}

/**
 * tc_log_write_file:
 *
 * Replaces @path atomically: the data goes to a temporary file in the same
 * folder, is flushed to disk and then renamed over @path, so a crash leaves
 * either the old file or the new one, never half of either.
 */
gboolean
tc_log_write_file (const char  *path,
                   const char  *data,
                   GError     **error)
{
  return g_file_set_contents_full (path, data, -1,
                                   (G_FILE_SET_CONTENTS_CONSISTENT |
                                    G_FILE_SET_CONTENTS_DURABLE),
                                   0644, error);
}

/* The current time in UTC as ISO 8601, for "created" and entry times. */
char *
tc_log_now (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

  return g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
}
