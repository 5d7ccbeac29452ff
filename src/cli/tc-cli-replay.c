/* tc-cli-replay.c: `tablecraft-cli replay FILE [--json] [--upto N]` (spec §6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "tc-cli.h"
#include "tc-error.h"
#include "tc-game.h"
#include "tc-json-text.h"

static void
print_json (JsonNode *node)
{
  g_autofree char *text = tc_json_text_generate (node, FALSE);

  g_print ("%s\n", text);
}

/* The replay object: "game" and "entries", then the ruleset's state. */
static JsonNode *
game_to_json (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(JsonNode) state = tc_ruleset_state_to_json (ruleset, tc_game_get_state (game));
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GList) members = json_object_get_members (json_node_get_object (state));

  json_object_set_string_member (object, "game", tc_ruleset_get_game_id (ruleset));
  json_object_set_int_member (object, "entries", tc_game_get_n_applied (game));
  for (const GList *l = members; l != NULL; l = l->next)
    json_object_set_member (object, l->data,
                            json_node_copy (json_object_get_member (json_node_get_object (state), l->data)));

  json_node_take_object (node, object);
  return node;
}

static int
report_malformed (const char   *path,
                  gboolean      as_json,
                  guint         bad_entry,
                  const GError *error)
{
  if (as_json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "error");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "entry");
      if (bad_entry > 0)
        json_builder_add_int_value (builder, bad_entry);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, "format");
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder, error->message);
      json_builder_end_object (builder);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      print_json (root);
    }
  else
    g_printerr ("%s: %s\n", path, error->message);

  return TC_CLI_EXIT_MALFORMED;
}

static int
report_illegal (const char *path,
                gboolean    as_json,
                TcGame     *game)
{
  const GError *error = tc_game_get_replay_error (game);
  guint index = tc_game_get_n_applied (game);
  TcEntry *entry = tc_game_get_entry (game, index);

  if (as_json)
    {
      JsonObject *object = json_object_new ();
      JsonObject *details = json_object_new ();
      g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);

      json_object_set_int_member (details, "entry", index + 1);
      json_object_set_string_member (details, "type", tc_entry_get_kind (entry));
      json_object_set_string_member (details, "rule", tc_rule_error_get_rule (error));
      json_object_set_string_member (details, "message", error->message);
      json_object_set_object_member (object, "error", details);
      json_object_set_member (object, "state", game_to_json (game));
      json_node_take_object (root, object);
      print_json (root);
    }
  else
    g_printerr ("%s: entry %u: %s\n", path, index + 1, error->message);

  return TC_CLI_EXIT_ILLEGAL;
}

/* A whole number of any size: beyond the log it replays everything. */
static gboolean
parse_upto (const char  *text,
            guint       *upto,
            GError     **error)
{
  guint64 value = 0;

  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isdigit (*c))
      {
        value = G_MAXUINT64;
        break;
      }

  if (*text == '\0' || value == G_MAXUINT64)
    {
      g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                   _("--upto needs a whole number of entries (0 or more), not “%s”"), text);
      return FALSE;
    }

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &value, NULL))
    value = G_MAXUINT;

  *upto = value;
  return TRUE;
}

/* Whether @argv asks for --json, read before the options are parsed:
 * when the command line is wrong GOption puts every value back as it was,
 * and the answer to a wrong command line must be JSON too.
 */
static gboolean
asks_for_json (int    argc,
               char **argv)
{
  for (int i = 1; i < argc && g_strcmp0 (argv[i], "--") != 0; i++)
    if (g_strcmp0 (argv[i], "--json") == 0)
      return TRUE;

  return FALSE;
}

int
tc_cli_replay (int    argc,
               char **argv)
{
  gboolean as_json = FALSE;
  gboolean json_asked;
  g_autofree char *upto_text = NULL;
  g_auto(GStrv) files = NULL;
  GOptionEntry options[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, N_("Print the state as JSON"), NULL },
    { "upto", 0, 0, G_OPTION_ARG_STRING, &upto_text, N_("Replay only the first N entries"), "N" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE");
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  g_autoptr(TcGame) game = NULL;
  guint upto = G_MAXUINT, bad_entry = 0;

  g_option_context_add_main_entries (context, options, GETTEXT_PACKAGE);
  json_asked = asks_for_json (argc, argv);
  if (!g_option_context_parse (context, &argc, &argv, &error) ||
      files == NULL || g_strv_length (files) != 1 ||
      (upto_text != NULL && !parse_upto (upto_text, &upto, &error)))
    {
      if (error == NULL)
        g_set_error (&error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
                     _("usage: tablecraft-cli replay FILE [--json] [--upto N]"));
      return report_malformed (files && files[0] ? files[0] : "tablecraft-cli", json_asked, 0, error);
    }

  log = tc_log_read_file (files[0], &bad_entry, &error);
  if (log == NULL)
    return report_malformed (files[0], as_json, bad_entry, error);

  game = tc_game_new_from_log (log, upto);
  if (tc_game_get_replay_error (game) != NULL)
    return report_illegal (files[0], as_json, game);

  if (as_json)
    {
      g_autoptr(JsonNode) root = game_to_json (game);

      print_json (root);
    }
  else
    {
      g_autofree char *text = tc_ruleset_state_to_text (tc_game_get_ruleset (game),
                                                        tc_game_get_state (game));

      g_print ("%s", text);
    }

  return TC_CLI_EXIT_OK;
}
