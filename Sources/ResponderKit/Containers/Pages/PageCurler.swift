import Foundation

/// The `.pageCurl` style's turns (PG8). Nothing is drawn here, so a turn has no curl to animate: a pan along
/// the navigation axis turns the page when it is released past half the page or faster than 300 pt/s
/// towards the turn (else it falls back), and a tap in the outer fifth of the pages turns forward (trailing
/// or bottom) or back (leading or top). Each turn settles when the finger lifts (our choice).
@MainActor final class PageCurler {
    unowned let controller: UIPageViewController
    private(set) var recognizers: [UIGestureRecognizer] = []
    private var pageRect = CGRect.zero
    /// PG8: the pages a pan is turning to, and the direction.
    private var pending: (pages: [UIViewController], direction: UIPageViewController.NavigationDirection)?
    static let edgeFraction: CGFloat = 0.2
    /// Whether the current pan has chosen its direction (turning or not).
    private var panDecided = false

    init(controller: UIPageViewController, view: UIView) {
        self.controller = controller
        let pan = UIPanGestureRecognizer(target: self, action: PageCurler.panned)
        let tap = UITapGestureRecognizer(target: self, action: PageCurler.tapped)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        recognizers = [pan, tap]
    }

    private var isHorizontal: Bool { controller.navigationOrientation == .horizontal }

    func layout(in rect: CGRect) {
        pageRect = rect
        for page in controller.visiblePages { install(page) }
    }

    /// A shown page fills the pages' rect, or its half of it around a middle spine.
    func install(_ page: UIViewController) {
        let visible = controller.visiblePages
        var frame = pageRect
        if visible.count == 2, let index = visible.firstIndex(where: { $0 === page }) {
            if isHorizontal {
                frame.size.width /= 2
                frame.origin.x += CGFloat(index) * frame.width
            } else {
                frame.size.height /= 2
                frame.origin.y += CGFloat(index) * frame.height
            }
        }
        let pageView = page.loadedView(contextBounds: frame)
        pageView.frame = frame
        guard let root = controller.viewIfLoaded else { return }
        if pageView.superview !== root { root.insertSubview(pageView, at: 0) }
    }

    // MARK: Gestures (PG8)

    func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, pending == nil, let root = controller.viewIfLoaded else { return }
        let point = tap.location(in: root)
        let (position, length) =
            isHorizontal ? (point.x - pageRect.minX, pageRect.width) : (point.y - pageRect.minY, pageRect.height)
        guard length > 0 else { return }
        let direction: UIPageViewController.NavigationDirection
        if position >= length * (1 - Self.edgeFraction) {
            direction = .forward
        } else if position <= length * Self.edgeFraction {
            direction = .reverse
        } else {
            return
        }
        guard begin(direction) else { return }
        end(completed: true)
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        guard let root = controller.viewIfLoaded else { return }
        let translation = pan.translation(in: root)
        let push = isHorizontal ? translation.x : translation.y
        switch pan.state {
        case .began, .changed:
            // The turn's direction is the first movement along the axis.
            guard pending == nil, !panDecided, push != 0 else { return }
            panDecided = true
            _ = begin(push < 0 ? .forward : .reverse)
        case .ended:
            panDecided = false
            guard let pending else { return }
            let velocity = pan.velocity(in: root)
            let speed = isHorizontal ? velocity.x : velocity.y
            let length = isHorizontal ? pageRect.width : pageRect.height
            // Towards the turn: leftwards (upwards) forward, rightwards (downwards) back.
            let sign: CGFloat = pending.direction == .forward ? -1 : 1
            let completed =
                sign * push >= length / 2 || sign * speed > UIScrollView.pagingVelocityThreshold
            end(completed: completed && sign * push > 0)
        case .cancelled, .failed:
            panDecided = false
            if pending != nil { end(completed: false) }
        default:
            break
        }
    }

    /// PG8: asks the data source for the pages of the turn (two for a middle spine or double-sided pages);
    /// false when it has none. Then the delegate's will-transition and the new pages' will-appear.
    private func begin(_ direction: UIPageViewController.NavigationDirection) -> Bool {
        guard let dataSource = controller.dataSource,
            let edge = direction == .forward
                ? controller.pagesStorage.last : controller.pagesStorage.first
        else { return false }
        var pages: [UIViewController] = []
        var from = edge
        while pages.count < controller.requiredPageCount {
            let next =
                direction == .forward
                ? dataSource.pageViewController(controller, viewControllerAfter: from)
                : dataSource.pageViewController(controller, viewControllerBefore: from)
            guard let next, !controller.pagesStorage.contains(where: { $0 === next }) else { return false }
            pages.append(next)
            from = next
        }
        if direction == .reverse { pages.reverse() }
        controller.delegate?.pageViewController(controller, willTransitionTo: pages)
        pending = (pages, direction)
        for page in pages { controller.addChild(page) }
        if controller.isShowing {
            for page in controller.visiblePages { page.beginAppearanceTransition(false, animated: true) }
            for page in visible(pages) { page.beginAppearanceTransition(true, animated: true) }
        }
        return true
    }

    private func visible(_ pages: [UIViewController]) -> [UIViewController] {
        controller.spineLocation == .mid ? pages : Array(pages.prefix(1))
    }

    /// PG8: the turn settles: completed, the new pages replace the old (dids, containment, delegate);
    /// fallen back, the wills are undone (VC8's order) and the new pages leave.
    private func end(completed: Bool) {
        guard let (pages, _) = pending else { return }
        pending = nil
        let old = controller.pagesStorage
        let oldVisible = controller.visiblePages
        let showing = controller.isShowing
        if completed {
            controller.pagesStorage = pages
            for page in old { page.viewIfLoaded?.removeFromSuperview() }
            for page in visible(pages) { install(page) }
            if showing {
                for page in oldVisible { page.endAppearanceTransition() }
                for page in visible(pages) { page.endAppearanceTransition() }
            }
            for page in pages { page.didMove(toParent: controller) }
            for page in old {
                page.willMove(toParent: nil)
                page.removeFromParent()
            }
        } else {
            if showing {
                for page in visible(pages) { page.beginAppearanceTransition(false, animated: true) }
                for page in oldVisible { page.beginAppearanceTransition(true, animated: true) }
                for page in visible(pages) { page.endAppearanceTransition() }
                for page in oldVisible { page.endAppearanceTransition() }
            }
            for page in pages {
                page.willMove(toParent: nil)
                page.removeFromParent()
            }
        }
        controller.delegate?.pageViewController(
            controller, didFinishAnimating: true, previousViewControllers: old, transitionCompleted: completed)
    }
}
