/* tc-remembered.c: what a game keeps between games, beside Saved Games
 *
 * A game may remember what outlives one game: the box's data typed once,
 * the tiles seen before, how the window last showed its table. These are
 * small JSON files in Tablecraft's data folder, as open to damage as any
 * file, so they are read like a game's log: only a regular file of at most
 * TC_REMEMBERED_MAX_BYTES, by the strict reader, whose depth limit no
 * nesting passes. A file that cannot be read stops nothing: it is set
 * aside as NAME.damaged and a sentence says so (tc_remembered_take_notices(),
 * which the game's page shows). Writes are atomic and durable, and a
 * change made from what the file holds (read, change, write) holds a lock
 * around all three, so that two windows each adding to a catalogue keep
 * both windows' additions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tc-file.h"
#include "tc-json-text.h"
#include "tc-remembered.h"

static GMutex notices_lock;
static GPtrArray *notices;

/* Returns: (transfer full): the folder remembered files live in */
char *
tc_remembered_get_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, NULL);
}

/* Temporaries of writes killed half-way and locks of killed processes go,
 * once a process: never a file another running Tablecraft holds or is
 * still writing.
 */
static void
remove_stale_files (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      g_autofree char *folder = tc_remembered_get_folder ();
      g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          tc_file_remove_stale_temporary (folder, name);
          tc_file_remove_stale_lock (folder, name);
        }
      g_once_init_leave (&done, 1);
    }
}

static void
add_notice (char *sentence)
{
  g_mutex_lock (&notices_lock);
  if (notices == NULL)
    notices = g_ptr_array_new ();
  g_ptr_array_add (notices, sentence);
  g_mutex_unlock (&notices_lock);
}

/**
 * tc_remembered_take_notices:
 *
 * Returns: (transfer full) (nullable): the sentences about remembered
 *   files set aside since the last call, or %NULL when there are none
 */
GStrv
tc_remembered_take_notices (void)
{
  GStrv taken = NULL;

  g_mutex_lock (&notices_lock);
  if (notices != NULL && notices->len > 0)
    {
      g_ptr_array_add (notices, NULL);
      taken = (GStrv) g_ptr_array_free (g_steal_pointer (&notices), FALSE);
    }
  g_mutex_unlock (&notices_lock);

  return taken;
}

/* Moves a damaged @path out of the way, keeping it for whoever wants to
 * look, and says so.
 */
static void
set_aside (const char   *path,
           const GError *error)
{
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *aside_name = g_path_get_basename (aside);

  if (g_rename (path, aside) != 0)
    g_unlink (path);
  add_notice (g_strdup_printf (_("“%s” could not be read and is set aside as “%s”: %s"),
                               name, aside_name, error->message));
}

static JsonNode *
read_path (const char *path)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *root = NULL;
  const char *data;
  gsize length;

  if (!g_file_test (path, G_FILE_TEST_EXISTS) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    return NULL;

  bytes = tc_file_read_regular (path, TC_REMEMBERED_MAX_BYTES, &error);
  if (bytes != NULL)
    {
      data = g_bytes_get_data (bytes, &length);
      if (!g_utf8_validate_len (data, length, NULL))
        g_set_error_literal (&error, G_CONVERT_ERROR, G_CONVERT_ERROR_ILLEGAL_SEQUENCE,
                             _("the file is not valid UTF-8 text"));
      else
        root = tc_json_text_parse_container (data, length, &error);
    }

  if (root == NULL)
    set_aside (path, error);

  return root;
}

static char *
dup_path (const char *name)
{
  g_autofree char *folder = tc_remembered_get_folder ();

  return g_build_filename (folder, name, NULL);
}

/**
 * tc_remembered_read:
 * @name: the file's name in the folder, such as "GAME-box.json"
 *
 * Returns: (transfer full) (nullable): the file's JSON, or %NULL when it
 *   is absent or damaged (then set aside, with a notice)
 */
JsonNode *
tc_remembered_read (const char *name)
{
  g_autofree char *path = dup_path (name);

  remove_stale_files ();
  return read_path (path);
}

static gboolean
write_path (const char  *path,
            JsonNode    *node,
            GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = tc_json_text_generate (node, TRUE);

  g_mkdir_with_parents (dir, 0755);
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}

/* Replaces the file @name with @node, atomically and durably. */
gboolean
tc_remembered_write (const char  *name,
                     JsonNode    *node,
                     GError     **error)
{
  g_autofree char *path = dup_path (name);

  remove_stale_files ();
  return write_path (path, node, error);
}

/**
 * tc_remembered_change:
 * @change: makes the file's new JSON from what it holds now
 *
 * Reads @name, has @change make its new JSON and writes that, holding a
 * lock throughout, so that no other window or process changes it between
 * the read and the write.
 *
 * Returns: whether the change was written (or nothing was to be written)
 */
gboolean
tc_remembered_change (const char          *name,
                      TcRememberedChange   change,
                      gpointer             user_data,
                      GError             **error)
{
  g_autofree char *path = dup_path (name);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(TcFileLock) lock = NULL;
  g_autoptr(JsonNode) node = NULL;

  remove_stale_files ();
  g_mkdir_with_parents (dir, 0755);
  lock = tc_file_lock_sidecar (path);
  node = read_path (path);
  if (!change (&node, user_data))
    return TRUE;

  return node != NULL ? write_path (path, node, error) : TRUE;
}
