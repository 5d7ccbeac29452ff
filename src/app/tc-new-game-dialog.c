/* tc-new-game-dialog.c: the game, its players in seat order, who starts,
 * its house rules
 *
 * Every game the build referees is offered, the last one chosen first.
 * The number of seats and the house rules follow the game chosen, and
 * the rulings are prefilled from that game's defaults in the preferences.
 * The engine checks the names (tc_ruleset_new()); its sentence is shown
 * when it refuses them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-game.h"
#include "tc-name-row.h"
#include "tc-new-game-dialog.h"
#include "tc-ruling-row.h"
#include "tc-table-views.h"
#include "tc-text.h"

struct _TcNewGameDialog
{
  AdwWindow            parent_instance;

  GSettings           *settings;
  GPtrArray           *name_rows;      /* TcNameRow, one per seat the game may have */
  GPtrArray           *ruling_rows;
  char                *typed[TC_MAX_SEATS];

  GtkWidget           *start_button;
  AdwComboRow         *game_row;
  AdwPreferencesGroup *players_group;
  AdwComboRow         *first_row;
  AdwPreferencesGroup *rulings_group;
  GtkLabel            *error_label;
};

G_DEFINE_FINAL_TYPE (TcNewGameDialog, tc_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

static TcRulesetClass *
get_game_class (TcNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->game_row);

  return tc_table_views_get_nth_game (selected < tc_table_views_get_n_games () ? selected : 0);
}

/* The names typed, rows left empty (as the game trims) left out, in seat
 * order; @rows gets the row of each.
 */
static GStrv
dup_players (TcNewGameDialog *self,
             GPtrArray       *rows)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  TcRulesetClass *game = get_game_class (self);

  for (guint seat = 0; seat < self->name_rows->len; seat++)
    {
      GtkEditable *row = g_ptr_array_index (self->name_rows, seat);
      g_autofree char *trimmed = tc_ruleset_class_trim_name (game, gtk_editable_get_text (row));

      if (trimmed[0] == '\0')
        continue;
      g_strv_builder_add (builder, gtk_editable_get_text (row));
      if (rows != NULL)
        g_ptr_array_add (rows, row);
    }

  return g_strv_builder_end (builder);
}

/* The game's own checks, as its file reader runs them, while typing:
 * the row at fault is marked, the sentence shown, Start insensitive.
 */
static gboolean
check_names (TcNewGameDialog *self)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_auto(GStrv) players = dup_players (self, rows);
  g_auto(GStrv) checked = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint bad = -1;

  checked = tc_ruleset_class_check_new_players (get_game_class (self), (const char * const *) players, &bad, &error);
  for (guint seat = 0; seat < self->name_rows->len; seat++)
    gtk_widget_remove_css_class (g_ptr_array_index (self->name_rows, seat), "error");
  if (bad >= 0)
    gtk_widget_add_css_class (g_ptr_array_index (rows, bad), "error");

  if (error != NULL)
    message = tc_text_capitalize (error->message);
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  gtk_widget_set_sensitive (self->start_button, checked != NULL);

  return checked != NULL;
}

static void
names_changed_cb (TcNewGameDialog *self)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_auto(GStrv) players = dup_players (self, rows);
  guint selected = adw_combo_row_get_selected (self->first_row);
  g_autoptr(GtkStringList) model = gtk_string_list_new ((const char * const *) players);

  for (guint seat = 0; seat < self->name_rows->len; seat++)
    {
      g_free (self->typed[seat]);
      self->typed[seat] = g_strdup (gtk_editable_get_text (g_ptr_array_index (self->name_rows, seat)));
    }

  adw_combo_row_set_model (self->first_row, G_LIST_MODEL (model));
  if (selected != GTK_INVALID_LIST_POSITION && selected < g_strv_length (players))
    adw_combo_row_set_selected (self->first_row, selected);
  check_names (self);
}

/* One row per seat the game can have; the names already typed stay. */
static void
build_name_rows (TcNewGameDialog *self,
                 TcRulesetClass  *game)
{
  g_autofree char *description = g_strdup_printf (_("%u to %u players, clockwise around the table."),
                                                  game->min_players, game->max_players);

  for (guint i = 0; i < self->name_rows->len; i++)
    adw_preferences_group_remove (self->players_group, g_ptr_array_index (self->name_rows, i));
  g_ptr_array_set_size (self->name_rows, 0);

  for (guint seat = 1; seat <= game->max_players; seat++)
    {
      g_autofree char *title = seat <= game->min_players ? g_strdup_printf (_("Seat %u"), seat)
                                                         : g_strdup_printf (_("Seat %u (optional)"), seat);
      GtkWidget *row = tc_name_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
      if (self->typed[seat - 1] != NULL)
        gtk_editable_set_text (GTK_EDITABLE (row), self->typed[seat - 1]);
      g_signal_connect_object (row, "changed", G_CALLBACK (names_changed_cb), self, G_CONNECT_SWAPPED);
      adw_preferences_group_add (self->players_group, row);
      g_ptr_array_add (self->name_rows, row);
    }

  adw_preferences_group_set_description (self->players_group, description);
}

static void
build_ruling_rows (TcNewGameDialog *self,
                   TcRulesetClass  *game)
{
  guint n_rulings;

  for (guint i = 0; i < self->ruling_rows->len; i++)
    adw_preferences_group_remove (self->rulings_group, g_ptr_array_index (self->ruling_rows, i));
  g_ptr_array_set_size (self->ruling_rows, 0);

  tc_ruleset_class_get_rulings (game, &n_rulings);
  for (guint r = 0; r < n_rulings; r++)
    {
      GtkWidget *row = tc_ruling_row_new (game, r);

      tc_ruling_row_load_setting (row, self->settings);
      adw_preferences_group_add (self->rulings_group, row);
      g_ptr_array_add (self->ruling_rows, row);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->rulings_group), n_rulings > 0);
}

static void
game_selected_cb (TcNewGameDialog *self)
{
  TcRulesetClass *game = get_game_class (self);

  if (self->settings == NULL)
    return;

  build_name_rows (self, game);
  build_ruling_rows (self, game);
  names_changed_cb (self);
}

/**
 * tc_new_game_dialog_start:
 *
 * Creates the game as filled in and emits ::game-created, or shows why
 * the engine refuses it.
 *
 * Returns: whether the game was created
 */
gboolean
tc_new_game_dialog_start (TcNewGameDialog *self)
{
  TcRulesetClass *game_class = get_game_class (self);
  g_auto(GStrv) players = dup_players (self, NULL);
  g_autoptr(JsonObject) rulings = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) ruleset = NULL;
  g_autoptr(TcGame) game = NULL;
  guint first = adw_combo_row_get_selected (self->first_row);

  if (!check_names (self))
    return FALSE;

  for (guint i = 0; i < self->ruling_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->ruling_rows, i);

      json_object_set_string_member (rulings, tc_ruling_row_get_name (row), tc_ruling_row_get_value (row));
    }

  ruleset = tc_ruleset_new (game_class->game_id, (const char **) players, rulings, &error);
  if (ruleset == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("These players cannot start a game: %s"), error->message);

      gtk_label_set_text (self->error_label, message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return FALSE;
    }

  g_settings_set_string (self->settings, "default-game", game_class->game_id);
  game = tc_game_new (ruleset, NULL);
  g_signal_emit (self, signals [GAME_CREATED], 0, game,
                 first == GTK_INVALID_LIST_POSITION ? 1 : first + 1);
  gtk_window_destroy (GTK_WINDOW (self));

  return TRUE;
}

static void
start_clicked_cb (TcNewGameDialog *self)
{
  tc_new_game_dialog_start (self);
}

static void
cancel_clicked_cb (TcNewGameDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Chooses the game by its log id; an unknown id leaves the choice as it is. */
void
tc_new_game_dialog_set_game (TcNewGameDialog *self,
                             const char      *game_id)
{
  g_return_if_fail (TC_IS_NEW_GAME_DIALOG (self));

  for (guint i = 0; i < tc_table_views_get_n_games (); i++)
    if (g_strcmp0 (tc_table_views_get_nth_game (i)->game_id, game_id) == 0)
      adw_combo_row_set_selected (self->game_row, i);
}

void
tc_new_game_dialog_set_player (TcNewGameDialog *self,
                               guint            seat,
                               const char      *name)
{
  g_return_if_fail (TC_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat >= 1 && seat <= self->name_rows->len);

  gtk_editable_set_text (g_ptr_array_index (self->name_rows, seat - 1), name);
}

void
tc_new_game_dialog_set_first (TcNewGameDialog *self,
                              guint            seat)
{
  g_return_if_fail (TC_IS_NEW_GAME_DIALOG (self));

  adw_combo_row_set_selected (self->first_row, seat - 1);
}

static void
tc_new_game_dialog_finalize (GObject *object)
{
  TcNewGameDialog *self = TC_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->name_rows, g_ptr_array_unref);
  g_clear_pointer (&self->ruling_rows, g_ptr_array_unref);
  for (guint seat = 0; seat < TC_MAX_SEATS; seat++)
    g_clear_pointer (&self->typed[seat], g_free);

  G_OBJECT_CLASS (tc_new_game_dialog_parent_class)->finalize (object);
}

static void
tc_new_game_dialog_class_init (TcNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tc_new_game_dialog_finalize;

  /**
   * TcNewGameDialog::game-created:
   * @game: the new game, before its setup entry
   * @first_seat: who starts, 1-based
   */
  signals [GAME_CREATED] = g_signal_new ("game-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2, TC_TYPE_GAME, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, first_row);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, rulings_group);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, game_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tc_new_game_dialog_init (TcNewGameDialog *self)
{
  self->name_rows = g_ptr_array_new ();
  self->ruling_rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
}

TcNewGameDialog *
tc_new_game_dialog_new (GtkWindow *parent,
                        GSettings *settings)
{
  TcNewGameDialog *self = g_object_new (TC_TYPE_NEW_GAME_DIALOG,
                                        "transient-for", parent,
                                        "modal", TRUE,
                                        NULL);
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);
  g_autofree char *last = g_settings_get_string (settings, "default-game");

  self->settings = g_object_ref (settings);
  for (guint i = 0; i < tc_table_views_get_n_games (); i++)
    gtk_string_list_append (titles, tc_ruleset_class_get_title (tc_table_views_get_nth_game (i)));
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (titles));
  adw_combo_row_set_selected (self->game_row, 0);
  game_selected_cb (self);
  tc_new_game_dialog_set_game (self, last);

  /* Enter in a name starts the game once it can; the first name is
   * what a table fills first.
   */
  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
  gtk_widget_grab_focus (g_ptr_array_index (self->name_rows, 0));

  return self;
}
