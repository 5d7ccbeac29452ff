/* tc-bnb-json.c: the state as `replay --json` prints it (bnb-log-v1.md §7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-bnb-state.h"

static const char * const phase_ids[] = { "actions", "scoring" };

/* A node that owns @object. */
static JsonNode *
object_node (JsonObject *object)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, object);
  return node;
}

static JsonArray *
pair (guint a,
      guint b)
{
  JsonArray *array = json_array_sized_new (2);

  json_array_add_int_element (array, a);
  json_array_add_int_element (array, b);

  return array;
}

/* Every id of @names with its count, in canonical order (§7). */
static JsonObject *
counts (const TcBnbName *names,
        guint            n,
        const guint16   *values16,
        const guint8    *values8)
{
  JsonObject *object = json_object_new ();

  for (guint i = 0; i < n; i++)
    json_object_set_int_member (object, names[i].id, values16 != NULL ? values16[i] : values8[i]);

  return object;
}

static JsonObject *
tile_to_json (const TcBnbData *data,
              const TcBnbTile *tile)
{
  JsonObject *object = json_object_new ();

  if (tile->kind == TC_BNB_TILE_BUILDING)
    {
      json_object_set_string_member (object, "kind", "building");
      json_object_set_string_member (object, "biome", data->biomes[tile->biome].id);
      json_object_set_string_member (object, "material", data->materials[tile->material].id);
      json_object_set_string_member (object, "type", data->types[tile->type].id);
      json_object_set_object_member (object, "cost", counts (data->blocks, TC_BNB_N_BLOCKS, NULL, tile->cost));
      json_object_set_int_member (object, "xp", tile->xp);
    }
  else
    {
      json_object_set_string_member (object, "kind", "mob");
      json_object_set_string_member (object, "mob", data->mobs[tile->mob].id);
      json_object_set_int_member (object, "hearts", tile->hearts);
      json_object_set_int_member (object, "xp", tile->xp);
      json_object_set_string_member (object, "bonus", tile->bonus == TC_BNB_BONUS_ORB ? "orb" : "hunger");
      if (tile->bonus == TC_BNB_BONUS_ORB)
        {
          JsonObject *orb = json_object_new ();
          guint n;
          const TcBnbName *values = tc_bnb_data_values (data, tile->orb_attribute, &n);

          json_object_set_string_member (orb, "attribute", tc_bnb_data_attribute_id (tile->orb_attribute));
          json_object_set_string_member (orb, "value", values[tile->orb_value].id);
          json_object_set_int_member (orb, "xp_per_space", tile->orb_xp);
          json_object_set_object_member (object, "orb", orb);
        }
      else
        json_object_set_null_member (object, "orb");
    }

  return object;
}

static JsonArray *
actions (const TcBnbData *data,
         const guint8    *list,
         guint            n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    json_array_add_string_element (array, data->actions[list[i]].id);

  return array;
}

static JsonNode *
turn_to_json (const TcBnbData  *data,
              const TcBnbState *state)
{
  JsonObject *turn;

  if (!state->started)
    return json_node_new (JSON_NODE_NULL);

  turn = json_object_new ();
  json_object_set_int_member (turn, "seat", state->active + 1);
  json_object_set_string_member (turn, "phase", phase_ids[state->phase]);
  json_object_set_array_member (turn, "regular", actions (data, state->regular, state->n_regular));
  json_object_set_array_member (turn, "extra", actions (data, state->extra, state->n_extra));
  json_object_set_int_member (turn, "extra_left", state->extra_left);

  return object_node (turn);
}

static JsonArray *
pending_to_json (const TcBnbData  *data,
                 const TcBnbState *state)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < state->n_pending; i++)
    {
      const TcBnbPending *item = &state->pending[i];
      JsonObject *object = json_object_new ();

      if (item->type == TC_BNB_PENDING_SCORE)
        {
          json_object_set_string_member (object, "type", "score_choice");
          json_object_set_int_member (object, "seat", item->seat + 1);
          json_object_set_string_member (object, "round", data->rounds[item->round].id);
        }
      else
        {
          json_object_set_string_member (object, "type", "reveal");
          json_object_set_array_member (object, item->type == TC_BNB_PENDING_REVEAL_STACK ? "stack" : "token",
                                        pair (item->row, item->col));
        }
      json_array_add_object_element (array, object);
    }

  return array;
}

static JsonArray *
cube_to_json (const TcBnbData  *data,
              const TcBnbState *state)
{
  JsonArray *layers = json_array_new ();

  for (guint layer = 1; layer <= TC_BNB_N_LAYERS; layer++)
    {
      JsonArray *rows = json_array_new ();

      for (guint row = 1; row <= 4; row++)
        {
          JsonArray *cells = json_array_new ();

          for (guint col = 1; col <= 4; col++)
            {
              guint8 taken = state->cube[TC_BNB_CELL (layer, row, col)];

              if (taken == 0)
                json_array_add_null_element (cells);
              else
                json_array_add_string_element (cells, data->blocks[taken - 1].id);
            }
          json_array_add_array_element (rows, cells);
        }
      json_array_add_array_element (layers, rows);
    }

  return layers;
}

static JsonArray *
stacks_to_json (const TcBnbData  *data,
                const TcBnbState *state)
{
  JsonArray *array = json_array_new ();

  for (guint s = 0; s < TC_BNB_N_STACKS; s++)
    {
      JsonObject *object = json_object_new ();

      json_object_set_array_member (object, "stack", pair (s / 4 + 1, s % 4 + 1));
      json_object_set_int_member (object, "remaining", state->remaining[s]);
      if (state->tops[s].kind == TC_BNB_TILE_NONE)
        json_object_set_null_member (object, "top");
      else
        json_object_set_object_member (object, "top", tile_to_json (data, &state->tops[s]));
      json_array_add_object_element (array, object);
    }

  return array;
}

static JsonArray *
tokens_to_json (const TcBnbData  *data,
                const TcBnbState *state)
{
  JsonArray *array = json_array_new ();

  for (guint t = 0; t < TC_BNB_N_TOKENS; t++)
    {
      JsonObject *object = json_object_new ();
      guint row, col;

      tc_bnb_state_token_cell (t, &row, &col);
      json_object_set_array_member (object, "token", pair (row, col));
      if (state->tokens[t] == TC_BNB_TOKEN_DOWN)
        json_object_set_null_member (object, "weapon");
      else
        json_object_set_string_member (object, "weapon", data->weapons[state->token_weapons[t]].id);
      json_object_set_boolean_member (object, "taken", state->tokens[t] == TC_BNB_TOKEN_TAKEN);
      json_array_add_object_element (array, object);
    }

  return array;
}

static JsonNode *
scoring_to_json (const TcBnbData  *data,
                 const TcBnbState *state)
{
  JsonObject *scoring;

  if (!state->started)
    return json_node_new (JSON_NODE_NULL);

  scoring = json_object_new ();
  for (TcBnbAttribute a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    {
      guint n;
      const TcBnbName *values = tc_bnb_data_values (data, a, &n);

      json_object_set_object_member (scoring, tc_bnb_data_attribute_id (a),
                                     counts (values, n, NULL, state->scoring[a]));
    }

  return object_node (scoring);
}

static void
set_id_or_null (JsonObject      *object,
                const char      *member,
                const TcBnbName *names,
                guint8           value)
{
  if (value == TC_BNB_NONE)
    json_object_set_null_member (object, member);
  else
    json_object_set_string_member (object, member, names[value].id);
}

static JsonArray *
board_to_json (const TcBnbData *data,
               const TcBnbSeat *seat)
{
  JsonArray *rows = json_array_new ();

  for (guint row = 0; row < 3; row++)
    {
      JsonArray *spaces = json_array_new ();

      for (guint col = 0; col < 3; col++)
        {
          const TcBnbSpace *space = &seat->board[row * 3 + col];
          JsonObject *object = json_object_new ();

          set_id_or_null (object, "biome", data->biomes, space->biome);
          set_id_or_null (object, "material", data->materials, space->material);
          set_id_or_null (object, "type", data->types, space->type);
          json_array_add_object_element (spaces, object);
        }
      json_array_add_array_element (rows, spaces);
    }

  return rows;
}

static JsonObject *
scores_to_json (const TcBnbData *data,
                const TcBnbSeat *seat)
{
  JsonObject *scores = json_object_new ();

  for (TcBnbAttribute a = 0; a < TC_BNB_N_ATTRIBUTES; a++)
    {
      const TcBnbRoundScore *score = &seat->scores[a];
      JsonObject *object;
      guint n;

      if (score->value < 0)
        {
          json_object_set_null_member (scores, data->rounds[a].id);
          continue;
        }
      object = json_object_new ();
      json_object_set_string_member (object, "value", tc_bnb_data_values (data, a, &n)[score->value].id);
      json_object_set_int_member (object, "group", score->group);
      json_object_set_int_member (object, "xp", score->xp);
      json_object_set_object_member (scores, data->rounds[a].id, object);
    }
  if (seat->orbs < 0)
    json_object_set_null_member (scores, "orbs");
  else
    json_object_set_int_member (scores, "orbs", seat->orbs);

  return scores;
}

static JsonObject *
seat_to_json (const TcBnbRules *rules,
              const TcBnbState *state,
              guint             s)
{
  const TcBnbData *data = rules->data;
  const TcBnbSeat *seat = &state->seats[s];
  JsonObject *object = json_object_new ();
  JsonArray *mobs = json_array_new ();

  json_object_set_int_member (object, "seat", s + 1);
  json_object_set_string_member (object, "name", rules->logged_players[s]);
  json_object_set_int_member (object, "xp", seat->xp);
  json_object_set_array_member (object, "position", pair (seat->row, seat->col));
  json_object_set_object_member (object, "blocks", counts (data->blocks, TC_BNB_N_BLOCKS, seat->blocks, NULL));
  json_object_set_object_member (object, "weapons", counts (data->weapons, TC_BNB_N_WEAPONS, seat->weapons, NULL));
  json_object_set_array_member (object, "board", board_to_json (data, seat));
  for (guint m = 0; m < seat->n_mobs; m++)
    json_array_add_object_element (mobs, tile_to_json (data, &seat->mobs[m]));
  json_object_set_array_member (object, "mobs", mobs);
  json_object_set_object_member (object, "scores", scores_to_json (data, seat));

  return object;
}

/**
 * tc_bnb_state_to_json:
 *
 * Returns: (transfer full): @state as `replay --json` prints it, without
 *   "game" and "entries"
 */
JsonNode *
tc_bnb_state_to_json (const TcBnbRules *rules,
                      const TcBnbState *state)
{
  const TcBnbData *data = rules->data;
  JsonObject *root = json_object_new ();
  JsonArray *winners = json_array_new ();
  JsonArray *seats = json_array_new ();
  guint8 left[TC_BNB_N_BLOCKS];

  for (guint s = 0; s < rules->n_seats; s++)
    if (state->finished && (state->winners & (1u << s)))
      json_array_add_int_element (winners, s + 1);
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    left[b] = data->box[b] - state->named[b];
  for (guint s = 0; s < rules->n_seats; s++)
    json_array_add_object_element (seats, seat_to_json (rules, state, s));

  json_object_set_string_member (root, "status", state->finished ? "finished" : "in_progress");
  json_object_set_array_member (root, "winners", winners);
  json_object_set_member (root, "turn", turn_to_json (data, state));
  json_object_set_array_member (root, "pending", pending_to_json (data, state));
  json_object_set_array_member (root, "cube", cube_to_json (data, state));
  json_object_set_object_member (root, "cube_left", counts (data->blocks, TC_BNB_N_BLOCKS, NULL, left));
  json_object_set_array_member (root, "stacks", stacks_to_json (data, state));
  json_object_set_array_member (root, "tokens", tokens_to_json (data, state));
  json_object_set_member (root, "weapon_hearts",
                          state->started ? object_node (counts (data->weapons, TC_BNB_N_WEAPONS, NULL, state->weapon_hearts))
                                         : json_node_new (JSON_NODE_NULL));
  json_object_set_member (root, "scoring", scoring_to_json (data, state));
  json_object_set_array_member (root, "seats", seats);

  return object_node (root);
}
