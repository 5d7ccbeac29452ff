/* tc-mcg-entry-editing.c: correcting a card-game entry by its card codes
 *
 * A mine is corrected by its pile number; a reveal, a creeper discard, a
 * TNT keep and a craft's payment by the card codes typed at the table.
 * Other entries can only be removed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tc-mcg-codes.h"
#include "tc-mcg-entry-editing.h"
#include "tc-mcg-ruleset.h"

static TcMcgRuleset *
get_ruleset (TcGame *game)
{
  return TC_MCG_RULESET (tc_game_get_ruleset (game));
}

static const TcMcgCards *
get_cards (TcGame *game)
{
  return tc_mcg_ruleset_get_rules (get_ruleset (game))->cards;
}

static char *
format_codes (TcGame             *game,
              const TcMcgCardRef *refs,
              guint               n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < MIN (n, TC_MCG_MAX_LISTED); i++)
    {
      g_autofree char *code = tc_mcg_code_for (get_cards (game), refs[i]);

      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", code);
    }

  return g_string_free (text, FALSE);
}

/* Returns: (transfer full) (nullable): the ids typed, %NULL-terminated */
static GPtrArray *
parse_ids (TcGame      *game,
           GtkWidget   *editor,
           GError     **error)
{
  TcMcgCardRef refs[TC_MCG_MAX_LISTED];
  const char *text = gtk_editable_get_text (GTK_EDITABLE (editor));
  guint n = tc_mcg_codes_parse (get_cards (game), text, refs, G_N_ELEMENTS (refs), error);
  GPtrArray *ids;

  if (n == G_MAXUINT)
    return NULL;

  ids = g_ptr_array_new ();
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (ids, (gpointer) tc_mcg_card_id (get_cards (game), refs[i]));
  g_ptr_array_add (ids, NULL);

  return ids;
}

/* Returns: (transfer floating) (nullable): a pile number or the card codes */
GtkWidget *
tc_mcg_entry_editing_create (TcGame *game,
                             guint   index)
{
  const TcMcgEntry *data = tc_mcg_ruleset_get_entry_data (tc_game_get_entry (game, index));
  g_autofree char *text = NULL;
  GtkWidget *editor;

  switch ((int) data->type)
    {
    case TC_MCG_ENTRY_MINE:
      editor = gtk_spin_button_new_with_range (1, get_cards (game)->n_piles, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor), data->pile);
      gtk_accessible_update_property (GTK_ACCESSIBLE (editor), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pile"), -1);
      return editor;

    case TC_MCG_ENTRY_REVEAL:
    case TC_MCG_ENTRY_CREEPER_DISCARD:
      text = format_codes (game, &data->card, 1);
      break;

    case TC_MCG_ENTRY_TNT_KEEP:
    case TC_MCG_ENTRY_CRAFT:
      text = format_codes (game, data->cards, data->n_cards);
      break;

    default:
      return NULL;
    }

  editor = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (editor), text);
  gtk_entry_set_activates_default (GTK_ENTRY (editor), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (editor), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cards"), -1);

  return editor;
}

/* Returns: (transfer full) (nullable): the entry @editor now describes */
TcEntry *
tc_mcg_entry_editing_build (TcGame     *game,
                            guint       index,
                            GtkWidget  *editor,
                            GError    **error)
{
  const TcMcgEntry *data = tc_mcg_ruleset_get_entry_data (tc_game_get_entry (game, index));
  g_autoptr(GPtrArray) ids = NULL;
  g_autoptr(GPtrArray) axes = NULL;

  if (data->type == TC_MCG_ENTRY_MINE)
    return tc_mcg_entry_new_mine (get_ruleset (game), data->seat,
                                  gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (editor)));

  ids = parse_ids (game, editor, error);
  if (ids == NULL)
    return NULL;

  switch ((int) data->type)
    {
    case TC_MCG_ENTRY_REVEAL:
    case TC_MCG_ENTRY_CREEPER_DISCARD:
      if (ids->len != 2)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Type exactly one card"));
          return NULL;
        }
      if (data->type == TC_MCG_ENTRY_REVEAL)
        return tc_mcg_entry_new_reveal (get_ruleset (game), data->craft_pile, data->pile, ids->pdata[0]);
      return tc_mcg_entry_new_creeper_discard (get_ruleset (game), data->seat,
                                               g_str_has_suffix (ids->pdata[0], "-sword"), ids->pdata[0]);

    case TC_MCG_ENTRY_TNT_KEEP:
      return tc_mcg_entry_new_tnt_keep (get_ruleset (game), data->seat, (const char **) ids->pdata);

    case TC_MCG_ENTRY_CRAFT:
      axes = g_ptr_array_new ();
      for (guint i = 0; i < MIN (data->n_crafts, TC_MCG_MAX_LISTED); i++)
        g_ptr_array_add (axes, (gpointer) tc_mcg_card_id (get_cards (game), data->crafts[i]));
      g_ptr_array_add (axes, NULL);
      return tc_mcg_entry_new_craft (get_ruleset (game), data->seat, data->from_reserve ? 0 : data->pile,
                                     (const char **) ids->pdata, (const char **) axes->pdata);

    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("This entry cannot be changed, only removed"));
      return NULL;
    }
}
