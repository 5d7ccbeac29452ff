/* tc-review-view.h: a saved game, read-only, entry by entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tc-game.h"
#include "tc-table-view.h"

G_BEGIN_DECLS

#define TC_TYPE_REVIEW_VIEW (tc_review_view_get_type ())

G_DECLARE_FINAL_TYPE (TcReviewView, tc_review_view, TC, REVIEW_VIEW, GtkWidget)

GtkWidget  *tc_review_view_new              (void);
void        tc_review_view_set_game         (TcReviewView *self,
                                             TcGame       *game);
TcGame     *tc_review_view_get_game         (TcReviewView *self);
TcTableView *tc_review_view_get_table_view  (TcReviewView *self);
void        tc_review_view_set_position     (TcReviewView *self,
                                             guint         n_entries);
guint       tc_review_view_get_position     (TcReviewView *self);
const char *tc_review_view_get_description  (TcReviewView *self);
const char *tc_review_view_get_statistics   (TcReviewView *self);
const char *tc_review_view_get_problem      (TcReviewView *self);
void        tc_review_view_set_narrow       (TcReviewView *self,
                                             gboolean      narrow);

G_END_DECLS
