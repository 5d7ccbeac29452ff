/* test-app-bnb-seat.c: the Builders & Biomes seat card and tile form,
 * fed the worked example (bnb-log-v1.md §8)
 *
 * Each widget is shown in a window of its own. The card's states are the
 * example log's after so many entries, as `replay --upto` gives them: 0
 * (not set up), 15 (all revealed, Ana to play), 16 (Ana built the forest
 * dwelling on [1,3]), 22 (Ana beat the zombie), 24 (she fed it), 34 (the
 * end of the log: round A scored). The form is typed into as the table
 * would, its key controllers called as GTK calls them for a key press.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>

#include "tc-application.h"
#include "tc-bnb-ruleset.h"
#include "tc-test-bnb.h"
#include "tc-bnb-seat-card.h"
#include "tc-bnb-tile-form.h"
#include "tc-game.h"

#define ANA 0
#define WITCH_REVEAL 7         /* the entry that turns the witch over */
#define CHINESE_NAME_CHARS 64

static TcGame *game;             /* owned by tc_test_bnb_example () */
static const TcBnbRules *rules;
static TcBnbState state;
static GtkWindow *window;
static TcBnbSeatCard *card;
static TcBnbTileForm *form;
static guint hunger_mob;
static guint n_activated;

static void
hunger_cb (TcBnbSeatCard *seat_card,
           guint          mob)
{
  hunger_mob = mob;
}

static void
activate_cb (TcBnbTileForm *tile_form)
{
  n_activated++;
}

/* A window of @width holding just @widget, with the table's margins. */
static void
show_window (GtkWidget *widget,
             guint      width)
{
  gtk_widget_set_valign (widget, GTK_ALIGN_START);
  window = tc_test_bnb_show_alone (window, widget, width, 900);
}

static void
set_up_card (guint seat,
             guint width)
{
  game = tc_test_bnb_example (&rules);
  card = TC_BNB_SEAT_CARD (tc_bnb_seat_card_new (seat));
  g_signal_connect (card, "hunger", G_CALLBACK (hunger_cb), NULL);
  hunger_mob = 0;
  show_window (GTK_WIDGET (card), width);
}

static void
set_up_form (guint width)
{
  game = tc_test_bnb_example (&rules);
  form = TC_BNB_TILE_FORM (tc_bnb_tile_form_new ());
  g_signal_connect (form, "activate", G_CALLBACK (activate_cb), NULL);
  n_activated = 0;
  show_window (GTK_WIDGET (form), width);
}

/* The card showing the example's state after @n_entries entries. */
static void
show (guint    n_entries,
      gboolean can_feed)
{
  tc_game_copy_state_at (game, n_entries, &state);
  tc_bnb_seat_card_update (card, rules, &state, can_feed);
  tc_test_bnb_iterate ();
}

/* The text of the visible labels under @widget, joined by " | ". */
static void
append_shown (GString   *text,
              GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return;

  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_string_append_printf (text, "%s%s", text->len > 0 ? " | " : "", gtk_label_get_text (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_shown (text, child);
}

static char *
shown (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  append_shown (text, widget);
  return g_string_free (text, FALSE);
}

static gboolean
shows (GtkWidget  *widget,
       const char *part)
{
  g_autofree char *text = shown (widget);

  return strstr (text, part) != NULL;
}

static void
assert_label (GtkWidget  *widget,
              const char *expected)
{
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}

/* A click, as the pointer gives it: only on a sensitive widget. */
static void
click (GtkWidget *widget)
{
  g_assert_true (gtk_widget_is_sensitive (widget));
  g_signal_emit_by_name (widget, "clicked");
  tc_test_bnb_iterate ();
}

/* Before setup only the name and a word: there is no board yet. */
static void
test_card_before_setup (void)
{
  g_autofree char *text = NULL;

  set_up_card (ANA, 1000);
  show (0, FALSE);
  text = shown (GTK_WIDGET (card));
  g_assert_cmpstr (text, ==, "Ana | Board not set up");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (card), "active"));

  show (1, FALSE);
  g_assert_false (shows (GTK_WIDGET (card), "Board not set up"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (card), "active"));
}

/* Ana built the forest dwelling on her desert space [1,3] (+1 XP). */
static void
test_card_built (void)
{
  set_up_card (ANA, 1000);
  show (15, FALSE);
  assert_label (tc_bnb_seat_card_get_space (card, 2), "Row 1, column 3: desert, not built on");
  g_assert_true (shows (GTK_WIDGET (card), "Ana | 0 | XP | At the top-left corner of stack 3 of the third row · to play"));

  show (16, FALSE);
  assert_label (tc_bnb_seat_card_get_space (card, 2), "Row 1, column 3: forest, wood dwelling");
  assert_label (tc_bnb_seat_card_get_space (card, 0), "Row 1, column 1: forest, not built on");
  assert_label (tc_bnb_seat_card_get_space (card, 8), "Row 3, column 3: snowy tundra, not built on");
  g_assert_null (tc_bnb_seat_card_get_space (card, 9));
  g_assert_true (shows (GTK_WIDGET (card), "Ana | 1 | XP"));
  g_assert_true (shows (tc_bnb_seat_card_get_space (card, 2), "f\nwood\ndwelling"));
  g_assert_true (shows (GTK_WIDGET (card), "Blocks | w | 0 | s | 0 | t | 0 | o | 0 | e | 0"));
  g_assert_true (shows (GTK_WIDGET (card),
                        "Weapons | 1 · ♥ 1 | Wooden sword | 1 · ♥ 2 | Stone sword | 3 · ♥ 0 | Poisonous potato"
                        " | 0 · ♥ 1 | Bow"));
  g_assert_true (shows (GTK_WIDGET (card), "Mobs | None kept"));

  /* Ben's turn: Ana's card is no longer the one to play. */
  show (18, FALSE);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (card), "active"));
  g_assert_true (shows (GTK_WIDGET (card), "Ana | 1 | XP | At the top-left corner of stack 3 of the third row | "));
}

/* Ana beat the zombie (entry 22): a Feed button, which answers only when
 * the table view says a hunger entry is legal, and names mob 1.
 */
static void
test_card_hunger (void)
{
  GtkWidget *feed;

  set_up_card (ANA, 1000);
  show (22, FALSE);
  g_assert_true (shows (GTK_WIDGET (card), "Mobs | Zombie | ♥ 2 · 1 XP · hunger | Feed for an extra action"));
  feed = tc_bnb_seat_card_get_feed_button (card, 1);
  g_assert_nonnull (feed);
  g_assert_false (gtk_widget_is_sensitive (feed));
  assert_label (feed, "Feed the zombie (mob 1) for an extra action");
  g_assert_null (tc_bnb_seat_card_get_feed_button (card, 0));
  g_assert_null (tc_bnb_seat_card_get_feed_button (card, 2));

  show (22, TRUE);
  g_assert_true (tc_bnb_seat_card_get_feed_button (card, 1) == feed);
  click (feed);
  g_assert_cmpuint (hunger_mob, ==, 1);

  /* Fed (entry 24): the zombie went back to the box. */
  show (24, TRUE);
  g_assert_null (tc_bnb_seat_card_get_feed_button (card, 1));
  g_assert_true (shows (GTK_WIDGET (card), "Mobs | None kept"));
}

/* The end of the log: the witch's orb, round A scored, the orbs to come. */
static void
test_card_scores (void)
{
  set_up_card (ANA, 1000);
  show (34, FALSE);
  g_assert_true (shows (GTK_WIDGET (card), "Ana | 10 | XP"));
  g_assert_true (shows (GTK_WIDGET (card), "Blocks | w | 4 | s | 0 | t | 2 | o | 0 | e | 2"));
  g_assert_true (shows (GTK_WIDGET (card), "Scores | A · Biome | forest: group of 3, +6 XP | "
                                           "B · Material | not scored yet | C · Building type | not scored yet | "
                                           "Orbs | at the end"));
  g_assert_true (shows (GTK_WIDGET (card), "Mobs | Witch | ♥ 3 · 2 XP · orb: +1 XP per forest"));
  g_assert_null (tc_bnb_seat_card_get_feed_button (card, 1));
}

static graphene_rect_t
bounds_of (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (card), &bounds));
  return bounds;
}

/* Counts change, the card and its board stay where they were; a kept
 * mob takes the place of the words "None kept".
 */
static void
test_card_stable (void)
{
  const guint steps[] = { 16, 17, 19, 22, 24, 25, 34 };
  graphene_rect_t board, card_bounds;

  set_up_card (ANA, 1000);
  show (15, FALSE);
  tc_test_bnb_settle ();
  board = bounds_of (tc_bnb_seat_card_get_space (card, 8));
  card_bounds = bounds_of (GTK_WIDGET (card));

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      graphene_rect_t now;

      show (steps[i], steps[i] == 22);
      tc_test_bnb_settle ();
      now = bounds_of (tc_bnb_seat_card_get_space (card, 8));
      g_assert_true (graphene_rect_equal (&now, &board));
      now = bounds_of (GTK_WIDGET (card));
      g_assert_cmpfloat (now.size.width, ==, card_bounds.size.width);
      g_assert_cmpfloat (now.size.height, ==, card_bounds.size.height);
    }
}

static GtkLabel *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return GTK_LABEL (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A name of 64 Chinese characters wraps, never widens a phone's window. */
static void
test_card_long_name (void)
{
  g_autoptr(GString) name = g_string_new (NULL);
  const char *players[TC_BNB_MAX_SEATS] = { NULL };
  TcBnbRules long_rules;
  GtkLabel *label;
  int minimum;

  set_up_card (ANA, 360);
  for (guint i = 0; i < CHINESE_NAME_CHARS; i++)
    g_string_append_unichar (name, 0x6C49 + i % 7);   /* 汉… */
  for (guint s = 0; s < rules->n_seats; s++)
    players[s] = rules->players[s];
  players[ANA] = name->str;
  long_rules = *rules;
  long_rules.players = players;

  tc_game_copy_state_at (game, 22, &state);
  tc_bnb_seat_card_update (card, &long_rules, &state, TRUE);
  tc_test_bnb_settle ();

  gtk_widget_measure (GTK_WIDGET (card), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360 - 2 * 12);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (card)), <=, 360 - 2 * 12);
  g_assert_cmpint (gtk_widget_get_height (tc_bnb_seat_card_get_feed_button (card, 1)), >=, 44);
  label = find_label (GTK_WIDGET (card), name->str);
  g_assert_nonnull (label);
  /* Shown whole, over several lines. */
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
  g_assert_true (pango_layout_is_wrapped (gtk_label_get_layout (label)));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (label)), >=, 3);
}

static GtkWidget *
part (const char *name)
{
  GtkWidget *widget = tc_test_bnb_tile_part (GTK_WIDGET (form), name);

  g_assert_nonnull (widget);
  return widget;
}

static GtkWidget *
get_focus (void)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* Whether the focus is on @widget, or inside it (a spin button's text). */
static gboolean
has_focus_in (GtkWidget *widget)
{
  GtkWidget *focus = get_focus ();

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The form's key controllers (on the form, its rows of choices and its
 * spin buttons) between the focus and the window, in the order GTK calls
 * them: capture from the top down, then bubble from the focus up.
 */
static gboolean
press_key (guint keyval)
{
  const GtkPropagationPhase phases[] = { GTK_PHASE_CAPTURE, GTK_PHASE_BUBBLE };
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();
  gboolean handled = FALSE;

  for (GtkWidget *widget = get_focus (); widget != NULL; widget = gtk_widget_get_parent (widget))
    if (TC_IS_BNB_TILE_FORM (widget) || GTK_IS_FLOW_BOX (widget) || GTK_IS_SPIN_BUTTON (widget))
      g_ptr_array_add (chain, widget);

  for (guint p = 0; p < G_N_ELEMENTS (phases) && !handled; p++)
    for (guint i = 0; i < chain->len && !handled; i++)
      {
        GtkPropagationPhase phase = phases[p];
        GtkWidget *widget = g_ptr_array_index (chain, phase == GTK_PHASE_CAPTURE ? chain->len - 1 - i : i);
        g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

        for (guint c = 0; c < g_list_model_get_n_items (controllers) && !handled; c++)
          {
            g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, c);

            if (GTK_IS_EVENT_CONTROLLER_KEY (controller) &&
                gtk_event_controller_get_propagation_phase (controller) == phase)
              g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
          }
      }
  tc_test_bnb_iterate ();

  return handled;
}

static void
type_keys (const char *keys)
{
  for (const char *key = keys; *key != '\0'; key++)
    g_assert_true (press_key (gdk_unicode_to_keyval (*key)));
}

/* A number typed into the spin button with the focus, not yet committed. */
static void
type_number (GtkWidget  *spin,
             const char *number)
{
  g_assert_true (has_focus_in (spin));
  gtk_editable_set_text (GTK_EDITABLE (spin), number);
}

static void
tab (void)
{
  g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_FORWARD);
  tc_test_bnb_iterate ();
}

static char *
tile_to_string (const TcBnbTileEntry *tile)
{
  g_autoptr(JsonObject) object = tc_bnb_tile_entry_to_json (rules->data, tile);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, object);
  return json_to_string (node, FALSE);
}

static void
assert_same_tile (const TcBnbTileEntry *tile,
                  const TcBnbTileEntry *expected)
{
  g_autofree char *text = tile_to_string (tile);
  g_autofree char *expected_text = tile_to_string (expected);

  g_assert_cmpstr (text, ==, expected_text);
}

/* Field by field: the struct has padding. */
static void
assert_equal_entries (const TcBnbTileEntry *tile,
                      const TcBnbTileEntry *expected)
{
  g_assert_cmpint (tile->kind, ==, expected->kind);
  g_assert_cmpint (tile->biome, ==, expected->biome);
  g_assert_cmpint (tile->material, ==, expected->material);
  g_assert_cmpint (tile->type, ==, expected->type);
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    g_assert_cmpint (tile->cost[b], ==, expected->cost[b]);
  g_assert_cmpint (tile->xp, ==, expected->xp);
  g_assert_cmpint (tile->mob, ==, expected->mob);
  g_assert_cmpint (tile->hearts, ==, expected->hearts);
  g_assert_cmpint (tile->bonus, ==, expected->bonus);
  g_assert_cmpint (tile->orb_attribute, ==, expected->orb_attribute);
  g_assert_cmpint (tile->orb_value, ==, expected->orb_value);
  g_assert_cmpint (tile->orb_xp, ==, expected->orb_xp);
}

/* The witch of entry 7 in keys: "m" mob, "5" the fifth mob, 3 hearts, Tab,
 * 2 XP, "o" orb, "b" counting a biome, "f" forest, 1 XP per space, Enter.
 */
static void
test_form_witch_typed (void)
{
  TcEntry *reveal;
  const TcBnbEntry *expected;
  TcBnbTileEntry tile;

  set_up_form (1000);
  reveal = tc_game_get_entry (game, WITCH_REVEAL - 1);
  expected = tc_entry_get_data (reveal);
  g_assert_cmpint (expected->type, ==, TC_BNB_ENTRY_REVEAL);
  g_assert_cmpint (expected->tile.kind, ==, TC_BNB_TILE_MOB);

  /* Tab brings the focus in from outside the form; focusing the form
   * starts it over from inside too.
   */
  tc_bnb_tile_form_reset (form);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (form), GTK_DIR_TAB_FORWARD));
  g_assert_true (has_focus_in (part ("kind-building")));
  gtk_widget_grab_focus (part ("orb-xp"));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (form)));
  g_assert_true (has_focus_in (part ("kind-building")));

  type_keys ("m");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (part ("kind-mob"))));
  g_assert_true (has_focus_in (part ("mob-0")));
  g_assert_false (gtk_widget_get_mapped (part ("biome-0")));
  type_keys ("5");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (part ("mob-4"))));
  type_number (part ("hearts"), "3");
  tab ();
  type_number (part ("mob-xp"), "2");
  type_keys ("o");
  g_assert_true (has_focus_in (part ("attribute-biome")));
  type_keys ("b");
  g_assert_true (has_focus_in (part ("value-0")));
  type_keys ("f");
  type_number (part ("orb-xp"), "1");
  g_assert_cmpuint (n_activated, ==, 0);
  g_assert_true (press_key (GDK_KEY_Return));
  g_assert_cmpuint (n_activated, ==, 1);

  tc_bnb_tile_form_get_tile (form, &tile);
  g_assert_cmpint (tile.kind, ==, TC_BNB_TILE_MOB);
  g_assert_cmpint (tile.mob, ==, tc_bnb_data_find (rules->data->mobs, TC_BNB_N_MOBS, "witch"));
  g_assert_cmpint (tile.hearts, ==, 3);
  g_assert_cmpint (tile.xp, ==, 2);
  g_assert_cmpint (tile.bonus, ==, TC_BNB_BONUS_ORB);
  g_assert_cmpint (tile.orb_attribute, ==, TC_BNB_BIOME);
  g_assert_cmpint (tile.orb_value, ==, 0);
  g_assert_cmpint (tile.orb_xp, ==, 1);
  g_assert_cmpint (tile.biome, ==, -1);
  assert_same_tile (&tile, &expected->tile);
}

/* The same witch in clicks; a value's names follow the attribute chosen. */
static void
test_form_witch_clicked (void)
{
  TcBnbTileEntry tile;

  set_up_form (360);
  click (part ("kind-mob"));
  click (part ("mob-4"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (part ("hearts")), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (part ("mob-xp")), 2);
  g_assert_false (gtk_widget_get_mapped (part ("attribute-biome")));
  click (part ("bonus-orb"));
  g_assert_true (gtk_widget_get_mapped (part ("attribute-biome")));
  click (part ("attribute-type"));
  assert_label (part ("value-1"), "Dwelling (key h)");
  click (part ("attribute-biome"));
  assert_label (part ("value-3"), "Snowy tundra (key s)");
  click (part ("value-0"));
  /* The XP per space is the table's to type: empty, and said missing. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (part ("orb-xp"))), ==, "");
  g_assert_cmpstr (tc_bnb_tile_form_get_missing (form), ==, "Type the XP per space the orb gives");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (part ("orb-xp")), 1);
  g_assert_null (tc_bnb_tile_form_get_missing (form));

  tc_bnb_tile_form_get_tile (form, &tile);
  assert_same_tile (&tile, &((const TcBnbEntry *) tc_entry_get_data (tc_game_get_entry (game, WITCH_REVEAL - 1)))->tile);
}

/* The forest dwelling in keys: "b f w h", wood 2, "x" then 1 XP. */
static void
test_form_building_typed (void)
{
  TcBnbTileEntry tile;

  set_up_form (1000);
  click (part ("kind-mob"));
  gtk_widget_grab_focus (part ("kind-mob"));
  type_keys ("bfwh");
  g_assert_true (has_focus_in (part ("cost-0")));
  type_number (part ("cost-0"), "2");
  type_keys ("t");
  g_assert_true (has_focus_in (part ("cost-2")));
  type_keys ("x");
  type_number (part ("xp"), "1");
  g_assert_true (press_key (GDK_KEY_KP_Enter));
  g_assert_cmpuint (n_activated, ==, 1);

  tc_bnb_tile_form_get_tile (form, &tile);
  g_assert_cmpint (tile.kind, ==, TC_BNB_TILE_BUILDING);
  g_assert_cmpint (tile.biome, ==, 0);
  g_assert_cmpint (tile.material, ==, TC_BNB_WOOD);
  g_assert_cmpint (tile.type, ==, 1);
  g_assert_cmpint (tile.cost[TC_BNB_WOOD], ==, 2);
  g_assert_cmpint (tile.cost[TC_BNB_STONE], ==, 0);
  g_assert_cmpint (tile.xp, ==, 1);
  g_assert_cmpint (tile.mob, ==, -1);
  assert_same_tile (&tile, &((const TcBnbEntry *) tc_entry_get_data (tc_game_get_entry (game, 3)))->tile);
}

/* set_tile shows a tile that get_tile gives back; reset goes back to the
 * first building, free and worth nothing.
 */
static void
test_form_round_trip (void)
{
  const TcBnbTileEntry bridge = {
    .kind = TC_BNB_TILE_BUILDING, .biome = 1, .material = 1, .type = 3,
    .cost = { 0, 1, 1, 0, 3 }, .xp = 2,
    .mob = -1, .bonus = -1, .orb_attribute = -1, .orb_value = -1,
  };
  const TcBnbTileEntry skeleton = {
    .kind = TC_BNB_TILE_MOB, .biome = -1, .material = -1, .type = -1,
    .mob = 5, .hearts = 5, .xp = 3, .bonus = TC_BNB_BONUS_ORB,
    .orb_attribute = TC_BNB_MATERIAL, .orb_value = 1, .orb_xp = 2,
  };
  const TcBnbTileEntry neutral = {
    .kind = TC_BNB_TILE_BUILDING, .mob = -1, .bonus = -1, .orb_attribute = -1, .orb_value = -1,
  };
  TcBnbTileEntry tile;

  set_up_form (1000);
  tc_bnb_tile_form_set_tile (form, &bridge);
  tc_bnb_tile_form_get_tile (form, &tile);
  assert_equal_entries (&tile, &bridge);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (part ("type-3"))));

  tc_bnb_tile_form_set_tile (form, &skeleton);
  tc_bnb_tile_form_get_tile (form, &tile);
  assert_equal_entries (&tile, &skeleton);
  assert_label (part ("value-1"), "Sand (key s)");

  tc_bnb_tile_form_reset (form);
  tc_bnb_tile_form_get_tile (form, &tile);
  assert_equal_entries (&tile, &neutral);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (part ("bonus-hunger"))));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (part ("hearts"))), ==, 0);
  g_assert_null (tc_test_bnb_tile_part (GTK_WIDGET (form), "biome-4"));
}

/* Switching kind or bonus moves nothing below the form. */
static void
test_form_stable (void)
{
  int building, mob, orb;

  set_up_form (360);
  building = gtk_widget_get_height (GTK_WIDGET (form));
  click (part ("kind-mob"));
  tc_test_bnb_settle ();
  mob = gtk_widget_get_height (GTK_WIDGET (form));
  click (part ("bonus-orb"));
  tc_test_bnb_settle ();
  orb = gtk_widget_get_height (GTK_WIDGET (form));
  g_assert_cmpint (building, ==, mob);
  g_assert_cmpint (mob, ==, orb);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_cmpint (gtk_widget_get_height (part ("biome-0")), >=, 44);
}

static void
save_screenshot (const char *name,
                 guint       width)
{
  const char *dir = g_getenv ("TC_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  tc_test_bnb_settle ();
  path = g_strdup_printf ("%s/bnb-%s-%u.png", dir, name, width);
  g_assert_true (tc_application_save_screenshot (GTK_WIDGET (window), path, &error));
  g_assert_no_error (error);
}

/* With TC_SCREENSHOT_DIR set: Ana's card with the zombie to feed, Ana's
 * at the end of the log, and the form with the witch and a building, on
 * a phone and a desk; the card in the dark style.
 */
static void
test_screenshots (void)
{
  const guint widths[] = { 360, 1000 };

  if (g_getenv ("TC_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("TC_SCREENSHOT_DIR is not set");
      return;
    }

  game = tc_test_bnb_example (&rules);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      const TcBnbEntry *witch;

      set_up_card (ANA, widths[i]);
      show (22, TRUE);
      save_screenshot ("seat-feed", widths[i]);
      show (34, FALSE);
      save_screenshot ("seat-end", widths[i]);

      set_up_form (widths[i]);
      witch = tc_entry_get_data (tc_game_get_entry (game, WITCH_REVEAL - 1));
      tc_bnb_tile_form_set_tile (form, &witch->tile);
      save_screenshot ("tile-witch", widths[i]);
      tc_bnb_tile_form_reset (form);
      save_screenshot ("tile-building", widths[i]);
    }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  set_up_card (ANA, 1000);
  show (34, FALSE);
  save_screenshot ("seat-dark", 1000);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/bnb-seat/card-before-setup", test_card_before_setup);
  g_test_add_func ("/app/bnb-seat/card-built", test_card_built);
  g_test_add_func ("/app/bnb-seat/card-hunger", test_card_hunger);
  g_test_add_func ("/app/bnb-seat/card-scores", test_card_scores);
  g_test_add_func ("/app/bnb-seat/card-stable", test_card_stable);
  g_test_add_func ("/app/bnb-seat/card-long-name", test_card_long_name);
  g_test_add_func ("/app/bnb-seat/form-witch-typed", test_form_witch_typed);
  g_test_add_func ("/app/bnb-seat/form-witch-clicked", test_form_witch_clicked);
  g_test_add_func ("/app/bnb-seat/form-building-typed", test_form_building_typed);
  g_test_add_func ("/app/bnb-seat/form-round-trip", test_form_round_trip);
  g_test_add_func ("/app/bnb-seat/form-stable", test_form_stable);
  g_test_add_func ("/app/bnb-seat/screenshots", test_screenshots);

  return g_test_run ();
}
