#!/usr/bin/env bash
# SPEC PT: the porting corpus (Tests/Packages/PortingCorpus), an iOS app's files compiled unchanged through
# the translator plugin, with behaviour tests. Its own scratch directory: it builds ResponderKit, the
# plugin's tool and swift-syntax once for itself. No diagnostic may point into the corpus's own files.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$PWD/.build/corpus"
log=/tmp/responderkit-porting-corpus.log
start=$(date +%s)
swift build --build-tests --package-path Tests/Packages/PortingCorpus --scratch-path "$scratch" 2>&1 | tee "$log" | tail -1
if grep -E "Tests/Packages/PortingCorpus/[^:]+:[0-9]+:[0-9]+: (warning|error):" "$log"; then
    echo "the porting corpus was diagnosed" >&2
    exit 1
fi
swift test --skip-build --package-path Tests/Packages/PortingCorpus --scratch-path "$scratch" 2>&1 | tail -2
echo "PortingCorpus: $(($(date +%s) - start)) s"
