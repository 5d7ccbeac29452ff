/* test-app-new-game.c: New Game runs each game's own checks on the names
 * while they are typed, and what it creates opens again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "tc-application.h"
#include "tc-game.h"
#include "tc-new-game-dialog.h"
#include "tc-table-views.h"

static TcApplication *app;
static GtkWindow *parent;
static TcGame *created;

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
game_created_cb (TcNewGameDialog *dialog,
                 TcGame          *game,
                 guint            first_seat)
{
  g_set_object (&created, game);
}

/* The widget under @widget whose type is @type and that has @css_class,
 * or with @css_class NULL the first of @type.
 */
static GtkWidget *
find (GtkWidget  *widget,
      GType       type,
      const char *css_class)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && (css_class == NULL || gtk_widget_has_css_class (widget, css_class)))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find (child, type, css_class);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkWidget *
start_button (TcNewGameDialog *dialog)
{
  return gtk_window_get_default_widget (GTK_WINDOW (dialog));
}

static TcNewGameDialog *
open_dialog (TcRulesetClass *game)
{
  TcNewGameDialog *dialog = tc_new_game_dialog_new (parent, tc_application_get_settings (app));

  tc_new_game_dialog_set_game (dialog, game->game_id);
  g_signal_connect (dialog, "game-created", G_CALLBACK (game_created_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  iterate ();

  return dialog;
}

/* Repeated names and a 65-character name are refused at their row, and
 * Start waits; the same checks as the game's file reader.
 */
static void
test_refused_while_typing (gconstpointer data)
{
  TcRulesetClass *game = (TcRulesetClass *) data;
  TcNewGameDialog *dialog = open_dialog (game);
  g_autofree char *long_name = g_strnfill (TC_MAX_NAME_CHARS + 1, 'x');

  /* The first name to fill has the focus, and Start is the default. */
  g_assert_true (gtk_widget_has_focus (gtk_root_get_focus (GTK_ROOT (dialog))));
  g_assert_true (GTK_IS_BUTTON (start_button (dialog)));
  g_assert_false (gtk_widget_get_sensitive (start_button (dialog)));

  for (guint seat = 1; seat <= game->min_players; seat++)
    tc_new_game_dialog_set_player (dialog, seat, "Sam");
  iterate ();
  g_assert_false (gtk_widget_get_sensitive (start_button (dialog)));
  g_assert_nonnull (find (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, "error"));
  g_assert_false (tc_new_game_dialog_start (dialog));
  g_assert_null (created);

  for (guint seat = 1; seat <= game->min_players; seat++)
    {
      g_autofree char *name = g_strdup_printf ("Sam %u", seat);

      tc_new_game_dialog_set_player (dialog, seat, name);
    }
  iterate ();
  g_assert_true (gtk_widget_get_sensitive (start_button (dialog)));
  g_assert_null (find (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, "error"));

  /* "sam 1" cannot be told from "Sam 1" when the app's words are read out. */
  tc_new_game_dialog_set_player (dialog, 2, "sam 1");
  iterate ();
  g_assert_false (gtk_widget_get_sensitive (start_button (dialog)));
  g_assert_nonnull (find (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, "error"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find (GTK_WIDGET (dialog), GTK_TYPE_LABEL, "error"))), ==,
                   "“Sam 1” and “sam 1” differ only in capitals; "
                   "give players names the table can tell apart when read aloud");
  g_assert_false (tc_new_game_dialog_start (dialog));
  tc_new_game_dialog_set_player (dialog, 2, "Sam 2");

  tc_new_game_dialog_set_player (dialog, 1, long_name);
  iterate ();
  g_assert_false (gtk_widget_get_sensitive (start_button (dialog)));
  g_assert_false (tc_new_game_dialog_start (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Whatever New Game accepts is saved and opens again with the same names:
 * the longest name, Chinese names, and names with white space around
 * them (trimmed as the game's format trims).
 */
static void
test_created_game_opens_again (gconstpointer data)
{
  TcRulesetClass *game = (TcRulesetClass *) data;
  TcNewGameDialog *dialog = open_dialog (game);
  g_autofree char *longest = g_strnfill (TC_MAX_NAME_CHARS, 'y');
  const char *names[] = { longest, "  李雷 ", "韩梅梅", "Ana\\t" };
  g_autofree char *folder = g_dir_make_tmp ("tc-new-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "game.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcGame) loaded = NULL;
  TcRuleset *ruleset;

  for (guint seat = 1; seat <= MAX (game->min_players, 3); seat++)
    tc_new_game_dialog_set_player (dialog, seat, names[seat - 1]);
  iterate ();
  g_clear_object (&created);
  g_assert_true (tc_new_game_dialog_start (dialog));
  g_assert_nonnull (created);

  ruleset = tc_game_get_ruleset (created);
  g_assert_cmpstr (tc_ruleset_get_player (ruleset, 1), ==, longest);
  g_assert_cmpstr (tc_ruleset_get_player (ruleset, 2), ==, "李雷");
  g_assert_cmpstr (tc_ruleset_get_player (ruleset, 3), ==, "韩梅梅");

  g_assert_true (tc_game_save_file (created, path, &error));
  loaded = tc_game_load_file (path, NULL, &error);
  g_assert_no_error (error);
  for (guint seat = 1; seat <= tc_ruleset_get_n_players (ruleset); seat++)
    g_assert_cmpstr (tc_ruleset_get_player (tc_game_get_ruleset (loaded), seat), ==,
                     tc_ruleset_get_player (ruleset, seat));

  g_unlink (path);
  g_rmdir (folder);
  g_clear_object (&created);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  app = tc_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  parent = GTK_WINDOW (gtk_window_new ());
  gtk_window_present (parent);

  for (guint i = 0; i < tc_table_views_get_n_games (); i++)
    {
      TcRulesetClass *game = tc_table_views_get_nth_game (i);
      g_autofree char *refused = g_strdup_printf ("/app/new-game/%s/refused-while-typing", game->game_id);
      g_autofree char *opens = g_strdup_printf ("/app/new-game/%s/created-game-opens-again", game->game_id);

      g_test_add_data_func (refused, game, test_refused_while_typing);
      g_test_add_data_func (opens, game, test_created_game_opens_again);
    }

  status = g_test_run ();

  gtk_window_destroy (parent);
  g_clear_object (&app);

  return status;
}
