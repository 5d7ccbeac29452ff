/* tc-review-view.c: a saved game, read-only, entry by entry
 *
 * The position is how many entries are applied (0 to the number of legal
 * entries). The timeline lists every entry under a heading per turn; the
 * arrow keys, the buttons and the scale move the position; the view shows
 * the sentence of the last applied entry, the table at that point drawn
 * by the game's own table view (read-only), the score chart and the
 * game's statistics (times, and per seat what the game counts, from
 * tc-stats.h). When the log has an illegal entry, the view says which
 * and why.
 * Everything shown is the engine's; the view only lays it out.
 *
 * The keys are shortcuts of the review.* actions, caught before the
 * focused child sees them; the timeline scrolls to keep the selected
 * entry in sight, once the rows have their place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tc-bgstats-dialog.h"
#include "tc-label.h"
#include "tc-review-view.h"
#include "tc-score-chart.h"
#include "tc-stats.h"
#include "tc-table-views.h"
#include "tc-text.h"
#include "tc-win-chart.h"

/* The timeline's share of the view: its width beside the table, or its
 * height above it in a narrow window, where beside it the table would
 * have no room (the handle moves it).
 */
#define TIMELINE_WIDTH 320
#define TIMELINE_HEIGHT 180

struct _TcReviewView
{
  GtkWidget          parent_instance;

  GtkWidget         *paned;
  GtkScrolledWindow *timeline_window;
  GtkListBox        *timeline;
  GtkLabel          *problem;
  GtkBox            *controls;
  GtkWidget         *previous_button;
  GtkWidget         *scale;
  GtkAdjustment     *adjustment;
  GtkLabel          *description;
  TcScoreChart      *chart;
  TcWinChart        *win_chart;
  GtkBox            *statistics_box;
  char              *statistics;     /* the same, as text */
  AdwBin            *board;
  TcTableView       *table_view;

  TcGame            *game;
  TcTimeline        *entries;   /* the game's: headings and sentences */
  guint8            *state;
  guint              position;
  guint              scroll_tick;   /* a pending scroll to the selected entry */
};

G_DEFINE_FINAL_TYPE (TcReviewView, tc_review_view, GTK_TYPE_WIDGET)

enum {
  CORRECT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Scrolls the timeline so that the selected entry (with its turn's
 * heading) or, before the first entry, the top is in sight. A new row has
 * no size until it is laid out: then this waits for the next frame.
 */
static gboolean
scroll_to_selected (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  TcReviewView *self = TC_REVIEW_VIEW (widget);
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (self->timeline_window);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->timeline);
  GtkWidget *header;
  graphene_rect_t bounds;
  double top;

  if (row == NULL)
    {
      gtk_adjustment_set_value (vadjustment, gtk_adjustment_get_lower (vadjustment));
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }

  if (gtk_widget_get_height (GTK_WIDGET (row)) == 0 ||
      !gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->timeline), &bounds))
    return G_SOURCE_CONTINUE;

  top = bounds.origin.y;
  header = gtk_list_box_row_get_header (row);
  if (header != NULL && gtk_widget_get_height (header) > 0)
    top -= gtk_widget_get_height (header);

  gtk_adjustment_clamp_page (vadjustment, top, bounds.origin.y + bounds.size.height);
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Also when the timeline is laid out anew, which may move the rows or
 * reset the scrolling.
 */
static void
queue_scroll_to_selected (TcReviewView *self)
{
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_selected, NULL, NULL);
}

static void
show_position (TcReviewView *self)
{
  g_autofree char *entry = NULL;
  g_autofree char *sentence = NULL;
  GtkListBoxRow *row;

  tc_game_copy_state_at (self->game, self->position, self->state);
  if (self->position > 0)
    {
      entry = tc_game_describe_entry (self->game, self->position - 1);
      sentence = g_strdup_printf ("%u. %s", self->position, entry);
    }
  else
    sentence = g_strdup (_("Before the first entry"));

  tc_table_view_show_state (self->table_view, self->state);
  gtk_label_set_text (self->description, sentence);
  tc_score_chart_set_position (self->chart, self->position);
  tc_win_chart_set_position (self->win_chart, self->position);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.previous", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.correct", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.next",
                                 self->position < tc_game_get_n_applied (self->game));

  row = self->position > 0 ? gtk_list_box_get_row_at_index (self->timeline, self->position - 1) : NULL;
  if (row != gtk_list_box_get_selected_row (self->timeline))
    gtk_list_box_select_row (self->timeline, row);
  queue_scroll_to_selected (self);
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

/* One counted thing of a seat: "what: value" as a row titled "What" with
 * the value at its end.
 */
static GtkWidget *
new_statistic_row (const char *line)
{
  const char *colon = strstr (line, ": ");
  g_autofree char *name = g_strndup (line, colon != NULL ? (gsize) (colon - line) : strlen (line));
  g_autofree char *title = tc_text_capitalize (name);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (colon != NULL)
    {
      GtkWidget *value = gtk_label_new (colon + 2);

      gtk_label_set_wrap (GTK_LABEL (value), TRUE);
      gtk_label_set_xalign (GTK_LABEL (value), 1);
      gtk_label_set_selectable (GTK_LABEL (value), TRUE);
      gtk_widget_add_css_class (value, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
    }

  return row;
}

/* A heading over a group of rows, as preferences pages have them. */
static GtkWidget *
new_statistics_heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_add_css_class (label, "heading");

  return label;
}

/* The engine's statistics set out as rows: the turns played, then per
 * seat a boxed list of what the game counts.
 */
static void
show_statistics (TcReviewView *self)
{
  TcRuleset *ruleset = tc_game_get_ruleset (self->game);
  g_autofree char *turns = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->statistics_box))) != NULL)
    gtk_box_remove (self->statistics_box, child);

  g_free (self->statistics);
  self->statistics = tc_stats_to_text (self->game);
  /* The first line of the text is the turns played. */
  turns = g_strndup (self->statistics, strcspn (self->statistics, "\n"));
  gtk_box_append (self->statistics_box, new_statistics_heading (turns));

  for (guint seat = 1; seat <= tc_ruleset_get_n_players (ruleset); seat++)
    {
      g_auto(GStrv) lines = tc_stats_dup_seat_lines (self->game, seat);
      GtkWidget *list;

      gtk_box_append (self->statistics_box, new_statistics_heading (tc_ruleset_get_player (ruleset, seat)));
      if (lines[0] == NULL)
        continue;

      list = gtk_list_box_new ();
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      for (guint i = 0; lines[i] != NULL; i++)
        gtk_list_box_append (GTK_LIST_BOX (list), new_statistic_row (lines[i]));
      gtk_box_append (self->statistics_box, list);
    }
}

/* The game's statistics as shown under the chart. */
const char *
tc_review_view_get_statistics (TcReviewView *self)
{
  g_return_val_if_fail (TC_IS_REVIEW_VIEW (self), NULL);

  return self->statistics;
}

/* Why the game stops before its end, or %NULL. */
const char *
tc_review_view_get_problem (TcReviewView *self)
{
  g_return_val_if_fail (TC_IS_REVIEW_VIEW (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->problem)) ? gtk_label_get_text (self->problem) : NULL;
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TcReviewView *self = TC_REVIEW_VIEW (widget);

  if (g_str_equal (action_name, "review.previous"))
    tc_review_view_set_position (self, self->position > 0 ? self->position - 1 : 0);
  else if (g_str_equal (action_name, "review.next"))
    tc_review_view_set_position (self, self->position + 1);
  else if (g_str_equal (action_name, "review.first"))
    tc_review_view_set_position (self, 0);
  else
    tc_review_view_set_position (self, G_MAXUINT);
}

static void
correct_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TcReviewView *self = TC_REVIEW_VIEW (widget);

  if (self->position > 0)
    g_signal_emit (self, signals[CORRECT], 0, self->position - 1);
}

/* Only a finished game has the winners and ranks BG Stats records. */
static void
send_to_bgstats_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TcReviewView *self = TC_REVIEW_VIEW (widget);
  TcBgstatsDialog *dialog;

  if (self->game == NULL || !tc_game_is_finished (self->game))
    return;

  dialog = tc_bgstats_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), self->game);
  gtk_window_present (GTK_WINDOW (dialog));
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

/* The keys that step through the game, wherever the focus is. */
static const struct
{
  guint       keyval;
  const char *action_name;
} step_keys[] = {
  { GDK_KEY_Left, "review.previous" },
  { GDK_KEY_Up, "review.previous" },
  { GDK_KEY_Right, "review.next" },
  { GDK_KEY_Down, "review.next" },
  { GDK_KEY_Home, "review.first" },
  { GDK_KEY_End, "review.last" },
};

static void
add_step_shortcuts (TcReviewView *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (step_keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (step_keys[i].keyval, 0),
                                                            gtk_named_action_new (step_keys[i].action_name)));

  /* Capture, so that the focused scale or list does not take the arrows. */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

/* A heading above the first entry of each turn, the timeline's, as the
 * live log panel has it.
 */
static void
update_header (GtkListBoxRow *row,
               GtkListBoxRow *before,
               gpointer       user_data)
{
  TcReviewView *self = user_data;
  guint index = gtk_list_box_row_get_index (row);
  g_autofree char *text = NULL;
  GtkWidget *header;

  if (before != NULL &&
      tc_timeline_get_turn (self->entries, index - 1) == tc_timeline_get_turn (self->entries, index))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }

  text = tc_timeline_dup_heading (self->entries, index);
  header = GTK_WIDGET (tc_label_new_wrapping (text, "heading", GTK_ACCESSIBLE_ROLE_HEADING));
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

  for (guint i = 0; i < tc_timeline_get_n_entries (self->entries); i++)
    {
      g_autofree char *text = g_strdup_printf ("%u. %s", i + 1, tc_timeline_get_sentence (self->entries, i));
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
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
  g_return_if_fail (TC_IS_REVIEW_VIEW (self));
  g_return_if_fail (TC_IS_GAME (game));

  g_set_object (&self->game, game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.send-to-bgstats", tc_game_is_finished (game));
  g_clear_pointer (&self->state, g_free);
  g_set_object (&self->entries, tc_game_get_timeline (game));
  self->state = g_malloc (tc_ruleset_get_state_size (tc_game_get_ruleset (game)));

  /* The game's own table, shown read-only at the position. */
  self->table_view = tc_table_views_new (game);
  tc_table_view_set_read_only (self->table_view, TRUE);
  adw_bin_set_child (self->board, GTK_WIDGET (self->table_view));

  show_statistics (self);
  fill_timeline (self);
  show_problem (self);
  tc_score_chart_set_game (self->chart, game);
  tc_win_chart_set_game (self->win_chart, game);
  gtk_adjustment_configure (self->adjustment, 0, 0, tc_game_get_n_applied (game), 1, 10, 0);
  tc_review_view_set_position (self, tc_game_get_n_applied (game));
}

/* The scale between the arrows, or in a narrow window on a line of its
 * own above them: beside the buttons it would have no room there, and
 * in long languages the row would widen the window.
 */
static void
place_scale (TcReviewView *self,
             gboolean      narrow)
{
  GtkWidget *scale = self->scale;
  GtkWidget *column = gtk_widget_get_parent (GTK_WIDGET (self->controls));

  if ((gtk_widget_get_parent (scale) == column) == narrow)
    return;

  g_object_ref (scale);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (scale)), scale);
  if (narrow)
    gtk_box_insert_child_after (GTK_BOX (column), scale, GTK_WIDGET (self->problem));
  else
    gtk_box_insert_child_after (self->controls, scale, self->previous_button);
  g_object_unref (scale);

  gtk_widget_set_margin_start (scale, narrow ? 12 : 0);
  gtk_widget_set_margin_end (scale, narrow ? 12 : 0);
  gtk_widget_set_halign (GTK_WIDGET (self->controls), narrow ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
}

/* In a narrow window the timeline goes above the table instead of beside it. */
void
tc_review_view_set_narrow (TcReviewView *self,
                           gboolean      narrow)
{
  g_return_if_fail (TC_IS_REVIEW_VIEW (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->paned),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_paned_set_position (GTK_PANED (self->paned), narrow ? TIMELINE_HEIGHT : TIMELINE_WIDTH);
  place_scale (self, narrow);
}

/* Returns: (transfer none) (nullable): the game's table at the position */
TcTableView *
tc_review_view_get_table_view (TcReviewView *self)
{
  g_return_val_if_fail (TC_IS_REVIEW_VIEW (self), NULL);

  return self->table_view;
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

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), TC_TYPE_REVIEW_VIEW);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tc_review_view_parent_class)->dispose (object);
}

static void
tc_review_view_finalize (GObject *object)
{
  TcReviewView *self = TC_REVIEW_VIEW (object);

  g_clear_object (&self->entries);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->statistics, g_free);

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
  g_type_ensure (TC_TYPE_WIN_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-review-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, paned);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, timeline_window);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, timeline);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, problem);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, controls);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, previous_button);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, scale);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, adjustment);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, description);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, chart);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, win_chart);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, statistics_box);
  gtk_widget_class_bind_template_child (widget_class, TcReviewView, board);
  gtk_widget_class_bind_template_callback (widget_class, on_value_changed);

  gtk_widget_class_install_action (widget_class, "review.previous", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.next", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.last", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.correct", NULL, correct_action);
  gtk_widget_class_install_action (widget_class, "review.send-to-bgstats", NULL, send_to_bgstats_action);

  /**
   * TcReviewView::correct:
   * @index: the entry shown, 0-based
   *
   * The table asks to correct the entry it is looking at. The view is
   * read-only: the window opens the game to correct it there.
   */
  signals[CORRECT] = g_signal_new ("correct", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "reviewview");
}

static void
tc_review_view_init (TcReviewView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.send-to-bgstats", FALSE);

  tc_review_view_set_narrow (self, FALSE);
  gtk_list_box_set_header_func (self->timeline, update_header, self, NULL);
  g_signal_connect_object (self->timeline, "row-selected", G_CALLBACK (on_row_selected), self, G_CONNECT_SWAPPED);
  add_step_shortcuts (self);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->timeline_window), "changed",
                           G_CALLBACK (queue_scroll_to_selected), self, G_CONNECT_SWAPPED);
}

GtkWidget *
tc_review_view_new (void)
{
  return g_object_new (TC_TYPE_REVIEW_VIEW, NULL);
}
