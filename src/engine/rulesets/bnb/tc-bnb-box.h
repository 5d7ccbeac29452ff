/* tc-bnb-box.h: what the table's copy of the game prints and no source
 * gives (board biomes, weapon hearts, scoring cards), typed once and
 * offered again at the next setup
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-bnb-entry.h"

G_BEGIN_DECLS

gboolean tc_bnb_box_load (TcBnbEntry        *setup);
gboolean tc_bnb_box_save (const TcBnbEntry  *setup,
                          GError           **error);

/* The tiles turned over in earlier games, most recent first. */
#define TC_BNB_BOX_MOST_TILES 128

GArray  *tc_bnb_box_load_tiles    (void);
gboolean tc_bnb_box_remember_tile (const TcBnbTileEntry  *tile,
                                   GError               **error);

/* How the window shows the cube: a view setting, not part of any game. */
guint    tc_bnb_box_load_rotation (void);
gboolean tc_bnb_box_save_rotation (guint                  quarter_turns,
                                   GError               **error);

G_END_DECLS
