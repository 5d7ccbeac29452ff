/* tc-game-page.c: the live page of one game, whatever the game
 *
 * The page holds what every game shares: undo and redo, the log with its
 * corrections, saving after every change, toasts and the game-over
 * dialog. The table itself is the game's own TcTableView, chosen by
 * tc_table_views_new(); it hands the page its entries with
 * TcTableView::append-entry.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tc-bgstats-dialog.h"
#include "tc-entry-editor.h"
#include "tc-error.h"
#include "tc-file.h"
#include "tc-game-page.h"
#include "tc-last-entry-bar.h"
#include "tc-library.h"
#include "tc-log.h"
#include "tc-log-panel.h"
#include "tc-remembered.h"
#include "tc-table-views.h"
#include "tc-text.h"
#include "tc-toast.h"

struct _TcGamePage
{
  GtkWidget         parent_instance;

  TcGame           *game;
  TcTableView      *table;
  char             *path;
  gboolean          winner_shown;
  gint64            last_entry;      /* monotonic µs of the last entry made here */
  GtkWindow        *dialog;          /* the open game-over dialog */
  AdwToast         *last_toast;      /* the newest, while it is shown */
  gboolean          unsaved;         /* the last save failed */
  TcFileLock       *lock;            /* the claim on the game's file */
  GtkFileChooserNative *save_as;
  AdwToast         *turn_end_toast;  /* offers to undo the table's turn end */
  guint             turn_end_n_entries; /* the entries then, that one last */

  GtkMenuButton    *menu_button;
  GtkButton        *undo_button;
  GtkButton        *redo_button;
  GtkWidget        *table_mode_button;
  GtkInfoBar       *unsaved_bar;
  GtkLabel         *unsaved_label;
  AdwWindowTitle   *title;
  AdwToastOverlay  *toast_overlay;
  TcLastEntryBar   *last_entry_bar;
  AdwFlap          *flap;
  AdwBin           *table_slot;
  TcLogPanel       *log_panel;
};

G_DEFINE_FINAL_TYPE (TcGamePage, tc_game_page, GTK_TYPE_WIDGET)

/* A toast shows over the last-entry bar, which would peek out beside it. */
static void
toast_dismissed_cb (TcGamePage *self,
                    AdwToast   *toast)
{
  if (self->last_toast == toast)
    {
      g_clear_object (&self->last_toast);
      gtk_widget_set_child_visible (GTK_WIDGET (self->last_entry_bar), TRUE);
    }
}

static void
add_toast (TcGamePage *self,
           AdwToast   *toast)
{
  g_set_object (&self->last_toast, toast);
  gtk_widget_set_child_visible (GTK_WIDGET (self->last_entry_bar), FALSE);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, G_CONNECT_SWAPPED);
  tc_toast_show (self->toast_overlay, toast);
}

/* A sentence replaces the one shown instead of queueing behind it: after
 * a burst of refusals only the last is read, not a queue that goes on
 * appearing long after. A toast that offers Undo is never replaced.
 *
 * @message: plain text; toast titles are markup on libadwaita 1.2, and
 * sentences name players and cards as people typed them.
 * @section: (nullable): the rules section "Why?" opens, of @game
 */
static void
say (TcGamePage           *self,
     const char           *message,
     TcRulesetClass       *game,
     const TcRulesSection *section)
{
  AdwToast *toast = self->last_toast;

  if (toast != NULL && (adw_toast_get_button_label (toast) == NULL ||
                        g_object_get_data (G_OBJECT (toast), "tc-why") != NULL))
    tc_toast_set_text (toast, message);
  else
    add_toast (self, toast = tc_toast_new (message));

  /* The target goes with its action: a name without it warns. */
  g_object_set_data (G_OBJECT (toast), "tc-why", GINT_TO_POINTER (section != NULL));
  adw_toast_set_button_label (toast, section != NULL ? _("_Why?") : NULL);
  if (section != NULL)
    {
      adw_toast_set_action_target_value (toast, g_variant_new ("(ss)", game->game_id, section->id));
      adw_toast_set_action_name (toast, "win.show-rules");
    }
  else
    {
      adw_toast_set_action_name (toast, NULL);
      adw_toast_set_action_target_value (toast, NULL);
    }
}

void
tc_game_page_show_toast (TcGamePage *self,
                         const char *message)
{
  g_return_if_fail (TC_IS_GAME_PAGE (self));

  say (self, message, NULL, NULL);
}

/* A narrow header has no room for the table-mode toggle: the main menu
 * and Ctrl+T still switch it.
 */
void
tc_game_page_set_narrow (TcGamePage *self,
                         gboolean    narrow)
{
  g_return_if_fail (TC_IS_GAME_PAGE (self));

  gtk_widget_set_visible (self->table_mode_button, !narrow);
}

/* Returns: (transfer none) (nullable): the toast shown now */
AdwToast *
tc_game_page_get_last_toast (TcGamePage *self)
{
  g_return_val_if_fail (TC_IS_GAME_PAGE (self), NULL);

  return self->last_toast;
}

/* While the game is not saved a bar says so, and stays until a save
 * works: a toast would vanish and the entries with it on quitting.
 */
static void
set_unsaved (TcGamePage *self,
             const char *reason)
{
  self->unsaved = reason != NULL;
  if (reason != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The game is not saved: %s. Its entries are kept here; "
                                                    "try again, or save it elsewhere."), reason);

      gtk_label_set_text (self->unsaved_label, message);
    }
  gtk_info_bar_set_revealed (self->unsaved_bar, self->unsaved);
}

static gboolean
save_game_to (TcGamePage *self,
              const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      set_unsaved (self, g_strerror (errno));
      return FALSE;
    }
  if (self->lock == NULL && g_strcmp0 (path, self->path) == 0 &&
      (self->lock = tc_file_lock_game (path, &error)) == NULL)
    {
      set_unsaved (self, error->message);
      return FALSE;
    }
  if (!tc_game_save_file (self->game, path, &error))
    {
      set_unsaved (self, error->message);
      return FALSE;
    }

  set_unsaved (self, NULL);
  return TRUE;
}

static void
save_game (TcGamePage *self)
{
  save_game_to (self, self->path);
}

/* A game opened from elsewhere goes to Saved Games with its first
 * change; the table may want it there before, to find it again.
 */
static void
offer_to_keep (TcGamePage *self)
{
  AdwToast *toast = tc_toast_new (_("Not in Saved Games"));

  adw_toast_set_button_label (toast, _("_Keep It There"));
  adw_toast_set_action_name (toast, "game.keep");
  adw_toast_set_timeout (toast, 10);
  add_toast (self, toast);
}

static void
keep_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TcGamePage *self = TC_GAME_PAGE (widget);

  if (self->game != NULL && save_game_to (self, self->path))
    tc_game_page_show_toast (self, _("Kept in Saved Games"));
}

/* Whether the game's last change could not be saved. */
gboolean
tc_game_page_is_unsaved (TcGamePage *self)
{
  g_return_val_if_fail (TC_IS_GAME_PAGE (self), FALSE);

  return self->unsaved;
}

static void
save_as_response_cb (TcGamePage           *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);

      /* The copy is saved; the game goes on saving where it was meant to,
       * and the bar stays while that still fails.
       */
      if (path != NULL && save_game_to (self, path))
        {
          g_autofree char *name = g_file_get_parse_name (file);
          g_autofree char *message = g_strdup_printf (_("A copy of the game is saved as “%s”"), name);

          tc_game_page_show_toast (self, message);
        }
      if (path != NULL)
        save_game (self);
    }

  g_clear_object (&self->save_as);
}

static void
unsaved_response_cb (TcGamePage *self,
                     int         response)
{
  if (response == 1)
    save_game (self);
  else if (response == 2 && self->save_as == NULL)
    {
      self->save_as = gtk_file_chooser_native_new (_("Save a Copy"),
                                                   GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                   GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->save_as), _("game.json"));
      g_signal_connect_object (self->save_as, "response", G_CALLBACK (save_as_response_cb), self, G_CONNECT_SWAPPED);
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->save_as));
    }
}

/* No one ends a turn within half a second of the last entry on purpose:
 * it is the second of a double click, or an Enter that finished typed
 * cards and repeated onto End Turn, and would end a turn (maybe the next
 * player's) before it was played.
 */
#define TURN_END_REPEAT_US (G_USEC_PER_SEC / 2)

/* Whether @entry is a turn's end that came too soon after the last entry
 * to be meant. Only then is it tried before it is stored.
 */
static gboolean
is_repeated_turn_end (TcGamePage *self,
                      TcEntry    *entry)
{
  g_auto(TcAppendResult) result = { 0 };

  return g_get_monotonic_time () - self->last_entry < TURN_END_REPEAT_US &&
         tc_game_check_append (self->game, entry, &result, NULL) &&
         (result.marks & TC_ENTRY_MARK_TURN_END) != 0;
}

/* The engine's refusal in a toast; when the rules reference explains its
 * rule, the toast's button opens it there.
 */
static void
show_refusal (TcGamePage   *self,
              const GError *error)
{
  g_autofree char *message = tc_text_capitalize (error->message);
  TcRulesetClass *game = tc_ruleset_get_class (tc_game_get_ruleset (self->game));
  const TcRulesSection *section = NULL;

  if (error->domain == TC_RULE_ERROR)
    section = tc_ruleset_class_find_section (game, tc_rule_error_get_rule (error));
  say (self, message, game, section);
}

/* Stamps @entry with the time and adds it to the log, or shows the
 * engine's reason in a toast; @marks gets the entry's marks.
 */
static gboolean
append_stamped (TcGamePage   *self,
                TcEntry      *entry,
                TcEntryMarks *marks)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *now = tc_log_now ();
  g_auto(TcAppendResult) result = { 0 };

  json_object_set_string_member (tc_entry_get_object (entry), "time", now);
  if (!tc_game_append (self->game, entry, &result, &error))
    {
      show_refusal (self, error);
      return FALSE;
    }

  self->last_entry = g_get_monotonic_time ();
  *marks = result.marks;
  if (result.forgone != NULL)
    tc_last_entry_bar_set_forgone (self->last_entry_bar, result.forgone);

  return TRUE;
}

/**
 * tc_game_page_append:
 *
 * Stamps @entry with the time and adds it to the log, or shows the
 * engine's reason in a toast. A turn's end within half a second of the
 * last one is taken for a double click and dropped.
 *
 * Returns: whether @entry was added
 */
gboolean
tc_game_page_append (TcGamePage *self,
                     TcEntry    *entry)
{
  TcEntryMarks marks;

  g_return_val_if_fail (TC_IS_GAME_PAGE (self), FALSE);

  if (entry == NULL || self->game == NULL || is_repeated_turn_end (self, entry))
    return FALSE;

  return append_stamped (self, entry, &marks);
}

/* A referee's turn end stays undoable from its toast only while it is
 * the newest entry: any other change takes the button away, so that Undo
 * can never take back an entry the toast does not name. The toast itself
 * stays to its end: libadwaita 1.2 frees a toast twice when it is
 * dismissed while it still slides in over another.
 */
static void
withdraw_turn_end_undo (TcGamePage *self)
{
  if (self->turn_end_toast == NULL)
    return;

  adw_toast_set_button_label (self->turn_end_toast, NULL);
  adw_toast_set_action_name (self->turn_end_toast, NULL);
  g_clear_object (&self->turn_end_toast);
}

static void
turn_end_toast_dismissed_cb (TcGamePage *self,
                             AdwToast   *toast)
{
  if (self->turn_end_toast == toast)
    g_clear_object (&self->turn_end_toast);
}

/* After an entry that left its player nothing more to do this turn, the
 * table's turn end, appended as a referee would, with a toast that names
 * it and offers to undo it alone. A turn that a turn end just began is
 * left to its player even when it starts with nothing to do (two
 * shovels): no one's turn passes unseen.
 */
static void
end_spent_turn (TcGamePage *self)
{
  g_autoptr(TcEntry) end = tc_table_view_create_turn_end (self->table);
  g_autofree char *entry = NULL;
  g_autofree char *message = NULL;
  TcEntryMarks marks;
  AdwToast *toast;

  if (end == NULL || !append_stamped (self, end, &marks))
    return;

  entry = tc_game_describe_entry (self->game, tc_game_get_n_entries (self->game) - 1);
  /* Translators: said when the app ends a turn that has nothing left to do; %s is the entry, "Ana ends the turn" */
  message = g_strdup_printf (_("Turn over: %s"), entry);
  toast = tc_toast_new (message);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "game.undo-turn-end");
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (turn_end_toast_dismissed_cb), self, G_CONNECT_SWAPPED);
  g_set_object (&self->turn_end_toast, toast);
  self->turn_end_n_entries = tc_game_get_n_entries (self->game);
  add_toast (self, toast);
}

static gboolean
append_entry_cb (TcGamePage  *self,
                 TcEntry     *entry,
                 TcTableView *table)
{
  TcEntryMarks marks;

  if (entry == NULL || self->game == NULL || is_repeated_turn_end (self, entry) ||
      !append_stamped (self, entry, &marks))
    return FALSE;

  if ((marks & TC_ENTRY_MARK_TURN_END) == 0)
    end_spent_turn (self);
  return TRUE;
}

static void
message_cb (TcGamePage  *self,
            const char  *message,
            TcTableView *table)
{
  tc_game_page_show_toast (self, message);
}

static void
update_undo_redo (TcGamePage *self)
{
  g_autofree char *undo = tc_game_describe_undo (self->game);
  g_autofree char *redo = tc_game_describe_redo (self->game);
  g_autofree char *undo_text = undo != NULL ? g_strdup_printf (_("Undo: %s"), undo) : g_strdup (_("Nothing to undo"));
  g_autofree char *redo_text = redo != NULL ? g_strdup_printf (_("Redo: %s"), redo) : g_strdup (_("Nothing to redo"));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo", undo != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.redo", redo != NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button), undo_text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->redo_button), redo_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->undo_button), GTK_ACCESSIBLE_PROPERTY_LABEL, undo_text, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->redo_button), GTK_ACCESSIBLE_PROPERTY_LABEL, redo_text, -1);
}

static void
game_over_response_cb (TcGamePage *self,
                       const char *response)
{
  if (g_strcmp0 (response, "review") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.review-current", NULL);
  else if (g_strcmp0 (response, "new") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
  else if (g_strcmp0 (response, "bgstats") == 0)
    gtk_window_present (GTK_WINDOW (tc_bgstats_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                           self->game)));
}

static int
compare_score_desc (gconstpointer a,
                    gconstpointer b,
                    gpointer      user_data)
{
  TcGame *game = user_data;
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  guint sa = GPOINTER_TO_UINT (*(gpointer *) a), sb = GPOINTER_TO_UINT (*(gpointer *) b);
  gint score_a = tc_ruleset_get_score (ruleset, tc_game_get_state (game), sa);
  gint score_b = tc_ruleset_get_score (ruleset, tc_game_get_state (game), sb);

  return score_a != score_b ? (score_b > score_a ? 1 : -1) : (int) sa - (int) sb;
}

/* "Ana Wins" or "Ana and Cy Share the Win". */
static char *
dup_winners_heading (TcGamePage *self)
{
  TcRuleset *ruleset = tc_game_get_ruleset (self->game);
  TcSeatSet winners = tc_ruleset_get_winners (ruleset, tc_game_get_state (self->game));
  g_autoptr(GString) names = g_string_new (NULL);
  guint n = 0;

  for (guint s = 1; s <= tc_ruleset_get_n_players (ruleset); s++)
    if (TC_SEAT_SET_HAS (winners, s))
      {
        if (n++ > 0)
          g_string_append (names, _(" and "));
        g_string_append (names, tc_ruleset_get_player (ruleset, s));
      }

  return n > 1 ? g_strdup_printf (_("%s Share the Win"), names->str) : g_strdup_printf (_("%s Wins"), names->str);
}

/* Every seat with its final score, best first, and what decided. */
static char *
dup_standings (TcGamePage *self)
{
  TcRuleset *ruleset = tc_game_get_ruleset (self->game);
  gconstpointer state = tc_game_get_state (self->game);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autofree char *result = tc_ruleset_describe_result (ruleset, state);
  GString *standings = g_string_new (NULL);

  for (guint s = 1; s <= tc_ruleset_get_n_players (ruleset); s++)
    g_ptr_array_add (order, GUINT_TO_POINTER (s));
  g_ptr_array_sort_with_data (order, compare_score_desc, self->game);

  if (result != NULL)
    g_string_append_printf (standings, "%s.\n\n", result);
  for (guint i = 0; i < order->len; i++)
    {
      guint s = GPOINTER_TO_UINT (g_ptr_array_index (order, i));
      g_autofree char *score = tc_ruleset_class_format_score (tc_ruleset_get_class (ruleset),
                                                              tc_ruleset_get_score (ruleset, state, s));

      /* Translators: a place in the final standings: "1. Ana — 12 points" */
      g_string_append_printf (standings, _("%u. %s — %s\n"), i + 1, tc_ruleset_get_player (ruleset, s), score);
    }

  return g_strchomp (g_string_free (standings, FALSE));
}

static void
show_game_over (TcGamePage *self)
{
  g_autofree char *heading = dup_winners_heading (self);
  g_autofree char *standings = dup_standings (self);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), heading, standings);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "bgstats", _("Send to _BG Stats…"),
                                    "review", _("_Review"),
                                    "new", _("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new", ADW_RESPONSE_SUGGESTED);
  g_signal_connect_object (dialog, "response", G_CALLBACK (game_over_response_cb), self, G_CONNECT_SWAPPED);
  g_set_weak_pointer (&self->dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
update_game_over (TcGamePage *self)
{
  if (tc_game_is_finished (self->game) && !self->winner_shown && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->winner_shown = TRUE;
      show_game_over (self);
    }
  else if (!tc_game_is_finished (self->game))
    self->winner_shown = FALSE;
}

static void
game_changed_cb (TcGamePage *self)
{
  if (tc_game_get_n_entries (self->game) != self->turn_end_n_entries)
    withdraw_turn_end_undo (self);
  save_game (self);
  update_undo_redo (self);
  update_game_over (self);
}

/* A file the game remembers between games (tc-remembered.c) that was
 * damaged and set aside stops nothing; a line says so.
 */
static void
show_remembered_notices (TcGamePage *self)
{
  g_auto(GStrv) notices = tc_remembered_take_notices ();
  g_autofree char *text = NULL;

  if (notices == NULL)
    return;

  text = g_strjoinv ("\n", notices);
  tc_game_page_show_toast (self, text);
}

/* Whether a claim on @path failed for want of its folder, which no one
 * could make: then no one else can have the game either.
 */
static gboolean
folder_is_missing (const GError *error,
                   const char   *path)
{
  return (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) ||
          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY)) &&
         !g_file_test (path, G_FILE_TEST_EXISTS);
}

/**
 * tc_game_page_set_game:
 * @path: (nullable): the file the game was read from, or %NULL for a new
 *   game. A file outside the games folder is never written: the game is
 *   saved to a new file in the folder.
 * @first_seat: who starts, for the setup entry still to be made
 * @error: a %G_IO_ERROR_BUSY when another window, of this Tablecraft or
 *   another, has the game open: two windows saving one game would lose
 *   one window's entries
 *
 * Returns: whether the page shows @game now
 */
gboolean
tc_game_page_set_game (TcGamePage  *self,
                       TcGame      *game,
                       const char  *path,
                       guint        first_seat,
                       GError     **error)
{
  g_autofree char *folder = tc_library_get_default_folder ();
  g_autofree char *save_path = tc_library_dup_save_path (folder, game, path);
  g_autofree char *dir = g_path_get_dirname (save_path);
  g_autoptr(GError) lock_error = NULL;
  TcRuleset *ruleset;
  TcFileLock *lock;

  g_return_val_if_fail (TC_IS_GAME_PAGE (self), FALSE);
  g_return_val_if_fail (TC_IS_GAME (game), FALSE);

  /* Without a claim another window could edit the game too, and the last
   * save would win: a game that cannot be claimed is not opened, the
   * error saying why. Only where no folder can be made is there nothing
   * to claim yet: the game goes on, its saves say they fail, and the first
   * that works claims it (save_game_to()).
   */
  g_mkdir_with_parents (dir, 0755);
  lock = tc_file_lock_game (save_path, &lock_error);
  if (lock == NULL && !folder_is_missing (lock_error, save_path))
    {
      g_propagate_error (error, g_steal_pointer (&lock_error));
      return FALSE;
    }

  g_clear_pointer (&self->lock, tc_file_unlock);
  self->lock = lock;
  withdraw_turn_end_undo (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_free (self->path);
  self->path = g_steal_pointer (&save_path);
  self->winner_shown = tc_game_is_finished (game);
  ruleset = tc_game_get_ruleset (game);

  /* The table first, so that it shows the game before the page saves. */
  self->table = tc_table_views_new (game);
  g_return_val_if_fail (self->table != NULL, FALSE);
  tc_table_view_set_first_seat (self->table, CLAMP (first_seat, 1, tc_ruleset_get_n_players (ruleset)));
  g_signal_connect_object (self->table, "append-entry", G_CALLBACK (append_entry_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "message", G_CALLBACK (message_cb), self, G_CONNECT_SWAPPED);
  adw_bin_set_child (self->table_slot, GTK_WIDGET (self->table));
  show_remembered_notices (self);
  adw_window_title_set_title (self->title, tc_ruleset_get_title (ruleset));

  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  tc_log_panel_set_game (self->log_panel, game);
  tc_last_entry_bar_set_game (self->last_entry_bar, game);
  update_undo_redo (self);
  tc_table_view_focus_input (self->table);
  if (path != NULL && g_strcmp0 (path, self->path) != 0)
    offer_to_keep (self);

  if (tc_game_get_replay_error (game) != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Entry %u is illegal: %s. Correct it in the log."),
                                                  tc_game_get_n_applied (game) + 1,
                                                  tc_game_get_replay_error (game)->message);

      tc_game_page_show_toast (self, message);
      adw_flap_set_reveal_flap (self->flap, TRUE);
    }

  return TRUE;
}

TcGame *
tc_game_page_get_game (TcGamePage *self)
{
  g_return_val_if_fail (TC_IS_GAME_PAGE (self), NULL);

  return self->game;
}

/* Returns: (transfer none) (nullable): the game's own table */
TcTableView *
tc_game_page_get_table_view (TcGamePage *self)
{
  g_return_val_if_fail (TC_IS_GAME_PAGE (self), NULL);

  return self->table;
}

const char *
tc_game_page_get_path (TcGamePage *self)
{
  g_return_val_if_fail (TC_IS_GAME_PAGE (self), NULL);

  return self->path;
}

void
tc_game_page_set_primary_menu (TcGamePage *self,
                               GMenuModel *menu)
{
  g_return_if_fail (TC_IS_GAME_PAGE (self));

  gtk_menu_button_set_menu_model (self->menu_button, menu);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TcGamePage *self = TC_GAME_PAGE (widget);

  if (self->game != NULL)
    tc_game_undo (self->game);
}

/* The toast's Undo: while it is offered, the table's turn end is the
 * newest entry (withdraw_turn_end_undo()). The toast goes by itself.
 */
static void
undo_turn_end_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TcGamePage *self = TC_GAME_PAGE (widget);

  if (self->game == NULL || self->turn_end_toast == NULL)
    return;

  g_clear_object (&self->turn_end_toast);
  tc_game_undo (self->game);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TcGamePage *self = TC_GAME_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !tc_game_redo (self->game, &error))
    {
      g_autofree char *message = tc_text_capitalize (error->message);

      tc_game_page_show_toast (self, message);
    }
}

static void
toggle_log_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TcGamePage *self = TC_GAME_PAGE (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/**
 * tc_game_page_correct_entry:
 * @index: the entry to correct, 0-based
 *
 * Opens the editor of entry @index over the window.
 *
 * Returns: (transfer none): the editor
 */
TcEntryEditor *
tc_game_page_correct_entry (TcGamePage *self,
                            guint       index)
{
  TcEntryEditor *editor;

  g_return_val_if_fail (TC_IS_GAME_PAGE (self), NULL);
  g_return_val_if_fail (self->game != NULL && index < tc_game_get_n_entries (self->game), NULL);

  editor = tc_entry_editor_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->table, index);
  gtk_window_present (GTK_WINDOW (editor));

  return editor;
}

static void
correct_requested_cb (TcGamePage *self,
                      guint       index)
{
  tc_game_page_correct_entry (self, index);
}

/* Folded (narrow), the log covers the table: open it only on request. */
static void
flap_folded_cb (TcGamePage *self)
{
  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_folded (self->flap));
}

static void
tc_game_page_dispose (GObject *object)
{
  TcGamePage *self = TC_GAME_PAGE (object);
  GtkWidget *child;

  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
  g_clear_weak_pointer (&self->dialog);
  g_clear_object (&self->last_toast);
  g_clear_object (&self->turn_end_toast);
  if (self->save_as != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->save_as));
  g_clear_object (&self->save_as);
  g_clear_pointer (&self->lock, tc_file_unlock);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  self->table = NULL;

  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_GAME_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_game_page_parent_class)->dispose (object);
}

static void
tc_game_page_finalize (GObject *object)
{
  TcGamePage *self = TC_GAME_PAGE (object);

  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (tc_game_page_parent_class)->finalize (object);
}

static void
tc_game_page_class_init (TcGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_game_page_dispose;
  object_class->finalize = tc_game_page_finalize;

  g_type_ensure (TC_TYPE_LOG_PANEL);
  g_type_ensure (TC_TYPE_LAST_ENTRY_BAR);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, undo_button);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, redo_button);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, table_mode_button);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, unsaved_bar);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, unsaved_label);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, title);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, last_entry_bar);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, flap);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, table_slot);
  gtk_widget_class_bind_template_child (widget_class, TcGamePage, log_panel);
  gtk_widget_class_bind_template_callback (widget_class, correct_requested_cb);
  gtk_widget_class_bind_template_callback (widget_class, flap_folded_cb);
  gtk_widget_class_bind_template_callback (widget_class, unsaved_response_cb);

  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "game.undo-turn-end", NULL, undo_turn_end_action);
  gtk_widget_class_install_action (widget_class, "game.toggle-log", NULL, toggle_log_action);
  gtk_widget_class_install_action (widget_class, "game.keep", NULL, keep_action);
}

/* Ctrl+Z and Ctrl+Shift+Z act on the game wherever the focus is, also in
 * a text field that would otherwise undo its own typing: caught before
 * the focused widget sees them. The window runs them (global scope) even
 * when no widget has the focus, as after the focused one went with an
 * entry that was undone or right after a game opens: in the page's own
 * capture phase they were never seen then, and every other press did
 * nothing. F9 is run the same way, so the log opens from the first key.
 */
static void
add_page_shortcuts (TcGamePage *self)
{
  const struct { guint keyval; GdkModifierType modifiers; const char *action; } keys[] = {
    { GDK_KEY_z, GDK_CONTROL_MASK, "game.undo" },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo" },
    { GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo" },
    { GDK_KEY_F9, 0, "game.toggle-log" },
  };
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, keys[i].modifiers),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

static void
tc_game_page_init (TcGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  add_page_shortcuts (self);
}
