import Foundation
import ResponderKit
import Testing

/// SplitMix64: a small, fast, well-mixed PRNG with a fixed sequence for a given seed (L2).
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
    mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// Uniform in `range`, rounded to a quarter point so that traces stay readable.
    mutating func coordinate(_ range: ClosedRange<CGFloat>) -> CGFloat {
        ((range.lowerBound + CGFloat(unit()) * (range.upperBound - range.lowerBound)) * 4).rounded() / 4
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// Collects rule violations seen during one randomized case: GR3 legality from the actions and `reset()`
/// calls, touches reaching a finished recognizer, and T5/T6 per view and touch.
@MainActor final class Audit {
    private(set) var problems: [String] = []
    /// Touch numbers for messages, keyed by the touch object (touches stay alive for the whole case).
    var touchNumbers: [ObjectIdentifier: Int] = [:]

    /// Recognizers whose delegate allows simultaneous recognition with anything (GR4).
    var simultaneous: Set<ObjectIdentifier> = []
    /// How many times each recognizer's `reset()` ran (GR3: once per finished recognition).
    private(set) var resets: [ObjectIdentifier: Int] = [:]
    /// Called after each `reset()`, e.g. to run user code from inside it (T7).
    var onReset: ((UIGestureRecognizer) -> Void)?

    private var observed: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
    private var began: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    private var names: [ObjectIdentifier: String] = [:]

    func report(_ problem: String) { problems.append(problem) }

    func number(_ touch: UITouch) -> String { touchNumbers[ObjectIdentifier(touch)].map { "touch \($0)" } ?? "touch ?" }

    /// GR3 as seen from the actions: possible → began | ended; began, changed → changed | ended | cancelled.
    func action(_ recognizer: UIGestureRecognizer) {
        let id = ObjectIdentifier(recognizer)
        let from = observed[id] ?? .possible
        let to = recognizer.state
        let legal: Bool
        switch (from, to) {
        case (.possible, .began), (.possible, .ended): legal = true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): legal = true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): legal = true
        default: legal = false
        }
        if !legal { report("\(recognizer.name ?? "?"): action in state \(to) after \(from)") }
        if from == .possible && (to == .began || to == .ended) { checkExclusivity(recognizer) }
        observed[id] = to
    }

    /// GR4 (no canPrevent overrides here): a recognizer that begins or recognizes shares no touch with
    /// another one that began or recognized and is not yet reset, unless a delegate allows both.
    private func checkExclusivity(_ recognizer: UIGestureRecognizer) {
        let id = ObjectIdentifier(recognizer)
        names[id] = recognizer.name ?? "?"
        let mine = began[id] ?? []
        for (other, state) in observed where other != id && [.began, .changed, .ended].contains(state) {
            guard !simultaneous.contains(id), !simultaneous.contains(other) else { continue }
            if !mine.isDisjoint(with: began[other] ?? []) {
                report("GR4: \(names[id] ?? "?") recognized while \(names[other] ?? "?") (\(state)) shares its touches")
            }
        }
    }

    func didReset(_ recognizer: UIGestureRecognizer) {
        let id = ObjectIdentifier(recognizer)
        if let state = observed[id], state == .began || state == .changed {
            report("\(recognizer.name ?? "?"): reset while \(state) (no ended/cancelled action)")
        }
        observed[id] = .possible
        began[id] = []
        resets[id, default: 0] += 1
        onReset?(recognizer)
    }

    /// GR11: an ignored touch is no longer the recognizer's (no events, no overlap with others).
    func ignored(_ recognizer: UIGestureRecognizer, _ touch: UITouch) {
        began[ObjectIdentifier(recognizer)]?.remove(ObjectIdentifier(touch))
    }

    /// Called before `super`: a recognizer only gets touches while it can still use them (GR3), and only
    /// touches it saw begin since its last reset.
    func touches(_ recognizer: UIGestureRecognizer, _ phase: String, _ touches: Set<UITouch>) {
        let id = ObjectIdentifier(recognizer)
        let name = recognizer.name ?? "?"
        if ![.possible, .began, .changed].contains(recognizer.state) {
            report("\(name): touches\(phase) while \(recognizer.state)")
        }
        for touch in touches {
            let tid = ObjectIdentifier(touch)
            if phase == "Began" {
                began[id, default: []].insert(tid)
            } else if !(began[id] ?? []).contains(tid) {
                report("\(name): touches\(phase) for \(number(touch)), which it did not see begin since its reset")
            }
        }
    }

    /// The engine's own view of every recognizer, from the trace: each `state` entry leaves the state the
    /// previous one reached, by a legal step of GR3's table; actions only in began/changed/ended/cancelled;
    /// `reset` only from a final state; everything back to `.possible` at the end.
    func checkTrace(_ entries: [TraceEntry]) {
        var current: [String: String] = [:]
        func field(_ entry: TraceEntry, _ name: String) -> String {
            for field in entry.fields where field.name == name {
                if case .string(let value) = field.value { return value }
            }
            return "?"
        }
        let table: [String: Set<String>] = [
            "possible": ["began", "ended", "failed"], "began": ["changed", "ended", "cancelled"],
            "changed": ["changed", "ended", "cancelled"],
        ]
        for entry in entries {
            switch entry.kind {
            case "state":
                let name = field(entry, "recognizer")
                let from = field(entry, "from")
                let to = field(entry, "to")
                let now = current[name] ?? "possible"
                if from != now { report("trace: \(entry.text) but it was \(now)") }
                if !(table[from] ?? []).contains(to) { report("trace: illegal \(entry.text)") }
                current[name] = to
            case "gestureAction":
                let name = field(entry, "recognizer")
                let state = field(entry, "state")
                let now = current[name] ?? "possible"
                if state != now || !["began", "changed", "ended", "cancelled"].contains(state) {
                    report("trace: \(entry.text) while \(now)")
                }
            case "reset":
                let name = field(entry, "recognizer")
                let now = current[name] ?? "possible"
                if !["ended", "cancelled", "failed"].contains(now) { report("trace: \(entry.text) while \(now)") }
                current[name] = "possible"
            default:
                break
            }
        }
        for (name, state) in current.sorted(by: { $0.key < $1.key }) where state != "possible" {
            report("trace: \(name) left in \(state) after every touch ended")
        }
    }
}

/// A view that records, per touch, the phases it receives and checks T5 (one direct touch at a time
/// unless multi-touch) and T6 (began first, exactly one end, nothing after) as they happen. Subclasses
/// (the reliability suite's probes) add hooks after calling `super`.
@MainActor class TrackingView: UIView {
    var audit: Audit?
    var forwards = false
    private(set) var phases: [ObjectIdentifier: [String]] = [:]
    private var openDirect: Set<ObjectIdentifier> = []
    /// Touches this view got from the window (the others reached it forwarded by a subview, R2).
    private var direct: Set<ObjectIdentifier> = []
    var label: String { accessibilityIdentifier ?? "?" }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        guard let audit else { return }
        for touch in touches {
            let id = ObjectIdentifier(touch)
            let seen = phases[id] ?? []
            let what = "\(label) touches\(phase) for \(audit.number(touch))"
            if phase == "Began" {
                if !seen.isEmpty { audit.report("\(what): began again (T6)") }
                if touch.view === self {
                    direct.insert(id)
                    if !isMultipleTouchEnabled && !openDirect.isEmpty { audit.report("\(what): a second touch (T5)") }
                    openDirect.insert(id)
                }
            } else if seen.isEmpty {
                audit.report("\(what) without touchesBegan (T6)")
            } else if let last = seen.last, last == "Ended" || last == "Cancelled" {
                audit.report("\(what) after touches\(last) (T6)")
            }
            if phase == "Ended" || phase == "Cancelled" { openDirect.remove(id) }
            phases[id] = seen + [phase]
        }
    }

    /// T6 at the end of a case: every touch this view saw begin has ended for it.
    func checkAllEnded() {
        guard let audit else { return }
        for (id, seen) in phases.sorted(by: { $0.key.hashValue < $1.key.hashValue }) {
            let ends = seen.filter { $0 == "Ended" || $0 == "Cancelled" }.count
            if ends != 1 {
                let how = direct.contains(id) ? "direct" : "forwarded"
                audit.report("\(label) touch \(audit.touchNumbers[id] ?? 0) (\(how)): \(ends) ends: \(seen) (T6)")
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("Began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("Moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("Ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("Cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// Auditing subclasses of each concrete recognizer: touches are checked before `super`, resets after.
@MainActor protocol Audited: UIGestureRecognizer {
    var audit: Audit? { get set }
}

final class AuditedTap: UITapGestureRecognizer, Audited {
    var audit: Audit?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Began", t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Moved", t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Ended", t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Cancelled", t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audit?.ignored(self, touch)
    }
    override func reset() {
        super.reset()
        audit?.didReset(self)
    }
}
