/* tc-types.h: forward declarations shared by the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TcEntry   TcEntry;
typedef struct _TcGame    TcGame;
typedef struct _TcLog     TcLog;
typedef struct _TcRuleset TcRuleset;

/* The most seats any game has; sets of seats are bit masks (bit n − 1 for
 * seat n), such as the winners of a game that ends in a tie.
 */
#define TC_MAX_SEATS 8

typedef guint32 TcSeatSet;

#define TC_SEAT_SET_HAS(set, seat) ((((set) >> ((seat) - 1)) & 1u) != 0)

G_END_DECLS
