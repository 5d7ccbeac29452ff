/* tc-bgstats-dialog.c: a finished game sent to BG Stats by a QR code
 *
 * Shows BG Stats' createPlay link of the game (tc-bgstats.h) as a QR code
 * that the phone scans, and copies the link for whoever would rather mail
 * it. Nothing goes over the network. The "Link copied" line keeps its
 * place while hidden, so that nothing moves when it shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-bgstats.h"
#include "tc-bgstats-dialog.h"
#include "tc-qr-code.h"

struct _TcBgstatsDialog
{
  AdwWindow   parent_instance;

  GtkPicture *picture;
  GtkWidget  *copied;

  char       *link;
};

enum
{
  PROP_0,
  PROP_LINK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TcBgstatsDialog, tc_bgstats_dialog, ADW_TYPE_WINDOW)

static void
copy_link_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TcBgstatsDialog *self = TC_BGSTATS_DIALOG (widget);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), self->link);
  gtk_widget_set_opacity (self->copied, 1);
}

static void
tc_bgstats_dialog_set_link (TcBgstatsDialog *self,
                            const char      *link)
{
  g_autoptr(TcQrCode) code = tc_qr_code_new (link);

  g_free (self->link);
  self->link = g_strdup (link);
  /* A link too long for any QR code can still be copied. */
  gtk_picture_set_paintable (self->picture, GDK_PAINTABLE (code));
  gtk_widget_set_visible (GTK_WIDGET (self->picture), code != NULL);
}

static void
tc_bgstats_dialog_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TcBgstatsDialog *self = TC_BGSTATS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_LINK:
      g_value_set_string (value, self->link);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_bgstats_dialog_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TcBgstatsDialog *self = TC_BGSTATS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_LINK:
      tc_bgstats_dialog_set_link (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_bgstats_dialog_finalize (GObject *object)
{
  TcBgstatsDialog *self = TC_BGSTATS_DIALOG (object);

  g_clear_pointer (&self->link, g_free);

  G_OBJECT_CLASS (tc_bgstats_dialog_parent_class)->finalize (object);
}

static void
tc_bgstats_dialog_class_init (TcBgstatsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tc_bgstats_dialog_get_property;
  object_class->set_property = tc_bgstats_dialog_set_property;
  object_class->finalize = tc_bgstats_dialog_finalize;

  /**
   * TcBgstatsDialog:link:
   *
   * The createPlay link that the QR code holds.
   */
  properties[PROP_LINK] = g_param_spec_string ("link", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                               G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablecraft/Tablecraft/tc-bgstats-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TcBgstatsDialog, picture);
  gtk_widget_class_bind_template_child (widget_class, TcBgstatsDialog, copied);

  gtk_widget_class_install_action (widget_class, "bgstats.copy-link", NULL, copy_link_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "bgstats.copy-link", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tc_bgstats_dialog_init (TcBgstatsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* A dialog for @game, which must be finished. */
TcBgstatsDialog *
tc_bgstats_dialog_new (GtkWindow *parent,
                       TcGame    *game)
{
  g_autofree char *link = NULL;

  g_return_val_if_fail (TC_IS_GAME (game), NULL);
  g_return_val_if_fail (tc_game_is_finished (game), NULL);

  link = tc_bgstats_link (game);
  return g_object_new (TC_TYPE_BGSTATS_DIALOG,
                       "transient-for", parent,
                       "link", link,
                       NULL);
}

const char *
tc_bgstats_dialog_get_link (TcBgstatsDialog *self)
{
  g_return_val_if_fail (TC_IS_BGSTATS_DIALOG (self), NULL);

  return self->link;
}
