/* tc-test-parts.h: finding the widgets a test acts on, from outside
 *
 * The widgets under test offer no hooks for tests: a test finds a part
 * by what a person or a screen reader sees of it (a label), by the
 * GtkBuilder id of a template child, or as the n-th widget of a type in
 * tree order (the third pile, the second seat).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* How a test's name for a part ("end-turn", "seat") finds it under a
 * root widget.
 */
typedef struct
{
  const char *name;            /* the tests' name for the part */
  const char *id;              /* the GtkBuilder id of the part, or of
                                  what holds it; "refusal/label" is
                                  "label" inside "refusal"; %NULL: the root */
  const char *type;            /* if set, the part is the index-th widget
                                  of this type ("GtkSpinButton") under
                                  id, in tree order */
  guint       first;           /* with type: where index 0 is */
  guint       count;           /* with type: how many there are, 0 for
                                  as many as the tree holds */
  const char *label;           /* if set, the part is the button under id
                                  with this label ("_Apply") */
  const char *css_class;       /* if set, the part is the widget under id
                                  with this style class */
} TcTestPart;

GtkWidget *tc_test_find_under     (GtkWidget         *root,
                                   gboolean         (*matches) (GtkWidget    *widget,
                                                                gconstpointer data),
                                   gconstpointer      data);
GtkWidget *tc_test_find_id        (GtkWidget         *root,
                                   const char        *id);
GtkWidget *tc_test_find_nth       (GtkWidget         *root,
                                   GType              type,
                                   guint              index);
GtkWidget *tc_test_find_widget    (GtkWidget         *root,
                                   GType              type);
GtkWidget *tc_test_find_button    (GtkWidget         *root,
                                   const char        *label);
GtkWidget *tc_test_find_dialog    (GtkWidget         *widget);
GtkWidget *tc_test_find_part      (GtkWidget         *root,
                                   const TcTestPart  *parts,
                                   guint              n_parts,
                                   const char        *name,
                                   guint              index);
GtkWidget *tc_test_find_game_part (GtkWidget         *root,
                                   const TcTestPart  *table_parts,
                                   guint              n_table_parts,
                                   const char        *name,
                                   guint              index);

G_END_DECLS
