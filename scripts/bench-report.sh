#!/usr/bin/env bash
# Prints the machine facts and one full benchmark run, as recorded in BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "nproc: $(nproc)"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
echo "swift: $(swift --version 2>&1 | head -1)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
swift build -c release --product responder-bench >/dev/null
./.build/release/responder-bench "$@"
