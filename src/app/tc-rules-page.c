/* tc-rules-page.c: one game's rules reference
 *
 * The sections come from the game's data/games/<game>/rules.json through
 * the engine, in the order a player looks things up; the house rules
 * follow, built from the same rulings.json as the preferences, with their
 * options, default and source. A table of contents at the top jumps to a
 * section; a refusal's "Why?" opens the page at the section its rule id
 * maps to (tc_ruleset_class_find_section()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-label.h"
#include "tc-rules-page.h"

/* The id of the generated section that lists the house rules. */
#define HOUSE_RULES_ID "house-rules"

struct _TcRulesPage
{
  AdwBin          parent_instance;

  TcRulesetClass *game;
  GtkScrolledWindow *scroller;
  GtkWidget      *column;
  GHashTable     *sections;   /* id → its box */
  char           *shown;      /* the section asked for, until it is in view */
};

G_DEFINE_FINAL_TYPE (TcRulesPage, tc_rules_page, ADW_TYPE_BIN)

static GtkWidget *
new_paragraph (const char *text,
               const char *css_class)
{
  return GTK_WIDGET (tc_label_new_wrapping (text, css_class, GTK_ACCESSIBLE_ROLE_LABEL));
}

static GtkWidget *
new_heading (const char *text,
             const char *css_class)
{
  return GTK_WIDGET (tc_label_new_wrapping (text, css_class, GTK_ACCESSIBLE_ROLE_HEADING));
}

/* A section: its title as a heading, then its paragraphs. */
static GtkWidget *
add_section (TcRulesPage *self,
             const char  *id,
             const char  *title)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = new_heading (title, "title-3");

  gtk_widget_add_css_class (box, "rules-section");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (self->column), box);
  g_hash_table_insert (self->sections, g_strdup (id), box);

  return box;
}

static void
add_house_rules (TcRulesPage *self)
{
  guint n_rulings;
  const TcRulingInfo *rulings = tc_ruleset_class_get_rulings (self->game, &n_rulings);
  GtkWidget *box;

  if (n_rulings == 0)
    return;

  box = add_section (self, HOUSE_RULES_ID, _("House rules"));
  gtk_box_append (GTK_BOX (box),
                  new_paragraph (_("Where the printed rules can be read two ways, the table chooses "
                                   "before the game starts (New Game) and the log keeps the choice. "
                                   "The defaults are set in the preferences."), NULL));
  for (guint r = 0; r < n_rulings; r++)
    {
      g_autoptr(GString) options = g_string_new (NULL);

      for (guint v = 0; rulings[r].values[v] != NULL; v++)
        {
          if (v > 0)
            g_string_append (options, _("; "));
          /* Translators: the default option of a house rule */
          g_string_append_printf (options, v == 0 ? _("%s (default)") : "%s",
                                  tc_ruling_info_get_value_label (&rulings[r], v));
        }
      gtk_box_append (GTK_BOX (box), new_paragraph (tc_ruling_info_get_label (&rulings[r]), "heading"));
      gtk_box_append (GTK_BOX (box), new_paragraph (options->str, NULL));
      gtk_box_append (GTK_BOX (box), new_paragraph (tc_ruling_info_get_source (&rulings[r]), "dim-label"));
    }
}

static void
contents_row_activated_cb (TcRulesPage   *self,
                           GtkListBoxRow *row)
{
  tc_rules_page_show_section (self, g_object_get_data (G_OBJECT (row), "tc-section"));
}

static void
add_contents_row (GtkListBox *contents,
                  const char *id,
                  const char *title)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "tc-section", g_strdup (id), g_free);
  gtk_list_box_append (contents, row);
}

static void
build (TcRulesPage *self)
{
  guint n_sections, n_rulings;
  const TcRulesSection *sections = tc_ruleset_class_get_sections (self->game, &n_sections);
  GtkWidget *contents = gtk_list_box_new ();
  GtkWidget *title = new_heading (tc_ruleset_class_get_title (self->game), "title-1");

  gtk_box_append (GTK_BOX (self->column), title);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (contents), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (contents, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (contents),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Contents"), -1);
  g_signal_connect_swapped (contents, "row-activated", G_CALLBACK (contents_row_activated_cb), self);
  gtk_box_append (GTK_BOX (self->column), contents);

  for (guint s = 0; s < n_sections; s++)
    {
      GtkWidget *box = add_section (self, sections[s].id, tc_rules_section_get_title (&sections[s]));

      add_contents_row (GTK_LIST_BOX (contents), sections[s].id, tc_rules_section_get_title (&sections[s]));
      for (guint p = 0; p < tc_rules_section_get_n_paragraphs (&sections[s]); p++)
        gtk_box_append (GTK_BOX (box), new_paragraph (tc_rules_section_get_paragraph (&sections[s], p), NULL));
    }

  add_house_rules (self);
  if (tc_ruleset_class_get_rulings (self->game, &n_rulings) != NULL && n_rulings > 0)
    add_contents_row (GTK_LIST_BOX (contents), HOUSE_RULES_ID, _("House rules"));
}

/* Scrolls the section asked for to the top once the page is laid out; the
 * adjustment changes as it is, so this runs again until it is.
 */
static void
scroll_to_shown (TcRulesPage *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkWidget *box;
  graphene_point_t top;

  if (self->shown == NULL || (box = g_hash_table_lookup (self->sections, self->shown)) == NULL ||
      gtk_widget_get_height (self->column) == 0 ||
      !gtk_widget_compute_point (box, self->column, &GRAPHENE_POINT_INIT (0, 0), &top))
    return;

  gtk_adjustment_set_value (adjustment, top.y);
  if (gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) >= top.y)
    g_clear_pointer (&self->shown, g_free);
}

/**
 * tc_rules_page_show_section:
 * @section_id: a section's id, or "house-rules"
 *
 * Scrolls @section_id into view and marks it as the one asked for.
 */
void
tc_rules_page_show_section (TcRulesPage *self,
                            const char  *section_id)
{
  GHashTableIter iter;
  gpointer id, box;

  g_return_if_fail (TC_IS_RULES_PAGE (self));

  g_hash_table_iter_init (&iter, self->sections);
  while (g_hash_table_iter_next (&iter, &id, &box))
    if (g_strcmp0 (id, section_id) == 0)
      gtk_widget_add_css_class (box, "rules-target");
    else
      gtk_widget_remove_css_class (box, "rules-target");

  g_free (self->shown);
  self->shown = g_strdup (section_id);
  scroll_to_shown (self);
}

/* Returns: (nullable): the section marked by the last
 * tc_rules_page_show_section(), if it names one of the page
 */
const char *
tc_rules_page_get_shown_section (TcRulesPage *self)
{
  GHashTableIter iter;
  gpointer id, box;

  g_return_val_if_fail (TC_IS_RULES_PAGE (self), NULL);

  g_hash_table_iter_init (&iter, self->sections);
  while (g_hash_table_iter_next (&iter, &id, &box))
    if (gtk_widget_has_css_class (box, "rules-target"))
      return id;

  return NULL;
}

/* Returns: (transfer none) (nullable): the box of @section_id, for tests */
GtkWidget *
tc_rules_page_get_section (TcRulesPage *self,
                           const char  *section_id)
{
  g_return_val_if_fail (TC_IS_RULES_PAGE (self), NULL);

  return g_hash_table_lookup (self->sections, section_id);
}

static void
tc_rules_page_finalize (GObject *object)
{
  TcRulesPage *self = TC_RULES_PAGE (object);

  g_clear_pointer (&self->sections, g_hash_table_unref);
  g_clear_pointer (&self->shown, g_free);

  G_OBJECT_CLASS (tc_rules_page_parent_class)->finalize (object);
}

static void
tc_rules_page_class_init (TcRulesPageClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tc_rules_page_finalize;
}

static void
tc_rules_page_init (TcRulesPage *self)
{
  GtkWidget *clamp = adw_clamp_new ();

  self->sections = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (GTK_WIDGET (self->scroller), TRUE);
  self->column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  g_object_set (self->column, "margin-top", 24, "margin-bottom", 24,
                "margin-start", 12, "margin-end", 12, NULL);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->column);
  gtk_scrolled_window_set_child (self->scroller, clamp);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->scroller));
  g_signal_connect_swapped (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                            G_CALLBACK (scroll_to_shown), self);
}

GtkWidget *
tc_rules_page_new (TcRulesetClass *game)
{
  TcRulesPage *self = g_object_new (TC_TYPE_RULES_PAGE, NULL);

  self->game = game;
  build (self);

  return GTK_WIDGET (self);
}
