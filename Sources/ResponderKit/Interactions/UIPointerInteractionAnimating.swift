import Foundation

/// Runs animations alongside the pointer's entering or leaving a region (TD9).
@preconcurrency @MainActor public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// The animator a pointer interaction hands its delegate: nothing is drawn, so the animations run as the
/// region changes, then the completions, finished (TD9).
@MainActor final class PointerRegionAnimator: UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    func run() {
        for animation in animations { animation() }
        for completion in completions { completion(true) }
        animations = []
        completions = []
    }
}
