import Foundation

/// The coordinator of an animated presentation or dismissal (VC6): a controller's `transitionCoordinator`
/// while the modal slide runs. Like VC5's, it collects alongside blocks and completions; the blocks run
/// inside the slide's animation on the virtual clock, the completions when it ends, before the "did"
/// callbacks.
@MainActor final class PresentationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    /// VC6: a modal slide lasts 0.35 s (Apple documents no duration; NV2's figure, our choice).
    static let duration: TimeInterval = 0.35

    let presentationStyle: UIModalPresentationStyle
    let containerView: UIView
    let transitionDuration: TimeInterval = PresentationTransitionCoordinator.duration
    private(set) var percentComplete: CGFloat = 0
    private var alongside: [Block] = []
    private var completions: [Block] = []
    /// The alongside blocks have run: later ones cannot join the animation (UIKit answers false).
    private var alongsideRan = false

    init(presentationStyle: UIModalPresentationStyle, containerView: UIView) {
        self.presentationStyle = presentationStyle
        self.containerView = containerView
    }

    var isAnimated: Bool { true }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        guard !alongsideRan else { return false }
        alongside.append(animation)
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Nothing is interactive here, so the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

    /// Inside the slide's animation block; blocks added meanwhile run too.
    func runAlongside() {
        var index = 0
        while index < alongside.count {
            alongside[index](self)
            index += 1
        }
        alongside.removeAll()
        alongsideRan = true
    }

    func finish() {
        percentComplete = 1
        var index = 0
        while index < completions.count {
            completions[index](self)
            index += 1
        }
        completions.removeAll()
    }
}
