import Foundation

/// The view controllers that decide the status bar and the home indicator, and memory warnings (VE1–VE4).
extension UIViewController {
    /// VE1: the controller whose `preferredStatusBarStyle` (or `prefersStatusBarHidden`, by `child`) the
    /// status bar shows, starting from `root`: a presented controller takes over when it is presented
    /// `.fullScreen` or sets `modalPresentationCapturesStatusBarAppearance` (Apple's documentation of that
    /// property), then each `childFor…` answer hands it down until one answers nil.
    static func appearanceDecider(
        from root: UIViewController?, child: (UIViewController) -> UIViewController?
    ) -> UIViewController? {
        guard var decider = root else { return nil }
        // Bounded: a child answer that cycles back must not hang the simulator (Reliability, "Hostile use").
        for _ in 0..<256 {
            if let presented = decider.presentedViewController, !presented.isBeingDismissed,
                presented.modalPresentationStyle == .fullScreen
                    || presented.modalPresentationCapturesStatusBarAppearance
            {
                decider = presented
            } else if let next = child(decider), next !== decider {
                decider = next
            } else {
                break
            }
        }
        return decider
    }

    /// VE1: `setNeedsStatusBarAppearanceUpdate()` makes the status bar ask again; the trace shows its answer.
    func statusBarAppearanceNeedsUpdate() {
        guard let window = viewIfLoaded?.window, let tracer = window.application?.tracer,
            let decider = UIViewController.appearanceDecider(
                from: window.rootViewController, child: \.childForStatusBarStyle)
        else { return }
        let hidden = UIViewController.appearanceDecider(
            from: window.rootViewController, child: \.childForStatusBarHidden)
        tracer.record(
            .info(
                "status bar: \(decider.preferredStatusBarStyle) from \(tracer.name(of: decider)), hidden "
                    + "\(hidden?.prefersStatusBarHidden ?? false) (VE1)", kind: "note"))
    }

    /// VE4: this controller and every controller below it (children, then the one it presents), parents first.
    var controllerTree: [UIViewController] {
        var found: [UIViewController] = []
        var pending: [UIViewController] = [self]
        while let controller = pending.popLast() {
            guard !found.contains(where: { $0 === controller }) else { continue }
            found.append(controller)
            if let presented = controller.presentedViewController { pending.append(presented) }
            pending.append(contentsOf: controller.children.reversed())
        }
        return found
    }
}

extension UIApplication {
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}
