/* fuzz-log.c: libFuzzer harness for a log of any game
 *
 * The input is read as a log file. A log that reads is replayed, every
 * entry described, the state and the summary written out, and the game
 * saved and read back: what the referee keeps must open again, with the
 * same entries. Build with -Dfuzzing=true (tests/fuzz/README.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdint.h>

#include "tc-game.h"
#include "tc-log.h"
#include "tc-summary.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
describe_everything (TcGame *game)
{
  TcRuleset *ruleset = tc_game_get_ruleset (game);
  g_autoptr(JsonNode) state = tc_ruleset_state_to_json (ruleset, tc_game_get_state (game));

  g_assert_nonnull (state);
  g_free (tc_ruleset_state_to_text (ruleset, tc_game_get_state (game)));
  g_free (tc_game_describe_pending (game));
  g_free (tc_summary_to_text (game));
  for (guint i = 0; i < tc_game_get_n_entries (game); i++)
    g_free (tc_game_describe_entry (game, i));
}

/* What is saved reads again, as the same entries. */
static void
check_saved_reads_again (TcGame *game)
{
  g_autofree char *saved = tc_game_to_data (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) again = tc_log_read_data (saved, strlen (saved), NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (again->entries->len, ==, tc_game_get_n_entries (game));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TcLog) log = NULL;
  g_autoptr(TcGame) game = NULL;
  guint bad_entry = 0;

  log = tc_log_read_data ((const char *) data, size, &bad_entry, &error);
  if (log == NULL)
    {
      /* Refused with a sentence, never silently. */
      g_assert_nonnull (error);
      g_assert_cmpuint (strlen (error->message), >, 0);
      return 0;
    }

  game = tc_game_new_from_log (log, G_MAXUINT);
  describe_everything (game);
  check_saved_reads_again (game);

  return 0;
}
