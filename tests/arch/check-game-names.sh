#!/bin/sh
# check-game-names.sh: the shared core and shell name no game
#
# Usage: check-game-names.sh SOURCE_ROOT DIR...
#
# Looks at the .c, .h and .ui files directly in each DIR (relative to
# SOURCE_ROOT; game folders below it, such as src/engine/rulesets/ or
# src/app/games/, are not looked at) and prints FILE:LINE: for every line
# that names a game. The registry lists, the one place each part names
# the games, are allowed to.
#
# Exits 0 when no file names a game, 1 when one does, 2 on a usage error
# (a DIR that does not exist must not pass unnoticed).
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

PATTERN='mcg|quartz|minecraft|creeper|crystal|builders|biome'
ALLOWED='src/engine/tc-rulesets.c src/app/tc-table-views.c'

if [ $# -lt 2 ]; then
  echo "usage: $0 SOURCE_ROOT DIR..." >&2
  exit 2
fi

root=$1
shift

is_allowed () {
  for allowed in $ALLOWED; do
    [ "$1" = "$allowed" ] && return 0
  done
  return 1
}

found=0
for dir in "$@"; do
  if [ ! -d "$root/$dir" ]; then
    echo "$0: $root/$dir is not a folder" >&2
    exit 2
  fi

  for path in "$root/$dir"/*.c "$root/$dir"/*.h "$root/$dir"/*.ui; do
    [ -f "$path" ] || continue
    file=$dir/${path##*/}
    is_allowed "$file" && continue

    if matches=$(grep -n -i -E "$PATTERN" "$path"); then
      printf '%s\n' "$matches" | sed "s|^\([0-9]*\):|$file:\1: names a game: |"
      found=1
    fi
  done
done

if [ $found -ne 0 ]; then
  echo "Shared files name a game: move the game's code to its own folder," >&2
  echo "or ask the ruleset (see docs/architecture.md)." >&2
  exit 1
fi

exit 0
