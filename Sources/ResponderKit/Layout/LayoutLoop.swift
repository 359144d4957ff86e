import Foundation

/// The run loop's layout step for one application (LY20): whether any of its windows has layout work,
/// and the screen's safe area and orientation (LY24, LY27).
///
/// UIKit lays out before drawing each frame, at the end of every run-loop turn; the engine has no frames,
/// so the turns are the simulator's: pending layout runs before each event's hit-test, after each event
/// and timer has been dispatched and settled, and when `advance(by:)` returns (LY20).
@MainActor final class LayoutLoop {
    unowned let application: UIApplication
    /// Some window has a view that needs layout, updated constraints or a safe-area update.
    var pending = false
    /// The screen's insets in its current orientation (LY24).
    var screenSafeAreaInsets: UIEdgeInsets = .zero
    var orientation: UIInterfaceOrientation = .portrait
    /// A view controller set `additionalSafeAreaInsets`: frames changes must update safe areas.
    var additionalInsetsInUse = false
    /// Layers marked for display since the last pass (DR1).
    var pendingDisplay: [CALayer] = []
    private var running = false

    /// Windows passes that may re-mark one another before the step gives up (LY20).
    static let roundLimit = 16

    init(application: UIApplication) { self.application = application }

    /// Frame changes need safe-area updates only when some inset can be non-zero.
    var safeAreaInUse: Bool { additionalInsetsInUse || screenSafeAreaInsets != .zero }

    /// Lays out every window of the application that needs it, in the scene's order (LY20).
    func run() {
        guard pending, !running else { return }
        running = true
        defer { running = false }
        var rounds = 0
        while pending {
            rounds += 1
            guard rounds <= Self.roundLimit else {
                application.report(
                    "layout did not settle after \(Self.roundLimit) passes over the windows: layout code keeps "
                        + "invalidating another window's layout (LY20)")
                pending = false
                return
            }
            pending = false
            for window in application.scene.windowStorage { window.performLayoutIfNeeded() }
            if !pendingDisplay.isEmpty { DisplayPass.run(self) }  // after layout, as UIKit's commit (DR1)
        }
    }
}
