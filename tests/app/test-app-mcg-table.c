/* test-app-mcg-table.c: a game at a simulated table, entered as people do
 *
 * The test keeps a physical table of its own: the game's deck from its
 * card data, shuffled with a fixed seed and dealt into the piles; cards
 * drawn from the top, creepers and TNTs as the rules move them. Two
 * players take turns; what its own table shows, the script enters in the
 * window with real clicks and keys (mines, crafts through the payment
 * dialog, a TNT and its keep, creeper answers, tools). At the end the
 * saved game file is compared, entry by entry, with what the table
 * showed, and the clicks and keys of an ordinary turn are counted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-mcg-cards.h"
#include "tc-mcg-codes.h"
#include "tc-mcg-payment-dialog.h"
#include "tc-mcg-text.h"
#include "tc-test-input.h"
#include "tc-test-mcg.h"
#include "tc-test-window.h"

#define N_SEATS     2
#define SEED        19
#define MIN_ENTRIES 30
#define MAX_TURNS   24
#define MAX_DEPTH   32

static TcApplication *app;
static TcWindow *window;

static const char *const players[] = { "Ana", "Ben", NULL };

/* The physical table. A pile's cards run from its bottom to its top. */
typedef struct
{
  const TcMcgCards *cards;
  guint8            piles[TC_MCG_MAX_PILES][MAX_DEPTH];
  guint             n_pile[TC_MCG_MAX_PILES];
  guint8            craft_piles[TC_MCG_MAX_CRAFT_PILES][MAX_DEPTH];
  guint             n_craft_pile[TC_MCG_MAX_CRAFT_PILES];
  guint             hand[N_SEATS][TC_MCG_MAX_RESOURCE_IDS];
  guint32           crafted[N_SEATS];
  guint32           used[N_SEATS];
  guint             seat;              /* whose turn, 0-based */
  guint             actions;
  guint             shovels[N_SEATS];  /* actions the seat's next turn loses */
  GPtrArray        *expected;          /* JSON of each entry, as the table showed it */

  /* What happened, to check the game was a real one. */
  guint             n_tnt, n_crafts, n_tools, n_creepers;
  guint             ordinary_turns, ordinary_inputs;
} Table;

static Table table;

static guint
top_of (guint pile)
{
  g_assert_cmpuint (table.n_pile[pile], >, 0);
  return table.piles[pile][table.n_pile[pile] - 1];
}

static const char *
resource_id (guint code)
{
  return table.cards->resource[code].id;
}

static char *
resource_code (guint code)
{
  TcMcgCardRef ref = { TC_MCG_CARD_RESOURCE, code };

  return tc_mcg_code_for (table.cards, ref);
}

static void
expect (const char *format,
        ...) G_GNUC_PRINTF (1, 2);

static void
expect (const char *format,
        ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (table.expected, g_strdup_vprintf (format, args));
  va_end (args);
}

static guint
hand_size (guint seat)
{
  guint n = 0;

  for (guint code = 0; code < table.cards->n_resource; code++)
    n += table.hand[seat][code];

  return n;
}

/* Shuffles @n cards with the seeded generator. */
static void
shuffle (GRand *rand,
         guint8 *deck,
         guint   n)
{
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, i + 1);
      guint8 card = deck[i];

      deck[i] = deck[j];
      deck[j] = card;
    }
}

/* The deck of the card data, shuffled and dealt as at the table. */
static void
deal (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  guint8 resource[128], craft[TC_MCG_MAX_CRAFT_IDS];
  guint n = 0;

  table.cards = tc_mcg_cards_get_default ();
  for (guint code = 0; code < table.cards->n_resource; code++)
    for (guint copy = 0; copy < table.cards->resource[code].count; copy++)
      resource[n++] = code;
  g_assert_cmpuint (n, ==, table.cards->n_piles * table.cards->cards_per_pile);
  for (guint code = 0; code < table.cards->n_craft; code++)
    craft[code] = code;
  shuffle (rand, resource, n);
  shuffle (rand, craft, table.cards->n_craft);

  for (guint p = 0; p < table.cards->n_piles; p++)
    {
      table.n_pile[p] = table.cards->cards_per_pile;
      memcpy (table.piles[p], resource + p * table.cards->cards_per_pile, table.cards->cards_per_pile);
    }
  /* The 25th craft card is set aside. */
  for (guint k = 0; k < table.cards->n_craft_piles; k++)
    {
      table.n_craft_pile[k] = table.cards->cards_per_craft_pile;
      memcpy (table.craft_piles[k], craft + k * table.cards->cards_per_craft_pile, table.cards->cards_per_craft_pile);
    }
}

/* Owed tops ------------------------------------------------------------- */

/* Would a creeper turned up now attack (someone holds a card)? */
static gboolean
creeper_attacks (void)
{
  for (guint seat = 0; seat < N_SEATS; seat++)
    if (hand_size (seat) > 0)
      return TRUE;

  return FALSE;
}

/* Each seat holding cards discards its first card (canonical order). */
static void
answer_creeper (void)
{
  GString *line = g_string_new (NULL);

  for (guint seat = 0; seat < N_SEATS; seat++)
    for (guint code = 0; code < table.cards->n_resource; code++)
      if (table.hand[seat][code] > 0)
        {
          g_autofree char *typed = resource_code (code);

          table.hand[seat][code]--;
          g_string_append_printf (line, "%s%s", line->len > 0 ? " " : "", typed);
          expect ("{\"type\":\"creeper_discard\",\"seat\":%u,\"card\":\"%s\"}", seat + 1, resource_id (code));
          break;
        }
  tc_test_mcg_enter_line (line->str);
  g_string_free (line, TRUE);
  table.n_creepers++;
}

/* Piles whose new top the table owes, bit per pile, with the pile whose
 * creeper would attack (its cause is a mine) in @mined, or -1.
 *
 * The script looks at its piles left to right and types what each shows,
 * in one line, as the prompt asks; a creeper is put on the discard and
 * the next card turned up once the others are typed.
 */
static void
reveal_owed (guint32 owed,
             gint    mined)
{
  while (owed != 0)
    {
      GString *line = g_string_new (NULL);
      guint32 again = 0;
      gint held = -1;

      for (guint p = 0; p < table.cards->n_piles; p++)
        {
          g_autofree char *typed = NULL;
          guint card;

          if (!((owed >> p) & 1))
            continue;
          g_assert_cmpuint (table.n_pile[p], >, 0);
          card = top_of (p);
          typed = resource_code (card);
          g_string_append_printf (line, "%s%s", line->len > 0 ? " " : "", typed);
          if (card != table.cards->creeper)
            {
              expect ("{\"type\":\"reveal\",\"pile\":%u,\"card\":\"%s\"}", p + 1, resource_id (card));
              continue;
            }

          /* The creeper leaves the pile; the card under it is owed next. */
          table.n_pile[p]--;
          again |= 1u << p;
          if ((gint) p == mined && creeper_attacks ())
            held = p;
          else
            expect ("{\"type\":\"reveal\",\"pile\":%u,\"card\":\"creeper\"}", p + 1);
        }

      /* An attacking creeper is entered after the line's other tops. */
      if (held >= 0)
        expect ("{\"type\":\"reveal\",\"pile\":%d,\"card\":\"creeper\"}", held + 1);
      tc_test_mcg_enter_line (line->str);
      g_string_free (line, TRUE);
      if (held >= 0)
        answer_creeper ();
      owed = again;
    }
}

/* Actions ------------------------------------------------------------------ */

static void mine_tnt (guint pile);

static void
mine (guint pile)
{
  guint card = top_of (pile);

  tc_test_input_click (tc_test_mcg_part ("pile", pile));
  expect ("{\"type\":\"mine\",\"seat\":%u,\"pile\":%u}", table.seat + 1, pile + 1);
  table.actions--;
  table.n_pile[pile]--;

  if (card != table.cards->tnt)
    {
      table.hand[table.seat][card]++;
      reveal_owed (1u << pile, pile);
      return;
    }

  table.n_tnt++;
  mine_tnt (pile);
}

/* The TNT takes every other top; the miner keeps up to two of them,
 * chosen on the keep's toggles, confirmed with Enter.
 */
static void
mine_tnt (guint pile)
{
  GtkWidget *choices = tc_test_mcg_part ("choices", 0);
  guint32 owed = 1u << pile;
  GString *kept = g_string_new (NULL);
  guint n_kept = 0;

  for (guint p = 0; p < table.cards->n_piles; p++)
    {
      guint card;

      if (p == pile || table.n_pile[p] == 0)
        continue;
      card = top_of (p);
      table.n_pile[p]--;
      owed |= 1u << p;
      if (n_kept < 2 && table.cards->resource[card].kind <= TC_MCG_KIND_WILD)
        {
          GtkWidget *toggle = tc_test_mcg_find_button (choices, table.cards->resource[card].name);

          /* Two taken cards alike share a name: the second toggle is the other. */
          if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
            toggle = tc_test_mcg_find_next_button (choices, toggle, table.cards->resource[card].name);
          tc_test_input_click (toggle);
          table.hand[table.seat][card]++;
          g_string_append_printf (kept, "%s\"%s\"", n_kept > 0 ? "," : "", resource_id (card));
          n_kept++;
        }
    }

  tc_test_input_key (GDK_KEY_Return, 0);
  expect ("{\"type\":\"tnt_keep\",\"seat\":%u,\"cards\":[%s]}", table.seat + 1, kept->str);
  g_string_free (kept, TRUE);

  /* The TNT's own pile is owed under cause mine: its creeper attacks. */
  reveal_owed (owed, pile);
}

/* Crafts craft pile @k with the payment the dialog proposes, as read on it. */
static void
craft (guint k)
{
  TcMcgPaymentDialog *dialog;
  GPtrArray *toggles;
  GString *pay = g_string_new (NULL);
  GString *axes = g_string_new (NULL);
  guint craft_code = table.craft_piles[k][table.n_craft_pile[k] - 1];

  tc_test_input_click (tc_test_find_widget (tc_test_mcg_part ("craft", k), GTK_TYPE_BUTTON));
  dialog = TC_MCG_PAYMENT_DIALOG (tc_test_find_toplevel (TC_TYPE_MCG_PAYMENT_DIALOG));
  g_assert_nonnull (dialog);
  toggles = tc_mcg_payment_dialog_get_toggles (dialog);
  for (guint i = 0; i < toggles->len; i++)
    {
      GObject *toggle = g_ptr_array_index (toggles, i);
      guint card = GPOINTER_TO_UINT (g_object_get_data (toggle, "tc-card"));
      guint axe = GPOINTER_TO_UINT (g_object_get_data (toggle, "tc-axe"));

      if (!gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
        continue;
      if (axe > 0)
        {
          g_assert_true ((table.crafted[table.seat] >> (axe - 1)) & 1);
          table.used[table.seat] |= 1u << (axe - 1);
          g_string_append_printf (axes, "%s\"%s\"", axes->len > 0 ? "," : "", table.cards->craft[axe - 1].id);
        }
      else
        {
          g_assert_cmpuint (table.hand[table.seat][card - 1], >, 0);
          table.hand[table.seat][card - 1]--;
          g_string_append_printf (pay, "%s\"%s\"", pay->len > 0 ? "," : "", resource_id (card - 1));
        }
    }
  tc_test_input_key (GDK_KEY_Return, 0);
  tc_test_window_iterate ();

  if (axes->len > 0)
    expect ("{\"type\":\"craft\",\"seat\":%u,\"source\":{\"craft_pile\":%u},\"pay\":[%s],\"axes\":[%s]}",
            table.seat + 1, k + 1, pay->str, axes->str);
  else
    expect ("{\"type\":\"craft\",\"seat\":%u,\"source\":{\"craft_pile\":%u},\"pay\":[%s]}",
            table.seat + 1, k + 1, pay->str);
  g_string_free (pay, TRUE);
  g_string_free (axes, TRUE);
  table.crafted[table.seat] |= 1u << craft_code;
  table.n_craft_pile[k]--;
  table.actions--;
  table.n_crafts++;

  /* The next craft card is turned up and typed by its id. */
  if (table.n_craft_pile[k] > 0)
    {
      guint next = table.craft_piles[k][table.n_craft_pile[k] - 1];

      tc_test_mcg_enter_line (table.cards->craft[next].id);
      expect ("{\"type\":\"reveal\",\"craft_pile\":%u,\"card\":\"%s\"}", k + 1, table.cards->craft[next].id);
    }
}

/* Uses the seat's first unused pickaxe, shovel or hoe, from its card below
 * the fold (scrolled to and back). Returns: whether one was used.
 */
static gboolean
use_a_tool (void)
{
  const TcMcgCards *cards = table.cards;
  guint32 usable = table.crafted[table.seat] & ~table.used[table.seat] &
                   (cards->by_power[TC_MCG_POWER_PICKAXE] | cards->by_power[TC_MCG_POWER_SHOVEL] |
                    cards->by_power[TC_MCG_POWER_HOE]);
  g_autofree char *label = NULL;
  GtkWidget *button;
  guint code;

  if (usable == 0)
    return FALSE;

  code = __builtin_ctz (usable);
  /* As the seat card words it, in the language the test runs in. */
  if (cards->craft[code].power == TC_MCG_POWER_SHOVEL)
    label = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Use %s on…"), tc_mcg_craft_name (cards, code));
  else
    label = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Use %s"), tc_mcg_craft_name (cards, code));
  button = tc_test_mcg_find_button (tc_test_mcg_part ("seat", table.seat), label);
  g_assert_nonnull (button);

  /* The pointer on the table (a click on the discard pile's line does
   * nothing), then the wheel.
   */
  tc_test_input_click (tc_test_mcg_part ("discard", 0));
  tc_test_input_scroll (10);
  g_assert_true (tc_test_input_reaches (button));
  tc_test_input_click (button);
  table.used[table.seat] |= 1u << code;
  table.n_tools++;

  switch (cards->craft[code].power)
    {
    case TC_MCG_POWER_SHOVEL:
      /* The menu opens on the first other seat. */
      tc_test_input_key (GDK_KEY_Return, 0);
      expect ("{\"type\":\"use_tool\",\"seat\":%u,\"tool\":\"%s\",\"target\":%u}",
              table.seat + 1, cards->craft[code].id, (table.seat + 1) % N_SEATS + 1);
      table.shovels[(table.seat + 1) % N_SEATS]++;
      break;

    case TC_MCG_POWER_PICKAXE:
      expect ("{\"type\":\"use_tool\",\"seat\":%u,\"tool\":\"%s\"}", table.seat + 1, cards->craft[code].id);
      table.actions++;
      break;

    case TC_MCG_POWER_HOE:
    default:
      {
        guint32 owed = 0;

        expect ("{\"type\":\"use_tool\",\"seat\":%u,\"tool\":\"%s\"}", table.seat + 1, cards->craft[code].id);
        for (guint p = 0; p < cards->n_piles; p++)
          if (table.n_pile[p] > 0)
            {
              table.n_pile[p]--;
              owed |= 1u << p;
            }
        tc_test_input_scroll (-10);
        reveal_owed (owed, -1);
        return TRUE;
      }
    }

  tc_test_input_scroll (-10);
  return TRUE;
}

/* The craft pile whose top the window says the seat can pay, or -1. */
static gint
affordable_craft (void)
{
  for (guint k = 0; k < table.cards->n_craft_piles; k++)
    {
      GtkWidget *button = tc_test_find_widget (tc_test_mcg_part ("craft", k), GTK_TYPE_BUTTON);

      /* Its Craft button is live when the seat can pay. */
      if (table.n_craft_pile[k] > 0 && gtk_widget_get_sensitive (button))
        return k;
    }

  return -1;
}

/* A showing TNT first (people like a blast), else the richest top. */
static guint
pile_to_mine (void)
{
  guint best = 0, best_value = 0;

  for (guint p = 0; p < table.cards->n_piles; p++)
    {
      const TcMcgResourceCard *card;
      guint value;

      if (table.n_pile[p] < 2)
        continue;
      card = &table.cards->resource[top_of (p)];
      value = card->kind == TC_MCG_KIND_TNT ? 100 : card->value * (card->kind == TC_MCG_KIND_WILD ? 2 : 1);
      if (value > best_value)
        {
          best = p;
          best_value = value;
        }
    }
  g_assert_cmpuint (best_value, >, 0);

  return best;
}

/* One turn, ended by the app, or with End Turn or Enter where the player
 * still could act.
 */
static void
play_turn (guint turn)
{
  guint entries_before = table.expected->len;
  guint tnt_before = table.n_tnt, crafts_before = table.n_crafts;
  guint tools_before = table.n_tools, creepers_before = table.n_creepers;
  guint inputs;

  tc_test_input_reset_count ();
  use_a_tool ();
  while (table.actions > 0)
    {
      gint k = affordable_craft ();

      if (k >= 0)
        craft (k);
      else
        mine (pile_to_mine ());
    }

  /* The app ends a turn that an entry left with nothing to do; an unused
   * pickaxe, or a turn that began with no action and made no entry, is
   * ended by its player.
   */
  if ((table.crafted[table.seat] & ~table.used[table.seat] & table.cards->by_power[TC_MCG_POWER_PICKAXE]) != 0 ||
      table.expected->len == entries_before)
    {
      tc_test_mcg_wait_for_turn_end ();
      if (turn % 2 == 0)
        tc_test_input_click (tc_test_mcg_part ("end-turn", 0));
      else
        tc_test_input_key (GDK_KEY_Return, 0);
    }
  expect ("{\"type\":\"end_turn\",\"seat\":%u}", table.seat + 1);
  inputs = tc_test_input_get_count ();

  /* Two mines and the end, nothing else: an ordinary turn. */
  if (table.n_tnt == tnt_before && table.n_crafts == crafts_before && table.n_tools == tools_before &&
      table.n_creepers == creepers_before && table.expected->len - entries_before == 5)
    {
      table.ordinary_turns++;
      table.ordinary_inputs += inputs;
    }

  /* The default ruling: each shovel skips one action of the next turn. */
  table.seat = (table.seat + 1) % N_SEATS;
  table.actions = 2 - MIN (table.shovels[table.seat], 2);
  table.shovels[table.seat] = 0;
}

static void
set_up (void)
{
  GString *line = g_string_new (NULL);
  GString *resource = g_string_new (NULL);
  GString *craft = g_string_new (NULL);
  guint32 creepers = 0;

  for (guint p = 0; p < table.cards->n_piles; p++)
    {
      g_autofree char *typed = resource_code (top_of (p));

      g_string_append_printf (line, "%s ", typed);
      g_string_append_printf (resource, "%s\"%s\"", p > 0 ? "," : "", resource_id (top_of (p)));
      if (top_of (p) == table.cards->creeper)
        creepers |= 1u << p;
    }
  for (guint k = 0; k < table.cards->n_craft_piles; k++)
    {
      const char *id = table.cards->craft[table.craft_piles[k][table.n_craft_pile[k] - 1]].id;

      g_string_append_printf (line, "%s%s", k > 0 ? " " : "", id);
      g_string_append_printf (craft, "%s\"%s\"", k > 0 ? "," : "", id);
    }
  tc_test_mcg_enter_line (line->str);
  expect ("{\"type\":\"setup\",\"resource_tops\":[%s],\"craft_tops\":[%s],\"first_seat\":1}", resource->str, craft->str);
  g_string_free (line, TRUE);
  g_string_free (resource, TRUE);
  g_string_free (craft, TRUE);

  /* A creeper showing at setup goes to the discard; the next card shows. */
  for (guint p = 0; p < table.cards->n_piles; p++)
    if ((creepers >> p) & 1)
      table.n_pile[p]--;
  reveal_owed (creepers, -1);
  table.actions = 2;
}

/* The saved file holds what the table showed, entry by entry. */
static void
compare_with_the_log (void)
{
  g_autoptr(JsonArray) saved = tc_test_mcg_saved_entries ();

  for (guint i = 0; i < MIN (table.expected->len, json_array_get_length (saved)); i++)
    {
      g_autoptr(JsonNode) expected = json_from_string (g_ptr_array_index (table.expected, i), NULL);
      g_autofree char *entry = tc_test_mcg_saved_entry (i);
      g_autoptr(JsonNode) actual = json_from_string (entry, NULL);

      if (!json_node_equal (expected, actual))
        g_error ("entry %u: the table showed %s, the log says %s", i + 1,
                 (char *) g_ptr_array_index (table.expected, i), entry);
    }
  g_assert_cmpuint (json_array_get_length (saved), ==, table.expected->len);
}

static void
test_simulated_table (void)
{
  guint turn;

  memset (&table, 0, sizeof table);
  table.expected = g_ptr_array_new_with_free_func (g_free);
  deal ();
  tc_test_mcg_start (players);
  set_up ();

  for (turn = 0; turn < MAX_TURNS; turn++)
    {
      play_turn (turn);
      if (table.expected->len >= MIN_ENTRIES && table.n_tnt > 0 && table.n_crafts > 0 && table.n_tools > 0 &&
          table.ordinary_turns >= 2)
        break;
    }

  compare_with_the_log ();
  for (guint i = 0; i < table.expected->len; i++)
    if (strstr (g_ptr_array_index (table.expected, i), "use_tool") != NULL)
      g_test_message ("%s", (char *) g_ptr_array_index (table.expected, i));
  g_test_message ("%u entries in %u turns: %u TNT, %u crafts, %u tools used, %u creeper attacks",
                  table.expected->len, turn + 1, table.n_tnt, table.n_crafts, table.n_tools, table.n_creepers);
  g_test_message ("ordinary turns: %u, %.1f clicks and keys each", table.ordinary_turns,
                  table.ordinary_turns > 0 ? (double) table.ordinary_inputs / table.ordinary_turns : 0.0);
  g_assert_cmpuint (table.expected->len, >=, MIN_ENTRIES);
  g_assert_cmpuint (table.n_tnt, >, 0);
  g_assert_cmpuint (table.n_crafts, >, 0);
  g_assert_cmpuint (table.n_tools, >, 0);
  g_assert_cmpuint (table.ordinary_turns, >=, 2);
  /* Per mine: a click, a code of two keys and Enter; the app ends the turn. */
  g_assert_cmpuint (table.ordinary_inputs, ==, table.ordinary_turns * 8);
  g_clear_pointer (&table.expected, g_ptr_array_unref);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);
  tc_test_mcg_init (&window);

  tc_test_window_add_alone ("/app/mcg-table/simulated-table", test_simulated_table);

  return tc_test_window_run ();
}
