/* tc-mcg-entry.c: the form of entries (spec §4 and §7.1); values are
 * checked later, by the rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-entry-reader.h"
#include "tc-error.h"
#include "tc-mcg-entry.h"

/* The kinds of the card game's log; the note is the base class's. */
const char * const tc_mcg_entry_kinds[] = {
  [TC_MCG_ENTRY_SETUP] = "setup",
  [TC_MCG_ENTRY_MINE] = "mine",
  [TC_MCG_ENTRY_REVEAL] = "reveal",
  [TC_MCG_ENTRY_TNT_KEEP] = "tnt_keep",
  [TC_MCG_ENTRY_CREEPER_DISCARD] = "creeper_discard",
  [TC_MCG_ENTRY_CRAFT] = "craft",
  [TC_MCG_ENTRY_RESERVE] = "reserve",
  [TC_MCG_ENTRY_USE_TOOL] = "use_tool",
  [TC_MCG_ENTRY_END_TURN] = "end_turn",
  [TC_MCG_ENTRY_NOTE] = NULL,
};
G_STATIC_ASSERT (G_N_ELEMENTS (tc_mcg_entry_kinds) == TC_MCG_ENTRY_NOTE + 1);

static gboolean
resolve_card (const TcMcgCards  *cards,
              const char        *id,
              TcMcgCardRef      *ref,
              TcMcgEntry        *entry)
{
  guint code = 0;
  TcMcgCardClass klass = tc_mcg_cards_lookup (cards, id, &code);

  ref->klass = klass;
  ref->code = code;
  if (klass == TC_MCG_CARD_UNKNOWN && entry->unknown == NULL)
    entry->unknown = g_strdup (id);

  return TRUE;
}

static gboolean
read_card (const TcMcgCards  *cards,
           JsonObject        *object,
           const char        *member,
           TcMcgCardRef      *ref,
           TcMcgEntry        *entry,
           GError           **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    return tc_entry_reader_missing (member, error);
  if (!tc_entry_reader_is_string (node))
    return tc_entry_reader_wrong_type (member, _("a card id string"), node, error);

  return resolve_card (cards, json_node_get_string (node), ref, entry);
}

/* A list of card ids; only the first TC_MCG_MAX_LISTED are kept, but all
 * are type-checked and counted.
 */
static gboolean
read_card_list (const TcMcgCards  *cards,
                JsonObject        *object,
                const char        *member,
                gboolean           optional,
                TcMcgCardRef      *refs,
                guint             *n_refs,
                TcMcgEntry        *entry,
                GError           **error)
{
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *array;

  *n_refs = 0;
  if (node == NULL)
    return optional ? TRUE : tc_entry_reader_missing (member, error);
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return tc_entry_reader_wrong_type (member, _("an array of card ids"), node, error);

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!tc_entry_reader_is_string (element))
        {
          g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                       _("“%s” must hold card id strings, but item %u is %s"),
                       member, i + 1, tc_entry_reader_type_name (element));
          return FALSE;
        }
      if (i < TC_MCG_MAX_LISTED)
        resolve_card (cards, json_node_get_string (element), &refs[i], entry);
    }

  *n_refs = json_array_get_length (array);
  return TRUE;
}

static gboolean
read_exactly_one (JsonObject  *object,
                  const char  *first,
                  const char  *second,
                  gboolean    *is_first,
                  GError     **error)
{
  gboolean has_first = json_object_has_member (object, first);
  gboolean has_second = json_object_has_member (object, second);

  if (has_first == has_second)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("exactly one of “%s” and “%s” must be given"), first, second);
      return FALSE;
    }

  *is_first = has_first;
  return TRUE;
}

static gboolean
read_craft_source (JsonObject  *object,
                   TcMcgEntry  *entry,
                   GError     **error)
{
  JsonNode *node = json_object_get_member (object, "source");

  if (node == NULL)
    return tc_entry_reader_missing ("source", error);

  if (tc_entry_reader_is_string (node))
    {
      if (g_strcmp0 (json_node_get_string (node), "reserve") == 0)
        {
          entry->from_reserve = TRUE;
          return TRUE;
        }

      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("“source” must be \"reserve\" or {\"craft_pile\": k}, not \"%s\""),
                   json_node_get_string (node));
      return FALSE;
    }

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return tc_entry_reader_wrong_type ("source", _("\"reserve\" or an object"), node, error);

  return tc_entry_reader_read_int (json_node_get_object (node), "craft_pile", &entry->pile, NULL, error);
}

static gboolean
read_use_tool (const TcMcgCards  *cards,
               JsonObject        *object,
               TcMcgEntry        *entry,
               GError           **error)
{
  JsonNode *tool = json_object_get_member (object, "tool");

  if (!read_card (cards, object, "tool", &entry->card, entry, error) ||
      !tc_entry_reader_read_int (object, "target", &entry->target, &entry->has_target, error))
    return FALSE;

  if (!entry->has_target && g_str_has_suffix (json_node_get_string (tool), "-shovel"))
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("a shovel needs a “target” seat"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_members (const TcMcgCards  *cards,
              JsonObject        *object,
              TcMcgEntry        *entry,
              GError           **error)
{
  gboolean present, first;

  switch (entry->type)
    {
    case TC_MCG_ENTRY_SETUP:
      entry->first_seat = 1;
      return read_card_list (cards, object, "resource_tops", FALSE, entry->cards, &entry->n_cards, entry, error) &&
             read_card_list (cards, object, "craft_tops", FALSE, entry->crafts, &entry->n_crafts, entry, error) &&
             tc_entry_reader_read_int (object, "first_seat", &entry->first_seat, &present, error);

    case TC_MCG_ENTRY_MINE:
      return tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error) &&
             tc_entry_reader_read_int (object, "pile", &entry->pile, NULL, error);

    case TC_MCG_ENTRY_REVEAL:
      if (!read_exactly_one (object, "pile", "craft_pile", &first, error))
        return FALSE;
      entry->craft_pile = !first;
      return tc_entry_reader_read_int (object, first ? "pile" : "craft_pile", &entry->pile, NULL, error) &&
             read_card (cards, object, "card", &entry->card, entry, error);

    case TC_MCG_ENTRY_TNT_KEEP:
      return tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error) &&
             read_card_list (cards, object, "cards", FALSE, entry->cards, &entry->n_cards, entry, error);

    case TC_MCG_ENTRY_CREEPER_DISCARD:
      if (!tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error) ||
          !read_exactly_one (object, "card", "sword", &first, error))
        return FALSE;
      entry->sword = !first;
      return read_card (cards, object, first ? "card" : "sword", &entry->card, entry, error);

    case TC_MCG_ENTRY_CRAFT:
      return tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error) &&
             read_craft_source (object, entry, error) &&
             read_card_list (cards, object, "pay", FALSE, entry->cards, &entry->n_cards, entry, error) &&
             read_card_list (cards, object, "axes", TRUE, entry->crafts, &entry->n_crafts, entry, error);

    case TC_MCG_ENTRY_RESERVE:
      return tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error) &&
             tc_entry_reader_read_int (object, "craft_pile", &entry->pile, NULL, error);

    case TC_MCG_ENTRY_USE_TOOL:
      return tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error) &&
             read_use_tool (cards, object, entry, error);

    case TC_MCG_ENTRY_END_TURN:
      return tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error);

    case TC_MCG_ENTRY_NOTE:
      return TRUE;

    case TC_MCG_N_ENTRY_TYPES:
    default:
      g_return_val_if_reached (FALSE);
    }
}

/**
 * tc_mcg_entry_parse:
 * @kind: the entry's kind, read from its "type"
 * @object: one element of "entries" or "redo"
 * @error: a %TC_FORMAT_ERROR when a member is missing or of the wrong type
 *
 * Unknown card ids and out-of-range numbers are not format errors: the
 * entry keeps them for the rules to refuse (§7.1.8).
 *
 * Returns: (transfer full) (nullable): the parsed entry
 */
TcMcgEntry *
tc_mcg_entry_parse (const TcMcgCards  *cards,
                    TcMcgEntryType     kind,
                    JsonObject        *object,
                    GError           **error)
{
  g_autoptr(TcMcgEntry) entry = g_new0 (TcMcgEntry, 1);

  entry->type = kind;
  if (!read_members (cards, object, entry, error))
    return NULL;

  return g_steal_pointer (&entry);
}

void
tc_mcg_entry_free (TcMcgEntry *entry)
{
  if (entry == NULL)
    return;

  g_free (entry->unknown);
  g_free (entry);
}

static JsonArray *
refs_to_array (const TcMcgCards   *cards,
               const TcMcgCardRef *refs,
               guint               n)
{
  JsonArray *array = json_array_sized_new (n);

  for (guint i = 0; i < MIN (n, TC_MCG_MAX_LISTED); i++)
    json_array_add_string_element (array, refs[i].klass == TC_MCG_CARD_CRAFT
                                          ? cards->craft[refs[i].code].id
                                          : cards->resource[refs[i].code].id);

  return array;
}

static const char *
ref_to_id (const TcMcgCards *cards,
           TcMcgCardRef      ref)
{
  return ref.klass == TC_MCG_CARD_CRAFT ? cards->craft[ref.code].id : cards->resource[ref.code].id;
}

/**
 * tc_mcg_entry_to_json:
 * @entry: an entry whose cards are all known (not a note: its text is not
 *   kept)
 *
 * Returns: (transfer full): @entry as it is written in a log
 */
JsonObject *
tc_mcg_entry_to_json (const TcMcgCards *cards,
                      const TcMcgEntry *entry)
{
  JsonObject *object = json_object_new ();
  JsonObject *source;

  g_return_val_if_fail (entry->unknown == NULL && entry->type != TC_MCG_ENTRY_NOTE, object);

  json_object_set_string_member (object, "type", tc_mcg_entry_kinds[entry->type]);
  if (entry->type != TC_MCG_ENTRY_SETUP && entry->type != TC_MCG_ENTRY_REVEAL)
    json_object_set_int_member (object, "seat", entry->seat);

  switch (entry->type)
    {
    case TC_MCG_ENTRY_SETUP:
      json_object_set_array_member (object, "resource_tops", refs_to_array (cards, entry->cards, entry->n_cards));
      json_object_set_array_member (object, "craft_tops", refs_to_array (cards, entry->crafts, entry->n_crafts));
      json_object_set_int_member (object, "first_seat", entry->first_seat);
      break;

    case TC_MCG_ENTRY_MINE:
      json_object_set_int_member (object, "pile", entry->pile);
      break;

    case TC_MCG_ENTRY_REVEAL:
      json_object_set_int_member (object, entry->craft_pile ? "craft_pile" : "pile", entry->pile);
      json_object_set_string_member (object, "card", ref_to_id (cards, entry->card));
      break;

    case TC_MCG_ENTRY_TNT_KEEP:
      json_object_set_array_member (object, "cards", refs_to_array (cards, entry->cards, entry->n_cards));
      break;

    case TC_MCG_ENTRY_CREEPER_DISCARD:
      json_object_set_string_member (object, entry->sword ? "sword" : "card", ref_to_id (cards, entry->card));
      break;

    case TC_MCG_ENTRY_CRAFT:
      if (entry->from_reserve)
        json_object_set_string_member (object, "source", "reserve");
      else
        {
          source = json_object_new ();
          json_object_set_int_member (source, "craft_pile", entry->pile);
          json_object_set_object_member (object, "source", source);
        }
      json_object_set_array_member (object, "pay", refs_to_array (cards, entry->cards, entry->n_cards));
      if (entry->n_crafts > 0)
        json_object_set_array_member (object, "axes", refs_to_array (cards, entry->crafts, entry->n_crafts));
      break;

    case TC_MCG_ENTRY_RESERVE:
      json_object_set_int_member (object, "craft_pile", entry->pile);
      break;

    case TC_MCG_ENTRY_USE_TOOL:
      json_object_set_string_member (object, "tool", ref_to_id (cards, entry->card));
      if (entry->has_target)
        json_object_set_int_member (object, "target", entry->target);
      break;

    case TC_MCG_ENTRY_END_TURN:
    case TC_MCG_ENTRY_NOTE:
    case TC_MCG_N_ENTRY_TYPES:
    default:
      break;
    }

  return object;
}
