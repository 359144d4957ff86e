#!/usr/bin/env bash
# SPEC PT10: the example app Driftwood (Examples/Driftwood), an iOS app's untouched files compiled through the
# translator plugin, and its flow tests. Its own scratch directory: it builds ResponderKit, the plugin's tool and
# swift-syntax once for itself. No diagnostic may point into the app's or its package's own files.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$PWD/.build/driftwood"
log=/tmp/responderkit-example-app.log
start=$(date +%s)
swift build --build-tests --package-path Examples/Driftwood --scratch-path "$scratch" 2>&1 | tee "$log" | tail -1
if grep -E "Examples/Driftwood/[^:]+:[0-9]+:[0-9]+: (warning|error):" "$log"; then
    echo "the example app was diagnosed" >&2
    exit 1
fi
swift test --skip-build --package-path Examples/Driftwood --scratch-path "$scratch" 2>&1 | tail -2
echo "Driftwood: $(($(date +%s) - start)) s"
