/* tc-bnb-cube-view.c: the cube of blocks as four layer grids, to collect
 * from
 *
 * Each layer (layer 1, the top, first) is a 4 × 4 grid of buttons seen
 * from above, the side facing the player at the bottom. The table turns
 * the cube's base during play, so the view turns in quarter turns too:
 * a button stands for a displayed place, and the cube cell it shows
 * depends on the rotation. Collecting, the player clicks a takeable block
 * and names it (or types its letter); the chosen blocks are counted as
 * gone when the engine is asked what is takeable next.
 *
 * The layers stand four in a row, two by two or one under the other,
 * whichever fits the width: the layout depends on the width alone, so
 * nothing moves under the pointer while playing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tc-bnb-cube-view.h"
#include "tc-bnb-swatch.h"
#include "tc-text.h"

#define SIDE 4                              /* rows and columns of a layer */
#define LAYER_CELLS (SIDE * SIDE)
#define N_ROTATIONS 4
#define CELL_SPACING 2                      /* px between the buttons of a layer */
#define LAYER_SPACING 16                    /* px between two layers */
#define FOOTER_SPACING 8                    /* px above the turn buttons */

/* A displayed place of a layer grid. */
typedef struct
{
  GtkWidget    *button;
  TcBnbSwatch  *swatch;
  GtkWidget    *order;                      /* the chosen block's number */
} Place;

/* Where the layers go for a width, in px. */
typedef struct
{
  guint columns;                            /* layers side by side: 4, 2 or 1 */
  int   layer_width;
  int   layer_height;
  int   left;                               /* of the layers, centred */
  int   footer_width;
  int   footer_height;
} Geometry;

struct _TcBnbCubeView
{
  GtkWidget          parent_instance;

  const TcBnbRules  *rules;                 /* NULL until the first update */
  TcBnbState         state;
  TcBnbCubeMode      mode;
  guint              rotation;              /* clockwise quarter turns */
  guint              n_chosen;
  guint8             chosen_cells[TC_BNB_N_CELLS];
  guint8             chosen_blocks[TC_BNB_N_CELLS];
  guint              asking;                /* the cell the popover names */

  Place              places[TC_BNB_N_CELLS];  /* by layer, displayed row, displayed column */
  GtkWidget         *layers[TC_BNB_N_LAYERS];
  GtkWidget         *footer;
  GtkStack          *side_stack;
  GtkWidget         *popover;
  GtkWidget         *kind_buttons[TC_BNB_N_BLOCKS];
};

G_DEFINE_FINAL_TYPE (TcBnbCubeView, tc_bnb_cube_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_ROTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SELECTION_CHANGED,
  COLLECT_STARTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char * const layer_titles[TC_BNB_N_LAYERS] = {
  N_("Layer 1 — top"),
  N_("Layer 2"),
  N_("Layer 3"),
  N_("Layer 4 — bottom"),
};

/* The side of the cube at the bottom of the grids, by rotation: a quarter
 * turn to the right brings the right side (column 4) to the player.
 */
static const char * const facing_sides[N_ROTATIONS] = {
  N_("The front faces you"),
  N_("The right side faces you"),
  N_("The back faces you"),
  N_("The left side faces you"),
};

/* Geometry ------------------------------------------------------------------ */

/* The cube cell shown at displayed place @place (layer, row, column) when
 * the view is turned @rotation quarter turns to the right: each turn
 * brings the cube's column @c to displayed row @c.
 */
static guint
cell_at (guint rotation,
         guint place)
{
  guint layer = place / LAYER_CELLS + 1;
  guint row = place / SIDE % SIDE + 1, col = place % SIDE + 1;

  for (guint q = 0; q < rotation; q++)
    {
      guint displayed_col = col;

      col = row;
      row = SIDE + 1 - displayed_col;
    }

  return TC_BNB_CELL (layer, row, col);
}

/* The displayed place of cube cell @cell. */
static guint
place_of (TcBnbCubeView *self,
          guint          cell)
{
  guint first = cell / LAYER_CELLS * LAYER_CELLS;

  for (guint place = first; place < first + LAYER_CELLS; place++)
    if (cell_at (self->rotation, place) == cell)
      return place;

  g_assert_not_reached ();
}

/* The selection ------------------------------------------------------------- */

static gint
chosen_index (TcBnbCubeView *self,
              guint          cell)
{
  for (guint i = 0; i < self->n_chosen; i++)
    if (self->chosen_cells[i] == cell)
      return i;

  return -1;
}

/* The state as if the chosen blocks were already out of the cube, which
 * is how the engine checks a collect (§4.2).
 */
static void
state_after_selection (TcBnbCubeView *self,
                       TcBnbState    *after)
{
  *after = self->state;
  for (guint i = 0; i < self->n_chosen; i++)
    {
      after->cube[self->chosen_cells[i]] = 1 + self->chosen_blocks[i];
      after->named[self->chosen_blocks[i]]++;
    }
}

static gboolean
selection_full (TcBnbCubeView *self)
{
  return self->n_chosen >= tc_bnb_state_most_collected (self->rules, &self->state);
}

static gboolean
can_choose (TcBnbCubeView    *self,
            const TcBnbState *after,
            guint             cell)
{
  return self->mode == TC_BNB_CUBE_COLLECT && !selection_full (self) && chosen_index (self, cell) < 0 &&
         tc_bnb_state_takeable (after, cell);
}

/* Blocks of kind @block not yet named: a block named must still be in
 * the box's count (§3).
 */
static guint
blocks_left (TcBnbCubeView    *self,
             const TcBnbState *after,
             guint             block)
{
  return self->rules->data->box[block] - after->named[block];
}

static gint
block_by_key (const TcBnbData *data,
              gunichar         c)
{
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    if (g_unichar_tolower (c) == (gunichar) data->blocks[b].key)
      return b;

  return -1;
}

/* Showing ------------------------------------------------------------------- */

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

/* "Layer 2, row 1, column 4: wood, taken", in the cube's own numbering
 * whatever the rotation: said to screen readers and as the tooltip.
 */
static char *
describe_cell (TcBnbCubeView    *self,
               const TcBnbState *after,
               guint             cell)
{
  guint layer = cell / LAYER_CELLS + 1, row = cell / SIDE % SIDE + 1, col = cell % SIDE + 1;
  gint index = chosen_index (self, cell);
  const char *block = after->cube[cell] != 0 ? _(self->rules->data->blocks[after->cube[cell] - 1].name) : NULL;

  if (index >= 0)
    return g_strdup_printf (_("Layer %u, row %u, column %u: %s, chosen as number %u"),
                            layer, row, col, block, index + 1);
  if (block != NULL)
    return g_strdup_printf (_("Layer %u, row %u, column %u: %s, taken"), layer, row, col, block);
  if (tc_bnb_state_takeable (after, cell))
    return g_strdup_printf (_("Layer %u, row %u, column %u: takeable"), layer, row, col);

  return g_strdup_printf (_("Layer %u, row %u, column %u: in the cube"), layer, row, col);
}

/* A block still in the cube is a plain square, marked with a "+" when it
 * may be taken now; a taken or chosen block shows its letter on its
 * colour, a chosen one with its number in the order taken. Only a block
 * that may be chosen, and the last one chosen (to take it back), answer.
 */
static void
show_place (TcBnbCubeView    *self,
            const TcBnbState *after,
            guint             place)
{
  Place *shown = &self->places[place];
  guint cell = cell_at (self->rotation, place);
  gint index = chosen_index (self, cell);
  gboolean in_cube = after->cube[cell] == 0;
  gboolean takeable = tc_bnb_state_takeable (after, cell);
  g_autofree char *name = describe_cell (self, after, cell);

  if (in_cube)
    tc_bnb_swatch_set (shown->swatch, NULL, takeable ? "<b>+</b>" : "");
  else
    {
      const TcBnbName *block = &self->rules->data->blocks[after->cube[cell] - 1];
      g_autofree char *letter = g_markup_printf_escaped ("<b>%c</b>", block->key);

      tc_bnb_swatch_set (shown->swatch, block->color, letter);
    }
  if (index >= 0)
    {
      g_autofree char *number = g_strdup_printf ("%d", index + 1);

      gtk_label_set_text (GTK_LABEL (shown->order), number);
    }
  gtk_widget_set_visible (shown->order, index >= 0);

  set_css_class (shown->button, "block", in_cube);
  set_css_class (shown->button, "takeable", takeable);
  set_css_class (shown->button, "chosen", index >= 0);
  set_css_class (shown->button, "taken", !in_cube && index < 0);
  gtk_widget_set_sensitive (shown->button, can_choose (self, after, cell) ||
                                           (self->mode == TC_BNB_CUBE_OFFER && takeable) ||
                                           (self->mode == TC_BNB_CUBE_COLLECT && index >= 0 &&
                                            index + 1 == (gint) self->n_chosen));

  gtk_accessible_update_property (GTK_ACCESSIBLE (shown->button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_tooltip_text (shown->button, name);
}

static void
refresh (TcBnbCubeView *self)
{
  TcBnbState after;

  state_after_selection (self, &after);
  for (guint place = 0; place < TC_BNB_N_CELLS; place++)
    show_place (self, &after, place);
}

/* Choosing ------------------------------------------------------------------ */

static void
selection_changed (TcBnbCubeView *self)
{
  refresh (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/* Names the block at @cell as @block, if the engine lets it be taken now
 * and the box still holds one of that kind.
 */
static gboolean
choose (TcBnbCubeView *self,
        guint          cell,
        guint          block)
{
  TcBnbState after;

  state_after_selection (self, &after);
  if (!can_choose (self, &after, cell) || blocks_left (self, &after, block) == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }

  self->chosen_cells[self->n_chosen] = cell;
  self->chosen_blocks[self->n_chosen] = block;
  self->n_chosen++;
  selection_changed (self);

  return TRUE;
}

/* Takes the last chosen block back; returns its cell, or -1. */
static gint
unchoose_last (TcBnbCubeView *self)
{
  if (self->mode != TC_BNB_CUBE_COLLECT || self->n_chosen == 0)
    return -1;

  self->n_chosen--;
  selection_changed (self);

  return self->chosen_cells[self->n_chosen];
}

/* The kinds offered for the block asked about: those the box still holds. */
static void
update_kinds (TcBnbCubeView *self)
{
  const TcBnbData *data = self->rules->data;
  TcBnbState after;

  state_after_selection (self, &after);
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      g_autofree char *name = tc_text_capitalize (_(data->blocks[b].name));
      g_autofree char *label = NULL;
      gboolean left = blocks_left (self, &after, b) > 0;

      if (left)
        label = g_strdup_printf (_("%s (%c)"), name, data->blocks[b].key);
      else
        label = g_strdup_printf (_("%s (%c): none left in the cube"), name, data->blocks[b].key);
      gtk_widget_set_sensitive (self->kind_buttons[b], left);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->kind_buttons[b]), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_tooltip_text (self->kind_buttons[b], left ? NULL : label);
    }
}

static void
ask_kind (TcBnbCubeView *self,
          guint          cell)
{
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (self->places[place_of (self, cell)].button, GTK_WIDGET (self), &bounds))
    return;

  self->asking = cell;
  update_kinds (self);
  gtk_widget_set_can_focus (self->popover, TRUE);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                               &(GdkRectangle) { bounds.origin.x, bounds.origin.y,
                                                 bounds.size.width, bounds.size.height });
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

/* A block clicked (or named) while a collect may start starts it: the
 * table answers the signal by putting the view in TC_BNB_CUBE_COLLECT.
 */
static gboolean
start_collect (TcBnbCubeView *self)
{
  if (self->mode == TC_BNB_CUBE_OFFER)
    g_signal_emit (self, signals[COLLECT_STARTED], 0);

  return self->mode == TC_BNB_CUBE_COLLECT;
}

static void
place_clicked_cb (GtkButton     *button,
                  TcBnbCubeView *self)
{
  guint place = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "place"));
  guint cell = cell_at (self->rotation, place);

  if (!start_collect (self))
    return;
  if (chosen_index (self, cell) >= 0)
    unchoose_last (self);
  else
    ask_kind (self, cell);
}

static void
kind_clicked_cb (GtkButton     *button,
                 TcBnbCubeView *self)
{
  guint block = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "block"));

  gtk_popover_popdown (GTK_POPOVER (self->popover));
  choose (self, self->asking, block);
}

/* Back to the block asked about, for the keyboard. */
static void
popover_closed_cb (TcBnbCubeView *self)
{
  GtkWidget *button = self->places[place_of (self, self->asking)].button;

  gtk_widget_set_can_focus (self->popover, FALSE);
  if (gtk_widget_is_sensitive (button))
    gtk_widget_grab_focus (button);
}

/* In the popover, a block's letter names it. */
static gboolean
popover_key_pressed_cb (TcBnbCubeView         *self,
                        guint                  keyval,
                        guint                  keycode,
                        GdkModifierType        modifiers,
                        GtkEventControllerKey *controller)
{
  gint block = block_by_key (self->rules->data, gdk_keyval_to_unicode (keyval));

  if ((modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || block < 0)
    return GDK_EVENT_PROPAGATE;

  if (gtk_widget_is_sensitive (self->kind_buttons[block]))
    g_signal_emit_by_name (self->kind_buttons[block], "clicked");
  else
    gtk_widget_error_bell (GTK_WIDGET (self));

  return GDK_EVENT_STOP;
}

/* The cell whose button has the keyboard focus, or -1. */
static gint
focused_cell (TcBnbCubeView *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  for (guint place = 0; place < TC_BNB_N_CELLS; place++)
    if (self->places[place].button == focus)
      return cell_at (self->rotation, place);

  return -1;
}

/* While a takeable block has the focus, its letter names it; Backspace
 * takes the last chosen block back, and the focus goes to it.
 */
static gboolean
key_pressed_cb (TcBnbCubeView         *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        modifiers,
                GtkEventControllerKey *controller)
{
  gint cell, block;

  if (self->rules == NULL || (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;

  if (keyval == GDK_KEY_BackSpace)
    {
      cell = unchoose_last (self);
      if (cell < 0)
        return GDK_EVENT_PROPAGATE;
      gtk_widget_grab_focus (self->places[place_of (self, cell)].button);
      return GDK_EVENT_STOP;
    }

  block = block_by_key (self->rules->data, gdk_keyval_to_unicode (keyval));
  cell = focused_cell (self);
  if (block < 0 || cell < 0 || chosen_index (self, cell) >= 0 || !start_collect (self))
    return GDK_EVENT_PROPAGATE;

  choose (self, cell, block);
  return GDK_EVENT_STOP;
}

/* Turning ------------------------------------------------------------------- */

static void
turn_left_cb (TcBnbCubeView *self)
{
  tc_bnb_cube_view_set_rotation (self, (self->rotation + N_ROTATIONS - 1) % N_ROTATIONS);
}

static void
turn_right_cb (TcBnbCubeView *self)
{
  tc_bnb_cube_view_set_rotation (self, (self->rotation + 1) % N_ROTATIONS);
}

/* Layout -------------------------------------------------------------------- */

/* The largest minimum size of a layer: all are alike, and their titles
 * ellipsize, so it does not change with the state.
 */
static void
measure_layers (TcBnbCubeView *self,
                int           *width,
                int           *height)
{
  *width = *height = 0;
  for (guint l = 0; l < TC_BNB_N_LAYERS; l++)
    {
      int layer_width, layer_height;

      gtk_widget_measure (self->layers[l], GTK_ORIENTATION_HORIZONTAL, -1, &layer_width, NULL, NULL, NULL);
      gtk_widget_measure (self->layers[l], GTK_ORIENTATION_VERTICAL, layer_width, &layer_height, NULL, NULL, NULL);
      *width = MAX (*width, layer_width);
      *height = MAX (*height, layer_height);
    }
}

static int
layers_width (const Geometry *geometry,
              guint           columns)
{
  return columns * geometry->layer_width + (columns - 1) * LAYER_SPACING;
}

static Geometry
compute_geometry (TcBnbCubeView *self,
                  int            width)
{
  Geometry geometry;
  int footer_minimum, footer_natural;

  measure_layers (self, &geometry.layer_width, &geometry.layer_height);
  geometry.columns = TC_BNB_N_LAYERS;
  while (geometry.columns > 1 && layers_width (&geometry, geometry.columns) > width)
    geometry.columns /= 2;
  geometry.left = MAX (0, (width - layers_width (&geometry, geometry.columns)) / 2);

  /* The turn buttons stay next to the side's name, centred. */
  gtk_widget_measure (self->footer, GTK_ORIENTATION_HORIZONTAL, -1, &footer_minimum, &footer_natural, NULL, NULL);
  geometry.footer_width = MAX (footer_minimum, MIN (width, footer_natural));
  gtk_widget_measure (self->footer, GTK_ORIENTATION_VERTICAL, geometry.footer_width,
                      &geometry.footer_height, NULL, NULL, NULL);

  return geometry;
}

static int
layers_height (const Geometry *geometry)
{
  guint rows = TC_BNB_N_LAYERS / geometry->columns;

  return rows * geometry->layer_height + (rows - 1) * LAYER_SPACING;
}

static GtkSizeRequestMode
tc_bnb_cube_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tc_bnb_cube_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  TcBnbCubeView *self = TC_BNB_CUBE_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      Geometry least = compute_geometry (self, 0);
      int footer_minimum, footer_natural;

      gtk_widget_measure (self->footer, GTK_ORIENTATION_HORIZONTAL, -1, &footer_minimum, &footer_natural, NULL, NULL);
      *minimum = MAX (least.layer_width, footer_minimum);
      *natural = MAX (layers_width (&least, TC_BNB_N_LAYERS), footer_natural);
    }
  else
    {
      Geometry geometry = compute_geometry (self, for_size);

      *minimum = *natural = layers_height (&geometry) + FOOTER_SPACING + geometry.footer_height;
    }
}

static void
tc_bnb_cube_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  TcBnbCubeView *self = TC_BNB_CUBE_VIEW (widget);
  Geometry geometry = compute_geometry (self, width);

  for (guint l = 0; l < TC_BNB_N_LAYERS; l++)
    gtk_widget_size_allocate (self->layers[l],
                              &(GtkAllocation) {
                                geometry.left + l % geometry.columns * (geometry.layer_width + LAYER_SPACING),
                                l / geometry.columns * (geometry.layer_height + LAYER_SPACING),
                                geometry.layer_width, geometry.layer_height },
                              -1);

  gtk_widget_size_allocate (self->footer,
                            &(GtkAllocation) { (width - geometry.footer_width) / 2,
                                               layers_height (&geometry) + FOOTER_SPACING,
                                               geometry.footer_width, geometry.footer_height },
                            -1);

  gtk_popover_present (GTK_POPOVER (self->popover));
}

/* Building ------------------------------------------------------------------ */

static GtkWidget *
new_place (TcBnbCubeView *self,
           guint          place)
{
  Place *shown = &self->places[place];
  GtkWidget *overlay = gtk_overlay_new ();

  shown->swatch = TC_BNB_SWATCH (tc_bnb_swatch_new ());
  shown->order = gtk_label_new (NULL);
  gtk_widget_add_css_class (shown->order, "order");
  gtk_widget_set_halign (shown->order, GTK_ALIGN_END);
  gtk_widget_set_valign (shown->order, GTK_ALIGN_START);
  gtk_widget_set_visible (shown->order, FALSE);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), GTK_WIDGET (shown->swatch));
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), shown->order);

  shown->button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (shown->button), overlay);
  gtk_widget_add_css_class (shown->button, "cell");
  g_object_set_data (G_OBJECT (shown->button), "place", GUINT_TO_POINTER (place));
  g_signal_connect (shown->button, "clicked", G_CALLBACK (place_clicked_cb), self);

  return shown->button;
}

static void
add_layer (TcBnbCubeView *self,
           guint          layer)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (_(layer_titles[layer]));
  GtkWidget *grid = gtk_grid_new ();

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (title, "caption-heading");
  gtk_grid_set_row_spacing (GTK_GRID (grid), CELL_SPACING);
  gtk_grid_set_column_spacing (GTK_GRID (grid), CELL_SPACING);
  gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_widget_set_halign (grid, GTK_ALIGN_START);
  for (guint i = 0; i < LAYER_CELLS; i++)
    gtk_grid_attach (GTK_GRID (grid), new_place (self, layer * LAYER_CELLS + i), i % SIDE, i / SIDE, 1, 1);

  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), grid);
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL, _(layer_titles[layer]), -1);
  gtk_widget_set_parent (box, GTK_WIDGET (self));
  self->layers[layer] = box;
}

static GtkWidget *
new_turn_button (TcBnbCubeView *self,
                 const char    *icon,
                 const char    *name,
                 GCallback      callback)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_signal_connect_swapped (button, "clicked", callback, self);

  return button;
}

/* Turn left, the side facing the player, turn right. The sides' names
 * share one place as large as the longest, so that turning moves no
 * button.
 */
static void
add_footer (TcBnbCubeView *self)
{
  self->footer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->side_stack = GTK_STACK (gtk_stack_new ());
  for (guint q = 0; q < N_ROTATIONS; q++)
    {
      GtkWidget *label = gtk_label_new (_(facing_sides[q]));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_stack_add_child (self->side_stack, label);
    }
  gtk_widget_set_hexpand (GTK_WIDGET (self->side_stack), TRUE);

  gtk_box_append (GTK_BOX (self->footer),
                  new_turn_button (self, "object-rotate-left-symbolic", _("Turn the cube a quarter turn left"),
                                   G_CALLBACK (turn_left_cb)));
  gtk_box_append (GTK_BOX (self->footer), GTK_WIDGET (self->side_stack));
  gtk_box_append (GTK_BOX (self->footer),
                  new_turn_button (self, "object-rotate-right-symbolic", _("Turn the cube a quarter turn right"),
                                   G_CALLBACK (turn_right_cb)));
  gtk_widget_set_parent (self->footer, GTK_WIDGET (self));
}

static void
show_side (TcBnbCubeView *self)
{
  GtkWidget *label = gtk_widget_get_first_child (GTK_WIDGET (self->side_stack));

  for (guint q = 0; q < self->rotation; q++)
    label = gtk_widget_get_next_sibling (label);
  gtk_stack_set_visible_child (self->side_stack, label);
}

/* "What block is it?" and the five kinds, each with its letter, two to
 * a row: short enough to fit above or below a block on a phone.
 */
static void
add_popover (TcBnbCubeView *self)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title = gtk_label_new (_("Which block is it?"));
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_grid_attach (GTK_GRID (grid), title, 0, 0, 2, 1);
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *swatch = tc_bnb_swatch_new ();
      g_autofree char *letter = g_markup_printf_escaped ("<b>%c</b>", data->blocks[b].key);
      g_autofree char *name = tc_text_capitalize (_(data->blocks[b].name));

      tc_bnb_swatch_set (TC_BNB_SWATCH (swatch), data->blocks[b].color, letter);
      gtk_widget_set_size_request (swatch, 28, 28);
      gtk_box_append (GTK_BOX (row), swatch);
      gtk_box_append (GTK_BOX (row), gtk_label_new (name));

      self->kind_buttons[b] = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (self->kind_buttons[b]), row);
      gtk_widget_add_css_class (self->kind_buttons[b], "flat");
      g_object_set_data (G_OBJECT (self->kind_buttons[b]), "block", GUINT_TO_POINTER (b));
      g_signal_connect (self->kind_buttons[b], "clicked", G_CALLBACK (kind_clicked_cb), self);
      gtk_grid_attach (GTK_GRID (grid), self->kind_buttons[b], b % 2, 1 + b / 2, 1, 1);
    }

  self->popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (self->popover), grid);
  /* Closed, it is no Tab stop: a popover keeps Tab among its own
   * buttons, and Tab would stay on the cube's last button.
   */
  gtk_widget_set_can_focus (self->popover, FALSE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (popover_key_pressed_cb), self);
  gtk_widget_add_controller (self->popover, keys);
  g_signal_connect_swapped (self->popover, "closed", G_CALLBACK (popover_closed_cb), self);
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
}

static void
tc_bnb_cube_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TcBnbCubeView *self = TC_BNB_CUBE_VIEW (object);

  switch (prop_id)
    {
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_bnb_cube_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TcBnbCubeView *self = TC_BNB_CUBE_VIEW (object);

  switch (prop_id)
    {
    case PROP_ROTATION:
      tc_bnb_cube_view_set_rotation (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_bnb_cube_view_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_bnb_cube_view_parent_class)->dispose (object);
}

static void
tc_bnb_cube_view_class_init (TcBnbCubeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tc_bnb_cube_view_get_property;
  object_class->set_property = tc_bnb_cube_view_set_property;
  object_class->dispose = tc_bnb_cube_view_dispose;
  widget_class->get_request_mode = tc_bnb_cube_view_get_request_mode;
  widget_class->measure = tc_bnb_cube_view_measure;
  widget_class->size_allocate = tc_bnb_cube_view_size_allocate;

  /**
   * TcBnbCubeView:rotation:
   *
   * How many quarter turns to the right the view is turned, 0–3, as the
   * table turned the cube's base: 0 shows the cube's rows and columns as
   * numbered, row 4 at the bottom.
   */
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, N_ROTATIONS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TcBnbCubeView::selection-changed:
   *
   * The chosen blocks changed: one was named, taken back or cleared.
   */
  signals[SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                             NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TcBnbCubeView::collect-started:
   *
   * A takeable block was clicked or named while the view offers a
   * collect (%TC_BNB_CUBE_OFFER): the table starts one.
   */
  signals[COLLECT_STARTED] = g_signal_new ("collect-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                           NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "bnbcube");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tc_bnb_cube_view_init (TcBnbCubeView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  for (guint l = 0; l < TC_BNB_N_LAYERS; l++)
    add_layer (self, l);
  add_footer (self);
  add_popover (self);

  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cube"), -1);
  refresh (self);
}

GtkWidget *
tc_bnb_cube_view_new (void)
{
  return g_object_new (TC_TYPE_BNB_CUBE_VIEW, NULL);
}

/**
 * tc_bnb_cube_view_update:
 * @mode: what a click on a takeable block does
 *
 * Shows @state. A new state, or a change of @mode, clears the
 * selection; the same state again keeps it.
 */
void
tc_bnb_cube_view_update (TcBnbCubeView    *self,
                         const TcBnbRules *rules,
                         const TcBnbState *state,
                         TcBnbCubeMode     mode)
{
  gboolean same;

  g_return_if_fail (TC_IS_BNB_CUBE_VIEW (self));

  same = self->rules == rules && self->mode == mode &&
         memcmp (&self->state, state, sizeof *state) == 0;
  self->rules = rules;
  self->state = *state;
  self->mode = mode;
  if (same)
    return;

  gtk_popover_popdown (GTK_POPOVER (self->popover));
  if (self->n_chosen > 0)
    {
      self->n_chosen = 0;
      selection_changed (self);
    }
  else
    refresh (self);
}

/**
 * tc_bnb_cube_view_get_selection:
 * @takes: (out caller-allocates) (array length=max_takes): the chosen
 *   blocks, in the order chosen
 *
 * Returns: how many blocks were put in @takes
 */
guint
tc_bnb_cube_view_get_selection (TcBnbCubeView *self,
                                TcBnbTake     *takes,
                                guint          max_takes)
{
  guint n;

  g_return_val_if_fail (TC_IS_BNB_CUBE_VIEW (self), 0);

  n = MIN (self->n_chosen, max_takes);
  for (guint i = 0; i < n; i++)
    {
      guint cell = self->chosen_cells[i];

      takes[i] = (TcBnbTake) {
        .at = { 3, { cell / LAYER_CELLS + 1, cell / SIDE % SIDE + 1, cell % SIDE + 1 } },
        .block = self->chosen_blocks[i],
      };
    }

  return n;
}

void
tc_bnb_cube_view_clear_selection (TcBnbCubeView *self)
{
  g_return_if_fail (TC_IS_BNB_CUBE_VIEW (self));

  gtk_popover_popdown (GTK_POPOVER (self->popover));
  if (self->n_chosen == 0)
    return;

  self->n_chosen = 0;
  selection_changed (self);
}

guint
tc_bnb_cube_view_get_rotation (TcBnbCubeView *self)
{
  g_return_val_if_fail (TC_IS_BNB_CUBE_VIEW (self), 0);

  return self->rotation;
}

/**
 * tc_bnb_cube_view_set_rotation:
 * @quarter_turns: 0–3, to the right
 */
void
tc_bnb_cube_view_set_rotation (TcBnbCubeView *self,
                               guint          quarter_turns)
{
  g_return_if_fail (TC_IS_BNB_CUBE_VIEW (self));
  g_return_if_fail (quarter_turns < N_ROTATIONS);

  if (self->rotation == quarter_turns)
    return;

  gtk_popover_popdown (GTK_POPOVER (self->popover));
  self->rotation = quarter_turns;
  refresh (self);
  show_side (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

/**
 * tc_bnb_cube_view_get_cell:
 * @cell: a cube cell, as TC_BNB_CELL() numbers them
 *
 * Returns: (transfer none) (nullable): the button showing @cell, wherever
 *   the rotation puts it
 */
GtkWidget *
tc_bnb_cube_view_get_cell (TcBnbCubeView *self,
                           guint          cell)
{
  g_return_val_if_fail (TC_IS_BNB_CUBE_VIEW (self), NULL);

  if (cell >= TC_BNB_N_CELLS)
    return NULL;

  return self->places[place_of (self, cell)].button;
}
