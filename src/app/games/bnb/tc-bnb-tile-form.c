/* tc-bnb-tile-form.c: what a turned-over tile shows, entered in a few keys
 *
 * Each choice is a row of toggle buttons carrying the letter typed for
 * it (the data's keys; digits for the mobs, which have none). Typing a
 * letter while a row has the focus picks that value and moves on to the
 * next row, so that a building is "b f w h", the cost of its own
 * material typed at once (a cost is one digit, so the XP comes next:
 * another block's letter goes to that block's cost, "x" back to the XP),
 * its XP, and Enter turns the tile over. At the kind, a biome's letter
 * also means a building and a mob's digit a mob: a forest wood dwelling
 * costing 2 wood for 1 XP is "f w h 2 1", Enter. The two kinds share a stack of equal height, so that
 * switching kind moves nothing below the form. An orb's XP per space is
 * left empty until typed: no value that changes a score is assumed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-bnb-swatch.h"
#include "tc-bnb-tile-form.h"
#include "tc-flow-box.h"
#include "tc-text.h"

#define MAX_VALUES 6        /* the mob kinds, the longest choice */
#define N_VALUES 4          /* of each attribute */
#define MOST_COST 9         /* bnb-log-v1.md §2.1 */
#define MOST_XP 50
#define MOST_HEARTS 20
#define MOST_ORB_XP 20
#define KEY_SIZE 22
#define XP_KEY 'x'
#define ORB_XP_MISSING N_("Type the XP per space the orb gives")

typedef enum
{
  CHOICE_KIND,
  CHOICE_BIOME,
  CHOICE_MATERIAL,
  CHOICE_TYPE,
  CHOICE_MOB,
  CHOICE_BONUS,
  CHOICE_ATTRIBUTE,
  CHOICE_VALUE,
  N_CHOICES,
} ChoiceId;

typedef enum
{
  SPIN_XP = TC_BNB_N_BLOCKS,    /* after the cost of each block */
  SPIN_HEARTS,
  SPIN_MOB_XP,
  SPIN_ORB_XP,
  N_SPINS,
} SpinId;

/* Toggle buttons of which one is always active. */
typedef struct
{
  GtkWidget        *box;
  guint             n;
  char              keys[MAX_VALUES];
  GtkToggleButton  *buttons[MAX_VALUES];
  TcBnbSwatch      *swatches[MAX_VALUES];
  GtkLabel         *labels[MAX_VALUES];
} Choice;

struct _TcBnbTileForm
{
  GtkWidget       parent_instance;

  Choice          choices[N_CHOICES];
  GtkSpinButton  *spins[N_SPINS];
  GtkStack       *kind_stack;
  GtkWidget      *hint;           /* how the keys work, hidden when compact */
  GtkStack       *bonus_stack;
  GtkLabel       *orb_missing;    /* says the XP per space is to be typed */
  gboolean        orb_xp_typed;
};

G_DEFINE_FINAL_TYPE (TcBnbTileForm, tc_bnb_tile_form, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
chosen (TcBnbTileForm *self,
        ChoiceId       id)
{
  const Choice *choice = &self->choices[id];

  for (guint i = 0; i < choice->n; i++)
    if (gtk_toggle_button_get_active (choice->buttons[i]))
      return i;

  g_return_val_if_reached (0);
}

/* An index out of range (an id naming nothing) changes nothing. */
static void
choose (TcBnbTileForm *self,
        ChoiceId       id,
        gint           index)
{
  if (index >= 0 && (guint) index < self->choices[id].n)
    gtk_toggle_button_set_active (self->choices[id].buttons[index], TRUE);
}

static gint
spin_value (TcBnbTileForm *self,
            SpinId         id)
{
  return gtk_spin_button_get_value_as_int (self->spins[id]);
}

/* Typed values count only once committed: Enter in a spin button comes
 * to the form before the spin button has read its text.
 */
static void
commit_spins (TcBnbTileForm *self)
{
  for (guint s = 0; s < N_SPINS; s++)
    gtk_spin_button_update (self->spins[s]);
}

/* The colour that goes with a value: a biome's own, a material's block. */
static const char *
value_color (const TcBnbData *data,
             TcBnbAttribute   attribute,
             guint            value)
{
  gint block;

  switch (attribute)
    {
    case TC_BNB_BIOME:
      return data->biomes[value].color;
    case TC_BNB_MATERIAL:
      block = tc_bnb_data_find (data->blocks, TC_BNB_N_BLOCKS, data->materials[value].id);
      return block >= 0 ? data->blocks[block].color : NULL;
    default:
      return NULL;
    }
}

static void
label_button (Choice     *choice,
              guint       i,
              const char *name,
              char        key,
              const char *color)
{
  g_autofree char *title = tc_text_capitalize (name);
  g_autofree char *letter = g_strdup_printf ("<b>%c</b>", key);
  /* TRANSLATORS: a value to choose, then the key that chooses it */
  g_autofree char *accessible = g_strdup_printf (_("%s (key %c)"), title, key);

  choice->keys[i] = key;
  tc_bnb_swatch_set (choice->swatches[i], color, letter);
  if (color == NULL)
    gtk_widget_add_css_class (GTK_WIDGET (choice->swatches[i]), "bnb-key");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (choice->swatches[i]), "bnb-key");
  gtk_label_set_text (choice->labels[i], title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (choice->buttons[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
}

/* The values of an attribute (biomes, materials or types), with their
 * letters and colours.
 */
static void
label_values (Choice         *choice,
              TcBnbAttribute  attribute)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  guint n;
  const TcBnbName *values = tc_bnb_data_values (data, attribute, &n);

  for (guint v = 0; v < n; v++)
    label_button (choice, v, _(values[v].name), values[v].key, value_color (data, attribute, v));
}

/* Only the button turned on counts: the one turned off calls first,
 * while none is on.
 */
static void
choice_toggled_cb (GtkToggleButton *button,
                   TcBnbTileForm   *self)
{
  ChoiceId id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "choice"));
  guint value = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "value"));

  if (!gtk_toggle_button_get_active (button))
    return;

  g_signal_emit (self, signals[CHANGED], 0);
  if (id == CHOICE_KIND)
    gtk_stack_set_visible_child_name (self->kind_stack, value == 0 ? "building" : "mob");
  else if (id == CHOICE_BONUS)
    gtk_stack_set_visible_child_name (self->bonus_stack, value == TC_BNB_BONUS_ORB ? "orb" : "hunger");
  else if (id == CHOICE_ATTRIBUTE)
    label_values (&self->choices[CHOICE_VALUE], value);
}

static void
focus_choice (TcBnbTileForm *self,
              ChoiceId       id)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->choices[id].buttons[chosen (self, id)]));
}

/* After a value is typed, the field that comes next for this tile. */
static void
focus_after (TcBnbTileForm *self,
             ChoiceId       id)
{
  switch (id)
    {
    case CHOICE_KIND:
      focus_choice (self, chosen (self, CHOICE_KIND) == 0 ? CHOICE_BIOME : CHOICE_MOB);
      break;
    case CHOICE_BIOME:
    case CHOICE_MATERIAL:
      focus_choice (self, id + 1);
      break;
    case CHOICE_TYPE:
      /* Materials are the first blocks, in the same order. */
      gtk_widget_grab_focus (GTK_WIDGET (self->spins[chosen (self, CHOICE_MATERIAL)]));
      break;
    case CHOICE_MOB:
      gtk_widget_grab_focus (GTK_WIDGET (self->spins[SPIN_HEARTS]));
      break;
    case CHOICE_BONUS:
      /* A hunger mob is complete. */
      if (chosen (self, CHOICE_BONUS) == TC_BNB_BONUS_ORB)
        focus_choice (self, CHOICE_ATTRIBUTE);
      break;
    case CHOICE_ATTRIBUTE:
      focus_choice (self, CHOICE_VALUE);
      break;
    case CHOICE_VALUE:
      gtk_widget_grab_focus (GTK_WIDGET (self->spins[SPIN_ORB_XP]));
      break;
    case N_CHOICES:
    default:
      g_assert_not_reached ();
    }
}

static gint
find_key (const char *keys,
          guint       n,
          guint       keyval)
{
  gunichar typed = g_unichar_tolower (gdk_keyval_to_unicode (keyval));

  for (guint i = 0; i < n; i++)
    if (typed != 0 && typed == (gunichar) g_ascii_tolower (keys[i]))
      return i;

  return -1;
}

static gboolean
is_plain (GdkModifierType modifiers)
{
  return (modifiers & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) == 0;
}

/* At the kind, a key of the first row of either kind (a biome's letter,
 * a mob's digit) chooses the kind and that value at once.
 */
static gboolean
choose_kind_by_value (TcBnbTileForm *self,
                      guint          keyval)
{
  const ChoiceId firsts[] = { CHOICE_BIOME, CHOICE_MOB };

  for (guint kind = 0; kind < G_N_ELEMENTS (firsts); kind++)
    {
      const Choice *first = &self->choices[firsts[kind]];
      gint value = find_key (first->keys, first->n, keyval);

      if (value >= 0)
        {
          choose (self, CHOICE_KIND, kind);
          choose (self, firsts[kind], value);
          focus_after (self, firsts[kind]);
          return TRUE;
        }
    }

  return FALSE;
}

/* A letter of the row with the focus picks its value and moves on. */
static gboolean
choice_key_pressed_cb (GtkEventControllerKey *keys,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        modifiers,
                       TcBnbTileForm         *self)
{
  GtkWidget *box = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys));
  ChoiceId id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (box), "choice"));
  gint value = find_key (self->choices[id].keys, self->choices[id].n, keyval);

  if (!is_plain (modifiers))
    return FALSE;
  if (value < 0)
    return id == CHOICE_KIND && choose_kind_by_value (self, keyval);

  choose (self, id, value);
  focus_after (self, id);
  return TRUE;
}

/* The cost spin button that has the focus, or -1. */
static gint
cost_spin (TcBnbTileForm *self,
           GtkWidget     *spin)
{
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    if (spin == GTK_WIDGET (self->spins[b]))
      return b;

  return -1;
}

/* The spin button that a letter typed in a building's numbers goes to:
 * a block's letter to its cost, "x" to the XP; -1 for another key.
 */
static gint
find_number (guint keyval)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  char letters[TC_BNB_N_BLOCKS];

  if (g_unichar_tolower (gdk_keyval_to_unicode (keyval)) == XP_KEY)
    return SPIN_XP;

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    letters[b] = data->blocks[b].key;
  return find_key (letters, TC_BNB_N_BLOCKS, keyval);
}

/* In a building's numbers a letter moves to another number; in a mob's,
 * the bonus letters choose the bonus.
 */
static gboolean
spin_key_pressed_cb (GtkEventControllerKey *keys,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        modifiers,
                     TcBnbTileForm         *self)
{
  GtkWidget *spin = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys));
  const Choice *bonus = &self->choices[CHOICE_BONUS];
  gboolean in_mob = spin == GTK_WIDGET (self->spins[SPIN_HEARTS]) || spin == GTK_WIDGET (self->spins[SPIN_MOB_XP]);
  gint target;

  gint digit = g_unichar_digit_value (gdk_keyval_to_unicode (keyval));

  if (!is_plain (modifiers) || spin == GTK_WIDGET (self->spins[SPIN_ORB_XP]))
    return FALSE;

  /* A cost is one digit: typed, it is the cost, and the XP comes next. */
  if (digit >= 0 && cost_spin (self, spin) >= 0)
    {
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), digit);
      gtk_widget_grab_focus (GTK_WIDGET (self->spins[SPIN_XP]));
      return TRUE;
    }

  target = in_mob ? find_key (bonus->keys, bonus->n, keyval) : find_number (keyval);
  if (target < 0)
    return FALSE;

  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  if (in_mob)
    {
      choose (self, CHOICE_BONUS, target);
      focus_after (self, CHOICE_BONUS);
    }
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->spins[target]));

  return TRUE;
}

/* Enter anywhere turns the tile over as the form shows it (a focused
 * value that is not chosen stays unchosen); while something is missing
 * the form says what, and Enter enters nothing.
 */
static gboolean
form_key_pressed_cb (GtkEventControllerKey *keys,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        modifiers,
                     TcBnbTileForm         *self)
{
  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter) ||
      !is_plain (modifiers))
    return FALSE;

  commit_spins (self);
  if (tc_bnb_tile_form_get_missing (self) != NULL)
    gtk_widget_error_bell (GTK_WIDGET (self));
  else
    g_signal_emit (self, signals[ACTIVATE], 0);

  return TRUE;
}

/**
 * tc_bnb_tile_form_get_missing:
 *
 * Returns: (nullable): what the tile shown still needs, in a sentence, or
 *   %NULL when it is complete
 */
const char *
tc_bnb_tile_form_get_missing (TcBnbTileForm *self)
{
  g_return_val_if_fail (TC_IS_BNB_TILE_FORM (self), NULL);

  if (chosen (self, CHOICE_KIND) == 1 && chosen (self, CHOICE_BONUS) == TC_BNB_BONUS_ORB && !self->orb_xp_typed)
    return _(ORB_XP_MISSING);

  return NULL;
}

/**
 * tc_bnb_tile_form_reset:
 *
 * A building of the first biome, material and type, costing nothing and
 * giving no XP; the mob's fields likewise at their first values.
 */
void
tc_bnb_tile_form_reset (TcBnbTileForm *self)
{
  g_return_if_fail (TC_IS_BNB_TILE_FORM (self));

  for (guint c = 0; c < N_CHOICES; c++)
    choose (self, c, 0);
  self->orb_xp_typed = FALSE;
  for (guint s = 0; s < N_SPINS; s++)
    gtk_spin_button_set_value (self->spins[s], 0);
}

/**
 * tc_bnb_tile_form_get_tile:
 * @tile: (out caller-allocates): the tile shown; the members its kind
 *   (and bonus) does not use are -1 for ids and 0 for numbers
 */
void
tc_bnb_tile_form_get_tile (TcBnbTileForm  *self,
                           TcBnbTileEntry *tile)
{
  g_return_if_fail (TC_IS_BNB_TILE_FORM (self));

  commit_spins (self);
  *tile = (TcBnbTileEntry) {
    .kind = chosen (self, CHOICE_KIND) == 0 ? TC_BNB_TILE_BUILDING : TC_BNB_TILE_MOB,
    .biome = -1, .material = -1, .type = -1, .mob = -1, .bonus = -1,
    .orb_attribute = -1, .orb_value = -1,
  };

  if (tile->kind == TC_BNB_TILE_BUILDING)
    {
      tile->biome = chosen (self, CHOICE_BIOME);
      tile->material = chosen (self, CHOICE_MATERIAL);
      tile->type = chosen (self, CHOICE_TYPE);
      for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
        tile->cost[b] = spin_value (self, b);
      tile->xp = spin_value (self, SPIN_XP);
      return;
    }

  tile->mob = chosen (self, CHOICE_MOB);
  tile->hearts = spin_value (self, SPIN_HEARTS);
  tile->xp = spin_value (self, SPIN_MOB_XP);
  tile->bonus = chosen (self, CHOICE_BONUS);
  if (tile->bonus == TC_BNB_BONUS_ORB)
    {
      tile->orb_attribute = chosen (self, CHOICE_ATTRIBUTE);
      tile->orb_value = chosen (self, CHOICE_VALUE);
      tile->orb_xp = spin_value (self, SPIN_ORB_XP);
    }
}

/**
 * tc_bnb_tile_form_set_tile:
 * @tile: a building or a mob; an id that names nothing leaves its choice
 *   as it was
 *
 * Shows @tile, to be corrected or entered as it is.
 */
void
tc_bnb_tile_form_set_tile (TcBnbTileForm        *self,
                           const TcBnbTileEntry *tile)
{
  g_return_if_fail (TC_IS_BNB_TILE_FORM (self));
  g_return_if_fail (tile->kind == TC_BNB_TILE_BUILDING || tile->kind == TC_BNB_TILE_MOB);

  if (tile->kind == TC_BNB_TILE_BUILDING)
    {
      choose (self, CHOICE_KIND, 0);
      choose (self, CHOICE_BIOME, tile->biome);
      choose (self, CHOICE_MATERIAL, tile->material);
      choose (self, CHOICE_TYPE, tile->type);
      for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
        gtk_spin_button_set_value (self->spins[b], tile->cost[b]);
      gtk_spin_button_set_value (self->spins[SPIN_XP], tile->xp);
      return;
    }

  choose (self, CHOICE_KIND, 1);
  choose (self, CHOICE_MOB, tile->mob);
  gtk_spin_button_set_value (self->spins[SPIN_HEARTS], tile->hearts);
  gtk_spin_button_set_value (self->spins[SPIN_MOB_XP], tile->xp);
  choose (self, CHOICE_BONUS, tile->bonus);
  if (tile->bonus == TC_BNB_BONUS_ORB)
    {
      choose (self, CHOICE_ATTRIBUTE, tile->orb_attribute);
      choose (self, CHOICE_VALUE, tile->orb_value);
      self->orb_xp_typed = TRUE;
      gtk_spin_button_set_value (self->spins[SPIN_ORB_XP], tile->orb_xp);
    }
}

/* A row of @n toggle buttons, each a key letter and a name, that flows
 * onto more lines only when the window is narrow.
 */
static GtkWidget *
build_choice (TcBnbTileForm *self,
              ChoiceId       id,
              guint          n)
{
  Choice *choice = &self->choices[id];
  GtkEventController *keys = gtk_event_controller_key_new ();

  choice->n = n;
  choice->box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (choice->box), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (choice->box), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (choice->box), n);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (choice->box), 4);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (choice->box), 4);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      choice->buttons[i] = GTK_TOGGLE_BUTTON (gtk_toggle_button_new ());
      choice->swatches[i] = TC_BNB_SWATCH (tc_bnb_swatch_new ());
      gtk_widget_set_size_request (GTK_WIDGET (choice->swatches[i]), KEY_SIZE, KEY_SIZE);
      gtk_widget_set_valign (GTK_WIDGET (choice->swatches[i]), GTK_ALIGN_CENTER);
      choice->labels[i] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_set_halign (content, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (content), GTK_WIDGET (choice->swatches[i]));
      gtk_box_append (GTK_BOX (content), GTK_WIDGET (choice->labels[i]));
      gtk_button_set_child (GTK_BUTTON (choice->buttons[i]), content);
      /* One is always chosen, so that the tile always names a value. */
      if (i > 0)
        gtk_toggle_button_set_group (choice->buttons[i], choice->buttons[0]);
      else
        gtk_toggle_button_set_active (choice->buttons[i], TRUE);
      tc_flow_box_append (GTK_FLOW_BOX (choice->box), GTK_WIDGET (choice->buttons[i]));
      g_object_set_data (G_OBJECT (choice->buttons[i]), "choice", GUINT_TO_POINTER (id));
      g_object_set_data (G_OBJECT (choice->buttons[i]), "value", GUINT_TO_POINTER (i));
      g_signal_connect (choice->buttons[i], "toggled", G_CALLBACK (choice_toggled_cb), self);
    }

  g_object_set_data (G_OBJECT (choice->box), "choice", GUINT_TO_POINTER (id));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (choice_key_pressed_cb), self);
  gtk_widget_add_controller (choice->box, keys);

  return choice->box;
}

/* Toggles of an attribute's values: biomes, materials or types. */
static GtkWidget *
build_values (TcBnbTileForm  *self,
              ChoiceId        id,
              TcBnbAttribute  attribute)
{
  GtkWidget *row = build_choice (self, id, N_VALUES);

  label_values (&self->choices[id], attribute);
  return row;
}

static GtkWidget *
new_field (const char *title,
           GtkWidget  *control)
{
  GtkWidget *field = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* German headings run wider than a 360 px screen on one line. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (field), label);
  gtk_box_append (GTK_BOX (field), control);

  return field;
}

static void
emit_changed (TcBnbTileForm *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static GtkWidget *
build_spin (TcBnbTileForm *self,
            SpinId         id,
            guint          most,
            const char    *accessible)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->spins[id] = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, most, 1));
  gtk_spin_button_set_numeric (self->spins[id], TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->spins[id]), 2);
  gtk_widget_set_valign (GTK_WIDGET (self->spins[id]), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spins[id]), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_signal_connect_swapped (self->spins[id], "value-changed", G_CALLBACK (emit_changed), self);

  /* Before the spin button's text, which would refuse a letter. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (spin_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->spins[id]), keys);

  return GTK_WIDGET (self->spins[id]);
}

/* "XP [ 2 ]": a title beside its spin button. */
static GtkWidget *
new_spin_row (const char *title,
              GtkWidget  *spin)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), spin);

  return row;
}

/* The block's colour and letter beside the count it costs. */
static GtkWidget *
build_costs (TcBnbTileForm *self)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  GtkFlowBox *box = GTK_FLOW_BOX (gtk_flow_box_new ());

  gtk_flow_box_set_selection_mode (box, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (box, TC_BNB_N_BLOCKS);
  gtk_flow_box_set_homogeneous (box, TRUE);
  gtk_flow_box_set_column_spacing (box, 12);
  gtk_flow_box_set_row_spacing (box, 4);

  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      g_autofree char *name = tc_text_capitalize (_(data->blocks[b].name));
      /* TRANSLATORS: a block, then the key that goes to its cost */
      g_autofree char *accessible = g_strdup_printf (_("%s cost (key %c)"), name, data->blocks[b].key);
      g_autofree char *letter = g_strdup_printf ("<b>%c</b>", data->blocks[b].key);
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *swatch = tc_bnb_swatch_new ();

      tc_bnb_swatch_set (TC_BNB_SWATCH (swatch), data->blocks[b].color, letter);
      gtk_widget_set_size_request (swatch, KEY_SIZE + 6, KEY_SIZE + 6);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (swatch, name);
      gtk_box_append (GTK_BOX (cell), swatch);
      gtk_box_append (GTK_BOX (cell), build_spin (self, b, MOST_COST, accessible));
      tc_flow_box_append (box, cell);
    }

  return GTK_WIDGET (box);
}

static GtkWidget *
build_building_page (TcBnbTileForm *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  g_autofree char *xp = g_strdup_printf (_("XP (key %c)"), XP_KEY);

  gtk_box_append (GTK_BOX (page), new_field (_("Biome"), build_values (self, CHOICE_BIOME, TC_BNB_BIOME)));
  gtk_box_append (GTK_BOX (page),
                  new_field (_("Material"), build_values (self, CHOICE_MATERIAL, TC_BNB_MATERIAL)));
  gtk_box_append (GTK_BOX (page),
                  new_field (_("Building type"), build_values (self, CHOICE_TYPE, TC_BNB_TYPE)));
  gtk_box_append (GTK_BOX (page), new_field (_("Cost (type a block’s letter, then the count)"), build_costs (self)));
  gtk_box_append (GTK_BOX (page), new_spin_row (xp, build_spin (self, SPIN_XP, MOST_XP, _("XP"))));

  return page;
}

static GtkWidget *
build_mobs (TcBnbTileForm *self)
{
  const TcBnbData *data = tc_bnb_data_get_default ();
  Choice *choice = &self->choices[CHOICE_MOB];
  GtkWidget *row = build_choice (self, CHOICE_MOB, TC_BNB_N_MOBS);

  /* The mobs have no letters: their place in the list is typed. */
  for (guint m = 0; m < TC_BNB_N_MOBS; m++)
    label_button (choice, m, _(data->mobs[m].name), '1' + m, NULL);

  return row;
}

static GtkWidget *
build_bonus (TcBnbTileForm *self)
{
  Choice *choice = &self->choices[CHOICE_BONUS];
  GtkWidget *row = build_choice (self, CHOICE_BONUS, TC_BNB_BONUS_ORB + 1);

  label_button (choice, TC_BNB_BONUS_HUNGER, _("hunger"), 'h', NULL);
  label_button (choice, TC_BNB_BONUS_ORB, _("orb"), 'o', NULL);

  return row;
}

/* Until the XP per space is typed (or set) its field stays empty rather
 * than show the 0 the spin button holds underneath.
 */
static gboolean
orb_xp_output_cb (TcBnbTileForm *self)
{
  if (self->orb_xp_typed || gtk_spin_button_get_value_as_int (self->spins[SPIN_ORB_XP]) != 0)
    return FALSE;

  if (*gtk_editable_get_text (GTK_EDITABLE (self->spins[SPIN_ORB_XP])) != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->spins[SPIN_ORB_XP]), "");
  return TRUE;
}

static void
orb_xp_changed_cb (TcBnbTileForm *self)
{
  self->orb_xp_typed = *gtk_editable_get_text (GTK_EDITABLE (self->spins[SPIN_ORB_XP])) != '\0';
  gtk_label_set_text (self->orb_missing, self->orb_xp_typed ? "" : _(ORB_XP_MISSING));
  emit_changed (self);
}

/* What an orb counts at the end: "+1 XP per forest". */
static GtkWidget *
build_orb (TcBnbTileForm *self)
{
  const char * const names[] = { N_("biome"), N_("material"), N_("building type") };
  const char keys[] = { 'b', 'm', 't' };
  Choice *attributes = &self->choices[CHOICE_ATTRIBUTE];
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *row = build_choice (self, CHOICE_ATTRIBUTE, TC_BNB_N_ATTRIBUTES);

  for (guint a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    label_button (attributes, a, _(names[a]), keys[a], NULL);

  gtk_box_append (GTK_BOX (page), new_field (_("The orb counts each space of this"), row));
  gtk_box_append (GTK_BOX (page), new_field (_("Value"), build_values (self, CHOICE_VALUE, TC_BNB_BIOME)));
  gtk_box_append (GTK_BOX (page),
                  new_spin_row (_("XP per space"),
                                build_spin (self, SPIN_ORB_XP, MOST_ORB_XP, _("XP per space"))));
  /* Always there, empty once typed, so that nothing moves. */
  self->orb_missing = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->orb_missing, 0);
  gtk_label_set_wrap (self->orb_missing, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->orb_missing), "warning");
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (self->orb_missing));
  g_signal_connect_swapped (self->spins[SPIN_ORB_XP], "output", G_CALLBACK (orb_xp_output_cb), self);
  g_signal_connect_swapped (self->spins[SPIN_ORB_XP], "changed", G_CALLBACK (orb_xp_changed_cb), self);

  return page;
}

/* "Hearts [ 3 ]" over "XP [ 2 ]", their titles in a column. */
static GtkWidget *
build_mob_numbers (TcBnbTileForm *self)
{
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  const struct { SpinId id; const char *title; guint most; } numbers[] = {
    { SPIN_HEARTS, N_("Hearts"), MOST_HEARTS },
    { SPIN_MOB_XP, N_("XP"), MOST_XP },
  };

  gtk_grid_set_column_spacing (grid, 8);
  gtk_grid_set_row_spacing (grid, 4);
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      GtkWidget *label = gtk_label_new (_(numbers[i].title));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (grid, label, 0, i, 1, 1);
      gtk_grid_attach (grid, build_spin (self, numbers[i].id, numbers[i].most, _(numbers[i].title)),
                       1, i, 1, 1);
    }

  return GTK_WIDGET (grid);
}

static GtkWidget *
build_mob_page (TcBnbTileForm *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *hunger = gtk_label_new (_("A hunger mob, once won, may be fed for an extra action."));

  gtk_label_set_wrap (GTK_LABEL (hunger), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hunger), 0);
  gtk_widget_set_valign (hunger, GTK_ALIGN_START);
  gtk_widget_add_css_class (hunger, "dim-label");
  self->bonus_stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_add_named (self->bonus_stack, hunger, "hunger");
  gtk_stack_add_named (self->bonus_stack, build_orb (self), "orb");

  gtk_box_append (GTK_BOX (page), new_field (_("Mob (type its number)"), build_mobs (self)));
  gtk_box_append (GTK_BOX (page), build_mob_numbers (self));
  gtk_box_append (GTK_BOX (page), new_field (_("Bonus"), build_bonus (self)));
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (self->bonus_stack));

  return page;
}

static GtkWidget *
build_kind (TcBnbTileForm *self)
{
  Choice *choice = &self->choices[CHOICE_KIND];
  /* Two kinds: building, then mob (TC_BNB_TILE_NONE is no choice). */
  GtkWidget *row = build_choice (self, CHOICE_KIND, 2);

  label_button (choice, 0, _("building"), 'b', NULL);
  label_button (choice, 1, _("mob"), 'm', NULL);

  return row;
}

/* Focusing the form starts the tile over, at its kind, wherever the
 * focus was (the last field of the tile before, say).
 */
static gboolean
tc_bnb_tile_form_grab_focus (GtkWidget *widget)
{
  TcBnbTileForm *self = TC_BNB_TILE_FORM (widget);

  return gtk_widget_grab_focus (GTK_WIDGET (self->choices[CHOICE_KIND].buttons[chosen (self, CHOICE_KIND)]));
}

static void
tc_bnb_tile_form_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_bnb_tile_form_parent_class)->dispose (object);
}

static void
tc_bnb_tile_form_class_init (TcBnbTileFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_bnb_tile_form_dispose;
  widget_class->grab_focus = tc_bnb_tile_form_grab_focus;

  /**
   * TcBnbTileForm::activate:
   *
   * The table pressed Enter in the form: the tile is entered.
   */
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TcBnbTileForm::changed:
   *
   * A choice or a number of the tile changed (a correction's preview
   * follows it).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bnbtileform");
}

static void
tc_bnb_tile_form_init (TcBnbTileForm *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *hint = gtk_label_new (_("Type the letters on the buttons: each moves on to the next choice. "
                                     "Tab moves on too, Enter turns the tile over."));
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->hint = hint;

  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "caption");
  gtk_widget_add_css_class (hint, "dim-label");

  /* Equal heights (the default), so that nothing below jumps. */
  self->kind_stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_add_named (self->kind_stack, build_building_page (self), "building");
  gtk_stack_add_named (self->kind_stack, build_mob_page (self), "mob");

  gtk_box_append (GTK_BOX (box), hint);
  gtk_box_append (GTK_BOX (box), new_field (_("Tile"), build_kind (self)));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->kind_stack));
  gtk_widget_set_parent (box, GTK_WIDGET (self));

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (form_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  tc_bnb_tile_form_reset (self);
}

/**
 * tc_bnb_tile_form_set_compact:
 *
 * A compact form is as tall as the kind of tile shown, not as the
 * tallest, and without the hint on keys: in a dialog, where nothing sits
 * below it to jump and Enter applies the dialog.
 */
void
tc_bnb_tile_form_set_compact (TcBnbTileForm *self,
                              gboolean       compact)
{
  g_return_if_fail (TC_IS_BNB_TILE_FORM (self));

  gtk_stack_set_vhomogeneous (self->kind_stack, !compact);
  gtk_stack_set_vhomogeneous (self->bonus_stack, !compact);
  gtk_widget_set_visible (self->hint, !compact);
}

GtkWidget *
tc_bnb_tile_form_new (void)
{
  return g_object_new (TC_TYPE_BNB_TILE_FORM, NULL);
}
