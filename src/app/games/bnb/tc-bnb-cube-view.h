/* tc-bnb-cube-view.h: the cube of blocks as four layer grids, to collect
 * from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-bnb-state.h"

G_BEGIN_DECLS

#define TC_TYPE_BNB_CUBE_VIEW (tc_bnb_cube_view_get_type ())

/**
 * TcBnbCubeMode:
 * @TC_BNB_CUBE_LOOK: no block answers a click
 * @TC_BNB_CUBE_COLLECT: the takeable blocks answer, to be chosen
 * @TC_BNB_CUBE_OFFER: a collect may start: a click on a takeable block
 *   emits #TcBnbCubeView::collect-started, then chooses it if the view
 *   was put in @TC_BNB_CUBE_COLLECT meanwhile
 */
typedef enum
{
  TC_BNB_CUBE_LOOK,
  TC_BNB_CUBE_COLLECT,
  TC_BNB_CUBE_OFFER,
} TcBnbCubeMode;

G_DECLARE_FINAL_TYPE (TcBnbCubeView, tc_bnb_cube_view, TC, BNB_CUBE_VIEW, GtkWidget)

GtkWidget *tc_bnb_cube_view_new            (void);
void       tc_bnb_cube_view_update         (TcBnbCubeView    *self,
                                            const TcBnbRules *rules,
                                            const TcBnbState *state,
                                            TcBnbCubeMode     mode);
guint      tc_bnb_cube_view_get_selection  (TcBnbCubeView    *self,
                                            TcBnbTake        *takes,
                                            guint             max_takes);
void       tc_bnb_cube_view_clear_selection (TcBnbCubeView   *self);
guint      tc_bnb_cube_view_get_rotation   (TcBnbCubeView    *self);
void       tc_bnb_cube_view_set_rotation   (TcBnbCubeView    *self,
                                            guint             quarter_turns);
GtkWidget *tc_bnb_cube_view_get_cell       (TcBnbCubeView    *self,
                                            guint             cell);

G_END_DECLS
