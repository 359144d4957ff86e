import Foundation

/// Pulls one item to a point and turns it upright, overshooting less the higher `damping` (DY8). It ends
/// exactly at the point: once within a hundredth of a point and slower than a point per second, the item
/// is placed there and stops.
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem
    open var snapPoint: CGPoint { didSet { restart() } }
    /// 0...1: 0.5 by default; 1 settles without overshoot.
    open var damping: CGFloat = 0.5 { didSet { restart() } }
    /// Placed at the point: it no longer keeps the animator running (DY3, DY8).
    private var settled = false

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// DY8: the spring's natural frequency, Hz, and its damping ratio for `damping` 0 and 1.
    static let frequency: CGFloat = 2.5
    static let ratioAtZero: CGFloat = 0.25
    static let ratioAtOne: CGFloat = 1

    override var dynamicItems: [any UIDynamicItem] { [item] }
    override var keepsRunning: Bool { !settled }

    private func restart() {
        settled = false
        dynamicAnimator?.wake()
    }

    override func join(_ animator: UIDynamicAnimator) {
        settled = false
        super.join(animator)
    }

    override func applyForces(_ world: DynamicsWorld) {
        let body = world.body(for: item)
        let omega = 2 * .pi * Self.frequency
        let ratio = Self.ratioAtZero + (Self.ratioAtOne - Self.ratioAtZero) * min(max(damping, 0), 1)
        body.acceleration.dx += -omega * omega * (body.center.x - snapPoint.x) - 2 * ratio * omega * body.velocity.dx
        body.acceleration.dy += -omega * omega * (body.center.y - snapPoint.y) - 2 * ratio * omega * body.velocity.dy
        if body.properties.allowsRotation {
            let turn = remainder(body.angle, 2 * .pi)
            body.angularAcceleration += -omega * omega * turn - 2 * ratio * omega * body.angularVelocity
        }
    }

    override func applyConstraints(_ world: DynamicsWorld) {
        let body = world.body(for: item)
        let dx = body.center.x - snapPoint.x
        let dy = body.center.y - snapPoint.y
        let speed = (body.velocity.dx * body.velocity.dx + body.velocity.dy * body.velocity.dy).squareRoot()
        guard (dx * dx + dy * dy).squareRoot() < 0.01, speed < 1, abs(remainder(body.angle, 2 * .pi)) < 0.001 else {
            settled = false
            return
        }
        settled = true
        body.center = snapPoint
        body.velocity = .zero
        body.angle = 0
        body.angularVelocity = 0
    }
}
