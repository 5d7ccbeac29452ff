/* tc-mcg-seat-card.c: one player: points toward the target, hand, reserved card, tools
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-flow-box.h"
#include "tc-mcg-card-tile.h"
#include "tc-mcg-seat-card.h"
#include "tc-mcg-text.h"

struct _TcMcgSeatCard
{
  GtkWidget      parent_instance;

  guint          seat;          /* 0-based */
  GMenu         *tool_menu;

  GtkLabel      *name_label;
  GtkLabel      *points_label;
  GtkLevelBar   *level_bar;
  GtkFlowBox    *hand_box;
  GtkLabel      *hand_label;
  GtkButton     *reserved_button;
  TcMcgCardTile *reserved_tile;
  GtkLabel      *tools_label;
  GtkLabel      *shovels_label;
  GtkFlowBox    *tool_buttons;
};

G_DEFINE_FINAL_TYPE (TcMcgSeatCard, tc_mcg_seat_card, GTK_TYPE_WIDGET)

enum {
  CRAFT_RESERVED,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

static void
reserved_clicked_cb (TcMcgSeatCard *self)
{
  g_signal_emit (self, signals [CRAFT_RESERVED], 0);
}

static void
update_hand (TcMcgSeatCard    *self,
             const TcMcgRules *rules,
             const TcMcgSeat  *seat)
{
  g_autoptr(GString) text = g_string_new (NULL);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box))) != NULL)
    gtk_flow_box_remove (self->hand_box, child);

  for (guint code = 0; code < rules->cards->n_resource; code++)
    for (guint copy = 0; copy < seat->hand[code]; copy++)
      {
        GtkWidget *tile = tc_mcg_card_tile_new (FALSE);

        tc_mcg_card_tile_set_card (TC_MCG_CARD_TILE (tile), rules->cards->resource[code].id);
        tc_flow_box_append (self->hand_box, tile);
        g_string_append_printf (text, "%s%s", text->len > 0 ? _(", ") : "",
                                rules->cards->resource[code].name);
      }

  gtk_label_set_text (self->hand_label, text->len > 0 ? text->str : _("No cards in hand"));
  gtk_widget_set_visible (GTK_WIDGET (self->hand_box), seat->n_hand > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_label), seat->n_hand == 0);
}

static void
add_tool_items (TcMcgSeatCard    *self,
                const TcMcgRules *rules,
                guint             code)
{
  const TcMcgCraftCard *card = &rules->cards->craft[code];
  const char *name = tc_mcg_craft_name (rules->cards, code);
  g_autofree char *label = NULL;

  switch (card->power)
    {
    case TC_MCG_POWER_PICKAXE:
    case TC_MCG_POWER_HOE:
      {
        g_autoptr(GMenuItem) item = NULL;

        label = g_strdup_printf (_("Use %s"), name);
        item = g_menu_item_new (label, NULL);
        g_menu_item_set_action_and_target (item, "game.use-tool", "(uus)", self->seat + 1, 0, card->id);
        g_menu_append_item (self->tool_menu, item);
      }
      break;

    case TC_MCG_POWER_SHOVEL:
      {
        g_autoptr(GMenu) targets = g_menu_new ();

        for (guint other = 0; other < rules->n_seats; other++)
          {
            g_autoptr(GMenuItem) item = NULL;

            if (other == self->seat)
              continue;
            item = g_menu_item_new (rules->players[other], NULL);
            g_menu_item_set_action_and_target (item, "game.use-tool", "(uus)",
                                               self->seat + 1, other + 1, card->id);
            g_menu_append_item (targets, item);
          }
        label = g_strdup_printf (_("Use %s on…"), name);
        g_menu_append_submenu (self->tool_menu, label, G_MENU_MODEL (targets));
      }
      break;

    case TC_MCG_POWER_SWORD:
    case TC_MCG_POWER_AXE:
    default:
      break;
    }
}

/* A button for one item of the tool menu: the item's action, or its
 * submenu (the shovel's targets) as a menu.
 */
static GtkWidget *
new_tool_button (GMenuModel *menu,
                 int         index)
{
  g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, index, G_MENU_LINK_SUBMENU);
  g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (menu, index, G_MENU_ATTRIBUTE_TARGET, NULL);
  g_autofree char *label = NULL;
  g_autofree char *action = NULL;
  GtkWidget *button;

  g_menu_model_get_item_attribute (menu, index, G_MENU_ATTRIBUTE_LABEL, "s", &label);
  if (submenu != NULL)
    {
      button = gtk_menu_button_new ();
      gtk_menu_button_set_label (GTK_MENU_BUTTON (button), label);
      gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), submenu);
      return button;
    }

  g_menu_model_get_item_attribute (menu, index, G_MENU_ATTRIBUTE_ACTION, "s", &action);
  button = gtk_button_new_with_label (label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);

  return button;
}

/**
 * tc_mcg_seat_card_fill_tool_buttons:
 * @flow: where the buttons go, in place of those it had
 * @menu: a seat's tool menu (tc_mcg_seat_card_get_tool_menu())
 *
 * Lays out a seat's usable tools as buttons, not behind a menu; @flow
 * shows only when there is one.
 */
void
tc_mcg_seat_card_fill_tool_buttons (GtkFlowBox *flow,
                                    GMenuModel *menu)
{
  int n = g_menu_model_get_n_items (menu);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (flow))) != NULL)
    gtk_flow_box_remove (flow, child);
  for (int i = 0; i < n; i++)
    tc_flow_box_append (flow, new_tool_button (menu, i));
  gtk_widget_set_visible (GTK_WIDGET (flow), n > 0);
}

static void
update_tools (TcMcgSeatCard    *self,
              const TcMcgRules *rules,
              const TcMcgSeat  *seat)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_menu_remove_all (self->tool_menu);
  for (guint code = 0; code < rules->cards->n_craft; code++)
    {
      gboolean used = (seat->used >> code) & 1;
      g_autofree char *escaped = NULL;

      if (!((seat->crafted >> code) & 1))
        continue;

      escaped = g_markup_escape_text (tc_mcg_craft_name (rules->cards, code), -1);
      if (text->len > 0)
        g_string_append (text, ", ");
      if (used)
        g_string_append_printf (text, _("<s>%s</s> (used)"), escaped);
      else
        {
          g_string_append (text, escaped);
          add_tool_items (self, rules, code);
        }
    }

  gtk_label_set_markup (self->tools_label, text->len > 0 ? text->str : _("No tools yet"));
  tc_mcg_seat_card_fill_tool_buttons (self->tool_buttons, G_MENU_MODEL (self->tool_menu));
}

/**
 * tc_mcg_seat_card_update:
 * @reserved_illegal: (nullable): why crafting the reserved card is illegal
 *   now (the engine's sentence), or %NULL
 */
void
tc_mcg_seat_card_update (TcMcgSeatCard    *self,
                         const TcMcgRules *rules,
                         const TcMcgState *state,
                         const char       *reserved_illegal)
{
  const TcMcgSeat *seat = &state->seats[self->seat];
  gboolean active = state->started && state->active == self->seat;
  g_autofree char *points = NULL;
  g_autofree char *shovels = NULL;
  g_autofree char *name = NULL;
  g_autofree char *accessible = NULL;

  if (active && state->winner < 0)
    name = g_strdup_printf (_("%s — playing"), rules->players[self->seat]);
  else if (state->winner == (gint) self->seat)
    name = g_strdup_printf (_("%s — winner"), rules->players[self->seat]);
  else
    name = g_strdup (rules->players[self->seat]);
  gtk_label_set_text (self->name_label, name);

  points = g_strdup_printf (_("%u / %u points"), seat->points, rules->target);
  accessible = g_strdup_printf ("%s, %s", name, points);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_label_set_text (self->points_label, points);
  gtk_level_bar_set_max_value (self->level_bar, rules->target);
  gtk_level_bar_set_value (self->level_bar, MIN (seat->points, rules->target));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->level_bar), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  points, -1);

  update_hand (self, rules, seat);

  gtk_widget_set_visible (GTK_WIDGET (self->reserved_button), seat->reserved != TC_MCG_NO_CARD);
  if (seat->reserved != TC_MCG_NO_CARD)
    {
      g_autofree char *reserved = g_strdup_printf (_("Craft the reserved %s"),
                                                   tc_mcg_craft_name (rules->cards, seat->reserved));

      tc_mcg_card_tile_set_card (self->reserved_tile, rules->cards->craft[seat->reserved].id);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->reserved_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      reserved, -1);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->reserved_button), reserved_illegal == NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->reserved_button),
                               reserved_illegal != NULL ? reserved_illegal : _("Craft the reserved card"));

  update_tools (self, rules, seat);

  shovels = g_strdup_printf (ngettext ("Shovel: skip %u action next turn",
                                       "Shovels: skip %u actions next turn", seat->shovels),
                             seat->shovels);
  gtk_label_set_text (self->shovels_label, shovels);
  gtk_widget_set_visible (GTK_WIDGET (self->shovels_label), seat->shovels > 0);

  if (active)
    gtk_widget_add_css_class (GTK_WIDGET (self), "active-seat");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "active-seat");
}

const char *
tc_mcg_seat_card_get_points_text (TcMcgSeatCard *self)
{
  return gtk_label_get_text (self->points_label);
}

const char *
tc_mcg_seat_card_get_hand_text (TcMcgSeatCard *self)
{
  return gtk_label_get_text (self->hand_label);
}

const char *
tc_mcg_seat_card_get_tools_text (TcMcgSeatCard *self)
{
  return gtk_label_get_text (self->tools_label);
}

GMenuModel *
tc_mcg_seat_card_get_tool_menu (TcMcgSeatCard *self)
{
  return G_MENU_MODEL (self->tool_menu);
}

/* The seats sit in a flow box, which puts as many on a row as fit at
 * their natural width: asking for no more than this lets four players
 * share one row beside the log at 1280 px. A wider row still widens them.
 */
#define SEAT_NATURAL_WIDTH 220

static void
tc_mcg_seat_card_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  gtk_widget_measure (gtk_widget_get_first_child (widget), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, MIN (*natural, SEAT_NATURAL_WIDTH));
}

static void
tc_mcg_seat_card_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  gtk_widget_allocate (gtk_widget_get_first_child (widget), width, height, baseline, NULL);
}

static void
tc_mcg_seat_card_dispose (GObject *object)
{
  TcMcgSeatCard *self = TC_MCG_SEAT_CARD (object);

  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_MCG_SEAT_CARD);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->tool_menu);

  G_OBJECT_CLASS (tc_mcg_seat_card_parent_class)->dispose (object);
}

static void
tc_mcg_seat_card_class_init (TcMcgSeatCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_mcg_seat_card_dispose;
  widget_class->measure = tc_mcg_seat_card_measure;
  widget_class->size_allocate = tc_mcg_seat_card_size_allocate;

  signals [CRAFT_RESERVED] = g_signal_new ("craft-reserved", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);

  g_type_ensure (TC_TYPE_MCG_CARD_TILE);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/games/mcg/tc-mcg-seat-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, points_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, level_bar);
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, hand_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, reserved_button);
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, reserved_tile);
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, tools_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, shovels_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgSeatCard, tool_buttons);
  gtk_widget_class_bind_template_callback (widget_class, reserved_clicked_cb);
}

static void
tc_mcg_seat_card_init (TcMcgSeatCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->tool_menu = g_menu_new ();
}

GtkWidget *
tc_mcg_seat_card_new (guint seat)
{
  TcMcgSeatCard *self = g_object_new (TC_TYPE_MCG_SEAT_CARD, NULL);

  self->seat = seat;

  return GTK_WIDGET (self);
}
