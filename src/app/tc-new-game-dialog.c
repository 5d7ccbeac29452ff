/* tc-new-game-dialog.c: players in seat order, who starts, house rules
 *
 * The rulings are prefilled from the defaults in the preferences. The
 * engine checks the names (tc_ruleset_new()); its sentence is shown when
 * it refuses them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-game.h"
#include "tc-rulesets.h"
#include "tc-new-game-dialog.h"
#include "tc-ruling-row.h"

#define MAX_SEATS 4

struct _TcNewGameDialog
{
  AdwWindow            parent_instance;

  GPtrArray           *ruling_rows;

  AdwEntryRow         *name_row1;
  AdwEntryRow         *name_row2;
  AdwEntryRow         *name_row3;
  AdwEntryRow         *name_row4;
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

static AdwEntryRow *
get_name_row (TcNewGameDialog *self,
              guint            seat)
{
  AdwEntryRow *rows[MAX_SEATS] = { self->name_row1, self->name_row2, self->name_row3, self->name_row4 };

  return rows[seat];
}

/* The names typed, empty rows left out, in seat order. */
static GStrv
dup_players (TcNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint seat = 0; seat < MAX_SEATS; seat++)
    {
      g_autofree char *name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (get_name_row (self, seat))));

      if (g_strstrip (name)[0] != '\0')
        g_strv_builder_add (builder, name);
    }

  return g_strv_builder_end (builder);
}

static void
names_changed_cb (TcNewGameDialog *self)
{
  g_auto(GStrv) players = dup_players (self);
  guint selected = adw_combo_row_get_selected (self->first_row);
  g_autoptr(GtkStringList) model = gtk_string_list_new ((const char * const *) players);

  adw_combo_row_set_model (self->first_row, G_LIST_MODEL (model));
  if (selected != GTK_INVALID_LIST_POSITION && selected < g_strv_length (players))
    adw_combo_row_set_selected (self->first_row, selected);
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
  g_auto(GStrv) players = dup_players (self);
  g_autoptr(JsonObject) rulings = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TcRuleset) ruleset = NULL;
  g_autoptr(TcGame) game = NULL;
  guint first = adw_combo_row_get_selected (self->first_row);

  for (guint i = 0; i < self->ruling_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->ruling_rows, i);

      json_object_set_string_member (rulings, tc_ruling_row_get_name (row), tc_ruling_row_get_value (row));
    }

  ruleset = tc_ruleset_new (tc_rulesets_get_nth (0)->game_id, (const char **) players, rulings, &error);
  if (ruleset == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("These players cannot start a game: %s"), error->message);

      gtk_label_set_text (self->error_label, message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return FALSE;
    }

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

void
tc_new_game_dialog_set_player (TcNewGameDialog *self,
                               guint            seat,
                               const char      *name)
{
  g_return_if_fail (TC_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat >= 1 && seat <= MAX_SEATS);

  gtk_editable_set_text (GTK_EDITABLE (get_name_row (self, seat - 1)), name);
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

  g_clear_pointer (&self->ruling_rows, g_ptr_array_unref);

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
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, name_row1);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, name_row2);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, name_row3);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, name_row4);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, first_row);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, rulings_group);
  gtk_widget_class_bind_template_child (widget_class, TcNewGameDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, names_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tc_new_game_dialog_init (TcNewGameDialog *self)
{
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
  TcRulesetClass *game = tc_rulesets_get_nth (0);
  guint n_rulings;

  tc_ruleset_class_get_rulings (game, &n_rulings);
  for (guint r = 0; r < n_rulings; r++)
    {
      GtkWidget *row = tc_ruling_row_new (game, r);

      tc_ruling_row_load_setting (row, settings);
      adw_preferences_group_add (self->rulings_group, row);
      g_ptr_array_add (self->ruling_rows, row);
    }

  return self;
}
