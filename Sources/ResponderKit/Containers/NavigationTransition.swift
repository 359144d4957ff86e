import Foundation

/// One change of a navigation controller's stack while it runs (NV2–NV5): who leaves, who arrives, and
/// whether it has ended (a transition is ended once, by its animation's completion or early, when the next
/// change begins).
@MainActor final class NavigationTransition {
    let from: UIViewController?
    let to: UIViewController?
    let added: [UIViewController]
    let removed: [UIViewController]
    let animated: Bool
    /// The controller had appeared: the appearance callbacks run (NV3).
    let drivesAppearance: Bool
    var isEnded = false
    /// NV10: an animated change's coordinator, the navigation controller's `transitionCoordinator` meanwhile.
    var coordinator: AnimatedTransitionCoordinator?
    /// NV11: an interactive pop's alongside animations, paused and scrubbed with the finger.
    var alongsideAnimators: [UIViewPropertyAnimator] = []
    /// What ends it: run once, by the animation's completion or early by the next change.
    var ending: (@MainActor () -> Void)?

    func runEnding() {
        guard let ending else { return }
        self.ending = nil
        ending()
    }

    init(
        from: UIViewController?, to: UIViewController?, added: [UIViewController], removed: [UIViewController],
        animated: Bool, drivesAppearance: Bool
    ) {
        self.from = from
        self.to = to
        self.added = added
        self.removed = removed
        self.animated = animated
        self.drivesAppearance = drivesAppearance
    }
}
