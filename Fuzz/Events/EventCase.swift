import Foundation
import ResponderKit

// MARK: - One case

@MainActor final class EventCase {
    var reader: ByteReader
    let simulator = EventSimulator()
    var views: [UIView] = []
    var recognizers: [UIGestureRecognizer] = []
    var delegates: [AnyObject] = []
    var grid: UIView?
    /// A second window over (or under) the key window, when the header asks for one.
    var secondWindow: UIWindow?
    var gridChildren: [UIView] = []
    var everyTouch: [SimulatedTouch] = []
    var active: [SimulatedTouch] = []
    /// A view left or changed its place in the tree: forwarded touches may then legitimately go elsewhere.
    var structureChanged = false
    var allowBad = false
    var badCalls = 0
    /// `require(toFail:)` of a recognizer on itself: refused with an issue (to standard error when the
    /// recognizer is in no window), so they only raise the number of issues allowed.
    var selfRequirements = 0
    var illegalTransitions = 0
    /// Mutations from callbacks, at most this many per case (a tap from inside a tap's action recurses).
    var callbackBudget = 24
    var depth = 0

    init(_ bytes: [UInt8]) { reader = ByteReader(bytes) }

    /// `FUZZ_VERBOSE=1`: note each mutation in the trace and print the world and its trace.
    static let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil

    func name(_ object: AnyObject) -> String { simulator.trace.name(of: object) }

    /// Touch numbers for messages (and a stable order), from the simulator's handles.
    var touchNumbers: [ObjectIdentifier: Int] = [:]
    func numberValue(_ touch: UITouch) -> Int { touchNumbers[ObjectIdentifier(touch)] ?? Int.max }
    /// Touches in finger order (a touch cancelled before `remember` saw it goes last, by position).
    func ordered(_ touches: Set<UITouch>) -> [UITouch] {
        func key(_ touch: UITouch) -> (Int, CGFloat, CGFloat) {
            let point = touch.location(in: nil)
            return (numberValue(touch), point.x, point.y)
        }
        return touches.sorted { key($0) < key($1) }
    }
    func number(_ touch: UITouch) -> String {
        touchNumbers[ObjectIdentifier(touch)].map { "touch \($0)" } ?? "a new touch"
    }
    func remember(_ fingers: [SimulatedTouch]) {
        for finger in fingers { touchNumbers[ObjectIdentifier(finger.touch)] = finger.number }
        everyTouch += fingers
    }

    /// Plays the case and checks it; returns the trace for the L2 comparison.
    func run() -> String {
        simulator.trace.isEnabled = true
        let header = reader.byte()
        allowBad = header & 0x1F == 0x1F
        build(header: header)
        if Self.verbose { describeOnViolation = { [unowned self] in MainActor.assumeIsolated { self.describe() } } }
        checkConversions()
        var steps = 0
        while !reader.isAtEnd && steps < 120 {
            steps += 1
            step()
            if steps % 4 == 0 { checkConversions() }
        }
        if !active.isEmpty { simulator.lift(active) }
        active = []
        simulator.advance(by: 3)
        simulator.advance(by: 3)
        if Self.verbose { describe() }
        describeOnViolation = nil
        finalChecks()
        return simulator.trace.text(timestamps: true)
    }
}
