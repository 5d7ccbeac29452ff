/* tc-bnb-seat-card.c: one player's board, blocks, weapons, XP and mobs
 *
 * Everything shown comes from the state; the card decides nothing (the
 * table view says whether a hunger mob may be fed now). Counts sit in
 * fixed grids that show every block and weapon kind, zeros included, so
 * that the card keeps its size as they change; kept mobs come last, as
 * the only part that grows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-bnb-seat-card.h"
#include "tc-bnb-text.h"
#include "tc-bnb-swatch.h"
#include "tc-flow-box.h"
#include "tc-label.h"
#include "tc-text.h"

#define N_SPACES 9
#define WEAPON_COLUMNS 3
#define BLOCK_SIZE 24
#define SPACE_WIDTH 84
#define SPACE_HEIGHT 64
/* A long name wraps at about this width: wider, it would widen the card
 * and the window.
 */
#define NAME_CHARS 18

/* A kept mob: what it is, and a button to feed it when it is hungry. */
typedef struct
{
  GtkWidget  *row;
  GtkLabel   *title;
  GtkLabel   *details;
  GtkButton  *feed;
} MobRow;

struct _TcBnbSeatCard
{
  GtkWidget     parent_instance;

  guint         seat;            /* 0-based */
  GtkLabel     *name_label;
  GtkWidget    *xp_box;
  GtkLabel     *xp_label;
  GtkLabel     *not_set_up_label;
  GtkWidget    *details;         /* all but the name, once set up */
  GtkLabel     *place_label;
  GtkWidget    *block_cells[TC_BNB_N_BLOCKS];
  GtkLabel     *block_counts[TC_BNB_N_BLOCKS];
  GtkWidget    *weapon_cells[TC_BNB_N_WEAPONS];
  GtkLabel     *weapon_counts[TC_BNB_N_WEAPONS];
  TcBnbSwatch  *spaces[N_SPACES];
  GtkLabel     *score_labels[TC_BNB_N_ATTRIBUTES + 1];   /* A, B, C, then the orbs */
  GtkBox       *mobs_box;
  GtkLabel     *no_mobs_label;
  GPtrArray    *mob_rows;        /* MobRow, as many as ever shown */
};

G_DEFINE_FINAL_TYPE (TcBnbSeatCard, tc_bnb_seat_card, GTK_TYPE_WIDGET)

enum {
  HUNGER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_accessible_label (GtkWidget  *widget,
                      const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Dimmed, a zero reads as nothing held without changing any size. */
static void
set_dimmed (GtkWidget *widget,
            gboolean   dimmed)
{
  if (dimmed)
    gtk_widget_add_css_class (widget, "dim-label");
  else
    gtk_widget_remove_css_class (widget, "dim-label");
}

static void
show_heading (TcBnbSeatCard    *self,
              const TcBnbRules *rules,
              const TcBnbState *state)
{
  const TcBnbSeat *seat = &state->seats[self->seat];
  const char *name = rules->players[self->seat];
  g_autofree char *xp = g_strdup_printf ("%d", seat->xp);
  g_autofree char *xp_accessible = g_strdup_printf (_("%d XP"), seat->xp);
  g_autofree char *place = NULL;
  g_autofree char *crossing = NULL;
  gboolean active = state->started && !state->finished && state->active == self->seat;

  gtk_label_set_text (self->name_label, name);
  gtk_label_set_text (self->xp_label, xp);
  set_accessible_label (self->xp_box, xp_accessible);

  /* Words too, not only the highlight, say whose turn it is. */
  crossing = tc_bnb_describe_crossing (seat->row, seat->col);
  if (active)
    /* TRANSLATORS: a crossing such as "the top-left corner of stack 2 of the top row" */
    place = g_strdup_printf (_("At %s · to play"), crossing);
  else
    place = g_strdup_printf (_("At %s"), crossing);
  gtk_label_set_text (self->place_label, place);

  if (active)
    gtk_widget_add_css_class (GTK_WIDGET (self), "active");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "active");
}

static void
show_blocks (TcBnbSeatCard    *self,
             const TcBnbData  *data,
             const TcBnbSeat  *seat)
{
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      g_autofree char *count = g_strdup_printf ("%u", seat->blocks[b]);
      g_autofree char *name = tc_text_capitalize (_(data->blocks[b].name));
      /* TRANSLATORS: a block, then how many the player holds */
      g_autofree char *accessible = g_strdup_printf (_("%s: %u"), name, seat->blocks[b]);

      gtk_label_set_text (self->block_counts[b], count);
      gtk_widget_set_tooltip_text (self->block_cells[b], accessible);
      set_accessible_label (self->block_cells[b], accessible);
      set_dimmed (GTK_WIDGET (self->block_counts[b]), seat->blocks[b] == 0);
    }
}

static void
show_weapons (TcBnbSeatCard    *self,
              const TcBnbData  *data,
              const TcBnbState *state,
              const TcBnbSeat  *seat)
{
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    {
      guint hearts = state->weapon_hearts[w];
      g_autofree char *name = tc_text_capitalize (_(data->weapons[w].name));
      /* TRANSLATORS: how many the pile holds, then the hearts of each */
      g_autofree char *count = g_strdup_printf (_("<b>%u</b> · ♥ %u"), seat->weapons[w], hearts);
      /* TRANSLATORS: a weapon, how many the pile holds, the hearts of each */
      g_autofree char *accessible = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u in the pile, %u heart each",
                                                                  "%s: %u in the pile, %u hearts each", hearts),
                                                     name, seat->weapons[w], hearts);

      gtk_label_set_markup (self->weapon_counts[w], count);
      gtk_widget_set_tooltip_text (self->weapon_cells[w], accessible);
      set_accessible_label (self->weapon_cells[w], accessible);
      set_dimmed (self->weapon_cells[w], seat->weapons[w] == 0);
    }
}

/* The biome's colour and letter; once built, its material and type. */
static char *
space_face (const TcBnbData  *data,
            const TcBnbSpace *space)
{
  g_autofree char *material = NULL;
  g_autofree char *type = NULL;

  if (space->material == TC_BNB_NONE)
    return g_strdup_printf ("<b>%c</b>", data->biomes[space->biome].key);

  material = g_markup_escape_text (_(data->materials[space->material].name), -1);
  type = g_markup_escape_text (_(data->types[space->type].name), -1);
  return g_strdup_printf ("<b>%c</b>\n<small>%s\n%s</small>", data->biomes[space->biome].key, material, type);
}

static void
show_board (TcBnbSeatCard    *self,
            const TcBnbRules *rules,
            const TcBnbSeat  *seat)
{
  const TcBnbData *data = rules->data;

  for (guint i = 0; i < N_SPACES; i++)
    {
      const TcBnbSpace *space = &seat->board[i];
      g_autofree char *description = tc_bnb_describe_space (rules, space);
      /* TRANSLATORS: a row and a column (1–3), then what the space is */
      g_autofree char *accessible = g_strdup_printf (_("Row %u, column %u: %s"), i / 3 + 1, i % 3 + 1, description);
      g_autofree char *face = space_face (data, space);

      tc_bnb_swatch_set (self->spaces[i], data->biomes[space->biome].color, face);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->spaces[i]), accessible);
      set_accessible_label (GTK_WIDGET (self->spaces[i]), accessible);
    }
}

/* "forest: group of 3, +6 XP", or not scored yet. */
static void
show_scores (TcBnbSeatCard   *self,
             const TcBnbData *data,
             const TcBnbSeat *seat)
{
  g_autofree char *orbs = NULL;

  for (guint r = 0; r < TC_BNB_N_ATTRIBUTES; r++)
    {
      const TcBnbRoundScore *score = &seat->scores[r];
      g_autofree char *text = NULL;
      const TcBnbName *values;
      guint n;

      if (score->value < 0)
        text = g_strdup (_("not scored yet"));
      else
        {
          values = tc_bnb_data_values (data, r, &n);
          /* TRANSLATORS: the value scored, the spaces of its group, the XP */
          text = g_strdup_printf (_("%s: group of %u, +%d XP"), _(values[score->value].name),
                                  score->group, score->xp);
        }
      gtk_label_set_text (self->score_labels[r], text);
      set_dimmed (GTK_WIDGET (self->score_labels[r]), score->value < 0);
    }

  orbs = seat->orbs < 0 ? g_strdup (_("at the end")) : g_strdup_printf (_("+%d XP"), seat->orbs);
  gtk_label_set_text (self->score_labels[TC_BNB_N_ATTRIBUTES], orbs);
  set_dimmed (GTK_WIDGET (self->score_labels[TC_BNB_N_ATTRIBUTES]), seat->orbs < 0);
}

static void
feed_clicked_cb (GtkButton     *button,
                 TcBnbSeatCard *self)
{
  g_signal_emit (self, signals[HUNGER], 0, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "mob")));
}

/* "Witch" over "♥ 3 · 2 XP · orb: +1 XP per forest", the button beside. */
static MobRow *
new_mob_row (TcBnbSeatCard *self)
{
  MobRow *mob = g_new0 (MobRow, 1);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  mob->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (mob->row, "bnb-mob");
  mob->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (mob->title, 0);
  gtk_widget_add_css_class (GTK_WIDGET (mob->title), "heading");
  mob->details = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (mob->details, 0);
  gtk_label_set_wrap (mob->details, TRUE);
  gtk_label_set_wrap_mode (mob->details, PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (GTK_WIDGET (mob->details), "caption");
  gtk_widget_set_hexpand (words, TRUE);
  gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (words), GTK_WIDGET (mob->title));
  gtk_box_append (GTK_BOX (words), GTK_WIDGET (mob->details));

  mob->feed = GTK_BUTTON (gtk_button_new ());
  gtk_button_set_child (mob->feed, gtk_label_new (_("Feed for an extra action")));
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (mob->feed)), TRUE);
  gtk_label_set_justify (GTK_LABEL (gtk_button_get_child (mob->feed)), GTK_JUSTIFY_CENTER);
  gtk_widget_set_valign (GTK_WIDGET (mob->feed), GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (mob->feed), "mob", GUINT_TO_POINTER (self->mob_rows->len + 1));
  g_signal_connect (mob->feed, "clicked", G_CALLBACK (feed_clicked_cb), self);

  gtk_box_append (GTK_BOX (mob->row), words);
  gtk_box_append (GTK_BOX (mob->row), GTK_WIDGET (mob->feed));
  gtk_box_append (self->mobs_box, mob->row);

  return mob;
}

static char *
describe_bonus (const TcBnbData *data,
                const TcBnbTile *tile)
{
  const TcBnbName *values;
  guint n;

  if (tile->bonus == TC_BNB_BONUS_HUNGER)
    return g_strdup (_("hunger"));

  values = tc_bnb_data_values (data, tile->orb_attribute, &n);
  /* TRANSLATORS: XP per space, then the biome, material or type counted */
  return g_strdup_printf (_("orb: +%u XP per %s"), tile->orb_xp, _(values[tile->orb_value].name));
}

static void
show_mob (MobRow          *mob,
          guint            number,
          const TcBnbData *data,
          const TcBnbTile *tile,
          gboolean         can_feed)
{
  g_autofree char *name = tc_text_capitalize (_(data->mobs[tile->mob].name));
  g_autofree char *bonus = describe_bonus (data, tile);
  /* TRANSLATORS: the mob's hearts, its XP, then its bonus */
  g_autofree char *details = g_strdup_printf (_("♥ %u · %u XP · %s"), tile->hearts, tile->xp, bonus);
  /* TRANSLATORS: a kept mob, then its number among the player's mobs */
  g_autofree char *feed = g_strdup_printf (_("Feed the %s (mob %u) for an extra action"),
                                           _(data->mobs[tile->mob].name), number);

  gtk_label_set_text (mob->title, name);
  gtk_label_set_text (mob->details, details);
  gtk_widget_set_visible (GTK_WIDGET (mob->feed), tile->bonus == TC_BNB_BONUS_HUNGER);
  gtk_widget_set_sensitive (GTK_WIDGET (mob->feed), can_feed);
  set_accessible_label (GTK_WIDGET (mob->feed), feed);
  gtk_widget_set_visible (mob->row, TRUE);
}

/* Rows are kept and refilled, so that a focused button stays put. */
static void
show_mobs (TcBnbSeatCard   *self,
           const TcBnbData *data,
           const TcBnbSeat *seat,
           gboolean         can_feed)
{
  while (self->mob_rows->len < seat->n_mobs)
    g_ptr_array_add (self->mob_rows, new_mob_row (self));

  for (guint m = 0; m < self->mob_rows->len; m++)
    {
      MobRow *mob = g_ptr_array_index (self->mob_rows, m);

      if (m < seat->n_mobs)
        show_mob (mob, m + 1, data, &seat->mobs[m], can_feed);
      else
        gtk_widget_set_visible (mob->row, FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->no_mobs_label), seat->n_mobs == 0);
}

/**
 * tc_bnb_seat_card_update:
 * @can_feed: whether this seat may feed a hunger mob now (an entry
 *   `hunger` would be legal but for the mob chosen)
 */
void
tc_bnb_seat_card_update (TcBnbSeatCard    *self,
                         const TcBnbRules *rules,
                         const TcBnbState *state,
                         gboolean          can_feed)
{
  const TcBnbSeat *seat;

  g_return_if_fail (TC_IS_BNB_SEAT_CARD (self));
  g_return_if_fail (self->seat < rules->n_seats);

  seat = &state->seats[self->seat];
  show_heading (self, rules, state);
  gtk_widget_set_visible (self->xp_box, state->started);
  gtk_widget_set_visible (GTK_WIDGET (self->not_set_up_label), !state->started);
  gtk_widget_set_visible (self->details, state->started);
  /* Before setup the board has no biomes yet. */
  if (!state->started)
    return;

  show_blocks (self, rules->data, seat);
  show_weapons (self, rules->data, state, seat);
  show_board (self, rules, seat);
  show_scores (self, rules->data, seat);
  show_mobs (self, rules->data, seat, can_feed);
}

/**
 * tc_bnb_seat_card_get_space:
 * @space: 0–8, row-major
 *
 * Returns: (transfer none) (nullable): the space's swatch
 */
GtkWidget *
tc_bnb_seat_card_get_space (TcBnbSeatCard *self,
                            guint          space)
{
  g_return_val_if_fail (TC_IS_BNB_SEAT_CARD (self), NULL);

  return space < N_SPACES ? GTK_WIDGET (self->spaces[space]) : NULL;
}

/**
 * tc_bnb_seat_card_get_feed_button:
 * @mob: 1-based, as the signal #TcBnbSeatCard::hunger gives it
 *
 * Returns: (transfer none) (nullable): the Feed button of that mob, while
 *   the card shows it (a kept hunger mob)
 */
GtkWidget *
tc_bnb_seat_card_get_feed_button (TcBnbSeatCard *self,
                                  guint          mob)
{
  MobRow *row;

  g_return_val_if_fail (TC_IS_BNB_SEAT_CARD (self), NULL);

  if (mob == 0 || mob > self->mob_rows->len)
    return NULL;

  row = g_ptr_array_index (self->mob_rows, mob - 1);
  if (!gtk_widget_get_visible (row->row) || !gtk_widget_get_visible (GTK_WIDGET (row->feed)))
    return NULL;

  return GTK_WIDGET (row->feed);
}

static GtkWidget *
new_section_title (const char *title)
{
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");

  return label;
}

static GtkWidget *
new_section (const char *title,
             GtkWidget  *content)
{
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_box_append (GTK_BOX (section), new_section_title (title));
  gtk_box_append (GTK_BOX (section), content);

  return section;
}

/* Name, cut if long, and the XP in large type. */
static GtkWidget *
build_heading (TcBnbSeatCard *self)
{
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *unit = gtk_label_new (_("XP"));

  self->name_label = tc_label_new_wrapping (NULL, "title-3", GTK_ACCESSIBLE_ROLE_LABEL);
  gtk_label_set_max_width_chars (self->name_label, NAME_CHARS);
  gtk_widget_set_hexpand (GTK_WIDGET (self->name_label), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->name_label), GTK_ALIGN_BASELINE);

  self->xp_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_valign (self->xp_box, GTK_ALIGN_BASELINE);
  self->xp_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_valign (GTK_WIDGET (self->xp_label), GTK_ALIGN_BASELINE);
  gtk_widget_add_css_class (GTK_WIDGET (self->xp_label), "title-1");
  gtk_widget_add_css_class (GTK_WIDGET (self->xp_label), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (self->xp_label), "table-reads");
  gtk_widget_set_valign (unit, GTK_ALIGN_BASELINE);
  gtk_widget_add_css_class (unit, "dim-label");
  gtk_box_append (GTK_BOX (self->xp_box), GTK_WIDGET (self->xp_label));
  gtk_box_append (GTK_BOX (self->xp_box), unit);

  gtk_box_append (GTK_BOX (heading), GTK_WIDGET (self->name_label));
  gtk_box_append (GTK_BOX (heading), self->xp_box);

  return heading;
}

/* Each block's colour and letter with the count held. */
static GtkWidget *
build_blocks (TcBnbSeatCard   *self,
              const TcBnbData *data)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), 10);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      g_autofree char *key = g_strdup_printf ("<b>%c</b>", data->blocks[b].key);
      GtkWidget *swatch = tc_bnb_swatch_new ();

      self->block_cells[b] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      tc_bnb_swatch_set (TC_BNB_SWATCH (swatch), data->blocks[b].color, key);
      gtk_widget_set_size_request (swatch, BLOCK_SIZE, BLOCK_SIZE);
      self->block_counts[b] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_width_chars (self->block_counts[b], 2);
      gtk_label_set_xalign (self->block_counts[b], 0);
      gtk_widget_add_css_class (GTK_WIDGET (self->block_counts[b]), "numeric");
      gtk_widget_add_css_class (GTK_WIDGET (self->block_counts[b]), "heading");
      gtk_box_append (GTK_BOX (self->block_cells[b]), swatch);
      gtk_box_append (GTK_BOX (self->block_cells[b]), GTK_WIDGET (self->block_counts[b]));
      gtk_grid_attach (GTK_GRID (grid), self->block_cells[b], b, 0, 1, 1);
    }

  return grid;
}

/* Every weapon kind, held or not: "1 · ♥ 2" over "Stone sword". */
static GtkWidget *
build_weapons (TcBnbSeatCard   *self,
               const TcBnbData *data)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    {
      g_autofree char *title = tc_text_capitalize (_(data->weapons[w].name));
      GtkWidget *name = gtk_label_new (title);

      self->weapon_cells[w] = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      self->weapon_counts[w] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_xalign (self->weapon_counts[w], 0);
      gtk_widget_add_css_class (GTK_WIDGET (self->weapon_counts[w]), "numeric");
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (name, "caption");
      gtk_box_append (GTK_BOX (self->weapon_cells[w]), GTK_WIDGET (self->weapon_counts[w]));
      gtk_box_append (GTK_BOX (self->weapon_cells[w]), name);
      gtk_grid_attach (GTK_GRID (grid), self->weapon_cells[w], w % WEAPON_COLUMNS, w / WEAPON_COLUMNS, 1, 1);
    }

  return grid;
}

static GtkWidget *
build_board (TcBnbSeatCard *self)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_START);

  for (guint i = 0; i < N_SPACES; i++)
    {
      /* Read as a picture with its words, not as a control. */
      self->spaces[i] = g_object_new (TC_TYPE_BNB_SWATCH, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG, NULL);
      gtk_widget_set_size_request (GTK_WIDGET (self->spaces[i]), SPACE_WIDTH, SPACE_HEIGHT);
      gtk_widget_add_css_class (GTK_WIDGET (self->spaces[i]), "bnb-board-space");
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->spaces[i]), i % 3, i / 3, 1, 1);
    }

  return grid;
}

/* "A · Biome   forest: group of 3, +6 XP", and the orbs. */
static GtkWidget *
build_scores (TcBnbSeatCard   *self,
              const TcBnbData *data)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);

  for (guint r = 0; r <= TC_BNB_N_ATTRIBUTES; r++)
    {
      g_autofree char *round = NULL;
      GtkWidget *title;

      if (r < TC_BNB_N_ATTRIBUTES)
        {
          g_autofree char *scored = tc_text_capitalize (_(data->rounds[r].name));

          /* TRANSLATORS: a round's letter (A, B, C), then what it scores */
          round = g_strdup_printf (_("%s · %s"), data->rounds[r].id, scored);
        }
      else
        round = g_strdup (_("Orbs"));

      title = gtk_label_new (round);
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_set_valign (title, GTK_ALIGN_START);
      self->score_labels[r] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_xalign (self->score_labels[r], 0);
      gtk_label_set_wrap (self->score_labels[r], TRUE);
      gtk_label_set_wrap_mode (self->score_labels[r], PANGO_WRAP_WORD_CHAR);
      gtk_widget_set_hexpand (GTK_WIDGET (self->score_labels[r]), TRUE);
      gtk_grid_attach (GTK_GRID (grid), title, 0, r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->score_labels[r]), 1, r, 1, 1);
    }

  return grid;
}

static GtkWidget *
build_mobs (TcBnbSeatCard *self)
{
  self->mobs_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 4));
  self->no_mobs_label = GTK_LABEL (gtk_label_new (_("None kept")));
  gtk_label_set_xalign (self->no_mobs_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->no_mobs_label), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->no_mobs_label), "bnb-mob");
  gtk_box_append (self->mobs_box, GTK_WIDGET (self->no_mobs_label));

  return GTK_WIDGET (self->mobs_box);
}

/* Side by side when the card is wide, one above the other on a phone. */
static GtkWidget *
build_holdings (TcBnbSeatCard   *self,
                const TcBnbData *data)
{
  GtkFlowBox *parts = GTK_FLOW_BOX (gtk_flow_box_new ());
  GtkWidget *counts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_flow_box_set_selection_mode (parts, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (parts, 2);
  gtk_flow_box_set_column_spacing (parts, 18);
  gtk_flow_box_set_row_spacing (parts, 12);

  gtk_box_append (GTK_BOX (counts), new_section (_("Blocks"), build_blocks (self, data)));
  gtk_box_append (GTK_BOX (counts), new_section (_("Weapons"), build_weapons (self, data)));
  tc_flow_box_append (parts, new_section (_("Board"), build_board (self)));
  tc_flow_box_append (parts, counts);
  /* Nothing here takes the focus; a flow box that Tab enters keeps it. */
  gtk_widget_set_can_focus (GTK_WIDGET (parts), FALSE);

  return GTK_WIDGET (parts);
}

static void
tc_bnb_seat_card_dispose (GObject *object)
{
  TcBnbSeatCard *self = TC_BNB_SEAT_CARD (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->mob_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (tc_bnb_seat_card_parent_class)->dispose (object);
}

static void
tc_bnb_seat_card_class_init (TcBnbSeatCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_bnb_seat_card_dispose;

  /**
   * TcBnbSeatCard::hunger:
   * @mob: the mob to feed, 1-based among the seat's kept mobs (as the
   *   entry `hunger` counts them)
   *
   * The table fed a hunger mob for an extra action.
   */
  signals[HUNGER] = g_signal_new ("hunger", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bnbseatcard");
}

static void
tc_bnb_seat_card_init (TcBnbSeatCard *self)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  self->mob_rows = g_ptr_array_new_with_free_func (g_free);

  self->not_set_up_label = GTK_LABEL (gtk_label_new (_("Board not set up")));
  gtk_label_set_xalign (self->not_set_up_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->not_set_up_label), "dim-label");

  self->place_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->place_label, 0);
  /* The place in words ("At the top-left corner of stack 3 of the third
   * row") breaks into lines on a narrow window rather than widen it. */
  gtk_label_set_wrap (self->place_label, TRUE);
  gtk_label_set_wrap_mode (self->place_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_natural_wrap_mode (self->place_label, GTK_NATURAL_WRAP_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->place_label), "caption");

  self->details = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->details), GTK_WIDGET (self->place_label));
  gtk_box_append (GTK_BOX (self->details), build_holdings (self, data));
  gtk_box_append (GTK_BOX (self->details), new_section (_("Scores"), build_scores (self, data)));
  gtk_box_append (GTK_BOX (self->details), new_section (_("Mobs"), build_mobs (self)));

  gtk_box_append (GTK_BOX (top), build_heading (self));
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->not_set_up_label));
  gtk_box_append (GTK_BOX (card), top);
  gtk_box_append (GTK_BOX (card), self->details);
  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_parent (card, GTK_WIDGET (self));
}

/**
 * tc_bnb_seat_card_new:
 * @seat: 0-based
 */
GtkWidget *
tc_bnb_seat_card_new (guint seat)
{
  TcBnbSeatCard *self = g_object_new (TC_TYPE_BNB_SEAT_CARD, NULL);

  self->seat = seat;
  return GTK_WIDGET (self);
}
