/* tc-bgstats.c: a finished game as BG Stats imports it
 *
 * Two forms (docs/bgstats.md has the sources):
 *  - the "push plays" link, https://app.bgstatsapp.com/createPlay.html?data=
 *    followed by the url-encoded JSON of one play, documented by BG Stats;
 *  - a Play File (.bgsplay) holding many plays, in the shape BG Stats and
 *    open-source tools write (no published specification).
 * The link's scores are numbers, the Play File's strings, as each is seen.
 * Every key of the documented example is sent, startPlayer always: the
 * Android app refuses a play without it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-bgstats.h"
#include "tc-entry.h"

#define SOURCE_NAME "Tablecraft"
#define PLAY_FILE_ABOUT "This is a Play file that can be read by Board Game Stats. " \
  "If you see this text, try to use a share, export or open-in function to open it with Board Game Stats."

/* One seat as BG Stats sees it. */
typedef struct
{
  const char *name;
  gint        score;
  guint       rank;
  gboolean    winner;
  gboolean    start_player;
} Seat;

/* The seat active in the first state that has one: who started. */
static guint
find_start_seat (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autofree gpointer state = tc_ruleset_new_state (ruleset);

  for (guint n = 0; n <= tc_game_get_n_applied (game); n++)
    {
      guint seat;

      tc_game_copy_state_at (game, n, state);
      seat = tc_ruleset_get_active_seat (ruleset, state);
      if (seat != 0)
        return seat;
    }

  return 0;
}

/* Seat @a places above seat @b: a winner above a non-winner (a tie-break
 * may part equal scores), else the higher score. */
static gboolean
seat_beats (const Seat *a,
            const Seat *b)
{
  if (a->winner != b->winner)
    return a->winner;

  return a->score > b->score;
}

/* Fills @seats (n_players of them); ranks are 1-based, tied seats share
 * one and the next rank skips them (1, 1, 3). */
static guint
collect_seats (TcGame *game,
               Seat   *seats)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  gconstpointer state = tc_game_get_state (game);
  TcSeatSet winners = tc_ruleset_get_winners (ruleset, state);
  guint n_players = tc_ruleset_get_n_players (ruleset);
  guint start = find_start_seat (game);

  for (guint seat = 1; seat <= n_players; seat++)
    {
      Seat *s = &seats[seat - 1];

      s->name = tc_ruleset_get_player (ruleset, seat);
      s->score = tc_ruleset_get_score (ruleset, state, seat);
      s->winner = TC_SEAT_SET_HAS (winners, seat);
      s->start_player = seat == start;
    }
  for (guint i = 0; i < n_players; i++)
    {
      seats[i].rank = 1;
      for (guint j = 0; j < n_players; j++)
        if (seat_beats (&seats[j], &seats[i]))
          seats[i].rank++;
    }

  return n_players;
}

/* "YYYY-MM-DD HH:MM:SS" in local time, as BG Stats shows it; "" when the
 * log does not say when it was created. */
static char *
format_play_date (TcGame *game)
{
  const char *created = tc_game_get_created (game);
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) local = NULL;

  if (created == NULL)
    return g_strdup ("");
  utc = g_date_time_new_from_iso8601 (created, NULL);
  if (utc == NULL)
    return g_strdup ("");
  local = g_date_time_to_local (utc);

  return g_date_time_format (local, "%Y-%m-%d %H:%M:%S");
}

/* Whole minutes (rounded) from when the game was created to its last
 * entry, by the times the window stamps entries with; 0 when the log
 * does not say. */
static gint64
duration_minutes (TcGame *game)
{
  guint n_entries = tc_game_get_n_entries (game);
  const char *created = tc_game_get_created (game);
  const char *last = n_entries > 0 ? tc_entry_get_time (tc_game_get_entry (game, n_entries - 1)) : NULL;
  g_autoptr(GDateTime) start = created != NULL ? g_date_time_new_from_iso8601 (created, NULL) : NULL;
  g_autoptr(GDateTime) end = last != NULL ? g_date_time_new_from_iso8601 (last, NULL) : NULL;
  GTimeSpan span;

  if (start == NULL || end == NULL)
    return 0;

  span = g_date_time_difference (end, start);
  return span > 0 ? (span + G_TIME_SPAN_MINUTE / 2) / G_TIME_SPAN_MINUTE : 0;
}

/* An upper-case UUID-shaped id made from @kind and @key, the same for the
 * same arguments in every file, so that a re-import updates a play. */
static char *
dup_stable_uuid (const char *kind,
                 const char *key)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *id = NULL;
  const char *digest;

  g_checksum_update (checksum, (const guchar *) SOURCE_NAME, -1);
  g_checksum_update (checksum, (const guchar *) "", 1);
  g_checksum_update (checksum, (const guchar *) kind, -1);
  g_checksum_update (checksum, (const guchar *) "", 1);
  g_checksum_update (checksum, (const guchar *) key, -1);
  digest = g_checksum_get_string (checksum);
  id = g_strdup_printf ("%.8s-%.4s-%.4s-%.4s-%.12s", digest, digest + 8, digest + 12, digest + 16, digest + 20);

  return g_ascii_strup (id, -1);
}

/* The game's id (tc_game_dup_id()), "" for a log that does not say when
 * it was created: nothing tells such a game from another. */
static char *
dup_play_id (TcGame *game)
{
  char *id = tc_game_dup_id (game);

  return id != NULL ? id : g_strdup ("");
}

/**
 * tc_bgstats_play_to_json:
 *
 * Returns: (transfer full): the JSON object of the createPlay link
 */
JsonNode *
tc_bgstats_play_to_json (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  TcRulesetClass *klass = tc_ruleset_get_class (ruleset);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *play_id = dup_play_id (game);
  g_autofree char *date = format_play_date (game);
  Seat seats[TC_MAX_SEATS];
  guint n_seats;

  g_return_val_if_fail (TC_IS_GAME (game), NULL);

  n_seats = collect_seats (game, seats);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "sourceName");
  json_builder_add_string_value (builder, SOURCE_NAME);
  json_builder_set_member_name (builder, "sourcePlayId");
  json_builder_add_string_value (builder, play_id);
  json_builder_set_member_name (builder, "playDate");
  json_builder_add_string_value (builder, date);
  json_builder_set_member_name (builder, "durationMin");
  json_builder_add_int_value (builder, duration_minutes (game));
  json_builder_set_member_name (builder, "comments");
  json_builder_add_string_value (builder, "");
  json_builder_set_member_name (builder, "location");
  json_builder_add_string_value (builder, "");
  json_builder_set_member_name (builder, "board");
  json_builder_add_string_value (builder, "");

  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  if (klass->bgg_id != 0)
    {
      json_builder_set_member_name (builder, "bggId");
      json_builder_add_int_value (builder, klass->bgg_id);
    }
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, klass->title);
  json_builder_set_member_name (builder, "sourceGameId");
  json_builder_add_string_value (builder, klass->game_id);
  json_builder_set_member_name (builder, "highestWins");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_set_member_name (builder, "noPoints");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_seats; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, seats[i].name);
      json_builder_set_member_name (builder, "sourcePlayerId");
      json_builder_add_string_value (builder, seats[i].name);
      json_builder_set_member_name (builder, "score");
      json_builder_add_int_value (builder, seats[i].score);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, seats[i].rank);
      json_builder_set_member_name (builder, "winner");
      json_builder_add_boolean_value (builder, seats[i].winner);
      json_builder_set_member_name (builder, "startPlayer");
      json_builder_add_boolean_value (builder, seats[i].start_player);
      json_builder_set_member_name (builder, "role");
      json_builder_add_string_value (builder, "");
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * tc_bgstats_link:
 *
 * Returns: (transfer full): the https createPlay link of @game's play
 */
char *
tc_bgstats_link (TcGame *game)
{
  g_autoptr(JsonNode) node = tc_bgstats_play_to_json (game);
  g_autofree char *json = json_to_string (node, FALSE);
  g_autofree char *escaped = g_uri_escape_string (json, NULL, FALSE);

  return g_strconcat (TC_BGSTATS_LINK_PREFIX, escaped, NULL);
}

/* Adds @name to the file's players once; returns its file-local id. */
static guint
ref_player (JsonArray  *players,
            GHashTable *ids,
            const char *name)
{
  guint id = GPOINTER_TO_UINT (g_hash_table_lookup (ids, name));
  g_autofree char *uuid = NULL;
  JsonObject *object;

  if (id != 0)
    return id;

  id = json_array_get_length (players) + 1;
  g_hash_table_insert (ids, (gpointer) name, GUINT_TO_POINTER (id));
  uuid = dup_stable_uuid ("player", name);
  object = json_object_new ();
  json_object_set_int_member (object, "id", id);
  json_object_set_string_member (object, "uuid", uuid);
  json_object_set_string_member (object, "name", name);
  json_object_set_boolean_member (object, "isAnonymous", FALSE);
  json_array_add_object_element (players, object);

  return id;
}

/* Adds @klass's game to the file's games once; returns its file-local id. */
static guint
ref_game (JsonArray      *games,
          GHashTable     *ids,
          TcRulesetClass *klass)
{
  guint id = GPOINTER_TO_UINT (g_hash_table_lookup (ids, klass->game_id));
  g_autofree char *uuid = NULL;
  JsonObject *object;

  if (id != 0)
    return id;

  id = json_array_get_length (games) + 1;
  g_hash_table_insert (ids, (gpointer) klass->game_id, GUINT_TO_POINTER (id));
  uuid = dup_stable_uuid ("game", klass->game_id);
  object = json_object_new ();
  json_object_set_int_member (object, "id", id);
  json_object_set_string_member (object, "uuid", uuid);
  json_object_set_string_member (object, "name", klass->title);
  json_object_set_int_member (object, "bggId", klass->bgg_id);
  json_object_set_boolean_member (object, "highestWins", TRUE);
  json_object_set_boolean_member (object, "noPoints", FALSE);
  json_object_set_boolean_member (object, "cooperative", FALSE);
  json_object_set_boolean_member (object, "usesTeams", FALSE);
  json_array_add_object_element (games, object);

  return id;
}

static JsonObject *
play_file_play (TcGame     *game,
                guint       game_ref,
                JsonArray  *players,
                GHashTable *player_ids)
{
  JsonObject *play = json_object_new ();
  JsonArray *scores = json_array_new ();
  g_autofree char *play_id = dup_play_id (game);
  g_autofree char *uuid = dup_stable_uuid ("play", play_id);
  g_autofree char *date = format_play_date (game);
  Seat seats[TC_MAX_SEATS];
  guint n_seats = collect_seats (game, seats);

  json_object_set_string_member (play, "uuid", uuid);
  json_object_set_int_member (play, "gameRefId", game_ref);
  json_object_set_string_member (play, "playDate", date);
  json_object_set_int_member (play, "durationMin", duration_minutes (game));
  json_object_set_boolean_member (play, "ignored", FALSE);
  json_object_set_boolean_member (play, "manualWinner", FALSE);
  json_object_set_int_member (play, "rounds", 0);
  json_object_set_boolean_member (play, "usesTeams", FALSE);
  json_object_set_int_member (play, "scoringSetting", 0);
  json_object_set_string_member (play, "board", "");
  json_object_set_string_member (play, "comments", "");
  for (guint i = 0; i < n_seats; i++)
    {
      JsonObject *score = json_object_new ();
      g_autofree char *points = g_strdup_printf ("%d", seats[i].score);

      json_object_set_int_member (score, "playerRefId", ref_player (players, player_ids, seats[i].name));
      json_object_set_string_member (score, "score", points);
      json_object_set_boolean_member (score, "winner", seats[i].winner);
      json_object_set_boolean_member (score, "startPlayer", seats[i].start_player);
      json_object_set_int_member (score, "rank", seats[i].rank);
      json_object_set_boolean_member (score, "newPlayer", FALSE);
      json_object_set_int_member (score, "seatOrder", i + 1);
      json_object_set_string_member (score, "role", "");
      json_array_add_object_element (scores, score);
    }
  json_object_set_array_member (play, "playerScores", scores);

  return play;
}

/**
 * tc_bgstats_play_file:
 * @games: (element-type TcGame): the games, in the order of the file's plays
 *
 * Returns: (transfer full): a Play File (.bgsplay) of every game, pretty JSON
 */
char *
tc_bgstats_play_file (GPtrArray *games)
{
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GHashTable) player_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) game_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonObject *file = json_object_new ();
  JsonArray *file_games = json_array_new ();
  JsonArray *players = json_array_new ();
  JsonArray *plays = json_array_new ();
  g_autofree char *text = NULL;

  for (guint i = 0; i < games->len; i++)
    {
      TcGame *game = g_ptr_array_index (games, i);
      guint game_ref = ref_game (file_games, game_ids, tc_ruleset_get_class (tc_game_get_ruleset (game)));

      json_array_add_object_element (plays, play_file_play (game, game_ref, players, player_ids));
    }

  json_object_set_string_member (file, "about", PLAY_FILE_ABOUT);
  json_object_set_array_member (file, "games", file_games);
  json_object_set_array_member (file, "locations", json_array_new ());
  json_object_set_array_member (file, "players", players);
  json_object_set_array_member (file, "plays", plays);
  json_node_take_object (root, file);

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);

  return g_strconcat (text, "\n", NULL);
}
