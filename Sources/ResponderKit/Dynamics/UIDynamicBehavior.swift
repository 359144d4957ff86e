import Foundation

/// A rule a dynamic animator applies each step (DY2). Subclass it to group behaviors as children, or to
/// run `action` every step; UIKit's concrete behaviors are its subclasses.
@preconcurrency @MainActor open class UIDynamicBehavior {
    /// Called after every step of the animator the behavior is in (DY2).
    open var action: (() -> Void)?
    /// The animator it is in, directly or as some behavior's child.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    weak var parent: UIDynamicBehavior?

    public init() {}

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        childBehaviors.append(behavior)
        behavior.parent = self
        if let dynamicAnimator { behavior.join(dynamicAnimator) }
        dynamicAnimator?.wake()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.leave() }
    }

    /// Called before it joins an animator, and with nil before it leaves one (DY2).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: Engine (DY2, DY4)

    func join(_ animator: UIDynamicAnimator) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.join(animator) }
    }

    func leave() {
        willMove(to: nil)
        for child in childBehaviors { child.leave() }
        dynamicAnimator = nil
    }

    /// This behavior and its children, depth first, in the order added (DY4).
    var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }

    /// The items this behavior moves (its own, not its children's).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Before each step: properties the bodies take from this behavior (DY10).
    func prepare(_ world: DynamicsWorld) {}
    /// Step 1 (DY4): forces and accelerations into the bodies.
    func applyForces(_ world: DynamicsWorld) {}
    /// Step 3 (DY4): constraints after the bodies moved.
    func applyConstraints(_ world: DynamicsWorld) {}
    /// Whether it keeps the animator running though nothing moves (a continuous push into a wall does not).
    var keepsRunning: Bool { false }
}
