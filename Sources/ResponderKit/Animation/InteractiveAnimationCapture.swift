import Foundation

/// VC8: while an interaction controller starts a custom transition, the block animations the animator (and
/// the coordinator's alongside blocks) make are taken over by paused property animators, so that the
/// transition can be scrubbed by fraction and then run forward (finish) or back (cancel) on the virtual
/// clock, as UIKit pauses the transition's layers. Delays are ignored; each captured block's completion runs
/// once its animator ends, with `true` either way (our choice).
@MainActor final class InteractiveAnimationCapture {
    private static var current: InteractiveAnimationCapture?

    let curve: UIView.AnimationCurve
    private(set) var animators: [UIViewPropertyAnimator] = []

    init(curve: UIView.AnimationCurve) {
        self.curve = curve
    }

    /// Runs `body` with block animations captured.
    func capturing(_ body: () -> Void) {
        let outer = Self.current
        Self.current = self
        defer { Self.current = outer }
        body()
    }

    /// The hook `UIView.animate` asks first: true when it took the animation (nested blocks run normally,
    /// inside the animator's block).
    static func take(
        duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) -> Bool {
        guard let capture = current, duration.isFinite, duration > 0, UIView.areAnimationsEnabled else {
            return false
        }
        current = nil
        defer { current = capture }
        let animator = UIViewPropertyAnimator(duration: duration, curve: capture.curve, animations: animations)
        if let completion { animator.addCompletion { _ in completion(true) } }
        animator.pauseAnimation()
        capture.animators.append(animator)
        return true
    }
}
