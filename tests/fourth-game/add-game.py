#!/usr/bin/env python3
# add-game.py: a list of games built in, with one game more
#
# Usage: add-game.py LIST OUTPUT LINE HEADER...
#
# Writes LIST to OUTPUT with the lines docs/architecture.md's "Adding a
# game" asks for: each HEADER's #include after the games' own, and LINE
# (without its indentation and comma) at the end of the list. LIST is
# either list of games built in: the rulesets'
# (src/engine/rulesets/tc-rulesets-built-in.c, a line
# "tc_foo_ruleset_get_type") or the table views'
# (src/app/games/tc-table-views-built-in.c, a line
# "{ TC_FOO_GAME_ID, tc_foo_table_view_get_type }"). Nothing else
# changes, so that a build of OUTPUT shows what adding a game costs. A
# list whose shape it cannot find is an error, never a guess.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import re
import sys

INCLUDE = re.compile(r'^#include "tc-[a-z0-9-]+-(ruleset|table-view)\.h"$')
ENTRY = re.compile(r'^  (tc_[a-z0-9_]+_ruleset_get_type'
                   r'|\{ TC_[A-Z0-9_]+_GAME_ID, tc_[a-z0-9_]+_table_view_get_type \}),$')


def main():
    if len(sys.argv) < 5:
        print('usage: %s LIST OUTPUT LINE HEADER...' % sys.argv[0], file=sys.stderr)
        return 2
    path, output, line = sys.argv[1:4]
    headers = sys.argv[4:]
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')

    includes = [i for i, text in enumerate(lines) if INCLUDE.match(text)]
    entries = [i for i, text in enumerate(lines) if ENTRY.match(text)]
    if not includes or not entries or entries[-1] - entries[0] + 1 != len(entries):
        print('%s: no game headers or no list of games in one block' % path, file=sys.stderr)
        return 1

    lines.insert(entries[-1] + 1, '  %s,' % line)
    for header in reversed(headers):
        lines.insert(includes[-1] + 1, '#include "%s"' % header)
    with open(output, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines))
    return 0


if __name__ == '__main__':
    sys.exit(main())
