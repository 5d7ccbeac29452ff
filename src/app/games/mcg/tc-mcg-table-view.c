/* tc-mcg-table-view.c: the live referee page of one game
 *
 * The view shows the engine's state and turns what people do into
 * entries. It decides nothing itself: whether an entry is legal (for
 * tooltips and insensitive buttons), what the table owes, the payment
 * advice and every sentence come from the engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-flow-box.h"
#include "tc-mcg-answers.h"
#include "tc-mcg-card-picker.h"
#include "tc-mcg-card-tile.h"
#include "tc-mcg-codes.h"
#include "tc-mcg-craft-tile.h"
#include "tc-mcg-entry-editing.h"
#include "tc-mcg-payment-dialog.h"
#include "tc-mcg-pile-button.h"
#include "tc-mcg-ruleset.h"
#include "tc-mcg-seat-card.h"
#include "tc-mcg-table-view.h"
#include "tc-mcg-text.h"
#include "tc-refusal.h"
#include "tc-text.h"

struct _TcMcgTableView
{
  TcTableView       parent_instance;

  TcMcgState        shown;           /* the state on the table */
  GPtrArray        *pile_buttons;
  GPtrArray        *craft_tiles;
  GPtrArray        *seat_cards;
  GPtrArray        *tnt_toggles;
  GtkWindow        *dialog;          /* the open payment dialog */
  guint32           creeper_seats;   /* seats with a row in the creeper shown */
  gboolean          stray_code;      /* a card code's letter typed while none is owed */
  guint             refusal_tick;    /* scrolls the prompt to its refusal */

  GtkLabel         *turn_label;
  GtkButton        *end_turn_button;
  GtkWidget        *prompt_area;
  GtkWidget        *prompt_content;
  GtkScrolledWindow *prompt_scroller;
  GtkLabel         *hint_label;
  GtkFlowBox       *tools_box;
  GtkWidget        *prompt_box;
  GtkLabel         *prompt_label;
  GtkBox           *choices_box;
  GtkBox           *chips_box;
  GtkEntry         *prompt_entry;
  TcRefusal        *refusal;
  GtkMenuButton    *picker_button;
  TcMcgCardPicker  *picker;
  GtkBox           *piles_box;
  GtkFlowBox       *crafts_box;
  GtkLabel         *discard_label;
  GtkFlowBox       *seats_box;
  GtkWidget        *choices_scroller;
  GtkWidget        *chips_scroller;
  GtkWidget        *chips;           /* the reveal chips shown, or NULL */
  GtkScrolledWindow *scroller;
};

G_DEFINE_FINAL_TYPE (TcMcgTableView, tc_mcg_table_view, TC_TYPE_TABLE_VIEW)

static TcGame *
get_game (TcMcgTableView *self)
{
  return tc_table_view_get_game (TC_TABLE_VIEW (self));
}

static const TcMcgRules *
get_rules (TcMcgTableView *self)
{
  return tc_mcg_ruleset_get_rules (TC_MCG_RULESET (tc_game_get_ruleset (get_game (self))));
}

static TcMcgRuleset *
get_ruleset (TcMcgTableView *self)
{
  return TC_MCG_RULESET (tc_game_get_ruleset (get_game (self)));
}

static const TcMcgState *
get_state (TcMcgTableView *self)
{
  return &self->shown;
}

/* Hands @entry to the shell, which appends it or says why not. Takes @entry. */
static gboolean
append (TcMcgTableView *self,
        TcEntry        *entry)
{
  g_autoptr(TcEntry) owned = entry;

  return tc_table_view_append (TC_TABLE_VIEW (self), owned);
}

/* The 1-based seat whose turn it is. */
static guint
get_active_seat (TcMcgTableView *self)
{
  return get_state (self)->active + 1;
}

/* Returns: (transfer full) (nullable): why @entry is illegal now, in the
 * engine's words, or %NULL when it is legal. Takes @entry.
 */
static char *
dup_illegality (TcMcgTableView *self,
                TcEntry    *entry)
{
  g_autoptr(TcEntry) owned = entry;
  g_autoptr(GError) error = NULL;

  if (get_game (self) == NULL)
    return g_strdup (_("No game is open"));
  if (owned == NULL || tc_game_check (get_game (self), owned, &error))
    return NULL;

  return g_strdup (error->message);
}

/* Prompt */

static const TcMcgPending *
get_front (TcMcgTableView *self)
{
  const TcMcgState *state = get_state (self);

  return state->n_queue > 0 ? &state->queue[0] : NULL;
}

static gboolean
needs_setup (TcMcgTableView *self)
{
  return get_game (self) != NULL && !get_state (self)->started && tc_game_get_n_applied (get_game (self)) == tc_game_get_n_entries (get_game (self));
}

/* Whether the window is narrow, on a phone or a tablet held upright
 * (TcWindow marks it .narrow, as the stylesheets know).
 */
static gboolean
is_narrow (TcMcgTableView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return root != NULL && gtk_widget_has_css_class (GTK_WIDGET (root), "narrow");
}

/* Moves the prompt's content into its scroller, or out of it, keeping
 * the focus it holds (and the entry's text unselected).
 */
static void
move_prompt_content (TcMcgTableView *self,
                     gboolean        into_scroller)
{
  g_autoptr(GtkWidget) content = g_object_ref (self->prompt_content);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  g_autoptr(GtkWidget) focused = NULL;

  if (focus != NULL && gtk_widget_is_ancestor (focus, content))
    focused = g_object_ref (focus);
  /* Shown first: the focus goes back only to a widget shown. */
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_scroller), TRUE);
  if (into_scroller)
    {
      gtk_box_remove (GTK_BOX (self->prompt_area), content);
      gtk_scrolled_window_set_child (self->prompt_scroller, content);
    }
  else
    {
      gtk_scrolled_window_set_child (self->prompt_scroller, NULL);
      gtk_box_prepend (GTK_BOX (self->prompt_area), content);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_scroller), into_scroller);

  if (focused != NULL && gtk_widget_is_ancestor (focused, GTK_WIDGET (self->prompt_entry)))
    gtk_entry_grab_focus_without_selecting (self->prompt_entry);
  else if (focused != NULL)
    gtk_widget_grab_focus (focused);
}

/* In a narrow window the prompt keeps one height (tc-mcg.css). A refusal
 * under the entry would grow it: while one shows, the prompt's content
 * is in a scroller that fills that height, and scrolls inside it, so
 * that the refusal moves nothing below. Only then: in GTK 4.8 a
 * scroller there, even with nothing to scroll, keeps the mouse wheel
 * from scrolling the table, and it measures wrapped lines short (a tool
 * button of the German prompt was cut), so that the content cannot stay
 * in it. The content goes back when the table shows its next
 * state, not as the player types (@settled), which would move the entry
 * under the keys.
 */
static void
place_prompt_content (TcMcgTableView *self,
                      gboolean        settled)
{
  gboolean scrolls = is_narrow (self) && gtk_widget_get_visible (GTK_WIDGET (self->refusal));
  gboolean in_scroller = gtk_widget_get_parent (self->prompt_content) != self->prompt_area;

  if (scrolls && !in_scroller)
    move_prompt_content (self, TRUE);
  else if (!scrolls && in_scroller && settled)
    move_prompt_content (self, FALSE);
}

static gboolean
scroll_to_refusal_tick (GtkWidget     *scroller,
                        GdkFrameClock *clock,
                        gpointer       user_data)
{
  TcMcgTableView *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->prompt_scroller);

  self->refusal_tick = 0;
  if (gtk_widget_get_visible (GTK_WIDGET (self->refusal)))
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                          gtk_adjustment_get_page_size (adjustment));

  return G_SOURCE_REMOVE;
}

/* While the prompt's content scrolls (place_prompt_content()), the
 * refusal, at the content's foot, is scrolled to and kept in view as the
 * content's height changes. At the next frame, once the content's new
 * height is laid out: a scroll set while the scroller is laid out is
 * lost.
 */
static void
scroll_to_refusal (TcMcgTableView *self)
{
  if (self->refusal_tick == 0 && gtk_widget_get_visible (GTK_WIDGET (self->prompt_scroller)) &&
      gtk_widget_get_visible (GTK_WIDGET (self->refusal)))
    self->refusal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->prompt_scroller),
                                                       scroll_to_refusal_tick, self, NULL);
}

/* A refusal of what was typed is said at the prompt, replacing the last
 * one; the text stays, selected, so that typing again replaces it.
 */
static void
refuse_typed (TcMcgTableView *self,
              const char     *text,
              const char     *sentence,
              const GError   *error,
              const char     *rule)
{
  gtk_editable_set_text (GTK_EDITABLE (self->prompt_entry), text);
  tc_refusal_show (self->refusal, sentence, error);
  if (rule != NULL)
    tc_refusal_cite (self->refusal, rule);
  place_prompt_content (self, FALSE);
  scroll_to_refusal (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->prompt_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->prompt_entry), 0, -1);
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt_entry), "error");
}

static void
clear_refusal (TcMcgTableView *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->prompt_entry), "error");
  tc_refusal_clear (self->refusal);
}

static void
submit_setup (TcMcgTableView         *self,
              const char         *text,
              const TcMcgCardRef *refs,
              guint               n)
{
  const TcMcgCards *cards = get_rules (self)->cards;
  const char *resource[TC_MCG_MAX_PILES + 1] = { NULL };
  const char *craft[TC_MCG_MAX_CRAFT_PILES + 1] = { NULL };
  guint n_resource = 0, n_craft = 0;

  for (guint i = 0; i < n; i++)
    {
      if (refs[i].klass == TC_MCG_CARD_RESOURCE && n_resource < cards->n_piles)
        resource[n_resource++] = tc_mcg_card_id (cards, refs[i]);
      else if (refs[i].klass == TC_MCG_CARD_CRAFT && n_craft < cards->n_craft_piles)
        craft[n_craft++] = tc_mcg_card_id (cards, refs[i]);
      else
        {
          /* A card beyond the table's piles is never dropped silently. */
          g_autofree char *code = tc_mcg_code_for (cards, refs[i]);
          g_autofree char *message = g_strdup_printf (_("“%s” (card %u typed): every pile of its kind already has a top card"),
                                                      code, i + 1);

          refuse_typed (self, text, message, NULL, "setup");
          return;
        }
    }

  if (n_resource < cards->n_piles || n_craft < cards->n_craft_piles)
    {
      g_autofree char *message = g_strdup_printf (_("Type %u resource cards and %u craft cards; you typed %u and %u"),
                                                  cards->n_piles, cards->n_craft_piles, n_resource, n_craft);

      refuse_typed (self, text, message, NULL, "setup");
      return;
    }

  if (append (self, tc_mcg_entry_new_setup (get_ruleset (self), resource, craft, tc_table_view_get_first_seat (TC_TABLE_VIEW (self)))))
    gtk_editable_set_text (GTK_EDITABLE (self->prompt_entry), "");
}

/* Returns: (transfer full): the entry for one planned answer */
static TcEntry *
new_answer_entry (TcMcgTableView    *self,
                  const TcMcgAnswer *answer)
{
  const char *id = tc_mcg_card_id (get_rules (self)->cards, answer->card);

  if (answer->type == TC_MCG_ENTRY_REVEAL)
    return tc_mcg_entry_new_reveal (get_ruleset (self), answer->craft_pile, answer->pile + 1, id);

  return tc_mcg_entry_new_creeper_discard (get_ruleset (self), answer->seat + 1,
                                           answer->card.klass == TC_MCG_CARD_CRAFT, id);
}

static void
submit_tnt_keep (TcMcgTableView         *self,
                 const TcMcgCardRef *refs,
                 guint               n)
{
  const TcMcgCards *cards = get_rules (self)->cards;
  const TcMcgPending *front = get_front (self);
  const char *keep[TC_MCG_MAX_PILES + 1] = { NULL };
  guint n_keep = 0;

  if (n > 0)
    {
      for (guint i = 0; i < n && n_keep < TC_MCG_MAX_PILES; i++)
        keep[n_keep++] = tc_mcg_card_id (cards, refs[i]);
    }
  else
    {
      for (guint i = 0; i < self->tnt_toggles->len && n_keep < TC_MCG_MAX_PILES; i++)
        if (gtk_toggle_button_get_active (g_ptr_array_index (self->tnt_toggles, i)))
          keep[n_keep++] = cards->resource[front->from[i]].id;
    }

  /* Keeping nothing gives cards up: only Keep None says so. */
  if (n_keep == 0)
    {
      tc_table_view_show_message (TC_TABLE_VIEW (self),
                                  _("Select the cards to keep, or choose Keep None to keep nothing"));
      return;
    }

  if (append (self, tc_mcg_entry_new_tnt_keep (get_ruleset (self), front->seat + 1, keep)))
    gtk_editable_set_text (GTK_EDITABLE (self->prompt_entry), "");
}

/* What Enter does in the prompt: answers what the table owes with the
 * cards typed. The engine plans the whole line first (owed tops filled
 * in pile order); it goes in whole, or nothing does and the refusal names
 * the card at fault.
 */
static void
submit_codes (TcMcgTableView *self,
              const char     *text)
{
  TcMcgCardRef refs[TC_MCG_MAX_LISTED];
  TcMcgAnswer answers[TC_MCG_MAX_LISTED];
  g_autoptr(GError) error = NULL;
  const TcMcgPending *front;
  guint n;

  if (get_game (self) == NULL)
    return;

  n = tc_mcg_codes_parse (get_rules (self)->cards, text, refs, G_N_ELEMENTS (refs), &error);
  if (n == G_MAXUINT)
    {
      refuse_typed (self, text, NULL, error, needs_setup (self) ? "setup" : "reveal");
      return;
    }

  if (needs_setup (self))
    {
      submit_setup (self, text, refs, n);
      return;
    }

  front = get_front (self);
  if (front != NULL && front->kind == TC_MCG_PENDING_TNT_KEEP)
    {
      submit_tnt_keep (self, refs, n);
      return;
    }

  if (tc_mcg_answers_plan (get_rules (self), get_state (self), refs, n, answers, &error) < n)
    {
      refuse_typed (self, text, NULL, error, NULL);
      return;
    }

  gtk_editable_set_text (GTK_EDITABLE (self->prompt_entry), "");
  for (guint i = 0; i < n; i++)
    if (!append (self, new_answer_entry (self, &answers[i])))
      break;
}

/* Marks on the table the pile each typed card would fill, before Enter. */
static void
mark_typed (TcMcgTableView *self)
{
  const TcMcgCards *cards;
  g_auto(GStrv) words = NULL;
  TcMcgCardRef refs[TC_MCG_MAX_LISTED];
  TcMcgAnswer answers[TC_MCG_MAX_LISTED];
  const char *typed[TC_MCG_MAX_PILES] = { NULL };
  const char *typed_craft[TC_MCG_MAX_CRAFT_PILES] = { NULL };
  guint n = 0, n_planned = 0, n_resource = 0, n_craft = 0;

  if (get_game (self) == NULL)
    return;

  /* The codes typed so far, up to one that is not (yet) a card. */
  cards = get_rules (self)->cards;
  words = g_strsplit_set (gtk_editable_get_text (GTK_EDITABLE (self->prompt_entry)), " \t,", -1);
  for (guint i = 0; words[i] != NULL && n < G_N_ELEMENTS (refs); i++)
    if (words[i][0] != '\0' && !tc_mcg_code_parse (cards, words[i], &refs[n++], NULL))
      {
        n--;
        break;
      }

  if (needs_setup (self))
    {
      for (guint i = 0; i < n; i++)
        if (refs[i].klass == TC_MCG_CARD_RESOURCE && n_resource < cards->n_piles)
          typed[n_resource++] = tc_mcg_card_id (cards, refs[i]);
        else if (refs[i].klass == TC_MCG_CARD_CRAFT && n_craft < cards->n_craft_piles)
          typed_craft[n_craft++] = tc_mcg_card_id (cards, refs[i]);
    }
  else if (get_front (self) != NULL && get_front (self)->kind != TC_MCG_PENDING_TNT_KEEP)
    n_planned = tc_mcg_answers_plan (get_rules (self), get_state (self), refs, n, answers, NULL);

  for (guint i = 0; i < n_planned; i++)
    if (answers[i].type == TC_MCG_ENTRY_REVEAL && answers[i].craft_pile)
      typed_craft[answers[i].pile] = tc_mcg_card_id (cards, answers[i].card);
    else if (answers[i].type == TC_MCG_ENTRY_REVEAL)
      typed[answers[i].pile] = tc_mcg_card_id (cards, answers[i].card);

  for (guint p = 0; p < self->pile_buttons->len; p++)
    tc_mcg_pile_button_set_typed (g_ptr_array_index (self->pile_buttons, p), typed[p]);
  for (guint k = 0; k < self->craft_tiles->len; k++)
    tc_mcg_craft_tile_set_typed (g_ptr_array_index (self->craft_tiles, k), typed_craft[k]);
}

static void
prompt_changed_cb (TcMcgTableView *self)
{
  clear_refusal (self);
  mark_typed (self);
}

static void
prompt_activated_cb (TcMcgTableView *self)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->prompt_entry)));

  submit_codes (self, text);
}

static void
card_picked_cb (TcMcgTableView *self,
                const char *id)
{
  const TcMcgPending *front = get_front (self);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->prompt_entry));
  g_autofree char *typed = NULL;
  g_autofree char *joined = NULL;
  guint code = 0;

  gtk_menu_button_popdown (self->picker_button);
  /* A craft card goes in as its name in the player's language. */
  if (tc_mcg_cards_lookup (get_rules (self)->cards, id, &code) == TC_MCG_CARD_CRAFT)
    id = typed = tc_mcg_code_for (get_rules (self)->cards, (TcMcgCardRef) { TC_MCG_CARD_CRAFT, code });

  /* A reveal takes one card: picking it is answering. */
  if (front != NULL && (front->kind == TC_MCG_PENDING_REVEAL || front->kind == TC_MCG_PENDING_CRAFT_REVEAL))
    {
      submit_codes (self, id);
      return;
    }

  joined = g_strconcat (text, text[0] != '\0' ? " " : "", id, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->prompt_entry), joined);
  gtk_editable_set_position (GTK_EDITABLE (self->prompt_entry), -1);
  gtk_widget_grab_focus (GTK_WIDGET (self->prompt_entry));
}

/* The answers scroll sideways in one line, so that the prompt keeps its
 * height however many there are.
 */
static void
keep_on_one_line (GtkFlowBox *flow)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (flow)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;

  gtk_flow_box_set_min_children_per_line (flow, MAX (n, 1));
  gtk_flow_box_set_max_children_per_line (flow, MAX (n, 1));
}

static void
creeper_answer_clicked_cb (GtkButton  *button,
                           TcMcgTableView *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tc-seat"));
  gboolean sword = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tc-sword"));
  const char *card = g_object_get_data (G_OBJECT (button), "tc-card");

  append (self, tc_mcg_entry_new_creeper_discard (get_ruleset (self), seat, sword, card));
}

static GtkWidget *
new_answer_button (TcMcgTableView *self,
                   guint       seat,
                   gboolean    sword,
                   const char *card,
                   const char *label)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  g_autofree char *accessible = g_strdup_printf (_("%s discards %s"), get_rules (self)->players[seat - 1], label);

  g_object_set_data (G_OBJECT (button), "tc-seat", GUINT_TO_POINTER (seat));
  g_object_set_data (G_OBJECT (button), "tc-sword", GUINT_TO_POINTER (sword));
  g_object_set_data_full (G_OBJECT (button), "tc-card", g_strdup (card), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_signal_connect (button, "clicked", G_CALLBACK (creeper_answer_clicked_cb), self);

  return button;
}

/* One row per seat that owes: its hand cards and unused swords. */
static void
fill_creeper_choices (TcMcgTableView         *self,
                      const TcMcgPending *front)
{
  const TcMcgRules *rules = get_rules (self);
  const TcMcgState *state = get_state (self);

  for (guint seat = 0; seat < rules->n_seats; seat++)
    {
      const TcMcgSeat *s = &state->seats[seat];
      GtkWidget *row, *name, *cards;

      if (!((front->owing >> seat) & 1))
        continue;

      row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      g_object_set_data (G_OBJECT (row), "tc-seat", GUINT_TO_POINTER (seat));
      name = gtk_label_new (rules->players[seat]);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_widget_add_css_class (name, "heading");
      cards = gtk_flow_box_new ();
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (cards), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (cards), 30);
      gtk_box_append (GTK_BOX (row), name);
      gtk_box_append (GTK_BOX (row), cards);

      for (guint code = 0; code < rules->cards->n_resource; code++)
        if (s->hand[code] > 0)
          tc_flow_box_append (GTK_FLOW_BOX (cards),
                               new_answer_button (self, seat + 1, FALSE, rules->cards->resource[code].id,
                                                  rules->cards->resource[code].name));

      for (guint32 swords = tc_mcg_seat_unused_tools (rules->cards, s, TC_MCG_POWER_SWORD);
           swords != 0; swords &= swords - 1)
        {
          guint code = __builtin_ctz (swords);

          tc_flow_box_append (GTK_FLOW_BOX (cards),
                               new_answer_button (self, seat + 1, TRUE, rules->cards->craft[code].id,
                                                  tc_mcg_craft_name (rules->cards, code)));
        }

      keep_on_one_line (GTK_FLOW_BOX (cards));
      gtk_box_append (self->choices_box, row);
    }
  self->creeper_seats = front->owing;
}

/* While the same creeper waits, the rows stay as they were built and
 * those of the seats that answered are greyed: the buttons still to be
 * clicked do not move under the pointer.
 */
static gboolean
mark_creeper_answers (TcMcgTableView     *self,
                      const TcMcgPending *front)
{
  if (front == NULL || front->kind != TC_MCG_PENDING_CREEPER ||
      self->creeper_seats == 0 || (front->owing & ~self->creeper_seats) != 0)
    {
      self->creeper_seats = 0;
      return FALSE;
    }

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "tc-seat"));
      gboolean owes = (front->owing >> seat) & 1;

      gtk_widget_set_sensitive (gtk_widget_get_last_child (row), owes);
      gtk_widget_set_tooltip_text (row, owes ? NULL : _("Answered"));
      if (owes)
        gtk_widget_remove_css_class (gtk_widget_get_first_child (row), "dim-label");
      else
        gtk_widget_add_css_class (gtk_widget_get_first_child (row), "dim-label");
    }

  return TRUE;
}

static void
keep_none_clicked_cb (TcMcgTableView *self)
{
  const char *keep[] = { NULL };

  append (self, tc_mcg_entry_new_tnt_keep (get_ruleset (self), get_front (self)->seat + 1, keep));
}

static void
fill_tnt_choices (TcMcgTableView         *self,
                  const TcMcgPending *front)
{
  const TcMcgCards *cards = get_rules (self)->cards;
  GtkWidget *flow = gtk_flow_box_new ();
  GtkWidget *none = gtk_button_new_with_mnemonic (_("Keep _None"));

  gtk_widget_set_valign (none, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (none, "clicked", G_CALLBACK (keep_none_clicked_cb), self);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 8);
  for (guint i = 0; i < front->n_from; i++)
    {
      GtkWidget *toggle = gtk_toggle_button_new_with_label (cards->resource[front->from[i]].name);

      g_ptr_array_add (self->tnt_toggles, toggle);
      tc_flow_box_append (GTK_FLOW_BOX (flow), toggle);
    }

  keep_on_one_line (GTK_FLOW_BOX (flow));
  gtk_box_append (self->choices_box, flow);
  gtk_box_append (self->choices_box, none);
}

static void
reveal_choice_clicked_cb (GtkButton  *button,
                          TcMcgTableView *self)
{
  g_autofree char *id = g_strdup (g_object_get_data (G_OBJECT (button), "tc-id"));

  /* The same path as a typed code: the engine decides. */
  submit_codes (self, id);
}

/* In a wide window: at 1280 px a pile's twenty chips make two rows. */
#define MAX_CHIPS_PER_LINE 20

/* A compact chip: the card's coloured block with its short code, and how
 * many can remain as a badge in the corner (none for a craft card, which is
 * one of a kind). The full sentence is the tooltip and accessible label.
 */
static GtkWidget *
new_reveal_button (TcMcgTableView *self,
                   const char *id,
                   const char *name,
                   guint       left)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *tile = tc_mcg_card_tile_new (FALSE);
  g_autofree char *accessible = NULL;

  if (left > 0)
    {
      g_autofree char *count = g_strdup_printf ("%u", left);
      GtkWidget *badge = gtk_label_new (count);

      gtk_widget_set_halign (badge, GTK_ALIGN_END);
      gtk_widget_set_valign (badge, GTK_ALIGN_START);
      gtk_widget_set_can_target (badge, FALSE);
      gtk_widget_add_css_class (badge, "reveal-count");
      gtk_overlay_add_overlay (GTK_OVERLAY (overlay), badge);
      accessible = g_strdup_printf (ngettext ("%s, %u can remain", "%s, %u can remain", left), name, left);
    }
  else
    accessible = g_strdup (name);

  tc_mcg_card_tile_set_card (TC_MCG_CARD_TILE (tile), id);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), tile);
  gtk_button_set_child (GTK_BUTTON (button), overlay);
  gtk_widget_add_css_class (button, "reveal-choice");
  gtk_widget_set_tooltip_text (button, accessible);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_object_set_data_full (G_OBJECT (button), "tc-id", g_strdup (id), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (reveal_choice_clicked_cb), self);

  return button;
}

/* Takes the reveal chips out of the prompt; they are destroyed unless
 * referenced.
 */
static void
remove_reveal_chips (TcMcgTableView *self)
{
  if (gtk_widget_is_ancestor (self->chips, self->chips_scroller))
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->chips_scroller), NULL);
  else
    gtk_box_remove (self->chips_box, self->chips);
}

/* The reveal chips wrap, so that every choice shows at once without a
 * sideways scroll. In a narrow window they would wrap into five rows and
 * push the piles down while a reveal is owed: there they make one line
 * that scrolls sideways, as the TNT's and the creeper's answers do, and
 * the prompt keeps the height it reserves (tc-mcg.css).
 */
static void
place_reveal_chips (TcMcgTableView *self)
{
  gboolean narrow = is_narrow (self);
  g_autoptr(GtkWidget) flow = NULL;

  /* GTK 4.8 keeps Tab on the control before a scroller with nothing to
   * focus in it.
   */
  gtk_widget_set_can_focus (self->chips_scroller, narrow && self->chips != NULL);
  gtk_widget_set_visible (self->chips_scroller, narrow && self->chips != NULL);
  /* Where they are already, they stay: a focused chip keeps its focus,
   * the line its scroll.
   */
  if (self->chips == NULL ||
      (gtk_widget_get_parent (self->chips) != NULL &&
       gtk_widget_is_ancestor (self->chips, self->chips_scroller) == narrow))
    return;

  flow = g_object_ref_sink (self->chips);
  if (gtk_widget_get_parent (flow) != NULL)
    remove_reveal_chips (self);
  if (narrow)
    {
      keep_on_one_line (GTK_FLOW_BOX (flow));
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->chips_scroller), flow);
    }
  else
    {
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 0);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), MAX_CHIPS_PER_LINE);
      gtk_box_append (self->chips_box, flow);
    }
}

/* One button per card the engine says can still turn up on the pile the
 * front reveal is for; cards that cannot are left out.
 */
static void
fill_reveal_choices (TcMcgTableView         *self,
                     const TcMcgPending *front)
{
  const TcMcgRules *rules = get_rules (self);
  const TcMcgState *state = get_state (self);
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_widget_add_css_class (flow, "reveal-choices");

  if (front->kind == TC_MCG_PENDING_CRAFT_REVEAL)
    {
      for (guint code = 0; code < rules->cards->n_craft; code++)
        if (!((state->craft_seen >> code) & 1))
          tc_flow_box_append (GTK_FLOW_BOX (flow),
                               new_reveal_button (self, rules->cards->craft[code].id,
                                                  tc_mcg_craft_name (rules->cards, code), 0));
    }
  else
    {
      guint revealable[TC_MCG_MAX_RESOURCE_IDS];

      tc_mcg_state_count_revealable (rules, state, front->pile, revealable);
      for (guint code = 0; code < rules->cards->n_resource; code++)
        if (revealable[code] > 0)
          tc_flow_box_append (GTK_FLOW_BOX (flow),
                               new_reveal_button (self, rules->cards->resource[code].id,
                                                  rules->cards->resource[code].name, revealable[code]));
    }

  self->chips = flow;
  place_reveal_chips (self);
}

static void
clear_choices (TcMcgTableView *self)
{
  GtkWidget *child;

  g_ptr_array_set_size (self->tnt_toggles, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box))) != NULL)
    gtk_box_remove (self->choices_box, child);
  if (self->chips != NULL)
    remove_reveal_chips (self);
  self->chips = NULL;
  place_reveal_chips (self);
}

/* While the table owes nothing, the prompt's place keeps its size (so
 * that nothing below it moves) and says what the player may do.
 */
static void
update_hint (TcMcgTableView *self)
{
  const TcMcgState *state = get_state (self);
  g_autofree char *hint = NULL;

  if (state->started && state->winner < 0 && state->actions_left > 0)
    /* Translators: Alt+E is End Turn's mnemonic: use the key of your translation of “_End Turn”. */
    hint = g_strdup_printf (_("%s may mine a pile (1–5), craft or reserve a card, use a tool, or end the turn (Alt+E)."),
                            get_rules (self)->players[state->active]);
  else if (state->started && state->winner < 0)
    hint = g_strdup_printf (_("%s has no action left: Enter ends the turn, or use a tool first."),
                            get_rules (self)->players[state->active]);
  else if (state->started)
    /* Not an empty box at the end: the prompt says the game is over. */
    hint = g_strdup (_("The game is over"));
  gtk_label_set_text (self->hint_label, hint != NULL ? hint : "");
  tc_table_view_name_end_turn (GTK_WIDGET (self->end_turn_button),
                               hint != NULL ? get_rules (self)->players[state->active] : NULL, hint);
  gtk_widget_remove_css_class (GTK_WIDGET (self->hint_label), "warning");
}

/* Four craft cards as the player types them, for the setup's example. */
static char *
craft_example (const TcMcgCards *cards)
{
  static const char *ids[] = { "wood-hoe", "stone-axe", "iron-sword", "gold-pickaxe" };
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *typed = NULL;
      guint code = 0;

      if (tc_mcg_cards_lookup (cards, ids[i], &code) != TC_MCG_CARD_CRAFT)
        continue;
      typed = tc_mcg_code_for (cards, (TcMcgCardRef) { TC_MCG_CARD_CRAFT, code });
      g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", typed);
    }

  return g_string_free (text, FALSE);
}

/* Focuses @widget without scrolling the table to it: while nothing is
 * owed, the player's next tap goes where the table already stands (a
 * narrow window scrolled down to the piles), and Enter reaches End Turn
 * wherever it is.
 */
static void
focus_in_place (TcMcgTableView *self,
                GtkWidget      *widget)
{
  GtkViewport *viewport = GTK_VIEWPORT (gtk_scrolled_window_get_child (self->scroller));

  gtk_viewport_set_scroll_to_focus (viewport, FALSE);
  gtk_widget_grab_focus (widget);
  gtk_viewport_set_scroll_to_focus (viewport, TRUE);
}

static void
update_prompt (TcMcgTableView *self)
{
  const TcMcgPending *front = get_front (self);
  g_autofree char *pending = tc_ruleset_describe_pending (tc_game_get_ruleset (get_game (self)), get_state (self));
  g_autofree char *text = NULL;
  gboolean craft_cards = FALSE;
  guint unseen[TC_MCG_MAX_RESOURCE_IDS];

  clear_refusal (self);
  place_prompt_content (self, TRUE);
  if (!mark_creeper_answers (self, front))
    clear_choices (self);

  if (needs_setup (self))
    {
      g_autofree char *example = craft_example (get_rules (self)->cards);

      /* Translators: the second %s is four craft cards as typed in this
       * language ("holzhacke steinaxt eisenschwert goldspitzhacke") */
      text = g_strdup_printf (_("Set up the table: type the %u resource pile tops, then the %u craft pile tops (for example w2 s1 c x1 t %s). %s starts."),
                              get_rules (self)->cards->n_piles, get_rules (self)->cards->n_craft_piles, example,
                              get_rules (self)->players[tc_table_view_get_first_seat (TC_TABLE_VIEW (self)) - 1]);
      craft_cards = TRUE;
    }
  else if (front != NULL)
    {
      g_autofree char *capital = tc_text_capitalize (pending);

      if (front->kind == TC_MCG_PENDING_TNT_KEEP)
        text = g_strdup_printf (_("The table owes: %s. Select the cards kept, then press Enter."), capital);
      else
        text = g_strdup_printf (_("The table owes: %s"), capital);
      craft_cards = front->kind == TC_MCG_PENDING_CRAFT_REVEAL || front->kind == TC_MCG_PENDING_CREEPER;
      if (front->kind == TC_MCG_PENDING_TNT_KEEP)
        fill_tnt_choices (self, front);
      else if (front->kind == TC_MCG_PENDING_CREEPER)
        {
          /* Built when it began, then only greyed as seats answer. */
          if (self->creeper_seats == 0)
            fill_creeper_choices (self, front);
        }
      else
        fill_reveal_choices (self, front);
    }

  /* GTK 4.8 keeps Tab on the control before a scroller with nothing to
   * focus in it: past it while it shows no answer.
   */
  gtk_widget_set_can_focus (self->choices_scroller,
                            gtk_widget_get_first_child (GTK_WIDGET (self->choices_box)) != NULL);
  gtk_widget_set_visible (self->prompt_box, text != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), text == NULL);
  gtk_label_set_text (self->prompt_label, text != NULL ? text : "");
  update_hint (self);

  tc_mcg_state_count_unseen_all (get_rules (self), get_state (self), unseen);
  tc_mcg_card_picker_update (self->picker, get_rules (self), unseen, get_state (self)->craft_seen, craft_cards);

  if (text != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->prompt_entry));
  else
    focus_in_place (self, GTK_WIDGET (self->end_turn_button));
}

/* The active player's tools, where the prompt stands while nothing is
 * owed: the same buttons as on the seat's card, with no scroll to it.
 */
static void
update_prompt_tools (TcMcgTableView *self)
{
  const TcMcgState *state = get_state (self);
  gboolean shown = state->started && state->winner < 0 && !gtk_widget_get_visible (self->prompt_box) &&
                   state->active < self->seat_cards->len;

  if (shown)
    tc_mcg_seat_card_fill_tool_buttons (self->tools_box,
                                        tc_mcg_seat_card_get_tool_menu (g_ptr_array_index (self->seat_cards, state->active)));
  gtk_widget_set_visible (GTK_WIDGET (self->tools_box),
                          shown && gtk_widget_get_first_child (GTK_WIDGET (self->tools_box)) != NULL);
}

/* Turn, piles, seats */

static void
update_turn (TcMcgTableView *self)
{
  const TcMcgRules *rules = get_rules (self);
  const TcMcgState *state = get_state (self);
  g_autofree char *text = NULL;
  g_autofree char *illegal = NULL;
  g_autofree char *tooltip = NULL;

  if (!state->started)
    text = g_strdup (_("Setting up"));
  else if (state->winner >= 0)
    text = g_strdup_printf (_("%s wins with %u points"), rules->players[state->winner],
                            state->seats[state->winner].points);
  else
    text = g_strdup_printf (ngettext ("%s’s turn — %u action left", "%s’s turn — %u actions left",
                                      state->actions_left),
                            rules->players[state->active], state->actions_left);
  gtk_label_set_text (self->turn_label, text);

  illegal = dup_illegality (self, tc_mcg_entry_new_end_turn (get_ruleset (self), get_active_seat (self)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.end-turn", illegal == NULL);
  /* Translators: Alt+E is End Turn's mnemonic: use the key of your translation of “_End Turn”. */
  tooltip = g_strdup (_("End the turn (Alt+E)"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->end_turn_button), illegal != NULL ? illegal : tooltip);
}

static void
update_piles (TcMcgTableView *self)
{
  const TcMcgRules *rules = get_rules (self);
  const TcMcgState *state = get_state (self);

  for (guint p = 0; p < self->pile_buttons->len; p++)
    {
      const TcMcgPile *pile = &state->piles[p];
      g_autofree char *illegal =
        dup_illegality (self, tc_mcg_entry_new_mine (get_ruleset (self), get_active_seat (self), p + 1));

      tc_mcg_pile_button_update (g_ptr_array_index (self->pile_buttons, p),
                                 pile->top != TC_MCG_NO_CARD ? rules->cards->resource[pile->top].id : NULL,
                                 pile->remaining, illegal);
    }
}

/* The craft entry the engine's advice suggests for @craft_pile (0: the
 * reserved card), or %NULL when the seat holds nothing to craft there.
 */
static TcEntry *
new_advised_craft (TcMcgTableView         *self,
                   guint               craft_pile,
                   TcMcgPaymentAdvice *advice)
{
  const TcMcgRules *rules = get_rules (self);
  const TcMcgState *state = get_state (self);
  const TcMcgSeat *seat = &state->seats[state->active];
  g_autoptr(GPtrArray) pay = g_ptr_array_new ();
  g_autoptr(GPtrArray) axes = g_ptr_array_new ();
  gint craft = craft_pile > 0 ? state->craft_piles[craft_pile - 1].top : seat->reserved;

  if (craft == TC_MCG_NO_CARD)
    return NULL;

  tc_mcg_payment_advise (rules, state, state->active, craft, advice);
  for (guint code = 0; code < rules->cards->n_resource; code++)
    for (guint i = 0; i < advice->pay[code]; i++)
      g_ptr_array_add (pay, rules->cards->resource[code].id);
  for (guint code = 0; code < rules->cards->n_craft; code++)
    if ((advice->axes >> code) & 1)
      g_ptr_array_add (axes, rules->cards->craft[code].id);
  g_ptr_array_add (pay, NULL);
  g_ptr_array_add (axes, NULL);

  return tc_mcg_entry_new_craft (get_ruleset (self), get_active_seat (self), craft_pile,
                                 (const char **) pay->pdata, (const char **) axes->pdata);
}

static char *
describe_advice (TcMcgTableView               *self,
                 const TcMcgPaymentAdvice *advice)
{
  const TcMcgRules *rules = get_rules (self);
  const char *name = rules->players[get_state (self)->active];
  g_autofree char *short_by = NULL;

  if (advice->can_pay)
    return g_strdup_printf (_("%s can pay"), name);

  short_by = tc_mcg_format_counts (rules->cards, advice->short_by);
  return g_strdup_printf (_("%s is short by %s"), name, short_by);
}

static void
update_crafts (TcMcgTableView *self)
{
  const TcMcgRules *rules = get_rules (self);
  const TcMcgState *state = get_state (self);

  for (guint k = 0; k < self->craft_tiles->len; k++)
    {
      const TcMcgCraftPile *pile = &state->craft_piles[k];
      TcMcgPaymentAdvice advice = { 0 };
      g_autofree char *payment = NULL;
      g_autofree char *craft_illegal = NULL;
      g_autofree char *reserve_illegal = NULL;

      craft_illegal = dup_illegality (self, new_advised_craft (self, k + 1, &advice));
      if (pile->top != TC_MCG_NO_CARD && state->started)
        payment = describe_advice (self, &advice);
      else if (craft_illegal == NULL)
        craft_illegal = g_strdup (_("This pile has no known top card"));
      reserve_illegal = dup_illegality (self, tc_mcg_entry_new_reserve (get_ruleset (self), get_active_seat (self), k + 1));

      tc_mcg_craft_tile_update (g_ptr_array_index (self->craft_tiles, k),
                                pile->top != TC_MCG_NO_CARD ? rules->cards->craft[pile->top].id : NULL,
                                pile->remaining, payment, advice.can_pay, craft_illegal, reserve_illegal);
    }
}

static void
update_seats (TcMcgTableView *self)
{
  const TcMcgRules *rules = get_rules (self);
  const TcMcgState *state = get_state (self);

  for (guint s = 0; s < self->seat_cards->len; s++)
    {
      g_autofree char *reserved_illegal = NULL;

      if (s == state->active)
        {
          TcMcgPaymentAdvice advice = { 0 };

          reserved_illegal = dup_illegality (self, new_advised_craft (self, 0, &advice));
        }
      else
        reserved_illegal = g_strdup (_("Only the active player can craft"));

      tc_mcg_seat_card_update (g_ptr_array_index (self->seat_cards, s), rules, state, reserved_illegal);
    }
}

static void
update_discard (TcMcgTableView *self)
{
  const TcMcgState *state = get_state (self);
  g_autofree char *text = g_strdup_printf (ngettext ("Discard pile: %u card", "Discard pile: %u cards",
                                                     state->n_discard),
                                           state->n_discard);

  gtk_label_set_text (self->discard_label, text);
}

/* The parts that depend on the number of players, built once per game. */
static void build_table (TcMcgTableView *self);

/* A shovel's "Use … on…" opens a menu, not an action that a read-only
 * view turns off with the others (TcTableView): in a review it is greyed
 * here, so that nothing offers to change a game that is only shown.
 */
static void
set_menu_buttons_sensitive (GtkWidget *widget,
                            gboolean   sensitive)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_MENU_BUTTON (child))
      gtk_widget_set_sensitive (child, sensitive);
    else
      set_menu_buttons_sensitive (child, sensitive);
}

static void
tc_mcg_table_view_show_state (TcTableView   *view,
                              gconstpointer  state)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (view);

  if (self->seat_cards->len != get_rules (self)->n_seats)
    build_table (self);

  self->shown = *(const TcMcgState *) state;
  self->stray_code = FALSE;
  update_turn (self);
  update_prompt (self);
  update_piles (self);
  update_crafts (self);
  update_seats (self);
  update_prompt_tools (self);
  update_discard (self);
  gtk_widget_set_visible (self->prompt_area, !tc_table_view_get_read_only (view));
  gtk_widget_set_visible (GTK_WIDGET (self->end_turn_button), !tc_table_view_get_read_only (view));
  set_menu_buttons_sensitive (GTK_WIDGET (self->seats_box), !tc_table_view_get_read_only (view));
  tc_flow_box_update_focus_under (GTK_WIDGET (self));
}

/* Actions */

static void
mine_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (widget);

  if (get_game (self) != NULL)
    append (self, tc_mcg_entry_new_mine (get_ruleset (self), get_active_seat (self),
                                                      g_variant_get_uint32 (parameter)));
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (widget);

  if (get_game (self) != NULL)
    append (self, tc_mcg_entry_new_end_turn (get_ruleset (self), get_active_seat (self)));
}

static void
payment_response_cb (TcMcgTableView      *self,
                     const char      *response,
                     TcMcgPaymentDialog *dialog)
{
  if (g_strcmp0 (response, "craft") == 0)
    append (self, tc_mcg_payment_dialog_build_entry (dialog));
}

static void
craft_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (widget);
  guint craft_pile = g_variant_get_uint32 (parameter);
  const TcMcgState *state;
  TcMcgPaymentDialog *dialog;
  gint craft;

  if (get_game (self) == NULL)
    return;

  state = get_state (self);
  craft = craft_pile > 0 && craft_pile <= TC_MCG_MAX_CRAFT_PILES ? state->craft_piles[craft_pile - 1].top
                                                                : state->seats[state->active].reserved;
  if (craft == TC_MCG_NO_CARD || !state->started)
    {
      tc_table_view_show_message (TC_TABLE_VIEW (self), _("There is no card to craft there"));
      return;
    }

  dialog = tc_mcg_payment_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), get_ruleset (self),
                                      state, get_active_seat (self), craft_pile, craft);
  g_signal_connect_object (dialog, "response", G_CALLBACK (payment_response_cb), self, G_CONNECT_SWAPPED);
  g_set_weak_pointer (&self->dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
reserve_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (widget);

  if (get_game (self) != NULL)
    append (self, tc_mcg_entry_new_reserve (get_ruleset (self), get_active_seat (self),
                                                         g_variant_get_uint32 (parameter)));
}

static void
use_tool_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (widget);
  guint seat, target;
  const char *tool;

  if (get_game (self) == NULL)
    return;

  g_variant_get (parameter, "(uu&s)", &seat, &target, &tool);
  append (self, tc_mcg_entry_new_use_tool (get_ruleset (self), seat, tool, target));
}

static void
submit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  prompt_activated_cb (TC_MCG_TABLE_VIEW (widget));
}

/* Enter on the table while nothing is owed: ends a turn that has no
 * action left, and only says so when it has some, since ending a turn
 * is never undone by a stray Enter. End Turn (or Alt+E) ends it at once.
 */
static void
enter_on_table (TcMcgTableView *self)
{
  const TcMcgState *state = get_state (self);
  g_autofree char *sentence = NULL;

  if (!state->started || state->winner >= 0)
    return;

  if (state->actions_left == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "game.end-turn", NULL);
      return;
    }

  sentence = g_strdup_printf (ngettext ("%s has %u action left — End Turn to end it anyway",
                                        "%s has %u actions left — End Turn to end it anyway",
                                        state->actions_left),
                              get_rules (self)->players[state->active], state->actions_left);
  gtk_label_set_text (self->hint_label, sentence);
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "warning");
}

/* A card code typed while the table owes no card ("s3" after the reveal
 * went in) must not mine pile 3 with its digit: the letter says that no
 * card is owed, and the digit after it is dropped.
 */
static gboolean
swallow_stray_code (TcMcgTableView *self,
                    guint           keyval)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  gboolean digit_after_letter = self->stray_code && g_unichar_isdigit (c);

  self->stray_code = g_unichar_isalpha (c);
  if (self->stray_code)
    {
      gtk_label_set_text (self->hint_label, _("The table owes no card now: nothing typed is entered"));
      gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "warning");
    }

  return digit_after_letter;
}

/* Is @widget one of the TNT's keep toggles? */
static gboolean
is_tnt_toggle (TcMcgTableView *self,
               GtkWidget      *widget)
{
  for (guint i = 0; i < self->tnt_toggles->len; i++)
    if (widget == g_ptr_array_index (self->tnt_toggles, i))
      return TRUE;

  return FALSE;
}

/* Enter finishes what is being entered: the typed cards, the TNT's keep
 * (not one more toggle), a focused answer or pile; on the table it never
 * ends a turn that has actions left. Escape takes back typed cards.
 */
static gboolean
key_pressed_cb (TcMcgTableView  *self,
                guint            keyval,
                guint            keycode,
                GdkModifierType  modifiers)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  const TcMcgPending *front = get_front (self);
  /* The focus is the entry's text widget, inside it. */
  gboolean in_entry = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->prompt_entry));

  if ((modifiers & gtk_accelerator_get_default_mod_mask ()) != 0 ||
      get_game (self) == NULL || tc_table_view_get_read_only (TC_TABLE_VIEW (self)))
    return GDK_EVENT_PROPAGATE;

  /* Escape takes back the cards typed and not entered. */
  if (keyval == GDK_KEY_Escape && in_entry &&
      gtk_entry_get_text_length (self->prompt_entry) > 0)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->prompt_entry), "");
      return GDK_EVENT_STOP;
    }

  if (!gtk_widget_get_visible (self->prompt_box) && swallow_stray_code (self, keyval))
    return GDK_EVENT_STOP;

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return GDK_EVENT_PROPAGATE;

  if (gtk_widget_get_visible (self->prompt_box))
    {
      if (front == NULL || front->kind != TC_MCG_PENDING_TNT_KEEP ||
          (!in_entry && !is_tnt_toggle (self, focus)))
        return GDK_EVENT_PROPAGATE;

      prompt_activated_cb (self);
      return GDK_EVENT_STOP;
    }

  if (focus != GTK_WIDGET (self->end_turn_button) && GTK_IS_BUTTON (focus))
    return GDK_EVENT_PROPAGATE;

  enter_on_table (self);
  return GDK_EVENT_STOP;
}

static void
pick_card_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (widget);

  if (gtk_widget_get_visible (self->prompt_box))
    gtk_menu_button_popup (self->picker_button);
}

static void
pile_clicked_cb (TcMcgPileButton *button,
                 TcMcgTableView   *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.mine", "u", tc_mcg_pile_button_get_number (button));
}

static void
craft_requested_cb (TcMcgCraftTile *tile,
                    TcMcgTableView  *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.craft", "u", tc_mcg_craft_tile_get_number (tile));
}

static void
reserve_requested_cb (TcMcgCraftTile *tile,
                      TcMcgTableView  *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.reserve", "u", tc_mcg_craft_tile_get_number (tile));
}

static void
craft_reserved_cb (TcMcgTableView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.craft", "u", 0);
}

static void
build_table (TcMcgTableView *self)
{
  const TcMcgRules *rules = get_rules (self);
  GtkWidget *pair = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->piles_box))) != NULL)
    gtk_box_remove (self->piles_box, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->crafts_box))) != NULL)
    gtk_flow_box_remove (self->crafts_box, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box))) != NULL)
    gtk_flow_box_remove (self->seats_box, child);
  g_ptr_array_set_size (self->pile_buttons, 0);
  g_ptr_array_set_size (self->craft_tiles, 0);
  g_ptr_array_set_size (self->seat_cards, 0);

  for (guint p = 0; p < rules->cards->n_piles; p++)
    {
      GtkWidget *button = tc_mcg_pile_button_new (p + 1);

      g_signal_connect (button, "clicked", G_CALLBACK (pile_clicked_cb), self);
      gtk_box_append (self->piles_box, button);
      g_ptr_array_add (self->pile_buttons, button);
    }

  for (guint k = 0; k < rules->cards->n_craft_piles; k++)
    {
      GtkWidget *tile = tc_mcg_craft_tile_new (k + 1);

      g_signal_connect (tile, "craft", G_CALLBACK (craft_requested_cb), self);
      g_signal_connect (tile, "reserve", G_CALLBACK (reserve_requested_cb), self);
      /* The piles go in pairs, which the flow box lays side by side or
       * one above the other: four in a row or two by two as the width
       * allows, never three and one.
       */
      if (k % 2 == 0)
        {
          pair = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
          gtk_box_set_homogeneous (GTK_BOX (pair), TRUE);
          tc_flow_box_append (self->crafts_box, pair);
        }
      gtk_box_append (GTK_BOX (pair), tile);
      g_ptr_array_add (self->craft_tiles, tile);
    }

  for (guint s = 0; s < rules->n_seats; s++)
    {
      GtkWidget *card = tc_mcg_seat_card_new (s);

      g_signal_connect_object (card, "craft-reserved", G_CALLBACK (craft_reserved_cb), self, G_CONNECT_SWAPPED);
      tc_flow_box_append (self->seats_box, card);
      g_ptr_array_add (self->seat_cards, card);
    }
}

static gboolean
tc_mcg_table_view_submit_text (TcTableView *view,
                               const char  *text)
{
  submit_codes (TC_MCG_TABLE_VIEW (view), text);
  return TRUE;
}

/* Where the next input is expected: the prompt while the table owes a
 * card, End Turn otherwise.
 */
static void
tc_mcg_table_view_focus_input (TcTableView *view)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (view);

  if (gtk_widget_get_visible (self->prompt_box))
    gtk_widget_grab_focus (GTK_WIDGET (self->prompt_entry));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->end_turn_button));
}

static GtkWidget *
tc_mcg_table_view_create_entry_editor (TcTableView *view,
                                       guint        index)
{
  return tc_mcg_entry_editing_create (tc_table_view_get_game (view), index);
}

static TcEntry *
tc_mcg_table_view_build_corrected_entry (TcTableView  *view,
                                         guint         index,
                                         GtkWidget    *editor,
                                         GError      **error)
{
  return tc_mcg_entry_editing_build (tc_table_view_get_game (view), index, editor, error);
}

/* The engine judges whether the turn is spent (a pickaxe holds it). */
static TcEntry *
tc_mcg_table_view_create_turn_end (TcTableView *view)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (view);
  TcGame *game = tc_table_view_get_game (view);
  const TcMcgState *state = tc_game_get_state (game);

  if (!tc_mcg_state_turn_is_spent (get_rules (self), state))
    return NULL;

  return tc_mcg_entry_new_end_turn (get_ruleset (self), state->active + 1);
}

static void
window_classes_changed_cb (TcMcgTableView *self)
{
  place_reveal_chips (self);
  place_prompt_content (self, TRUE);
}

/* The chips and the prompt follow the window as it turns narrow or wide. */
static void
tc_mcg_table_view_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tc_mcg_table_view_parent_class)->root (widget);

  g_signal_connect_object (gtk_widget_get_root (widget), "notify::css-classes",
                           G_CALLBACK (window_classes_changed_cb), widget, G_CONNECT_SWAPPED);
  place_reveal_chips (TC_MCG_TABLE_VIEW (widget));
  place_prompt_content (TC_MCG_TABLE_VIEW (widget), TRUE);
}

static void
tc_mcg_table_view_unroot (GtkWidget *widget)
{
  g_signal_handlers_disconnect_by_func (gtk_widget_get_root (widget), window_classes_changed_cb, widget);

  GTK_WIDGET_CLASS (tc_mcg_table_view_parent_class)->unroot (widget);
}

static void
tc_mcg_table_view_dispose (GObject *object)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (object);

  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
  g_clear_weak_pointer (&self->dialog);
  if (self->refusal_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->prompt_scroller), self->refusal_tick);
  self->refusal_tick = 0;

  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_MCG_TABLE_VIEW);

  G_OBJECT_CLASS (tc_mcg_table_view_parent_class)->dispose (object);
}

static void
tc_mcg_table_view_finalize (GObject *object)
{
  TcMcgTableView *self = TC_MCG_TABLE_VIEW (object);

  g_clear_pointer (&self->pile_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->craft_tiles, g_ptr_array_unref);
  g_clear_pointer (&self->seat_cards, g_ptr_array_unref);
  g_clear_pointer (&self->tnt_toggles, g_ptr_array_unref);

  G_OBJECT_CLASS (tc_mcg_table_view_parent_class)->finalize (object);
}

static void
tc_mcg_table_view_class_init (TcMcgTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TcTableViewClass *view_class = TC_TABLE_VIEW_CLASS (klass);

  object_class->dispose = tc_mcg_table_view_dispose;
  object_class->finalize = tc_mcg_table_view_finalize;
  widget_class->root = tc_mcg_table_view_root;
  widget_class->unroot = tc_mcg_table_view_unroot;
  view_class->show_state = tc_mcg_table_view_show_state;
  view_class->shortcuts_resource = "/io/github/tablecraft/Tablecraft/games/mcg/help-overlay.ui";
  view_class->submit_text = tc_mcg_table_view_submit_text;
  view_class->focus_input = tc_mcg_table_view_focus_input;
  view_class->create_entry_editor = tc_mcg_table_view_create_entry_editor;
  view_class->build_corrected_entry = tc_mcg_table_view_build_corrected_entry;
  view_class->create_turn_end = tc_mcg_table_view_create_turn_end;

  g_type_ensure (TC_TYPE_MCG_CARD_PICKER);

  g_type_ensure (TC_TYPE_REFUSAL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablecraft/Tablecraft/games/mcg/tc-mcg-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, choices_scroller);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, chips_scroller);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, scroller);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, prompt_area);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, prompt_content);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, prompt_scroller);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, tools_box);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, prompt_box);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, choices_box);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, chips_box);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, prompt_entry);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, refusal);
  gtk_widget_class_bind_template_callback (widget_class, prompt_changed_cb);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, picker_button);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, picker);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, piles_box);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, crafts_box);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, discard_label);
  gtk_widget_class_bind_template_child (widget_class, TcMcgTableView, seats_box);
  gtk_widget_class_bind_template_callback (widget_class, prompt_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, card_picked_cb);

  gtk_widget_class_install_action (widget_class, "game.mine", "u", mine_action);
  gtk_widget_class_install_action (widget_class, "game.craft", "u", craft_action);
  gtk_widget_class_install_action (widget_class, "game.reserve", "u", reserve_action);
  gtk_widget_class_install_action (widget_class, "game.use-tool", "(uus)", use_tool_action);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "game.submit", NULL, submit_action);
  gtk_widget_class_install_action (widget_class, "game.pick-card", NULL, pick_card_action);

  for (guint p = 1; p <= 9; p++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + p, 0, "game.mine", "u", p);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + p, 0, "game.mine", "u", p);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, GDK_CONTROL_MASK, "game.pick-card", NULL);
}

/* The table's stylesheet and the cards' colours, once per process. */
static void
load_style (void)
{
  g_autoptr(GtkCssProvider) sheet = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (sheet, "/io/github/tablecraft/Tablecraft/games/mcg/tc-mcg.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (sheet),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  tc_mcg_card_tile_install_css (gdk_display_get_default ());
}

static void
tc_mcg_table_view_init (TcMcgTableView *self)
{
  static gsize style_loaded = 0;
  GtkEventController *keys;

  if (g_once_init_enter (&style_loaded))
    {
      load_style ();
      g_once_init_leave (&style_loaded, 1);
    }

  self->pile_buttons = g_ptr_array_new ();
  self->craft_tiles = g_ptr_array_new ();
  self->seat_cards = g_ptr_array_new ();
  self->tnt_toggles = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->prompt_scroller), "changed",
                           G_CALLBACK (scroll_to_refusal), self, G_CONNECT_SWAPPED);

  /* Before the focused widget: a focused End Turn or keep toggle would
   * take Enter for a click.
   */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
