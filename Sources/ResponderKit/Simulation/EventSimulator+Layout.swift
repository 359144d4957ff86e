import Foundation

/// The simulated screen's safe area, size and orientation (LY24, LY27).
extension EventSimulator {
    /// A world whose screen has `safeAreaInsets` (a notched phone in portrait: 47, 0, 34, 0).
    public convenience init(screenSize: CGSize = UIScreen.defaultSize, safeAreaInsets: UIEdgeInsets) {
        self.init(screenSize: screenSize)
        self.safeAreaInsets = safeAreaInsets
    }

    /// The screen's safe area insets in its current orientation: the window's safe area, from which every
    /// view's is derived at the next layout pass (LY24). Setting it lays out at once (a run-loop turn).
    public var safeAreaInsets: UIEdgeInsets {
        get { application.layoutLoop.screenSafeAreaInsets }
        set {
            let valid = [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy {
                $0.isFinite && $0 >= 0
            }
            guard valid else {
                refuse("safeAreaInsets: insets must be finite and not negative, got \(newValue)")
                return
            }
            application.layoutLoop.screenSafeAreaInsets = newValue
            for window in application.scene.windowStorage { window.markLayoutDirty(.safeAreaNeedsUpdate) }
            application.performPendingLayout()
        }
    }

    public var interfaceOrientation: UIInterfaceOrientation { application.layoutLoop.orientation }

    /// Rotates the simulated screen (LY27): its bounds swap width and height when going between portrait
    /// and landscape, the safe area turns with the device (or takes `safeAreaInsets`), windows that
    /// covered the screen cover it again, and everything is laid out before this returns.
    public func rotate(to orientation: UIInterfaceOrientation, safeAreaInsets: UIEdgeInsets? = nil) {
        guard orientation != .unknown else {
            refuse("rotate(to:): .unknown is not an orientation the screen can take")
            return
        }
        let loop = application.layoutLoop
        let old = loop.orientation
        var size = application.scene.screen.bounds.size
        if old.isLandscape != orientation.isLandscape { size = CGSize(width: size.height, height: size.width) }
        let insets =
            safeAreaInsets
            ?? loop.screenSafeAreaInsets.rotated(quarterTurns: orientation.quarterTurns - old.quarterTurns)
        loop.orientation = orientation
        resizeScreen(to: size, safeAreaInsets: insets, quarterTurns: orientation.quarterTurns - old.quarterTurns)
    }

    /// Gives the simulated screen another size (a split-screen width, another device), keeping the
    /// orientation; laid out before it returns (LY27).
    public func setScreenSize(_ size: CGSize, safeAreaInsets: UIEdgeInsets? = nil) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            refuse("setScreenSize(_:): size must be finite and positive, got \(SeedFormat.size(size))")
            return
        }
        resizeScreen(
            to: size, safeAreaInsets: safeAreaInsets ?? application.layoutLoop.screenSafeAreaInsets, quarterTurns: 0)
    }

    /// VC5: the covering windows' controllers hear `viewWillTransition(to:with:)` first; then, inside one
    /// animation on the virtual clock, the screen and windows resize, everything is laid out and the
    /// coordinator's alongside blocks run; its completions run when the animation ends.
    private func resizeScreen(to size: CGSize, safeAreaInsets insets: UIEdgeInsets, quarterTurns: Int) {
        let traits = UITraitCollection.current(in: application)
        defer { notifyTraitChange(from: traits) }
        let screen = application.scene.screen
        let oldBounds = screen.bounds
        let covering = application.scene.windowStorage.filter { $0.frame == oldBounds }
        let coordinator = SizeTransitionCoordinator(
            duration: UIView.areAnimationsEnabled ? SizeTransitionCoordinator.rotationDuration : 0,
            targetTransform: SizeTransitionCoordinator.transform(quarterTurns: quarterTurns),
            containerView: covering.first ?? window)
        // CC2: the traits the new size brings are announced before the size (UIKit's order).
        let newTraits = UITraitCollection.current(in: application, screenSize: size)
        if newTraits != traits {
            for window in covering {
                for controller in window.rootViewController?.presentationChain ?? [] {
                    controller.willTransition(to: newTraits, with: coordinator)
                }
            }
        }
        if oldBounds.size != size || quarterTurns % 4 != 0 {
            for window in covering { coordinator.notify(window, of: size) }
        }
        // `.allowUserInteraction`: the next touch hits the new frames at once (LY27).
        UIView.animate(
            withDuration: coordinator.transitionDuration, delay: 0, options: .allowUserInteraction,
            animations: { [application] in
                screen.bounds = CGRect(origin: .zero, size: size)
                application.layoutLoop.screenSafeAreaInsets = insets
                for window in application.scene.windowStorage {
                    if window.frame == oldBounds { window.frame = screen.bounds }
                    window.markLayoutDirty(.safeAreaNeedsUpdate)
                }
                application.performPendingLayout()
                coordinator.runAlongside()
            },
            completion: { _ in coordinator.finish() })
    }
}
