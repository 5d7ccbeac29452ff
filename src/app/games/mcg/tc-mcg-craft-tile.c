/* tc-mcg-craft-tile.c: one craft pile: recipe, points, cards left, whether it is affordable
 *
 * Clicking the card crafts it, the secondary button (or the Reserve
 * button, for the keyboard) reserves it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-mcg-card-tile.h"
#include "tc-mcg-cards.h"
#include "tc-mcg-craft-tile.h"
#include "tc-mcg-text.h"

struct _TcMcgCraftTile
{
  GtkWidget   parent_instance;

  guint       number;
  char       *top;       /* the entered top card */
  char       *typed;     /* a card typed for it, not entered yet */

  GtkButton  *craft_button;
  GtkButton  *reserve_button;
  TcMcgCardTile *tile;
  GtkLabel   *recipe_label;
  GtkLabel   *points_label;
  GtkLabel   *count_label;
  GtkLabel   *pay_label;
};

G_DEFINE_FINAL_TYPE (TcMcgCraftTile, tc_mcg_craft_tile, GTK_TYPE_WIDGET)

enum {
  CRAFT,
  RESERVE,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

static void
craft_clicked_cb (TcMcgCraftTile *self)
{
  g_signal_emit (self, signals [CRAFT], 0);
}

static void
reserve_clicked_cb (TcMcgCraftTile *self)
{
  g_signal_emit (self, signals [RESERVE], 0);
}

static void
secondary_pressed_cb (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      TcMcgCraftTile  *self)
{
  if (gtk_widget_get_sensitive (GTK_WIDGET (self->reserve_button)))
    g_signal_emit (self, signals [RESERVE], 0);
}

static void
set_recipe (TcMcgCraftTile *self,
            const char  *top)
{
  const TcMcgCards *cards = tc_mcg_cards_get_default ();
  g_autofree char *recipe = NULL;
  g_autofree char *points = NULL;
  guint code = 0;

  if (top == NULL || tc_mcg_cards_lookup (cards, top, &code) != TC_MCG_CARD_CRAFT)
    {
      gtk_label_set_text (self->recipe_label, "");
      gtk_label_set_text (self->points_label, "");
      return;
    }

  recipe = tc_mcg_format_counts (cards, cards->craft[code].recipe);
  points = g_strdup_printf (ngettext ("%u point", "%u points", cards->craft[code].points),
                            cards->craft[code].points);
  gtk_label_set_text (self->recipe_label, recipe);
  gtk_label_set_text (self->points_label, points);
}

/* The craft button's accessible label: what the pile shows, or the card
 * typed for it, said as not entered, as the dashed outline shows it.
 */
static void
update_accessible (TcMcgCraftTile *self)
{
  g_autofree char *accessible = NULL;
  g_autofree char *reserve = NULL;
  g_autoptr(GString) parts = g_string_new (NULL);
  GtkLabel *labels[] = { self->recipe_label, self->count_label, self->pay_label };

  /* Only the parts that say something: an empty pile has no recipe. */
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (gtk_label_get_text (labels[i])[0] != '\0')
      /* Translators: one more part of a craft pile's spoken name, after its card */
      g_string_append_printf (parts, _(", %s"), gtk_label_get_text (labels[i]));

  if (self->typed != NULL)
    accessible = g_strdup_printf (_("Craft pile %u: %s typed, not entered yet, %s"), self->number,
                                  tc_mcg_card_tile_get_name (self->tile), gtk_label_get_text (self->recipe_label));
  else
    /* Translators: "Craft pile 2: Wood Pickaxe" then ", 5 wood, 6 cards" as each applies */
    accessible = g_strdup_printf (_("Craft pile %u: %s%s"), self->number,
                                  self->top != NULL ? tc_mcg_card_tile_get_name (self->tile) : _("no known top card"),
                                  parts->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->craft_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);

  /* Four Reserve buttons, each named by its pile. */
  reserve = g_strdup_printf (_("Reserve from craft pile %u"), self->number);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->reserve_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, reserve, -1);
}

/* The typed card stands in the pile's place, marked as not entered. */
static void
show_card (TcMcgCraftTile *self)
{
  const char *card = self->typed != NULL ? self->typed : self->top;

  tc_mcg_card_tile_set_card (self->tile, card);
  set_recipe (self, card);
  if (self->typed != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "typed");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "typed");
  update_accessible (self);
}

/**
 * tc_mcg_craft_tile_set_typed:
 * @typed: (nullable): a craft card typed for the pile and not entered
 *   yet, or %NULL to show the pile as entered
 */
void
tc_mcg_craft_tile_set_typed (TcMcgCraftTile *self,
                             const char  *typed)
{
  g_return_if_fail (TC_IS_MCG_CRAFT_TILE (self));

  if (g_strcmp0 (self->typed, typed) == 0)
    return;

  g_free (self->typed);
  self->typed = g_strdup (typed);
  show_card (self);
}

/* Returns: (nullable): the card typed for the pile, not entered yet */
const char *
tc_mcg_craft_tile_get_typed (TcMcgCraftTile *self)
{
  g_return_val_if_fail (TC_IS_MCG_CRAFT_TILE (self), NULL);

  return self->typed;
}

/**
 * tc_mcg_craft_tile_update:
 * @payment: what the engine's payment advice says ("Ana can pay", "short
 *   by 1 stone")
 * @craft_illegal: (nullable): why crafting is illegal now, or %NULL
 * @reserve_illegal: (nullable): why reserving is illegal now, or %NULL
 */
void
tc_mcg_craft_tile_update (TcMcgCraftTile *self,
                          const char  *top,
                          guint        remaining,
                          const char  *payment,
                          gboolean     can_pay,
                          const char  *craft_illegal,
                          const char  *reserve_illegal)
{
  g_autofree char *count = NULL;

  g_return_if_fail (TC_IS_MCG_CRAFT_TILE (self));

  g_free (self->top);
  self->top = g_strdup (top);
  g_clear_pointer (&self->typed, g_free);
  show_card (self);
  count = g_strdup_printf (ngettext ("%u card", "%u cards", remaining), remaining);
  gtk_label_set_text (self->count_label, count);
  gtk_label_set_text (self->pay_label, payment != NULL ? payment : "");
  if (can_pay)
    gtk_widget_add_css_class (GTK_WIDGET (self->pay_label), "success");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->pay_label), "success");

  gtk_widget_set_sensitive (GTK_WIDGET (self->craft_button), craft_illegal == NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->craft_button),
                               craft_illegal != NULL ? craft_illegal : _("Craft this card"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->reserve_button), reserve_illegal == NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->reserve_button),
                               reserve_illegal != NULL ? reserve_illegal : _("Reserve this card"));
  update_accessible (self);
}

const char *
tc_mcg_craft_tile_get_payment (TcMcgCraftTile *self)
{
  g_return_val_if_fail (TC_IS_MCG_CRAFT_TILE (self), NULL);

  return gtk_label_get_text (self->pay_label);
}

guint
tc_mcg_craft_tile_get_number (TcMcgCraftTile *self)
{
  g_return_val_if_fail (TC_IS_MCG_CRAFT_TILE (self), 0);

  return self->number;
}

static void
tc_mcg_craft_tile_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_MCG_CRAFT_TILE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_mcg_craft_tile_parent_class)->dispose (object);
}

static void
tc_mcg_craft_tile_finalize (GObject *object)
{
  TcMcgCraftTile *self = TC_MCG_CRAFT_TILE (object);

  g_clear_pointer (&self->top, g_free);
  g_clear_pointer (&self->typed, g_free);

  G_OBJECT_CLASS (tc_mcg_craft_tile_parent_class)->finalize (object);
}

static void
tc_mcg_craft_tile_class_init (TcMcgCraftTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_mcg_craft_tile_dispose;
  object_class->finalize = tc_mcg_craft_tile_finalize;

  signals [CRAFT] = g_signal_new ("craft", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals [RESERVE] = g_signal_new ("reserve", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TC_TYPE_MCG_CARD_TILE);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/games/mcg/tc-mcg-craft-tile.ui");
  gtk_widget_class_bind_template_child (widget_class, TcMcgCraftTile, craft_button);
  gtk_widget_class_bind_template_child (widget_class, TcMcgCraftTile, reserve_button);
  gtk_widget_class_bind_template_child (widget_class, TcMcgCraftTile, tile);
  gtk_widget_class_bind_template_child (widget_class, TcMcgCraftTile, recipe_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgCraftTile, points_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgCraftTile, count_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgCraftTile, pay_label);
  gtk_widget_class_bind_template_callback (widget_class, craft_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, reserve_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, secondary_pressed_cb);
}

static void
tc_mcg_craft_tile_init (TcMcgCraftTile *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tc_mcg_craft_tile_new (guint number)
{
  TcMcgCraftTile *self = g_object_new (TC_TYPE_MCG_CRAFT_TILE, NULL);

  self->number = number;

  return GTK_WIDGET (self);
}
