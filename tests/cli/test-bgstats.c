/* test-bgstats.c: `tablecraft-cli export --format bgstats-link|bgsplay`
 *
 * Usage: test-bgstats [--tap] PATH-TO-TABLECRAFT-CLI
 *
 * One finished game of each game, each with a tie among its seats. The
 * expected JSON in tests/bgstats/ was written by hand from the BG Stats
 * field list (docs/bgstats.md): in the link a score is a number, in the
 * Play File a string; startPlayer is always there; tied seats share a rank
 * unless the rules' tie-break parted them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib.h>
#include <json-glib/json-glib.h>

#include "tc-test-run.h"

#define LINK_PREFIX "https://app.bgstatsapp.com/createPlay.html?data="

static const char *cli_path;

typedef struct
{
  const char *log;       /* under tests/ */
  const char *expected;  /* under tests/bgstats/, without .link.json or .bgsplay */
} Case;

static const Case cases[] = {
  { "scenarios/bnb-end.json", "bnb-end" },
  { "scenarios/win.json", "mcg-win" },
  { "bgstats/quartz-tie.json", "quartz-tie" },
};

static void
export (TcTestRun  *run,
        const char *log,
        const char *format)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, log, NULL);
  const char *argv[] = { cli_path, "export", path, "--format", format, NULL };

  tc_test_run_argv (run, argv);
}

static void
assert_json_equal (const char *expected_name,
                   const char *actual)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "bgstats", expected_name, NULL);
  g_autoptr(JsonParser) expected = json_parser_new ();
  g_autoptr(JsonParser) found = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (expected, path, &error);
  g_assert_no_error (error);
  json_parser_load_from_data (found, actual, -1, &error);
  g_assert_no_error (error);
  if (!json_node_equal (json_parser_get_root (expected), json_parser_get_root (found)))
    {
      g_test_message ("%s differs: found %s", expected_name, actual);
      g_test_fail ();
    }
}

static void
test_link (gconstpointer data)
{
  const Case *c = data;
  g_auto(TcTestRun) run = { 0 };
  g_autofree char *expected = g_strconcat (c->expected, ".link.json", NULL);
  g_autofree char *json = NULL;

  export (&run, c->log, "bgstats-link");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, LINK_PREFIX));
  g_assert_true (g_str_has_suffix (run.out, "\n"));
  /* url-encoded: nothing in the query that a phone's scanner could cut */
  g_assert_null (strpbrk (run.out + strlen (LINK_PREFIX), " \"{}&#+"));
  run.out[strlen (run.out) - 1] = '\0';
  json = g_uri_unescape_string (run.out + strlen (LINK_PREFIX), NULL);
  assert_json_equal (expected, json);
}

static void
test_play_file (gconstpointer data)
{
  const Case *c = data;
  g_auto(TcTestRun) run = { 0 };
  g_autofree char *expected = g_strconcat (c->expected, ".bgsplay", NULL);

  export (&run, c->log, "bgsplay");
  g_assert_cmpint (run.status, ==, 0);
  assert_json_equal (expected, run.out);
}

/* A game still being played is refused with a sentence, for both forms. */
static void
test_unfinished_refused (void)
{
  const char *formats[] = { "bgstats-link", "bgsplay" };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_auto(TcTestRun) run = { 0 };

      export (&run, "scenarios/plain-turns.json", formats[i]);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_nonnull (strstr (run.err, "the game is not over"));
    }
}

int
main (int    argc,
      char **argv)
{
  /* playDate is local time: the expected files are in UTC. */
  g_setenv ("TZ", "UTC", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  cli_path = argv[1];

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *link = g_strconcat ("/bgstats/link/", cases[i].expected, NULL);
      g_autofree char *file = g_strconcat ("/bgstats/play-file/", cases[i].expected, NULL);

      g_test_add_data_func (link, &cases[i], test_link);
      g_test_add_data_func (file, &cases[i], test_play_file);
    }
  g_test_add_func ("/bgstats/unfinished-refused", test_unfinished_refused);

  return g_test_run ();
}
