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

G_END_DECLS
