/* tc-entry-reader.c: reading the members of a log entry
 *
 * Only the form is checked here (a format error, CLI exit 2); values are
 * kept for the rules to judge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-entry-reader.h"
#include "tc-error.h"

/* The JSON type of @node in words, for "must be …, not …" sentences. */
const char *
tc_entry_reader_type_name (JsonNode *node)
{
  if (JSON_NODE_HOLDS_NULL (node))
    return "null";
  if (JSON_NODE_HOLDS_OBJECT (node))
    return _("an object");
  if (JSON_NODE_HOLDS_ARRAY (node))
    return _("an array");

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return _("a string");
    case G_TYPE_BOOLEAN:
      return _("a boolean");
    case G_TYPE_DOUBLE:
      return _("a number with a fraction or exponent");
    default:
      return _("a number");
    }
}

gboolean
tc_entry_reader_wrong_type (const char  *member,
                            const char  *expected,
                            JsonNode    *node,
                            GError     **error)
{
  g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
               _("“%s” must be %s, not %s"), member, expected, tc_entry_reader_type_name (node));
  return FALSE;
}

gboolean
tc_entry_reader_missing (const char  *member,
                         GError     **error)
{
  g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
               _("the member “%s” is missing"), member);
  return FALSE;
}

gboolean
tc_entry_reader_is_integer (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
}

gboolean
tc_entry_reader_is_string (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
}

/* An integer member; absent is an error only when @present is NULL. A
 * null is a wrong type, never "absent".
 */
gboolean
tc_entry_reader_read_int (JsonObject  *object,
                          const char  *member,
                          gint64      *value,
                          gboolean    *present,
                          GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (present != NULL)
    *present = node != NULL;

  if (node == NULL)
    return present != NULL ? TRUE : tc_entry_reader_missing (member, error);

  if (!tc_entry_reader_is_integer (node))
    return tc_entry_reader_wrong_type (member, _("an integer"), node, error);

  *value = json_node_get_int (node);
  return TRUE;
}

/* The "type" member, as an index into @types. */
gboolean
tc_entry_reader_read_type (JsonObject         *object,
                           const char * const *types,
                           guint               n_types,
                           guint              *type,
                           GError            **error)
{
  JsonNode *node = json_object_get_member (object, "type");
  const char *name;

  if (node == NULL)
    return tc_entry_reader_missing ("type", error);
  if (!tc_entry_reader_is_string (node))
    return tc_entry_reader_wrong_type ("type", _("a string"), node, error);

  name = json_node_get_string (node);
  for (guint i = 0; i < n_types; i++)
    if (g_strcmp0 (types[i], name) == 0)
      {
        *type = i;
        return TRUE;
      }

  g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
               _("“%s” is not an entry type of this game"), name);
  return FALSE;
}

/* A required string member. */
gboolean
tc_entry_reader_read_string (JsonObject  *object,
                             const char  *member,
                             const char **value,
                             GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    return tc_entry_reader_missing (member, error);
  if (!tc_entry_reader_is_string (node))
    return tc_entry_reader_wrong_type (member, _("a string"), node, error);

  *value = json_node_get_string (node);
  return TRUE;
}
