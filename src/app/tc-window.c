/* tc-window.c: the main window: the start page and the live game
 *
 * The window also exports the game it shows (win.export) and reviews a
 * game log dropped on it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tc-export.h"
#include "tc-library-view.h"
#include "tc-new-game-dialog.h"
#include "tc-review-view.h"
#include "tc-rules-window.h"
#include "tc-table-views.h"
#include "tc-toast.h"
#include "tc-window.h"

struct _TcWindow
{
  AdwApplicationWindow  parent_instance;

  GtkFileChooserNative *chooser;
  GtkFileChooserNative *export_chooser;
  GFile                *export_folder;   /* the last folder exported to */
  guint                 inhibit_cookie;  /* 0 when the screen may lock */
  gboolean              close_confirmed; /* closing without the last save was chosen */
  gboolean              keeping_awake;
  AdwToast             *last_toast;

  AdwToastOverlay      *toast_overlay;
  GtkStack             *main_stack;
  TcStartPage          *start_page;
  TcGamePage           *game_page;
  TcLibraryView        *library_view;
  TcReviewView         *review_view;
  char                 *review_path;     /* the file reviewed, if any */
  TcRulesWindow        *rules_window;    /* weak: open while it is shown */
  gboolean              table_mode;
  const char           *shortcuts_resource; /* the game keys in the help overlay */
  gboolean              shortcuts_built;
  gboolean              shortcuts_narrow;   /* built for a narrow window */
};

G_DEFINE_FINAL_TYPE (TcWindow, tc_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_TABLE_MODE,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/**
 * tc_window_set_table_mode:
 *
 * Table mode shows what the table reads from across the room (whose turn,
 * what it owes, the scores: the labels with the "table-reads" style class)
 * at twice their size; style.css does the rest.
 */
void
tc_window_set_table_mode (TcWindow *self,
                          gboolean  table_mode)
{
  g_return_if_fail (TC_IS_WINDOW (self));

  table_mode = !!table_mode;
  if (self->table_mode == table_mode)
    return;

  self->table_mode = table_mode;
  if (table_mode)
    gtk_widget_add_css_class (GTK_WIDGET (self), "table-mode");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "table-mode");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE_MODE]);
}

gboolean
tc_window_get_table_mode (TcWindow *self)
{
  g_return_val_if_fail (TC_IS_WINDOW (self), FALSE);

  return self->table_mode;
}

static void
tc_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_TABLE_MODE:
      g_value_set_boolean (value, TC_WINDOW (object)->table_mode);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_TABLE_MODE:
      tc_window_set_table_mode (TC_WINDOW (object), g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
show_toast (TcWindow   *self,
            const char *message)
{
  AdwToast *toast = tc_toast_new (message);

  g_set_object (&self->last_toast, toast);
  tc_toast_show (self->toast_overlay, toast);
}

/* Returns: (transfer none) (nullable): the last toast shown, to test what it says */
AdwToast *
tc_window_get_last_toast (TcWindow *self)
{
  g_return_val_if_fail (TC_IS_WINDOW (self), NULL);

  return self->last_toast;
}

/* The game of the page shown, if it shows one. */
static TcGame *
get_shown_game (TcWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->main_stack);

  if (g_strcmp0 (page, "game") == 0)
    return tc_game_page_get_game (self->game_page);
  if (g_strcmp0 (page, "review") == 0)
    return tc_review_view_get_game (self->review_view);

  return NULL;
}

/* The group of keys the view of @game's ruleset adds, or %NULL. */
static const char *
find_shortcuts_resource (TcGame *game)
{
  GType view_type = tc_table_views_lookup (tc_ruleset_get_class (tc_game_get_ruleset (game))->game_id);
  g_autoptr(GTypeClass) klass = NULL;

  if (view_type == G_TYPE_INVALID)
    return NULL;

  klass = g_type_class_ref (view_type);
  return TC_TABLE_VIEW_CLASS (klass)->shortcuts_resource;
}

/* The text of resource @path, or %NULL with a critical (a build defect). */
static char *
dup_resource_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

  if (bytes == NULL)
    {
      g_critical ("%s: %s", path, error->message);
      return NULL;
    }

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* The shared help overlay with the game's group of keys (its file's one
 * object) first in the section: GTK 4.8 cannot add a group to a section
 * once built, so the builder reads both as one file.
 */
static char *
compose_help_overlay (const char *game_resource)
{
  static const char anchor[] = "<property name=\"max-height\">12</property>";
  g_autofree char *shared = dup_resource_text ("/io/github/tablecraft/Tablecraft/gtk/help-overlay.ui");
  g_autofree char *game = game_resource != NULL ? dup_resource_text (game_resource) : NULL;
  const char *at = shared != NULL ? strstr (shared, anchor) : NULL;
  const char *group = game != NULL ? strstr (game, "<object") : NULL;
  const char *group_end = game != NULL ? g_strrstr (game, "</interface>") : NULL;

  if (at == NULL || group == NULL || group_end == NULL || group_end < group)
    return g_steal_pointer (&shared);

  at += strlen (anchor);
  return g_strdup_printf ("%.*s<child>%.*s</child>%s", (int) (at - shared), shared,
                          (int) (group_end - group), group, at);
}

/* Each shortcut's keys above its title: side by side, the widest keys
 * (Shift+Ctrl+Z) and the longest title need 420 px. A title does not
 * wrap: in GtkShortcutsShortcut's size group a wrapped line is given no
 * height and covers the next keys.
 */
static void
stack_shortcut_rows (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SHORTCUTS_SHORTCUT (widget) && GTK_IS_BOX (child))
        gtk_orientable_set_orientation (GTK_ORIENTABLE (child), GTK_ORIENTATION_VERTICAL);
      if (GTK_IS_SEARCH_ENTRY (child))
        gtk_editable_set_width_chars (GTK_EDITABLE (child), 10);
      /* A line of keys has no title to leave room for. */
      if (GTK_IS_LABEL (child) && gtk_label_get_text (GTK_LABEL (child))[0] == '\0')
        gtk_widget_set_visible (child, FALSE);
      stack_shortcut_rows (child);
    }
}

/* At most this many keys make one line of a narrow window's shortcuts. */
#define NARROW_KEYS_PER_LINE 4

static void
collect_shortcuts (GtkWidget *widget,
                   GPtrArray *shortcuts)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SHORTCUTS_SHORTCUT (child))
      g_ptr_array_add (shortcuts, child);
    else
      collect_shortcuts (child, shortcuts);
}

/* A row of keys with no title, after @after in @group. */
static GtkWidget *
add_key_line (GtkWidget  *group,
              GtkWidget  *after,
              const char *keys)
{
  GtkWidget *line = GTK_WIDGET (g_object_new (GTK_TYPE_SHORTCUTS_SHORTCUT, "accelerator", keys, NULL));

  gtk_box_insert_child_after (GTK_BOX (group), line, after);
  return line;
}

/* A shortcut of many keys (a game's seven or nine letters for its
 * pieces) goes on lines of a few: GtkShortcutLabel puts them all on one
 * line, 480 px and more. The lines but the last become rows of their own
 * above it, so that the title still comes under the last of its keys.
 */
static void
split_long_key_lists (GtkWidget *content)
{
  g_autoptr(GPtrArray) shortcuts = g_ptr_array_new ();

  collect_shortcuts (content, shortcuts);
  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkWidget *shortcut = shortcuts->pdata[i];
      GtkWidget *group = gtk_widget_get_parent (shortcut);
      GtkWidget *after = gtk_widget_get_prev_sibling (shortcut);
      g_autofree char *accelerator = NULL;
      g_auto(GStrv) keys = NULL;
      guint n_keys;

      g_object_get (shortcut, "accelerator", &accelerator, NULL);
      if (accelerator == NULL || !GTK_IS_BOX (group))
        continue;
      keys = g_strsplit (accelerator, " ", -1);
      n_keys = g_strv_length (keys);
      for (guint first = 0; n_keys > NARROW_KEYS_PER_LINE && first < n_keys; first += NARROW_KEYS_PER_LINE)
        {
          guint end = MIN (first + NARROW_KEYS_PER_LINE, n_keys);
          char *cut = keys[end];
          g_autofree char *line = NULL;

          keys[end] = NULL;
          line = g_strjoinv (" ", keys + first);
          keys[end] = cut;
          if (end == n_keys)
            {
              g_object_set (shortcut, "accelerator", line, NULL);
              break;
            }
          after = add_key_line (group, after, line);
        }
    }
}

/* Moves the groups of every column after the first of a page into the
 * first, and drops the emptied columns.
 */
static void
merge_shortcut_columns (GtkWidget *widget)
{
  GtkWidget *first_column = NULL;
  GtkWidget *child = gtk_widget_get_first_child (widget);

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (!GTK_IS_BOX (child) || !GTK_IS_SHORTCUTS_GROUP (gtk_widget_get_first_child (child)))
        merge_shortcut_columns (child);
      else if (first_column == NULL)
        first_column = child;
      else
        {
          GtkWidget *group;

          while ((group = gtk_widget_get_first_child (child)) != NULL)
            {
              g_object_ref (group);
              gtk_box_remove (GTK_BOX (child), group);
              gtk_box_append (GTK_BOX (first_column), group);
              g_object_unref (group);
            }
          gtk_box_remove (GTK_BOX (widget), child);
        }
      child = next;
    }
}

/* GtkShortcutsSection lays its groups out as it is shown, and splits a
 * lone column into two of even height, whatever its max-height.
 */
static void
shortcuts_section_mapped_cb (GtkWidget *section)
{
  merge_shortcut_columns (section);
}

/* In a narrow window the shortcuts make one column, each key above its
 * title, that scrolls: GtkShortcutsWindow puts two columns side by side
 * (734 px and more) and does not scroll.
 */
static void
fit_help_overlay_narrow (GtkWindow *overlay,
                         GObject   *section)
{
  g_autoptr(GtkWidget) content = g_object_ref (gtk_window_get_child (overlay));
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  g_object_set (section, "max-height", G_MAXUINT16, NULL);
  g_signal_connect_after (section, "map", G_CALLBACK (shortcuts_section_mapped_cb), NULL);
  split_long_key_lists (content);
  stack_shortcut_rows (content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  /* As tall as a phone's screen leaves under the header and keyboard. */
  gtk_window_set_default_size (overlay, -1, 560);
  gtk_window_set_child (overlay, NULL);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_window_set_child (overlay, scrolled);
}

/* Keyboard Shortcuts shows the keys of the game on screen, under its
 * title, with those every game shares.
 */
static void
update_help_overlay (TcWindow *self)
{
  TcGame *game = get_shown_game (self);
  const char *resource = game != NULL ? find_shortcuts_resource (game) : NULL;
  gboolean narrow = gtk_widget_has_css_class (GTK_WIDGET (self), "narrow");
  g_autoptr(GtkBuilder) builder = NULL;
  g_autofree char *text = NULL;
  GtkWindow *overlay;
  GObject *group;

  if (self->shortcuts_built && g_strcmp0 (resource, self->shortcuts_resource) == 0 &&
      narrow == self->shortcuts_narrow)
    return;

  text = compose_help_overlay (resource);
  builder = gtk_builder_new_from_string (text, -1);
  if ((group = gtk_builder_get_object (builder, "game_shortcuts")) != NULL)
    g_object_set (group, "title", tc_ruleset_get_title (tc_game_get_ruleset (game)), NULL);
  overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  if (narrow)
    fit_help_overlay_narrow (overlay, gtk_builder_get_object (builder, "shortcuts_section"));

  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self), GTK_SHORTCUTS_WINDOW (overlay));
  self->shortcuts_resource = resource;
  self->shortcuts_narrow = narrow;
  self->shortcuts_built = TRUE;
}

/* Returns: whether the game is shown; if not, a toast says why */
gboolean
tc_window_show_game (TcWindow   *self,
                     TcGame     *game,
                     const char *path,
                     guint       first_seat)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TC_IS_WINDOW (self), FALSE);

  if (!tc_game_page_set_game (self->game_page, game, path, first_seat, &error))
    {
      show_toast (self, error->message);
      return FALSE;
    }

  gtk_stack_set_visible_child_name (self->main_stack, "game");
  update_help_overlay (self);
  return TRUE;
}

/* Returns: (transfer none) (nullable): a window of this application that
 * shows the live game saved in @path
 */
static TcWindow *
find_window_showing (TcWindow   *self,
                     const char *path)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  for (GList *l = app != NULL ? gtk_application_get_windows (app) : NULL; l != NULL; l = l->next)
    {
      TcWindow *window = l->data;

      if (TC_IS_WINDOW (window) && tc_game_page_get_game (window->game_page) != NULL &&
          g_strcmp0 (tc_game_page_get_path (window->game_page), path) == 0)
        return window;
    }

  return NULL;
}

void
tc_window_show_start (TcWindow *self)
{
  g_return_if_fail (TC_IS_WINDOW (self));

  /* The start page follows the library, which reads only what changed. */
  tc_library_view_reload (self->library_view);
  gtk_stack_set_visible_child_name (self->main_stack, "start");
}

/* Returns: (transfer full) (nullable): the game in @file, or %NULL after
 * a toast that says why it cannot be opened; the file is left as it is.
 */
static TcGame *
load_game_or_report (TcWindow *self,
                     GFile    *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  TcGame *game = path != NULL ? tc_game_load_file (path, NULL, &error) : NULL;

  if (game == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *message = g_strdup_printf (_("“%s” cannot be opened: %s"), name,
                                                  error != NULL ? error->message : _("it is not a local file"));

      show_toast (self, message);
    }

  return game;
}

/* A window of this application showing the game @game would be saved in,
 * read from @path: one game is one file (tc_library_dup_save_path()),
 * whichever copy of it is opened.
 */
static TcWindow *
find_window_for_game (TcWindow   *self,
                      TcGame     *game,
                      const char *path,
                      char      **save_path)
{
  g_autofree char *folder = tc_library_get_default_folder ();

  *save_path = tc_library_dup_save_path (folder, game, path);
  return find_window_showing (self, *save_path);
}

/**
 * tc_window_open_file:
 *
 * Opens @file's game here, or presents the window that shows it already.
 * A copy of a game kept in Saved Games opens the kept one, which may have
 * been played further, rather than starting a second copy. A file that
 * cannot be read is reported and left as it is.
 *
 * Returns: (transfer none) (nullable): the window that shows the game,
 *   this one or the one that showed it already
 */
TcWindow *
tc_window_open_file (TcWindow *self,
                     GFile    *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *save_path = NULL;
  g_autoptr(TcGame) game = NULL;
  TcWindow *showing;

  g_return_val_if_fail (TC_IS_WINDOW (self), NULL);

  game = load_game_or_report (self, file);
  if (game == NULL)
    return NULL;

  /* One game, one window: a second window saving it would lose one
   * window's entries. The window that has it comes to the front.
   */
  showing = find_window_for_game (self, game, path, &save_path);
  if (showing != NULL)
    {
      gtk_stack_set_visible_child_name (showing->main_stack, "game");
      gtk_window_present (GTK_WINDOW (showing));
      return showing;
    }

  if (g_strcmp0 (save_path, path) != 0 && g_file_test (save_path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(GFile) kept = g_file_new_for_path (save_path);

      g_clear_object (&game);
      game = load_game_or_report (self, kept);
      if (game == NULL)
        return NULL;
      g_free (path);
      path = g_steal_pointer (&save_path);
      if (!tc_window_show_game (self, game, path, 1))
        return NULL;
      show_toast (self, _("This game is in Saved Games already: it goes on there"));
      return self;
    }

  return tc_window_show_game (self, game, path, 1) ? self : NULL;
}

/**
 * tc_window_review_file:
 *
 * Opens a saved game read-only in the review page. A file that cannot be
 * read is reported; one with an illegal entry is reviewed up to it.
 *
 * Returns: whether the review is shown
 */
gboolean
tc_window_review_file (TcWindow *self,
                       GFile    *file)
{
  g_autoptr(TcGame) game = NULL;

  g_return_val_if_fail (TC_IS_WINDOW (self), FALSE);

  game = load_game_or_report (self, file);
  if (game == NULL)
    return FALSE;

  g_free (self->review_path);
  self->review_path = g_file_get_path (file);
  tc_review_view_set_game (self->review_view, game);
  gtk_stack_set_visible_child_name (self->main_stack, "review");
  update_help_overlay (self);
  return TRUE;
}

/* Review is read-only: correcting an entry seen there opens the game and
 * its editor. The table stays the one place the log changes, and a
 * correction that changes the result leaves the game open to play on.
 */
static void
review_correct_cb (TcWindow *self,
                   guint     index)
{
  g_autoptr(GFile) file = NULL;
  TcWindow *target;

  if (self->review_path == NULL)
    return;

  file = g_file_new_for_path (self->review_path);
  target = tc_window_open_file (self, file);
  if (target != NULL)
    tc_game_page_correct_entry (target->game_page, index);
}

static void
review_file_cb (TcWindow   *self,
                const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  tc_window_review_file (self, file);
}

static void
resume_cb (TcWindow   *self,
           const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  tc_window_open_file (self, file);
}

static void
game_created_cb (TcWindow *self,
                 TcGame   *game,
                 guint     first_seat)
{
  tc_window_show_game (self, game, NULL, first_seat);
}

/* Returns: (transfer none): the dialog, already shown */
GtkWindow *
tc_window_new_game (TcWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  TcNewGameDialog *dialog = tc_new_game_dialog_new (GTK_WINDOW (self),
                                                    tc_application_get_settings (TC_APPLICATION (app)));

  g_signal_connect_object (dialog, "game-created", G_CALLBACK (game_created_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));

  return GTK_WINDOW (dialog);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  tc_window_new_game (TC_WINDOW (widget));
}

static void
chooser_response_cb (TcWindow             *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      tc_window_open_file (self, file);
    }

  g_clear_object (&self->chooser);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TcWindow *self = TC_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;

  gtk_file_filter_set_name (filter, _("Game logs"));
  gtk_file_filter_add_pattern (filter, "*.json");
  self->chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
show_start_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  tc_window_show_start (TC_WINDOW (widget));
}

static void
show_library_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TcWindow *self = TC_WINDOW (widget);

  tc_library_view_reload (self->library_view);
  gtk_stack_set_visible_child_name (self->main_stack, "library");
}

/* The game being played, read-only, from its first entry. */
static void
review_current_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TcWindow *self = TC_WINDOW (widget);
  TcGame *game = tc_game_page_get_game (self->game_page);

  if (game == NULL)
    return;

  g_free (self->review_path);
  self->review_path = g_strdup (tc_game_page_get_path (self->game_page));
  tc_review_view_set_game (self->review_view, game);
  gtk_stack_set_visible_child_name (self->main_stack, "review");
  update_help_overlay (self);
}

/**
 * tc_window_show_rules:
 * @game_id: (nullable): the game; %NULL or "" for the game shown, if any
 * @section_id: (nullable): the section to open at, e.g. a refusal's
 *
 * Opens the rules reference, one window for the main window, kept while
 * it is open so that "Why?" after "Why?" reuses it.
 *
 * Returns: (transfer none): the rules window
 */
TcRulesWindow *
tc_window_show_rules (TcWindow   *self,
                      const char *game_id,
                      const char *section_id)
{
  TcGame *game = get_shown_game (self);

  g_return_val_if_fail (TC_IS_WINDOW (self), NULL);

  if ((game_id == NULL || *game_id == '\0') && game != NULL)
    game_id = tc_ruleset_get_game_id (tc_game_get_ruleset (game));

  if (self->rules_window == NULL)
    {
      self->rules_window = tc_rules_window_new ();
      g_object_add_weak_pointer (G_OBJECT (self->rules_window), (gpointer *) &self->rules_window);
      gtk_window_set_transient_for (GTK_WINDOW (self->rules_window), GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self->rules_window), TRUE);
    }
  tc_rules_window_show (self->rules_window, game_id, section_id);

  return self->rules_window;
}

static void
show_rules_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  const char *game_id, *section_id;

  g_variant_get (parameter, "(&s&s)", &game_id, &section_id);
  tc_window_show_rules (TC_WINDOW (widget), game_id, section_id);
}

/* A table plays for an hour with nobody touching the screen: while a live
 * game is shown the screen must not lock.
 */
static void
update_idle_inhibit (TcWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  gboolean playing = g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "game") == 0;

  if (playing == self->keeping_awake || app == NULL)
    return;

  self->keeping_awake = playing;
  if (playing)
    self->inhibit_cookie = gtk_application_inhibit (app, GTK_WINDOW (self), GTK_APPLICATION_INHIBIT_IDLE,
                                                    _("A game is being refereed"));
  else if (self->inhibit_cookie != 0)
    {
      gtk_application_uninhibit (app, self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }
}

/* Whether the window asked the session not to lock the screen. */
gboolean
tc_window_is_keeping_awake (TcWindow *self)
{
  g_return_val_if_fail (TC_IS_WINDOW (self), FALSE);

  return self->keeping_awake;
}

static void
update_export_action (TcWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export", get_shown_game (self) != NULL);
}

/**
 * tc_window_export_to_file:
 *
 * Writes the game shown in the game or review page to @file in @format,
 * atomically: on error @file is left as it was.
 *
 * Returns: whether the file was written
 */
gboolean
tc_window_export_to_file (TcWindow        *self,
                          GFile           *file,
                          TcExportFormat   format,
                          GError         **error)
{
  TcGame *game;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TC_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  game = get_shown_game (self);
  if (game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No game is shown"));
      return FALSE;
    }

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("It is not a local file"));
      return FALSE;
    }

  return tc_export_to_file (game, format, path, error);
}

/* Exports and says how it went in a toast. */
static void
export_and_report (TcWindow       *self,
                   GFile          *file,
                   TcExportFormat  format)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (tc_window_export_to_file (self, file, format, &error))
    message = g_strdup_printf (_("The game is exported to “%s”"), name);
  else
    message = g_strdup_printf (_("The game cannot be exported to “%s”: %s"), name, error->message);

  show_toast (self, message);
}

/**
 * tc_window_dup_export_name:
 *
 * Returns: (transfer full): the name proposed for an export of the game
 *   shown: its players and the day it was created, with the format's
 *   extension ("Ana, Ben, Cy 2026-11-25.csv")
 */
char *
tc_window_dup_export_name (TcWindow       *self,
                           TcExportFormat  format)
{
  TcGame *game = get_shown_game (self);
  g_autofree char *players = NULL;
  g_autofree char *day = NULL;
  const char *created;

  g_return_val_if_fail (TC_IS_WINDOW (self), NULL);

  if (game == NULL)
    return g_strconcat (_("game"), ".", tc_export_format_get_extension (format), NULL);

  players = g_strjoinv (_(", "), (char **) tc_ruleset_get_players (tc_game_get_ruleset (game)));
  g_strdelimit (players, "/\\", '-');
  created = tc_game_get_created (game);
  day = created != NULL && strlen (created) >= 10 ? g_strndup (created, 10) : NULL;

  if (day == NULL)
    return g_strconcat (players, ".", tc_export_format_get_extension (format), NULL);

  return g_strconcat (players, " ", day, ".", tc_export_format_get_extension (format), NULL);
}

/**
 * tc_window_export_file_for:
 *
 * The file an export to @chosen writes: the chosen one, with the format's
 * extension added when it lacks it (a score table typed as "scores"
 * becomes "scores.csv").
 *
 * Returns: (transfer full): the file to write
 */
GFile *
tc_window_export_file_for (GFile          *chosen,
                           TcExportFormat  format)
{
  g_autofree char *name = g_file_get_basename (chosen);
  g_autofree char *suffix = g_strconcat (".", tc_export_format_get_extension (format), NULL);
  g_autoptr(GFile) parent = g_file_get_parent (chosen);
  g_autofree char *with_suffix = NULL;

  if (g_str_has_suffix (name, suffix) || parent == NULL)
    return g_object_ref (chosen);

  with_suffix = g_strconcat (name, suffix, NULL);
  return g_file_get_child (parent, with_suffix);
}

static void
export_response_cb (TcWindow             *self,
                    int                   response,
                    GtkFileChooserNative *chooser)
{
  TcExportFormat format = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (chooser), "tc-export-format"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GFile) file = tc_window_export_file_for (chosen, format);

      g_clear_object (&self->export_folder);
      self->export_folder = g_file_get_parent (file);

      /* The chooser asked before replacing what was chosen, not what the
       * added extension names: never replace that without asking.
       */
      if (!g_file_equal (file, chosen) && g_file_query_exists (file, NULL))
        {
          g_autofree char *name = g_file_get_parse_name (file);
          g_autofree char *message = g_strdup_printf (_("“%s” already exists; choose it in the next export to replace it"),
                                                      name);

          show_toast (self, message);
        }
      else
        export_and_report (self, file, format);
    }

  g_clear_object (&self->export_chooser);
}

/* The folder an export starts in: the last one used, else Documents. */
static GFile *
dup_export_folder (TcWindow *self)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (self->export_folder != NULL)
    return g_object_ref (self->export_folder);

  return g_file_new_for_path (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR)
                              ? documents : g_get_home_dir ());
}

/* win.export takes the format first ("json", "text" or "csv"): the native
 * chooser of GTK 4.8 cannot follow a change of filter, so the name it
 * proposes carries that format's extension from the start.
 */
static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  static const char *titles[] = {
    [TC_EXPORT_LOG] = N_("Export Log"),
    [TC_EXPORT_SUMMARY] = N_("Export Summary"),
    [TC_EXPORT_CSV] = N_("Export Score Table"),
  };
  static const char *filters[] = {
    [TC_EXPORT_LOG] = N_("Game log (.json)"),
    [TC_EXPORT_SUMMARY] = N_("Summary (.txt)"),
    [TC_EXPORT_CSV] = N_("Score table (.csv)"),
  };
  TcWindow *self = TC_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GFile) folder = NULL;
  g_autofree char *pattern = NULL;
  g_autofree char *name = NULL;
  TcExportFormat format;
  GtkFileChooser *chooser;

  if (self->export_chooser != NULL || get_shown_game (self) == NULL ||
      !tc_export_format_from_name (g_variant_get_string (parameter, NULL), &format))
    return;

  self->export_chooser = gtk_file_chooser_native_new (_(titles[format]), GTK_WINDOW (self),
                                                      GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  g_object_set_data (G_OBJECT (self->export_chooser), "tc-export-format", GUINT_TO_POINTER (format));
  chooser = GTK_FILE_CHOOSER (self->export_chooser);

  pattern = g_strconcat ("*.", tc_export_format_get_extension (format), NULL);
  gtk_file_filter_set_name (filter, _(filters[format]));
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);

  folder = dup_export_folder (self);
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  name = tc_window_dup_export_name (self, format);
  gtk_file_chooser_set_current_name (chooser, name);

  g_signal_connect_object (self->export_chooser, "response", G_CALLBACK (export_response_cb), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->export_chooser));
}

/**
 * tc_window_drop_file:
 *
 * What dropping @file on the window does: reviews it read-only. A file
 * that cannot be read is reported in a toast and left as it is.
 *
 * Returns: whether the review is shown
 */
gboolean
tc_window_drop_file (TcWindow *self,
                     GFile    *file)
{
  return tc_window_review_file (self, file);
}

static gboolean
drop_cb (TcWindow     *self,
         const GValue *value)
{
  return tc_window_drop_file (self, g_value_get_object (value));
}

TcGamePage *
tc_window_get_game_page (TcWindow *self)
{
  g_return_val_if_fail (TC_IS_WINDOW (self), NULL);

  return self->game_page;
}

TcReviewView *
tc_window_get_review_view (TcWindow *self)
{
  g_return_val_if_fail (TC_IS_WINDOW (self), NULL);

  return self->review_view;
}

TcStartPage *
tc_window_get_start_page (TcWindow *self)
{
  g_return_val_if_fail (TC_IS_WINDOW (self), NULL);

  return self->start_page;
}

TcLibraryView *
tc_window_get_library_view (TcWindow *self)
{
  g_return_val_if_fail (TC_IS_WINDOW (self), NULL);

  return self->library_view;
}

GtkStack *
tc_window_get_stack (TcWindow *self)
{
  g_return_val_if_fail (TC_IS_WINDOW (self), NULL);

  return self->main_stack;
}

static void
close_response_cb (TcWindow   *self,
                   const char *response)
{
  if (g_strcmp0 (response, "close") != 0)
    return;

  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* Closing with entries the last save could not keep asks first. */
static gboolean
tc_window_close_request (GtkWindow *window)
{
  TcWindow *self = TC_WINDOW (window);
  GtkWidget *dialog;

  if (self->close_confirmed || tc_game_page_get_game (self->game_page) == NULL ||
      !tc_game_page_is_unsaved (self->game_page))
    return GTK_WINDOW_CLASS (tc_window_parent_class)->close_request (window);

  dialog = adw_message_dialog_new (window, _("Close Without Saving?"),
                                   _("The game's last entries could not be saved; closing now loses them. "
                                     "Try again or save a copy from the bar above the table first."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "close", _("_Close Without Saving"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "close", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));

  return TRUE;
}

static void
tc_window_dispose (GObject *object)
{
  TcWindow *self = TC_WINDOW (object);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (self->inhibit_cookie != 0 && app != NULL)
    gtk_application_uninhibit (app, self->inhibit_cookie);
  self->inhibit_cookie = 0;
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->export_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->export_chooser));
  g_clear_object (&self->export_chooser);
  g_clear_object (&self->export_folder);
  g_clear_object (&self->last_toast);
  g_clear_pointer (&self->review_path, g_free);
  /* Unlinked first: a transient window that outlives its parent's
   * finalization would disconnect from it when it goes.
   */
  if (self->rules_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->rules_window), (gpointer *) &self->rules_window);
      gtk_window_set_transient_for (GTK_WINDOW (self->rules_window), NULL);
      gtk_window_destroy (GTK_WINDOW (self->rules_window));
      self->rules_window = NULL;
    }
  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_WINDOW);

  G_OBJECT_CLASS (tc_window_parent_class)->dispose (object);
}

static void
tc_window_class_init (TcWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tc_window_dispose;
  object_class->get_property = tc_window_get_property;
  object_class->set_property = tc_window_set_property;
  window_class->close_request = tc_window_close_request;

  properties[PROP_TABLE_MODE] =
    g_param_spec_boolean ("table-mode", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TC_TYPE_START_PAGE);
  g_type_ensure (TC_TYPE_GAME_PAGE);
  g_type_ensure (TC_TYPE_LIBRARY_VIEW);
  g_type_ensure (TC_TYPE_REVIEW_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TcWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TcWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, TcWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, TcWindow, game_page);
  gtk_widget_class_bind_template_child (widget_class, TcWindow, library_view);
  gtk_widget_class_bind_template_child (widget_class, TcWindow, review_view);
  gtk_widget_class_bind_template_callback (widget_class, resume_cb);
  gtk_widget_class_bind_template_callback (widget_class, review_file_cb);
  gtk_widget_class_bind_template_callback (widget_class, review_correct_cb);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_install_action (widget_class, "win.show-start", NULL, show_start_action);
  gtk_widget_class_install_action (widget_class, "win.show-library", NULL, show_library_action);
  gtk_widget_class_install_action (widget_class, "win.review-current", NULL, review_current_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.show-library", NULL);
  gtk_widget_class_install_action (widget_class, "win.export", "s", export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.export", "s", "json");
  gtk_widget_class_install_action (widget_class, "win.show-rules", "(ss)", show_rules_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.show-rules", "(ss)", "", "");
}

/* Below this width the window is on a phone or a tablet held upright. */
#define NARROW_WIDTH 600

/* A narrow window is used by touch: style.css makes every button there
 * a 44 px target.
 */
static void
update_narrow (TcWindow *self)
{
  int width, height;

  gboolean narrow;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  narrow = width > 0 && width < NARROW_WIDTH;
  if (narrow)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");
  tc_game_page_set_narrow (self->game_page, narrow);
  tc_review_view_set_narrow (self->review_view, narrow);
  update_help_overlay (self);
}

static void
tc_window_init (TcWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_object (drop, "drop", G_CALLBACK (drop_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  /* Only the game and review pages show a game to export. */
  g_signal_connect_object (self->main_stack, "notify::visible-child-name",
                           G_CALLBACK (update_export_action), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->main_stack, "notify::visible-child-name",
                           G_CALLBACK (update_idle_inhibit), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->main_stack, "notify::visible-child-name",
                           G_CALLBACK (update_help_overlay), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self, "notify::default-width", G_CALLBACK (update_narrow), self, G_CONNECT_SWAPPED);
  update_export_action (self);
  update_narrow (self);
}

static void
list_saved_games_cb (GdkFrameClock *clock,
                     TcWindow      *self)
{
  g_autofree char *folder = tc_library_get_default_folder ();

  g_signal_handlers_disconnect_by_func (clock, list_saved_games_cb, self);
  tc_library_view_set_folder (self->library_view, folder);
  tc_start_page_set_library (self->start_page, tc_library_view_get_library (self->library_view));
}

/* The saved games are listed once the window's first frame is drawn: read
 * in the background, a folder of thousands still takes a processor from
 * the window while it draws (a third longer to its first frame).
 */
static void
list_after_first_frame (TcWindow *self)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (list_saved_games_cb), self, 0);
}

TcWindow *
tc_window_new (TcApplication *application)
{
  TcWindow *self = g_object_new (TC_TYPE_WINDOW, "application", application, NULL);
  GMenuModel *menu = G_MENU_MODEL (gtk_application_get_menu_by_id (GTK_APPLICATION (application), "primary_menu"));

  tc_start_page_set_primary_menu (self->start_page, menu);
  tc_game_page_set_primary_menu (self->game_page, menu);
  g_settings_bind (tc_application_get_settings (application), "table-mode",
                   self, "table-mode", G_SETTINGS_BIND_GET);
  g_signal_connect (self, "realize", G_CALLBACK (list_after_first_frame), NULL);

  return self;
}
