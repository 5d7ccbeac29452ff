/* tc-test-bnb.h: what the Builders & Biomes widget tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "tc-bnb-ruleset.h"
#include "tc-game.h"
#include "tc-window.h"

G_BEGIN_DECLS

/* A two-seat setup of fixed boards, weapons and scoring cards. */
#define TC_TEST_BNB_SETUP \
  "{'type':'setup','boards':[['forest','forest','desert','mountains','snow','desert','forest','mountains','snow']," \
  "['desert','snow','forest','forest','mountains','desert','snow','desert','mountains']]," \
  "'weapon_hearts':{'wooden_sword':1,'stone_sword':2,'poisonous_potato':0,'bow':1,'golden_hoe':1," \
  "'stone_pickaxe':1,'tnt':0,'iron_sword':3,'diamond_sword':4}," \
  "'scoring':{'biome':{'forest':2,'desert':4,'mountains':3,'snow':2}," \
  "'material':{'wood':3,'sand':3,'stone':4,'obsidian':5}," \
  "'type':{'decoration':3,'dwelling':3,'animal_pen':4,'bridge':5}}}"
/* Tiles to turn over in such a game. */
#define TC_TEST_BNB_DWELLING \
  "{'kind':'building','biome':'forest','material':'wood','type':'dwelling','cost':{'wood':2},'xp':1}"
#define TC_TEST_BNB_ZOMBIE "{'kind':'mob','mob':'zombie','hearts':2,'xp':1,'bonus':'hunger'}"

void       tc_test_bnb_iterate      (void);
void       tc_test_bnb_settle       (void);
TcGame    *tc_test_bnb_example      (const TcBnbRules **rules);
GtkWindow *tc_test_bnb_show_alone   (GtkWindow         *window,
                                     GtkWidget         *widget,
                                     int                width,
                                     int                height);
GFile     *tc_test_bnb_save_log     (const char        *name,
                                     const char        *players,
                                     const char        *entries);
JsonArray *tc_test_bnb_read_entries (GFile             *file);
char      *tc_test_bnb_entry_json   (JsonArray         *entries,
                                     guint              index);
void       tc_test_bnb_scroll_to    (GtkWidget         *widget);
GtkWidget *tc_test_bnb_find         (GtkWidget         *root,
                                     const char        *name,
                                     guint              index);
GtkWidget *tc_test_bnb_part         (TcWindow          *window,
                                     const char        *name,
                                     guint              index);
GtkWidget *tc_test_bnb_build_part   (GtkWidget         *panel,
                                     const char        *name,
                                     guint              index);
GtkWidget *tc_test_bnb_fight_part   (GtkWidget         *panel,
                                     const char        *name,
                                     guint              index);
GtkWidget *tc_test_bnb_setup_part   (GtkWidget         *form,
                                     const char        *name,
                                     guint              index);
GtkWidget *tc_test_bnb_tile_part    (GtkWidget         *form,
                                     const char        *name);
const char *tc_test_bnb_page        (TcWindow          *window);
void       tc_test_bnb_click        (GtkWidget         *widget);

G_END_DECLS
