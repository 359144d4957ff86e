import Foundation

/// The coordinator of a screen rotation or resize (VC5): collects the controllers' alongside blocks and
/// completions, runs the blocks inside the size change's animation and the completions when it ends.
@MainActor final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = TransitionBlocks.Block

    /// VC5: a rotation lasts 0.4 s on the virtual clock (UIKit's iPhone value; undocumented).
    static let rotationDuration: TimeInterval = 0.4

    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    let containerView: UIView
    private(set) var percentComplete: CGFloat = 0
    /// Alongside blocks are taken until the end (they run with the next `runAlongside`).
    private var blocks = TransitionBlocks(refusesLateAlongside: false)

    init(duration: TimeInterval, targetTransform: CGAffineTransform, containerView: UIView) {
        transitionDuration = duration
        self.targetTransform = targetTransform
        self.containerView = containerView
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        blocks.add(animation: animation, completion: completion)
    }

    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Nothing is interactive here, so the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

    /// Inside the animation block, after the new size is laid out; blocks added meanwhile run too.
    func runAlongside() {
        TransitionBlocks.run({ blocks.takeAlongside() }, with: self)
    }

    /// When the animation ends; completions added meanwhile run too.
    func finish() {
        percentComplete = 1
        TransitionBlocks.run({ blocks.takeCompletions() }, with: self)
    }

    /// VC5: the window's root controller, then each controller it presents (UIKit's presentation
    /// controllers forward the size to them, whatever the presenting controller does).
    func notify(_ window: UIWindow, of size: CGSize) {
        var controller = window.rootViewControllerStorage
        while let current = controller {
            current.viewWillTransition(to: size, with: self)
            controller = current.presentedStorage
        }
    }

    /// VC5: the interface turns against the device: a quarter turn of the device clockwise is a quarter
    /// turn of the content anticlockwise (the sign is undocumented; ours).
    static func transform(quarterTurns: Int) -> CGAffineTransform {
        var turns = (quarterTurns % 4 + 4) % 4
        if turns == 3 { turns = -1 }
        return turns == 0 ? .identity : CGAffineTransform(rotationAngle: -CGFloat(turns) * .pi / 2)
    }
}
