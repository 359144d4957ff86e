import Foundation

/// Instructions per operation, counted by valgrind's callgrind (BENCHMARKS.md, "Unsafe annotations audit"): repeatable
/// where times are not.
///
/// `--instructions` runs each case in a child process under
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=responder_bench_counted_loop`: the child
/// (`--count-case=NAME`) sets the case up and warms it with collection off, then runs its operations inside
/// ``countedLoop(_:_:)``, the only function whose instructions are collected. The total divided by the
/// number of operations is the figure; set-up, warm-up and the process's start and end are not in it.
/// Hashing is made deterministic (`SWIFT_DETERMINISTIC_HASHING`) so that sets of touches probe the same
/// way on every run. Use a release build: callgrind cannot run the debug build here.
enum InstructionCount {
    static let marker = "responder_bench_counted_loop"

    /// The child's side: sets up the case called `name`, warms it, runs its counted operations.
    @MainActor static func runChild(_ name: String, operations: Int?) -> Int32 {
        let suite = BenchmarkSuite(harness: Harness(quick: true), only: name, measureBaselines: false)
        guard let benchCase = suite.cases().first(where: { $0.name == name }) else {
            FileHandle.standardError.write(Data("responder-bench: no case named \(name)\n".utf8))
            return 2
        }
        let count = Swift.max(1, operations ?? benchCase.countedOperations)
        for _ in 0..<Swift.max(3, count / 4) { benchCase.operation() }
        countedLoop(count, benchCase.operation)
        print("\(benchCase.name) \(count)")
        return 0
    }

    /// The parent's side: one valgrind run per wanted case; returns (case, instructions per operation).
    static func measure(cases: [String], operations: Int?, json: Bool) -> Int32 {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        if !json {
            print(Report.pad("case", 24) + "instructions/op")
            print(String(repeating: "-", count: 40))
        }
        for name in cases {
            guard let (total, operations) = callgrind(executable, name, operations: operations) else { return 1 }
            let perOperation = Double(total) / Double(operations)
            if json {
                print("{\"case\": \"\(name)\", \"instructions_per_op\": \(String(format: "%.0f", perOperation))}")
            } else {
                print(Report.pad(name, 24) + String(format: "%.0f", perOperation))
            }
        }
        return 0
    }

    private static func callgrind(
        _ executable: String, _ name: String, operations: Int?
    ) -> (total: Int, operations: Int)? {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("responder-bench-callgrind-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "valgrind", "--tool=callgrind", "--callgrind-out-file=\(output.path)", "--collect-atstart=no",
                "--toggle-collect=\(marker)", executable, "--count-case=\(name)",
            ] + (operations.map { ["--ops=\($0)"] } ?? [])
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            fail("cannot run valgrind: \(error)")
            return nil
        }
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let operations = printed.split(separator: " ").last.flatMap({
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }),
            let text = try? String(contentsOf: output, encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }
            ),
            let total = line.split(separator: " ").last.flatMap({ Int($0) })
        else {
            fail("valgrind run of \(name) failed (status \(process.terminationStatus)): \(printed)")
            return nil
        }
        return (total, operations)
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("responder-bench: \(message)\n".utf8))
    }
}

/// The counted region: callgrind collects only while this function runs. Not inlined, with a fixed symbol.
@inline(never)
@_silgen_name("responder_bench_counted_loop")
func countedLoop(_ count: Int, _ operation: () -> Void) {
    for _ in 0..<count { operation() }
}
