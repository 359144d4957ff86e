import Foundation

/// The scroll view's own pan (S1). Its delegate is its scroll view, for good (S6): whether it may begin —
/// including "cannot scroll in this direction" — is the scroll view's `gestureRecognizerShouldBegin(_:)`.
@MainActor final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer, ScrollViewRecognizer {
    /// Set once by the scroll view that owns this recognizer.
    unowned(unsafe) var owner: UIScrollView?
    var tracedAnswers: Set<String> = []

    override func reset() {
        super.reset()
        tracedAnswers.removeAll()
    }

    /// UIKit raises when another delegate is assigned; here the assignment is refused and reported, and the
    /// delegate stays the scroll view (S6).
    override var delegate: UIGestureRecognizerDelegate? {
        get { super.delegate }
        set {
            guard let owner, newValue !== owner else {
                super.delegate = newValue
                return
            }
            owner.reportProgrammerError(
                "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate "
                    + "(assigning \(newValue.map { TraceNames.typeName($0) } ?? "nil") to "
                    + "\(TraceNames.preferredName(owner)).panGestureRecognizer.delegate refused, S6)")
        }
    }
}
