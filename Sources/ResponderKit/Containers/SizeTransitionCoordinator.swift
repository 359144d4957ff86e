import Foundation

/// The coordinator of a screen rotation or resize (VC5): collects the controllers' alongside blocks and
/// completions, runs the blocks inside the size change's animation and the completions when it ends.
@MainActor final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    /// VC5: a rotation lasts 0.4 s on the virtual clock (UIKit's iPhone value; undocumented).
    static let rotationDuration: TimeInterval = 0.4

    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    let containerView: UIView
    private(set) var percentComplete: CGFloat = 0
    private var alongside: [Block] = []
    private var completions: [Block] = []

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
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Nothing is interactive here, so the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

    /// Inside the animation block, after the new size is laid out; blocks added meanwhile run too.
    func runAlongside() {
        var index = 0
        while index < alongside.count {
            alongside[index](self)
            index += 1
        }
        alongside.removeAll()
    }

    func finish() {
        percentComplete = 1
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
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
