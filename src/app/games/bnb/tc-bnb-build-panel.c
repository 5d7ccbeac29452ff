/* tc-bnb-build-panel.c: building the tile of a stack: what it costs, how
 * to pay it, and on which space of the board
 *
 * The payment starts as the engine advises (emeralds last); the space,
 * which changes the score, is the player's to choose, so none is chosen
 * at first. Whether the build can be made is the engine's word, said
 * under it as it changes, and Build answers only when it can.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-bnb-build-panel.h"
#include "tc-bnb-swatch.h"
#include "tc-bnb-text.h"
#include "tc-flow-box.h"
#include "tc-label.h"
#include "tc-text.h"

#define N_SPACES 9

struct _TcBnbBuildPanel
{
  GtkWidget          parent_instance;

  const TcBnbRules  *rules;
  TcBnbState         state;          /* a copy: the panel composes against it */
  guint              row, col;

  GtkLabel          *tile_label;
  GtkLabel          *pay_heading;
  GtkWidget         *pay_rows[TC_BNB_N_BLOCKS][3];  /* swatch, names, spin */
  TcBnbSwatch       *block_swatches[TC_BNB_N_BLOCKS];
  GtkLabel          *block_captions[TC_BNB_N_BLOCKS];
  GtkSpinButton     *pay_spins[TC_BNB_N_BLOCKS];
  GtkLabel          *verdict_label;
  GtkLabel          *board_heading;
  GtkToggleButton   *space_buttons[N_SPACES];
  TcBnbSwatch       *space_swatches[N_SPACES];
  GtkLabel          *space_label;
  GtkButton         *build_button;
};

G_DEFINE_FINAL_TYPE (TcBnbBuildPanel, tc_bnb_build_panel, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const TcBnbTile *
get_tile (TcBnbBuildPanel *self)
{
  return &self->state.tops[TC_BNB_STACK (self->row, self->col)];
}

static const TcBnbSeat *
get_seat (TcBnbBuildPanel *self)
{
  return &self->state.seats[self->state.active];
}

/* The space chosen, or -1 while none is. */
static gint
chosen_space (TcBnbBuildPanel *self)
{
  for (guint i = 0; i < N_SPACES; i++)
    if (gtk_toggle_button_get_active (self->space_buttons[i]))
      return i;

  return -1;
}

/* With no space chosen, @build names none (the engine refuses that). */
static void
fill_entry (TcBnbBuildPanel *self,
            TcBnbEntry      *build)
{
  gint space = chosen_space (self);

  build->type = TC_BNB_ENTRY_BUILD;
  build->seat = self->state.active + 1;
  build->stack = (TcBnbCoord) { 2, { self->row, self->col } };
  build->space = space < 0 ? (TcBnbCoord) { 0 } : (TcBnbCoord) { 2, { space / 3 + 1, space % 3 + 1 } };
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    build->pay[b] = gtk_spin_button_get_value_as_int (self->pay_spins[b]);
}

/* A space's biome letter, and the material and type letters of what is
 * built on it; the chosen space is ticked, not only coloured.
 */
static void
show_space (TcBnbBuildPanel *self,
            guint            i)
{
  const TcBnbData *data = self->rules->data;
  const TcBnbSpace *space = &get_seat (self)->board[i];
  const char *tick = gtk_toggle_button_get_active (self->space_buttons[i]) ? " ✓" : "";
  g_autofree char *face = NULL;

  if (space->material == TC_BNB_NONE)
    face = g_strdup_printf ("<b>%c</b>%s", data->biomes[space->biome].key, tick);
  else
    face = g_strdup_printf ("<b>%c</b>%s\n<small>%c %c</small>", data->biomes[space->biome].key, tick,
                            data->materials[space->material].key, data->types[space->type].key);

  tc_bnb_swatch_set (self->space_swatches[i], data->biomes[space->biome].color, face);
}

/* Whether the build can be made: the engine checks the whole build, so
 * its sentence, first, is the one the table would get on building. The
 * payment is checked on any space until one is chosen; then the
 * sentence says that the space is missing.
 */
static void
update_verdict (TcBnbBuildPanel *self)
{
  TcBnbEntry build = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *sums = NULL;
  g_autofree char *verdict = NULL;
  gboolean no_space = chosen_space (self) < 0;
  guint paid = 0, cost = 0;

  fill_entry (self, &build);
  if (no_space)
    build.space = (TcBnbCoord) { 2, { 1, 1 } };
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      paid += build.pay[b];
      cost += get_tile (self)->cost[b];
    }
  sums = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pays %u block of a cost of %u",
                                       "Pays %u blocks of a cost of %u", paid),
                          paid, cost);

  if (!tc_bnb_state_check (self->rules, &self->state, &build, &error))
    {
      g_autofree char *reason = tc_text_capitalize (error->message);

      verdict = g_strdup_printf ("%s. %s", reason, sums);
    }
  else if (no_space)
    verdict = g_strdup_printf (_("Choose the space to build on. %s: exactly right"), sums);
  else
    verdict = g_strdup_printf (_("%s: exactly right"), sums);

  gtk_label_set_text (self->verdict_label, verdict);
  if (error != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->verdict_label), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "warning");
  gtk_widget_set_sensitive (GTK_WIDGET (self->build_button), error == NULL && !no_space);
}

static void
update_space_label (TcBnbBuildPanel *self)
{
  gint space = chosen_space (self);
  g_autofree char *now = NULL;
  g_autofree char *label = NULL;

  if (space < 0)
    {
      gtk_label_set_text (self->space_label, _("No space chosen yet"));
      return;
    }

  now = tc_bnb_describe_space (self->rules, &get_seat (self)->board[space]);
  /* TRANSLATORS: a row and a column (1–3), then what the space is now */
  label = g_strdup_printf (_("On row %u, column %u, now %s"), space / 3 + 1, space % 3 + 1, now);
  gtk_label_set_text (self->space_label, label);
}

static void
pay_changed_cb (TcBnbBuildPanel *self)
{
  update_verdict (self);
}

static void
space_toggled_cb (GtkToggleButton *button,
                  TcBnbBuildPanel *self)
{
  if (self->rules == NULL)
    return;

  show_space (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "space")));
  /* The button turned off calls too, before the one turned on. */
  if (gtk_toggle_button_get_active (button))
    {
      update_space_label (self);
      update_verdict (self);
    }
}

static void
activate_panel (TcBnbBuildPanel *self)
{
  g_signal_emit (self, signals[ACTIVATE], 0);
}

/* Typed values count only once committed: Enter in a spin button comes
 * here before the spin button has read its text.
 */
static void
commit_payment (TcBnbBuildPanel *self)
{
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    gtk_spin_button_update (self->pay_spins[b]);
}

/**
 * tc_bnb_build_panel_enter:
 *
 * What Enter does anywhere in the panel, or in the form around it: asks
 * to build what the panel shows when the build can be made. It chooses
 * no space (that is the player's click) and, when the build cannot be
 * made, leaves the verdict to say why.
 */
void
tc_bnb_build_panel_enter (TcBnbBuildPanel *self)
{
  g_return_if_fail (TC_IS_BNB_BUILD_PANEL (self));

  commit_payment (self);
  if (gtk_widget_is_sensitive (GTK_WIDGET (self->build_button)))
    activate_panel (self);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *keys,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        modifiers,
                TcBnbBuildPanel       *self)
{
  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter) ||
      (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  tc_bnb_build_panel_enter (self);
  return TRUE;
}

/* Only the blocks that may pay this tile have a row: those it costs,
 * and emeralds held, which pay for any block (§4 build).
 */
static void
show_pay_rows (TcBnbBuildPanel *self,
               const guint     *advice)
{
  const TcBnbTile *tile = get_tile (self);
  const TcBnbSeat *seat = get_seat (self);

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      g_autofree char *caption = g_strdup_printf (_("costs %u · holds %u"), tile->cost[b], seat->blocks[b]);
      gboolean pays = tile->cost[b] > 0 || (b == self->rules->data->wild && seat->blocks[b] > 0);

      for (guint part = 0; part < G_N_ELEMENTS (self->pay_rows[b]); part++)
        gtk_widget_set_visible (self->pay_rows[b][part], pays);

      gtk_spin_button_set_range (self->pay_spins[b], 0, seat->blocks[b]);
      gtk_spin_button_set_value (self->pay_spins[b], advice[b]);
      gtk_label_set_text (self->block_captions[b], caption);
    }
}

static void
show_board (TcBnbBuildPanel *self)
{
  const TcBnbSeat *seat = get_seat (self);
  gint chosen = chosen_space (self);

  for (guint i = 0; i < N_SPACES; i++)
    {
      const TcBnbSpace *space = &seat->board[i];
      g_autofree char *description = tc_bnb_describe_space (self->rules, space);
      /* TRANSLATORS: a row and a column (1–3), then what the space is */
      g_autofree char *accessible = g_strdup_printf (_("Row %u, column %u: %s"), i / 3 + 1, i % 3 + 1, description);

      gtk_widget_set_tooltip_text (GTK_WIDGET (self->space_buttons[i]), description);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->space_buttons[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible, -1);
    }

  if (chosen >= 0)
    gtk_toggle_button_set_active (self->space_buttons[chosen], FALSE);
  for (guint i = 0; i < N_SPACES; i++)
    show_space (self, i);
}

/**
 * tc_bnb_build_panel_prepare:
 * @state: copied: the panel composes against it
 * @row: (in): the map row of the stack, 1–4; @col likewise
 *
 * Shows the face-up building on the stack at map cell [@row, @col], the
 * engine's advice for paying it, and the active seat's board.
 */
void
tc_bnb_build_panel_prepare (TcBnbBuildPanel  *self,
                            const TcBnbRules *rules,
                            const TcBnbState *state,
                            guint             row,
                            guint             col)
{
  const char *player = rules->players[state->active];
  guint advice[TC_BNB_N_BLOCKS];
  g_autofree char *description = NULL;
  g_autofree char *tile = NULL;
  g_autofree char *pay_heading = NULL;
  g_autofree char *board_heading = NULL;

  g_return_if_fail (TC_IS_BNB_BUILD_PANEL (self));
  g_return_if_fail (row >= 1 && row <= 4 && col >= 1 && col <= 4);
  g_return_if_fail (state->tops[TC_BNB_STACK (row, col)].kind == TC_BNB_TILE_BUILDING);

  self->rules = rules;
  self->state = *state;
  self->row = row;
  self->col = col;
  tc_bnb_state_advise_payment (rules, state, get_tile (self), advice);

  description = tc_bnb_describe_tile (rules, get_tile (self));
  tile = tc_text_capitalize (description);
  gtk_label_set_text (self->tile_label, tile);
  pay_heading = g_strdup_printf (_("%s pays"), player);
  gtk_label_set_text (self->pay_heading, pay_heading);
  board_heading = g_strdup_printf (_("On %s’s board"), player);
  gtk_label_set_text (self->board_heading, board_heading);

  show_pay_rows (self, advice);
  show_board (self);
  update_space_label (self);
  update_verdict (self);
}

/**
 * tc_bnb_build_panel_get_entry:
 * @build: (out caller-allocates): type, seat, stack, space and pay are set
 */
void
tc_bnb_build_panel_get_entry (TcBnbBuildPanel *self,
                              TcBnbEntry      *build)
{
  g_return_if_fail (TC_IS_BNB_BUILD_PANEL (self));
  g_return_if_fail (self->rules != NULL);

  commit_payment (self);
  fill_entry (self, build);
}

/* A player's name in a heading is cut rather than wrapped. */
static GtkLabel *
new_heading (void)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_xalign (label, 0);
  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (label), "heading");

  return label;
}

/* [w] Wood / costs 2 · holds 1 [ 1 ] */
static GtkWidget *
build_payment (TcBnbBuildPanel *self)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();

  self->pay_heading = new_heading ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      g_autofree char *key = g_strdup_printf ("<b>%c</b>", data->blocks[b].key);
      g_autofree char *name = tc_text_capitalize (_(data->blocks[b].name));
      g_autofree char *accessible = g_strdup_printf (_("%s to pay"), name);
      GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *label = gtk_label_new (name);

      self->block_swatches[b] = TC_BNB_SWATCH (tc_bnb_swatch_new ());
      tc_bnb_swatch_set (self->block_swatches[b], data->blocks[b].color, key);
      gtk_widget_set_size_request (GTK_WIDGET (self->block_swatches[b]), 28, 28);
      gtk_widget_set_valign (GTK_WIDGET (self->block_swatches[b]), GTK_ALIGN_CENTER);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      self->block_captions[b] = tc_label_new_wrapping (NULL, "caption", GTK_ACCESSIBLE_ROLE_LABEL);
      gtk_widget_add_css_class (GTK_WIDGET (self->block_captions[b]), "dim-label");
      gtk_widget_set_hexpand (names, TRUE);
      gtk_box_append (GTK_BOX (names), label);
      gtk_box_append (GTK_BOX (names), GTK_WIDGET (self->block_captions[b]));

      self->pay_spins[b] = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 0, 1));
      gtk_spin_button_set_numeric (self->pay_spins[b], TRUE);
      gtk_widget_set_valign (GTK_WIDGET (self->pay_spins[b]), GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->pay_spins[b]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible, -1);
      g_signal_connect_swapped (self->pay_spins[b], "value-changed", G_CALLBACK (pay_changed_cb), self);

      self->pay_rows[b][0] = GTK_WIDGET (self->block_swatches[b]);
      self->pay_rows[b][1] = names;
      self->pay_rows[b][2] = GTK_WIDGET (self->pay_spins[b]);
      for (guint part = 0; part < G_N_ELEMENTS (self->pay_rows[b]); part++)
        gtk_grid_attach (GTK_GRID (grid), self->pay_rows[b][part], part, b, 1, 1);
    }

  gtk_box_append (GTK_BOX (section), GTK_WIDGET (self->pay_heading));
  gtk_box_append (GTK_BOX (section), grid);

  return section;
}

static GtkWidget *
build_board (TcBnbBuildPanel *self)
{
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();

  self->board_heading = new_heading ();
  self->space_label = tc_label_new_wrapping (NULL, "caption", GTK_ACCESSIBLE_ROLE_LABEL);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_START);

  for (guint i = 0; i < N_SPACES; i++)
    {
      self->space_buttons[i] = GTK_TOGGLE_BUTTON (gtk_toggle_button_new ());
      self->space_swatches[i] = TC_BNB_SWATCH (tc_bnb_swatch_new ());
      gtk_widget_set_size_request (GTK_WIDGET (self->space_swatches[i]), 38, 38);
      gtk_button_set_child (GTK_BUTTON (self->space_buttons[i]), GTK_WIDGET (self->space_swatches[i]));
      gtk_widget_add_css_class (GTK_WIDGET (self->space_buttons[i]), "bnb-space");
      g_object_set_data (G_OBJECT (self->space_buttons[i]), "space", GUINT_TO_POINTER (i));
      /* At most one space is chosen; none until the player chooses. */
      if (i > 0)
        gtk_toggle_button_set_group (self->space_buttons[i], self->space_buttons[0]);
      g_signal_connect (self->space_buttons[i], "toggled", G_CALLBACK (space_toggled_cb), self);
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->space_buttons[i]), i % 3, i / 3, 1, 1);
    }

  gtk_box_append (GTK_BOX (section), GTK_WIDGET (self->board_heading));
  gtk_box_append (GTK_BOX (section), grid);
  gtk_box_append (GTK_BOX (section), GTK_WIDGET (self->space_label));

  return section;
}

/* Focusing the panel starts at the board's spaces: the choice the player
 * makes, while the payment is already advised.
 */
static gboolean
tc_bnb_build_panel_grab_focus (GtkWidget *widget)
{
  TcBnbBuildPanel *self = TC_BNB_BUILD_PANEL (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->space_buttons[0]));
}

static void
tc_bnb_build_panel_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_bnb_build_panel_parent_class)->dispose (object);
}

static void
tc_bnb_build_panel_class_init (TcBnbBuildPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_bnb_build_panel_dispose;
  widget_class->grab_focus = tc_bnb_build_panel_grab_focus;

  /**
   * TcBnbBuildPanel::activate:
   *
   * The table asked to build: Enter, or the Build button.
   */
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bnbbuildpanel");
}

static void
tc_bnb_build_panel_init (TcBnbBuildPanel *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkFlowBox *parts = GTK_FLOW_BOX (gtk_flow_box_new ());
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->tile_label = tc_label_new_wrapping (NULL, "title-4", GTK_ACCESSIBLE_ROLE_LABEL);
  self->verdict_label = tc_label_new_wrapping (NULL, "bnb-verdict", GTK_ACCESSIBLE_ROLE_LABEL);

  gtk_flow_box_set_selection_mode (parts, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (parts, 2);
  gtk_flow_box_set_column_spacing (parts, 12);
  gtk_flow_box_set_row_spacing (parts, 12);
  tc_flow_box_append (parts, build_payment (self));
  tc_flow_box_append (parts, build_board (self));

  self->build_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Build")));
  gtk_widget_add_css_class (GTK_WIDGET (self->build_button), "suggested-action");
  gtk_widget_set_halign (GTK_WIDGET (self->build_button), GTK_ALIGN_END);
  gtk_widget_set_sensitive (GTK_WIDGET (self->build_button), FALSE);
  g_signal_connect_swapped (self->build_button, "clicked", G_CALLBACK (activate_panel), self);

  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->tile_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (parts));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->verdict_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->build_button));
  gtk_widget_set_parent (box, GTK_WIDGET (self));

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
tc_bnb_build_panel_new (void)
{
  return g_object_new (TC_TYPE_BNB_BUILD_PANEL, NULL);
}
