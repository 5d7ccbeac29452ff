/* tc-qr-code.c: a QR code of a text, drawn as a paintable
 *
 * libqrencode makes the modules; they are drawn as rectangles, black on
 * white with the four-module quiet zone that scanners need, so that the
 * code stays sharp at any size. Its natural size gives each module 4
 * pixels: a code of a BG Stats link (about 120 modules) is then some 13 cm
 * wide on a common screen, readable by a phone from 50 cm or more.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <qrencode.h>

#include "tc-qr-code.h"

#define QUIET_ZONE   4  /* modules of white around the code */
#define MODULE_PIXELS 4

struct _TcQrCode
{
  GObject  parent_instance;

  guint    width;  /* modules on a side, without the quiet zone */
  guint8  *dark;   /* width × width, 1 for a dark module */
};

static void tc_qr_code_paintable_init (GdkPaintableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TcQrCode, tc_qr_code, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE, tc_qr_code_paintable_init))

static int
tc_qr_code_get_intrinsic_size (GdkPaintable *paintable)
{
  TcQrCode *self = TC_QR_CODE (paintable);

  return (self->width + 2 * QUIET_ZONE) * MODULE_PIXELS;
}

/* Each row's runs of dark modules as one rectangle each. */
static void
tc_qr_code_snapshot (GdkPaintable *paintable,
                     GdkSnapshot  *snapshot,
                     double        width,
                     double        height)
{
  TcQrCode *self = TC_QR_CODE (paintable);
  const GdkRGBA white = { 1, 1, 1, 1 }, black = { 0, 0, 0, 1 };
  double side = MIN (width, height);
  double module = side / (self->width + 2 * QUIET_ZONE);

  gtk_snapshot_append_color (GTK_SNAPSHOT (snapshot), &white, &GRAPHENE_RECT_INIT (0, 0, side, side));
  for (guint y = 0; y < self->width; y++)
    for (guint x = 0; x < self->width; x++)
      {
        guint start = x;

        if (!self->dark[y * self->width + x])
          continue;
        while (x + 1 < self->width && self->dark[y * self->width + x + 1])
          x++;
        gtk_snapshot_append_color (GTK_SNAPSHOT (snapshot), &black,
                                   &GRAPHENE_RECT_INIT ((QUIET_ZONE + start) * module, (QUIET_ZONE + y) * module,
                                                        (x + 1 - start) * module, module));
      }
}

static GdkPaintableFlags
tc_qr_code_get_flags (GdkPaintable *paintable)
{
  return GDK_PAINTABLE_STATIC_SIZE | GDK_PAINTABLE_STATIC_CONTENTS;
}

static void
tc_qr_code_paintable_init (GdkPaintableInterface *iface)
{
  iface->snapshot = tc_qr_code_snapshot;
  iface->get_flags = tc_qr_code_get_flags;
  iface->get_intrinsic_width = tc_qr_code_get_intrinsic_size;
  iface->get_intrinsic_height = tc_qr_code_get_intrinsic_size;
}

static void
tc_qr_code_finalize (GObject *object)
{
  TcQrCode *self = TC_QR_CODE (object);

  g_clear_pointer (&self->dark, g_free);

  G_OBJECT_CLASS (tc_qr_code_parent_class)->finalize (object);
}

static void
tc_qr_code_class_init (TcQrCodeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tc_qr_code_finalize;
}

static void
tc_qr_code_init (TcQrCode *self)
{
}

/**
 * tc_qr_code_new:
 * @text: what the code holds, as 8-bit bytes
 *
 * Low error correction keeps a long link's code as coarse as it can be:
 * it is read from a screen, not a worn label.
 *
 * Returns: (transfer full) (nullable): the code, or %NULL when @text is
 *   too long for any QR code
 */
TcQrCode *
tc_qr_code_new (const char *text)
{
  QRcode *code = QRcode_encodeString8bit (text, 0, QR_ECLEVEL_L);
  TcQrCode *self;

  if (code == NULL)
    return NULL;

  self = g_object_new (TC_TYPE_QR_CODE, NULL);
  self->width = code->width;
  self->dark = g_new (guint8, code->width * code->width);
  for (int i = 0; i < code->width * code->width; i++)
    self->dark[i] = code->data[i] & 1;
  QRcode_free (code);

  return self;
}

/* Modules on a side, without the quiet zone. */
guint
tc_qr_code_get_n_modules (TcQrCode *self)
{
  g_return_val_if_fail (TC_IS_QR_CODE (self), 0);

  return self->width;
}
