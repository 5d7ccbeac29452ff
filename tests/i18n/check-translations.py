#!/usr/bin/env python3
# check-translations.py: fails when the translations fall behind the sources
#
# Usage: check-translations.py SOURCE_ROOT
#
# 1. po/data-strings.pot holds the words of data/games/*/*.json;
# 2. po/POTFILES.in lists every source file with a translatable string;
# 3. po/tablecraft.pot holds exactly the messages xgettext finds today;
# 4. every language of po/LINGUAS translates every message of the
#    template, none fuzzy, none left over, and `msgfmt --check` passes;
# 5. a list a player reads is joined by the translated comma, _(", ")
#    (Chinese writes "，"), never by a bare ", " in a translated source.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys
import tempfile

# meson's i18n "glib" preset (po/meson.build), so that the template
# generated here is the one `meson compile tablecraft-pot` writes.
XGETTEXT_ARGS = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3',
    '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format',
    '--flag=NC_:2:pass-c-format', '--flag=g_dngettext:2:pass-c-format',
    '--flag=g_strdup_printf:1:c-format', '--flag=g_string_printf:2:c-format',
    '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format',
]

MARK = re.compile(r'(^|[^A-Za-z0-9_])(_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2) ?\(|translatable="yes"')

failures = []


def fail(message):
    failures.append(message)


def unquote(text):
    return bytes(text[1:-1], 'utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')


def read_po(path):
    """The entries of a PO file: dicts of msgctxt/msgid/msgid_plural/
    msgstr[N] (joined strings) and flags; obsolete entries are marked."""
    entries = []
    entry = None
    field = None
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    for line in lines + ['']:
        if not line.strip():
            if entry is not None:
                entries.append(entry)
            entry, field = None, None
            continue
        if entry is None:
            entry = {'flags': set(), 'obsolete': False, 'strings': {}}
        if line.startswith('#~'):
            entry['obsolete'] = True
            continue
        if line.startswith('#,'):
            entry['flags'].update(f.strip() for f in line[2:].split(','))
            continue
        if line.startswith('#'):
            continue
        match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) (".*")$', line)
        if match:
            field = match.group(1)
            entry['strings'][field] = unquote(match.group(2))
        elif line.startswith('"') and field is not None:
            entry['strings'][field] += unquote(line)
    return [e for e in entries if not e['obsolete']]


def key(entry):
    s = entry['strings']
    return (s.get('msgctxt'), s.get('msgid'), s.get('msgid_plural'))


def messages(path):
    return {key(e): e for e in read_po(path) if e['strings'].get('msgid')}


def check_data_strings(root):
    result = subprocess.run([sys.executable, os.path.join(root, 'po', 'extract-data-strings.py'),
                             root, '--check', os.path.join(root, 'po', 'data-strings.pot')],
                            capture_output=True, text=True)
    if result.returncode != 0:
        fail(result.stderr.strip())


def potfiles(root):
    with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        return [l.strip() for l in f if l.strip() and not l.startswith('#')]


def check_potfiles(root, listed):
    for path in listed:
        if not os.path.exists(os.path.join(root, path)):
            fail('po/POTFILES.in lists %s, which does not exist' % path)
    for folder, _, names in os.walk(os.path.join(root, 'src')):
        for name in sorted(names):
            if not name.endswith(('.c', '.h', '.ui')):
                continue
            path = os.path.relpath(os.path.join(folder, name), root)
            with open(os.path.join(root, path), encoding='utf-8') as f:
                if MARK.search(f.read()) and path not in listed:
                    fail('%s has translatable strings but po/POTFILES.in does not list it' % path)


# ", " chosen between list items, or joining them, untranslated.
BARE_LIST_COMMA = re.compile(r'\?\s*", "\s*:|g_strjoinv?\s*\(\s*", "')


def check_list_commas(root, listed):
    for path in listed:
        if not path.endswith('.c'):
            continue
        with open(os.path.join(root, path), encoding='utf-8') as f:
            for number, line in enumerate(f, 1):
                if BARE_LIST_COMMA.search(line):
                    fail('%s:%d joins a list by ", ", not by the translated _(", ")' % (path, number))


def check_template(root, listed, scratch):
    fresh = os.path.join(scratch, 'fresh.pot')
    subprocess.run(['xgettext', '--package-name=tablecraft', '--directory=' + root,
                    '--output=' + fresh] + XGETTEXT_ARGS + listed, check=True,
                   capture_output=True)
    committed = messages(os.path.join(root, 'po', 'tablecraft.pot'))
    now = messages(fresh)
    for k in sorted(set(now) - set(committed), key=str):
        fail('po/tablecraft.pot lacks %r: run `meson compile -C build tablecraft-pot`' % (k[1],))
    for k in sorted(set(committed) - set(now), key=str):
        fail('po/tablecraft.pot still has %r, gone from the sources' % (k[1],))
    return now


# Names kept in English in every language, as the glossary says.
KEPT_IN_ENGLISH = {'Quartz: The Dice Game', 'Minecraft: Builders & Biomes', 'Tablecraft'}


def copied_english(entry):
    """Whether a translation is its English text copied over: three
    words or more, not a name kept in English."""
    msgid = entry['strings'].get('msgid', '')
    text = re.sub(r'%[-+ #0-9.]*(?:<[A-Za-z0-9]+>|[a-zA-Z]+)|<[^>]*>', '', msgid)
    return (len(re.findall(r'[A-Za-z]{2,}', text)) >= 3 and msgid not in KEPT_IN_ENGLISH and
            entry['strings'].get('msgstr', entry['strings'].get('msgstr[0]')) == msgid)


def check_language(root, language, template):
    path = os.path.join(root, 'po', language + '.po')
    result = subprocess.run(['msgfmt', '--check', '-o', os.devnull, path],
                            capture_output=True, text=True)
    if result.returncode != 0:
        fail('msgfmt --check %s.po: %s' % (language, result.stderr.strip()))
    translated = messages(path)
    for k, entry in sorted(translated.items(), key=lambda kv: str(kv[0])):
        if k not in template:
            fail('%s.po translates %r, which is not in the template' % (language, k[1]))
        if 'fuzzy' in entry['flags']:
            fail('%s.po: %r is fuzzy' % (language, k[1]))
        strings = [v for f, v in entry['strings'].items() if f.startswith('msgstr')]
        if not strings or any(not s for s in strings):
            fail('%s.po: %r is not translated' % (language, k[1]))
        elif copied_english(entry):
            fail('%s.po: %r is the English copied, not translated' % (language, k[1]))
    for k in sorted(set(template) - set(translated), key=str):
        fail('%s.po lacks %r: run `meson compile -C build tablecraft-update-po`' % (language, k[1]))


def main(argv):
    root = os.path.abspath(argv[1])
    check_data_strings(root)
    listed = potfiles(root)
    check_potfiles(root, listed)
    check_list_commas(root, listed)
    with tempfile.TemporaryDirectory() as scratch:
        template = check_template(root, listed, scratch)
    with open(os.path.join(root, 'po', 'LINGUAS'), encoding='utf-8') as f:
        languages = f.read().split()
    for language in languages:
        check_language(root, language, template)

    for message in failures[:40]:
        print(message)
    if len(failures) > 40:
        print('… and %d more' % (len(failures) - 40))
    print('%d languages, %d messages: %s' % (len(languages), len(template),
                                             'FAIL' if failures else 'ok'))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
