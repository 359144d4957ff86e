#!/usr/bin/env bash
# SPEC PT9: the translator's longer fuzz run (the test suite runs 300 iterations). Random token soup and
# mutations of the corpus's construct files; fails on a crash, a hang (the timeout) or an unparsable input
# without a located diagnostic. ITERATIONS=20000 by default; TIMEOUT in seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
export RESPONDER_PORT_FUZZ_ITERATIONS=${ITERATIONS:-20000}
export SWIFT_BACKTRACE=enable=no
timeout "${TIMEOUT:-1200}" swift test --filter TranslatorFuzzTests
