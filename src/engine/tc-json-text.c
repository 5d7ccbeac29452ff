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

static gboolean
copy_string (Scan    *scan,
             GError **error)
{
  gsize start = scan->pos++;

  while (scan->pos < scan->length && scan->data[scan->pos] != '"')
    {
      const char *here = scan->data + scan->pos;

      if ((guchar) *here < 0x20)
        return fail (scan, error, _("a control character inside a string must be escaped"));

      if (*here == '\\')
        {
          /* Strings are C strings from here on: a NUL would cut them short. */
          if (scan->length - scan->pos >= 6 && g_ascii_strncasecmp (here, "\\u0000", 6) == 0)
            return fail (scan, error, _("a string holds the character \\u0000, which Tablecraft cannot keep"));
          scan->pos++;
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
