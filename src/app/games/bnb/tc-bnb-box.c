/* tc-bnb-box.c: the last setup's box data, kept beside the saved games
 *
 * The file is a setup entry as a log writes it, so that it is read by the
 * engine's own reader: a damaged or hand-edited file is simply not
 * offered, never half used.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "tc-bnb-box.h"
#include "tc-bnb-state.h"
#include "tc-file.h"

#define BOX_FILE "builders-biomes-box.json"
#define MOST_BOX_BYTES (64 * 1024)

static char *
box_path (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, BOX_FILE, NULL);
}

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
  g_autofree char *path = box_path ();
  g_autoptr(GBytes) bytes = tc_file_read_regular (path, MOST_BOX_BYTES, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TcBnbEntry) read = NULL;
  JsonNode *root;

  if (bytes == NULL ||
      !json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL))
    return FALSE;

  root = json_parser_get_root (parser);
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

/* Saves @setup's box data, atomically (g_file_set_contents renames). */
gboolean
tc_bnb_box_save (const TcBnbEntry  *setup,
                 GError           **error)
{
  g_autofree char *path = box_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(JsonObject) object = tc_bnb_entry_to_json (tc_bnb_data_get_default (), setup);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *text = NULL;

  json_node_set_object (node, object);
  text = json_to_string (node, TRUE);
  g_mkdir_with_parents (dir, 0755);

  return g_file_set_contents (path, text, -1, error);
}
