/* tc-score-chart.c: every player's points over the turns of a game
 *
 * One line per seat in the seat's colour, turns along the bottom, points up
 * the side, the target as a dashed line and the reviewed turn marked. The
 * points come from TcScoreTable; the chart only draws them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-chart-draw.h"
#include "tc-score-chart.h"
#include "tc-stats.h"

#define MARGIN_LEFT   36.0
#define MARGIN_RIGHT  12.0
#define MARGIN_TOP    TC_CHART_MARGIN_TOP
#define MARGIN_BOTTOM 28.0

struct _TcScoreChart
{
  GtkWidget     parent_instance;

  TcScoreTable   *table;
  TcRulesetClass *game;     /* for the unit of the scores */
  GStrv         names;
  gint          target;     /* 0 when the ruleset has none */
  guint         turn;       /* the reviewed turn, 0-based */
};

G_DEFINE_FINAL_TYPE (TcScoreChart, tc_score_chart, GTK_TYPE_WIDGET)

/* Scores may be negative: the points axis runs from @bottom (0 or
 * less) to @top (0 or more), with the zero line drawn stronger.
 */
typedef struct
{
  double x, y, width, height;
  guint  n_turns;
  gint   bottom;
  gint   top;
} Plot;

static double
plot_x (const Plot *plot,
        guint       turn)
{
  if (plot->n_turns <= 1)
    return plot->x;

  return plot->x + plot->width * turn / (plot->n_turns - 1);
}

static double
plot_y (const Plot *plot,
        gint        points)
{
  return plot->y + plot->height - plot->height * (points - plot->bottom) / MAX (plot->top - plot->bottom, 1);
}

/* A round step for the points axis so that about four labels fit. */
static gint
points_step (gint range)
{
  static const gint steps[] = { 1, 2, 4, 5, 10, 20, 50 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (range / steps[i] <= 5)
      return steps[i];

  return 100;
}

static void
draw_axes (TcScoreChart *self,
           cairo_t      *cr,
           const Plot   *plot,
           GdkRGBA      *fg)
{
  gint step = points_step (plot->top - plot->bottom);
  guint turn_step = MAX (1, plot->n_turns / 8);

  /* From the first multiple of the step at or below the bottom. */
  for (gint points = -((-plot->bottom + step - 1) / step) * step; points <= plot->top; points += step)
    {
      g_autofree char *label = g_strdup_printf ("%d", points);

      tc_chart_draw_gridline (cr, fg, plot->x, plot->width, plot_y (plot, points), points == 0);
      gdk_cairo_set_source_rgba (cr, fg);
      tc_chart_draw_text (GTK_WIDGET (self), cr, label, plot->x - 6, plot_y (plot, points), 1.0);
    }

  for (guint turn = 0; turn < plot->n_turns; turn += turn_step)
    {
      g_autofree char *label = g_strdup_printf ("%u", turn + 1);

      tc_chart_draw_text (GTK_WIDGET (self), cr, label, plot_x (plot, turn), plot->y + plot->height + 10, 0.5);
    }

  /* Translators: the label of the chart's horizontal axis */
  tc_chart_draw_text (GTK_WIDGET (self), cr, _("Turn"), plot->x + plot->width, plot->y + plot->height + 22, 1.0);
}

static void
draw_target (TcScoreChart *self,
             cairo_t      *cr,
             const Plot   *plot,
             GdkRGBA      *fg)
{
  g_autofree char *label = NULL;
  static const double dash[] = { 6.0, 4.0 };

  if (self->target == 0)
    return;

  cairo_save (cr);
  gdk_cairo_set_source_rgba (cr, fg);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_move_to (cr, plot->x, plot_y (plot, self->target) + 0.5);
  cairo_line_to (cr, plot->x + plot->width, plot_y (plot, self->target) + 0.5);
  cairo_stroke (cr);
  cairo_restore (cr);

  label = g_strdup_printf (_("Target %d"), self->target);
  tc_chart_draw_text (GTK_WIDGET (self), cr, label, plot->x + plot->width, plot_y (plot, self->target) - 9, 1.0);
}

static void
draw_lines (TcScoreChart *self,
            cairo_t      *cr,
            const Plot   *plot)
{
  guint n_seats = tc_score_table_get_n_seats (self->table);

  cairo_set_line_width (cr, 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint seat = 1; seat <= n_seats; seat++)
    {
      /* Lines that would overlap are moved apart by a pixel or two. */
      double offset = (seat - 1.0 - (n_seats - 1) / 2.0) * 1.5;

      gdk_cairo_set_source_rgba (cr, tc_chart_get_seat_color (seat));
      for (guint turn = 0; turn < plot->n_turns; turn++)
        {
          double x = plot_x (plot, turn);
          double y = plot_y (plot, tc_score_table_get_points (self->table, turn, seat)) + offset;

          if (turn == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);

      tc_chart_draw_legend (GTK_WIDGET (self), cr, plot->x, plot->width, n_seats, seat, self->names[seat - 1]);
    }
}

static void
draw_cursor (TcScoreChart *self,
             cairo_t      *cr,
             const Plot   *plot,
             GdkRGBA      *fg)
{
  tc_chart_draw_cursor (cr, fg, plot_x (plot, self->turn), plot->y, plot->height);
}

static void
tc_score_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TcScoreChart *self = TC_SCORE_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;
  GdkRGBA fg;
  Plot plot;

  if (self->table == NULL || tc_score_table_get_n_turns (self->table) == 0 || width <= 0 || height <= 0)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  plot.x = MARGIN_LEFT;
  plot.y = MARGIN_TOP;
  plot.width = MAX (width - MARGIN_LEFT - MARGIN_RIGHT, 1);
  plot.height = MAX (height - MARGIN_TOP - MARGIN_BOTTOM, 1);
  plot.n_turns = tc_score_table_get_n_turns (self->table);
  plot.top = MAX (MAX (tc_score_table_get_max_points (self->table), self->target), 0);
  plot.bottom = MIN (tc_score_table_get_min_points (self->table), 0);
  plot.bottom = -((-plot.bottom + points_step (plot.top - plot.bottom) - 1) / points_step (plot.top - plot.bottom))
                * points_step (plot.top - plot.bottom);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_axes (self, cr, &plot, &fg);
  draw_target (self, cr, &plot, &fg);
  draw_cursor (self, cr, &plot, &fg);
  draw_lines (self, cr, &plot);
  cairo_destroy (cr);
}

static void
tc_score_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 160;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 240;
}

static void
tc_score_chart_finalize (GObject *object)
{
  TcScoreChart *self = TC_SCORE_CHART (object);

  g_clear_pointer (&self->table, tc_score_table_free);
  g_clear_pointer (&self->names, g_strfreev);

  G_OBJECT_CLASS (tc_score_chart_parent_class)->finalize (object);
}

static void
tc_score_chart_class_init (TcScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tc_score_chart_finalize;
  widget_class->snapshot = tc_score_chart_snapshot;
  widget_class->measure = tc_score_chart_measure;

  gtk_widget_class_set_css_name (widget_class, "scorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tc_score_chart_init (TcScoreChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scores per turn"),
                                  -1);
}

GtkWidget *
tc_score_chart_new (void)
{
  return g_object_new (TC_TYPE_SCORE_CHART, NULL);
}

/* The chart for people who cannot see it: the points at the reviewed turn. */
static void
update_description (TcScoreChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (self->table == NULL || tc_score_table_get_n_turns (self->table) == 0)
    g_string_append (text, _("No turn played yet"));
  else
    {
      g_string_append_printf (text, _("After turn %u of %u:"), self->turn + 1,
                              tc_score_table_get_n_turns (self->table));
      for (guint seat = 1; seat <= tc_score_table_get_n_seats (self->table); seat++)
        {
          g_autofree char *score = tc_ruleset_class_format_score (self->game,
                                                                  tc_score_table_get_points (self->table, self->turn, seat));

          /* Translators: one seat's score in the chart's description */
          g_string_append_printf (text, _(" %s %s;"), self->names[seat - 1], score);
        }
      if (self->target > 0)
        g_string_append_printf (text, _(" target %d."), self->target);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

/**
 * tc_score_chart_set_game:
 * @game: (nullable): the game to chart; it is read now, not followed
 */
void
tc_score_chart_set_game (TcScoreChart *self,
                         TcGame       *game)
{
  TcRuleset *ruleset;

  g_return_if_fail (TC_IS_SCORE_CHART (self));

  g_clear_pointer (&self->table, tc_score_table_free);
  g_clear_pointer (&self->names, g_strfreev);
  self->target = 0;
  self->turn = 0;
  self->game = NULL;

  if (game != NULL)
    {
      ruleset = tc_game_get_ruleset (game);
      self->table = tc_score_table_new (game);
      self->names = g_strdupv ((char **) tc_ruleset_get_shown_players (ruleset));
      self->game = tc_ruleset_get_class (ruleset);
      self->target = tc_ruleset_get_target_score (ruleset);
      self->turn = tc_score_table_find_turn (self->table, tc_game_get_n_applied (game));
    }

  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Marks the turn that the state after @n_entries entries belongs to. */
void
tc_score_chart_set_position (TcScoreChart *self,
                             guint         n_entries)
{
  g_return_if_fail (TC_IS_SCORE_CHART (self));

  if (self->table == NULL)
    return;

  self->turn = tc_score_table_find_turn (self->table, n_entries);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The points that win, drawn as a dashed line; 0 when there is none. */
gint
tc_score_chart_get_target (TcScoreChart *self)
{
  g_return_val_if_fail (TC_IS_SCORE_CHART (self), 0);

  return self->target;
}
