/* tc-mcg-codes.c: short card codes typed at the table ("w2", "x1", "c")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tc-error.h"
#include "tc-mcg-codes.h"
#include "tc-mcg-text.h"

/* One letter per id prefix of the card data. "x" stands for wild because
 * "w" is wood; a value follows the letter for resource and wild cards.
 */
static const struct
{
  char        letter;
  const char *prefix;
} letters[] = {
  { 'w', "wood" },
  { 's', "stone" },
  { 'i', "iron" },
  { 'g', "gold" },
  { 'd', "diamond" },
  { 'x', "wild" },
  { 'c', "creeper" },
  { 't', "tnt" },
  /* The German chips read "Ho 1", "Ei 2", "Jo 1": their first letters are
   * taken too, in every language, since none of them is an English one.
   */
  { 'h', "wood" },
  { 'e', "iron" },
  { 'j', "wild" },
};

/**
 * tc_mcg_code_abbreviation:
 * @type: a resource type index
 *
 * What a card's chip shows for its type, so that what shows can be
 * typed: the first two characters of the type's name in the player's
 * language where a code takes its first letter ("Wo", "Ho" for Holz:
 * h), else the code's own letter ("w" where the name is 木材).
 *
 * Returns: (transfer full): the abbreviation
 */
char *
tc_mcg_code_abbreviation (const TcMcgCards *cards,
                          guint             type)
{
  const char *name = cards->type_names[type];
  char first = g_ascii_tolower (name[0]);

  for (guint i = 0; i < G_N_ELEMENTS (letters); i++)
    if (first == letters[i].letter && g_str_equal (letters[i].prefix, cards->type_ids[type]))
      return g_utf8_substring (name, 0, MIN (2, g_utf8_strlen (name, -1)));

  for (guint i = 0; i < G_N_ELEMENTS (letters); i++)
    if (g_str_equal (letters[i].prefix, cards->type_ids[type]))
      return g_strdup_printf ("%c", letters[i].letter);

  return g_utf8_substring (name, 0, MIN (2, g_utf8_strlen (name, -1)));
}

/* The full id a short code stands for, or a copy of @code when it is none. */
static char *
expand_code (const char *code)
{
  for (guint i = 0; i < G_N_ELEMENTS (letters); i++)
    {
      if (code[0] != letters[i].letter)
        continue;
      if (code[1] == '\0')
        return g_strdup (letters[i].prefix);
      if (g_ascii_isdigit (code[1]) && code[2] == '\0')
        return g_strdup_printf ("%s-%c", letters[i].prefix, code[1]);
    }

  return g_strdup (code);
}

/* A craft card as typed: its name in the player's language, in lower case
 * with blanks as dashes ("wood-hoe", "holzhacke", "木锄").
 */
static char *
craft_code (const TcMcgCards *cards,
            guint             code)
{
  g_autofree char *lower = g_utf8_strdown (tc_mcg_craft_name (cards, code), -1);

  return g_strdelimit (g_steal_pointer (&lower), " ", '-');
}

/* The craft card whose typed name is @text (lower case), if any. */
static gboolean
lookup_craft_code (const TcMcgCards *cards,
                   const char       *text,
                   guint            *code)
{
  for (guint i = 0; i < cards->n_craft; i++)
    {
      g_autofree char *typed = craft_code (cards, i);

      if (g_str_equal (typed, text))
        {
          *code = i;
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * tc_mcg_code_parse:
 * @text: a short code ("w2", "x1", "c", "t"), a full card id
 *   ("wood-2", "iron-axe") or a craft card's name in the player's language
 *   with dashes for blanks ("eisenaxt"), in any case, surrounding blanks
 *   ignored
 * @ref: (out): the card
 *
 * Returns: whether @text names a card; otherwise @error says why
 */
gboolean
tc_mcg_code_parse (const TcMcgCards  *cards,
                   const char        *text,
                   TcMcgCardRef      *ref,
                   GError           **error)
{
  g_autofree char *lower = g_utf8_strdown (text, -1);
  g_autofree char *id = expand_code (g_strstrip (lower));
  TcMcgCardClass klass;
  guint code = 0;

  klass = tc_mcg_cards_lookup (cards, id, &code);
  if (klass == TC_MCG_CARD_UNKNOWN && lookup_craft_code (cards, id, &code))
    klass = TC_MCG_CARD_CRAFT;
  if (klass == TC_MCG_CARD_UNKNOWN)
    {
      g_autofree char *example = NULL;
      guint axe = 0;

      if (tc_mcg_cards_lookup (cards, "iron-axe", &axe) == TC_MCG_CARD_CRAFT)
        example = craft_code (cards, axe);
      /* Translators: the last %s is a craft card's name as typed ("eisenaxt") */
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("“%s” is not a card: type a letter and a value such as w2 (wood 2), "
                     "s1, i3, g1, d2, x1 (wild 1), c (creeper), t (TNT), or a craft card’s name such as %s"),
                   g_strstrip (lower), example != NULL ? example : "iron-axe");
      return FALSE;
    }

  ref->klass = klass;
  ref->code = code;
  return TRUE;
}

/**
 * tc_mcg_codes_parse:
 * @text: codes separated by blanks or commas
 * @refs: (out caller-allocates) (array length=max_refs): the cards
 *
 * Returns: how many cards @text names, or %G_MAXUINT with @error set when a
 *   code is no card or there are more than @max_refs
 */
guint
tc_mcg_codes_parse (const TcMcgCards  *cards,
                    const char        *text,
                    TcMcgCardRef      *refs,
                    guint              max_refs,
                    GError           **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ,;\t", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (n == max_refs)
        {
          g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                       ngettext ("Type at most %u card", "Type at most %u cards", max_refs),
                       max_refs);
          return G_MAXUINT;
        }
      if (!tc_mcg_code_parse (cards, words[i], &refs[n], error))
        return G_MAXUINT;
      n++;
    }

  return n;
}

const char *
tc_mcg_card_id (const TcMcgCards *cards,
                TcMcgCardRef      ref)
{
  if (ref.klass == TC_MCG_CARD_RESOURCE && ref.code < cards->n_resource)
    return cards->resource[ref.code].id;
  if (ref.klass == TC_MCG_CARD_CRAFT && ref.code < cards->n_craft)
    return cards->craft[ref.code].id;

  g_return_val_if_reached (NULL);
}

/* The letter a type's chip shows and a code takes ("h" where it reads
 * "Ho" for Holz, "w" for 木材), or 0 when none names the type.
 */
static char
type_letter (const TcMcgCards *cards,
             guint             type)
{
  g_autofree char *shown = tc_mcg_code_abbreviation (cards, type);
  char first = g_ascii_tolower (shown[0]);

  for (guint i = 0; i < G_N_ELEMENTS (letters); i++)
    if (first == letters[i].letter && g_str_equal (letters[i].prefix, cards->type_ids[type]))
      return first;

  return 0;
}

/* Returns: (transfer full): the shortest code that names @ref ("w2"; a craft
 * card its typed name in the player's language, "wood-hoe" in English)
 */
char *
tc_mcg_code_for (const TcMcgCards *cards,
                 TcMcgCardRef      ref)
{
  const char *id = tc_mcg_card_id (cards, ref);
  const char *dash;

  if (id != NULL && ref.klass == TC_MCG_CARD_CRAFT)
    return craft_code (cards, ref.code);
  if (id == NULL || ref.klass != TC_MCG_CARD_RESOURCE)
    return g_strdup (id);

  dash = strchr (id, '-');
  /* The letter the card's chip shows, so that what is read can be typed. */
  if (dash != NULL && (cards->resource[ref.code].kind == TC_MCG_KIND_RESOURCE ||
                       cards->resource[ref.code].kind == TC_MCG_KIND_WILD))
    {
      char letter = type_letter (cards, cards->resource[ref.code].type);

      if (letter != 0)
        return g_strdup_printf ("%c%s", letter, dash + 1);
    }
  for (guint i = 0; i < G_N_ELEMENTS (letters); i++)
    {
      gsize len = dash != NULL ? (gsize) (dash - id) : strlen (id);

      if (strlen (letters[i].prefix) == len && strncmp (letters[i].prefix, id, len) == 0)
        return dash != NULL ? g_strdup_printf ("%c%s", letters[i].letter, dash + 1)
                            : g_strdup_printf ("%c", letters[i].letter);
    }

  return g_strdup (id);
}
