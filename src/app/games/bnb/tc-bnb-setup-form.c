/* tc-bnb-setup-form.c: setting up a Builders & Biomes game: the boards'
 * biomes, the weapons' hearts, the scoring cards and the first player
 *
 * A board is typed as the table reads it off the player's board, 9
 * letters row by row, and shown beside as it will be kept; clicking a
 * space there changes its biome. What the box prints (hearts, XP per
 * space) is offered as last time, so that a table types it only once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-bnb-box.h"
#include "tc-bnb-setup-form.h"
#include "tc-bnb-swatch.h"
#include "tc-flow-box.h"
#include "tc-label.h"
#include "tc-text.h"

#define N_SPACES 9
#define N_VALUES 4          /* of each attribute, so of each scoring card */
#define MOST_HEARTS 20      /* bnb-log-v1.md §2.1 */
#define MOST_XP 20
#define EXAMPLE_XP 2
/* Marks a space not named yet, when one further on was clicked first. */
#define UNSET_LETTER '?'

typedef struct
{
  GtkEditable  *entry;
  GtkLabel     *message;
  GtkWidget    *spaces[N_SPACES];
  TcBnbSwatch  *swatches[N_SPACES];
} BoardRow;

struct _TcBnbSetupForm
{
  GtkWidget          parent_instance;

  const TcBnbRules  *rules;
  gboolean           preparing;      /* no ::changed while rows are filled */
  guint              n_boards;
  BoardRow           boards[TC_BNB_MAX_SEATS];

  GtkFlowBox        *boards_box;
  GtkLabel          *legend_label;
  GtkLabel          *origin_label;
  GtkSpinButton     *hearts_spins[TC_BNB_N_WEAPONS];
  GtkSpinButton     *scoring_spins[TC_BNB_N_ATTRIBUTES][N_VALUES];
  GtkDropDown       *first_seat_dropdown;
};

G_DEFINE_FINAL_TYPE (TcBnbSetupForm, tc_bnb_setup_form, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The §8 example's hearts (bnb-log-v1.md), offered when no box was
 * remembered: no source gives a box's own, so the table must check them
 * against its weapon cards (the form says so).
 */
static const struct
{
  const char *weapon;
  guint       hearts;
} example_hearts[] = {
  { "wooden_sword", 1 },
  { "stone_sword", 2 },
  { "poisonous_potato", 0 },
  { "bow", 1 },
  { "golden_hoe", 1 },
  { "stone_pickaxe", 1 },
  { "tnt", 0 },
  { "iron_sword", 3 },
  { "diamond_sword", 4 },
};

static void
emit_changed (TcBnbSetupForm *self)
{
  if (!self->preparing)
    g_signal_emit (self, signals[CHANGED], 0);
}

/* A name of the data as a label starts, with the letter typed for it:
 * "Wooden sword (w)".
 */
static char *
keyed_label (const TcBnbName *name)
{
  g_autofree char *capitalized = tc_text_capitalize (_(name->name));

  return g_strdup_printf ("%s (%c)", capitalized, name->key);
}

static gint
find_biome (const TcBnbData *data,
            gunichar         letter)
{
  for (guint b = 0; b < TC_BNB_N_BIOMES; b++)
    if (g_unichar_tolower (letter) == (gunichar) g_ascii_tolower (data->biomes[b].key))
      return b;

  return -1;
}

/* The letters of a board's text that name spaces: all but white space,
 * so that "ffd msd fms" reads as well as "ffdmsdfms".
 */
static GString *
board_letters (const char *text)
{
  GString *letters = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      g_string_append_unichar (letters, g_utf8_get_char (p));

  return letters;
}

/* Reads @text into @biomes (-1 where a space is not named).
 *
 * Returns: (nullable): what is wrong with it, in a sentence; %NULL when
 *   it names the 9 spaces
 */
static char *
read_board (const TcBnbData *data,
            const char      *text,
            gint8           *biomes)
{
  g_autoptr(GString) letters = board_letters (text);
  glong n = g_utf8_strlen (letters->str, -1);
  const char *p = letters->str;

  for (guint i = 0; i < N_SPACES; i++)
    biomes[i] = -1;

  for (glong i = 0; i < n; i++, p = g_utf8_next_char (p))
    {
      gint biome = find_biome (data, g_utf8_get_char (p));

      if (*p == UNSET_LETTER)
        return g_strdup_printf (_("Space %ld is not set yet (%c)"), i + 1, UNSET_LETTER);
      if (biome < 0)
        {
          g_autofree char *letter = g_strndup (p, g_utf8_next_char (p) - p);

          return g_strdup_printf (_("“%s” is not a biome letter"), letter);
        }
      if (i < N_SPACES)
        biomes[i] = biome;
    }

  if (n == 0)
    return g_strdup (_("Type 9 letters, row by row"));
  if (n < N_SPACES)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%ld of 9 spaces: %ld more to type",
                                         "%ld of 9 spaces: %ld more to type", N_SPACES - n),
                            n, N_SPACES - n);
  if (n > N_SPACES)
    return g_strdup_printf (_("%ld letters: a board has 9 spaces"), n);

  return NULL;
}

static void
show_space (TcBnbSetupForm *self,
            guint           seat,
            guint           space,
            const char     *letter)
{
  const TcBnbData *data = self->rules->data;
  BoardRow *row = &self->boards[seat];
  gint biome = letter != NULL ? find_biome (data, g_utf8_get_char (letter)) : -1;
  g_autofree char *shown = NULL;
  g_autofree char *name = NULL;
  g_autofree char *accessible = NULL;

  if (biome >= 0)
    {
      shown = g_strdup_printf ("<b>%c</b>", data->biomes[biome].key);
      name = g_strdup (_(data->biomes[biome].name));
    }
  else
    {
      shown = g_markup_escape_text (letter != NULL ? "?" : "", -1);
      name = g_strdup (_("not set"));
    }

  /* TRANSLATORS: a player's name, a row and a column (1–3), a biome */
  accessible = g_strdup_printf (_("%s’s board, row %u, column %u: %s"), self->rules->players[seat],
                                space / 3 + 1, space % 3 + 1, name);
  tc_bnb_swatch_set (row->swatches[space], biome >= 0 ? data->biomes[biome].color : NULL, shown);
  gtk_widget_set_tooltip_text (row->spaces[space], name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->spaces[space]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
}

/* The preview and the message follow the text. A board not yet typed is
 * marked only for screen readers: in red it would shout before anyone
 * started.
 */
static void
update_board (TcBnbSetupForm *self,
              guint           seat)
{
  BoardRow *row = &self->boards[seat];
  const char *text = gtk_editable_get_text (row->entry);
  g_autoptr(GString) letters = board_letters (text);
  const char *p = letters->str;
  gint8 biomes[N_SPACES];
  g_autofree char *problem = read_board (self->rules->data, text, biomes);

  for (guint i = 0; i < N_SPACES; i++)
    {
      show_space (self, seat, i, *p != '\0' ? p : NULL);
      if (*p != '\0')
        p = g_utf8_next_char (p);
    }

  gtk_label_set_text (row->message, problem != NULL ? problem : _("All 9 spaces set"));
  if (problem != NULL && letters->len > 0)
    {
      gtk_widget_add_css_class (GTK_WIDGET (row->entry), "error");
      gtk_widget_add_css_class (GTK_WIDGET (row->message), "error");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (row->entry), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (row->message), "error");
    }
  gtk_accessible_update_state (GTK_ACCESSIBLE (row->entry), GTK_ACCESSIBLE_STATE_INVALID,
                               problem != NULL ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}

/* All the boards from this one on, typed in its field with 9 letters
 * each, fill it and the next ones: the table reads the boards off at
 * once. Only when every one of them is typed, so that letters typed on
 * are not spread before the last board is complete.
 *
 * Returns: whether the boards were spread
 */
static gboolean
spread_boards (TcBnbSetupForm *self,
               guint           seat)
{
  g_autoptr(GString) letters = board_letters (gtk_editable_get_text (self->boards[seat].entry));
  glong n = g_utf8_strlen (letters->str, -1);
  const char *p = letters->str;

  if (seat + 1 >= self->n_boards || n != N_SPACES * (glong) (self->n_boards - seat))
    return FALSE;

  for (guint s = seat; *p != '\0'; s++)
    {
      const char *end = g_utf8_offset_to_pointer (p, N_SPACES);
      g_autofree char *board = g_strndup (p, end - p);

      gtk_editable_set_text (self->boards[s].entry, board);
      p = end;
    }

  return TRUE;
}

static void
board_changed_cb (GtkEditable    *entry,
                  TcBnbSetupForm *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "seat"));

  /* Setting the field's text comes back here, board by board. */
  if (spread_boards (self, seat))
    {
      gtk_editable_set_position (entry, -1);
      return;
    }

  update_board (self, seat);
  emit_changed (self);
}

/* The clicked space takes the next biome; spaces before it not typed yet
 * are marked unset, for the table to name next.
 */
static void
space_clicked_cb (GtkButton      *button,
                  TcBnbSetupForm *self)
{
  const TcBnbData *data = self->rules->data;
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat"));
  guint space = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "space"));
  GtkEditable *entry = self->boards[seat].entry;
  g_autoptr(GString) letters = board_letters (gtk_editable_get_text (entry));
  const char *at;
  gsize start;
  gint biome;

  while (g_utf8_strlen (letters->str, -1) <= space)
    g_string_append_c (letters, UNSET_LETTER);

  at = g_utf8_offset_to_pointer (letters->str, space);
  start = at - letters->str;
  biome = find_biome (data, g_utf8_get_char (at));
  g_string_erase (letters, start, g_utf8_next_char (at) - at);
  g_string_insert_c (letters, start, data->biomes[(biome + 1) % TC_BNB_N_BIOMES].key);

  gtk_editable_set_text (entry, letters->str);
  gtk_editable_set_position (entry, -1);
}

static void
value_changed_cb (TcBnbSetupForm *self)
{
  emit_changed (self);
}

static void
set_board_text (TcBnbSetupForm *self,
                guint           seat,
                const gint8    *biomes)
{
  char letters[N_SPACES + 1] = { 0 };

  for (guint i = 0; biomes != NULL && i < N_SPACES; i++)
    letters[i] = self->rules->data->biomes[biomes[i]].key;
  gtk_editable_set_text (self->boards[seat].entry, letters);
}

static GtkWidget *
new_board_row (TcBnbSetupForm *self,
               guint           seat)
{
  const char *player = self->rules->players[seat];
  BoardRow *row = &self->boards[seat];
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *typing = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *name = GTK_WIDGET (tc_label_new_wrapping (player, "heading", GTK_ACCESSIBLE_ROLE_LABEL));
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *accessible = g_strdup_printf (_("%s’s board: 9 biome letters, row by row"), player);

  row->entry = GTK_EDITABLE (gtk_entry_new ());
  gtk_editable_set_width_chars (row->entry, 11);
  gtk_entry_set_input_hints (GTK_ENTRY (row->entry),
                             GTK_INPUT_HINT_NO_SPELLCHECK | GTK_INPUT_HINT_LOWERCASE | GTK_INPUT_HINT_NO_EMOJI);
  gtk_widget_add_css_class (GTK_WIDGET (row->entry), "monospace");
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->entry), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_object_set_data (G_OBJECT (row->entry), "seat", GUINT_TO_POINTER (seat));
  g_signal_connect (row->entry, "changed", G_CALLBACK (board_changed_cb), self);

  row->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (row->message, 0);
  gtk_label_set_wrap (row->message, TRUE);
  gtk_label_set_wrap_mode (row->message, PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (GTK_WIDGET (row->message), "caption");
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row->entry), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                  row->message, NULL, -1);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_valign (grid, GTK_ALIGN_START);
  for (guint i = 0; i < N_SPACES; i++)
    {
      row->spaces[i] = gtk_button_new ();
      row->swatches[i] = TC_BNB_SWATCH (tc_bnb_swatch_new ());
      gtk_widget_set_size_request (GTK_WIDGET (row->swatches[i]), 30, 30);
      gtk_button_set_child (GTK_BUTTON (row->spaces[i]), GTK_WIDGET (row->swatches[i]));
      gtk_widget_add_css_class (row->spaces[i], "bnb-space");
      g_object_set_data (G_OBJECT (row->spaces[i]), "seat", GUINT_TO_POINTER (seat));
      g_object_set_data (G_OBJECT (row->spaces[i]), "space", GUINT_TO_POINTER (i));
      g_signal_connect (row->spaces[i], "clicked", G_CALLBACK (space_clicked_cb), self);
      gtk_grid_attach (GTK_GRID (grid), row->spaces[i], i % 3, i / 3, 1, 1);
    }

  gtk_widget_set_hexpand (typing, TRUE);
  gtk_box_append (GTK_BOX (typing), GTK_WIDGET (row->entry));
  gtk_box_append (GTK_BOX (typing), GTK_WIDGET (row->message));
  gtk_box_append (GTK_BOX (body), typing);
  gtk_box_append (GTK_BOX (body), grid);
  gtk_box_append (GTK_BOX (card), name);
  gtk_box_append (GTK_BOX (card), body);
  gtk_widget_add_css_class (card, "bnb-board-row");

  return card;
}

/**
 * tc_bnb_setup_form_set_board:
 * @seat: 0-based
 * @letters: what the table typed for the board of @seat, checked as if
 *   typed in its field
 */
void
tc_bnb_setup_form_set_board (TcBnbSetupForm *self,
                             guint           seat,
                             const char     *letters)
{
  g_return_if_fail (TC_IS_BNB_SETUP_FORM (self));
  g_return_if_fail (seat < self->n_boards);

  gtk_editable_set_text (self->boards[seat].entry, letters);
}

/* "Type each board's 9 biomes row by row: f forest, d desert, …" */
static void
update_legend (TcBnbSetupForm *self)
{
  const TcBnbData *data = self->rules->data;
  g_autoptr(GString) keys = g_string_new (NULL);
  g_autofree char *legend = NULL;

  for (guint b = 0; b < TC_BNB_N_BIOMES; b++)
    g_string_append_printf (keys, "%s%c %s", b > 0 ? _(", ") : "", data->biomes[b].key, _(data->biomes[b].name));
  legend = g_strdup_printf (_("Type each board’s 9 biomes row by row, from the top left: %s. "
                              "Or click a space to change its biome."), keys->str);
  gtk_label_set_text (self->legend_label, legend);
}

static void
build_boards (TcBnbSetupForm *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->boards_box))) != NULL)
    gtk_flow_box_remove (self->boards_box, child);

  self->n_boards = self->rules->n_seats;
  for (guint s = 0; s < self->n_boards; s++)
    {
      tc_flow_box_append (self->boards_box, new_board_row (self, s));
      gtk_string_list_append (names, self->rules->players[s]);
    }
  gtk_drop_down_set_model (self->first_seat_dropdown, G_LIST_MODEL (names));
  update_legend (self);
}

/* Whether the rows were built for these players: the form is prepared
 * again each time the table shows a state before the setup (after a
 * note, say), and must not lose what was typed.
 */
static gboolean
has_rows_for (TcBnbSetupForm   *self,
              const TcBnbRules *rules)
{
  GListModel *names = gtk_drop_down_get_model (self->first_seat_dropdown);

  if (self->rules != rules || names == NULL || g_list_model_get_n_items (names) != rules->n_seats)
    return FALSE;

  for (guint s = 0; s < rules->n_seats; s++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (names), s), rules->players[s]) != 0)
      return FALSE;

  return TRUE;
}

static void
fill_example (const TcBnbData *data,
              TcBnbEntry      *setup)
{
  setup->n_boards = 0;
  for (guint i = 0; i < G_N_ELEMENTS (example_hearts); i++)
    {
      gint w = tc_bnb_data_find (data->weapons, TC_BNB_N_WEAPONS, example_hearts[i].weapon);

      g_assert (w >= 0);
      setup->weapon_hearts[w] = example_hearts[i].hearts;
    }
  for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    for (guint v = 0; v < N_VALUES; v++)
      setup->scoring[a][v] = EXAMPLE_XP;
}

static void
fill_from (TcBnbSetupForm   *self,
           const TcBnbEntry *box)
{
  for (guint s = 0; s < self->n_boards; s++)
    set_board_text (self, s, s < box->n_boards ? box->boards[s] : NULL);
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    gtk_spin_button_set_value (self->hearts_spins[w], box->weapon_hearts[w]);
  for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    for (guint v = 0; v < N_VALUES; v++)
      gtk_spin_button_set_value (self->scoring_spins[a][v], box->scoring[a][v]);
}

/**
 * tc_bnb_setup_form_prepare:
 * @first_seat: the seat selected to start, 1-based
 *
 * Builds a board row per player and offers the box data of the last game
 * set up (tc_bnb_box_load()), else the rules' example. Prepared again for
 * the same players, the form keeps what was typed.
 */
void
tc_bnb_setup_form_prepare (TcBnbSetupForm   *self,
                           const TcBnbRules *rules,
                           guint             first_seat)
{
  TcBnbEntry box = { .type = TC_BNB_ENTRY_SETUP };
  gboolean remembered;

  g_return_if_fail (TC_IS_BNB_SETUP_FORM (self));
  g_return_if_fail (rules->n_seats >= 1 && rules->n_seats <= TC_BNB_MAX_SEATS);

  if (has_rows_for (self, rules))
    return;

  self->preparing = TRUE;
  self->rules = rules;
  build_boards (self);

  remembered = tc_bnb_box_load (&box);
  if (!remembered)
    fill_example (rules->data, &box);
  fill_from (self, &box);
  for (guint s = 0; s < self->n_boards; s++)
    update_board (self, s);
  gtk_label_set_text (self->origin_label,
                      remembered ? _("As in your last game: check that it is the same box.")
                                 : _("An example’s values, not your box’s: check each weapon and scoring card."));
  gtk_drop_down_set_selected (self->first_seat_dropdown, CLAMP (first_seat, 1, rules->n_seats) - 1);
  self->preparing = FALSE;

  emit_changed (self);
}

/**
 * tc_bnb_setup_form_get_entry:
 * @setup: (out caller-allocates): the setup entry, filled
 *
 * Returns: whether every board names its 9 biomes; the boards that do
 *   not are marked as they are typed, with what is wrong beside them
 */
gboolean
tc_bnb_setup_form_get_entry (TcBnbSetupForm *self,
                             TcBnbEntry     *setup)
{
  gboolean complete = TRUE;

  g_return_val_if_fail (TC_IS_BNB_SETUP_FORM (self), FALSE);
  g_return_val_if_fail (self->rules != NULL, FALSE);

  setup->type = TC_BNB_ENTRY_SETUP;
  setup->n_boards = self->n_boards;
  for (guint s = 0; s < self->n_boards; s++)
    {
      g_autofree char *problem = read_board (self->rules->data, gtk_editable_get_text (self->boards[s].entry),
                                             setup->boards[s]);

      /* Too many letters must not read as a board of 9 in the log. */
      if (problem != NULL)
        setup->boards[s][N_SPACES - 1] = -1;
      complete &= problem == NULL;
    }
  setup->boards_of_nine = complete;

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    setup->weapon_hearts[w] = gtk_spin_button_get_value_as_int (self->hearts_spins[w]);
  for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    for (guint v = 0; v < N_VALUES; v++)
      setup->scoring[a][v] = gtk_spin_button_get_value_as_int (self->scoring_spins[a][v]);
  setup->first_seat = gtk_drop_down_get_selected (self->first_seat_dropdown) + 1;

  return complete;
}

static GtkWidget *
new_heading (const char *title)
{
  return GTK_WIDGET (tc_label_new_wrapping (title, "title-4", GTK_ACCESSIBLE_ROLE_HEADING));
}

static GtkFlowBox *
new_flow_box (guint most_per_line)
{
  GtkFlowBox *box = GTK_FLOW_BOX (gtk_flow_box_new ());

  gtk_flow_box_set_selection_mode (box, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (box, most_per_line);
  gtk_flow_box_set_homogeneous (box, TRUE);
  gtk_flow_box_set_column_spacing (box, 18);
  gtk_flow_box_set_row_spacing (box, 6);

  return box;
}

/* "Wooden sword (w)  [ 1 ]": a value and its spin button, 0 to @most. */
static GtkSpinButton *
new_spin_row (const char *title,
              const char *accessible,
              guint       most,
              GtkWidget **row)
{
  GtkWidget *label = GTK_WIDGET (tc_label_new_wrapping (title, NULL, GTK_ACCESSIBLE_ROLE_LABEL));
  GtkWidget *spin = gtk_spin_button_new_with_range (0, most, 1);

  *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_box_append (GTK_BOX (*row), label);
  gtk_box_append (GTK_BOX (*row), spin);

  return GTK_SPIN_BUTTON (spin);
}

static GtkWidget *
build_hearts (TcBnbSetupForm *self)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  GtkFlowBox *box = new_flow_box (3);

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    {
      g_autofree char *title = keyed_label (&data->weapons[w]);
      g_autofree char *accessible = g_strdup_printf (_("Hearts of the %s"), _(data->weapons[w].name));
      GtkWidget *row;

      self->hearts_spins[w] = new_spin_row (title, accessible, MOST_HEARTS, &row);
      g_signal_connect_swapped (self->hearts_spins[w], "value-changed", G_CALLBACK (value_changed_cb), self);
      tc_flow_box_append (box, row);
    }

  return GTK_WIDGET (box);
}

/* Card A (biome), B (material), C (type): the XP per space of each value. */
static GtkWidget *
build_scoring (TcBnbSetupForm *self)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  GtkFlowBox *box = new_flow_box (3);

  for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    {
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      g_autofree char *title = g_strdup_printf (_("Card %s · %s"), data->rounds[a].id, _(data->rounds[a].name));
      GtkWidget *heading = GTK_WIDGET (tc_label_new_wrapping (title, "heading", GTK_ACCESSIBLE_ROLE_HEADING));
      guint n;
      const TcBnbName *values = tc_bnb_data_values (data, a, &n);

      g_assert (n == N_VALUES);
      gtk_box_append (GTK_BOX (card), heading);

      for (guint v = 0; v < N_VALUES; v++)
        {
          g_autofree char *label = keyed_label (&values[v]);
          /* TRANSLATORS: a scoring card (A, B, C), then a biome, material or type */
          g_autofree char *accessible = g_strdup_printf (_("Card %s, %s: XP per space"), data->rounds[a].id,
                                                         _(values[v].name));
          GtkWidget *row;

          self->scoring_spins[a][v] = new_spin_row (label, accessible, MOST_XP, &row);
          g_signal_connect_swapped (self->scoring_spins[a][v], "value-changed", G_CALLBACK (value_changed_cb), self);
          gtk_box_append (GTK_BOX (card), row);
        }
      tc_flow_box_append (box, card);
    }

  return GTK_WIDGET (box);
}

/* A player's name in the drop-down: long names are cut, not the form. */
static void
name_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
  gtk_list_item_set_child (item, label);
}

static void
name_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  const char *name = gtk_string_object_get_string (gtk_list_item_get_item (item));
  GtkWidget *label = gtk_list_item_get_child (item);

  gtk_label_set_text (GTK_LABEL (label), name);
  gtk_widget_set_tooltip_text (label, name);
}

static GtkWidget *
build_first_seat (TcBnbSetupForm *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_First player"));
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (name_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (name_bind_cb), NULL);
  self->first_seat_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_drop_down_set_factory (self->first_seat_dropdown, factory);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->first_seat_dropdown));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->first_seat_dropdown), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  label, NULL, -1);
  g_signal_connect_swapped (self->first_seat_dropdown, "notify::selected", G_CALLBACK (value_changed_cb), self);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->first_seat_dropdown));

  return row;
}

static void
tc_bnb_setup_form_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_bnb_setup_form_parent_class)->dispose (object);
}

static void
tc_bnb_setup_form_class_init (TcBnbSetupFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_bnb_setup_form_dispose;

  /**
   * TcBnbSetupForm::changed:
   *
   * Any field changed: tc_bnb_setup_form_get_entry() may say otherwise.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bnbsetupform");
}

static void
tc_bnb_setup_form_init (TcBnbSetupForm *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->legend_label = tc_label_new_wrapping (NULL, "dim-label", GTK_ACCESSIBLE_ROLE_LABEL);
  self->origin_label = tc_label_new_wrapping (NULL, "dim-label", GTK_ACCESSIBLE_ROLE_LABEL);
  self->boards_box = new_flow_box (2);
  gtk_flow_box_set_row_spacing (self->boards_box, 12);

  gtk_box_append (GTK_BOX (box), new_heading (_("Boards")));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->legend_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->boards_box));
  gtk_box_append (GTK_BOX (box), new_heading (_("Weapon hearts")));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->origin_label));
  gtk_box_append (GTK_BOX (box), build_hearts (self));
  gtk_box_append (GTK_BOX (box), new_heading (_("Scoring cards: XP per space")));
  gtk_box_append (GTK_BOX (box), build_scoring (self));
  gtk_box_append (GTK_BOX (box), build_first_seat (self));
  gtk_widget_set_parent (box, GTK_WIDGET (self));
}

GtkWidget *
tc_bnb_setup_form_new (void)
{
  return g_object_new (TC_TYPE_BNB_SETUP_FORM, NULL);
}
