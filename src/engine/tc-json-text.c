/* tc-json-text.c: one strict pass over a log's text before json-glib
 *
 * json-glib 1.6 is lenient where the log format must not be (spec §7.1.1:
 * the file holds one JSON object): it accepts numbers with leading zeros,
 * raw control characters inside strings and data after the object, and it
 * wraps integers beyond 64 bits silently. Other tools reading the same
 * file would refuse the first three and see a huge number in the last, so
 * this pass refuses the first three and clamps such integers to the 64-bit
 * limit: still an integer, and out of range for every member, so the rules
 * refuse it as the value it is (§7.1.8).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>

#include "tc-error.h"
#include "tc-json-text.h"

typedef struct
{
  const char *data;
  gsize       length;
  gsize       pos;
  GString    *out;
} Scan;

static gboolean
fail (Scan        *scan,
      GError     **error,
      const char  *what)
{
  guint line = 1, column = 1;

  for (gsize i = 0; i < scan->pos && i < scan->length; i++)
    {
      if (scan->data[i] == '\n')
        {
          line++;
          column = 1;
        }
      else if (((guchar) scan->data[i] & 0xc0) != 0x80)
        column++;
    }

  g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_SYNTAX,
               _("not valid JSON: %u:%u: %s"), line, column, what);
  return FALSE;
}

static gboolean
is_json_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static gboolean
is_fraction_or_exponent (char c)
{
  return c == '.' || c == 'e' || c == 'E';
}

/* The code unit of a \uXXXX escape at @at, or -1 when it is not one. */
static gint
read_unicode_escape (const Scan *scan,
                     gsize       at)
{
  gint value = 0;

  if (scan->length - at < 6 || scan->data[at] != '\\' || scan->data[at + 1] != 'u')
    return -1;

  for (guint i = 2; i < 6; i++)
    {
      gint digit = g_ascii_xdigit_value (scan->data[at + i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }

  return value;
}

/* Checks the escape at scan->pos and steps over it. */
static gboolean
skip_escape (Scan    *scan,
             GError **error)
{
  gint unit, low;

  if (scan->pos + 1 < scan->length && strchr ("\"\\/bfnrt", scan->data[scan->pos + 1]) != NULL &&
      scan->data[scan->pos + 1] != '\0')
    {
      scan->pos += 2;
      return TRUE;
    }

  unit = read_unicode_escape (scan, scan->pos);
  if (unit < 0)
    return fail (scan, error, _("a string holds an escape that JSON does not have"));

  /* Strings are C strings from here on: a NUL would cut them short. */
  if (unit == 0)
    return fail (scan, error, _("a string holds the character \\u0000, which Tablecraft cannot keep"));

  if (unit >= 0xdc00 && unit <= 0xdfff)
    return fail (scan, error, _("a string holds half of a UTF-16 pair (a lone low surrogate)"));

  if (unit >= 0xd800 && unit <= 0xdbff)
    {
      low = read_unicode_escape (scan, scan->pos + 6);
      if (low < 0xdc00 || low > 0xdfff)
        return fail (scan, error, _("a string holds half of a UTF-16 pair (a lone high surrogate)"));
      scan->pos += 6;
    }

  scan->pos += 6;
  return TRUE;
}

static gboolean
copy_string (Scan    *scan,
             GError **error)
{
  gsize start = scan->pos++;

  while (scan->pos < scan->length && scan->data[scan->pos] != '"')
    {
      if ((guchar) scan->data[scan->pos] < 0x20)
        return fail (scan, error, _("a control character inside a string must be escaped"));

      if (scan->data[scan->pos] == '\\')
        {
          if (!skip_escape (scan, error))
            return FALSE;
          continue;
        }
      scan->pos++;
    }

  scan->pos = MIN (scan->pos + 1, scan->length);
  g_string_append_len (scan->out, scan->data + start, scan->pos - start);
  return TRUE;
}

static gboolean
copy_number (Scan    *scan,
             GError **error)
{
  gsize start = scan->pos, digits;
  gboolean integer;

  if (scan->data[scan->pos] == '-')
    scan->pos++;
  digits = scan->pos;
  while (scan->pos < scan->length && g_ascii_isdigit (scan->data[scan->pos]))
    scan->pos++;

  if (scan->pos - digits > 1 && scan->data[digits] == '0')
    return fail (scan, error, _("a number cannot start with 0"));

  integer = scan->pos == scan->length || !is_fraction_or_exponent (scan->data[scan->pos]);
  if (integer && scan->pos - digits > 18)
    {
      g_autofree char *literal = g_strndup (scan->data + start, scan->pos - start);

      errno = 0;
      g_ascii_strtoll (literal, NULL, 10);
      if (errno == ERANGE)
        {
          g_string_append (scan->out, literal[0] == '-' ? "-9223372036854775808" : "9223372036854775807");
          return TRUE;
        }
    }

  while (scan->pos < scan->length &&
         (g_ascii_isdigit (scan->data[scan->pos]) || is_fraction_or_exponent (scan->data[scan->pos]) ||
          scan->data[scan->pos] == '+' || scan->data[scan->pos] == '-'))
    scan->pos++;
  g_string_append_len (scan->out, scan->data + start, scan->pos - start);
  return TRUE;
}

/* A string, a number or a bracket: what the pass looks at. */
static gboolean
starts_token (char c)
{
  switch (c)
    {
    case '"': case '-': case '{': case '}': case '[': case ']':
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      return TRUE;
    default:
      return FALSE;
    }
}

/* White space, commas, colons and literals, copied in one go. */
static void
copy_plain_run (Scan *scan)
{
  gsize start = scan->pos;

  while (scan->pos < scan->length && !starts_token (scan->data[scan->pos]))
    scan->pos++;
  if (scan->pos == start)
    scan->pos++;
  g_string_append_len (scan->out, scan->data + start, scan->pos - start);
}

static gboolean
check_end (Scan    *scan,
           GError **error)
{
  for (; scan->pos < scan->length; scan->pos++)
    if (!is_json_space (scan->data[scan->pos]))
      return fail (scan, error, _("there is more after the JSON object"));

  return TRUE;
}

/**
 * tc_json_text_prepare:
 * @data: UTF-8 text, its byte-order mark already removed
 * @out_length: (out): length of the returned text
 * @error: a %TC_FORMAT_ERROR with the line and column
 *
 * Returns: (transfer full) (nullable): the text for json-glib, with
 *   integers beyond 64 bits clamped, or %NULL when it is not one JSON
 *   object as JSON defines it
 */
char *
tc_json_text_prepare (const char  *data,
                      gsize        length,
                      gsize       *out_length,
                      GError     **error)
{
  Scan scan = { data, length, 0, g_string_sized_new (length + 1) };
  g_autoptr(GString) owned = scan.out;
  int depth = 0;

  while (scan.pos < length && is_json_space (data[scan.pos]))
    g_string_append_c (scan.out, data[scan.pos++]);

  if (scan.pos == length || data[scan.pos] != '{')
    {
      fail (&scan, error, _("the file must hold one JSON object"));
      return NULL;
    }

  while (scan.pos < length)
    {
      char c = data[scan.pos];

      if (c == '"')
        {
          if (!copy_string (&scan, error))
            return NULL;
          continue;
        }

      if (c == '-' || g_ascii_isdigit (c))
        {
          if (!copy_number (&scan, error))
            return NULL;
          continue;
        }

      if (c != '{' && c != '[' && c != '}' && c != ']')
        {
          copy_plain_run (&scan);
          continue;
        }

      g_string_append_c (scan.out, c);
      scan.pos++;
      if (c == '{' || c == '[')
        depth++;
      else if ((c == '}' || c == ']') && --depth == 0)
        {
          if (!check_end (&scan, error))
            return NULL;
          break;
        }
    }

  *out_length = scan.out->len;
  return g_string_free (g_steal_pointer (&owned), FALSE);
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
