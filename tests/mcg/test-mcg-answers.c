/* test-mcg-answers.c: what a typed line of card codes answers
 *
 * Typed cards fill owed tops in pile order (§4.1 lets any reveal of the
 * front run go first), and a line is planned whole before anything is
 * entered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-mcg-answers.h"
#include "tc-mcg-codes.h"
#include "tc-mcg-test.h"
#include "tc-mcg-text.h"

#define MINE_TNT "{\"type\":\"mine\",\"seat\":1,\"pile\":3}"
#define KEEP_NONE "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[]}"
#define KEEP_WILD "{\"type\":\"tnt_keep\",\"seat\":1,\"cards\":[\"wild-1\"]}"

/* Plans @line in @game; returns how many cards were planned. */
static guint
plan (TcGame      *game,
      const char  *line,
      TcMcgAnswer *answers,
      GError     **error)
{
  const TcMcgRules *rules = tc_mcg_test_rules (game);
  TcMcgCardRef refs[TC_MCG_MAX_LISTED];
  guint n = tc_mcg_codes_parse (rules->cards, line, refs, G_N_ELEMENTS (refs), NULL);

  g_assert_cmpuint (n, !=, G_MAXUINT);
  return tc_mcg_answers_plan (rules, tc_mcg_test_state (game), refs, n, answers, error);
}

/* Enters the planned answers as reveal / creeper_discard entries. */
static void
enter (TcGame            *game,
       const TcMcgAnswer *answers,
       guint              n)
{
  for (guint i = 0; i < n; i++)
    {
      const TcMcgCards *cards = tc_mcg_test_rules (game)->cards;
      const char *id = tc_mcg_card_id (cards, answers[i].card);
      g_autofree char *json = NULL;

      g_assert_cmpint (answers[i].type, ==, TC_MCG_ENTRY_REVEAL);
      json = g_strdup_printf ("{\"type\":\"reveal\",\"pile\":%u,\"card\":\"%s\"}", answers[i].pile + 1, id);
      tc_mcg_test_append (game, json, NULL);
    }
}

static void
test_tops_in_pile_order (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP, MINE_TNT, KEEP_NONE, NULL);
  g_autofree char *prompt = tc_mcg_describe_pending (tc_mcg_test_rules (game), tc_mcg_test_state (game));
  TcMcgAnswer answers[5];
  g_autoptr(GError) error = NULL;
  g_autofree char *pending = NULL;

  /* The queue holds the TNT's pile 3 first; people read 1 to 5. */
  g_assert_cmpstr (prompt, ==, "the new top card of resource pile 1, the new top card of resource pile 2, "
                   "the new top card of resource pile 3, the new top card of resource pile 4 and "
                   "the new top card of resource pile 5");
  g_assert_cmpuint (plan (game, "s1 s3 x1 c x3", answers, &error), ==, 5);
  g_assert_no_error (error);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpuint (answers[i].index, ==, i);
      g_assert_cmpuint (answers[i].pile, ==, i);
    }
  enter (game, answers, 5);
  g_assert_cmpstr (tc_mcg_test_top (game, 1), ==, "stone-1");
  g_assert_cmpstr (tc_mcg_test_top (game, 2), ==, "stone-3");
  g_assert_cmpstr (tc_mcg_test_top (game, 3), ==, "wild-1");
  g_assert_cmpstr (tc_mcg_test_top (game, 5), ==, "wild-3");
  /* The creeper on pile 4 (cause tnt) went without effect: pile 4 owes again. */
  pending = tc_mcg_test_pending (game);
  g_assert_cmpstr (pending, ==, "[{\"type\":\"reveal\",\"pile\":4}]");
}

/* A pile that owes again after a creeper takes its card after the others. */
static void
test_creeper_pile_takes_the_next_pass (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP, MINE_TNT, KEEP_NONE, NULL);
  TcMcgAnswer answers[6];
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (plan (game, "s1 c x1 w1 x3 w2", answers, &error), ==, 6);
  g_assert_no_error (error);
  g_assert_cmpuint (answers[1].pile, ==, 1);
  g_assert_cmpuint (answers[2].pile, ==, 2);
  g_assert_cmpuint (answers[5].pile, ==, 1);
  enter (game, answers, 6);
  g_assert_cmpstr (tc_mcg_test_top (game, 2), ==, "wood-2");
  g_assert_cmpuint (tc_mcg_test_state (game)->n_queue, ==, 0);
}

/* A creeper that attacks is entered after the line's other tops. */
static void
test_attack_waits_for_the_line (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP, MINE_TNT, KEEP_WILD, NULL);
  TcMcgAnswer answers[5];
  g_autoptr(GError) error = NULL;
  const guint order[] = { 0, 1, 3, 4, 2 };

  /* Pile 3, under the TNT, shows a creeper: Ana holds a card. */
  g_assert_cmpuint (plan (game, "s1 s3 c x1 x3", answers, &error), ==, 5);
  g_assert_no_error (error);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpuint (answers[i].index, ==, order[i]);
      g_assert_cmpuint (answers[i].pile, ==, order[i]);
    }
  enter (game, answers, 5);
  g_assert_cmpint (tc_mcg_test_state (game)->queue[0].kind, ==, TC_MCG_PENDING_CREEPER);
  g_assert_cmpstr (tc_mcg_test_top (game, 5), ==, "wild-3");
}

/* After a hoe, typed tops fill piles 1 to 5 too; a craft card among them
 * is refused, naming it, and nothing goes in.
 */
static void
test_hoe_tops (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_SETUP,
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-2\"}",
    "{\"type\":\"mine\",\"seat\":1,\"pile\":1}", "{\"type\":\"reveal\",\"pile\":1,\"card\":\"wood-3\"}",
    "{\"type\":\"end_turn\",\"seat\":1}", "{\"type\":\"end_turn\",\"seat\":2}",
    "{\"type\":\"craft\",\"seat\":1,\"source\":{\"craft_pile\":1},\"pay\":[\"wood-1\",\"wood-2\"]}",
    "{\"type\":\"reveal\",\"craft_pile\":1,\"card\":\"gold-hoe\"}",
    "{\"type\":\"use_tool\",\"seat\":1,\"tool\":\"wood-hoe\"}", NULL);
  TcMcgAnswer answers[6];
  g_autoptr(GError) error = NULL;
  g_autofree char *before = tc_mcg_test_pending (game);
  g_autofree char *after = NULL;

  g_assert_cmpuint (plan (game, "s1 s2 wood-axe w1 x1", answers, &error), ==, 2);
  g_assert_error (error, TC_RULE_ERROR, g_quark_from_string ("reveal.not_resource"));
  g_assert_true (g_str_has_prefix (error->message, "“wood-axe” (card 3 typed): "));
  after = tc_mcg_test_pending (game);
  g_assert_cmpstr (after, ==, before);

  g_clear_error (&error);
  g_assert_cmpuint (plan (game, "s1 s2 c w1 x1 w2", answers, &error), ==, 6);
  g_assert_no_error (error);
  enter (game, answers, 6);
  g_assert_cmpstr (tc_mcg_test_top (game, 1), ==, "stone-1");
  g_assert_cmpstr (tc_mcg_test_top (game, 3), ==, "wood-2");
  g_assert_cmpstr (tc_mcg_test_top (game, 4), ==, "wood-1");
  g_assert_cmpstr (tc_mcg_test_top (game, 5), ==, "wild-1");
  g_assert_cmpuint (tc_mcg_test_state (game)->n_queue, ==, 0);
}

/* A line that breaks a rule anywhere is refused whole, naming the card. */
static void
test_one_diamond_three (void)
{
  g_autoptr(TcGame) game = tc_mcg_test_game_new (2, NULL, TC_MCG_TEST_TNT_SETUP, MINE_TNT, KEEP_NONE, NULL);
  TcMcgAnswer answers[5];
  g_autoptr(GError) error = NULL;
  g_autofree char *before = tc_mcg_test_pending (game);
  g_autofree char *after = NULL;

  /* The deck holds one diamond 3: the second is at fault. */
  g_assert_cmpuint (plan (game, "d3 d3 w1 w1 w1", answers, &error), ==, 1);
  g_assert_error (error, TC_RULE_ERROR, g_quark_from_string ("reveal.no_copy_left"));
  g_assert_true (g_str_has_prefix (error->message, "“d3” (card 2 typed): "));
  after = tc_mcg_test_pending (game);
  g_assert_cmpstr (after, ==, before);

  /* One card more than the table owes is refused too. */
  g_clear_error (&error);
  g_assert_cmpuint (plan (game, "w1 w1 w1 w1 w1 w2", answers, &error), ==, 5);
  g_assert_error (error, TC_RULE_ERROR, g_quark_from_string ("reveal.not_owed"));
  g_assert_true (g_str_has_prefix (error->message, "“w2” (card 6 typed): "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/answers/tops-in-pile-order", test_tops_in_pile_order);
  g_test_add_func ("/mcg/answers/creeper-pile-takes-the-next-pass", test_creeper_pile_takes_the_next_pass);
  g_test_add_func ("/mcg/answers/attack-waits-for-the-line", test_attack_waits_for_the_line);
  g_test_add_func ("/mcg/answers/line-refused-whole", test_one_diamond_three);
  g_test_add_func ("/mcg/answers/hoe-tops", test_hoe_tops);

  return g_test_run ();
}
