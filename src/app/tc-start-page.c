/* tc-start-page.c: new game, and the unfinished saved games to resume
 *
 * Saved games are read only to be listed; a file that cannot be read is
 * shown as unreadable and never touched.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tc-game.h"
#include "tc-log.h"
#include "tc-start-page.h"

struct _TcStartPage
{
  GtkWidget            parent_instance;

  GtkMenuButton       *menu_button;
  AdwPreferencesGroup *games_group;
  GtkListBox          *games_list;
};

G_DEFINE_FINAL_TYPE (TcStartPage, tc_start_page, GTK_TYPE_WIDGET)

enum {
  RESUME,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

/* Returns: (transfer full): where the window autosaves its games */
char *
tc_start_page_dup_games_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, "games", NULL);
}

typedef struct
{
  char    *path;
  guint64  modified;
} SavedFile;

static void
saved_file_free (gpointer data)
{
  SavedFile *file = data;

  g_free (file->path);
  g_free (file);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const SavedFile *fa = *(SavedFile **) a;
  const SavedFile *fb = *(SavedFile **) b;

  return fa->modified < fb->modified ? 1 : fa->modified > fb->modified ? -1 : 0;
}

static GPtrArray *
list_saved_files (void)
{
  g_autofree char *dir_path = tc_start_page_dup_games_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (saved_file_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      SavedFile *file;
      GStatBuf st;

      if (!g_str_has_suffix (name, ".json"))
        continue;

      file = g_new0 (SavedFile, 1);
      file->path = g_build_filename (dir_path, name, NULL);
      if (g_stat (file->path, &st) == 0)
        file->modified = st.st_mtime;
      g_ptr_array_add (files, file);
    }

  g_ptr_array_sort (files, compare_newest_first);

  return files;
}

static void
row_activated_cb (TcStartPage *self,
                  AdwActionRow *row)
{
  const char *path = g_object_get_data (G_OBJECT (row), "tc-path");

  g_signal_emit (self, signals [RESUME], 0, path);
}

/* What an unfinished game waits for: whose turn it is and what the table
 * owes, both from the engine. Returns NULL when neither is known.
 */
static char *
describe_waiting (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  guint seat = tc_ruleset_get_active_seat (ruleset, tc_game_get_state (game));
  g_autofree char *pending = tc_game_describe_pending (game);
  g_autofree char *turn = NULL;

  if (seat > 0)
    turn = g_strdup_printf (_("%s’s turn"), tc_ruleset_get_players (ruleset)[seat - 1]);

  if (turn != NULL && pending != NULL)
    return g_strdup_printf (_("%s · The table owes: %s"), turn, pending);
  if (pending != NULL)
    return g_strdup_printf (_("The table owes: %s"), pending);

  return g_steal_pointer (&turn);
}

static GtkWidget *
new_game_row (const char *path,
              TcLog      *log)
{
  g_autoptr(TcGame) game = tc_game_new_from_log (log, G_MAXUINT);
  g_autofree char *players = g_strjoinv (", ", (char **) tc_ruleset_get_players (log->ruleset));
  /* Row titles and subtitles are markup; names and messages are plain text. */
  g_autofree char *escaped_players = g_markup_escape_text (players, -1);
  g_autofree char *subtitle = NULL;
  g_autoptr(GDateTime) created = NULL;
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *when = NULL;
  g_autofree char *waiting = NULL;
  GtkWidget *row;

  if (tc_game_is_finished (game))
    return NULL;

  created = log->created != NULL ? g_date_time_new_from_iso8601 (log->created, NULL) : NULL;
  local = created != NULL ? g_date_time_to_local (created) : NULL;
  when = local != NULL ? g_date_time_format (local, "%x %X") : g_strdup (_("unknown date"));
  waiting = describe_waiting (game);
  if (waiting != NULL)
    subtitle = g_markup_printf_escaped (ngettext ("Started %s · %u entry\n%s", "Started %s · %u entries\n%s",
                                                  log->entries->len),
                                        when, log->entries->len, waiting);
  else
    subtitle = g_markup_printf_escaped (ngettext ("Started %s · %u entry", "Started %s · %u entries",
                                                  log->entries->len),
                                        when, log->entries->len);

  row = g_object_new (ADW_TYPE_ACTION_ROW,
                      "title", escaped_players,
                      "subtitle", subtitle,
                      "activatable", TRUE,
                      NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "tc-path", g_strdup (path), g_free);

  return row;
}

static GtkWidget *
new_unreadable_row (const char   *path,
                    const GError *error)
{
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *title = g_markup_printf_escaped (_("%s cannot be read"), name);
  g_autofree char *message = g_markup_escape_text (error->message, -1);
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW,
                                 "title", title,
                                 "subtitle", message,
                                 "sensitive", FALSE,
                                 NULL);

  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));

  return row;
}

void
tc_start_page_reload (TcStartPage *self)
{
  g_autoptr(GPtrArray) files = list_saved_files ();
  GtkWidget *child;
  guint n_rows = 0;

  g_return_if_fail (TC_IS_START_PAGE (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->games_list))) != NULL)
    gtk_list_box_remove (self->games_list, child);

  for (guint i = 0; i < files->len; i++)
    {
      const SavedFile *file = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TcLog) log = tc_log_read_file (file->path, NULL, &error);
      GtkWidget *row = log != NULL ? new_game_row (file->path, log) : new_unreadable_row (file->path, error);

      if (row == NULL)
        continue;
      gtk_list_box_append (self->games_list, row);
      n_rows++;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->games_group), n_rows > 0);
}

void
tc_start_page_set_primary_menu (TcStartPage *self,
                                GMenuModel  *menu)
{
  g_return_if_fail (TC_IS_START_PAGE (self));

  gtk_menu_button_set_menu_model (self->menu_button, menu);
}

/* The rows of the list, for tests and keyboard navigation. */
GListModel *
tc_start_page_get_rows (TcStartPage *self)
{
  return gtk_widget_observe_children (GTK_WIDGET (self->games_list));
}

static void
tc_start_page_dispose (GObject *object)
{
  GtkWidget *child;

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
  gtk_widget_class_bind_template_child (widget_class, TcStartPage, games_group);
  gtk_widget_class_bind_template_child (widget_class, TcStartPage, games_list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
tc_start_page_init (TcStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
