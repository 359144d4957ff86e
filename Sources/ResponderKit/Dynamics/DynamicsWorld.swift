import Foundation

/// The bodies of one animator and its fixed step (DY4): semi-implicit Euler, one step per frame of the
/// world's screen (1/60 s at 60 Hz).
@MainActor final class DynamicsWorld {
    /// In the order their items first joined (L2: the same inputs give the same steps).
    private(set) var bodies: [DynamicBody] = []
    private var index: [ObjectIdentifier: DynamicBody] = [:]
    /// The step, seconds.
    var dt: CGFloat = 1.0 / 60
    /// The animator's reference view's bounds, for collision boundaries (DY7).
    var referenceBounds: CGRect = .zero

    /// Below these a step moved nothing (DY3): a hundredth of a point, a ten-thousandth of a radian.
    static let restDistance: CGFloat = 0.01
    static let restAngle: CGFloat = 0.0001

    func body(for item: any UIDynamicItem) -> DynamicBody {
        let key = ObjectIdentifier(item)
        if let body = index[key] { return body }
        let body = DynamicBody(item: item)
        bodies.append(body)
        index[key] = body
        return body
    }

    func existingBody(for item: any UIDynamicItem) -> DynamicBody? { index[ObjectIdentifier(item)] }

    /// Keeps only the bodies of `items` (a behavior let go of the others).
    func keep(_ items: [any UIDynamicItem]) {
        let wanted = Set(items.map { ObjectIdentifier($0) })
        bodies.removeAll { !wanted.contains(ObjectIdentifier($0.item)) }
        index = index.filter { wanted.contains($0.key) }
    }

    /// One step (DY4): 1. forces; 2. velocities (resistance, then accelerations) and positions;
    /// 3. constraints (attachments, snaps, collisions); 4. write back. Returns whether anything moved (DY3).
    func step(_ behaviors: [UIDynamicBehavior]) -> Bool {
        for body in bodies {
            body.startCenter = body.center
            body.startAngle = body.angle
            body.acceleration = .zero
            body.angularAcceleration = 0
        }
        for behavior in behaviors { behavior.applyForces(self) }
        for body in bodies where !body.properties.isAnchored {
            let keep = pow(max(0, 1 - body.properties.resistance), dt * 60)
            body.velocity.dx = body.velocity.dx * keep + body.acceleration.dx * dt
            body.velocity.dy = body.velocity.dy * keep + body.acceleration.dy * dt
            body.center.x += body.velocity.dx * dt
            body.center.y += body.velocity.dy * dt
            if body.properties.allowsRotation {
                let spin = pow(max(0, 1 - body.properties.angularResistance), dt * 60)
                body.angularVelocity = body.angularVelocity * spin + body.angularAcceleration * dt
                body.angle += body.angularVelocity * dt
            } else {
                body.angularVelocity = 0
            }
        }
        for body in bodies where body.properties.isAnchored {
            body.velocity = .zero
            body.angularVelocity = 0
        }
        for behavior in behaviors { behavior.applyConstraints(self) }
        var moved = false
        for body in bodies {
            let dx = body.center.x - body.startCenter.x
            let dy = body.center.y - body.startCenter.y
            if (dx * dx + dy * dy).squareRoot() >= Self.restDistance
                || abs(body.angle - body.startAngle) >= Self.restAngle
            {
                moved = true
            }
            body.writeBack()
        }
        return moved
    }
}
