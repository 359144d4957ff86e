import Foundation

/// The scroll view's own pan (S1). Its scroll view answers as its delegate, for good (S6): whether it may
/// begin — including "cannot scroll in this direction" — is the scroll view's `gestureRecognizerShouldBegin(_:)`.
/// For a scroll view whose class does not adopt `UIGestureRecognizerDelegate`, this recognizer puts the
/// questions to it itself.
@MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer, ScrollViewRecognizer,
    UIGestureRecognizerDelegate
{
    /// Set once by the scroll view that owns this recognizer.
    unowned var owner: UIScrollView?
    var tracedAnswers: Set<String> = []

    override func reset() {
        super.reset()
        tracedAnswers.removeAll()
    }

    /// UIKit raises when another delegate is assigned; here it is refused and reported (S6).
    override var delegate: UIGestureRecognizerDelegate? {
        get { publicDelegate }
        set { assignDelegate(newValue, property: "panGestureRecognizer", kind: "pan") }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        owner?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { owner?.isOwnPanAndPinch(gestureRecognizer, otherGestureRecognizer) ?? false }
}
