#!/bin/sh
# test-check-game-names.sh: the architecture check can fail
#
# Usage: test-check-game-names.sh CHECKER
#
# Plants files in a scratch source tree and checks that CHECKER flags
# the shared ones that name a game, with file and line, in any folder
# below the shared ones, and leaves the game folders (the lists of games
# built in among them) and other kinds of files alone.
#
# SPDX-License-Identifier: GPL-3.0-or-later

set -u

checker=$1
tree=$(mktemp -d "${TMPDIR:-/tmp}/tc-arch-XXXXXX") || exit 1
trap 'rm -rf "$tree"' EXIT

failures=0

fail () {
  echo "FAIL: $1" >&2
  failures=$((failures + 1))
}

# Runs the checker; sets $out and $status.
check () {
  out=$("$checker" "$tree" "$@" 2>/dev/null)
  status=$?
}

mkdir -p "$tree/src/engine/rulesets/quartz" "$tree/src/engine/rulesets/bnb" "$tree/src/cli" \
         "$tree/src/app/games/mcg/icons" "$tree/src/app/gtk"

# Game-neutral files, and the places allowed to name games: the game
# folders, a folder below one, and the lists of games built in.
printf '/* tc-game.c: the core */\nint x;\n' > "$tree/src/engine/tc-game.c"
printf '#include "tc-mcg-ruleset.h"\n' > "$tree/src/engine/rulesets/tc-rulesets-built-in.c"
printf 'tc_mcg_table_view_get_type,\n' > "$tree/src/app/games/tc-table-views-built-in.c"
printf 'Quartz dice\n' > "$tree/src/engine/rulesets/quartz/tc-quartz-ruleset.c"
printf '#include "tc-bnb-state.h"\n' > "$tree/src/engine/rulesets/bnb/tc-bnb-box.c"
printf 'TcMcgTableView\n' > "$tree/src/app/games/mcg/tc-mcg-table-view.c"
printf '.mcg-pile-button { padding: 0; }\n' > "$tree/src/app/games/mcg/tc-mcg.css"
printf '<svg><!-- TNT --></svg>\n' > "$tree/src/app/games/mcg/icons/tnt.ui"
printf 'Creeper notes\n' > "$tree/src/engine/README.txt"
printf 'int main (void) { return 0; }\n' > "$tree/src/cli/main.c"
printf 'window.narrow button { min-height: 44px; }\n' > "$tree/src/app/style.css"
printf '<interface>\n  <menu id="help-overlay"/>\n</interface>\n' > "$tree/src/app/gtk/help-overlay.ui"

check src/engine src/cli src/app
[ "$status" -eq 0 ] || fail "a clean tree is refused: $out"

# A shared engine file naming a game on its third line, whatever the case.
printf '/* tc-bad.c\n *\n * Rolls QUARTZ dice\n */\n' > "$tree/src/engine/tc-bad.c"
check src/engine src/cli
[ "$status" -eq 1 ] || fail "tc-bad.c passes (status $status)"
case $out in
  *"src/engine/tc-bad.c:3: names a game: "*) ;;
  *) fail "tc-bad.c:3 is not named: $out" ;;
esac
case $out in
  *rulesets/*|*README*) fail "an allowed file is named: $out" ;;
esac
rm "$tree/src/engine/tc-bad.c"

# A header of the command line, and an interface file of the app.
printf '#pragma once\n#define BIOME 1\n' > "$tree/src/cli/tc-cli-bad.h"
printf '<interface>\n  <object class="GtkLabel">\n    <property name="label">Crystal</property>\n' > "$tree/src/app/tc-bad.ui"
check src/cli
[ "$status" -eq 1 ] || fail "tc-cli-bad.h passes (status $status)"
case $out in
  *"src/cli/tc-cli-bad.h:2: "*) ;;
  *) fail "tc-cli-bad.h:2 is not named: $out" ;;
esac

# Only the folders asked for are checked.
check src/engine
[ "$status" -eq 0 ] || fail "src/engine is refused for files elsewhere: $out"
check src/app
[ "$status" -eq 1 ] || fail "tc-bad.ui passes (status $status)"
case $out in
  *"src/app/tc-bad.ui:3: "*) ;;
  *) fail "tc-bad.ui:3 is not named: $out" ;;
esac
case $out in
  *games/*) fail "an allowed app file is named: $out" ;;
esac
rm "$tree/src/app/tc-bad.ui"

# Builders & Biomes by its short name, in a header of the core.
printf '#pragma once\n#include "tc-bnb-state.h"\n' > "$tree/src/engine/tc-bad.h"
check src/engine
[ "$status" -eq 1 ] || fail "tc-bad.h naming bnb passes (status $status)"
case $out in
  *"src/engine/tc-bad.h:2: "*) ;;
  *) fail "tc-bad.h:2 is not named: $out" ;;
esac
rm "$tree/src/engine/tc-bad.h"

# A file in a folder below a shared one: a clean one passes, one naming
# a game does not.
check src/app
[ "$status" -eq 0 ] || fail "a clean file below src/app is refused: $out"
printf '<interface>\n  <!-- the Minecraft keys -->\n</interface>\n' > "$tree/src/app/gtk/help-overlay.ui"
check src/app
[ "$status" -eq 1 ] || fail "src/app/gtk/help-overlay.ui passes (status $status)"
case $out in
  *"src/app/gtk/help-overlay.ui:2: "*) ;;
  *) fail "src/app/gtk/help-overlay.ui:2 is not named: $out" ;;
esac
printf '<interface/>\n' > "$tree/src/app/gtk/help-overlay.ui"

# A stylesheet of the shell: clean, then styling a game's widget.
check src/app
[ "$status" -eq 0 ] || fail "a clean style.css is refused: $out"
printf 'window.narrow button { min-height: 44px; }\n\nmcgcardtile { padding: 0; }\n' > "$tree/src/app/style.css"
check src/app
[ "$status" -eq 1 ] || fail "style.css naming a game's widget passes (status $status)"
case $out in
  *"src/app/style.css:3: "*) ;;
  *) fail "style.css:3 is not named: $out" ;;
esac

# A folder that does not exist is an error, not a pass.
check src/nowhere
[ "$status" -eq 2 ] || fail "a missing folder gives status $status"

if [ "$failures" -ne 0 ]; then
  exit 1
fi
echo "the checker flags planted files"
