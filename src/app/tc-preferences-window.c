/* tc-preferences-window.c: default rulings for new games, colour scheme
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-rulesets.h"
#include "tc-preferences-window.h"
#include "tc-ruling-row.h"

struct _TcPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  AdwPreferencesPage   *page;
  AdwComboRow          *color_scheme_row;
  GtkSwitch            *table_mode_switch;
};

G_DEFINE_FINAL_TYPE (TcPreferencesWindow, tc_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* In the order of the row's model. */
static const char * const color_schemes[] = { "default", "light", "dark" };

static gboolean
scheme_to_selected (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *scheme = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (color_schemes); i++)
    if (g_strcmp0 (color_schemes[i], scheme) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  return FALSE;
}

static GVariant *
selected_to_scheme (const GValue       *value,
                    const GVariantType *type,
                    gpointer            user_data)
{
  guint selected = g_value_get_uint (value);

  return selected < G_N_ELEMENTS (color_schemes) ? g_variant_new_string (color_schemes[selected]) : NULL;
}

/* One group per game, after the appearance, from the game's rulings data. */
static void
add_rulings_group (TcPreferencesWindow *self,
                   TcRulesetClass      *game,
                   gboolean             first)
{
  GtkWidget *group = adw_preferences_group_new ();
  /* A group's title is markup: an "&" in a game's title must be escaped. */
  g_autofree char *name = g_markup_escape_text (tc_ruleset_class_get_title (game), -1);
  g_autofree char *title = g_strdup_printf (_("House Rules: %s"), name);
  guint n_rulings;

  tc_ruleset_class_get_rulings (game, &n_rulings);
  if (n_rulings == 0)
    return;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (first)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           _("The defaults for new games; each game keeps the rulings it was started with."));
  for (guint r = 0; r < n_rulings; r++)
    {
      GtkWidget *row = tc_ruling_row_new (game, r);

      tc_ruling_row_bind_setting (row, self->settings);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (group));
}

static void
bind_settings (TcPreferencesWindow *self)
{
  for (guint i = 0; i < tc_rulesets_get_n_games (); i++)
    add_rulings_group (self, tc_rulesets_get_nth (i), i == 0);

  g_settings_bind_with_mapping (self->settings, "color-scheme",
                                self->color_scheme_row, "selected", G_SETTINGS_BIND_DEFAULT,
                                scheme_to_selected, selected_to_scheme, NULL, NULL);
  g_settings_bind (self->settings, "table-mode", self->table_mode_switch, "active", G_SETTINGS_BIND_DEFAULT);
}

static void
tc_preferences_window_dispose (GObject *object)
{
  TcPreferencesWindow *self = TC_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tc_preferences_window_parent_class)->dispose (object);
}

static void
tc_preferences_window_class_init (TcPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tc_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TcPreferencesWindow, page);
  gtk_widget_class_bind_template_child (widget_class, TcPreferencesWindow, color_scheme_row);
  gtk_widget_class_bind_template_child (widget_class, TcPreferencesWindow, table_mode_switch);
}

static void
tc_preferences_window_init (TcPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TcPreferencesWindow *
tc_preferences_window_new (GSettings *settings)
{
  TcPreferencesWindow *self = g_object_new (TC_TYPE_PREFERENCES_WINDOW, NULL);

  self->settings = g_object_ref (settings);
  bind_settings (self);

  return self;
}
