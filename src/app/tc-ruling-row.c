/* tc-ruling-row.c: a combo row for one house-rule switch of one game
 *
 * The rulings, their values, words and sources come from the game's data
 * through the engine. The preferences (defaults) and the new game dialog
 * (this game) both use these rows.
 *
 * Defaults live in one settings key for every game, "default-rulings"
 * (a{sa{ss}}: game id → ruling → value), so that a new game needs no new
 * key; a value the game no longer knows is ignored.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-ruling-row.h"

#define RULINGS_KEY "default-rulings"

typedef struct
{
  TcRulesetClass     *game;
  const TcRulingInfo *info;
} RowRuling;

static RowRuling *
get_ruling (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "tc-ruling");
}

/* A button whose popover quotes the source @info rests on. */
static GtkWidget *
source_button_new (const TcRulingInfo *info)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "label", tc_ruling_info_get_source (info),
                                   "wrap", TRUE,
                                   "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                   "max-width-chars", 40,
                                   "xalign", 0.0f,
                                   "selectable", TRUE,
                                   NULL);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *button;
  /* Translators: the name a screen reader reads for the button that
   * shows where a house rule comes from; %s is the rule, as
   * "Emptied resource pile": a dialog holds one such button per rule. */
  g_autofree char *name = g_strdup_printf (_("Source of the Rule “%s”"), tc_ruling_info_get_label (info));

  gtk_popover_set_child (GTK_POPOVER (popover), label);
  button = g_object_new (GTK_TYPE_MENU_BUTTON,
                         "icon-name", "help-about-symbolic",
                         "tooltip-text", _("Source of This Rule"),
                         "valign", GTK_ALIGN_CENTER,
                         "popover", popover,
                         NULL);
  gtk_widget_add_css_class (button, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);

  return button;
}

GtkWidget *
tc_ruling_row_new (TcRulesetClass *game,
                   guint           ruling)
{
  guint n_rulings;
  const TcRulingInfo *info = tc_ruleset_class_get_rulings (game, &n_rulings);
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  RowRuling *data;
  GtkWidget *button;
  GtkWidget *row;

  g_return_val_if_fail (ruling < n_rulings, NULL);

  info += ruling;
  for (guint v = 0; info->values[v] != NULL; v++)
    gtk_string_list_append (model, tc_ruling_info_get_value_label (info, v));

  /* The chosen value is the subtitle, where it wraps: beside the title
   * it was cut to a few letters at phone widths. The source moves to a
   * popover of its own.
   */
  row = g_object_new (ADW_TYPE_COMBO_ROW,
                      "title", tc_ruling_info_get_label (info),
                      "use-subtitle", TRUE,
                      "use-markup", FALSE,
                      "model", model,
                      NULL);
  button = source_button_new (info);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  /* Before the row's own value and arrow, so the arrow stays last. */
  gtk_widget_insert_after (button, gtk_widget_get_parent (button), NULL);
  data = g_new (RowRuling, 1);
  data->game = game;
  data->info = info;
  g_object_set_data_full (G_OBJECT (row), "tc-ruling", data, g_free);

  return row;
}

const char *
tc_ruling_row_get_name (GtkWidget *row)
{
  return get_ruling (row)->info->name;
}

const char *
tc_ruling_row_get_value (GtkWidget *row)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));

  return get_ruling (row)->info->values[selected == GTK_INVALID_LIST_POSITION ? 0 : selected];
}

/* The stored default of @row's ruling, or NULL. */
static char *
lookup_default (GSettings *settings,
                GtkWidget *row)
{
  RowRuling *ruling = get_ruling (row);
  g_autoptr(GVariant) all = g_settings_get_value (settings, RULINGS_KEY);
  g_autoptr(GVariant) game = g_variant_lookup_value (all, ruling->game->game_id, G_VARIANT_TYPE ("a{ss}"));
  char *value = NULL;

  if (game != NULL)
    g_variant_lookup (game, ruling->info->name, "s", &value);

  return value;
}

/* @game's rulings with @name set to @value, the others kept. */
static GVariant *
replace_value (GVariant   *game,
               const char *name,
               const char *value)
{
  g_autoptr(GVariantBuilder) builder = g_variant_builder_new (G_VARIANT_TYPE ("a{ss}"));

  if (game != NULL)
    {
      GVariantIter iter;
      const char *key, *old;

      g_variant_iter_init (&iter, game);
      while (g_variant_iter_next (&iter, "{&s&s}", &key, &old))
        if (g_strcmp0 (key, name) != 0)
          g_variant_builder_add (builder, "{ss}", key, old);
    }
  g_variant_builder_add (builder, "{ss}", name, value);

  return g_variant_builder_end (builder);
}

/* Writes @row's value into the dictionary, keeping every other entry. */
static void
store_default (GSettings *settings,
               GtkWidget *row)
{
  RowRuling *ruling = get_ruling (row);
  const char *game_id = ruling->game->game_id;
  g_autoptr(GVariant) all = g_settings_get_value (settings, RULINGS_KEY);
  g_autoptr(GVariant) game = g_variant_lookup_value (all, game_id, G_VARIANT_TYPE ("a{ss}"));
  g_autoptr(GVariantBuilder) builder = g_variant_builder_new (G_VARIANT_TYPE ("a{sa{ss}}"));
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&s@a{ss}}", &key, &value))
    {
      if (g_strcmp0 (key, game_id) != 0)
        g_variant_builder_add (builder, "{s@a{ss}}", key, value);
      g_variant_unref (value);
    }
  g_variant_builder_add (builder, "{s@a{ss}}", game_id,
                         replace_value (game, ruling->info->name, tc_ruling_row_get_value (row)));

  g_settings_set_value (settings, RULINGS_KEY, g_variant_builder_end (builder));
}

static void
on_selected_changed (GtkWidget  *row,
                     GParamSpec *pspec,
                     GSettings  *settings)
{
  store_default (settings, row);
}

/* Shows the stored default and stores every change to it. */
void
tc_ruling_row_bind_setting (GtkWidget *row,
                            GSettings *settings)
{
  tc_ruling_row_load_setting (row, settings);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_selected_changed), settings, 0);
}

/* Preselects the default without binding: changing this game's ruling
 * leaves the default alone.
 */
void
tc_ruling_row_load_setting (GtkWidget *row,
                            GSettings *settings)
{
  g_autofree char *value = lookup_default (settings, row);
  guint index = value != NULL ? tc_ruling_info_find_value (get_ruling (row)->info, value) : 0;

  adw_combo_row_set_selected (ADW_COMBO_ROW (row), index == G_MAXUINT ? 0 : index);
}
