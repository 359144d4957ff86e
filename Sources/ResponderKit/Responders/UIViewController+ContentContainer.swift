import Foundation

/// Preferred content sizes (CC1), the presentation chain trait changes reach (CC2), and the screen edges whose
/// system gestures are deferred (CC3).
extension UIViewController {
    /// CC1: stores the size; a change tells the parent, as UIKit tells a container when a child's preferred size
    /// changes (documented: "notifies an interested parent view controller that the preferred content size of one
    /// of its children changed"). Non-finite sizes are reported and refused.
    func setPreferredContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite else {
            Diagnostics.report(
                "preferredContentSize: size must be finite, got \(SeedFormat.size(size)) (CC1)",
                application: windowApplication)
            return
        }
        guard size != preferredContentSizeStorage else { return }
        preferredContentSizeStorage = size
        popoverStorage?.contentSizeDidChange()  // PO3
        parent?.preferredContentSizeDidChange(forChildContentContainer: self)
    }

    /// The application of the nearest view in a window, this controller's or a parent's.
    private var windowApplication: UIApplication? {
        var current: UIViewController? = self
        while let controller = current {
            if let application = controller.viewIfLoaded?.window?.application { return application }
            current = controller.parent
        }
        return nil
    }

    /// CC2: a window's root controller, then each controller it presents.
    var presentationChain: [UIViewController] {
        var chain: [UIViewController] = []
        var current: UIViewController? = self
        while let controller = current, chain.count < 256 {
            chain.append(controller)
            current = controller.presentedStorage
        }
        return chain
    }

    /// CC3: traced as the status bar is (VE1): which edges the deciding controller defers.
    func screenEdgesNeedUpdate() {
        guard let window = viewIfLoaded?.window, let tracer = window.application?.tracer,
            let decider = UIViewController.appearanceDecider(
                from: window.rootViewController, child: \.childForScreenEdgesDeferringSystemGestures)
        else { return }
        tracer.record(
            .info(
                "screen edges deferring system gestures: \(decider.preferredScreenEdgesDeferringSystemGestures.rawValue) "
                    + "from \(tracer.name(of: decider)) (CC3)", kind: "note"))
    }
}

extension EventSimulator {
    /// CC3: the edges whose system gestures (the Home indicator's swipe, Notification Center's) need a second
    /// swipe: the deciding controller's `preferredScreenEdgesDeferringSystemGestures`, through
    /// `childForScreenEdgesDeferringSystemGestures` (VE1's rules for which controller decides).
    public var screenEdgesDeferringSystemGestures: UIRectEdge {
        UIViewController.appearanceDecider(
            from: window.rootViewController, child: \.childForScreenEdgesDeferringSystemGestures)?
            .preferredScreenEdgesDeferringSystemGestures ?? []
    }
}
