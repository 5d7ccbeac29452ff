/* tc-mcg-payment-dialog.c: the cards a player pays for a craft
 *
 * Prefilled with the engine's payment advice; every hand card and unused
 * axe is a toggle, and a live line says whether the payment covers the
 * recipe (tc_mcg_payment_covers()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tc-flow-box.h"
#include "tc-mcg-payment-dialog.h"
#include "tc-mcg-text.h"

struct _TcMcgPaymentDialog
{
  AdwMessageDialog  parent_instance;

  TcMcgRuleset     *ruleset;
  guint             seat;        /* 1-based */
  guint             craft_pile;  /* 0: the reserved card */
  guint             craft;
  GPtrArray        *toggles;     /* GtkToggleButton, "tc-card" or "tc-axe" set */
  GtkLabel         *status_label;
  GtkWidget        *tools_button; /* the second choice, spending an axe */
  TcMcgPaymentAdvice tools;
};

G_DEFINE_FINAL_TYPE (TcMcgPaymentDialog, tc_mcg_payment_dialog, ADW_TYPE_MESSAGE_DIALOG)

static const TcMcgCards *
get_cards (TcMcgPaymentDialog *self)
{
  return tc_mcg_ruleset_get_rules (self->ruleset)->cards;
}

static void
update_status (TcMcgPaymentDialog *self)
{
  const TcMcgCards *cards = get_cards (self);
  guint8 pay[TC_MCG_MAX_RESOURCE_IDS] = { 0 };
  guint covered[TC_MCG_MAX_TYPES] = { 0 };
  guint missing[TC_MCG_MAX_TYPES] = { 0 };
  g_autofree char *text = NULL;
  guint n_axes = 0;
  gboolean covers;

  for (guint i = 0; i < self->toggles->len; i++)
    {
      GObject *toggle = g_ptr_array_index (self->toggles, i);

      if (!gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
        continue;
      if (g_object_get_data (toggle, "tc-axe") != NULL)
        n_axes++;
      else
        pay[GPOINTER_TO_UINT (g_object_get_data (toggle, "tc-card")) - 1]++;
    }

  covers = tc_mcg_payment_covers (cards, self->craft, pay, n_axes, covered);
  if (covers)
    text = g_strdup (_("This payment covers the recipe"));
  else
    {
      g_autofree char *short_by = NULL;

      tc_mcg_payment_shortfall (cards, self->craft, covered, missing);
      short_by = tc_mcg_format_counts (cards, missing);
      text = g_strdup_printf (_("Short by %s"), short_by);
    }

  gtk_label_set_text (self->status_label, text);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "craft", covers);
}

static GtkWidget *
new_toggle (TcMcgPaymentDialog *self,
            const char      *label,
            gboolean         active,
            const char      *key,
            guint            code)
{
  GtkWidget *toggle = gtk_toggle_button_new_with_label (label);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), active);
  g_object_set_data (G_OBJECT (toggle), key, GUINT_TO_POINTER (code + 1));
  g_signal_connect_object (toggle, "toggled", G_CALLBACK (update_status), self, G_CONNECT_SWAPPED);
  g_ptr_array_add (self->toggles, toggle);

  return toggle;
}

/* Selects exactly the cards and axes of @advice. */
static void
select_payment (TcMcgPaymentDialog       *self,
                const TcMcgPaymentAdvice *advice)
{
  guint8 left[TC_MCG_MAX_RESOURCE_IDS];

  memcpy (left, advice->pay, sizeof left);
  for (guint i = 0; i < self->toggles->len; i++)
    {
      GObject *toggle = g_ptr_array_index (self->toggles, i);
      guint card = GPOINTER_TO_UINT (g_object_get_data (toggle, "tc-card"));
      guint axe = GPOINTER_TO_UINT (g_object_get_data (toggle, "tc-axe"));
      gboolean active;

      if (axe > 0)
        active = (advice->axes >> (axe - 1)) & 1;
      else if ((active = left[card - 1] > 0))
        left[card - 1]--;
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), active);
    }
}

static void
tools_clicked_cb (TcMcgPaymentDialog *self)
{
  select_payment (self, &self->tools);
}

/* "Iron 1, Wood Axe": the cards and axes of @advice. */
static char *
describe_payment (TcMcgPaymentDialog       *self,
                  const TcMcgPaymentAdvice *advice)
{
  const TcMcgCards *cards = get_cards (self);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint code = 0; code < cards->n_resource; code++)
    for (guint i = 0; i < advice->pay[code]; i++)
      g_ptr_array_add (names, g_strdup (cards->resource[code].name));
  for (guint code = 0; code < cards->n_craft; code++)
    if ((advice->axes >> code) & 1)
      g_ptr_array_add (names, g_strdup (tc_mcg_craft_name (cards, code)));
  g_ptr_array_add (names, NULL);

  return g_strjoinv (_(", "), (char **) names->pdata);
}

/* The axe is never spent unasked; where it would pay, it is offered. */
static GtkWidget *
new_tools_button (TcMcgPaymentDialog *self)
{
  g_autofree char *payment = describe_payment (self, &self->tools);
  g_autofree char *label = g_strdup_printf (_("Pay _with %s instead"), payment);
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  /* "Stattdessen mit Eisen 1, Holzaxt bezahlen" is wider than a phone. */
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
  gtk_label_set_justify (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), GTK_JUSTIFY_CENTER);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (tools_clicked_cb), self);

  return button;
}

static void
fill (TcMcgPaymentDialog *self,
      const TcMcgState   *state,
      const TcMcgPaymentAdvice *advice)
{
  const TcMcgCards *cards = get_cards (self);
  const TcMcgSeat *seat = &state->seats[self->seat - 1];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *hand = gtk_flow_box_new ();
  GtkWidget *status = gtk_label_new (NULL);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (hand), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (hand), 6);
  for (guint code = 0; code < cards->n_resource; code++)
    for (guint copy = 0; copy < seat->hand[code]; copy++)
      tc_flow_box_append (GTK_FLOW_BOX (hand),
                           new_toggle (self, cards->resource[code].name, copy < advice->pay[code],
                                       "tc-card", code));

  for (guint32 axes = tc_mcg_seat_unused_tools (cards, seat, TC_MCG_POWER_AXE); axes != 0; axes &= axes - 1)
    {
      guint code = __builtin_ctz (axes);
      g_autofree char *label = g_strdup_printf (_("%s (2 wood)"), tc_mcg_craft_name (cards, code));

      tc_flow_box_append (GTK_FLOW_BOX (hand),
                           new_toggle (self, label, (advice->axes >> code) & 1, "tc-axe", code));
    }

  self->status_label = GTK_LABEL (status);
  gtk_widget_add_css_class (status, "heading");
  gtk_box_append (GTK_BOX (box), hand);
  gtk_box_append (GTK_BOX (box), status);
  if (self->tools.can_pay)
    {
      self->tools_button = new_tools_button (self);
      gtk_box_append (GTK_BOX (box), self->tools_button);
    }
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), box);
}

TcMcgPaymentDialog *
tc_mcg_payment_dialog_new (GtkWindow        *parent,
                           TcMcgRuleset     *ruleset,
                           const TcMcgState *state,
                           guint             seat,
                           guint             craft_pile,
                           guint             craft)
{
  const TcMcgRules *rules = tc_mcg_ruleset_get_rules (ruleset);
  g_autofree char *heading = g_strdup_printf (_("Craft %s"), tc_mcg_craft_name (rules->cards, craft));
  g_autofree char *recipe = tc_mcg_format_counts (rules->cards, rules->cards->craft[craft].recipe);
  g_autofree char *body = g_strdup_printf (_("%s pays %s. Choose the cards from the hand."),
                                           rules->players[seat - 1], recipe);
  TcMcgPaymentAdvice advice = { 0 };
  TcMcgPaymentDialog *self;

  self = g_object_new (TC_TYPE_MCG_PAYMENT_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       "heading", heading,
                       "body", body,
                       NULL);
  self->ruleset = g_object_ref (ruleset);
  self->seat = seat;
  self->craft_pile = craft_pile;
  self->craft = craft;

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self),
                                    "cancel", _("_Cancel"),
                                    "craft", _("C_raft"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "craft", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "craft");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self), "cancel");

  tc_mcg_payment_advise (rules, state, seat - 1, craft, &advice);
  if (advice.can_pay && advice.n_axes == 0)
    tc_mcg_payment_advise_tools (rules, state, seat - 1, craft, &self->tools);
  fill (self, state, &advice);
  update_status (self);

  return self;
}

/* Returns: (transfer full): the craft entry for the payment chosen */
TcEntry *
tc_mcg_payment_dialog_build_entry (TcMcgPaymentDialog *self)
{
  const TcMcgCards *cards = get_cards (self);
  g_autoptr(GPtrArray) pay = g_ptr_array_new ();
  g_autoptr(GPtrArray) axes = g_ptr_array_new ();

  g_return_val_if_fail (TC_IS_MCG_PAYMENT_DIALOG (self), NULL);

  for (guint i = 0; i < self->toggles->len; i++)
    {
      GObject *toggle = g_ptr_array_index (self->toggles, i);
      guint card = GPOINTER_TO_UINT (g_object_get_data (toggle, "tc-card"));
      guint axe = GPOINTER_TO_UINT (g_object_get_data (toggle, "tc-axe"));

      if (!gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
        continue;
      if (axe > 0)
        g_ptr_array_add (axes, cards->craft[axe - 1].id);
      else
        g_ptr_array_add (pay, cards->resource[card - 1].id);
    }
  g_ptr_array_add (pay, NULL);
  g_ptr_array_add (axes, NULL);

  return tc_mcg_entry_new_craft (self->ruleset, self->seat, self->craft_pile,
                                 (const char **) pay->pdata, (const char **) axes->pdata);
}

const char *
tc_mcg_payment_dialog_get_status (TcMcgPaymentDialog *self)
{
  g_return_val_if_fail (TC_IS_MCG_PAYMENT_DIALOG (self), NULL);

  return gtk_label_get_text (self->status_label);
}

/* Returns: (transfer none) (element-type GtkToggleButton): hand cards, then axes */
GPtrArray *
tc_mcg_payment_dialog_get_toggles (TcMcgPaymentDialog *self)
{
  g_return_val_if_fail (TC_IS_MCG_PAYMENT_DIALOG (self), NULL);

  return self->toggles;
}

/* Enter crafts with the payment shown (a focused card is not toggled
 * again), when it covers the recipe; a focused button (Cancel, the axe's
 * second choice) still takes Enter for its own. Escape cancels.
 */
static gboolean
key_pressed_cb (TcMcgPaymentDialog *self,
                guint            keyval,
                guint            keycode,
                GdkModifierType  modifiers)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter) ||
      (modifiers & gtk_accelerator_get_default_mod_mask ()) != 0 ||
      (GTK_IS_BUTTON (focus) && !GTK_IS_TOGGLE_BUTTON (focus)))
    return GDK_EVENT_PROPAGATE;

  if (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (self), "craft"))
    {
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (self), "craft");
      gtk_window_close (GTK_WINDOW (self));
    }
  else
    gtk_widget_error_bell (GTK_WIDGET (self));

  return GDK_EVENT_STOP;
}

/* Returns: (transfer none) (nullable): the button that selects the
 * payment spending an axe, shown when the hand pays without it
 */
GtkWidget *
tc_mcg_payment_dialog_get_tools_button (TcMcgPaymentDialog *self)
{
  g_return_val_if_fail (TC_IS_MCG_PAYMENT_DIALOG (self), NULL);

  return self->tools_button;
}

static void
tc_mcg_payment_dialog_finalize (GObject *object)
{
  TcMcgPaymentDialog *self = TC_MCG_PAYMENT_DIALOG (object);

  g_clear_object (&self->ruleset);
  g_clear_pointer (&self->toggles, g_ptr_array_unref);

  G_OBJECT_CLASS (tc_mcg_payment_dialog_parent_class)->finalize (object);
}

static void
tc_mcg_payment_dialog_class_init (TcMcgPaymentDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tc_mcg_payment_dialog_finalize;
}

static void
tc_mcg_payment_dialog_init (TcMcgPaymentDialog *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->toggles = g_ptr_array_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
