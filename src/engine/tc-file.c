/* tc-file.c: reading a file Tablecraft did not write, safely
 *
 * Files come from other people and from a folder anything can be put in.
 * A FIFO blocks open() until someone writes to it, a link to /dev/zero
 * never ends and a sparse file claims gigabytes: only regular files are
 * read, opened without blocking, and only up to a size a real file of
 * ours never reaches.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include <gio/gio.h>

#include "tc-error.h"
#include "tc-file.h"

static gboolean
read_error (GError     **error,
            const char  *format,
            ...) G_GNUC_PRINTF (2, 3);

static gboolean
read_error (GError     **error,
            const char  *format,
            ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (TC_FORMAT_ERROR, TC_FORMAT_ERROR_READ, format, args);
  va_end (args);

  return FALSE;
}

static gboolean
read_all (int          fd,
          guint8      *data,
          gsize        length,
          const char  *name,
          GError     **error)
{
  gsize done = 0;

  while (done < length)
    {
      gssize n = read (fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return read_error (error, _("“%s” cannot be read: %s"), name, g_strerror (errno));
      if (n == 0)
        break;
      done += n;
    }

  if (done != length)
    return read_error (error, _("“%s” changed while it was read"), name);

  return TRUE;
}

/**
 * tc_file_read_regular:
 * @max_bytes: the largest file accepted
 * @error: a %TC_FORMAT_ERROR_READ naming what is wrong
 *
 * Returns: (transfer full) (nullable): the whole file, when @path is a
 *   regular file of at most @max_bytes
 */
GBytes *
tc_file_read_regular (const char  *path,
                      gsize        max_bytes,
                      GError     **error)
{
  g_autofree char *name = g_filename_display_name (path);
  g_autofree guint8 *data = NULL;
  struct stat info;
  int fd;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      read_error (error, _("“%s” cannot be opened: %s"), name, g_strerror (errno));
      return NULL;
    }

  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      close (fd);
      read_error (error, _("“%s” is not a regular file"), name);
      return NULL;
    }

  if ((guint64) info.st_size > max_bytes)
    {
      g_autofree char *size = g_format_size (info.st_size);
      g_autofree char *most = g_format_size (max_bytes);

      close (fd);
      read_error (error, _("“%s” holds %s; a game file holds at most %s"), name, size, most);
      return NULL;
    }

  data = g_malloc (info.st_size + 1);
  if (!read_all (fd, data, info.st_size, name, error))
    {
      close (fd);
      return NULL;
    }

  close (fd);
  data[info.st_size] = '\0';
  return g_bytes_new_take (g_steal_pointer (&data), info.st_size);
}

/* The lock of a game's file is a file of its own, ".NAME.lock" beside it:
 * saving replaces the game's file, which would drop a lock held on it.
 */
static char *
lock_path_for (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *name = g_strconcat (".", base, ".lock", NULL);

  return g_build_filename (dir, name, NULL);
}

struct _TcFileLock
{
  int   fd;
  char *lock_path;
};

static gboolean
same_file (const struct stat *a,
           const struct stat *b)
{
  return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

/* Opens and locks @lock_path with an open-file-description lock: it
 * conflicts between two windows of one process as between two processes,
 * and goes when the process dies. Whoever lets a lock go removes its file
 * first (tc_file_unlock()), so a lock won on a file removed meanwhile is
 * no claim: it is dropped and taken again on the file there now.
 *
 * Returns: the descriptor, or -1 with errno; EAGAIN when another holds it
 */
static int
take_lock (const char *lock_path,
           gboolean    wait)
{
  for (;;)
    {
      struct flock lock = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
      struct stat opened, named;
      int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0644);
      int result, saved;

      if (fd < 0)
        return -1;
      if (fstat (fd, &opened) != 0 || !S_ISREG (opened.st_mode))
        {
          close (fd);
          errno = EINVAL;
          return -1;
        }

      while ((result = fcntl (fd, wait ? F_OFD_SETLKW : F_OFD_SETLK, &lock)) != 0 && errno == EINTR)
        ;
      if (result != 0)
        {
          saved = errno == EACCES ? EAGAIN : errno;
          close (fd);
          errno = saved;
          return -1;
        }

      if (lstat (lock_path, &named) == 0 && same_file (&opened, &named))
        return fd;
      close (fd);
    }
}

static TcFileLock *
lock_new (int         fd,
          const char *lock_path)
{
  TcFileLock *lock = g_new (TcFileLock, 1);

  lock->fd = fd;
  lock->lock_path = g_strdup (lock_path);

  return lock;
}

/**
 * tc_file_lock_game:
 * @path: a game's file
 * @error: a %G_IO_ERROR_BUSY when another window or Tablecraft holds it,
 *   another error when no claim can be made (the lock's name is taken by
 *   a folder or a link, the folder is read-only): either way the game must
 *   not be edited here, since another window might edit it too
 *
 * Claims the game for this window: until tc_file_unlock(), no other
 * window, of this Tablecraft or another, can claim it.
 *
 * Returns: (transfer full) (nullable): the lock, or %NULL with @error
 */
TcFileLock *
tc_file_lock_game (const char  *path,
                   GError     **error)
{
  g_autofree char *lock_path = lock_path_for (path);
  int fd = take_lock (lock_path, FALSE);

  if (fd < 0 && errno == EAGAIN)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                 _("This game is open in another Tablecraft window"));
  else if (fd < 0)
    {
      g_autofree char *name = g_filename_display_name (lock_path);
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("The game cannot be claimed for this window, so it is not opened: “%s”: %s"),
                   name, saved == EINVAL || saved == ELOOP || saved == EISDIR ?
                   _("not a regular file") : g_strerror (saved));
    }

  return fd >= 0 ? lock_new (fd, lock_path) : NULL;
}

/* Removes the lock's file, then lets go: the next to claim the game makes
 * a new one, and no lock file stays behind for good.
 */
void
tc_file_unlock (TcFileLock *lock)
{
  if (lock == NULL)
    return;

  g_unlink (lock->lock_path);
  close (lock->fd);
  g_free (lock->lock_path);
  g_free (lock);
}

/* Whether a window, of this Tablecraft or another, holds the game. */
gboolean
tc_file_game_is_locked (const char *path)
{
  g_autofree char *lock_path = lock_path_for (path);
  struct flock lock = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
  int fd = g_open (lock_path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0);
  gboolean locked;

  if (fd < 0)
    return FALSE;

  locked = fcntl (fd, F_OFD_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
  close (fd);

  return locked;
}

/**
 * tc_file_lock_sidecar:
 * @path: a file several windows or processes rewrite (a library sidecar)
 *
 * Waits until no one else re-reads and rewrites @path, then holds it:
 * read, merge, write, then tc_file_unlock(). A rewrite is a moment's
 * work, so the wait is short.
 *
 * Returns: (transfer full) (nullable): the lock, or %NULL when none can
 *   be had (the caller goes on)
 */
TcFileLock *
tc_file_lock_sidecar (const char *path)
{
  g_autofree char *lock_path = lock_path_for (path);
  int fd = take_lock (lock_path, TRUE);

  return fd >= 0 ? lock_new (fd, lock_path) : NULL;
}

/* A write killed half-way leaves its temporary, "NAME.json.XXXXXX" as
 * g_file_set_contents() names it. One older than this is no write in
 * progress (another window's included) and nothing will use it again.
 */
#define STALE_TEMPORARY_SECONDS (10 * 60)

static gboolean
is_write_temporary (const char *name)
{
  const char *suffix = g_strrstr (name, ".json.");

  if (suffix == NULL || suffix == name || strlen (suffix) != strlen (".json.") + 6)
    return FALSE;

  for (const char *c = suffix + strlen (".json."); *c != '\0'; c++)
    if (!g_ascii_isalnum (*c))
      return FALSE;

  return TRUE;
}

/**
 * tc_file_remove_stale_temporary:
 * @folder: where Tablecraft writes
 * @name: a file of @folder
 *
 * Removes @name when it is a stale temporary of an atomic write, and
 * nothing else.
 */
void
tc_file_remove_stale_temporary (const char *folder,
                                const char *name)
{
  g_autofree char *path = NULL;
  GStatBuf info;

  if (!is_write_temporary (name))
    return;

  path = g_build_filename (folder, name, NULL);
  if (g_lstat (path, &info) == 0 && S_ISREG (info.st_mode) &&
      g_get_real_time () / G_USEC_PER_SEC - info.st_mtime > STALE_TEMPORARY_SECONDS)
    g_unlink (path);
}

/* Whether @name is a lock's file, ".NAME.lock". */
static gboolean
is_lock_name (const char *name)
{
  return name[0] == '.' && g_str_has_suffix (name, ".lock") && strlen (name) > strlen ("..lock");
}

/**
 * tc_file_remove_stale_lock:
 * @folder: where Tablecraft writes
 * @name: a file of @folder
 *
 * Removes @name when it is a lock's file that no one holds: left behind by
 * a Tablecraft that was killed. A lock someone holds is left alone.
 */
void
tc_file_remove_stale_lock (const char *folder,
                           const char *name)
{
  g_autofree char *lock_path = NULL;
  int fd;

  if (!is_lock_name (name))
    return;

  lock_path = g_build_filename (folder, name, NULL);
  fd = take_lock (lock_path, FALSE);
  if (fd >= 0)
    tc_file_unlock (lock_new (fd, lock_path));
}
