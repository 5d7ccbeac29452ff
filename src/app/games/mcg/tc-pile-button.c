/* tc-pile-button.c: one resource pile: its top card, cards left, its key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-card-tile.h"
#include "tc-pile-button.h"

struct _TcPileButton
{
  GtkButton   parent_instance;

  guint       number;

  TcCardTile *tile;
  GtkLabel   *count_label;
  GtkLabel   *key_label;
};

G_DEFINE_FINAL_TYPE (TcPileButton, tc_pile_button, GTK_TYPE_BUTTON)

/**
 * tc_pile_button_update:
 * @top: (nullable): the top card id, %NULL while unknown or empty
 * @legality: (nullable): why mining it is illegal now (the engine's
 *   sentence), or %NULL when it is legal
 */
void
tc_pile_button_update (TcPileButton *self,
                       const char   *top,
                       guint         remaining,
                       const char   *legality)
{
  g_autofree char *count = NULL;
  g_autofree char *accessible = NULL;
  g_autofree char *tooltip = NULL;
  const char *top_name;

  g_return_if_fail (TC_IS_PILE_BUTTON (self));

  /* A pile with cards but no known top is waiting for a reveal. */
  tc_card_tile_set_placeholder (self->tile, remaining > 0 ? "?" : NULL);
  tc_card_tile_set_card (self->tile, top);
  count = g_strdup_printf (ngettext ("%u card", "%u cards", remaining), remaining);
  gtk_label_set_text (self->count_label, count);

  top_name = top != NULL ? tc_card_tile_get_name (self->tile) : _("no known top card");
  accessible = g_strdup_printf (_("Resource pile %u: %s, %s"), self->number, top_name, count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);

  if (legality != NULL)
    tooltip = g_strdup (legality);
  else
    tooltip = g_strdup_printf (_("Mine pile %u (%u)"), self->number, self->number);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  gtk_widget_set_sensitive (GTK_WIDGET (self), legality == NULL);
}

const char *
tc_pile_button_get_top (TcPileButton *self)
{
  g_return_val_if_fail (TC_IS_PILE_BUTTON (self), NULL);

  return tc_card_tile_get_card (self->tile);
}

guint
tc_pile_button_get_number (TcPileButton *self)
{
  g_return_val_if_fail (TC_IS_PILE_BUTTON (self), 0);

  return self->number;
}

static void
tc_pile_button_class_init (TcPileButtonClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (TC_TYPE_CARD_TILE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/games/mcg/tc-pile-button.ui");
  gtk_widget_class_bind_template_child (widget_class, TcPileButton, tile);
  gtk_widget_class_bind_template_child (widget_class, TcPileButton, count_label);
  gtk_widget_class_bind_template_child (widget_class, TcPileButton, key_label);
}

static void
tc_pile_button_init (TcPileButton *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tc_pile_button_new (guint number)
{
  TcPileButton *self = g_object_new (TC_TYPE_PILE_BUTTON, NULL);
  g_autofree char *key = g_strdup_printf ("%u", number);

  self->number = number;
  gtk_label_set_text (self->key_label, key);

  return GTK_WIDGET (self);
}
