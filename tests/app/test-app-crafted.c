/* test-app-crafted.c: crafted logs do not make the window read past what
 * an entry keeps
 *
 * An entry keeps at most TC_MCG_MAX_LISTED (80) cards of a list; a log
 * may list more. Correcting such an entry must show and rebuild only what
 * was kept (the entry is refused by the rules anyway).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>

#include "tc-game.h"
#include "tc-log.h"
#include "tc-table-views.h"

#define SETUP "{\"type\":\"setup\",\"resource_tops\":[\"wood-1\",\"stone-1\",\"iron-1\",\"gold-1\",\"diamond-1\"]," \
              "\"craft_tops\":[\"wood-hoe\",\"stone-shovel\",\"iron-sword\",\"diamond-pickaxe\"]}"

/* A card game whose entry 2 is @type with a list of @n copies of @card
 * in @member.
 */
static TcGame *
game_with_long_list (const char *type,
                     const char *member,
                     const char *card,
                     guint       n,
                     const char *extra)
{
  GString *data = g_string_new ("{\"format\":\"tablecraft-log\",\"version\":1,\"game\":\"minecraft-card-game\","
                                "\"players\":[\"Ana\",\"Ben\"],\"entries\":[" SETUP ",");
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;

  g_string_append_printf (data, "{\"type\":\"%s\",\"seat\":1,%s\"%s\":[", type, extra, member);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (data, "%s\"%s\"", i > 0 ? "," : "", card);
  g_string_append (data, "]}]}");

  log = tc_log_read_data (data->str, data->len, NULL, &error);
  g_assert_no_error (error);
  g_string_free (data, TRUE);

  return tc_game_new_from_log (log, G_MAXUINT);
}

static guint
count_words (const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  return g_strv_length (words);
}

static void
check_correction (TcGame *game)
{
  TcTableView *view = tc_table_views_new (game);
  GtkWidget *editor;
  g_autoptr(GError) error = NULL;
  g_autoptr(TcEntry) corrected = NULL;

  g_object_ref_sink (view);
  g_assert_nonnull (tc_game_get_replay_error (game));
  editor = tc_table_view_create_entry_editor (view, 1);
  g_object_ref_sink (editor);
  g_assert_cmpuint (count_words (gtk_editable_get_text (GTK_EDITABLE (editor))), ==, 80);
  corrected = tc_table_view_build_corrected_entry (view, 1, editor, &error);
  g_assert_no_error (error);
  g_assert_nonnull (corrected);
  g_object_unref (editor);
  g_object_unref (view);
}

static void
test_tnt_keep_of_200 (void)
{
  g_autoptr(TcGame) game = game_with_long_list ("tnt_keep", "cards", "wood-1", 200, "");

  check_correction (game);
}

static void
test_craft_with_100_axes (void)
{
  g_autoptr(TcGame) game = game_with_long_list ("craft", "axes", "wood-axe", 100,
                                                "\"source\":{\"craft_pile\":1},\"pay\":[\"wood-1\"],");
  g_autoptr(TcGame) paid = game_with_long_list ("craft", "pay", "wood-1", 170, "\"source\":{\"craft_pile\":1},");
  TcTableView *view = tc_table_views_new (game);
  GtkWidget *editor;
  g_autoptr(GError) error = NULL;
  g_autoptr(TcEntry) corrected = NULL;

  /* The payment is one card; the 100 axes are rebuilt only as kept. */
  g_object_ref_sink (view);
  editor = tc_table_view_create_entry_editor (view, 1);
  g_object_ref_sink (editor);
  corrected = tc_table_view_build_corrected_entry (view, 1, editor, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (tc_entry_get_object (corrected), "axes")), ==, 80);
  g_object_unref (editor);
  g_object_unref (view);

  check_correction (paid);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/app/crafted/tnt-keep-of-200", test_tnt_keep_of_200);
  g_test_add_func ("/app/crafted/craft-with-100-axes", test_craft_with_100_axes);

  return g_test_run ();
}
