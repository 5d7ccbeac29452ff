#!/usr/bin/env python3
# test-check-game-headers.py: the boundary check can fail
#
# Usage: test-check-game-headers.py CHECKER COMPILER
#
# Plants a scratch source tree with a core, a game and a compile database
# whose commands use COMPILER, and checks that CHECKER passes it only while
# every shared source's flags keep the game's include folders away, and
# refuses a source without a command or with flags that reach nothing.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import subprocess
import sys
import tempfile

FILES = {
    'src/engine/tc-ruleset.h': '#pragma once\n',
    'src/engine/tc-game.c': '#include "tc-ruleset.h"\n',
    'src/engine/rulesets/toy/tc-toy-state.h': '#pragma once\n',
    'src/engine/rulesets/toy/tc-toy-state.c': '#include "tc-toy-state.h"\n',
    'src/cli/main.c': '#include "tc-ruleset.h"\n',
    'src/app/tc-window.c': '#include "tc-ruleset.h"\n',
    'src/app/widgets/tc-chart.c': '#include "tc-ruleset.h"\n',
    'src/app/games/toy/tc-toy-view.h': '#pragma once\n',
}
CORE = ['-I../src/engine']
GAME = ['-I../src/engine/rulesets/toy', '-I../src/app/games/toy']

failures = 0


def write_commands(root, compiler, flags_of):
    build = os.path.join(root, 'build')
    os.makedirs(build, exist_ok=True)
    commands = [{'directory': build, 'file': '../' + source,
                 'arguments': [compiler] + flags + ['-o', source + '.o', '-c', '../' + source]}
                for source, flags in flags_of.items()]
    path = os.path.join(build, 'compile_commands.json')
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(commands, f)
    return path


def expect(checker, root, commands, status, words, name):
    global failures
    result = subprocess.run([sys.executable, checker, root, commands],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out = result.stdout + result.stderr
    if result.returncode != status or not all(w in out for w in words):
        print('FAIL: %s: status %d, expected %d with %s:\n%s'
              % (name, result.returncode, status, words, out), file=sys.stderr)
        failures += 1


def main():
    checker, compiler = sys.argv[1:]
    with tempfile.TemporaryDirectory(prefix='tc-arch-') as root:
        for path, text in FILES.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), 'w', encoding='utf-8') as f:
                f.write(text)

        shared = {'src/engine/tc-game.c': CORE, 'src/cli/main.c': CORE, 'src/app/tc-window.c': CORE,
                  'src/app/widgets/tc-chart.c': CORE,
                  'src/engine/rulesets/toy/tc-toy-state.c': CORE + GAME[:1]}
        expect(checker, root, write_commands(root, compiler, shared), 0, ['4 shared sources'],
               'a build that keeps the boundaries')

        # A shared source in a folder below the app's, built with the game's
        # engine folder.
        deep = dict(shared, **{'src/app/widgets/tc-chart.c': CORE + GAME[:1]})
        expect(checker, root, write_commands(root, compiler, deep), 1,
               ['src/app/widgets/tc-chart.c: can include the game header tc-toy-state.h'],
               'a source below src/app reaching a game header')

        # The command line built with the game's app folder: both of its
        # sets of flags are probed, and the leak is named.
        leaky = dict(shared, **{'src/cli/main.c': CORE + GAME[1:]})
        expect(checker, root, write_commands(root, compiler, leaky), 1,
               ['src/cli/main.c: can include the game header tc-toy-view.h'],
               'the command line reaching a game header')

        # A shared source that no command compiles.
        missing = {k: v for k, v in shared.items() if k != 'src/app/tc-window.c'}
        expect(checker, root, write_commands(root, compiler, missing), 2,
               ['src/app/tc-window.c: no compile command'], 'a shared source not built')

        # Flags that reach no header at all prove nothing.
        broken = dict(shared, **{'src/engine/tc-game.c': []})
        expect(checker, root, write_commands(root, compiler, broken), 1,
               ['src/engine/tc-game.c: its flags do not even reach tc-ruleset.h'],
               'flags that reach nothing')

    if failures:
        return 1
    print('the boundary check refuses planted builds')
    return 0


if __name__ == '__main__':
    sys.exit(main())
