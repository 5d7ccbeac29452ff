/* tc-bnb-table-view.c: the Builders & Biomes table
 *
 * From top to bottom: whose turn and what it has done, what the table
 * owes or may do now, then the parts of the table (the cube, the map and
 * the players' boards), side by side on a large screen and one at a time
 * on a phone. Choosing an action makes the part it needs answer clicks;
 * the engine says what is takeable, reachable or legal, and its sentence
 * stands at the prompt when an entry is refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tc-bnb-box.h"
#include "tc-bnb-build-panel.h"
#include "tc-bnb-cube-view.h"
#include "tc-bnb-fight-panel.h"
#include "tc-bnb-map-view.h"
#include "tc-bnb-ruleset.h"
#include "tc-bnb-seat-card.h"
#include "tc-bnb-setup-form.h"
#include "tc-bnb-table-view.h"
#include "tc-bnb-text.h"
#include "tc-bnb-tile-form.h"
#include "tc-error.h"
#include "tc-flow-box.h"
#include "tc-refusal.h"
#include "tc-text.h"

/* Below this width one part of the table is shown at a time. */
#define NARROW_WIDTH 720

#define NO_ACTION TC_BNB_N_ACTIONS

/* The lines a refusal may take at the prompt. */
#define REFUSAL_LINES 3

/* A collect started within half a second of the last one entered is the
 * second tap of a double click on the block that finished it: dropped.
 */
#define ACTION_REPEAT_US (G_USEC_PER_SEC / 2)

struct _TcBnbTableView
{
  TcTableView       parent_instance;

  TcBnbState        state;          /* the state shown */
  TcBnbAction       action;         /* chosen and not yet entered, or NO_ACTION */
  gint64            collected;      /* monotonic µs of the last collect entered */
  gboolean          narrow;
  guint             narrow_idle;
  GPtrArray        *seat_cards;
  GPtrArray        *action_buttons;
  GPtrArray        *weapon_buttons;
  GPtrArray        *choice_buttons;
  GArray           *catalogue;      /* TcBnbTileEntry seen in earlier games */

  GtkScrolledWindow *scroller;
  GtkLabel         *turn_label;
  GtkGrid          *banner;
  GtkLabel         *actions_label;
  GtkLabel         *status_label;
  GtkButton        *end_turn_button;
  GtkLabel         *prompt_label;
  GtkLabel         *advice_label;
  TcRefusal        *refusal;
  GtkStack         *input_stack;
  TcBnbSetupForm   *setup_form;
  GtkButton        *start_button;
  GtkFlowBox       *actions_box;
  GtkStack         *collect_stack;
  GtkLabel         *collect_hint;
  GtkButton        *collect_button;
  TcBnbBuildPanel  *build_panel;
  TcBnbFightPanel  *fight_panel;
  GtkSearchEntry   *catalogue_search;
  GtkFlowBox       *catalogue_box;
  TcBnbTileForm    *tile_form;
  GtkButton        *reveal_button;
  GtkFlowBox       *weapons_box;
  GtkFlowBox       *choices_box;
  GtkLabel         *result_label;
  GtkWidget        *switcher;
  GtkToggleButton  *show_cube_button;
  GtkToggleButton  *show_map_button;
  GtkToggleButton  *show_players_button;
  GtkBox           *table_box;
  GtkWidget        *cube_part;
  GtkWidget        *map_part;
  TcBnbCubeView    *cube_view;
  TcBnbMapView     *map_view;
  GtkGrid          *seats_box;
};

G_DEFINE_FINAL_TYPE (TcBnbTableView, tc_bnb_table_view, TC_TYPE_TABLE_VIEW)

static TcBnbRuleset *
get_ruleset (TcBnbTableView *self)
{
  return TC_BNB_RULESET (tc_game_get_ruleset (tc_table_view_get_game (TC_TABLE_VIEW (self))));
}

static const TcBnbRules *
get_rules (TcBnbTableView *self)
{
  return tc_bnb_ruleset_get_rules (get_ruleset (self));
}

static const char *
player (TcBnbTableView *self,
        guint           seat)
{
  return get_rules (self)->players[seat];
}

/* Entering ------------------------------------------------------------------ */

/* Says @sentence (or @error's, whose rule "Why?" opens); %NULL for both
 * clears the last refusal.
 */
static void
show_refusal (TcBnbTableView *self,
              const char     *sentence,
              const GError   *error)
{
  if (sentence == NULL && error == NULL)
    tc_refusal_clear (self->refusal);
  else
    tc_refusal_show (self->refusal, sentence, error);
}

/* Builds @entry as a log holds it and asks the game whether it is legal,
 * so that a refusal is said at the prompt, where the table looks, and what
 * was chosen stays for a retry; a legal entry goes to the shell, which
 * appends and saves it.
 */
static gboolean
submit (TcBnbTableView   *self,
        const TcBnbEntry *entry)
{
  TcGame *game = tc_table_view_get_game (TC_TABLE_VIEW (self));
  g_autoptr(GError) error = NULL;
  g_autoptr(TcEntry) built = NULL;

  if (tc_table_view_get_read_only (TC_TABLE_VIEW (self)))
    return FALSE;

  built = tc_bnb_entry_new (get_ruleset (self), entry);
  if (!tc_game_check (game, built, &error))
    {
      show_refusal (self, NULL, error);
      return FALSE;
    }

  self->action = NO_ACTION;
  show_refusal (self, NULL, NULL);
  return tc_table_view_append (TC_TABLE_VIEW (self), built);
}

static TcBnbEntry
active_entry (TcBnbTableView *self,
              TcBnbEntryType  type)
{
  return (TcBnbEntry) { .type = type, .seat = self->state.active + 1 };
}

/* An incomplete setup is the engine's to refuse, in its words. */
static void
start_clicked_cb (TcBnbTableView *self)
{
  TcBnbEntry setup = { .type = TC_BNB_ENTRY_SETUP };
  g_autoptr(GError) error = NULL;

  tc_bnb_setup_form_get_entry (self->setup_form, &setup);
  if (!submit (self, &setup))
    return;

  /* The box's data is offered again at the next setup. */
  if (!tc_bnb_box_save (&setup, &error))
    tc_table_view_show_message (TC_TABLE_VIEW (self), error->message);
}

static void
setup_changed_cb (TcBnbTableView *self)
{
  TcBnbEntry setup = { .type = TC_BNB_ENTRY_SETUP };

  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button),
                            tc_bnb_setup_form_get_entry (self->setup_form, &setup));
}

static void
end_turn_clicked_cb (TcBnbTableView *self)
{
  TcBnbEntry entry = active_entry (self, TC_BNB_ENTRY_END_TURN);

  submit (self, &entry);
}

static void
collect_clicked_cb (TcBnbTableView *self)
{
  TcBnbTake takes[TC_BNB_MAX_ITEMS];
  TcBnbEntry entry = active_entry (self, TC_BNB_ENTRY_COLLECT);

  entry.n_blocks = tc_bnb_cube_view_get_selection (self->cube_view, takes, G_N_ELEMENTS (takes));
  entry.blocks = takes;
  if (submit (self, &entry))
    self->collected = g_get_monotonic_time ();
}

/* After an explore or a reveal, the next tile owed is typed from the
 * start of the tile form, and the next weapon by its letter, with no
 * click first: the focus is in the prompt (on a weapon, which Enter does
 * not enter), never left on the map's crossing.
 */
static void
focus_next_reveal (TcBnbTableView *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->input_stack);

  if (g_strcmp0 (page, "reveal-stack") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->tile_form));
  else if (g_strcmp0 (page, "reveal-token") == 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->weapon_buttons, 0));
}

static void
crossing_activated_cb (TcBnbTableView *self,
                       guint           row,
                       guint           col)
{
  TcBnbEntry entry = active_entry (self, TC_BNB_ENTRY_EXPLORE);

  entry.to = (TcBnbCoord) { 2, { row, col } };
  if (submit (self, &entry))
    focus_next_reveal (self);
}

static void
token_activated_cb (TcBnbTableView *self,
                    guint           row,
                    guint           col)
{
  TcBnbEntry entry = active_entry (self, TC_BNB_ENTRY_TAKE_WEAPON);

  entry.token = (TcBnbCoord) { 2, { row, col } };
  submit (self, &entry);
}

static void refresh (TcBnbTableView *self);

/* A stack chosen for the build or the fight: its panel takes over. A
 * stack clicked before any action is chosen starts the action its top
 * tile asks for, a click saved.
 */
static void
stack_activated_cb (TcBnbTableView *self,
                    guint           row,
                    guint           col)
{
  if (self->action == NO_ACTION)
    {
      self->action = self->state.tops[TC_BNB_STACK (row, col)].kind == TC_BNB_TILE_BUILDING
                     ? TC_BNB_BUILD : TC_BNB_FIGHT;
      show_refusal (self, NULL, NULL);
      refresh (self);
    }

  if (self->action == TC_BNB_BUILD)
    {
      g_autofree char *prompt = g_strdup_printf (_("Choose the space on %s’s board, then Build"),
                                                 player (self, self->state.active));

      gtk_label_set_text (self->prompt_label, prompt);
      tc_bnb_build_panel_prepare (self->build_panel, get_rules (self), &self->state, row, col);
      gtk_stack_set_visible_child_name (self->input_stack, "build");
      /* At the spaces to choose from, never in a payment field, which
       * would take digits typed for somewhere else.
       */
      gtk_widget_grab_focus (GTK_WIDGET (self->build_panel));
    }
  else if (self->action == TC_BNB_FIGHT)
    {
      g_autofree char *prompt = g_strdup_printf (_("Tell the weapons %s draws, then Fight"),
                                                 player (self, self->state.active));

      gtk_label_set_text (self->prompt_label, prompt);
      tc_bnb_fight_panel_prepare (self->fight_panel, get_rules (self), &self->state, row, col);
      gtk_stack_set_visible_child_name (self->input_stack, "fight");
      gtk_widget_grab_focus (GTK_WIDGET (self->fight_panel));
    }
}

static void
build_activated_cb (TcBnbTableView *self)
{
  TcBnbEntry entry = active_entry (self, TC_BNB_ENTRY_BUILD);

  tc_bnb_build_panel_get_entry (self->build_panel, &entry);
  submit (self, &entry);
}

static void
fight_activated_cb (TcBnbTableView *self)
{
  gint drawn[TC_BNB_MAX_ITEMS];
  TcBnbEntry entry = active_entry (self, TC_BNB_ENTRY_FIGHT);

  tc_bnb_fight_panel_get_entry (self->fight_panel, &entry, drawn, G_N_ELEMENTS (drawn));
  submit (self, &entry);
}

static void
hunger_cb (TcBnbTableView *self,
           guint           mob)
{
  TcBnbEntry entry = active_entry (self, TC_BNB_ENTRY_HUNGER);

  entry.mob = mob;
  submit (self, &entry);
}

static void fill_catalogue (TcBnbTableView *self);

/* The reveal answers the first item owed (any order is legal, §4.3); a
 * tile entered joins the catalogue of tiles seen.
 */
static void
reveal_tile (TcBnbTableView       *self,
             const TcBnbTileEntry *tile)
{
  const TcBnbPending *front = &self->state.pending[0];
  TcBnbEntry entry = { .type = TC_BNB_ENTRY_REVEAL, .reveals_stack = TRUE, .tile = *tile };
  g_autoptr(GError) error = NULL;

  entry.stack = (TcBnbCoord) { 2, { front->row, front->col } };
  if (!submit (self, &entry))
    return;
  focus_next_reveal (self);

  if (!tc_bnb_box_remember_tile (tile, &error))
    tc_table_view_show_message (TC_TABLE_VIEW (self), error->message);
  g_array_unref (self->catalogue);
  self->catalogue = tc_bnb_box_load_tiles ();
  gtk_editable_set_text (GTK_EDITABLE (self->catalogue_search), "");
  fill_catalogue (self);
}

static void
reveal_stack_cb (TcBnbTableView *self)
{
  TcBnbTileEntry tile;

  tc_bnb_tile_form_get_tile (self->tile_form, &tile);
  if (tc_bnb_tile_form_get_missing (self->tile_form) == NULL)
    reveal_tile (self, &tile);
}

/* Turn Over answers once the tile is complete; the form says what is
 * missing.
 */
static void
tile_changed_cb (TcBnbTableView *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->reveal_button),
                            tc_bnb_tile_form_get_missing (self->tile_form) == NULL);
}

static void
catalogue_clicked_cb (GtkButton      *button,
                      TcBnbTableView *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile"));

  reveal_tile (self, &g_array_index (self->catalogue, TcBnbTileEntry, index));
}

/* Enter in the search takes the first tile it finds. */
static void
catalogue_activate_cb (TcBnbTableView *self)
{
  GtkFlowBoxChild *first = gtk_flow_box_get_child_at_index (self->catalogue_box, 0);

  if (first != NULL)
    g_signal_emit_by_name (gtk_flow_box_child_get_child (first), "clicked");
}

static void
catalogue_changed_cb (TcBnbTableView *self)
{
  fill_catalogue (self);
}

static void
weapon_clicked_cb (GtkButton      *button,
                   TcBnbTableView *self)
{
  const TcBnbPending *front = &self->state.pending[0];
  TcBnbEntry entry = { .type = TC_BNB_ENTRY_REVEAL };

  entry.token = (TcBnbCoord) { 2, { front->row, front->col } };
  entry.weapon = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "weapon"));
  if (submit (self, &entry))
    focus_next_reveal (self);
}

static void
choice_clicked_cb (GtkButton      *button,
                   TcBnbTableView *self)
{
  const TcBnbPending *front = &self->state.pending[0];
  guint value = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "value"));
  const TcBnbName *values;
  TcBnbEntry entry = { .type = TC_BNB_ENTRY_SCORE_CHOICE, .seat = front->seat + 1 };
  guint n;

  values = tc_bnb_data_values (get_rules (self)->data, front->round, &n);
  for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    entry.value[a] = a == front->round ? (gint) value : -1;
  entry.value_id = values[value].id;
  submit (self, &entry);
}

/* Choosing an action ------------------------------------------------------- */

static void
show_part (TcBnbTableView *self,
           GtkWidget      *part)
{
  if (part == self->cube_part)
    gtk_toggle_button_set_active (self->show_cube_button, TRUE);
  else if (part == self->map_part)
    gtk_toggle_button_set_active (self->show_map_button, TRUE);
  else
    gtk_toggle_button_set_active (self->show_players_button, TRUE);
}

static void
choose_action (TcBnbTableView *self,
               TcBnbAction     action)
{
  self->action = action;
  show_refusal (self, NULL, NULL);
  tc_bnb_cube_view_clear_selection (self->cube_view);
  refresh (self);
}

static void
cancel_clicked_cb (TcBnbTableView *self)
{
  choose_action (self, NO_ACTION);
}

/* The actions stay while one is entered: another one replaces it, the
 * one being entered again cancels it.
 */
static void
action_clicked_cb (GtkButton      *button,
                   TcBnbTableView *self)
{
  TcBnbAction action = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "action"));

  if (action == self->action)
    {
      cancel_clicked_cb (self);
      return;
    }

  choose_action (self, action);
  show_part (self, self->action == TC_BNB_COLLECT ? self->cube_part : self->map_part);
}

/* A click on a takeable block before any action is chosen starts the
 * collect, a click saved; the block is then asked about as in any collect.
 */
static void
collect_started_cb (TcBnbTableView *self)
{
  if (g_get_monotonic_time () - self->collected < ACTION_REPEAT_US)
    return;

  choose_action (self, TC_BNB_COLLECT);
}

/* The table turns the real cube's base; the view keeps its last turn
 * for the next game and the next start, like the window's size.
 */
static void
rotation_changed_cb (TcBnbTableView *self)
{
  g_autoptr(GError) error = NULL;

  if (!tc_bnb_box_save_rotation (tc_bnb_cube_view_get_rotation (self->cube_view), &error))
    tc_table_view_show_message (TC_TABLE_VIEW (self), error->message);
}

/* The most blocks a collect may take, or every block left in the cube,
 * need no further click: the last one named enters the collect (the
 * toast's Undo takes it back).
 */
static void
selection_changed_cb (TcBnbTableView *self)
{
  TcBnbTake takes[TC_BNB_MAX_ITEMS];
  guint n = tc_bnb_cube_view_get_selection (self->cube_view, takes, G_N_ELEMENTS (takes));
  g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Collect %u Block",
                                                         "_Collect %u Blocks", n), n);

  gtk_button_set_label (self->collect_button, label);
  gtk_widget_set_sensitive (GTK_WIDGET (self->collect_button),
                            n >= tc_bnb_state_least_collected (&self->state));
  if (self->action == TC_BNB_COLLECT && n > 0 &&
      (n == tc_bnb_state_most_collected (get_rules (self), &self->state) ||
       n == tc_bnb_state_cube_count (&self->state)))
    collect_clicked_cb (self);
}

/* Showing ------------------------------------------------------------------- */

static void
update_banner (TcBnbTableView *self)
{
  const TcBnbRules *rules = get_rules (self);
  const TcBnbState *state = &self->state;
  g_autofree char *turn = NULL;
  g_autofree char *done = NULL;
  g_autofree char *status = NULL;
  GString *list = g_string_new (NULL);
  guint left = TC_BNB_REGULAR_ACTIONS - state->n_regular;

  if (!state->started)
    turn = g_strdup (_("Setup"));
  else if (state->finished)
    turn = g_strdup (_("Game over"));
  else
    turn = g_strdup_printf (_("%s’s turn"), player (self, state->active));

  /* The list's comma as the language writes it (Chinese "，"). */
  for (guint i = 0; i < state->n_regular; i++)
    g_string_append_printf (list, "%s%s", list->len > 0 ? _(", ") : "", _(rules->data->actions[state->regular[i]].name));
  for (guint i = 0; i < state->n_extra; i++)
    g_string_append_printf (list, "%s%s", list->len > 0 ? _(", ") : "", _(rules->data->actions[state->extra[i]].name));
  if (state->started && !state->finished)
    done = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Done: %s · %u action left, %u extra",
                                         "Done: %s · %u actions left, %u extra", left),
                            list->len > 0 ? list->str : _("nothing yet"), left, state->extra_left);
  g_string_free (list, TRUE);

  /* Every score at a glance, whatever part of the table is shown. */
  list = g_string_new (NULL);
  for (guint s = 0; s < rules->n_seats; s++)
    g_string_append_printf (list, _("%s %d XP · "), player (self, s), state->seats[s].xp);
  g_string_append_printf (list, g_dngettext (GETTEXT_PACKAGE, "%u block left in the cube", "%u blocks left in the cube",
                                             tc_bnb_state_cube_count (state)),
                          tc_bnb_state_cube_count (state));
  status = g_string_free (list, FALSE);

  gtk_label_set_text (self->turn_label, turn);
  tc_table_view_name_end_turn (GTK_WIDGET (self->end_turn_button),
                               state->started && !state->finished ? player (self, state->active) : NULL, done);
  gtk_label_set_text (self->actions_label, done != NULL ? done : "");
  gtk_widget_set_visible (GTK_WIDGET (self->actions_label), done != NULL);
  gtk_label_set_text (self->status_label, status);
  /* A review has no turn to end, and the banner's words need the room. */
  gtk_widget_set_visible (GTK_WIDGET (self->end_turn_button), !tc_table_view_get_read_only (TC_TABLE_VIEW (self)));
  gtk_widget_set_sensitive (GTK_WIDGET (self->end_turn_button),
                            state->started && !state->finished && state->n_pending == 0 &&
                            state->phase == TC_BNB_PHASE_ACTIONS);
}

static void
update_actions (TcBnbTableView *self)
{
  for (guint a = 0; a < TC_BNB_N_ACTIONS; a++)
    {
      GtkWidget *button = g_ptr_array_index (self->action_buttons, a);
      gint kind = tc_bnb_state_action_kind (get_rules (self), &self->state, a);

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), a == self->action);
      gtk_widget_set_sensitive (button, tc_bnb_state_action_open (get_rules (self), &self->state, a));
      gtk_widget_set_tooltip_text (button, kind == 1 ? _("An extra action") : NULL);
    }
}

/* The scoring choices, each with what it would give now. */
static void
update_choices (TcBnbTableView *self)
{
  const TcBnbRules *rules = get_rules (self);
  const TcBnbPending *front = &self->state.pending[0];
  guint n;
  const TcBnbName *values = tc_bnb_data_values (rules->data, front->round, &n);

  for (guint v = 0; v < self->choice_buttons->len; v++)
    {
      GtkButton *button = g_ptr_array_index (self->choice_buttons, v);
      guint group;
      guint xp = tc_bnb_state_round_score (&self->state, front->seat, front->round, v, &group);
      g_autofree char *name = tc_text_capitalize (_(values[v].name));
      g_autofree char *label = g_strdup_printf (_("%s (%c): %u × %u = %u XP"), name, values[v].key,
                                                group, self->state.scoring[front->round][v], xp);

      g_object_set_data (G_OBJECT (button), "value", GUINT_TO_POINTER (v));
      gtk_button_set_label (button, label);
    }
}

/* The most tiles the catalogue shows at once; the search finds others. */
#define CATALOGUE_SHOWN 6

/* Whether every word of @search is in @text, ignoring case. */
static gboolean
matches (const char *text,
         const char *search)
{
  g_autofree char *folded_text = g_utf8_casefold (text, -1);
  g_autofree char *folded_search = g_utf8_casefold (search, -1);
  g_auto(GStrv) words = g_strsplit (folded_search, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && strstr (folded_text, words[i]) == NULL)
      return FALSE;

  return TRUE;
}

static void
fill_catalogue (TcBnbTableView *self)
{
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->catalogue_search));
  GtkWidget *child;
  guint shown = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->catalogue_box))) != NULL)
    gtk_flow_box_remove (self->catalogue_box, child);

  for (guint i = 0; i < self->catalogue->len && shown < CATALOGUE_SHOWN; i++)
    {
      TcBnbTile tile = tc_bnb_tile_from_entry (&g_array_index (self->catalogue, TcBnbTileEntry, i));
      g_autofree char *text = tc_bnb_describe_tile (get_rules (self), &tile);
      g_autofree char *label = tc_text_capitalize (text);
      GtkWidget *button;

      if (!matches (label, search))
        continue;

      button = gtk_button_new_with_label (label);
      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), PANGO_WRAP_WORD_CHAR);
      g_object_set_data (G_OBJECT (button), "tile", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (catalogue_clicked_cb), self);
      tc_flow_box_append (self->catalogue_box, button);
      shown++;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->catalogue_search), self->catalogue->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->catalogue_box), shown > 0);
}

static const char *
input_page (TcBnbTableView *self)
{
  const TcBnbState *state = &self->state;

  if (!state->started)
    return "setup";
  if (state->finished)
    return "over";
  if (state->n_pending > 0)
    switch (state->pending[0].type)
      {
      case TC_BNB_PENDING_REVEAL_STACK:
        return "reveal-stack";
      case TC_BNB_PENDING_REVEAL_TOKEN:
        return "reveal-token";
      default:
        return "score";
      }

  /* The actions stay while one is entered on the cube or the map. */
  return "actions";
}

static char *
describe_choice (TcBnbTableView *self)
{
  const char *name = player (self, self->state.active);

  switch (self->action)
    {
    case TC_BNB_COLLECT:
      return g_strdup_printf (_("Click the blocks %s takes, in order, and name each (w s t o e)"), name);
    case TC_BNB_EXPLORE:
      return g_strdup_printf (_("Click the crossing %s walks to, at most 2 steps away"), name);
    case TC_BNB_BUILD:
      return g_strdup_printf (_("Click the building next to %s to build"), name);
    case TC_BNB_FIGHT:
      return g_strdup_printf (_("Click the mob next to %s to fight"), name);
    case TC_BNB_TAKE_WEAPON:
      return g_strdup_printf (_("Click the weapon next to %s to take"), name);
    default:
      return g_strdup_printf (_("What does %s do?"), name);
    }
}

static void
update_prompt (TcBnbTableView *self)
{
  const TcBnbRules *rules = get_rules (self);
  g_autofree char *pending = tc_bnb_describe_pending (rules, &self->state);
  g_autofree char *result = tc_bnb_describe_result (rules, &self->state);
  g_autofree char *prompt = NULL;
  const char *page = input_page (self);
  const char *shown = gtk_stack_get_visible_child_name (self->input_stack);
  /* A build or fight panel stays while its stack is chosen. */
  gboolean in_panel = (self->action == TC_BNB_BUILD || self->action == TC_BNB_FIGHT) &&
                      self->state.n_pending == 0 &&
                      (g_strcmp0 (shown, "build") == 0 || g_strcmp0 (shown, "fight") == 0);

  if (!self->state.started)
    prompt = g_strdup (_("Set up the cube, the map and the boards, then tell what the box shows"));
  else if (result != NULL)
    prompt = g_strdup (_("The game is over"));   /* the result follows below it */
  else if (pending != NULL)
    prompt = tc_text_capitalize (pending);
  else if (!in_panel)
    prompt = describe_choice (self);

  if (prompt != NULL)
    gtk_label_set_text (self->prompt_label, prompt);
  gtk_label_set_text (self->result_label, result != NULL ? result : "");
  gtk_label_set_text (self->advice_label,
                      self->state.extra_left > 0 && self->state.n_pending == 0
                      ? _("An extra action may repeat an action done this turn") : "");
  gtk_widget_set_visible (GTK_WIDGET (self->advice_label),
                          self->state.extra_left > 0 && self->state.n_pending == 0 && !get_rules (self)->extra_any);

  if (!in_panel)
    gtk_stack_set_visible_child_name (self->input_stack, page);
  if (g_strcmp0 (page, "score") == 0)
    update_choices (self);
  if (g_strcmp0 (page, "reveal-stack") == 0)
    {
      tc_bnb_tile_form_reset (self->tile_form);
      tile_changed_cb (self);
      fill_catalogue (self);
    }
}

/* Before an action is chosen, the stacks that an open Build or Fight
 * could take answer a click, which starts that action.
 */
static TcBnbMapMode
stacks_mode (TcBnbTableView *self)
{
  const TcBnbRules *rules = get_rules (self);
  gboolean build = tc_bnb_state_action_open (rules, &self->state, TC_BNB_BUILD);
  gboolean fight = tc_bnb_state_action_open (rules, &self->state, TC_BNB_FIGHT);

  if (!self->state.started || self->state.finished || self->state.phase != TC_BNB_PHASE_ACTIONS)
    return TC_BNB_MAP_LOOK;
  if (build && fight)
    return TC_BNB_MAP_BUILD_OR_FIGHT;
  if (build)
    return TC_BNB_MAP_BUILD;

  return fight ? TC_BNB_MAP_FIGHT : TC_BNB_MAP_LOOK;
}

static TcBnbMapMode
map_mode (TcBnbTableView *self)
{
  if (self->state.n_pending > 0 || tc_table_view_get_read_only (TC_TABLE_VIEW (self)))
    return TC_BNB_MAP_LOOK;

  switch (self->action)
    {
    case TC_BNB_EXPLORE:
      return TC_BNB_MAP_EXPLORE;
    case TC_BNB_BUILD:
      return TC_BNB_MAP_BUILD;
    case TC_BNB_FIGHT:
      return TC_BNB_MAP_FIGHT;
    case TC_BNB_TAKE_WEAPON:
      return TC_BNB_MAP_TAKE_WEAPON;
    case NO_ACTION:
      return stacks_mode (self);
    default:
      return TC_BNB_MAP_LOOK;
    }
}

/* Two boards to a row, so that four fit beside the log at 1280 px (four
 * in a row took 1,282); one to a row on a phone.
 */
static void
place_seat_cards (TcBnbTableView *self)
{
  guint per_row = self->narrow ? 1 : 2;

  for (guint s = 0; s < self->seat_cards->len; s++)
    {
      GtkWidget *card = g_ptr_array_index (self->seat_cards, s);
      GtkLayoutChild *place = gtk_layout_manager_get_layout_child (gtk_widget_get_layout_manager (GTK_WIDGET (self->seats_box)),
                                                                   card);

      gtk_grid_layout_child_set_column (GTK_GRID_LAYOUT_CHILD (place), s % per_row);
      gtk_grid_layout_child_set_row (GTK_GRID_LAYOUT_CHILD (place), s / per_row);
    }
}

static void
update_seats (TcBnbTableView *self)
{
  const TcBnbRules *rules = get_rules (self);
  gboolean can_feed = self->state.started && !self->state.finished && self->state.n_pending == 0 &&
                      self->state.phase == TC_BNB_PHASE_ACTIONS &&
                      !tc_table_view_get_read_only (TC_TABLE_VIEW (self));

  while (self->seat_cards->len < rules->n_seats)
    {
      GtkWidget *card = tc_bnb_seat_card_new (self->seat_cards->len);

      g_signal_connect_swapped (card, "hunger", G_CALLBACK (hunger_cb), self);
      g_ptr_array_add (self->seat_cards, card);
      gtk_grid_attach (self->seats_box, card, 0, 0, 1, 1);
      place_seat_cards (self);
    }

  for (guint s = 0; s < rules->n_seats; s++)
    tc_bnb_seat_card_update (g_ptr_array_index (self->seat_cards, s), rules, &self->state,
                             can_feed && s == self->state.active);
}

/* Before an action is chosen, a takeable block starts a collect. */
static TcBnbCubeMode
cube_mode (TcBnbTableView *self)
{
  const TcBnbState *state = &self->state;

  if (state->n_pending > 0 || state->phase != TC_BNB_PHASE_ACTIONS ||
      tc_table_view_get_read_only (TC_TABLE_VIEW (self)))
    return TC_BNB_CUBE_LOOK;
  if (self->action == TC_BNB_COLLECT)
    return TC_BNB_CUBE_COLLECT;
  if (self->action == NO_ACTION && state->started && !state->finished &&
      tc_bnb_state_action_open (get_rules (self), state, TC_BNB_COLLECT))
    return TC_BNB_CUBE_OFFER;

  return TC_BNB_CUBE_LOOK;
}

static void
update_cube (TcBnbTableView *self)
{
  TcBnbCubeMode mode = cube_mode (self);

  tc_bnb_cube_view_update (self->cube_view, get_rules (self), &self->state, mode);
  gtk_label_set_text (self->collect_hint, mode == TC_BNB_CUBE_OFFER ? _("Click a block marked + to collect it") : "");
  gtk_stack_set_visible_child_name (self->collect_stack, mode == TC_BNB_CUBE_COLLECT ? "collect" : "hint");
  if (mode == TC_BNB_CUBE_COLLECT)
    selection_changed_cb (self);
}

static void
refresh (TcBnbTableView *self)
{
  update_banner (self);
  update_actions (self);
  update_prompt (self);
  update_seats (self);
  update_cube (self);
  tc_bnb_map_view_update (self->map_view, get_rules (self), &self->state, map_mode (self));
  tc_flow_box_update_focus_under (GTK_WIDGET (self));
}

static void
tc_bnb_table_view_show_state (TcTableView   *view,
                              gconstpointer  state)
{
  TcBnbTableView *self = TC_BNB_TABLE_VIEW (view);

  self->state = *(const TcBnbState *) state;
  if (!self->state.started)
    {
      tc_bnb_setup_form_prepare (self->setup_form, get_rules (self), tc_table_view_get_first_seat (view));
      setup_changed_cb (self);
    }
  if (self->state.n_pending > 0 || self->state.finished)
    self->action = NO_ACTION;
  refresh (self);
}

/* Before setup the boards can be typed at once, one word of 9 biome
 * letters per player ("ffdmsdfms dsffmdsdm"); the form checks each.
 * Everything else is entered with the table's buttons.
 */
static gboolean
tc_bnb_table_view_submit_text (TcTableView *view,
                               const char  *text)
{
  TcBnbTableView *self = TC_BNB_TABLE_VIEW (view);
  g_autofree char *trimmed = g_strstrip (g_strdup (text));
  g_auto(GStrv) split = g_strsplit_set (trimmed, " \t", -1);
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  g_autofree char *sentence = NULL;
  guint n_words;

  for (guint i = 0; split[i] != NULL; i++)
    if (*split[i] != '\0')
      g_ptr_array_add (words, split[i]);
  n_words = words->len;

  if (!self->state.started && n_words == get_rules (self)->n_seats)
    {
      for (guint s = 0; s < n_words; s++)
        tc_bnb_setup_form_set_board (self->setup_form, s, g_ptr_array_index (words, s));
      show_refusal (self, NULL, NULL);
      return TRUE;
    }

  if (!self->state.started)
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "“%s” is no board: type 9 biome letters for the player",
                                             "“%s” are no boards: type 9 biome letters for each of the %u players, separated by spaces",
                                             get_rules (self)->n_seats),
                                text, get_rules (self)->n_seats);
  else
    sentence = g_strdup_printf (_("“%s” cannot be typed here: the table's buttons enter what happens"), text);
  show_refusal (self, sentence, NULL);
  tc_refusal_cite (self->refusal, self->state.started ? "turn" : "setup");
  return FALSE;
}

static void
tc_bnb_table_view_focus_input (TcTableView *view)
{
  TcBnbTableView *self = TC_BNB_TABLE_VIEW (view);
  const char *page = gtk_stack_get_visible_child_name (self->input_stack);

  if (g_strcmp0 (page, "setup") == 0)
    gtk_widget_child_focus (GTK_WIDGET (self->setup_form), GTK_DIR_TAB_FORWARD);
  else if (g_strcmp0 (page, "reveal-stack") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->tile_form));
  else
    gtk_widget_child_focus (GTK_WIDGET (gtk_stack_get_visible_child (self->input_stack)), GTK_DIR_TAB_FORWARD);
}

/* Enter and Escape ---------------------------------------------------------- */

static gboolean
is_enter (guint keyval)
{
  return keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter;
}

static gboolean
focus_in (TcBnbTableView *self,
          GtkWidget      *widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Whether the focus is in a popover of the table (the cube's block
 * names): it handles its own keys.
 */
static gboolean
focus_in_popover (TcBnbTableView *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  return focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL;
}

/* Enter on End Turn while the turn has actions left ends nothing: the
 * prompt says so, and the button (or its mnemonic) ends it anyway.
 */
static gboolean
refuse_enter_on_end_turn (TcBnbTableView *self)
{
  g_autofree char *left = NULL;
  g_autofree char *sentence = NULL;

  if (!focus_in (self, GTK_WIDGET (self->end_turn_button)))
    return FALSE;

  left = tc_bnb_describe_actions_left (get_rules (self), &self->state);
  if (left == NULL)
    return FALSE;

  /* TRANSLATORS: what the turn has left, e.g. “Li Hua has 1 action left” */
  sentence = g_strdup_printf (_("%s — End Turn to end it anyway"), left);
  show_refusal (self, sentence, NULL);
  return TRUE;
}

/* A number typed counts once its spin button reads it, which Enter
 * would have made it do had the table not taken the key first.
 */
static void
commit_focused_number (TcBnbTableView *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  GtkWidget *spin = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) : NULL;

  if (spin != NULL)
    gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
}

/* The button of the choice page shown whose letter (shown on it) is
 * @keyval, or %NULL: a weapon for a token, a value for a scoring round.
 */
static GtkWidget *
find_choice_by_key (TcBnbTableView *self,
                    const char     *page,
                    guint           keyval)
{
  const TcBnbData *data = get_rules (self)->data;
  gunichar typed = g_unichar_tolower (gdk_keyval_to_unicode (keyval));
  const TcBnbName *names = NULL;
  GPtrArray *buttons = NULL;
  guint n = 0;

  if (g_strcmp0 (page, "reveal-token") == 0)
    {
      names = data->weapons;
      n = TC_BNB_N_WEAPONS;
      buttons = self->weapon_buttons;
    }
  else if (g_strcmp0 (page, "score") == 0)
    {
      names = tc_bnb_data_values (data, self->state.pending[0].round, &n);
      buttons = self->choice_buttons;
    }

  for (guint i = 0; i < n && typed != 0; i++)
    if (typed == (gunichar) g_ascii_tolower (names[i].key))
      return g_ptr_array_index (buttons, i);

  return NULL;
}

/* A choice page (a token's weapon, a scoring choice) enters the button
 * whose letter is typed; Enter enters none there, since the focus on a
 * button is no one's choice (it stays on the button the last player
 * clicked, or comes to the first when the game opens).
 */
static gboolean
choice_key (TcBnbTableView *self,
            const char     *page,
            guint           keyval)
{
  GtkWidget *button;

  if (g_strcmp0 (page, "reveal-token") != 0 && g_strcmp0 (page, "score") != 0)
    return FALSE;

  if (is_enter (keyval))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }

  button = find_choice_by_key (self, page, keyval);
  if (button == NULL)
    return FALSE;

  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

/* Enter finishes what is being entered and never ends a turn that has
 * actions left; Escape cancels the action being entered. While
 * collecting or setting up, Enter enters what is chosen or typed,
 * wherever the focus is (it never takes a chosen block back), and a
 * refusal is the engine's; in the build and fight panels, Enter builds
 * or fights when it can, wherever the focus is (on Cancel too, which is
 * Escape's). On the choice pages a letter enters, Enter does not. The
 * tile form handles Enter itself; a focused button of the map or the
 * actions is what Enter enters there.
 */
static gboolean
key_pressed_cb (TcBnbTableView        *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        modifiers,
                GtkEventControllerKey *controller)
{
  const char *page = gtk_stack_get_visible_child_name (self->input_stack);

  if ((modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0 ||
      tc_table_view_get_read_only (TC_TABLE_VIEW (self)) || focus_in_popover (self))
    return GDK_EVENT_PROPAGATE;

  if (keyval == GDK_KEY_Escape && self->action != NO_ACTION)
    {
      cancel_clicked_cb (self);
      return GDK_EVENT_STOP;
    }
  if (choice_key (self, page, keyval))
    return GDK_EVENT_STOP;

  if (!is_enter (keyval))
    return GDK_EVENT_PROPAGATE;

  if (refuse_enter_on_end_turn (self))
    return GDK_EVENT_STOP;
  if (self->action == TC_BNB_COLLECT && g_strcmp0 (page, "actions") == 0)
    collect_clicked_cb (self);
  else if (g_strcmp0 (page, "setup") == 0)
    {
      commit_focused_number (self);
      start_clicked_cb (self);
    }
  else if (g_strcmp0 (page, "build") == 0)
    tc_bnb_build_panel_enter (self->build_panel);
  else if (g_strcmp0 (page, "fight") == 0)
    tc_bnb_fight_panel_enter (self->fight_panel);
  else if (self->action != NO_ACTION && g_strcmp0 (page, "actions") == 0 &&
           !focus_in (self, GTK_WIDGET (self->map_view)) && !focus_in (self, GTK_WIDGET (self->actions_box)))
    gtk_widget_error_bell (GTK_WIDGET (self));   /* Cancel is Escape's */
  else
    return GDK_EVENT_PROPAGATE;

  return GDK_EVENT_STOP;
}

static void
refusal_said_cb (GtkLabel *label)
{
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), gtk_label_get_label (label));
}

/* Narrow windows --------------------------------------------------------- */

static void
set_banner_span (TcBnbTableView *self,
                 GtkWidget      *child,
                 int             row_span,
                 int             column_span)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self->banner));
  GtkGridLayoutChild *cell = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, child));

  gtk_grid_layout_child_set_row_span (cell, row_span);
  gtk_grid_layout_child_set_column_span (cell, column_span);
}

/* End Turn beside the banner's three lines; in a narrow window beside
 * whose turn it is only, the other lines under both, so that they keep
 * the width to wrap in and their growing never moves End Turn.
 */
static void
place_banner (TcBnbTableView *self)
{
  int span = self->narrow ? 2 : 1;

  set_banner_span (self, GTK_WIDGET (self->end_turn_button), self->narrow ? 1 : 3, 1);
  gtk_widget_set_valign (GTK_WIDGET (self->end_turn_button), self->narrow ? GTK_ALIGN_START : GTK_ALIGN_CENTER);
  set_banner_span (self, GTK_WIDGET (self->actions_label), 1, span);
  set_banner_span (self, GTK_WIDGET (self->status_label), 1, span);
}

static void
update_parts (TcBnbTableView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->table_box),
                                  self->narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_homogeneous (self->table_box, !self->narrow);
  place_banner (self);
  place_seat_cards (self);
  gtk_widget_set_visible (self->switcher, self->narrow);
  gtk_widget_set_visible (self->cube_part, !self->narrow || gtk_toggle_button_get_active (self->show_cube_button));
  gtk_widget_set_visible (self->map_part, !self->narrow || gtk_toggle_button_get_active (self->show_map_button));
  gtk_widget_set_visible (GTK_WIDGET (self->seats_box),
                          !self->narrow || gtk_toggle_button_get_active (self->show_players_button));
}

static void
part_toggled_cb (TcBnbTableView *self)
{
  update_parts (self);
}

static gboolean
apply_narrow_cb (gpointer user_data)
{
  TcBnbTableView *self = user_data;

  self->narrow_idle = 0;
  update_parts (self);
  return G_SOURCE_REMOVE;
}

/* The width the table is given is the page size of its scroller's
 * horizontal adjustment; the layout changes after that allocation, never
 * during it.
 */
static void
width_changed_cb (TcBnbTableView *self,
                  GtkAdjustment  *adjustment)
{
  gboolean narrow = gtk_adjustment_get_page_size (adjustment) < NARROW_WIDTH;

  if (narrow == self->narrow)
    return;

  self->narrow = narrow;
  if (self->narrow_idle == 0)
    self->narrow_idle = g_idle_add (apply_narrow_cb, self);
}

/* Correcting --------------------------------------------------------------- */

/* A turned-over tile is corrected in the form it was entered with; other
 * entries as the log writes them (the shell's default).
 */
static GtkWidget *
tc_bnb_table_view_create_entry_editor (TcTableView *view,
                                       guint        index)
{
  const TcBnbEntry *entry = tc_entry_get_data (tc_game_get_entry (tc_table_view_get_game (view), index));
  GtkWidget *form;

  if (entry->type != TC_BNB_ENTRY_REVEAL || !entry->reveals_stack ||
      (entry->tile.kind != TC_BNB_TILE_BUILDING && entry->tile.kind != TC_BNB_TILE_MOB))
    return TC_TABLE_VIEW_CLASS (tc_bnb_table_view_parent_class)->create_entry_editor (view, index);

  form = tc_bnb_tile_form_new ();
  tc_bnb_tile_form_set_compact (TC_BNB_TILE_FORM (form), TRUE);
  tc_bnb_tile_form_set_tile (TC_BNB_TILE_FORM (form), &entry->tile);
  return form;
}

static TcEntry *
tc_bnb_table_view_build_corrected_entry (TcTableView  *view,
                                         guint         index,
                                         GtkWidget    *editor,
                                         GError      **error)
{
  const TcBnbEntry *old = tc_entry_get_data (tc_game_get_entry (tc_table_view_get_game (view), index));
  TcBnbEntry entry = { .type = TC_BNB_ENTRY_REVEAL, .reveals_stack = TRUE, .stack = old->stack };

  if (!TC_IS_BNB_TILE_FORM (editor))
    return TC_TABLE_VIEW_CLASS (tc_bnb_table_view_parent_class)->build_corrected_entry (view, index, editor, error);

  /* A value still to be typed is not assumed in a correction either. */
  if (tc_bnb_tile_form_get_missing (TC_BNB_TILE_FORM (editor)) != NULL)
    {
      g_set_error_literal (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                           tc_bnb_tile_form_get_missing (TC_BNB_TILE_FORM (editor)));
      return NULL;
    }

  tc_bnb_tile_form_get_tile (TC_BNB_TILE_FORM (editor), &entry.tile);
  return tc_bnb_entry_new (get_ruleset (TC_BNB_TABLE_VIEW (view)), &entry);
}

/* Building ----------------------------------------------------------------- */

static GtkWidget *
new_keyed_button (const char *name,
                  char        key)
{
  g_autofree char *capitalized = tc_text_capitalize (name);
  g_autofree char *label = key != '\0' ? g_strdup_printf ("%s (%c)", capitalized, key) : g_strdup (capitalized);

  return gtk_button_new_with_label (label);
}

static void
build_inputs (TcBnbTableView *self)
{
  const TcBnbData *data = tc_bnb_data_get_default ();

  for (guint a = 0; a < TC_BNB_N_ACTIONS; a++)
    {
      g_autofree char *label = tc_text_capitalize (_(data->actions[a].name));
      GtkWidget *button = gtk_toggle_button_new_with_label (label);

      gtk_widget_add_css_class (button, "bnb-action");

      g_object_set_data (G_OBJECT (button), "action", GUINT_TO_POINTER (a));
      g_signal_connect (button, "clicked", G_CALLBACK (action_clicked_cb), self);
      g_ptr_array_add (self->action_buttons, button);
      tc_flow_box_append (self->actions_box, button);
    }

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    {
      GtkWidget *button = new_keyed_button (_(data->weapons[w].name), data->weapons[w].key);

      g_object_set_data (G_OBJECT (button), "weapon", GUINT_TO_POINTER (w));
      g_signal_connect (button, "clicked", G_CALLBACK (weapon_clicked_cb), self);
      g_ptr_array_add (self->weapon_buttons, button);
      tc_flow_box_append (self->weapons_box, button);
    }

  for (guint v = 0; v < 4; v++)
    {
      GtkWidget *button = gtk_button_new ();

      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked_cb), self);
      g_ptr_array_add (self->choice_buttons, button);
      tc_flow_box_append (self->choices_box, button);
    }
}

/* The stylesheets of the table's widgets, once per display. */
static void
load_style (void)
{
  const char *sheets[] = { "cube-view", "map-view", "panels", "seat-card" };

  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
      g_autofree char *path = g_strdup_printf ("/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-%s.css",
                                               sheets[i]);

      gtk_css_provider_load_from_resource (provider, path);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
}

static void
tc_bnb_table_view_dispose (GObject *object)
{
  TcBnbTableView *self = TC_BNB_TABLE_VIEW (object);

  g_clear_handle_id (&self->narrow_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_BNB_TABLE_VIEW);

  G_OBJECT_CLASS (tc_bnb_table_view_parent_class)->dispose (object);
}

static void
tc_bnb_table_view_finalize (GObject *object)
{
  TcBnbTableView *self = TC_BNB_TABLE_VIEW (object);

  g_clear_pointer (&self->seat_cards, g_ptr_array_unref);
  g_clear_pointer (&self->action_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->weapon_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->choice_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->catalogue, g_array_unref);

  G_OBJECT_CLASS (tc_bnb_table_view_parent_class)->finalize (object);
}

static void
tc_bnb_table_view_class_init (TcBnbTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TcTableViewClass *view_class = TC_TABLE_VIEW_CLASS (klass);

  object_class->dispose = tc_bnb_table_view_dispose;
  object_class->finalize = tc_bnb_table_view_finalize;
  view_class->show_state = tc_bnb_table_view_show_state;
  view_class->submit_text = tc_bnb_table_view_submit_text;
  view_class->focus_input = tc_bnb_table_view_focus_input;
  view_class->create_entry_editor = tc_bnb_table_view_create_entry_editor;
  view_class->build_corrected_entry = tc_bnb_table_view_build_corrected_entry;
  view_class->shortcuts_resource = "/io/github/tablecraft/Tablecraft/games/bnb/help-overlay.ui";

  g_type_ensure (TC_TYPE_BNB_SETUP_FORM);
  g_type_ensure (TC_TYPE_BNB_BUILD_PANEL);
  g_type_ensure (TC_TYPE_BNB_FIGHT_PANEL);
  g_type_ensure (TC_TYPE_BNB_TILE_FORM);
  g_type_ensure (TC_TYPE_BNB_CUBE_VIEW);
  g_type_ensure (TC_TYPE_BNB_MAP_VIEW);

  g_type_ensure (TC_TYPE_REFUSAL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablecraft/Tablecraft/games/bnb/tc-bnb-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, scroller);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, actions_label);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, advice_label);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, refusal);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, input_stack);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, setup_form);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, start_button);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, actions_box);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, collect_stack);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, collect_hint);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, collect_button);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, build_panel);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, fight_panel);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, catalogue_search);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, catalogue_box);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, tile_form);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, weapons_box);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, choices_box);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, result_label);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, switcher);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, show_cube_button);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, show_map_button);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, show_players_button);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, table_box);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, banner);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, cube_part);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, map_part);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, cube_view);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, map_view);
  gtk_widget_class_bind_template_child (widget_class, TcBnbTableView, seats_box);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, setup_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, end_turn_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, collect_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, build_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, fight_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, reveal_stack_cb);
  gtk_widget_class_bind_template_callback (widget_class, tile_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, catalogue_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, catalogue_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, part_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, collect_started_cb);
  gtk_widget_class_bind_template_callback (widget_class, crossing_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, stack_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, token_activated_cb);
}

static void
tc_bnb_table_view_init (TcBnbTableView *self)
{
  static gsize style_loaded = 0;
  GtkEventController *keys;

  self->action = NO_ACTION;
  /* Narrow until the table is given its width: a window opened narrow
   * never asks for the width of the parts side by side.
   */
  self->narrow = TRUE;
  self->seat_cards = g_ptr_array_new ();
  self->action_buttons = g_ptr_array_new ();
  self->weapon_buttons = g_ptr_array_new ();
  self->choice_buttons = g_ptr_array_new ();
  self->catalogue = tc_bnb_box_load_tiles ();

  gtk_widget_init_template (GTK_WIDGET (self));
  build_inputs (self);
  /* A refusal keeps to the lines kept for it (.bnb-refusal-room), so
   * that nothing below moves; a longer one is cut, its whole sentence in
   * the tooltip.
   */
  gtk_label_set_lines (tc_refusal_get_label (self->refusal), REFUSAL_LINES);
  gtk_label_set_ellipsize (tc_refusal_get_label (self->refusal), PANGO_ELLIPSIZE_END);
  g_signal_connect (tc_refusal_get_label (self->refusal), "notify::label", G_CALLBACK (refusal_said_cb), NULL);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  tc_bnb_cube_view_set_rotation (self->cube_view, tc_bnb_box_load_rotation ());
  g_signal_connect_object (self->cube_view, "notify::rotation",
                           G_CALLBACK (rotation_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_hadjustment (self->scroller), "changed",
                           G_CALLBACK (width_changed_cb), self, G_CONNECT_SWAPPED);
  update_parts (self);

  if (g_once_init_enter (&style_loaded))
    {
      load_style ();
      g_once_init_leave (&style_loaded, 1);
    }
}
