/* tc-ruling-row.c: a combo row for one house-rule switch
 *
 * The rulings and their values come from the engine; only the words
 * people read are here. The preferences (defaults) and the new game
 * dialog (this game) both use these rows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-mcg-ruleset.h"
#include "tc-ruling-row.h"

typedef struct
{
  const char *name;
  const char *title;
  const char *labels[2];
} RulingWords;

static const RulingWords words[] = {
  { "empty_pile", N_("Emptied resource pile"),
    { N_("Rebuilt from the discard"), N_("Stays empty") } },
  { "creeper_exposed_by_tnt", N_("Creeper revealed by TNT"),
    { N_("Discarded without effect"), N_("Attacks") } },
  { "creeper_exposed_by_hoe", N_("Creeper revealed by a hoe"),
    { N_("Discarded without effect"), N_("Attacks") } },
  { "shovel", N_("Shovel"),
    { N_("Takes one action from the next turn"), N_("Limits the next turn to one action") } },
};

static const TcMcgRulingInfo *
get_info (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "tc-ruling");
}

GtkWidget *
tc_ruling_row_new (guint ruling)
{
  guint n_rulings;
  const TcMcgRulingInfo *info = &tc_mcg_ruleset_list_rulings (&n_rulings)[ruling];
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  const char *title = info->name;
  GtkWidget *row;

  g_return_val_if_fail (ruling < n_rulings, NULL);

  for (guint v = 0; info->values[v] != NULL; v++)
    {
      const char *label = info->values[v];

      for (guint w = 0; w < G_N_ELEMENTS (words); w++)
        if (g_strcmp0 (words[w].name, info->name) == 0 && v < G_N_ELEMENTS (words[w].labels))
          {
            title = _(words[w].title);
            label = _(words[w].labels[v]);
          }
      gtk_string_list_append (model, label);
    }

  row = g_object_new (ADW_TYPE_COMBO_ROW,
                      "title", title,
                      "model", model,
                      NULL);
  g_object_set_data (G_OBJECT (row), "tc-ruling", (gpointer) info);

  return row;
}

const char *
tc_ruling_row_get_name (GtkWidget *row)
{
  return get_info (row)->name;
}

const char *
tc_ruling_row_get_value (GtkWidget *row)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));

  return get_info (row)->values[selected == GTK_INVALID_LIST_POSITION ? 0 : selected];
}

/* The settings key holding the default: "empty_pile" → "default-empty-pile". */
char *
tc_ruling_row_dup_key (GtkWidget *row)
{
  char *key = g_strconcat ("default-", get_info (row)->name, NULL);

  return g_strdelimit (key, "_", '-');
}

static gboolean
value_to_selected (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  const TcMcgRulingInfo *info = user_data;
  const char *string = g_variant_get_string (variant, NULL);

  for (guint v = 0; info->values[v] != NULL; v++)
    if (g_strcmp0 (info->values[v], string) == 0)
      {
        g_value_set_uint (value, v);
        return TRUE;
      }

  return FALSE;
}

static GVariant *
selected_to_value (const GValue       *value,
                   const GVariantType *type,
                   gpointer            user_data)
{
  const TcMcgRulingInfo *info = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= 2 || info->values[selected] == NULL)
    return NULL;

  return g_variant_new_string (info->values[selected]);
}

void
tc_ruling_row_bind_setting (GtkWidget *row,
                            GSettings *settings)
{
  g_autofree char *key = tc_ruling_row_dup_key (row);

  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                value_to_selected, selected_to_value,
                                (gpointer) get_info (row), NULL);
}

/* Preselects the default without binding: changing this game's ruling
 * leaves the default alone.
 */
void
tc_ruling_row_load_setting (GtkWidget *row,
                            GSettings *settings)
{
  g_autofree char *key = tc_ruling_row_dup_key (row);
  g_autoptr(GVariant) variant = g_settings_get_value (settings, key);
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_UINT);
  if (value_to_selected (&value, variant, (gpointer) get_info (row)))
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), g_value_get_uint (&value));
}
