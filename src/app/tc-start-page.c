/* tc-start-page.c: new game, and the unfinished saved games to resume
 *
 * The saved games come from the window's TcLibrary, which reads the games
 * folder in the background and keeps an index of it, what each game in
 * progress waits for included: the page reads no game itself, so a folder
 * of thousands costs it nothing. It lists the few most recent games in
 * progress and files that cannot be read, and a row to Saved Games for
 * the rest, so that New Game and Open stay in view at any count. A file
 * that cannot be read is shown as unreadable and never touched.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-start-page.h"
#include "tc-text.h"

/* The rows the page lists at most, of games in progress and of files that
 * cannot be read; the rest are a row away, in Saved Games.
 */
#define MAX_GAME_ROWS 5
#define MAX_UNREADABLE_ROWS 3

struct _TcStartPage
{
  GtkWidget            parent_instance;

  GtkMenuButton       *menu_button;
  GtkWidget           *logo;
  AdwPreferencesGroup *games_group;
  GtkListBox          *games_list;

  TcLibrary           *library;
};

G_DEFINE_FINAL_TYPE (TcStartPage, tc_start_page, GTK_TYPE_WIDGET)

enum {
  RESUME,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

static void
row_activated_cb (TcStartPage *self,
                  AdwActionRow *row)
{
  const char *path = g_object_get_data (G_OBJECT (row), "tc-path");

  if (path != NULL)
    g_signal_emit (self, signals [RESUME], 0, path);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "win.show-library", NULL);
}

static GtkWidget *
new_game_row (TcLibraryItem *item)
{
  const char *path = tc_library_item_get_path (item);
  const char *waiting = tc_library_item_get_waiting (item);
  guint n_entries = tc_library_item_get_n_entries (item);
  g_autofree char *players = tc_text_join_names (tc_library_item_get_players (item));
  /* Row titles and subtitles are markup; names and messages are plain text. */
  g_autofree char *escaped_players = g_markup_escape_text (players, -1);
  const char *game = tc_library_item_get_game_title (item);
  g_autofree char *when = tc_text_format_date (tc_library_item_get_date (item));
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  /* TRANSLATORS: the game's name, when it started and its length */
  if (waiting != NULL)
    subtitle = g_markup_printf_escaped (ngettext ("%s · started %s · %u entry\n%s",
                                                  "%s · started %s · %u entries\n%s", n_entries),
                                        game, when, n_entries, waiting);
  else
    subtitle = g_markup_printf_escaped (ngettext ("%s · started %s · %u entry", "%s · started %s · %u entries",
                                                  n_entries),
                                        game, when, n_entries);

  row = g_object_new (ADW_TYPE_ACTION_ROW,
                      "title", escaped_players,
                      "subtitle", subtitle,
                      "activatable", TRUE,
                      NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "tc-path", g_strdup (path), g_free);

  return row;
}

/* The way to what the page leaves out: Saved Games lists every game. */
static GtkWidget *
new_more_row (guint n_more)
{
  g_autofree char *subtitle = g_strdup_printf (ngettext ("%u more not shown here", "%u more not shown here",
                                                         n_more), n_more);
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW,
                                 "title", _("See All in Saved Games"),
                                 "subtitle", subtitle,
                                 "activatable", TRUE,
                                 NULL);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));

  return row;
}

static GtkWidget *
new_unreadable_row (TcLibraryItem *item)
{
  g_autofree char *title = g_markup_printf_escaped (_("%s cannot be read"), tc_library_item_get_file_name (item));
  g_autofree char *message = g_markup_escape_text (tc_library_item_get_error (item), -1);
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW,
                                 "title", title,
                                 "subtitle", message,
                                 "sensitive", FALSE,
                                 NULL);

  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));

  return row;
}

/* Appends a row for each of @items up to @max, and returns how many were
 * left out.
 */
static guint
append_rows (TcStartPage *self,
             GPtrArray   *items,
             guint        max,
             GtkWidget * (*new_row) (TcLibraryItem *item))
{
  for (guint i = 0; i < MIN (items->len, max); i++)
    gtk_list_box_append (self->games_list, new_row (g_ptr_array_index (items, i)));

  return items->len - MIN (items->len, max);
}

/* Lists the library's newest games in progress, then files that cannot
 * be read, each in the library's order (newest first) and at most so many,
 * and a row to Saved Games when any were left out.
 */
static void
fill_games (TcStartPage *self)
{
  GListModel *items = tc_library_get_model (self->library);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) unreadable = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *child;
  guint n_more;
  gboolean any;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->games_list))) != NULL)
    gtk_list_box_remove (self->games_list, child);

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      TcLibraryItem *item = g_list_model_get_item (items, i);

      switch (tc_library_item_get_status (item))
        {
        case TC_LIBRARY_STATUS_IN_PROGRESS:
          g_ptr_array_add (games, item);
          break;

        case TC_LIBRARY_STATUS_UNREADABLE:
          g_ptr_array_add (unreadable, item);
          break;

        case TC_LIBRARY_STATUS_FINISHED:
        default:
          g_object_unref (item);
          break;
        }
    }

  n_more = append_rows (self, games, MAX_GAME_ROWS, new_game_row) +
           append_rows (self, unreadable, MAX_UNREADABLE_ROWS, new_unreadable_row);
  if (n_more > 0)
    gtk_list_box_append (self->games_list, new_more_row (n_more));

  any = games->len + unreadable->len > 0;
  gtk_widget_set_visible (GTK_WIDGET (self->games_group), any);

  /* With games to resume, the page's head shrinks so that New Game and
   * Open stay near the top, above the list.
   */
  gtk_widget_set_visible (self->logo, !any);
}

/**
 * tc_start_page_set_library:
 * @library: the saved games, kept up to date by whoever reloads it
 *
 * Lists @library's games in progress now and whenever it changes.
 */
void
tc_start_page_set_library (TcStartPage *self,
                           TcLibrary   *library)
{
  g_return_if_fail (TC_IS_START_PAGE (self));
  g_return_if_fail (TC_IS_LIBRARY (library));

  if (self->library != NULL)
    g_signal_handlers_disconnect_by_data (tc_library_get_model (self->library), self);
  g_set_object (&self->library, library);
  g_signal_connect_object (tc_library_get_model (library), "items-changed",
                           G_CALLBACK (fill_games), self, G_CONNECT_SWAPPED);
  fill_games (self);
}

void
tc_start_page_set_primary_menu (TcStartPage *self,
                                GMenuModel  *menu)
{
  g_return_if_fail (TC_IS_START_PAGE (self));

  gtk_menu_button_set_menu_model (self->menu_button, menu);
}

static void
tc_start_page_dispose (GObject *object)
{
  TcStartPage *self = TC_START_PAGE (object);
  GtkWidget *child;

  g_clear_object (&self->library);

  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_START_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_start_page_parent_class)->dispose (object);
}

static void
tc_start_page_class_init (TcStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_start_page_dispose;

  /**
   * TcStartPage::resume:
   * @path: the saved game to open
   */
  signals [RESUME] = g_signal_new ("resume", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TcStartPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TcStartPage, logo);
  gtk_widget_class_bind_template_child (widget_class, TcStartPage, games_group);
  gtk_widget_class_bind_template_child (widget_class, TcStartPage, games_list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
tc_start_page_init (TcStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
