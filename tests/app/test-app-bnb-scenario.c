/* test-app-bnb-scenario.c: a simulated physical table played through the
 * window, then its saved log compared with what the table showed
 *
 * The script keeps a table of its own, as people have one: the cube of
 * the box's 64 blocks (the game's data) shuffled with a fixed seed, 16
 * stacks of 4 tiles and 16 weapon tokens drawn from the data's biomes,
 * materials, types and mobs with the same seed, each player's blocks,
 * pile of weapons and board. It looks at its table (and, as a player
 * does, at which blocks the window marks takeable), enters what the table
 * shows with real clicks and keys only, and writes down each entry its
 * table makes. At the end every entry of the saved file must be the one
 * the script wrote down, in order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "tc-bnb-build-panel.h"
#include "tc-bnb-cube-view.h"
#include "tc-bnb-map-view.h"
#include "tc-bnb-ruleset.h"
#include "tc-bnb-setup-form.h"
#include "tc-game-page.h"
#include "tc-test-bnb.h"
#include "tc-test-input.h"
#include "tc-test-window.h"
#include "tc-window.h"

#define SEED 20261127
#define N_TURNS 8                 /* 16 blocks taken: round A is owed */
#define N_SEATS 2
#define N_STACKS 16
#define N_TOKENS 16

typedef struct
{
  gboolean building;
  guint    biome, material, type, mob, bonus;
  guint    cost[TC_BNB_N_BLOCKS];
  guint    xp, hearts, orb_value, orb_xp;
} Tile;

typedef struct
{
  guint    row, col;
  Tile     tiles[4];
  guint    remaining;
  gboolean face_up;
} Stack;

typedef struct
{
  guint    row, col;
  guint    weapon;
  gboolean face_up, taken;
} Token;

typedef struct
{
  const char *name;
  const char *board;            /* 9 biome letters */
  guint       row, col;         /* the crossing it stands on */
  guint       blocks[TC_BNB_N_BLOCKS];
  GArray     *pile;             /* weapon kinds, as guint */
  gboolean    built[9];
} Player;

/* What the table holds. */
typedef struct
{
  GRand   *rand;
  guint8   cube[TC_BNB_N_CELLS];
  gboolean taken[TC_BNB_N_CELLS];
  Stack    stacks[N_STACKS];
  Token    tokens[N_TOKENS];
  Player   players[N_SEATS];
  guint    active;
  GPtrArray *expected;          /* the entries the table made, JSON in single quotes */
  GArray  *turn_counts;         /* clicks and keys of each ordinary turn */
} Table;

static TcApplication *app;
static TcWindow *window;
static const TcBnbData *data;

/* The weapons the map's tokens show: those that change no count of the
 * tokens drawn or the blocks taken, so that every turn is ordinary.
 */
static const char * const token_kinds[] = { "iron_sword", "diamond_sword", "golden_hoe" };

/* The hearts of each weapon, in the data's order, as the setup says. */
static const guint hearts[TC_BNB_N_WEAPONS] = { 1, 2, 0, 1, 1, 1, 0, 3, 4 };

static GtkWidget *
part (const char *name,
      guint       index)
{
  return tc_test_bnb_part (window, name, index);
}

static const char *
page (void)
{
  return tc_test_bnb_page (window);
}

static void
click (GtkWidget *widget)
{
  tc_test_bnb_click (widget);
}

static void
key (guint keyval)
{
  tc_test_input_key (keyval, 0);
}

static void
type_number (guint n)
{
  g_autofree char *text = g_strdup_printf ("%u", n);

  tc_test_input_type (text);
}

static void
expect (Table      *table,
        const char *format,
        ...) G_GNUC_PRINTF (2, 3);

/* Writes down an entry the table made. */
static void
expect (Table      *table,
        const char *format,
        ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (table->expected, g_strdup_vprintf (format, args));
  va_end (args);
}

/* The table ----------------------------------------------------------------- */

static void
random_tile (GRand *rand,
             Tile  *tile)
{
  *tile = (Tile) { .building = g_rand_int_range (rand, 0, 3) > 0 };

  if (tile->building)
    {
      tile->biome = g_rand_int_range (rand, 0, 4);
      tile->material = g_rand_int_range (rand, 0, 4);
      tile->type = g_rand_int_range (rand, 0, 4);
      tile->cost[tile->material] = g_rand_int_range (rand, 1, 3);
      if (g_rand_boolean (rand))
        tile->cost[g_rand_int_range (rand, 0, TC_BNB_N_BLOCKS)]++;
      tile->xp = g_rand_int_range (rand, 0, 4);
      return;
    }

  tile->mob = g_rand_int_range (rand, 0, TC_BNB_N_MOBS);
  tile->hearts = g_rand_int_range (rand, 1, 5);
  tile->xp = g_rand_int_range (rand, 1, 4);
  tile->bonus = g_rand_boolean (rand) ? TC_BNB_BONUS_ORB : TC_BNB_BONUS_HUNGER;
  tile->orb_value = g_rand_int_range (rand, 0, 4);
  tile->orb_xp = g_rand_int_range (rand, 1, 3);
}

/* The cube is built of the box's blocks at random; the stacks and the
 * tokens are laid face down.
 */
static void
set_table (Table *table)
{
  guint n = 0;

  *table = (Table) { .rand = g_rand_new_with_seed (SEED) };
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    for (guint i = 0; i < data->box[b]; i++)
      table->cube[n++] = b;
  g_assert_cmpuint (n, ==, TC_BNB_N_CELLS);
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (table->rand, 0, i + 1);
      guint8 block = table->cube[i];

      table->cube[i] = table->cube[j];
      table->cube[j] = block;
    }

  for (guint s = 0; s < N_STACKS; s++)
    {
      table->stacks[s] = (Stack) { .row = s / 4 + 1, .col = s % 4 + 1, .remaining = 4 };
      for (guint t = 0; t < 4; t++)
        random_tile (table->rand, &table->stacks[s].tiles[t]);
    }

  n = 0;
  for (guint row = 0; row <= 5; row++)
    for (guint col = 0; col <= 5; col++)
      if ((row == 0 || row == 5 || col == 0 || col == 5) && !((row == 0 || row == 5) && (col == 0 || col == 5)))
        table->tokens[n++] = (Token) {
          .row = row, .col = col,
          .weapon = tc_bnb_data_find (data->weapons, TC_BNB_N_WEAPONS,
                                      token_kinds[g_rand_int_range (table->rand, 0, G_N_ELEMENTS (token_kinds))]),
        };
  g_assert_cmpuint (n, ==, N_TOKENS);

  table->players[0] = (Player) { .name = "小明", .board = "ffdmsdfms", .row = 3, .col = 3 };
  table->players[1] = (Player) { .name = "李华", .board = "dsffmdsdm", .row = 3, .col = 3 };
  for (guint p = 0; p < N_SEATS; p++)
    {
      table->players[p].pile = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
        for (guint i = 0; i < data->start[w]; i++)
          g_array_append_val (table->players[p].pile, w);
    }
  table->expected = g_ptr_array_new_with_free_func (g_free);
  table->turn_counts = g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
clear_table (Table *table)
{
  for (guint p = 0; p < N_SEATS; p++)
    g_array_unref (table->players[p].pile);
  g_ptr_array_unref (table->expected);
  g_array_unref (table->turn_counts);
  g_rand_free (table->rand);
}

static Player *
active (Table *table)
{
  return &table->players[table->active];
}

static Stack *
stack_at (Table *table,
          guint  row,
          guint  col)
{
  if (row < 1 || row > 4 || col < 1 || col > 4)
    return NULL;
  return &table->stacks[(row - 1) * 4 + col - 1];
}

static Token *
token_at (Table *table,
          guint  row,
          guint  col)
{
  for (guint t = 0; t < N_TOKENS; t++)
    if (table->tokens[t].row == row && table->tokens[t].col == col)
      return &table->tokens[t];
  return NULL;
}

static const Tile *
top (const Stack *stack)
{
  return &stack->tiles[4 - stack->remaining];
}

/* The tile as the log writes it. */
static char *
tile_json (const Tile *tile)
{
  GString *json = g_string_new (NULL);

  if (tile->building)
    {
      g_string_append_printf (json, "{'kind':'building','biome':'%s','material':'%s','type':'%s','cost':{",
                              data->biomes[tile->biome].id, data->materials[tile->material].id,
                              data->types[tile->type].id);
      for (guint b = 0, n = 0; b < TC_BNB_N_BLOCKS; b++)
        if (tile->cost[b] > 0)
          g_string_append_printf (json, "%s'%s':%u", n++ > 0 ? "," : "", data->blocks[b].id, tile->cost[b]);
      g_string_append_printf (json, "},'xp':%u}", tile->xp);
    }
  else
    {
      g_string_append_printf (json, "{'kind':'mob','mob':'%s','hearts':%u,'xp':%u,'bonus':'%s'",
                              data->mobs[tile->mob].id, tile->hearts, tile->xp,
                              tile->bonus == TC_BNB_BONUS_ORB ? "orb" : "hunger");
      if (tile->bonus == TC_BNB_BONUS_ORB)
        g_string_append_printf (json, ",'orb':{'attribute':'biome','value':'%s','xp_per_space':%u}",
                                data->biomes[tile->orb_value].id, tile->orb_xp);
      g_string_append (json, "}");
    }

  return g_string_free (json, FALSE);
}

/* Entering what the table shows ------------------------------------------------ */

/* The tile form in keys: "b", its biome, material and type letters, the
 * letter and count of each block it costs, "x" and its XP; or "m", the
 * mob's number, its hearts, Tab, its XP, and "h", or "o b", the orb's
 * biome and its XP per space. Enter turns it over.
 */
static void
type_tile (const Tile *tile)
{
  if (tile->building)
    {
      char keys[] = { 'b', data->biomes[tile->biome].key, data->materials[tile->material].key,
                      data->types[tile->type].key, '\0' };

      tc_test_input_type (keys);
      for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
        if (tile->cost[b] > 0)
          {
            char letter[] = { data->blocks[b].key, '\0' };

            tc_test_input_type (letter);
            type_number (tile->cost[b]);
          }
      tc_test_input_type ("x");
      type_number (tile->xp);
    }
  else
    {
      char keys[] = { 'm', '1' + tile->mob, '\0' };

      tc_test_input_type (keys);
      type_number (tile->hearts);
      key (GDK_KEY_Tab);
      type_number (tile->xp);
      if (tile->bonus == TC_BNB_BONUS_HUNGER)
        tc_test_input_type ("h");
      else
        {
          char orb[] = { 'o', 'b', data->biomes[tile->orb_value].key, '\0' };

          tc_test_input_type (orb);
          type_number (tile->orb_xp);
        }
    }
  key (GDK_KEY_Return);
}

/* The reveals an explore owes, in ascending cell order: each tile the
 * table turns over is typed, each token's weapon clicked.
 */
static void
reveal_around (Table *table,
               guint  row,
               guint  col)
{
  for (guint r = row - 1; r <= row; r++)
    for (guint c = col - 1; c <= col; c++)
      {
        Stack *stack = stack_at (table, r, c);
        Token *token = token_at (table, r, c);

        if (stack != NULL && stack->remaining > 0 && !stack->face_up)
          {
            g_autofree char *json = tile_json (top (stack));

            g_assert_cmpstr (page (), ==, "reveal-stack");
            type_tile (top (stack));
            stack->face_up = TRUE;
            expect (table, "{'type':'reveal','stack':[%u,%u],'tile':%s}", r, c, json);
          }
        else if (token != NULL && !token->face_up)
          {
            g_assert_cmpstr (page (), ==, "reveal-token");
            click (part ("weapon", token->weapon));
            token->face_up = TRUE;
            expect (table, "{'type':'reveal','token':[%u,%u],'weapon':'%s'}", r, c, data->weapons[token->weapon].id);
          }
      }
}

/* The next block the window marks takeable, in the cube's order, not
 * among those chosen.
 */
static guint
next_takeable (const guint *chosen,
               guint        n_chosen)
{
  TcBnbCubeView *cube = TC_BNB_CUBE_VIEW (part ("cube", 0));

  for (guint cell = 0; cell < TC_BNB_N_CELLS; cell++)
    {
      gboolean is_chosen = FALSE;

      for (guint i = 0; i < n_chosen; i++)
        is_chosen |= chosen[i] == cell;
      if (!is_chosen && gtk_widget_get_sensitive (tc_bnb_cube_view_get_cell (cube, cell)))
        return cell;
    }
  g_assert_not_reached ();
}

/* Two blocks: each clicked, named by its letter as the real cube shows
 * it, then Enter.
 */
static void
collect (Table *table)
{
  guint cells[2];
  char *json[2];

  click (part ("action", TC_BNB_COLLECT));
  for (guint i = 0; i < 2; i++)
    {
      char letter[2] = { 0 };

      cells[i] = next_takeable (cells, i);
      letter[0] = data->blocks[table->cube[cells[i]]].key;
      click (tc_bnb_cube_view_get_cell (TC_BNB_CUBE_VIEW (part ("cube", 0)), cells[i]));
      tc_test_input_type (letter);
      table->taken[cells[i]] = TRUE;
      active (table)->blocks[table->cube[cells[i]]]++;
      json[i] = g_strdup_printf ("{'at':[%u,%u,%u],'block':'%s'}", cells[i] / 16 + 1, cells[i] / 4 % 4 + 1,
                                 cells[i] % 4 + 1, data->blocks[table->cube[cells[i]]].id);
    }
  key (GDK_KEY_Return);
  expect (table, "{'type':'collect','seat':%u,'blocks':[%s,%s]}", table->active + 1, json[0], json[1]);
  g_free (json[0]);
  g_free (json[1]);
}

/* The payment that keeps the most emeralds, from the player's blocks; or
 * FALSE when the blocks do not pay.
 */
static gboolean
payment (const Player *player,
         const Tile   *tile,
         guint        *pay)
{
  guint short_of = tile->cost[TC_BNB_EMERALD];

  for (guint b = 0; b < TC_BNB_EMERALD; b++)
    {
      pay[b] = MIN (tile->cost[b], player->blocks[b]);
      short_of += tile->cost[b] - pay[b];
    }
  pay[TC_BNB_EMERALD] = short_of;

  return short_of <= player->blocks[TC_BNB_EMERALD];
}

static gboolean
adjacent (const Player *player,
          guint         row,
          guint         col)
{
  return (row == player->row - 1 || row == player->row) && (col == player->col - 1 || col == player->col);
}

/* A face-up building next to the player that its blocks pay: built on
 * its first space never built on. The panel must propose the same
 * payment.
 */
static gboolean
try_build (Table *table)
{
  Player *player = active (table);
  GString *pay_json = g_string_new (NULL);
  guint pay[TC_BNB_N_BLOCKS];
  Stack *stack = NULL;
  TcBnbBuildPanel *panel;
  guint space = 0;

  for (guint s = 0; s < N_STACKS && stack == NULL; s++)
    if (table->stacks[s].face_up && table->stacks[s].remaining > 0 && top (&table->stacks[s])->building &&
        adjacent (player, table->stacks[s].row, table->stacks[s].col) && payment (player, top (&table->stacks[s]), pay))
      stack = &table->stacks[s];
  while (space < 9 && player->built[space])
    space++;
  if (stack == NULL || space == 9)
    {
      g_string_free (pay_json, TRUE);
      return FALSE;
    }

  click (part ("action", TC_BNB_BUILD));
  click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), stack->row, stack->col));
  panel = TC_BNB_BUILD_PANEL (part ("build", 0));
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (tc_test_bnb_build_part (GTK_WIDGET (panel), "pay", b))),
                       ==, pay[b]);
      if (pay[b] > 0)
        g_string_append_printf (pay_json, "%s'%s':%u", pay_json->len > 0 ? "," : "", data->blocks[b].id, pay[b]);
      player->blocks[b] -= pay[b];
    }
  click (tc_test_bnb_build_part (GTK_WIDGET (panel), "space", space));
  key (GDK_KEY_Return);

  player->built[space] = TRUE;
  stack->remaining--;
  stack->face_up = FALSE;
  expect (table, "{'type':'build','seat':%u,'stack':[%u,%u],'space':[%u,%u],'pay':{%s}}", table->active + 1,
          stack->row, stack->col, space / 3 + 1, space % 3 + 1, pay_json->str);
  g_string_free (pay_json, TRUE);
  return TRUE;
}

/* A face-up mob of 2 hearts or fewer next to the player: 3 tokens drawn
 * from its pile at random, each typed by its letter, then Enter.
 */
static gboolean
try_fight (Table *table)
{
  Player *player = active (table);
  guint drawn[TC_BNB_N_WEAPONS] = { 0 };
  GString *drawn_json = g_string_new (NULL);
  g_autoptr(GArray) pile = g_array_copy (player->pile);
  Stack *stack = NULL;
  guint damage = 0;

  for (guint s = 0; s < N_STACKS && stack == NULL; s++)
    if (table->stacks[s].face_up && table->stacks[s].remaining > 0 && !top (&table->stacks[s])->building &&
        top (&table->stacks[s])->hearts <= 2 && adjacent (player, table->stacks[s].row, table->stacks[s].col))
      stack = &table->stacks[s];
  if (stack == NULL)
    {
      g_string_free (drawn_json, TRUE);
      return FALSE;
    }

  click (part ("action", TC_BNB_FIGHT));
  click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), stack->row, stack->col));
  g_assert_cmpstr (page (), ==, "fight");
  for (guint i = 0; i < 3; i++)
    {
      guint at = g_rand_int_range (table->rand, 0, pile->len);
      guint weapon = g_array_index (pile, guint, at);
      char letter[] = { data->weapons[weapon].key, '\0' };

      g_array_remove_index (pile, at);
      tc_test_input_type (letter);
      drawn[weapon]++;
    }
  key (GDK_KEY_Return);

  /* The window writes the kinds drawn in the data's order of weapons. */
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    for (guint i = 0; i < drawn[w]; i++)
      {
        g_string_append_printf (drawn_json, "%s'%s'", drawn_json->len > 0 ? "," : "", data->weapons[w].id);
        damage += hearts[w];
      }
  if (damage >= top (stack)->hearts)
    {
      stack->remaining--;
      stack->face_up = FALSE;
    }
  expect (table, "{'type':'fight','seat':%u,'stack':[%u,%u],'drawn':[%s]}", table->active + 1,
          stack->row, stack->col, drawn_json->str);
  g_string_free (drawn_json, TRUE);
  return TRUE;
}

/* A face-up token next to the player goes to its pile. */
static gboolean
try_take_weapon (Table *table)
{
  Player *player = active (table);

  for (guint t = 0; t < N_TOKENS; t++)
    {
      Token *token = &table->tokens[t];

      if (!token->face_up || token->taken || !adjacent (player, token->row, token->col))
        continue;

      click (part ("action", TC_BNB_TAKE_WEAPON));
      click (tc_bnb_map_view_get_cell (TC_BNB_MAP_VIEW (part ("map", 0)), token->row, token->col));
      token->taken = TRUE;
      g_array_append_val (player->pile, token->weapon);
      expect (table, "{'type':'take_weapon','seat':%u,'token':[%u,%u]}", table->active + 1, token->row, token->col);
      return TRUE;
    }

  return FALSE;
}

/* What a crossing would turn over: face-down tops and tokens around it. */
static guint
face_down_around (Table *table,
                  guint  row,
                  guint  col)
{
  guint n = 0;

  for (guint r = row - 1; r <= row; r++)
    for (guint c = col - 1; c <= col; c++)
      {
        Stack *stack = stack_at (table, r, c);
        Token *token = token_at (table, r, c);

        n += (stack != NULL && stack->remaining > 0 && !stack->face_up) || (token != NULL && !token->face_up);
      }

  return n;
}

/* To the crossing at most 2 steps away that turns over the most. */
static gboolean
try_explore (Table *table)
{
  Player *player = active (table);
  guint best_row = 0, best_col = 0, best = 0;

  for (guint row = 1; row <= 5; row++)
    for (guint col = 1; col <= 5; col++)
      {
        guint n = face_down_around (table, row, col);

        if (ABS ((int) row - (int) player->row) + ABS ((int) col - (int) player->col) <= 2 && n > best)
          {
            best = n;
            best_row = row;
            best_col = col;
          }
      }
  if (best == 0)
    return FALSE;

  click (part ("action", TC_BNB_EXPLORE));
  click (tc_bnb_map_view_get_crossing (TC_BNB_MAP_VIEW (part ("map", 0)), best_row, best_col));
  player->row = best_row;
  player->col = best_col;
  expect (table, "{'type':'explore','seat':%u,'to':[%u,%u]}", table->active + 1, best_row, best_col);
  reveal_around (table, best_row, best_col);
  return TRUE;
}

/* The window drops a turn's end within half a second of the entry
 * before, as a double click; a player takes longer (the click itself
 * adds its own time to this pause).
 */
static void
pause_as_a_player (void)
{
  g_usleep (520 * 1000);
  tc_test_window_iterate ();
}

/* Collect, then the first of fight, build, explore, take a weapon that
 * the table allows, then End Turn.
 */
static void
play_turn (Table *table)
{
  guint count;

  tc_test_input_reset_count ();
  collect (table);
  if (!try_fight (table) && !try_build (table) && !try_explore (table))
    try_take_weapon (table);
  pause_as_a_player ();
  click (part ("end-turn", 0));
  expect (table, "{'type':'end_turn','seat':%u}", table->active + 1);
  count = tc_test_input_get_count ();
  g_array_append_val (table->turn_counts, count);
  table->active = (table->active + 1) % N_SEATS;
}

/* Round A counts a biome: each player chooses the biome of its board's
 * first space, by its button.
 */
static void
score_round_a (Table *table)
{
  for (guint i = 0; i < N_SEATS; i++)
    {
      Player *player = &table->players[(table->active + N_SEATS - 1 + i) % N_SEATS];
      gint biome = -1;

      for (guint b = 0; b < TC_BNB_N_BIOMES; b++)
        if (data->biomes[b].key == player->board[0])
          biome = b;
      g_assert_cmpint (biome, >=, 0);
      g_assert_cmpstr (page (), ==, "score");
      click (part ("choice", biome));
      expect (table, "{'type':'score_choice','seat':%u,'value':'%s'}",
              (guint) (player - table->players) + 1, data->biomes[biome].id);
    }
}

static void
set_up (Table *table)
{
  TcBnbSetupForm *form = TC_BNB_SETUP_FORM (part ("setup", 0));

  for (guint p = 0; p < N_SEATS; p++)
    {
      click (tc_test_bnb_setup_part (GTK_WIDGET (form), "board", p));
      tc_test_input_type (table->players[p].board);
    }
  key (GDK_KEY_Return);
  expect (table, "%s",
          "{'type':'setup','boards':[['forest','forest','desert','mountains','snow','desert','forest','mountains','snow'],"
          "['desert','snow','forest','forest','mountains','desert','snow','desert','mountains']],"
          "'weapon_hearts':{'wooden_sword':1,'stone_sword':2,'poisonous_potato':0,'bow':1,'golden_hoe':1,"
          "'stone_pickaxe':1,'tnt':0,'iron_sword':3,'diamond_sword':4},"
          "'scoring':{'biome':{'forest':2,'desert':2,'mountains':2,'snow':2},"
          "'material':{'wood':2,'sand':2,'stone':2,'obsidian':2},"
          "'type':{'decoration':2,'dwelling':2,'animal_pen':2,'bridge':2}},'first_seat':1}");
}

/* Every entry saved is the one the table made, in order. */
static void
compare_saved (Table *table,
               GFile *file)
{
  g_autoptr(JsonArray) entries = tc_test_bnb_read_entries (file);

  for (guint i = 0; i < MIN (table->expected->len, json_array_get_length (entries)); i++)
    {
      g_autofree char *saved = tc_test_bnb_entry_json (entries, i);
      g_autofree char *wanted = g_strdup (g_ptr_array_index (table->expected, i));
      g_autoptr(JsonNode) saved_node = NULL;
      g_autoptr(JsonNode) wanted_node = NULL;
      g_autoptr(GError) error = NULL;

      /* Compared as JSON: the order of an object's members is free. */
      g_strdelimit (saved, "'", '"');
      g_strdelimit (wanted, "'", '"');
      saved_node = json_from_string (saved, &error);
      g_assert_no_error (error);
      wanted_node = json_from_string (wanted, &error);
      g_assert_no_error (error);
      if (!json_node_equal (saved_node, wanted_node))
        g_error ("entry %u: saved %s, the table showed %s", i + 1, saved, wanted);
    }
  g_assert_cmpuint (json_array_get_length (entries), ==, table->expected->len);
}

static void
test_table (void)
{
  g_autoptr(GFile) file = tc_test_bnb_save_log ("table.json", "['小明','李华']", "[]");
  Table table;
  guint sum = 0, most = 0;

  data = tc_bnb_data_get_default ();
  set_table (&table);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 480);
  g_assert_true (tc_window_open_file (window, file));
  tc_test_bnb_settle ();

  set_up (&table);
  for (guint turn = 0; turn < N_TURNS; turn++)
    play_turn (&table);
  score_round_a (&table);

  compare_saved (&table, file);
  for (guint i = 0; i < table.expected->len; i++)
    g_test_message ("%u %s", i + 1, (const char *) g_ptr_array_index (table.expected, i));
  g_assert_cmpuint (table.expected->len, >=, 30);

  for (guint i = 0; i < table.turn_counts->len; i++)
    {
      guint n = g_array_index (table.turn_counts, guint, i);

      sum += n;
      most = MAX (most, n);
      g_test_message ("turn %u: %u clicks and keys", i + 1, n);
    }
  g_test_message ("%u entries; %u turns, %.1f clicks and keys a turn on average, %u at most",
                  table.expected->len, table.turn_counts->len, (double) sum / table.turn_counts->len, most);
  clear_table (&table);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/bnb-scenario/table", test_table);

  return tc_test_window_run ();
}
