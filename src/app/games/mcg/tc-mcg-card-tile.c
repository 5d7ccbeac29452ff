/* tc-mcg-card-tile.c: a card drawn as an original coloured block with its value
 *
 * The colours come from the card data; no Minecraft artwork is used.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-mcg-card-tile.h"
#include "tc-mcg-codes.h"
#include "tc-mcg-cards.h"
#include "tc-mcg-text.h"

struct _TcMcgCardTile
{
  GtkWidget  parent_instance;

  GtkLabel  *label;
  char      *id;
  char      *placeholder;
  char      *css_class;
};

G_DEFINE_FINAL_TYPE (TcMcgCardTile, tc_mcg_card_tile, GTK_TYPE_WIDGET)

/* Dark text on light blocks, white on dark ones (relative luminance). */
static gboolean
is_light_color (const char *color)
{
  GdkRGBA rgba;

  if (!gdk_rgba_parse (&rgba, color))
    return FALSE;

  return 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue > 0.55;
}

static const char *
material_color (const TcMcgCards *cards,
                guint             material)
{
  for (guint code = 0; code < cards->n_resource; code++)
    if (cards->resource[code].kind == TC_MCG_KIND_RESOURCE && cards->resource[code].type == material)
      return cards->resource[code].color;

  return NULL;
}

static void
append_rule (GString    *css,
             const char *id,
             const char *color)
{
  if (color == NULL)
    return;

  g_string_append_printf (css, "mcgcardtile.card-%s { background-color: %s; color: %s; }\n",
                          id, color, is_light_color (color) ? "rgba(0,0,0,0.85)" : "white");
}

/**
 * tc_mcg_card_tile_install_css:
 *
 * Gives every card id its colour from the card data, as a style class
 * "card-<id>" on tiles.
 */
void
tc_mcg_card_tile_install_css (GdkDisplay *display)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  g_autoptr(GString) css = g_string_new (NULL);

  for (guint code = 0; code < cards->n_resource; code++)
    append_rule (css, cards->resource[code].id, cards->resource[code].color);
  for (guint code = 0; code < cards->n_craft; code++)
    append_rule (css, cards->craft[code].id, material_color (cards, cards->craft[code].material));

  gtk_css_provider_load_from_data (provider, css->str, css->len);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* "Wo 2": the type as a code can be typed (tc_mcg_code_abbreviation():
 * "Ho 2" in German, "w 2" in Chinese) and the value in bold.
 */
static char *
short_label (const TcMcgCards *cards,
             guint             type,
             guint             value)
{
  g_autofree char *abbreviation = tc_mcg_code_abbreviation (cards, type);

  return g_markup_printf_escaped ("%s <b>%u</b>", abbreviation, value);
}

static char *
format_label (TcMcgCardTile *self)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  const TcMcgResourceCard *card;
  guint code = 0;

  if (self->id == NULL && self->placeholder != NULL)
    return g_markup_escape_text (self->placeholder, -1);
  if (self->id == NULL)
    return g_strdup (gtk_widget_has_css_class (GTK_WIDGET (self), "large") ? _("empty") : "—");

  switch (tc_mcg_cards_lookup (cards, self->id, &code))
    {
    case TC_MCG_CARD_RESOURCE:
      card = &cards->resource[code];
      /* As small as a type's name on a large tile ("Diamond"), so that
       * five piles still fit side by side at 360 px.
       */
      if (card->kind == TC_MCG_KIND_CREEPER || card->kind == TC_MCG_KIND_TNT)
        return g_markup_printf_escaped (gtk_widget_has_css_class (GTK_WIDGET (self), "large") ? "<span size='small' weight='bold'>%s</span>" : "%s",
                                        card->name);
      if (gtk_widget_has_css_class (GTK_WIDGET (self), "large"))
        return g_markup_printf_escaped ("<span size='small'>%s</span>\n<span size='xx-large' weight='bold'>%u</span>",
                                        cards->type_names[card->type], card->value);
      return short_label (cards, card->type, card->value);

    case TC_MCG_CARD_CRAFT:
      return g_markup_escape_text (tc_mcg_craft_name (cards, code), -1);

    case TC_MCG_CARD_UNKNOWN:
    default:
      return g_markup_escape_text (self->id, -1);
    }
}

static gboolean
is_craft (TcMcgCardTile *self)
{
  guint code = 0;

  return self->id != NULL && tc_mcg_cards_lookup (tc_mcg_cards_get_default (), self->id, &code) == TC_MCG_CARD_CRAFT;
}

void
tc_mcg_card_tile_set_card (TcMcgCardTile *self,
                           const char *id)
{
  g_autofree char *label = NULL;

  g_return_if_fail (TC_IS_MCG_CARD_TILE (self));

  if (self->css_class != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self), self->css_class);
  g_clear_pointer (&self->css_class, g_free);
  if (id != self->id)
    {
      g_free (self->id);
      self->id = g_strdup (id);
    }

  if (id != NULL)
    {
      self->css_class = g_strconcat ("card-", id, NULL);
      gtk_widget_add_css_class (GTK_WIDGET (self), self->css_class);
    }

  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  if (id == NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "empty");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "empty");

  label = format_label (self);
  gtk_label_set_markup (self->label, label);
  /* A German craft card's name is one long word ("Diamantspitzhacke"):
   * it breaks rather than widen two piles past a 360 px screen.
   */
  gtk_label_set_wrap_mode (self->label, is_craft (self) ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  id != NULL ? tc_mcg_card_tile_get_name (self) : _("no card"), -1);
}

/**
 * tc_mcg_card_tile_set_placeholder:
 * @text: (nullable): what an empty tile says ("?" for a card not entered
 *   yet), or %NULL for the default
 */
void
tc_mcg_card_tile_set_placeholder (TcMcgCardTile *self,
                                  const char *text)
{
  g_return_if_fail (TC_IS_MCG_CARD_TILE (self));

  g_free (self->placeholder);
  self->placeholder = g_strdup (text);
  tc_mcg_card_tile_set_card (self, self->id);
}

/* The card's name from the card data ("Wood 2"), or %NULL. */
const char *
tc_mcg_card_tile_get_name (TcMcgCardTile *self)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  guint code = 0;

  g_return_val_if_fail (TC_IS_MCG_CARD_TILE (self), NULL);

  if (self->id == NULL)
    return NULL;

  switch (tc_mcg_cards_lookup (cards, self->id, &code))
    {
    case TC_MCG_CARD_RESOURCE:
      return cards->resource[code].name;
    case TC_MCG_CARD_CRAFT:
      return tc_mcg_craft_name (cards, code);
    case TC_MCG_CARD_UNKNOWN:
    default:
      return self->id;
    }
}

static void
tc_mcg_card_tile_dispose (GObject *object)
{
  TcMcgCardTile *self = TC_MCG_CARD_TILE (object);

  g_clear_pointer ((GtkWidget **) &self->label, gtk_widget_unparent);
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->css_class, g_free);
  g_clear_pointer (&self->placeholder, g_free);

  G_OBJECT_CLASS (tc_mcg_card_tile_parent_class)->dispose (object);
}

static void
tc_mcg_card_tile_class_init (TcMcgCardTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_mcg_card_tile_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mcgcardtile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tc_mcg_card_tile_init (TcMcgCardTile *self)
{
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_justify (self->label, GTK_JUSTIFY_CENTER);
  gtk_label_set_wrap (self->label, TRUE);
  gtk_widget_set_parent (GTK_WIDGET (self->label), GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "empty");
}

GtkWidget *
tc_mcg_card_tile_new (gboolean large)
{
  TcMcgCardTile *self = g_object_new (TC_TYPE_MCG_CARD_TILE,
                                      "css-classes", (const char *[]) { large ? "large" : "small", NULL },
                                      NULL);

  tc_mcg_card_tile_set_card (self, NULL);

  return GTK_WIDGET (self);
}
