/* tc-json-text.c: reading a log's JSON text strictly, in one pass
 *
 * The log format must be JSON as RFC 8259 defines it (spec §7.1.1), and
 * other tools reading the same file must see the same values. json-glib
 * 1.6's parser is more lenient (leading zeros, raw control characters in
 * strings, data after the object, comments, single quotes, hexadecimal and
 * ".5"-style numbers) and wraps integers beyond 64 bits silently; it is
 * also slow, its scanner being most of a log's load time. So the text is
 * read here by one recursive-descent parser that refuses everything JSON
 * does not allow and builds json-glib's node tree directly.
 *
 * An integer beyond 64 bits is clamped to the 64-bit limit: still an
 * integer, and out of range for every member, so the rules refuse it as
 * the value it is (§7.1.8).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-json-text.h"

/* Deep enough for any log, shallow enough that a file of a million '['
 * cannot exhaust the stack of the recursive descent.
 */
#define MAX_DEPTH 512

typedef struct
{
  const char *data;
  const char *p;
  const char *end;
  guint       depth;
  GString    *scratch;  /* decoded strings and number literals */
  GPtrArray  *names;    /* member names being read, one per depth */
  GHashTable *repeated; /* JsonObject → its first repeated name, or NULL */
} Parser;

static JsonNode *parse_value (Parser  *parser,
                              GError **error);

static gboolean
fail (Parser      *parser,
      GError     **error,
      const char  *what)
{
  guint line = 1, column = 1;

  for (const char *c = parser->data; c < parser->p; c++)
    {
      if (*c == '\n')
        {
          line++;
          column = 1;
        }
      else if (((guchar) *c & 0xc0) != 0x80)
        column++;
    }

  g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_SYNTAX,
               _("not valid JSON: %u:%u: %s"), line, column, what);
  return FALSE;
}

static gboolean
fail_at_end (Parser  *parser,
             GError **error)
{
  return fail (parser, error, _("the text ends before the JSON object is closed"));
}

static void
skip_space (Parser *parser)
{
  while (parser->p < parser->end &&
         (*parser->p == ' ' || *parser->p == '\n' || *parser->p == '\r' || *parser->p == '\t'))
    parser->p++;
}

/* The code unit of a \uXXXX escape at @at, or -1 when it is not one. */
static gint
read_unicode_escape (const Parser *parser,
                     const char   *at)
{
  gint value = 0;

  if (parser->end - at < 6 || at[0] != '\\' || at[1] != 'u')
    return -1;

  for (guint i = 2; i < 6; i++)
    {
      gint digit = g_ascii_xdigit_value (at[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }

  return value;
}

static gboolean
decode_unicode_escape (Parser   *parser,
                       GString  *out,
                       GError  **error)
{
  gint unit = read_unicode_escape (parser, parser->p);
  gint low;

  if (unit < 0)
    return fail (parser, error, _("a string holds an escape that JSON does not have"));

  /* Strings are C strings from here on: a NUL would cut them short. */
  if (unit == 0)
    return fail (parser, error, _("a string holds the character \\u0000, which Tablecraft cannot keep"));

  if (unit >= 0xdc00 && unit <= 0xdfff)
    return fail (parser, error, _("a string holds half of a UTF-16 pair (a lone low surrogate)"));

  if (unit >= 0xd800 && unit <= 0xdbff)
    {
      low = read_unicode_escape (parser, parser->p + 6);
      if (low < 0xdc00 || low > 0xdfff)
        return fail (parser, error, _("a string holds half of a UTF-16 pair (a lone high surrogate)"));
      unit = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
      parser->p += 6;
    }

  parser->p += 6;
  g_string_append_unichar (out, unit);
  return TRUE;
}

static gboolean
decode_escape (Parser   *parser,
               GString  *out,
               GError  **error)
{
  char decoded;

  switch (parser->p + 1 < parser->end ? parser->p[1] : '\0')
    {
    case '"': decoded = '"'; break;
    case '\\': decoded = '\\'; break;
    case '/': decoded = '/'; break;
    case 'b': decoded = '\b'; break;
    case 'f': decoded = '\f'; break;
    case 'n': decoded = '\n'; break;
    case 'r': decoded = '\r'; break;
    case 't': decoded = '\t'; break;
    default:
      return decode_unicode_escape (parser, out, error);
    }

  g_string_append_c (out, decoded);
  parser->p += 2;
  return TRUE;
}

/* Reads the string at parser->p (its opening quote) into @out, decoded. */
static gboolean
parse_string (Parser   *parser,
              GString  *out,
              GError  **error)
{
  g_string_truncate (out, 0);
  parser->p++;

  for (;;)
    {
      const char *run = parser->p;

      while (parser->p < parser->end && *parser->p != '"' && *parser->p != '\\' &&
             (guchar) *parser->p >= 0x20)
        parser->p++;
      g_string_append_len (out, run, parser->p - run);

      if (parser->p == parser->end)
        return fail (parser, error, _("a string is not closed"));

      if (*parser->p == '"')
        {
          parser->p++;
          return TRUE;
        }

      if (*parser->p != '\\')
        return fail (parser, error, _("a control character inside a string must be escaped"));

      if (!decode_escape (parser, out, error))
        return FALSE;
    }
}

static gboolean
skip_digits (Parser *parser)
{
  const char *start = parser->p;

  while (parser->p < parser->end && g_ascii_isdigit (*parser->p))
    parser->p++;

  return parser->p > start;
}

/* The integer in [start, end), an optional '-' and digits, clamped to
 * 64 bits.
 */
static gint64
integer_value (const char *start,
               const char *end)
{
  gboolean negative = *start == '-';
  guint64 limit = negative ? (guint64) G_MAXINT64 + 1 : G_MAXINT64;
  guint64 magnitude = 0;

  for (const char *c = start + negative; c < end; c++)
    {
      guint digit = *c - '0';

      if (magnitude > (limit - digit) / 10)
        return negative ? G_MININT64 : G_MAXINT64;
      magnitude = magnitude * 10 + digit;
    }

  if (negative)
    return magnitude == limit ? G_MININT64 : -(gint64) magnitude;
  return magnitude;
}

static JsonNode *
parse_number (Parser  *parser,
              GError **error)
{
  const char *start = parser->p;
  const char *digits;
  gboolean integer = TRUE;

  if (*parser->p == '-')
    parser->p++;
  digits = parser->p;
  if (!skip_digits (parser))
    {
      fail (parser, error, _("a minus sign must be followed by a digit"));
      return NULL;
    }
  if (*digits == '0' && parser->p - digits > 1)
    {
      fail (parser, error, _("a number cannot start with 0"));
      return NULL;
    }

  if (parser->p < parser->end && *parser->p == '.')
    {
      parser->p++;
      integer = FALSE;
      if (!skip_digits (parser))
        {
          fail (parser, error, _("a number must have a digit after its decimal point"));
          return NULL;
        }
    }

  if (parser->p < parser->end && (*parser->p == 'e' || *parser->p == 'E'))
    {
      parser->p++;
      integer = FALSE;
      if (parser->p < parser->end && (*parser->p == '+' || *parser->p == '-'))
        parser->p++;
      if (!skip_digits (parser))
        {
          fail (parser, error, _("a number must have a digit in its exponent"));
          return NULL;
        }
    }

  if (integer)
    return json_node_init_int (json_node_alloc (), integer_value (start, parser->p));

  /* g_ascii_strtod() wants the literal on its own. */
  g_string_truncate (parser->scratch, 0);
  g_string_append_len (parser->scratch, start, parser->p - start);
  return json_node_init_double (json_node_alloc (), g_ascii_strtod (parser->scratch->str, NULL));
}

static gboolean
skip_word (Parser     *parser,
           const char *word,
           gsize       length)
{
  if ((gsize) (parser->end - parser->p) < length || memcmp (parser->p, word, length) != 0)
    return FALSE;

  parser->p += length;
  return TRUE;
}

static JsonNode *
parse_word (Parser  *parser,
            GError **error)
{
  if (skip_word (parser, "true", 4))
    return json_node_init_boolean (json_node_alloc (), TRUE);
  if (skip_word (parser, "false", 5))
    return json_node_init_boolean (json_node_alloc (), FALSE);
  if (skip_word (parser, "null", 4))
    return json_node_init_null (json_node_alloc ());

  fail (parser, error, _("expected a value: an object, an array, a string, a number, true, false or null"));
  return NULL;
}

/* Steps into an object or array at parser->p. */
static gboolean
enter (Parser  *parser,
       GError **error)
{
  if (parser->depth == MAX_DEPTH)
    {
      g_autofree char *what = g_strdup_printf (_("arrays and objects are nested more than %d deep"), MAX_DEPTH);

      return fail (parser, error, what);
    }

  parser->depth++;
  parser->p++;
  skip_space (parser);
  return TRUE;
}

typedef enum
{
  ITEM_NEXT,
  ITEM_CLOSED,
  ITEM_FAILED,
} ItemEnd;

/* After a member or an element: @close ends the object or array, a comma
 * leads to the next item, anything else is refused with @expected.
 */
static ItemEnd
end_item (Parser      *parser,
          char         close,
          const char  *expected,
          GError     **error)
{
  skip_space (parser);
  if (parser->p == parser->end)
    {
      fail_at_end (parser, error);
      return ITEM_FAILED;
    }

  if (*parser->p == close)
    {
      parser->p++;
      return ITEM_CLOSED;
    }

  if (*parser->p != ',')
    {
      fail (parser, error, expected);
      return ITEM_FAILED;
    }

  parser->p++;
  skip_space (parser);
  return ITEM_NEXT;
}

/* A member name must outlive the parse of its value, which may hold
 * objects of its own: each depth has its own buffer.
 */
static GString *
name_buffer (Parser *parser)
{
  while (parser->names->len < parser->depth)
    g_ptr_array_add (parser->names, g_string_new (NULL));

  return g_ptr_array_index (parser->names, parser->depth - 1);
}

/* Reads one "name": value pair into @object; parser->p is on the name. */
static gboolean
parse_member (Parser      *parser,
              JsonObject  *object,
              GError     **error)
{
  GString *name = name_buffer (parser);
  JsonNode *value;

  if (parser->p == parser->end)
    return fail_at_end (parser, error);
  if (*parser->p != '"')
    return fail (parser, error, _("expected a member name in double quotes"));
  if (!parse_string (parser, name, error))
    return FALSE;

  skip_space (parser);
  if (parser->p == parser->end)
    return fail_at_end (parser, error);
  if (*parser->p != ':')
    return fail (parser, error, _("expected ':' after a member name"));
  parser->p++;

  value = parse_value (parser, error);
  if (value == NULL)
    return FALSE;

  /* A repeated name keeps its first place and takes the last value. */
  if (parser->repeated != NULL && json_object_has_member (object, name->str) &&
      !g_hash_table_contains (parser->repeated, object))
    g_hash_table_insert (parser->repeated, object, g_strdup (name->str));
  json_object_set_member (object, name->str, value);
  return TRUE;
}

static JsonNode *
parse_object (Parser  *parser,
              GError **error)
{
  g_autoptr(JsonObject) object = NULL;

  if (!enter (parser, error))
    return NULL;

  object = json_object_new ();
  if (parser->p < parser->end && *parser->p == '}')
    parser->p++;
  else
    for (ItemEnd end = ITEM_NEXT; end == ITEM_NEXT; )
      {
        if (!parse_member (parser, object, error))
          return NULL;

        end = end_item (parser, '}', _("expected ',' or '}' after a member"), error);
        if (end == ITEM_FAILED)
          return NULL;
      }

  parser->depth--;
  return json_node_init_object (json_node_alloc (), object);
}

static JsonNode *
parse_array (Parser  *parser,
             GError **error)
{
  g_autoptr(JsonArray) array = NULL;

  if (!enter (parser, error))
    return NULL;

  array = json_array_new ();
  if (parser->p < parser->end && *parser->p == ']')
    parser->p++;
  else
    for (ItemEnd end = ITEM_NEXT; end == ITEM_NEXT; )
      {
        JsonNode *element = parse_value (parser, error);

        if (element == NULL)
          return NULL;
        json_array_add_element (array, element);

        end = end_item (parser, ']', _("expected ',' or ']' after an element"), error);
        if (end == ITEM_FAILED)
          return NULL;
      }

  parser->depth--;
  return json_node_init_array (json_node_alloc (), array);
}

static JsonNode *
parse_value (Parser  *parser,
             GError **error)
{
  skip_space (parser);
  if (parser->p == parser->end)
    {
      fail_at_end (parser, error);
      return NULL;
    }

  switch (*parser->p)
    {
    case '{':
      return parse_object (parser, error);
    case '[':
      return parse_array (parser, error);
    case '"':
      if (!parse_string (parser, parser->scratch, error))
        return NULL;
      return json_node_init_string (json_node_alloc (), parser->scratch->str);
    case '-': case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      return parse_number (parser, error);
    default:
      return parse_word (parser, error);
    }
}

static void
free_names (GPtrArray *names)
{
  for (guint i = 0; i < names->len; i++)
    g_string_free (g_ptr_array_index (names, i), TRUE);
  g_ptr_array_free (names, TRUE);
}

static JsonNode *
parse_document (const char   *data,
                gsize         length,
                gboolean      any_container,
                GHashTable  **repeated,
                GError      **error)
{
  Parser parser = { data, data, data + length, 0, g_string_new (NULL), g_ptr_array_new (), NULL };
  JsonNode *root = NULL;

  if (repeated != NULL)
    parser.repeated = g_hash_table_new_full (NULL, NULL, NULL, g_free);

  skip_space (&parser);
  if (parser.p == parser.end || (*parser.p != '{' && (!any_container || *parser.p != '[')))
    fail (&parser, error, _("the file must hold one JSON object"));
  else if ((root = parse_value (&parser, error)) != NULL)
    {
      skip_space (&parser);
      if (parser.p < parser.end)
        {
          fail (&parser, error, _("there is more after the JSON object"));
          g_clear_pointer (&root, json_node_unref);
        }
    }

  g_string_free (parser.scratch, TRUE);
  free_names (parser.names);
  if (repeated != NULL)
    {
      if (root != NULL && g_hash_table_size (parser.repeated) > 0)
        *repeated = g_steal_pointer (&parser.repeated);
      else
        *repeated = NULL;
      g_clear_pointer (&parser.repeated, g_hash_table_unref);
    }

  return root;
}

/**
 * tc_json_text_parse:
 * @data: UTF-8 text, already checked to be valid, its byte-order mark
 *   already removed
 * @length: the length of @data in bytes
 * @repeated: (out) (optional) (transfer full): the objects that name a
 *   member twice, each with the first name repeated (a JsonObject → string
 *   table), or %NULL when there are none
 * @error: a %TC_FORMAT_ERROR_SYNTAX with the line and column
 *
 * Reads @data as one JSON object with nothing but white space around it.
 * Integers become %G_TYPE_INT64 values (clamped to 64 bits), other numbers
 * doubles; a member name given twice keeps its first place and its last
 * value, as json_object_set_member() does, and is reported in @repeated
 * for the games whose format refuses it.
 *
 * Returns: (transfer full) (nullable): the object's node, or %NULL
 */
JsonNode *
tc_json_text_parse (const char   *data,
                    gsize         length,
                    GHashTable  **repeated,
                    GError      **error)
{
  return parse_document (data, length, FALSE, repeated, error);
}

/**
 * tc_json_text_parse_container:
 *
 * Reads @data as tc_json_text_parse() does, but one array is as welcome
 * as one object: files Tablecraft keeps for itself hold either.
 *
 * Returns: (transfer full) (nullable): the object's or array's node
 */
JsonNode *
tc_json_text_parse_container (const char  *data,
                              gsize        length,
                              GError     **error)
{
  return parse_document (data, length, TRUE, NULL, error);
}

/**
 * tc_json_text_generate:
 * @root: the value to write
 * @pretty: indent with two spaces, as saved logs are
 *
 * json-glib 1.6 writes U+001F inside strings as a raw byte, which JSON
 * forbids; a name holding it would make the saved log unreadable. The
 * generator never writes that byte anywhere else, so it is escaped here.
 *
 * Returns: (transfer full): @root as JSON text
 */
char *
tc_json_text_generate (JsonNode *root,
                       gboolean  pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *data = NULL;
  GString *escaped;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  data = json_generator_to_data (generator, NULL);

  if (strchr (data, '\x1f') == NULL)
    return g_steal_pointer (&data);

  escaped = g_string_new (NULL);
  for (const char *c = data; *c != '\0'; c++)
    {
      if (*c == '\x1f')
        g_string_append (escaped, "\\u001f");
      else
        g_string_append_c (escaped, *c);
    }

  return g_string_free (escaped, FALSE);
}
