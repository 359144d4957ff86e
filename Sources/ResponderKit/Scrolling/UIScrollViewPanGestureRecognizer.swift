import Foundation

/// The scroll view's own pan (S1). Its delegate is its scroll view, for good (S6): whether it may begin —
/// including "cannot scroll in this direction" — is the scroll view's `gestureRecognizerShouldBegin(_:)`.
@MainActor final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer, ScrollViewRecognizer {
    /// Set once by the scroll view that owns this recognizer.
    unowned var owner: UIScrollView?
    var tracedAnswers: Set<String> = []

    override func reset() {
        super.reset()
        tracedAnswers.removeAll()
    }

    /// UIKit raises when another delegate is assigned; here it is refused and reported (S6).
    override var delegate: UIGestureRecognizerDelegate? {
        get { super.delegate }
        set {
            if mayTakeDelegate(newValue, property: "panGestureRecognizer", kind: "pan") { super.delegate = newValue }
        }
    }
}
