/* tc-ruleset.h: what every front end needs to know of one game's rules
 *
 * A game is a subclass of TcRuleset in src/engine/rulesets/<game>/ with its
 * data in data/games/<game>/, listed once in rulesets/tc-rulesets-built-in.c.
 * The CLI, the library and the app ask this class for everything
 * game-specific, so that none of them names a game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tc-entry.h"
#include "tc-rules-sections.h"
#include "tc-types.h"

G_BEGIN_DECLS

#define TC_TYPE_RULESET (tc_ruleset_get_type ())

G_DECLARE_DERIVABLE_TYPE (TcRuleset, tc_ruleset, TC, RULESET, GObject)

/**
 * TcEntryMarks:
 * @TC_ENTRY_MARK_TURN_END: the entry ends a turn (a row of the score table)
 * @TC_ENTRY_MARK_ROUND_END: the entry ends a round
 * @TC_ENTRY_MARK_ALERT: something the table should notice (an attack, a theft)
 *
 * What an entry means to the shell's timeline, charts and statistics.
 */
typedef enum
{
  TC_ENTRY_MARK_NONE      = 0,
  TC_ENTRY_MARK_TURN_END  = 1 << 0,
  TC_ENTRY_MARK_ROUND_END = 1 << 1,
  TC_ENTRY_MARK_ALERT     = 1 << 2,
} TcEntryMarks;

/**
 * TcNameTrim:
 * @TC_NAME_TRIM_UNICODE: player names lose surrounding Unicode white space
 * @TC_NAME_TRIM_ASCII: only space, tab, CR, LF, VT and FF
 *
 * How a game's log format trims player names (each spec says which).
 */
typedef enum
{
  TC_NAME_TRIM_UNICODE,
  TC_NAME_TRIM_ASCII,
} TcNameTrim;

/**
 * TcRulingInfo:
 * @name: the key in a log's "rulings" object
 * @label: the ruling in words (untranslated; see tc_ruling_info_get_label())
 * @source: one line: where the default comes from (untranslated)
 * @values: the values, default first, %NULL-terminated
 * @value_labels: each value in words (untranslated), %NULL-terminated
 *
 * One house-rule switch, read from the game's data/games/<game>/rulings.json.
 */
typedef struct
{
  char  *name;
  char  *label;
  char  *source;
  GStrv  values;
  GStrv  value_labels;
} TcRulingInfo;

/**
 * TcSimFlags:
 * @TC_SIM_KEEP_LOG: fill in the game's log
 * @TC_SIM_CHECK: check the game's invariants after every entry (the
 *   simulation tests); a game that breaks one fails
 *
 * How a ruleset's simulator plays a random game. Without
 * %TC_SIM_CHECK a game costs only its entries' choice and application,
 * as `tablecraft-cli simulate` and the benchmark measure it.
 */
typedef enum
{
  TC_SIM_KEEP_LOG = 1 << 0,
  TC_SIM_CHECK    = 1 << 1,
} TcSimFlags;

/**
 * TcSimGame:
 * @n_entries: entries the simulated game has
 * @finished: whether it ended by the rules (not stopped by a limit)
 * @log: (nullable): the game as a log, when it was asked for
 *
 * One random game played by a ruleset's simulator.
 */
typedef struct
{
  guint     n_entries;
  gboolean  finished;
  TcLog    *log;
} TcSimGame;

/* The hooks that work on a state or an entry get the game's rules and the
 * data it parsed from the entry (the rules are where TcRulesetClass.rules_offset
 * says in the instance). A game sets its own functions of these shapes as
 * hooks, cast to the hook's type as with GDestroyNotify: a pointer argument
 * matches a pointer of any type, and the compiler still checks the rest.
 */
typedef gpointer      (*TcParseEntryFunc)   (gconstpointer   rules,
                                             guint           kind,
                                             JsonObject     *object,
                                             GError        **error);
typedef void          (*TcInitStateFunc)    (gconstpointer   rules,
                                             gpointer        state);
typedef gboolean      (*TcApplyEntryFunc)   (gconstpointer   rules,
                                             gpointer        state,
                                             gconstpointer   data,
                                             GError        **error);
typedef gboolean      (*TcStateTestFunc)    (gconstpointer   rules,
                                             gconstpointer   state);
typedef JsonNode     *(*TcStateJsonFunc)    (gconstpointer   rules,
                                             gconstpointer   state);
typedef char         *(*TcStateTextFunc)    (gconstpointer   rules,
                                             gconstpointer   state);
typedef char         *(*TcEntryTextFunc)    (gconstpointer   rules,
                                             gconstpointer   state_before,
                                             gconstpointer   data);
typedef guint         (*TcStateCountFunc)   (gconstpointer   rules,
                                             gconstpointer   state);
typedef gint          (*TcSeatScoreFunc)    (gconstpointer   rules,
                                             gconstpointer   state,
                                             guint           seat);
typedef char         *(*TcSeatTextFunc)     (gconstpointer   rules,
                                             gconstpointer   state,
                                             guint           seat);
typedef TcSeatSet     (*TcStateSeatsFunc)   (gconstpointer   rules,
                                             gconstpointer   state);
typedef gint          (*TcRulesScoreFunc)   (gconstpointer   rules);
typedef TcEntryMarks  (*TcEntryMarksFunc)   (gconstpointer   rules,
                                             gconstpointer   state_before,
                                             gconstpointer   state_after,
                                             gconstpointer   data);
typedef gboolean      (*TcPlayoutFunc)      (gconstpointer   rules,
                                             gpointer        state,
                                             guint64         seed,
                                             gboolean        check,
                                             GError        **error);

/**
 * TcRulesetClass:
 * @game_id: the "game" key of the log files this ruleset reads
 * @title: the game's name for people (untranslated, marked with N_())
 * @bgg_id: the game's BoardGameGeek id, or 0 when none is known (docs/bgstats.md
 *   says where each one comes from)
 * @data_dir: its folder under data/games/, holding at least rulings.json
 * @min_players: fewest seats
 * @max_players: most seats (at most %TC_MAX_SEATS)
 * @n_rounds: rounds in a game, or 0 when it has none
 * @score_unit: what a score counts, after a number ("XP"), when the game
 *   names it; untranslated, marked with NC_() in the context of @game_id,
 *   so that each game's translation may differ; %NULL for points
 * @score_unit_one: the unit after 1 or -1, when it differs ("point")
 * @name_trimming: how the log format trims player names
 * @refuse_duplicate_keys: whether a member named twice in one object makes
 *   a log malformed (otherwise the last value counts)
 * @state_size: size of a state. A state is plain data without pointers of
 *   its own, so that the core can copy it with memcpy() for snapshots.
 * @rules_offset: where the instance keeps the game's rules, as
 *   G_STRUCT_OFFSET() gives it; 0 makes the instance itself the rules
 * @entry_kinds: the "type" of each of the game's entries, %NULL-terminated,
 *   in the order of the game's own numbering of kinds. The base class adds
 *   "note" as the kind after the last and does everything a note needs: its
 *   form (a "text" string), its rules (always legal, changes nothing), its
 *   sentence and its marks. The other hooks never see a note, except
 *   @parse_entry_data, which only gives it the game's form.
 * @free_entry_data: frees what @parse_entry_data returns
 * @prepare: optional; reads the rulings and players into the instance
 *   (its rules) once they are set (tc_ruleset_get_ruling())
 * @check_entry_form: optional; checks the form of the whole entry before
 *   its kind is read (a size limit of the log format)
 * @parse_entry_data: checks the members of an entry of @kind, an index into
 *   @entry_kinds, and returns the game's parsed form of it (format errors).
 *   The base class has read "type" and wraps the result in a #TcEntry.
 * @init_state: fills a state as it is before the first entry
 * @apply_entry: checks an entry against the rules and applies it; on
 *   failure the state is left untouched and a %TC_RULE_ERROR is set
 * @is_finished: whether the game is over in @state
 * @state_to_json: the state as in the CLI's `replay --json`
 * @state_to_text: the state in readable lines
 * @describe_entry: one translated sentence for an entry, given the state
 *   before it ("Ben mines pile 3 (wood 2)")
 * @describe_pending: what the table owes the referee in @state, or %NULL
 * @get_active_seat: the 1-based seat whose turn it is, or 0
 * @get_score: the points of a 1-based seat (may be negative)
 * @get_winners: the winning seats (several when tied), empty until the end
 * @describe_score: optional; how a seat's score is made up, or %NULL
 * @describe_result: optional; in a finished game, who won and what decided
 *   a tie, or %NULL
 * @describe_forgone: optional; when @entry ends a turn in @state_before,
 *   what the player gave up by ending it then ("Ana ends the turn with 1
 *   action left"), or %NULL when nothing was
 * @get_target_score: optional; the score that wins, or 0 when none
 * @get_round: optional; the 1-based round in @state, or 0
 * @get_entry_marks: optional; what an entry means to the timeline
 * @collect_stats: optional; counts of a game's legal entries (g_free())
 * @append_seat_stats: optional with @collect_stats; one seat's counts in
 *   readable lines, each starting with two spaces
 * @simulate: optional; plays random game @index of a run from @seed with
 *   @n_players seats (0: any number) and random rulings, as @flags ask
 * @playout: optional; plays @state on to its end (or until the table is
 *   stuck) with random legal entries, what the table has not seen dealt
 *   at random from what is left, all drawn from @seed; when @check, the
 *   invariants are checked in @state first and after every entry. FALSE
 *   with an error when an entry is refused or an invariant breaks. What
 *   tc_ruleset_estimate() plays (docs/estimate.md).
 */
struct _TcRulesetClass
{
  GObjectClass parent_class;

  const char *game_id;
  const char *title;
  guint       bgg_id;
  const char *data_dir;
  guint       min_players;
  guint       max_players;
  guint       n_rounds;
  const char *score_unit;
  const char *score_unit_one;
  TcNameTrim  name_trimming;
  gboolean    refuse_duplicate_keys;
  gsize       state_size;
  gsize       rules_offset;
  const char * const *entry_kinds;
  GDestroyNotify      free_entry_data;

  gboolean      (*prepare)           (TcRuleset       *self,
                                      GError         **error);
  gboolean      (*check_entry_form)  (JsonObject      *object,
                                      GError         **error);
  TcParseEntryFunc parse_entry_data;
  TcInitStateFunc  init_state;
  TcApplyEntryFunc apply_entry;
  TcStateTestFunc  is_finished;
  TcStateJsonFunc  state_to_json;
  TcStateTextFunc  state_to_text;
  TcEntryTextFunc  describe_entry;
  TcStateTextFunc  describe_pending;
  TcStateCountFunc get_active_seat;
  TcSeatScoreFunc  get_score;
  TcStateSeatsFunc get_winners;

  TcSeatTextFunc   describe_score;
  TcStateTextFunc  describe_result;
  TcEntryTextFunc  describe_forgone;
  TcRulesScoreFunc get_target_score;
  TcStateCountFunc get_round;
  TcEntryMarksFunc get_entry_marks;
  gpointer      (*collect_stats)     (TcRuleset       *self,
                                      TcGame          *game);
  void          (*append_seat_stats) (TcRuleset       *self,
                                      gconstpointer    stats,
                                      guint            seat,
                                      GString         *out);
  gboolean      (*simulate)          (TcRulesetClass  *klass,
                                      guint64          seed,
                                      guint            index,
                                      guint            n_players,
                                      TcSimFlags       flags,
                                      TcSimGame       *result,
                                      GError         **error);
  TcPlayoutFunc    playout;

  /*< private >*/
  const char    **kind_names;      /* @entry_kinds and "note" */
  guint           n_entry_kinds;   /* in @entry_kinds: the note's index */
  TcRulingInfo   *rulings;
  guint           n_rulings;
  TcRulesSection *sections;
  guint           n_sections;
};

/* The longest player name, in characters, for every game. */
#define TC_MAX_NAME_CHARS 64

/* The class: what a front end asks before there is a game. */
gboolean            tc_ruleset_class_check        (TcRulesetClass  *klass,
                                                   GError         **error);
const char         *tc_ruleset_class_get_title    (TcRulesetClass  *klass);
char               *tc_ruleset_class_format_score (TcRulesetClass  *klass,
                                                   gint             score);
char               *tc_ruleset_class_format_average (TcRulesetClass *klass,
                                                   double           average);
char               *tc_ruleset_class_trim_name    (TcRulesetClass  *klass,
                                                   const char      *name);
GStrv               tc_ruleset_class_check_players (TcRulesetClass     *klass,
                                                   const char * const *names,
                                                   gint               *bad,
                                                   GError            **error);
GStrv               tc_ruleset_class_check_new_players (TcRulesetClass     *klass,
                                                       const char * const *names,
                                                       gint               *bad,
                                                       GError            **error);
const TcRulingInfo *tc_ruleset_class_get_rulings  (TcRulesetClass  *klass,
                                                   guint           *n_rulings);
const TcRulingInfo *tc_ruleset_class_find_ruling  (TcRulesetClass  *klass,
                                                   const char      *name);
const TcRulesSection *tc_ruleset_class_get_sections (TcRulesetClass *klass,
                                                   guint           *n_sections);
const TcRulesSection *tc_ruleset_class_find_section (TcRulesetClass *klass,
                                                   const char      *rule);
gboolean            tc_ruleset_class_simulate     (TcRulesetClass  *klass,
                                                   guint64          seed,
                                                   guint            index,
                                                   guint            n_players,
                                                   TcSimFlags       flags,
                                                   TcSimGame       *result,
                                                   GError         **error);

const char         *tc_ruling_info_get_label      (const TcRulingInfo *info);
const char         *tc_ruling_info_get_source     (const TcRulingInfo *info);
const char         *tc_ruling_info_get_value_label (const TcRulingInfo *info,
                                                   guint               value);
guint               tc_ruling_info_find_value     (const TcRulingInfo *info,
                                                   const char         *value);

/* An instance: one game's players and rulings. */
TcRuleset   *tc_ruleset_new              (const char     *game_id,
                                          const char    **players,
                                          JsonObject     *rulings,
                                          GError        **error);
TcRulesetClass *tc_ruleset_get_class     (TcRuleset      *self);
const char  *tc_ruleset_get_game_id      (TcRuleset      *self);
const char  *tc_ruleset_get_title        (TcRuleset      *self);
guint        tc_ruleset_get_n_players    (TcRuleset      *self);
const char * const *tc_ruleset_get_shown_players (TcRuleset *self);
const char  *tc_ruleset_get_player       (TcRuleset      *self,
                                          guint           seat);
const char * const *tc_ruleset_get_players (TcRuleset    *self);
const char  *tc_ruleset_get_ruling       (TcRuleset      *self,
                                          const char     *name);
guint        tc_ruleset_get_ruling_index (TcRuleset      *self,
                                          const char     *name);
JsonObject  *tc_ruleset_dup_rulings      (TcRuleset      *self);
gsize        tc_ruleset_get_state_size   (TcRuleset      *self);
gpointer     tc_ruleset_new_state        (TcRuleset      *self);
void         tc_ruleset_init_state       (TcRuleset      *self,
                                          gpointer        state);
TcEntry     *tc_ruleset_parse_entry      (TcRuleset      *self,
                                          JsonObject     *object,
                                          GError        **error);
TcEntry     *tc_ruleset_build_entry      (TcRuleset      *self,
                                          JsonObject     *object);
TcEntry     *tc_ruleset_new_note         (TcRuleset      *self,
                                          const char     *text);
gboolean     tc_ruleset_entry_is_note    (TcRuleset      *self,
                                          TcEntry        *entry);
gboolean     tc_ruleset_apply_entry      (TcRuleset      *self,
                                          gpointer        state,
                                          TcEntry        *entry,
                                          GError        **error);
gboolean     tc_ruleset_is_finished      (TcRuleset      *self,
                                          gconstpointer   state);
JsonNode    *tc_ruleset_state_to_json    (TcRuleset      *self,
                                          gconstpointer   state);
char        *tc_ruleset_state_to_text    (TcRuleset      *self,
                                          gconstpointer   state);
char        *tc_ruleset_describe_entry   (TcRuleset      *self,
                                          gconstpointer   state_before,
                                          TcEntry        *entry);
char        *tc_ruleset_describe_pending (TcRuleset      *self,
                                          gconstpointer   state);
guint        tc_ruleset_get_active_seat  (TcRuleset      *self,
                                          gconstpointer   state);
gint         tc_ruleset_get_score        (TcRuleset      *self,
                                          gconstpointer   state,
                                          guint           seat);
TcSeatSet    tc_ruleset_get_winners      (TcRuleset      *self,
                                          gconstpointer   state);
char        *tc_ruleset_describe_score   (TcRuleset      *self,
                                          gconstpointer   state,
                                          guint           seat);
char        *tc_ruleset_describe_result  (TcRuleset      *self,
                                          gconstpointer   state);
char        *tc_ruleset_describe_forgone (TcRuleset      *self,
                                          gconstpointer   state_before,
                                          TcEntry        *entry);
gint         tc_ruleset_get_target_score (TcRuleset      *self);
guint        tc_ruleset_get_round        (TcRuleset      *self,
                                          gconstpointer   state);
guint        tc_ruleset_get_n_rounds     (TcRuleset      *self);
TcEntryMarks tc_ruleset_get_entry_marks  (TcRuleset      *self,
                                          gconstpointer   state_before,
                                          gconstpointer   state_after,
                                          TcEntry        *entry);
gpointer     tc_ruleset_collect_stats    (TcRuleset      *self,
                                          TcGame         *game);
void         tc_ruleset_append_seat_stats (TcRuleset     *self,
                                          gconstpointer   stats,
                                          guint           seat,
                                          GString        *out);
gboolean     tc_ruleset_can_play_out     (TcRuleset      *self);
gboolean     tc_ruleset_play_out         (TcRuleset      *self,
                                          gpointer        state,
                                          guint64         seed,
                                          gboolean        check,
                                          GError        **error);

G_END_DECLS
