/* test-mcg-malformed.c: bad files never crash and say what is wrong (spec §7.1)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include <sys/stat.h>
#include <unistd.h>
#include "tc-mcg-test.h"

#define HEAD "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\","
#define TWO "\"players\":[\"Ana\",\"Ben\"],"

typedef struct
{
  const char *name;
  const char *data;
  guint       bad_entry;      /* 1-based, 0 for the envelope */
  const char *mentions;       /* a word the message must contain */
} Malformed;

static const Malformed cases[] = {
  { "truncated", HEAD TWO "\"entries\":[" TC_MCG_TEST_SETUP, 0, NULL },
  { "not-an-object", "[1,2,3]", 0, NULL },
  { "empty", "", 0, NULL },
  { "seat-float", HEAD TWO "\"entries\":[" TC_MCG_TEST_SETUP ",{\"type\":\"mine\",\"seat\":1.0,\"pile\":1}]}", 2, "seat" },
  { "seat-boolean", HEAD TWO "\"entries\":[" TC_MCG_TEST_SETUP ",{\"type\":\"mine\",\"seat\":true,\"pile\":1}]}", 2, "seat" },
  { "seat-string", HEAD TWO "\"entries\":[" TC_MCG_TEST_SETUP ",{\"type\":\"mine\",\"seat\":\"1\",\"pile\":1}]}", 2, "seat" },
  { "seat-missing", HEAD TWO "\"entries\":[{\"type\":\"mine\",\"pile\":1}]}", 1, "seat" },
  { "first-seat-null", HEAD TWO "\"entries\":[{\"type\":\"setup\",\"first_seat\":null,"
    "\"resource_tops\":[\"wood-1\",\"wood-1\",\"wood-1\",\"wood-1\",\"wood-1\"],"
    "\"craft_tops\":[\"wood-hoe\",\"wood-axe\",\"wood-sword\",\"wood-pickaxe\"]}]}", 1, "first_seat" },
  { "axes-null", HEAD TWO "\"entries\":[{\"type\":\"craft\",\"seat\":1,\"source\":\"reserve\",\"pay\":[],\"axes\":null}]}", 1, "axes" },
  { "target-null", HEAD TWO "\"entries\":[{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-shovel\",\"target\":null}]}", 1, "target" },
  { "shovel-without-target", HEAD TWO "\"entries\":[{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-shovel\"}]}", 1, "target" },
  { "unknown-entry-type", HEAD TWO "\"entries\":[{\"type\":\"dance\",\"seat\":1}]}", 1, "dance" },
  { "reveal-both-piles", HEAD TWO "\"entries\":[{\"type\":\"reveal\",\"pile\":1,\"craft_pile\":1,\"card\":\"wood-1\"}]}", 1, "craft_pile" },
  { "creeper-card-and-sword", HEAD TWO "\"entries\":[{\"type\":\"creeper_discard\",\"seat\":1,\"card\":\"wood-1\",\"sword\":\"wood-sword\"}]}", 1, "sword" },
  { "bad-source", HEAD TWO "\"entries\":[{\"type\":\"craft\",\"seat\":1,\"source\":\"pile\",\"pay\":[]}]}", 1, "source" },
  { "five-players", HEAD "\"players\":[\"A\",\"B\",\"C\",\"D\",\"E\"],\"entries\":[]}", 0, "players" },
  { "one-player", HEAD "\"players\":[\"A\"],\"entries\":[]}", 0, "players" },
  { "duplicate-names", HEAD "\"players\":[\"Ana\",\"  Ana \"],\"entries\":[]}", 0, "Ana" },
  { "blank-name", HEAD "\"players\":[\"Ana\",\"   \"],\"entries\":[]}", 0, NULL },
  { "rulings-null", HEAD TWO "\"rulings\":null,\"entries\":[]}", 0, "rulings" },
  { "redo-null", HEAD TWO "\"redo\":null,\"entries\":[]}", 0, "redo" },
  { "redo-malformed", HEAD TWO "\"entries\":[],\"redo\":[{\"type\":\"mine\",\"seat\":\"1\",\"pile\":1}]}", 0, "seat" },
  { "unknown-ruling", HEAD TWO "\"rulings\":{\"creeper_mode\":\"angry\"},\"entries\":[]}", 0, "creeper_mode" },
  { "unknown-ruling-value", HEAD TWO "\"rulings\":{\"shovel\":\"skip_two\"},\"entries\":[]}", 0, "skip_two" },
  { "version-2", "{\"format\":\"tablecraft-log\",\"version\":2,\"game\":\"minecraft-card-game\"," TWO "\"entries\":[]}", 0, "version" },
  { "version-float", "{\"format\":\"tablecraft-log\",\"version\":1.0,\"game\":\"minecraft-card-game\"," TWO "\"entries\":[]}", 0, "version" },
  { "wrong-format", "{\"format\":\"other\",\"version\":1,\"game\":\"minecraft-card-game\"," TWO "\"entries\":[]}", 0, "format" },
  { "wrong-game", "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"chess\"," TWO "\"entries\":[]}", 0, "chess" },
  { "entries-missing", HEAD TWO "\"created\":\"x\"}", 0, "entries" },
  { "created-number", HEAD TWO "\"created\":5,\"entries\":[]}", 0, "created" },
  { "invalid-utf8", HEAD "\"players\":[\"An\xff\",\"Ben\"],\"entries\":[]}", 0, NULL },
  { "leading-zero", HEAD TWO "\"entries\":[" TC_MCG_TEST_SETUP ",{\"type\":\"mine\",\"seat\":1,\"pile\":01}]}", 0, "0" },
  { "data-after-object", HEAD TWO "\"entries\":[]}{}", 0, "after" },
  { "two-byte-order-marks", "\xef\xbb\xbf\xef\xbb\xbf" HEAD TWO "\"entries\":[]}", 0, "object" },
  { "raw-tab-in-string", HEAD "\"players\":[\"A\tna\",\"Ben\"],\"entries\":[]}", 0, "control" },
  { "escape-json-lacks", HEAD "\"players\":[\"\\q\",\"Ben\"],\"entries\":[]}", 0, "escape" },
  { "lone-low-surrogate", HEAD "\"players\":[\"\\udc00A\",\"Ben\"],\"entries\":[]}", 0, "surrogate" },
  { "lone-high-surrogate", HEAD "\"players\":[\"\\ud83dA\",\"Ben\"],\"entries\":[]}", 0, "surrogate" },
  { "nul-escape", HEAD "\"players\":[\"A\\u0000na\",\"Ben\"],\"entries\":[]}", 0, "u0000" },
  { "pay-not-strings", HEAD TWO "\"entries\":[{\"type\":\"craft\",\"seat\":1,\"source\":\"reserve\",\"pay\":[1]}]}", 1, "pay" },
};

static void
test_malformed (gconstpointer data)
{
  const Malformed *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  guint bad_entry = 0;

  log = tc_log_read_data (c->data, strlen (c->data), &bad_entry, &error);
  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, error->code);
  g_test_message ("%s: entry %u: %s", c->name, bad_entry, error->message);
  g_assert_cmpuint (bad_entry, ==, c->bad_entry);
  g_assert_cmpuint (strlen (error->message), >, 10);
  if (c->mentions != NULL)
    g_assert_nonnull (strstr (error->message, c->mentions));
}

static TcLog *
read_ok (const char *data,
         gsize       length)
{
  g_autoptr(GError) error = NULL;
  TcLog *log = tc_log_read_data (data, length, NULL, &error);

  g_assert_no_error (error);
  return log;
}

static void
test_bom_tolerated (void)
{
  const char *data = "\xEF\xBB\xBF" HEAD TWO "\"entries\":[" TC_MCG_TEST_SETUP "]}";
  g_autoptr(TcLog) log = read_ok (data, strlen (data));

  g_assert_cmpuint (log->entries->len, ==, 1);
}

static void
test_name_lengths (void)
{
  GString *name = g_string_new (NULL);
  g_autofree char *ok = NULL;
  g_autofree char *long_name = NULL;
  g_autoptr(TcLog) log = NULL;
  g_autoptr(GError) error = NULL;

  /* Code points, not bytes: 64 × "é" is 128 bytes and legal. */
  for (guint i = 0; i < 64; i++)
    g_string_append (name, "é");
  ok = g_strdup_printf (HEAD "\"players\":[\"  %s \",\"Ben\"],\"entries\":[]}", name->str);
  log = read_ok (ok, strlen (ok));
  g_assert_cmpstr (tc_ruleset_get_player (log->ruleset, 1), ==, name->str);

  g_string_append (name, "é");
  long_name = g_strdup_printf (HEAD "\"players\":[\"%s\",\"Ben\"],\"entries\":[]}", name->str);
  g_assert_null (tc_log_read_data (long_name, strlen (long_name), NULL, &error));
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "65"));
  g_string_free (name, TRUE);
}

/* Names are trimmed of every kind of white space, NEL and the ASCII
 * separators included, but not of other characters.
 */
static void
test_name_trimming (void)
{
  const char *data = HEAD "\"players\":[\"\\u0085\\u3000Ana\\u001f\\t\",\"\\u200bBen\"],\"entries\":[]}";
  g_autoptr(TcLog) log = read_ok (data, strlen (data));

  g_assert_cmpstr (tc_ruleset_get_player (log->ruleset, 1), ==, "Ana");
  g_assert_cmpstr (tc_ruleset_get_player (log->ruleset, 2), ==, "\u200bBen");
}

/* A control character written as an escape is a character like any other:
 * it survives a save and a load, and the saved text is JSON.
 */
static void
test_control_character_round_trip (void)
{
  const char *data = HEAD "\"players\":[\"A\\u001fB\",\"Ben\\ud83d\\ude00\"],\"entries\":[]}";
  g_autoptr(TcLog) log = read_ok (data, strlen (data));
  g_autofree char *saved = tc_log_write_data (log->ruleset, log->created, log->entries, log->redo);
  g_autoptr(TcLog) again = read_ok (saved, strlen (saved));

  g_assert_null (strchr (saved, '\x1f'));
  g_assert_cmpstr (tc_ruleset_get_player (again->ruleset, 1), ==, "A\x1f" "B");
  g_assert_cmpstr (tc_ruleset_get_player (again->ruleset, 2), ==, "Ben\xf0\x9f\x98\x80");
}

static void
test_wrong_values_are_rule_violations (void)
{
  /* Well-typed wrong values are rule violations, not format errors (§7.1.8). */
  g_autoptr(TcGame) game = tc_mcg_test_replay (2, NULL,
    "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\"],\"craft_tops\":[\"wood-hoe\",\"wood-axe\",\"wood-sword\",\"wood-pickaxe\"]}",
    NULL);

  tc_mcg_test_assert_fails_at (game, 1, "setup.resource_tops");
}

static void
test_seventh_diamond_is_a_rule_violation (void)
{
  /* Four diamonds on top at setup and diamond-2 × 2 mined: a reveal of a
   * seventh diamond has no copy left; the file itself is well formed.
   */
  g_autoptr(TcGame) game = tc_mcg_test_replay (2, NULL,
    "{\"type\":\"setup\",\"resource_tops\":[\"diamond-1\",\"diamond-1\",\"diamond-1\",\"diamond-3\",\"diamond-2\"],"
    "\"craft_tops\":[\"wood-hoe\",\"wood-axe\",\"wood-sword\",\"wood-pickaxe\"]}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":5}", "{\"type\":\"reveal\",\"pile\":5,\"card\":\"diamond-2\"}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":5}", "{\"type\":\"reveal\",\"pile\":5,\"card\":\"diamond-1\"}", NULL);

  tc_mcg_test_assert_fails_at (game, 5, "reveal.no_copy_left");
  g_assert_nonnull (strstr (tc_game_get_replay_error (game)->message, "Diamond 1"));
}

static void
test_huge_integer_values (void)
{
  /* Integers that fit JSON but no seat or pile: rule violations. */
  g_autoptr(TcGame) game = tc_mcg_test_replay (2, NULL, TC_MCG_TEST_SETUP,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":9007199254740993}", NULL);
  g_autoptr(TcGame) seat = tc_mcg_test_replay (2, NULL, TC_MCG_TEST_SETUP,
    "{\"type\":\"mine\",\"seat\":-4294967295,\"pile\":1}", NULL);

  g_autoptr(TcGame) beyond_int64 = tc_mcg_test_replay (2, NULL, TC_MCG_TEST_SETUP,
    "{\"type\":\"mine\",\"seat\":123456789012345678901234567890,\"pile\":1}", NULL);
  /* -10^20 wraps to 1 in a 64-bit parse: it must stay out of range. */
  g_autoptr(TcGame) below_int64 = tc_mcg_test_replay (2, NULL, TC_MCG_TEST_SETUP,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":-100000000000000000000}", NULL);

  tc_mcg_test_assert_fails_at (game, 2, "mine.pile");
  tc_mcg_test_assert_fails_at (seat, 2, "seat.range");
  /* Beyond 64 bits the parser saturates: still no seat of this game. */
  tc_mcg_test_assert_fails_at (beyond_int64, 2, "seat.range");
  tc_mcg_test_assert_fails_at (below_int64, 2, "mine.pile");
}

static char *
write_big_file (const char *dir,
                const char *name,
                gboolean    valid)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GString) out = g_string_sized_new (51 * 1024 * 1024);
  g_autofree char *note = g_malloc (1024 * 1024 + 1);

  memset (note, 'x', 1024 * 1024);
  note[1024 * 1024] = '\0';
  if (valid)
    {
      g_string_append (out, HEAD TWO "\"entries\":[" TC_MCG_TEST_SETUP);
      for (guint i = 0; i < 50; i++)
        g_string_append_printf (out, ",{\"type\":\"note\",\"text\":\"%s\"}", note);
      g_string_append (out, "]}");
    }
  else
    for (guint i = 0; i < 50 * 1024 * 1024; i++)
      g_string_append_c (out, (char) (g_test_rand_int () & 0xff));

  g_assert_true (g_file_set_contents (path, out->str, out->len, NULL));
  return g_steal_pointer (&path);
}

/* Fifty megabytes, a log or not, are refused at once with the limit
 * named: no game comes near it, and reading it would cost gigabytes.
 */
static void
test_fifty_megabytes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tc-malformed-XXXXXX", NULL);
  g_autofree char *valid = write_big_file (dir, "padded.json", TRUE);
  g_autofree char *garbage = write_big_file (dir, "garbage.json", FALSE);
  g_autoptr(GError) error = NULL;

  g_assert_null (tc_game_load_file (valid, NULL, &error));
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_READ);
  g_assert_nonnull (strstr (error->message, "at most"));
  g_clear_error (&error);

  g_assert_null (tc_game_load_file (garbage, NULL, &error));
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_READ);

  g_unlink (valid);
  g_unlink (garbage);
  g_rmdir (dir);
}

/* 20,001 notes are refused before any is parsed, the limit named. */
static void
test_too_many_entries (void)
{
  GString *data = g_string_new ("{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\","
                                "\"players\":[\"Ana\",\"Ben\"],\"entries\":[");
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;

  for (guint i = 0; i < 20001; i++)
    g_string_append (data, i > 0 ? ",{\"type\":\"note\",\"text\":\"\"}" : "{\"type\":\"note\",\"text\":\"\"}");
  g_string_append (data, "]}");

  log = tc_log_read_data (data->str, data->len, NULL, &error);
  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "20000"));
  g_string_free (data, TRUE);
}

/* Things that are not files are refused without reading them: a FIFO
 * (whose open would wait for a writer for ever), a folder, and a link to
 * a device that never ends.
 */
static void
test_not_regular_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tc-malformed-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero.json", NULL);
  const char *paths[] = { fifo, dir, zero };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (tc_game_load_file (paths[i], NULL, &error));
      g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_READ);
      g_test_message ("%s", error->message);
    }

  g_unlink (fifo);
  g_unlink (zero);
  g_rmdir (dir);
}

static void
test_missing_file (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (tc_log_read_file ("/nonexistent/tablecraft/game.json", NULL, &error));
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_READ);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/mcg/malformed/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_malformed);
    }
  g_test_add_func ("/mcg/malformed/bom-tolerated", test_bom_tolerated);
  g_test_add_func ("/mcg/malformed/name-length-in-code-points", test_name_lengths);
  g_test_add_func ("/mcg/malformed/name-trimming", test_name_trimming);
  g_test_add_func ("/mcg/malformed/control-character-round-trip", test_control_character_round_trip);
  g_test_add_func ("/mcg/malformed/wrong-values-are-rule-violations", test_wrong_values_are_rule_violations);
  g_test_add_func ("/mcg/malformed/seventh-diamond-is-a-rule-violation", test_seventh_diamond_is_a_rule_violation);
  g_test_add_func ("/mcg/malformed/huge-integers-are-rule-violations", test_huge_integer_values);
  g_test_add_func ("/mcg/malformed/fifty-megabytes", test_fifty_megabytes);
  g_test_add_func ("/mcg/malformed/not-regular-files", test_not_regular_files);
  g_test_add_func ("/mcg/malformed/too-many-entries", test_too_many_entries);
  g_test_add_func ("/mcg/malformed/missing-file", test_missing_file);

  return g_test_run ();
}
