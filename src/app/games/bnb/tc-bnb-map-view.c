/* tc-bnb-map-view.c: the Overworld map: 16 tile stacks ringed by 16
 * weapon tokens, and the 25 crossings the characters stand on
 *
 * The map is a board of 6 × 6 places (bnb-log-v1.md "Coordinates"): the
 * stacks in the middle, the tokens on the ring, nothing at the corners.
 * The crossings are drawn where four places meet, over their corners,
 * as the characters stand on the table. A grid with tracks of their own
 * for the crossings would need 11 tracks of 44 px touch targets on a
 * phone, far more than 360 px; the overlap is safe because no mode lets
 * a crossing and a place answer at the same time, and an insensitive
 * widget never takes a click from the one beneath it.
 *
 * The layout depends on the width alone: every place keeps its number of
 * lines and its labels ellipsize, so no state and no mode moves anything
 * under the pointer. A weapon's name may take two lines of a token's
 * room (a token has half a stack's lines), and a stack's line too long
 * for its place is drawn smaller in the height of a line; the whole of
 * each is in the place's tooltip. What may be clicked comes from the
 * engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tc-bnb-map-view.h"
#include "tc-bnb-text.h"
#include "tc-text.h"

#define MAP_SIZE 6                          /* map cells [0..5, 0..5] */
#define N_PLACES (MAP_SIZE * MAP_SIZE)
#define CROSSINGS_SIZE 5                    /* crossings [1..5, 1..5] */
#define N_CROSSINGS (CROSSINGS_SIZE * CROSSINGS_SIZE)
#define STACK_LINES 6
#define TOKEN_LINES 3
#define MOST_PITCH 112                      /* px: wider windows centre the map */

typedef struct
{
  GtkWidget *button;                        /* NULL at the corners */
  GtkLabel  *lines[STACK_LINES];            /* TOKEN_LINES of them on the ring */
} Place;

typedef struct
{
  GtkWidget *button;
  GtkWidget *pawns[TC_BNB_MAX_SEATS];
} Crossing;

/* Where everything goes for a width, in px. */
typedef struct
{
  int left;                                 /* of the board, centred */
  int column;
  int row;
  int crossing;                             /* a crossing's side */
} Geometry;

struct _TcBnbMapView
{
  GtkWidget  parent_instance;

  Place      places[N_PLACES];              /* by map cell, row-major */
  Crossing   crossings[N_CROSSINGS];        /* by crossing, row-major from [1,1] */
  guint      shrink_source;                 /* a pending shrink_long_lines() */
};

G_DEFINE_FINAL_TYPE (TcBnbMapView, tc_bnb_map_view, GTK_TYPE_WIDGET)

enum
{
  CROSSING_ACTIVATED,
  STACK_ACTIVATED,
  TOKEN_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
is_stack (guint row,
          guint col)
{
  return row >= 1 && row <= 4 && col >= 1 && col <= 4;
}

static void
set_css_class (GtkWidget  *widget,
               const char *name,
               gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

static gboolean
owes_reveal (const TcBnbState *state,
             guint             row,
             guint             col)
{
  for (guint i = 0; i < state->n_pending; i++)
    if (state->pending[i].type != TC_BNB_PENDING_SCORE &&
        state->pending[i].row == row && state->pending[i].col == col)
      return TRUE;

  return FALSE;
}

/* Clicks ------------------------------------------------------------------ */

static void
place_clicked_cb (GtkButton    *button,
                  TcBnbMapView *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  guint row = index / MAP_SIZE, col = index % MAP_SIZE;

  g_signal_emit (self, signals[is_stack (row, col) ? STACK_ACTIVATED : TOKEN_ACTIVATED], 0, row, col);
}

static void
crossing_clicked_cb (GtkButton    *button,
                     TcBnbMapView *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));

  g_signal_emit (self, signals[CROSSING_ACTIVATED], 0, index / CROSSINGS_SIZE + 1, index % CROSSINGS_SIZE + 1);
}

/* Words ------------------------------------------------------------------- */

/* A block's or biome's letter on its colour: the colour is never the only
 * cue. Half transparent, so that the text colour of the light and of the
 * dark style reads on every colour.
 */
static void
append_chip (GString         *markup,
             const TcBnbName *name)
{
  if (name->color != NULL)
    g_string_append_printf (markup, "<span background=\"%s\" bgalpha=\"50%%\" weight=\"bold\"> %c </span>",
                            name->color, name->key);
  else
    g_string_append_printf (markup, "<b>%c</b>", name->key);
}

static char *
capitalized_markup (const char *text,
                    gboolean    bold)
{
  g_autofree char *capital = tc_text_capitalize (text);

  return g_markup_printf_escaped (bold ? "<b>%s</b>" : "%s", capital);
}

static char *
hearts_markup (guint hearts)
{
  /* TRANSLATORS: the hearts a mob needs to be beaten, or a weapon gives */
  return g_markup_printf_escaped (_("♥ %u"), hearts);
}

static void
describe_building (const TcBnbData *data,
                   const TcBnbTile *tile,
                   char           **lines)
{
  g_autofree char *biome = g_markup_escape_text (_(data->biomes[tile->biome].name), -1);
  GString *chips = g_string_new (NULL);
  GString *cost = g_string_new (NULL);

  append_chip (chips, &data->biomes[tile->biome]);
  g_string_append_printf (chips, " %s", biome);
  lines[1] = g_string_free (chips, FALSE);
  lines[2] = g_markup_escape_text (_(data->materials[tile->material].name), -1);
  lines[3] = g_markup_escape_text (_(data->types[tile->type].name), -1);

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    if (tile->cost[b] > 0)
      {
        if (cost->len > 0)
          g_string_append_c (cost, ' ');
        append_chip (cost, &data->blocks[b]);
        g_string_append_printf (cost, "%u", tile->cost[b]);
      }
  if (cost->len == 0)
    g_string_append (cost, _("free"));
  lines[4] = g_string_free (cost, FALSE);
  lines[5] = g_markup_printf_escaped (_("%u XP"), tile->xp);
}

static void
describe_mob (const TcBnbData *data,
              const TcBnbTile *tile,
              char           **lines)
{
  lines[1] = capitalized_markup (_(data->mobs[tile->mob].name), TRUE);
  lines[2] = hearts_markup (tile->hearts);
  lines[3] = g_markup_printf_escaped (_("%u XP"), tile->xp);
  if (tile->bonus == TC_BNB_BONUS_ORB)
    {
      guint n;
      const TcBnbName *values = tc_bnb_data_values (data, tile->orb_attribute, &n);

      /* TRANSLATORS: a mob tile's experience orb on the map, where a
       * line has room for about ten letters: "orb" stands for
       * "experience orb" as "Kugel" may for "Erfahrungskugel" */
      lines[4] = g_markup_printf_escaped (_("orb +%u XP"), tile->orb_xp);
      /* TRANSLATORS: what an orb counts at the end, as "per forest" (space) */
      lines[5] = g_markup_printf_escaped (_("per %s"), _(values[tile->orb_value].name));
    }
  else
    lines[4] = g_markup_escape_text (_("hunger"), -1);
}

/* Sets the lines of @place and frees them. A line that changes is drawn
 * at its size again, until shrink_long_lines() finds it too long.
 */
static void
take_lines (Place  *place,
            char  **lines,
            guint   n_lines)
{
  for (guint i = 0; i < n_lines; i++)
    {
      const char *markup = lines[i] != NULL ? lines[i] : "";

      if (g_strcmp0 (gtk_label_get_label (place->lines[i]), markup) != 0)
        {
          gtk_label_set_markup (place->lines[i], markup);
          gtk_label_set_attributes (place->lines[i], NULL);
          gtk_widget_set_size_request (GTK_WIDGET (place->lines[i]), -1, -1);
        }
      g_free (lines[i]);
    }
}

/* "Stack 2,2: …; can be built": said to screen readers and shown as the
 * tooltip, with what the place is now for, if anything.
 */
static void
name_place (GtkWidget  *widget,
            GString    *name,
            const char *mark)
{
  if (mark != NULL)
    g_string_append_printf (name, "; %s", mark);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name->str, -1);
  gtk_widget_set_tooltip_text (widget, name->str);
}

/* Only a target answers clicks, and it is marked by a ring. */
static void
mark_target (GtkWidget *widget,
             gboolean   target)
{
  gtk_widget_set_sensitive (widget, target);
  set_css_class (widget, "target", target);
}

/* Showing ------------------------------------------------------------------ */

/* A stack or token as the prompts name it, at the start of a name:
 * "Stack 2 of the top row", never "Stack 1,2".
 */
static char *
place_words (guint row,
             guint col)
{
  g_autofree char *where = tc_bnb_describe_place (row, col);

  return tc_text_capitalize (where);
}

static void
update_stack (TcBnbMapView      *self,
              const TcBnbRules  *rules,
              const TcBnbState  *state,
              TcBnbMapMode       mode,
              guint              row,
              guint              col)
{
  Place *place = &self->places[row * MAP_SIZE + col];
  guint stack = TC_BNB_STACK (row, col);
  const TcBnbTile *top = &state->tops[stack];
  guint left = state->remaining[stack];
  gboolean owed = owes_reveal (state, row, col);
  gboolean builds = mode == TC_BNB_MAP_BUILD || mode == TC_BNB_MAP_BUILD_OR_FIGHT;
  gboolean fights = mode == TC_BNB_MAP_FIGHT || mode == TC_BNB_MAP_BUILD_OR_FIGHT;
  gboolean target = tc_bnb_state_adjacent (&state->seats[state->active], row, col) &&
                    ((builds && top->kind == TC_BNB_TILE_BUILDING) || (fights && top->kind == TC_BNB_TILE_MOB));
  char *lines[STACK_LINES] = { NULL };
  g_autoptr(GString) name = g_string_new (NULL);
  g_autofree char *tile = NULL;
  g_autofree char *where = place_words (row, col);

  if (left > 0)
    lines[0] = g_markup_printf_escaped (g_dngettext (GETTEXT_PACKAGE, "%u left", "%u left", left), left);
  if (top->kind == TC_BNB_TILE_BUILDING)
    describe_building (rules->data, top, lines);
  else if (top->kind == TC_BNB_TILE_MOB)
    describe_mob (rules->data, top, lines);
  else if (left == 0)
    lines[3] = g_markup_escape_text (_("empty"), -1);
  else
    lines[3] = g_markup_printf_escaped (owed ? "<b>%s</b>" : "%s", owed ? _("turn over") : _("face down"));
  take_lines (place, lines, STACK_LINES);

  for (guint b = 0; b < TC_BNB_N_BIOMES; b++)
    {
      g_autofree char *biome = g_strdup_printf ("biome-%s", rules->data->biomes[b].id);

      set_css_class (place->button, biome, top->kind == TC_BNB_TILE_BUILDING && top->biome == b);
    }
  set_css_class (place->button, "mob", top->kind == TC_BNB_TILE_MOB);
  set_css_class (place->button, "owed", owed);
  mark_target (place->button, target);

  if (top->kind != TC_BNB_TILE_NONE)
    tile = tc_bnb_describe_tile (rules, top);
  if (left == 0)
    /* TRANSLATORS: a stack such as "Stack 2 of the top row" */
    g_string_printf (name, _("%s: empty"), where);
  else
    /* TRANSLATORS: a stack such as "Stack 2 of the top row", its top tile */
    g_string_printf (name, g_dngettext (GETTEXT_PACKAGE, "%s: %s, %u tile left", "%s: %s, %u tiles left", left),
                     where, tile != NULL ? tile : _("face down"), left);
  name_place (place->button, name,
              target ? (top->kind == TC_BNB_TILE_BUILDING ? _("can be built") : _("can be fought"))
                     : owed ? _("to be turned over") : NULL);
}

static void
update_token (TcBnbMapView      *self,
              const TcBnbRules  *rules,
              const TcBnbState  *state,
              TcBnbMapMode       mode,
              guint              row,
              guint              col)
{
  Place *place = &self->places[row * MAP_SIZE + col];
  guint token = tc_bnb_state_token_index (row, col);
  TcBnbTokenState shown = state->tokens[token];
  g_autofree char *where = place_words (row, col);
  gboolean owed = owes_reveal (state, row, col);
  gboolean target = mode == TC_BNB_MAP_TAKE_WEAPON && shown == TC_BNB_TOKEN_UP &&
                    tc_bnb_state_adjacent (&state->seats[state->active], row, col);
  char *lines[TOKEN_LINES] = { NULL };
  g_autoptr(GString) name = g_string_new (NULL);

  if (shown == TC_BNB_TOKEN_DOWN)
    {
      lines[1] = g_strdup ("<big><b>?</b></big>");
      if (owed)
        lines[2] = g_markup_printf_escaped ("<b>%s</b>", _("turn over"));
      /* TRANSLATORS: a token such as "Token 2 from the left, above the map" */
      g_string_printf (name, _("%s: face down"), where);
    }
  else
    {
      const char *weapon = _(rules->data->weapons[state->token_weapons[token]].name);
      guint hearts = state->weapon_hearts[state->token_weapons[token]];

      lines[0] = capitalized_markup (weapon, shown == TC_BNB_TOKEN_UP);
      lines[1] = hearts_markup (hearts);
      if (shown == TC_BNB_TOKEN_TAKEN)
        {
          lines[2] = g_markup_escape_text (_("taken"), -1);
          g_string_printf (name, _("%s: %s, taken"), where, weapon);
        }
      else
        g_string_printf (name, g_dngettext (GETTEXT_PACKAGE, "%s: %s, %u heart", "%s: %s, %u hearts", hearts),
                         where, weapon, hearts);
    }
  take_lines (place, lines, TOKEN_LINES);

  set_css_class (place->button, "taken", shown == TC_BNB_TOKEN_TAKEN);
  set_css_class (place->button, "owed", owed);
  mark_target (place->button, target);
  name_place (place->button, name, target ? _("can be taken") : owed ? _("to be turned over") : NULL);
}

/* A pawn shows its player's initial, or the seat number when another
 * player's name starts with the same letter.
 */
static char *
pawn_text (const TcBnbRules *rules,
           guint             seat)
{
  gunichar initial = g_unichar_toupper (g_utf8_get_char (rules->logged_players[seat]));
  gboolean shared = initial == 0;
  char text[7] = { 0 };

  for (guint s = 0; s < rules->n_seats; s++)
    shared |= s != seat && g_unichar_toupper (g_utf8_get_char (rules->logged_players[s])) == initial;
  if (shared)
    return g_strdup_printf ("%u", seat + 1);

  g_unichar_to_utf8 (initial, text);
  return g_strdup (text);
}

static void
show_pawn (GtkWidget        *pawn,
           const TcBnbRules *rules,
           const TcBnbState *state,
           guint             seat)
{
  g_autofree char *text = pawn_text (rules, seat);

  gtk_label_set_text (GTK_LABEL (pawn), text);
  set_css_class (pawn, "active", seat == state->active && state->started && !state->finished);
}

static void
update_crossing (TcBnbMapView      *self,
                 const TcBnbRules  *rules,
                 const TcBnbState  *state,
                 TcBnbMapMode       mode,
                 guint              row,
                 guint              col)
{
  Crossing *crossing = &self->crossings[(row - 1) * CROSSINGS_SIZE + col - 1];
  gboolean target = mode == TC_BNB_MAP_EXPLORE && tc_bnb_state_can_explore_to (state, row, col);
  g_autoptr(GString) name = g_string_new (NULL);
  g_autofree char *names = NULL;
  g_autofree char *place = tc_bnb_describe_crossing (row, col);
  g_autofree char *where = tc_text_capitalize (place);
  TcSeatSet here = 0;

  for (guint s = 0; s < TC_BNB_MAX_SEATS; s++)
    {
      gboolean stands = s < rules->n_seats && state->seats[s].row == row && state->seats[s].col == col;

      gtk_widget_set_visible (crossing->pawns[s], stands);
      if (stands)
        {
          here |= 1u << s;
          show_pawn (crossing->pawns[s], rules, state, s);
        }
    }

  mark_target (crossing->button, target);
  names = tc_text_join_seats (rules->players, rules->n_seats, here, NULL);
  g_string_assign (name, where);
  if (here != 0)
    /* TRANSLATORS: a crossing such as "The top-left corner of stack 2 of the top row", then players */
    g_string_printf (name, _("%s: %s"), where, names);
  name_place (crossing->button, name, target ? _("within reach") : NULL);
}

/* Layout ------------------------------------------------------------------- */

/* The largest minimum sizes of the places and of the crossings. They do
 * not change with the state: the labels ellipsize and each place keeps
 * its lines, empty or not.
 */
static void
measure_places (TcBnbMapView *self,
                int          *place_width,
                int          *place_height,
                int          *crossing)
{
  *place_width = *place_height = *crossing = 0;

  for (guint i = 0; i < N_PLACES; i++)
    {
      int width, height;

      if (self->places[i].button == NULL)
        continue;
      gtk_widget_measure (self->places[i].button, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
      gtk_widget_measure (self->places[i].button, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
      *place_width = MAX (*place_width, width);
      *place_height = MAX (*place_height, height);
    }

  for (guint i = 0; i < N_CROSSINGS; i++)
    {
      int width, height;

      gtk_widget_measure (self->crossings[i].button, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
      gtk_widget_measure (self->crossings[i].button, GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
      *crossing = MAX (*crossing, MAX (width, height));
    }
}

/* Columns share the width up to MOST_PITCH; rows are as high as columns
 * are wide, or as the places' lines need.
 */
static Geometry
compute_geometry (TcBnbMapView *self,
                  int           width)
{
  Geometry geometry;
  int place_width, place_height, least;

  measure_places (self, &place_width, &place_height, &geometry.crossing);
  least = MAX (place_width, geometry.crossing);
  geometry.column = MAX (least, MIN (width / MAP_SIZE, MOST_PITCH));
  geometry.row = MAX (geometry.column, place_height);
  geometry.left = MAX (0, (width - MAP_SIZE * geometry.column) / 2);

  return geometry;
}

static GtkSizeRequestMode
tc_bnb_map_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tc_bnb_map_view_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  TcBnbMapView *self = TC_BNB_MAP_VIEW (widget);
  Geometry least = compute_geometry (self, 0);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAP_SIZE * least.column;
      *natural = MAP_SIZE * MAX (least.column, MOST_PITCH);
    }
  else
    {
      Geometry geometry = for_size >= 0 ? compute_geometry (self, for_size) : least;

      *minimum = *natural = MAP_SIZE * geometry.row;
    }
}

/* How much smaller a line too long for its place is drawn: a step, and
 * a second where the first is not enough (a phone's map, "m mountains").
 */
static const double long_line_scales[] = { 0.8, 0.66 };

/* Draws @line smaller if its place cuts it short, or if it is a weapon's
 * name that takes two lines (then it may fit on one, and a German word is
 * not broken), keeping the height it had so that the place keeps its
 * size; a step smaller again if it is still cut short, or still one word
 * broken over two lines ("Diamantschw-ert").
 */
static void
shrink_if_long (GtkLabel *line)
{
  PangoLayout *layout = gtk_label_get_layout (line);
  guint step = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (line), "tc-shrink-step"));
  gboolean two_lines = pango_layout_get_line_count (layout) >= 2;
  gboolean word_broken = two_lines && strchr (gtk_label_get_text (line), ' ') == NULL;
  g_autoptr(PangoAttrList) smaller = NULL;

  if (gtk_label_get_attributes (line) == NULL)
    step = 0;
  if (step >= G_N_ELEMENTS (long_line_scales) ||
      (!pango_layout_is_ellipsized (layout) && !(step == 0 ? two_lines : word_broken)))
    return;

  if (step == 0)
    gtk_widget_set_size_request (GTK_WIDGET (line), -1, gtk_widget_get_height (GTK_WIDGET (line)));
  smaller = pango_attr_list_new ();
  pango_attr_list_insert (smaller, pango_attr_scale_new (long_line_scales[step]));
  gtk_label_set_attributes (line, smaller);
  g_object_set_data (G_OBJECT (line), "tc-shrink-step", GUINT_TO_POINTER (step + 1));
}

/* Once laid out: only then does a line know its width. */
static gboolean
shrink_long_lines (gpointer user_data)
{
  TcBnbMapView *self = user_data;

  self->shrink_source = 0;
  for (guint i = 0; i < N_PLACES; i++)
    if (self->places[i].button != NULL)
      for (guint l = 0; l < (is_stack (i / MAP_SIZE, i % MAP_SIZE) ? STACK_LINES : 1); l++)
        shrink_if_long (self->places[i].lines[l]);

  return G_SOURCE_REMOVE;
}

/* Places first, then the crossings over their corners; the children are
 * in that order, so the crossings are drawn and picked on top.
 */
static void
tc_bnb_map_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  TcBnbMapView *self = TC_BNB_MAP_VIEW (widget);
  Geometry geometry = compute_geometry (self, width);

  for (guint row = 0; row < MAP_SIZE; row++)
    for (guint col = 0; col < MAP_SIZE; col++)
      if (self->places[row * MAP_SIZE + col].button != NULL)
        gtk_widget_size_allocate (self->places[row * MAP_SIZE + col].button,
                                  &(GtkAllocation) { geometry.left + col * geometry.column, row * geometry.row,
                                                     geometry.column, geometry.row },
                                  -1);

  for (guint i = 0; i < N_CROSSINGS; i++)
    {
      int row = i / CROSSINGS_SIZE + 1, col = i % CROSSINGS_SIZE + 1;

      gtk_widget_size_allocate (self->crossings[i].button,
                                &(GtkAllocation) { geometry.left + col * geometry.column - geometry.crossing / 2,
                                                   row * geometry.row - geometry.crossing / 2,
                                                   geometry.crossing, geometry.crossing },
                                -1);
    }

  if (self->shrink_source == 0)
    self->shrink_source = g_idle_add (shrink_long_lines, self);
}

/* Building ----------------------------------------------------------------- */

/* One class per biome: a face-up building's place is tinted with its
 * biome's colour from the data (its letter is on it too).
 */
static void
install_biome_css (void)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  g_autoptr(GString) css = g_string_new (NULL);

  for (guint b = 0; b < TC_BNB_N_BIOMES; b++)
    if (data->biomes[b].color != NULL)
      g_string_append_printf (css, "bnbmap button.stack.biome-%s { background-color: alpha(%s, 0.35); }\n",
                              data->biomes[b].id, data->biomes[b].color);

  gtk_css_provider_load_from_data (provider, css->str, css->len);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
add_place (TcBnbMapView *self,
           guint         row,
           guint         col)
{
  Place *place = &self->places[row * MAP_SIZE + col];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  guint n_lines = is_stack (row, col) ? STACK_LINES : TOKEN_LINES;

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint i = 0; i < n_lines; i++)
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_box_append (GTK_BOX (box), label);
      place->lines[i] = GTK_LABEL (label);
    }
  /* A weapon's name: a token has room for a second line. */
  if (!is_stack (row, col))
    {
      gtk_label_set_wrap (place->lines[0], TRUE);
      gtk_label_set_wrap_mode (place->lines[0], PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (place->lines[0], 2);
      gtk_label_set_justify (place->lines[0], GTK_JUSTIFY_CENTER);
    }

  place->button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (place->button), box);
  gtk_widget_add_css_class (place->button, "place");
  gtk_widget_add_css_class (place->button, is_stack (row, col) ? "stack" : "token");
  gtk_widget_set_sensitive (place->button, FALSE);
  g_object_set_data (G_OBJECT (place->button), "index", GUINT_TO_POINTER (row * MAP_SIZE + col));
  g_signal_connect (place->button, "clicked", G_CALLBACK (place_clicked_cb), self);
  gtk_widget_set_parent (place->button, GTK_WIDGET (self));
}

/* Up to four pawns, each seat always in the same quarter. */
static void
add_crossing (TcBnbMapView *self,
              guint         index)
{
  Crossing *crossing = &self->crossings[index];
  GtkWidget *grid = gtk_grid_new ();

  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (grid, GTK_ALIGN_CENTER);
  for (guint s = 0; s < TC_BNB_MAX_SEATS; s++)
    {
      g_autofree char *seat_class = g_strdup_printf ("seat-%u", s + 1);

      crossing->pawns[s] = gtk_label_new (NULL);
      gtk_widget_add_css_class (crossing->pawns[s], "pawn");
      gtk_widget_add_css_class (crossing->pawns[s], seat_class);
      gtk_widget_set_visible (crossing->pawns[s], FALSE);
      gtk_grid_attach (GTK_GRID (grid), crossing->pawns[s], s % 2, s / 2, 1, 1);
    }

  crossing->button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (crossing->button), grid);
  gtk_widget_add_css_class (crossing->button, "crossing");
  gtk_widget_set_sensitive (crossing->button, FALSE);
  g_object_set_data (G_OBJECT (crossing->button), "index", GUINT_TO_POINTER (index));
  g_signal_connect (crossing->button, "clicked", G_CALLBACK (crossing_clicked_cb), self);
  gtk_widget_set_parent (crossing->button, GTK_WIDGET (self));
}

static void
tc_bnb_map_view_dispose (GObject *object)
{
  TcBnbMapView *self = TC_BNB_MAP_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->shrink_source, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_bnb_map_view_parent_class)->dispose (object);
}

static void
tc_bnb_map_view_class_init (TcBnbMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_bnb_map_view_dispose;
  widget_class->get_request_mode = tc_bnb_map_view_get_request_mode;
  widget_class->measure = tc_bnb_map_view_measure;
  widget_class->size_allocate = tc_bnb_map_view_size_allocate;

  /**
   * TcBnbMapView::crossing-activated:
   * @row: the crossing's row, 1–5
   * @col: its column, 1–5
   */
  signals[CROSSING_ACTIVATED] = g_signal_new ("crossing-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                              NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * TcBnbMapView::stack-activated:
   * @row: the stack's map row, 1–4
   * @col: its map column, 1–4
   */
  signals[STACK_ACTIVATED] = g_signal_new ("stack-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                           NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * TcBnbMapView::token-activated:
   * @row: the token's map row, 0–5
   * @col: its map column, 0–5
   */
  signals[TOKEN_ACTIVATED] = g_signal_new ("token-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                           NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "bnbmap");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tc_bnb_map_view_init (TcBnbMapView *self)
{
  static gsize css_installed = 0;

  for (guint row = 0; row < MAP_SIZE; row++)
    for (guint col = 0; col < MAP_SIZE; col++)
      if (is_stack (row, col) || tc_bnb_state_token_index (row, col) >= 0)
        add_place (self, row, col);
  for (guint i = 0; i < N_CROSSINGS; i++)
    add_crossing (self, i);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Overworld map"), -1);

  if (g_once_init_enter (&css_installed))
    {
      install_biome_css ();
      g_once_init_leave (&css_installed, 1);
    }
}

GtkWidget *
tc_bnb_map_view_new (void)
{
  return g_object_new (TC_TYPE_BNB_MAP_VIEW, NULL);
}

/**
 * tc_bnb_map_view_update:
 * @mode: which places answer clicks: in %TC_BNB_MAP_LOOK none does
 *
 * Shows @state; the places that @mode lets the active seat use, as the
 * engine says, are marked and the only ones sensitive.
 */
void
tc_bnb_map_view_update (TcBnbMapView     *self,
                        const TcBnbRules *rules,
                        const TcBnbState *state,
                        TcBnbMapMode      mode)
{
  g_return_if_fail (TC_IS_BNB_MAP_VIEW (self));

  for (guint row = 0; row < MAP_SIZE; row++)
    for (guint col = 0; col < MAP_SIZE; col++)
      if (is_stack (row, col))
        update_stack (self, rules, state, mode, row, col);
      else if (tc_bnb_state_token_index (row, col) >= 0)
        update_token (self, rules, state, mode, row, col);

  for (guint row = 1; row <= CROSSINGS_SIZE; row++)
    for (guint col = 1; col <= CROSSINGS_SIZE; col++)
      update_crossing (self, rules, state, mode, row, col);
}

/**
 * tc_bnb_map_view_get_crossing:
 *
 * Returns: (transfer none) (nullable): the button of crossing [@row,
 *   @col], each 1–5
 */
GtkWidget *
tc_bnb_map_view_get_crossing (TcBnbMapView *self,
                              guint         row,
                              guint         col)
{
  g_return_val_if_fail (TC_IS_BNB_MAP_VIEW (self), NULL);

  if (row < 1 || row > CROSSINGS_SIZE || col < 1 || col > CROSSINGS_SIZE)
    return NULL;

  return self->crossings[(row - 1) * CROSSINGS_SIZE + col - 1].button;
}

/**
 * tc_bnb_map_view_get_cell:
 *
 * Returns: (transfer none) (nullable): the button of map cell [@row,
 *   @col], each 0–5: a stack or a token; %NULL at the corners
 */
GtkWidget *
tc_bnb_map_view_get_cell (TcBnbMapView *self,
                          guint         row,
                          guint         col)
{
  g_return_val_if_fail (TC_IS_BNB_MAP_VIEW (self), NULL);

  if (row >= MAP_SIZE || col >= MAP_SIZE)
    return NULL;

  return self->places[row * MAP_SIZE + col].button;
}
