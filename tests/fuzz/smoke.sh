#!/bin/sh
# A short run of one libFuzzer harness over its seeds, for the suite.
#   smoke.sh HARNESS SECONDS SCRATCH-CORPUS SEED-DIR...
# New inputs go to SCRATCH-CORPUS (emptied first), never to the seeds;
# a crash leaves its input beside it, as SCRATCH-CORPUS-crash-*.

set -u
harness=$1 seconds=$2 scratch=$3
shift 3

rm -rf "$scratch"
mkdir -p "$scratch" || exit 1
"$harness" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$scratch-" "$scratch" "$@"
status=$?

# Any finding fails the test; libFuzzer's own codes (77 among them) would
# read as "skipped" to meson.
[ "$status" -eq 0 ] || { echo "$harness found a problem (exit status $status)" >&2; exit 1; }
