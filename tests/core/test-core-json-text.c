/* test-core-json-text.c: the strict JSON reader logs go through (spec §7.1.1)
 *
 * Every expected value and every line:column below is worked out from the
 * text by hand: columns count characters from 1 and point at the byte the
 * reader stopped on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>

#include "tc-error.h"
#include "tc-json-text.h"

static JsonNode *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *root = tc_json_text_parse (text, strlen (text), NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  return root;
}

static void
assert_refused_len (const char *text,
                    gsize       length,
                    const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = tc_json_text_parse (text, length, NULL, &error);

  g_assert_null (root);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, message);
}

static void
assert_refused (const char *text,
                const char *message)
{
  assert_refused_len (text, strlen (text), message);
}

/* The member "v" of the root object parsed from @text. */
static JsonNode *
member_v (JsonNode *root)
{
  JsonNode *v = json_object_get_member (json_node_get_object (root), "v");

  g_assert_nonnull (v);
  return v;
}

static void
assert_int (const char *text,
            gint64      expected)
{
  g_autoptr(JsonNode) root = parse_ok (text);
  JsonNode *v = member_v (root);

  g_assert_cmpint (json_node_get_value_type (v), ==, G_TYPE_INT64);
  g_assert_cmpint (json_node_get_int (v), ==, expected);
}

static void
assert_double (const char *text,
               double      expected)
{
  g_autoptr(JsonNode) root = parse_ok (text);
  JsonNode *v = member_v (root);

  g_assert_cmpint (json_node_get_value_type (v), ==, G_TYPE_DOUBLE);
  g_assert_cmpfloat (json_node_get_double (v), ==, expected);
  g_assert_cmpint (!!signbit (json_node_get_double (v)), ==, !!signbit (expected));
}

static void
assert_string (const char *text,
               const char *expected)
{
  g_autoptr(JsonNode) root = parse_ok (text);
  JsonNode *v = member_v (root);

  g_assert_cmpint (json_node_get_value_type (v), ==, G_TYPE_STRING);
  g_assert_cmpstr (json_node_get_string (v), ==, expected);
}

static void
test_integers (void)
{
  assert_int ("{\"v\":0}", 0);
  assert_int ("{\"v\":-0}", 0);
  assert_int ("{\"v\":42}", 42);
  assert_int ("{\"v\":-17}", -17);
  assert_int ("{\"v\":9007199254740993}", G_GINT64_CONSTANT (9007199254740993));
  assert_int ("{\"v\":9223372036854775807}", G_MAXINT64);
  assert_int ("{\"v\":-9223372036854775808}", G_MININT64);
}

/* Beyond 64 bits an integer stays an integer, at the nearest limit: a
 * reader that wrapped would see 2^64 as 0 and -10^20 as a small number.
 */
static void
test_integers_clamped (void)
{
  assert_int ("{\"v\":9223372036854775808}", G_MAXINT64);
  assert_int ("{\"v\":-9223372036854775809}", G_MININT64);
  assert_int ("{\"v\":18446744073709551616}", G_MAXINT64);
  assert_int ("{\"v\":123456789012345678901234567890}", G_MAXINT64);
  assert_int ("{\"v\":-100000000000000000000}", G_MININT64);
}

static void
test_fractions_and_exponents (void)
{
  assert_double ("{\"v\":1.5}", 1.5);
  assert_double ("{\"v\":-0.25}", -0.25);
  assert_double ("{\"v\":1.0}", 1.0);
  assert_double ("{\"v\":-0.0}", -0.0);
  assert_double ("{\"v\":1e3}", 1000.0);
  assert_double ("{\"v\":1E+2}", 100.0);
  assert_double ("{\"v\":25e-2}", 0.25);
  assert_double ("{\"v\":0e0}", 0.0);
  assert_double ("{\"v\":1.25E1}", 12.5);
}

static void
test_bad_numbers (void)
{
  assert_refused ("{\"v\":01}", "not valid JSON: 1:8: a number cannot start with 0");
  assert_refused ("{\"v\":-01}", "not valid JSON: 1:9: a number cannot start with 0");
  assert_refused ("{\"v\":00}", "not valid JSON: 1:8: a number cannot start with 0");
  assert_refused ("{\"v\":+1}",
                  "not valid JSON: 1:6: expected a value: an object, an array, a string, a number, true, false or null");
  assert_refused ("{\"v\":.5}",
                  "not valid JSON: 1:6: expected a value: an object, an array, a string, a number, true, false or null");
  assert_refused ("{\"v\":1.}", "not valid JSON: 1:8: a number must have a digit after its decimal point");
  assert_refused ("{\"v\":1.e5}", "not valid JSON: 1:8: a number must have a digit after its decimal point");
  assert_refused ("{\"v\":1e}", "not valid JSON: 1:8: a number must have a digit in its exponent");
  assert_refused ("{\"v\":1e+}", "not valid JSON: 1:9: a number must have a digit in its exponent");
  assert_refused ("{\"v\":-}", "not valid JSON: 1:7: a minus sign must be followed by a digit");
  assert_refused ("{\"v\":- 1}", "not valid JSON: 1:7: a minus sign must be followed by a digit");
  assert_refused ("{\"v\":0x10}", "not valid JSON: 1:7: expected ',' or '}' after a member");
  assert_refused ("{\"v\":1.5.2}", "not valid JSON: 1:9: expected ',' or '}' after a member");
  assert_refused ("{\"v\":NaN}",
                  "not valid JSON: 1:6: expected a value: an object, an array, a string, a number, true, false or null");
  assert_refused ("{\"v\":-Infinity}", "not valid JSON: 1:7: a minus sign must be followed by a digit");
}

static void
test_escapes (void)
{
  assert_string ("{\"v\":\"a\\\"b\\\\c\\/d\\be\\ff\\ng\\rh\\ti\"}", "a\"b\\c/d\be\ff\ng\rh\ti");
  assert_string ("{\"v\":\"caf\\u00e9\"}", "caf\xc3\xa9");
  assert_string ("{\"v\":\"\\u20AC\"}", "\xe2\x82\xac");
  assert_string ("{\"v\":\"\\u001f\\u007F\"}", "\x1f\x7f");
  /* U+1F600 and U+1D11E as UTF-16 pairs, in either case of hex digit. */
  assert_string ("{\"v\":\"\\ud83d\\ude00\"}", "\xf0\x9f\x98\x80");
  assert_string ("{\"v\":\"\\uD834\\uDD1E\"}", "\xf0\x9d\x84\x9e");
  /* Raw UTF-8 and DEL are kept as they are. */
  assert_string ("{\"v\":\"caf\xc3\xa9 \x7f\"}", "caf\xc3\xa9 \x7f");
  assert_string ("{\"v\":\"\"}", "");
}

static void
test_bad_strings (void)
{
  assert_refused ("{\"v\":\"\\q\"}", "not valid JSON: 1:7: a string holds an escape that JSON does not have");
  assert_refused ("{\"v\":\"\\U0041\"}", "not valid JSON: 1:7: a string holds an escape that JSON does not have");
  assert_refused ("{\"v\":\"\\u12G4\"}", "not valid JSON: 1:7: a string holds an escape that JSON does not have");
  assert_refused ("{\"v\":\"\\u00\"}", "not valid JSON: 1:7: a string holds an escape that JSON does not have");
  /* Columns count characters: é is two bytes but one column. */
  assert_refused ("{\"v\":\"\xc3\xa9\\q\"}", "not valid JSON: 1:8: a string holds an escape that JSON does not have");
  assert_refused ("{\"v\":\"ab\\ud83d\"}",
                  "not valid JSON: 1:9: a string holds half of a UTF-16 pair (a lone high surrogate)");
  assert_refused ("{\"v\":\"\\ud83d\\u0041\"}",
                  "not valid JSON: 1:7: a string holds half of a UTF-16 pair (a lone high surrogate)");
  assert_refused ("{\"v\":\"\\ud83d\\ud83d\"}",
                  "not valid JSON: 1:7: a string holds half of a UTF-16 pair (a lone high surrogate)");
  assert_refused ("{\"v\":\"\\ude00\"}",
                  "not valid JSON: 1:7: a string holds half of a UTF-16 pair (a lone low surrogate)");
  assert_refused ("{\"v\":\"\\u0000\"}",
                  "not valid JSON: 1:7: a string holds the character \\u0000, which Tablecraft cannot keep");
  assert_refused ("{\"v\":\"a\tb\"}", "not valid JSON: 1:8: a control character inside a string must be escaped");
  assert_refused ("{\"v\":\"a\nb\"}", "not valid JSON: 1:8: a control character inside a string must be escaped");
  assert_refused ("{\"v\":\"\x01\"}", "not valid JSON: 1:7: a control character inside a string must be escaped");
  assert_refused ("{\"v\":\"abc", "not valid JSON: 1:10: a string is not closed");
  assert_refused ("{\"v\":'x'}",
                  "not valid JSON: 1:6: expected a value: an object, an array, a string, a number, true, false or null");
}

static void
test_literals (void)
{
  g_autoptr(JsonNode) root = parse_ok ("{\"t\":true,\"f\":false,\"n\":null}");
  JsonObject *object = json_node_get_object (root);

  g_assert_cmpint (json_node_get_value_type (json_object_get_member (object, "t")), ==, G_TYPE_BOOLEAN);
  g_assert_true (json_object_get_boolean_member (object, "t"));
  g_assert_cmpint (json_node_get_value_type (json_object_get_member (object, "f")), ==, G_TYPE_BOOLEAN);
  g_assert_false (json_object_get_boolean_member (object, "f"));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (object, "n")));

  assert_refused ("{\"v\":True}",
                  "not valid JSON: 1:6: expected a value: an object, an array, a string, a number, true, false or null");
  assert_refused ("{\"v\":tru}",
                  "not valid JSON: 1:6: expected a value: an object, an array, a string, a number, true, false or null");
  assert_refused ("{\"v\":nul",
                  "not valid JSON: 1:6: expected a value: an object, an array, a string, a number, true, false or null");
  assert_refused ("{\"v\":nulll}", "not valid JSON: 1:10: expected ',' or '}' after a member");
  assert_refused ("{\"v\":truefalse}", "not valid JSON: 1:10: expected ',' or '}' after a member");
}

static void
test_white_space (void)
{
  g_autoptr(JsonNode) root = parse_ok (" \t\r\n{ \t\r\n\"v\" \t\r\n: \t\r\n[ \t\r\n1 \t\r\n, \t\r\n2 \t\r\n] \t\r\n} \t\r\n");
  JsonArray *array = json_node_get_array (member_v (root));

  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  g_assert_cmpint (json_array_get_int_element (array, 1), ==, 2);

  assert_refused ("{\f}", "not valid JSON: 1:2: expected a member name in double quotes");
  assert_refused ("{\"v\":\v1}",
                  "not valid JSON: 1:6: expected a value: an object, an array, a string, a number, true, false or null");
  /* A no-break space is white space to Unicode, not to JSON. */
  assert_refused ("{\"v\":1\xc2\xa0}", "not valid JSON: 1:7: expected ',' or '}' after a member");
  assert_refused ("\f{}", "not valid JSON: 1:1: the file must hold one JSON object");
  /* The log reader skips one byte-order mark; this reader none. */
  assert_refused ("\xef\xbb\xbf{}", "not valid JSON: 1:1: the file must hold one JSON object");
  assert_refused ("{\n  \"v\": 1,\n  \"w\": 01\n}", "not valid JSON: 3:10: a number cannot start with 0");
}

static void
test_structure (void)
{
  assert_refused ("{", "not valid JSON: 1:2: the text ends before the JSON object is closed");
  assert_refused ("{\"a\"", "not valid JSON: 1:5: the text ends before the JSON object is closed");
  assert_refused ("{\"a\":", "not valid JSON: 1:6: the text ends before the JSON object is closed");
  assert_refused ("{\"a\":1", "not valid JSON: 1:7: the text ends before the JSON object is closed");
  assert_refused ("{\"a\":[1", "not valid JSON: 1:8: the text ends before the JSON object is closed");
  assert_refused ("{\"a\":1,}", "not valid JSON: 1:8: expected a member name in double quotes");
  assert_refused ("{,}", "not valid JSON: 1:2: expected a member name in double quotes");
  assert_refused ("{a:1}", "not valid JSON: 1:2: expected a member name in double quotes");
  assert_refused ("{'a':1}", "not valid JSON: 1:2: expected a member name in double quotes");
  assert_refused ("{\"a\" 1}", "not valid JSON: 1:6: expected ':' after a member name");
  assert_refused ("{\"a\":1 \"b\":2}", "not valid JSON: 1:8: expected ',' or '}' after a member");
  assert_refused ("{\"a\":1 /* c */}", "not valid JSON: 1:8: expected ',' or '}' after a member");
  assert_refused ("{\"a\":[1,]}",
                  "not valid JSON: 1:9: expected a value: an object, an array, a string, a number, true, false or null");
  assert_refused ("{\"a\":[,1]}",
                  "not valid JSON: 1:7: expected a value: an object, an array, a string, a number, true, false or null");
  assert_refused ("{\"a\":[1 2]}", "not valid JSON: 1:9: expected ',' or ']' after an element");
  assert_refused ("{\"a\":[1}", "not valid JSON: 1:8: expected ',' or ']' after an element");
}

static void
test_nested_values (void)
{
  g_autoptr(JsonNode) root = parse_ok ("{\"v\":[{},[],{\"a\":[true,null,\"x\",-1,0.5]},[[]]]}");
  JsonArray *outer = json_node_get_array (member_v (root));
  JsonArray *inner;

  g_assert_cmpuint (json_array_get_length (outer), ==, 4);
  g_assert_cmpuint (json_object_get_size (json_array_get_object_element (outer, 0)), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_array_get_array_element (outer, 1)), ==, 0);
  inner = json_object_get_array_member (json_array_get_object_element (outer, 2), "a");
  g_assert_cmpuint (json_array_get_length (inner), ==, 5);
  g_assert_true (json_array_get_boolean_element (inner, 0));
  g_assert_true (json_array_get_null_element (inner, 1));
  g_assert_cmpstr (json_array_get_string_element (inner, 2), ==, "x");
  g_assert_cmpint (json_array_get_int_element (inner, 3), ==, -1);
  g_assert_cmpfloat (json_array_get_double_element (inner, 4), ==, 0.5);
  g_assert_cmpuint (json_array_get_length (json_array_get_array_element (json_array_get_array_element (outer, 3), 0)),
                    ==, 0);
}

static void
assert_members (JsonObject  *object,
                const char **expected)
{
  g_autoptr(GList) members = json_object_get_members (object);
  GList *l = members;

  for (guint i = 0; expected[i] != NULL; i++, l = l->next)
    {
      g_assert_nonnull (l);
      g_assert_cmpstr (l->data, ==, expected[i]);
    }
  g_assert_null (l);
}

/* Saved logs are written in json_object_get_members() order: it must be
 * the order of the text, or a load and save would reorder members.
 */
static void
test_member_order (void)
{
  g_autoptr(JsonNode) root = parse_ok ("{\"z\":1,\"a\":{\"y\":1,\"b\":2,\"x\":3},\"m\":3}");
  g_autofree char *compact = NULL;

  assert_members (json_node_get_object (root), (const char *[]) { "z", "a", "m", NULL });
  assert_members (json_object_get_object_member (json_node_get_object (root), "a"),
                  (const char *[]) { "y", "b", "x", NULL });

  compact = tc_json_text_generate (root, FALSE);
  g_assert_cmpstr (compact, ==, "{\"z\":1,\"a\":{\"y\":1,\"b\":2,\"x\":3},\"m\":3}");
}

/* A repeated name keeps its first place and takes the last value. */
static void
test_duplicate_members (void)
{
  g_autoptr(JsonNode) root = parse_ok ("{\"a\":1,\"b\":2,\"a\":3}");
  g_autoptr(JsonNode) escaped = parse_ok ("{\"\\u0041\":1,\"B\":2,\"A\":\"last\"}");
  JsonObject *object = json_node_get_object (root);

  assert_members (object, (const char *[]) { "a", "b", NULL });
  g_assert_cmpint (json_object_get_int_member (object, "a"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (object, "b"), ==, 2);

  object = json_node_get_object (escaped);
  assert_members (object, (const char *[]) { "A", "B", NULL });
  g_assert_cmpstr (json_object_get_string_member (object, "A"), ==, "last");
}

static void
test_empty_name (void)
{
  g_autoptr(JsonNode) root = parse_ok ("{\"\":1}");

  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), ""), ==, 1);
}

static void
test_trailing_data (void)
{
  g_autoptr(JsonNode) spaced = parse_ok ("{} \n\t\r");

  g_assert_cmpuint (json_object_get_size (json_node_get_object (spaced)), ==, 0);
  assert_refused ("{}x", "not valid JSON: 1:3: there is more after the JSON object");
  assert_refused ("{} {}", "not valid JSON: 1:4: there is more after the JSON object");
  assert_refused ("{}}", "not valid JSON: 1:3: there is more after the JSON object");
  assert_refused ("{},", "not valid JSON: 1:3: there is more after the JSON object");
  assert_refused ("{}\n\n]", "not valid JSON: 3:1: there is more after the JSON object");
}

static void
test_not_an_object (void)
{
  assert_refused ("", "not valid JSON: 1:1: the file must hold one JSON object");
  assert_refused ("   ", "not valid JSON: 1:4: the file must hold one JSON object");
  assert_refused ("\n\n", "not valid JSON: 3:1: the file must hold one JSON object");
  assert_refused ("[]", "not valid JSON: 1:1: the file must hold one JSON object");
  assert_refused (" [{}]", "not valid JSON: 1:2: the file must hold one JSON object");
  assert_refused ("\"x\"", "not valid JSON: 1:1: the file must hold one JSON object");
  assert_refused ("1", "not valid JSON: 1:1: the file must hold one JSON object");
  assert_refused ("null", "not valid JSON: 1:1: the file must hold one JSON object");
}

/* Only @length bytes are read, whatever follows them. */
static void
test_length_respected (void)
{
  const char *text = "{\"v\":123}";
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;

  assert_refused_len (text, 7, "not valid JSON: 1:8: the text ends before the JSON object is closed");
  assert_refused_len ("{\"v\":\"ab\"}", 8, "not valid JSON: 1:9: a string is not closed");

  root = tc_json_text_parse ("{}garbage", 2, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_object_get_size (json_node_get_object (root)), ==, 0);
}

/* @n_arrays arrays nested inside the member "v" of the root object. */
static char *
nested_arrays (guint n_arrays)
{
  GString *text = g_string_new ("{\"v\":");

  for (guint i = 0; i < n_arrays; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < n_arrays; i++)
    g_string_append_c (text, ']');
  g_string_append_c (text, '}');

  return g_string_free (text, FALSE);
}

/* The root and 511 arrays are 512 levels, the limit; one more is refused
 * at its bracket, column 5 + 512.
 */
static void
test_depth_limit (void)
{
  g_autofree char *deepest = nested_arrays (511);
  g_autofree char *too_deep = nested_arrays (512);
  g_autoptr(JsonNode) root = parse_ok (deepest);
  JsonNode *node = member_v (root);
  guint depth = 1;

  while (json_array_get_length (json_node_get_array (node)) > 0)
    {
      node = json_array_get_element (json_node_get_array (node), 0);
      depth++;
    }
  g_assert_cmpuint (depth, ==, 511);

  assert_refused (too_deep, "not valid JSON: 1:517: arrays and objects are nested more than 512 deep");
}

/* A million opening brackets must be refused, not overflow the stack. */
static void
test_million_brackets (void)
{
  gsize length = 1000000;
  g_autofree char *text = g_malloc (length);

  text[0] = '{';
  memcpy (text + 1, "\"v\":", 4);
  memset (text + 5, '[', length - 5);
  assert_refused_len (text, length, "not valid JSON: 1:517: arrays and objects are nested more than 512 deep");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/json-text/integers", test_integers);
  g_test_add_func ("/core/json-text/integers-clamped", test_integers_clamped);
  g_test_add_func ("/core/json-text/fractions-and-exponents", test_fractions_and_exponents);
  g_test_add_func ("/core/json-text/bad-numbers", test_bad_numbers);
  g_test_add_func ("/core/json-text/escapes", test_escapes);
  g_test_add_func ("/core/json-text/bad-strings", test_bad_strings);
  g_test_add_func ("/core/json-text/literals", test_literals);
  g_test_add_func ("/core/json-text/white-space", test_white_space);
  g_test_add_func ("/core/json-text/structure", test_structure);
  g_test_add_func ("/core/json-text/nested-values", test_nested_values);
  g_test_add_func ("/core/json-text/member-order", test_member_order);
  g_test_add_func ("/core/json-text/duplicate-members", test_duplicate_members);
  g_test_add_func ("/core/json-text/empty-name", test_empty_name);
  g_test_add_func ("/core/json-text/trailing-data", test_trailing_data);
  g_test_add_func ("/core/json-text/not-an-object", test_not_an_object);
  g_test_add_func ("/core/json-text/length-respected", test_length_respected);
  g_test_add_func ("/core/json-text/depth-limit", test_depth_limit);
  g_test_add_func ("/core/json-text/million-brackets", test_million_brackets);

  return g_test_run ();
}
