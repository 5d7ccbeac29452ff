/* tc-mcg-pile-button.c: one resource pile: its top card, cards left, its key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-mcg-card-tile.h"
#include "tc-mcg-pile-button.h"

struct _TcMcgPileButton
{
  GtkButton   parent_instance;

  guint       number;
  char       *top;       /* the entered top card */
  char       *typed;     /* a card typed for it, not entered yet */
  guint       remaining;

  TcMcgCardTile *tile;
  GtkLabel   *count_label;
  GtkLabel   *short_count_label;
  GtkLabel   *key_label;
};

G_DEFINE_FINAL_TYPE (TcMcgPileButton, tc_mcg_pile_button, GTK_TYPE_BUTTON)

/* Replaces *@str by a copy of @value; returns whether it changed. */
static gboolean
set_str (char       **str,
         const char  *value)
{
  if (g_strcmp0 (*str, value) == 0)
    return FALSE;

  g_free (*str);
  *str = g_strdup (value);
  return TRUE;
}

/* The accessible label: what the pile shows, and a card typed for it. */
static void
update_label (TcMcgPileButton *self)
{
  g_autofree char *cards = g_strdup_printf (ngettext ("%u card", "%u cards", self->remaining), self->remaining);
  /* As wide as two digits (a figure space before one), so that every pile
   * shows the long or every pile the short count, never some of each. */
  g_autofree char *count = g_strconcat (self->remaining < 10 ? "\u2007" : "", cards, NULL);
  g_autofree char *short_count = g_strdup_printf ("%u", self->remaining);
  g_autofree char *accessible = NULL;
  const char *top_name;

  gtk_label_set_text (self->count_label, count);
  gtk_label_set_text (self->short_count_label, short_count);
  if (self->typed != NULL)
    {
      accessible = g_strdup_printf (_("Resource pile %u: %s typed, not entered yet, %s"), self->number,
                                    tc_mcg_card_tile_get_name (self->tile), count);
    }
  else
    {
      top_name = self->top != NULL ? tc_mcg_card_tile_get_name (self->tile) : _("no known top card");
      accessible = g_strdup_printf (_("Resource pile %u: %s, %s"), self->number, top_name, count);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
}

/* The typed card stands in the pile's place, marked as not entered. */
static void
update_tile (TcMcgPileButton *self)
{
  /* A pile with cards but no known top is waiting for a reveal. */
  tc_mcg_card_tile_set_placeholder (self->tile, self->remaining > 0 ? "?" : NULL);
  tc_mcg_card_tile_set_card (self->tile, self->typed != NULL ? self->typed : self->top);
  if (self->typed != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "typed");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "typed");
  update_label (self);
}

/**
 * tc_mcg_pile_button_update:
 * @top: (nullable): the top card id, %NULL while unknown or empty
 * @legality: (nullable): why mining it is illegal now (the engine's
 *   sentence), or %NULL when it is legal
 *
 * Shows the pile as entered; a typed card is forgotten.
 */
void
tc_mcg_pile_button_update (TcMcgPileButton *self,
                           const char   *top,
                           guint         remaining,
                           const char   *legality)
{
  g_autofree char *tooltip = NULL;

  g_return_if_fail (TC_IS_MCG_PILE_BUTTON (self));

  set_str (&self->top, top);
  g_clear_pointer (&self->typed, g_free);
  self->remaining = remaining;
  update_tile (self);

  if (legality != NULL)
    tooltip = g_strdup (legality);
  else
    tooltip = g_strdup_printf (_("Mine pile %u (%u)"), self->number, self->number);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  gtk_widget_set_sensitive (GTK_WIDGET (self), legality == NULL);
}

/**
 * tc_mcg_pile_button_set_typed:
 * @typed: (nullable): a card typed for the pile and not entered yet, or
 *   %NULL to show the pile as entered
 */
void
tc_mcg_pile_button_set_typed (TcMcgPileButton *self,
                              const char   *typed)
{
  g_return_if_fail (TC_IS_MCG_PILE_BUTTON (self));

  if (set_str (&self->typed, typed))
    update_tile (self);
}

/* Returns: (nullable): the card typed for the pile, not entered yet */
const char *
tc_mcg_pile_button_get_typed (TcMcgPileButton *self)
{
  g_return_val_if_fail (TC_IS_MCG_PILE_BUTTON (self), NULL);

  return self->typed;
}

const char *
tc_mcg_pile_button_get_top (TcMcgPileButton *self)
{
  g_return_val_if_fail (TC_IS_MCG_PILE_BUTTON (self), NULL);

  return self->top;
}

guint
tc_mcg_pile_button_get_number (TcMcgPileButton *self)
{
  g_return_val_if_fail (TC_IS_MCG_PILE_BUTTON (self), 0);

  return self->number;
}

static void
tc_mcg_pile_button_finalize (GObject *object)
{
  TcMcgPileButton *self = TC_MCG_PILE_BUTTON (object);

  g_clear_pointer (&self->top, g_free);
  g_clear_pointer (&self->typed, g_free);

  G_OBJECT_CLASS (tc_mcg_pile_button_parent_class)->finalize (object);
}

static void
tc_mcg_pile_button_class_init (TcMcgPileButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tc_mcg_pile_button_finalize;

  g_type_ensure (TC_TYPE_MCG_CARD_TILE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/games/mcg/tc-mcg-pile-button.ui");
  gtk_widget_class_bind_template_child (widget_class, TcMcgPileButton, tile);
  gtk_widget_class_bind_template_child (widget_class, TcMcgPileButton, count_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgPileButton, short_count_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgPileButton, key_label);
}

static void
tc_mcg_pile_button_init (TcMcgPileButton *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tc_mcg_pile_button_new (guint number)
{
  TcMcgPileButton *self = g_object_new (TC_TYPE_MCG_PILE_BUTTON, NULL);
  g_autofree char *key = g_strdup_printf ("%u", number);

  self->number = number;
  gtk_label_set_text (self->key_label, key);

  return GTK_WIDGET (self);
}
