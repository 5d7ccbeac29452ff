/* test-quartz-read.c: reading Quartz logs (quartz-log-v1.md §2, §7.1, §7.6):
 * a wrong form is malformed (exit 2), a wrong value a rule violation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-quartz-test.h"

#define SETUP "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5}}"

static TcLog *
read_entries (guint        n_players,
              const char  *entries,
              guint       *bad_entry,
              GError     **error)
{
  g_autofree char *data = tc_quartz_test_log_data (n_players, NULL, entries);

  return tc_log_read_data (data, strlen (data), bad_entry, error);
}

/* Each of these is malformed in entry 2. */
static void
test_malformed_entries (void)
{
  const char *cases[] = {
    "{'type':'draw','seat':1}",
    "{'type':'draw','seat':'1','crystal':'white'}",
    "{'type':'draw','seat':1.0,'crystal':'white'}",
    "{'type':'draw','seat':1,'crystal':3}",
    "{'type':'roll','seat':1,'dice':'pickaxe'}",
    "{'type':'roll','seat':1,'dice':[1,2,3,4,5]}",
    "{'type':'pickaxe','seat':1,'faces':'1','crystals':['red']}",
    "{'type':'pickaxe','seat':1,'faces':1,'helmet_pairs':null,'crystals':['red']}",
    "{'type':'pickaxe','seat':1,'faces':1}",
    "{'type':'jackhammer','seat':1,'faces':2,'drawn':['red','red']}",
    "{'type':'chest','seat':1,'faces':2,'crystals':[null]}",
    "{'type':'minecart','seat':1,'faces':2,'to':['2']}",
    "{'type':'steal','seat':1,'faces':2,'from':[2]}",
    "{'type':'steal','seat':1,'faces':2,'from':[{'seat':2}]}",
    "{'type':'steal','seat':1,'faces':2,'from':[{'seat':'2','crystal':'red'}]}",
    "{'type':'end_turn'}",
    "{'type':'mine','seat':1}",
    "{'type':'note','text':7}",
    "{'type':'draw','seat':1,'crystal':'white','seat':1}",
    "{'type':'steal','seat':1,'faces':2,'from':[{'seat':2,'crystal':'red','crystal':'red'}]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *entries = g_strconcat (SETUP, ",", cases[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TcLog) log = NULL;
      guint bad_entry = 0;

      log = read_entries (3, entries, &bad_entry, &error);
      g_test_message ("%s: %s", cases[i], error != NULL ? error->message : "read");
      g_assert_null (log);
      g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
      g_assert_cmpuint (bad_entry, ==, 2);
    }
}

/* §7.1: the bag holds exactly the six colours, as integers. */
static void
test_malformed_bag (void)
{
  const char *cases[] = {
    "{'type':'setup'}",
    "{'type':'setup','bag':[5,5,5,5,5,5]}",
    "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5}}",
    "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5,'unstable':1}}",
    "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5,'black':1}}",
    "{'type':'setup','bag':{'white':'5','pink':5,'green':5,'blue':5,'red':5,'yellow':5}}",
    "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5},'first_seat':null}",
    "{'type':'setup','bag':{'white':5,'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5}}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TcLog) log = NULL;
      guint bad_entry = 0;

      log = read_entries (3, cases[i], &bad_entry, &error);
      g_test_message ("%s: %s", cases[i], error != NULL ? error->message : "read");
      g_assert_null (log);
      g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
      g_assert_cmpuint (bad_entry, ==, 1);
    }
}

/* Wrong values read well and are refused by the rules (exit 1). */
static void
test_wrong_values (void)
{
  const struct { const char *entry; const char *rule; } cases[] = {
    { "{'type':'setup','bag':{'white':99999999999999999999,'pink':5,'green':5,'blue':5,'red':5,'yellow':5}}", "setup.bag" },
    { "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5},'first_seat':0}", "setup.first_seat" },
    { SETUP ",{'type':'draw','seat':1,'crystal':'quartz'}", "entry.unknown_id" },
    { SETUP ",{'type':'draw','seat':-4,'crystal':'white'}", "seat.range" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TcLog) log = read_entries (3, cases[i].entry, NULL, &error);
      g_autoptr(TcGame) game = NULL;

      g_assert_no_error (error);
      game = tc_game_new_from_log (log, G_MAXUINT);
      g_assert_nonnull (tc_game_get_replay_error (game));
      g_assert_cmpstr (tc_rule_error_get_rule (tc_game_get_replay_error (game)), ==, cases[i].rule);
    }
}

/* §7.6: 3–6 players; anything else is malformed. */
static void
test_player_count (void)
{
  for (guint n = 1; n <= 7; n++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TcLog) log = read_entries (n, SETUP, NULL, &error);

      g_assert_true ((log != NULL) == (n >= 3 && n <= 6));
      if (n >= 3 && n <= 6)
        g_assert_no_error (error);
      else
        g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
    }
}

static TcLog *
read_players (const char  *players,
              GError     **error)
{
  g_autofree char *data = g_strdup_printf ("{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"quartz-dice\","
                                           "\"players\":%s,\"entries\":[]}", players);

  return tc_log_read_data (data, strlen (data), NULL, error);
}

/* §7.6: only ASCII white space is trimmed; a no-break space stays. */
static void
test_names_trim_ascii (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = read_players ("[\" \\tAna\\r\\n\\u000b\\f\", \"\\u00a0Ben\", \"Ben\"]", &error);
  g_autoptr(TcLog) blank = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (tc_ruleset_get_player (log->ruleset, 1), ==, "Ana");
  g_assert_cmpstr (tc_ruleset_get_player (log->ruleset, 2), ==, "\u00a0Ben");
  g_assert_cmpstr (tc_ruleset_get_player (log->ruleset, 3), ==, "Ben");

  blank = read_players ("[\" \", \"Ben\", \"Cy\"]", &error);
  g_assert_null (blank);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
}

/* A member named twice outside the entries is malformed, with no entry. */
static void
test_duplicate_top_level (void)
{
  const char *data = "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"quartz-dice\","
                     "\"players\":[\"Ana\",\"Ben\",\"Cy\"],\"rulings\":{\"chest_unstable\":\"allowed\","
                     "\"chest_unstable\":\"forbidden\"},\"entries\":[]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  guint bad_entry = 99;

  log = tc_log_read_data (data, strlen (data), &bad_entry, &error);
  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpuint (bad_entry, ==, 0);
}

static void
test_unknown_ruling (void)
{
  g_autofree char *data = tc_quartz_test_log_data (3, "{'chest_unstable':'sometimes'}", SETUP);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (data, strlen (data), NULL, &error);

  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
}

/* The whole file is read first: a malformed redo entry is refused too,
 * with no entry number.
 */
static void
test_malformed_redo (void)
{
  const char *data = "{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"quartz-dice\","
                     "\"players\":[\"Ana\",\"Ben\",\"Cy\"],\"entries\":[],"
                     "\"redo\":[{\"type\":\"draw\",\"seat\":1}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  guint bad_entry = 99;

  log = tc_log_read_data (data, strlen (data), &bad_entry, &error);
  g_assert_null (log);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpuint (bad_entry, ==, 0);
}

/* What the table types: a crystal by letter or id, five dice by letters
 * or ids. Anything else is refused with the letters that may be typed.
 */
static void
test_typed_letters (void)
{
  const TcQuartzData *data = tc_quartz_data_get_default ();
  const TcQuartzFace expected[] = { TC_QUARTZ_PICKAXE, TC_QUARTZ_PICKAXE, TC_QUARTZ_CHEST,
                                    TC_QUARTZ_HELMET, TC_QUARTZ_STEAL };
  guint dice[TC_QUARTZ_N_DICE];
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (tc_quartz_data_parse_crystal (data, "r", NULL), ==, TC_QUARTZ_RED);
  g_assert_cmpint (tc_quartz_data_parse_crystal (data, " Unstable ", NULL), ==, TC_QUARTZ_UNSTABLE);
  g_assert_cmpint (tc_quartz_data_parse_crystal (data, "x", &error), ==, -1);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "“x” is not a crystal: type its letter (w white, p pink, g green, "
                                       "b blue, r red, y yellow, u unstable)");
  g_clear_error (&error);

  g_assert_true (tc_quartz_data_parse_dice (data, "PPchs", dice, NULL));
  for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
    g_assert_cmpuint (dice[i], ==, expected[i]);
  g_assert_true (tc_quartz_data_parse_dice (data, "pickaxe p, chest h s", dice, NULL));
  g_assert_cmpuint (dice[4], ==, TC_QUARTZ_STEAL);

  /* Four dice, six dice, a letter that is no face. */
  for (guint i = 0; i < 3; i++)
    {
      const char *refused[] = { "ppch", "ppchsm", "ppchx" };

      g_assert_false (tc_quartz_data_parse_dice (data, refused[i], dice, &error));
      g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
      g_assert_true (g_str_has_suffix (error->message, "type a letter for each die (p pickaxe, j jackhammer, "
                                                       "c chest, m minecart, s steal, h helmet)"));
      g_clear_error (&error);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/quartz/read/malformed-entries", test_malformed_entries);
  g_test_add_func ("/quartz/read/malformed-bag", test_malformed_bag);
  g_test_add_func ("/quartz/read/wrong-values", test_wrong_values);
  g_test_add_func ("/quartz/read/player-count", test_player_count);
  g_test_add_func ("/quartz/read/names-trim-ascii", test_names_trim_ascii);
  g_test_add_func ("/quartz/read/duplicate-top-level", test_duplicate_top_level);
  g_test_add_func ("/quartz/read/unknown-ruling", test_unknown_ruling);
  g_test_add_func ("/quartz/read/malformed-redo", test_malformed_redo);
  g_test_add_func ("/quartz/read/typed-letters", test_typed_letters);

  return g_test_run ();
}
