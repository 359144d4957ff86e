// libFuzzer target `events`: bytes -> a random world (view tree with transforms, hidden/alpha/interaction
// flags, overriding views, recognizers with random properties and failure requirements, delegates,
// controls, scroll views and tables, sometimes a container with enough subviews for the spatial index)
// and a random stream of multi-finger downs, moves, lifts, cancels, timer advances, hardware events and
// mutations, many of them made from inside callbacks (hitTest, touches*, actions, delegate methods,
// reset()). The invariants are checked as the case runs and after it; a violation traps (harness only):
//
// * T6: each responder gets a touch's began first, exactly one ended or cancelled, nothing after
//   (direct and forwarded deliveries, also after views moved to other parents); T5 for views
//   without multi-touch;
// * GR3: legal transitions only (the trace), no action after `.failed`, recognizers get touches only
//   while they can use them, `reset()` exactly once per finished recognition, all back to `.possible`;
// * L2: the same bytes run twice in fresh simulators give byte-identical traces;
// * G2: point conversions between any two views (also detached ones) round-trip within 1e-6 relative;
// * the spatial index gives the reverse scan's hit-test answer;
// * `simulator.issues` is empty unless the input deliberately included bad calls, and then it holds
//   only the refusals of those calls.
// Built by scripts/fuzz.sh. `scripts/fuzz.sh events traces DIR INPUT...` writes each input's trace to DIR
// (FUZZ_TRACE_DIR), so that two builds of the engine can be compared input by input (BENCHMARKS.md, "Events corpus
// replay").

import Foundation
import ResponderKit

@_cdecl("LLVMFuzzerTestOneInput")
public func eventFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let first = EventCase(bytes).run()
        if let directory = traceDirectory { saveTrace(first, of: bytes, in: directory) }
        let second = EventCase(bytes).run()
        if first != second {
            let a = first.split(separator: "\n", omittingEmptySubsequences: false)
            let b = second.split(separator: "\n", omittingEmptySubsequences: false)
            let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            let one = index < a.count ? String(a[index]) : "<end>"
            let two = index < b.count ? String(b[index]) : "<end>"
            violation("L2", "two runs differ at trace line \(index + 1):\n  \(one)\n  \(two)")
        }
    }
    return 0
}

// MARK: - Mutations

/// A change to the world, made at top level or from inside a callback (T7).
enum Mutation {
    case removeView(Int)
    case moveView(Int, to: Int)
    case addRecognizer(kind: Int, to: Int)
    case removeRecognizer(Int)
    case toggleRecognizer(Int)
    case requireFailure(Int, of: Int)
    case becomeFirstResponder(Int)
    case resignFirstResponder
    case toggleHidden(Int)
    case toggleInteraction(Int)
    case transform(Int, angle: CGFloat, scale: CGFloat)
    case tap(CGPoint)
    case toggleControl(Int)
    case scroll(Int, CGPoint)
    case reloadTable(Int)
    case insertGridChild(Int)
    case exchangeGrid(Int, Int)
    case moveGridChild(Int, CGPoint)
    case toggleWindow(Int)

    static func read(_ r: inout ByteReader) -> Mutation {
        switch r.int(0...18) {
        case 0: return .removeView(r.int(0...255))
        case 1: return .moveView(r.int(0...255), to: r.int(0...255))
        case 2: return .addRecognizer(kind: r.int(0...255), to: r.int(0...255))
        case 3: return .removeRecognizer(r.int(0...255))
        case 4: return .toggleRecognizer(r.int(0...255))
        case 5: return .requireFailure(r.int(0...255), of: r.int(0...255))
        case 6: return .becomeFirstResponder(r.int(0...255))
        case 7: return .resignFirstResponder
        case 8: return .toggleHidden(r.int(0...255))
        case 9: return .toggleInteraction(r.int(0...255))
        case 10:
            return .transform(r.int(0...255), angle: CGFloat(r.int(0...15)) * .pi / 8, scale: r.pick([0.5, 1, 1.5, 2]))
        case 11: return .tap(CGPoint(x: r.coordinate(0...375), y: r.coordinate(0...667)))
        case 12: return .toggleControl(r.int(0...255))
        case 13: return .scroll(r.int(0...255), CGPoint(x: r.coordinate(-100...600), y: r.coordinate(-100...900)))
        case 14: return .reloadTable(r.int(0...255))
        case 15: return .insertGridChild(r.int(0...255))
        case 16: return .exchangeGrid(r.int(0...255), r.int(0...255))
        case 17:
            return .moveGridChild(r.int(0...255), CGPoint(x: r.coordinate(-50...400), y: r.coordinate(-50...700)))
        default: return .toggleWindow(r.int(0...255))
        }
    }
}

/// Where `traces` mode writes each input's trace, if set.
let traceDirectory = ProcessInfo.processInfo.environment["FUZZ_TRACE_DIR"]

/// Writes `trace` to DIR/<FNV-1a 64 of the input>.trace.
func saveTrace(_ trace: String, of bytes: [UInt8], in directory: String) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let name = String(hash, radix: 16)
    let path = (directory as NSString).appendingPathComponent("\(name).trace")
    _ = FileManager.default.createFile(atPath: path, contents: Data(trace.utf8))
}
