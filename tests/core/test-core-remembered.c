/* test-core-remembered.c: what a game keeps between games
 *
 * The shell's service for remembered files (tc-remembered.c) reads them
 * as strictly as a log, sets a damaged one aside with a sentence, writes
 * atomically, changes a file under a lock so that two writers lose
 * nothing, and clears what killed processes left behind.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <utime.h>

#include "tc-remembered.h"

#define N_PER_WRITER 64

static char *
folder_path (const char *name)
{
  g_autofree char *folder = tc_remembered_get_folder ();

  return g_build_filename (folder, name, NULL);
}

static void
write_text (const char *name,
            const char *text,
            gssize      length)
{
  g_autofree char *path = folder_path (name);
  g_autofree char *folder = tc_remembered_get_folder ();

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text, length, NULL));
}

static void
test_absent (void)
{
  g_auto(GStrv) notices = NULL;

  g_assert_null (tc_remembered_read ("nothing-here.json"));
  notices = tc_remembered_take_notices ();
  g_assert_null (notices);
}

static void
test_write_read (void)
{
  g_autoptr(JsonNode) node = json_from_string ("{\"rotation\": 3, \"names\": [\"Zoë 🎲\", \"李华\"]}", NULL);
  g_autoptr(JsonNode) read = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tc_remembered_write ("kept.json", node, &error));
  g_assert_no_error (error);
  read = tc_remembered_read ("kept.json");
  g_assert_nonnull (read);
  g_assert_true (json_node_equal (node, read));
}

/* 32,000 nested arrays fit in the size limit; json-glib's parser, read
 * before, recursed once per level and the engine's checks with it until
 * the stack overflowed. Now it is one sentence and the file is set
 * aside, kept for whoever wants to look.
 */
static void
test_deep_nesting_set_aside (void)
{
  g_autofree char *deep = g_strnfill (32000, '[');
  g_autofree char *path = folder_path ("deep.json");
  g_autofree char *aside = folder_path ("deep.json.damaged");
  g_auto(GStrv) notices = NULL;

  g_assert_cmpuint (strlen (deep), <, TC_REMEMBERED_MAX_BYTES);
  write_text ("deep.json", deep, -1);
  g_assert_null (tc_remembered_read ("deep.json"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (aside, G_FILE_TEST_IS_REGULAR));

  notices = tc_remembered_take_notices ();
  g_assert_nonnull (notices);
  g_assert_cmpuint (g_strv_length (notices), ==, 1);
  g_assert_true (g_str_has_prefix (notices[0], "“deep.json” could not be read and is set aside as “deep.json.damaged”: "));
  g_assert_nonnull (strstr (notices[0], "nested more than 512 deep"));
  g_assert_null (tc_remembered_take_notices ());
}

/* Too big, not text, not JSON, a FIFO: each set aside, each saying why. */
static void
test_damaged_kinds (void)
{
  g_autofree char *big = g_strnfill (TC_REMEMBERED_MAX_BYTES + 1, ' ');
  g_autofree char *fifo = folder_path ("fifo.json");
  const struct { const char *name, *why; } kinds[] = {
    { "big.json", "a game file holds at most" },
    { "bytes.json", "not valid UTF-8" },
    { "text.json", "not valid JSON" },
    { "fifo.json", "is not a regular file" },
  };
  g_auto(GStrv) notices = NULL;

  write_text ("big.json", big, -1);
  write_text ("bytes.json", "{\"a\": \"\xff\"}", -1);
  write_text ("text.json", "{\"a\": 1,}", -1);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    g_assert_null (tc_remembered_read (kinds[i].name));
  notices = tc_remembered_take_notices ();
  g_assert_cmpuint (g_strv_length (notices), ==, G_N_ELEMENTS (kinds));
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_test_message ("%s", notices[i]);
      g_assert_nonnull (strstr (notices[i], kinds[i].name));
      g_assert_nonnull (strstr (notices[i], kinds[i].why));
    }
}

/* Appends the writer's next number to the file's "items". */
static gboolean
append_item (JsonNode **node,
             gpointer   data)
{
  gint64 item = *(gint64 *) data;
  JsonArray *items;

  if (*node == NULL || !JSON_NODE_HOLDS_OBJECT (*node))
    {
      g_clear_pointer (node, json_node_unref);
      *node = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (*node, json_object_new ());
    }
  if (!json_object_has_member (json_node_get_object (*node), "items"))
    json_object_set_array_member (json_node_get_object (*node), "items", json_array_new ());
  items = json_object_get_array_member (json_node_get_object (*node), "items");
  json_array_add_int_element (items, item);

  return TRUE;
}

static gpointer
write_items (gpointer data)
{
  gint64 first = GPOINTER_TO_INT (data);

  for (gint64 item = first; item < first + N_PER_WRITER; item++)
    g_assert_true (tc_remembered_change ("catalogue.json", append_item, &item, NULL));

  return NULL;
}

/* Two writers (two windows) adding 64 items each keep all 128: each reads,
 * changes and writes under the lock.
 */
static void
test_change_keeps_both_writers (void)
{
  GThread *first = g_thread_new ("first", write_items, GINT_TO_POINTER (0));
  GThread *second = g_thread_new ("second", write_items, GINT_TO_POINTER (1000));
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *lock = folder_path (".catalogue.json.lock");

  g_thread_join (first);
  g_thread_join (second);

  node = tc_remembered_read ("catalogue.json");
  g_assert_nonnull (node);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (node), "items")),
                    ==, 2 * N_PER_WRITER);
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
}

/* Made before anything was remembered (see main): a temporary of a write
 * killed long ago and a lock no one holds go; a fresh temporary (a write
 * under way) and the games stay.
 */
static void
test_stale_files_cleared (void)
{
  g_autofree char *stale = folder_path ("builders-biomes-tiles.json.Ab12Cd");
  g_autofree char *fresh = folder_path ("builders-biomes-box.json.Zz99Yy");
  g_autofree char *lock = folder_path (".builders-biomes-tiles.json.lock");

  g_assert_null (tc_remembered_read ("nothing-here.json"));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
}

static void
leave_stale_files (void)
{
  g_autofree char *stale = folder_path ("builders-biomes-tiles.json.Ab12Cd");
  struct utimbuf long_ago = { 1000000000, 1000000000 };

  write_text ("builders-biomes-tiles.json.Ab12Cd", "[", -1);
  g_assert_cmpint (utime (stale, &long_ago), ==, 0);
  write_text ("builders-biomes-box.json.Zz99Yy", "{", -1);
  write_text (".builders-biomes-tiles.json.lock", "", 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("tc-remembered-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
  leave_stale_files ();

  g_test_add_func ("/core/remembered/absent", test_absent);
  g_test_add_func ("/core/remembered/write-read", test_write_read);
  g_test_add_func ("/core/remembered/deep-nesting-set-aside", test_deep_nesting_set_aside);
  g_test_add_func ("/core/remembered/damaged-kinds", test_damaged_kinds);
  g_test_add_func ("/core/remembered/change-keeps-both-writers", test_change_keeps_both_writers);
  g_test_add_func ("/core/remembered/stale-files-cleared", test_stale_files_cleared);

  return g_test_run ();
}
