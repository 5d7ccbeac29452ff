/* test-app-rules.c: the rules reference, from F1 and from a refusal's "Why?"
 *
 * The sections each refusal opens were looked up by hand in
 * data/games/<game>/rules.json (tests/arch/check-rule-sections.py checks
 * that every rule has one).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>
#include <string.h>

#include "tc-error.h"
#include "tc-game-page.h"
#include "tc-refusal.h"
#include "tc-rules-window.h"
#include "tc-table-views.h"
#include "tc-test-mcg.h"
#include "tc-test-window.h"
#include "tc-window.h"

static TcApplication *app;
static TcWindow *window;

/* The card game in progress of tests/app/mid-game.json, shown. */
static TcGamePage *
open_card_game (void)
{
  g_autoptr(GFile) file = tc_test_window_open_saved ("mid-game.json");

  return tc_window_get_game_page (window);
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not contain “%s”", text, part);
}

static guint
n_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* F1 away from a game opens the first game's rules; every game has a
 * page with a box per section of its rules.json and one for the house
 * rules; Escape's action closes it.
 */
static void
test_f1_at_start (void)
{
  TcRulesWindow *rules;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", "(ss)", "", "");
  tc_test_window_iterate ();
  rules = tc_window_show_rules (window, NULL, NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (rules)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (rules)) == GTK_WINDOW (window));
  g_assert_cmpstr (tc_rules_window_get_game_id (rules), ==,
                   tc_table_views_get_nth_game (0)->game_id);

  for (guint g = 0; g < tc_table_views_get_n_games (); g++)
    {
      TcRulesetClass *game = tc_table_views_get_nth_game (g);
      TcRulesPage *page = tc_rules_window_get_page (rules, game->game_id);
      guint n_sections;
      const TcRulesSection *sections = tc_ruleset_class_get_sections (game, &n_sections);

      g_assert_nonnull (page);
      g_assert_cmpuint (n_sections, >=, 8);
      for (guint s = 0; s < n_sections; s++)
        {
          GtkWidget *box = tc_rules_page_get_section (page, sections[s].id);

          g_assert_nonnull (box);
          /* The heading and each paragraph. */
          g_assert_cmpuint (n_children (box), ==, 1 + g_strv_length (sections[s].text));
        }
      g_assert_nonnull (tc_rules_page_get_section (page, "house-rules"));
    }

  g_object_add_weak_pointer (G_OBJECT (rules), (gpointer *) &rules);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rules), "window.close", NULL));
  tc_test_window_iterate ();
  g_assert_null (rules);
}

/* At a game, F1 opens that game's rules, and a refusal citing a rule
 * shows "Why?", which opens them at the rule's section, scrolled to it.
 */
static void
test_why_at_refusal (void)
{
  TcGamePage *page = open_card_game ();
  TcTableView *table = tc_game_page_get_table_view (page);
  GtkWidget *label = tc_test_mcg_find (GTK_WIDGET (table), "refusal", 0);
  GtkWidget *why = tc_test_mcg_find (GTK_WIDGET (table), "why", 0);
  TcRefusal *refusal = TC_REFUSAL (gtk_widget_get_ancestor (label, TC_TYPE_REFUSAL));
  g_autoptr(GError) axe = NULL;
  g_autoptr(GError) typed = NULL;
  TcRulesWindow *rules;
  TcRulesPage *rules_page;

  tc_set_rule_error (&axe, "craft.axe_twice", "the same axe cannot count twice");
  tc_refusal_show (refusal, NULL, axe);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "The same axe cannot count twice");
  g_assert_true (gtk_widget_get_visible (why));

  g_signal_emit_by_name (why, "clicked");
  tc_test_window_iterate ();
  rules = tc_window_show_rules (window, NULL, NULL);
  g_assert_cmpstr (tc_rules_window_get_game_id (rules), ==, "minecraft-card-game");
  rules_page = tc_rules_window_get_page (rules, "minecraft-card-game");
  g_assert_cmpstr (tc_rules_page_get_shown_section (rules_page), ==, "axe");
  /* Scrolled so that the section is at the top of the page. */
  {
    GtkWidget *scroller = gtk_widget_get_ancestor (tc_rules_page_get_section (rules_page, "axe"),
                                                   GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  }

  /* A sentence that cites no rule has no "Why?"; clearing hides both. */
  g_set_error (&typed, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID, "“zz” is not a card");
  tc_refusal_show (refusal, NULL, typed);
  g_assert_false (gtk_widget_get_visible (why));
  tc_refusal_clear (refusal);
  g_assert_false (gtk_widget_get_visible (label));

  /* What the table typed where a new top card is owed: the table cites
   * the rule of reveals, whose section explains what is owed.
   */
  tc_table_view_submit_text (table, "zz");
  assert_contains (gtk_label_get_text (GTK_LABEL (label)), "“zz” is not a card");
  g_assert_true (gtk_widget_get_visible (why));
  g_signal_emit_by_name (why, "clicked");
  tc_test_window_iterate ();
  g_assert_cmpstr (tc_rules_page_get_shown_section (rules_page), ==, "reveals");

  /* F1 at the table: the game shown, whatever page was shown last. */
  gtk_window_close (GTK_WINDOW (rules));
  tc_test_window_iterate ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", "(ss)", "", "");
  tc_test_window_iterate ();
  g_assert_cmpstr (tc_rules_window_get_game_id (tc_window_show_rules (window, NULL, NULL)), ==,
                   "minecraft-card-game");
}

/* An entry the engine refuses when the table appends it: the toast says
 * why, and its button opens the rule (ending another seat's turn cites
 * "turn.not_active", explained in "A turn").
 */
static void
test_why_in_toast (void)
{
  TcGamePage *page = open_card_game ();
  TcGame *game = tc_game_page_get_game (page);
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  guint active = tc_ruleset_get_active_seat (ruleset, tc_game_get_state (game));
  g_autoptr(JsonObject) object = json_object_new ();
  g_autoptr(TcEntry) entry = NULL;
  g_autoptr(GVariant) target = NULL;
  AdwToast *toast;

  json_object_set_string_member (object, "type", "end_turn");
  json_object_set_int_member (object, "seat", active % tc_ruleset_get_n_players (ruleset) + 1);
  entry = tc_ruleset_parse_entry (ruleset, object, NULL);
  g_assert_nonnull (entry);

  g_assert_false (tc_game_page_append (page, entry));
  toast = tc_game_page_get_last_toast (page);
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Why?");
  g_assert_cmpstr (adw_toast_get_action_name (toast), ==, "win.show-rules");
  target = g_variant_ref_sink (g_variant_new ("(ss)", "minecraft-card-game", "turn"));
  g_assert_true (g_variant_equal (adw_toast_get_action_target_value (toast), target));
}

/* The main window closed while its rules are open takes them along,
 * and nothing is left pointing at it (fatal warnings catch that).
 */
static void
test_closed_with_main_window (void)
{
  TcRulesWindow *rules = tc_window_show_rules (window, NULL, "house-rules");

  g_object_add_weak_pointer (G_OBJECT (rules), (gpointer *) &rules);
  tc_test_window_iterate ();
  gtk_window_destroy (GTK_WINDOW (window));
  window = NULL;
  tc_test_window_iterate ();
  g_assert_null (rules);
}

int
main (int   argc,
      char *argv[])
{
  app = tc_test_window_init (&argc, &argv, &window);

  tc_test_window_add_alone ("/app/rules/f1-at-start", test_f1_at_start);
  tc_test_window_add_alone ("/app/rules/why-at-refusal", test_why_at_refusal);
  tc_test_window_add_alone ("/app/rules/why-in-toast", test_why_in_toast);
  tc_test_window_add_alone ("/app/rules/closed-with-main-window", test_closed_with_main_window);

  return tc_test_window_run ();
}
