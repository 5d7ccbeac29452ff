#!/usr/bin/env python3
# add-game.py: a list of games built in, with one game more
#
# Usage: add-game.py LIST HEADER GET_TYPE OUTPUT
#
# Writes LIST (src/engine/rulesets/tc-rulesets-built-in.c) to OUTPUT with
# the two lines docs/architecture.md's "Adding a game" asks for: HEADER's
# #include after the games' own, and GET_TYPE at the end of the list.
# Nothing else changes, so that a build of OUTPUT shows what adding a game
# costs. A list whose shape it cannot find is an error, never a guess.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import re
import sys

INCLUDE = re.compile(r'^#include "tc-[a-z0-9-]+-ruleset\.h"$')
ENTRY = re.compile(r'^  tc_[a-z0-9_]+_ruleset_get_type,$')


def main():
    if len(sys.argv) != 5:
        print('usage: %s LIST HEADER GET_TYPE OUTPUT' % sys.argv[0], file=sys.stderr)
        return 2
    path, header, get_type, output = sys.argv[1:]
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')

    includes = [i for i, line in enumerate(lines) if INCLUDE.match(line)]
    entries = [i for i, line in enumerate(lines) if ENTRY.match(line)]
    if not includes or not entries or entries[-1] - entries[0] + 1 != len(entries):
        print('%s: no game headers or no list of get_type functions in one block' % path,
              file=sys.stderr)
        return 1

    lines.insert(entries[-1] + 1, '  %s,' % get_type)
    lines.insert(includes[-1] + 1, '#include "%s"' % header)
    with open(output, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines))
    return 0


if __name__ == '__main__':
    sys.exit(main())
