import Foundation

/// Where the run loop lays out (LY20): before each event's hit-test, after each event has been
/// dispatched and settled, after each timer, and when `advance(by:)` returns. Never in the middle of
/// other work (a removal, a callback), as UIKit lays out only between run-loop turns.
extension UIApplication {
    /// Runs pending layout as one step of dispatch, so that whatever layout code changes (views leaving
    /// the window, touches to cancel) is settled like any callback's work (T7).
    func performPendingLayout() {
        guard layoutLoop.pending else { return }
        if dispatcher.depth > 0 {
            layoutLoop.run()
        } else {
            dispatcher.step { layoutLoop.run() }
        }
    }

    /// Every timer fired and every `advance(by:)` is a run-loop turn: layout follows it (LY20).
    /// Through the world token: a weak reference to the application itself would give it a side table and
    /// make every retain and release of it during dispatch slower (see `worldToken`).
    func installLayoutTurns(on clock: VirtualClock) {
        clock.turnDidEnd = { [world = WeakWorld(self)] in world.application?.performPendingLayout() }
        clock.refusalHandler = { [world = WeakWorld(self)] message in world.application?.report(message) }
    }
}
