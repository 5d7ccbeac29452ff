#!/bin/bash
# Runs every case of each GUI test program on its own (-p), in a new
# process: no case may rely on what an earlier one left behind.
#   run-each-alone.sh PROGRAM [ARGUMENT...] [+ PROGRAM [ARGUMENT...]]...

set -u
failed=0 ran=0

run_program() {
  local program=$1 cases case
  shift

  cases=$("$program" -l "$@" | grep '^/') || { echo "Bail out! $program lists no cases"; exit 1; }
  for case in $cases; do
    ran=$((ran + 1))
    if "$program" -p "$case" "$@" > /dev/null 2>&1; then
      echo "ok $ran $case"
    else
      echo "not ok $ran $case (run alone: $program -p $case)"
      failed=$((failed + 1))
    fi
  done
}

command=()
for argument in "$@" +; do
  if [[ $argument == + ]]; then
    [[ ${#command[@]} -gt 0 ]] && run_program "${command[@]}"
    command=()
  else
    command+=("$argument")
  fi
done

echo "1..$ran"
[[ $failed -eq 0 ]]
