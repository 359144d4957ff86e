#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer (ResponderKit.docc/Reliability.md, "Sanitizers").
#
#   scripts/sanitize.sh            # both
#   scripts/sanitize.sh address    # ASan only
#   scripts/sanitize.sh thread     # TSan only
#   scripts/sanitize.sh address --filter LeakTests   # extra arguments go to `swift test`
#
# Each sanitizer builds in its own scratch path (.build-asan, .build-tsan) so that the normal debug
# build is left alone. ASan runs Swift Testing only (--disable-xctest; every suite here is Swift
# Testing, and XCTest's own allocations would be reported as leaks, TOOLCHAIN.md). Both stop at the
# first report and exit non-zero.
#
# LeakSanitizer is off by default: several older tests keep their simulator alive on purpose through
# handler closures that capture it (a reference cycle in the test, as a UIKit handler capturing `self`
# would be), and LSan reports those at exit. The engine's own leaks are checked precisely, object by
# object, by Tests/ResponderKitTests/Reliability/LeakTests.swift. `LEAKS=1 scripts/sanitize.sh address`
# turns LSan on; the reliability suites are leak-free under it:
#   LEAKS=1 scripts/sanitize.sh address --filter \
#     "RandomizedPropertyTests|SpatialIndexEquivalenceTests|ReentrancyTests|LeakTests|ProgrammerErrorTests|EngineRegressionTests"
set -euo pipefail
cd "$(dirname "$0")/.."

which="${1:-all}"
if [[ $# -gt 0 ]]; then shift; fi
extra=("$@")

# The Swift runtime's crash reporter can keep the pipe open after a sanitizer abort (TOOLCHAIN.md).
export SWIFT_BACKTRACE=enable=no

run() {
    local name="$1"
    shift
    local start=$SECONDS
    echo "=== $name: $*"
    if "$@"; then
        echo "=== $name: clean ($((SECONDS - start)) s)"
    else
        local status=$?
        echo "=== $name: FAILED with status $status ($((SECONDS - start)) s)"
        return "$status"
    fi
}

status=0
if [[ "$which" == all || "$which" == address ]]; then
    ASAN_OPTIONS="detect_leaks=${LEAKS:-0}:halt_on_error=1:abort_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1" \
        run "AddressSanitizer" swift test --sanitize=address --scratch-path .build-asan --disable-xctest \
        "${extra[@]}" || status=1
fi
if [[ "$which" == all || "$which" == thread ]]; then
    TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1" \
        run "ThreadSanitizer" swift test --sanitize=thread --scratch-path .build-tsan "${extra[@]}" || status=1
fi
exit "$status"
