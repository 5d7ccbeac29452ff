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
