/* tc-mcg-card-picker.c: every card id with how many copies can still be unseen
 *
 * The counts are the engine's (tc_mcg_state_count_unseen_all()); a card
 * with no copy left is greyed out. Typing filters by code or name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tc-flow-box.h"
#include "tc-mcg-card-picker.h"
#include "tc-mcg-card-tile.h"
#include "tc-mcg-codes.h"
#include "tc-mcg-text.h"

struct _TcMcgCardPicker
{
  GtkWidget       parent_instance;

  GtkSearchEntry *search_entry;
  GtkFlowBox     *flow_box;
};

G_DEFINE_FINAL_TYPE (TcMcgCardPicker, tc_mcg_card_picker, GTK_TYPE_WIDGET)

enum {
  CARD_PICKED,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

static void
card_clicked_cb (GtkButton    *button,
                 TcMcgCardPicker *self)
{
  g_signal_emit (self, signals [CARD_PICKED], 0, g_object_get_data (G_OBJECT (button), "tc-id"));
}

static GtkWidget *
new_card_button (TcMcgCardPicker *self,
                 const char   *id,
                 const char   *code,
                 const char   *name,
                 guint         left)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *tile = tc_mcg_card_tile_new (FALSE);
  g_autofree char *count = g_strdup_printf (_("%s · %u left"), code, left);
  g_autofree char *accessible = g_strdup_printf (ngettext ("%s, %u copy unseen", "%s, %u copies unseen", left),
                                                 name, left);
  GtkWidget *label = gtk_label_new (count);

  tc_mcg_card_tile_set_card (TC_MCG_CARD_TILE (tile), id);
  gtk_widget_add_css_class (label, "caption");
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_box_append (GTK_BOX (box), tile);
  gtk_box_append (GTK_BOX (box), label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_sensitive (button, left > 0);
  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);

  g_object_set_data_full (G_OBJECT (button), "tc-id", g_strdup (id), g_free);
  g_object_set_data_full (G_OBJECT (button), "tc-code", g_strdup (code), g_free);
  g_object_set_data_full (G_OBJECT (button), "tc-name", g_utf8_strdown (name, -1), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (card_clicked_cb), self);

  return button;
}

/**
 * tc_mcg_card_picker_update:
 * @unseen: per resource code, copies that can still be hidden (engine)
 * @craft_seen: craft codes already seen, a bit each
 * @craft_cards: whether craft cards are offered too
 */
void
tc_mcg_card_picker_update (TcMcgCardPicker  *self,
                           const TcMcgRules *rules,
                           const guint      *unseen,
                           guint32           craft_seen,
                           gboolean          craft_cards)
{
  GtkWidget *child;

  g_return_if_fail (TC_IS_MCG_CARD_PICKER (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->flow_box))) != NULL)
    gtk_flow_box_remove (self->flow_box, child);

  for (guint code = 0; code < rules->cards->n_resource; code++)
    {
      TcMcgCardRef ref = { TC_MCG_CARD_RESOURCE, code };
      g_autofree char *short_code = tc_mcg_code_for (rules->cards, ref);

      tc_flow_box_append (self->flow_box,
                           new_card_button (self, rules->cards->resource[code].id, short_code,
                                            rules->cards->resource[code].name, unseen[code]));
    }

  for (guint code = 0; craft_cards && code < rules->cards->n_craft; code++)
    {
      TcMcgCardRef ref = { TC_MCG_CARD_CRAFT, code };
      g_autofree char *typed = tc_mcg_code_for (rules->cards, ref);

      tc_flow_box_append (self->flow_box,
                           new_card_button (self, rules->cards->craft[code].id, typed,
                                            tc_mcg_craft_name (rules->cards, code),
                                            (craft_seen >> code) & 1 ? 0 : 1));
    }

  gtk_flow_box_invalidate_filter (self->flow_box);
}

static gboolean
filter_func (GtkFlowBoxChild *child,
             gpointer         user_data)
{
  TcMcgCardPicker *self = user_data;
  GtkWidget *button = gtk_flow_box_child_get_child (child);
  g_autofree char *text = g_utf8_strdown (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), -1);
  const char *code = g_object_get_data (G_OBJECT (button), "tc-code");
  const char *id = g_object_get_data (G_OBJECT (button), "tc-id");
  const char *name = g_object_get_data (G_OBJECT (button), "tc-name");

  g_strstrip (text);
  if (text[0] == '\0')
    return TRUE;

  return g_str_has_prefix (code, text) || g_str_has_prefix (id, text) || strstr (name, text) != NULL;
}

static void
search_changed_cb (TcMcgCardPicker *self)
{
  gtk_flow_box_invalidate_filter (self->flow_box);
}

/* Enter in the search picks the first card shown that can still be unseen. */
static void
search_activated_cb (TcMcgCardPicker *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->search_entry))));

  /* Nothing typed names no card: Enter picks none. */
  if (text[0] == '\0')
    return;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->flow_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      /* The filter itself, not the children shown: the search waits a
       * moment before it filters, and Enter may come first.
       */
      if (filter_func (GTK_FLOW_BOX_CHILD (child), self) && gtk_widget_get_sensitive (button))
        {
          card_clicked_cb (GTK_BUTTON (button), self);
          return;
        }
    }
}

/* Escape in the search closes the picker (the search entry would
 * otherwise keep it for itself), picking nothing.
 */
static void
stop_search_cb (TcMcgCardPicker *self)
{
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_POPOVER);

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

static void
tc_mcg_card_picker_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_MCG_CARD_PICKER);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_mcg_card_picker_parent_class)->dispose (object);
}

static void
tc_mcg_card_picker_class_init (TcMcgCardPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_mcg_card_picker_dispose;

  /**
   * TcMcgCardPicker::card-picked:
   * @id: the card id
   */
  signals [CARD_PICKED] = g_signal_new ("card-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/games/mcg/tc-mcg-card-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, TcMcgCardPicker, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TcMcgCardPicker, flow_box);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
}

static void
tc_mcg_card_picker_init (TcMcgCardPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_flow_box_set_filter_func (self->flow_box, filter_func, self, NULL);
}
