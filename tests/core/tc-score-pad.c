/* tc-score-pad.c: the score pad's rules
 *
 * Small on purpose: every hook of TcRulesetClass is filled in a few lines,
 * so that the core tests can work out by hand what the core must answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-error.h"
#include "tc-game.h"
#include "tc-score-pad.h"

typedef struct
{
  guint    n_players;
  guint    active;                 /* 1-based; 0 once the game is over */
  guint    round;                  /* 1-based */
  gboolean finished;
  gint     points[TC_MAX_SEATS];
} ScorePadState;

/* The order of entry_kinds; a note, the base class's, comes after. */
typedef enum
{
  KIND_SCORE,
  KIND_END_TURN,
  KIND_NOTE,
} EntryKind;

static const char * const entry_kinds[] = { "score", "end_turn", NULL };

typedef struct
{
  EntryKind kind;
  gint64    seat;     /* as written; checked against the table by the rules */
  gint64    points;
} ScorePadEntry;

typedef struct
{
  guint scores[TC_MAX_SEATS];      /* legal score entries per seat */
  guint negative[TC_MAX_SEATS];    /* of those, with negative points */
} ScorePadStats;

struct _TcScorePad
{
  TcRuleset parent_instance;

  gint      target;                /* 0: none */
  gboolean  refuse_negative;
};

G_DEFINE_FINAL_TYPE (TcScorePad, tc_score_pad, TC_TYPE_RULESET)

/* Entries ------------------------------------------------------------------ */

static gboolean
format_error (GError     **error,
              const char  *format,
              ...) G_GNUC_PRINTF (2, 3);

static gboolean
format_error (GError     **error,
              const char  *format,
              ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID, format, args);
  va_end (args);

  return FALSE;
}

static gboolean
read_integer (JsonObject  *object,
              const char  *name,
              gint64      *value,
              GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return format_error (error, "“%s” must be a whole number", name);

  *value = json_node_get_int (node);
  return TRUE;
}

static gpointer
tc_score_pad_parse_entry_data (TcRuleset   *ruleset,
                               guint        kind,
                               JsonObject  *object,
                               GError     **error)
{
  g_autofree ScorePadEntry *data = g_new0 (ScorePadEntry, 1);

  data->kind = kind;
  if (kind != KIND_NOTE && !read_integer (object, "seat", &data->seat, error))
    return NULL;
  if (kind == KIND_SCORE && !read_integer (object, "points", &data->points, error))
    return NULL;

  return g_steal_pointer (&data);
}

/* The builders: each writes its entry as the log holds it and lets the
 * pad's own reader make the TcEntry.
 */
static JsonObject *
new_seat_object (const char *type,
                 guint       seat)
{
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "type", type);
  json_object_set_int_member (object, "seat", seat);

  return object;
}

TcEntry *
tc_score_pad_entry_new_score (TcScorePad *self,
                              guint       seat,
                              gint        points)
{
  JsonObject *object = new_seat_object ("score", seat);

  json_object_set_int_member (object, "points", points);

  return tc_ruleset_build_entry (TC_RULESET (self), object);
}

TcEntry *
tc_score_pad_entry_new_end_turn (TcScorePad *self,
                                 guint       seat)
{
  return tc_ruleset_build_entry (TC_RULESET (self), new_seat_object ("end_turn", seat));
}

/* Rules -------------------------------------------------------------------- */

static const char *
seat_name (TcRuleset *ruleset,
           gint64     seat)
{
  if (seat < 1 || seat > tc_ruleset_get_n_players (ruleset))
    return "nobody";

  return tc_ruleset_get_player (ruleset, seat);
}

static gboolean
check_turn (TcRuleset            *ruleset,
            const ScorePadState  *state,
            const ScorePadEntry  *data,
            GError              **error)
{
  if (state->finished)
    {
      tc_set_rule_error (error, "game.over", "the game is over");
      return FALSE;
    }

  if (data->seat < 1 || data->seat > state->n_players)
    {
      tc_set_rule_error (error, "seat.out_of_range", "there is no seat %" G_GINT64_FORMAT " at a table of %u",
                         data->seat, state->n_players);
      return FALSE;
    }

  if (data->seat != state->active)
    {
      tc_set_rule_error (error, "turn.not_active", "it is %s’s turn, not %s’s",
                         seat_name (ruleset, state->active), seat_name (ruleset, data->seat));
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_points (TcScorePad           *self,
              const ScorePadEntry  *data,
              GError              **error)
{
  if (data->points < -TC_SCORE_PAD_MAX_POINTS || data->points > TC_SCORE_PAD_MAX_POINTS)
    {
      tc_set_rule_error (error, "score.out_of_range", "a score entry holds %d to %d points, not %" G_GINT64_FORMAT,
                         -TC_SCORE_PAD_MAX_POINTS, TC_SCORE_PAD_MAX_POINTS, data->points);
      return FALSE;
    }

  if (data->points < 0 && self->refuse_negative)
    {
      tc_set_rule_error (error, "score.negative", "this game’s rulings refuse negative points");
      return FALSE;
    }

  return TRUE;
}

static void
end_turn (TcScorePad    *self,
          ScorePadState *state)
{
  guint seat = state->active;

  if (self->target > 0 && state->points[seat - 1] >= self->target)
    state->finished = TRUE;
  else if (seat == state->n_players && state->round == TC_SCORE_PAD_ROUNDS)
    state->finished = TRUE;
  else if (seat == state->n_players)
    state->round++;

  state->active = state->finished ? 0 : seat % state->n_players + 1;
}

/* Entries tried against the rules in this process, legal or not. */
static guint n_applies;

guint
tc_score_pad_get_n_applies (void)
{
  return n_applies;
}

static gboolean
tc_score_pad_apply_entry (TcRuleset            *ruleset,
                          ScorePadState        *state,
                          const ScorePadEntry  *data,
                          GError              **error)
{
  TcScorePad *self = TC_SCORE_PAD (ruleset);

  n_applies++;

  if (!check_turn (ruleset, state, data, error))
    return FALSE;

  if (data->kind == KIND_SCORE)
    {
      if (!check_points (self, data, error))
        return FALSE;
      state->points[data->seat - 1] += data->points;
    }
  else
    end_turn (self, state);

  return TRUE;
}

/* Hooks -------------------------------------------------------------------- */

static gboolean
tc_score_pad_prepare (TcRuleset  *ruleset,
                      GError    **error)
{
  TcScorePad *self = TC_SCORE_PAD (ruleset);

  self->target = tc_ruleset_get_ruling_index (ruleset, "target") == 1 ? TC_SCORE_PAD_TARGET : 0;
  self->refuse_negative = tc_ruleset_get_ruling_index (ruleset, "negative_points") == 1;

  return TRUE;
}

static void
tc_score_pad_init_state (TcRuleset     *ruleset,
                         ScorePadState *state)
{
  memset (state, 0, sizeof *state);
  state->n_players = tc_ruleset_get_n_players (ruleset);
  state->active = 1;
  state->round = 1;
}

static gboolean
tc_score_pad_is_finished (TcRuleset           *ruleset,
                          const ScorePadState *state)
{
  return state->finished;
}

static TcSeatSet
tc_score_pad_get_winners (TcRuleset           *ruleset,
                          const ScorePadState *state)
{
  TcSeatSet winners = 0;
  gint best = G_MININT;

  if (!state->finished)
    return 0;

  for (guint s = 0; s < state->n_players; s++)
    best = MAX (best, state->points[s]);
  for (guint s = 0; s < state->n_players; s++)
    if (state->points[s] == best)
      winners |= 1u << s;

  return winners;
}

static JsonNode *
tc_score_pad_state_to_json (TcRuleset           *ruleset,
                            const ScorePadState *state)
{
  TcSeatSet winners = tc_score_pad_get_winners (ruleset, state);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder, state->finished ? "finished" : "in_progress");
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, state->round);
  json_builder_set_member_name (builder, "active");
  json_builder_add_int_value (builder, state->active);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint s = 0; s < state->n_players; s++)
    json_builder_add_int_value (builder, state->points[s]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "winners");
  json_builder_begin_array (builder);
  for (guint seat = 1; seat <= state->n_players; seat++)
    if (TC_SEAT_SET_HAS (winners, seat))
      json_builder_add_int_value (builder, seat);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static char *
tc_score_pad_state_to_text (TcRuleset           *ruleset,
                            const ScorePadState *state)
{
  GString *out = g_string_new (NULL);

  if (state->finished)
    g_string_append (out, "Game over\n");
  else
    g_string_append_printf (out, "Round %u of %u, %s to play\n", state->round,
                            TC_SCORE_PAD_ROUNDS, seat_name (ruleset, state->active));

  for (guint seat = 1; seat <= state->n_players; seat++)
    g_string_append_printf (out, "%s: %d\n", tc_ruleset_get_player (ruleset, seat),
                            state->points[seat - 1]);

  return g_string_free (out, FALSE);
}

static char *
tc_score_pad_describe_entry (TcRuleset           *ruleset,
                             gconstpointer        state_before,
                             const ScorePadEntry *data)
{
  const char *name = seat_name (ruleset, data->seat);

  if (data->kind == KIND_END_TURN)
    return g_strdup_printf ("%s ends the turn", name);
  if (data->points < 0)
    return g_strdup_printf ("%s loses %" G_GINT64_FORMAT, name, -data->points);

  return g_strdup_printf ("%s scores %" G_GINT64_FORMAT, name, data->points);
}

/* A score pad never waits for the table. */
static char *
tc_score_pad_describe_pending (TcRuleset           *ruleset,
                               const ScorePadState *state)
{
  return NULL;
}

static guint
tc_score_pad_get_active_seat (TcRuleset           *ruleset,
                              const ScorePadState *state)
{
  return state->active;
}

static gint
tc_score_pad_get_score (TcRuleset           *ruleset,
                        const ScorePadState *state,
                        guint                seat)
{
  return state->points[seat - 1];
}

static gint
tc_score_pad_get_target_score (TcRuleset *ruleset)
{
  return TC_SCORE_PAD (ruleset)->target;
}

static guint
tc_score_pad_get_round (TcRuleset           *ruleset,
                        const ScorePadState *state)
{
  return state->round;
}

/* A turn ends at every end_turn; the last seat's also ends the round.
 * Points taken away are worth the table's attention.
 */
static TcEntryMarks
tc_score_pad_get_entry_marks (TcRuleset           *ruleset,
                              const ScorePadState *before,
                              gconstpointer        state_after,
                              const ScorePadEntry *data)
{

  if (data->kind == KIND_END_TURN)
    return TC_ENTRY_MARK_TURN_END |
           (data->seat == before->n_players ? TC_ENTRY_MARK_ROUND_END : 0);

  if (data->kind == KIND_SCORE && data->points < 0)
    return TC_ENTRY_MARK_ALERT;

  return TC_ENTRY_MARK_NONE;
}

static gpointer
tc_score_pad_collect_stats (TcRuleset *ruleset,
                            TcGame    *game)
{
  ScorePadStats *stats = g_new0 (ScorePadStats, 1);

  for (guint i = 0; i < tc_game_get_n_applied (game); i++)
    {
      const ScorePadEntry *data = tc_entry_get_data (tc_game_get_entry (game, i));

      if (data->kind != KIND_SCORE)
        continue;
      stats->scores[data->seat - 1]++;
      stats->negative[data->seat - 1] += data->points < 0;
    }

  return stats;
}

static void
tc_score_pad_append_seat_stats (TcRuleset     *ruleset,
                                gconstpointer  stats_data,
                                guint          seat,
                                GString       *out)
{
  const ScorePadStats *stats = stats_data;

  g_string_append_printf (out, "  score entries: %u (%u negative)\n",
                          stats->scores[seat - 1], stats->negative[seat - 1]);
}

static void
tc_score_pad_class_init (TcScorePadClass *klass)
{
  TcRulesetClass *ruleset_class = TC_RULESET_CLASS (klass);

  ruleset_class->game_id = TC_SCORE_PAD_GAME_ID;
  ruleset_class->title = "Score pad";
  ruleset_class->data_dir = "score-pad";
  ruleset_class->min_players = 2;
  ruleset_class->max_players = 4;
  ruleset_class->n_rounds = TC_SCORE_PAD_ROUNDS;
  ruleset_class->state_size = sizeof (ScorePadState);
  /* The rules are the instance: the hooks get the TcRuleset. */
  ruleset_class->rules_offset = 0;
  ruleset_class->entry_kinds = entry_kinds;
  ruleset_class->free_entry_data = g_free;

  ruleset_class->prepare = tc_score_pad_prepare;
  ruleset_class->parse_entry_data = (TcParseEntryFunc) tc_score_pad_parse_entry_data;
  ruleset_class->init_state = (TcInitStateFunc) tc_score_pad_init_state;
  ruleset_class->apply_entry = (TcApplyEntryFunc) tc_score_pad_apply_entry;
  ruleset_class->is_finished = (TcStateTestFunc) tc_score_pad_is_finished;
  ruleset_class->state_to_json = (TcStateJsonFunc) tc_score_pad_state_to_json;
  ruleset_class->state_to_text = (TcStateTextFunc) tc_score_pad_state_to_text;
  ruleset_class->describe_entry = (TcEntryTextFunc) tc_score_pad_describe_entry;
  ruleset_class->describe_pending = (TcStateTextFunc) tc_score_pad_describe_pending;
  ruleset_class->get_active_seat = (TcStateCountFunc) tc_score_pad_get_active_seat;
  ruleset_class->get_score = (TcSeatScoreFunc) tc_score_pad_get_score;
  ruleset_class->get_winners = (TcStateSeatsFunc) tc_score_pad_get_winners;
  ruleset_class->get_target_score = (TcRulesScoreFunc) tc_score_pad_get_target_score;
  ruleset_class->get_round = (TcStateCountFunc) tc_score_pad_get_round;
  ruleset_class->get_entry_marks = (TcEntryMarksFunc) tc_score_pad_get_entry_marks;
  ruleset_class->collect_stats = tc_score_pad_collect_stats;
  ruleset_class->append_seat_stats = tc_score_pad_append_seat_stats;
}

static void
tc_score_pad_init (TcScorePad *self)
{
}
