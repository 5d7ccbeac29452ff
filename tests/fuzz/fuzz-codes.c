/* fuzz-codes.c: libFuzzer harness for what the table types, in every game
 *
 * The card game's card codes ("w2 x1 c", one or many) and Quartz's
 * crystal and dice letters. A code that parses must name a real card or
 * face, and its printed code must parse back to the same card.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdint.h>

#include "tc-mcg-codes.h"
#include "tc-quartz-data.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

#define MAX_REFS 64

static void
check_card_codes (const char *text)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  TcMcgCardRef refs[MAX_REFS];
  g_autoptr(GError) error = NULL;
  guint n = tc_mcg_codes_parse (cards, text, refs, MAX_REFS, &error);

  if (n == G_MAXUINT)
    {
      /* Refused with a sentence. */
      g_assert_nonnull (error);
      g_assert_cmpuint (strlen (error->message), >, 0);
      return;
    }

  g_assert_no_error (error);
  g_assert_cmpuint (n, <=, MAX_REFS);
  /* No card only where nothing but separators was typed. */
  if (n == 0)
    g_assert_cmpuint (strspn (text, " ,;\t"), ==, strlen (text));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *code = tc_mcg_code_for (cards, refs[i]);
      TcMcgCardRef again;

      g_assert_nonnull (tc_mcg_card_id (cards, refs[i]));
      g_assert_true (tc_mcg_code_parse (cards, code, &again, NULL));
      g_assert_cmpuint (again.klass, ==, refs[i].klass);
      g_assert_cmpuint (again.code, ==, refs[i].code);
    }
}

static void
check_quartz_letters (const char *text)
{
  const TcQuartzData *quartz = tc_quartz_data_get_default ();
  guint dice[TC_QUARTZ_N_DICE] = { 0 };
  g_autoptr(GError) crystal_error = NULL;
  g_autoptr(GError) dice_error = NULL;
  gint crystal = tc_quartz_data_parse_crystal (quartz, text, &crystal_error);

  /* A crystal, or a sentence; the same for five dice. */
  g_assert_true ((crystal >= 0) == (crystal_error == NULL));
  if (crystal >= 0)
    g_assert_nonnull (tc_quartz_data_crystal_name (quartz, crystal));
  if (tc_quartz_data_parse_dice (quartz, text, dice, &dice_error))
    for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
      g_assert_cmpuint (dice[i], <, TC_QUARTZ_N_FACES);
  else
    g_assert_nonnull (dice_error);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  /* Text typed into an entry is a string: valid UTF-8, no NUL. */
  g_autofree char *text = g_strndup ((const char *) data, size);

  if (strlen (text) != size || !g_utf8_validate (text, -1, NULL))
    return 0;

  check_card_codes (text);
  check_quartz_letters (text);

  return 0;
}
