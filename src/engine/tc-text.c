/* tc-text.c: small text helpers every front end needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-text.h"

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
