/* tc-quartz-table-view.c: the Quartz table at a glance
 *
 * From top to bottom: the round and this round's turn order, every
 * player's cart, chest, markers and live score, the bag, and last what
 * the table owes with the controls to answer it. What changes with every
 * step sits at the bottom, so nothing above it moves while the table
 * plays. The view shows the engine's state and words and turns clicks
 * and keys into entries; the engine decides what is legal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-error.h"
#include "tc-flow-box.h"
#include "tc-quartz-action-panel.h"
#include "tc-quartz-names.h"
#include "tc-quartz-ruleset.h"
#include "tc-quartz-seat-card.h"
#include "tc-quartz-table-view.h"
#include "tc-quartz-text.h"
#include "tc-refusal.h"
#include "tc-text.h"

struct _TcQuartzTableView
{
  TcTableView          parent_instance;

  TcQuartzState        state;          /* the state shown */
  guint                dice[TC_QUARTZ_N_DICE];
  guint                n_dice;         /* faces typed or clicked so far */
  gboolean             rerolling;
  GPtrArray           *seat_cards;
  GPtrArray           *draw_buttons;
  GPtrArray           *face_buttons;
  GPtrArray           *setup_spins;

  GtkLabel            *round_label;
  GtkFlowBox          *order_box;
  GtkFlowBox          *seats_box;
  GtkFlowBox          *bag_box;
  GtkLabel            *bag_total_label;
  GtkLabel            *prompt_label;
  GtkStack            *advice_stack;
  GtkLabel            *advice_label;
  GtkLabel            *notice_label;
  TcRefusal           *refusal;
  GtkStack            *input_stack;
  GtkFlowBox          *setup_box;
  GtkLabel            *unverified_label;
  GtkLabel            *first_seat_label;
  GtkButton           *start_button;
  GtkFlowBox          *draw_box;
  GtkLabel            *pending_dice_label;
  GtkFlowBox          *faces_box;
  GtkButton           *cancel_reroll_button;
  GtkButton           *remove_die_button;
  GtkFlowBox          *dice_box;
  GtkButton           *reroll_button;
  GtkButton           *end_turn_button;
  TcQuartzActionPanel *action_panel;
  GtkLabel            *result_label;
};

G_DEFINE_FINAL_TYPE (TcQuartzTableView, tc_quartz_table_view, TC_TYPE_TABLE_VIEW)

static TcQuartzRuleset *
get_ruleset (TcQuartzTableView *self)
{
  return TC_QUARTZ_RULESET (tc_game_get_ruleset (tc_table_view_get_game (TC_TABLE_VIEW (self))));
}

static const TcQuartzRules *
get_rules (TcQuartzTableView *self)
{
  return tc_quartz_ruleset_get_rules (get_ruleset (self));
}

/* Hands an entry to the shell; the view only follows the live game. */
static gboolean
append (TcQuartzTableView *self,
        TcEntry           *entry)
{
  g_autoptr(TcEntry) owned = entry;

  return tc_table_view_append (TC_TABLE_VIEW (self), owned);
}

/* Entering ------------------------------------------------------------------ */

static void
draw_crystal (TcQuartzTableView *self,
              guint              kind)
{
  append (self, tc_quartz_entry_new_draw (get_ruleset (self), self->state.active + 1, kind));
}

static void
draw_clicked_cb (GtkButton         *button,
                 TcQuartzTableView *self)
{
  draw_crystal (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
}

static void
update_pending_dice (TcQuartzTableView *self)
{
  const TcQuartzData *data = get_rules (self)->data;
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
    {
      if (i > 0)
        g_string_append (text, " · ");
      g_string_append (text, i < self->n_dice ? tc_quartz_data_face_name (data, self->dice[i]) : "?");
    }

  gtk_label_set_text (self->pending_dice_label, text->str);
}

static void
submit_dice (TcQuartzTableView *self)
{
  gboolean reroll = self->rerolling;

  if (self->n_dice < TC_QUARTZ_N_DICE)
    return;

  self->n_dice = 0;
  self->rerolling = FALSE;
  if (!append (self, tc_quartz_entry_new_roll (get_ruleset (self), self->state.active + 1, reroll, self->dice)))
    tc_table_view_show_state (TC_TABLE_VIEW (self), &self->state);
}

static void
add_die (TcQuartzTableView *self,
         guint              face)
{
  if (self->n_dice < TC_QUARTZ_N_DICE)
    self->dice[self->n_dice++] = face;
  update_pending_dice (self);
  /* The fifth die finishes the roll: nothing is left to enter. */
  submit_dice (self);
}

static void
face_clicked_cb (GtkButton         *button,
                 TcQuartzTableView *self)
{
  add_die (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "face")));
}

static void
remove_die_cb (TcQuartzTableView *self)
{
  if (self->n_dice > 0)
    self->n_dice--;
  update_pending_dice (self);
}

static void
reroll_clicked_cb (TcQuartzTableView *self)
{
  self->rerolling = TRUE;
  self->n_dice = 0;
  tc_table_view_show_state (TC_TABLE_VIEW (self), &self->state);
}

static void
cancel_reroll_cb (TcQuartzTableView *self)
{
  self->rerolling = FALSE;
  self->n_dice = 0;
  tc_table_view_show_state (TC_TABLE_VIEW (self), &self->state);
}

static void
end_turn_clicked_cb (TcQuartzTableView *self)
{
  append (self, tc_quartz_entry_new_end_turn (get_ruleset (self), self->state.active + 1));
}

/* A turn ends from the keyboard only when no die can still move a
 * crystal; otherwise the prompt says what is left, in the advice's place.
 * End Turn itself ends at once.
 */
static void
end_turn_from_keyboard (TcQuartzTableView *self)
{
  g_autofree char *left = tc_quartz_describe_dice_left (get_rules (self), &self->state);

  if (left == NULL)
    {
      end_turn_clicked_cb (self);
      return;
    }

  gtk_label_set_text (self->notice_label, left);
  gtk_stack_set_visible_child_name (self->advice_stack, "notice");
}

static void
action_applied_cb (TcQuartzTableView *self,
                   gpointer           action)
{
  append (self, tc_quartz_entry_new_action (get_ruleset (self), action));
}

/* The seat New Game named to start (1-based). */
static guint
first_seat (TcQuartzTableView *self)
{
  return CLAMP (tc_table_view_get_first_seat (TC_TABLE_VIEW (self)), 1, get_rules (self)->n_seats);
}

static void
start_clicked_cb (TcQuartzTableView *self)
{
  guint bag[TC_QUARTZ_N_COLOURS];

  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    bag[k] = gtk_spin_button_get_value_as_int (g_ptr_array_index (self->setup_spins, k));

  append (self, tc_quartz_entry_new_setup (get_ruleset (self), bag, first_seat (self)));
}

static const char *
current_page (TcQuartzTableView *self)
{
  return gtk_stack_get_visible_child_name (self->input_stack);
}

/* What was typed into the shell's entry: a crystal to draw, five faces
 * to roll or reroll. Anything else is refused with what the table owes
 * or what may be typed.
 */
static gboolean
tc_quartz_table_view_submit_text (TcTableView *view,
                                  const char  *text)
{
  TcQuartzTableView *self = TC_QUARTZ_TABLE_VIEW (view);
  const TcQuartzData *data = get_rules (self)->data;
  const char *page = current_page (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *pending = NULL;
  const char *rule = "turn";   /* what "Why?" explains of a refusal */
  gint kind;

  if (g_strcmp0 (page, "draw") == 0)
    {
      if ((kind = tc_quartz_data_parse_crystal (data, text, &error)) >= 0)
        {
          draw_crystal (self, kind);
          return TRUE;
        }
      rule = "draw";
    }
  else if (g_strcmp0 (page, "roll") == 0 || g_strcmp0 (page, "act") == 0)
    {
      if (tc_quartz_data_parse_dice (data, text, self->dice, &error))
        {
          self->n_dice = TC_QUARTZ_N_DICE;
          self->rerolling = g_strcmp0 (page, "act") == 0 || self->rerolling;
          submit_dice (self);
          return TRUE;
        }
      rule = "roll";
    }
  else if (tc_table_view_get_game (view) != NULL &&
           (pending = tc_game_describe_pending (tc_table_view_get_game (view))) != NULL)
    g_set_error (&error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                 _("“%s” cannot be typed now: the table owes %s"), text, pending);

  if (error != NULL)
    {
      tc_refusal_show (self->refusal, NULL, error);
      tc_refusal_cite (self->refusal, rule);
    }
  return FALSE;
}

static GtkWidget *
get_focus (TcQuartzTableView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return root != NULL ? gtk_root_get_focus (root) : NULL;
}

static gboolean
is_within (GtkWidget *widget,
           gpointer   container)
{
  return widget != NULL && (widget == container || gtk_widget_is_ancestor (widget, container));
}

/* Where the keys go on each page: the first bag count on the setup, the
 * table itself elsewhere (its letters, Enter and Escape).
 */
static void
focus_page (TcQuartzTableView *self)
{
  if (g_strcmp0 (current_page (self), "setup") == 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->setup_spins, 0));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* Enter in a bag count keeps it and moves on to the next count, from the
 * last one to Start: a game never starts half counted.
 */
static gboolean
finish_count (TcQuartzTableView *self,
              GtkWidget         *focus)
{
  for (guint k = 0; k < self->setup_spins->len; k++)
    {
      GtkWidget *spin = g_ptr_array_index (self->setup_spins, k);

      if (!is_within (focus, spin))
        continue;

      gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
      gtk_widget_grab_focus (k + 1 < self->setup_spins->len ? g_ptr_array_index (self->setup_spins, k + 1)
                                                            : GTK_WIDGET (self->start_button));
      return TRUE;
    }

  return FALSE;
}

/* Enter finishes what is being entered: the bag count, the five dice,
 * the open action sheet. With nothing open, or a sheet that names
 * nothing yet, it presses the action or Reroll that has the focus, else
 * it ends the turn when no die is left (and says what is left if not).
 *
 * Returns: whether Enter was taken here
 */
static gboolean
enter_pressed (TcQuartzTableView *self)
{
  const char *page = current_page (self);
  GtkWidget *focus = get_focus (self);

  if (g_strcmp0 (page, "setup") == 0)
    return finish_count (self, focus);
  if (g_strcmp0 (page, "roll") == 0)
    {
      submit_dice (self);
      return TRUE;
    }
  if (g_strcmp0 (page, "act") != 0)
    return FALSE;
  switch (tc_quartz_action_panel_finish (self->action_panel))
    {
    case TC_QUARTZ_SHEET_APPLIED:
      return TRUE;
    case TC_QUARTZ_SHEET_NAMES_NOTHING:
      /* Not even from its Apply: the sheet may have opened by itself. */
      break;
    case TC_QUARTZ_SHEET_PRESSES:
    default:
      if (GTK_IS_BUTTON (focus) && focus != GTK_WIDGET (self->end_turn_button))
        return FALSE;
      break;
    }

  end_turn_from_keyboard (self);
  return TRUE;
}

/* Escape leaves the open action sheet or the reroll being named. */
static gboolean
escape_pressed (TcQuartzTableView *self)
{
  const char *page = current_page (self);

  if (g_strcmp0 (page, "act") == 0 && tc_quartz_action_panel_is_open (self->action_panel))
    tc_quartz_action_panel_cancel (self->action_panel);
  else if (g_strcmp0 (page, "roll") == 0 && self->rerolling)
    cancel_reroll_cb (self);
  else
    return FALSE;

  return TRUE;
}

/* Letters answer what the table owes: w p g b r y u draw, p j c m s h
 * fill the dice, Backspace takes the last die back; with the dice rolled
 * the first usable action's sheet is open, it takes crystal letters and
 * seat numbers, and p j c m s open another action's sheet
 * (tc_quartz_action_panel_type()); Enter and Escape as above.
 */
static gboolean
key_pressed_cb (TcQuartzTableView     *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  const TcQuartzData *data;
  const char *page = current_page (self);
  gunichar c = gdk_keyval_to_unicode (keyval);
  gint index;

  if (tc_table_view_get_read_only (TC_TABLE_VIEW (self)) || tc_table_view_get_game (TC_TABLE_VIEW (self)) == NULL ||
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;

  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
    return enter_pressed (self) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
  if (keyval == GDK_KEY_Escape)
    return escape_pressed (self) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
  if (GTK_IS_EDITABLE (get_focus (self)))
    return GDK_EVENT_PROPAGATE;

  data = get_rules (self)->data;
  if (g_strcmp0 (page, "draw") == 0 && (index = tc_quartz_data_crystal_by_key (data, c)) >= 0)
    draw_crystal (self, index);
  else if (g_strcmp0 (page, "roll") == 0 && (index = tc_quartz_data_face_by_key (data, c)) >= 0)
    add_die (self, index);
  else if (g_strcmp0 (page, "roll") == 0 && keyval == GDK_KEY_BackSpace)
    remove_die_cb (self);
  else if (g_strcmp0 (page, "act") == 0 && c != 0 && tc_quartz_action_panel_type (self->action_panel, c))
    ;
  else
    return GDK_EVENT_PROPAGATE;

  return GDK_EVENT_STOP;
}

/* Showing -------------------------------------------------------------------- */

static GtkWidget *
new_crystal_button (const TcQuartzData *data,
                    guint               kind,
                    const char         *text)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (text);

  gtk_box_append (GTK_BOX (box), tc_quartz_crystal_dot_new (data, kind));
  gtk_box_append (GTK_BOX (box), label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  /* Named by its words: a button around a box has no name of its own. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  g_object_set_data (G_OBJECT (button), "kind", GUINT_TO_POINTER (kind));

  return button;
}

/* The parts that depend on the number of players, built once per game. */
static void
build_table (TcQuartzTableView *self)
{
  const TcQuartzRules *rules = get_rules (self);
  g_autofree char *unverified = NULL;

  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box))) != NULL; )
    gtk_flow_box_remove (self->seats_box, child);
  g_ptr_array_set_size (self->seat_cards, 0);

  /* Every seat in one row where the window is wide enough: the prompt
   * and its sheet stay on the first screen. A card is as wide with a full
   * cart as with an empty one, so the row never breaks during a game.
   */
  gtk_flow_box_set_max_children_per_line (self->seats_box, rules->n_seats);
  for (guint s = 0; s < rules->n_seats; s++)
    {
      GtkWidget *card = tc_quartz_seat_card_new (s);

      g_ptr_array_add (self->seat_cards, card);
      tc_flow_box_append (self->seats_box, card);
    }

  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    gtk_spin_button_set_value (g_ptr_array_index (self->setup_spins, k), rules->data->default_bag[k]);

  if (!rules->data->default_bag_verified)
    unverified = g_strdup_printf (_("These counts are a guess, not the box’s: count each colour into the bag and correct them. (%s)"),
                                  _(rules->data->default_bag_source));
  gtk_label_set_text (self->unverified_label, unverified != NULL ? unverified : "");
  gtk_widget_set_visible (GTK_WIDGET (self->unverified_label), unverified != NULL);
}

static void
update_order (TcQuartzTableView *self)
{
  const TcQuartzRules *rules = get_rules (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->order_box))) != NULL)
    gtk_flow_box_remove (self->order_box, child);

  if (!self->state.started)
    return;

  for (guint i = 0; i < rules->n_seats; i++)
    {
      guint seat = (self->state.round_first + i) % rules->n_seats;
      GtkWidget *chip = gtk_label_new (rules->players[seat]);

      gtk_label_set_ellipsize (GTK_LABEL (chip), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (chip), 12);
      gtk_widget_add_css_class (chip, "turn-chip");
      if (i < self->state.turns_done)
        gtk_widget_add_css_class (chip, "done");
      else if (seat == self->state.active && !self->state.finished)
        {
          g_autofree char *playing = g_strdup_printf (_("%s, playing now"), rules->players[seat]);

          /* Said in words, not by the chip's colour alone. */
          gtk_widget_add_css_class (chip, "active");
          gtk_accessible_update_property (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_PROPERTY_LABEL, playing, -1);
        }
      tc_flow_box_append (self->order_box, chip);
    }
}

static void
update_seats (TcQuartzTableView *self)
{
  const TcQuartzRules *rules = get_rules (self);
  TcQuartzScore scores[TC_QUARTZ_MAX_SEATS];
  gint best = G_MININT;

  tc_quartz_state_score_all (rules, &self->state, scores);
  for (guint s = 0; s < rules->n_seats; s++)
    best = MAX (best, scores[s].total);

  for (guint s = 0; s < self->seat_cards->len; s++)
    tc_quartz_seat_card_update (g_ptr_array_index (self->seat_cards, s), rules, &self->state,
                                self->state.started && scores[s].total == best);
}

static void
update_bag (TcQuartzTableView *self)
{
  const TcQuartzData *data = get_rules (self)->data;
  g_autofree char *total = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->bag_box))) != NULL)
    gtk_flow_box_remove (self->bag_box, child);

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      g_autofree char *count = g_strdup_printf ("%u", self->state.bag[k]);
      GtkWidget *label = gtk_label_new (count);

      gtk_widget_add_css_class (label, "numeric");
      gtk_box_append (GTK_BOX (box), tc_quartz_crystal_dot_new (data, k));
      gtk_box_append (GTK_BOX (box), label);
      gtk_widget_set_tooltip_text (box, tc_quartz_data_crystal_name (data, k));
      tc_flow_box_append (self->bag_box, box);
    }

  total = g_strdup_printf (_("%u in all"), tc_quartz_state_bag_total (&self->state));
  gtk_label_set_text (self->bag_total_label, total);
}

static void
update_draw_buttons (TcQuartzTableView *self)
{
  for (guint k = 0; k < self->draw_buttons->len; k++)
    tc_flow_box_set_sensitive (g_ptr_array_index (self->draw_buttons, k), self->state.bag[k] > 0);
}

/* The roll as dice, the used ones dimmed. */
static void
update_dice (TcQuartzTableView *self)
{
  const TcQuartzData *data = get_rules (self)->data;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->dice_box))) != NULL)
    gtk_flow_box_remove (self->dice_box, child);

  for (guint f = 0; f < TC_QUARTZ_N_FACES; f++)
    for (guint n = 0; n < self->state.roll[f]; n++)
      {
        g_autofree char *name = tc_text_capitalize (tc_quartz_data_face_name (data, f));
        GtkWidget *die = gtk_label_new (name);

        gtk_widget_add_css_class (die, "die");
        if (n >= self->state.unused[f])
          gtk_widget_add_css_class (die, "used");
        tc_flow_box_append (self->dice_box, die);
      }
}

/* "Reroll (1 free left)": the cost of the next reroll, and whether the
 * engine would take one now.
 */
static void
update_reroll (TcQuartzTableView *self)
{
  const TcQuartzRules *rules = get_rules (self);
  const TcQuartzSeat *seat = &self->state.seats[self->state.active];
  g_autofree char *label = NULL;
  g_autoptr(TcEntry) probe = NULL;
  guint current[TC_QUARTZ_N_DICE], n = 0;

  if (self->state.rerolls < rules->data->free_rerolls)
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Reroll (%u free left)", "_Reroll (%u free left)",
                                          rules->data->free_rerolls - self->state.rerolls),
                             rules->data->free_rerolls - self->state.rerolls);
  else
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Reroll (a marker; %u left)", "_Reroll (a marker; %u left)",
                                          seat->markers),
                             seat->markers);
  gtk_button_set_label (self->reroll_button, label);
  gtk_button_set_use_underline (self->reroll_button, TRUE);
  tc_quartz_name_once (GTK_WIDGET (self->reroll_button));

  for (guint f = 0; f < TC_QUARTZ_N_FACES; f++)
    for (guint i = 0; i < self->state.roll[f] && n < TC_QUARTZ_N_DICE; i++)
      current[n++] = f;
  probe = tc_quartz_entry_new_roll (get_ruleset (self), self->state.active + 1, TRUE, current);
  gtk_widget_set_sensitive (GTK_WIDGET (self->reroll_button),
                            n == TC_QUARTZ_N_DICE &&
                            tc_game_check (tc_table_view_get_game (TC_TABLE_VIEW (self)), probe, NULL));
}

static const char *
page_for_state (TcQuartzTableView *self)
{
  if (!self->state.started)
    return "setup";
  if (self->state.finished)
    return "over";
  if (self->rerolling && self->state.phase == TC_QUARTZ_PHASE_ACT)
    return "roll";

  switch (self->state.phase)
    {
    case TC_QUARTZ_PHASE_DRAW:
      return "draw";
    case TC_QUARTZ_PHASE_ROLL:
      return "roll";
    case TC_QUARTZ_PHASE_ACT:
    default:
      return "act";
    }
}

static char *
describe_prompt (TcQuartzTableView *self)
{
  const TcQuartzRules *rules = get_rules (self);
  g_autofree char *pending = tc_quartz_describe_pending (rules, &self->state);

  if (self->rerolling && self->state.phase == TC_QUARTZ_PHASE_ACT)
    return g_strdup_printf (_("%s rerolls: name all five dice as they lie now"), rules->players[self->state.active]);
  if (self->state.finished)
    return g_strdup (_("The game is over"));
  if (pending == NULL)
    return g_strdup_printf (_("%s’s turn: use the dice, then end the turn"), rules->players[self->state.active]);

  /* The engine's words continue the sentence, as on every game's page. */
  return g_strdup_printf (_("The table owes: %s"), pending);
}

static void
update_prompt (TcQuartzTableView *self)
{
  const TcQuartzRules *rules = get_rules (self);
  g_autofree char *prompt = describe_prompt (self);
  g_autofree char *advice = tc_quartz_describe_advice (rules, &self->state);
  g_autofree char *result = tc_quartz_describe_result (rules, &self->state);
  const char *page = page_for_state (self);

  g_autofree char *advice_text = advice != NULL ? tc_text_capitalize (advice) : NULL;
  g_autofree char *left = tc_quartz_describe_dice_left (rules, &self->state);

  gtk_label_set_text (self->prompt_label, prompt);
  /* The table itself takes the focus when the page changes: a screen
   * reader then reads what it owes, and whose turn it is. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, prompt, -1);
  gtk_label_set_text (self->advice_label, advice_text != NULL && !self->rerolling ? advice_text : "");
  /* Set now, shown when Enter is pressed: its room is kept meanwhile. */
  gtk_label_set_text (self->notice_label, left != NULL ? left : "");
  gtk_stack_set_visible_child_name (self->advice_stack, "advice");
  gtk_widget_set_visible (GTK_WIDGET (self->advice_stack), advice != NULL && !self->rerolling);
  gtk_label_set_text (self->result_label, result != NULL ? result : "");
  gtk_stack_set_visible_child_name (self->input_stack, page);
  gtk_widget_set_visible (GTK_WIDGET (self->input_stack), !tc_table_view_get_read_only (TC_TABLE_VIEW (self)) ||
                                                           g_strcmp0 (page, "over") == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_reroll_button), self->rerolling);
}

/* Keeps the keys at the table: when the page changes or the widget with
 * the focus went away with the entry (a clicked button of the page left),
 * the focus goes to the new page rather than to whatever GTK finds first
 * in the window (the header's Undo, which Enter would press). Focus
 * elsewhere in the window is left alone.
 */
static void
keep_focus (TcQuartzTableView *self,
            gboolean           page_changed)
{
  GtkWidget *focus = get_focus (self);

  if (gtk_widget_get_root (GTK_WIDGET (self)) == NULL || tc_table_view_get_read_only (TC_TABLE_VIEW (self)))
    return;
  if (focus == NULL || (is_within (focus, self) && (page_changed || !gtk_widget_is_drawable (focus))))
    focus_page (self);
}

static void
tc_quartz_table_view_show_state (TcTableView   *view,
                                 gconstpointer  state)
{
  TcQuartzTableView *self = TC_QUARTZ_TABLE_VIEW (view);
  const TcQuartzRules *rules = get_rules (self);
  const TcQuartzState *shown = state;
  g_autofree char *round = NULL;
  g_autofree char *page = g_strdup (current_page (self));

  if (self->seat_cards->len != rules->n_seats)
    build_table (self);
  tc_refusal_clear (self->refusal);

  if (shown->phase != self->state.phase || shown->active != self->state.active || shown->rerolls != self->state.rerolls)
    {
      self->n_dice = 0;
      self->rerolling = FALSE;
    }
  self->state = *shown;

  if (!self->state.started)
    {
      g_autofree char *starts = g_strdup_printf (_("%s starts, as chosen in New Game."),
                                                 rules->players[first_seat (self) - 1]);

      gtk_label_set_text (self->first_seat_label, starts);
    }

  round = self->state.started ? g_strdup_printf (_("Round %u of %u"), self->state.round, rules->data->n_rounds)
                              : g_strdup (_("Setup"));
  gtk_label_set_text (self->round_label, round);
  update_order (self);
  update_seats (self);
  update_bag (self);
  update_draw_buttons (self);
  update_pending_dice (self);
  if (self->state.started && !self->state.finished && self->state.phase == TC_QUARTZ_PHASE_ACT)
    {
      update_dice (self);
      update_reroll (self);
      tc_quartz_action_panel_update (self->action_panel, rules, &self->state);
      /* The next action's sheet is open before it is asked for: its
       * crystals are the next thing the table names. */
      if (!self->rerolling && !tc_table_view_get_read_only (view))
        tc_quartz_action_panel_open_first (self->action_panel);
    }
  update_prompt (self);
  keep_focus (self, g_strcmp0 (page, current_page (self)) != 0);
}

static void
tc_quartz_table_view_focus_input (TcTableView *view)
{
  focus_page (TC_QUARTZ_TABLE_VIEW (view));
}

/* Building ----------------------------------------------------------------- */

/* The table's stylesheet, and one CSS class per crystal with its colour
 * from the data.
 */
static void
load_style (void)
{
  const TcQuartzData *data = tc_quartz_data_get_default ();
  g_autoptr(GtkCssProvider) sheet = gtk_css_provider_new ();
  g_autoptr(GtkCssProvider) colours = gtk_css_provider_new ();
  g_autoptr(GString) css = g_string_new (NULL);

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    g_string_append_printf (css, ".crystal-%s { color: %s; }\n", data->crystals[k].id, data->crystals[k].color);

  gtk_css_provider_load_from_resource (sheet, "/io/github/tablecraft/Tablecraft/games/quartz/tc-quartz.css");
  gtk_css_provider_load_from_data (colours, css->str, -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (sheet),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (colours),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
build_inputs (TcQuartzTableView *self)
{
  const TcQuartzData *data = tc_quartz_data_get_default ();

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    {
      g_autofree char *name = tc_text_capitalize (tc_quartz_data_crystal_name (data, k));
      g_autofree char *text = g_strdup_printf ("%s (%c)", name, data->crystals[k].key);
      GtkWidget *button = new_crystal_button (data, k, text);

      g_signal_connect (button, "clicked", G_CALLBACK (draw_clicked_cb), self);
      g_ptr_array_add (self->draw_buttons, button);
      tc_flow_box_append (self->draw_box, button);

      if (k < TC_QUARTZ_N_COLOURS)
        {
          GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
          GtkWidget *label = gtk_label_new (name);
          GtkWidget *spin = gtk_spin_button_new_with_range (0, data->most_of_a_colour, 1);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_set_hexpand (label, TRUE);
          gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
          gtk_box_append (GTK_BOX (row), tc_quartz_crystal_dot_new (data, k));
          gtk_box_append (GTK_BOX (row), label);
          gtk_box_append (GTK_BOX (row), spin);
          g_ptr_array_add (self->setup_spins, spin);
          tc_flow_box_append (self->setup_box, row);
        }
    }

  for (guint f = 0; f < TC_QUARTZ_N_FACES; f++)
    {
      g_autofree char *name = tc_text_capitalize (tc_quartz_data_face_name (data, f));
      g_autofree char *text = g_strdup_printf ("%s (%c)", name, data->faces[f].key);
      GtkWidget *button = gtk_button_new_with_label (text);

      g_object_set_data (G_OBJECT (button), "face", GUINT_TO_POINTER (f));
      g_signal_connect (button, "clicked", G_CALLBACK (face_clicked_cb), self);
      g_ptr_array_add (self->face_buttons, button);
      tc_flow_box_append (self->faces_box, button);
    }
}

static void
tc_quartz_table_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_QUARTZ_TABLE_VIEW);

  G_OBJECT_CLASS (tc_quartz_table_view_parent_class)->dispose (object);
}

static void
tc_quartz_table_view_finalize (GObject *object)
{
  TcQuartzTableView *self = TC_QUARTZ_TABLE_VIEW (object);

  g_clear_pointer (&self->seat_cards, g_ptr_array_unref);
  g_clear_pointer (&self->draw_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->face_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->setup_spins, g_ptr_array_unref);

  G_OBJECT_CLASS (tc_quartz_table_view_parent_class)->finalize (object);
}

static void
tc_quartz_table_view_class_init (TcQuartzTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TcTableViewClass *view_class = TC_TABLE_VIEW_CLASS (klass);

  object_class->dispose = tc_quartz_table_view_dispose;
  object_class->finalize = tc_quartz_table_view_finalize;
  view_class->shortcuts_resource = "/io/github/tablecraft/Tablecraft/games/quartz/help-overlay.ui";
  view_class->show_state = tc_quartz_table_view_show_state;
  view_class->submit_text = tc_quartz_table_view_submit_text;
  view_class->focus_input = tc_quartz_table_view_focus_input;

  g_type_ensure (TC_TYPE_QUARTZ_ACTION_PANEL);

  g_type_ensure (TC_TYPE_REFUSAL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablecraft/Tablecraft/games/quartz/tc-quartz-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, round_label);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, order_box);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, seats_box);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, bag_box);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, bag_total_label);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, advice_stack);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, advice_label);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, notice_label);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, refusal);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, input_stack);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, setup_box);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, unverified_label);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, first_seat_label);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, start_button);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, draw_box);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, pending_dice_label);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, faces_box);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, cancel_reroll_button);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, remove_die_button);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, dice_box);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, reroll_button);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, action_panel);
  gtk_widget_class_bind_template_child (widget_class, TcQuartzTableView, result_label);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, remove_die_cb);
  gtk_widget_class_bind_template_callback (widget_class, reroll_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_reroll_cb);
  gtk_widget_class_bind_template_callback (widget_class, end_turn_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, action_applied_cb);
}

static void
tc_quartz_table_view_init (TcQuartzTableView *self)
{
  static gsize style_loaded = 0;
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->seat_cards = g_ptr_array_new ();
  self->draw_buttons = g_ptr_array_new ();
  self->face_buttons = g_ptr_array_new ();
  self->setup_spins = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  build_inputs (self);
  tc_quartz_name_once (GTK_WIDGET (self->start_button));
  tc_quartz_name_once (GTK_WIDGET (self->cancel_reroll_button));
  tc_quartz_name_once (GTK_WIDGET (self->remove_die_button));
  tc_quartz_name_once (GTK_WIDGET (self->end_turn_button));
  tc_quartz_name_once (GTK_WIDGET (self->reroll_button));
  tc_quartz_wrap_button_label (GTK_WIDGET (self->end_turn_button));
  tc_quartz_wrap_button_label (GTK_WIDGET (self->reroll_button));
  tc_quartz_wrap_button_label (GTK_WIDGET (self->remove_die_button));
  /* The table takes the keys itself where no field is being typed in. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  if (g_once_init_enter (&style_loaded))
    {
      load_style ();
      g_once_init_leave (&style_loaded, 1);
    }

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
