/* tc-review-view.c: a saved game, read-only, entry by entry
 *
 * The position is how many entries are applied (0 to the number of legal
 * entries). The timeline lists every entry under a heading per turn; the
 * arrow keys, the buttons and the scale move the position; the view shows
 * the sentence of the last applied entry, the table at that point, the
 * chart and the game's statistics (times, and per seat the cards mined,
 * creeper attacks, tools used and crafts, from tc-stats.h). When the log has an illegal entry, the view says which and why.
 * Everything shown is the engine's; the view only lays it out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-review-view.h"
#include "tc-score-chart.h"
#include "tc-stats.h"

struct _TcReviewView
{
  GtkWidget      parent_instance;

  GtkWidget     *paned;
  GtkListBox    *timeline;
  GtkLabel      *problem;
  GtkButton     *back;
  GtkButton     *forward;
  GtkAdjustment *adjustment;
  GtkLabel      *description;
  TcScoreChart  *chart;
  GtkLabel      *statistics;
  GtkLabel      *board;

  TcGame        *game;
  TcScoreTable  *table;
  guint8        *state;
  guint          position;
};

G_DEFINE_FINAL_TYPE (TcReviewView, tc_review_view, GTK_TYPE_WIDGET)

static void
show_position (TcReviewView *self)
{
  TcRuleset *ruleset = tc_game_get_ruleset (self->game);
  g_autofree char *board = NULL;
  g_autofree char *entry = NULL;
  g_autofree char *sentence = NULL;
  GtkListBoxRow *row;

  tc_game_copy_state_at (self->game, self->position, self->state);
  board = tc_ruleset_state_to_text (ruleset, self->state);
  if (self->position > 0)
    {
      entry = tc_game_describe_entry (self->game, self->position - 1);
      sentence = g_strdup_printf ("%u. %s", self->position, entry);
    }
  else
    sentence = g_strdup (_("Before the first entry"));

  gtk_label_set_text (self->board, board);
  gtk_label_set_text (self->description, sentence);
  tc_score_chart_set_position (self->chart, self->position);
  gtk_widget_set_sensitive (GTK_WIDGET (self->back), self->position > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->forward), self->position < tc_game_get_n_applied (self->game));

  row = self->position > 0 ? gtk_list_box_get_row_at_index (self->timeline, self->position - 1) : NULL;
  if (row != gtk_list_box_get_selected_row (self->timeline))
    gtk_list_box_select_row (self->timeline, row);
}

void
tc_review_view_set_position (TcReviewView *self,
                             guint         n_entries)
{
  g_return_if_fail (TC_IS_REVIEW_VIEW (self));

  if (self->game == NULL)
    return;

  self->position = MIN (n_entries, tc_game_get_n_applied (self->game));
  if ((guint) gtk_adjustment_get_value (self->adjustment) != self->position)
    gtk_adjustment_set_value (self->adjustment, self->position);
  show_position (self);
}

guint
tc_review_view_get_position (TcReviewView *self)
{
  g_return_val_if_fail (TC_IS_REVIEW_VIEW (self), 0);

  return self->position;
}

/* The sentence shown for the current position. */
const char *
tc_review_view_get_description (TcReviewView *self)
{
  g_return_val_if_fail (TC_IS_REVIEW_VIEW (self), NULL);

  return gtk_label_get_text (self->description);
}

/* The game's statistics as shown under the chart. */
const char *
tc_review_view_get_statistics (TcReviewView *self)
{
  g_return_val_if_fail (TC_IS_REVIEW_VIEW (self), NULL);

  return gtk_label_get_text (self->statistics);
}

/* Why the game stops before its end, or %NULL. */
const char *
tc_review_view_get_problem (TcReviewView *self)
{
  g_return_val_if_fail (TC_IS_REVIEW_VIEW (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->problem)) ? gtk_label_get_text (self->problem) : NULL;
}

static void
on_back_clicked (TcReviewView *self)
{
  if (self->position > 0)
    tc_review_view_set_position (self, self->position - 1);
}

static void
on_forward_clicked (TcReviewView *self)
{
  tc_review_view_set_position (self, self->position + 1);
}

static void
on_value_changed (TcReviewView *self)
{
  tc_review_view_set_position (self, (guint) gtk_adjustment_get_value (self->adjustment));
}

static void
on_row_selected (TcReviewView  *self,
                 GtkListBoxRow *row)
{
  if (row != NULL)
    tc_review_view_set_position (self, gtk_list_box_row_get_index (row) + 1);
}

static gboolean
on_key_pressed (TcReviewView    *self,
                guint            keyval,
                guint            keycode,
                GdkModifierType  state)
{
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_Up:
      on_back_clicked (self);
      return TRUE;

    case GDK_KEY_Right:
    case GDK_KEY_Down:
      on_forward_clicked (self);
      return TRUE;

    case GDK_KEY_Home:
      tc_review_view_set_position (self, 0);
      return TRUE;

    case GDK_KEY_End:
      tc_review_view_set_position (self, G_MAXUINT);
      return TRUE;

    default:
      return FALSE;
    }
}

/* A heading above the first entry of each turn. */
static void
update_header (GtkListBoxRow *row,
               GtkListBoxRow *before,
               gpointer       user_data)
{
  TcReviewView *self = user_data;
  guint index = gtk_list_box_row_get_index (row);
  guint turn = tc_score_table_find_turn (self->table, index + 1);
  g_autofree char *text = NULL;
  GtkWidget *header;

  if (before != NULL && tc_score_table_find_turn (self->table, index) == turn)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }

  text = g_strdup_printf (_("Turn %u · %s"), turn + 1,
                          tc_ruleset_get_player (tc_game_get_ruleset (self->game),
                                                 tc_score_table_get_seat (self->table, turn)));
  header = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_top (header, 6);
  gtk_widget_set_margin_start (header, 6);
  gtk_list_box_row_set_header (row, header);
}

static void
fill_timeline (TcReviewView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->timeline))) != NULL)
    gtk_list_box_remove (self->timeline, child);

  for (guint i = 0; i < tc_game_get_n_applied (self->game); i++)
    {
      g_autofree char *sentence = tc_game_describe_entry (self->game, i);
      g_autofree char *text = g_strdup_printf ("%u. %s", i + 1, sentence);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_list_box_append (self->timeline, label);
    }
}

static void
show_problem (TcReviewView *self)
{
  const GError *error = tc_game_get_replay_error (self->game);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->problem), error != NULL);
  if (error == NULL)
    return;

  text = g_strdup_printf (_("Entry %u is illegal, so the game stops before it: %s"),
                          tc_game_get_n_applied (self->game) + 1, error->message);
  gtk_label_set_text (self->problem, text);
}

/**
 * tc_review_view_set_game:
 *
 * Shows @game from its last legal entry. The view does not follow later
 * changes of @game.
 */
void
tc_review_view_set_game (TcReviewView *self,
                         TcGame       *game)
{
  g_autofree char *statistics = NULL;

  g_return_if_fail (TC_IS_REVIEW_VIEW (self));
  g_return_if_fail (TC_IS_GAME (game));

  g_set_object (&self->game, game);
  g_clear_pointer (&self->table, tc_score_table_free);
  g_clear_pointer (&self->state, g_free);
  self->table = tc_score_table_new (game);
  self->state = g_malloc (tc_ruleset_get_state_size (tc_game_get_ruleset (game)));

  statistics = tc_stats_to_text (game);
  gtk_label_set_text (self->statistics, statistics);
  fill_timeline (self);
  show_problem (self);
  tc_score_chart_set_game (self->chart, game);
  gtk_adjustment_configure (self->adjustment, 0, 0, tc_game_get_n_applied (game), 1, 10, 0);
  tc_review_view_set_position (self, tc_game_get_n_applied (game));
}

TcGame *
tc_review_view_get_game (TcReviewView *self)
{
  g_return_val_if_fail (TC_IS_REVIEW_VIEW (self), NULL);

  return self->game;
}

static void
tc_review_view_dispose (GObject *object)
{
  TcReviewView *self = TC_REVIEW_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TC_TYPE_REVIEW_VIEW);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tc_review_view_parent_class)->dispose (object);
}

static void
tc_review_view_finalize (GObject *object)
{
  TcReviewView *self = TC_REVIEW_VIEW (object);

  g_clear_pointer (&self->table, tc_score_table_free);
  g_clear_pointer (&self->state, g_free);

  G_OBJECT_CLASS (tc_review_view_parent_class)->finalize (object);
}

static void
tc_review_view_class_init (TcReviewViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_review_view_dispose;
  object_class->finalize = tc_review_view_finalize;

  g_type_ensure (TC_TYPE_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-review-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, paned);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, timeline);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, problem);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, back);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, forward);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, adjustment);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, description);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, chart);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, statistics);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, board);
  gtk_widget_class_bind_template_callback (widget_class, on_back_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_forward_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_value_changed);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "reviewview");
}

static void
tc_review_view_init (TcReviewView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_list_box_set_header_func (self->timeline, update_header, self, NULL);
  g_signal_connect_object (self->timeline, "row-selected", G_CALLBACK (on_row_selected), self, G_CONNECT_SWAPPED);

  /* Capture, so that the arrows step through the game wherever the focus is. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_key_pressed), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
tc_review_view_new (void)
{
  return g_object_new (TC_TYPE_REVIEW_VIEW, NULL);
}
