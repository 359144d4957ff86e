#!/usr/bin/env bash
# Instructions per operation for every responder-bench case, counted by valgrind's callgrind on the
# release build (BENCHMARKS.md, "Unsafe annotations audit"). Repeatable: the same build gives the same counts.
#
#   scripts/bench-instructions.sh [--json] [--case=PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || {
    echo "bench-instructions.sh: valgrind is not installed" >&2
    exit 2
}
swift build -c release --product responder-bench >/dev/null
./.build/release/responder-bench --instructions "$@"
