#!/usr/bin/env bash
# Instructions per operation of the dispatch cases at b4ae607 (the main before the restructure and the UIKit
# surface), counted as `responder-bench --instructions` counts them on this tree (BENCHMARKS.md, "The touch
# path against b4ae607"). b4ae607's benchmark has no `--instructions`: this adds, in a worktree of its own
# (not committed anywhere), a child mode that runs the same operations as this tree's cases (its
# Cases.swift, which b4ae607's API builds) inside `responder_bench_counted_loop`, then counts that function
# under callgrind exactly as Instructions.swift does.
#
#   scripts/bench-b4ae607.sh [WORKTREE]      (default: ../h-bench-b4ae607; a release build there, ~2 min)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || {
    echo "bench-b4ae607.sh: valgrind is not installed" >&2
    exit 2
}
tree=${1:-../h-bench-b4ae607}
[ -d "$tree" ] || git worktree add -q --detach "$tree" b4ae607
cp Sources/responder-bench/Cases.swift "$tree/Sources/responder-bench/Cases.swift"
cat >"$tree/Sources/responder-bench/CountMode.swift" <<'SWIFT'
import Foundation
import ResponderKit

/// The child of a callgrind count: the operations of this tree's dispatch cases, after a warm-up.
@MainActor func countCase(_ name: String, operations: Int?) -> Int32 {
    let operation: () -> Void
    var count = 200
    switch name {
    case "dispatch.move.10gr", "dispatch.move.100gr":
        let views = name == "dispatch.move.10gr" ? 10 : 100
        count = views == 10 ? 2000 : 400
        let (simulator, finger) = Scenes.recognizerPath(count: views)
        var flip = false
        operation = {
            flip.toggle()
            simulator.move(finger, to: CGPoint(x: flip ? 181 : 180, y: 300))
        }
    case "dispatch.tap.table1000":
        let (simulator, rows) = Scenes.tablePath()
        operation = {
            simulator.tap(at: CGPoint(x: 100, y: 130))
            simulator.advance(by: 0.5)
            precondition(rows.selections > 0)
        }
    case "dispatch.drag.pan":
        count = 100
        let (simulator, pans) = Scenes.panDrag()
        operation = {
            let finger = simulator.touchDown(at: CGPoint(x: 100, y: 300))
            for step in 1...10 {
                simulator.advance(by: 0.03)
                simulator.move(finger, to: CGPoint(x: 100 + 10 * CGFloat(step), y: 300))
            }
            simulator.lift(finger)
            simulator.advance(by: 0.5)
            precondition(pans.count > 0)
        }
    case "dispatch.fingers10":
        let (simulator, points) = Scenes.tenFingers()
        operation = {
            let fingers = simulator.touchDown(at: points)
            simulator.lift(fingers)
            simulator.advance(by: 0.5)
        }
    default:
        FileHandle.standardError.write(Data("no case \(name)\n".utf8))
        return 2
    }
    count = Swift.max(1, operations ?? count)
    for _ in 0..<Swift.max(3, count / 4) { operation() }
    countedLoop(count, operation)
    print("\(name) \(count)")
    return 0
}

@inline(never)
@_silgen_name("responder_bench_counted_loop")
func countedLoop(_ count: Int, _ operation: () -> Void) {
    for _ in 0..<count { operation() }
}
SWIFT
main="$tree/Sources/responder-bench/main.swift"
grep -q -- "--count-case=" "$main" || python3 - "$main" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
mode = '''let countName = arguments.first { $0.hasPrefix("--count-case=") }.map { String($0.dropFirst("--count-case=".count)) }
if let countName { arguments.remove("--count-case=\\(countName)") }
if let countName { exit(MainActor.assumeIsolated { countCase(countName, operations: nil) }) }
'''
text = text.replace("/// `--no-baseline`", mode + "/// `--no-baseline`", 1)
open(path, "w").write(text)
PY
(cd "$tree" && swift build -c release --product responder-bench >/dev/null)
binary="$tree/.build/release/responder-bench"
printf '%-24s%s\n' case "instructions/op (b4ae607)"
for name in dispatch.move.10gr dispatch.move.100gr dispatch.tap.table1000 dispatch.drag.pan dispatch.fingers10; do
    out=$(mktemp)
    printed=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
        --collect-atstart=no --toggle-collect=responder_bench_counted_loop "$binary" --count-case="$name" 2>/dev/null)
    total=$(grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}')
    rm -f "$out"
    printf '%-24s%d\n' "$name" $((total / ${printed##* }))
done
