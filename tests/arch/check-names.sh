#!/bin/sh
# check-names.sh: the shared core and shell name no particular game
#
# Usage: check-names.sh SOURCE_ROOT
#
# The files of the shared engine (src/engine/*), the CLI (src/cli/*) and
# the app shell (src/app/* outside games/) must not name a game, apart
# from the one registry list in each (src/engine/tc-rulesets.c and
# src/app/tc-table-views.c). A game lives in its own folders instead. The
# first test plants an offending file to show that the check can fail.
# Output is TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

root=$1
pattern='mcg|quartz|minecraft|creeper|crystal|builders|biome'
allowed='src/engine/tc-rulesets.c src/app/tc-table-views.c'

# Prints every offending line of the files in $2 (a folder of $1, top
# level only), as FILE:LINE: TEXT; returns 1 when there is one.
offenders ()
{
  found=0
  for file in "$1/$2"/*.c "$1/$2"/*.h "$1/$2"/*.ui; do
    [ -f "$file" ] || continue
    name=${file#"$1"/}
    case " $allowed " in
      *" $name "*) continue ;;
    esac
    if grep -q -i -E "$pattern" "$file"; then
      grep -n -i -E "$pattern" "$file" | sed "s|^|$name:|"
      found=1
    fi
  done
  return $found
}

echo "1..4"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/src/app"
printf '/* shows the creeper */\n' > "$scratch/src/app/tc-planted.c"
if offenders "$scratch" src/app > /dev/null; then
  echo "not ok 1 - a planted file naming a game is found"
else
  echo "ok 1 - a planted file naming a game is found"
fi

n=2
for dir in src/engine src/cli src/app; do
  if lines=$(offenders "$root" "$dir"); then
    echo "ok $n - $dir names no game"
  else
    echo "not ok $n - $dir names a game outside its registry list"
    printf '%s\n' "$lines" | sed 's/^/# /'
  fi
  n=$((n + 1))
done
