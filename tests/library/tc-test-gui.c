/* tc-test-gui.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-test-gui.h"

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  (*(guint *) user_data)++;
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @widget was drawn in a few frames. */
void
tc_test_wait_for_draw (GtkWidget *widget)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);

  gtk_widget_queue_draw (widget);
  while (frames < 3)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, id);
}

void
tc_test_save_screenshot (GtkWidget  *window,
                         GtkWidget  *widget,
                         const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  g_assert_cmpint (width, >, 0);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* The first descendant of @widget of @type, depth first. */
GtkWidget *
tc_test_find_descendant (GtkWidget *widget,
                         GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = G_TYPE_CHECK_INSTANCE_TYPE (child, type) ? child : tc_test_find_descendant (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}
