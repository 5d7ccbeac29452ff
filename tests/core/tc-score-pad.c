/* tc-score-pad.c: the core tests' own tiny game, a score pad
 *
 * Entries: {"type":"score","seat":s,"points":p} (the active seat, p from
 * −99 to 99, negative only under the ruling negative = allowed),
 * {"type":"end_turn","seat":s} and {"type":"note","text":…}. Three
 * rounds of one turn per seat, seat 1 first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-entry-reader.h"
#include "tc-error.h"
#include "tc-score-pad.h"

#define N_ROUNDS 3
#define MOST_POINTS 99

typedef enum { PAD_SCORE, PAD_END_TURN, PAD_NOTE } PadType;

static const char * const pad_types[] = { "score", "end_turn", "note" };

typedef struct
{
  PadType type;
  gint64  seat;
  gint64  points;
} PadEntry;

typedef struct
{
  guint round;        /* 1–3, 4 when finished */
  guint active;       /* 0-based */
  gint  totals[TC_MAX_SEATS];
} PadState;

struct _TcScorePad
{
  TcRuleset parent_instance;

  gboolean  negative_allowed;
};

G_DEFINE_FINAL_TYPE (TcScorePad, tc_score_pad, TC_TYPE_RULESET)

static gboolean
tc_score_pad_prepare (TcRuleset  *ruleset,
                      GError    **error)
{
  TC_SCORE_PAD (ruleset)->negative_allowed = g_strcmp0 (tc_ruleset_get_ruling (ruleset, "negative"), "allowed") == 0;
  return TRUE;
}

static void
tc_score_pad_init_state (TcRuleset *ruleset,
                         gpointer   state)
{
  PadState *s = state;

  memset (s, 0, sizeof *s);
  s->round = 1;
}

static TcEntry *
tc_score_pad_parse_entry (TcRuleset   *ruleset,
                          JsonObject  *object,
                          GError     **error)
{
  PadEntry *entry = g_new0 (PadEntry, 1);
  const char *text;
  guint type;
  gboolean ok;

  ok = tc_entry_reader_read_type (object, pad_types, G_N_ELEMENTS (pad_types), &type, error);
  entry->type = type;
  if (ok && entry->type == PAD_NOTE)
    ok = tc_entry_reader_read_string (object, "text", &text, error);
  else if (ok)
    ok = tc_entry_reader_read_int (object, "seat", &entry->seat, NULL, error) &&
         (entry->type != PAD_SCORE || tc_entry_reader_read_int (object, "points", &entry->points, NULL, error));

  if (!ok)
    {
      g_free (entry);
      return NULL;
    }

  return tc_entry_new (object, entry, g_free);
}

static gboolean
tc_score_pad_apply_entry (TcRuleset  *ruleset,
                          gpointer    state,
                          TcEntry    *entry,
                          GError    **error)
{
  const PadEntry *e = tc_entry_get_data (entry);
  PadState *s = state;
  guint n_seats = tc_ruleset_get_n_players (ruleset);

  if (e->type == PAD_NOTE)
    return TRUE;
  if (s->round > N_ROUNDS)
    {
      tc_set_rule_error (error, "game.finished", "The game is over: only notes can be added");
      return FALSE;
    }
  if (e->seat != s->active + 1)
    {
      tc_set_rule_error (error, "turn.seat", "It is seat %u's turn, not seat %" G_GINT64_FORMAT "'s", s->active + 1, e->seat);
      return FALSE;
    }
  if (e->type == PAD_SCORE &&
      (e->points > MOST_POINTS || e->points < (TC_SCORE_PAD (ruleset)->negative_allowed ? -MOST_POINTS : 0)))
    {
      tc_set_rule_error (error, "score.range", "%" G_GINT64_FORMAT " points cannot be written down here", e->points);
      return FALSE;
    }

  if (e->type == PAD_SCORE)
    s->totals[s->active] += e->points;
  else if (++s->active == n_seats)
    {
      s->active = 0;
      s->round++;
    }

  return TRUE;
}

static gboolean
tc_score_pad_is_finished (TcRuleset     *ruleset,
                          gconstpointer  state)
{
  return ((const PadState *) state)->round > N_ROUNDS;
}

static JsonNode *
tc_score_pad_state_to_json (TcRuleset     *ruleset,
                            gconstpointer  state)
{
  const PadState *s = state;
  JsonObject *object = json_object_new ();
  JsonArray *totals = json_array_new ();

  json_object_set_int_member (object, "round", s->round);
  for (guint i = 0; i < tc_ruleset_get_n_players (ruleset); i++)
    json_array_add_int_element (totals, s->totals[i]);
  json_object_set_array_member (object, "totals", totals);

  return json_node_init_object (json_node_alloc (), object);
}

static char *
tc_score_pad_state_to_text (TcRuleset     *ruleset,
                            gconstpointer  state)
{
  return g_strdup_printf ("Round %u\n", ((const PadState *) state)->round);
}

static char *
tc_score_pad_describe_entry (TcRuleset     *ruleset,
                             gconstpointer  state_before,
                             TcEntry       *entry)
{
  const PadEntry *e = tc_entry_get_data (entry);

  if (e->type == PAD_NOTE)
    return g_strdup ("Note");
  if (e->type == PAD_END_TURN)
    return g_strdup_printf ("Seat %" G_GINT64_FORMAT " ends the turn", e->seat);

  return g_strdup_printf ("Seat %" G_GINT64_FORMAT " scores %" G_GINT64_FORMAT, e->seat, e->points);
}

static char *
tc_score_pad_describe_pending (TcRuleset     *ruleset,
                               gconstpointer  state)
{
  return NULL;
}

static guint
tc_score_pad_get_active_seat (TcRuleset     *ruleset,
                              gconstpointer  state)
{
  const PadState *s = state;

  return s->round > N_ROUNDS ? 0 : s->active + 1;
}

static gint
tc_score_pad_get_score (TcRuleset     *ruleset,
                        gconstpointer  state,
                        guint          seat)
{
  return ((const PadState *) state)->totals[seat - 1];
}

/* The highest totals share the win. */
static TcSeatSet
tc_score_pad_get_winners (TcRuleset     *ruleset,
                          gconstpointer  state)
{
  const PadState *s = state;
  TcSeatSet winners = 0;
  gint best = G_MININT;

  if (s->round <= N_ROUNDS)
    return 0;

  for (guint i = 0; i < tc_ruleset_get_n_players (ruleset); i++)
    {
      if (s->totals[i] > best)
        {
          best = s->totals[i];
          winners = 0;
        }
      if (s->totals[i] == best)
        winners |= 1u << i;
    }

  return winners;
}

static guint
tc_score_pad_get_round (TcRuleset     *ruleset,
                        gconstpointer  state)
{
  return MIN (((const PadState *) state)->round, N_ROUNDS);
}

static TcEntryMarks
tc_score_pad_get_entry_marks (TcRuleset     *ruleset,
                              gconstpointer  state_before,
                              gconstpointer  state_after,
                              TcEntry       *entry)
{
  const PadEntry *e = tc_entry_get_data (entry);
  TcEntryMarks marks = TC_ENTRY_MARK_NONE;

  if (e->type == PAD_END_TURN)
    marks |= TC_ENTRY_MARK_TURN_END;
  if (((const PadState *) state_after)->round != ((const PadState *) state_before)->round)
    marks |= TC_ENTRY_MARK_ROUND_END;
  if (e->type == PAD_SCORE && e->points < 0)
    marks |= TC_ENTRY_MARK_ALERT;

  return marks;
}

static void
tc_score_pad_class_init (TcScorePadClass *klass)
{
  TcRulesetClass *ruleset_class = TC_RULESET_CLASS (klass);

  ruleset_class->game_id = TC_SCORE_PAD_GAME_ID;
  ruleset_class->title = "Score Pad";
  ruleset_class->data_dir = "score-pad";
  ruleset_class->min_players = 2;
  ruleset_class->max_players = 4;
  ruleset_class->n_rounds = N_ROUNDS;
  ruleset_class->state_size = sizeof (PadState);
  ruleset_class->prepare = tc_score_pad_prepare;
  ruleset_class->init_state = tc_score_pad_init_state;
  ruleset_class->parse_entry = tc_score_pad_parse_entry;
  ruleset_class->apply_entry = tc_score_pad_apply_entry;
  ruleset_class->is_finished = tc_score_pad_is_finished;
  ruleset_class->state_to_json = tc_score_pad_state_to_json;
  ruleset_class->state_to_text = tc_score_pad_state_to_text;
  ruleset_class->describe_entry = tc_score_pad_describe_entry;
  ruleset_class->describe_pending = tc_score_pad_describe_pending;
  ruleset_class->get_active_seat = tc_score_pad_get_active_seat;
  ruleset_class->get_score = tc_score_pad_get_score;
  ruleset_class->get_winners = tc_score_pad_get_winners;
  ruleset_class->get_round = tc_score_pad_get_round;
  ruleset_class->get_entry_marks = tc_score_pad_get_entry_marks;
}

static void
tc_score_pad_init (TcScorePad *self)
{
}
