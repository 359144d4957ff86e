import Foundation

/// The physical properties of its items, and their velocities (DY10). When several item behaviors list one
/// item, the one added to the animator last sets its properties.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: ItemList
    /// 0 (no bounce, the default) to 1 (elastic).
    open var elasticity: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    /// 0 (the default) slides freely; 1 is strong friction.
    open var friction: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    /// Mass per area: a 100 × 100 item of density 1 has mass 1 (DY6).
    open var density: CGFloat = 1 { didSet { dynamicAnimator?.wake() } }
    /// Velocity damping: 0 none; 1 stops the item as soon as no force acts on it.
    open var resistance: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    open var angularResistance: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    open var allowsRotation = true { didSet { dynamicAnimator?.wake() } }
    /// An anchored item does not move, but others collide with it.
    open var isAnchored = false { didSet { dynamicAnimator?.wake() } }
    /// Velocities given before the item's first step, applied then (DY10).
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [any UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    public override convenience init() { self.init(items: []) }

    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        list.add(item)
        dynamicAnimator?.wake()
    }

    open func removeItem(_ item: any UIDynamicItem) { list.remove(item) }

    /// Adds `velocity` (points/s) to `item`'s; the item must be one of this behavior's.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard check(item, "addLinearVelocity(_:for:)") else { return }
        if let body = dynamicAnimator?.world.existingBody(for: item) {
            body.velocity.dx += velocity.x
            body.velocity.dy += velocity.y
        } else {
            let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
        }
        dynamicAnimator?.wake()
    }

    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.world.existingBody(for: item) {
            let pending = pendingLinear[ObjectIdentifier(item)] ?? .zero
            return CGPoint(x: body.velocity.dx + pending.x, y: body.velocity.dy + pending.y)
        }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians/s, clockwise) to `item`'s turning.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard check(item, "addAngularVelocity(_:for:)") else { return }
        if let body = dynamicAnimator?.world.existingBody(for: item) {
            body.angularVelocity += velocity
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
        dynamicAnimator?.wake()
    }

    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        (dynamicAnimator?.world.existingBody(for: item)?.angularVelocity ?? 0)
            + (pendingAngular[ObjectIdentifier(item)] ?? 0)
    }

    // MARK: Engine (DY10)

    override var dynamicItems: [any UIDynamicItem] { list.items }

    private func check(_ item: any UIDynamicItem, _ method: String) -> Bool {
        guard list.items.contains(where: { $0 === item }) else {
            let application = (item as? UIView)?.window?.application ?? CurrentWorld.application
            Diagnostics.report(
                "UIDynamicItemBehavior.\(method): the item is not one of the behavior's items (DY10)",
                application: application)
            return false
        }
        return true
    }

    override func prepare(_ world: DynamicsWorld) {
        for item in list.items {
            let body = world.body(for: item)
            body.properties = DynamicBody.Properties(
                elasticity: elasticity, friction: friction, density: density, resistance: resistance,
                angularResistance: angularResistance, allowsRotation: allowsRotation, isAnchored: isAnchored)
            if let linear = pendingLinear.removeValue(forKey: ObjectIdentifier(item)) {
                body.velocity.dx += linear.x
                body.velocity.dy += linear.y
            }
            if let angular = pendingAngular.removeValue(forKey: ObjectIdentifier(item)) {
                body.angularVelocity += angular
            }
        }
    }
}
