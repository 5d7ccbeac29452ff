/* tc-test-input.c: real pointer and key events for GUI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-application.h"
#include "tc-test-input.h"

#include <gdk/x11/gdkx.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>

/* GTK hands events on and lays widgets out at its frame clock's ticks:
 * after this many, what was sent has been handled and drawn.
 */
#define SETTLE_TICKS 1

/* A button pressed from the keyboard shows itself pressed this long
 * before it is clicked (GtkButton's ACTIVATE_TIMEOUT is 250 ms).
 */
#define BUTTON_ACTIVATE_MS 300

static guint n_interactions;

/* Every interaction since the program started, for TC_TEST_SHOTS. */
static guint n_ever;

static Display *
get_xdisplay (void)
{
  GdkDisplay *display = gdk_display_get_default ();

  g_assert_true (GDK_IS_X11_DISPLAY (display));

  return gdk_x11_display_get_xdisplay (display);
}

static GtkWindow *find_key_window (void);
static void       count_interactions (guint n);

/* Tick callbacks still waiting for their frames. */
static guint n_waiting;

static gboolean
count_tick_cb (GtkWidget     *widget G_GNUC_UNUSED,
               GdkFrameClock *clock G_GNUC_UNUSED,
               gpointer       data)
{
  guint *ticks_left = data;

  return --*ticks_left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
tick_done_cb (gpointer data)
{
  g_free (data);
  n_waiting--;
}

static gboolean
stop_waiting_cb (gpointer data)
{
  *(gboolean *) data = TRUE;

  return G_SOURCE_REMOVE;
}

static void
wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, stop_waiting_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Has the X server process what was sent, and GTK handle what came back
 * and draw every window again (a window closed by the click stops
 * counting; the guard ends a wait for a window that draws no more).
 */
static void
settle (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean timed_out = FALSE;
  guint guard;

  XSync (get_xdisplay (), False);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (!gtk_widget_get_mapped (window))
        continue;
      n_waiting++;
      gtk_widget_add_tick_callback (window, count_tick_cb, g_memdup2 (&(guint) { SETTLE_TICKS }, sizeof (guint)),
                                    tick_done_cb);
    }
  guard = g_timeout_add (500, stop_waiting_cb, &timed_out);
  while (n_waiting > 0 && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (guard);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Waits for @widget's first frame: a window just presented has no size yet. */
static void
wait_for_allocation (GtkWidget *widget)
{
  for (guint i = 0; i < 100 && gtk_widget_get_width (widget) == 0; i++)
    settle ();
  g_assert_cmpint (gtk_widget_get_width (widget), >, 0);
}

/* Waits while @widget moves in its window, as a player waits for the
 * table to stop before pointing at it: a scrolled window glides where the
 * wheel or the focus sends it, a folding panel slides, a flow box of
 * wrapping labels finds its lines. On a busy machine each takes longer
 * than its frames; ten seconds of motion would be a defect of its own.
 */
void
tc_test_input_wait_until_still (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  graphene_rect_t last, now;

  if (!gtk_widget_compute_bounds (widget, root, &now))
    return;
  /* Still when a frame leaves it where it was. */
  do
    {
      g_assert_cmpint (g_get_monotonic_time (), <, until);
      last = now;
      settle ();
      if (!gtk_widget_compute_bounds (widget, root, &now))
        return;
    }
  while (!graphene_rect_equal (&now, &last));
}

/* The point (@x, @y) of @widget on the X screen. */
static void
get_root_point (GtkWidget *widget,
                double     x,
                double     y,
                int       *root_x,
                int       *root_y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  Display *xdisplay = get_xdisplay ();
  graphene_point_t point;
  double dx, dy;
  Window child;

  g_assert_nonnull (native);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (x, y), &point));
  gtk_native_get_surface_transform (native, &dx, &dy);
  XTranslateCoordinates (xdisplay, gdk_x11_surface_get_xid (gtk_native_get_surface (native)),
                         DefaultRootWindow (xdisplay), (int) (point.x + dx), (int) (point.y + dy),
                         root_x, root_y, &child);
}

static void
move_pointer (GtkWidget *widget,
              double     x,
              double     y)
{
  int root_x, root_y;

  tc_test_input_wait_until_still (widget);
  /* From a pixel beside, in a frame of its own (GTK merges the motions of
   * a frame), so that GTK looks again at what lies under the pointer even
   * when it has not moved since the last click. */
  get_root_point (widget, x, y, &root_x, &root_y);
  XTestFakeMotionEvent (get_xdisplay (), -1, root_x + 1, root_y, CurrentTime);
  settle ();
  XTestFakeMotionEvent (get_xdisplay (), -1, root_x, root_y, CurrentTime);
  settle ();
}

static void
press_button (void)
{
  XTestFakeButtonEvent (get_xdisplay (), 1, True, CurrentTime);
  XTestFakeButtonEvent (get_xdisplay (), 1, False, CurrentTime);
}

/* One click of the first button at (@x, @y) of @widget: whatever is
 * shown there gets it, as with a mouse.
 */
void
tc_test_input_click_at (GtkWidget *widget,
                        double     x,
                        double     y)
{
  GtkWidget *native = GTK_WIDGET (gtk_widget_get_native (widget));
  graphene_point_t point;

  /* A person cannot click what is scrolled out of view or off the window. */
  g_assert_true (gtk_widget_compute_point (widget, native, &GRAPHENE_POINT_INIT (x, y), &point));
  if (point.x < 0 || point.y < 0 || point.x >= gtk_widget_get_width (native) || point.y >= gtk_widget_get_height (native))
    g_error ("a %s at (%.0f, %.0f) lies outside its %d × %d window", G_OBJECT_TYPE_NAME (widget),
             point.x, point.y, gtk_widget_get_width (native), gtk_widget_get_height (native));
  move_pointer (widget, x, y);
  press_button ();
  settle ();
  count_interactions (1);
}

/* Rests the pointer at (@x, @y) of @widget, as a person pointing at
 * something to see its tooltip: no click, so not counted as a touch.
 */
void
tc_test_input_hover (GtkWidget *widget,
                     double     x,
                     double     y)
{
  wait_for_allocation (widget);
  move_pointer (widget, x, y);
  settle ();
}

void
tc_test_input_click (GtkWidget *widget)
{
  wait_for_allocation (widget);
  tc_test_input_click_at (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

/* Two clicks within the double-click time; counted as two. */
void
tc_test_input_double_click (GtkWidget *widget)
{
  wait_for_allocation (widget);
  move_pointer (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
  press_button ();
  XSync (get_xdisplay (), False);
  press_button ();
  settle ();
  count_interactions (2);
}

/* The widget a click at the centre of @widget lands on, or would if it
 * were sensitive. */
GtkWidget *
tc_test_input_pick (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t point;

  wait_for_allocation (widget);
  tc_test_input_wait_until_still (widget);
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0,
                                                                 gtk_widget_get_height (widget) / 2.0),
                                           &point));

  return gtk_widget_pick (GTK_WIDGET (native), point.x, point.y, GTK_PICK_INSENSITIVE);
}

/* Whether a click at the centre of @widget reaches it (nothing lies over it). */
gboolean
tc_test_input_reaches (GtkWidget *widget)
{
  GtkWidget *picked = tc_test_input_pick (widget);

  return picked != NULL && (picked == widget || gtk_widget_is_ancestor (picked, widget));
}

/* The window keys should go to: the newest visible one (a dialog above
 * its window).
 */
static GtkWindow *
find_key_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_mapped (GTK_WIDGET (window)) &&
          (found == NULL || gtk_window_get_transient_for (window) != NULL))
        found = window;
    }
  g_assert_nonnull (found);

  return found;
}

/* Without a window manager nobody gives a window the keyboard. */
static void
focus_key_window (void)
{
  GtkWindow *window = find_key_window ();
  Window xid = gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));
  Window focus;
  int revert;

  XGetInputFocus (get_xdisplay (), &focus, &revert);
  if (focus != xid)
    {
      XSetInputFocus (get_xdisplay (), xid, RevertToParent, CurrentTime);
      settle ();
    }
}

/* A key code for @keysym, borrowing a free one when the keyboard map has
 * none (é, 李, 🎲), as xdotool does.
 */
static KeyCode
find_keycode (KeySym    keysym,
              gboolean *shifted)
{
  Display *xdisplay = get_xdisplay ();
  KeyCode code = XKeysymToKeycode (xdisplay, keysym);
  int min_code, max_code, per_code;

  if (code != 0)
    {
      *shifted = XkbKeycodeToKeysym (xdisplay, code, 0, 0) != keysym &&
                 XkbKeycodeToKeysym (xdisplay, code, 0, 1) == keysym;
      return code;
    }

  XDisplayKeycodes (xdisplay, &min_code, &max_code);
  for (code = max_code; code > min_code; code--)
    {
      KeySym *syms = XGetKeyboardMapping (xdisplay, code, 1, &per_code);
      gboolean unused = TRUE;

      for (int i = 0; i < per_code; i++)
        unused = unused && syms[i] == NoSymbol;
      XFree (syms);
      if (unused)
        break;
    }
  g_assert_cmpint (code, >, min_code);
  XChangeKeyboardMapping (xdisplay, code, 1, (KeySym[]) { keysym, keysym }, 1);
  settle ();
  *shifted = FALSE;

  return code;
}

/* Whether @keyval presses a button: a mnemonic, or Enter or Space on a
 * focused button.
 */
static gboolean
presses_button (guint           keyval,
                GdkModifierType modifiers)
{
  GtkWidget *focus = gtk_window_get_focus (find_key_window ());

  if (modifiers & GDK_ALT_MASK)
    return TRUE;

  return GTK_IS_BUTTON (focus) &&
         (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter ||
          keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space);
}

static void
send_key (KeyCode code,
          gboolean press)
{
  XTestFakeKeyEvent (get_xdisplay (), code, press, CurrentTime);
}

static const struct { GdkModifierType mask; KeySym keysym; } modifier_keys[] = {
  { GDK_SHIFT_MASK, XK_Shift_L },
  { GDK_CONTROL_MASK, XK_Control_L },
  { GDK_ALT_MASK, XK_Alt_L },
};

static void
send_modifiers (GdkModifierType modifiers,
                gboolean        press)
{
  for (guint i = 0; i < G_N_ELEMENTS (modifier_keys); i++)
    if (modifiers & modifier_keys[i].mask)
      send_key (XKeysymToKeycode (get_xdisplay (), modifier_keys[i].keysym), press);
}

/* One press and release of @keyval with @modifiers held, to the widget
 * that has the keyboard focus.
 */
void
tc_test_input_key (guint           keyval,
                   GdkModifierType modifiers)
{
  gboolean shifted, presses;
  KeyCode code;

  focus_key_window ();
  code = find_keycode (keyval, &shifted);
  presses = presses_button (keyval, modifiers);
  if (shifted)
    modifiers |= GDK_SHIFT_MASK;

  send_modifiers (modifiers, TRUE);
  send_key (code, TRUE);
  send_key (code, FALSE);
  send_modifiers (modifiers, FALSE);
  settle ();
  if (presses)
    {
      wait_ms (BUTTON_ACTIVATE_MS);
      settle ();
    }
  count_interactions (1);
}

/* Types @text (UTF-8) a character at a time; each counts as one key. */
void
tc_test_input_type (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    tc_test_input_key (gdk_unicode_to_keyval (g_utf8_get_char (p)), 0);
}

/* Turns the mouse wheel by @notches (down when positive) wherever the
 * pointer is, as a player scrolls to what lies below the fold; counted
 * as one interaction.
 */
void
tc_test_input_scroll (int notches)
{
  guint button = notches > 0 ? 5 : 4;

  for (guint i = 0; i < (guint) ABS (notches); i++)
    {
      XTestFakeButtonEvent (get_xdisplay (), button, True, CurrentTime);
      XTestFakeButtonEvent (get_xdisplay (), button, False, CurrentTime);
      settle ();
    }
  /* Scrolled windows glide to where the wheel sends them. */
  wait_ms (200);
  settle ();
  count_interactions (1);
}

/* Counts @n interactions. With TC_TEST_SHOTS=FOLDER set, every
 * TC_TEST_SHOTS_EVERY-th (25 unless set) leaves a picture of the window
 * the keys go to there, shot-0001.png on: a look at a whole game played
 * through the window, in whatever language the test runs in.
 */
static void
count_interactions (guint n)
{
  const char *folder = g_getenv ("TC_TEST_SHOTS");
  const char *every_text = g_getenv ("TC_TEST_SHOTS_EVERY");
  guint every = every_text != NULL ? MAX (1, (guint) g_ascii_strtoull (every_text, NULL, 10)) : 25;
  guint before = n_ever;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  n_interactions += n;
  n_ever += n;
  if (folder == NULL || before / every == n_ever / every)
    return;

  name = g_strdup_printf ("shot-%04u.png", n_ever / every);
  path = g_build_filename (folder, name, NULL);
  /* A window just opened may not be drawn yet: then no picture. */
  if (!tc_application_save_screenshot (GTK_WIDGET (find_key_window ()), path, &error))
    g_test_message ("no %s: %s", name, error->message);
}

/* Clicks and key presses sent since the last reset. */
guint
tc_test_input_get_count (void)
{
  return n_interactions;
}

void
tc_test_input_reset_count (void)
{
  n_interactions = 0;
}

/* Waits until every window has drawn what changed without input (a view
 * that scrolled itself), before picking what lies under a point.
 */
void
tc_test_input_settle (void)
{
  settle ();
}
