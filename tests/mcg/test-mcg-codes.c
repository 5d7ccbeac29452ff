/* test-mcg-codes.c: short card codes typed at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tc-error.h"
#include "tc-mcg-codes.h"

static const char *
parse_id (const char *text)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  g_autoptr(GError) error = NULL;
  TcMcgCardRef ref;

  if (!tc_mcg_code_parse (cards, text, &ref, &error))
    return NULL;

  return tc_mcg_card_id (cards, ref);
}

static void
test_short_codes (void)
{
  g_assert_cmpstr (parse_id ("w2"), ==, "wood-2");
  g_assert_cmpstr (parse_id ("s1"), ==, "stone-1");
  g_assert_cmpstr (parse_id ("i3"), ==, "iron-3");
  g_assert_cmpstr (parse_id ("g1"), ==, "gold-1");
  g_assert_cmpstr (parse_id ("d2"), ==, "diamond-2");
  g_assert_cmpstr (parse_id ("x1"), ==, "wild-1");
  g_assert_cmpstr (parse_id ("c"), ==, "creeper");
  g_assert_cmpstr (parse_id ("t"), ==, "tnt");
  /* Case and blanks do not matter. */
  g_assert_cmpstr (parse_id (" W3 "), ==, "wood-3");
}

/* The German chips read "Ho 1" (Holz), "Ei 2" (Eisen), "Jo 1" (Joker):
 * their letters name the same cards, in whatever language the app runs.
 */
static void
test_german_letters (void)
{
  g_assert_cmpstr (parse_id ("h1"), ==, "wood-1");
  g_assert_cmpstr (parse_id ("H3"), ==, "wood-3");
  g_assert_cmpstr (parse_id ("e2"), ==, "iron-2");
  g_assert_cmpstr (parse_id ("j1"), ==, "wild-1");
  /* Shared letters keep their meaning: Stein, Gold, Diamant. */
  g_assert_cmpstr (parse_id ("s2"), ==, "stone-2");
  g_assert_cmpstr (parse_id ("g3"), ==, "gold-3");
  g_assert_cmpstr (parse_id ("d1"), ==, "diamond-1");
  /* A type needs its value, and values stop where the cards do. */
  g_assert_null (parse_id ("h"));
  g_assert_null (parse_id ("h4"));
  g_assert_null (parse_id ("e0"));
  g_assert_null (parse_id ("j"));
  g_assert_null (parse_id ("ho1"));
}

static void
test_full_ids (void)
{
  g_assert_cmpstr (parse_id ("wood-2"), ==, "wood-2");
  g_assert_cmpstr (parse_id ("iron-axe"), ==, "iron-axe");
  g_assert_cmpstr (parse_id ("Diamond-Pickaxe"), ==, "diamond-pickaxe");
}

static void
test_not_cards (void)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  const char *bad[] = { "w4", "w0", "q1", "x", "c1", "t2", "wood-9", "", "w22" };
  g_autoptr(GError) error = NULL;
  TcMcgCardRef ref;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_null (parse_id (bad[i]));

  g_assert_false (tc_mcg_code_parse (cards, "q7", &ref, &error));
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“q7” is not a card"));
}

static void
test_lists (void)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  TcMcgCardRef refs[4];
  g_autoptr(GError) error = NULL;
  guint n;

  n = tc_mcg_codes_parse (cards, "w2, s1  x1;wood-hoe", refs, G_N_ELEMENTS (refs), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpstr (tc_mcg_card_id (cards, refs[0]), ==, "wood-2");
  g_assert_cmpstr (tc_mcg_card_id (cards, refs[1]), ==, "stone-1");
  g_assert_cmpstr (tc_mcg_card_id (cards, refs[2]), ==, "wild-1");
  g_assert_cmpint (refs[3].klass, ==, TC_MCG_CARD_CRAFT);
  g_assert_cmpstr (tc_mcg_card_id (cards, refs[3]), ==, "wood-hoe");

  g_assert_cmpuint (tc_mcg_codes_parse (cards, "   ", refs, G_N_ELEMENTS (refs), &error), ==, 0);
  g_assert_no_error (error);

  /* Too many, or one bad code: nothing is returned. */
  g_assert_cmpuint (tc_mcg_codes_parse (cards, "w1 w1 w1 w1 w1", refs, 4, &error), ==, G_MAXUINT);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (tc_mcg_codes_parse (cards, "w1 zz", refs, 4, &error), ==, G_MAXUINT);
  g_assert_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID);
}

static void
test_code_for (void)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  const char *ids[] = { "wood-2", "wild-1", "creeper", "tnt", "diamond-3", "iron-axe" };
  const char *codes[] = { "w2", "x1", "c", "t", "d3", "iron-axe" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *code = NULL;
      TcMcgCardRef ref;

      g_assert_true (tc_mcg_code_parse (cards, ids[i], &ref, NULL));
      code = tc_mcg_code_for (cards, ref);
      g_assert_cmpstr (code, ==, codes[i]);
      /* Every code reads back as its card. */
      g_assert_cmpstr (parse_id (code), ==, ids[i]);
    }

  /* Every resource card has a short code that names it. */
  for (guint code = 0; code < cards->n_resource; code++)
    {
      TcMcgCardRef ref = { TC_MCG_CARD_RESOURCE, code };
      g_autofree char *text = tc_mcg_code_for (cards, ref);

      g_assert_cmpuint (strlen (text), <=, 2);
      g_assert_cmpstr (parse_id (text), ==, cards->resource[code].id);
    }
}

static char *
abbreviation_with_name (guint       type,
                        const char *name)
{
  TcMcgCards cards = *tc_mcg_cards_get_default ();

  cards.type_names[type] = (char *) name;
  return tc_mcg_code_abbreviation (&cards, type);
}

/* A chip shows what can be typed: the name's first letters where a code
 * takes the first one, else the code's own letter (Chinese names).
 */
static void
test_chip_abbreviations (void)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  const struct { guint type; const char *name; const char *shown; } cases[] = {
    { 0, "Wood", "Wo" },
    { 0, "Holz", "Ho" },
    { 0, "木材", "w" },
    { 2, "Eisen", "Ei" },
    { 2, "铁", "i" },
    { 5, "Joker", "Jo" },
    { 5, "万能", "x" },
    /* A first letter that is a code of another type is not taken. */
    { 0, "Stick", "w" },
    { 1, "Gravel", "s" },
  };

  g_assert_cmpstr (cards->type_ids[0], ==, "wood");
  g_assert_cmpstr (cards->type_ids[2], ==, "iron");
  g_assert_cmpstr (cards->type_ids[5], ==, "wild");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = abbreviation_with_name (cases[i].type, cases[i].name);
      g_autofree char *typed = g_strdup_printf ("%c1", g_ascii_tolower (shown[0]));
      g_autofree char *expected = g_strdup_printf ("%s-1", cards->type_ids[cases[i].type]);

      g_assert_cmpstr (shown, ==, cases[i].shown);
      /* Its first letter and a value, typed, are that type's card. */
      g_assert_cmpstr (parse_id (typed), ==, expected);
    }
}

/* The cards as a German table reads them: craft names and type names
 * from the German translation, set by hand so that no catalogue is needed.
 */
static TcMcgCards *
german_cards (void)
{
  TcMcgCards *cards = g_memdup2 (tc_mcg_cards_get_default (), sizeof (TcMcgCards));
  const struct { const char *id; const char *name; } crafts[] = {
    { "wood-hoe", "Holzhacke" }, { "iron-axe", "Eisenaxt" }, { "diamond-pickaxe", "Diamantspitzhacke" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (crafts); i++)
    {
      guint code = 0;

      g_assert_cmpint (tc_mcg_cards_lookup (cards, crafts[i].id, &code), ==, TC_MCG_CARD_CRAFT);
      cards->craft[code].name = (char *) crafts[i].name;
    }
  cards->type_names[0] = (char *) "Holz";
  cards->type_names[2] = (char *) "Eisen";
  cards->type_names[5] = (char *) "Joker";

  return cards;
}

/* A craft card is typed and shown by its name in the player's language,
 * and a resource card by the letter its chip shows ("Ho 2": h2); the
 * English ids are still taken.
 */
static void
test_translated_names (void)
{
  g_autofree TcMcgCards *cards = german_cards ();
  const struct { const char *id; const char *typed; } cases[] = {
    { "wood-hoe", "holzhacke" }, { "iron-axe", "eisenaxt" }, { "diamond-pickaxe", "diamantspitzhacke" },
    { "wood-2", "h2" }, { "iron-3", "e3" }, { "wild-1", "j1" }, { "stone-1", "s1" }, { "creeper", "c" },
  };
  g_autoptr(GError) error = NULL;
  TcMcgCardRef ref;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TcMcgCardRef by_id;
      g_autofree char *shown = NULL;

      g_assert_true (tc_mcg_code_parse (cards, cases[i].id, &by_id, NULL));
      shown = tc_mcg_code_for (cards, by_id);
      g_assert_cmpstr (shown, ==, cases[i].typed);
      g_assert_true (tc_mcg_code_parse (cards, cases[i].typed, &ref, NULL));
      g_assert_cmpstr (tc_mcg_card_id (cards, ref), ==, cases[i].id);
    }
  g_assert_true (tc_mcg_code_parse (cards, " Holzhacke ", &ref, NULL));
  g_assert_cmpstr (tc_mcg_card_id (cards, ref), ==, "wood-hoe");

  /* The refusal's example is a name the player can type. */
  g_assert_false (tc_mcg_code_parse (cards, "holzaxt", &ref, &error));
  g_assert_nonnull (strstr (error->message, "eisenaxt"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/mcg/codes/short", test_short_codes);
  g_test_add_func ("/mcg/codes/german-letters", test_german_letters);
  g_test_add_func ("/mcg/codes/chip-abbreviations", test_chip_abbreviations);
  g_test_add_func ("/mcg/codes/full-ids", test_full_ids);
  g_test_add_func ("/mcg/codes/not-cards", test_not_cards);
  g_test_add_func ("/mcg/codes/lists", test_lists);
  g_test_add_func ("/mcg/codes/code-for", test_code_for);
  g_test_add_func ("/mcg/codes/translated-names", test_translated_names);

  return g_test_run ();
}
