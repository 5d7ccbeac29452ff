/* tc-cli-estimate.c: `tablecraft-cli estimate FILE [--playouts N] [--upto N] [--json]`
 *
 * Each seat's win share from the position after the log's entries (or
 * its first N), under random play (docs/estimate.md), as a table or as
 * JSON. The seed is fixed, so the same file gives the same figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "tc-cli.h"
#include "tc-error.h"
#include "tc-estimate.h"
#include "tc-game.h"
#include "tc-json-text.h"

#define DEFAULT_PLAYOUTS 1000
#define MOST_PLAYOUTS    10000000
#define SEED             1

/* A whole number of @option from @least to @most; @most also stands for
 * anything larger when @clamp.
 */
static gboolean
parse_count (const char  *option,
             const char  *text,
             guint        least,
             guint        most,
             gboolean     clamp,
             guint       *value,
             GError     **error)
{
  gboolean digits = *text != '\0';
  guint64 number;

  for (const char *c = text; *c != '\0'; c++)
    digits = digits && g_ascii_isdigit (*c);

  /* Digits beyond any integer are as large as can be. */
  if (digits && !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &number, NULL))
    number = G_MAXUINT64;
  if (!digits || number < least || (number > most && !clamp))
    {
      /* Translators: the first %s is an option (--playouts), the second what followed it */
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("%s needs a whole number from %u to %u, not “%s”"), option, least, most, text);
      return FALSE;
    }

  *value = MIN (number, most);
  return TRUE;
}

static void
print_table (TcRuleset        *ruleset,
             const TcEstimate *estimate)
{
  /* Translators: the headings of the columns of `tablecraft-cli estimate` */
  g_print ("%s\t%s\t%s\t%s\n", _("Seat"), _("Player"), _("Win share"), _("Interval (95 %)"));
  for (guint s = 0; s < estimate->n_seats; s++)
    g_print ("%u\t%s\t%.1f %%\t%.1f–%.1f %%\n", s + 1, tc_ruleset_get_player (ruleset, s + 1),
             100 * estimate->share[s], 100 * estimate->low[s], 100 * estimate->high[s]);

  g_print (g_dngettext (GETTEXT_PACKAGE, "%u random playout", "%u random playouts", estimate->n_playouts),
           estimate->n_playouts);
  if (estimate->n_undecided > 0)
    g_print (g_dngettext (GETTEXT_PACKAGE, "; %u ended without a winner", "; %u ended without a winner",
                          estimate->n_undecided),
             estimate->n_undecided);
  g_print ("\n");
}

static void
print_json (TcGame           *game,
            const TcEstimate *estimate)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, tc_ruleset_get_game_id (ruleset));
  json_builder_set_member_name (builder, "entries");
  json_builder_add_int_value (builder, tc_game_get_n_applied (game));
  json_builder_set_member_name (builder, "playouts");
  json_builder_add_int_value (builder, estimate->n_playouts);
  json_builder_set_member_name (builder, "undecided");
  json_builder_add_int_value (builder, estimate->n_undecided);
  json_builder_set_member_name (builder, "interval");
  json_builder_add_string_value (builder, "wilson-95");
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < estimate->n_seats; s++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, s + 1);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, tc_ruleset_get_players (ruleset)[s]);
      json_builder_set_member_name (builder, "share");
      json_builder_add_double_value (builder, estimate->share[s]);
      json_builder_set_member_name (builder, "low");
      json_builder_add_double_value (builder, estimate->low[s]);
      json_builder_set_member_name (builder, "high");
      json_builder_add_double_value (builder, estimate->high[s]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  text = tc_json_text_generate (root, FALSE);
  g_print ("%s\n", text);
}

int
tc_cli_estimate (int    argc,
                 char **argv)
{
  gboolean as_json = FALSE;
  g_autofree char *upto_text = NULL;
  g_autofree char *playouts_text = NULL;
  g_auto(GStrv) files = NULL;
  GOptionEntry options[] = {
    { "playouts", 0, 0, G_OPTION_ARG_STRING, &playouts_text, N_("Random games to play on (1000 if absent)"), "N" },
    { "upto", 0, 0, G_OPTION_ARG_STRING, &upto_text, N_("Estimate after the first N entries"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, N_("Print the estimate as JSON"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE");
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  g_autoptr(TcGame) game = NULL;
  g_autoptr(TcEstimate) estimate = NULL;
  guint upto = G_MAXUINT, n_playouts = DEFAULT_PLAYOUTS, bad_entry = 0;
  const char *path;

  g_option_context_add_main_entries (context, options, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) ||
      (playouts_text != NULL && !parse_count ("--playouts", playouts_text, 1, MOST_PLAYOUTS, FALSE,
                                              &n_playouts, &error)) ||
      (upto_text != NULL && !parse_count ("--upto", upto_text, 0, G_MAXUINT, TRUE, &upto, &error)))
    {
      g_printerr ("tablecraft-cli estimate: %s\n", error->message);
      return TC_CLI_EXIT_MALFORMED;
    }
  if (files == NULL || g_strv_length (files) != 1)
    {
      g_printerr ("%s\n", _("usage: tablecraft-cli estimate FILE [--playouts N] [--upto N] [--json]"));
      return TC_CLI_EXIT_MALFORMED;
    }

  path = files[0];
  log = tc_log_read_file (path, &bad_entry, &error);
  if (log == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return TC_CLI_EXIT_MALFORMED;
    }

  game = tc_game_new_from_log (log, upto);
  if (tc_game_get_replay_error (game) != NULL)
    {
      /* Translators: %u is the number of an entry of a log, from 1 */
      g_printerr (_("%s: entry %u: %s\n"), path, tc_game_get_n_applied (game) + 1,
                  tc_game_get_replay_error (game)->message);
      return TC_CLI_EXIT_ILLEGAL;
    }

  estimate = tc_ruleset_estimate (tc_game_get_ruleset (game), tc_game_get_state (game), n_playouts, SEED, &error);
  if (estimate == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return TC_CLI_EXIT_ILLEGAL;
    }

  if (as_json)
    print_json (game, estimate);
  else
    print_table (tc_game_get_ruleset (game), estimate);

  return TC_CLI_EXIT_OK;
}
