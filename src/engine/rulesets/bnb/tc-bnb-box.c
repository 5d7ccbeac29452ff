/* tc-bnb-box.c: the last setup's box data, kept beside the saved games
 *
 * What the game remembers goes through the shell's service for it
 * (tc-remembered.c): read strictly, written atomically, the catalogue
 * changed under a lock. The box's file is a setup entry as a log writes
 * it, the catalogue's an array of tiles as reveals write them, so that
 * both are checked by the engine's own entry reader: a damaged or
 * hand-edited item is simply not offered, never half used.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "tc-bnb-box.h"
#include "tc-bnb-state.h"
#include "tc-remembered.h"

#define BOX_FILE "builders-biomes-box.json"
#define TILES_FILE "builders-biomes-tiles.json"
#define VIEW_FILE "builders-biomes-view.json"

/**
 * tc_bnb_box_load:
 * @setup: (out): filled with the boards, weapon hearts and scoring of the
 *   last game set up, when there is one
 *
 * Returns: whether a box was remembered and is whole
 */
gboolean
tc_bnb_box_load (TcBnbEntry *setup)
{
  g_autoptr(JsonNode) root = tc_remembered_read (BOX_FILE);
  g_autoptr(TcBnbEntry) read = NULL;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return FALSE;

  read = tc_bnb_entry_parse (tc_bnb_data_get_default (), json_node_get_object (root), NULL);
  if (read == NULL || read->type != TC_BNB_ENTRY_SETUP || read->unknown != NULL ||
      !read->boards_of_nine || read->n_boards == 0 || read->n_boards > TC_BNB_MAX_SEATS)
    return FALSE;

  memcpy (setup->boards, read->boards, sizeof setup->boards);
  setup->n_boards = read->n_boards;
  memcpy (setup->weapon_hearts, read->weapon_hearts, sizeof setup->weapon_hearts);
  memcpy (setup->scoring, read->scoring, sizeof setup->scoring);

  return TRUE;
}

/* Saves @setup's box data. */
gboolean
tc_bnb_box_save (const TcBnbEntry  *setup,
                 GError           **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, tc_bnb_entry_to_json (tc_bnb_data_get_default (), setup));
  return tc_remembered_write (BOX_FILE, node, error);
}

/* A tile as the engine reads it from a reveal, or FALSE when it is not
 * one whole, valid tile.
 */
static gboolean
read_tile (JsonNode       *node,
           TcBnbTileEntry *tile)
{
  g_autoptr(JsonObject) reveal = json_object_new ();
  g_autoptr(TcBnbEntry) entry = NULL;
  JsonArray *stack = json_array_new ();

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;

  json_array_add_int_element (stack, 1);
  json_array_add_int_element (stack, 1);
  json_object_set_string_member (reveal, "type", "reveal");
  json_object_set_array_member (reveal, "stack", stack);
  json_object_set_member (reveal, "tile", json_node_copy (node));
  entry = tc_bnb_entry_parse (tc_bnb_data_get_default (), reveal, NULL);
  if (entry == NULL || entry->unknown != NULL || entry->tile.kind < 0)
    return FALSE;

  *tile = entry->tile;
  return TRUE;
}

/* The whole tiles of @root (TcBnbTileEntry), at most the catalogue's size. */
static GArray *
read_tiles (JsonNode *root)
{
  GArray *tiles = g_array_new (FALSE, TRUE, sizeof (TcBnbTileEntry));
  JsonArray *array;

  if (root == NULL || !JSON_NODE_HOLDS_ARRAY (root))
    return tiles;

  array = json_node_get_array (root);
  for (guint i = 0; i < json_array_get_length (array) && tiles->len < TC_BNB_BOX_MOST_TILES; i++)
    {
      TcBnbTileEntry tile;

      if (read_tile (json_array_get_element (array, i), &tile))
        g_array_append_val (tiles, tile);
    }

  return tiles;
}

/**
 * tc_bnb_box_load_tiles:
 *
 * Returns: (transfer full): the remembered tiles (TcBnbTileEntry), most
 *   recent first; damaged items are left out
 */
GArray *
tc_bnb_box_load_tiles (void)
{
  g_autoptr(JsonNode) root = tc_remembered_read (TILES_FILE);

  return read_tiles (root);
}

static gboolean
same_tile (const TcBnbTileEntry *a,
           const TcBnbTileEntry *b)
{
  g_autoptr(JsonObject) first = tc_bnb_tile_entry_to_json (tc_bnb_data_get_default (), a);
  g_autoptr(JsonObject) second = tc_bnb_tile_entry_to_json (tc_bnb_data_get_default (), b);
  g_autoptr(JsonNode) first_node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) second_node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (first_node, first);
  json_node_set_object (second_node, second);
  return json_node_equal (first_node, second_node);
}

/* The catalogue as the file holds it now, with @data (a tile) first. */
static gboolean
put_tile_first (JsonNode **node,
                gpointer   data)
{
  const TcBnbTileEntry *tile = data;
  g_autoptr(GArray) tiles = read_tiles (*node);
  JsonArray *array = json_array_new ();

  json_array_add_object_element (array, tc_bnb_tile_entry_to_json (tc_bnb_data_get_default (), tile));
  for (guint i = 0; i < tiles->len && json_array_get_length (array) < TC_BNB_BOX_MOST_TILES; i++)
    if (!same_tile (tile, &g_array_index (tiles, TcBnbTileEntry, i)))
      json_array_add_object_element (array,
                                     tc_bnb_tile_entry_to_json (tc_bnb_data_get_default (),
                                                                &g_array_index (tiles, TcBnbTileEntry, i)));

  g_clear_pointer (node, json_node_unref);
  *node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (*node, array);
  return TRUE;
}

/* Puts @tile first in the catalogue (once), keeping the newest. Another
 * window may add tiles meanwhile: the catalogue is read, changed and
 * written under a lock, so no window's tiles are lost.
 */
gboolean
tc_bnb_box_remember_tile (const TcBnbTileEntry  *tile,
                          GError               **error)
{
  return tc_remembered_change (TILES_FILE, put_tile_first, (gpointer) tile, error);
}

/* The quarter turns the cube was last shown with, 0–3; 0 when unknown. */
guint
tc_bnb_box_load_rotation (void)
{
  g_autoptr(JsonNode) root = tc_remembered_read (VIEW_FILE);
  JsonNode *rotation;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return 0;

  rotation = json_object_get_member (json_node_get_object (root), "rotation");
  if (rotation == NULL || !JSON_NODE_HOLDS_VALUE (rotation) || json_node_get_value_type (rotation) != G_TYPE_INT64)
    return 0;

  return CLAMP (json_node_get_int (rotation), 0, 3);
}

gboolean
tc_bnb_box_save_rotation (guint    quarter_turns,
                          GError **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  JsonObject *object = json_object_new ();

  json_object_set_int_member (object, "rotation", quarter_turns);
  json_node_take_object (node, object);
  return tc_remembered_write (VIEW_FILE, node, error);
}
