/* tc-test-window.h: GUI test cases that each run alone (-p)
 *
 * Each case starts from a new window on an empty data folder. A case
 * that is a step of a longer game first replays the steps before it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-application.h"
#include "tc-test-parts.h"
#include "tc-window.h"

G_BEGIN_DECLS

typedef struct
{
  const char *path;
  void      (*step) (void);
} TcTestStep;

TcApplication *tc_test_window_init     (int               *argc,
                                        char            ***argv,
                                        TcWindow         **window);
void           tc_test_window_iterate  (void);
void           tc_test_window_reopen   (void);
void           tc_test_window_open_fresh (void);
GFile         *tc_test_window_open_saved (const char       *name);
void           tc_test_window_add_alone  (const char       *path,
                                          void            (*test) (void));
void           tc_test_window_add_script (const TcTestStep *steps,
                                          guint             n_steps);
int            tc_test_window_run      (void);
void           tc_test_remove_tree     (const char       *path,
                                        gboolean          keep);
GtkWindow     *tc_test_find_toplevel   (GType             type);
char          *tc_test_window_shortcut_titles (void);
void           tc_test_assert_why      (GtkWidget        *why,
                                        const char       *game_id,
                                        const char       *section);

G_END_DECLS
