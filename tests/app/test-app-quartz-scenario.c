/* test-app-quartz-scenario.c: a simulated table played through the window
 *
 * The script keeps a table of its own: a bag filled with the counts it
 * types into the setup, crystals drawn from it at random and dice rolled
 * at random, both from a fixed seed. It enters what its table shows with
 * real keys and clicks only, as the players would, and keeps its own
 * record of the game; at the end the saved log must say, entry by entry,
 * what the table showed, and the app's bag, carts and chests must hold
 * what the table's do. Its own rules are its own: the table counts the
 * scores that choose a round's first player without asking the app.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-game-page.h"
#include "tc-quartz-ruleset.h"
#include "tc-test-input.h"
#include "tc-test-quartz.h"
#include "tc-test-window.h"

#define N_SEATS  3
#define N_TURNS  7       /* two rounds and the first turn of the third */
#define SEED     19
#define PER_COLOUR "6"   /* typed into each colour's count */

static TcApplication *app;
static TcWindow *window;

/* The physical table's own names and values (quartz-log-v1.md §1). */
static const char *const crystal_ids[] = { "white", "pink", "green", "blue", "red", "yellow", "unstable" };
static const char crystal_keys[] = "wpgbryu";
static const gint crystal_values[] = { 2, 3, 4, 5, 7, 9, -3 };
static const char *const face_ids[] = { "pickaxe", "jackhammer", "chest", "minecart", "steal", "helmet" };
static const char face_keys[] = "pjcmsh";

typedef struct
{
  guint cart[TC_QUARTZ_N_KINDS];
  guint chest[TC_QUARTZ_N_KINDS];
} Seat;

/* What lies on the table, and what it did, one line per entry. */
typedef struct
{
  GRand     *rand;
  guint      bag[TC_QUARTZ_N_KINDS];
  Seat       seats[N_SEATS];
  guint      active;        /* 0-based */
  guint      round_first;
  guint      turns_done;    /* this round */
  guint      round;
  guint      unused[TC_QUARTZ_N_FACES];
  GPtrArray *record;
} Table;

static Table table;

static GtkWidget *
part (const char *name,
      guint       index)
{
  return tc_test_quartz_part (window, name, index);
}

/* A player looks before clicking: nothing (a toast) may lie over what
 * is to be clicked.
 */
static void
click (GtkWidget *widget)
{
  g_assert_true (tc_test_input_reaches (widget));
  tc_test_input_click (widget);
}

static void
enter (void)
{
  tc_test_input_key (GDK_KEY_Return, 0);
}

static void
type_char (char c)
{
  char text[2] = { c, '\0' };

  tc_test_input_type (text);
}

static void
record (const char *format,
        ...) G_GNUC_PRINTF (1, 2);

static void
record (const char *format,
        ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (table.record, g_strdup_vprintf (format, args));
  va_end (args);
}

static guint
bag_total (void)
{
  guint total = 0;

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    total += table.bag[k];
  return total;
}

/* A crystal taken out of the bag by hand, unseen. */
static guint
take_from_bag (void)
{
  gint left = g_rand_int_range (table.rand, 0, bag_total ());

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    if ((left -= table.bag[k]) < 0)
      {
        table.bag[k]--;
        return k;
      }
  g_assert_not_reached ();
}

static void
append_kinds (GString     *out,
              const guint *kinds,
              guint        n)
{
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "", crystal_ids[kinds[i]]);
}

/* The five dice as the table rolled them, in face order: the order a
 * hand names them in is no part of a roll.
 */
static char *
describe_dice (const guint *faces)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint f = 0; f < TC_QUARTZ_N_FACES; f++)
    for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
      if (faces[i] == f)
        g_string_append_printf (out, "%s%s", out->len > 0 ? "," : "", face_ids[f]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The setup ------------------------------------------------------------------- */

/* Each colour counted into the bag, typed count by count: Enter moves
 * on to the next count, and from the last one to Start.
 */
static void
set_up (void)
{
  g_autoptr(GFile) file G_GNUC_UNUSED = tc_test_window_open_saved ("quartz-new.json");

  click (gtk_widget_get_first_child (part ("setup", TC_QUARTZ_WHITE)));
  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    {
      tc_test_input_key (GDK_KEY_a, GDK_CONTROL_MASK);
      tc_test_input_type (PER_COLOUR);
      enter ();
      table.bag[k] = atoi (PER_COLOUR);
    }
  enter ();

  table.bag[TC_QUARTZ_UNSTABLE] = 1;
  table.round = 1;
  record ("setup %s", PER_COLOUR);
}

/* A turn ------------------------------------------------------------------------ */

static void
draw (void)
{
  guint kind = take_from_bag ();

  type_char (crystal_keys[kind]);
  table.seats[table.active].cart[kind]++;
  record ("draw %u %s", table.active + 1, crystal_ids[kind]);
}

/* Rolls the five dice and names them: letters, then Enter. */
static void
roll (const char *type)
{
  guint faces[TC_QUARTZ_N_DICE];
  g_autofree char *dice = NULL;

  memset (table.unused, 0, sizeof table.unused);
  for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
    {
      faces[i] = g_rand_int_range (table.rand, 0, TC_QUARTZ_N_FACES);
      table.unused[faces[i]]++;
      type_char (face_keys[faces[i]]);
    }
  enter ();

  dice = describe_dice (faces);
  record ("%s %u %s", type, table.active + 1, dice);
}

/* Opens the sheet of @face with all its dice, the table's way to use them. */
static guint
open_sheet (TcQuartzFace face)
{
  guint faces = table.unused[face];

  click (part ("action", face));
  tc_test_quartz_wait_for_sheet (window);
  table.unused[face] = 0;
  return faces;
}

/* The pickaxe's dice draw that many crystals (fewer dice when the bag
 * holds fewer).
 */
static void
use_pickaxe (void)
{
  guint faces = MIN (table.unused[TC_QUARTZ_PICKAXE], bag_total ());
  guint drawn[TC_QUARTZ_N_DICE];
  g_autoptr(GString) line = g_string_new (NULL);

  if (open_sheet (TC_QUARTZ_PICKAXE) > faces)
    {
      click (gtk_widget_get_first_child (part ("faces", 0)));
      tc_test_input_key (GDK_KEY_a, GDK_CONTROL_MASK);
      type_char ('0' + faces);
    }
  for (guint i = 0; i < faces; i++)
    {
      drawn[i] = take_from_bag ();
      table.seats[table.active].cart[drawn[i]]++;
      click (tc_test_quartz_choice_for (window, 0, drawn[i]));
    }
  enter ();

  g_string_printf (line, "pickaxe %u %u ", table.active + 1, faces);
  append_kinds (line, drawn, faces);
  g_ptr_array_add (table.record, g_string_free (g_steal_pointer (&line), FALSE));
}

/* The jackhammer draws as many as its dice (or what the bag holds) and
 * puts the last half back.
 */
static void
use_jackhammer (void)
{
  guint faces = open_sheet (TC_QUARTZ_JACKHAMMER);
  guint n = MIN (faces, bag_total ());
  guint drawn[TC_QUARTZ_N_DICE];
  g_autoptr(GString) line = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      drawn[i] = take_from_bag ();
      click (tc_test_quartz_choice_for (window, 0, drawn[i]));
    }
  click (part ("returning", 0));
  for (guint i = n - n / 2; i < n; i++)
    click (tc_test_quartz_choice_for (window, 0, drawn[i]));
  enter ();

  for (guint i = 0; i < n; i++)
    if (i < n - n / 2)
      table.seats[table.active].cart[drawn[i]]++;
    else
      table.bag[drawn[i]]++;

  g_string_printf (line, "jackhammer %u %u ", table.active + 1, faces);
  append_kinds (line, drawn, n);
  g_string_append (line, " back ");
  append_kinds (line, drawn + n - n / 2, n / 2);
  g_ptr_array_add (table.record, g_string_free (g_steal_pointer (&line), FALSE));
}

/* A colour crystal of the active cart, chosen at random, or -1. */
static gint
random_colour_of (const Seat *seat)
{
  guint held = 0;
  gint left;

  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    held += seat->cart[k];
  if (held == 0)
    return -1;

  left = g_rand_int_range (table.rand, 0, held);
  for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
    if ((left -= seat->cart[k]) < 0)
      return k;
  g_assert_not_reached ();
}

/* The chest's dice put one crystal of the cart away. */
static void
use_chest (void)
{
  Seat *seat = &table.seats[table.active];
  gint kind = random_colour_of (seat);
  guint faces;

  if (kind < 0)
    return;

  faces = open_sheet (TC_QUARTZ_CHEST);
  click (tc_test_quartz_choice_for (window, 0, kind));
  enter ();
  seat->cart[kind]--;
  seat->chest[kind]++;
  record ("chest %u %u %s", table.active + 1, faces, crystal_ids[kind]);
}

/* The steal's dice take one colour crystal from the next seat that has
 * one.
 */
static void
use_steal (void)
{
  guint faces;

  for (guint i = 1; i < N_SEATS; i++)
    {
      guint from = (table.active + i) % N_SEATS;
      gint kind = random_colour_of (&table.seats[from]);

      if (kind < 0)
        continue;

      faces = open_sheet (TC_QUARTZ_STEAL);
      click (tc_test_quartz_choice_for (window, from + 1, kind));
      enter ();
      table.seats[from].cart[kind]--;
      table.seats[table.active].cart[kind]++;
      record ("steal %u %u %u:%s", table.active + 1, faces, from + 1, crystal_ids[kind]);
      return;
    }
}

/* The minecart's dice hand an unstable to the next seat. */
static void
use_minecart (void)
{
  guint to = (table.active + 1) % N_SEATS;
  guint faces;

  if (table.seats[table.active].cart[TC_QUARTZ_UNSTABLE] == 0)
    return;

  faces = open_sheet (TC_QUARTZ_MINECART);
  click (tc_test_quartz_choice_for (window, to + 1, 0));
  enter ();
  table.seats[table.active].cart[TC_QUARTZ_UNSTABLE]--;
  table.seats[to].cart[TC_QUARTZ_UNSTABLE]++;
  record ("minecart %u %u %u", table.active + 1, faces, to + 1);
}

static gint
score (const Seat *seat,
       guint       fewest_in_chest)
{
  guint in_chest = 0;
  gint total = 0;

  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    {
      guint n = seat->cart[k] + seat->chest[k];

      total += crystal_values[k] * (gint) n;
      if (k < TC_QUARTZ_N_COLOURS)
        total += n == 3 ? 3 : n == 4 ? 6 : n >= 5 ? 10 : 0;
      in_chest += seat->chest[k];
    }

  return total - (in_chest == fewest_in_chest ? 5 : 0);
}

static guint
held (const Seat *seat,
      guint       kind)
{
  return seat->cart[kind] + seat->chest[kind];
}

/* The next round's first player, counted on the table: the best score,
 * then the most white, the most pink, then the first from the round's
 * first player on.
 */
static guint
next_first (void)
{
  guint fewest = G_MAXUINT;
  guint best = table.round_first;

  for (guint s = 0; s < N_SEATS; s++)
    {
      guint in_chest = 0;

      for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
        in_chest += table.seats[s].chest[k];
      fewest = MIN (fewest, in_chest);
    }

  for (guint i = 1; i < N_SEATS; i++)
    {
      const Seat *seat = &table.seats[(table.round_first + i) % N_SEATS];
      const Seat *leader = &table.seats[best];
      gint a = score (seat, fewest), b = score (leader, fewest);

      if (a > b || (a == b && (held (seat, TC_QUARTZ_WHITE) > held (leader, TC_QUARTZ_WHITE) ||
                               (held (seat, TC_QUARTZ_WHITE) == held (leader, TC_QUARTZ_WHITE) &&
                                held (seat, TC_QUARTZ_PINK) > held (leader, TC_QUARTZ_PINK)))))
        best = (table.round_first + i) % N_SEATS;
    }

  return best;
}

static void
end_turn (void)
{
  tc_test_quartz_pause_turn ();
  click (part ("end-turn", 0));
  record ("end_turn %u", table.active + 1);

  if (++table.turns_done < N_SEATS)
    {
      table.active = (table.active + 1) % N_SEATS;
      return;
    }

  /* A new round: two unstables join the bag. */
  table.round++;
  table.turns_done = 0;
  table.bag[TC_QUARTZ_UNSTABLE] += 2;
  table.round_first = table.active = next_first ();
}

/* One turn as the table plays it: a draw, a roll and (without a pickaxe)
 * one free reroll of all five, then every action the dice and the table
 * allow, then the end. Returns: the clicks and keys it took; @ordinary
 * whether it was a draw, a roll, two actions and the end.
 */
static guint
play_turn (gboolean *ordinary)
{
  gboolean rerolled = FALSE;
  guint before;

  tc_test_input_reset_count ();
  draw ();
  roll ("roll");
  if (table.unused[TC_QUARTZ_PICKAXE] == 0)
    {
      click (part ("reroll", 0));
      roll ("reroll");
      rerolled = TRUE;
    }

  before = table.record->len;
  if (table.unused[TC_QUARTZ_PICKAXE] > 0 && bag_total () > 0)
    use_pickaxe ();
  if (table.unused[TC_QUARTZ_JACKHAMMER] >= 2 && bag_total () > 0)
    use_jackhammer ();
  if (table.unused[TC_QUARTZ_STEAL] >= 2)
    use_steal ();
  if (table.unused[TC_QUARTZ_MINECART] >= 2)
    use_minecart ();
  if (table.unused[TC_QUARTZ_CHEST] >= 2)
    use_chest ();
  *ordinary = !rerolled && table.record->len - before == 2;
  end_turn ();

  return tc_test_input_get_count ();
}

/* The check ----------------------------------------------------------------------- */

static void
append_list (GString    *out,
             JsonObject *entry,
             const char *member)
{
  JsonArray *list = json_object_get_array_member (entry, member);

  for (guint i = 0; i < json_array_get_length (list); i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "", json_array_get_string_element (list, i));
}

static guint
face_index (const char *id)
{
  for (guint f = 0; f < TC_QUARTZ_N_FACES; f++)
    if (g_strcmp0 (face_ids[f], id) == 0)
      return f;

  g_error ("no face “%s”", id);
}

/* A saved entry in the words of the table's record. */
static char *
describe_saved (JsonObject *entry)
{
  const char *type = json_object_get_string_member (entry, "type");
  g_autoptr(GString) out = g_string_new (type);
  gint64 seat = json_object_get_int_member_with_default (entry, "seat", 0);
  gint64 faces = json_object_get_int_member_with_default (entry, "faces", 0);

  g_assert_cmpint (json_object_get_int_member_with_default (entry, "helmet_pairs", 0), ==, 0);

  if (g_str_equal (type, "setup"))
    {
      JsonObject *bag = json_object_get_object_member (entry, "bag");

      for (guint k = 0; k < TC_QUARTZ_N_COLOURS; k++)
        g_assert_cmpint (json_object_get_int_member (bag, crystal_ids[k]), ==, atoi (PER_COLOUR));
      g_string_append (out, " " PER_COLOUR);
    }
  else if (g_str_equal (type, "draw"))
    g_string_append_printf (out, " %" G_GINT64_FORMAT " %s", seat, json_object_get_string_member (entry, "crystal"));
  else if (g_str_equal (type, "roll") || g_str_equal (type, "reroll"))
    {
      JsonArray *dice = json_object_get_array_member (entry, "dice");
      guint faces_rolled[TC_QUARTZ_N_DICE];
      g_autofree char *described = NULL;

      g_assert_cmpuint (json_array_get_length (dice), ==, TC_QUARTZ_N_DICE);
      for (guint i = 0; i < TC_QUARTZ_N_DICE; i++)
        faces_rolled[i] = face_index (json_array_get_string_element (dice, i));
      described = describe_dice (faces_rolled);
      g_string_append_printf (out, " %" G_GINT64_FORMAT " %s", seat, described);
    }
  else if (g_str_equal (type, "pickaxe") || g_str_equal (type, "chest"))
    {
      g_string_append_printf (out, " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " ", seat, faces);
      append_list (out, entry, "crystals");
    }
  else if (g_str_equal (type, "jackhammer"))
    {
      g_string_append_printf (out, " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " ", seat, faces);
      append_list (out, entry, "drawn");
      g_string_append (out, " back ");
      append_list (out, entry, "returned");
    }
  else if (g_str_equal (type, "steal"))
    {
      JsonArray *from = json_object_get_array_member (entry, "from");

      g_assert_cmpuint (json_array_get_length (from), ==, 1);
      g_string_append_printf (out, " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT ":%s", seat, faces,
                              json_object_get_int_member (json_array_get_object_element (from, 0), "seat"),
                              json_object_get_string_member (json_array_get_object_element (from, 0), "crystal"));
    }
  else if (g_str_equal (type, "minecart"))
    {
      JsonArray *to = json_object_get_array_member (entry, "to");

      g_assert_cmpuint (json_array_get_length (to), ==, 1);
      g_string_append_printf (out, " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT, seat, faces,
                              json_array_get_int_element (to, 0));
    }
  else
    g_string_append_printf (out, " %" G_GINT64_FORMAT, seat);

  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
assert_app_holds_the_table (void)
{
  const TcQuartzState *state = tc_game_get_state (tc_game_page_get_game (tc_window_get_game_page (window)));

  g_assert_cmpuint (state->round, ==, table.round);
  g_assert_cmpuint (state->active, ==, table.active);
  for (guint k = 0; k < TC_QUARTZ_N_KINDS; k++)
    {
      g_assert_cmpuint (state->bag[k], ==, table.bag[k]);
      for (guint s = 0; s < N_SEATS; s++)
        {
          g_assert_cmpuint (state->seats[s].cart[k], ==, table.seats[s].cart[k]);
          g_assert_cmpuint (state->seats[s].chest[k], ==, table.seats[s].chest[k]);
        }
    }
}

static void
test_scenario (void)
{
  g_autoptr(JsonArray) saved = NULL;
  guint counts[N_TURNS];
  gboolean ordinary[N_TURNS];
  gboolean ordinary_seen = FALSE;

  table = (Table) { .rand = g_rand_new_with_seed (SEED), .record = g_ptr_array_new_with_free_func (g_free) };
  set_up ();
  for (guint t = 0; t < N_TURNS; t++)
    {
      guint first = table.record->len;

      counts[t] = play_turn (&ordinary[t]);
      g_test_message ("turn %u: %u entries, %u clicks and keys%s", t + 1, table.record->len - first, counts[t],
                      ordinary[t] ? " (draw, roll, two actions, end)" : "");
    }

  saved = tc_test_quartz_saved_entries (window);
  g_assert_cmpuint (table.record->len, >=, 30);
  g_assert_cmpuint (table.round, ==, 3);
  for (guint i = 0; i < MAX (table.record->len, json_array_get_length (saved)); i++)
    {
      g_autofree char *was = i < json_array_get_length (saved)
                             ? describe_saved (json_array_get_object_element (saved, i)) : g_strdup ("(nothing)");
      const char *showed = i < table.record->len ? g_ptr_array_index (table.record, i) : "(nothing)";

      g_test_message ("entry %u: %s", i + 1, showed);
      g_assert_cmpstr (was, ==, showed);
    }
  assert_app_holds_the_table ();

  /* The script played at least one ordinary turn (its cost is in the
   * messages above).
   */
  for (guint t = 0; t < N_TURNS; t++)
    ordinary_seen |= ordinary[t];
  g_assert_true (ordinary_seen);

  g_clear_pointer (&table.rand, g_rand_free);
  g_clear_pointer (&table.record, g_ptr_array_unref);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_window_add_alone ("/app/quartz-scenario/table-and-log-agree", test_scenario);

  return tc_test_window_run ();
}
