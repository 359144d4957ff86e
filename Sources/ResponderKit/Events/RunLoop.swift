import Foundation

/// Timers for views' own delays — stepper auto-repeat, scroll deceleration (L1). Each fires as one step
/// of dispatch, so whatever it changes is settled and delivered before the next event.
extension UIView {
    /// A timer on this view's application clock; nil when the view is in no window (nothing can run it).
    @discardableResult
    func scheduleTimer(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ClockTimer? {
        let timer = window?.application?.clock.schedule(after: delay) { [weak self] in
            // Found again when it fires: the view may have left its window meanwhile.
            self?.window?.application?.dispatcher.step(body)
        }
        timer?.owner = self
        return timer
    }
}
