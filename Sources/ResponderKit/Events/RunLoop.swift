import Foundation

/// Timers for the engine's own delays — stepper auto-repeat, scroll deceleration (L1). Each fires as
/// one step of dispatch, so whatever it changes is settled and delivered before the next event.
extension UIApplication {
    @discardableResult
    func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ClockTimer {
        clock.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.dispatching(body)
        }
    }
}

extension UIView {
    /// A timer on this view's application clock; nil when the view is in no window (nothing can run it).
    @discardableResult
    func scheduleTimer(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ClockTimer? {
        window?.application?.schedule(after: delay, body)
    }
}
