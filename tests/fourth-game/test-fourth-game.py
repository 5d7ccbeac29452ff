#!/usr/bin/env python3
# test-fourth-game.py: a fourth game costs folders and one line of the list
#
# Usage: test-fourth-game.py FOUR_GAME_CLI BUILT_CLI SCENARIOS_DIR
#
# FOUR_GAME_CLI is tablecraft-cli built from src/cli/ as it is, with the
# list of games built in that add-game.py made: the three games and the
# core tests' score pad (tests/core/tc-score-pad.c). It must referee a
# score pad log, and still every game BUILT_CLI (this build's own
# tablecraft-cli) referees, while BUILT_CLI refuses the score pad as a
# game it does not know. TAP output.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import subprocess
import sys
import tempfile

# Ana and Ben, three rounds: Ana 2 + 4 = 6, Ben 3 - 1 = 2; Ana wins.
SCORE_PAD_LOG = {
    'format': 'tablecraft-log', 'version': 1, 'game': 'score-pad',
    'players': ['Ana', 'Ben'], 'rulings': {}, 'created': '2026-01-10T20:00:00Z',
    'entries': [
        {'type': 'score', 'seat': 1, 'points': 2}, {'type': 'end_turn', 'seat': 1},
        {'type': 'score', 'seat': 2, 'points': 3}, {'type': 'end_turn', 'seat': 2},
        {'type': 'score', 'seat': 1, 'points': 4}, {'type': 'end_turn', 'seat': 1},
        {'type': 'end_turn', 'seat': 2},
        {'type': 'end_turn', 'seat': 1},
        {'type': 'score', 'seat': 2, 'points': -1}, {'type': 'end_turn', 'seat': 2},
    ],
}

# One finished game of each real game (tests/scenarios/).
REAL_GAMES = ['win.json', 'quartz-tie.json', 'bnb-end.json']

results = []


def run(*argv):
    return subprocess.run(list(argv), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def check(ok, name, detail=''):
    results.append(ok)
    print('%s %d - %s' % ('ok' if ok else 'not ok', len(results), name))
    if not ok and detail:
        print('# ' + detail.replace('\n', '\n# '))


def main():
    if len(sys.argv) != 4:
        print('usage: %s FOUR_GAME_CLI BUILT_CLI SCENARIOS_DIR' % sys.argv[0], file=sys.stderr)
        return 2
    four, built, scenarios = sys.argv[1:]

    with tempfile.TemporaryDirectory(prefix='tc-fourth-game-') as tmp:
        log = os.path.join(tmp, 'score-pad.json')
        with open(log, 'w', encoding='utf-8') as f:
            json.dump(SCORE_PAD_LOG, f)

        result = run(four, 'replay', log, '--json')
        state = json.loads(result.stdout) if result.returncode == 0 else {}
        check(result.returncode == 0 and state.get('game') == 'score-pad'
              and state.get('entries') == 10 and state.get('status') == 'finished'
              and state.get('scores') == [6, 2] and state.get('winners') == [1],
              'the fourth game referees a score pad game to its end',
              'status %d: %s%s' % (result.returncode, result.stdout, result.stderr))

        result = run(four, 'export', log, '--format', 'csv')
        check(result.returncode == 0 and 'Ana' in result.stdout,
              'the fourth game exports a score pad game',
              'status %d: %s%s' % (result.returncode, result.stdout, result.stderr))

        result = run(built, 'replay', log)
        check(result.returncode != 0 and 'score-pad' in result.stderr,
              'this build\'s tablecraft-cli does not know the score pad',
              'status %d: %s%s' % (result.returncode, result.stdout, result.stderr))

    for name in REAL_GAMES:
        path = os.path.join(scenarios, name)
        expected = run(built, 'replay', path, '--json')
        result = run(four, 'replay', path, '--json')
        check(expected.returncode == 0 and result.returncode == 0
              and result.stdout == expected.stdout,
              'the fourth game leaves %s refereed as before' % name,
              'status %d: %s%s' % (result.returncode, result.stdout, result.stderr))

    print('1..%d' % len(results))
    return 0 if all(results) else 1


if __name__ == '__main__':
    sys.exit(main())
