/* test-app-input.c: the real pointer and key events the GUI tests use
 *
 * The table's tests trust that a click lands where a person's would and
 * that keys reach the focused widget: checked here on plain widgets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "tc-test-input.h"

static GtkWindow *window;
static GtkEntry *entry;
static GtkButton *button;
static GtkWidget *cover;
static guint n_clicked, n_activated;

static void
clicked_cb (void)
{
  n_clicked++;
}

static void
activate_cb (void)
{
  n_activated++;
}

static void
open_window (void)
{
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  window = GTK_WINDOW (gtk_window_new ());
  entry = GTK_ENTRY (gtk_entry_new ());
  button = GTK_BUTTON (gtk_button_new_with_mnemonic ("_Apply"));
  cover = gtk_button_new_with_label ("Cover");
  gtk_widget_set_valign (cover, GTK_ALIGN_END);
  gtk_widget_set_visible (cover, FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (entry));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (button));
  gtk_overlay_set_child (GTK_OVERLAY (overlay), box);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), cover);
  gtk_window_set_child (window, overlay);
  gtk_window_set_default_size (window, 400, 200);
  g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), NULL);
  g_signal_connect (entry, "activate", G_CALLBACK (activate_cb), NULL);
  gtk_window_present (window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (button)))
    g_main_context_iteration (NULL, TRUE);
  tc_test_input_reset_count ();
}

/* A click reaches the button under the pointer and is counted; a widget
 * laid over it takes the click instead, as it would take a person's.
 */
static void
test_click (void)
{
  guint clicked = n_clicked;

  tc_test_input_reset_count ();
  tc_test_input_click (GTK_WIDGET (button));
  g_assert_cmpuint (n_clicked, ==, clicked + 1);
  g_assert_true (tc_test_input_reaches (GTK_WIDGET (button)));

  gtk_widget_set_visible (cover, TRUE);
  gtk_widget_set_size_request (cover, -1, gtk_widget_get_height (GTK_WIDGET (window)));
  tc_test_input_click (GTK_WIDGET (button));
  g_assert_cmpuint (n_clicked, ==, clicked + 1);
  g_assert_false (tc_test_input_reaches (GTK_WIDGET (button)));
  gtk_widget_set_visible (cover, FALSE);

  g_assert_cmpuint (tc_test_input_get_count (), ==, 2);
}

/* Typed text reaches the focused entry, characters outside the keyboard
 * map included; Enter activates it; a mnemonic with Alt clicks.
 */
static void
test_keys (void)
{
  const char *name = "Zoë 🎲 李华 שרה";
  guint clicked = n_clicked, activated = n_activated;

  tc_test_input_reset_count ();
  tc_test_input_click (GTK_WIDGET (entry));
  tc_test_input_type (name);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, name);
  g_assert_cmpuint (tc_test_input_get_count (), ==, 1 + g_utf8_strlen (name, -1));

  tc_test_input_key (GDK_KEY_Return, 0);
  g_assert_cmpuint (n_activated, ==, activated + 1);

  tc_test_input_key (GDK_KEY_a, GDK_CONTROL_MASK);
  tc_test_input_key (GDK_KEY_BackSpace, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");

  tc_test_input_key (GDK_KEY_a, GDK_ALT_MASK);
  g_assert_cmpuint (n_clicked, ==, clicked + 1);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  open_window ();

  g_test_add_func ("/app/input/click", test_click);
  g_test_add_func ("/app/input/keys", test_keys);

  return g_test_run ();
}
