import Foundation

/// A layer's running animations (AN4–AN8): attaching and removing them, and what `presentation()` shows.
extension CALayer {
    /// Attaches `animation` under a key not yet used (`name`, else `name-2`, `name-3`, ...).
    func attach(_ animation: LayerAnimation) {
        var name = animation.name
        var suffix = 2
        while animationRecords.contains(where: { $0.name == name }) {
            name = "\(animation.name)-\(suffix)"
            suffix += 1
        }
        animation.name = name
        animation.layer = self
        animationRecords.append(animation)
        animationsDidChange()
        TransactionFrame.enroll(animation, in: UIApplication.shared)
    }

    /// Removes `animation`; `interrupted` tells its owner it ended early (its completion gets false).
    func detach(_ animation: LayerAnimation, interrupted: Bool) {
        guard let index = animationRecords.firstIndex(where: { $0 === animation }) else { return }
        animationRecords.remove(at: index)
        animation.layer = nil
        animationsDidChange()
        if interrupted { animation.owner?.animationWasRemoved(animation) }
        animation.leaveTransactions()
    }

    /// Removes the animations of `key` (a new non-additive animation replaces them, AN6).
    func detachAnimations(of key: AnimatedKey) {
        for animation in animationRecords where animation.key == key { detach(animation, interrupted: true) }
    }

    /// AN8: a view is skipped by hit-testing while an animation on its own layer blocks interaction.
    func animationsDidChange() {
        guard let view = viewStorage else { return }
        view.animationBlocksInteraction = animationRecords.contains { $0.blocksInteraction }
    }

    /// True when a new block animation of `key` may add to the running ones: no running animation of
    /// the key replaces the model value or repeats (then UIKit animates non-additively, AN6).
    func acceptsAdditiveAnimation(of key: AnimatedKey) -> Bool {
        key.isAdditiveInBlockAnimations
            && !animationRecords.contains { $0.key == key && (!$0.isAdditive || $0.repeats) }
    }

    /// `key`'s value as presented now, as a vector; nil when no animation of the key applies (AN4).
    func presentedVector(of key: AnimatedKey) -> [Double]? {
        let relevant = shownAnimations.filter { $0.key == key }
        guard !relevant.isEmpty, var value = key.vector(key.modelValue(of: self)) else { return nil }
        var applied = false
        for animation in relevant {
            guard let p = animation.progress else { continue }
            let contribution = animation.value(at: p)
            if let components = animation.components {
                guard contribution.count == components.count else { continue }
                for (index, component) in components.enumerated() where value.indices.contains(component) {
                    value[component] = (animation.isAdditive ? value[component] : 0) + contribution[index]
                }
            } else {
                guard contribution.count == value.count else { continue }
                value = animation.isAdditive ? AnimationVector.add(value, contribution) : contribution
            }
            applied = true
        }
        return applied ? value : nil
    }

    /// The attached animations and the members of attached groups (AN24), in order.
    private var shownAnimations: [LayerAnimation] {
        animationRecords.flatMap { $0.members.isEmpty ? [$0] : [$0] + $0.members }
    }

    /// Shows the running animations on a presentation copy of this layer (AN4).
    func applyAnimations(to copy: CALayer) {
        guard !animationRecords.isEmpty else { return }
        var done = Set<AnimatedKey>()
        for animation in shownAnimations {
            guard let key = animation.key, done.insert(key).inserted, let value = presentedVector(of: key) else {
                continue
            }
            key.present(value, on: copy)
        }
    }
}
