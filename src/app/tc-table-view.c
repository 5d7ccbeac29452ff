/* tc-table-view.c: the base of every game's table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-json-text.h"
#include "tc-table-view.h"

typedef struct
{
  TcGame   *game;
  guint     first_seat;
  gboolean  read_only;
} TcTableViewPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TcTableView, tc_table_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FIRST_SEAT,
  PROP_READ_ONLY,
  N_PROPS
};

enum {
  APPEND_ENTRY,
  MESSAGE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
game_changed_cb (TcTableView *self)
{
  TcTableViewPrivate *priv = tc_table_view_get_instance_private (self);

  if (!priv->read_only)
    tc_table_view_show_state (self, tc_game_get_state (priv->game));
}

TcGame *
tc_table_view_get_game (TcTableView *self)
{
  TcTableViewPrivate *priv = tc_table_view_get_instance_private (self);

  g_return_val_if_fail (TC_IS_TABLE_VIEW (self), NULL);

  return priv->game;
}

/**
 * tc_table_view_set_game:
 *
 * Shows @game; unless the view is read-only it follows the game's
 * changes from now on.
 */
void
tc_table_view_set_game (TcTableView *self,
                        TcGame      *game)
{
  TcTableViewPrivate *priv = tc_table_view_get_instance_private (self);

  g_return_if_fail (TC_IS_TABLE_VIEW (self));
  g_return_if_fail (game == NULL || TC_IS_GAME (game));

  if (priv->game == game)
    return;

  if (priv->game != NULL)
    g_signal_handlers_disconnect_by_data (priv->game, self);
  g_set_object (&priv->game, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      tc_table_view_show_state (self, tc_game_get_state (game));
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

guint
tc_table_view_get_first_seat (TcTableView *self)
{
  TcTableViewPrivate *priv = tc_table_view_get_instance_private (self);

  g_return_val_if_fail (TC_IS_TABLE_VIEW (self), 1);

  return priv->first_seat;
}

/* Who New Game said starts: the setup the table still owes offers it. */
void
tc_table_view_set_first_seat (TcTableView *self,
                              guint        first_seat)
{
  TcTableViewPrivate *priv = tc_table_view_get_instance_private (self);

  g_return_if_fail (TC_IS_TABLE_VIEW (self));
  g_return_if_fail (first_seat >= 1);

  if (priv->first_seat == first_seat)
    return;

  priv->first_seat = first_seat;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST_SEAT]);
  if (priv->game != NULL && !priv->read_only)
    tc_table_view_show_state (self, tc_game_get_state (priv->game));
}

gboolean
tc_table_view_get_read_only (TcTableView *self)
{
  TcTableViewPrivate *priv = tc_table_view_get_instance_private (self);

  g_return_val_if_fail (TC_IS_TABLE_VIEW (self), FALSE);

  return priv->read_only;
}

/* The actions a game's view installs on its class all make entries (mine,
 * use a tool, end the turn): a read-only view turns them off, so that every
 * button bound to one is insensitive, whichever game drew it.
 */
static void
enable_class_actions (TcTableView *self,
                      gboolean     enabled)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_GET_CLASS (self);
  const GVariantType *parameter_type;
  const char *property_name;
  const char *name;
  GType owner;

  /* GTK 4.8 fills every out argument: none may be NULL. */
  for (guint i = 0;
       gtk_widget_class_query_action (widget_class, i, &owner, &name, &parameter_type, &property_name);
       i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), name, enabled);
}

/* A read-only table shows what it is given (a review) and takes no input. */
void
tc_table_view_set_read_only (TcTableView *self,
                             gboolean     read_only)
{
  TcTableViewPrivate *priv = tc_table_view_get_instance_private (self);

  g_return_if_fail (TC_IS_TABLE_VIEW (self));

  read_only = !!read_only;
  if (priv->read_only == read_only)
    return;

  priv->read_only = read_only;
  enable_class_actions (self, !read_only);
  if (read_only)
    gtk_widget_add_css_class (GTK_WIDGET (self), "read-only");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "read-only");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

/* @state: a state of the view's game, kept only for the call */
void
tc_table_view_show_state (TcTableView   *self,
                          gconstpointer  state)
{
  g_return_if_fail (TC_IS_TABLE_VIEW (self));
  g_return_if_fail (state != NULL);

  TC_TABLE_VIEW_GET_CLASS (self)->show_state (self, state);
}

gboolean
tc_table_view_submit_text (TcTableView *self,
                           const char  *text)
{
  TcTableViewClass *klass;

  g_return_val_if_fail (TC_IS_TABLE_VIEW (self), FALSE);

  klass = TC_TABLE_VIEW_GET_CLASS (self);
  if (tc_table_view_get_read_only (self) || klass->submit_text == NULL)
    return FALSE;

  return klass->submit_text (self, text);
}

/**
 * tc_table_view_name_end_turn:
 * @button: a table's End Turn button
 * @player: (nullable): whose turn it is, %NULL when no turn is being played
 * @about: (nullable): what the turn asks for, read after the name
 *
 * GTK 4.8 cannot announce a change. When a turn ends the focus is on End
 * Turn, or is brought back to it, and a screen reader reads the focused
 * control: naming the player there ("End Ben’s Turn") says whose turn it
 * now is, with the hint after it.
 */
void
tc_table_view_name_end_turn (GtkWidget  *button,
                             const char *player,
                             const char *about)
{
  /* Translators: End Turn as a screen reader reads it; %s is the player whose turn it is */
  g_autofree char *name = player != NULL ? g_strdup_printf (_("End %s’s Turn"), player) : g_strdup (_("End Turn"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  if (about != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, about, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

void
tc_table_view_focus_input (TcTableView *self)
{
  TcTableViewClass *klass;

  g_return_if_fail (TC_IS_TABLE_VIEW (self));

  klass = TC_TABLE_VIEW_GET_CLASS (self);
  if (klass->focus_input != NULL)
    klass->focus_input (self);
}

/* Returns: (transfer floating) (nullable): an editor for entry @index */
GtkWidget *
tc_table_view_create_entry_editor (TcTableView *self,
                                   guint        index)
{
  g_return_val_if_fail (TC_IS_TABLE_VIEW (self), NULL);
  g_return_val_if_fail (index < tc_game_get_n_entries (tc_table_view_get_game (self)), NULL);

  return TC_TABLE_VIEW_GET_CLASS (self)->create_entry_editor (self, index);
}

/**
 * tc_table_view_build_corrected_entry:
 * @editor: a widget from tc_table_view_create_entry_editor()
 *
 * Returns: (transfer full) (nullable): the corrected entry, keeping the
 *   time the entry was first made, or %NULL with @error
 */
TcEntry *
tc_table_view_build_corrected_entry (TcTableView  *self,
                                     guint         index,
                                     GtkWidget    *editor,
                                     GError      **error)
{
  TcEntry *old;
  TcEntry *entry;

  g_return_val_if_fail (TC_IS_TABLE_VIEW (self), NULL);

  old = tc_game_get_entry (tc_table_view_get_game (self), index);
  entry = TC_TABLE_VIEW_GET_CLASS (self)->build_corrected_entry (self, index, editor, error);
  if (entry != NULL && tc_entry_get_time (old) != NULL)
    json_object_set_string_member (tc_entry_get_object (entry), "time", tc_entry_get_time (old));

  return entry;
}

/**
 * tc_table_view_create_turn_end:
 *
 * Returns: (transfer full) (nullable): the entry that ends the present
 *   turn when its player can do nothing more with it, or %NULL
 */
TcEntry *
tc_table_view_create_turn_end (TcTableView *self)
{
  TcTableViewClass *klass;

  g_return_val_if_fail (TC_IS_TABLE_VIEW (self), NULL);

  klass = TC_TABLE_VIEW_GET_CLASS (self);
  if (tc_table_view_get_read_only (self) || klass->create_turn_end == NULL)
    return NULL;

  return klass->create_turn_end (self);
}

/* By default an entry is corrected as the log writes it, without its time. */
static GtkWidget *
tc_table_view_real_create_entry_editor (TcTableView *self,
                                        guint        index)
{
  TcEntry *entry = tc_game_get_entry (tc_table_view_get_game (self), index);
  g_autoptr(JsonObject) copy = json_object_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GList) names = json_object_get_members (tc_entry_get_object (entry));
  GtkWidget *editor = gtk_entry_new ();

  /* In the order the log holds them, so that the text reads as the file. */
  for (const GList *l = names; l != NULL; l = l->next)
    if (g_strcmp0 (l->data, "time") != 0)
      json_object_set_member (copy, l->data, json_node_copy (json_object_get_member (tc_entry_get_object (entry), l->data)));
  node = json_node_init_object (json_node_alloc (), copy);
  text = tc_json_text_generate (node, FALSE);

  gtk_editable_set_text (GTK_EDITABLE (editor), text);
  gtk_entry_set_activates_default (GTK_ENTRY (editor), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (editor), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Entry"), -1);

  return editor;
}

static TcEntry *
tc_table_view_real_build_corrected_entry (TcTableView  *self,
                                          guint         index,
                                          GtkWidget    *editor,
                                          GError      **error)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (editor));
  g_autoptr(JsonNode) node = tc_json_text_parse (text, strlen (text), NULL, error);

  if (node == NULL)
    return NULL;

  return tc_ruleset_parse_entry (tc_game_get_ruleset (tc_table_view_get_game (self)),
                                 json_node_get_object (node), error);
}

gboolean
tc_table_view_append (TcTableView *self,
                      TcEntry     *entry)
{
  gboolean accepted = FALSE;

  g_return_val_if_fail (TC_IS_TABLE_VIEW (self), FALSE);

  if (entry == NULL || tc_table_view_get_read_only (self))
    return FALSE;

  g_signal_emit (self, signals[APPEND_ENTRY], 0, entry, &accepted);
  return accepted;
}

void
tc_table_view_show_message (TcTableView *self,
                            const char  *message)
{
  g_return_if_fail (TC_IS_TABLE_VIEW (self));

  g_signal_emit (self, signals[MESSAGE], 0, message);
}

static void
tc_table_view_constructed (GObject *object)
{
  G_OBJECT_CLASS (tc_table_view_parent_class)->constructed (object);

  if (TC_TABLE_VIEW_GET_CLASS (object)->show_state == NULL)
    g_critical ("%s must implement TcTableView.show_state", G_OBJECT_TYPE_NAME (object));
}

static void
tc_table_view_dispose (GObject *object)
{
  TcTableView *self = TC_TABLE_VIEW (object);
  TcTableViewPrivate *priv = tc_table_view_get_instance_private (self);
  GtkWidget *child;

  if (priv->game != NULL)
    g_signal_handlers_disconnect_by_data (priv->game, self);
  g_clear_object (&priv->game);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tc_table_view_parent_class)->dispose (object);
}

static void
tc_table_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TcTableView *self = TC_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, tc_table_view_get_game (self));
      break;
    case PROP_FIRST_SEAT:
      g_value_set_uint (value, tc_table_view_get_first_seat (self));
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, tc_table_view_get_read_only (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_table_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TcTableView *self = TC_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tc_table_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_FIRST_SEAT:
      tc_table_view_set_first_seat (self, g_value_get_uint (value));
      break;
    case PROP_READ_ONLY:
      tc_table_view_set_read_only (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tc_table_view_class_init (TcTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  klass->create_entry_editor = tc_table_view_real_create_entry_editor;
  klass->build_corrected_entry = tc_table_view_real_build_corrected_entry;

  object_class->constructed = tc_table_view_constructed;
  object_class->dispose = tc_table_view_dispose;
  object_class->get_property = tc_table_view_get_property;
  object_class->set_property = tc_table_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TC_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIRST_SEAT] =
    g_param_spec_uint ("first-seat", NULL, NULL, 1, G_MAXUINT, 1,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TcTableView::append-entry:
   * @entry: what the table did
   *
   * The shell checks the entry, appends and saves it, or shows why it is
   * refused. Returns: whether it was appended.
   */
  signals[APPEND_ENTRY] =
    g_signal_new ("append-entry", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_first_wins, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, TC_TYPE_ENTRY);

  /**
   * TcTableView::message:
   * @message: a sentence for the table, plain text
   */
  signals[MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tc_table_view_init (TcTableView *self)
{
  TcTableViewPrivate *priv = tc_table_view_get_instance_private (self);

  priv->first_seat = 1;
}
