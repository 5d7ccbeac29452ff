/* test-app-bgstats.c: the Send to BG Stats dialog
 *
 * The QR code, drawn as the dialog draws it, is read back by zbar and must
 * hold the link exactly; Copy Link, clicked with the pointer, puts the same
 * link on the clipboard. The game is tests/scenarios/bnb-end.json, whose
 * link tests/cli/test-bgstats.c checks against JSON written by hand.
 * With TC_SCREENSHOT=FILE.png the dialog is also saved as a picture.
 * The review's Send to BG Stats button, clicked with the pointer, opens the
 * dialog for a finished game and is off for one in progress. The library's
 * Play File holds the finished games that the list matches.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>
#include <glib/gstdio.h>
#include <zbar.h>

#include "tc-bgstats.h"
#include "tc-bgstats-dialog.h"
#include "tc-library-view.h"
#include "tc-qr-code.h"
#include "tc-review-view.h"
#include "tc-test-input.h"
#include "tc-test-window.h"

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

static TcGame *
load_scenario (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", name, NULL);
  g_autoptr(GError) error = NULL;
  TcGame *game = tc_game_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return game;
}

/* The dialog open among the toplevels, or %NULL. */
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

  picture = GTK_PICTURE (tc_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_PICTURE));
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

static void
copy_to (const char *from,
         const char *folder,
         const char *name)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, from, NULL);
  g_autofree char *target = g_build_filename (folder, name, NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (source, &data, NULL, &error);
  g_assert_no_error (error);
  g_file_set_contents (target, data, -1, &error);
  g_assert_no_error (error);
}

/* @folder and the logs in it (the library may keep a trash or index there). */
static void
remove_folder (const char *folder)
{
  g_autoptr(GFile) root = g_file_new_for_path (folder);
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (root, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                   G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  GFileInfo *info;

  while (children != NULL && (info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_autoptr(GFile) child = g_file_get_child (root, g_file_info_get_name (info));

      g_file_delete (child, NULL, NULL);
      g_object_unref (info);
    }
  g_file_delete (root, NULL, NULL);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The play uuids of a Play File, sorted, joined by spaces. */
static char *
dup_play_uuids (const char *play_file)
{
  g_autoptr(JsonNode) root = json_from_string (play_file, NULL);
  JsonArray *plays = json_object_get_array_member (json_node_get_object (root), "plays");
  g_autoptr(GPtrArray) uuids = g_ptr_array_new ();

  for (guint i = 0; i < json_array_get_length (plays); i++)
    g_ptr_array_add (uuids, (char *) json_object_get_string_member (json_array_get_object_element (plays, i), "uuid"));
  g_ptr_array_sort (uuids, compare_strings);
  g_ptr_array_add (uuids, NULL);
  return g_strjoinv (" ", (char **) uuids->pdata);
}

/* Three finished games (uuids as in the .bgsplay files of tests/bgstats) and one in
 * progress; the search narrows the file as it narrows the list. */
static void
test_library_play_file (void)
{
  g_autofree char *folder = g_dir_make_tmp ("tc-bgstats-XXXXXX", NULL);
  TcLibraryView *view = TC_LIBRARY_VIEW (g_object_ref_sink (tc_library_view_new ()));
  g_autofree char *all = NULL;
  g_autofree char *only_di = NULL;
  g_autofree char *none = NULL;
  g_autofree char *uuids = NULL;
  g_autofree char *di_uuids = NULL;
  guint n_games;

  copy_to ("scenarios/bnb-end.json", folder, "bnb.json");
  copy_to ("scenarios/win.json", folder, "mcg.json");
  copy_to ("bgstats/quartz-tie.json", folder, "quartz.json");
  copy_to ("scenarios/plain-turns.json", folder, "open.json");
  tc_library_view_set_folder (view, folder);
  while (tc_library_view_get_loading (view))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (tc_library_view_get_n_matching (view), ==, 4);

  all = tc_library_view_dup_play_file (view, &n_games);
  g_assert_cmpuint (n_games, ==, 3);
  uuids = dup_play_uuids (all);
  g_assert_cmpstr (uuids, ==, "553EF6F8-368B-2426-8225-14D559A85D4A DF0259D3-3933-B898-514B-8324C9413388 "
                              "FA029ABB-C89D-6AB3-4BF4-59B7E945D442");

  tc_library_view_set_query (view, "Di");
  only_di = tc_library_view_dup_play_file (view, &n_games);
  g_assert_cmpuint (n_games, ==, 1);
  di_uuids = dup_play_uuids (only_di);
  g_assert_cmpstr (di_uuids, ==, "DF0259D3-3933-B898-514B-8324C9413388");

  tc_library_view_set_query (view, "nobody plays here");
  none = tc_library_view_dup_play_file (view, &n_games);
  g_assert_null (none);
  g_assert_cmpuint (n_games, ==, 0);

  g_object_unref (view);
  remove_folder (folder);
}

static void
test_review_sends (void)
{
  g_autoptr(TcGame) finished = load_scenario ("bnb-end.json");
  g_autoptr(TcGame) open = load_scenario ("plain-turns.json");
  g_autofree char *link = tc_bgstats_link (finished);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *review = tc_review_view_new ();
  GtkWidget *send;
  TcBgstatsDialog *dialog;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_set_child (GTK_WINDOW (window), review);
  tc_review_view_set_game (TC_REVIEW_VIEW (review), open);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until_mapped (review);
  send = find_action_button (review, "review.send-to-bgstats");
  g_assert_nonnull (send);
  g_assert_false (gtk_widget_is_sensitive (send));

  tc_review_view_set_game (TC_REVIEW_VIEW (review), finished);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  send = find_action_button (review, "review.send-to-bgstats");
  g_assert_true (gtk_widget_is_sensitive (send));
  g_assert_null (TC_BGSTATS_DIALOG (tc_test_find_toplevel (TC_TYPE_BGSTATS_DIALOG)));
  tc_test_input_click (send);
  dialog = TC_BGSTATS_DIALOG (tc_test_find_toplevel (TC_TYPE_BGSTATS_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (tc_bgstats_dialog_get_link (dialog), ==, link);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();

  g_test_add_func ("/app/bgstats/dialog", test_dialog);
  g_test_add_func ("/app/bgstats/review-sends", test_review_sends);
  g_test_add_func ("/app/bgstats/library-play-file", test_library_play_file);

  return g_test_run ();
}
