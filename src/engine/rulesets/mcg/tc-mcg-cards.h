/* tc-mcg-cards.h: the card data of the Minecraft Card Game, read from data/
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Upper bounds for the fixed-size state; the data file must fit them. */
#define TC_MCG_MAX_RESOURCE_IDS 24
#define TC_MCG_MAX_CRAFT_IDS    32
#define TC_MCG_MAX_TYPES         8
#define TC_MCG_MAX_PILES         8
#define TC_MCG_MAX_CRAFT_PILES   8
#define TC_MCG_MAX_SEATS         4
#define TC_MCG_NO_CARD          (-1)

typedef enum
{
  TC_MCG_KIND_RESOURCE,
  TC_MCG_KIND_WILD,
  TC_MCG_KIND_CREEPER,
  TC_MCG_KIND_TNT,
} TcMcgCardKind;

typedef enum
{
  TC_MCG_POWER_HOE,
  TC_MCG_POWER_SHOVEL,
  TC_MCG_POWER_SWORD,
  TC_MCG_POWER_AXE,
  TC_MCG_POWER_PICKAXE,
  TC_MCG_N_POWERS
} TcMcgPower;

typedef struct
{
  char          *id;
  char          *name;     /* "Wood 2", untranslated data */
  char          *color;
  TcMcgCardKind  kind;
  guint          type;     /* resource type index, for resource and wild cards */
  guint          value;
  guint          count;    /* copies in the deck */
} TcMcgResourceCard;

typedef struct
{
  char       *id;
  char       *name;        /* "Diamond Pickaxe" */
  guint       material;    /* resource type index */
  TcMcgPower  power;
  guint       points;
  guint       recipe[TC_MCG_MAX_TYPES];
  guint32     recipe_types;   /* bit per resource type the recipe asks for */
  guint64     recipe_bytes;   /* the recipe a byte per type, all below 128 */
} TcMcgCraftCard;

typedef struct
{
  guint              n_types;
  char              *type_ids[TC_MCG_MAX_TYPES];
  char              *type_names[TC_MCG_MAX_TYPES];
  char              *type_amounts[TC_MCG_MAX_TYPES];   /* after a count: "2 wood" */
  guint              wild_type;

  /* Resource and craft cards in canonical order: a card's code is its index. */
  guint              n_resource;
  TcMcgResourceCard  resource[TC_MCG_MAX_RESOURCE_IDS];
  guint              n_craft;
  TcMcgCraftCard     craft[TC_MCG_MAX_CRAFT_IDS];
  guint              creeper;
  guint              tnt;
  guint              deck_size;
  guint8             deck[TC_MCG_MAX_RESOURCE_IDS];   /* copies per code, below 32 */

  /* A card's worth in a hand: toward its own type, in that type's byte
   * (resource cards), or toward any type (wild cards); 0 otherwise.
   */
  guint64            own_worth[TC_MCG_MAX_RESOURCE_IDS];
  guint8             wild_worth[TC_MCG_MAX_RESOURCE_IDS];

  guint16            points_by_byte[TC_MCG_MAX_CRAFT_IDS / 8][256];   /* see tc_mcg_cards_sum_points() */
  guint32            by_power[TC_MCG_N_POWERS];   /* bit per craft code with that power */

  guint              axe_type;       /* the type an axe stands in for */
  guint              axe_value;

  guint              min_players;
  guint              max_players;
  guint              target[TC_MCG_MAX_SEATS + 1];
  guint              actions_per_turn;
  guint              n_piles;
  guint              cards_per_pile;
  guint              n_craft_piles;
  guint              cards_per_craft_pile;

  GHashTable        *by_id;          /* id → TcMcgCardRef packed in a pointer */
} TcMcgCards;

typedef enum
{
  TC_MCG_CARD_UNKNOWN,
  TC_MCG_CARD_RESOURCE,
  TC_MCG_CARD_CRAFT,
} TcMcgCardClass;

const TcMcgCards *tc_mcg_cards_get_default     (void);
TcMcgCardClass    tc_mcg_cards_lookup          (const TcMcgCards *cards,
                                                const char       *id,
                                                guint            *code);
guint             tc_mcg_cards_craft_total     (const TcMcgCards *cards);

/* Bit per craft code of the data. */
static inline guint32
tc_mcg_cards_craft_codes (const TcMcgCards *cards)
{
  return cards->n_craft >= 32 ? G_MAXUINT32 : (1u << cards->n_craft) - 1;
}

/* The points of the craft cards in @crafted (bit per code), a lookup per
 * eight codes: the simulator's invariant check sums every seat's points
 * after every entry.
 */
static inline guint
tc_mcg_cards_sum_points (const TcMcgCards *cards,
                         guint32           crafted)
{
  return cards->points_by_byte[0][crafted & 0xff] + cards->points_by_byte[1][(crafted >> 8) & 0xff] +
         cards->points_by_byte[2][(crafted >> 16) & 0xff] + cards->points_by_byte[3][crafted >> 24];
}

G_END_DECLS
