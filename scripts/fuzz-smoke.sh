#!/usr/bin/env bash
# CI's fuzz smoke (ResponderKit.docc/Reliability.md, "Fuzzing"): builds the three libFuzzer targets and runs each for 40 s
# (FUZZ_SMOKE_SECONDS) from the committed corpus; the scenario target's corpus includes inputs for its
# schema generator (first byte 0xFF). A crash, an invariant violation, a timeout or running out of memory fails
# it; the input is then in Fuzz/artifacts/ and the end of the fuzzer's log is printed.
#
# Needs only the Swift toolchain: swiftc, clang, lld and libFuzzer all ship with it, and Yams' sources
# come from SwiftPM's checkout of the preinstalled package (see scripts/fuzz.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SMOKE_SECONDS:-40}
# A fixed seed: CI's smoke replays the same mutations on every run, so a red build is reproducible and
# not luck (long local runs use fresh seeds; ResponderKit.docc/Reliability.md). FUZZ_SMOKE_SEED=0 asks for a random one.
seed=${FUZZ_SMOKE_SEED:-20261124}
passed=0
for target in scenario events library; do
    echo "== fuzz smoke: $target, $seconds s =="
    scripts/fuzz.sh "$target" build >/dev/null
    log=$(mktemp "${TMPDIR:-/tmp}/fuzz-smoke-$target.XXXXXX")
    if ! scripts/fuzz.sh "$target" "$seconds" -seed="$seed" >"$log" 2>&1; then
        grep -v -E "^#[0-9]+ +(NEW|REDUCE|pulse)" "$log" | tail -80
        echo "fuzz smoke: $target failed; the input is in Fuzz/artifacts/ (replay: scripts/fuzz.sh $target replay FILE)" >&2
        echo "fuzz: $passed passed, 1 failed"
        exit 1
    fi
    grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)" "$log" || true
    rm -f "$log"
    passed=$((passed + 1))
done
echo "fuzz: $passed passed, 0 failed"
