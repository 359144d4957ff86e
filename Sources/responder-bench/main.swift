import Foundation
import ResponderKit

// responder-bench: our medians against the peers' algorithms (BENCHMARKS.md), or instructions per operation
// under callgrind (BENCHMARKS.md, "Unsafe annotations audit"). Usage:
//   swift run -c release responder-bench [--json] [--quick] [--case=PREFIX] [--no-baseline]
//   swift run -c release responder-bench --instructions [--json] [--case=PREFIX] [--ops=N]
var arguments = Set(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
let quick = arguments.contains("--quick")
/// `--case NAME` runs only the cases whose name starts with NAME (for profiling one case).
let only = arguments.first { $0.hasPrefix("--case=") }.map { String($0.dropFirst("--case=".count)) }
if let only { arguments.remove("--case=\(only)") }
/// `--count-case=NAME`: the child of `--instructions`, run under callgrind (Instructions.swift).
let countCase = arguments.first { $0.hasPrefix("--count-case=") }.map { String($0.dropFirst("--count-case=".count)) }
if let countCase { arguments.remove("--count-case=\(countCase)") }
/// `--no-baseline` skips the peers' algorithms (profiling our side alone).
let measureBaselines = arguments.remove("--no-baseline") == nil
/// `--ops=N`: how many operations an instruction count runs (default: the case's own number).
let operations = arguments.first { $0.hasPrefix("--ops=") }.flatMap { Int($0.dropFirst("--ops=".count)) }
if let operations { arguments.remove("--ops=\(operations)") }
let instructions = arguments.remove("--instructions") != nil
if let unknown = arguments.subtracting(["--json", "--quick", "--help", "-h"]).first {
    FileHandle.standardError.write(Data("responder-bench: unknown option \(unknown)\n".utf8))
    exit(2)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: responder-bench [--json] [--quick] [--case=PREFIX] [--no-baseline]")
    print("       responder-bench --instructions [--json] [--case=PREFIX] [--ops=N]")
    print("  Median ns/op (ours and the baseline), allocations/op, bytes per object;")
    print("  or, with --instructions, instructions per operation counted by valgrind's callgrind.")
    exit(0)
}

if let countCase {
    exit(MainActor.assumeIsolated { InstructionCount.runChild(countCase, operations: operations) })
}
if instructions {
    let names = BenchmarkSuite.caseNames.filter { name in only.map { name.hasPrefix($0) } ?? true }
    exit(InstructionCount.measure(cases: names, operations: operations, json: json))
}

let results = MainActor.assumeIsolated {
    BenchmarkSuite(harness: Harness(quick: quick), only: only, measureBaselines: measureBaselines).run()
}
if json {
    for result in results { print(result.json) }
} else {
    print(Report.table(results))
}
