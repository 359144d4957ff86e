import Foundation

/// X15: a reason for a recognizer's next state change, shown in the trace's `state` line and the arena
/// report (X6). Built-in recognizers give one for every decision; a custom subclass attaches its own just
/// before it sets `state`:
///
/// ```swift
/// GestureReason.attach("pressed too lightly", to: self)
/// state = .failed
/// ```
///
/// A separate type, not a member of `UIGestureRecognizer`: users' subclasses keep UIKit's names free.
@preconcurrency @MainActor public enum GestureReason {
    /// `reason` goes with the next change of `recognizer.state` (and only that one).
    public static func attach(_ reason: String, to recognizer: UIGestureRecognizer) {
        recognizer.pendingReason = reason
    }
}

extension UIGestureRecognizer {
    /// Sets `state` with the reason the trace records for it (X15). The text is made only while a trace
    /// records: recognition costs nothing more with tracing off.
    func decide(_ newState: State, because reason: @autoclosure () -> String) {
        // The arena's trace: a change outside a gesture is settled by nobody and recorded nowhere.
        if arenaEntry?.arena.tracer != nil { pendingReason = reason() }
        state = newState
    }

    /// Seconds, as reasons print them (`0.41 s`).
    static func seconds(_ value: TimeInterval) -> String {
        value.isFinite ? "\(SeedFormat.number(CGFloat((value * 100).rounded() / 100))) s" : "beyond any time"
    }

    /// "1 touch", "2 touches".
    static func touchCount(_ count: Int) -> String { count == 1 ? "1 touch" : "\(count) touches" }

    /// Points, as reasons print them (`52 pt`).
    static func points(_ value: CGFloat) -> String {
        value.isFinite ? "\(SeedFormat.number((value * 10).rounded() / 10)) pt" : "beyond any distance"
    }
}
