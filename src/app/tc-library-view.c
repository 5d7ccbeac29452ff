/* tc-library-view.c: the saved games of a folder, to open, rename or delete
 *
 * The list shows the library's model (newest first) through a filter on the
 * search entry; each row says when the game was played, by whom, which game,
 * how it stands and how long the log is, with buttons to open or resume,
 * rename and delete it. Delete moves the log to the library's trash and
 * offers Undo in a toast. Below the games, the players' records. What is
 * shown comes from the engine's TcLibrary; the view only lays it out.
 *
 * The folder is read in a worker thread (tc_library_reload_async()), so
 * that a cold listing of many games does not freeze the window; while the
 * list is empty meanwhile, it says that it is reading. The list shows the
 * matching games a page at a time, with a button for the next page: a row
 * costs a few milliseconds to build, and a folder can hold thousands.
 *
 * Export for BG Stats saves the finished games that match the search and
 * the game filter, all of them and not only the first page, as one Play
 * File: the list has no selection of its own, and the search is how a
 * table picks games ("Ana", one game, one evening).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tc-bgstats.h"
#include "tc-library-view.h"
#include "tc-log.h"
#include "tc-text.h"
#include "tc-rulesets.h"
#include "tc-toast.h"

#define PAGE_SIZE 50

struct _TcLibraryView
{
  GtkWidget           parent_instance;

  AdwToastOverlay    *toast_overlay;
  GtkSearchEntry     *search;
  GtkDropDown        *game_filter;   /* 0: every game, n: the n-th game of the registry */
  GtkLabel           *problem;
  GtkButton          *export_button;
  GtkListBox         *games;
  GtkWidget          *show_more;
  GtkStack           *placeholder;
  GtkSpinner         *spinner;
  GtkWidget          *players_heading;
  GtkListBox         *players;

  TcLibrary          *library;
  GtkCustomFilter    *filter;
  GtkFilterListModel *filtered;
  GtkSliceListModel  *page;        /* the first matching games, which the list shows */
  gboolean            rows_bound;  /* whether the list shows them yet: once shown */
  GCancellable       *reloading;   /* the reload under way, or %NULL */
  GtkFileChooserNative *export_chooser;
};

G_DEFINE_FINAL_TYPE (TcLibraryView, tc_library_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

enum {
  OPEN_GAME,
  RESUME_GAME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_toast (TcLibraryView *self,
            const char    *text)
{
  tc_toast_show (self->toast_overlay, tc_toast_new (text));
}

/* The row's first subtitle line: date, players (when the game has a name of
 * its own; else they are the title), game and length.
 */
static char *
describe_game (TcLibraryItem *item)
{
  g_autofree char *players = tc_text_join_names (tc_library_item_get_players (item));
  g_autofree char *date = tc_text_format_date (tc_library_item_get_date (item));
  guint n_entries = tc_library_item_get_n_entries (item);
  g_autofree char *length = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entry", "%u entries", n_entries),
                                             n_entries);

  if (tc_library_item_get_status (item) == TC_LIBRARY_STATUS_UNREADABLE)
    return g_strdup_printf ("%s · %s", date, tc_library_item_get_file_name (item));

  if (tc_library_item_get_title (item) == NULL)
    return g_strdup_printf ("%s · %s · %s", date, tc_library_item_get_game_title (item), length);

  return g_strdup_printf ("%s · %s · %s · %s", date, players,
                          tc_library_item_get_game_title (item), length);
}

/* The row's second subtitle line: how the game stands. */
static char *
describe_status (TcLibraryItem *item)
{
  const char *error = tc_library_item_get_error (item);
  g_autofree char *winner = tc_library_item_dup_winner_names (item);

  switch (tc_library_item_get_status (item))
    {
    case TC_LIBRARY_STATUS_FINISHED:
      if (winner != NULL)
        return g_strdup_printf (_("Finished, %s won"), winner);
      return g_strdup (_("Finished"));

    case TC_LIBRARY_STATUS_IN_PROGRESS:
      if (error != NULL)
        return g_strdup_printf (_("In progress; %s"), error);
      return g_strdup (_("In progress"));

    case TC_LIBRARY_STATUS_UNREADABLE:
    default:
      return g_strdup_printf (_("Unreadable: %s"), error);
    }
}

static GtkWidget *
new_row_button (const char *label,
                const char *icon_name,
                const char *action,
                const char *file_name)
{
  GtkWidget *button = label != NULL ? gtk_button_new_with_mnemonic (label)
                                    : gtk_button_new_from_icon_name (icon_name);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", file_name);
  if (label == NULL)
    gtk_widget_add_css_class (button, "flat");

  return button;
}

static GtkWidget *
create_game_row (gpointer object,
                 gpointer user_data)
{
  TcLibraryItem *item = object;
  const char *file_name = tc_library_item_get_file_name (item);
  TcLibraryStatus status = tc_library_item_get_status (item);
  g_autofree char *title = tc_library_item_dup_display_name (item);
  g_autofree char *game = describe_game (item);
  g_autofree char *standing = describe_status (item);
  g_autofree char *subtitle = g_strdup_printf ("%s\n%s", game, standing);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (status == TC_LIBRARY_STATUS_UNREADABLE)
    gtk_widget_add_css_class (row, "error");

  if (status != TC_LIBRARY_STATUS_UNREADABLE)
    {
      gboolean finished = status == TC_LIBRARY_STATUS_FINISHED;
      const char *action = finished ? "library.open" : "library.resume";

      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 new_row_button (finished ? _("_Open") : _("_Resume"), NULL, action, file_name));
      /* Enter or a click on the row does the same. */
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), action);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", file_name);
    }

  button = new_row_button (NULL, "document-edit-symbolic", "library.rename", file_name);
  gtk_widget_set_tooltip_text (button, _("Rename"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

  button = new_row_button (NULL, "user-trash-symbolic", "library.delete", file_name);
  gtk_widget_set_tooltip_text (button, _("Delete"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

  return row;
}

static char *
describe_player (TcRulesetClass      *game,
                 const TcPlayerStats *stats)
{
  g_autofree char *average = NULL;

  g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", stats->games),
                                            stats->games);
  g_autofree char *wins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u win", "%u wins", stats->wins),
                                           stats->wins);

  if (stats->finished == 0)
    return g_strdup_printf ("%s · %s", games, wins);

  average = tc_ruleset_class_format_average (game, stats->average_points);
  return g_strdup_printf ("%s · %s · %s", games, wins, average);
}

/* One row per player and game: points of different games never mix. */
static void
fill_players_of_game (TcLibraryView  *self,
                      TcRulesetClass *game)
{
  g_autoptr(GPtrArray) stats = tc_library_dup_player_stats (self->library, game->game_id);

  for (guint i = 0; i < stats->len; i++)
    {
      const TcPlayerStats *player = g_ptr_array_index (stats, i);
      g_autofree char *counts = describe_player (game, player);
      g_autofree char *subtitle = g_strdup_printf ("%s · %s", tc_ruleset_class_get_title (game), counts);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), player->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_list_box_append (self->players, row);
    }

}

/* Returns: (nullable): the game the list is limited to, or %NULL for all */
static TcRulesetClass *
get_filter_game (TcLibraryView *self)
{
  guint selected = gtk_drop_down_get_selected (self->game_filter);

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || selected > tc_rulesets_get_n_games ())
    return NULL;

  return tc_rulesets_get_nth (selected - 1);
}

static void
fill_players (TcLibraryView *self)
{
  TcRulesetClass *only = get_filter_game (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players))) != NULL)
    gtk_list_box_remove (self->players, child);

  for (guint i = 0; i < tc_rulesets_get_n_games (); i++)
    if (only == NULL || only == tc_rulesets_get_nth (i))
      fill_players_of_game (self, tc_rulesets_get_nth (i));

  child = gtk_widget_get_first_child (GTK_WIDGET (self->players));
  gtk_widget_set_visible (self->players_heading, child != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->players), child != NULL);
}

static gboolean
match_item (gpointer item,
            gpointer user_data)
{
  TcLibraryView *self = user_data;
  TcRulesetClass *only = get_filter_game (self);

  if (only != NULL && g_strcmp0 (tc_library_item_get_game_id (item), only->game_id) != 0)
    return FALSE;

  return tc_library_item_matches (item, gtk_editable_get_text (GTK_EDITABLE (self->search)));
}

static void
update_show_more (TcLibraryView *self)
{
  guint matching = g_list_model_get_n_items (G_LIST_MODEL (self->filtered));

  gtk_widget_set_visible (self->show_more, matching > gtk_slice_list_model_get_size (self->page));
}

/* A new search starts again from its first page. */
static void
on_search_changed (TcLibraryView *self)
{
  gtk_slice_list_model_set_size (self->page, PAGE_SIZE);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

static void
on_game_filter_changed (TcLibraryView *self)
{
  /* Its model is set while the view is being built. */
  if (self->page == NULL)
    return;

  on_search_changed (self);
  if (self->library != NULL)
    fill_players (self);
}

/**
 * tc_library_view_set_game_filter:
 * @game_id: (nullable): the game to show, or %NULL for every game
 */
void
tc_library_view_set_game_filter (TcLibraryView *self,
                                 const char    *game_id)
{
  g_return_if_fail (TC_IS_LIBRARY_VIEW (self));

  gtk_drop_down_set_selected (self->game_filter, 0);
  for (guint i = 0; i < tc_rulesets_get_n_games (); i++)
    if (g_strcmp0 (tc_rulesets_get_nth (i)->game_id, game_id) == 0)
      gtk_drop_down_set_selected (self->game_filter, i + 1);
}

/**
 * tc_library_view_dup_play_file:
 * @n_games: (out): how many games the file holds
 *
 * Returns: (transfer full) (nullable): a BG Stats Play File of every
 *   finished game that matches the search and the game filter, or %NULL
 *   when none does
 */
char *
tc_library_view_dup_play_file (TcLibraryView *self,
                               guint         *n_games)
{
  GListModel *model = G_LIST_MODEL (self->filtered);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TcLibraryItem) item = g_list_model_get_item (model, i);
      TcGame *game;

      if (tc_library_item_get_status (item) != TC_LIBRARY_STATUS_FINISHED)
        continue;
      /* A file changed since the listing is left out rather than guessed. */
      game = tc_game_load_file (tc_library_item_get_path (item), NULL, NULL);
      if (game != NULL && tc_game_is_finished (game))
        g_ptr_array_add (games, game);
      else
        g_clear_object (&game);
    }

  *n_games = games->len;
  return games->len > 0 ? tc_bgstats_play_file (games) : NULL;
}

static void
export_response_cb (TcLibraryView        *self,
                    int                   response,
                    GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *text = NULL;
      guint n_games;

      data = tc_library_view_dup_play_file (self, &n_games);
      if (data == NULL)
        text = g_strdup (_("No finished game is listed, so there is nothing to export for BG Stats"));
      else if (!tc_log_write_file (path, data, &error))
        text = g_strdup_printf (_("Could not export for BG Stats: %s"), error->message);
      else
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finished game exported for BG Stats",
                                             "%u finished games exported for BG Stats", n_games), n_games);
      show_toast (self, text);
    }

  g_clear_object (&self->export_chooser);
}

static void
export_bgstats_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TcLibraryView *self = TC_LIBRARY_VIEW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->export_chooser != NULL)
    return;

  self->export_chooser = gtk_file_chooser_native_new (_("Export for BG Stats"),
                                                      GTK_WINDOW (gtk_widget_get_root (widget)),
                                                      GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("BG Stats Play Files"));
  gtk_file_filter_add_pattern (filter, "*.bgsplay");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->export_chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->export_chooser), "tablecraft.bgsplay");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->export_chooser), TRUE);
  g_signal_connect_object (self->export_chooser, "response", G_CALLBACK (export_response_cb), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->export_chooser));
}

static void
show_more_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TcLibraryView *self = TC_LIBRARY_VIEW (widget);

  gtk_slice_list_model_set_size (self->page, gtk_slice_list_model_get_size (self->page) + PAGE_SIZE);
  update_show_more (self);
}

/**
 * tc_library_view_set_query:
 *
 * Shows only the games with a player (or title) matching @query, as if it
 * had been typed in the search entry.
 */
void
tc_library_view_set_query (TcLibraryView *self,
                           const char    *query)
{
  g_return_if_fail (TC_IS_LIBRARY_VIEW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search), query != NULL ? query : "");
  /* Now rather than after the entry's typing delay. */
  on_search_changed (self);
}

/* How many games match the search. */
guint
tc_library_view_get_n_matching (TcLibraryView *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_VIEW (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
}

/* How many of them the list shows: a page at a time. */
guint
tc_library_view_get_n_shown (TcLibraryView *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_VIEW (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->page));
}

/* Returns: (transfer none) (nullable): the library shown */
TcLibrary *
tc_library_view_get_library (TcLibraryView *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_VIEW (self), NULL);

  return self->library;
}

/* Whether the folder is being read. */
gboolean
tc_library_view_get_loading (TcLibraryView *self)
{
  g_return_val_if_fail (TC_IS_LIBRARY_VIEW (self), FALSE);

  return self->reloading != NULL;
}

static void
set_loading (TcLibraryView *self,
             GCancellable  *reloading)
{
  g_clear_object (&self->reloading);
  self->reloading = reloading;

  gtk_spinner_set_spinning (self->spinner, reloading != NULL);
  gtk_stack_set_visible_child_name (self->placeholder, reloading != NULL ? "loading" : "empty");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

/* Holds a reference on the view, which a dispose meanwhile only cancels. */
static void
on_reloaded (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(TcLibraryView) self = user_data;
  g_autoptr(GError) error = NULL;

  /* A cancelled reload was replaced by another one, or the view is gone. */
  if (!tc_library_reload_finish (TC_LIBRARY (source), result, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  gtk_widget_set_visible (GTK_WIDGET (self->problem), error != NULL);
  if (error != NULL)
    gtk_label_set_text (self->problem, error->message);
  set_loading (self, NULL);
}

static void
cancel_reload (TcLibraryView *self)
{
  if (self->reloading != NULL)
    g_cancellable_cancel (self->reloading);
}

/* Reads the folder again, in the background: games saved, changed or
 * removed since. The list keeps what it shows until the reading is done.
 */
void
tc_library_view_reload (TcLibraryView *self)
{
  GCancellable *reloading;

  g_return_if_fail (TC_IS_LIBRARY_VIEW (self));

  if (self->library == NULL)
    return;

  cancel_reload (self);
  reloading = g_cancellable_new ();
  set_loading (self, reloading);
  tc_library_reload_async (self->library, reloading, on_reloaded, g_object_ref (self));
}

void
tc_library_view_set_folder (TcLibraryView *self,
                            const char    *path)
{
  g_return_if_fail (TC_IS_LIBRARY_VIEW (self));
  g_return_if_fail (path != NULL);

  if (self->library != NULL)
    g_signal_handlers_disconnect_by_data (tc_library_get_model (self->library), self);
  cancel_reload (self);
  g_clear_object (&self->library);

  self->library = tc_library_new (path);
  gtk_filter_list_model_set_model (self->filtered, tc_library_get_model (self->library));
  g_signal_connect_object (tc_library_get_model (self->library), "items-changed",
                           G_CALLBACK (fill_players), self, G_CONNECT_SWAPPED);
  tc_library_view_reload (self);
  fill_players (self);
}

/* The item of @file_name with its path, or %NULL after a toast saying why. */
static TcLibraryItem *
find_item (TcLibraryView *self,
           const char    *file_name)
{
  TcLibraryItem *item = self->library != NULL ? tc_library_find (self->library, file_name) : NULL;

  if (item == NULL)
    show_toast (self, _("That game is no longer in the folder"));

  return item;
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TcLibraryView *self = TC_LIBRARY_VIEW (widget);
  TcLibraryItem *item = find_item (self, g_variant_get_string (parameter, NULL));
  guint signal = g_str_equal (action_name, "library.resume") ? RESUME_GAME : OPEN_GAME;

  if (item != NULL)
    g_signal_emit (self, signals[signal], 0, tc_library_item_get_path (item));
}

static void
on_rename_response (AdwMessageDialog *dialog,
                    const char       *response,
                    TcLibraryView    *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  const char *file_name = g_object_get_data (G_OBJECT (dialog), "file-name");
  g_autoptr(GError) error = NULL;

  if (g_str_equal (response, "rename")
      && self->library != NULL
      && !tc_library_rename (self->library, file_name, gtk_editable_get_text (entry), &error))
    show_toast (self, error->message);
}

static void
rename_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TcLibraryView *self = TC_LIBRARY_VIEW (widget);
  const char *file_name = g_variant_get_string (parameter, NULL);
  TcLibraryItem *item = find_item (self, file_name);
  g_autofree char *name = NULL;
  GtkWidget *dialog;
  GtkWidget *entry;

  if (item == NULL)
    return;

  name = tc_library_item_dup_display_name (item);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("Rename Game"),
                                   _("A blank name gives the game back its default name."));
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  g_object_set_data_full (G_OBJECT (dialog), "file-name", g_strdup (file_name), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rename_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TcLibraryView *self = TC_LIBRARY_VIEW (widget);
  const char *file_name = g_variant_get_string (parameter, NULL);
  TcLibraryItem *item = find_item (self, file_name);
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  AdwToast *toast;

  if (item == NULL)
    return;

  name = tc_library_item_dup_display_name (item);
  if (!tc_library_delete (self->library, file_name, &error))
    {
      show_toast (self, error->message);
      return;
    }

  text = g_strdup_printf (_("“%s” deleted"), name);
  toast = tc_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  /* The toast names its file: a later delete has its own toast. */
  adw_toast_set_action_name (toast, "library.undo-delete");
  adw_toast_set_action_target (toast, "s", file_name);
  tc_toast_show (self->toast_overlay, toast);
}

static void
undo_delete_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TcLibraryView *self = TC_LIBRARY_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (self->library != NULL
      && !tc_library_restore (self->library, g_variant_get_string (parameter, NULL), &error))
    show_toast (self, error->message);
}

GtkWidget *
tc_library_view_new (void)
{
  return g_object_new (TC_TYPE_LIBRARY_VIEW, NULL);
}

static void
tc_library_view_dispose (GObject *object)
{
  TcLibraryView *self = TC_LIBRARY_VIEW (object);

  cancel_reload (self);
  g_clear_object (&self->reloading);
  g_clear_object (&self->export_chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), TC_TYPE_LIBRARY_VIEW);
  g_clear_object (&self->page);
  g_clear_object (&self->filtered);
  g_clear_object (&self->library);

  G_OBJECT_CLASS (tc_library_view_parent_class)->dispose (object);
}

static void
tc_library_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TcLibraryView *self = TC_LIBRARY_VIEW (object);

  switch (prop_id)
    {
    case PROP_LOADING:
      g_value_set_boolean (value, tc_library_view_get_loading (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_library_view_class_init (TcLibraryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_library_view_dispose;
  object_class->get_property = tc_library_view_get_property;

  properties [PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TcLibraryView::open-game:
   * @path: the log to open, read-only
   */
  signals[OPEN_GAME] = g_signal_new ("open-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * TcLibraryView::resume-game:
   * @path: the log of an unfinished game to go on with
   */
  signals[RESUME_GAME] = g_signal_new ("resume-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "library.open", "s", open_action);
  gtk_widget_class_install_action (widget_class, "library.resume", "s", open_action);
  gtk_widget_class_install_action (widget_class, "library.rename", "s", rename_action);
  gtk_widget_class_install_action (widget_class, "library.delete", "s", delete_action);
  gtk_widget_class_install_action (widget_class, "library.undo-delete", "s", undo_delete_action);
  gtk_widget_class_install_action (widget_class, "library.show-more", NULL, show_more_action);
  gtk_widget_class_install_action (widget_class, "library.export-bgstats", NULL, export_bgstats_action);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-library-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, search);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, game_filter);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, problem);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, export_button);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, games);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, show_more);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, placeholder);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, spinner);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, players_heading);
  gtk_widget_class_bind_template_child (widget_class, TcLibraryView, players);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_game_filter_changed);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "libraryview");
}

/* The rows are made when the view is first shown: the window lists the
 * folder at start for the start page, and a page of rows made behind it
 * would hold up its first frames for nothing.
 */
static void
bind_rows_when_shown (TcLibraryView *self)
{
  if (self->rows_bound)
    return;

  self->rows_bound = TRUE;
  gtk_list_box_bind_model (self->games, G_LIST_MODEL (self->page), create_game_row, self, NULL);
}

static void
tc_library_view_init (TcLibraryView *self)
{
  g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);

  gtk_string_list_append (games, _("All Games"));
  for (guint i = 0; i < tc_rulesets_get_n_games (); i++)
    gtk_string_list_append (games, tc_ruleset_class_get_title (tc_rulesets_get_nth (i)));

  gtk_widget_init_template (GTK_WIDGET (self));
  /* On a phone its words go on two lines, in German that or a 438 px
   * window.
   */
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (self->export_button)), TRUE);
  gtk_label_set_justify (GTK_LABEL (gtk_button_get_child (self->export_button)), GTK_JUSTIFY_CENTER);
  gtk_drop_down_set_model (self->game_filter, G_LIST_MODEL (games));
  gtk_search_entry_set_key_capture_widget (self->search, GTK_WIDGET (self));

  self->filter = gtk_custom_filter_new (match_item, self, NULL);
  self->filtered = gtk_filter_list_model_new (NULL, GTK_FILTER (self->filter));
  self->page = gtk_slice_list_model_new (G_LIST_MODEL (g_object_ref (self->filtered)), 0, PAGE_SIZE);
  g_signal_connect_object (self->filtered, "items-changed", G_CALLBACK (update_show_more), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (bind_rows_when_shown), NULL);
}
