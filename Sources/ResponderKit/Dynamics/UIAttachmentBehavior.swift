import Foundation

/// Holds a point of an item at `length` from an anchor or from a point of another item (DY9): rigidly
/// while `frequency` is 0 (the default), else as a spring of that frequency (Hz) and damping ratio
/// `damping`. Off-centre attachments turn the item, as a card held by a corner does.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items = 0
        case anchor = 1
    }

    public let attachedBehaviorType: AttachmentType
    public let items: [any UIDynamicItem]
    private let offsets: [UIOffset]
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
    open var length: CGFloat { didSet { dynamicAnimator?.wake() } }
    open var damping: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    open var frequency: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    /// Slows the items' turning at the attachment point (radians/s lost per second, per unit).
    open var frictionTorque: CGFloat = 0

    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        items = [item]
        offsets = [offset]
        anchorPoint = point
        length = Self.distance(Self.point(of: item, offset), point)
        super.init()
    }

    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        attachedBehaviorType = .items
        items = [item1, item2]
        offsets = [offset1, offset2]
        anchorPoint = .zero
        length = Self.distance(Self.point(of: item1, offset1), Self.point(of: item2, offset2))
        super.init()
    }

    // MARK: Engine (DY9)

    override var dynamicItems: [any UIDynamicItem] { items }

    private static func point(of item: any UIDynamicItem, _ offset: UIOffset) -> CGPoint {
        let t = item.transform
        return CGPoint(
            x: item.center.x + offset.horizontal * t.a + offset.vertical * t.c,
            y: item.center.y + offset.horizontal * t.b + offset.vertical * t.d)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    /// The two ends: each body (nil for the anchor), its offset turned by its angle, and where it is.
    private func ends(_ world: DynamicsWorld) -> [(body: DynamicBody?, arm: CGPoint, at: CGPoint)] {
        var ends: [(body: DynamicBody?, arm: CGPoint, at: CGPoint)] = zip(items, offsets).map { item, offset in
            let body = world.body(for: item)
            let arm = body.rotated(CGPoint(x: offset.horizontal, y: offset.vertical))
            return (body, arm, CGPoint(x: body.center.x + arm.x, y: body.center.y + arm.y))
        }
        if attachedBehaviorType == .anchor { ends.append((nil, .zero, anchorPoint)) }
        return ends
    }

    override func applyForces(_ world: DynamicsWorld) {
        guard frequency > 0 else { return }
        let e = ends(world)
        let dx = e[0].at.x - e[1].at.x
        let dy = e[0].at.y - e[1].at.y
        let distance = hypot(dx, dy)
        guard distance > 1e-9 else { return }
        let normal = CGVector(dx: dx / distance, dy: dy / distance)
        let velocity0 = e[0].body.map { pointVelocity($0, arm: e[0].arm) } ?? .zero
        let velocity1 = e[1].body.map { pointVelocity($0, arm: e[1].arm) } ?? .zero
        let closing = (velocity0.dx - velocity1.dx) * normal.dx + (velocity0.dy - velocity1.dy) * normal.dy
        let masses = e.compactMap { $0.body?.mass }
        let mass = masses.count == 2 ? masses[0] * masses[1] / (masses[0] + masses[1]) : masses[0]
        let omega = 2 * .pi * frequency
        // In UIKit's force units (DY6): 1 moves a mass of 1 at 100 points/s².
        let pull = -(mass * omega * omega * (distance - length) + 2 * damping * mass * omega * closing) / 100
        e[0].body?.apply(force: CGVector(dx: normal.dx * pull, dy: normal.dy * pull), at: e[0].arm)
        e[1].body?.apply(force: CGVector(dx: -normal.dx * pull, dy: -normal.dy * pull), at: e[1].arm)
    }

    override func applyConstraints(_ world: DynamicsWorld) {
        let e = ends(world)
        if frictionTorque > 0 {
            for body in e.compactMap(\.body) { body.angularVelocity *= max(0, 1 - frictionTorque * world.dt) }
        }
        guard frequency <= 0 else { return }
        let dx = e[0].at.x - e[1].at.x
        let dy = e[0].at.y - e[1].at.y
        let distance = hypot(dx, dy)
        let error = distance - length
        guard abs(error) > 1e-9, distance > 1e-9 else { return }
        // Position-based: each end moves against the error by its share of the generalized inverse mass,
        // turning by its arm; the move becomes velocity, so a released item keeps the drag's speed (DY9).
        let normal = CGVector(dx: dx / distance, dy: dy / distance)
        var weights: [CGFloat] = []
        for end in e {
            guard let body = end.body, !body.properties.isAnchored else {
                weights.append(0)
                continue
            }
            let cross = end.arm.x * normal.dy - end.arm.y * normal.dx
            weights.append(1 / body.mass + (body.properties.allowsRotation ? cross * cross / body.inertia : 0))
        }
        let total = weights.reduce(0, +)
        guard total > 0 else { return }
        for (index, end) in e.enumerated() {
            guard let body = end.body, weights[index] > 0 else { continue }
            let sign: CGFloat = index == 0 ? -1 : 1
            let lambda = sign * error / total
            let move = CGVector(dx: normal.dx * lambda / body.mass, dy: normal.dy * lambda / body.mass)
            body.center.x += move.dx
            body.center.y += move.dy
            body.velocity.dx += move.dx / world.dt
            body.velocity.dy += move.dy / world.dt
            if body.properties.allowsRotation {
                let turn = (end.arm.x * normal.dy - end.arm.y * normal.dx) * lambda / body.inertia
                body.angle += turn
                body.angularVelocity += turn / world.dt
            }
        }
    }

    private func pointVelocity(_ body: DynamicBody, arm: CGPoint) -> CGVector {
        CGVector(
            dx: body.velocity.dx - body.angularVelocity * arm.y, dy: body.velocity.dy + body.angularVelocity * arm.x)
    }
}
