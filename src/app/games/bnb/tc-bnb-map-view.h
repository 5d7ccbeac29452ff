/* tc-bnb-map-view.h: the Overworld map: 16 tile stacks ringed by 16
 * weapon tokens, and the 25 crossings the characters stand on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-bnb-state.h"

G_BEGIN_DECLS

/* What a click on the map does now; only the matching places respond. */
typedef enum
{
  TC_BNB_MAP_LOOK,           /* nothing: read-only, or no action chosen */
  TC_BNB_MAP_EXPLORE,        /* crossings within reach of the active seat */
  TC_BNB_MAP_BUILD,          /* adjacent stacks showing a building */
  TC_BNB_MAP_FIGHT,          /* adjacent stacks showing a mob */
  TC_BNB_MAP_TAKE_WEAPON,    /* adjacent face-up tokens */
  TC_BNB_MAP_BUILD_OR_FIGHT, /* adjacent stacks showing a building or a mob */
} TcBnbMapMode;

#define TC_TYPE_BNB_MAP_VIEW (tc_bnb_map_view_get_type ())

G_DECLARE_FINAL_TYPE (TcBnbMapView, tc_bnb_map_view, TC, BNB_MAP_VIEW, GtkWidget)

GtkWidget *tc_bnb_map_view_new         (void);
void       tc_bnb_map_view_update      (TcBnbMapView     *self,
                                        const TcBnbRules *rules,
                                        const TcBnbState *state,
                                        TcBnbMapMode      mode);
GtkWidget *tc_bnb_map_view_get_crossing (TcBnbMapView    *self,
                                         guint            row,
                                         guint            col);
GtkWidget *tc_bnb_map_view_get_cell    (TcBnbMapView     *self,
                                        guint             row,
                                        guint             col);

G_END_DECLS
