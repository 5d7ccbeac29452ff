/* test-core-ruleset.c: the ruleset base class and the registry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-core-test.h"

static const char *two_players[] = { "Ana", "Ben", NULL };

/* A ruleset that forgets get_winners: the score pad's class with that
 * hook taken out, as a real type for the registry to refuse.
 */
#define TC_TYPE_HALF_PAD (tc_half_pad_get_type ())
G_DECLARE_FINAL_TYPE (TcHalfPad, tc_half_pad, TC, HALF_PAD, TcRuleset)

struct _TcHalfPad
{
  TcRuleset parent_instance;
};

G_DEFINE_FINAL_TYPE (TcHalfPad, tc_half_pad, TC_TYPE_RULESET)

static void
tc_half_pad_class_init (TcHalfPadClass *klass)
{
  TcRulesetClass *ruleset_class = TC_RULESET_CLASS (klass);
  TcRulesetClass *pad = g_type_class_ref (TC_TYPE_SCORE_PAD);
  gsize start = G_STRUCT_OFFSET (TcRulesetClass, game_id);

  memcpy ((guint8 *) ruleset_class + start, (guint8 *) pad + start,
          G_STRUCT_OFFSET (TcRulesetClass, rulings) - start);
  ruleset_class->game_id = "half-pad";
  ruleset_class->get_winners = NULL;
  g_type_class_unref (pad);
}

static void
tc_half_pad_init (TcHalfPad *self)
{
}

static TcRulesetClass *
score_pad_class (void)
{
  TcRulesetClass *klass = tc_rulesets_find (TC_SCORE_PAD_GAME_ID);

  g_assert_nonnull (klass);
  return klass;
}

static JsonObject *
object_from (const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

/* tc_ruleset_new() with @rulings_json must fail with exactly @message. */
static void
assert_refused (const char **players,
                const char  *rulings_json,
                const char  *message)
{
  g_autoptr(JsonObject) rulings = rulings_json != NULL ? object_from (rulings_json) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) ruleset = tc_ruleset_new (TC_SCORE_PAD_GAME_ID, players, rulings, &error);

  g_assert_null (ruleset);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_registry (void)
{
  TcRulesetClass *klass = score_pad_class ();
  guint n_games = tc_rulesets_get_n_games ();

  g_assert_cmpstr (tc_ruleset_class_get_title (klass), ==, "Score pad");
  g_assert_true (tc_rulesets_get_nth (n_games - 1) == klass);
  g_assert_null (tc_rulesets_find ("no-such-game"));

  /* Adding it again changes nothing. */
  tc_rulesets_add (TC_TYPE_SCORE_PAD);
  g_assert_cmpuint (tc_rulesets_get_n_games (), ==, n_games);
}

static void
test_rulings_from_data (void)
{
  TcRulesetClass *klass = score_pad_class ();
  const TcRulingInfo *rulings;
  const TcRulingInfo *target;
  guint n_rulings;

  rulings = tc_ruleset_class_get_rulings (klass, &n_rulings);
  g_assert_cmpuint (n_rulings, ==, 2);
  g_assert_cmpstr (rulings[0].name, ==, "target");
  g_assert_cmpstr (rulings[1].name, ==, "negative_points");

  target = tc_ruleset_class_find_ruling (klass, "target");
  g_assert_true (target == &rulings[0]);
  g_assert_cmpstr (tc_ruling_info_get_label (target), ==, "Target score");
  g_assert_cmpuint (g_strv_length (target->values), ==, 2);
  g_assert_cmpstr (target->values[0], ==, "none");
  g_assert_cmpuint (tc_ruling_info_find_value (target, "10"), ==, 1);
  g_assert_cmpuint (tc_ruling_info_find_value (target, "12"), ==, G_MAXUINT);
  g_assert_cmpstr (tc_ruling_info_get_value_label (target, 1), ==, "10 points");
  g_assert_null (tc_ruleset_class_find_ruling (klass, "bonus"));
}

static void
test_rulings_default_and_set (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) plain = tc_ruleset_new (TC_SCORE_PAD_GAME_ID, two_players, NULL, &error);
  g_autoptr(JsonObject) rulings = object_from (TARGET_10);
  g_autoptr(TcRuleset) target = NULL;
  g_autoptr(JsonObject) written = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (tc_ruleset_get_ruling (plain, "target"), ==, "none");
  g_assert_cmpstr (tc_ruleset_get_ruling (plain, "negative_points"), ==, "allowed");
  g_assert_cmpint (tc_ruleset_get_target_score (plain), ==, 0);

  target = tc_ruleset_new (TC_SCORE_PAD_GAME_ID, two_players, rulings, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tc_ruleset_get_ruling_index (target, "target"), ==, 1);
  g_assert_cmpint (tc_ruleset_get_target_score (target), ==, TC_SCORE_PAD_TARGET);

  /* Every ruling is written back, the ones left out at their default. */
  written = tc_ruleset_dup_rulings (target);
  g_assert_cmpuint (json_object_get_size (written), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (written, "target"), ==, "10");
  g_assert_cmpstr (json_object_get_string_member (written, "negative_points"), ==, "allowed");
}

static void
test_unknown_ruling (void)
{
  assert_refused (two_players, "{\"bonus\":\"yes\"}",
                  "“bonus” is not a ruling of this game");
}

static void
test_unknown_ruling_value (void)
{
  assert_refused (two_players, "{\"target\":\"12\"}",
                  "the ruling “target” cannot be “12”: it is “none” or “10”");
  assert_refused (two_players, "{\"negative_points\":\"maybe\"}",
                  "the ruling “negative_points” cannot be “maybe”: it is “allowed” or “refused”");
}

static void
test_ruling_not_a_string (void)
{
  assert_refused (two_players, "{\"target\":10}", "the ruling “target” must be a string");
}

static void
test_players_out_of_range (void)
{
  const char *one[] = { "Ana", NULL };
  const char *five[] = { "Ana", "Ben", "Cy", "Di", "Ed", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) unknown = tc_ruleset_new ("no-such-game", two_players, NULL, &error);

  assert_refused (one, NULL, "this game needs 2 to 4 players, not 1");
  assert_refused (five, NULL, "this game needs 2 to 4 players, not 5");

  g_assert_null (unknown);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "“no-such-game” is not a game this version of Tablecraft knows");
}

/* New Game refuses names that differ only by case (the second one is at
 * fault); a file that names both is read, as the log formats compare
 * names case-sensitively; different names pass both checks.
 */
static void
test_new_players_differ_by_more_than_case (void)
{
  const char *alike[] = { "Ana", "Ben", " ana ", NULL };
  const char *composed[] = { "Zoë", "ZOE\xcc\x88", NULL };
  const char *distinct[] = { "Ana", "Anna", "Ben", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) from_file = tc_ruleset_new (TC_SCORE_PAD_GAME_ID, alike, NULL, &error);
  g_auto(GStrv) refused = NULL;
  g_auto(GStrv) accepted = NULL;
  gint bad = -1;

  g_assert_no_error (error);
  g_assert_nonnull (from_file);
  g_assert_cmpstr (tc_ruleset_get_player (from_file, 3), ==, "ana");

  refused = tc_ruleset_class_check_new_players (score_pad_class (), alike, &bad, &error);
  g_assert_null (refused);
  g_assert_cmpint (bad, ==, 2);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "“Ana” and “ana” differ only in capitals; "
                   "give players names the table can tell apart when read aloud");
  g_clear_error (&error);

  g_clear_pointer (&refused, g_strfreev);
  refused = tc_ruleset_class_check_new_players (score_pad_class (), composed, &bad, &error);
  g_assert_null (refused);
  g_assert_cmpint (bad, ==, 1);
  g_clear_error (&error);

  accepted = tc_ruleset_class_check_new_players (score_pad_class (), distinct, &bad, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bad, ==, -1);
  g_assert_cmpstrv (accepted, ((const char *[]) { "Ana", "Anna", "Ben", NULL }));
}

static void
test_class_check_accepts_score_pad (void)
{
  TcRulesetClass copy = *score_pad_class ();
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_ruleset_class_check (&copy, &error));
  g_assert_no_error (error);
}

static void
test_class_check_required (void)
{
  const struct { gsize offset; const char *name; } required[] = {
    { G_STRUCT_OFFSET (TcRulesetClass, game_id), "game_id" },
    { G_STRUCT_OFFSET (TcRulesetClass, title), "title" },
    { G_STRUCT_OFFSET (TcRulesetClass, init_state), "init_state" },
    { G_STRUCT_OFFSET (TcRulesetClass, entry_kinds), "entry_kinds" },
    { G_STRUCT_OFFSET (TcRulesetClass, free_entry_data), "free_entry_data" },
    { G_STRUCT_OFFSET (TcRulesetClass, parse_entry_data), "parse_entry_data" },
    { G_STRUCT_OFFSET (TcRulesetClass, apply_entry), "apply_entry" },
    { G_STRUCT_OFFSET (TcRulesetClass, is_finished), "is_finished" },
    { G_STRUCT_OFFSET (TcRulesetClass, state_to_json), "state_to_json" },
    { G_STRUCT_OFFSET (TcRulesetClass, state_to_text), "state_to_text" },
    { G_STRUCT_OFFSET (TcRulesetClass, describe_entry), "describe_entry" },
    { G_STRUCT_OFFSET (TcRulesetClass, describe_pending), "describe_pending" },
    { G_STRUCT_OFFSET (TcRulesetClass, get_active_seat), "get_active_seat" },
    { G_STRUCT_OFFSET (TcRulesetClass, get_score), "get_score" },
    { G_STRUCT_OFFSET (TcRulesetClass, get_winners), "get_winners" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    {
      TcRulesetClass copy = *score_pad_class ();
      g_autofree char *expected = g_strdup_printf ("the ruleset does not set %s", required[i].name);
      g_autoptr(GError) error = NULL;

      /* Every field listed is a pointer, to a string or to a function. */
      memset ((guint8 *) &copy + required[i].offset, 0, sizeof (gpointer));
      g_assert_false (tc_ruleset_class_check (&copy, &error));
      g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, expected);
    }
}

static void
assert_check_fails (TcRulesetClass *klass,
                    const char     *message)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tc_ruleset_class_check (klass, &error));
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_class_check_sizes (void)
{
  const char *sizes = "the ruleset needs a state size and 1 ≤ min_players ≤ max_players ≤ 8";
  TcRulesetClass copy;

  copy = *score_pad_class ();
  copy.state_size = 0;
  assert_check_fails (&copy, sizes);

  copy = *score_pad_class ();
  copy.min_players = 0;
  assert_check_fails (&copy, sizes);

  copy = *score_pad_class ();
  copy.min_players = 5;
  assert_check_fails (&copy, sizes);

  copy = *score_pad_class ();
  copy.max_players = TC_MAX_SEATS + 1;
  assert_check_fails (&copy, sizes);

  copy = *score_pad_class ();
  copy.append_seat_stats = NULL;
  assert_check_fails (&copy, "the ruleset sets only one of collect_stats and append_seat_stats");
}

static void
test_class_check_data (void)
{
  TcRulesetClass copy = *score_pad_class ();
  g_autoptr(GError) error = NULL;

  /* Rulings not loaded yet, from a folder with no data. */
  copy.rulings = NULL;
  copy.n_rulings = 0;
  copy.data_dir = "no-such-game";
  g_assert_false (tc_ruleset_class_check (&copy, &error));
  g_assert_error (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "/games/no-such-game/rulings.json"));
}

static void
assert_formatted (char       *text,
                  const char *expected)
{
  g_assert_cmpstr (text, ==, expected);
  g_free (text);
}

/* A score is in points unless the game counts something else. */
static void
test_score_unit (void)
{
  TcRulesetClass copy = *score_pad_class ();

  assert_formatted (tc_ruleset_class_format_score (&copy, 1), "1 point");
  assert_formatted (tc_ruleset_class_format_score (&copy, -1), "-1 point");
  assert_formatted (tc_ruleset_class_format_score (&copy, 12), "12 points");
  assert_formatted (tc_ruleset_class_format_score (&copy, 0), "0 points");
  assert_formatted (tc_ruleset_class_format_average (&copy, 2.25), "2.2 points on average");

  copy.score_unit = "XP";
  assert_formatted (tc_ruleset_class_format_score (&copy, 1), "1 XP");
  assert_formatted (tc_ruleset_class_format_score (&copy, 12), "12 XP");
  assert_formatted (tc_ruleset_class_format_average (&copy, 7.5), "7.5 XP on average");

  /* A unit with a singular of its own, after 1 and -1 only. */
  copy.score_unit = "coins";
  copy.score_unit_one = "coin";
  assert_formatted (tc_ruleset_class_format_score (&copy, 1), "1 coin");
  assert_formatted (tc_ruleset_class_format_score (&copy, -1), "-1 coin");
  assert_formatted (tc_ruleset_class_format_score (&copy, -8), "-8 coins");
  assert_formatted (tc_ruleset_class_format_average (&copy, 1.0), "1.0 coins on average");
}

/* The reference's sections come from the game's rules.json, in order. */
static void
test_sections_from_data (void)
{
  guint n;
  const TcRulesSection *sections = tc_ruleset_class_get_sections (score_pad_class (), &n);

  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpstr (sections[0].id, ==, "game");
  g_assert_cmpstr (tc_rules_section_get_title (&sections[1]), ==, "Scoring");
  g_assert_cmpuint (tc_rules_section_get_n_paragraphs (&sections[1]), ==, 2);
  g_assert_cmpstr (tc_rules_section_get_paragraph (&sections[1], 1), ==, "Negative points follow a house rule.");
}

static const char *
section_for (const char *rule)
{
  const TcRulesSection *section = tc_ruleset_class_find_section (score_pad_class (), rule);

  return section != NULL ? section->id : NULL;
}

/* A refusal's rule id opens the section listing its longest prefix, cut
 * at a dot; a rule no section lists opens none.
 */
static void
test_find_section (void)
{
  g_assert_cmpstr (section_for ("score"), ==, "scoring");
  g_assert_cmpstr (section_for ("score.negative"), ==, "scoring");
  g_assert_cmpstr (section_for ("score.bonus"), ==, "bonus");
  g_assert_cmpstr (section_for ("score.bonus.twice"), ==, "bonus");
  g_assert_cmpstr (section_for ("seat.range"), ==, "turn");

  g_assert_null (section_for ("scoreboard.full"));
  g_assert_null (section_for ("score_bonus"));
  g_assert_null (section_for ("seat"));
  g_assert_null (section_for ("seat.other"));
  g_assert_null (section_for ("format"));
  g_assert_null (section_for (""));
  g_assert_null (section_for (NULL));
}

static void
assert_sections_refused (const char *json,
                         const char *message)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (json, strlen (json));
  g_autoptr(GError) error = NULL;
  TcRulesSection *sections;
  guint n;

  g_assert_false (tc_rules_sections_load (bytes, "rules.json", &sections, &n, &error));
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
  tc_rules_sections_free (sections, n);
}

/* A bad edit of a rules.json is named, not read half. */
static void
test_sections_malformed (void)
{
  assert_sections_refused ("{}", "rules.json: no \"sections\" array");
  assert_sections_refused ("{\"sections\": []}", "rules.json: no \"sections\" array");
  assert_sections_refused ("{\"sections\": [{\"id\": \"a\", \"title\": \"A\", \"rules\": []}]}",
                           "rules.json: section 1 needs an id, a title, a \"rules\" array and paragraphs of text");
  assert_sections_refused ("{\"sections\": [{\"id\": \"a\", \"title\": \"A\", \"rules\": [1], \"text\": [\"x\"]}]}",
                           "rules.json: section 1 needs an id, a title, a \"rules\" array and paragraphs of text");
  assert_sections_refused ("{\"sections\": [{\"id\": \"a\", \"title\": \"A\", \"rules\": [], \"text\": [\"\"]}]}",
                           "rules.json: section 1 needs an id, a title, a \"rules\" array and paragraphs of text");
  assert_sections_refused ("{\"sections\": [{\"id\": \"a\", \"title\": \"A\", \"rules\": [], \"text\": [\"x\"]},"
                           " {\"id\": \"a\", \"title\": \"B\", \"rules\": [], \"text\": [\"y\"]}]}",
                           "rules.json: two sections are called “a”");
}

static void
test_registry_refuses_missing_hook (void)
{
  if (g_test_subprocess ())
    {
      tc_rulesets_add (TC_TYPE_HALF_PAD);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*TcHalfPad: the ruleset does not set get_winners*");
}

static void
test_optional_defaults (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL, SCORE (1, 4), NULL);
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(GError) error = NULL;
  TcSimGame result;

  /* The score pad says nothing of how a score is made up, and has no simulator. */
  g_assert_null (tc_ruleset_describe_score (ruleset, tc_game_get_state (game), 1));
  g_assert_false (tc_ruleset_class_simulate (tc_ruleset_get_class (ruleset), 1, 0, 2, 0, &result, &error));
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Score pad has no simulator");
  g_assert_cmpuint (result.n_entries, ==, 0);

  g_assert_cmpuint (tc_ruleset_get_n_rounds (ruleset), ==, 3);
  g_assert_cmpuint (tc_ruleset_get_round (ruleset, tc_game_get_state (game)), ==, 1);
}

/* The marks of entry @index (0-based) of @game. */
static TcEntryMarks
marks_of (TcGame *game,
          guint   index)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  gsize size = tc_ruleset_get_state_size (ruleset);
  g_autofree guint8 *before = g_malloc (size);
  g_autofree guint8 *after = g_malloc (size);

  tc_game_copy_state_at (game, index, before);
  tc_game_copy_state_at (game, index + 1, after);

  return tc_ruleset_get_entry_marks (ruleset, before, after, tc_game_get_entry (game, index));
}

static void
test_entry_marks (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, NULL,
                                             SCORE (1, 3), SCORE (1, -2), END (1),
                                             NOTE ("tea"), END (2), NULL);

  g_assert_cmpint (marks_of (game, 0), ==, TC_ENTRY_MARK_NONE);
  g_assert_cmpint (marks_of (game, 1), ==, TC_ENTRY_MARK_ALERT);
  g_assert_cmpint (marks_of (game, 2), ==, TC_ENTRY_MARK_TURN_END);
  g_assert_cmpint (marks_of (game, 3), ==, TC_ENTRY_MARK_NONE);
  g_assert_cmpint (marks_of (game, 4), ==, TC_ENTRY_MARK_TURN_END | TC_ENTRY_MARK_ROUND_END);
}

/* Every game's note is the base class's: made by one call, legal after the
 * game is over, described and read in the same words for every game.
 */
static void
test_note (void)
{
  g_autoptr(TcGame) game = tc_core_game_new (2, TARGET_10, SCORE (1, 10), END (1), NULL);
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(TcEntry) note = tc_ruleset_new_note (ruleset, "tea");
  g_autoptr(TcEntry) end = tc_ruleset_build_entry (ruleset, object_from (END (2)));
  g_autoptr(JsonObject) no_text = object_from ("{\"type\":\"note\",\"text\":3}");
  g_autofree char *sentence = tc_ruleset_describe_entry (ruleset, tc_game_get_state (game), note);
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_ruleset_is_finished (ruleset, tc_game_get_state (game)));
  g_assert_true (tc_ruleset_entry_is_note (ruleset, note));
  g_assert_false (tc_ruleset_entry_is_note (ruleset, end));
  g_assert_cmpuint (tc_entry_get_kind_index (end), ==, 1);
  g_assert_cmpstr (tc_entry_get_kind (note), ==, "note");
  g_assert_cmpstr (sentence, ==, "Note: tea");
  g_assert_true (tc_game_check (game, note, &error));
  g_assert_no_error (error);
  g_assert_false (tc_game_check (game, end, &error));
  g_assert_true (tc_error_matches_rule (error, "game.over"));
  g_clear_error (&error);

  g_assert_null (tc_ruleset_parse_entry (ruleset, no_text, &error));
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "“text” must be a string, not a number");
}

int
main (int    argc,
      char **argv)
{
  tc_core_test_init (&argc, &argv);

  g_test_add_func ("/core/ruleset/registry", test_registry);
  g_test_add_func ("/core/ruleset/rulings-from-data", test_rulings_from_data);
  g_test_add_func ("/core/ruleset/rulings-default-and-set", test_rulings_default_and_set);
  g_test_add_func ("/core/ruleset/unknown-ruling", test_unknown_ruling);
  g_test_add_func ("/core/ruleset/unknown-ruling-value", test_unknown_ruling_value);
  g_test_add_func ("/core/ruleset/ruling-not-a-string", test_ruling_not_a_string);
  g_test_add_func ("/core/ruleset/players-out-of-range", test_players_out_of_range);
  g_test_add_func ("/core/ruleset/new-players-differ-by-more-than-case", test_new_players_differ_by_more_than_case);
  g_test_add_func ("/core/ruleset/class-check-accepts-score-pad", test_class_check_accepts_score_pad);
  g_test_add_func ("/core/ruleset/class-check-required", test_class_check_required);
  g_test_add_func ("/core/ruleset/class-check-sizes", test_class_check_sizes);
  g_test_add_func ("/core/ruleset/class-check-data", test_class_check_data);
  g_test_add_func ("/core/ruleset/score-unit", test_score_unit);
  g_test_add_func ("/core/ruleset/sections-from-data", test_sections_from_data);
  g_test_add_func ("/core/ruleset/find-section", test_find_section);
  g_test_add_func ("/core/ruleset/sections-malformed", test_sections_malformed);
  g_test_add_func ("/core/ruleset/registry-refuses-missing-hook", test_registry_refuses_missing_hook);
  g_test_add_func ("/core/ruleset/optional-defaults", test_optional_defaults);
  g_test_add_func ("/core/ruleset/entry-marks", test_entry_marks);
  g_test_add_func ("/core/ruleset/note", test_note);

  return g_test_run ();
}
