#!/usr/bin/env python3
# check-rule-sections.py: every refusal a game's engine can give has a
# section of its rules reference that "Why?" opens
#
# Usage: check-rule-sections.py SOURCE_ROOT
#
# The rule ids are the dotted string literals of the game's ruleset folder
# (src/engine/rulesets/<game>/, the same name as data/games/<game>/); a
# section explains the ids its "rules" prefixes cover, the longest prefix
# cut at a dot winning, as tc_rules_sections_find() does. A section that
# explains no id refused by the engine is flagged too: a typo there would
# leave a rule without its "Why?".
#
# SPDX-License-Identifier: GPL-3.0-or-later

import glob
import json
import os
import re
import sys

RULE_ID = re.compile(r'"([a-z_]+(?:\.[a-z0-9_]+)+)"')
NOT_A_RULE = re.compile(r'\.(h|c|json|ui|css)$')


def rule_ids(folder):
    ids = set()
    for path in glob.glob(os.path.join(folder, '*.c')):
        with open(path, encoding='utf-8') as f:
            ids.update(i for i in RULE_ID.findall(f.read()) if not NOT_A_RULE.search(i))
    return ids


def covers(prefix, rule):
    return rule == prefix or rule.startswith(prefix + '.')


def main(argv):
    root = argv[1]
    failures = []
    games = sorted(os.path.basename(os.path.dirname(p))
                   for p in glob.glob(os.path.join(root, 'data', 'games', '*', 'rules.json')))
    for game in games:
        with open(os.path.join(root, 'data', 'games', game, 'rules.json'), encoding='utf-8') as f:
            sections = json.load(f)['sections']
        ids = rule_ids(os.path.join(root, 'src', 'engine', 'rulesets', game))
        if not ids:
            failures.append('%s: no rule ids found in src/engine/rulesets/%s' % (game, game))
        for rule in sorted(ids):
            if not any(covers(p, rule) for s in sections for p in s['rules']):
                failures.append('%s: no section of rules.json explains “%s”' % (game, rule))
        for section in sections:
            for prefix in section['rules']:
                if not any(covers(prefix, rule) for rule in ids):
                    failures.append('%s: section “%s” lists “%s”, which no refusal cites'
                                    % (game, section['id'], prefix))
        print('%s: %d rule ids, %d sections' % (game, len(ids), len(sections)))

    for message in failures:
        print(message)
    if not games:
        print('no data/games/*/rules.json found')
        return 1
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
