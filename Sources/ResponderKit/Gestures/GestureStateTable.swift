import Foundation

/// GR3's legal transitions, as one table that every `state` change is checked against.
///
/// Leaving a final state (`ended`, `cancelled`, `failed`) is the engine's job: it happens only in
/// `reset()`, once the recognizer's touches have all ended.
enum GestureStateTable {
    typealias State = UIGestureRecognizer.State

    /// The table as data, for reading and for the test that checks ``allows(_:_:)`` against it.
    static let legal: [State: Set<State>] = [
        .possible: [.began, .ended, .failed],
        .began: [.changed, .ended, .cancelled],
        .changed: [.changed, .ended, .cancelled],
        .ended: [],
        .cancelled: [],
        .failed: [],
    ]

    /// `legal[from]?.contains(to)`, as a switch: every state change of every recognizer asks it (29 times per
    /// tap on a table), and the dictionary and set look-ups hashed twice per question, about 345 instructions:
    /// 10,000 per `dispatch.tap.table1000`, 4,900 per `dispatch.drag.pan` (callgrind).
    static func allows(_ from: State, _ to: State) -> Bool {
        switch from {
        case .possible: return to == .began || to == .ended || to == .failed
        case .began, .changed: return to == .changed || to == .ended || to == .cancelled
        case .ended, .cancelled, .failed: return false
        }
    }
}
