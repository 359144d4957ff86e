import Foundation

/// GR3's legal transitions, as one table that every `state` change is checked against.
///
/// Leaving a final state (`ended`, `cancelled`, `failed`) is the engine's job: it happens only in
/// `reset()`, once the recognizer's touches have all ended.
enum GestureStateTable {
    typealias State = UIGestureRecognizer.State

    static let legal: [State: Set<State>] = [
        .possible: [.began, .ended, .failed],
        .began: [.changed, .ended, .cancelled],
        .changed: [.changed, .ended, .cancelled],
        .ended: [],
        .cancelled: [],
        .failed: [],
    ]

    static func allows(_ from: State, _ to: State) -> Bool { legal[from]?.contains(to) ?? false }
}
