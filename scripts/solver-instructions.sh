#!/usr/bin/env bash
# Instructions per operation of the layout solver alone (BENCHMARKS.md, "The layout solver without unsafe annotations"), for
# `layout.constraints1000` (from scratch) and `layout.constraints1000.edit`, at any commit — without a
# release build of the whole package (minutes on an idle machine, far more on a loaded one).
#
#   scripts/solver-instructions.sh [REV ...]     # default: HEAD
#
# For each REV, the solver's files (Sources/ResponderKit/Layout: CassowarySolver*, SolverTableau*,
# SolverRow, LayoutVariable, LinearConstraint, LinearExpression, SolverStrength, SolverError) are compiled
# as module ResponderKit (-O, whole module, cross-module optimization as SwiftPM's release build), and a
# driver importing it runs the two cases of responder-bench's LayoutCases.swift (ScreenSystem taken from
# that file at REV) under valgrind callgrind, counting only `responder_bench_counted_loop` as the bench
# does. The figures are close to, not equal to, `responder-bench --instructions` (another driver); compare
# revisions with this script against each other.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
revs=("$@")
[ ${#revs[@]} -eq 0 ] && revs=(HEAD)
for rev in "${revs[@]}"; do
    dir="$work/$rev"
    mkdir -p "$dir/lib" "$dir/mod"
    for path in $(git -C "$root" ls-tree --name-only "$rev" Sources/ResponderKit/Layout/ |
        grep -E '/(CassowarySolver|SolverTableau|SolverRow|LayoutVariable|LinearConstraint|LinearExpression|SolverStrength|SolverError)[^/]*\.swift$'); do
        git -C "$root" show "$rev:$path" > "$dir/lib/$(basename "$path")"
    done
    {
        echo 'import Foundation'
        echo 'import ResponderKit'
        git -C "$root" show "$rev:Sources/responder-bench/Cases.swift" | sed -n '/^struct SplitMix64/,/^}/p'
        git -C "$root" show "$rev:Sources/responder-bench/LayoutCases.swift" |
            sed -n '/^struct ScreenSystem {/,/^    \/\/\/ The same system for kiwi_oracle.py/p' | sed '$d'
        cat <<'SWIFT'
}
@inline(never)
@_silgen_name("responder_bench_counted_loop")
func countedLoop(_ count: Int, _ operation: () -> Void) {
    for _ in 0..<count { operation() }
}
var random = SplitMix64(state: 1000)
let system = ScreenSystem(random: &random)
let variables = (0..<system.variableCount).map { LayoutVariable("v\($0)") }
let narrow = system.constraints(variables)
func solve(_ constraints: [LinearConstraint]) {
    let solver = CassowarySolver()
    for constraint in constraints { try! solver.addConstraint(constraint) }
    solver.updateVariables()
}
if CommandLine.arguments[1] == "scratch" {
    for _ in 0..<5 { solve(narrow) }
    countedLoop(20) { solve(narrow) }
} else {
    let solver = CassowarySolver()
    let edits = system.constraints(variables)
    for constraint in edits { try! solver.addConstraint(constraint) }
    var flip = false
    let edit = {
        flip.toggle()
        try! solver.setConstant(-(flip ? ScreenSystem.widths.1 : ScreenSystem.widths.0), of: edits[system.editedIndex])
        solver.updateVariables()
    }
    for _ in 0..<50 { edit() }
    countedLoop(200, edit)
}
print(variables.map(\.value).reduce(0, +))
SWIFT
    } > "$dir/main.swift"
    (cd "$dir" && swiftc -O -wmo -parse-as-library -module-name ResponderKit -package-name solver \
        -Xfrontend -enable-default-cmo -emit-module -emit-module-path mod/ResponderKit.swiftmodule \
        -emit-object -o rk.o lib/*.swift)
    (cd "$dir" && swiftc -O -package-name solver -I mod main.swift rk.o -o bench)
    for pair in "scratch layout.constraints1000 20" "edit layout.constraints1000.edit 200"; do
        set -- $pair
        SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$dir/cg.$1" \
            --collect-atstart=no '--toggle-collect=*responder_bench_counted_loop*' "$dir/bench" "$1" \
            > /dev/null 2>&1
        total=$(grep -E '^(summary|totals):' "$dir/cg.$1" | head -1 | awk '{print $2}')
        echo "$rev $2 $((total / $3))"
    done
done
