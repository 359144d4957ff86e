import Foundation

/// The scroll view's own pan (S1). It begins only for movement along an axis the scroll view can scroll,
/// so that a vertical table inside a horizontal pager leaves horizontal drags to the pager.
@MainActor final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func acceptsBeginning(with movement: CGPoint) -> Bool {
        guard let scrollView = view as? UIScrollView else { return false }
        let local = GestureMath.vector(
            movement, from: trackedTouches.first?.initialScreenLocation ?? .zero,
            in: scrollView, window: scrollView.window)
        if scrollView.canScrollHorizontally && scrollView.canScrollVertically { return true }
        if abs(local.x) >= abs(local.y) { return scrollView.canScrollHorizontally }
        return scrollView.canScrollVertically
    }
}
