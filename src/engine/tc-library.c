/* tc-library.c: the saved games in a folder
 *
 * Listing never writes a log. What the list shows of each log (players,
 * status, winner, points, length) is kept in TC_LIBRARY_INDEX_FILE, keyed
 * by file name, size and modification time, so that an unchanged log is
 * neither read nor replayed again. The index is only a cache: deleting it
 * costs one slow listing, nothing else.
 *
 * The names people give their games are not a cache: they live in
 * TC_LIBRARY_TITLES_FILE, keyed by file name. The log itself is not
 * touched by a rename, because the app rewrites a game's log on every
 * entry and would drop a top-level key it does not know.
 *
 * Deleting moves the log into TC_LIBRARY_TRASH_DIR, so that it can be
 * restored; a later delete of a file with the same name replaces it there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <sys/stat.h>

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tc-game.h"
#include "tc-json-text.h"
#include "tc-file.h"
#include "tc-library.h"
#include "tc-rulesets.h"
#include "tc-text.h"

#define INDEX_VERSION 2

/* A sidecar lists every game of the folder: a few hundred bytes each. */
#define MAX_SIDECAR_BYTES (16 * 1024 * 1024)

/* TcLibraryItem ---------------------------------------------------------- */

struct _TcLibraryItem
{
  GObject          parent_instance;

  char            *file_name;
  char            *path;
  char            *title;
  gint64           size;
  gint64           mtime;       /* microseconds */
  char            *created;
  gint64           date;        /* Unix seconds: created, else mtime */
  char            *game_id;
  GStrv            players;
  gint            *points;      /* one per player */
  TcLibraryStatus  status;
  TcSeatSet        winners;     /* several when they share the win */
  guint            n_entries;
  char            *error;
  char            *waiting;     /* what a game in progress waits for */
};

G_DEFINE_FINAL_TYPE (TcLibraryItem, tc_library_item, G_TYPE_OBJECT)

static void
tc_library_item_finalize (GObject *object)
{
  TcLibraryItem *self = TC_LIBRARY_ITEM (object);

  g_clear_pointer (&self->file_name, g_free);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->created, g_free);
  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->players, g_strfreev);
  g_clear_pointer (&self->points, g_free);
  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->waiting, g_free);

  G_OBJECT_CLASS (tc_library_item_parent_class)->finalize (object);
}

static void
tc_library_item_class_init (TcLibraryItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tc_library_item_finalize;
}

static void
tc_library_item_init (TcLibraryItem *self)
{
}

const char *
tc_library_item_get_file_name (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  return self->file_name;
}

const char *
tc_library_item_get_path (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  return self->path;
}

/* The name given with tc_library_rename(), or %NULL. */
const char *
tc_library_item_get_title (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  return self->title;
}

/* Returns: (transfer full): the title, else the players, else the file name */
char *
tc_library_item_dup_display_name (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  if (self->title != NULL)
    return g_strdup (self->title);
  if (self->players != NULL && self->players[0] != NULL)
    return tc_text_join_names ((const char * const *) self->players);

  return g_strdup (self->file_name);
}

const char *
tc_library_item_get_created (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  return self->created;
}

/* When the game was created (Unix seconds), or the file's time without one. */
gint64
tc_library_item_get_date (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), 0);

  return self->date;
}

const char *
tc_library_item_get_game_id (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  return self->game_id;
}

/* Returns: the game's name as its ruleset gives it (its printed title),
 *   or the id of a game this build does not know
 */
const char *
tc_library_item_get_game_title (TcLibraryItem *self)
{
  TcRulesetClass *game;

  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  game = tc_rulesets_find (self->game_id);
  if (game != NULL)
    return tc_ruleset_class_get_title (game);

  return self->game_id != NULL ? self->game_id : "";
}

/* Returns: (transfer none): the player names in seat order; empty when unreadable */
const char * const *
tc_library_item_get_players (TcLibraryItem *self)
{
  static const char *none[] = { NULL };

  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  return self->players != NULL ? (const char * const *) self->players : none;
}

guint
tc_library_item_get_n_players (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), 0);

  return self->players != NULL ? g_strv_length (self->players) : 0;
}

/* The points of 1-based @seat after the last legal entry. */
gint
tc_library_item_get_points (TcLibraryItem *self,
                            guint          seat)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), 0);
  g_return_val_if_fail (seat >= 1 && seat <= tc_library_item_get_n_players (self), 0);

  return self->points[seat - 1];
}

TcLibraryStatus
tc_library_item_get_status (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), TC_LIBRARY_STATUS_UNREADABLE);

  return self->status;
}

/* Returns: the seats that won (several when they share the win), or 0 */
TcSeatSet
tc_library_item_get_winners (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), 0);

  return self->winners;
}

/* Returns: (transfer full) (nullable): "Ana" or "Ana, Ben" for a shared win */
char *
tc_library_item_dup_winner_names (TcLibraryItem *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;

  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  for (guint seat = 1; seat <= tc_library_item_get_n_players (self); seat++)
    if (TC_SEAT_SET_HAS (self->winners, seat))
      g_strv_builder_add (names, self->players[seat - 1]);

  strv = g_strv_builder_end (names);
  return strv[0] != NULL ? tc_text_join_names ((const char * const *) strv) : NULL;
}

/* How many entries the log holds, legal or not. */
guint
tc_library_item_get_n_entries (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), 0);

  return self->n_entries;
}

/* Why the log cannot be read, or which entry is illegal; %NULL when neither. */
const char *
tc_library_item_get_error (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  return self->error;
}

/* Returns: (nullable): what a game in progress waits for, in words: whose
 * turn it is and what the table owes, in the language of the listing
 */
const char *
tc_library_item_get_waiting (TcLibraryItem *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), NULL);

  return self->waiting;
}

static gboolean
contains_folded (const char *text,
                 const char *folded_query)
{
  g_autofree char *normal = NULL;
  g_autofree char *folded = NULL;

  if (text == NULL)
    return FALSE;

  normal = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);
  folded = g_utf8_casefold (normal, -1);

  return strstr (folded, folded_query) != NULL;
}

/**
 * tc_library_item_matches:
 * @query: (nullable): what was typed in the search entry
 *
 * Whether a player's name (or the game's title) contains @query, ignoring
 * case; an empty query matches every game.
 */
gboolean
tc_library_item_matches (TcLibraryItem *self,
                         const char    *query)
{
  g_autofree char *trimmed = NULL;
  g_autofree char *normal = NULL;
  g_autofree char *folded = NULL;

  g_return_val_if_fail (TC_IS_LIBRARY_ITEM (self), FALSE);

  trimmed = g_strstrip (g_strdup (query != NULL ? query : ""));
  if (*trimmed == '\0')
    return TRUE;

  normal = g_utf8_normalize (trimmed, -1, G_NORMALIZE_ALL);
  folded = g_utf8_casefold (normal, -1);

  if (contains_folded (self->title, folded))
    return TRUE;
  for (guint i = 0; self->players != NULL && self->players[i] != NULL; i++)
    if (contains_folded (self->players[i], folded))
      return TRUE;

  return FALSE;
}

static gint64
parse_date (const char *created,
            gint64      mtime)
{
  g_autoptr(GDateTime) date = NULL;

  if (created != NULL)
    date = g_date_time_new_from_iso8601 (created, NULL);

  return date != NULL ? g_date_time_to_unix (date) : mtime / G_USEC_PER_SEC;
}

/* What a replayed log shows in the list. */
static void
item_take_game (TcLibraryItem *self,
                TcGame        *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  gconstpointer state = tc_game_get_state (game);
  const GError *error = tc_game_get_replay_error (game);
  guint n_players = tc_ruleset_get_n_players (ruleset);

  self->created = g_strdup (tc_game_get_created (game));
  self->game_id = g_strdup (tc_ruleset_get_game_id (ruleset));
  self->players = g_strdupv ((char **) tc_ruleset_get_players (ruleset));
  self->points = g_new0 (gint, n_players);
  for (guint seat = 1; seat <= n_players; seat++)
    self->points[seat - 1] = tc_ruleset_get_score (ruleset, state, seat);
  self->status = tc_game_is_finished (game) ? TC_LIBRARY_STATUS_FINISHED : TC_LIBRARY_STATUS_IN_PROGRESS;
  self->winners = tc_ruleset_get_winners (ruleset, state);
  self->n_entries = tc_game_get_n_entries (game);
  if (self->status == TC_LIBRARY_STATUS_IN_PROGRESS)
    self->waiting = tc_game_describe_waiting (game);
  if (error != NULL)
    self->error = g_strdup_printf (_("Entry %u is illegal: %s"), tc_game_get_n_applied (game) + 1, error->message);
}

static TcLibraryItem *
item_new (const char *folder,
          const char *file_name,
          gint64      size,
          gint64      mtime)
{
  TcLibraryItem *self = g_object_new (TC_TYPE_LIBRARY_ITEM, NULL);

  self->file_name = g_strdup (file_name);
  self->path = g_build_filename (folder, file_name, NULL);
  self->size = size;
  self->mtime = mtime;

  return self;
}

/* Reads and replays the log; a malformed one becomes an unreadable item. */
static void
item_read_log (TcLibraryItem *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) game = tc_game_load_file (self->path, NULL, &error);

  if (game != NULL)
    item_take_game (self, game);
  else
    {
      self->status = TC_LIBRARY_STATUS_UNREADABLE;
      self->error = g_strdup (error->message);
    }

  self->date = parse_date (self->created, self->mtime);
}

static const char *status_names[] = { "in_progress", "finished", "unreadable" };

static JsonObject *
item_to_record (TcLibraryItem *self)
{
  JsonObject *record = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonArray *points = json_array_new ();

  for (guint i = 0; i < tc_library_item_get_n_players (self); i++)
    {
      json_array_add_string_element (players, self->players[i]);
      json_array_add_int_element (points, self->points[i]);
    }

  json_object_set_int_member (record, "size", self->size);
  json_object_set_int_member (record, "mtime", self->mtime);
  json_object_set_string_member (record, "status", status_names[self->status]);
  if (self->created != NULL)
    json_object_set_string_member (record, "created", self->created);
  if (self->game_id != NULL)
    json_object_set_string_member (record, "game", self->game_id);
  json_object_set_array_member (record, "players", players);
  json_object_set_array_member (record, "points", points);
  json_object_set_int_member (record, "winners", self->winners);
  json_object_set_int_member (record, "entries", self->n_entries);
  if (self->error != NULL)
    json_object_set_string_member (record, "error", self->error);
  if (self->waiting != NULL)
    json_object_set_string_member (record, "waiting", self->waiting);

  return record;
}

/* The index is ours, but a file anyone can damage: every member is
 * checked for its type before use, and a record that fails is ignored
 * (the log is read again), without a warning.
 */
static gboolean
record_int (JsonObject *record,
            const char *member,
            gint64      fallback,
            gint64     *value)
{
  JsonNode *node = json_object_get_member (record, member);

  if (node == NULL)
    {
      *value = fallback;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;

  *value = json_node_get_int (node);
  return TRUE;
}

/* Returns: whether @member is absent (then @value is %NULL) or a string */
static gboolean
record_string (JsonObject  *record,
               const char  *member,
               const char **value)
{
  JsonNode *node = json_object_get_member (record, member);

  *value = NULL;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return FALSE;

  *value = json_node_get_string (node);
  return TRUE;
}

/* Returns: (nullable): @member when it is an array whose every element
 * holds @type
 */
static JsonArray *
record_array (JsonObject *record,
              const char *member,
              GType       type)
{
  JsonNode *node = json_object_get_member (record, member);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != type)
        return NULL;
    }

  return array;
}

static gboolean
record_is_current (JsonObject *record,
                   gint64      size,
                   gint64      mtime)
{
  gint64 record_size, record_mtime;

  return record != NULL &&
         record_int (record, "size", -1, &record_size) && record_size == size &&
         record_int (record, "mtime", -1, &record_mtime) && record_mtime == mtime;
}

/* Fills an item from its index record; %FALSE if the record is damaged,
 * and then the log is read again.
 */
static gboolean
item_take_record (TcLibraryItem *self,
                  JsonObject    *record)
{
  JsonArray *players = record_array (record, "players", G_TYPE_STRING);
  JsonArray *points = record_array (record, "points", G_TYPE_INT64);
  const char *status, *created, *game_id, *error, *waiting;
  gint64 winners, n_entries;
  guint n_players;

  if (players == NULL || points == NULL ||
      json_array_get_length (players) != json_array_get_length (points) ||
      !record_string (record, "status", &status) ||
      !record_string (record, "created", &created) ||
      !record_string (record, "game", &game_id) ||
      !record_string (record, "error", &error) ||
      !record_string (record, "waiting", &waiting) ||
      !record_int (record, "winners", 0, &winners) ||
      !record_int (record, "entries", 0, &n_entries) ||
      winners < 0 || winners > G_MAXUINT32 || n_entries < 0 || n_entries > G_MAXUINT)
    return FALSE;

  self->status = G_N_ELEMENTS (status_names);
  for (guint i = 0; i < G_N_ELEMENTS (status_names); i++)
    if (g_strcmp0 (status, status_names[i]) == 0)
      self->status = i;
  if (self->status == G_N_ELEMENTS (status_names))
    return FALSE;

  n_players = json_array_get_length (players);
  self->players = g_new0 (char *, n_players + 1);
  self->points = g_new0 (gint, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      self->players[i] = g_strdup (json_array_get_string_element (players, i));
      self->points[i] = CLAMP (json_array_get_int_element (points, i), G_MININT, G_MAXINT);
    }

  self->created = g_strdup (created);
  self->game_id = g_strdup (game_id);
  self->winners = winners;
  self->n_entries = n_entries;
  self->error = g_strdup (error);
  self->waiting = g_strdup (waiting);
  self->date = parse_date (self->created, self->mtime);

  return TRUE;
}

/* TcPlayerStats ------------------------------------------------------------ */

void
tc_player_stats_free (TcPlayerStats *stats)
{
  if (stats == NULL)
    return;

  g_free (stats->name);
  g_free (stats);
}

/* TcLibrary ---------------------------------------------------------------- */

struct _TcLibrary
{
  GObject     parent_instance;

  char       *folder;
  GListStore *items;     /* TcLibraryItem, newest first */
  JsonObject *titles;    /* file name → title */
  guint       n_read;    /* logs read by the last refresh */
};

G_DEFINE_FINAL_TYPE (TcLibrary, tc_library, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FOLDER,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

static void
tc_library_finalize (GObject *object)
{
  TcLibrary *self = TC_LIBRARY (object);

  g_clear_pointer (&self->folder, g_free);
  g_clear_object (&self->items);
  g_clear_pointer (&self->titles, json_object_unref);

  G_OBJECT_CLASS (tc_library_parent_class)->finalize (object);
}

static void
tc_library_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TcLibrary *self = TC_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      g_value_set_string (value, self->folder);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_library_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TcLibrary *self = TC_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      self->folder = g_value_dup_string (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_library_class_init (TcLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tc_library_finalize;
  object_class->get_property = tc_library_get_property;
  object_class->set_property = tc_library_set_property;

  properties [PROP_FOLDER] =
    g_param_spec_string ("folder", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tc_library_init (TcLibrary *self)
{
  self->items = g_list_store_new (TC_TYPE_LIBRARY_ITEM);
}

/* Returns: (transfer full): where the app saves its games */
char *
tc_library_get_default_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, "games", NULL);
}

/**
 * tc_library_folder_holds:
 * @folder: a folder of saved games
 * @path: a game's file
 *
 * Whether @path lies directly in @folder, comparing the real paths (links
 * and ".." resolved) as a whole: "…/games-old/x.json" does not lie in
 * "…/games", though one name starts with the other.
 *
 * Returns: %TRUE when the file's folder is @folder
 */
gboolean
tc_library_folder_holds (const char *folder,
                         const char *path)
{
  g_autofree char *parent = g_path_get_dirname (path);
  g_autofree char *real_parent = realpath (parent, NULL);
  g_autofree char *real_folder = realpath (folder, NULL);

  return real_parent != NULL && real_folder != NULL && g_str_equal (real_parent, real_folder);
}

/**
 * tc_library_dup_save_path:
 * @folder: the folder of saved games
 * @game: the game to save
 * @path: (nullable): the file @game was read from; %NULL for a new game
 *
 * Where @game is saved in @folder. A game already there stays in its
 * file; any other is named after its id (tc_game_dup_id()), so that one
 * game opened from elsewhere twice, or a log exported and opened again,
 * is one game in one file, which one window at a time can claim. A new
 * game whose id is taken (another started the same second by the same
 * players), or one without an id, gets a name of its own.
 *
 * Returns: (transfer full): the file to save @game in
 */
char *
tc_library_dup_save_path (const char *folder,
                          TcGame     *game,
                          const char *path)
{
  g_autofree char *id = tc_game_dup_id (game);
  g_autofree char *name = NULL;
  g_autofree char *by_id = NULL;
  g_autofree char *uuid = NULL;

  if (path != NULL && tc_library_folder_holds (folder, path) && g_str_has_suffix (path, ".json"))
    return g_strdup (path);

  if (id != NULL)
    {
      name = g_strconcat (id, ".json", NULL);
      by_id = g_build_filename (folder, name, NULL);
      if (path != NULL || !g_file_test (by_id, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&by_id);
      g_clear_pointer (&name, g_free);
    }

  uuid = g_uuid_string_random ();
  name = g_strconcat (uuid, ".json", NULL);
  return g_build_filename (folder, name, NULL);
}

/**
 * tc_library_new:
 * @folder: (nullable): the folder of saved games, or %NULL for the default
 *
 * Lists nothing until tc_library_refresh().
 */
TcLibrary *
tc_library_new (const char *folder)
{
  g_autofree char *fallback = folder == NULL ? tc_library_get_default_folder () : NULL;

  return g_object_new (TC_TYPE_LIBRARY, "folder", folder != NULL ? folder : fallback, NULL);
}

const char *
tc_library_get_folder (TcLibrary *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY (self), NULL);

  return self->folder;
}

/* Returns: (transfer none): the TcLibraryItem list, newest first */
GListModel *
tc_library_get_model (TcLibrary *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY (self), NULL);

  return G_LIST_MODEL (self->items);
}

/* How many logs the last refresh had to read, the others coming from the index. */
guint
tc_library_get_n_read (TcLibrary *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY (self), 0);

  return self->n_read;
}

/* Read by the same strict parser as logs, since these files are ours too.
 *
 * Returns: (transfer full) (nullable): the top-level object of a JSON file
 */
static JsonObject *
read_json_object (const char *path)
{
  g_autoptr(GBytes) file = tc_file_read_regular (path, MAX_SIDECAR_BYTES, NULL);
  g_autoptr(JsonNode) root = NULL;
  const char *data;
  gsize length;

  if (file == NULL || g_bytes_get_size (file) == 0)
    return NULL;

  data = g_bytes_get_data (file, &length);
  if (!g_utf8_validate_len (data, length, NULL))
    return NULL;

  root = tc_json_text_parse (data, length, NULL, NULL);
  if (root == NULL)
    return NULL;

  return json_object_ref (json_node_get_object (root));
}

static gboolean
write_json_object (const char  *path,
                   JsonObject  *object,
                   GError     **error)
{
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *data = NULL;

  json_node_set_object (root, object);
  data = tc_json_text_generate (root, FALSE);

  return g_file_set_contents_full (path, data, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error);
}

/* The languages the index's sentences (what a game waits for) are in. */
static char *
dup_languages (void)
{
  return g_strjoinv (":", (char **) g_get_language_names ());
}

/* The member @name of the sidecar @file_name when its version is ours;
 * a cache also needs to come from this version of Tablecraft, whose rules
 * decided the statuses it holds, and to speak the languages spoken now.
 */
static JsonObject *
read_sidecar (const char *folder,
              const char *file_name,
              const char *name,
              gboolean    cache)
{
  g_autofree char *path = g_build_filename (folder, file_name, NULL);
  g_autoptr(JsonObject) root = read_json_object (path);
  g_autofree char *languages = dup_languages ();
  const char *engine = NULL, *written_in = NULL;
  gint64 version = 0;
  JsonNode *member;

  /* Typed checks: json-glib's _with_default() getters are critical about
   * a member that is there but is no value.
   */
  if (root == NULL ||
      !record_int (root, "version", 0, &version) || version != INDEX_VERSION ||
      (cache && (!record_string (root, "engine", &engine) || g_strcmp0 (engine, PACKAGE_VERSION) != 0 ||
                 !record_string (root, "languages", &written_in) || g_strcmp0 (written_in, languages) != 0)))
    return json_object_new ();

  member = json_object_get_member (root, name);
  if (member == NULL || !JSON_NODE_HOLDS_OBJECT (member))
    return json_object_new ();

  return json_object_ref (json_node_get_object (member));
}

static gboolean
write_sidecar (const char  *folder,
               const char  *file_name,
               const char  *name,
               JsonObject  *member,
               GError     **error)
{
  g_autofree char *path = g_build_filename (folder, file_name, NULL);
  g_autoptr(JsonObject) root = json_object_new ();
  g_autofree char *languages = dup_languages ();

  json_object_set_int_member (root, "version", INDEX_VERSION);
  json_object_set_string_member (root, "engine", PACKAGE_VERSION);
  json_object_set_string_member (root, "languages", languages);
  json_object_set_object_member (root, name, json_object_ref (member));

  return write_json_object (path, root, error);
}

static void
load_titles (TcLibrary *self)
{
  if (self->titles == NULL)
    self->titles = read_sidecar (self->folder, TC_LIBRARY_TITLES_FILE, "titles", FALSE);
}

static gboolean
is_log_name (const char *name)
{
  return name[0] != '.' && g_str_has_suffix (name, ".json");
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  TcLibraryItem *x = *(TcLibraryItem **) a, *y = *(TcLibraryItem **) b;

  if (x->date != y->date)
    return x->date < y->date ? 1 : -1;
  if (x->mtime != y->mtime)
    return x->mtime < y->mtime ? 1 : -1;

  return -g_strcmp0 (x->file_name, y->file_name);
}

/* The item for one file, filled from the index when its size and time
 * match; otherwise *@read is set and the caller reads the log.
 */
static TcLibraryItem *
list_file (const char *folder,
           JsonObject *index,
           const char *name,
           gboolean   *read)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(TcLibraryItem) item = NULL;
  JsonObject *record;
  JsonNode *node;
  GStatBuf buf;
  gint64 mtime;

  /* Named like a game but no file of one (a FIFO, a link to a device or
   * to nothing): listed as unreadable, its reading saying why.
   */
  if (g_stat (path, &buf) != 0 || !S_ISREG (buf.st_mode))
    {
      *read = TRUE;
      return item_new (folder, name, 0, 0);
    }

  mtime = (gint64) buf.st_mtim.tv_sec * G_USEC_PER_SEC + buf.st_mtim.tv_nsec / 1000;
  item = item_new (folder, name, buf.st_size, mtime);
  node = json_object_get_member (index, name);
  record = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  *read = !record_is_current (record, item->size, item->mtime) || !item_take_record (item, record);

  return g_steal_pointer (&item);
}

static void
read_log_unless_cancelled (gpointer data,
                  gpointer user_data)
{
  GCancellable *cancellable = user_data;

  /* A cancelled listing is thrown away: the rest need not be read. */
  if (!g_cancellable_is_cancelled (cancellable))
    item_read_log (data);
}

/* Below this many logs to read, starting threads costs more than it
 * saves (the usual case: one game changed since the last listing).
 */
#define MIN_LOGS_FOR_THREADS 8

/* Reading and replaying is most of a cold listing; the logs are
 * independent, so every processor takes a share.
 */
static void
read_logs (GPtrArray    *items,
           GCancellable *cancellable)
{
  GThreadPool *pool;

  if (items->len < MIN_LOGS_FOR_THREADS)
    {
      for (guint i = 0; i < items->len; i++)
        read_log_unless_cancelled (g_ptr_array_index (items, i), cancellable);
      return;
    }

  pool = g_thread_pool_new (read_log_unless_cancelled, cancellable, MIN (g_get_num_processors (), items->len), FALSE, NULL);
  for (guint i = 0; i < items->len; i++)
    g_thread_pool_push (pool, g_ptr_array_index (items, i), NULL);

  /* Waits for every log. */
  g_thread_pool_free (pool, FALSE, TRUE);
}

/* What one listing found: the items, newest first, and how many logs it read. */
typedef struct
{
  GPtrArray *items;
  guint      n_read;
} Listing;

static void
listing_free (Listing *listing)
{
  g_clear_pointer (&listing->items, g_ptr_array_unref);
  g_free (listing);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Listing, listing_free)

/* Lists @folder and rewrites its index when anything changed. It touches
 * nothing but the folder, so that it can run in a worker thread; titles
 * are the caller's to add.
 */
static Listing *
list_folder (const char    *folder,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr(Listing) listing = g_new0 (Listing, 1);
  g_autoptr(JsonObject) index = NULL;
  g_autoptr(JsonObject) new_index = json_object_new ();
  g_autoptr(GPtrArray) to_read = g_ptr_array_new ();
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) dir_error = NULL;
  const char *name;
  gboolean changed;

  listing->items = g_ptr_array_new_with_free_func (g_object_unref);
  dir = g_dir_open (folder, 0, &dir_error);
  if (dir == NULL && !g_error_matches (dir_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_propagate_error (error, g_steal_pointer (&dir_error));
      return NULL;
    }

  index = read_sidecar (folder, TC_LIBRARY_INDEX_FILE, "files", TRUE);

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      TcLibraryItem *item;
      gboolean read = FALSE;

      tc_file_remove_stale_temporary (folder, name);
      tc_file_remove_stale_lock (folder, name);
      if (!is_log_name (name) || (item = list_file (folder, index, name, &read)) == NULL)
        continue;

      g_ptr_array_add (listing->items, item);
      if (read)
        g_ptr_array_add (to_read, item);
    }

  read_logs (to_read, cancellable);
  /* Logs skipped after a cancel must not go into the index. */
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  for (guint i = 0; i < listing->items->len; i++)
    {
      TcLibraryItem *item = g_ptr_array_index (listing->items, i);

      json_object_set_object_member (new_index, item->file_name, item_to_record (item));
    }
  listing->n_read = to_read->len;

  /* Files gone since the index was written make it stale too. */
  changed = to_read->len > 0 || json_object_get_size (index) != listing->items->len;
  if (changed && dir != NULL)
    {
      g_autoptr(GError) write_error = NULL;

      /* The index only saves time: failing to write it is no reason to fail. */
      if (!write_sidecar (folder, TC_LIBRARY_INDEX_FILE, "files", new_index, &write_error))
        g_debug ("Cannot write the index of %s: %s", folder, write_error->message);
    }

  g_ptr_array_sort (listing->items, compare_newest_first);

  return g_steal_pointer (&listing);
}

/* Puts a listing into the model, with the names people gave the games;
 * on the thread the library belongs to, as the model may be shown.
 */
static void
take_listing (TcLibrary *self,
              Listing   *listing)
{
  /* Another window may have renamed a game since the last listing. */
  g_clear_pointer (&self->titles, json_object_unref);
  load_titles (self);
  for (guint i = 0; i < listing->items->len; i++)
    {
      TcLibraryItem *item = g_ptr_array_index (listing->items, i);
      const char *title;

      /* A title damaged into something else than a string is no title. */
      if (record_string (self->titles, item->file_name, &title))
        item->title = g_strdup (title);
    }

  self->n_read = listing->n_read;
  g_list_store_splice (self->items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->items)),
                       listing->items->pdata, listing->items->len);
}

/**
 * tc_library_refresh:
 *
 * Lists the folder again, newest game first, reading only the logs that
 * changed since the index was written, and rewrites the index when
 * anything changed. A missing folder is an empty library.
 * tc_library_reload_async() does the same without blocking.
 *
 * Returns: %FALSE when the folder cannot be read
 */
gboolean
tc_library_refresh (TcLibrary  *self,
                    GError    **error)
{
  g_autoptr(Listing) listing = NULL;

  g_return_val_if_fail (TC_IS_LIBRARY (self), FALSE);

  self->n_read = 0;
  listing = list_folder (self->folder, NULL, error);
  if (listing == NULL)
    return FALSE;

  take_listing (self, listing);
  return TRUE;
}

static void
list_folder_in_thread (GTask        *task,
                       gpointer      source_object,
                       gpointer      task_data,
                       GCancellable *cancellable)
{
  GError *error = NULL;
  Listing *listing = list_folder (task_data, cancellable, &error);

  if (listing == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, listing, (GDestroyNotify) listing_free);
}

/**
 * tc_library_reload_async:
 *
 * Like tc_library_refresh(), but the folder is read in a worker thread;
 * the model changes in tc_library_reload_finish(), which is to be called
 * from @callback, on the thread of the main context in use now.
 */
void
tc_library_reload_async (TcLibrary           *self,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TC_IS_LIBRARY (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tc_library_reload_async);
  /* The worker gets its own copy of the folder, never the library. */
  g_task_set_task_data (task, g_strdup (self->folder), g_free);
  g_task_run_in_thread (task, list_folder_in_thread);
}

/**
 * tc_library_reload_finish:
 *
 * Puts what tc_library_reload_async() found into the model; after a
 * cancel, or when the folder cannot be read, the model is left as it was.
 *
 * Returns: %FALSE with @error set in those cases
 */
gboolean
tc_library_reload_finish (TcLibrary     *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_autoptr(Listing) listing = NULL;

  g_return_val_if_fail (TC_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tc_library_reload_async, FALSE);

  listing = g_task_propagate_pointer (G_TASK (result), error);
  if (listing == NULL)
    return FALSE;

  take_listing (self, listing);
  return TRUE;
}

static gboolean
find_position (TcLibrary  *self,
               const char *file_name,
               guint      *position)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->items)); i++)
    {
      g_autoptr(TcLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), i);

      if (g_strcmp0 (item->file_name, file_name) == 0)
        {
          *position = i;
          return TRUE;
        }
    }

  return FALSE;
}

/* Returns: (transfer none) (nullable): the listed game in @file_name */
TcLibraryItem *
tc_library_find (TcLibrary  *self,
                 const char *file_name)
{
  TcLibraryItem *item;
  guint position;

  g_return_val_if_fail (TC_IS_LIBRARY (self), NULL);

  if (!find_position (self, file_name, &position))
    return NULL;

  /* The store keeps its own reference. */
  item = g_list_model_get_item (G_LIST_MODEL (self->items), position);
  g_object_unref (item);

  return item;
}

static gboolean
not_listed (const char  *file_name,
            GError     **error)
{
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
               _("“%s” is not a game of this library"), file_name);
  return FALSE;
}

/**
 * tc_library_rename:
 * @title: (nullable): the new name; %NULL or blank gives the game back its
 *   default name (its players)
 *
 * Stores the name in the titles file; the log is not written.
 */
gboolean
tc_library_rename (TcLibrary   *self,
                   const char  *file_name,
                   const char  *title,
                   GError     **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (title != NULL ? title : ""));
  g_autofree char *titles_path = NULL;
  TcLibraryItem *item;
  gboolean written;
  guint position;
  TcFileLock *lock;

  g_return_val_if_fail (TC_IS_LIBRARY (self), FALSE);

  if (!find_position (self, file_name, &position))
    return not_listed (file_name, error);

  /* Another window may have renamed another game since this one read the
   * titles: read them again under the lock, change one, write them back.
   */
  titles_path = g_build_filename (self->folder, TC_LIBRARY_TITLES_FILE, NULL);
  lock = tc_file_lock_sidecar (titles_path);
  g_clear_pointer (&self->titles, json_object_unref);
  load_titles (self);
  if (*trimmed == '\0')
    json_object_remove_member (self->titles, file_name);
  else
    json_object_set_string_member (self->titles, file_name, trimmed);

  written = write_sidecar (self->folder, TC_LIBRARY_TITLES_FILE, "titles", self->titles, error);
  tc_file_unlock (lock);
  if (!written)
    return FALSE;

  item = tc_library_find (self, file_name);
  g_free (item->title);
  item->title = *trimmed != '\0' ? g_strdup (trimmed) : NULL;
  g_list_model_items_changed (G_LIST_MODEL (self->items), position, 1, 1);

  return TRUE;
}

static gboolean
move_file (const char  *from,
           const char  *to,
           GError     **error)
{
  if (g_rename (from, to) == 0)
    return TRUE;

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno),
               _("Cannot move “%s” to “%s”: %s"), from, to, g_strerror (errno));
  return FALSE;
}

/**
 * tc_library_delete:
 *
 * Moves the log into the trash folder, from where tc_library_restore()
 * brings it back.
 */
gboolean
tc_library_delete (TcLibrary   *self,
                   const char  *file_name,
                   GError     **error)
{
  g_autofree char *trash = g_build_filename (self->folder, TC_LIBRARY_TRASH_DIR, NULL);
  g_autofree char *to = g_build_filename (trash, file_name, NULL);
  guint position;

  g_return_val_if_fail (TC_IS_LIBRARY (self), FALSE);

  if (!find_position (self, file_name, &position))
    return not_listed (file_name, error);

  /* A window saving the game would bring it back, or lose its entries. */
  if (tc_file_game_is_locked (tc_library_item_get_path (tc_library_find (self, file_name))))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   _("“%s” is open in a window; close it there first"), file_name);
      return FALSE;
    }

  if (g_mkdir_with_parents (trash, 0755) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno),
                   _("Cannot create the folder “%s”: %s"), trash, g_strerror (errno));
      return FALSE;
    }

  if (!move_file (tc_library_item_get_path (tc_library_find (self, file_name)), to, error))
    return FALSE;

  g_list_store_remove (self->items, position);
  return TRUE;
}

/**
 * tc_library_restore:
 *
 * Brings a deleted log back from the trash folder, unless a game of the
 * same name was saved since.
 */
gboolean
tc_library_restore (TcLibrary   *self,
                    const char  *file_name,
                    GError     **error)
{
  g_autofree char *from = g_build_filename (self->folder, TC_LIBRARY_TRASH_DIR, file_name, NULL);
  g_autofree char *to = g_build_filename (self->folder, file_name, NULL);

  g_return_val_if_fail (TC_IS_LIBRARY (self), FALSE);

  if (g_file_test (to, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                   _("Cannot restore “%s”: a game with that file name exists"), file_name);
      return FALSE;
    }

  if (!move_file (from, to, error))
    return FALSE;

  return tc_library_refresh (self, error);
}

static TcPlayerStats *
stats_for (GHashTable *by_name,
           const char *name)
{
  TcPlayerStats *stats = g_hash_table_lookup (by_name, name);

  if (stats == NULL)
    {
      stats = g_new0 (TcPlayerStats, 1);
      stats->name = g_strdup (name);
      g_hash_table_insert (by_name, stats->name, stats);
    }

  return stats;
}

static int
compare_players (gconstpointer a,
                 gconstpointer b)
{
  const TcPlayerStats *x = *(TcPlayerStats **) a, *y = *(TcPlayerStats **) b;

  if (x->wins != y->wins)
    return x->wins < y->wins ? 1 : -1;
  if (x->games != y->games)
    return x->games < y->games ? 1 : -1;

  return g_utf8_collate (x->name, y->name);
}

/**
 * tc_library_dup_player_stats:
 *
 * Per player name across the listed games of @game_id: games, finished
 * games, wins (a shared win counts for each winner) and the average points
 * at the end of the finished games. Points of different games are never
 * averaged together. Unreadable logs do not count.
 *
 * Returns: (transfer full) (element-type TcPlayerStats): most wins first
 */
GPtrArray *
tc_library_dup_player_stats (TcLibrary  *self,
                             const char *game_id)
{
  g_autoptr(GHashTable) by_name = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *result = g_ptr_array_new_with_free_func ((GDestroyNotify) tc_player_stats_free);
  GHashTableIter iter;
  gpointer value;

  g_return_val_if_fail (TC_IS_LIBRARY (self), NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->items)); i++)
    {
      g_autoptr(TcLibraryItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), i);

      if (item->status == TC_LIBRARY_STATUS_UNREADABLE || g_strcmp0 (item->game_id, game_id) != 0)
        continue;

      for (guint seat = 1; seat <= tc_library_item_get_n_players (item); seat++)
        {
          TcPlayerStats *stats = stats_for (by_name, item->players[seat - 1]);

          stats->games++;
          if (item->status != TC_LIBRARY_STATUS_FINISHED)
            continue;

          /* Summed here, divided below. */
          stats->average_points += item->points[seat - 1];
          stats->finished++;
          stats->wins += TC_SEAT_SET_HAS (item->winners, seat);
        }
    }

  g_hash_table_iter_init (&iter, by_name);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      TcPlayerStats *stats = value;

      if (stats->finished > 0)
        stats->average_points /= stats->finished;
      g_ptr_array_add (result, stats);
    }

  g_ptr_array_sort (result, compare_players);
  return result;
}
