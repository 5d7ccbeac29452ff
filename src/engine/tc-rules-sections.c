/* tc-rules-sections.c: reads a game's rules.json and finds the section
 * that explains a refusal
 *
 * The words stay untranslated in memory and are translated when read, as
 * the rulings' labels are, so that po/data-strings.pot is the one place
 * they are listed for translators.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tc-error.h"
#include "tc-rules-sections.h"

/* Returns: (nullable): the strings of @object's array @member, or %NULL
 * when it is missing or holds anything but non-empty strings
 */
static GStrv
read_strings (JsonObject *object,
              const char *member)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING ||
          *json_node_get_string (item) == '\0')
        return NULL;
      g_strv_builder_add (builder, json_node_get_string (item));
    }

  return g_strv_builder_end (builder);
}

static gboolean
read_section (JsonObject     *object,
              TcRulesSection *section)
{
  if (object == NULL)
    return FALSE;

  section->id = g_strdup (json_object_get_string_member_with_default (object, "id", NULL));
  section->title = g_strdup (json_object_get_string_member_with_default (object, "title", NULL));
  section->rules = read_strings (object, "rules");
  section->text = read_strings (object, "text");

  return section->id != NULL && section->title != NULL &&
         section->rules != NULL && section->text != NULL && section->text[0] != NULL;
}

/**
 * tc_rules_sections_load:
 * @bytes: the contents of a rules.json
 * @path: its name, for errors
 *
 * Returns: %FALSE with an error naming what is wrong; the data is the
 * program's own, so this only guards against a bad edit of it
 */
gboolean
tc_rules_sections_load (GBytes          *bytes,
                        const char      *path,
                        TcRulesSection **sections,
                        guint           *n_sections,
                        GError         **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonNode *root;
  JsonNode *list;
  guint n;

  *sections = NULL;
  *n_sections = 0;
  if (!json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                   g_bytes_get_size (bytes), error))
    return FALSE;

  root = json_parser_get_root (parser);
  list = JSON_NODE_HOLDS_OBJECT (root) ? json_object_get_member (json_node_get_object (root), "sections") : NULL;
  if (list == NULL || !JSON_NODE_HOLDS_ARRAY (list) || json_array_get_length (json_node_get_array (list)) == 0)
    return tc_invalid_format (error, "%s: no \"sections\" array", path);

  n = json_array_get_length (json_node_get_array (list));
  *sections = g_new0 (TcRulesSection, n);
  *n_sections = n;
  for (guint s = 0; s < n; s++)
    {
      JsonNode *item = json_array_get_element (json_node_get_array (list), s);

      if (!read_section (JSON_NODE_HOLDS_OBJECT (item) ? json_node_get_object (item) : NULL, &(*sections)[s]))
        return tc_invalid_format (error, "%s: section %u needs an id, a title, a \"rules\" array "
                                  "and paragraphs of text", path, s + 1);
      for (guint t = 0; t < s; t++)
        if (g_str_equal ((*sections)[t].id, (*sections)[s].id))
          return tc_invalid_format (error, "%s: two sections are called “%s”", path, (*sections)[s].id);
    }

  return TRUE;
}

void
tc_rules_sections_free (TcRulesSection *sections,
                        guint           n_sections)
{
  for (guint s = 0; s < n_sections; s++)
    {
      g_free (sections[s].id);
      g_free (sections[s].title);
      g_strfreev (sections[s].rules);
      g_strfreev (sections[s].text);
    }
  g_free (sections);
}

/* Returns: the length of @prefix when @rule is it or starts with it and a
 * dot ("craft" covers "craft.axe_twice", not "crafty"), else 0
 */
static gsize
prefix_match (const char *rule,
              const char *prefix)
{
  gsize length = strlen (prefix);

  if (strncmp (rule, prefix, length) != 0 || (rule[length] != '\0' && rule[length] != '.'))
    return 0;

  return length;
}

/**
 * tc_rules_sections_find:
 * @rule: a dotted rule id, as tc_rule_error_get_rule() gives it
 *
 * Returns: (nullable): the section listing the longest prefix of @rule
 */
const TcRulesSection *
tc_rules_sections_find (const TcRulesSection *sections,
                        guint                 n_sections,
                        const char           *rule)
{
  const TcRulesSection *best = NULL;
  gsize best_length = 0;

  if (rule == NULL)
    return NULL;

  for (guint s = 0; s < n_sections; s++)
    for (guint r = 0; sections[s].rules[r] != NULL; r++)
      {
        gsize length = prefix_match (rule, sections[s].rules[r]);

        if (length > best_length)
          {
            best = &sections[s];
            best_length = length;
          }
      }

  return best;
}

const char *
tc_rules_section_get_title (const TcRulesSection *section)
{
  return _(section->title);
}

guint
tc_rules_section_get_n_paragraphs (const TcRulesSection *section)
{
  return g_strv_length (section->text);
}

const char *
tc_rules_section_get_paragraph (const TcRulesSection *section,
                                guint                 index)
{
  g_return_val_if_fail (index < g_strv_length (section->text), NULL);

  return _(section->text[index]);
}
