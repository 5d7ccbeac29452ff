/* tc-bnb-fight-panel.c: fighting the mob of a stack: the weapons drawn
 * from the pile, the damage against the mob's hearts, TNT to detonate
 *
 * A row per weapon kind the pile holds; typing a weapon's letter counts
 * one more drawn, so that the table reads the tokens out as it turns
 * them over. How many to draw and what they do come from the engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-bnb-fight-panel.h"
#include "tc-bnb-text.h"
#include "tc-flow-box.h"
#include "tc-label.h"
#include "tc-text.h"

struct _TcBnbFightPanel
{
  GtkWidget          parent_instance;

  const TcBnbRules  *rules;
  TcBnbState         state;          /* a copy: the panel composes against it */
  guint              row, col;
  guint              to_draw;        /* the engine's count */
  gint               tnt;            /* the weapon that explodes, -1: none */

  GtkLabel          *mob_label;
  GtkLabel          *draw_label;
  GtkWidget         *weapon_rows[TC_BNB_N_WEAPONS];
  GtkLabel          *weapon_captions[TC_BNB_N_WEAPONS];
  GtkSpinButton     *drawn_spins[TC_BNB_N_WEAPONS];
  GtkWidget         *detonate_row;
  GtkLabel          *detonate_caption;
  GtkSpinButton     *detonate_spin;
  GtkLabel          *damage_label;
  GtkButton         *clear_button;
  GtkButton         *fight_button;
};

G_DEFINE_FINAL_TYPE (TcBnbFightPanel, tc_bnb_fight_panel, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const TcBnbSeat *
get_seat (TcBnbFightPanel *self)
{
  return &self->state.seats[self->state.active];
}

/* The counts drawn of each kind; returns their sum. */
static guint
count_drawn (TcBnbFightPanel *self,
             guint           *drawn)
{
  guint total = 0;

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    {
      drawn[w] = gtk_spin_button_get_value_as_int (self->drawn_spins[w]);
      total += drawn[w];
    }

  return total;
}

static void
update_damage (TcBnbFightPanel *self)
{
  const TcBnbTile *mob = &self->state.tops[TC_BNB_STACK (self->row, self->col)];
  guint drawn[TC_BNB_N_WEAPONS];
  guint total = count_drawn (self, drawn);
  guint detonate = gtk_spin_button_get_value_as_int (self->detonate_spin);
  gint damage = tc_bnb_state_fight_damage (self->rules, &self->state, drawn, detonate);
  g_autofree char *line = NULL;

  if (damage >= mob->hearts)
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Drawn %u of %u · damage %d against %u heart — wins",
                                         "Drawn %u of %u · damage %d against %u hearts — wins", mob->hearts),
                            total, self->to_draw, damage, mob->hearts);
  else
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Drawn %u of %u · damage %d against %u heart — loses",
                                         "Drawn %u of %u · damage %d against %u hearts — loses", mob->hearts),
                            total, self->to_draw, damage, mob->hearts);

  gtk_label_set_text (self->damage_label, line);
  gtk_widget_set_sensitive (GTK_WIDGET (self->fight_button), total == self->to_draw);
}

static void
drawn_changed_cb (TcBnbFightPanel *self)
{
  if (self->tnt >= 0)
    {
      guint tnt_drawn = gtk_spin_button_get_value_as_int (self->drawn_spins[self->tnt]);

      gtk_spin_button_set_range (self->detonate_spin, 0, tnt_drawn);
      gtk_widget_set_sensitive (self->detonate_row, tnt_drawn > 0);
    }
  update_damage (self);
}

static void
detonate_changed_cb (TcBnbFightPanel *self)
{
  update_damage (self);
}

static void
clear_clicked_cb (TcBnbFightPanel *self)
{
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    gtk_spin_button_set_value (self->drawn_spins[w], 0);
}

/* Typed values count only once committed: Enter in a spin button comes
 * here before the spin button has read its text.
 */
static void
commit_spins (TcBnbFightPanel *self)
{
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    gtk_spin_button_update (self->drawn_spins[w]);
  gtk_spin_button_update (self->detonate_spin);
}

/**
 * tc_bnb_fight_panel_enter:
 *
 * What Enter does anywhere in the panel, or in the form around it, and
 * what the Fight button does: asks to fight with the weapons counted,
 * once they are as many as are drawn.
 */
void
tc_bnb_fight_panel_enter (TcBnbFightPanel *self)
{
  g_return_if_fail (TC_IS_BNB_FIGHT_PANEL (self));

  commit_spins (self);
  if (!gtk_widget_is_sensitive (GTK_WIDGET (self->fight_button)))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  g_signal_emit (self, signals[ACTIVATE], 0);
}

static gint
find_weapon (const TcBnbData *data,
             guint            keyval)
{
  gunichar typed = g_unichar_tolower (gdk_keyval_to_unicode (keyval));

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    if (typed != 0 && typed == (gunichar) g_ascii_tolower (data->weapons[w].key))
      return w;

  return -1;
}

/* A weapon's letter counts one more of it drawn, up to what the pile
 * holds; Enter fights.
 */
static gboolean
key_pressed_cb (GtkEventControllerKey *keys,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        modifiers,
                TcBnbFightPanel       *self)
{
  gint weapon;
  GtkSpinButton *spin;

  if (self->rules == NULL || (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
    {
      tc_bnb_fight_panel_enter (self);
      return TRUE;
    }

  weapon = find_weapon (self->rules->data, keyval);
  if (weapon < 0)
    return FALSE;

  spin = self->drawn_spins[weapon];
  if (gtk_spin_button_get_value_as_int (spin) < get_seat (self)->weapons[weapon])
    gtk_spin_button_set_value (spin, gtk_spin_button_get_value_as_int (spin) + 1);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));

  return TRUE;
}

/* Only the kinds the pile holds are shown, each up to its count. */
static void
show_weapon_rows (TcBnbFightPanel *self)
{
  const TcBnbSeat *seat = get_seat (self);

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    {
      guint hearts = self->state.weapon_hearts[w];
      /* TRANSLATORS: the weapon's hearts, then how many the pile holds */
      g_autofree char *caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u heart · in pile: %u",
                                                               "%u hearts · in pile: %u", hearts),
                                                  hearts, seat->weapons[w]);

      gtk_label_set_text (self->weapon_captions[w], caption);
      gtk_spin_button_set_range (self->drawn_spins[w], 0, seat->weapons[w]);
      gtk_spin_button_set_value (self->drawn_spins[w], 0);
      /* The flow box's child, so that no empty place is left. */
      gtk_widget_set_visible (gtk_widget_get_parent (self->weapon_rows[w]), seat->weapons[w] > 0);
    }
}

static void
show_detonate_row (TcBnbFightPanel *self)
{
  const TcBnbData *data = self->rules->data;
  gboolean shown = self->rules->seed_effects && self->tnt >= 0 && get_seat (self)->weapons[self->tnt] > 0;

  if (shown)
    {
      guint hearts = self->state.weapon_hearts[self->tnt];
      g_autofree char *caption =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "Each counts %d instead of its %u heart, then leaves the pile",
                                      "Each counts %d instead of its %u hearts, then leaves the pile", hearts),
                         data->power_value[self->tnt], hearts);

      gtk_label_set_text (self->detonate_caption, caption);
    }
  gtk_spin_button_set_range (self->detonate_spin, 0, 0);
  gtk_widget_set_sensitive (self->detonate_row, FALSE);
  gtk_widget_set_visible (gtk_widget_get_parent (self->detonate_row), shown);
}

/**
 * tc_bnb_fight_panel_prepare:
 * @state: copied: the panel composes against it
 * @row: the map row of the stack, 1–4; @col likewise
 *
 * Shows the face-up mob on the stack at map cell [@row, @col] and the
 * active seat's pile, nothing drawn yet.
 */
void
tc_bnb_fight_panel_prepare (TcBnbFightPanel  *self,
                            const TcBnbRules *rules,
                            const TcBnbState *state,
                            guint             row,
                            guint             col)
{
  g_autofree char *description = NULL;
  g_autofree char *mob = NULL;
  g_autofree char *to_draw = NULL;

  g_return_if_fail (TC_IS_BNB_FIGHT_PANEL (self));
  g_return_if_fail (row >= 1 && row <= 4 && col >= 1 && col <= 4);
  g_return_if_fail (state->tops[TC_BNB_STACK (row, col)].kind == TC_BNB_TILE_MOB);

  self->rules = rules;
  self->state = *state;
  self->row = row;
  self->col = col;
  self->to_draw = tc_bnb_state_n_drawn (rules, state);
  self->tnt = tc_bnb_data_find_weapon_power (rules->data, TC_BNB_POWER_EXPLODE);

  description = tc_bnb_describe_tile (rules, &state->tops[TC_BNB_STACK (row, col)]);
  mob = tc_text_capitalize (description);
  gtk_label_set_text (self->mob_label, mob);
  /* TRANSLATORS: how many weapons, then a player's name */
  to_draw = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Draw %u weapon from %s’s pile: type its letter",
                                          "Draw %u weapons from %s’s pile: type their letters", self->to_draw),
                             self->to_draw, rules->players[state->active]);
  gtk_label_set_text (self->draw_label, to_draw);

  show_weapon_rows (self);
  show_detonate_row (self);
  update_damage (self);
}

/**
 * tc_bnb_fight_panel_get_entry:
 * @fight: (out caller-allocates): type, seat, stack, drawn and detonate
 *   are set; its drawn list is @drawn
 * @drawn: (out caller-allocates) (array length=max_drawn): the weapon
 *   kinds drawn, in weapon order
 *
 * Returns: how many weapons @drawn lists
 */
guint
tc_bnb_fight_panel_get_entry (TcBnbFightPanel *self,
                              TcBnbEntry      *fight,
                              gint            *drawn,
                              guint            max_drawn)
{
  guint counts[TC_BNB_N_WEAPONS];
  guint n = 0;

  g_return_val_if_fail (TC_IS_BNB_FIGHT_PANEL (self), 0);
  g_return_val_if_fail (self->rules != NULL, 0);

  commit_spins (self);
  count_drawn (self, counts);
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    for (guint i = 0; i < counts[w] && n < max_drawn; i++)
      drawn[n++] = w;

  fight->type = TC_BNB_ENTRY_FIGHT;
  fight->seat = self->state.active + 1;
  fight->stack = (TcBnbCoord) { 2, { self->row, self->col } };
  fight->n_drawn = n;
  fight->drawn = drawn;
  fight->detonate = gtk_spin_button_get_value_as_int (self->detonate_spin);

  return n;
}

/* "Wooden sword (w)" over "1 heart · in pile: 1", beside its spin button. */
static GtkWidget *
new_count_row (const char     *title,
               const char     *accessible,
               GtkLabel      **caption,
               GtkSpinButton **spin)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkLabel *label = tc_label_new_wrapping (NULL, NULL, GTK_ACCESSIBLE_ROLE_LABEL);

  gtk_label_set_text (label, title);
  *caption = tc_label_new_wrapping (NULL, "caption", GTK_ACCESSIBLE_ROLE_LABEL);
  gtk_widget_add_css_class (GTK_WIDGET (*caption), "dim-label");
  gtk_widget_set_hexpand (names, TRUE);
  gtk_box_append (GTK_BOX (names), GTK_WIDGET (label));
  gtk_box_append (GTK_BOX (names), GTK_WIDGET (*caption));

  *spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 0, 1));
  gtk_spin_button_set_numeric (*spin, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (*spin), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*spin), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);

  gtk_box_append (GTK_BOX (row), names);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (*spin));

  return row;
}

static GtkWidget *
build_weapons (TcBnbFightPanel *self)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  gint tnt = tc_bnb_data_find_weapon_power (data, TC_BNB_POWER_EXPLODE);
  g_autofree char *tnt_name = tnt >= 0 ? tc_text_capitalize (_(data->weapons[tnt].name)) : NULL;
  g_autofree char *detonate = g_strdup_printf (_("%s to detonate"), tnt_name != NULL ? tnt_name : "");
  GtkFlowBox *box = GTK_FLOW_BOX (gtk_flow_box_new ());

  gtk_flow_box_set_selection_mode (box, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (box, 3);
  gtk_flow_box_set_homogeneous (box, TRUE);
  gtk_flow_box_set_column_spacing (box, 24);
  gtk_flow_box_set_row_spacing (box, 6);

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    {
      g_autofree char *name = tc_text_capitalize (_(data->weapons[w].name));
      g_autofree char *title = g_strdup_printf ("%s (%c)", name, data->weapons[w].key);
      g_autofree char *accessible = g_strdup_printf (_("%s drawn"), name);

      self->weapon_rows[w] = new_count_row (title, accessible, &self->weapon_captions[w], &self->drawn_spins[w]);
      g_signal_connect_swapped (self->drawn_spins[w], "value-changed", G_CALLBACK (drawn_changed_cb), self);
      tc_flow_box_append (box, self->weapon_rows[w]);
    }

  /* Last, where the rows of the pile end. */
  self->detonate_row = new_count_row (detonate, detonate, &self->detonate_caption, &self->detonate_spin);
  g_signal_connect_swapped (self->detonate_spin, "value-changed", G_CALLBACK (detonate_changed_cb), self);
  tc_flow_box_append (box, self->detonate_row);

  return GTK_WIDGET (box);
}

static GtkWidget *
build_buttons (TcBnbFightPanel *self)
{
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->clear_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("C_lear")));
  g_signal_connect_swapped (self->clear_button, "clicked", G_CALLBACK (clear_clicked_cb), self);
  self->fight_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Fight")));
  gtk_widget_add_css_class (GTK_WIDGET (self->fight_button), "suggested-action");
  g_signal_connect_swapped (self->fight_button, "clicked", G_CALLBACK (tc_bnb_fight_panel_enter), self);

  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->clear_button));
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->fight_button));

  return buttons;
}

/* Focusing the panel puts the focus on no count: the weapons' letters
 * and Enter work from anywhere in it, and a digit typed for somewhere
 * else changes no count.
 */
static gboolean
tc_bnb_fight_panel_grab_focus (GtkWidget *widget)
{
  TcBnbFightPanel *self = TC_BNB_FIGHT_PANEL (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->clear_button));
}

static void
tc_bnb_fight_panel_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_bnb_fight_panel_parent_class)->dispose (object);
}

static void
tc_bnb_fight_panel_class_init (TcBnbFightPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_bnb_fight_panel_dispose;
  widget_class->grab_focus = tc_bnb_fight_panel_grab_focus;

  /**
   * TcBnbFightPanel::activate:
   *
   * The table asked to fight, with as many weapons drawn as the engine
   * says: Enter, or the Fight button.
   */
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bnbfightpanel");
}

static void
tc_bnb_fight_panel_init (TcBnbFightPanel *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->tnt = -1;
  self->mob_label = tc_label_new_wrapping (NULL, "title-4", GTK_ACCESSIBLE_ROLE_LABEL);
  self->draw_label = tc_label_new_wrapping (NULL, NULL, GTK_ACCESSIBLE_ROLE_LABEL);
  self->damage_label = tc_label_new_wrapping (NULL, "bnb-verdict", GTK_ACCESSIBLE_ROLE_LABEL);

  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->mob_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->draw_label));
  gtk_box_append (GTK_BOX (box), build_weapons (self));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->damage_label));
  gtk_box_append (GTK_BOX (box), build_buttons (self));
  gtk_widget_set_parent (box, GTK_WIDGET (self));

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
tc_bnb_fight_panel_new (void)
{
  return g_object_new (TC_TYPE_BNB_FIGHT_PANEL, NULL);
}
