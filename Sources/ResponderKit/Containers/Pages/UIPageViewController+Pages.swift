import Foundation

/// Setting the shown pages (PG2), their views, and the page indicator (PG6).
extension UIPageViewController {
    /// PG2: `setViewControllers(_:direction:animated:completion:)`'s work.
    func setPages(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)?
    ) {
        let pages = viewControllers ?? []
        guard pages.count == requiredPageCount else {
            report(
                "setViewControllers(_:direction:animated:completion:): the number of view controllers provided "
                    + "(\(pages.count)) doesn't match the number required (\(requiredPageCount)) for the requested "
                    + "spine location (\(spineStorage)) (PG2)")
            return
        }
        if let duplicate = pages.first(where: { page in pages.filter { $0 === page }.count > 1 }) {
            report("setViewControllers(_:direction:animated:completion:): \(type(of: duplicate)) is given twice (PG2)")
            return
        }
        scroller?.finishRunning()
        if animated, let scroller, isShowing, !pagesStorage.isEmpty, pages[0] !== pagesStorage[0] {
            scroller.turn(to: pages[0], direction: direction, completion: completion)
            return
        }
        replacePages(with: pages)
        updatePageControl()
        completion?(true)
    }

    /// One page, or two for a spine in the middle or double-sided pages (PG8).
    var requiredPageCount: Int {
        transitionStyleStorage == .pageCurl && (spineStorage == .mid || isDoubleSided) ? 2 : 1
    }

    /// The pages whose views are shown: both around a middle spine, else the first (a double-sided page's
    /// back is a child without a view in the hierarchy, PG8).
    var visiblePages: [UIViewController] {
        spineStorage == .mid ? pagesStorage : Array(pagesStorage.prefix(1))
    }

    /// PG2: swaps the shown pages at once, with their containment and appearance (VC3, VC4).
    func replacePages(with pages: [UIViewController]) {
        let old = pagesStorage
        let leaving = old.filter { page in !pages.contains { $0 === page } }
        let arriving = pages.filter { page in !old.contains { $0 === page } }
        let showing = isShowing
        for page in arriving { addChild(page) }
        let oldVisible = visiblePages
        pagesStorage = pages
        let newVisible = visiblePages
        if showing {
            for page in oldVisible where !newVisible.contains(where: { $0 === page }) {
                page.beginAppearanceTransition(false, animated: false)
            }
            for page in newVisible where !oldVisible.contains(where: { $0 === page }) {
                page.beginAppearanceTransition(true, animated: false)
            }
        }
        if isViewLoaded {
            for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
            for page in pages { installPage(page) }
        }
        if showing {
            for page in oldVisible + newVisible
            where page.appearanceState == .appearing || page.appearanceState == .disappearing {
                page.endAppearanceTransition()
            }
        }
        for page in arriving { page.didMove(toParent: self) }
        for page in leaving {
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
    }

    /// Puts a shown page's view where it belongs (the scroll view's middle slot, or the curl's pages).
    func installPage(_ page: UIViewController) {
        guard isViewLoaded else { return }
        if let scroller {
            scroller.install(page, slot: 1)
            return
        }
        guard visiblePages.contains(where: { $0 === page }), let curler else {
            page.viewIfLoaded?.removeFromSuperview()
            return
        }
        curler.install(page)
    }

    /// PG2, PG6: the pages fill the view, above the page indicator's strip when there is one.
    func layoutPages(in root: UIView) {
        var pageRect = root.bounds
        if let pageControl, !pageControl.isHidden {
            let height = Self.pageIndicatorHeight + root.safeAreaInsets.bottom
            pageControl.frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
            pageRect.size.height = Swift.max(0, root.bounds.height - height)
        }
        scroller?.layout(in: pageRect)
        curler?.layout(in: pageRect)
    }

    /// PG6: the indicator strip's height above the bottom safe area (our choice).
    static let pageIndicatorHeight: CGFloat = 26

    /// PG6: after `setViewControllers`, a `.scroll` controller asks its data source for the count and the
    /// index; a count above 0 shows the indicator.
    func updatePageControl() {
        guard isViewLoaded, transitionStyleStorage == .scroll else { return }
        let count = dataSource?.presentationCount(for: self) ?? 0
        guard count > 0, let dataSource else {
            if let pageControl, !pageControl.isHidden {
                pageControl.isHidden = true
                view.setNeedsLayout()
            }
            return
        }
        let control = pageControl ?? makePageControl()
        control.numberOfPages = count
        control.currentPage = dataSource.presentationIndex(for: self)
        if control.isHidden {
            control.isHidden = false
            view.setNeedsLayout()
        }
    }

    private func makePageControl() -> UIPageControl {
        let control = UIPageControl()
        // PG6: the built-in indicator shows the position; turning pages is the scroll view's job (our choice).
        control.isUserInteractionEnabled = false
        control.isHidden = true
        view.addSubview(control)
        pageControl = control
        return control
    }

    /// PG6: a gesture-driven turn moves the indicator one dot without asking the data source again.
    func advancePageControl(_ direction: NavigationDirection) {
        guard let pageControl, !pageControl.isHidden else { return }
        pageControl.currentPage += direction == .forward ? 1 : -1
    }
}
