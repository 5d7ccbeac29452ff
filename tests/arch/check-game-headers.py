#!/usr/bin/env python3
# check-game-headers.py: no shared file can include a game's header
#
# Usage: check-game-headers.py SOURCE_ROOT COMPILE_COMMANDS
#
# The build keeps the boundaries of docs/architecture.md: the core, the
# command line and the app shell compile without any game's include
# folder. For every set of flags that compiles a shared source (a .c file
# anywhere in src/engine/, src/cli/ or src/app/ but in the game folders
# src/engine/rulesets/ and src/app/games/), this preprocesses one probe
# with those flags: for each game header, __has_include (which looks a
# header up as #include does) must say it is not found, and for the
# core's own header (tc-ruleset.h) that it is, so that a command broken
# for another reason cannot pass for a kept boundary. The game headers are every header of every game folder
# (src/engine/rulesets/<game>/, src/app/games/<game>/).
#
# A path written from the shared file's own folder ("rulesets/mcg/...")
# reaches a header whatever the flags; check-game-names.sh catches those.
#
# Exits 0 when every boundary holds, 1 when a shared source can reach a
# game header, 2 on a usage error or when a shared source has no compile
# command (a folder or file renamed without this check knowing).
#
# SPDX-License-Identifier: GPL-3.0-or-later

import concurrent.futures
import glob
import json
import os
import shlex
import subprocess
import sys
import tempfile

SHARED_GLOBS = ['src/engine/**/*.c', 'src/cli/**/*.c', 'src/app/**/*.c']
GAME_FOLDERS = ['src/engine/rulesets/', 'src/app/games/']
GAME_HEADER_GLOBS = ['src/engine/rulesets/*/*.h', 'src/app/games/*/*.h']
CORE_HEADER = 'tc-ruleset.h'

# Flags that name the object and its dependency file: the probe makes none.
DROPPED_WITH_VALUE = {'-o', '-MQ', '-MF', '-MT'}
DROPPED = {'-c', '-MD', '-MMD'}


def shared_sources(root):
    files = set()
    for pattern in SHARED_GLOBS:
        for path in glob.glob(os.path.join(root, pattern), recursive=True):
            source = os.path.relpath(path, root)
            if not source.startswith(tuple(GAME_FOLDERS)):
                files.add(source)
    return files


def game_headers(root):
    return sorted({os.path.basename(path)
                   for pattern in GAME_HEADER_GLOBS
                   for path in glob.glob(os.path.join(root, pattern))})


def probe_args(entry):
    """The entry's compiler and flags, without its source and outputs."""
    args = entry['arguments'] if 'arguments' in entry else shlex.split(entry['command'])
    source = os.path.normpath(os.path.join(entry['directory'], entry['file']))
    kept = []
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg in DROPPED_WITH_VALUE:
            skip = True
        elif arg in DROPPED:
            pass
        elif os.path.normpath(os.path.join(entry['directory'], arg)) == source:
            pass
        else:
            kept.append(arg)
    return kept


def preprocess(args, directory, probe):
    result = subprocess.run(args + ['-E', probe, '-o', os.devnull], cwd=directory,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return result.returncode, result.stderr


def write_probe(folder, headers):
    """One probe for every header: an #error names each game header the
    flags reach (__has_include looks a header up as #include does), and
    one says when they do not even reach the core's."""
    path = os.path.join(folder, 'probe.c')
    with open(path, 'w', encoding='utf-8') as f:
        f.write('#if !__has_include("%s")\n#error "no core header %s"\n#endif\n'
                % (CORE_HEADER, CORE_HEADER))
        for header in headers:
            f.write('#if __has_include("%s")\n#error "reaches %s"\n#endif\n' % (header, header))
    return path


def main():
    if len(sys.argv) != 3:
        print('usage: %s SOURCE_ROOT COMPILE_COMMANDS' % sys.argv[0], file=sys.stderr)
        return 2
    root = os.path.realpath(sys.argv[1])
    with open(sys.argv[2], encoding='utf-8') as f:
        commands = json.load(f)

    shared = shared_sources(root)
    headers = game_headers(root)
    if not shared or not headers:
        print('%s: no shared sources or no game headers under %s' % (sys.argv[0], root),
              file=sys.stderr)
        return 2

    # Sources compiled by several targets are probed once per set of flags.
    flag_sets = {}
    compiled = set()
    for entry in commands:
        source = os.path.relpath(os.path.realpath(os.path.join(entry['directory'], entry['file'])), root)
        if source not in shared:
            continue
        compiled.add(source)
        args = probe_args(entry)
        flag_sets.setdefault((entry['directory'], tuple(args)), []).append(source)

    uncompiled = sorted(shared - compiled)
    if uncompiled:
        for source in uncompiled:
            print('%s: no compile command: is it built?' % source, file=sys.stderr)
        return 2

    failures = 0
    with tempfile.TemporaryDirectory(prefix='tc-arch-') as tmp, \
         concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        probe = write_probe(tmp, headers)
        runs = {key: pool.submit(preprocess, list(key[1]), key[0], probe)
                for key in sorted(flag_sets)}
        for key, future in runs.items():
            sources = sorted(flag_sets[key])
            name = sources[0] + (' (and %d more)' % (len(sources) - 1) if len(sources) > 1 else '')
            status, err = future.result()
            if status == 0:
                continue
            if 'no core header' in err or '#error' not in err:
                print('%s: its flags do not even reach %s:\n%s' % (name, CORE_HEADER, err),
                      file=sys.stderr)
                failures += 1
                continue
            for header in headers:
                if 'reaches %s"' % header in err or 'reaches %s\n' % header in err:
                    print('%s: can include the game header %s' % (name, header))
                    failures += 1

    if failures:
        print('A shared file can reach a game: keep game include folders to the game\'s',
              file=sys.stderr)
        print('libraries and the registries (see docs/architecture.md, "Libraries").',
              file=sys.stderr)
        return 1
    print('%d shared sources in %d sets of flags reach none of %d game headers'
          % (len(compiled), len(flag_sets), len(headers)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
