/* tc-refusal.c: why the table's last entry was refused, and a way to the rule
 *
 * Every table view says a refusal at its prompt with this widget: the
 * engine's sentence, and when the refusal cites a rule (a TC_RULE_ERROR)
 * that the game's rules reference explains, a "Why?" button that opens
 * the reference at that section (win.show-rules).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-error.h"
#include "tc-refusal.h"
#include "tc-table-view.h"
#include "tc-text.h"

struct _TcRefusal
{
  GtkWidget  parent_instance;

  GtkLabel  *label;
  GtkWidget *why_button;
};

G_DEFINE_FINAL_TYPE (TcRefusal, tc_refusal, GTK_TYPE_WIDGET)

/* Returns: (nullable): the game of the table view the refusal is in */
static TcRulesetClass *
find_game (TcRefusal *self)
{
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (self), TC_TYPE_TABLE_VIEW);
  TcGame *game = view != NULL ? tc_table_view_get_game (TC_TABLE_VIEW (view)) : NULL;

  return game != NULL ? tc_ruleset_get_class (tc_game_get_ruleset (game)) : NULL;
}

/* Points "Why?" at the section that explains @rule, or hides it. */
static void
update_why (TcRefusal  *self,
            const char *rule)
{
  TcRulesetClass *game = find_game (self);
  const TcRulesSection *section = NULL;

  if (game != NULL && rule != NULL)
    section = tc_ruleset_class_find_section (game, rule);

  /* The target first: an action name with no target of its type warns. */
  gtk_widget_set_visible (self->why_button, section != NULL);
  if (section != NULL)
    {
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->why_button), "(ss)",
                                        game->game_id, section->id);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->why_button), "win.show-rules");
    }
  else
    gtk_actionable_set_action_name (GTK_ACTIONABLE (self->why_button), NULL);
}

/**
 * tc_refusal_show:
 * @sentence: (nullable): what to say; %NULL says @error's message
 * @error: (nullable): the engine's refusal, whose rule "Why?" opens
 *
 * Says a refusal, capitalized, replacing the last one.
 */
void
tc_refusal_show (TcRefusal    *self,
                 const char   *sentence,
                 const GError *error)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TC_IS_REFUSAL (self));
  g_return_if_fail (sentence != NULL || error != NULL);

  text = tc_text_capitalize (sentence != NULL ? sentence : error->message);
  gtk_label_set_text (self->label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->label), TRUE);
  update_why (self, error != NULL && error->domain == TC_RULE_ERROR ? tc_rule_error_get_rule (error) : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/**
 * tc_refusal_cite:
 * @rule: the dotted rule id (or prefix) the refusal shown rests on
 *
 * For a refusal the table view words itself, such as what was typed
 * where something else is owed: "Why?" opens the section of @rule.
 */
void
tc_refusal_cite (TcRefusal  *self,
                 const char *rule)
{
  g_return_if_fail (TC_IS_REFUSAL (self));

  update_why (self, rule);
}

void
tc_refusal_clear (TcRefusal *self)
{
  g_return_if_fail (TC_IS_REFUSAL (self));

  gtk_label_set_text (self->label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/* Returns: (transfer none): the sentence's label (the table's "refusal" part) */
GtkLabel *
tc_refusal_get_label (TcRefusal *self)
{
  g_return_val_if_fail (TC_IS_REFUSAL (self), NULL);

  return self->label;
}

/* Returns: (transfer none): the "Why?" button (the table's "why" part) */
GtkWidget *
tc_refusal_get_why_button (TcRefusal *self)
{
  g_return_val_if_fail (TC_IS_REFUSAL (self), NULL);

  return self->why_button;
}

static void
tc_refusal_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TC_TYPE_REFUSAL);

  G_OBJECT_CLASS (tc_refusal_parent_class)->dispose (object);
}

static void
tc_refusal_class_init (TcRefusalClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tc_refusal_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-refusal.ui");
  gtk_widget_class_bind_template_child (widget_class, TcRefusal, label);
  gtk_widget_class_bind_template_child (widget_class, TcRefusal, why_button);
}

static void
tc_refusal_init (TcRefusal *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
