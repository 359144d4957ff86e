import Foundation

/// The sheet's pan (SH3) and its hand-off with the sheet's scroll view. The pan sits on the presentation's
/// container and recognizes together with the pan of any scroll view inside the sheet; that pan acts first
/// (GR1 order: the deeper view's recognizer), so each movement of the finger is shared here afterwards:
/// - down: the scroll view keeps what it needs to reach its top; the rest (all of it when it already was at
///   its top) moves the sheet, and the scroll view is held at its top;
/// - up, with the scroll view at its top: the sheet takes what it may (back to its resting detent; up to the
///   largest detent when `prefersScrollingExpandsWhenScrolledToEdge`), the scroll view the rest;
/// - up with the content scrolled, or no scroll view being dragged: all to the scroll view, or all to the sheet.
@MainActor final class SheetDragTracker: UIGestureRecognizerDelegate {
    weak var sheet: UISheetPresentationController?
    let pan = UIPanGestureRecognizer()
    private var scrollView: UIScrollView?
    private var lastTranslation: CGFloat = 0
    private var lastScrollOffset: CGFloat = 0

    init() {
        pan.delegate = self
        pan.addTarget(self, action: SheetDragTracker.handle)
    }

    /// Only touches on the sheet itself (not on the dimming view).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view = sheet?.presentedView else { return false }
        return view.bounds.contains(touch.location(in: view))
    }

    /// A vertical drag, while no transition runs.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let sheet, sheet.acceptsDrag else { return false }
        let translation = pan.translation(in: nil)
        return abs(translation.y) >= abs(translation.x)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scroll = otherGestureRecognizer.view as? UIScrollView,
            otherGestureRecognizer === scroll.panGestureRecognizer, let view = sheet?.presentedView
        else { return false }
        return scroll.isDescendant(of: view)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let sheet else { return }
        switch pan.state {
        case .began:
            scrollView = sheet.presentedView.flatMap(Self.draggedScrollView(in:))
            lastTranslation = 0
            lastScrollOffset = scrollView?.scroll.dragStartOffset.y ?? 0
            sheet.beginDrag()
            step(pan.translation(in: nil).y, sheet)
        case .changed:
            step(pan.translation(in: nil).y, sheet)
        case .ended:
            step(pan.translation(in: nil).y, sheet)
            scrollView = nil
            sheet.endDrag(velocity: pan.velocity(in: nil).y)
        case .cancelled:
            scrollView = nil
            sheet.endDrag(velocity: 0)
        default: break
        }
    }

    /// The vertically scrollable scroll view inside the sheet whose pan is dragging (depth first).
    private static func draggedScrollView(in view: UIView) -> UIScrollView? {
        if let scroll = view as? UIScrollView, scroll.canScrollVertically {
            let state = scroll.panGestureRecognizer.state
            if state == .began || state == .changed { return scroll }
        }
        for subview in view.subviews {
            if let found = draggedScrollView(in: subview) { return found }
        }
        return nil
    }

    private func step(_ translation: CGFloat, _ sheet: UISheetPresentationController) {
        let dy = translation - lastTranslation
        lastTranslation = translation
        guard dy != 0 else { return }
        guard let scroll = scrollView else {
            let up = -min(-dy, sheet.roomUp(expanding: true))
            return sheet.drag(by: dy > 0 ? dy : up)
        }
        let top = scroll.minimumOffset.y
        let before = lastScrollOffset
        let atTop = before <= top + 0.5
        var sheetPart: CGFloat = 0
        if dy > 0 {
            sheetPart = atTop ? dy : max(0, dy - (before - top))
        } else if atTop {
            sheetPart = -min(-dy, sheet.roomUp(expanding: sheet.prefersScrollingExpandsWhenScrolledToEdge))
        }
        if sheetPart != 0 {
            hold(scroll, at: max(top, before - (dy - sheetPart)))
            sheet.drag(by: sheetPart)
        }
        lastScrollOffset = scroll.contentOffset.y
    }

    /// The scroll view's offset set by the hand-off, its own drag restarted from there.
    private func hold(_ scroll: UIScrollView, at y: CGFloat) {
        scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: y)
        scroll.scroll.dragStartOffset = scroll.contentOffset
        scroll.panGestureRecognizer.setTranslation(.zero, in: scroll)
    }
}
