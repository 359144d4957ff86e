import Foundation

/// UIKit's private recognizer behind `delaysContentTouches` (S2, seed 004 section 5). It delays touches
/// began (GR8) while `.possible`: it fails — releasing the held touches to the content — when the finger
/// lifts, or when the 0.15 s timer fires and `touchesShouldBegin(_:with:in:)` agrees. If the scroll pan
/// begins first, its claim discards the held touches (GR8). It never prevents another recognizer.
@MainActor final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
    }

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let scrollView, state == .possible, trackedTouches.count == touches.count else { return }
        if scrollView.isDecelerating {
            // A touch on a moving scroll view stops it and goes no further (UIKit's tap-to-stop).
            scrollView.stopAnimation()
            note("stops and keeps touch \(numbers(touches)): it was decelerating")
            decide(.ended, because: "its scroll view was decelerating: the touch stops it")
            return
        }
        guard scrollView.delaysContentTouches else {
            decide(.failed, because: "delaysContentTouches is false")
            return
        }
        note("holds touch \(numbers(touches)) from its content for 0.15 s (S2)")
        scheduleTimer(after: UIScrollView.contentTouchDelay) { [unowned self] in self.timerFired(event: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        note("releases touch \(numbers(touches)) on lift before 0.15 s")
        decide(.failed, because: "lifted before \(Self.seconds(UIScrollView.contentTouchDelay)): touches released")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { decide(.failed, because: "its touches were cancelled") }
    }

    private func timerFired(event: UIEvent) {
        guard let scrollView, state == .possible else { return }
        let touches = Set(trackedTouches)
        let content = trackedTouches.first?.view ?? scrollView
        if content === scrollView || scrollView.touchesShouldBegin(touches, with: event, in: content) {
            note("releases touch \(numbers(touches)) to its content after 0.15 s")
            decide(
                .failed,
                because: "\(Self.seconds(UIScrollView.contentTouchDelay)) passed: touches released to the content")
        } else {
            note("keeps touch \(numbers(touches)): touchesShouldBegin returned false")
            decide(.ended, because: "touchesShouldBegin returned false: touches kept")
        }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    private func note(_ text: String) {
        guard let scrollView, let tracer = scrollView.window?.application?.tracer else { return }
        tracer.record(.info("\(scrollView.traceName) \(text)", kind: "scroll"))
    }

    private func numbers(_ touches: Set<UITouch>) -> String {
        UITouch.ordered(touches).map { String($0.number) }.joined(separator: ", ")
    }
}
