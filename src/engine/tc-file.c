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

/* An open-file-description lock: it conflicts between two windows of one
 * process as between two processes, and goes when the process dies.
 */
static int
try_lock (const char *lock_path,
          int         type)
{
  struct flock lock = { .l_type = type, .l_whence = SEEK_SET };
  int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);

  if (fd < 0)
    return -1;

  if (fcntl (fd, F_OFD_SETLK, &lock) != 0)
    {
      int saved = errno;

      close (fd);
      errno = saved;
      return -1;
    }

  return fd;
}

/**
 * tc_file_lock_game:
 * @path: a game's file
 * @error: a %G_IO_ERROR_BUSY when another window or Tablecraft holds it
 *
 * Claims the game for this window: while the returned descriptor is open
 * (tc_file_unlock()), no other window, of this Tablecraft or
 * another, can claim it.
 *
 * Returns: the lock, or -1 with @error
 */
int
tc_file_lock_game (const char  *path,
                   GError     **error)
{
  g_autofree char *lock_path = lock_path_for (path);
  int fd = try_lock (lock_path, F_WRLCK);

  if (fd < 0 && (errno == EAGAIN || errno == EACCES))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                 _("This game is open in another Tablecraft window"));
  else if (fd < 0)
    g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno),
                 _("The game cannot be claimed for this window: %s"), g_strerror (errno));

  return fd;
}

void
tc_file_unlock (int lock)
{
  if (lock >= 0)
    close (lock);
}

/* Whether a window, of this Tablecraft or another, holds the game. */
gboolean
tc_file_game_is_locked (const char *path)
{
  g_autofree char *lock_path = lock_path_for (path);
  struct flock lock = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
  int fd = g_open (lock_path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW, 0);
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
 * Returns: the lock, or -1 when none can be had (the caller goes on)
 */
int
tc_file_lock_sidecar (const char *path)
{
  g_autofree char *lock_path = lock_path_for (path);
  struct flock lock = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
  int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);

  if (fd < 0)
    return -1;

  while (fcntl (fd, F_OFD_SETLKW, &lock) != 0)
    if (errno != EINTR)
      {
        close (fd);
        return -1;
      }

  return fd;
}
