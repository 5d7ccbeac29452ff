/* test-quartz-rules.c: every Quartz rule and ruling, legal and illegal
 * (quartz-log-v1.md §4, §5, §7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-quartz-test.h"
#include "tc-quartz-text.h"

/* Five of each colour and the round's unstable: 31 crystals; Ana starts. */
#define SETUP "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5}}"
#define DRAW(seat, crystal) "{'type':'draw','seat':" #seat ",'crystal':'" crystal "'}"
#define ROLL(seat, a, b, c, d, e) \
  "{'type':'roll','seat':" #seat ",'dice':['" a "','" b "','" c "','" d "','" e "']}"
#define REROLL(seat, a, b, c, d, e) \
  "{'type':'reroll','seat':" #seat ",'dice':['" a "','" b "','" c "','" d "','" e "']}"
#define END(seat) "{'type':'end_turn','seat':" #seat "}"

static const TcQuartzSeat *
seat_of (TcGame *game,
         guint   seat)
{
  return &tc_quartz_test_state (game)->seats[seat - 1];
}

/* Setup ------------------------------------------------------------------ */

static void
test_setup (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, "{'type':'note','text':'before'}", NULL);
  const TcQuartzState *state;

  tc_quartz_test_illegal (game, DRAW (1, "white"), "setup.missing");
  tc_quartz_test_illegal (game, "{'type':'setup','bag':{'white':41,'pink':0,'green':0,'blue':0,'red':0,'yellow':0}}",
                          "setup.bag");
  tc_quartz_test_illegal (game, "{'type':'setup','bag':{'white':-1,'pink':0,'green':0,'blue':0,'red':0,'yellow':0}}",
                          "setup.bag");
  tc_quartz_test_illegal (game, "{'type':'setup','bag':{'white':1,'pink':0,'green':0,'blue':0,'red':0,'yellow':0},'first_seat':4}",
                          "setup.first_seat");
  tc_quartz_test_legal (game, "{'type':'setup','bag':{'white':40,'pink':0,'green':0,'blue':0,'red':0,'yellow':2},'first_seat':3}");

  state = tc_quartz_test_state (game);
  g_assert_cmpuint (state->round, ==, 1);
  g_assert_cmpuint (state->active, ==, 2);
  g_assert_cmpuint (state->bag[TC_QUARTZ_WHITE], ==, 40);
  g_assert_cmpuint (state->bag[TC_QUARTZ_YELLOW], ==, 2);
  g_assert_cmpuint (state->bag[TC_QUARTZ_UNSTABLE], ==, 1);
  tc_quartz_test_illegal (game, SETUP, "setup.twice");
}

/* §7.2: an empty bag of colours still holds the round's unstable. */
static void
test_setup_empty_bag (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL,
    "{'type':'setup','bag':{'white':0,'pink':0,'green':0,'blue':0,'red':0,'yellow':0}}", NULL);

  g_assert_cmpuint (tc_quartz_state_bag_total (tc_quartz_test_state (game)), ==, 1);
  tc_quartz_test_illegal (game, DRAW (1, "white"), "draw.bag");
  tc_quartz_test_legal (game, DRAW (1, "unstable"));
}

/* Draw and roll ------------------------------------------------------------ */

static void
test_draw (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, SETUP, NULL);

  tc_quartz_test_illegal (game, DRAW (2, "white"), "turn.seat");
  tc_quartz_test_illegal (game, DRAW (7, "white"), "seat.range");
  tc_quartz_test_illegal (game, DRAW (1, "black"), "entry.unknown_id");
  tc_quartz_test_illegal (game, ROLL (1, "pickaxe", "pickaxe", "pickaxe", "pickaxe", "pickaxe"), "roll.phase");
  tc_quartz_test_illegal (game, END (1), "end_turn.phase");
  tc_quartz_test_legal (game, DRAW (1, "unstable"));

  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_UNSTABLE], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->markers, ==, 1);
  g_assert_cmpuint (tc_quartz_test_state (game)->bag[TC_QUARTZ_UNSTABLE], ==, 0);
  tc_quartz_test_illegal (game, DRAW (1, "white"), "draw.phase");
  tc_quartz_test_illegal (game, DRAW (1, "unstable"), "draw.phase");
}

static void
test_roll (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, SETUP, DRAW (1, "white"), NULL);

  tc_quartz_test_illegal (game, "{'type':'roll','seat':1,'dice':['pickaxe','pickaxe','pickaxe','pickaxe']}", "roll.dice");
  tc_quartz_test_illegal (game, "{'type':'roll','seat':1,'dice':['pickaxe','pickaxe','pickaxe','pickaxe','pickaxe','chest']}",
                          "roll.dice");
  tc_quartz_test_illegal (game, ROLL (1, "pickaxe", "pickaxe", "sword", "pickaxe", "pickaxe"), "entry.unknown_id");
  tc_quartz_test_illegal (game, REROLL (1, "pickaxe", "pickaxe", "chest", "pickaxe", "pickaxe"), "reroll.phase");
  tc_quartz_test_legal (game, ROLL (1, "helmet", "steal", "chest", "helmet", "pickaxe"));

  g_assert_cmpuint (tc_quartz_test_state (game)->unused[TC_QUARTZ_HELMET], ==, 2);
  g_assert_cmpuint (tc_quartz_test_state (game)->unused[TC_QUARTZ_STEAL], ==, 1);
  tc_quartz_test_illegal (game, ROLL (1, "pickaxe", "pickaxe", "pickaxe", "pickaxe", "pickaxe"), "roll.phase");
}

/* Two free rerolls, then a marker each; never after an action. */
static void
test_rerolls (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, SETUP, DRAW (1, "unstable"),
                                                ROLL (1, "steal", "steal", "steal", "steal", "steal"), NULL);

  tc_quartz_test_legal (game, REROLL (1, "chest", "chest", "chest", "chest", "chest"));
  tc_quartz_test_legal (game, REROLL (1, "minecart", "chest", "chest", "chest", "chest"));
  g_assert_cmpuint (seat_of (game, 1)->markers, ==, 1);
  tc_quartz_test_legal (game, REROLL (1, "pickaxe", "chest", "chest", "chest", "chest"));
  g_assert_cmpuint (seat_of (game, 1)->markers, ==, 0);
  g_assert_cmpuint (tc_quartz_test_state (game)->rerolls, ==, 3);
  tc_quartz_test_illegal (game, REROLL (1, "pickaxe", "pickaxe", "chest", "chest", "chest"), "reroll.no_marker");

  tc_quartz_test_legal (game, "{'type':'pickaxe','seat':1,'faces':1,'crystals':['red']}");
  tc_quartz_test_illegal (game, REROLL (1, "pickaxe", "pickaxe", "chest", "chest", "chest"), "reroll.after_action");
}

/* Actions -------------------------------------------------------------------- */

static TcGame *
game_at_roll (const char *rulings,
              const char *roll)
{
  return tc_quartz_test_game (3, rulings, SETUP, DRAW (1, "white"), roll, NULL);
}

static void
test_pickaxe (void)
{
  g_autoptr(TcGame) game = game_at_roll (NULL, ROLL (1, "pickaxe", "pickaxe", "helmet", "helmet", "chest"));

  tc_quartz_test_illegal (game, "{'type':'pickaxe','seat':1,'faces':0,'crystals':[]}", "action.strength");
  tc_quartz_test_illegal (game, "{'type':'pickaxe','seat':1,'faces':3,'crystals':['red','red','red']}", "action.faces");
  tc_quartz_test_illegal (game, "{'type':'pickaxe','seat':1,'faces':1,'helmet_pairs':2,'crystals':['red','red','red']}",
                          "action.helmets");
  tc_quartz_test_illegal (game, "{'type':'pickaxe','seat':1,'faces':-1,'helmet_pairs':2,'crystals':['red']}",
                          "action.negative");
  tc_quartz_test_illegal (game, "{'type':'pickaxe','seat':1,'faces':2,'crystals':['red']}", "pickaxe.count");
  tc_quartz_test_illegal (game, "{'type':'pickaxe','seat':1,'faces':2,'helmet_pairs':1,'crystals':['unstable','unstable','red']}",
                          "pickaxe.bag");
  tc_quartz_test_legal (game, "{'type':'pickaxe','seat':1,'faces':2,'helmet_pairs':1,'crystals':['red','unstable','red']}");

  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_RED], ==, 2);
  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_UNSTABLE], ==, 1);
  /* Under the default ruling only the turn's draw gives a marker. */
  g_assert_cmpuint (seat_of (game, 1)->markers, ==, 0);
  g_assert_cmpuint (tc_quartz_test_state (game)->bag[TC_QUARTZ_RED], ==, 3);
  tc_quartz_test_illegal (game, "{'type':'pickaxe','seat':1,'faces':1,'crystals':['red']}", "action.faces");
}

static void
test_unstable_marker_every_draw (void)
{
  g_autoptr(TcGame) game = game_at_roll ("{'unstable_marker':'every_draw'}",
                                         ROLL (1, "pickaxe", "jackhammer", "jackhammer", "jackhammer", "jackhammer"));

  tc_quartz_test_legal (game, "{'type':'pickaxe','seat':1,'faces':1,'crystals':['unstable']}");
  g_assert_cmpuint (seat_of (game, 1)->markers, ==, 1);
}

static void
test_unstable_marker_kept_by_jackhammer (void)
{
  g_autoptr(TcGame) game = game_at_roll ("{'unstable_marker':'every_draw'}",
                                         ROLL (1, "pickaxe", "jackhammer", "jackhammer", "jackhammer", "jackhammer"));
  g_autoptr(TcGame) plain = game_at_roll (NULL, ROLL (1, "pickaxe", "jackhammer", "jackhammer", "jackhammer", "jackhammer"));
  const char *hammer = "{'type':'jackhammer','seat':1,'faces':3,'drawn':['unstable','red','blue'],'returned':['blue']}";

  tc_quartz_test_legal (game, hammer);
  tc_quartz_test_legal (plain, hammer);
  g_assert_cmpuint (seat_of (game, 1)->markers, ==, 1);
  g_assert_cmpuint (seat_of (plain, 1)->markers, ==, 0);
}

static void
test_jackhammer (void)
{
  g_autoptr(TcGame) game = game_at_roll (NULL, ROLL (1, "jackhammer", "jackhammer", "jackhammer", "helmet", "helmet"));

  tc_quartz_test_illegal (game, "{'type':'jackhammer','seat':1,'faces':1,'drawn':['red'],'returned':[]}",
                          "action.strength");
  tc_quartz_test_illegal (game, "{'type':'jackhammer','seat':1,'faces':3,'drawn':['red','red'],'returned':['red']}",
                          "jackhammer.count");
  tc_quartz_test_illegal (game, "{'type':'jackhammer','seat':1,'faces':3,'drawn':['red','red','blue'],'returned':[]}",
                          "jackhammer.returned_count");
  tc_quartz_test_illegal (game, "{'type':'jackhammer','seat':1,'faces':3,'drawn':['red','red','blue'],'returned':['green']}",
                          "jackhammer.returned");
  /* Strength 4 (3 faces and a helmet pair): 4 drawn, 2 go back. */
  tc_quartz_test_legal (game, "{'type':'jackhammer','seat':1,'faces':3,'helmet_pairs':1,"
                              "'drawn':['red','yellow','yellow','white'],'returned':['white','yellow']}");

  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_RED], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_YELLOW], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_WHITE], ==, 1);
  g_assert_cmpuint (tc_quartz_test_state (game)->bag[TC_QUARTZ_YELLOW], ==, 4);
  g_assert_cmpuint (tc_quartz_test_state (game)->bag[TC_QUARTZ_WHITE], ==, 4);
}

/* A jackhammer takes what the bag has; on an empty bag it is illegal. */
static void
test_jackhammer_small_bag (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL,
    "{'type':'setup','bag':{'white':1,'pink':1,'green':0,'blue':0,'red':0,'yellow':0}}",
    DRAW (1, "unstable"), ROLL (1, "jackhammer", "jackhammer", "jackhammer", "jackhammer", "pickaxe"), NULL);

  tc_quartz_test_illegal (game, "{'type':'jackhammer','seat':1,'faces':4,'drawn':['white','pink','white','pink'],"
                                "'returned':['white','pink']}", "jackhammer.count");
  tc_quartz_test_legal (game, "{'type':'jackhammer','seat':1,'faces':2,'drawn':['white','pink'],'returned':['pink']}");
  tc_quartz_test_legal (game, "{'type':'pickaxe','seat':1,'faces':1,'crystals':['pink']}");
  g_assert_cmpuint (tc_quartz_state_bag_total (tc_quartz_test_state (game)), ==, 0);
  tc_quartz_test_illegal (game, "{'type':'jackhammer','seat':1,'faces':2,'drawn':[],'returned':[]}",
                          "jackhammer.empty_bag");
}

static void
test_chest (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, SETUP, DRAW (1, "unstable"),
                                                ROLL (1, "chest", "chest", "chest", "pickaxe", "pickaxe"),
                                                "{'type':'pickaxe','seat':1,'faces':2,'crystals':['red','blue']}", NULL);

  tc_quartz_test_illegal (game, "{'type':'chest','seat':1,'faces':3,'crystals':[]}", "chest.count");
  tc_quartz_test_illegal (game, "{'type':'chest','seat':1,'faces':3,'crystals':['red','blue','unstable']}", "chest.count");
  tc_quartz_test_illegal (game, "{'type':'chest','seat':1,'faces':3,'crystals':['red','red']}", "chest.cart");
  tc_quartz_test_legal (game, "{'type':'chest','seat':1,'faces':3,'crystals':['red','unstable']}");

  g_assert_cmpuint (seat_of (game, 1)->chest[TC_QUARTZ_RED], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->chest[TC_QUARTZ_UNSTABLE], ==, 1);
  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_RED], ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_BLUE], ==, 1);
}

static void
test_chest_unstable_forbidden (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, "{'chest_unstable':'forbidden'}", SETUP, DRAW (1, "unstable"),
                                                ROLL (1, "chest", "chest", "chest", "pickaxe", "pickaxe"),
                                                "{'type':'pickaxe','seat':1,'faces':1,'crystals':['red']}", NULL);

  tc_quartz_test_illegal (game, "{'type':'chest','seat':1,'faces':3,'crystals':['red','unstable']}", "chest.unstable");
  tc_quartz_test_legal (game, "{'type':'chest','seat':1,'faces':3,'crystals':['red']}");
}

/* One unstable in Ana's cart, three minecarts: up to 2 may move. */
static void
test_minecart (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, SETUP, DRAW (1, "unstable"),
                                                ROLL (1, "minecart", "minecart", "minecart", "helmet", "pickaxe"), NULL);

  tc_quartz_test_illegal (game, "{'type':'minecart','seat':1,'faces':3,'to':[]}", "minecart.count");
  tc_quartz_test_illegal (game, "{'type':'minecart','seat':1,'faces':3,'to':[2,3,2]}", "minecart.count");
  tc_quartz_test_illegal (game, "{'type':'minecart','seat':1,'faces':3,'to':[1]}", "minecart.self");
  tc_quartz_test_illegal (game, "{'type':'minecart','seat':1,'faces':3,'to':[4]}", "seat.range");
  tc_quartz_test_illegal (game, "{'type':'minecart','seat':1,'faces':3,'to':[2,2]}", "minecart.cart");
  tc_quartz_test_legal (game, "{'type':'minecart','seat':1,'faces':3,'to':[3]}");

  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_UNSTABLE], ==, 0);
  g_assert_cmpuint (seat_of (game, 3)->cart[TC_QUARTZ_UNSTABLE], ==, 1);
  /* An unstable received never gives a marker. */
  g_assert_cmpuint (seat_of (game, 3)->markers, ==, 0);
}

/* Ben holds a red and a white when Cy steals; an unstable is never taken. */
static void
test_steal (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, SETUP,
    DRAW (1, "red"), ROLL (1, "chest", "chest", "chest", "chest", "chest"), END (1),
    DRAW (2, "unstable"), ROLL (2, "pickaxe", "pickaxe", "chest", "chest", "chest"),
    "{'type':'pickaxe','seat':2,'faces':2,'crystals':['red','white']}", END (2),
    DRAW (3, "green"), ROLL (3, "steal", "steal", "steal", "helmet", "helmet"), NULL);

  tc_quartz_test_illegal (game, "{'type':'steal','seat':3,'faces':3,'from':[]}", "steal.count");
  tc_quartz_test_illegal (game, "{'type':'steal','seat':3,'faces':3,'from':[{'seat':3,'crystal':'green'}]}", "steal.self");
  tc_quartz_test_illegal (game, "{'type':'steal','seat':3,'faces':3,'from':[{'seat':2,'crystal':'unstable'}]}",
                          "steal.unstable");
  tc_quartz_test_illegal (game, "{'type':'steal','seat':3,'faces':3,'from':[{'seat':2,'crystal':'blue'}]}", "steal.cart");
  /* The same seat and colour twice: the second finds Ben's red gone. */
  tc_quartz_test_illegal (game, "{'type':'steal','seat':3,'faces':3,'from':[{'seat':2,'crystal':'red'},{'seat':2,'crystal':'red'}]}",
                          "steal.cart");
  tc_quartz_test_legal (game, "{'type':'steal','seat':3,'faces':3,'helmet_pairs':1,"
                              "'from':[{'seat':2,'crystal':'red'},{'seat':1,'crystal':'red'},{'seat':2,'crystal':'white','note':'ignored'}]}");

  g_assert_cmpuint (seat_of (game, 3)->cart[TC_QUARTZ_RED], ==, 2);
  g_assert_cmpuint (seat_of (game, 3)->cart[TC_QUARTZ_WHITE], ==, 1);
  g_assert_cmpuint (seat_of (game, 2)->cart[TC_QUARTZ_UNSTABLE], ==, 1);
  g_assert_cmpuint (seat_of (game, 2)->cart[TC_QUARTZ_RED] + seat_of (game, 2)->cart[TC_QUARTZ_WHITE], ==, 0);
  g_assert_cmpuint (seat_of (game, 1)->cart[TC_QUARTZ_RED], ==, 0);
}

/* One face may serve several actions, each with its own dice. */
static void
test_face_used_twice (void)
{
  g_autoptr(TcGame) game = game_at_roll (NULL, ROLL (1, "pickaxe", "pickaxe", "pickaxe", "chest", "chest"));

  tc_quartz_test_legal (game, "{'type':'pickaxe','seat':1,'faces':1,'crystals':['red']}");
  tc_quartz_test_legal (game, "{'type':'pickaxe','seat':1,'faces':2,'crystals':['red','blue']}");
  tc_quartz_test_illegal (game, "{'type':'pickaxe','seat':1,'faces':1,'crystals':['red']}", "action.faces");
  tc_quartz_test_legal (game, END (1));
}

/* What Enter and the turn's end say of the dice left: the dice of every
 * action that can still move a crystal, and the helmets in pairs.
 */
static void
assert_dice_left (TcGame     *game,
                  guint       dice,
                  const char *sentence)
{
  g_autoptr(TcEntry) end = tc_test_log_parse_entry (game, "{\"type\":\"end_turn\",\"seat\":1}");
  g_autofree char *said = tc_quartz_describe_dice_left (tc_quartz_test_rules (game), tc_quartz_test_state (game));
  g_autofree char *forgone = tc_ruleset_describe_forgone (tc_game_get_ruleset (game), tc_quartz_test_state (game), end);

  g_assert_cmpuint (tc_quartz_dice_left (tc_quartz_test_rules (game), tc_quartz_test_state (game)), ==, dice);
  g_assert_cmpstr (said, ==, sentence);
  if (dice > 0)
    g_assert_cmpstr (forgone, ==, "Ana ended the turn with dice that could still move crystals");
  else
    g_assert_null (forgone);
}

static void
test_dice_left (void)
{
  /* Ana holds the white she drew. A pickaxe draws one, the two chests
   * store one; one steal and one helmet move nothing.
   */
  g_autoptr(TcGame) game = game_at_roll (NULL, ROLL (1, "pickaxe", "chest", "chest", "steal", "helmet"));
  g_autoptr(TcGame) helmets = game_at_roll (NULL, ROLL (1, "steal", "steal", "helmet", "helmet", "minecart"));
  g_autoptr(TcGame) lone = game_at_roll (NULL, ROLL (1, "pickaxe", "steal", "minecart", "helmet", "chest"));

  assert_dice_left (game, 3, "Ana can still use 3 dice — End Turn to end it anyway");
  tc_quartz_test_legal (game, "{'type':'pickaxe','seat':1,'faces':1,'crystals':['red']}");
  assert_dice_left (game, 2, "Ana can still use 2 dice — End Turn to end it anyway");
  tc_quartz_test_legal (game, "{'type':'chest','seat':1,'faces':2,'crystals':['red']}");
  assert_dice_left (game, 0, NULL);

  /* Two helmets are a pickaxe of strength 1 on their own; the steals
   * find no cart to take from, the minecart no unstable; a lone chest
   * is too weak.
   */
  assert_dice_left (helmets, 2, "Ana can still use 2 dice — End Turn to end it anyway");
  assert_dice_left (lone, 1, "Ana can still use 1 die — End Turn to end it anyway");
}

/* Turns, rounds and the end ----------------------------------------------------- */

#define QUIET_TURN(seat, crystal) DRAW (seat, crystal), ROLL (seat, "chest", "chest", "chest", "chest", "chest"), END (seat)

/* Round 2 starts with 2 more unstables and the best scorer first. */
static void
test_next_round (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, SETUP,
    QUIET_TURN (1, "white"), QUIET_TURN (2, "yellow"), NULL);

  tc_quartz_test_illegal (game, DRAW (1, "red"), "turn.seat");
  tc_quartz_test_legal (game, DRAW (3, "red"));
  tc_quartz_test_legal (game, ROLL (3, "chest", "chest", "chest", "chest", "chest"));
  tc_quartz_test_legal (game, END (3));

  /* Ben 9, Cy 7, Ana 2, all −5: Ben starts round 2. */
  g_assert_cmpuint (tc_quartz_test_state (game)->round, ==, 2);
  g_assert_cmpuint (tc_quartz_test_state (game)->active, ==, 1);
  g_assert_cmpuint (tc_quartz_test_state (game)->bag[TC_QUARTZ_UNSTABLE], ==, 3);
  g_assert_cmpint (tc_quartz_test_total (game, 2), ==, 4);
}

/* Equal totals: the most white, then the most pink, then the first from
 * the previous first seat clockwise.
 */
static void
test_first_seat_ties (void)
{
  /* A pink each: all −2 with as many white and pink, so the previous
   * first seat (Ben) starts again.
   */
  g_autoptr(TcGame) tied = tc_quartz_test_game (3, NULL,
    "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5},'first_seat':2}",
    QUIET_TURN (2, "pink"), QUIET_TURN (3, "pink"), QUIET_TURN (1, "pink"), NULL);
  /* White 2 + blue 5 = 7 against green 4 + pink 3 = 7 against red 7: the
   * white wins the tie.
   */
  g_autoptr(TcGame) white = tc_quartz_test_game (3, NULL, SETUP,
    DRAW (1, "red"), ROLL (1, "chest", "chest", "chest", "chest", "chest"), END (1),
    DRAW (2, "green"), ROLL (2, "pickaxe", "chest", "chest", "chest", "chest"),
    "{'type':'pickaxe','seat':2,'faces':1,'crystals':['pink']}", END (2),
    DRAW (3, "white"), ROLL (3, "pickaxe", "chest", "chest", "chest", "chest"),
    "{'type':'pickaxe','seat':3,'faces':1,'crystals':['blue']}", END (3), NULL);

  g_assert_cmpuint (tc_quartz_test_state (tied)->active, ==, 1);
  g_assert_cmpuint (tc_quartz_test_state (white)->active, ==, 2);
}

static void
test_pink_breaks_tie (void)
{
  /* Ben started round 1. Ana (green and pink) and Ben (red) both have
   * 7 − 5 and no white: Ana's pink puts her first, not Ben's place.
   */
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL,
    "{'type':'setup','bag':{'white':5,'pink':5,'green':5,'blue':5,'red':5,'yellow':5},'first_seat':2}",
    QUIET_TURN (2, "red"), QUIET_TURN (3, "white"),
    DRAW (1, "green"), ROLL (1, "pickaxe", "chest", "chest", "chest", "chest"),
    "{'type':'pickaxe','seat':1,'faces':1,'crystals':['pink']}", END (1), NULL);

  g_assert_cmpuint (tc_quartz_test_state (game)->round, ==, 2);
  g_assert_cmpuint (tc_quartz_test_state (game)->active, ==, 0);
}

/* An empty bag ends the game at the end of that turn, keeping the round. */
static void
test_end_by_empty_bag (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL,
    "{'type':'setup','bag':{'white':1,'pink':0,'green':0,'blue':0,'red':0,'yellow':0}}",
    QUIET_TURN (1, "white"), DRAW (2, "unstable"), ROLL (2, "chest", "chest", "chest", "chest", "chest"), NULL);

  g_assert_false (tc_game_is_finished (game));
  tc_quartz_test_legal (game, END (2));
  g_assert_true (tc_game_is_finished (game));
  g_assert_cmpuint (tc_quartz_test_state (game)->round, ==, 1);
  g_assert_cmpuint (tc_quartz_test_state (game)->bag[TC_QUARTZ_UNSTABLE], ==, 0);
  /* Ana 2 − 5 = −3 wins over Ben −3 − 5 and Cy −5. */
  g_assert_cmpuint (tc_ruleset_get_winners (tc_game_get_ruleset (game), tc_game_get_state (game)), ==, 1u << 0);
  tc_quartz_test_illegal (game, DRAW (3, "white"), "game.finished");
  tc_quartz_test_legal (game, "{'type':'note','text':'well played'}");
}

/* Six rounds of three quiet turns; the game ends after round 6. */
static void
test_end_after_round_six (void)
{
  static const char *drawn[] = { "white", "pink", "green", "blue" };
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, SETUP, NULL);

  for (guint turn = 0; turn < 18; turn++)
    {
      guint seat = tc_quartz_test_state (game)->active + 1;
      g_autofree char *draw = g_strdup_printf ("{'type':'draw','seat':%u,'crystal':'%s'}", seat, drawn[turn / 5]);
      g_autofree char *roll = g_strdup_printf ("{'type':'roll','seat':%u,'dice':['chest','chest','chest','chest','chest']}", seat);
      g_autofree char *end = g_strdup_printf ("{'type':'end_turn','seat':%u}", seat);

      g_assert_false (tc_game_is_finished (game));
      g_assert_cmpuint (tc_quartz_test_state (game)->round, ==, turn / 3 + 1);
      tc_quartz_test_legal (game, draw);
      tc_quartz_test_legal (game, roll);
      tc_quartz_test_legal (game, end);
    }

  g_assert_true (tc_game_is_finished (game));
  g_assert_cmpuint (tc_quartz_test_state (game)->round, ==, 6);
  /* 1 + 5 × 2 unstables went in, none came out. */
  g_assert_cmpuint (tc_quartz_test_state (game)->bag[TC_QUARTZ_UNSTABLE], ==, 11);
}

/* Scoring ------------------------------------------------------------------------ */

static void
test_set_bonuses (void)
{
  const TcQuartzData *data = tc_quartz_data_get_default ();
  const gint expected[] = { 0, 0, 0, 3, 6, 10, 10, 10 };

  for (guint count = 0; count < G_N_ELEMENTS (expected); count++)
    g_assert_cmpint (tc_quartz_data_set_bonus (data, count), ==, expected[count]);
}

/* Ana: 3 yellow (27 + 3) and an unstable (−3), 1 in the chest; Ben and
 * Cy: nothing, empty chests → −5 each.
 */
static void
test_score (void)
{
  g_autoptr(TcGame) game = tc_quartz_test_game (3, NULL, SETUP, DRAW (1, "unstable"),
    ROLL (1, "pickaxe", "pickaxe", "pickaxe", "chest", "chest"),
    "{'type':'pickaxe','seat':1,'faces':3,'crystals':['yellow','yellow','yellow']}",
    "{'type':'chest','seat':1,'faces':2,'crystals':['yellow']}", NULL);
  TcQuartzScore score;

  tc_quartz_state_score (tc_quartz_test_rules (game), tc_quartz_test_state (game), 0, &score);
  g_assert_cmpint (score.crystals, ==, 24);
  g_assert_cmpint (score.sets, ==, 3);
  g_assert_cmpint (score.chest_penalty, ==, 0);
  g_assert_cmpint (score.total, ==, 27);
  g_assert_cmpint (tc_quartz_test_total (game, 2), ==, -5);
  g_assert_cmpint (tc_quartz_test_total (game, 3), ==, -5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/quartz/setup", test_setup);
  g_test_add_func ("/quartz/setup/empty-bag", test_setup_empty_bag);
  g_test_add_func ("/quartz/draw", test_draw);
  g_test_add_func ("/quartz/roll", test_roll);
  g_test_add_func ("/quartz/rerolls", test_rerolls);
  g_test_add_func ("/quartz/pickaxe", test_pickaxe);
  g_test_add_func ("/quartz/ruling/unstable-marker/every-draw", test_unstable_marker_every_draw);
  g_test_add_func ("/quartz/ruling/unstable-marker/jackhammer", test_unstable_marker_kept_by_jackhammer);
  g_test_add_func ("/quartz/jackhammer", test_jackhammer);
  g_test_add_func ("/quartz/jackhammer/small-bag", test_jackhammer_small_bag);
  g_test_add_func ("/quartz/chest", test_chest);
  g_test_add_func ("/quartz/ruling/chest-unstable/forbidden", test_chest_unstable_forbidden);
  g_test_add_func ("/quartz/minecart", test_minecart);
  g_test_add_func ("/quartz/steal", test_steal);
  g_test_add_func ("/quartz/face-used-twice", test_face_used_twice);
  g_test_add_func ("/quartz/dice-left", test_dice_left);
  g_test_add_func ("/quartz/round/next", test_next_round);
  g_test_add_func ("/quartz/round/first-seat-ties", test_first_seat_ties);
  g_test_add_func ("/quartz/round/pink-breaks-tie", test_pink_breaks_tie);
  g_test_add_func ("/quartz/end/empty-bag", test_end_by_empty_bag);
  g_test_add_func ("/quartz/end/round-six", test_end_after_round_six);
  g_test_add_func ("/quartz/score/sets", test_set_bonuses);
  g_test_add_func ("/quartz/score", test_score);

  return g_test_run ();
}
