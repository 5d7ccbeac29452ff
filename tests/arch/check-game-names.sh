#!/bin/sh
# check-game-names.sh: the shared core and shell name no game
#
# Usage: check-game-names.sh SOURCE_ROOT DIR...
#
# Looks at the .c, .h, .ui and .css files in each DIR (relative to
# SOURCE_ROOT) and in every folder below it, but for the game folders
# (src/engine/rulesets/ and src/app/games/, where each game and the lists
# of games built in live), and prints FILE:LINE: for every line that
# names a game. The build keeps game headers away from these files (the
# test arch-headers); this is the second line, for names in comments,
# strings and stylesheets.
#
# Exits 0 when no file names a game, 1 when one does, 2 on a usage error
# (a DIR that does not exist must not pass unnoticed).
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

# Each game's short name, title words, publisher and a word of its own.
PATTERN='mcg|minecraft|creeper|tnt|mattel|quartz|crystal|mandala|bnb|builders|biome|ravensburger'
GAME_FOLDERS='src/engine/rulesets src/app/games'

if [ $# -lt 2 ]; then
  echo "usage: $0 SOURCE_ROOT DIR..." >&2
  exit 2
fi

root=$1
shift

in_game_folder () {
  for folder in $GAME_FOLDERS; do
    case $1 in
      "$folder"/*) return 0 ;;
    esac
  done
  return 1
}

report=$(mktemp) || exit 2
trap 'rm -f "$report"' EXIT

for dir in "$@"; do
  if [ ! -d "$root/$dir" ]; then
    echo "$0: $root/$dir is not a folder" >&2
    exit 2
  fi

  (cd "$root" &&
    find "$dir" -type f \( -name '*.c' -o -name '*.h' -o -name '*.ui' -o -name '*.css' \) | sort |
    while IFS= read -r file; do
      in_game_folder "$file" && continue
      grep -n -i -E "$PATTERN" "$file" | sed "s|^\([0-9]*\):|$file:\1: names a game: |"
    done) >> "$report"
done

if [ -s "$report" ]; then
  cat "$report"
  echo "Shared files name a game: move the game's code to its own folder," >&2
  echo "or ask the ruleset (see docs/architecture.md)." >&2
  exit 1
fi

exit 0
