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

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

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
