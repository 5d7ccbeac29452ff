/* tc-score-pad-table-view.c: the score pad's table, the fourth game's view
 *
 * The table view of the core tests' score pad (tests/core/tc-score-pad.c),
 * built as docs/architecture.md's "Adding a game" asks of a game's view:
 * it shows the engine's state through the ruleset's hooks, makes its
 * entries with the pad's builders, asks tc_game_check() for a refusal at
 * its prompt and hands a legal entry to the shell. Its words are the
 * tests' own and not translated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "tc-refusal.h"
#include "tc-score-pad.h"
#include "tc-score-pad-table-view.h"

struct _TcScorePadTableView
{
  TcTableView     parent_instance;

  guint           active;          /* the seat to play in the state shown, or 0 */
  GPtrArray      *seat_rows;       /* an AdwActionRow per seat */

  GtkLabel       *turn_label;
  GtkListBox     *seats_list;
  TcRefusal      *refusal;
  GtkWidget      *input_box;
  GtkSpinButton  *points_spin;
};

G_DEFINE_FINAL_TYPE (TcScorePadTableView, tc_score_pad_table_view, TC_TYPE_TABLE_VIEW)

static TcGame *
get_game (TcScorePadTableView *self)
{
  return tc_table_view_get_game (TC_TABLE_VIEW (self));
}

static TcScorePad *
get_ruleset (TcScorePadTableView *self)
{
  return TC_SCORE_PAD (tc_game_get_ruleset (get_game (self)));
}

/* Entering ------------------------------------------------------------------ */

/* The documented way: the engine says whether @entry is legal now, the
 * refusal says why not at the prompt, the shell appends a legal one.
 */
static gboolean
submit (TcScorePadTableView *self,
        TcEntry             *entry)
{
  g_autoptr(TcEntry) owned = entry;
  g_autoptr(GError) error = NULL;

  if (!tc_game_check (get_game (self), owned, &error))
    {
      tc_refusal_show (self->refusal, NULL, error);
      return FALSE;
    }

  tc_refusal_clear (self->refusal);
  return tc_table_view_append (TC_TABLE_VIEW (self), owned);
}

static void
score_cb (TcScorePadTableView *self)
{
  gtk_spin_button_update (self->points_spin);
  if (submit (self, tc_score_pad_entry_new_score (get_ruleset (self), self->active,
                                                  gtk_spin_button_get_value_as_int (self->points_spin))))
    gtk_spin_button_set_value (self->points_spin, 0);
}

static void
end_turn_cb (TcScorePadTableView *self)
{
  submit (self, tc_score_pad_entry_new_end_turn (get_ruleset (self), self->active));
}

/* Showing ------------------------------------------------------------------- */

/* One row per seat, made once the game's number of players is known. */
static void
build_seat_rows (TcScorePadTableView *self,
                 TcRuleset           *ruleset)
{
  for (guint i = 0; i < self->seat_rows->len; i++)
    gtk_list_box_remove (self->seats_list, g_ptr_array_index (self->seat_rows, i));
  g_ptr_array_set_size (self->seat_rows, 0);

  for (guint seat = 1; seat <= tc_ruleset_get_n_players (ruleset); seat++)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tc_ruleset_get_player (ruleset, seat));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_list_box_append (self->seats_list, row);
      g_ptr_array_add (self->seat_rows, row);
    }
}

static void
show_seat (TcScorePadTableView *self,
           TcRuleset           *ruleset,
           gconstpointer        state,
           guint                seat)
{
  GtkWidget *row = g_ptr_array_index (self->seat_rows, seat - 1);
  g_autofree char *points = g_strdup_printf ("%d points", tc_ruleset_get_score (ruleset, state, seat));

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), points);
  if (seat == self->active)
    gtk_widget_add_css_class (row, "accent");
  else
    gtk_widget_remove_css_class (row, "accent");
}

static void
tc_score_pad_table_view_show_state (TcTableView   *view,
                                    gconstpointer  state)
{
  TcScorePadTableView *self = TC_SCORE_PAD_TABLE_VIEW (view);
  TcRuleset *ruleset = tc_game_get_ruleset (get_game (self));
  g_autofree char *turn = NULL;

  if (self->seat_rows->len != tc_ruleset_get_n_players (ruleset))
    build_seat_rows (self, ruleset);

  self->active = tc_ruleset_get_active_seat (ruleset, state);
  if (self->active == 0)
    turn = g_strdup ("Game over");
  else
    turn = g_strdup_printf ("Round %u of %u · %s to play", tc_ruleset_get_round (ruleset, state),
                            TC_SCORE_PAD_ROUNDS, tc_ruleset_get_player (ruleset, self->active));
  gtk_label_set_text (self->turn_label, turn);

  for (guint seat = 1; seat <= self->seat_rows->len; seat++)
    show_seat (self, ruleset, state, seat);

  gtk_widget_set_visible (self->input_box, !tc_table_view_get_read_only (view) && self->active != 0);
}

static void
tc_score_pad_table_view_focus_input (TcTableView *view)
{
  gtk_widget_grab_focus (GTK_WIDGET (TC_SCORE_PAD_TABLE_VIEW (view)->points_spin));
}

static void
tc_score_pad_table_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_SCORE_PAD_TABLE_VIEW);

  G_OBJECT_CLASS (tc_score_pad_table_view_parent_class)->dispose (object);
}

static void
tc_score_pad_table_view_finalize (GObject *object)
{
  TcScorePadTableView *self = TC_SCORE_PAD_TABLE_VIEW (object);

  g_ptr_array_unref (self->seat_rows);

  G_OBJECT_CLASS (tc_score_pad_table_view_parent_class)->finalize (object);
}

static void
tc_score_pad_table_view_class_init (TcScorePadTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TcTableViewClass *view_class = TC_TABLE_VIEW_CLASS (klass);

  object_class->dispose = tc_score_pad_table_view_dispose;
  object_class->finalize = tc_score_pad_table_view_finalize;
  view_class->show_state = tc_score_pad_table_view_show_state;
  view_class->focus_input = tc_score_pad_table_view_focus_input;

  g_type_ensure (TC_TYPE_REFUSAL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablecraft/Tablecraft/games/score-pad/tc-score-pad-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TcScorePadTableView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TcScorePadTableView, seats_list);
  gtk_widget_class_bind_template_child (widget_class, TcScorePadTableView, refusal);
  gtk_widget_class_bind_template_child (widget_class, TcScorePadTableView, input_box);
  gtk_widget_class_bind_template_child (widget_class, TcScorePadTableView, points_spin);
  gtk_widget_class_bind_template_callback (widget_class, score_cb);
  gtk_widget_class_bind_template_callback (widget_class, end_turn_cb);
}

static void
tc_score_pad_table_view_init (TcScorePadTableView *self)
{
  self->seat_rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
}
