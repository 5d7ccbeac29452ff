/* tc-table-view.h: the base of every game's table
 *
 * The shell (TcGamePage, TcReviewView) shows one game through a subclass
 * of TcTableView that the game's folder src/app/games/<game>/ provides and
 * src/app/games/tc-table-views-built-in.c lists. The shell owns undo/redo,
 * saving, the log, toasts and the game-over dialog; a table view only
 * shows a state and turns what people click or type into entries, which
 * it hands to the shell with tc_table_view_append().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tc-game.h"

G_BEGIN_DECLS

#define TC_TYPE_TABLE_VIEW (tc_table_view_get_type ())

G_DECLARE_DERIVABLE_TYPE (TcTableView, tc_table_view, TC, TABLE_VIEW, GtkWidget)

/**
 * TcTableViewClass:
 * @show_state: required; redraws the table from @state, a state of the
 *   view's game (the live one, or an earlier one in review)
 * @submit_text: optional; handles what was typed in the shell's entry
 *   (a card code, a roll); returns %FALSE when the text means nothing here
 * @focus_input: optional; moves the focus to where the next input is expected
 * @create_entry_editor: optional; a widget for *Correct…* that edits
 *   entry @index, or %NULL when it cannot be changed, only removed; by
 *   default a text field holding the entry as the log writes it
 * @build_corrected_entry: optional with @create_entry_editor; the entry
 *   that @editor now describes, or %NULL with an error in plain words
 * @create_turn_end: optional; when the turn in the game's present state
 *   is spent (its player can do nothing more with it, in the engine's
 *   judgement), the entry that ends it, else %NULL: the page appends it
 *   after an entry of that turn, as a referee says "your turn is over"
 * @shortcuts_resource: optional; the resource path of a GtkBuilder file
 *   whose object "game_shortcuts" is a GtkShortcutsGroup of the game's own
 *   keys ("/io/github/tablecraft/Tablecraft/games/<game>/help-overlay.ui");
 *   the Keyboard Shortcuts window shows it above the keys every game shares
 */
struct _TcTableViewClass
{
  GtkWidgetClass parent_class;

  void        (*show_state)          (TcTableView   *self,
                                      gconstpointer  state);
  gboolean    (*submit_text)         (TcTableView   *self,
                                      const char    *text);
  void        (*focus_input)         (TcTableView   *self);
  GtkWidget  *(*create_entry_editor) (TcTableView   *self,
                                      guint          index);
  TcEntry    *(*build_corrected_entry) (TcTableView *self,
                                      guint          index,
                                      GtkWidget     *editor,
                                      GError       **error);
  TcEntry    *(*create_turn_end)     (TcTableView   *self);
  const char  *shortcuts_resource;
};

TcGame     *tc_table_view_get_game          (TcTableView   *self);
void        tc_table_view_set_game          (TcTableView   *self,
                                             TcGame        *game);
guint       tc_table_view_get_first_seat    (TcTableView   *self);
void        tc_table_view_set_first_seat    (TcTableView   *self,
                                             guint          first_seat);
gboolean    tc_table_view_get_read_only     (TcTableView   *self);
void        tc_table_view_set_read_only     (TcTableView   *self,
                                             gboolean       read_only);
void        tc_table_view_show_state        (TcTableView   *self,
                                             gconstpointer  state);
gboolean    tc_table_view_submit_text       (TcTableView   *self,
                                             const char    *text);
void        tc_table_view_focus_input       (TcTableView   *self);
GtkWidget  *tc_table_view_create_entry_editor (TcTableView *self,
                                             guint          index);
TcEntry    *tc_table_view_build_corrected_entry (TcTableView *self,
                                             guint          index,
                                             GtkWidget     *editor,
                                             GError       **error);
TcEntry    *tc_table_view_create_turn_end   (TcTableView   *self);

/* For subclasses: hand an entry to the shell, which checks it, appends
 * it, saves and shows a refusal in the engine's words. Returns whether
 * the entry was accepted. In read-only mode nothing is appended.
 */
gboolean    tc_table_view_append            (TcTableView   *self,
                                             TcEntry       *entry);
void        tc_table_view_show_message      (TcTableView   *self,
                                             const char    *message);
void        tc_table_view_name_end_turn     (GtkWidget     *button,
                                             const char    *player,
                                             const char    *about);

G_END_DECLS
