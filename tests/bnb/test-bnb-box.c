/* test-bnb-box.c: what Builders & Biomes remembers between games
 *
 * The box's data, the tiles seen before and the cube's view, kept through
 * the shell's service (tc-remembered.c): nothing in them can stop a game
 * from opening, and two windows remembering tiles keep both windows'.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>
#include <string.h>

#include "tc-bnb-box.h"
#include "tc-remembered.h"

#define N_PER_WINDOW 64

static void
write_remembered (const char *name,
                  const char *text)
{
  g_autofree char *folder = tc_remembered_get_folder ();
  g_autofree char *path = g_build_filename (folder, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* 32,000 nested arrays as any of the three files: read before by a
 * parser without a depth limit and checked by a recursion, they crashed
 * every opening of a game; now nothing is offered, and a sentence each.
 */
static void
test_deep_files (void)
{
  g_autofree char *deep = g_strnfill (32000, '[');
  g_autoptr(GArray) tiles = NULL;
  g_auto(GStrv) notices = NULL;
  TcBnbEntry setup = { 0 };

  write_remembered ("builders-biomes-tiles.json", deep);
  write_remembered ("builders-biomes-box.json", deep);
  write_remembered ("builders-biomes-view.json", deep);

  tiles = tc_bnb_box_load_tiles ();
  g_assert_cmpuint (tiles->len, ==, 0);
  g_assert_false (tc_bnb_box_load (&setup));
  g_assert_cmpuint (tc_bnb_box_load_rotation (), ==, 0);

  notices = tc_remembered_take_notices ();
  g_assert_nonnull (notices);
  g_assert_cmpuint (g_strv_length (notices), ==, 3);
}

/* A zombie of @hearts hearts and @xp XP: a whole tile. */
static TcBnbTileEntry
zombie (gint64 hearts,
        gint64 xp)
{
  TcBnbTileEntry tile = { .kind = TC_BNB_TILE_MOB, .biome = -1, .material = -1, .type = -1,
                          .mob = 0, .hearts = hearts, .xp = xp, .bonus = TC_BNB_BONUS_HUNGER,
                          .orb_attribute = -1, .orb_value = -1 };

  return tile;
}

static gpointer
remember_tiles (gpointer data)
{
  gint64 hearts = GPOINTER_TO_INT (data);

  for (gint64 xp = 0; xp < N_PER_WINDOW; xp++)
    {
      TcBnbTileEntry tile = zombie (hearts, xp % 50);

      if (xp >= 50)
        tile.hearts = hearts + 2;
      g_assert_true (tc_bnb_box_remember_tile (&tile, NULL));
    }

  return NULL;
}

/* Two windows each remembering 64 tiles of their own: all 128 kept (with
 * the catalogue unlocked, two windows kept 65 to 80).
 */
static void
test_two_windows_remember (void)
{
  g_autoptr(GArray) tiles = NULL;
  GThread *first, *second;

  first = g_thread_new ("first", remember_tiles, GINT_TO_POINTER (1));
  second = g_thread_new ("second", remember_tiles, GINT_TO_POINTER (10));
  g_thread_join (first);
  g_thread_join (second);

  tiles = tc_bnb_box_load_tiles ();
  g_assert_cmpuint (tiles->len, ==, 2 * N_PER_WINDOW);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("tc-bnb-box-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bnb/box/deep-files", test_deep_files);
  g_test_add_func ("/bnb/box/two-windows-remember", test_two_windows_remember);

  return g_test_run ();
}
