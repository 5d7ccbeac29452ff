/* tc-rules-sections.h: a game's rules in words, section by section
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TcRulesSection:
 * @id: unique in its game, the anchor a "Why?" opens
 * @title: the section's title (untranslated; see tc_rules_section_get_title())
 * @rules: the dotted rule-id prefixes the section explains, %NULL-terminated
 * @text: its paragraphs (untranslated), %NULL-terminated
 *
 * One section of a game's data/games/<game>/rules.json.
 */
typedef struct
{
  char  *id;
  char  *title;
  GStrv  rules;
  GStrv  text;
} TcRulesSection;

gboolean              tc_rules_sections_load  (GBytes           *bytes,
                                               const char       *path,
                                               TcRulesSection  **sections,
                                               guint            *n_sections,
                                               GError          **error);
void                  tc_rules_sections_free  (TcRulesSection   *sections,
                                               guint             n_sections);
const TcRulesSection *tc_rules_sections_find  (const TcRulesSection *sections,
                                               guint                 n_sections,
                                               const char           *rule);

const char           *tc_rules_section_get_title     (const TcRulesSection *section);
guint                 tc_rules_section_get_n_paragraphs (const TcRulesSection *section);
const char           *tc_rules_section_get_paragraph (const TcRulesSection *section,
                                                      guint                 index);

G_END_DECLS
