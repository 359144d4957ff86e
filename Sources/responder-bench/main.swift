import Foundation
import ResponderKit

// responder-bench: our medians against the peers' algorithms (issue 7). Usage:
//   swift run -c release responder-bench [--json] [--quick]
var arguments = Set(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
let quick = arguments.contains("--quick")
/// `--case NAME` runs only the cases whose name starts with NAME (for profiling one case).
let only = arguments.first { $0.hasPrefix("--case=") }.map { String($0.dropFirst("--case=".count)) }
if let only { arguments.remove("--case=\(only)") }
/// `--no-baseline` skips the peers' algorithms (profiling our side alone).
let measureBaselines = arguments.remove("--no-baseline") == nil
if let unknown = arguments.subtracting(["--json", "--quick", "--help", "-h"]).first {
    FileHandle.standardError.write(Data("responder-bench: unknown option \(unknown)\n".utf8))
    exit(2)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: responder-bench [--json] [--quick] [--case=PREFIX]")
    print("  Median ns/op (ours and the baseline), allocations/op, bytes per object.")
    exit(0)
}

let results = MainActor.assumeIsolated {
    BenchmarkSuite(harness: Harness(quick: quick), only: only, measureBaselines: measureBaselines).run()
}
if json {
    for result in results { print(result.json) }
} else {
    print(Report.table(results))
}
