// Shared by the libFuzzer harnesses (built by scripts/fuzz.sh, not by SwiftPM).
//
// A violation ends the process with `fatalError`: that is what libFuzzer needs to keep the input as a
// crash artifact. Traps are only allowed here, in the harness, never in ResponderKit or ResponderScenario.

import Foundation
import ResponderKit

/// Set by a harness that can describe its world (`FUZZ_VERBOSE`): printed before a violation stops the run,
/// so that one found inside a callback still shows the world and its trace so far.
nonisolated(unsafe) var describeOnViolation: (() -> Void)?

/// Stops the fuzzer on an invariant violation, printing the rule and what was seen.
func violation(_ rule: String, _ details: @autoclosure () -> String) -> Never {
    let text = "INVARIANT VIOLATION (\(rule)): \(details())\n"
    if let describe = describeOnViolation {
        describeOnViolation = nil
        describe()
    }
    FileHandle.standardError.write(Data(text.utf8))
    fatalError("invariant violation: \(rule)")
}

/// The engine's own record, checked entry by entry (`EventTrace.entries`).
///
/// * GR3: every `state` entry leaves the state the previous one reached, by a legal step; actions only
///   in began/changed/ended/cancelled (never after `.failed`); `reset` only from a final state and exactly
///   once per finished recognition (a second finished state before the reset is a violation).
/// * T6 (direct deliveries, `touches` entries from the window to the hit-test view): a responder gets a
///   touch's began first, at most one ended or cancelled, and nothing after it.
struct TraceAudit {
    private(set) var recognizerStates: [String: String] = [:]
    /// Per responder name and touch number: the phases delivered directly by the window.
    private(set) var direct: [String: [String: [String]]] = [:]

    private static let legal: [String: Set<String>] = [
        "possible": ["began", "ended", "failed"], "began": ["changed", "ended", "cancelled"],
        "changed": ["changed", "ended", "cancelled"],
    ]

    private static func field(_ entry: TraceEntry, _ name: String) -> TraceValue? {
        entry.fields.first { $0.name == name }?.value
    }

    private static func string(_ entry: TraceEntry, _ name: String) -> String {
        if case .string(let value)? = field(entry, name) { return value }
        return "?"
    }

    private static func strings(_ entry: TraceEntry, _ name: String) -> [String] {
        if case .strings(let values)? = field(entry, name) { return values }
        return []
    }

    mutating func check(_ entries: [TraceEntry]) {
        for entry in entries { check(entry) }
    }

    mutating func check(_ entry: TraceEntry) {
        switch entry.kind {
        case "state":
            let name = Self.string(entry, "recognizer")
            let from = Self.string(entry, "from")
            let to = Self.string(entry, "to")
            let now = recognizerStates[name] ?? "possible"
            if from != now { violation("GR3", "'\(entry.text)' but the recognizer was \(now)") }
            if !(Self.legal[from] ?? []).contains(to) { violation("GR3", "illegal transition '\(entry.text)'") }
            recognizerStates[name] = to
        case "gestureAction":
            let name = Self.string(entry, "recognizer")
            let state = Self.string(entry, "state")
            let now = recognizerStates[name] ?? "possible"
            if now == "failed" { violation("GR3", "action after .failed: '\(entry.text)'") }
            if state != now || !["began", "changed", "ended", "cancelled"].contains(state) {
                violation("GR3", "'\(entry.text)' while the recognizer was \(now)")
            }
        case "reset":
            let name = Self.string(entry, "recognizer")
            let now = recognizerStates[name] ?? "possible"
            if !["ended", "cancelled", "failed"].contains(now) {
                violation("GR3", "'\(entry.text)' while \(now): reset() must run exactly once per finished recognition")
            }
            recognizerStates[name] = "possible"
        case "touches":
            let responder = Self.string(entry, "responder")
            let phase = Self.string(entry, "phase")
            for touch in Self.strings(entry, "touches") {
                let seen = direct[responder]?[touch] ?? []
                let what = "\(responder) touches \(phase) for touch \(touch) (had \(seen))"
                if phase == "began" {
                    if !seen.isEmpty { violation("T6", "\(what): began twice") }
                } else if seen.isEmpty {
                    violation("T6", "\(what): without began")
                } else if let last = seen.last, last == "ended" || last == "cancelled" {
                    violation("T6", "\(what): delivered after the touch ended for it")
                }
                direct[responder, default: [:]][touch, default: []].append(phase)
            }
        default:
            break
        }
    }

    /// T6 once every touch has ended and every recognizer has settled: each direct began has its one end.
    func checkAllEnded(touches: Set<String>? = nil) {
        for (responder, byTouch) in direct.sorted(by: { $0.key < $1.key }) {
            for (touch, phases) in byTouch.sorted(by: { $0.key < $1.key }) {
                if let touches, !touches.contains(touch) { continue }
                let ends = phases.filter { $0 == "ended" || $0 == "cancelled" }.count
                if ends != 1 { violation("T6", "\(responder) touch \(touch): \(ends) ends in \(phases)") }
            }
        }
    }

    /// GR3: with every touch ended and time run on, no recognizer is left outside `.possible`.
    func checkAllPossible() {
        for (name, state) in recognizerStates.sorted(by: { $0.key < $1.key }) where state != "possible" {
            violation("GR3", "\(name) left in \(state) after every touch ended (no reset)")
        }
    }
}

/// G2: `a.convert(p, to: b)` then back gives `p` again, within 1e-6 relative (of the larger of the
/// point's size and the distances involved), for points and for rects' origins and sizes.
@MainActor func checkConversionRoundTrip(_ a: UIView, _ b: UIView?, _ point: CGPoint) {
    let there = a.convert(point, to: b)
    guard there.x.isFinite, there.y.isFinite else { return }  // singular transforms: nothing to compare
    let back = a.convert(there, from: b)
    let scale = max(1, abs(point.x), abs(point.y), abs(there.x), abs(there.y))
    guard back.x.isFinite, back.y.isFinite else { return }
    if abs(back.x - point.x) > 1e-6 * scale || abs(back.y - point.y) > 1e-6 * scale {
        violation("G2", "point \(point) -> \(there) -> \(back)")
    }
    // The same through `from:` first.
    let other = (b ?? a.window).map { $0.convert(point, to: a) }
    if let other, other.x.isFinite, other.y.isFinite, let b = b ?? a.window {
        let again = b.convert(other, from: a)
        let s = max(1, abs(point.x), abs(point.y), abs(other.x), abs(other.y))
        if again.x.isFinite, again.y.isFinite, abs(again.x - point.x) > 1e-6 * s || abs(again.y - point.y) > 1e-6 * s {
            violation("G2", "point \(point) <- \(other) <- \(again)")
        }
    }
}

/// Reads bytes as a stream of choices; past the end every read gives 0 (so every input is complete).
struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        let value = span > 256 ? (Int(byte()) << 8 | Int(byte())) : Int(byte())
        return range.lowerBound + value % span
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// True with probability about `percent`/256 ... expressed as a percentage.
    mutating func chance(_ percent: Int) -> Bool { Int(byte()) * 100 < percent * 256 }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// A coordinate in `range`, on a quarter-point grid.
    mutating func coordinate(_ range: ClosedRange<CGFloat>) -> CGFloat {
        let raw = CGFloat(Int(byte()) << 8 | Int(byte())) / 65535
        return ((range.lowerBound + raw * (range.upperBound - range.lowerBound)) * 4).rounded() / 4
    }
}
