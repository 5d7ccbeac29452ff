/* tc-application.c: app actions, preferences and the screenshot mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-application.h"
#include "tc-preferences-window.h"
#include "tc-window.h"

/* Frames to let pass after the window maps before a screenshot, so that
 * every widget has been allocated and drawn once.
 */
#define SCREENSHOT_FRAMES 6
#define SCREENSHOT_MAX_FRAMES 300

struct _TcApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  char           *screenshot;
  gboolean        review;
  gboolean        table_mode;
  gboolean        rules;
  int             width;
  int             height;
  guint           frames;
  guint           resizes;
  int             exit_status;
};

G_DEFINE_FINAL_TYPE (TcApplication, tc_application, ADW_TYPE_APPLICATION)

static const GOptionEntry options[] = {
  { "screenshot", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Save the main window as a PNG image and quit"), N_("FILE") },
  { "review", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Open the game read-only in the review"), NULL },
  { "rules", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Save the rules of the game instead, for --screenshot"), NULL },
  { "table-mode", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Show the table in table mode for --screenshot"), NULL },
  { "width", 0, 0, G_OPTION_ARG_INT, NULL,
    N_("Window width for --screenshot (default 1280)"), N_("PIXELS") },
  { "height", 0, 0, G_OPTION_ARG_INT, NULL,
    N_("Window height for --screenshot (default 800)"), N_("PIXELS") },
  { NULL }
};

static void
apply_color_scheme (TcApplication *self)
{
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");
  AdwColorScheme value = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (scheme, "light") == 0)
    value = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (scheme, "dark") == 0)
    value = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), value);
}

static void
color_scheme_changed_cb (TcApplication *self)
{
  apply_color_scheme (self);
}

/**
 * tc_application_save_screenshot:
 *
 * Renders @widget as it is drawn now, at its own size, into a PNG file.
 */
gboolean
tc_application_save_screenshot (GtkWidget   *widget,
                                const char  *path,
                                GError     **error)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL || renderer == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED, _("The window has not been drawn"));
      return FALSE;
    }

  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not write “%s”"), path);
      return FALSE;
    }

  return TRUE;
}

static gboolean screenshot_tick_cb (GtkWidget     *window,
                                    GdkFrameClock *clock,
                                    gpointer       user_data);

/* A window of the screenshot: a fixed size, rendered once drawn. */
static void
shoot (TcApplication *self,
       GtkWindow     *window)
{
  self->frames = 0;
  self->resizes = 0;
  gtk_window_set_default_size (window, self->width, self->height);
  gtk_widget_set_size_request (GTK_WIDGET (window), self->width, self->height);
  gtk_window_set_resizable (window, FALSE);
  gtk_widget_add_tick_callback (GTK_WIDGET (window), screenshot_tick_cb, self, NULL);
  gtk_window_present (window);
}

static gboolean
screenshot_tick_cb (GtkWidget     *window,
                    GdkFrameClock *clock,
                    gpointer       user_data)
{
  TcApplication *self = user_data;
  g_autoptr(GError) error = NULL;

  if (++self->frames < SCREENSHOT_FRAMES)
    return G_SOURCE_CONTINUE;

  /* The window's own border takes a few pixels of the size asked for:
   * grow it by that much, once, so the picture has the size asked for.
   * A window that came out wider than asked cannot be shrunk this way:
   * its content needs the room, so the picture shows it as it is.
   */
  if (gtk_widget_get_width (window) != self->width || gtk_widget_get_height (window) != self->height)
    {
      int width = 2 * self->width - gtk_widget_get_width (window);
      int height = 2 * self->height - gtk_widget_get_height (window);

      if (width > 0 && height > 0 && self->resizes++ < 3)
        {
          gtk_widget_set_size_request (window, width, height);
          gtk_window_set_default_size (GTK_WINDOW (window), width, height);
          self->frames = 0;
          return G_SOURCE_CONTINUE;
        }
    }

  /* --rules: the main window has shown its game; the rules of that game
   * are the picture, and closing the main window closes them.
   */
  if (self->rules && TC_IS_WINDOW (window))
    {
      shoot (self, GTK_WINDOW (tc_window_show_rules (TC_WINDOW (window), NULL, NULL)));
      return G_SOURCE_REMOVE;
    }

  if (!tc_application_save_screenshot (window, self->screenshot, &error))
    {
      /* On a busy machine the first frames can come before anything is
       * drawn: wait for more, up to about five seconds of frames.
       */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED) &&
          self->frames < SCREENSHOT_MAX_FRAMES)
        return G_SOURCE_CONTINUE;

      g_printerr ("tablecraft: %s\n", error->message);
      self->exit_status = 1;
    }

  /* The rules window goes with the main window it belongs to. */
  if (gtk_window_get_transient_for (GTK_WINDOW (window)) != NULL)
    window = GTK_WIDGET (gtk_window_get_transient_for (GTK_WINDOW (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  g_application_release (G_APPLICATION (self));

  return G_SOURCE_REMOVE;
}

/* Windows open at the size and state the last one was left in. */
static void
remember_window_size (TcApplication *self,
                      TcWindow      *window)
{
  g_settings_bind (self->settings, "window-width", window, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", window, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", window, "maximized", G_SETTINGS_BIND_DEFAULT);
}

static void
present_window (TcApplication *self,
                TcWindow      *window)
{
  if (self->screenshot == NULL)
    {
      remember_window_size (self, window);
      gtk_window_present (GTK_WINDOW (window));
      return;
    }

  /* Screenshot mode: a fixed size, then render once drawn and quit. */
  g_application_hold (G_APPLICATION (self));
  tc_window_set_table_mode (window, self->table_mode);
  shoot (self, GTK_WINDOW (window));
}

/* Every entry is saved as it is made; a window whose last save failed
 * asks before it closes, so quitting closes each window in turn and the
 * application ends with the last.
 */
static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GtkApplication *app = user_data;
  const char *developers[] = { "The Tablecraft contributors", NULL };

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", _("Tablecraft"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("A referee for card and dice games played on a real table"),
                         "developers", developers,
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
preferences_activated_cb (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  TcApplication *self = user_data;
  TcPreferencesWindow *prefs = tc_preferences_window_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (prefs),
                                gtk_application_get_active_window (GTK_APPLICATION (self)));
  gtk_window_present (GTK_WINDOW (prefs));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated_cb },
  { "about", about_activated_cb },
  { "preferences", preferences_activated_cb },
};

static int
tc_application_handle_local_options (GApplication *app,
                                     GVariantDict *dict)
{
  TcApplication *self = TC_APPLICATION (app);

  g_variant_dict_lookup (dict, "screenshot", "^ay", &self->screenshot);
  g_variant_dict_lookup (dict, "review", "b", &self->review);
  g_variant_dict_lookup (dict, "table-mode", "b", &self->table_mode);
  g_variant_dict_lookup (dict, "rules", "b", &self->rules);
  g_variant_dict_lookup (dict, "width", "i", &self->width);
  g_variant_dict_lookup (dict, "height", "i", &self->height);

  if (self->width < 360 || self->height < 294)
    {
      g_printerr (_("tablecraft: the window must be at least 360 × 294 pixels\n"));
      return 2;
    }

  /* A screenshot never hands over to an instance already running. */
  if (self->screenshot != NULL)
    g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);

  return -1;
}

static void
tc_application_startup (GApplication *app)
{
  TcApplication *self = TC_APPLICATION (app);
  const char *quit_accels[] = { "<Control>q", NULL };
  const char *table_mode_accels[] = { "<Control>t", NULL };
  g_autoptr(GAction) table_mode = NULL;

  G_APPLICATION_CLASS (tc_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);

  self->settings = g_settings_new (APP_ID);
  table_mode = g_settings_create_action (self->settings, "table-mode");
  g_action_map_add_action (G_ACTION_MAP (self), table_mode);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.table-mode", table_mode_accels);
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (color_scheme_changed_cb), self, G_CONNECT_SWAPPED);
  apply_color_scheme (self);
}

static void
tc_application_activate (GApplication *app)
{
  TcApplication *self = TC_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window != NULL && self->screenshot == NULL)
    {
      gtk_window_present (window);
      return;
    }

  present_window (self, tc_window_new (self));
}

static void
tc_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  TcApplication *self = TC_APPLICATION (app);

  for (int i = 0; i < n_files; i++)
    {
      TcWindow *window = tc_window_new (self);
      TcWindow *showing = NULL;

      if (self->review)
        tc_window_review_file (window, files[i]);
      else
        showing = tc_window_open_file (window, files[i]);

      /* A game another window shows is presented there, and nothing else
       * comes up: the new window goes unseen. */
      if (showing != NULL && showing != window)
        gtk_window_destroy (GTK_WINDOW (window));
      else
        present_window (self, window);
      if (self->screenshot != NULL)
        break;
    }
}

static void
tc_application_finalize (GObject *object)
{
  TcApplication *self = TC_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->screenshot, g_free);

  G_OBJECT_CLASS (tc_application_parent_class)->finalize (object);
}

static void
tc_application_class_init (TcApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = tc_application_finalize;
  app_class->handle_local_options = tc_application_handle_local_options;
  app_class->startup = tc_application_startup;
  app_class->activate = tc_application_activate;
  app_class->open = tc_application_open;
}

static void
tc_application_init (TcApplication *self)
{
  self->width = 1280;
  self->height = 800;

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[LOG.json]"));
}

TcApplication *
tc_application_new (void)
{
  return g_object_new (TC_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/tablecraft/Tablecraft",
                       NULL);
}

GSettings *
tc_application_get_settings (TcApplication *self)
{
  g_return_val_if_fail (TC_IS_APPLICATION (self), NULL);

  return self->settings;
}

int
tc_application_get_exit_status (TcApplication *self)
{
  g_return_val_if_fail (TC_IS_APPLICATION (self), 1);

  return self->exit_status;
}
