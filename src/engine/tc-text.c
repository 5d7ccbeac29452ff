/* tc-text.c: small text helpers every front end needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "tc-text.h"

/**
 * tc_text_bind_domain:
 *
 * Sets the locale and where the translations are: the installed
 * LOCALEDIR, or $TABLECRAFT_LOCALEDIR when set, as `meson devenv` sets it
 * to the build tree's po/, so that an uninstalled build speaks the
 * player's language too.
 */
void
tc_text_bind_domain (void)
{
  const char *localedir = g_getenv ("TABLECRAFT_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/**
 * tc_text_capitalize:
 *
 * The engine's sentences and names are written to stand inside a
 * sentence ("the new top card of pile 3", "pickaxe"); a front end that
 * starts a sentence or a label with one capitalises its first letter.
 *
 * Returns: (transfer full): @text with its first character in upper case
 */
char *
tc_text_capitalize (const char *text)
{
  g_autofree char *first = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  if (*text == '\0')
    return g_strdup (text);

  first = g_utf8_strup (text, g_utf8_next_char (text) - text);
  return g_strconcat (first, g_utf8_next_char (text), NULL);
}

/**
 * tc_text_join_seats:
 * @n_joined: (out) (optional): how many seats were named
 *
 * Returns: (transfer full): the names of the seats in @seats, in seat
 *   order, separated by commas ("Ana, Cy")
 */
char *
tc_text_join_seats (const char * const *players,
                    guint               n_seats,
                    TcSeatSet           seats,
                    guint              *n_joined)
{
  GString *names = g_string_new (NULL);
  guint n = 0;

  for (guint s = 1; s <= n_seats; s++)
    if (TC_SEAT_SET_HAS (seats, s))
      {
        if (n++ > 0)
          g_string_append (names, ", ");
        g_string_append (names, players[s - 1]);
      }

  if (n_joined != NULL)
    *n_joined = n;
  return g_string_free (names, FALSE);
}

/* Whether @c turns the text around it: a bidi control, or a letter of a
 * script written right to left.
 */
static gboolean
is_right_to_left_or_control (gunichar c)
{
  if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F || c == 0x061C)
    return TRUE;

  switch (g_unichar_get_script (c))
    {
    case G_UNICODE_SCRIPT_ARABIC:
    case G_UNICODE_SCRIPT_HEBREW:
    case G_UNICODE_SCRIPT_SYRIAC:
    case G_UNICODE_SCRIPT_THAANA:
    case G_UNICODE_SCRIPT_NKO:
    case G_UNICODE_SCRIPT_SAMARITAN:
    case G_UNICODE_SCRIPT_MANDAIC:
    case G_UNICODE_SCRIPT_ADLAM:
      return TRUE;

    default:
      return FALSE;
    }
}

/**
 * tc_text_isolate_name:
 * @name: a player's name, as typed or as a file holds it
 *
 * A name shown inside a sentence must not turn the sentence around: a
 * right-to-left override (U+202E) in a name reversed everything after it
 * ("XP 12 ebuc eht ni tfel skcolb"), and a Hebrew or Arabic name drew the
 * numbers after it to its side. Such a name goes between FIRST STRONG
 * ISOLATE and POP DIRECTIONAL ISOLATE (U+2068 … U+2069), which keep it
 * and its direction to itself; it still shows as written. Other names are
 * left as they are, so that sentences and exports of them do not change.
 *
 * Returns: (transfer full): @name, isolated when it needs it
 */
char *
tc_text_isolate_name (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (is_right_to_left_or_control (g_utf8_get_char (p)))
      return g_strconcat ("\u2068", name, "\u2069", NULL);

  return g_strdup (name);
}

/**
 * tc_text_join_names:
 * @names: players' names, as files hold them
 *
 * Returns: (transfer full): @names separated by commas ("Ana, Cy"), each
 *   isolated when it needs it (tc_text_isolate_name())
 */
char *
tc_text_join_names (const char * const *names)
{
  GString *joined = g_string_new (NULL);

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *shown = tc_text_isolate_name (names[i]);

      if (i > 0)
        g_string_append (joined, ", ");
      g_string_append (joined, shown);
    }

  return g_string_free (joined, FALSE);
}

/**
 * tc_text_format_date:
 * @unix_time: seconds since 1970, UTC
 *
 * When a game was played, the one way every view says it: day, month
 * name and year with the time in minutes, in the order the translation
 * gives ("28 Nov 2026, 01:12"), never the numeric "11/28/26".
 *
 * Returns: (transfer full): the local date and time, or "" when @unix_time
 *   is out of range
 */
char *
tc_text_format_date (gint64 unix_time)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_time);
  g_autofree char *text = NULL;

  if (time == NULL)
    return g_strdup ("");

  /* TRANSLATORS: the date of a saved game, see g_date_time_format() */
  text = g_date_time_format (time, _("%e %b %Y, %H:%M"));

  /* %e pads a one-digit day with a space */
  return g_strdup (g_strchug (text));
}
