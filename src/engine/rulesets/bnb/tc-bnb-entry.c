/* tc-bnb-entry.c: the form of Builders & Biomes entries (bnb-log-v1.md §2.1,
 * §4 and §9); values are checked later, by the rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-bnb-entry.h"
#include "tc-entry-reader.h"
#include "tc-error.h"

/* The kinds of a Builders & Biomes log; the note is the base class's. */
const char * const tc_bnb_entry_kinds[] = {
  [TC_BNB_ENTRY_SETUP] = "setup",
  [TC_BNB_ENTRY_COLLECT] = "collect",
  [TC_BNB_ENTRY_EXPLORE] = "explore",
  [TC_BNB_ENTRY_BUILD] = "build",
  [TC_BNB_ENTRY_FIGHT] = "fight",
  [TC_BNB_ENTRY_TAKE_WEAPON] = "take_weapon",
  [TC_BNB_ENTRY_HUNGER] = "hunger",
  [TC_BNB_ENTRY_REVEAL] = "reveal",
  [TC_BNB_ENTRY_END_TURN] = "end_turn",
  [TC_BNB_ENTRY_SCORE_CHOICE] = "score_choice",
  [TC_BNB_ENTRY_NOTE] = NULL,
};
G_STATIC_ASSERT (G_N_ELEMENTS (tc_bnb_entry_kinds) == TC_BNB_ENTRY_NOTE + 1);

const char *
tc_bnb_entry_type_name (TcBnbEntryType type)
{
  g_return_val_if_fail (type < TC_BNB_ENTRY_NOTE, NULL);

  return tc_bnb_entry_kinds[type];
}

/* Looks @id up among @n @names; an id that names nothing is remembered
 * for the rules (a wrong value, not a wrong form).
 */
static gint
resolve (TcBnbEntry      *entry,
         const TcBnbName *names,
         guint            n,
         const char      *id,
         const char      *what)
{
  gint index = tc_bnb_data_find (names, n, id);

  if (index < 0 && entry->unknown == NULL)
    entry->unknown = g_strdup_printf (_("“%s” is not %s"), id, what);

  return index;
}

/* §2.1 and §9.11: every array and string anywhere in the entry, keys of
 * unknown members included, before anything else is read.
 */
static gboolean
check_limits (JsonNode  *node,
              GError   **error)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      if (json_array_get_length (array) > TC_BNB_MAX_ITEMS)
        return tc_invalid_format (error, _("an array holds %u items; at most %d are allowed"),
                                  json_array_get_length (array), TC_BNB_MAX_ITEMS);
      for (guint i = 0; i < json_array_get_length (array); i++)
        if (!check_limits (json_array_get_element (array, i), error))
          return FALSE;
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *key;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &key, &member))
        {
          if (g_utf8_strlen (key, -1) > TC_BNB_MAX_STRING_CHARS)
            return tc_invalid_format (error, _("a member name is longer than %d characters"),
                                      TC_BNB_MAX_STRING_CHARS);
          if (!check_limits (member, error))
            return FALSE;
        }
    }
  else if (tc_entry_reader_is_string (node) &&
           g_utf8_strlen (json_node_get_string (node), -1) > TC_BNB_MAX_STRING_CHARS)
    return tc_invalid_format (error, _("a text is longer than %d characters"), TC_BNB_MAX_STRING_CHARS);

  return TRUE;
}

/* A coordinate: an array of integers of any length (the rules judge the
 * length, §2.1).
 */
static gboolean
read_coord_node (JsonNode    *node,
                 const char  *member,
                 TcBnbCoord  *coord,
                 GError     **error)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return tc_entry_reader_wrong_type (member, _("an array of integers"), node, error);

  array = json_node_get_array (node);
  coord->n = json_array_get_length (array);
  for (guint i = 0; i < coord->n; i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (!tc_entry_reader_is_integer (item))
        return tc_invalid_format (error, _("“%s”, item %u: must be an integer, not %s"),
                                  member, i + 1, tc_entry_reader_type_name (item));
      if (i < G_N_ELEMENTS (coord->v))
        coord->v[i] = json_node_get_int (item);
    }

  return TRUE;
}

static gboolean
read_coord (JsonObject  *object,
            const char  *member,
            TcBnbCoord  *coord,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    return tc_entry_reader_missing (member, error);

  return read_coord_node (node, member, coord, error);
}

static gboolean
read_object (JsonObject  *object,
             const char  *member,
             JsonObject **value,
             GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    return tc_entry_reader_missing (member, error);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return tc_entry_reader_wrong_type (member, _("an object"), node, error);

  *value = json_node_get_object (node);
  return TRUE;
}

static gboolean
read_array (JsonObject  *object,
            const char  *member,
            const char  *expected,
            JsonArray  **value,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    return tc_entry_reader_missing (member, error);
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return tc_entry_reader_wrong_type (member, expected, node, error);

  *value = json_node_get_array (node);
  return TRUE;
}

/* An object of integers keyed by the ids of @names. With @all, every id
 * must be there; otherwise a missing one counts 0. Any other key is
 * malformed (§4).
 */
static gboolean
read_counts (JsonObject      *object,
             const char      *member,
             const TcBnbName *names,
             guint            n,
             gboolean         all,
             gint64          *counts,
             GError         **error)
{
  JsonObject *counts_object;
  JsonObjectIter iter;
  const char *key;
  JsonNode *node;

  if (!read_object (object, member, &counts_object, error))
    return FALSE;

  for (guint i = 0; i < n; i++)
    counts[i] = 0;
  json_object_iter_init (&iter, counts_object);
  while (json_object_iter_next (&iter, &key, &node))
    {
      gint index = tc_bnb_data_find (names, n, key);

      if (index < 0)
        return tc_invalid_format (error, _("“%s” may not hold “%s”"), member, key);
      if (!tc_entry_reader_is_integer (node))
        return tc_invalid_format (error, _("“%s”: “%s” must be an integer, not %s"),
                                  member, key, tc_entry_reader_type_name (node));
      counts[index] = json_node_get_int (node);
    }

  if (all)
    for (guint i = 0; i < n; i++)
      if (!json_object_has_member (counts_object, names[i].id))
        return tc_invalid_format (error, _("“%s” must give “%s”"), member, names[i].id);

  return TRUE;
}

static gboolean
read_boards (const TcBnbData  *data,
             JsonObject       *object,
             TcBnbEntry       *entry,
             GError          **error)
{
  JsonArray *boards;

  if (!read_array (object, "boards", _("an array of boards"), &boards, error))
    return FALSE;

  entry->n_boards = json_array_get_length (boards);
  entry->boards_of_nine = TRUE;
  for (guint b = 0; b < entry->n_boards; b++)
    {
      JsonNode *node = json_array_get_element (boards, b);
      JsonArray *board;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return tc_invalid_format (error, _("“boards”, item %u: must be an array of biome ids, not %s"),
                                  b + 1, tc_entry_reader_type_name (node));
      board = json_node_get_array (node);
      if (json_array_get_length (board) != 9)
        entry->boards_of_nine = FALSE;
      for (guint i = 0; i < json_array_get_length (board); i++)
        {
          JsonNode *item = json_array_get_element (board, i);
          gint biome;

          if (!tc_entry_reader_is_string (item))
            return tc_invalid_format (error, _("“boards”, item %u: must hold biome ids, not %s"),
                                      b + 1, tc_entry_reader_type_name (item));
          biome = resolve (entry, data->biomes, TC_BNB_N_BIOMES, json_node_get_string (item), _("a biome"));
          if (b < G_N_ELEMENTS (entry->boards) && i < 9)
            entry->boards[b][i] = biome;
        }
    }

  return TRUE;
}

static gboolean
read_scoring (const TcBnbData  *data,
              JsonObject       *object,
              TcBnbEntry       *entry,
              GError          **error)
{
  JsonObject *scoring;
  JsonObjectIter iter;
  const char *key;

  if (!read_object (object, "scoring", &scoring, error))
    return FALSE;

  json_object_iter_init (&iter, scoring);
  while (json_object_iter_next (&iter, &key, NULL))
    if (!g_str_equal (key, "biome") && !g_str_equal (key, "material") && !g_str_equal (key, "type"))
      return tc_invalid_format (error, _("“scoring” may not hold “%s”"), key);

  for (TcBnbAttribute a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    {
      guint n;
      const TcBnbName *values = tc_bnb_data_values (data, a, &n);

      if (!read_counts (scoring, tc_bnb_data_attribute_id (a), values, n, TRUE, entry->scoring[a], error))
        {
          g_prefix_error (error, "“scoring”: ");
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
read_setup (const TcBnbData  *data,
            JsonObject       *object,
            TcBnbEntry       *entry,
            GError          **error)
{
  gboolean present;

  entry->first_seat = 1;
  return read_boards (data, object, entry, error) &&
         read_counts (object, "weapon_hearts", data->weapons, TC_BNB_N_WEAPONS, TRUE,
                      entry->weapon_hearts, error) &&
         read_scoring (data, object, entry, error) &&
         tc_entry_reader_read_int (object, "first_seat", &entry->first_seat, &present, error);
}

static gboolean
read_collect (const TcBnbData  *data,
              JsonObject       *object,
              TcBnbEntry       *entry,
              GError          **error)
{
  JsonArray *blocks;

  if (!read_array (object, "blocks", _("an array of {\"at\", \"block\"} objects"), &blocks, error))
    return FALSE;

  entry->n_blocks = json_array_get_length (blocks);
  entry->blocks = g_new0 (TcBnbTake, entry->n_blocks);
  for (guint i = 0; i < entry->n_blocks; i++)
    {
      JsonNode *node = json_array_get_element (blocks, i);
      const char *block;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return tc_invalid_format (error, _("“blocks”, item %u: must be an object {\"at\", \"block\"}, not %s"),
                                  i + 1, tc_entry_reader_type_name (node));
      if (!read_coord (json_node_get_object (node), "at", &entry->blocks[i].at, error) ||
          !tc_entry_reader_read_string (json_node_get_object (node), "block", &block, error))
        {
          g_prefix_error (error, _("“blocks”, item %u: "), i + 1);
          return FALSE;
        }
      entry->blocks[i].block = resolve (entry, data->blocks, TC_BNB_N_BLOCKS, block, _("a block"));
    }

  return TRUE;
}

static gboolean
read_fight (const TcBnbData  *data,
            JsonObject       *object,
            TcBnbEntry       *entry,
            GError          **error)
{
  JsonArray *drawn;
  gboolean present;

  if (!read_coord (object, "stack", &entry->stack, error) ||
      !read_array (object, "drawn", _("an array of weapon ids"), &drawn, error) ||
      !tc_entry_reader_read_int (object, "detonate", &entry->detonate, &present, error))
    return FALSE;

  entry->n_drawn = json_array_get_length (drawn);
  entry->drawn = g_new0 (gint, entry->n_drawn);
  for (guint i = 0; i < entry->n_drawn; i++)
    {
      JsonNode *item = json_array_get_element (drawn, i);

      if (!tc_entry_reader_is_string (item))
        return tc_invalid_format (error, _("“drawn”, item %u: must be a weapon id, not %s"),
                                  i + 1, tc_entry_reader_type_name (item));
      entry->drawn[i] = resolve (entry, data->weapons, TC_BNB_N_WEAPONS,
                                 json_node_get_string (item), _("a weapon"));
    }

  return TRUE;
}

/* An id member of a tile, resolved among @names. */
static gboolean
read_tile_id (JsonObject      *object,
              const char      *member,
              const TcBnbName *names,
              guint            n,
              const char      *what,
              TcBnbEntry      *entry,
              gint            *value,
              GError         **error)
{
  const char *id;

  if (!tc_entry_reader_read_string (object, member, &id, error))
    return FALSE;

  *value = resolve (entry, names, n, id, what);
  return TRUE;
}

static gboolean
read_building (const TcBnbData  *data,
               JsonObject       *object,
               TcBnbEntry       *entry,
               GError          **error)
{
  TcBnbTileEntry *tile = &entry->tile;

  return read_tile_id (object, "biome", data->biomes, TC_BNB_N_BIOMES, _("a biome"), entry, &tile->biome, error) &&
         read_tile_id (object, "material", data->materials, TC_BNB_N_MATERIALS, _("a material"), entry, &tile->material, error) &&
         read_tile_id (object, "type", data->types, TC_BNB_N_TYPES, _("a building type"), entry, &tile->type, error) &&
         read_counts (object, "cost", data->blocks, TC_BNB_N_BLOCKS, FALSE, tile->cost, error) &&
         tc_entry_reader_read_int (object, "xp", &tile->xp, NULL, error);
}

/* The orb's value is an id of the attribute it names (§4.1). */
static gboolean
read_orb (const TcBnbData  *data,
          JsonObject       *object,
          TcBnbEntry       *entry,
          GError          **error)
{
  TcBnbTileEntry *tile = &entry->tile;
  JsonObject *orb;
  const char *attribute;
  const char *value;

  if (!read_object (object, "orb", &orb, error) ||
      !tc_entry_reader_read_string (orb, "attribute", &attribute, error) ||
      !tc_entry_reader_read_string (orb, "value", &value, error) ||
      !tc_entry_reader_read_int (orb, "xp_per_space", &tile->orb_xp, NULL, error))
    return FALSE;

  tile->orb_attribute = -1;
  tile->orb_value = -1;
  for (TcBnbAttribute a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    if (g_str_equal (attribute, tc_bnb_data_attribute_id (a)))
      tile->orb_attribute = a;

  if (tile->orb_attribute < 0)
    resolve (entry, NULL, 0, attribute, _("an attribute (biome, material or type)"));
  else
    {
      guint n;
      const TcBnbName *values = tc_bnb_data_values (data, tile->orb_attribute, &n);

      tile->orb_value = resolve (entry, values, n, value, _("a value of that attribute"));
    }

  return TRUE;
}

static gboolean
read_mob (const TcBnbData  *data,
          JsonObject       *object,
          TcBnbEntry       *entry,
          GError          **error)
{
  TcBnbTileEntry *tile = &entry->tile;
  const char *bonus;

  if (!read_tile_id (object, "mob", data->mobs, TC_BNB_N_MOBS, _("a mob"), entry, &tile->mob, error) ||
      !tc_entry_reader_read_int (object, "hearts", &tile->hearts, NULL, error) ||
      !tc_entry_reader_read_int (object, "xp", &tile->xp, NULL, error) ||
      !tc_entry_reader_read_string (object, "bonus", &bonus, error))
    return FALSE;

  if (g_str_equal (bonus, "hunger"))
    tile->bonus = TC_BNB_BONUS_HUNGER;
  else if (g_str_equal (bonus, "orb"))
    {
      tile->bonus = TC_BNB_BONUS_ORB;
      return read_orb (data, object, entry, error);
    }
  else
    {
      tile->bonus = -1;
      resolve (entry, NULL, 0, bonus, _("a bonus (hunger or orb)"));
    }

  return TRUE;
}

/* §4.1 and §9.9: only the members the kind (and bonus) use are read. */
static gboolean
read_tile (const TcBnbData  *data,
           JsonObject       *object,
           TcBnbEntry       *entry,
           GError          **error)
{
  JsonObject *tile;
  const char *kind;
  gboolean ok;

  if (!read_object (object, "tile", &tile, error) ||
      !tc_entry_reader_read_string (tile, "kind", &kind, error))
    return FALSE;

  if (g_str_equal (kind, "building"))
    {
      entry->tile.kind = TC_BNB_TILE_BUILDING;
      ok = read_building (data, tile, entry, error);
    }
  else if (g_str_equal (kind, "mob"))
    {
      entry->tile.kind = TC_BNB_TILE_MOB;
      ok = read_mob (data, tile, entry, error);
    }
  else
    {
      entry->tile.kind = -1;
      resolve (entry, NULL, 0, kind, _("a kind of tile (building or mob)"));
      ok = TRUE;
    }

  if (!ok)
    g_prefix_error (error, "“tile”: ");
  return ok;
}

/* Exactly one of "stack" (with "tile") and "token" (with "weapon"). */
static gboolean
read_reveal (const TcBnbData  *data,
             JsonObject       *object,
             TcBnbEntry       *entry,
             GError          **error)
{
  gboolean has_stack = json_object_has_member (object, "stack");
  const char *weapon;

  if (has_stack == json_object_has_member (object, "token"))
    return tc_invalid_format (error, _("a reveal names either a “stack” or a “token”"));

  entry->reveals_stack = has_stack;
  if (has_stack)
    return read_coord (object, "stack", &entry->stack, error) &&
           read_tile (data, object, entry, error);

  if (!read_coord (object, "token", &entry->token, error) ||
      !tc_entry_reader_read_string (object, "weapon", &weapon, error))
    return FALSE;

  entry->weapon = resolve (entry, data->weapons, TC_BNB_N_WEAPONS, weapon, _("a weapon"));
  return TRUE;
}

static gboolean
read_score_choice (const TcBnbData  *data,
                   JsonObject       *object,
                   TcBnbEntry       *entry,
                   GError          **error)
{
  const char *value;

  if (!tc_entry_reader_read_string (object, "value", &value, error))
    return FALSE;

  entry->value_id = g_strdup (value);
  for (TcBnbAttribute a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    {
      guint n;
      const TcBnbName *values = tc_bnb_data_values (data, a, &n);

      entry->value[a] = tc_bnb_data_find (values, n, value);
    }

  return TRUE;
}

static gboolean
read_members (const TcBnbData  *data,
              JsonObject       *object,
              TcBnbEntry       *entry,
              GError          **error)
{
  switch (entry->type)
    {
    case TC_BNB_ENTRY_SETUP:
      return read_setup (data, object, entry, error);
    case TC_BNB_ENTRY_NOTE:
      return TRUE;
    case TC_BNB_ENTRY_REVEAL:
      return read_reveal (data, object, entry, error);
    default:
      break;
    }

  if (!tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error))
    return FALSE;

  switch (entry->type)
    {
    case TC_BNB_ENTRY_COLLECT:
      return read_collect (data, object, entry, error);
    case TC_BNB_ENTRY_EXPLORE:
      return read_coord (object, "to", &entry->to, error);
    case TC_BNB_ENTRY_BUILD:
      return read_coord (object, "stack", &entry->stack, error) &&
             read_coord (object, "space", &entry->space, error) &&
             read_counts (object, "pay", data->blocks, TC_BNB_N_BLOCKS, FALSE, entry->pay, error);
    case TC_BNB_ENTRY_FIGHT:
      return read_fight (data, object, entry, error);
    case TC_BNB_ENTRY_TAKE_WEAPON:
      return read_coord (object, "token", &entry->token, error);
    case TC_BNB_ENTRY_HUNGER:
      return tc_entry_reader_read_int (object, "mob", &entry->mob, NULL, error);
    case TC_BNB_ENTRY_SCORE_CHOICE:
      return read_score_choice (data, object, entry, error);
    case TC_BNB_ENTRY_END_TURN:
      return TRUE;
    default:
      g_return_val_if_reached (FALSE);
    }
}

/**
 * tc_bnb_entry_check_form:
 * @object: one element of "entries" or "redo"
 * @error: a %TC_FORMAT_ERROR when the entry is too big
 *
 * Checks what holds for the whole of every entry, before its kind is read.
 */
gboolean
tc_bnb_entry_check_form (JsonObject  *object,
                         GError     **error)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);

  return check_limits (node, error);
}

/**
 * tc_bnb_entry_parse_kind:
 * @kind: the entry's kind, read from its "type" (a note's members are the
 *   base class's to read)
 * @object: one element of "entries" or "redo", of a checked form
 * @error: a %TC_FORMAT_ERROR when a member is missing or of the wrong type
 *
 * Unknown ids and out-of-range numbers are not format errors: the entry
 * keeps them for the rules to refuse (§2.1).
 *
 * Returns: (transfer full) (nullable): the parsed entry
 */
TcBnbEntry *
tc_bnb_entry_parse_kind (const TcBnbData  *data,
                         TcBnbEntryType    kind,
                         JsonObject       *object,
                         GError          **error)
{
  g_autoptr(TcBnbEntry) entry = g_new0 (TcBnbEntry, 1);

  entry->type = kind;
  if (!read_members (data, object, entry, error))
    return NULL;

  return g_steal_pointer (&entry);
}

/**
 * tc_bnb_entry_parse:
 * @object: an entry of any kind but a note, as the app remembers it
 *
 * Returns: (transfer full) (nullable): the parsed entry
 */
TcBnbEntry *
tc_bnb_entry_parse (const TcBnbData  *data,
                    JsonObject       *object,
                    GError          **error)
{
  guint kind;

  if (!tc_bnb_entry_check_form (object, error) ||
      !tc_entry_reader_read_type (object, tc_bnb_entry_kinds, TC_BNB_ENTRY_NOTE, &kind, error))
    return NULL;

  return tc_bnb_entry_parse_kind (data, kind, object, error);
}

void
tc_bnb_entry_free (TcBnbEntry *entry)
{
  if (entry == NULL)
    return;

  g_free (entry->blocks);
  g_free (entry->drawn);
  g_free (entry->value_id);
  g_free (entry->unknown);
  g_free (entry);
}

static JsonArray *
coord_to_array (const TcBnbCoord *coord)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < MIN (coord->n, G_N_ELEMENTS (coord->v)); i++)
    json_array_add_int_element (array, coord->v[i]);

  return array;
}

/* Counts keyed by ids; with @skip_zero, zero counts are left out. */
static JsonObject *
counts_to_object (const TcBnbName *names,
                  guint            n,
                  const gint64    *counts,
                  gboolean         skip_zero)
{
  JsonObject *object = json_object_new ();

  for (guint i = 0; i < n; i++)
    if (!skip_zero || counts[i] != 0)
      json_object_set_int_member (object, names[i].id, counts[i]);

  return object;
}

/**
 * tc_bnb_tile_entry_to_json:
 * @tile: a tile whose ids are all known
 *
 * Returns: (transfer full): @tile as a reveal writes it
 */
JsonObject *
tc_bnb_tile_entry_to_json (const TcBnbData      *data,
                           const TcBnbTileEntry *tile)
{
  JsonObject *object = json_object_new ();
  JsonObject *orb;

  if (tile->kind == TC_BNB_TILE_BUILDING)
    {
      json_object_set_string_member (object, "kind", "building");
      json_object_set_string_member (object, "biome", data->biomes[tile->biome].id);
      json_object_set_string_member (object, "material", data->materials[tile->material].id);
      json_object_set_string_member (object, "type", data->types[tile->type].id);
      json_object_set_object_member (object, "cost",
                                     counts_to_object (data->blocks, TC_BNB_N_BLOCKS, tile->cost, TRUE));
      json_object_set_int_member (object, "xp", tile->xp);
      return object;
    }

  json_object_set_string_member (object, "kind", "mob");
  json_object_set_string_member (object, "mob", data->mobs[tile->mob].id);
  json_object_set_int_member (object, "hearts", tile->hearts);
  json_object_set_int_member (object, "xp", tile->xp);
  json_object_set_string_member (object, "bonus", tile->bonus == TC_BNB_BONUS_ORB ? "orb" : "hunger");
  if (tile->bonus == TC_BNB_BONUS_ORB)
    {
      guint n;
      const TcBnbName *values = tc_bnb_data_values (data, tile->orb_attribute, &n);

      orb = json_object_new ();
      json_object_set_string_member (orb, "attribute", tc_bnb_data_attribute_id (tile->orb_attribute));
      json_object_set_string_member (orb, "value", values[tile->orb_value].id);
      json_object_set_int_member (orb, "xp_per_space", tile->orb_xp);
      json_object_set_object_member (object, "orb", orb);
    }

  return object;
}

static void
setup_to_json (const TcBnbData  *data,
               const TcBnbEntry *entry,
               JsonObject       *object)
{
  JsonArray *boards = json_array_new ();
  JsonObject *scoring = json_object_new ();

  for (guint b = 0; b < MIN (entry->n_boards, G_N_ELEMENTS (entry->boards)); b++)
    {
      JsonArray *board = json_array_new ();

      /* A board being typed ends at its first space without a biome. */
      for (guint i = 0; i < 9 && entry->boards[b][i] >= 0; i++)
        json_array_add_string_element (board, data->biomes[entry->boards[b][i]].id);
      json_array_add_array_element (boards, board);
    }
  json_object_set_array_member (object, "boards", boards);
  json_object_set_object_member (object, "weapon_hearts",
                                 counts_to_object (data->weapons, TC_BNB_N_WEAPONS, entry->weapon_hearts, FALSE));
  for (TcBnbAttribute a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    {
      guint n;
      const TcBnbName *values = tc_bnb_data_values (data, a, &n);

      json_object_set_object_member (scoring, tc_bnb_data_attribute_id (a),
                                     counts_to_object (values, n, entry->scoring[a], FALSE));
    }
  json_object_set_object_member (object, "scoring", scoring);
  json_object_set_int_member (object, "first_seat", entry->first_seat);
}

static void
collect_to_json (const TcBnbData  *data,
                 const TcBnbEntry *entry,
                 JsonObject       *object)
{
  JsonArray *blocks = json_array_new ();

  for (guint i = 0; i < entry->n_blocks; i++)
    {
      JsonObject *take = json_object_new ();

      json_object_set_array_member (take, "at", coord_to_array (&entry->blocks[i].at));
      json_object_set_string_member (take, "block", data->blocks[entry->blocks[i].block].id);
      json_array_add_object_element (blocks, take);
    }
  json_object_set_array_member (object, "blocks", blocks);
}

static void
fight_to_json (const TcBnbData  *data,
               const TcBnbEntry *entry,
               JsonObject       *object)
{
  JsonArray *drawn = json_array_new ();

  for (guint i = 0; i < entry->n_drawn; i++)
    json_array_add_string_element (drawn, data->weapons[entry->drawn[i]].id);
  json_object_set_array_member (object, "stack", coord_to_array (&entry->stack));
  json_object_set_array_member (object, "drawn", drawn);
  if (entry->detonate != 0)
    json_object_set_int_member (object, "detonate", entry->detonate);
}

static void
reveal_to_json (const TcBnbData  *data,
                const TcBnbEntry *entry,
                JsonObject       *object)
{
  if (entry->reveals_stack)
    {
      json_object_set_array_member (object, "stack", coord_to_array (&entry->stack));
      json_object_set_object_member (object, "tile", tc_bnb_tile_entry_to_json (data, &entry->tile));
    }
  else
    {
      json_object_set_array_member (object, "token", coord_to_array (&entry->token));
      json_object_set_string_member (object, "weapon", data->weapons[entry->weapon].id);
    }
}

/**
 * tc_bnb_entry_to_json:
 * @entry: an entry whose ids are all known (not a note: its text is not
 *   kept in @entry)
 *
 * Returns: (transfer full): @entry as a log holds it
 */
JsonObject *
tc_bnb_entry_to_json (const TcBnbData  *data,
                      const TcBnbEntry *entry)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail (entry->unknown == NULL && entry->type != TC_BNB_ENTRY_NOTE, object);

  json_object_set_string_member (object, "type", tc_bnb_entry_kinds[entry->type]);
  if (entry->type != TC_BNB_ENTRY_SETUP && entry->type != TC_BNB_ENTRY_REVEAL)
    json_object_set_int_member (object, "seat", entry->seat);

  switch (entry->type)
    {
    case TC_BNB_ENTRY_SETUP:
      setup_to_json (data, entry, object);
      break;
    case TC_BNB_ENTRY_COLLECT:
      collect_to_json (data, entry, object);
      break;
    case TC_BNB_ENTRY_EXPLORE:
      json_object_set_array_member (object, "to", coord_to_array (&entry->to));
      break;
    case TC_BNB_ENTRY_BUILD:
      json_object_set_array_member (object, "stack", coord_to_array (&entry->stack));
      json_object_set_array_member (object, "space", coord_to_array (&entry->space));
      json_object_set_object_member (object, "pay",
                                     counts_to_object (data->blocks, TC_BNB_N_BLOCKS, entry->pay, TRUE));
      break;
    case TC_BNB_ENTRY_FIGHT:
      fight_to_json (data, entry, object);
      break;
    case TC_BNB_ENTRY_TAKE_WEAPON:
      json_object_set_array_member (object, "token", coord_to_array (&entry->token));
      break;
    case TC_BNB_ENTRY_HUNGER:
      json_object_set_int_member (object, "mob", entry->mob);
      break;
    case TC_BNB_ENTRY_REVEAL:
      reveal_to_json (data, entry, object);
      break;
    case TC_BNB_ENTRY_SCORE_CHOICE:
      json_object_set_string_member (object, "value", entry->value_id);
      break;
    case TC_BNB_ENTRY_END_TURN:
    default:
      break;
    }

  return object;
}
