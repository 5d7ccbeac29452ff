/* tc-win-chart.c: each player's chance of winning across the entries of
 * a game
 *
 * One line per seat in the seat's colour: its win share under random play
 * (docs/estimate.md) at every position, entries along the bottom, the
 * reviewed position marked; hovering shows the position, its entry's
 * sentence and every share. The engine estimates the positions on a copy
 * of the game in a worker thread (tc_game_estimate_positions(), one thread
 * per processor) while a progress bar fills; the result is remembered
 * beside Saved Games (tc-remembered.h), keyed by the game's id and
 * checked against its entries, so a review opened again draws at once.
 * The work starts when the chart is shown and stops when it is hidden.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tc-chart-draw.h"
#include "tc-estimate.h"
#include "tc-log.h"
#include "tc-remembered.h"
#include "tc-win-chart.h"

#define PLAYOUTS      1000
#define SEED          1
#define MARGIN_LEFT   44.0
#define MARGIN_RIGHT  12.0
#define MARGIN_TOP    TC_CHART_MARGIN_TOP
#define MARGIN_BOTTOM 28.0

struct _TcWinChart
{
  GtkWidget       parent_instance;

  GtkWidget      *progress;     /* while the estimate runs */
  GtkWidget      *message;      /* why there is no chart */
  GtkWidget      *area;

  TcGame         *game;
  char           *cache_name;   /* NULL: the game has no id */
  char           *checksum;     /* of the game's entries, checked on reading */
  guint           n_seats;
  guint           n_positions;
  double         *shares;       /* n_positions × n_seats, NULL until ready */
  guint           position;

  GCancellable   *cancellable;
  gint           *done;         /* the running job's progress, shared with it */
  guint           progress_id;
};

G_DEFINE_FINAL_TYPE (TcWinChart, tc_win_chart, GTK_TYPE_WIDGET)

/* Drawing -------------------------------------------------------------------- */

typedef struct
{
  double x, y, width, height;
  guint  n_positions;
} Plot;

static double
plot_x (const Plot *plot,
        guint       position)
{
  return plot->x + plot->width * position / MAX (plot->n_positions - 1, 1);
}

static double
plot_y (const Plot *plot,
        double      share)
{
  return plot->y + plot->height * (1.0 - share);
}

static void
draw_axes (TcWinChart *self,
           cairo_t    *cr,
           const Plot *plot,
           GdkRGBA    *fg)
{
  guint step = MAX (1, plot->n_positions / 8);

  for (guint percent = 0; percent <= 100; percent += 25)
    {
      /* Translators: a win share on the chart's axis; “%%” is a percent sign */
      g_autofree char *label = g_strdup_printf (_("%u %%"), percent);

      tc_chart_draw_gridline (cr, fg, plot->x, plot->width, plot_y (plot, percent / 100.0), percent == 0);
      gdk_cairo_set_source_rgba (cr, fg);
      tc_chart_draw_text (GTK_WIDGET (self), cr, label, plot->x - 6, plot_y (plot, percent / 100.0), 1.0);
    }

  for (guint position = 0; position < plot->n_positions; position += step)
    {
      g_autofree char *label = g_strdup_printf ("%u", position);

      tc_chart_draw_text (GTK_WIDGET (self), cr, label, plot_x (plot, position), plot->y + plot->height + 10, 0.5);
    }

  /* Translators: the label of the win chart's horizontal axis */
  tc_chart_draw_text (GTK_WIDGET (self), cr, _("Entry"), plot->x + plot->width, plot->y + plot->height + 22, 1.0);
}

static void
draw_lines (TcWinChart *self,
            cairo_t    *cr,
            const Plot *plot)
{
  cairo_set_line_width (cr, 2.0);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint seat = 1; seat <= self->n_seats; seat++)
    {
      gdk_cairo_set_source_rgba (cr, tc_chart_get_seat_color (seat));
      for (guint position = 0; position < self->n_positions; position++)
        {
          double x = plot_x (plot, position);
          double y = plot_y (plot, tc_win_chart_get_share (self, position, seat));

          if (position == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      tc_chart_draw_legend (GTK_WIDGET (self), cr, plot->x, plot->width, self->n_seats, seat,
                            tc_ruleset_get_shown_players (tc_game_get_ruleset (self->game))[seat - 1]);
    }
}

static void
draw_cursor (TcWinChart *self,
             cairo_t    *cr,
             const Plot *plot,
             GdkRGBA    *fg)
{
  tc_chart_draw_cursor (cr, fg, plot_x (plot, MIN (self->position, self->n_positions - 1)), plot->y, plot->height);
}

static void
get_plot (TcWinChart *self,
          int         width,
          int         height,
          Plot       *plot)
{
  plot->x = MARGIN_LEFT;
  plot->y = MARGIN_TOP;
  plot->width = MAX (width - MARGIN_LEFT - MARGIN_RIGHT, 1);
  plot->height = MAX (height - MARGIN_TOP - MARGIN_BOTTOM, 1);
  plot->n_positions = self->n_positions;
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  TcWinChart *self = user_data;
  GdkRGBA fg;
  Plot plot;

  if (self->shares == NULL)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  get_plot (self, width, height, &plot);
  draw_axes (self, cr, &plot, &fg);
  draw_cursor (self, cr, &plot, &fg);
  draw_lines (self, cr, &plot);
}

/**
 * tc_win_chart_dup_tooltip:
 * @position: 0 before the first entry, n after the n-th
 *
 * What hovering over @position shows: the entry and every seat's share.
 */
char *
tc_win_chart_dup_tooltip (TcWinChart *self,
                          guint       position)
{
  TcRuleset *ruleset;
  GString *text;

  g_return_val_if_fail (TC_IS_WIN_CHART (self), NULL);
  g_return_val_if_fail (self->shares != NULL && position < self->n_positions, NULL);

  ruleset = tc_game_get_ruleset (self->game);
  text = g_string_new (NULL);
  if (position == 0)
    g_string_append (text, _("Before the first entry"));
  else
    g_string_append_printf (text, "%u. %s", position,
                            tc_timeline_get_sentence (tc_game_get_timeline (self->game), position - 1));
  for (guint seat = 1; seat <= self->n_seats; seat++)
    {
      g_string_append_c (text, '\n');
      /* Translators: a player's chance of winning, in the win chart's tooltip */
      g_string_append_printf (text, _("%s: %.0f %%"), tc_ruleset_get_shown_players (ruleset)[seat - 1],
                              100 * tc_win_chart_get_share (self, position, seat));
    }

  return g_string_free (text, FALSE);
}

static gboolean
on_query_tooltip (TcWinChart *self,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip)
{
  g_autofree char *text = NULL;
  Plot plot;
  double at;

  if (self->shares == NULL)
    return FALSE;

  get_plot (self, gtk_widget_get_width (self->area), gtk_widget_get_height (self->area), &plot);
  at = keyboard ? self->position : (x - plot.x) / plot.width * MAX (plot.n_positions - 1, 1);
  if (at < -0.5 || at > plot.n_positions - 0.5)
    return FALSE;

  text = tc_win_chart_dup_tooltip (self, MIN ((guint) MAX (at + 0.5, 0.0), plot.n_positions - 1));
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* The chart for people who cannot see it: the shares at the position. */
static void
update_description (TcWinChart *self)
{
  g_autofree char *text = NULL;

  if (self->shares != NULL)
    text = tc_win_chart_dup_tooltip (self, MIN (self->position, self->n_positions - 1));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text != NULL ? text : "",
                                  -1);
}

/* Remembering ---------------------------------------------------------------- */

static JsonNode *
shares_to_json (TcWinChart *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "checksum");
  json_builder_add_string_value (builder, self->checksum);
  json_builder_set_member_name (builder, "playouts");
  json_builder_add_int_value (builder, PLAYOUTS);
  json_builder_set_member_name (builder, "seats");
  json_builder_add_int_value (builder, self->n_seats);
  json_builder_set_member_name (builder, "shares");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_positions * self->n_seats; i++)
    json_builder_add_double_value (builder, self->shares[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* The remembered shares, when they are of this game as it stands. */
static gboolean
read_remembered (TcWinChart *self)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;
  JsonArray *shares;

  if (self->cache_name == NULL || (node = tc_remembered_read (self->cache_name)) == NULL ||
      !JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;

  object = json_node_get_object (node);
  shares = json_object_get_array_member (object, "shares");
  if (g_strcmp0 (json_object_get_string_member_with_default (object, "checksum", NULL), self->checksum) != 0 ||
      json_object_get_int_member_with_default (object, "playouts", 0) != PLAYOUTS ||
      json_object_get_int_member_with_default (object, "seats", 0) != self->n_seats ||
      shares == NULL || json_array_get_length (shares) != self->n_positions * self->n_seats)
    return FALSE;

  self->shares = g_new (double, self->n_positions * self->n_seats);
  for (guint i = 0; i < self->n_positions * self->n_seats; i++)
    self->shares[i] = json_array_get_double_element (shares, i);

  return TRUE;
}

static void
remember (TcWinChart *self)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;

  if (self->cache_name == NULL)
    return;

  node = shares_to_json (self);
  /* Only a cache: a failure costs the next review the time again. */
  if (!tc_remembered_write (self->cache_name, node, &error))
    g_warning ("Cannot remember the win chances: %s", error->message);
}

/* Estimating ----------------------------------------------------------------- */

typedef struct
{
  char  *data;     /* the game as saved: the worker replays its own copy */
  gint  *done;     /* positions done, read by the progress bar */
} Job;

static void
job_free (Job *job)
{
  g_free (job->data);
  g_free (job->done);
  g_free (job);
}

static void
count_done (guint    done,
            guint    total,
            gpointer user_data)
{
  g_atomic_int_set ((gint *) user_data, done);
}

static void
estimate_in_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = tc_log_read_data (job->data, strlen (job->data), NULL, &error);
  g_autoptr(TcGame) game = NULL;
  GPtrArray *estimates;

  if (log == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  game = tc_game_new_from_log (log, G_MAXUINT);
  estimates = tc_game_estimate_positions (game, PLAYOUTS, SEED, 0, count_done, job->done, cancellable, &error);
  if (estimates == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, estimates, (GDestroyNotify) g_ptr_array_unref);
}

static gboolean
show_progress (gpointer user_data)
{
  TcWinChart *self = user_data;

  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress),
                                 (double) g_atomic_int_get (self->done) / MAX (self->n_positions, 1));
  return G_SOURCE_CONTINUE;
}

static void
stop_progress (TcWinChart *self)
{
  g_clear_handle_id (&self->progress_id, g_source_remove);
  self->done = NULL;
  gtk_widget_set_visible (self->progress, FALSE);
}

static void
show_ready (TcWinChart *self)
{
  gtk_widget_set_visible (self->area, TRUE);
  update_description (self);
  gtk_widget_queue_draw (self->area);
}

static void
on_estimated (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  TcWinChart *self = TC_WIN_CHART (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) estimates = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  stop_progress (self);
  g_clear_object (&self->cancellable);
  if (estimates == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->message), error->message);
      gtk_widget_set_visible (self->message, TRUE);
      return;
    }

  self->shares = g_new (double, self->n_positions * self->n_seats);
  for (guint i = 0; i < self->n_positions; i++)
    for (guint s = 0; s < self->n_seats; s++)
      self->shares[i * self->n_seats + s] = ((TcEstimate *) estimates->pdata[i])->share[s];

  remember (self);
  show_ready (self);
}

static void
start_estimate (TcWinChart *self)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  if (self->game == NULL || self->shares != NULL || self->cancellable != NULL)
    return;

  job = g_new0 (Job, 1);
  job->data = tc_game_to_data (self->game);
  job->done = g_new0 (gint, 1);
  self->done = job->done;
  self->cancellable = g_cancellable_new ();

  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress), 0);
  gtk_widget_set_visible (self->progress, TRUE);
  self->progress_id = g_timeout_add (100, show_progress, self);

  task = g_task_new (self, self->cancellable, on_estimated, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, estimate_in_thread);
}

static void
stop_estimate (TcWinChart *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  stop_progress (self);
}

/* The work starts when the chart is first shown, not with every review. */
static void
tc_win_chart_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tc_win_chart_parent_class)->map (widget);
  start_estimate (TC_WIN_CHART (widget));
}

/* Leaving the review stops the work: the table needs the processors. */
static void
tc_win_chart_unmap (GtkWidget *widget)
{
  stop_estimate (TC_WIN_CHART (widget));
  GTK_WIDGET_CLASS (tc_win_chart_parent_class)->unmap (widget);
}

static void
tc_win_chart_dispose (GObject *object)
{
  TcWinChart *self = TC_WIN_CHART (object);

  stop_estimate (self);
  g_clear_pointer (&self->progress, gtk_widget_unparent);
  g_clear_pointer (&self->message, gtk_widget_unparent);
  g_clear_pointer (&self->area, gtk_widget_unparent);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tc_win_chart_parent_class)->dispose (object);
}

static void
tc_win_chart_finalize (GObject *object)
{
  TcWinChart *self = TC_WIN_CHART (object);

  g_free (self->cache_name);
  g_free (self->checksum);
  g_free (self->shares);

  G_OBJECT_CLASS (tc_win_chart_parent_class)->finalize (object);
}

static void
tc_win_chart_class_init (TcWinChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_win_chart_dispose;
  object_class->finalize = tc_win_chart_finalize;
  widget_class->map = tc_win_chart_map;
  widget_class->unmap = tc_win_chart_unmap;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "winchart");
}

static void
tc_win_chart_init (TcWinChart *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);

  self->progress = gtk_progress_bar_new ();
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress), _("Playing the game on from every entry…"));
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (self->progress), TRUE);
  gtk_widget_set_valign (self->progress, GTK_ALIGN_CENTER);
  gtk_widget_set_vexpand (self->progress, TRUE);
  gtk_widget_set_visible (self->progress, FALSE);
  gtk_widget_set_parent (self->progress, GTK_WIDGET (self));

  self->message = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_widget_add_css_class (self->message, "dim-label");
  gtk_widget_set_visible (self->message, FALSE);
  gtk_widget_set_parent (self->message, GTK_WIDGET (self));

  self->area = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG, NULL);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->area), 240);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->area), 160);
  gtk_widget_set_vexpand (self->area, TRUE);
  gtk_widget_set_has_tooltip (self->area, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_chart, self, NULL);
  g_signal_connect_swapped (self->area, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chances of winning per entry"),
                                  -1);
  gtk_widget_set_visible (self->area, FALSE);
  gtk_widget_set_parent (self->area, GTK_WIDGET (self));
}

GtkWidget *
tc_win_chart_new (void)
{
  return g_object_new (TC_TYPE_WIN_CHART, NULL);
}

/**
 * tc_win_chart_set_game:
 * @game: (nullable): the game to chart; it is read now, not followed
 *
 * Shows the remembered chances of @game, or estimates them once the chart
 * is shown.
 */
void
tc_win_chart_set_game (TcWinChart *self,
                       TcGame     *game)
{
  g_autofree char *id = NULL;
  g_autofree char *data = NULL;

  g_return_if_fail (TC_IS_WIN_CHART (self));

  stop_estimate (self);
  g_clear_pointer (&self->shares, g_free);
  g_clear_pointer (&self->cache_name, g_free);
  g_clear_pointer (&self->checksum, g_free);
  g_set_object (&self->game, game);
  gtk_widget_set_visible (self->area, FALSE);
  gtk_widget_set_visible (self->message, FALSE);
  self->n_positions = 0;

  if (game == NULL)
    return;

  self->n_seats = tc_ruleset_get_n_players (tc_game_get_ruleset (game));
  self->n_positions = tc_game_get_n_applied (game) + 1;
  self->position = MIN (self->position, self->n_positions - 1);
  data = tc_game_to_data (game);
  self->checksum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, data, -1);
  id = tc_game_dup_id (game);
  if (id != NULL)
    self->cache_name = g_strdup_printf ("win-chances-%s.json", id);

  if (!tc_ruleset_can_play_out (tc_game_get_ruleset (game)))
    {
      /* Translators: %s is a game's name */
      g_autofree char *text = g_strdup_printf (_("Tablecraft cannot estimate the chances of %s."),
                                               tc_ruleset_get_title (tc_game_get_ruleset (game)));

      gtk_label_set_text (GTK_LABEL (self->message), text);
      gtk_widget_set_visible (self->message, TRUE);
    }
  else if (read_remembered (self))
    show_ready (self);
  else if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    start_estimate (self);
}

/* Marks the position after @n_entries entries. */
void
tc_win_chart_set_position (TcWinChart *self,
                           guint       n_entries)
{
  g_return_if_fail (TC_IS_WIN_CHART (self));

  self->position = n_entries;
  if (self->shares != NULL)
    {
      update_description (self);
      gtk_widget_queue_draw (self->area);
    }
}

/* Whether the chances are there to draw (estimated or remembered). */
gboolean
tc_win_chart_is_ready (TcWinChart *self)
{
  g_return_val_if_fail (TC_IS_WIN_CHART (self), FALSE);

  return self->shares != NULL;
}

/* The win share of 1-based @seat at @position, 0–1. */
double
tc_win_chart_get_share (TcWinChart *self,
                        guint       position,
                        guint       seat)
{
  g_return_val_if_fail (TC_IS_WIN_CHART (self), 0);
  g_return_val_if_fail (self->shares != NULL && position < self->n_positions, 0);
  g_return_val_if_fail (seat >= 1 && seat <= self->n_seats, 0);

  return self->shares[position * self->n_seats + seat - 1];
}
