/* tc-bnb-data.c: reads data/games/bnb/bnb.json from the GResource
 *
 * The file is part of the build, so a mistake in it is a programming
 * error: it stops the program with the reason rather than refereeing a
 * game with wrong values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tc-bnb-data.h"

#define DATA_RESOURCE "/io/github/tablecraft/Tablecraft/games/bnb/bnb.json"

/* The ids the log format fixes (§1), in canonical order. */
static const char * const block_ids[] = { "wood", "sand", "stone", "obsidian", "emerald" };
static const char * const biome_ids[] = { "forest", "desert", "mountains", "snow" };
static const char * const material_ids[] = { "wood", "sand", "stone", "obsidian" };
static const char * const type_ids[] = { "decoration", "dwelling", "animal_pen", "bridge" };
static const char * const weapon_ids[] = {
  "wooden_sword", "stone_sword", "poisonous_potato", "bow", "golden_hoe",
  "stone_pickaxe", "tnt", "iron_sword", "diamond_sword",
};
static const char * const mob_ids[] = { "zombie", "creeper", "enderman", "spider", "witch", "skeleton" };
static const char * const action_ids[] = { "collect", "explore", "build", "fight", "take_weapon" };
static const char * const round_ids[] = { "A", "B", "C" };
static const char * const attribute_ids[] = { "biome", "material", "type" };
static const char * const power_ids[] = { "", "draw", "xp", "collect", "explode" };

G_STATIC_ASSERT (G_N_ELEMENTS (block_ids) == TC_BNB_N_BLOCKS);
G_STATIC_ASSERT (G_N_ELEMENTS (biome_ids) == TC_BNB_N_BIOMES);
G_STATIC_ASSERT (G_N_ELEMENTS (material_ids) == TC_BNB_N_MATERIALS);
G_STATIC_ASSERT (G_N_ELEMENTS (type_ids) == TC_BNB_N_TYPES);
G_STATIC_ASSERT (G_N_ELEMENTS (weapon_ids) == TC_BNB_N_WEAPONS);
G_STATIC_ASSERT (G_N_ELEMENTS (mob_ids) == TC_BNB_N_MOBS);
G_STATIC_ASSERT (G_N_ELEMENTS (action_ids) == TC_BNB_N_ACTIONS);
G_STATIC_ASSERT (G_N_ELEMENTS (round_ids) == TC_BNB_N_ATTRIBUTES);

/* Reads @n names of @member, which must carry @ids in that order. */
static JsonArray *
read_names (JsonObject         *root,
            const char         *member,
            const char * const *ids,
            guint               n,
            TcBnbName          *names)
{
  JsonArray *array = json_object_get_array_member (root, member);

  if (array == NULL || json_array_get_length (array) != n)
    g_error ("bnb.json: “%s” must list %u items", member, n);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);
      const char *key = json_object_get_string_member_with_default (object, "key", "");

      if (g_strcmp0 (json_object_get_string_member (object, "id"), ids[i]) != 0)
        g_error ("bnb.json: “%s” item %u must be “%s”", member, i + 1, ids[i]);
      names[i].id = g_strdup (ids[i]);
      names[i].name = g_strdup (json_object_get_string_member (object, "name"));
      names[i].color = g_strdup (json_object_get_string_member_with_default (object, "color", NULL));
      names[i].key = strlen (key) == 1 ? key[0] : '\0';
      if (names[i].name == NULL)
        g_error ("bnb.json: “%s” needs a name", ids[i]);
    }

  return array;
}

static void
read_blocks (TcBnbData  *data,
             JsonObject *root)
{
  JsonArray *array = read_names (root, "blocks", block_ids, TC_BNB_N_BLOCKS, data->blocks);

  data->wild = TC_BNB_N_BLOCKS;
  for (guint b = 0; b < TC_BNB_N_BLOCKS; b++)
    {
      JsonObject *object = json_array_get_object_element (array, b);

      data->box[b] = json_object_get_int_member (object, "box");
      if (json_object_get_boolean_member_with_default (object, "wild", FALSE))
        data->wild = b;
    }

  /* The referee relies on the wild block being the last id (§4 build). */
  if (data->wild != TC_BNB_EMERALD)
    g_error ("bnb.json: the emerald must be the wild block");
}

static void
read_weapons (TcBnbData  *data,
              JsonObject *root)
{
  JsonArray *array = read_names (root, "weapons", weapon_ids, TC_BNB_N_WEAPONS, data->weapons);

  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    {
      JsonObject *object = json_array_get_object_element (array, w);
      const char *power = json_object_get_string_member_with_default (object, "power", "");
      guint p;

      data->start[w] = json_object_get_int_member (object, "start");
      for (p = 0; p < G_N_ELEMENTS (power_ids) && !g_str_equal (power, power_ids[p]); p++)
        ;
      if (p == G_N_ELEMENTS (power_ids))
        g_error ("bnb.json: unknown weapon power “%s”", power);
      data->power[w] = p;
      data->power_value[w] = json_object_get_int_member_with_default (object, p == TC_BNB_POWER_XP ? "xp" : "damage", 0);
    }
}

static void
read_rounds (TcBnbData  *data,
             JsonObject *root)
{
  JsonArray *array = read_names (root, "rounds", round_ids, TC_BNB_N_ATTRIBUTES, data->rounds);

  for (guint r = 0; r < TC_BNB_N_ATTRIBUTES; r++)
    {
      JsonObject *object = json_array_get_object_element (array, r);

      if (g_strcmp0 (json_object_get_string_member (object, "attribute"), attribute_ids[r]) != 0)
        g_error ("bnb.json: round %s must score the %s", round_ids[r], attribute_ids[r]);
      data->round_layer[r] = json_object_get_int_member (object, "layer");
    }
}

static TcBnbData *
load (void)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TcBnbData *data = g_new0 (TcBnbData, 1);
  JsonObject *root;

  bytes = g_resources_lookup_data (DATA_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL ||
      !json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error))
    g_error ("bnb.json: %s", error->message);

  root = json_node_get_object (json_parser_get_root (parser));
  read_blocks (data, root);
  read_names (root, "biomes", biome_ids, TC_BNB_N_BIOMES, data->biomes);
  read_names (root, "materials", material_ids, TC_BNB_N_MATERIALS, data->materials);
  read_names (root, "types", type_ids, TC_BNB_N_TYPES, data->types);
  read_weapons (data, root);
  read_names (root, "mobs", mob_ids, TC_BNB_N_MOBS, data->mobs);
  read_names (root, "actions", action_ids, TC_BNB_N_ACTIONS, data->actions);
  read_rounds (data, root);

  return data;
}

/**
 * tc_bnb_data_get_default:
 *
 * Returns: (transfer none): the box, read once and kept for the process
 */
const TcBnbData *
tc_bnb_data_get_default (void)
{
  static TcBnbData *data;
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      data = load ();
      g_once_init_leave (&once, 1);
    }

  return data;
}

/* The values of one space attribute: biomes, materials or types. */
const TcBnbName *
tc_bnb_data_values (const TcBnbData *data,
                    TcBnbAttribute   attribute,
                    guint           *n_values)
{
  *n_values = 4;
  switch (attribute)
    {
    case TC_BNB_BIOME:
      return data->biomes;
    case TC_BNB_MATERIAL:
      return data->materials;
    case TC_BNB_TYPE:
      return data->types;
    default:
      g_return_val_if_reached (NULL);
    }
}

/* "biome", "material" or "type", as logs write an attribute. */
const char *
tc_bnb_data_attribute_id (TcBnbAttribute attribute)
{
  g_return_val_if_fail (attribute < TC_BNB_N_ATTRIBUTES, NULL);

  return attribute_ids[attribute];
}

/* The index of @id among @names, or -1. */
gint
tc_bnb_data_find (const TcBnbName *names,
                  guint            n_names,
                  const char      *id)
{
  for (guint i = 0; i < n_names; i++)
    if (g_str_equal (names[i].id, id))
      return i;

  return -1;
}

/* The weapon with @power, or -1 when none has it. */
gint
tc_bnb_data_find_weapon_power (const TcBnbData *data,
                               TcBnbPower       power)
{
  for (guint w = 0; w < TC_BNB_N_WEAPONS; w++)
    if (data->power[w] == power)
      return w;

  return -1;
}
