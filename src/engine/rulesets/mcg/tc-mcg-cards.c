/* tc-mcg-cards.c: reads data/games/mcg/cards.json from the GResource
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "tc-mcg-cards.h"

#define CARDS_RESOURCE "/io/github/tablecraft/Tablecraft/games/mcg/cards.json"
#define MAX_VALUE 3

/* A card reference is stored in the id table as class << 8 | code, plus one
 * so that it is never NULL.
 */
#define PACK_REF(klass, code) GUINT_TO_POINTER ((((klass) << 8) | (code)) + 1)

static const char *power_names[] = { "hoe", "shovel", "sword", "axe", "pickaxe" };
G_STATIC_ASSERT (G_N_ELEMENTS (power_names) == TC_MCG_N_POWERS);

static guint
find_type (const TcMcgCards *cards,
           const char       *type_id)
{
  for (guint i = 0; i < cards->n_types; i++)
    if (g_strcmp0 (cards->type_ids[i], type_id) == 0)
      return i;

  g_error ("cards.json: unknown resource type “%s”", type_id);
}

static void
add_resource (TcMcgCards    *cards,
              const char    *id,
              const char    *name,
              const char    *color,
              TcMcgCardKind  kind,
              guint          type,
              guint          value,
              guint          count)
{
  TcMcgResourceCard *card;

  if (cards->n_resource >= TC_MCG_MAX_RESOURCE_IDS)
    g_error ("cards.json: more than %d resource card ids", TC_MCG_MAX_RESOURCE_IDS);
  /* The invariant check counts copies a byte per card (tc-mcg-invariants.c). */
  if (count >= 32)
    g_error ("cards.json: %s has %u copies, more than 31", id, count);

  card = &cards->resource[cards->n_resource];
  card->id = g_strdup (id);
  card->name = g_strdup (name);
  card->color = g_strdup (color);
  card->kind = kind;
  card->type = type;
  card->value = value;
  card->count = count;
  cards->deck_size += count;
  cards->deck[cards->n_resource] = count;
  g_hash_table_insert (cards->by_id, card->id, PACK_REF (TC_MCG_CARD_RESOURCE, cards->n_resource));
  cards->n_resource++;
}

static void
read_resource_types (TcMcgCards *cards,
                     JsonArray  *types)
{
  cards->n_types = json_array_get_length (types);
  if (cards->n_types > TC_MCG_MAX_TYPES)
    g_error ("cards.json: more than %d resource types", TC_MCG_MAX_TYPES);

  for (guint i = 0; i < cards->n_types; i++)
    {
      JsonObject *type = json_array_get_object_element (types, i);
      JsonArray *counts = json_object_get_array_member (type, "counts");
      gboolean wild = json_object_get_boolean_member_with_default (type, "wild", FALSE);

      cards->type_ids[i] = g_strdup (json_object_get_string_member (type, "id"));
      cards->type_names[i] = g_strdup (_(json_object_get_string_member (type, "name")));
      cards->type_amounts[i] = g_strdup (_(json_object_get_string_member (type, "amount")));
      if (wild)
        cards->wild_type = i;

      if (json_array_get_length (counts) > MAX_VALUE)
        g_error ("cards.json: values above %d", MAX_VALUE);

      for (guint v = 1; v <= json_array_get_length (counts); v++)
        {
          g_autofree char *id = g_strdup_printf ("%s-%u", cards->type_ids[i], v);
          /* Translators: a resource card's name, its type and value: "Wood 2" */
          g_autofree char *name = g_strdup_printf (C_("resource card", "%s %u"), cards->type_names[i], v);

          add_resource (cards, id, name,
                        json_object_get_string_member (type, "color"),
                        wild ? TC_MCG_KIND_WILD : TC_MCG_KIND_RESOURCE,
                        i, v, json_array_get_int_element (counts, v - 1));
        }
    }
}

static void
read_special_cards (TcMcgCards *cards,
                    JsonArray  *specials)
{
  for (guint i = 0; i < json_array_get_length (specials); i++)
    {
      JsonObject *card = json_array_get_object_element (specials, i);
      const char *effect = json_object_get_string_member (card, "effect");
      TcMcgCardKind kind;

      if (g_strcmp0 (effect, "creeper") == 0)
        {
          kind = TC_MCG_KIND_CREEPER;
          cards->creeper = cards->n_resource;
        }
      else if (g_strcmp0 (effect, "tnt") == 0)
        {
          kind = TC_MCG_KIND_TNT;
          cards->tnt = cards->n_resource;
        }
      else
        g_error ("cards.json: unknown effect “%s”", effect);

      add_resource (cards,
                    json_object_get_string_member (card, "id"),
                    _(json_object_get_string_member (card, "name")),
                    json_object_get_string_member (card, "color"),
                    kind, 0, 0,
                    json_object_get_int_member (card, "count"));
    }
}

static TcMcgPower
find_power (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (power_names); i++)
    if (g_strcmp0 (power_names[i], name) == 0)
      return i;

  g_error ("cards.json: unknown tool power “%s”", name);
}

static JsonObject *
find_craft_data (JsonArray  *crafts,
                 const char *id)
{
  for (guint i = 0; i < json_array_get_length (crafts); i++)
    {
      JsonObject *craft = json_array_get_object_element (crafts, i);

      if (g_strcmp0 (json_object_get_string_member (craft, "id"), id) == 0)
        return craft;
    }

  g_error ("cards.json: no craft card “%s”", id);
}

/* Craft cards are listed material by material, tool by tool: that nesting
 * is the canonical order, whatever order the file lists them in.
 */
static void
read_craft_cards (TcMcgCards *cards,
                  JsonObject *root)
{
  JsonArray *materials = json_object_get_array_member (root, "materials");
  JsonArray *tools = json_object_get_array_member (root, "tools");
  JsonArray *crafts = json_object_get_array_member (root, "craft_cards");

  for (guint m = 0; m < json_array_get_length (materials); m++)
    {
      JsonObject *material = json_array_get_object_element (materials, m);

      for (guint t = 0; t < json_array_get_length (tools); t++)
        {
          JsonObject *tool = json_array_get_object_element (tools, t);
          TcMcgCraftCard *card = &cards->craft[cards->n_craft];
          g_autofree char *id = g_strdup_printf ("%s-%s",
                                                 json_object_get_string_member (material, "id"),
                                                 json_object_get_string_member (tool, "id"));
          JsonObject *data = find_craft_data (crafts, id);
          JsonObject *recipe = json_object_get_object_member (data, "recipe");
          g_autoptr(GList) types = json_object_get_members (recipe);

          if (cards->n_craft >= TC_MCG_MAX_CRAFT_IDS)
            g_error ("cards.json: more than %d craft cards", TC_MCG_MAX_CRAFT_IDS);

          card->id = g_steal_pointer (&id);
          card->name = g_strdup (_(json_object_get_string_member (data, "name")));
          card->material = find_type (cards, json_object_get_string_member (material, "id"));
          card->power = find_power (json_object_get_string_member (tool, "power"));
          cards->by_power[card->power] |= 1u << cards->n_craft;
          card->points = json_object_get_int_member (data, "points");
          for (const GList *l = types; l != NULL; l = l->next)
            {
              guint type = find_type (cards, l->data);

              card->recipe[type] = json_object_get_int_member (recipe, l->data);
              if (card->recipe[type] > 0)
                card->recipe_types |= 1u << type;
              if (card->recipe[type] >= 32)
                g_error ("cards.json: %s asks for %u of a type, more than 31", card->id, card->recipe[type]);
              card->recipe_bytes |= (guint64) card->recipe[type] << (8 * type);
            }

          if (card->power == TC_MCG_POWER_AXE)
            {
              JsonObject *counts_as = json_object_get_object_member (tool, "counts_as");
              g_autoptr(GList) as = json_object_get_members (counts_as);

              cards->axe_type = find_type (cards, as->data);
              cards->axe_value = json_object_get_int_member (counts_as, as->data);
            }

          g_hash_table_insert (cards->by_id, card->id, PACK_REF (TC_MCG_CARD_CRAFT, cards->n_craft));
          cards->n_craft++;
        }
    }
}

static void
read_table (TcMcgCards *cards,
            JsonObject *root)
{
  JsonObject *players = json_object_get_object_member (root, "players");
  JsonObject *target = json_object_get_object_member (root, "target_points");

  cards->min_players = json_object_get_int_member (players, "min");
  cards->max_players = json_object_get_int_member (players, "max");
  if (cards->max_players > TC_MCG_MAX_SEATS || cards->min_players < 1)
    g_error ("cards.json: unsupported number of players");

  for (guint n = cards->min_players; n <= cards->max_players; n++)
    {
      g_autofree char *key = g_strdup_printf ("%u", n);

      cards->target[n] = json_object_get_int_member (target, key);
    }

  cards->actions_per_turn = json_object_get_int_member (root, "actions_per_turn");
  cards->n_piles = json_object_get_int_member (root, "resource_piles");
  cards->cards_per_pile = json_object_get_int_member (root, "cards_per_resource_pile");
  cards->n_craft_piles = json_object_get_int_member (root, "craft_piles");
  cards->cards_per_craft_pile = json_object_get_int_member (root, "cards_per_craft_pile");
  if (cards->n_piles > TC_MCG_MAX_PILES || cards->n_craft_piles > TC_MCG_MAX_CRAFT_PILES)
    g_error ("cards.json: too many piles");
}

static void
tabulate_points (TcMcgCards *cards)
{
  G_STATIC_ASSERT (TC_MCG_MAX_CRAFT_IDS == 32);

  for (guint i = 0; i < TC_MCG_MAX_CRAFT_IDS / 8; i++)
    for (guint byte = 0; byte < 256; byte++)
      for (guint bit = 0; bit < 8; bit++)
        if ((byte & (1u << bit)) && 8 * i + bit < cards->n_craft)
          cards->points_by_byte[i][byte] += cards->craft[8 * i + bit].points;
}

/* What a hand can be worth in each type, all its type's cards and every
 * axe together, fits a byte's lower seven bits: the simulator adds a
 * hand's worth eight types to a word (tc-mcg-sim.c).
 */
static void
check_type_worth (const TcMcgCards *cards)
{
  guint worth[TC_MCG_MAX_TYPES] = { 0 };

  for (guint code = 0; code < cards->n_resource; code++)
    if (cards->resource[code].kind == TC_MCG_KIND_RESOURCE)
      worth[cards->resource[code].type] += cards->deck[code] * cards->resource[code].value;
  for (guint32 axes = cards->by_power[TC_MCG_POWER_AXE]; axes != 0; axes &= axes - 1)
    worth[cards->axe_type] += cards->axe_value;

  for (guint t = 0; t < cards->n_types; t++)
    if (worth[t] >= 128)
      g_error ("cards.json: the %s cards and axes are worth %u, more than 127", cards->type_ids[t], worth[t]);
}

static void
tabulate_worth (TcMcgCards *cards)
{
  for (guint code = 0; code < cards->n_resource; code++)
    {
      const TcMcgResourceCard *card = &cards->resource[code];

      if (card->kind == TC_MCG_KIND_RESOURCE)
        cards->own_worth[code] = (guint64) card->value << (8 * card->type);
      else if (card->kind == TC_MCG_KIND_WILD)
        cards->wild_worth[code] = card->value;
    }
}

static TcMcgCards *
load_cards (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  TcMcgCards *cards = g_new0 (TcMcgCards, 1);
  JsonObject *root;

  /* The data is compiled into the program: failing to read it is a
   * packaging bug, not a user error.
   */
  bytes = g_resources_lookup_data (CARDS_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL ||
      !json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                   g_bytes_get_size (bytes), &error))
    g_error ("Cannot read the card data %s: %s", CARDS_RESOURCE, error->message);

  root = json_node_get_object (json_parser_get_root (parser));
  cards->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  read_resource_types (cards, json_object_get_array_member (root, "resource_types"));
  read_special_cards (cards, json_object_get_array_member (root, "special_cards"));
  read_craft_cards (cards, root);
  read_table (cards, root);
  tabulate_points (cards);
  check_type_worth (cards);
  tabulate_worth (cards);

  return cards;
}

/**
 * tc_mcg_cards_get_default:
 *
 * Returns: (transfer none): the edition data, read once and kept
 */
const TcMcgCards *
tc_mcg_cards_get_default (void)
{
  static TcMcgCards *cards;

  if (g_once_init_enter (&cards))
    g_once_init_leave (&cards, load_cards ());

  return cards;
}

/**
 * tc_mcg_cards_lookup:
 * @id: a card id as written in a log, such as "wood-2" or "iron-axe"
 * @code: (out): the card's code among resource or craft cards
 *
 * Returns: whether @id is a resource card, a craft card or unknown
 */
TcMcgCardClass
tc_mcg_cards_lookup (const TcMcgCards *cards,
                     const char       *id,
                     guint            *code)
{
  guint ref = GPOINTER_TO_UINT (g_hash_table_lookup (cards->by_id, id));

  if (ref == 0)
    return TC_MCG_CARD_UNKNOWN;

  ref--;
  *code = ref & 0xff;
  return ref >> 8;
}

/* Craft cards in play: the piles hold all but the set-aside one. */
guint
tc_mcg_cards_craft_total (const TcMcgCards *cards)
{
  return cards->n_craft_piles * cards->cards_per_craft_pile;
}
