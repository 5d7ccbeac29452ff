/* tc-mcg-text.h: the words the Minecraft Card Game ruleset shows people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "tc-mcg-state.h"

G_BEGIN_DECLS

const char *tc_mcg_card_name          (const TcMcgCards   *cards,
                                       TcMcgCardRef        ref);
const char *tc_mcg_resource_name      (const TcMcgCards   *cards,
                                       guint               code);
const char *tc_mcg_craft_name         (const TcMcgCards   *cards,
                                       guint               code);
char       *tc_mcg_describe_pending_item (const TcMcgRules *rules,
                                       const TcMcgState   *state,
                                       const TcMcgPending *item);
char       *tc_mcg_describe_pending   (const TcMcgRules   *rules,
                                       const TcMcgState   *state);
char       *tc_mcg_describe_entry     (const TcMcgRules   *rules,
                                       const TcMcgState   *before,
                                       const TcMcgEntry   *entry);
char       *tc_mcg_state_to_text      (const TcMcgRules   *rules,
                                       const TcMcgState   *state);
char       *tc_mcg_format_counts      (const TcMcgCards   *cards,
                                       const guint        *per_type);
JsonNode   *tc_mcg_state_to_json      (const TcMcgRules   *rules,
                                       const TcMcgState   *state);

G_END_DECLS
