/* tc-entry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-entry.h"

/* An entry keeps the JSON object exactly as it was read or built, so that
 * keys the engine does not know (a timestamp, another tool's notes) survive
 * a load and save, next to the ruleset's parsed form used for replay.
 */
struct _TcEntry
{
  grefcount       ref_count;
  JsonObject     *object;
  guint           kind;
  gpointer        data;
  GDestroyNotify  data_free;
};

G_DEFINE_BOXED_TYPE (TcEntry, tc_entry, tc_entry_ref, tc_entry_unref)

/**
 * tc_entry_new:
 * @object: the entry as JSON; a reference is taken
 * @kind: the index of its "type" in its ruleset's table of entry kinds
 * @data: (transfer full): the ruleset's parsed form of @object
 * @data_free: frees @data
 */
TcEntry *
tc_entry_new (JsonObject     *object,
              guint           kind,
              gpointer        data,
              GDestroyNotify  data_free)
{
  TcEntry *self;

  g_return_val_if_fail (object != NULL, NULL);

  self = g_new0 (TcEntry, 1);
  g_ref_count_init (&self->ref_count);
  self->object = json_object_ref (object);
  self->kind = kind;
  self->data = data;
  self->data_free = data_free;

  return self;
}

TcEntry *
tc_entry_ref (TcEntry *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_ref_count_inc (&self->ref_count);
  return self;
}

void
tc_entry_unref (TcEntry *self)
{
  g_return_if_fail (self != NULL);

  if (!g_ref_count_dec (&self->ref_count))
    return;

  if (self->data_free != NULL)
    self->data_free (self->data);
  json_object_unref (self->object);
  g_free (self);
}

JsonObject *
tc_entry_get_object (TcEntry *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->object;
}

/* The "type" member, checked to be a string when the entry was parsed. */
const char *
tc_entry_get_kind (TcEntry *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return json_object_get_string_member (self->object, "type");
}

/* The kind as its ruleset numbers it (TcRulesetClass.entry_kinds). */
guint
tc_entry_get_kind_index (TcEntry *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->kind;
}

gconstpointer
tc_entry_get_data (TcEntry *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->data;
}

/* The optional ISO 8601 "time" an entry was recorded at, or %NULL. */
const char *
tc_entry_get_time (TcEntry *self)
{
  JsonNode *node;

  g_return_val_if_fail (self != NULL, NULL);

  node = json_object_get_member (self->object, "time");
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}
