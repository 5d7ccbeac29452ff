/* tc-entry-editor.c: correct one entry of the log
 *
 * The game's table view provides the editor and reads the corrected
 * entry back from it (by default the entry as the log writes it). The
 * new entry replaces the old one with tc_game_splice(). When a later
 * entry becomes illegal, the engine says which and why; the editor asks
 * whether to drop that entry too, and tries again. Before anything is
 * applied, a line under the field says what the change would do, checked
 * as it is typed; one Undo takes an applied correction back. The editor
 * closes when a response is chosen; the question it asks keeps it alive.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-entry-editor.h"
#include "tc-text.h"

struct _TcEntryEditor
{
  AdwMessageDialog  parent_instance;

  TcGame           *game;
  TcTableView      *table;
  guint             index;
  TcEntry          *replacement;   /* NULL when the entry is removed */
  GArray           *dropped;       /* guint: later entries to drop too, ascending */
  GtkWidget        *editor;        /* GtkEntry or GtkSpinButton, or NULL */
  GtkLabel         *preview;       /* what applying would do */
  GtkWindow        *conflict_dialog;
};

G_DEFINE_FINAL_TYPE (TcEntryEditor, tc_entry_editor, ADW_TYPE_MESSAGE_DIALOG)

static void show_conflict (TcEntryEditor *self,
                           guint          old_index,
                           const GError  *error);

/* Replaces the entry (or removes it) and every later entry the user
 * agreed to drop; on a new conflict, asks again.
 */
static void
apply_change (TcEntryEditor *self)
{
  guint last = self->dropped->len > 0 ? g_array_index (self->dropped, guint, self->dropped->len - 1) : self->index;
  g_autoptr(GPtrArray) insert = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  guint conflict = 0;

  if (self->replacement != NULL)
    g_ptr_array_add (insert, self->replacement);
  for (guint i = self->index + 1, d = 0; i <= last; i++)
    {
      if (d < self->dropped->len && g_array_index (self->dropped, guint, d) == i)
        d++;
      else
        g_ptr_array_add (insert, tc_game_get_entry (self->game, i));
    }

  if (tc_game_splice (self->game, self->index, last - self->index + 1,
                      (TcEntry **) insert->pdata, insert->len, &conflict, &error))
    return;

  /* Map the conflict back to the old log to name it. */
  if (conflict >= self->index + insert->len)
    show_conflict (self, conflict - (self->index + insert->len) + last + 1, error);
  else if (self->replacement != NULL && conflict == self->index)
    show_conflict (self, self->index, error);
  else
    {
      TcEntry *kept = g_ptr_array_index (insert, conflict - self->index);

      for (guint i = self->index; i <= last; i++)
        if (tc_game_get_entry (self->game, i) == kept)
          show_conflict (self, i, error);
    }
}

static void
conflict_response_cb (TcEntryEditor *self,
                      const char    *response,
                      AdwMessageDialog *dialog)
{
  guint old_index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "tc-index"));

  if (g_strcmp0 (response, "drop") != 0)
    return;

  g_array_append_val (self->dropped, old_index);
  apply_change (self);
}

static void
show_conflict (TcEntryEditor *self,
               guint          old_index,
               const GError  *error)
{
  g_autofree char *description = tc_game_describe_entry (self->game, old_index);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (old_index == self->index)
    {
      body = g_strdup_printf (_("The corrected entry itself is illegal: %s."), error->message);
      dialog = adw_message_dialog_new (parent, _("Cannot Correct"), body);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_OK"));
    }
  else
    {
      body = g_strdup_printf (_("Entry %u (“%s”) would become illegal: %s. Drop it too, or cancel the correction?"),
                              old_index + 1, description, error->message);
      dialog = adw_message_dialog_new (parent, _("A Later Entry Conflicts"), body);
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                        "cancel", _("_Cancel"),
                                        "drop", _("_Drop Entry"),
                                        NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "drop", ADW_RESPONSE_DESTRUCTIVE);
    }

  g_object_set_data (G_OBJECT (dialog), "tc-index", GUINT_TO_POINTER (old_index));
  g_object_set_data_full (G_OBJECT (dialog), "tc-editor", g_object_ref (self), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (conflict_response_cb), self, G_CONNECT_SWAPPED);
  g_set_weak_pointer (&self->conflict_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* What applying @replacement would do to the rest of the log. */
static char *
describe_effect (TcEntryEditor *self,
                 TcEntry       *replacement)
{
  g_autoptr(GError) error = NULL;
  guint n_later = tc_game_get_n_entries (self->game) - self->index - 1;
  guint conflict = 0;

  if (!tc_game_check_splice (self->game, self->index, 1, &replacement, 1, &conflict, &error))
    {
      g_autofree char *description = NULL;

      if (conflict == self->index)
        return g_strdup_printf (_("This entry would be illegal: %s."), error->message);

      description = tc_game_describe_entry (self->game, conflict);
      return g_strdup_printf (_("Entry %u (“%s”) would become illegal: %s. Apply asks whether to drop it."),
                              conflict + 1, description, error->message);
    }

  if (n_later == 0)
    return g_strdup (_("Nothing follows it. One Undo takes the correction back."));

  return g_strdup_printf (ngettext ("The entry after it is checked again and stays legal. "
                                    "One Undo takes the correction back.",
                                    "The %u entries after it are checked again and stay legal. "
                                    "One Undo takes the correction back.", n_later),
                          n_later);
}

/* Checks what is typed as it is typed, changing nothing. */
static void
update_preview (TcEntryEditor *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcEntry) replacement = tc_table_view_build_corrected_entry (self->table, self->index, self->editor, &error);
  g_autofree char *text = NULL;

  if (replacement == NULL)
    text = tc_text_capitalize (error->message);
  else
    text = describe_effect (self, replacement);

  gtk_label_set_text (self->preview, text);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "apply", replacement != NULL);
}

/* A game's form scrolls past a height that keeps the dialog, its preview
 * and its buttons on a 1280 × 800 screen.
 */
#define MOST_FORM_HEIGHT 360

static GtkWidget *
wrap_form (GtkWidget *form)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), MOST_FORM_HEIGHT);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), form);

  return scroller;
}

/* The field to edit the entry, with the line that says what it does. */
static GtkWidget *
build_editor_box (TcEntryEditor *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->preview = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->preview, TRUE);
  gtk_label_set_wrap_mode (self->preview, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->preview, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->preview), "dim-label");
  if (GTK_IS_EDITABLE (self->editor))
    gtk_box_append (GTK_BOX (box), self->editor);
  else
    gtk_box_append (GTK_BOX (box), wrap_form (self->editor));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->preview));

  /* A text field, or a game's own form that says when it changes. */
  if (GTK_IS_EDITABLE (self->editor) || g_signal_lookup ("changed", G_OBJECT_TYPE (self->editor)) != 0)
    g_signal_connect_object (self->editor, "changed", G_CALLBACK (update_preview), self, G_CONNECT_SWAPPED);
  update_preview (self);

  return box;
}

static void
tc_entry_editor_response (AdwMessageDialog *dialog,
                          const char       *response)
{
  TcEntryEditor *self = TC_ENTRY_EDITOR (dialog);
  g_autoptr(GError) error = NULL;

  g_array_set_size (self->dropped, 0);
  g_clear_pointer (&self->replacement, tc_entry_unref);

  if (g_strcmp0 (response, "apply") == 0)
    {
      self->replacement = tc_table_view_build_corrected_entry (self->table, self->index, self->editor, &error);
      if (self->replacement == NULL)
        {
          GtkWidget *message = adw_message_dialog_new (gtk_window_get_transient_for (GTK_WINDOW (self)),
                                                       _("Cannot Correct"), error->message);

          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_OK"));
          gtk_window_present (GTK_WINDOW (message));
          return;
        }
      apply_change (self);
    }
  else if (g_strcmp0 (response, "remove") == 0)
    apply_change (self);
}

/* @table: the live table of the game, which knows how its entries are
 * edited
 */
TcEntryEditor *
tc_entry_editor_new (GtkWindow   *parent,
                     TcTableView *table,
                     guint        index)
{
  TcGame *game = tc_table_view_get_game (table);
  g_autofree char *heading = g_strdup_printf (_("Correct Entry %u"), index + 1);
  g_autofree char *description = tc_game_describe_entry (game, index);
  TcEntryEditor *self;

  self = g_object_new (TC_TYPE_ENTRY_EDITOR,
                       "transient-for", parent,
                       "modal", TRUE,
                       "heading", heading,
                       "body", description,
                       NULL);
  self->game = g_object_ref (game);
  self->table = g_object_ref (table);
  self->index = index;
  self->editor = tc_table_view_create_entry_editor (table, index);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self),
                                    "cancel", _("_Cancel"),
                                    "remove", _("_Remove"),
                                    "apply", _("_Apply"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "apply", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "apply");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self), "cancel");
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "apply", self->editor != NULL);
  if (self->editor != NULL)
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), build_editor_box (self));

  return self;
}

/* Returns: (transfer none) (nullable): where the new cards or pile are typed */
GtkEditable *
tc_entry_editor_get_editable (TcEntryEditor *self)
{
  g_return_val_if_fail (TC_IS_ENTRY_EDITOR (self), NULL);

  return GTK_IS_EDITABLE (self->editor) ? GTK_EDITABLE (self->editor) : NULL;
}

/* Returns: (transfer none) (nullable): the game's widget that edits the
 * entry (a text field, or a game's own form)
 */
GtkWidget *
tc_entry_editor_get_editor (TcEntryEditor *self)
{
  g_return_val_if_fail (TC_IS_ENTRY_EDITOR (self), NULL);

  return self->editor;
}

/* Returns: (nullable): the line that says what applying would do */
const char *
tc_entry_editor_get_preview (TcEntryEditor *self)
{
  g_return_val_if_fail (TC_IS_ENTRY_EDITOR (self), NULL);

  return self->preview != NULL ? gtk_label_get_text (self->preview) : NULL;
}

GtkWindow *
tc_entry_editor_get_conflict_dialog (TcEntryEditor *self)
{
  g_return_val_if_fail (TC_IS_ENTRY_EDITOR (self), NULL);

  return self->conflict_dialog;
}

static void
tc_entry_editor_finalize (GObject *object)
{
  TcEntryEditor *self = TC_ENTRY_EDITOR (object);

  g_clear_weak_pointer (&self->conflict_dialog);
  g_clear_object (&self->game);
  g_clear_object (&self->table);
  g_clear_pointer (&self->replacement, tc_entry_unref);
  g_clear_pointer (&self->dropped, g_array_unref);

  G_OBJECT_CLASS (tc_entry_editor_parent_class)->finalize (object);
}

static void
tc_entry_editor_class_init (TcEntryEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  AdwMessageDialogClass *dialog_class = ADW_MESSAGE_DIALOG_CLASS (klass);

  object_class->finalize = tc_entry_editor_finalize;
  dialog_class->response = tc_entry_editor_response;
}

static void
tc_entry_editor_init (TcEntryEditor *self)
{
  self->dropped = g_array_new (FALSE, FALSE, sizeof (guint));
}
