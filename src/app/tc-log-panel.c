/* tc-log-panel.c: every entry of the game in plain words, grouped by turn
 *
 * Selecting an entry offers "Correct…", which the game view answers with
 * an entry editor.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-label.h"
#include "tc-log-panel.h"

struct _TcLogPanel
{
  GtkWidget   parent_instance;

  TcGame     *game;

  GtkListBox *list;
  GtkButton  *correct_button;
  GtkWidget  *scroller;
};

G_DEFINE_FINAL_TYPE (TcLogPanel, tc_log_panel, GTK_TYPE_WIDGET)

enum {
  CORRECT,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

/* @marks: what the engine says the entry means (an alert is highlighted) */
static GtkWidget *
new_entry_row (TcLogPanel   *self,
               guint         index,
               guint         turn,
               guint         round,
               guint         seat,
               TcEntryMarks  marks)
{
  g_autofree char *text = tc_game_describe_entry (self->game, index);
  g_autofree char *label_text = NULL;
  g_autofree char *turn_title = NULL;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label;

  if (index >= tc_game_get_n_applied (self->game) && tc_game_get_replay_error (self->game) != NULL)
    label_text = g_strdup_printf (_("%u. %s — illegal: %s"), index + 1, text,
                                  index == tc_game_get_n_applied (self->game)
                                  ? tc_game_get_replay_error (self->game)->message : _("after an illegal entry"));
  else
    label_text = g_strdup_printf ("%u. %s", index + 1, text);

  label = gtk_label_new (label_text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);

  if (marks & TC_ENTRY_MARK_ALERT)
    gtk_widget_add_css_class (row, "alert");
  if (index >= tc_game_get_n_applied (self->game))
    gtk_widget_add_css_class (row, "error");

  g_object_set_data (G_OBJECT (row), "tc-index", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (row), "tc-turn", GUINT_TO_POINTER (turn));
  if (turn == 0 || seat == 0)
    turn_title = g_strdup (_("Setup"));
  else if (round > 0)
    turn_title = g_strdup_printf (_("Round %u · Turn %u · %s"), round, turn,
                                  tc_ruleset_get_player (tc_game_get_ruleset (self->game), seat));
  else
    turn_title = g_strdup_printf (_("Turn %u · %s"), turn,
                                  tc_ruleset_get_player (tc_game_get_ruleset (self->game), seat));
  g_object_set_data_full (G_OBJECT (row), "tc-turn-title", g_steal_pointer (&turn_title), g_free);

  return row;
}

/* Each row carries the title of its turn, so that the header never reads
 * the game (rows of a previous game may still be there while it changes).
 */
static void
header_func (GtkListBoxRow *row,
             GtkListBoxRow *before,
             gpointer       user_data)
{
  guint turn = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "tc-turn"));
  const char *title = g_object_get_data (G_OBJECT (row), "tc-turn-title");
  GtkWidget *header;

  if (before != NULL && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (before), "tc-turn")) == turn)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }

  /* Wraps: a 64-character name is shown whole without widening the
   * window past a phone's screen.
   */
  header = GTK_WIDGET (tc_label_new_wrapping (title, "heading", GTK_ACCESSIBLE_ROLE_HEADING));
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 12);
  gtk_widget_set_margin_top (header, 12);
  gtk_widget_set_margin_bottom (header, 4);
  gtk_list_box_row_set_header (row, header);
}

/* Turns are counted by the entries the engine marks as ending one; the
 * seat and round are the engine's before the entry.
 */
static void
rebuild (TcLogPanel *self)
{
  g_autofree guint8 *before = NULL;
  g_autofree guint8 *after = NULL;
  TcRuleset *ruleset;
  GtkWidget *child;
  gsize size;
  guint turn = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);

  if (self->game == NULL)
    return;

  ruleset = tc_game_get_ruleset (self->game);
  size = tc_ruleset_get_state_size (ruleset);
  before = g_malloc (size);
  after = g_malloc (size);
  tc_game_copy_state_at (self->game, 0, before);

  for (guint i = 0; i < tc_game_get_n_entries (self->game); i++)
    {
      TcEntry *entry = tc_game_get_entry (self->game, i);
      guint seat = tc_ruleset_get_active_seat (ruleset, before);
      TcEntryMarks marks = TC_ENTRY_MARK_NONE;
      gboolean applied = i < tc_game_get_n_applied (self->game);

      memcpy (after, before, size);
      if (applied && tc_ruleset_apply_entry (ruleset, after, entry, NULL))
        marks = tc_ruleset_get_entry_marks (ruleset, before, after, entry);
      if (seat > 0 && turn == 0)
        turn = 1;
      gtk_list_box_append (self->list, new_entry_row (self, i, turn, tc_ruleset_get_round (ruleset, before),
                                                      seat, marks));
      if (marks & TC_ENTRY_MARK_TURN_END)
        turn++;
      memcpy (before, after, size);
    }

  gtk_widget_set_sensitive (GTK_WIDGET (self->correct_button), FALSE);
}

/* Once the new rows are measured, show the newest entry. */
static gboolean
scroll_to_end_cb (gpointer user_data)
{
  TcLogPanel *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));

  return G_SOURCE_REMOVE;
}

static void
game_changed_cb (TcLogPanel *self)
{
  rebuild (self);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_to_end_cb, g_object_ref (self), g_object_unref);
}

static void
row_selected_cb (TcLogPanel *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->correct_button),
                            gtk_list_box_get_selected_row (self->list) != NULL);
}

static void
correct_clicked_cb (TcLogPanel *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);

  if (row != NULL)
    g_signal_emit (self, signals [CORRECT], 0,
                   GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "tc-index")));
}

void
tc_log_panel_set_game (TcLogPanel *self,
                       TcGame     *game)
{
  g_return_if_fail (TC_IS_LOG_PANEL (self));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);

  rebuild (self);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_to_end_cb, g_object_ref (self), g_object_unref);
}

GtkListBox *
tc_log_panel_get_list (TcLogPanel *self)
{
  g_return_val_if_fail (TC_IS_LOG_PANEL (self), NULL);

  return self->list;
}

void
tc_log_panel_select_entry (TcLogPanel *self,
                           guint       index)
{
  g_return_if_fail (TC_IS_LOG_PANEL (self));

  gtk_list_box_select_row (self->list, gtk_list_box_get_row_at_index (self->list, index));
}

static void
tc_log_panel_dispose (GObject *object)
{
  TcLogPanel *self = TC_LOG_PANEL (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_LOG_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_log_panel_parent_class)->dispose (object);
}

static void
tc_log_panel_class_init (TcLogPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_log_panel_dispose;

  /**
   * TcLogPanel::correct:
   * @index: the 0-based entry to correct
   */
  signals [CORRECT] = g_signal_new ("correct", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-log-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TcLogPanel, list);
  gtk_widget_class_bind_template_child (widget_class, TcLogPanel, correct_button);
  gtk_widget_class_bind_template_child (widget_class, TcLogPanel, scroller);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, correct_clicked_cb);
}

static void
tc_log_panel_init (TcLogPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->list, header_func, self, NULL);
}
