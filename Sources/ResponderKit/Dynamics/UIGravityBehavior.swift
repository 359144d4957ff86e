import Foundation

/// Accelerates its items the same whatever their mass (DY5): magnitude 1 is 1000 points/s² (UIKit's
/// documented unit), downward by default.
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
    private var list: ItemList

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

    /// The direction and strength: (0, 1) by default; its length is the magnitude.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { dynamicAnimator?.wake() }
    }

    /// Radians clockwise from +x: π/2 (down) by default.
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// DY5: 1000 points/s² per unit of magnitude.
    static let pointsPerSecondSquared: CGFloat = 1000

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func applyForces(_ world: DynamicsWorld) {
        for item in list.items {
            let body = world.body(for: item)
            body.acceleration.dx += gravityDirection.dx * Self.pointsPerSecondSquared
            body.acceleration.dy += gravityDirection.dy * Self.pointsPerSecondSquared
        }
    }

}
