/* fuzz-remembered.c: libFuzzer harness for what a game remembers
 *
 * The input becomes each file Builders & Biomes keeps between games (the
 * box, the catalogue of tiles, the cube's view), read through the shell's
 * service for remembered data as a window reads them when a game opens;
 * then a tile is remembered, which reads, changes and writes the
 * catalogue. Nothing may crash, and what cannot be read is set aside with
 * a sentence.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdint.h>
#include <glib/gstdio.h>

#include "tc-bnb-box.h"
#include "tc-remembered.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static const char *files[] = {
  "builders-biomes-box.json",
  "builders-biomes-tiles.json",
  "builders-biomes-view.json",
};

static char *folder;

static void
write_file (const char    *name,
            const uint8_t *data,
            size_t         size)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);

  g_assert_true (g_file_set_contents (path, (const char *) data, size, NULL));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GArray) tiles = NULL;
  g_auto(GStrv) notices = NULL;
  TcBnbEntry setup = { 0 };
  TcBnbTileEntry tile = { .kind = TC_BNB_TILE_MOB, .biome = -1, .material = -1, .type = -1, .mob = 0,
                          .hearts = 2, .xp = 1, .bonus = TC_BNB_BONUS_HUNGER, .orb_attribute = -1,
                          .orb_value = -1 };

  if (folder == NULL)
    {
      /* Remembered files live in Tablecraft's data folder: a scratch one. */
      g_autofree char *home = g_dir_make_tmp ("tc-fuzz-remembered-XXXXXX", NULL);

      g_setenv ("XDG_DATA_HOME", home, TRUE);
      folder = tc_remembered_get_folder ();
      g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
    }

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    write_file (files[i], data, size);

  tc_bnb_box_load (&setup);
  tiles = tc_bnb_box_load_tiles ();
  g_assert_cmpuint (tiles->len, <=, TC_BNB_BOX_MOST_TILES);
  g_assert_cmpuint (tc_bnb_box_load_rotation (), <=, 3);
  g_assert_true (tc_bnb_box_remember_tile (&tile, NULL));

  notices = tc_remembered_take_notices ();
  for (guint i = 0; notices != NULL && notices[i] != NULL; i++)
    g_assert_true (g_utf8_validate (notices[i], -1, NULL));

  return 0;
}
