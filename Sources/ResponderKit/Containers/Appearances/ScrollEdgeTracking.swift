import Foundation

/// BA4: the scroll view a container's bars follow, and whether its content is at the bar's edge.
@MainActor enum ScrollEdgeTracking {
    /// The controller's view when it is a scroll view, else the first scroll view among its subviews
    /// (UIKit's search is undocumented: Fidelity BA4). It is marked, so that its scrolling updates the bars.
    static func trackedScrollView(of controller: UIViewController?) -> UIScrollView? {
        guard let view = controller?.viewIfLoaded else { return nil }
        guard let scrollView = view as? UIScrollView ?? view.subviews.lazy.compactMap({ $0 as? UIScrollView }).first
        else { return nil }
        scrollView.tracksBarEdges = true
        return scrollView
    }

    /// At the top edge: scrolled no further than the adjusted top (S10). Without a scroll view, true.
    static func isAtTopEdge(_ scrollView: UIScrollView?) -> Bool {
        guard let scrollView else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
    }

    /// At the bottom edge: the content's end (and the adjusted bottom inset) is in view. Without one, true.
    static func isAtBottomEdge(_ scrollView: UIScrollView?) -> Bool {
        guard let scrollView else { return true }
        let end = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
        return scrollView.contentOffset.y + scrollView.bounds.height >= end
    }

    /// A tracked scroll view moved: the containers above it in the responder chain update their bars.
    static func scrollViewDidScroll(_ scrollView: UIScrollView) {
        var responder = scrollView.next
        while let current = responder {
            if let navigation = current as? UINavigationController { navigation.updateScrollEdges() }
            if let tabs = current as? UITabBarController { tabs.updateScrollEdge() }
            responder = current.next
        }
    }
}

extension UINavigationController {
    /// BA4: the bar (top edge) and toolbar (bottom edge) follow the top controller's scroll view.
    func updateScrollEdges() {
        let scrollView = ScrollEdgeTracking.trackedScrollView(of: topViewController)
        navigationBar.setAtScrollEdge(ScrollEdgeTracking.isAtTopEdge(scrollView))
        toolbar?.setAtScrollEdge(ScrollEdgeTracking.isAtBottomEdge(scrollView))
    }
}

extension UITabBarController {
    /// BA4: the tab bar follows the selected controller's scroll view (a navigation stack's top one's).
    func updateScrollEdge() {
        var shown = selectedViewController
        if let navigation = shown as? UINavigationController { shown = navigation.topViewController }
        tabBar.setAtScrollEdge(ScrollEdgeTracking.isAtBottomEdge(ScrollEdgeTracking.trackedScrollView(of: shown)))
    }
}
