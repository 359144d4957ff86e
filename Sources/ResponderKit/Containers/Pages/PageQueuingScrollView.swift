import Foundation

/// The paging scroll view of a `.scroll` page view controller (PG3): a direct subview of its view, as
/// UIKit's is, so code that finds it there (to read its offset, or to switch scrolling off) works. Its
/// public delegate stays the app's to set; the page view controller follows it through the hooks below.
final class PageQueuingScrollView: UIScrollView {
    weak var scroller: PageScroller?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentInsetAdjustmentBehavior = .never  // its insets close the sides without a page (PG3, S10)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func didScroll() {
        super.didScroll()
        scroller?.scrolled()
    }

    override func didEndScrolling() {
        super.didEndScrolling()
        scroller?.settled()
    }

    /// PG3: the data source is asked for the neighbours as a drag is about to begin, so the pan begins only
    /// towards a page that exists.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { scroller?.refreshNeighbours() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A touch that stopped a turn in mid-flight (S2's tap-to-stop) and lifts without dragging: the view goes
    /// on to the nearest page, as a paging scroll view does on iOS.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        scroller?.snapIfStopped()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        scroller?.snapIfStopped()
    }
}
