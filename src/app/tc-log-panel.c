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

  /* Whether the newest entry stays in view as rows come and are measured;
   * scrolling back through older entries stops it until the next entry.
   */
  gboolean    follows_newest;
  guint       scroll_source;
};

G_DEFINE_FINAL_TYPE (TcLogPanel, tc_log_panel, GTK_TYPE_WIDGET)

enum {
  CORRECT,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

/* The turn of entry @index in the timeline; an entry that did not replay
 * stays with the last legal one.
 */
static guint
row_turn_index (TcLogPanel *self,
                guint       index)
{
  return MIN (index, tc_game_get_n_applied (self->game) - 1);
}

static char *
dup_row_text (TcLogPanel *self,
              guint       index)
{
  g_autofree char *text = tc_game_describe_entry (self->game, index);

  if (index < tc_game_get_n_applied (self->game))
    return g_strdup_printf ("%u. %s", index + 1, text);

  return g_strdup_printf (_("%u. %s — illegal: %s"), index + 1, text,
                          index == tc_game_get_n_applied (self->game)
                          ? tc_game_get_replay_error (self->game)->message : _("after an illegal entry"));
}

/* A row for entry @index, with its turn and the turn's heading from the
 * game's timeline, as the review and the summary head it. An alert is
 * highlighted, an entry that did not replay marked as an error.
 */
static GtkWidget *
new_entry_row (TcLogPanel *self,
               guint       index)
{
  TcTimeline *timeline = tc_game_get_timeline (self->game);
  gboolean applied = index < tc_game_get_n_applied (self->game);
  g_autofree char *label_text = dup_row_text (self, index);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label;
  guint turn = 0;
  char *heading;

  label = gtk_label_new (label_text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);

  if (applied && (tc_timeline_get_marks (timeline, index) & TC_ENTRY_MARK_ALERT))
    gtk_widget_add_css_class (row, "alert");
  if (!applied)
    gtk_widget_add_css_class (row, "error");

  if (tc_game_get_n_applied (self->game) > 0)
    {
      turn = tc_timeline_get_turn (timeline, row_turn_index (self, index));
      heading = tc_timeline_dup_heading (timeline, row_turn_index (self, index));
    }
  else
    heading = g_strdup (_("Setup"));

  g_object_set_data (G_OBJECT (row), "tc-index", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (row), "tc-turn", GUINT_TO_POINTER (turn));
  g_object_set_data_full (G_OBJECT (row), "tc-turn-title", heading, g_free);

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

/* Replaces the @removed rows from @position on by rows for the @added
 * entries there, as the game's "changed" signal says; the other rows stay
 * as they are.
 */
static void
replace_rows (TcLogPanel *self,
              guint       position,
              guint       removed,
              guint       added)
{
  GtkListBoxRow *row;

  for (guint i = 0; i < removed; i++)
    if ((row = gtk_list_box_get_row_at_index (self->list, position)) != NULL)
      gtk_list_box_remove (self->list, GTK_WIDGET (row));

  for (guint i = 0; self->game != NULL && i < added; i++)
    gtk_list_box_insert (self->list, new_entry_row (self, position + i), position + i);

  gtk_widget_set_sensitive (GTK_WIDGET (self->correct_button),
                            gtk_list_box_get_selected_row (self->list) != NULL);
}

static guint
count_rows (TcLogPanel *self)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child);

  return n;
}

static void
scroll_to_newest (TcLogPanel *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));

  self->follows_newest = TRUE;
  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
}

static gboolean
scroll_to_newest_cb (gpointer user_data)
{
  TcLogPanel *self = user_data;

  self->scroll_source = 0;
  scroll_to_newest (self);

  return G_SOURCE_REMOVE;
}

/* Rows are measured only once they are shown (the panel may still be
 * hidden when a saved game opens): follow every new height, not one idle.
 * The height changes while the viewport is allocated, which must not move
 * its child then: scroll once that is done.
 */
static void
upper_changed_cb (TcLogPanel *self)
{
  if (self->follows_newest && self->scroll_source == 0)
    self->scroll_source = g_idle_add (scroll_to_newest_cb, self);
}

static void
value_changed_cb (TcLogPanel    *self,
                  GtkAdjustment *adjustment)
{
  double end = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);

  self->follows_newest = gtk_adjustment_get_value (adjustment) >= end - 1;
}

static void
game_changed_cb (TcLogPanel *self,
                 guint       position,
                 guint       removed,
                 guint       added)
{
  replace_rows (self, position, removed, added);
  scroll_to_newest (self);
}

/* Also emitted while the panel is disposed, its list already let go. */
static void
row_selected_cb (TcLogPanel *self)
{
  if (self->list == NULL)
    return;
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

  replace_rows (self, 0, count_rows (self), game != NULL ? tc_game_get_n_entries (game) : 0);
  scroll_to_newest (self);
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
  GtkWidget *child;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->scroll_source, g_source_remove);

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
  GtkAdjustment *adjustment;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->list, header_func, self, NULL);

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  g_signal_connect_object (adjustment, "notify::upper", G_CALLBACK (upper_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "notify::page-size", G_CALLBACK (upper_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (value_changed_cb), self, G_CONNECT_SWAPPED);
}
