/* tc-last-entry-bar.c: the newest entry in words, and a way back from a turn ended early
 *
 * A strip of its own at the foot of the game page says what the table
 * recorded last, so that a wrong entry is seen at once, even where the
 * log panel has no room. When the newest entry ended a turn that could
 * still have done something, the strip says what it gave up and offers
 * Undo for that entry alone: the offer goes with the next change of the
 * game, so it can never take back an entry it does not name. Its height
 * is fixed (the page's toasts show over it), so nothing above it moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-last-entry-bar.h"

struct _TcLastEntryBar
{
  GtkWidget  parent_instance;

  TcGame    *game;
  GtkLabel  *label;
  GtkWidget *undo_button;
};

G_DEFINE_FINAL_TYPE (TcLastEntryBar, tc_last_entry_bar, GTK_TYPE_WIDGET)

static void
show_sentence (TcLastEntryBar *self,
               const char     *sentence,
               gboolean        offers_undo)
{
  gtk_label_set_text (self->label, sentence);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->label), sentence);
  gtk_widget_set_visible (self->undo_button, offers_undo);
}

/* Any change of the game makes the newest entry another: say which, and
 * withdraw an offer to undo the one before.
 */
static void
game_changed_cb (TcLastEntryBar *self)
{
  guint n_entries = tc_game_get_n_entries (self->game);
  g_autofree char *entry = n_entries > 0 ? tc_game_describe_entry (self->game, n_entries - 1) : NULL;
  g_autofree char *sentence = entry != NULL ? g_strdup_printf (_("Last entry: %s"), entry)
                                            : g_strdup (_("No entries yet"));

  show_sentence (self, sentence, FALSE);
}

void
tc_last_entry_bar_set_game (TcLastEntryBar *self,
                            TcGame         *game)
{
  g_return_if_fail (TC_IS_LAST_ENTRY_BAR (self));
  g_return_if_fail (TC_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  game_changed_cb (self);
}

/**
 * tc_last_entry_bar_set_forgone:
 * @sentence: what the newest entry, a turn's end, gave up
 *
 * Says @sentence and offers to undo the newest entry, until the game
 * changes.
 */
void
tc_last_entry_bar_set_forgone (TcLastEntryBar *self,
                               const char     *sentence)
{
  g_autofree char *entry = NULL;
  g_autofree char *undo = NULL;

  g_return_if_fail (TC_IS_LAST_ENTRY_BAR (self));
  g_return_if_fail (self->game != NULL && tc_game_can_undo (self->game));

  entry = tc_game_describe_undo (self->game);
  undo = g_strdup_printf (_("Undo: %s"), entry);
  show_sentence (self, sentence, TRUE);
  gtk_widget_set_tooltip_text (self->undo_button, undo);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->undo_button), GTK_ACCESSIBLE_PROPERTY_LABEL, undo, -1);
}

/* The offer is withdrawn by any change, so while the button shows, the
 * newest entry is the one it names.
 */
static void
undo_clicked_cb (TcLastEntryBar *self)
{
  tc_game_undo (self->game);
}

GtkLabel *
tc_last_entry_bar_get_label (TcLastEntryBar *self)
{
  g_return_val_if_fail (TC_IS_LAST_ENTRY_BAR (self), NULL);

  return self->label;
}

GtkWidget *
tc_last_entry_bar_get_undo_button (TcLastEntryBar *self)
{
  g_return_val_if_fail (TC_IS_LAST_ENTRY_BAR (self), NULL);

  return self->undo_button;
}

static void
tc_last_entry_bar_dispose (GObject *object)
{
  TcLastEntryBar *self = TC_LAST_ENTRY_BAR (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TC_TYPE_LAST_ENTRY_BAR);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tc_last_entry_bar_parent_class)->dispose (object);
}

static void
tc_last_entry_bar_class_init (TcLastEntryBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_last_entry_bar_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-last-entry-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, TcLastEntryBar, label);
  gtk_widget_class_bind_template_child (widget_class, TcLastEntryBar, undo_button);
  gtk_widget_class_bind_template_callback (widget_class, undo_clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "lastentrybar");
}

static void
tc_last_entry_bar_init (TcLastEntryBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
