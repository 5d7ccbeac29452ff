/* tc-quartz-entry.c: the form of Quartz entries (quartz-log-v1.md §4 and
 * §7.1); values are checked later, by the rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-entry-reader.h"
#include "tc-error.h"
#include "tc-quartz-entry.h"

/* The kinds of a Quartz log; the note is the base class's. */
const char * const tc_quartz_entry_kinds[] = {
  [TC_QUARTZ_ENTRY_SETUP] = "setup",
  [TC_QUARTZ_ENTRY_DRAW] = "draw",
  [TC_QUARTZ_ENTRY_ROLL] = "roll",
  [TC_QUARTZ_ENTRY_REROLL] = "reroll",
  [TC_QUARTZ_ENTRY_PICKAXE] = "pickaxe",
  [TC_QUARTZ_ENTRY_JACKHAMMER] = "jackhammer",
  [TC_QUARTZ_ENTRY_CHEST] = "chest",
  [TC_QUARTZ_ENTRY_MINECART] = "minecart",
  [TC_QUARTZ_ENTRY_STEAL] = "steal",
  [TC_QUARTZ_ENTRY_END_TURN] = "end_turn",
  [TC_QUARTZ_ENTRY_NOTE] = NULL,
};
G_STATIC_ASSERT (G_N_ELEMENTS (tc_quartz_entry_kinds) == TC_QUARTZ_ENTRY_NOTE + 1);

const char *
tc_quartz_entry_type_name (TcQuartzEntryType type)
{
  g_return_val_if_fail (type < TC_QUARTZ_ENTRY_NOTE, NULL);

  return tc_quartz_entry_kinds[type];
}

static void
note_unknown (TcQuartzEntry *entry,
              const char    *id)
{
  if (entry->unknown == NULL)
    entry->unknown = g_strdup (id);
}

static gint
resolve_crystal (const TcQuartzData *data,
                 const char         *id,
                 TcQuartzEntry      *entry)
{
  gint kind = tc_quartz_data_find_crystal (data, id);

  if (kind < 0)
    note_unknown (entry, id);

  return kind;
}

/* An array member; each item is handed to @read_item with its index. */
typedef gboolean (*ReadItem) (const TcQuartzData  *data,
                              JsonNode            *item,
                              guint                index,
                              TcQuartzEntry       *entry,
                              gpointer             out,
                              GError             **error);

static gboolean
read_array (const TcQuartzData  *data,
            JsonObject          *object,
            const char          *member,
            const char          *expected,
            ReadItem             read_item,
            guint               *n_items,
            TcQuartzEntry       *entry,
            gpointer             out,
            GError             **error)
{
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *array;

  if (node == NULL)
    return tc_entry_reader_missing (member, error);
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return tc_entry_reader_wrong_type (member, expected, node, error);

  array = json_node_get_array (node);
  *n_items = json_array_get_length (array);
  for (guint i = 0; i < *n_items; i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (!read_item (data, item, i, entry, out, error))
        {
          g_prefix_error (error, _("“%s”, item %u: "), member, i + 1);
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
read_crystal_item (const TcQuartzData  *data,
                   JsonNode            *item,
                   guint                index,
                   TcQuartzEntry       *entry,
                   gpointer             out,
                   GError             **error)
{
  gint kind;

  if (!tc_entry_reader_is_string (item))
    return tc_invalid_format (error, _("must be a crystal id string, not %s"), tc_entry_reader_type_name (item));

  kind = resolve_crystal (data, json_node_get_string (item), entry);
  if (index < TC_QUARTZ_MAX_LISTED)
    ((gint *) out)[index] = kind;

  return TRUE;
}

static gboolean
read_face_item (const TcQuartzData  *data,
                JsonNode            *item,
                guint                index,
                TcQuartzEntry       *entry,
                gpointer             out,
                GError             **error)
{
  gint face;

  if (!tc_entry_reader_is_string (item))
    return tc_invalid_format (error, _("must be a die face id string, not %s"), tc_entry_reader_type_name (item));

  face = tc_quartz_data_find_face (data, json_node_get_string (item));
  if (face < 0)
    note_unknown (entry, json_node_get_string (item));
  if (index < TC_QUARTZ_N_DICE)
    ((gint *) out)[index] = face;

  return TRUE;
}

static gboolean
read_seat_item (const TcQuartzData  *data,
                JsonNode            *item,
                guint                index,
                TcQuartzEntry       *entry,
                gpointer             out,
                GError             **error)
{
  if (!tc_entry_reader_is_integer (item))
    return tc_invalid_format (error, _("must be a seat (an integer), not %s"), tc_entry_reader_type_name (item));

  if (index < TC_QUARTZ_MAX_LISTED)
    ((gint64 *) out)[index] = json_node_get_int (item);

  return TRUE;
}

/* {"seat": s, "crystal": id}; other keys are ignored, as in entries. */
static gboolean
read_steal_item (const TcQuartzData  *data,
                 JsonNode            *item,
                 guint                index,
                 TcQuartzEntry       *entry,
                 gpointer             out,
                 GError             **error)
{
  TcQuartzSteal steal;
  const char *crystal;

  if (!JSON_NODE_HOLDS_OBJECT (item))
    return tc_invalid_format (error, _("must be an object {\"seat\": s, \"crystal\": id}, not %s"),
                              tc_entry_reader_type_name (item));

  if (!tc_entry_reader_read_int (json_node_get_object (item), "seat", &steal.seat, NULL, error) ||
      !tc_entry_reader_read_string (json_node_get_object (item), "crystal", &crystal, error))
    return FALSE;

  steal.kind = resolve_crystal (data, crystal, entry);
  if (index < TC_QUARTZ_MAX_LISTED)
    ((TcQuartzSteal *) out)[index] = steal;

  return TRUE;
}

/* The bag object holds exactly the six colours, each an integer (§7.1). */
static gboolean
read_bag (const TcQuartzData  *data,
          JsonObject          *object,
          TcQuartzEntry       *entry,
          GError             **error)
{
  JsonNode *node = json_object_get_member (object, "bag");
  JsonObject *bag;
  JsonObjectIter iter;
  const char *name;

  if (node == NULL)
    return tc_entry_reader_missing ("bag", error);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return tc_entry_reader_wrong_type ("bag", _("an object of crystal counts"), node, error);

  bag = json_node_get_object (node);
  json_object_iter_init (&iter, bag);
  while (json_object_iter_next (&iter, &name, NULL))
    {
      gint kind = tc_quartz_data_find_crystal (data, name);

      if (kind < 0 || kind >= TC_QUARTZ_N_COLOURS)
        return tc_invalid_format (error, _("“bag” may hold only the six colours, not “%s”"), name);
    }

  for (guint i = 0; i < TC_QUARTZ_N_COLOURS; i++)
    {
      if (!json_object_has_member (bag, data->crystals[i].id))
        return tc_invalid_format (error, _("“bag” must give a count for every colour; “%s” is missing"),
                                  data->crystals[i].id);
      if (!tc_entry_reader_read_int (bag, data->crystals[i].id, &entry->bag[i], NULL, error))
        {
          g_prefix_error (error, "“bag”: ");
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
read_action (const TcQuartzData  *data,
             JsonObject          *object,
             TcQuartzEntry       *entry,
             GError             **error)
{
  const char *crystals = _("an array of crystal ids");
  gboolean present;

  if (!tc_entry_reader_read_int (object, "faces", &entry->faces, NULL, error) ||
      !tc_entry_reader_read_int (object, "helmet_pairs", &entry->helmet_pairs, &present, error))
    return FALSE;

  switch (entry->type)
    {
    case TC_QUARTZ_ENTRY_PICKAXE:
    case TC_QUARTZ_ENTRY_CHEST:
      return read_array (data, object, "crystals", crystals, read_crystal_item,
                         &entry->n_crystals, entry, entry->crystals, error);

    case TC_QUARTZ_ENTRY_JACKHAMMER:
      return read_array (data, object, "drawn", crystals, read_crystal_item,
                         &entry->n_crystals, entry, entry->crystals, error) &&
             read_array (data, object, "returned", crystals, read_crystal_item,
                         &entry->n_returned, entry, entry->returned, error);

    case TC_QUARTZ_ENTRY_MINECART:
      return read_array (data, object, "to", _("an array of seats"), read_seat_item,
                         &entry->n_to, entry, entry->to, error);

    case TC_QUARTZ_ENTRY_STEAL:
      return read_array (data, object, "from", _("an array of {\"seat\", \"crystal\"} objects"),
                         read_steal_item, &entry->n_from, entry, entry->from, error);

    default:
      g_return_val_if_reached (FALSE);
    }
}

static gboolean
read_members (const TcQuartzData  *data,
              JsonObject          *object,
              TcQuartzEntry       *entry,
              GError             **error)
{
  const char *text;
  gboolean present;

  if (entry->type == TC_QUARTZ_ENTRY_SETUP)
    {
      entry->first_seat = 1;
      return read_bag (data, object, entry, error) &&
             tc_entry_reader_read_int (object, "first_seat", &entry->first_seat, &present, error);
    }

  if (entry->type == TC_QUARTZ_ENTRY_NOTE)
    return TRUE;

  if (!tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error))
    return FALSE;

  switch (entry->type)
    {
    case TC_QUARTZ_ENTRY_DRAW:
      if (!tc_entry_reader_read_string (object, "crystal", &text, error))
        return FALSE;
      entry->crystal = resolve_crystal (data, text, entry);
      return TRUE;

    case TC_QUARTZ_ENTRY_ROLL:
    case TC_QUARTZ_ENTRY_REROLL:
      return read_array (data, object, "dice", _("an array of die face ids"), read_face_item,
                         &entry->n_dice, entry, entry->dice, error);

    case TC_QUARTZ_ENTRY_END_TURN:
      return TRUE;

    default:
      return read_action (data, object, entry, error);
    }
}

/**
 * tc_quartz_entry_parse:
 * @kind: the entry's kind, read from its "type" (a note's members are the
 *   base class's to read)
 * @object: one element of "entries" or "redo"
 * @error: a %TC_FORMAT_ERROR when a member is missing or of the wrong type
 *
 * Unknown ids and out-of-range numbers are not format errors: the entry
 * keeps them for the rules to refuse (§7.1).
 *
 * Returns: (transfer full) (nullable): the parsed entry
 */
TcQuartzEntry *
tc_quartz_entry_parse (const TcQuartzData  *data,
                       TcQuartzEntryType    kind,
                       JsonObject          *object,
                       GError             **error)
{
  g_autoptr(TcQuartzEntry) entry = g_new0 (TcQuartzEntry, 1);

  entry->type = kind;
  if (!read_members (data, object, entry, error))
    return NULL;

  return g_steal_pointer (&entry);
}

void
tc_quartz_entry_free (TcQuartzEntry *entry)
{
  if (entry == NULL)
    return;

  g_free (entry->unknown);
  g_free (entry);
}

static JsonArray *
kinds_to_array (const TcQuartzData *data,
                const gint         *kinds,
                guint               n)
{
  JsonArray *array = json_array_sized_new (n);

  for (guint i = 0; i < MIN (n, TC_QUARTZ_MAX_LISTED); i++)
    json_array_add_string_element (array, data->crystals[kinds[i]].id);

  return array;
}

static void
action_to_json (const TcQuartzData  *data,
                const TcQuartzEntry *entry,
                JsonObject          *object)
{
  JsonArray *array;

  json_object_set_int_member (object, "faces", entry->faces);
  if (entry->helmet_pairs > 0)
    json_object_set_int_member (object, "helmet_pairs", entry->helmet_pairs);

  switch (entry->type)
    {
    case TC_QUARTZ_ENTRY_PICKAXE:
    case TC_QUARTZ_ENTRY_CHEST:
      json_object_set_array_member (object, "crystals", kinds_to_array (data, entry->crystals, entry->n_crystals));
      break;
    case TC_QUARTZ_ENTRY_JACKHAMMER:
      json_object_set_array_member (object, "drawn", kinds_to_array (data, entry->crystals, entry->n_crystals));
      json_object_set_array_member (object, "returned", kinds_to_array (data, entry->returned, entry->n_returned));
      break;
    case TC_QUARTZ_ENTRY_MINECART:
      array = json_array_new ();
      for (guint i = 0; i < MIN (entry->n_to, TC_QUARTZ_MAX_LISTED); i++)
        json_array_add_int_element (array, entry->to[i]);
      json_object_set_array_member (object, "to", array);
      break;
    case TC_QUARTZ_ENTRY_STEAL:
      array = json_array_new ();
      for (guint i = 0; i < MIN (entry->n_from, TC_QUARTZ_MAX_LISTED); i++)
        {
          JsonObject *from = json_object_new ();

          json_object_set_int_member (from, "seat", entry->from[i].seat);
          json_object_set_string_member (from, "crystal", data->crystals[entry->from[i].kind].id);
          json_array_add_object_element (array, from);
        }
      json_object_set_array_member (object, "from", array);
      break;
    default:
      g_return_if_reached ();
    }
}

/**
 * tc_quartz_entry_to_json:
 * @entry: an entry whose ids are all known (not a note: its text is not
 *   kept in @entry)
 *
 * Returns: (transfer full): @entry as a log holds it
 */
JsonObject *
tc_quartz_entry_to_json (const TcQuartzData  *data,
                         const TcQuartzEntry *entry)
{
  JsonObject *object = json_object_new ();
  JsonObject *bag;
  JsonArray *dice;

  g_return_val_if_fail (entry->unknown == NULL && entry->type != TC_QUARTZ_ENTRY_NOTE, object);

  json_object_set_string_member (object, "type", tc_quartz_entry_kinds[entry->type]);
  if (entry->type != TC_QUARTZ_ENTRY_SETUP)
    json_object_set_int_member (object, "seat", entry->seat);

  switch (entry->type)
    {
    case TC_QUARTZ_ENTRY_SETUP:
      bag = json_object_new ();
      for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
        json_object_set_int_member (bag, data->crystals[k].id, entry->bag[k]);
      json_object_set_object_member (object, "bag", bag);
      json_object_set_int_member (object, "first_seat", entry->first_seat);
      break;
    case TC_QUARTZ_ENTRY_DRAW:
      json_object_set_string_member (object, "crystal", data->crystals[entry->crystal].id);
      break;
    case TC_QUARTZ_ENTRY_ROLL:
    case TC_QUARTZ_ENTRY_REROLL:
      dice = json_array_new ();
      for (guint i = 0; i < MIN (entry->n_dice, TC_QUARTZ_N_DICE); i++)
        json_array_add_string_element (dice, data->faces[entry->dice[i]].id);
      json_object_set_array_member (object, "dice", dice);
      break;
    case TC_QUARTZ_ENTRY_END_TURN:
      break;
    default:
      action_to_json (data, entry, object);
      break;
    }

  return object;
}
