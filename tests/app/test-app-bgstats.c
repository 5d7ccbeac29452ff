/* test-app-bgstats.c: the Send to BG Stats dialog
 *
 * The QR code, drawn as the dialog draws it, is read back by zbar and must
 * hold the link exactly; Copy Link, clicked with the pointer, puts the same
 * link on the clipboard. The game is tests/scenarios/bnb-end.json, whose
 * link tests/cli/test-bgstats.c checks against JSON written by hand.
 * With TC_SCREENSHOT=FILE.png the dialog is also saved as a picture.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>
#include <zbar.h>

#include "tc-bgstats.h"
#include "tc-bgstats-dialog.h"
#include "tc-qr-code.h"
#include "tc-test-input.h"

static TcGame *
load_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "bnb-end.json", NULL);
  g_autoptr(GError) error = NULL;
  TcGame *game = tc_game_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (tc_game_is_finished (game));
  return game;
}

static void
iterate_until_mapped (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) == 0)
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* @paintable drawn at @size pixels by cairo, as grey levels (Y800). */
static guint8 *
draw_grey (GdkPaintable *paintable,
           int           size)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, size, size);
  cairo_t *cr = cairo_create (surface);
  guint8 *grey = g_malloc (size * size);
  int stride;
  const guint8 *pixels;

  gdk_paintable_snapshot (paintable, snapshot, size, size);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  stride = cairo_image_surface_get_stride (surface);
  pixels = cairo_image_surface_get_data (surface);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      grey[y * size + x] = pixels[y * stride + 4 * x + 1];  /* green */
  cairo_surface_destroy (surface);

  return grey;
}

/* The one QR code zbar finds in @grey, or %NULL. */
static char *
decode_qr (guint8 *grey,
           int     size)
{
  zbar_image_scanner_t *scanner = zbar_image_scanner_create ();
  zbar_image_t *image = zbar_image_create ();
  const zbar_symbol_t *symbol;
  char *text = NULL;
  int n;

  zbar_image_scanner_set_config (scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0);
  zbar_image_scanner_set_config (scanner, ZBAR_QRCODE, ZBAR_CFG_ENABLE, 1);
  zbar_image_set_format (image, zbar_fourcc ('Y', '8', '0', '0'));
  zbar_image_set_size (image, size, size);
  zbar_image_set_data (image, grey, size * size, NULL);
  n = zbar_scan_image (scanner, image);
  symbol = zbar_image_first_symbol (image);
  if (n == 1 && zbar_symbol_get_type (symbol) == ZBAR_QRCODE)
    text = g_strndup (zbar_symbol_get_data (symbol), zbar_symbol_get_data_length (symbol));
  zbar_image_destroy (image);
  zbar_image_scanner_destroy (scanner);

  return text;
}

static GtkWidget *
find_widget (GtkWidget *root,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The button under @root that activates @action. */
static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
save_screenshot (GtkWidget *window)
{
  const char *path = g_getenv ("TC_SCREENSHOT");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  if (path == NULL)
    return;
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (window), gtk_widget_get_height (window));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static void
text_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

static void
test_dialog (void)
{
  g_autoptr(TcGame) game = load_game ();
  g_autofree char *link = tc_bgstats_link (game);
  TcBgstatsDialog *dialog = tc_bgstats_dialog_new (NULL, game);
  GtkPicture *picture;
  GdkPaintable *code;
  GtkWidget *copy;
  guint modules;
  int size;
  g_autofree guint8 *grey = NULL;
  g_autofree char *decoded = NULL;
  g_autofree char *clipboard = NULL;

  gtk_window_present (GTK_WINDOW (dialog));
  iterate_until_mapped (GTK_WIDGET (dialog));
  g_assert_cmpstr (tc_bgstats_dialog_get_link (dialog), ==, link);

  picture = GTK_PICTURE (find_widget (GTK_WIDGET (dialog), GTK_TYPE_PICTURE));
  code = gtk_picture_get_paintable (picture);
  g_assert_true (TC_IS_QR_CODE (code));
  modules = tc_qr_code_get_n_modules (TC_QR_CODE (code));
  /* Scannable from 50 cm: at least 4 pixels a module on screen, with the
   * quiet zone, however small the window. */
  size = gtk_widget_get_width (GTK_WIDGET (picture));
  g_test_message ("%u modules, %d pixels", modules, size);
  g_assert_cmpint (size, >=, (int) (modules + 8) * 4);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (picture)), >=, (int) (modules + 8) * 4);

  grey = draw_grey (code, size);
  decoded = decode_qr (grey, size);
  g_assert_cmpstr (decoded, ==, link);

  save_screenshot (GTK_WIDGET (dialog));

  copy = find_action_button (GTK_WIDGET (dialog), "bgstats.copy-link");
  g_assert_nonnull (copy);
  tc_test_input_click (copy);
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (dialog)), NULL, text_read_cb, &clipboard);
  while (clipboard == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (clipboard, ==, link);

  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/app/bgstats/dialog", test_dialog);

  return g_test_run ();
}
