#!/bin/sh
# check-test-hooks.sh: the application's code has no hooks for tests
#
# Usage: check-test-hooks.sh SOURCE_ROOT DIR...
#
# Looks at the .c and .h files under each DIR (relative to SOURCE_ROOT,
# all the way down) and prints FILE:LINE: for every line that declares or
# calls a "get_part" (a widget's parts handed to tests) or reserves
# class "padding" (the table view is no installed library, so its class
# has no ABI to keep). Tests find widgets from outside instead
# (tests/app/tc-test-parts.h).
#
# Exits 0 when none does, 1 when one does, 2 on a usage error.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

PATTERN='get_part|padding *\['

if [ $# -lt 2 ]; then
  echo "usage: $0 SOURCE_ROOT DIR..." >&2
  exit 2
fi

root=$1
shift

found=0
for dir in "$@"; do
  if [ ! -d "$root/$dir" ]; then
    echo "$0: $root/$dir is not a folder" >&2
    exit 2
  fi

  if matches=$(cd "$root" && grep -rn -E --include='*.c' --include='*.h' "$PATTERN" "$dir"); then
    printf '%s\n' "$matches" | sed 's|^\([^:]*:[0-9]*\):|\1: a hook for tests: |'
    found=1
  fi
done

if [ $found -ne 0 ]; then
  echo "Find the widget from the test instead (tests/app/tc-test-parts.h)." >&2
  exit 1
fi

exit 0
