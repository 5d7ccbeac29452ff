/* test-app-markup.c: what people type is shown as typed, never as markup
 *
 * On libadwaita 1.2 a toast's title is Pango markup. Player names and
 * typed text that look like markup ("<b>", "&", a link) must reach the
 * screen as the characters typed, in every game; an unescaped "&" would
 * be a GTK warning, fatal here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tc-game-page.h"
#include "tc-new-game-dialog.h"
#include "tc-table-views.h"
#include "tc-test-window.h"
#include "tc-toast.h"

static TcApplication *app;
static TcWindow *window;

static const char *names[] = {
  "Ana & <b>Ben</b>",
  "<span size=\"xx-large\" foreground=\"red\">Cy</span>",
  "<a href=\"https://example.com\">Dee</a>",
};

/* The text a toast shows: its own label's, never read as markup. */
static char *
shown_text (AdwToast *toast)
{
  GtkWidget *label;

  g_assert_nonnull (toast);
  label = adw_toast_get_custom_title (toast);
  g_assert_true (GTK_IS_LABEL (label));
  g_assert_false (gtk_label_get_use_markup (GTK_LABEL (label)));

  return g_strdup (gtk_label_get_text (GTK_LABEL (label)));
}

static void
test_toast_shows_text (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(AdwToast) toast = g_object_ref_sink (tc_toast_new (names[i]));
      g_autofree char *shown = shown_text (toast);

      g_assert_cmpstr (shown, ==, names[i]);

      tc_toast_set_text (toast, names[(i + 1) % G_N_ELEMENTS (names)]);
      g_free (shown);
      shown = shown_text (toast);
      g_assert_cmpstr (shown, ==, names[(i + 1) % G_N_ELEMENTS (names)]);
    }
}

/* A game of @data's kind with the names above, then a refusal of typed
 * text that looks like markup: it is shown as written.
 */
static void
test_game_with_markup_names (gconstpointer data)
{
  TcRulesetClass *game = (TcRulesetClass *) data;
  TcNewGameDialog *dialog;
  TcGamePage *page;
  TcRuleset *ruleset;
  GtkWidget *refusal;
  g_autofree char *shown = NULL;

  tc_test_window_open_fresh ();
  dialog = TC_NEW_GAME_DIALOG (tc_window_new_game (window));
  tc_new_game_dialog_set_game (dialog, game->game_id);
  for (guint seat = 1; seat <= G_N_ELEMENTS (names); seat++)
    tc_new_game_dialog_set_player (dialog, seat, names[seat - 1]);
  g_assert_true (tc_new_game_dialog_start (dialog));
  tc_test_window_iterate ();

  page = tc_window_get_game_page (window);
  ruleset = tc_game_get_ruleset (tc_game_page_get_game (page));
  for (guint seat = 1; seat <= G_N_ELEMENTS (names); seat++)
    g_assert_cmpstr (tc_ruleset_get_player (ruleset, seat), ==, names[seat - 1]);

  /* Said at the prompt where the game has a place for it, else in a toast. */
  tc_table_view_submit_text (tc_game_page_get_table_view (page), "<b>&zz");
  tc_test_window_iterate ();
  refusal = tc_test_find_id (GTK_WIDGET (tc_game_page_get_table_view (page)), "refusal/label");
  if (refusal != NULL && gtk_widget_is_visible (refusal))
    shown = g_strdup (gtk_label_get_text (GTK_LABEL (refusal)));
  else
    shown = shown_text (tc_game_page_get_last_toast (page));
  g_test_message ("%s refuses: %s", game->game_id, shown);
  g_assert_nonnull (strstr (shown, "<b>&zz"));
}

/* Counts the labels under @widget that show @name, and fails on one that
 * shows it without its isolation (@isolated).
 */
static guint
check_isolated (GtkWidget  *widget,
                const char *name,
                const char *isolated)
{
  guint n = 0;

  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      g_autoptr(GString) rest = g_string_new (text);

      /* Every showing of the name is the isolated one. */
      n = g_string_replace (rest, isolated, "", 0);
      if (strstr (rest->str, name) != NULL)
        g_error ("a label shows “%s” without isolating a name: “%s”", text, name);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += check_isolated (child, name, isolated);

  return n;
}

/* Names that could turn text around — a right-to-left override, Hebrew —
 * are isolated in every label of the table that shows them, and kept as
 * typed in the game.
 */
static void
test_names_isolated (gconstpointer data)
{
  TcRulesetClass *game = (TcRulesetClass *) data;
  const char *bidi_names[] = { "Ana\u202e", "\u05e9\u05e8\u05d4", "Ben" };
  const char *isolated[] = { "\u2068Ana\u202e\u2069", "\u2068\u05e9\u05e8\u05d4\u2069" };
  TcNewGameDialog *dialog;
  TcGamePage *page;
  guint n_shown = 0;

  tc_test_window_open_fresh ();
  dialog = TC_NEW_GAME_DIALOG (tc_window_new_game (window));
  tc_new_game_dialog_set_game (dialog, game->game_id);
  for (guint seat = 1; seat <= G_N_ELEMENTS (bidi_names); seat++)
    tc_new_game_dialog_set_player (dialog, seat, bidi_names[seat - 1]);
  g_assert_true (tc_new_game_dialog_start (dialog));
  tc_test_window_iterate ();

  page = tc_window_get_game_page (window);
  g_assert_cmpstr (tc_ruleset_get_players (tc_game_get_ruleset (tc_game_page_get_game (page)))[0], ==, bidi_names[0]);
  for (guint i = 0; i < G_N_ELEMENTS (isolated); i++)
    n_shown += check_isolated (GTK_WIDGET (page), bidi_names[i], isolated[i]);
  g_test_message ("%s shows the names %u times, isolated", game->game_id, n_shown);
  g_assert_cmpuint (n_shown, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  g_test_add_func ("/app/markup/toast-shows-text", test_toast_shows_text);
  for (guint i = 0; i < tc_table_views_get_n_games (); i++)
    {
      TcRulesetClass *game = tc_table_views_get_nth_game (i);
      g_autofree char *path = g_strdup_printf ("/app/markup/%s/names-and-typed-text", game->game_id);

      g_autofree char *bidi_path = g_strdup_printf ("/app/markup/%s/names-isolated", game->game_id);

      g_test_add_data_func (path, game, test_game_with_markup_names);
      g_test_add_data_func (bidi_path, game, test_names_isolated);
    }

  return tc_test_window_run ();
}
