/* tc-quartz-action-panel.c: choosing one action from the unused dice
 *
 * A button per action shows how many crystals it can still move (the
 * engine's advice); choosing one opens a composer: how many dice of the
 * face and how many helmet pairs, then the crystals or seats it names.
 * Applying emits ::apply with the entry; whether it is legal is for the
 * engine to say.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-flow-box.h"
#include "tc-quartz-action-panel.h"
#include "tc-quartz-names.h"
#include "tc-quartz-seat-card.h"
#include "tc-quartz-text.h"
#include "tc-text.h"

struct _TcQuartzActionPanel
{
  GtkWidget            parent_instance;

  const TcQuartzRules *rules;
  TcQuartzState        state;
  TcQuartzEntry        entry;          /* the action being composed */
  gboolean             composing;
  gboolean             returning;      /* a jackhammer's put-back list */
  guint                focus_tick;     /* until Apply takes the focus */
  gboolean             sheet_laid_out; /* a frame has passed since it opened */
  guint                steal_seat;     /* a steal's seat typed, waiting for its crystal */
  gboolean             opened_itself;  /* the sheet opened unasked, its letter not typed */

  GtkFlowBox          *actions_box;
  GtkWidget           *action_buttons[TC_QUARTZ_HELMET];
  GtkLabel            *action_counts[TC_QUARTZ_HELMET];
  GtkBox              *composer;
  GtkLabel            *composer_title;
  GtkSpinButton       *faces_spin;
  GtkSpinButton       *pairs_spin;
  GtkFlowBox          *choices;
  GtkLabel            *chosen_label;
  GtkToggleButton     *returning_toggle;
  GtkWidget           *cancel_button;
  GtkWidget           *clear_button;
  GtkButton           *apply_button;
};

G_DEFINE_FINAL_TYPE (TcQuartzActionPanel, tc_quartz_action_panel, GTK_TYPE_WIDGET)

enum {
  APPLY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The face's name as a label starts: "Pickaxe". */
static char *
face_label (const TcQuartzData *data,
            guint               face)
{
  return tc_text_capitalize (tc_quartz_data_face_name (data, face));
}

static void
append_kinds (GString            *out,
              const TcQuartzData *data,
              const gint         *kinds,
              guint               n)
{
  /* The list's comma as the language writes it (Chinese "，"). */
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? _(", ") : "", tc_quartz_data_crystal_name (data, kinds[i]));
  if (n == 0)
    g_string_append (out, "—");
}

/* What the composed action names so far, in words. */
static void
update_chosen (TcQuartzActionPanel *self)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const TcQuartzEntry *e = &self->entry;

  switch (e->type)
    {
    case TC_QUARTZ_ENTRY_JACKHAMMER:
      g_string_append (out, _("Drawn: "));
      append_kinds (out, self->rules->data, e->crystals, e->n_crystals);
      g_string_append (out, _(" · back into the bag: "));
      append_kinds (out, self->rules->data, e->returned, e->n_returned);
      break;
    case TC_QUARTZ_ENTRY_MINECART:
      g_string_append (out, _("To: "));
      for (guint i = 0; i < e->n_to; i++)
        g_string_append_printf (out, "%s%s", i > 0 ? _(", ") : "", self->rules->players[e->to[i] - 1]);
      break;
    case TC_QUARTZ_ENTRY_STEAL:
      g_string_append (out, _("From: "));
      for (guint i = 0; i < e->n_from; i++)
        {
          g_autofree char *crystal = g_strdup_printf (_("%s’s %s"), self->rules->players[e->from[i].seat - 1],
                                                      tc_quartz_data_crystal_name (self->rules->data, e->from[i].kind));

          g_string_append_printf (out, "%s%s", i > 0 ? _(", ") : "", crystal);
        }
      break;
    default:
      g_string_append (out, _("Crystals: "));
      append_kinds (out, self->rules->data, e->crystals, e->n_crystals);
      break;
    }

  gtk_label_set_text (self->chosen_label, out->str);
}

static void apply_clicked_cb (TcQuartzActionPanel *self);

/* How many crystals the sheet names for what its dice move. */
static guint
count_named (TcQuartzActionPanel *self)
{
  const TcQuartzEntry *e = &self->entry;

  switch (e->type)
    {
    case TC_QUARTZ_ENTRY_MINECART:
      return e->n_to;
    case TC_QUARTZ_ENTRY_STEAL:
      return e->n_from;
    default:
      return e->n_crystals;
    }
}

/* A sheet with all its dice and no helmet to pair is done once it names
 * as many crystals as those dice move (the engine's count): it applies
 * then, without an Apply. A jackhammer's put-back, fewer dice or helmet
 * pairs still wait for Apply.
 */
static void
apply_when_complete (TcQuartzActionPanel *self)
{
  TcQuartzFace face = self->entry.type - TC_QUARTZ_ENTRY_PICKAXE;

  if (self->entry.type == TC_QUARTZ_ENTRY_JACKHAMMER ||
      self->state.unused[TC_QUARTZ_HELMET] >= 2 ||
      gtk_spin_button_get_value_as_int (self->faces_spin) != (gint) self->state.unused[face] ||
      count_named (self) != tc_quartz_most_moved (self->rules, &self->state, face))
    return;

  apply_clicked_cb (self);
}

static void
add_crystal (TcQuartzActionPanel *self,
             guint                kind)
{
  TcQuartzEntry *e = &self->entry;

  if (self->returning && e->n_returned < TC_QUARTZ_MAX_LISTED)
    e->returned[e->n_returned++] = kind;
  else if (!self->returning && e->n_crystals < TC_QUARTZ_MAX_LISTED)
    e->crystals[e->n_crystals++] = kind;
  update_chosen (self);
  apply_when_complete (self);
}

static void
crystal_clicked_cb (GtkButton           *button,
                    TcQuartzActionPanel *self)
{
  add_crystal (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
}

/* @seat 1-based; @kind only for a steal. */
static void
add_seat (TcQuartzActionPanel *self,
          guint                seat,
          guint                kind)
{
  TcQuartzEntry *e = &self->entry;

  if (e->type == TC_QUARTZ_ENTRY_MINECART && e->n_to < TC_QUARTZ_MAX_LISTED)
    e->to[e->n_to++] = seat;
  else if (e->type == TC_QUARTZ_ENTRY_STEAL && e->n_from < TC_QUARTZ_MAX_LISTED)
    e->from[e->n_from++] = (TcQuartzSteal) { .seat = seat, .kind = kind };
  update_chosen (self);
  apply_when_complete (self);
}

static void
seat_clicked_cb (GtkButton           *button,
                 TcQuartzActionPanel *self)
{
  add_seat (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat")),
            GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
}

/* A choice shows a crystal's dot and @label ("red", or a player's name);
 * its name says both: a button around a box has none of its own.
 */
static GtkWidget *
new_choice (TcQuartzActionPanel *self,
            const char          *label,
            gint                 kind,
            guint                seat,
            GCallback            callback)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *name = NULL;

  if (kind >= 0 && seat > 0)
    /* TRANSLATORS: a crystal to steal from a player: "Max’s red" */
    name = g_strdup_printf (_("%s’s %s"), label, tc_quartz_data_crystal_name (self->rules->data, kind));
  else
    name = g_strdup (label);

  if (kind >= 0)
    gtk_box_append (GTK_BOX (box), tc_quartz_crystal_dot_new (self->rules->data, kind));
  gtk_box_append (GTK_BOX (box), gtk_label_new (label));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data (G_OBJECT (button), "kind", GUINT_TO_POINTER (MAX (kind, 0)));
  g_object_set_data (G_OBJECT (button), "seat", GUINT_TO_POINTER (seat));
  g_signal_connect (button, "clicked", callback, self);

  return button;
}

/* Crystals as the bag or a cart holds them; @counts NULL: every kind. */
static void
add_crystal_choices (TcQuartzActionPanel *self,
                     const guint16       *counts)
{
  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    if (counts == NULL || counts[k] > 0)
      tc_flow_box_append (self->choices,
                           new_choice (self, tc_quartz_data_crystal_name (self->rules->data, k), k, 0,
                                       G_CALLBACK (crystal_clicked_cb)));
}

static void
add_seat_choices (TcQuartzActionPanel *self)
{
  for (guint s = 0; s < self->rules->n_seats; s++)
    {
      if (s == self->state.active)
        continue;

      if (self->entry.type == TC_QUARTZ_ENTRY_MINECART)
        {
          tc_flow_box_append (self->choices, new_choice (self, self->rules->players[s], -1, s + 1,
                                                          G_CALLBACK (seat_clicked_cb)));
          continue;
        }

      for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
        if (self->state.seats[s].cart[k] > 0)
          tc_flow_box_append (self->choices, new_choice (self, self->rules->players[s], k, s + 1,
                                                          G_CALLBACK (seat_clicked_cb)));
    }
}

static void
fill_choices (TcQuartzActionPanel *self)
{
  const TcQuartzSeat *seat = &self->state.seats[self->state.active];
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices))) != NULL)
    gtk_flow_box_remove (self->choices, child);
  gtk_widget_set_visible (GTK_WIDGET (self->returning_toggle), self->entry.type == TC_QUARTZ_ENTRY_JACKHAMMER);

  switch (self->entry.type)
    {
    case TC_QUARTZ_ENTRY_PICKAXE:
    case TC_QUARTZ_ENTRY_JACKHAMMER:
      add_crystal_choices (self, self->returning ? NULL : self->state.bag);
      break;
    case TC_QUARTZ_ENTRY_CHEST:
      add_crystal_choices (self, seat->cart);
      break;
    default:
      add_seat_choices (self);
      break;
    }
}

/* Scrolls the table at once, without the animation of GtkViewport's own
 * scroll to the focus, so that the whole open sheet shows: to the end of
 * the table, the sheet being last, but never past the sheet's top.
 */
static void
scroll_to_sheet (TcQuartzActionPanel *self)
{
  GtkWidget *viewport = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_VIEWPORT);
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value, end;

  if (viewport == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (self->composer), viewport, &bounds))
    return;

  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (viewport));
  value = gtk_adjustment_get_value (adjustment);
  end = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);
  if (end > value)
    gtk_adjustment_set_value (adjustment, MIN (end, value + MAX (bounds.origin.y, 0)));
}

/* Once the open sheet is laid out, at the frame after the one it opened
 * in (a frame's ticks come before its layout): it scrolls into view and
 * Apply takes the focus.
 */
static gboolean
focus_apply_cb (GtkWidget     *apply,
                GdkFrameClock *clock,
                gpointer       data)
{
  TcQuartzActionPanel *self = data;

  if (!self->sheet_laid_out)
    {
      self->sheet_laid_out = TRUE;
      return G_SOURCE_CONTINUE;
    }

  self->focus_tick = 0;
  if (self->composing)
    {
      scroll_to_sheet (self);
      gtk_widget_grab_focus (apply);
    }
  return G_SOURCE_REMOVE;
}

/* Opens the composer for the action of @face, with every unused die of
 * that face and no helmet pair to start with. A sheet @asked for scrolls
 * into view and its Apply takes the focus; one that opens by itself
 * leaves both where they are: nothing moves under the pointer.
 */
static void
open_sheet (TcQuartzActionPanel *self,
            TcQuartzFace         face,
            gboolean             asked)
{
  g_autofree char *title = NULL;
  g_autofree char *name = NULL;

  memset (&self->entry, 0, sizeof self->entry);
  self->entry.type = TC_QUARTZ_ENTRY_PICKAXE + face;
  self->entry.seat = self->state.active + 1;
  self->composing = TRUE;
  self->returning = FALSE;
  self->steal_seat = 0;
  self->opened_itself = !asked;
  gtk_toggle_button_set_active (self->returning_toggle, FALSE);

  name = face_label (self->rules->data, face);
  title = g_strdup_printf (_("%s: how many dice, then what it takes"), name);
  gtk_label_set_text (self->composer_title, title);
  gtk_spin_button_set_range (self->faces_spin, 0, self->state.unused[face]);
  gtk_spin_button_set_value (self->faces_spin, self->state.unused[face]);
  gtk_spin_button_set_range (self->pairs_spin, 0, self->state.unused[TC_QUARTZ_HELMET] / 2);
  gtk_spin_button_set_value (self->pairs_spin, 0);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->pairs_spin)),
                          self->state.unused[TC_QUARTZ_HELMET] >= 2);

  fill_choices (self);
  update_chosen (self);
  gtk_widget_set_visible (GTK_WIDGET (self->composer), TRUE);
  self->sheet_laid_out = FALSE;
  if (asked && self->focus_tick == 0)
    self->focus_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->apply_button), focus_apply_cb, self, NULL);
}

void
tc_quartz_action_panel_choose (TcQuartzActionPanel *self,
                               TcQuartzFace         face)
{
  g_return_if_fail (TC_IS_QUARTZ_ACTION_PANEL (self));
  g_return_if_fail (face < TC_QUARTZ_HELMET);

  open_sheet (self, face, TRUE);
}

static void
action_clicked_cb (GtkButton           *button,
                   TcQuartzActionPanel *self)
{
  tc_quartz_action_panel_choose (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "face")));
}

static GtkWidget *
get_focus (TcQuartzActionPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return root != NULL ? gtk_root_get_focus (root) : NULL;
}

static gboolean
has_focus_within (TcQuartzActionPanel *self,
                  gpointer             widget)
{
  GtkWidget *focus = get_focus (self);

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The focus leaves a closing sheet for the action that opened it when it
 * can still be taken, else for the table around the panel: never for
 * whatever GTK finds first in the window.
 */
static void
return_focus (TcQuartzActionPanel *self)
{
  GtkWidget *action = self->action_buttons[self->entry.type - TC_QUARTZ_ENTRY_PICKAXE];

  if (gtk_widget_is_sensitive (action) && gtk_widget_grab_focus (action))
    return;

  for (GtkWidget *w = gtk_widget_get_parent (GTK_WIDGET (self)); w != NULL; w = gtk_widget_get_parent (w))
    if (gtk_widget_get_focusable (w) && gtk_widget_grab_focus (w))
      return;
}

static void
close_composer (TcQuartzActionPanel *self)
{
  if (self->composing && has_focus_within (self, self->composer))
    return_focus (self);
  self->composing = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->composer), FALSE);
}

static void
apply_clicked_cb (TcQuartzActionPanel *self)
{
  /* Counts typed but not yet confirmed count too. */
  gtk_spin_button_update (self->faces_spin);
  gtk_spin_button_update (self->pairs_spin);
  self->entry.faces = gtk_spin_button_get_value_as_int (self->faces_spin);
  self->entry.helmet_pairs = gtk_spin_button_get_value_as_int (self->pairs_spin);
  g_signal_emit (self, signals[APPLY], 0, &self->entry);
}

static void
clear_clicked_cb (TcQuartzActionPanel *self)
{
  self->entry.n_crystals = self->entry.n_returned = self->entry.n_to = self->entry.n_from = 0;
  update_chosen (self);
}

static void
returning_toggled_cb (TcQuartzActionPanel *self)
{
  self->returning = gtk_toggle_button_get_active (self->returning_toggle);
  fill_choices (self);
}

/* "up to 2" under an action's name, or nothing when it cannot be taken. */
static char *
count_label (guint most)
{
  if (most == 0)
    return g_strdup ("");

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "up to %u", "up to %u", most), most);
}

static void
update_action_buttons (TcQuartzActionPanel *self)
{
  for (guint f = 0; f < TC_QUARTZ_HELMET; f++)
    {
      guint most = tc_quartz_most_moved (self->rules, &self->state, f);
      g_autofree char *name = face_label (self->rules->data, f);
      g_autofree char *count = count_label (most);
      g_autofree char *label = NULL;

      /* Read aloud as one: "Pickaxe · up to 2". */
      label = most > 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · up to %u", "%s · up to %u", most), name, most)
                       : g_strdup (name);
      gtk_label_set_text (self->action_counts[f], count);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->action_buttons[f]), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      tc_flow_box_set_sensitive (self->action_buttons[f], most > 0);
    }
}

/* Whether the open sheet offers the choice of @seat (1-based; 0 for the
 * bag or the cart) and @kind (ignored for a minecart's seat).
 */
static gboolean
offers (TcQuartzActionPanel *self,
        guint                seat,
        guint                kind)
{
  GtkFlowBoxChild *child;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->choices, i)) != NULL; i++)
    {
      GObject *button = G_OBJECT (gtk_flow_box_child_get_child (child));

      if (GPOINTER_TO_UINT (g_object_get_data (button, "seat")) == seat &&
          (self->entry.type == TC_QUARTZ_ENTRY_MINECART ||
           GPOINTER_TO_UINT (g_object_get_data (button, "kind")) == kind))
        return TRUE;
    }

  return FALSE;
}

/* A key in the open sheet: a crystal's letter names it, a seat's number
 * names a minecart's player; a steal takes the number, then the letter.
 */
static gboolean
type_in_sheet (TcQuartzActionPanel *self,
               gunichar             c)
{
  gint kind = tc_quartz_data_crystal_by_key (self->rules->data, c);
  guint seat = g_unichar_isdigit (c) ? (guint) g_unichar_digit_value (c) : 0;

  switch (self->entry.type)
    {
    case TC_QUARTZ_ENTRY_MINECART:
      if (seat == 0 || !offers (self, seat, 0))
        return FALSE;
      add_seat (self, seat, 0);
      return TRUE;
    case TC_QUARTZ_ENTRY_STEAL:
      if (seat > 0 && seat <= self->rules->n_seats && seat != self->state.active + 1)
        self->steal_seat = seat;
      else if (kind >= 0 && self->steal_seat > 0 && offers (self, self->steal_seat, kind))
        add_seat (self, self->steal_seat, kind);
      else
        return FALSE;
      return TRUE;
    default:
      if (kind < 0 || !offers (self, 0, kind))
        return FALSE;
      add_crystal (self, kind);
      return TRUE;
    }
}

/**
 * tc_quartz_action_panel_type:
 * @c: the character typed
 *
 * A key at the action panel: in an open sheet, see type_in_sheet(); an
 * action's letter (the face's: p j c m s) the sheet does not take opens
 * that action's sheet, in place of the open one. In a sheet that opened
 * by itself, its own action's letter is taken first as that action's.
 *
 * Returns: whether the key was taken
 */
gboolean
tc_quartz_action_panel_type (TcQuartzActionPanel *self,
                             gunichar             c)
{
  gint face;

  g_return_val_if_fail (TC_IS_QUARTZ_ACTION_PANEL (self), FALSE);

  if (self->rules == NULL)
    return FALSE;

  face = tc_quartz_data_face_by_key (self->rules->data, c);
  /* The letter of the action whose sheet opened by itself chooses that
   * action, as it did before the sheet opened: "p" there is the pickaxe,
   * not a pink crystal the table did not show. */
  if (self->composing && self->opened_itself && count_named (self) == 0 &&
      face == (gint) (self->entry.type - TC_QUARTZ_ENTRY_PICKAXE))
    {
      open_sheet (self, face, TRUE);
      return TRUE;
    }
  if (self->composing && type_in_sheet (self, c))
    return TRUE;

  if (face < 0 || face >= TC_QUARTZ_HELMET || tc_quartz_most_moved (self->rules, &self->state, face) == 0)
    return FALSE;

  tc_quartz_action_panel_choose (self, face);
  return TRUE;
}

/**
 * tc_quartz_action_panel_open_first:
 *
 * Opens the sheet of the first action the unused dice can still take, in
 * the order of the buttons and one with dice of its face before one
 * made of helmet pairs alone, so that the table names its crystals at
 * once. Opening chooses nothing: the sheet names no crystal, and Escape,
 * another action or End Turn leave it.
 *
 * Returns: whether a sheet opened
 */
gboolean
tc_quartz_action_panel_open_first (TcQuartzActionPanel *self)
{
  g_return_val_if_fail (TC_IS_QUARTZ_ACTION_PANEL (self), FALSE);

  /* An action with dice of its own first: helmets alone can make a
   * pickaxe, but that is seldom what the roll is for. */
  for (guint pass = 0; self->rules != NULL && pass < 2; pass++)
    for (guint f = 0; f < TC_QUARTZ_HELMET; f++)
      if ((pass == 1 || self->state.unused[f] > 0) && tc_quartz_most_moved (self->rules, &self->state, f) > 0)
        {
          open_sheet (self, f, FALSE);
          return TRUE;
        }

  return FALSE;
}

gboolean
tc_quartz_action_panel_is_open (TcQuartzActionPanel *self)
{
  g_return_val_if_fail (TC_IS_QUARTZ_ACTION_PANEL (self), FALSE);

  return self->composing;
}

/**
 * tc_quartz_action_panel_finish:
 *
 * Enter in the open sheet: applies what it names, with the counts as
 * typed, wherever the focus is in it (a crystal just clicked is not
 * named again, "Name what goes back" not toggled again), except on the
 * sheet's own Cancel and Clear, which Enter then presses. A sheet that
 * names nothing yet is not applied, even from its Apply: it may have
 * opened by itself, and Enter must not spend its dice on nothing. Enter
 * then presses any other button with the focus.
 *
 * Returns: what Enter did
 */
TcQuartzSheetEnter
tc_quartz_action_panel_finish (TcQuartzActionPanel *self)
{
  g_return_val_if_fail (TC_IS_QUARTZ_ACTION_PANEL (self), TC_QUARTZ_SHEET_PRESSES);

  if (!self->composing || has_focus_within (self, self->cancel_button) || has_focus_within (self, self->clear_button))
    return TC_QUARTZ_SHEET_PRESSES;
  if (count_named (self) == 0 && self->entry.n_returned == 0)
    {
      GtkWidget *focus = get_focus (self);

      return GTK_IS_BUTTON (focus) && focus != GTK_WIDGET (self->apply_button) ? TC_QUARTZ_SHEET_PRESSES
                                                                                : TC_QUARTZ_SHEET_NAMES_NOTHING;
    }

  apply_clicked_cb (self);
  return TC_QUARTZ_SHEET_APPLIED;
}

/* Closes the open sheet, entering nothing (Escape). */
void
tc_quartz_action_panel_cancel (TcQuartzActionPanel *self)
{
  g_return_if_fail (TC_IS_QUARTZ_ACTION_PANEL (self));

  close_composer (self);
}

/* @state is copied: the panel keeps what it composes against. */
void
tc_quartz_action_panel_update (TcQuartzActionPanel *self,
                               const TcQuartzRules *rules,
                               const TcQuartzState *state)
{
  g_return_if_fail (TC_IS_QUARTZ_ACTION_PANEL (self));

  self->rules = rules;
  self->state = *state;
  update_action_buttons (self);
  close_composer (self);
}

static GtkSpinButton *
new_spin_row (GtkBox     *parent,
              const char *title)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 5, 1);

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_label_set_use_underline (GTK_LABEL (label), TRUE);
  /* "Würfel mit diesem Symbol" beside its count was wider than 360 px. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), spin);
  gtk_box_append (parent, row);

  return GTK_SPIN_BUTTON (spin);
}

static void
build_composer (TcQuartzActionPanel *self)
{
  /* The two counts one above the other: side by side they widened a
   * narrow window. */
  GtkWidget *spins = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *chosen_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->composer = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));
  self->composer_title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->composer_title, 0);
  gtk_label_set_wrap (self->composer_title, TRUE);
  gtk_label_set_wrap_mode (self->composer_title, PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (GTK_WIDGET (self->composer_title), "heading");

  self->faces_spin = new_spin_row (GTK_BOX (spins), _("_Dice of this face"));
  self->pairs_spin = new_spin_row (GTK_BOX (spins), _("_Helmet pairs"));

  self->returning_toggle = GTK_TOGGLE_BUTTON (gtk_toggle_button_new_with_mnemonic (_("Name what goes _back")));
  g_signal_connect_swapped (self->returning_toggle, "toggled", G_CALLBACK (returning_toggled_cb), self);

  self->choices = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->choices, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (self->choices, 8);
  self->chosen_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->chosen_label, 0);
  gtk_label_set_wrap (self->chosen_label, TRUE);
  gtk_label_set_wrap_mode (self->chosen_label, PANGO_WRAP_WORD_CHAR);

  self->clear_button = gtk_button_new_with_mnemonic (_("C_lear"));
  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  self->apply_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Apply")));
  gtk_widget_add_css_class (GTK_WIDGET (self->apply_button), "suggested-action");
  tc_quartz_name_once (self->clear_button);
  tc_quartz_name_once (self->cancel_button);
  tc_quartz_name_once (GTK_WIDGET (self->apply_button));
  tc_quartz_name_once (GTK_WIDGET (self->returning_toggle));
  g_signal_connect_swapped (self->apply_button, "clicked", G_CALLBACK (apply_clicked_cb), self);
  g_signal_connect_swapped (self->clear_button, "clicked", G_CALLBACK (clear_clicked_cb), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (close_composer), self);
  /* Clear beside what it clears: three buttons in one line were wider
   * than 360 px in German ("Abbrechen Leeren Übernehmen"). */
  gtk_widget_set_hexpand (GTK_WIDGET (self->chosen_label), TRUE);
  gtk_widget_set_valign (self->clear_button, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (chosen_row), GTK_WIDGET (self->chosen_label));
  gtk_box_append (GTK_BOX (chosen_row), self->clear_button);
  gtk_box_append (GTK_BOX (buttons), self->cancel_button);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->apply_button));
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);

  gtk_box_append (self->composer, GTK_WIDGET (self->composer_title));
  gtk_box_append (self->composer, spins);
  gtk_box_append (self->composer, GTK_WIDGET (self->returning_toggle));
  gtk_box_append (self->composer, GTK_WIDGET (self->choices));
  gtk_box_append (self->composer, chosen_row);
  gtk_box_append (self->composer, buttons);
  gtk_widget_add_css_class (GTK_WIDGET (self->composer), "card");
  gtk_widget_add_css_class (GTK_WIDGET (self->composer), "composer");
  gtk_widget_set_visible (GTK_WIDGET (self->composer), FALSE);
}

static void
tc_quartz_action_panel_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_quartz_action_panel_parent_class)->dispose (object);
}

static void
tc_quartz_action_panel_class_init (TcQuartzActionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_quartz_action_panel_dispose;

  /**
   * TcQuartzActionPanel::apply:
   * @entry: (type gpointer): the composed TcQuartzEntry, valid during the
   *   emission
   */
  signals[APPLY] = g_signal_new ("apply", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* How many columns @text takes: a Chinese character takes two. */
static int
text_width (const char *text)
{
  int width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    width += g_unichar_iswide (g_utf8_get_char (p)) ? 2 : 1;

  return width;
}

static void
tc_quartz_action_panel_init (TcQuartzActionPanel *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  const TcQuartzData *data = tc_quartz_data_get_default ();
  int width_chars = 0;

  self->actions_box = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->actions_box, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (self->actions_box, TC_QUARTZ_HELMET);
  gtk_flow_box_set_homogeneous (self->actions_box, TRUE);
  /* Each button shows its action's name over the count it can move, both
   * as wide as the widest any of them can show: a count that comes or
   * goes never moves the others, and five fit on one line. */
  for (guint f = 0; f < TC_QUARTZ_HELMET; f++)
    {
      g_autofree char *name = face_label (data, f);
      g_autofree char *count = count_label (TC_QUARTZ_N_DICE);

      width_chars = MAX (width_chars, MAX (text_width (name), text_width (count)));
    }

  for (guint f = 0; f < TC_QUARTZ_HELMET; f++)
    {
      GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      g_autofree char *name = face_label (data, f);
      GtkWidget *label = gtk_label_new (name);

      self->action_counts[f] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (self->action_counts[f]), "caption");
      gtk_label_set_width_chars (GTK_LABEL (label), width_chars);
      gtk_label_set_width_chars (self->action_counts[f], width_chars);
      gtk_box_append (GTK_BOX (lines), label);
      gtk_box_append (GTK_BOX (lines), GTK_WIDGET (self->action_counts[f]));
      self->action_buttons[f] = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (self->action_buttons[f]), lines);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->action_buttons[f]), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_object_set_data (G_OBJECT (self->action_buttons[f]), "face", GUINT_TO_POINTER (f));
      g_signal_connect (self->action_buttons[f], "clicked", G_CALLBACK (action_clicked_cb), self);
      tc_flow_box_append (self->actions_box, self->action_buttons[f]);
    }

  build_composer (self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->actions_box));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->composer));
  gtk_widget_set_parent (box, GTK_WIDGET (self));
}
