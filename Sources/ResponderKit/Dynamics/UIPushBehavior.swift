import Foundation

/// A force on its items (DY6): continuous, every step, or instantaneous, once as an impulse, after which it
/// turns itself off (`active` false). Magnitude 1 accelerates a 100 × 100 item of density 1 at
/// 100 points/s² (UIKit's documented unit); an instantaneous push of 1 gives it 100 points/s.
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous = 0
        case instantaneous = 1
    }

    private var list: ItemList
    public let mode: Mode
    /// A continuous push acts while active; an instantaneous one acts once each time it becomes active.
    open var active = true { didSet { if active { dynamicAnimator?.wake() } } }
    /// The force: direction and magnitude (its length). Zero until set.
    open var pushDirection = CGVector.zero { didSet { dynamicAnimator?.wake() } }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [any UIDynamicItem], mode: Mode) {
        list = ItemList(items)
        self.mode = mode
        super.init()
    }

    open var items: [any UIDynamicItem] { list.items }

    open func addItem(_ item: any UIDynamicItem) {
        list.add(item)
        dynamicAnimator?.wake()
    }

    open func removeItem(_ item: any UIDynamicItem) { list.remove(item) }

    /// Radians clockwise from +x.
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Where on `item` the force acts, from its centre: off-centre pushes turn it (DY6).
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    // MARK: Engine (DY6)

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func applyForces(_ world: DynamicsWorld) {
        guard active else { return }
        for item in list.items {
            let body = world.body(for: item)
            let offset = targetOffsetFromCenter(for: item)
            let at = body.rotated(CGPoint(x: offset.horizontal, y: offset.vertical))
            switch mode {
            case .continuous: body.apply(force: pushDirection, at: at)
            case .instantaneous: body.apply(impulse: pushDirection, at: at)
            }
        }
        if mode == .instantaneous { active = false }
    }

    override var keepsRunning: Bool { mode == .continuous && active && magnitude > 0 && !list.items.isEmpty }
}
