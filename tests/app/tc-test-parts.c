/* tc-test-parts.c: finding the widgets a test acts on, from outside
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tc-table-view.h"

#include "tc-test-parts.h"

/* The first widget under @root (itself included), depth first, that
 * @matches; %NULL when none does.
 */
GtkWidget *
tc_test_find_under (GtkWidget *root,
                    gboolean (*matches) (GtkWidget *widget, gconstpointer data),
                    gconstpointer data)
{
  if (matches (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tc_test_find_under (child, matches, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
has_id (GtkWidget    *widget,
        gconstpointer data)
{
  return g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), data) == 0;
}

/* Returns: (nullable): the first widget under @root whose GtkBuilder id
 * is @id: a template child, by the id its .ui file gives it; "a/b" is
 * "b" under "a"
 */
GtkWidget *
tc_test_find_id (GtkWidget  *root,
                 const char *id)
{
  g_auto(GStrv) path = g_strsplit (id, "/", -1);
  GtkWidget *widget = root;

  for (guint i = 0; path[i] != NULL && widget != NULL; i++)
    widget = tc_test_find_under (widget, has_id, path[i]);

  return widget;
}

/* Counts down *@index over the widgets of @type under @widget (itself
 * included), in tree order, without looking inside one; returns the one
 * where it reaches 0.
 */
static GtkWidget *
find_counting (GtkWidget *widget,
               GType      type,
               guint     *index)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return (*index)-- == 0 ? widget : NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_counting (child, type, index);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Returns: (nullable): the @index-th widget of @type under @root (not
 * @root itself), in tree order, leaving out those inside another one
 */
GtkWidget *
tc_test_find_nth (GtkWidget *root,
                  GType      type,
                  guint      index)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_counting (child, type, &index);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
is_of_type (GtkWidget    *widget,
            gconstpointer data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

/* Returns: (nullable): the first widget of @type under @root */
GtkWidget *
tc_test_find_widget (GtkWidget *root,
                     GType      type)
{
  return tc_test_find_under (root, is_of_type, GSIZE_TO_POINTER (type));
}

static gboolean
is_button_labelled (GtkWidget    *widget,
                    gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0;
}

/* Returns: (nullable): the first button labelled @label under @root */
GtkWidget *
tc_test_find_button (GtkWidget  *root,
                     const char *label)
{
  return tc_test_find_under (root, is_button_labelled, label);
}

static gboolean
has_css_class (GtkWidget    *widget,
               gconstpointer data)
{
  return gtk_widget_has_css_class (widget, data);
}

/* @part (with @index where it is one of several) under @holder. */
static GtkWidget *
find_in (GtkWidget        *holder,
         const TcTestPart *part,
         guint             index)
{
  GType type;

  /* A button is named by its label in English, and found by the label
   * it shows in the language the test runs in. */
  if (part->label != NULL)
    return tc_test_find_button (holder, _(part->label));
  if (part->css_class != NULL)
    return tc_test_find_under (holder, has_css_class, part->css_class);
  if (part->type == NULL)
    return holder;
  if (part->count != 0 && index >= part->count)
    return NULL;

  /* Unknown until a widget of the type is made: then there is none. */
  type = g_type_from_name (part->type);
  return type != G_TYPE_INVALID ? tc_test_find_nth (holder, type, part->first + index) : NULL;
}

/* Returns: (nullable): the part of @parts called @name (with @index
 * where it is one of several) under @root; %NULL when @parts has no
 * such name or the tree no such widget
 */
GtkWidget *
tc_test_find_part (GtkWidget        *root,
                   const TcTestPart *parts,
                   guint             n_parts,
                   const char       *name,
                   guint             index)
{
  for (guint i = 0; i < n_parts; i++)
    if (g_strcmp0 (parts[i].name, name) == 0)
      {
        GtkWidget *holder = parts[i].id != NULL ? tc_test_find_id (root, parts[i].id) : root;

        return holder != NULL ? find_in (holder, &parts[i], index) : NULL;
      }

  return NULL;
}

/* Returns: (nullable): the dialog shown over @widget's window (a game's
 * end, a payment)
 */
GtkWidget *
tc_test_find_dialog (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (toplevel) == GTK_WINDOW (root)
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WIDGET (toplevel);
    }

  return NULL;
}

/* A game page's own parts, by their ids in tc-game-page.ui. */
static const TcTestPart page_parts[] = {
  { "undo", .id = "undo_button" },
  { "redo", .id = "redo_button" },
  { "log", .id = "log_panel" },
  { "flap", .id = "flap" },
  { "unsaved-bar", .id = "unsaved_bar" },
};

/**
 * tc_test_find_game_part:
 * @root: a window, a game page or a table view
 * @table_parts: the parts of the game's table view
 * @name: "dialog" (the one shown over the window: a game's end, a
 *   payment), a part of the game page ("undo", "redo", "log", "flap",
 *   "unsaved-bar"), or of @table_parts
 *
 * Returns: (nullable): the part under @root
 */
GtkWidget *
tc_test_find_game_part (GtkWidget        *root,
                        const TcTestPart *table_parts,
                        guint             n_table_parts,
                        const char       *name,
                        guint             index)
{
  GtkWidget *part;
  GtkWidget *table;

  if (g_strcmp0 (name, "dialog") == 0)
    return tc_test_find_dialog (root);

  part = tc_test_find_part (root, page_parts, G_N_ELEMENTS (page_parts), name, index);
  if (part != NULL)
    return part;

  table = TC_IS_TABLE_VIEW (root) ? root : tc_test_find_widget (root, TC_TYPE_TABLE_VIEW);
  return table != NULL ? tc_test_find_part (table, table_parts, n_table_parts, name, index) : NULL;
}
