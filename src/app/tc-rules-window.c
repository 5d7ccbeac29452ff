/* tc-rules-window.c: the rules of every game, Help → Rules (F1)
 *
 * One page per game of the registry, switched in the header (at the
 * bottom when the window is narrow). The main window keeps one rules
 * window and opens it at a game's section: F1 at the game shown, "Why?"
 * at the rule a refusal cites.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-rules-window.h"
#include "tc-table-views.h"

struct _TcRulesWindow
{
  AdwWindow     parent_instance;

  AdwViewStack *stack;
};

G_DEFINE_FINAL_TYPE (TcRulesWindow, tc_rules_window, ADW_TYPE_WINDOW)

/**
 * tc_rules_window_show:
 * @game_id: (nullable): the game to show; %NULL keeps the one shown
 * @section_id: (nullable): the section to scroll to, e.g. from
 *   tc_ruleset_class_find_section()
 *
 * Switches to @game_id's page, scrolls to @section_id and presents the
 * window.
 */
void
tc_rules_window_show (TcRulesWindow *self,
                      const char    *game_id,
                      const char    *section_id)
{
  TcRulesPage *page;

  g_return_if_fail (TC_IS_RULES_WINDOW (self));

  if (game_id != NULL && *game_id != '\0' && (page = tc_rules_window_get_page (self, game_id)) != NULL)
    adw_view_stack_set_visible_child (self->stack, GTK_WIDGET (page));

  page = TC_RULES_PAGE (adw_view_stack_get_visible_child (self->stack));
  if (page != NULL && section_id != NULL && *section_id != '\0')
    tc_rules_page_show_section (page, section_id);

  gtk_window_present (GTK_WINDOW (self));
}

/* Returns: the id of the game whose rules are shown */
const char *
tc_rules_window_get_game_id (TcRulesWindow *self)
{
  g_return_val_if_fail (TC_IS_RULES_WINDOW (self), NULL);

  return adw_view_stack_get_visible_child_name (self->stack);
}

/* Returns: (transfer none) (nullable): the page of @game_id */
TcRulesPage *
tc_rules_window_get_page (TcRulesWindow *self,
                          const char    *game_id)
{
  g_return_val_if_fail (TC_IS_RULES_WINDOW (self), NULL);

  return TC_RULES_PAGE (adw_view_stack_get_child_by_name (self->stack, game_id));
}

static void
tc_rules_window_class_init (TcRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TcRulesWindow, stack);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tc_rules_window_init (TcRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint g = 0; g < tc_table_views_get_n_games (); g++)
    {
      TcRulesetClass *game = tc_table_views_get_nth_game (g);

      AdwViewStackPage *page = adw_view_stack_add_titled (self->stack, tc_rules_page_new (game), game->game_id,
                                                          tc_ruleset_class_get_title (game));

      adw_view_stack_page_set_icon_name (page, "applications-games-symbolic");
    }
}

TcRulesWindow *
tc_rules_window_new (void)
{
  return g_object_new (TC_TYPE_RULES_WINDOW, NULL);
}
