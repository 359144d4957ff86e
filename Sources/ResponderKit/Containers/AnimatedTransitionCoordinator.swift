import Foundation

/// The coordinator of an animated presentation or dismissal (VC6) or of an animated push or pop (NV10): the
/// `transitionCoordinator` of the controllers taking part while the slide runs. Its alongside blocks run
/// inside the slide's animation on the virtual clock, its completions when it ends, before the "did"
/// callbacks.
@MainActor final class AnimatedTransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = TransitionBlocks.Block

    /// A modal transition makes the controllers refuse another present or dismiss meanwhile (VC6); a
    /// navigation one does not.
    enum Kind { case modal, navigation }

    /// VC6: a modal slide lasts 0.35 s (Apple documents no duration; NV2's figure, our choice).
    static let duration: TimeInterval = 0.35

    let kind: Kind
    let presentationStyle: UIModalPresentationStyle
    let containerView: UIView
    var transitionDuration: TimeInterval
    private(set) var percentComplete: CGFloat = 0
    /// Alongside blocks added once they have run are refused (UIKit answers false).
    private var blocks = TransitionBlocks(refusesLateAlongside: true)

    init(
        kind: Kind, presentationStyle: UIModalPresentationStyle, containerView: UIView,
        duration: TimeInterval = AnimatedTransitionCoordinator.duration
    ) {
        self.kind = kind
        self.presentationStyle = presentationStyle
        self.containerView = containerView
        self.transitionDuration = duration
    }

    var isAnimated: Bool { true }
    /// VC8: a custom transition driven by an interaction controller starts interactive; the interaction ends
    /// once, finished or cancelled.
    private(set) var initiallyInteractive = false
    private(set) var isInteractive = false
    private(set) var isCancelled = false
    private var interactionHandlers: [Block] = []
    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        blocks.add(animation: animation, completion: completion)
    }

    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// VC8: called when the interaction ends (finished or cancelled); never for a transition that is not
    /// interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    func beginInteraction() {
        initiallyInteractive = true
        isInteractive = true
    }

    func update(_ percent: CGFloat) { percentComplete = percent }

    /// VC8: the handlers run first, as Apple documents for a cancellation ("UIKit executes your context
    /// block, calls viewWillDisappear(_:) ..."); the caller then runs the appearance wills.
    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    /// Inside the slide's animation block; blocks added meanwhile run too.
    func runAlongside() {
        TransitionBlocks.run({ blocks.takeAlongside() }, with: self)
    }

    /// At the end of the slide, before the "did" callbacks; completions added meanwhile run too.
    func finish() {
        percentComplete = isCancelled ? 0 : 1
        TransitionBlocks.run({ blocks.takeCompletions() }, with: self)
    }
}
