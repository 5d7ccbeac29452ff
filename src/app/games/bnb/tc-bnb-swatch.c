/* tc-bnb-swatch.c: a colour of the data (a biome, a block) with the
 * letters that go with it
 *
 * The colour comes from the data file, so it is drawn here rather than
 * named in a stylesheet; the letters are black or white, whichever reads
 * on it. Colour is never the only cue: the letters say the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-bnb-swatch.h"

#define CORNER_RADIUS 6
/* Above this luminance a colour takes black letters, below it white. */
#define LIGHT_LUMINANCE 0.5

struct _TcBnbSwatch
{
  GtkWidget  parent_instance;

  gboolean   has_color;
  GdkRGBA    color;
  GtkLabel  *label;
};

G_DEFINE_FINAL_TYPE (TcBnbSwatch, tc_bnb_swatch, GTK_TYPE_WIDGET)

static gboolean
is_light (const GdkRGBA *color)
{
  return 0.2126 * color->red + 0.7152 * color->green + 0.0722 * color->blue > LIGHT_LUMINANCE;
}

static void
set_letter_color (TcBnbSwatch *self)
{
  g_autoptr(PangoAttrList) attributes = NULL;
  guint16 level;

  if (!self->has_color)
    {
      gtk_label_set_attributes (self->label, NULL);
      return;
    }

  level = is_light (&self->color) ? 0 : G_MAXUINT16;
  attributes = pango_attr_list_new ();
  pango_attr_list_insert (attributes, pango_attr_foreground_new (level, level, level));
  gtk_label_set_attributes (self->label, attributes);
}

/**
 * tc_bnb_swatch_set:
 * @color: (nullable): a CSS colour from the data; %NULL draws none
 * @markup: the letters shown on it, as Pango markup
 */
void
tc_bnb_swatch_set (TcBnbSwatch *self,
                   const char  *color,
                   const char  *markup)
{
  g_return_if_fail (TC_IS_BNB_SWATCH (self));

  self->has_color = color != NULL && gdk_rgba_parse (&self->color, color);
  gtk_label_set_markup (self->label, markup);
  set_letter_color (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tc_bnb_swatch_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TcBnbSwatch *self = TC_BNB_SWATCH (widget);

  if (self->has_color)
    {
      const GdkRGBA edge = { 0, 0, 0, 0.25 };
      const GdkRGBA edges[4] = { edge, edge, edge, edge };
      const float widths[4] = { 1, 1, 1, 1 };
      GskRoundedRect shape;

      gsk_rounded_rect_init_from_rect (&shape,
                                       &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                            gtk_widget_get_height (widget)),
                                       CORNER_RADIUS);
      gtk_snapshot_push_rounded_clip (snapshot, &shape);
      gtk_snapshot_append_color (snapshot, &self->color, &shape.bounds);
      gtk_snapshot_pop (snapshot);
      /* A light colour (snow, sand) would melt into a light window. */
      gtk_snapshot_append_border (snapshot, &shape, widths, edges);
    }

  GTK_WIDGET_CLASS (tc_bnb_swatch_parent_class)->snapshot (widget, snapshot);
}

static void
tc_bnb_swatch_dispose (GObject *object)
{
  TcBnbSwatch *self = TC_BNB_SWATCH (object);

  g_clear_pointer ((GtkWidget **) &self->label, gtk_widget_unparent);

  G_OBJECT_CLASS (tc_bnb_swatch_parent_class)->dispose (object);
}

static void
tc_bnb_swatch_class_init (TcBnbSwatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_bnb_swatch_dispose;
  widget_class->snapshot = tc_bnb_swatch_snapshot;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bnbswatch");
}

static void
tc_bnb_swatch_init (TcBnbSwatch *self)
{
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_justify (self->label, GTK_JUSTIFY_CENTER);
  gtk_widget_set_parent (GTK_WIDGET (self->label), GTK_WIDGET (self));
}

GtkWidget *
tc_bnb_swatch_new (void)
{
  return g_object_new (TC_TYPE_BNB_SWATCH, NULL);
}
