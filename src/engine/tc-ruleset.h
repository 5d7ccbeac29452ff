/* tc-ruleset.h: what the core needs to know of one game's rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tc-entry.h"
#include "tc-types.h"

G_BEGIN_DECLS

#define TC_TYPE_RULESET (tc_ruleset_get_type ())

G_DECLARE_DERIVABLE_TYPE (TcRuleset, tc_ruleset, TC, RULESET, GObject)

/**
 * TcRulesetClass:
 * @game_id: the "game" key of the log files this ruleset reads
 * @min_players: fewest seats
 * @max_players: most seats
 * @state_size: size of a state. A state is plain data without pointers of
 *   its own, so that the core can copy it with memcpy() for snapshots.
 * @init_state: fills a state as it is before the first entry
 * @parse_entry: checks the form of one entry and parses it (format errors)
 * @apply_entry: checks an entry against the rules and applies it; on
 *   failure the state is left untouched and a %TC_RULE_ERROR is set
 * @is_finished: whether the game is over in @state
 * @state_to_json: the state as in the CLI's `replay --json`
 * @state_to_text: the state in readable lines
 * @describe_entry: one translated sentence for an entry, given the state
 *   before it ("Ben mines pile 3 (wood 2)")
 * @describe_pending: what the table owes the referee in @state, or %NULL
 * @dup_rulings: every ruling with its value, for saving
 * @get_active_seat: the 1-based seat whose turn it is, or 0
 * @get_score: the points of a 1-based seat
 * @get_winner: the 1-based winning seat, or 0
 */
struct _TcRulesetClass
{
  GObjectClass parent_class;

  const char *game_id;
  guint       min_players;
  guint       max_players;
  gsize       state_size;

  void        (*init_state)       (TcRuleset     *self,
                                   gpointer       state);
  TcEntry    *(*parse_entry)      (TcRuleset     *self,
                                   JsonObject    *object,
                                   GError       **error);
  gboolean    (*apply_entry)      (TcRuleset     *self,
                                   gpointer       state,
                                   TcEntry       *entry,
                                   GError       **error);
  gboolean    (*is_finished)      (TcRuleset     *self,
                                   gconstpointer  state);
  JsonNode   *(*state_to_json)    (TcRuleset     *self,
                                   gconstpointer  state);
  char       *(*state_to_text)    (TcRuleset     *self,
                                   gconstpointer  state);
  char       *(*describe_entry)   (TcRuleset     *self,
                                   gconstpointer  state_before,
                                   TcEntry       *entry);
  char       *(*describe_pending) (TcRuleset     *self,
                                   gconstpointer  state);
  JsonObject *(*dup_rulings)      (TcRuleset     *self);
  guint       (*get_active_seat)  (TcRuleset     *self,
                                   gconstpointer  state);
  guint       (*get_score)        (TcRuleset     *self,
                                   gconstpointer  state,
                                   guint          seat);
  guint       (*get_winner)       (TcRuleset     *self,
                                   gconstpointer  state);
};

TcRuleset   *tc_ruleset_new              (const char     *game_id,
                                          const char    **players,
                                          JsonObject     *rulings,
                                          GError        **error);
const char  *tc_ruleset_get_game_id      (TcRuleset      *self);
guint        tc_ruleset_get_n_players    (TcRuleset      *self);
const char  *tc_ruleset_get_player       (TcRuleset      *self,
                                          guint           seat);
const char * const *tc_ruleset_get_players (TcRuleset    *self);
gsize        tc_ruleset_get_state_size   (TcRuleset      *self);
gpointer     tc_ruleset_new_state        (TcRuleset      *self);
void         tc_ruleset_init_state       (TcRuleset      *self,
                                          gpointer        state);
TcEntry     *tc_ruleset_parse_entry      (TcRuleset      *self,
                                          JsonObject     *object,
                                          GError        **error);
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
JsonObject  *tc_ruleset_dup_rulings      (TcRuleset      *self);
guint        tc_ruleset_get_active_seat  (TcRuleset      *self,
                                          gconstpointer   state);
guint        tc_ruleset_get_score        (TcRuleset      *self,
                                          gconstpointer   state,
                                          guint           seat);
guint        tc_ruleset_get_winner       (TcRuleset      *self,
                                          gconstpointer   state);

G_END_DECLS
