#!/usr/bin/env bash
# SPEC A5, A8: the two client packages in Tests/Packages, which depend on this package by
# path. Swift5Client (Swift 5 language mode) must build without a diagnostic in its own code and pass its
# tests; Swift6Client builds the same helper sources in Swift 6 mode, where every nonisolated use of a
# main-actor declaration must be diagnosed — as a warning, as against UIKit — and compiles README's example.
# Both share one scratch directory so that ResponderKit and the resolved dependencies are built once.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$PWD/.build/clients"
log5=/tmp/responderkit-swift5client.log
log6=/tmp/responderkit-swift6client.log

echo "-- README's example (A8) is the one Swift6Client compiles"
example=Tests/Packages/Swift6Client/Tests/ReadmeExampleTests/ReadmeExample.swift
diff <(awk '/^## Example/{u=1} u&&/^```swift$/{f=1;next} f&&/^```$/{exit} f' README.md) <(grep -v '^// ' "$example")

echo "-- Swift5Client (Swift 5 mode): no diagnostics, tests pass; the UIKit product alone imports every iOS module (A2)"
start=$(date +%s)
swift build --build-tests --package-path Tests/Packages/Swift5Client --scratch-path "$scratch" 2>&1 | tee "$log5" | tail -1
if grep -E "Tests/Packages/[^:]+:[0-9]+:[0-9]+: (warning|error):" "$log5"; then
    echo "Swift 5 mode client code was diagnosed" >&2
    exit 1
fi
swift test --skip-build --package-path Tests/Packages/Swift5Client --scratch-path "$scratch" 2>&1 | tail -2
echo "Swift5Client: $(($(date +%s) - start)) s"

echo "-- Swift6Client (Swift 6 mode): the same code is diagnosed"
# Warnings for every nonisolated use of a main-actor declaration, as against UIKit; and one error that is
# not about isolation but about regions: passing the helper's non-Sendable `self` as a recognizer's target
# ("sending 'self' risks causing data races"). The helpers' target is therefore expected to fail. A second
# error: a key path to a main-actor property formed in nonisolated code, for `observe(\.contentOffset)`
# (SPEC A10; not checked against Apple's UIKit here).
start=$(date +%s)
if swift build --target NonisolatedHelpers --package-path Tests/Packages/Swift6Client --scratch-path "$scratch" \
    > "$log6" 2>&1; then
    echo "Swift6Client: the helpers compiled without the expected error" >&2
    exit 1
fi
for expected in \
    "warning: call to main actor-isolated initializer 'init(target:action:)' in a synchronous nonisolated context" \
    "warning: main actor-isolated property 'delegate' can not be mutated from a nonisolated context" \
    "warning: main actor-isolated property 'contentSize' can not be mutated from a nonisolated context" \
    "warning: call to main actor-isolated instance method 'register(_:forCellReuseIdentifier:)' in a synchronous nonisolated context" \
    "error: sending 'self' risks causing data races" \
    "error: cannot form key path to main actor-isolated property 'contentOffset'"; do
    if ! grep -qF "$expected" "$log6"; then
        echo "Swift6Client: expected \"$expected\"" >&2
        exit 1
    fi
done
errors=$(grep -E "Tests/Packages/[^:]+:[0-9]+:[0-9]+: error:" "$log6" \
    | grep -v "sending 'self' risks causing data races" \
    | grep -vc "cannot form key path to main actor-isolated property" || true)
if [ "$errors" != 0 ]; then
    grep -E "Tests/Packages/[^:]+:[0-9]+:[0-9]+: error:" "$log6" >&2
    echo "Swift 6 mode client: errors where UIKit gives warnings" >&2
    exit 1
fi
echo "-- README's example compiles in Swift 6 mode without a diagnostic"
swift build --target ReadmeExampleTests --package-path Tests/Packages/Swift6Client --scratch-path "$scratch" \
    2>&1 | tee -a "$log6" | tail -1
if grep -E "ReadmeExampleTests/[^:]+:[0-9]+:[0-9]+: (warning|error):" "$log6"; then
    echo "README's example is diagnosed in Swift 6 mode" >&2
    exit 1
fi
echo "Swift6Client: $(($(date +%s) - start)) s"

echo "-- Self.method as an action: the error says what to write (SPEC A9)"
modules=$(dirname "$(find "$scratch" -path '*/debug/Modules/ResponderKit.swiftmodule' -print -quit)")
cp Tests/Packages/Diagnostics/SelfAction.swift.txt /tmp/responderkit-SelfAction.swift
if swiftc -typecheck -I "$modules" /tmp/responderkit-SelfAction.swift > /tmp/responderkit-selfaction.log 2>&1; then
    echo "Self.save was accepted" >&2
    exit 1
fi
errors=$(grep -cE "SelfAction\.swift:[0-9]+:[0-9]+: error: .*is unavailable: name the target's type" /tmp/responderkit-selfaction.log || true)
others=$(grep -E "SelfAction\.swift:[0-9]+:[0-9]+: error:" /tmp/responderkit-selfaction.log | grep -vc "is unavailable: name the target's type" || true)
if [ "$errors" != 2 ] || [ "$others" != 0 ]; then
    cat /tmp/responderkit-selfaction.log >&2
    exit 1
fi
