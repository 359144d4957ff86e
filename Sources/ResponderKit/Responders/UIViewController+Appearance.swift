import Foundation

/// Appearance callbacks (VC1–VC4): a controller's state moves disappeared → appearing → appeared →
/// disappearing → disappeared, each step once, whoever asks (the window, a presentation, a parent, or the
/// controller's own code through `beginAppearanceTransition`). Transitions have no animation: each one's
/// "did" follows its "will" within the same call. As Apple documents, a "will" comes before the view joins or
/// leaves the hierarchy and a "did" after it (VC1).
extension UIViewController {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// VC1: one step of the state machine, then the children it forwards to (parent first).
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        switch (appearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            // VC1: the view exists before `viewWillAppear` (UIKit loads it to add it; outlets are connected).
            loadViewIfNeeded()
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        default: return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childStorage where child.viewIsInParentsHierarchy {
            child.beginAppearance(appearing, animated: animated)
        }
    }

    func endAppearance() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default: return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childStorage where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearance()
        }
    }

    /// Both halves at once (no animation runs).
    func transitionAppearance(_ appearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        beginAppearance(appearing, animated: animated)
        endAppearance()
    }

    /// Under the parent's view, or in its window: a "will" comes before the parent's view joins a window.
    private var viewIsInParentsHierarchy: Bool {
        guard let view = viewStorage, let parentView = parentStorage?.viewStorage else { return false }
        if view.isDescendant(of: parentView) { return true }
        return view.windowStorage != nil && view.windowStorage === parentView.windowStorage
    }

    /// VC3: a child's root view entering or leaving a window while its parent has appeared (or is
    /// appearing) gets the child's callbacks, if the parent forwards them.
    /// Silent while a presentation moves the view it covers (VC9: its appearance is the presentation's).
    static func viewWillMove(_ view: UIView, toWindow window: UIWindow?) {
        guard PresentationCover.movesRunning == 0, let controller = view.owningViewController,
            let parent = controller.parentStorage,
            parent.shouldAutomaticallyForwardAppearanceMethods,
            parent.appearanceState == .appeared || parent.appearanceState == .appearing
        else { return }
        controller.appearanceAnimated = false
        controller.beginAppearance(window != nil && !(window?.isHidden ?? true), animated: false)
    }

    /// A parent in mid-transition ends its children's transitions with its own (VC1, VC3).
    static func viewDidMove(_ view: UIView) {
        guard PresentationCover.movesRunning == 0, let controller = view.owningViewController,
            let parent = controller.parentStorage,
            parent.shouldAutomaticallyForwardAppearanceMethods,
            parent.appearanceState == .appeared || parent.appearanceState == .disappeared,
            controller.appearanceState == .appearing || controller.appearanceState == .disappearing
        else { return }
        controller.endAppearance()
    }

    // MARK: Presentation (VC2)

    /// Full screen (and `.currentContext`, VC10): the covered controller disappears (will, then the presented
    /// one's will and did, then its did); other styles leave it as it is, as UIKit's sheets do. The presented
    /// controller's "will" comes before its view is installed (VC1, Apple's `viewWillAppear(_:)`).
    func presentAppearance(_ presented: UIViewController, animated: Bool, install: () -> Void) {
        let covered = presented.presentationCoverStorage?.disappearing
        presented.isBeingPresentedStorage = true
        covered?.appearanceAnimated = animated
        presented.appearanceAnimated = animated
        covered?.beginAppearance(false, animated: animated)
        presented.beginAppearance(true, animated: animated)
        install()
        presented.endAppearance()
        covered?.endAppearance()
        presented.isBeingPresentedStorage = false
    }

    /// The mirror of `presentAppearance`: the presented controller's will, the covered one's will and
    /// did (full screen, `.currentContext`), the presented one's did.
    func dismissAppearance(_ presented: UIViewController, animated: Bool, remove: () -> Void) {
        let covered = presented.presentationCoverStorage?.disappearing
        presented.isBeingDismissedStorage = true
        covered?.appearanceAnimated = animated
        presented.appearanceAnimated = animated
        presented.beginAppearance(false, animated: animated)
        covered?.beginAppearance(true, animated: animated)
        remove()
        covered?.endAppearance()
        presented.endAppearance()
        presented.isBeingDismissedStorage = false
    }
}
