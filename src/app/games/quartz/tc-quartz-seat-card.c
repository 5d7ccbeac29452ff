/* tc-quartz-seat-card.c: one Quartz player: score, cart, chest, markers
 *
 * Everything shown comes from the state and the engine's words; the card
 * decides nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-flow-box.h"
#include "tc-label.h"
#include "tc-quartz-seat-card.h"
#include "tc-quartz-text.h"

struct _TcQuartzSeatCard
{
  GtkWidget  parent_instance;

  guint      seat;            /* 0-based */
  GtkLabel  *name_label;
  GtkLabel  *score_label;
  GtkLabel  *breakdown_label;
  GtkFlowBox *cart_box;
  GtkFlowBox *chest_box;
  GtkLabel  *markers_label;
};

G_DEFINE_FINAL_TYPE (TcQuartzSeatCard, tc_quartz_seat_card, GTK_TYPE_WIDGET)

/* A crystal as a coloured dot, its colour from the data's CSS class. */
GtkWidget *
tc_quartz_crystal_dot_new (const TcQuartzData *data,
                           guint               kind)
{
  g_autofree char *css_class = g_strconcat ("crystal-", data->crystals[kind].id, NULL);
  g_autofree char *key = g_strdup_printf ("%c", data->crystals[kind].key);
  GtkWidget *crystal = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *dot = gtk_label_new ("⬢");
  GtkWidget *letter = gtk_label_new (key);

  /* Colour is never the only cue (pink and red are close): the letter
   * that is typed for the crystal goes with it.
   */
  gtk_widget_add_css_class (dot, "crystal-dot");
  gtk_widget_add_css_class (dot, css_class);
  gtk_widget_add_css_class (letter, "crystal-letter");
  gtk_widget_set_valign (letter, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (crystal), dot);
  gtk_box_append (GTK_BOX (crystal), letter);
  gtk_widget_set_tooltip_text (crystal, tc_quartz_data_crystal_name (data, kind));
  gtk_accessible_update_property (GTK_ACCESSIBLE (crystal), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tc_quartz_data_crystal_name (data, kind), -1);

  return crystal;
}

static void
fill_crystals (GtkFlowBox         *box,
               const TcQuartzData *data,
               const guint16      *counts)
{
  GtkWidget *child;
  guint shown = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_flow_box_remove (box, child);

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    for (guint n = 0; n < counts[k]; n++, shown++)
      tc_flow_box_append (box, tc_quartz_crystal_dot_new (data, k));

  if (shown == 0)
    {
      GtkWidget *empty = gtk_label_new (_("empty"));

      gtk_widget_add_css_class (empty, "dim-label");
      tc_flow_box_append (box, empty);
    }
}

/* What a screen reader reads for the card, in words where the card
 * shows a colour and a star: "Ana, playing now: 12 points, in the lead
 * (12 for crystals)".
 */
static void
update_name (TcQuartzSeatCard *self,
             const char       *player,
             gboolean          active,
             gboolean          leads,
             gint              total,
             const char       *breakdown)
{
  g_autofree char *who = active ? g_strdup_printf (_("%s, playing now"), player) : g_strdup (player);
  g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", ABS (total)), total);
  g_autofree char *score = leads ? g_strdup_printf (_("%s, in the lead"), points) : g_strdup (points);
  /* TRANSLATORS: a seat: who, their score, then how it adds up */
  g_autofree char *name = g_strdup_printf (_("%s: %s (%s)"), who, score, breakdown);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* @leads: whether this seat has the highest score now */
void
tc_quartz_seat_card_update (TcQuartzSeatCard    *self,
                            const TcQuartzRules *rules,
                            const TcQuartzState *state,
                            gboolean             leads)
{
  const TcQuartzSeat *seat = &state->seats[self->seat];
  g_autofree char *breakdown = tc_quartz_describe_score (rules, state, self->seat + 1);
  g_autofree char *score = NULL;
  g_autofree char *markers = NULL;
  TcQuartzScore total;
  gboolean active = state->started && !state->finished && state->active == self->seat;

  tc_quartz_state_score (rules, state, self->seat, &total);
  score = g_strdup_printf (leads ? _("★ %d") : "%d", total.total);
  markers = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u reroll marker", "%u reroll markers", seat->markers),
                             seat->markers);

  gtk_label_set_text (self->name_label, rules->players[self->seat]);
  gtk_label_set_text (self->score_label, score);
  gtk_label_set_text (self->breakdown_label, breakdown);
  gtk_label_set_text (self->markers_label, markers);
  fill_crystals (self->cart_box, rules->data, seat->cart);
  fill_crystals (self->chest_box, rules->data, seat->chest);

  if (active)
    gtk_widget_add_css_class (GTK_WIDGET (self), "active");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "active");
  update_name (self, rules->players[self->seat], active, leads, total.total, breakdown);
}

/* The crystals wrap within the card rather than widen it: a growing
 * cart never changes the card's width, so the seats keep their grid.
 */
static GtkWidget *
new_row (const char  *title,
         GtkFlowBox **box)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_label_set_width_chars (GTK_LABEL (label), 6);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  *box = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (*box, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (*box, 40);
  gtk_flow_box_set_column_spacing (*box, 2);
  gtk_widget_set_can_focus (GTK_WIDGET (*box), FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (*box), TRUE);
  /* As tall with crystals as without, so that nothing below moves. */
  gtk_widget_set_size_request (GTK_WIDGET (*box), -1, 28);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (*box));

  return row;
}

static void
tc_quartz_seat_card_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_quartz_seat_card_parent_class)->dispose (object);
}

/* The width a card asks for when there is room, whatever it shows. */
#define NATURAL_WIDTH 200

/* A card asks for the same natural width all game long: the seats' flow
 * box sets its columns by the widest natural width, and a longer score
 * breakdown or a fuller cart must not take a column away.
 */
static void
tc_quartz_seat_card_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  /* With no width given, as tall as at the width it asks for. */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0)
    for_size = NATURAL_WIDTH;
  gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, NATURAL_WIDTH);
}

static void
tc_quartz_seat_card_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  gtk_widget_allocate (gtk_widget_get_first_child (widget), width, height, baseline, NULL);
}

static void
tc_quartz_seat_card_class_init (TcQuartzSeatCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_quartz_seat_card_dispose;

  widget_class->measure = tc_quartz_seat_card_measure;
  widget_class->size_allocate = tc_quartz_seat_card_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "quartzseat");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tc_quartz_seat_card_init (TcQuartzSeatCard *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->name_label = tc_label_new_wrapping (NULL, "title-3", GTK_ACCESSIBLE_ROLE_LABEL);
  gtk_widget_set_hexpand (GTK_WIDGET (self->name_label), TRUE);

  self->score_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->score_label), "title-2");
  gtk_widget_add_css_class (GTK_WIDGET (self->score_label), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (self->score_label), "table-reads");

  self->breakdown_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->breakdown_label, TRUE);
  gtk_label_set_wrap_mode (self->breakdown_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->breakdown_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->breakdown_label), "caption");

  self->markers_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->markers_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->markers_label), "caption");

  gtk_box_append (GTK_BOX (heading), GTK_WIDGET (self->name_label));
  gtk_box_append (GTK_BOX (heading), GTK_WIDGET (self->score_label));
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->breakdown_label));
  gtk_box_append (GTK_BOX (box), new_row (_("Cart"), &self->cart_box));
  gtk_box_append (GTK_BOX (box), new_row (_("Chest"), &self->chest_box));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->markers_label));
  gtk_widget_add_css_class (box, "card");
  gtk_widget_set_parent (box, GTK_WIDGET (self));
  /* A Tab stop, so that the keyboard and a screen reader reach every
   * seat's score between the round and the prompt. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

GtkWidget *
tc_quartz_seat_card_new (guint seat)
{
  TcQuartzSeatCard *self = g_object_new (TC_TYPE_QUARTZ_SEAT_CARD, NULL);

  self->seat = seat;
  return GTK_WIDGET (self);
}
