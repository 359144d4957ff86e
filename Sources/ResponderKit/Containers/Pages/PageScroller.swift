import Foundation

/// The `.scroll` style's turns (PG3–PG5): three slots along the navigation axis — the page before, the
/// shown page, the page after — in a paging scroll view whose offset rests on the middle slot. Dragging
/// reveals a neighbour (the pending page); where the paging scroll view settles decides the turn.
@MainActor final class PageScroller {
    unowned let controller: UIPageViewController
    let scrollView = PageQueuingScrollView()
    /// PG3: the neighbours the data source gave when the current drag was about to begin.
    private var before: UIViewController?
    private var after: UIViewController?
    /// PG4: the page a drag is revealing, and on which side.
    private var pending: (page: UIViewController, direction: UIPageViewController.NavigationDirection)?
    /// PG2: an animated `setViewControllers` under way.
    private var programmatic:
        (page: UIViewController, direction: UIPageViewController.NavigationDirection, completion: ((Bool) -> Void)?)?
    /// Set while the engine itself moves the offset (re-centring): no turn starts from it.
    private var isRecentering = false
    private var pageRect = CGRect.zero

    init(controller: UIPageViewController) {
        self.controller = controller
        scrollView.scroller = self
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
    }

    private var isHorizontal: Bool { controller.navigationOrientation == .horizontal }
    /// One slot: a page and the spacing after it.
    private var stride: CGFloat {
        (isHorizontal ? pageRect.width : pageRect.height) + controller.interPageSpacing
    }
    private var axisOffset: CGFloat { isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y }

    private func offset(ofSlot slot: Int) -> CGPoint {
        isHorizontal ? CGPoint(x: CGFloat(slot) * stride, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * stride)
    }

    // MARK: Layout (PG3)

    /// The scroll view spans the pages' rect plus the spacing (half on each side), three slots of content.
    func layout(in rect: CGRect) {
        pageRect = rect
        let spacing = controller.interPageSpacing
        scrollView.frame =
            isHorizontal
            ? CGRect(x: rect.minX - spacing / 2, y: rect.minY, width: rect.width + spacing, height: rect.height)
            : CGRect(x: rect.minX, y: rect.minY - spacing / 2, width: rect.width, height: rect.height + spacing)
        scrollView.contentSize =
            isHorizontal
            ? CGSize(width: 3 * stride, height: rect.height) : CGSize(width: rect.width, height: 3 * stride)
        // Re-centred only at rest: a layout during a drag at a closed side must not move the content.
        if pending == nil, programmatic == nil, !scrollView.isDragging, !scrollView.isDecelerating { recentre() }
        if let current = controller.pagesStorage.first { install(current, slot: 1) }
        if let pending { install(pending.page, slot: slot(of: pending.direction)) }
        if let programmatic { install(programmatic.page, slot: slot(of: programmatic.direction)) }
    }

    private func slot(of direction: UIPageViewController.NavigationDirection) -> Int { direction == .forward ? 2 : 0 }

    /// Puts `page`'s view in `slot` (0 before, 1 shown, 2 after), the page's size, inside the spacing.
    func install(_ page: UIViewController, slot: Int) {
        let origin = offset(ofSlot: slot)
        let spacing = controller.interPageSpacing / 2
        let frame = CGRect(
            x: origin.x + (isHorizontal ? spacing : 0), y: origin.y + (isHorizontal ? 0 : spacing),
            width: pageRect.width, height: pageRect.height)
        let pageView = page.loadedView(contextBounds: frame)
        pageView.frame = frame
        pageView.autoresizingMask = []
        if pageView.superview !== scrollView { scrollView.addSubview(pageView) }
    }

    private func recentre() {
        isRecentering = true
        scrollView.contentOffset = offset(ofSlot: 1)
        isRecentering = false
    }

    /// PG3: the offset range reaches a side only when there is a page there (negative insets close it).
    private func setLimits() {
        let closedBefore: CGFloat = before == nil ? -stride : 0
        let closedAfter: CGFloat = after == nil ? -stride : 0
        scrollView.contentInset =
            isHorizontal
            ? UIEdgeInsets(top: 0, left: closedBefore, bottom: 0, right: closedAfter)
            : UIEdgeInsets(top: closedBefore, left: 0, bottom: closedAfter, right: 0)
    }

    private func openLimits() { scrollView.contentInset = .zero }

    // MARK: Neighbours (PG3)

    /// PG3: as a drag is about to begin (and no turn is under way), the data source is asked for the page
    /// before, then the page after the shown one; without a data source there is none (documented: nil
    /// disables gesture-based navigation).
    func refreshNeighbours() {
        guard pending == nil, programmatic == nil else { return }
        before = nil
        after = nil
        if let current = controller.pagesStorage.first, let dataSource = controller.dataSource {
            before = checked(dataSource.pageViewController(controller, viewControllerBefore: current), "Before")
            after = checked(dataSource.pageViewController(controller, viewControllerAfter: current), "After")
        }
        setLimits()
    }

    private func checked(_ page: UIViewController?, _ which: String) -> UIViewController? {
        guard let page else { return nil }
        if controller.pagesStorage.contains(where: { $0 === page }) {
            controller.report(
                "dataSource: viewController\(which) returned the page already shown; ignored as no page (PG3)")
            return nil
        }
        return page
    }

    // MARK: Turns (PG4)

    /// The offset moved: leaving the middle towards a neighbour starts a turn to it (PG4); crossing back over
    /// the middle to the other side abandons it for the other neighbour.
    func scrolled() {
        guard !isRecentering, programmatic == nil, controller.pagesStorage.first != nil, stride > 0 else { return }
        let delta = axisOffset - offset(ofSlot: 1).along(isHorizontal)
        let direction: UIPageViewController.NavigationDirection? =
            delta > 0.5 ? .forward : delta < -0.5 ? .reverse : nil
        guard let direction, pending?.direction != direction else { return }
        if let pending { undo(pending.page) }
        guard let page = direction == .forward ? after : before else { return }
        begin(page, direction: direction)
    }

    private func begin(_ page: UIViewController, direction: UIPageViewController.NavigationDirection) {
        guard let current = controller.pagesStorage.first else { return }
        controller.delegate?.pageViewController(controller, willTransitionTo: [page])
        controller.addChild(page)
        if controller.isShowing {
            current.beginAppearanceTransition(false, animated: true)
            page.beginAppearanceTransition(true, animated: true)
        }
        pending = (page, direction)
        install(page, slot: slot(of: direction))
    }

    /// The paging scroll view came to rest (S1's end of deceleration or of a drag that did not move it).
    func settled() {
        if programmatic != nil {
            finishProgrammatic()
            return
        }
        guard let pending, stride > 0 else { return }
        let target = offset(ofSlot: slot(of: pending.direction)).along(isHorizontal)
        if abs(axisOffset - target) < 0.5 {
            complete(pending.page, direction: pending.direction, byGesture: true)
        } else if abs(axisOffset - offset(ofSlot: 1).along(isHorizontal)) < 0.5 {
            self.pending = nil
            undo(pending.page)
            if let current = controller.pagesStorage.first {
                controller.delegate?.pageViewController(
                    controller, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: false
                )
            }
        }
    }

    /// PG4: the pending page springs back: its will-disappear, the shown page's will-appear, its view leaves,
    /// the dids, and it leaves the children.
    private func undo(_ page: UIViewController) {
        pending = nil
        let current = controller.pagesStorage.first
        if controller.isShowing {
            page.beginAppearanceTransition(false, animated: true)
            current?.beginAppearanceTransition(true, animated: true)
        }
        page.viewIfLoaded?.removeFromSuperview()
        if controller.isShowing {
            page.endAppearanceTransition()
            current?.endAppearanceTransition()
        }
        page.willMove(toParent: nil)
        page.removeFromParent()
    }

    /// PG4: the turn completes: the new page moves to the middle slot (the offset with it), the old page's
    /// view leaves, the dids, containment, then the delegate (gesture-driven turns only).
    private func complete(
        _ page: UIViewController, direction: UIPageViewController.NavigationDirection, byGesture: Bool
    ) {
        let old = controller.pagesStorage
        pending = nil
        controller.pagesStorage = [page]
        before = nil
        after = nil
        openLimits()
        for previous in old { previous.viewIfLoaded?.removeFromSuperview() }
        install(page, slot: 1)
        recentre()
        if controller.isShowing {
            for previous in old { previous.endAppearanceTransition() }
            page.endAppearanceTransition()
        }
        page.didMove(toParent: controller)
        for previous in old {
            previous.willMove(toParent: nil)
            previous.removeFromParent()
        }
        guard byGesture else { return }
        controller.advancePageControl(direction)
        controller.delegate?.pageViewController(
            controller, didFinishAnimating: true, previousViewControllers: old, transitionCompleted: true)
    }

    // MARK: Animated setViewControllers (PG2)

    func turn(
        to page: UIViewController, direction: UIPageViewController.NavigationDirection, completion: ((Bool) -> Void)?
    ) {
        guard let current = controller.pagesStorage.first else { return }
        programmatic = (page, direction, completion)
        controller.addChild(page)
        current.beginAppearanceTransition(false, animated: true)
        page.beginAppearanceTransition(true, animated: true)
        openLimits()
        install(page, slot: slot(of: direction))
        scrollView.setContentOffset(offset(ofSlot: slot(of: direction)), animated: true)
    }

    private func finishProgrammatic() {
        guard let (page, direction, completion) = programmatic else { return }
        programmatic = nil
        complete(page, direction: direction, byGesture: false)
        controller.updatePageControl()
        completion?(true)
    }

    /// PG2: a change while a turn runs ends that turn first: an animated `setViewControllers` at its end, a
    /// drag's pending page sprung back (without the delegate: no gesture finished).
    func finishRunning() {
        if let programmatic {
            scrollView.stopAnimation()
            isRecentering = true
            scrollView.contentOffset = offset(ofSlot: slot(of: programmatic.direction))
            isRecentering = false
            finishProgrammatic()
        } else if let pending {
            scrollView.stopAnimation()
            undo(pending.page)
            recentre()
        }
    }

    /// A turn stopped mid-way by a touch (S2) that lifts without a drag goes on to the nearest slot.
    func snapIfStopped() {
        guard pending != nil || programmatic != nil, !scrollView.isDragging, !scrollView.isDecelerating, stride > 0
        else { return }
        let slot = (axisOffset / stride).rounded()
        let target = isHorizontal ? CGPoint(x: slot * stride, y: 0) : CGPoint(x: 0, y: slot * stride)
        guard abs(axisOffset - slot * stride) >= 0.5 else { return settled() }
        scrollView.animate(to: target, duration: UIScrollView.scrollAnimationDuration, deceleration: true)
    }
}

extension CGPoint {
    fileprivate func along(_ horizontal: Bool) -> CGFloat { horizontal ? x : y }
}
