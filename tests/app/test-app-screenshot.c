/* test-app-screenshot.c: `tablecraft --screenshot` writes a PNG of the asked size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>
#include <gtk/gtk.h>

static const char *tablecraft;
static const char *log_path;
static const char *quartz_log_path;
static const char *bnb_log_path;
static const char *locale_dir;

/* Returns the width of the PNG written. */
static int
screenshot_width (const char *language,
                  const char *width,
                  const char *log,
                  gboolean    review)
{
  g_autofree char *dir = g_dir_make_tmp ("tc-screenshot-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "shot.png", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_auto(GStrv) env = g_get_environ ();
  int status = -1;
  int shot_width;

  g_ptr_array_add (args, (gpointer) tablecraft);
  if (review)
    g_ptr_array_add (args, (gpointer) "--review");
  g_ptr_array_add (args, (gpointer) "--screenshot");
  g_ptr_array_add (args, png);
  g_ptr_array_add (args, (gpointer) "--width");
  g_ptr_array_add (args, (gpointer) width);
  if (log != NULL)
    g_ptr_array_add (args, (gpointer) log);
  g_ptr_array_add (args, NULL);

  /* Saved games of the run go to a scratch folder, never the user's. */
  env = g_environ_setenv (env, "XDG_DATA_HOME", dir, TRUE);
  env = g_environ_setenv (env, "GDK_BACKEND", "x11", TRUE);
  env = g_environ_setenv (env, "GSK_RENDERER", "cairo", TRUE);
  if (language != NULL)
    {
      g_autofree char *catalogue = g_build_filename (locale_dir, language, "LC_MESSAGES", "tablecraft.mo", NULL);

      g_assert_true (g_file_test (catalogue, G_FILE_TEST_IS_REGULAR));
      env = g_environ_setenv (env, "LANGUAGE", language, TRUE);
      env = g_environ_setenv (env, "TABLECRAFT_LOCALEDIR", locale_dir, TRUE);
    }

  g_spawn_sync (NULL, (char **) args->pdata, env, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);

  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
  texture = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);
  shot_width = gdk_texture_get_width (texture);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 800);

  g_unlink (png);
  g_rmdir (dir);

  return shot_width;
}

static void
check_screenshot (const char *width,
                  int         expected_width,
                  const char *log,
                  gboolean    review)
{
  g_assert_cmpint (screenshot_width (NULL, width, log, review), ==, expected_width);
}

static void
test_game_wide (void)
{
  check_screenshot ("1280", 1280, log_path, FALSE);
}

/* Every game's table fits a 1280 px window: four Builders & Biomes
 * boards in a row once made it 1,282 px wide, past the screen's edge.
 */
static void
test_every_game_wide (void)
{
  check_screenshot ("1280", 1280, quartz_log_path, FALSE);
  check_screenshot ("1280", 1280, bnb_log_path, FALSE);
}

static void
test_game_narrow (void)
{
  check_screenshot ("360", 360, log_path, FALSE);
}

/* A Quartz turn with the chest sheet open stays 360 px wide in German
 * and Chinese too: longer labels side by side ("Neu würfeln (noch 2
 * frei)" beside "Zug beenden") once widened the window to 391–422 px.
 */
static void
test_quartz_narrow_translated (void)
{
  g_assert_cmpint (screenshot_width ("de", "360", quartz_log_path, FALSE), <=, 360);
  g_assert_cmpint (screenshot_width ("zh_CN", "360", quartz_log_path, FALSE), <=, 360);
}

/* `tablecraft --review --screenshot OUT.png LOG` renders the review. */
static void
test_review (void)
{
  check_screenshot ("1280", 1280, log_path, TRUE);
}

static void
test_start_view (void)
{
  check_screenshot ("800", 800, NULL, FALSE);
}

static void
test_too_narrow_is_refused (void)
{
  const char *args[] = { tablecraft, "--screenshot", "/nonexistent/x.png", "--width", "100", NULL };
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (argc < 6)
    {
      g_printerr ("usage: %s TABLECRAFT LOG.json QUARTZ-LOG.json BNB-LOG.json LOCALEDIR\n", argv[0]);
      return 2;
    }
  tablecraft = argv[1];
  log_path = argv[2];
  quartz_log_path = argv[3];
  bnb_log_path = argv[4];
  locale_dir = argv[5];

  g_test_add_func ("/app/screenshot/game-1280", test_game_wide);
  g_test_add_func ("/app/screenshot/every-game-1280", test_every_game_wide);
  g_test_add_func ("/app/screenshot/game-360", test_game_narrow);
  g_test_add_func ("/app/screenshot/quartz-360-translated", test_quartz_narrow_translated);
  g_test_add_func ("/app/screenshot/start", test_start_view);
  g_test_add_func ("/app/screenshot/review", test_review);
  g_test_add_func ("/app/screenshot/too-narrow", test_too_narrow_is_refused);

  return g_test_run ();
}
