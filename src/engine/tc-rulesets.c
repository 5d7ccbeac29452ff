/* tc-rulesets.c: the registry of the games a program referees
 *
 * The registry names no game: the games built in come from the list the
 * program links, src/engine/rulesets/tc-rulesets-built-in.c (or a test's
 * own list), so that the core library builds without any game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tc-rulesets.h"

static GPtrArray *registry;   /* TcRulesetClass, checked, never unref'd */

static void
add_class (GType type)
{
  g_autoptr(GError) error = NULL;
  TcRulesetClass *klass = g_type_class_ref (type);

  if (!tc_ruleset_class_check (klass, &error))
    g_error ("%s: %s", g_type_name (type), error->message);

  g_ptr_array_add (registry, klass);
}

static GPtrArray *
get_registry (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      guint n_built_in;
      const TcRulesetGetType *built_in = tc_rulesets_get_built_in (&n_built_in);

      registry = g_ptr_array_new ();
      for (guint i = 0; i < n_built_in; i++)
        add_class (built_in[i] ());
      g_once_init_leave (&once, 1);
    }

  return registry;
}

guint
tc_rulesets_get_n_games (void)
{
  return get_registry ()->len;
}

/* In the order of the list: the order front ends offer the games in. */
TcRulesetClass *
tc_rulesets_get_nth (guint index)
{
  GPtrArray *games = get_registry ();

  g_return_val_if_fail (index < games->len, NULL);

  return g_ptr_array_index (games, index);
}

/* Returns: (nullable): the class reading logs of @game_id */
TcRulesetClass *
tc_rulesets_find (const char *game_id)
{
  GPtrArray *games = get_registry ();

  for (guint i = 0; i < games->len; i++)
    {
      TcRulesetClass *klass = g_ptr_array_index (games, i);

      if (g_strcmp0 (klass->game_id, game_id) == 0)
        return klass;
    }

  return NULL;
}

/**
 * tc_rulesets_add:
 *
 * Registers a ruleset that is not built in, such as the core tests' own
 * score pad. Call it before any thread uses the registry.
 */
void
tc_rulesets_add (GType type)
{
  GPtrArray *games = get_registry ();

  for (guint i = 0; i < games->len; i++)
    if (G_TYPE_FROM_CLASS (g_ptr_array_index (games, i)) == type)
      return;

  add_class (type);
}
