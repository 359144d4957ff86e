import Foundation

/// The status bar and home indicator as the window's view controllers ask for them, and memory warnings
/// (VE1, VE2, VE4).
extension EventSimulator {
    /// VE1: the style the status bar shows: the deciding controller's `preferredStatusBarStyle`, or
    /// `.default` without a root view controller. Read at once (UIKit animates the change after
    /// `setNeedsStatusBarAppearanceUpdate()`; nothing is drawn here).
    public var statusBarStyle: UIStatusBarStyle {
        UIViewController.appearanceDecider(from: window.rootViewController, child: \.childForStatusBarStyle)?
            .preferredStatusBarStyle ?? .default
    }

    /// VE1: whether the status bar is hidden: the deciding controller's `prefersStatusBarHidden`.
    public var isStatusBarHidden: Bool {
        UIViewController.appearanceDecider(from: window.rootViewController, child: \.childForStatusBarHidden)?
            .prefersStatusBarHidden ?? false
    }

    /// VE2: whether the home indicator auto-hides: the deciding controller's `prefersHomeIndicatorAutoHidden`.
    public var isHomeIndicatorAutoHidden: Bool {
        UIViewController.appearanceDecider(from: window.rootViewController, child: \.childForHomeIndicatorAutoHidden)?
            .prefersHomeIndicatorAutoHidden ?? false
    }

    /// FB1: the haptics the app asked for (impacts, notifications, selection changes), in order, with the
    /// virtual time of each.
    public var hapticFeedback: [HapticFeedback] { application.hapticFeedback }

    /// VE4: the system's low-memory warning: `UIApplication.didReceiveMemoryWarningNotification` is posted
    /// (object: the application), then every view controller of the window — the root, its children and
    /// what it presents, parents first — gets `didReceiveMemoryWarning()`, as UIKit's controllers do.
    public func simulateMemoryWarning() {
        withCurrentWorld {
            application.tracer?.record(.info("memory warning (VE4)", kind: "note"))
            NotificationCenter.default.post(
                name: UIApplication.didReceiveMemoryWarningNotification, object: application)
            for controller in window.rootViewController?.controllerTree ?? [] { controller.didReceiveMemoryWarning() }
        }
    }
}

extension EventSimulator {
    /// VE3, DV3: the user turns the device. `UIDevice.current.orientation` changes and
    /// `UIDevice.orientationDidChangeNotification` is posted (while notifications are generated, as in UIKit);
    /// then the interface turns with it, through `rotate(to:)` (VC5: `viewWillTransition(to:with:)`), only if
    /// the controller that decides — the window's root, or what it presents full screen — answers
    /// `shouldAutorotate` and lists the orientation in `supportedInterfaceOrientations`. Flat orientations
    /// turn nothing. Returns whether the interface turned.
    @discardableResult
    public func rotateDevice(to orientation: UIDeviceOrientation) -> Bool {
        let device = application.device
        guard device.orientationStorage != orientation else { return false }
        device.orientationStorage = orientation
        withCurrentWorld {
            if device.isGeneratingDeviceOrientationNotifications {
                NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: device)
            }
        }
        guard let target = orientation.interfaceOrientation, target != interfaceOrientation else { return false }
        if let decider = UIViewController.appearanceDecider(from: window.rootViewController, child: { _ in nil }),
            !decider.shouldAutorotate || !decider.supportedInterfaceOrientations.contains(target)
        {
            application.tracer?.record(
                .info(
                    "interface stays \(interfaceOrientation): \(application.tracer?.name(of: decider) ?? "") does not "
                        + "rotate to \(target) (VE3)", kind: "note"))
            return false
        }
        rotate(to: target)
        return true
    }
}

extension EventSimulator {
    /// TR3: the appearance (light by default; `.unspecified` means light). Views and controllers whose
    /// traits change hear `traitCollectionDidChange(_:)` (TR4).
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        let traits = UITraitCollection.current(in: application)
        application.interfaceStyle = style == .unspecified ? .light : style
        notifyTraitChange(from: traits)
    }

    /// TR5: sets the user's text size (Large at first): `UIContentSizeCategory.didChangeNotification` is posted
    /// (object: the application, the new category under `newValueUserInfoKey`), then TR4's trait change.
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != .unspecified, UIContentSizeCategory.ordered.contains(category) else {
            refuse("setPreferredContentSizeCategory(_:): \(category.rawValue) is not a content size category")
            return
        }
        let traits = UITraitCollection.current(in: application)
        guard category != application.contentSizeCategory else { return }
        application.contentSizeCategory = category
        withCurrentWorld {
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: application,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        }
        notifyTraitChange(from: traits)
    }

    /// TR6: lays the world out right to left (as a device in Arabic or Hebrew does) or back: every window's
    /// leading and trailing constraints resolve again and its margins flip, then TR4's trait change.
    public func setLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        guard direction != application.layoutDirection else { return }
        let traits = UITraitCollection.current(in: application)
        application.layoutDirection = direction
        if direction == .rightToLeft { LayoutDirectionState.worldsMayBeRightToLeft = true }
        for window in application.scene.windowStorage { window.layoutDirectionDidChange() }
        application.performPendingLayout()
        notifyTraitChange(from: traits)
    }

    /// TR4: when the world's traits differ from `previous`, every window's controllers (the root, its children
    /// and what it presents, parents first) and then its views (depth first, parents first) hear
    /// `traitCollectionDidChange(previous)`.
    func notifyTraitChange(from previous: UITraitCollection) {
        let traits = UITraitCollection.current(in: application)
        guard traits != previous else { return }
        withCurrentWorld {
            // IB19: documents' constraints, subviews and properties for the new traits, before anyone hears.
            if let variations = application.traitVariations {
                variations.apply(traits)
                application.performPendingLayout()
            }
            application.scene.traitsDidChange(from: previous)  // TR8: the scene's traits are its windows' source
            for window in application.scene.windowStorage {
                for controller in window.rootViewController?.controllerTree ?? [] {
                    controller.traitsDidChange(from: previous)
                }
                var pending: [UIView] = [window]
                while let view = pending.popLast() {
                    view.traitsDidChange(from: previous)
                    pending += view.subviews.reversed()
                }
            }
        }
    }
}
