import Foundation

/// C6: standard controls refuse, through `gestureRecognizerShouldBegin(_:)`, the recognizers of their
/// ancestors whose gesture is the control's own default action (Apple, "Attaching gesture recognizers
/// to UIKit controls"). Recognizers on the control itself are never refused, and the arena only asks the
/// control when it is the touch's hit-test view, so recognizers on views above it are never refused
/// either. Custom `UIControl` subclasses have no default action and refuse nothing.
@MainActor enum DefaultControlAction {
    /// A single-finger single tap (UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl).
    static func isSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// A single-finger pan or swipe that moved parallel to a horizontal control (UISlider, UISwitch),
    /// having started inside `knob` (in the control's coordinates).
    static func isHorizontalDrag(_ recognizer: UIGestureRecognizer, on control: UIView, knob: CGRect) -> Bool {
        guard recognizer is UIPanGestureRecognizer || recognizer is UISwipeGestureRecognizer,
            recognizer.gestureTouches.count == 1, let touch = recognizer.gestureTouches.first
        else { return false }
        let start = UITouch.map(touch.initialScreenLocation, to: control)
        guard knob.contains(start) else { return false }
        let now = touch.location(in: control)
        return abs(now.x - start.x) >= abs(now.y - start.y)
    }

    /// The shared rule: refuse only what is the default action and not attached to the control.
    static func shouldBegin(_ recognizer: UIGestureRecognizer, on control: UIView, isDefaultAction: Bool) -> Bool {
        recognizer.view === control || !isDefaultAction
    }
}
