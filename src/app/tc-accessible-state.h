/* tc-accessible-state.h: what GTK tells a screen reader of a widget's focus
 *
 * What AT-SPI reports as "focused" or "focusable" comes from a method of
 * the GtkAccessible interface, get_platform_state(). GTK 4.10 made that
 * interface public; GTK 4.8 keeps its structure private, laid out as
 * below, which 4.10 extended at its end. A widget whose focus is in a
 * part of its own (an entry's text) must answer for that part, as
 * GtkEntry does and libadwaita 1.2's AdwEntryRow does not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#if GTK_CHECK_VERSION (4, 10, 0)
typedef GtkAccessibleInterface     TcAccessibleInterface;
typedef GtkAccessiblePlatformState TcAccessibleState;
#define TC_ACCESSIBLE_STATE_FOCUSABLE GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSABLE
#define TC_ACCESSIBLE_STATE_FOCUSED   GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED
#else
typedef enum
{
  TC_ACCESSIBLE_STATE_FOCUSABLE,
  TC_ACCESSIBLE_STATE_FOCUSED,
  TC_ACCESSIBLE_STATE_ACTIVE
} TcAccessibleState;

typedef struct
{
  GTypeInterface g_iface;
  GtkATContext *(*get_at_context)     (GtkAccessible     *self);
  gboolean      (*get_platform_state) (GtkAccessible     *self,
                                       TcAccessibleState  state);
} TcAccessibleInterface;
#endif

/* What AT-SPI reads of @accessible's @state. */
static inline gboolean
tc_accessible_get_state (GtkAccessible     *accessible,
                         TcAccessibleState  state)
{
  TcAccessibleInterface *iface = (TcAccessibleInterface *) GTK_ACCESSIBLE_GET_IFACE (accessible);

  return iface->get_platform_state != NULL && iface->get_platform_state (accessible, state);
}

G_END_DECLS
