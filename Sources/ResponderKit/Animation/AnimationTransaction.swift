import Foundation

/// The capture of changes made inside animation blocks (AN5).
///
/// Every write to a view's geometry storage (`center`, `bounds`, `transform` — so `frame`, and
/// whatever layout sets), `alpha`, `backgroundColor` and its layer's `cornerRadius` reports the view and
/// property here before the value changes. The innermost open transaction notes the model value before
/// the first change of each (view, property) and, when it ends, compares it with the value then:
/// a change becomes an animation of that transaction's kind. Blocks run synchronously on the main actor,
/// so one stack serves every world. A transaction opened inside another (a nested block,
/// `performWithoutAnimation`, a keyframe) first commits what the outer one captured so far, so each
/// change is animated by the innermost block it was made in, as UIKit's per-change actions are.
@MainActor final class AnimationTransaction {
    enum Mode {
        /// Changes apply without animation (`performWithoutAnimation`, animations disabled, no duration).
        case disabled
        case block(BlockAnimation)
        /// Inside `addKeyframe`: the changes become a segment of the enclosing keyframe animation.
        case keyframe(root: BlockAnimation, start: Double, duration: Double)
        /// A property animator's animation block.
        case animator(UIViewPropertyAnimator, delayFactor: Double)
    }

    /// A (view, property) changed in this transaction: its model value, and what was presented, before.
    struct Change {
        let view: UIView
        let key: AnimatedKey
        let before: Any?
        let presentedBefore: [Double]?
    }

    private struct ChangeID: Hashable {
        let view: ObjectIdentifier
        let key: AnimatedKey
    }

    let mode: Mode
    private var changes: [Change] = []
    private var noted: Set<ChangeID> = []
    /// Views changed here, in order, for `.layoutSubviews`.
    private var changedViews: [UIView] = []

    private init(mode: Mode) { self.mode = mode }

    private static var stack: [AnimationTransaction] = []
    /// Read by the storage hooks on every write: false outside capturing transactions.
    static var isCapturing = false

    static var current: AnimationTransaction? { stack.last }

    private var captures: Bool {
        if case .disabled = mode { return false }
        return true
    }

    /// The storage hook (AN5): `view`'s `key` is about to change.
    static func willChange(_ view: UIView, _ key: AnimatedKey) {
        guard isCapturing, let top = stack.last else { return }
        top.note(view, key)
    }

    /// Runs `body` inside a transaction of `mode`, then commits what it captured.
    static func perform(_ mode: Mode, _ body: () -> Void) {
        stack.last?.commit()
        let transaction = AnimationTransaction(mode: mode)
        stack.append(transaction)
        isCapturing = transaction.captures
        body()
        transaction.layOutChangedViewsIfAsked()
        transaction.commit()
        stack.removeLast()
        isCapturing = stack.last?.captures ?? false
    }

    /// Model writes that must not animate (restoring values, finishing animators).
    static func withoutAnimation(_ body: () -> Void) { perform(.disabled, body) }

    /// The timing a block opened now inherits (AN10): the innermost block's, or a property animator's.
    static var inheritedParameters: BlockParameters? {
        switch stack.last?.mode {
        case .block(let block): return block.parameters
        case .keyframe(let root, _, _): return root.parameters
        case .animator(let animator, _): return animator.inheritableParameters
        case .disabled, nil: return nil
        }
    }

    private func note(_ view: UIView, _ key: AnimatedKey) {
        guard noted.insert(ChangeID(view: ObjectIdentifier(view), key: key)).inserted else { return }
        let layer = view.layer
        changes.append(
            Change(
                view: view, key: key, before: key.modelValue(of: layer), presentedBefore: layer.presentedVector(of: key)
            ))
        if !changedViews.contains(where: { $0 === view }) { changedViews.append(view) }
    }

    private func layOutChangedViewsIfAsked() {
        guard case .block(let block) = mode, block.parameters.layoutSubviews else { return }
        for view in changedViews { view.layoutIfNeeded() }
    }

    /// Turns the changes captured so far into animations.
    private func commit() {
        let pending = changes
        changes = []
        noted = []
        guard !pending.isEmpty else { return }
        switch mode {
        case .disabled:
            break
        case .block(let block):
            if let keyframes = block.keyframes {
                keyframes.add(start: 0, duration: 1, pending)
            } else {
                for change in pending { block.animate(change) }
            }
        case .keyframe(let root, let start, let duration):
            root.keyframes?.add(start: start, duration: duration, pending)
        case .animator(let animator, let delayFactor):
            for change in pending { animator.animate(change, delayFactor: delayFactor) }
        }
    }
}

/// Makes the animation of one captured change (AN6).
@MainActor enum AnimationFactory {
    /// UIKit's rule since iOS 8: `position`, `bounds` and `transform` animate additively — the change
    /// (before − after) decays to zero on top of the model, so an animation started while another runs
    /// adds to it and both run to their ends — unless an animation of the key already on the layer
    /// replaces the model or repeats. Other keys, and those cases, replace the running animations of the
    /// key (which end interrupted) and run from the old model value, or from what was presented when
    /// `beginsFromCurrentState`.
    static func make(
        _ change: AnimatedKeyChange, driver: AnimationDriver, blocksInteraction: Bool, beginsFromCurrentState: Bool
    ) -> LayerAnimation? {
        let key = change.key
        let layer = change.layer
        guard let before = key.vector(change.before), let after = key.vector(change.after), before != after else {
            return nil
        }
        let additive = layer.acceptsAdditiveAnimation(of: key)
        let path: AnimationPath
        if additive {
            var delta = AnimationVector.subtract(before, after)
            if key == .transform { delta[4] = AnimationVector.shortAngle(delta[4]) }
            path = .basic(from: delta, to: Array(repeating: 0, count: delta.count))
        } else {
            let from = beginsFromCurrentState ? (change.presentedBefore ?? before) : before
            var to = after
            if key == .transform { to[4] = from[4] + AnimationVector.shortAngle(after[4] - from[4]) }
            layer.detachAnimations(of: key)
            path = .basic(from: from, to: to)
        }
        return LayerAnimation(
            key: key, name: key.rawValue, path: path, isAdditive: additive, driver: driver,
            blocksInteraction: blocksInteraction, modelBefore: change.before, modelAfter: change.after)
    }
}

/// A captured change with its value after: what an animation is made from.
@MainActor struct AnimatedKeyChange {
    let layer: CALayer
    let key: AnimatedKey
    let before: Any?
    let after: Any?
    let presentedBefore: [Double]?

    init(_ change: AnimationTransaction.Change) {
        layer = change.view.layer
        key = change.key
        before = change.before
        after = change.key.modelValue(of: layer)
        presentedBefore = change.presentedBefore
    }
}
