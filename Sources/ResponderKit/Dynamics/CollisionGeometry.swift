import Foundation

/// The contact math of collisions (DY7): bodies are their axis-aligned bounding boxes; boundaries are
/// segments (a path is flattened into them).
@MainActor enum CollisionGeometry {
    /// A wall segment.
    struct Segment {
        let from: CGPoint
        let to: CGPoint
    }

    /// `path`'s outline as segments; curves are cut into eight straight pieces.
    static func segments(of path: UIBezierPath) -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        func line(to point: CGPoint) {
            if point != current { segments.append(Segment(from: current, to: point)) }
            current = point
        }
        for element in path.cgPath.elements {
            switch element {
            case .move(let p):
                current = p
                start = p
            case .line(let p): line(to: p)
            case .quad(let c, let p):
                let p0 = current
                for k in 1...8 {
                    let t = CGFloat(k) / 8
                    let u = 1 - t
                    line(
                        to: CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let c1, let c2, let p):
                let p0 = current
                for k in 1...8 {
                    let t = CGFloat(k) / 8
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    line(
                        to: CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close: line(to: start)
            }
        }
        return segments
    }

    /// Bounces `body` off a surface with unit normal `normal` (pointing to where the body belongs) that it
    /// has entered by `depth`: it is moved out, its velocity into the surface reflected by its elasticity
    /// and its sliding slowed by friction (Coulomb: at most `friction` × the normal impulse).
    static func resolve(_ body: DynamicBody, normal: CGVector, depth: CGFloat) {
        guard depth > 0 || (body.velocity.dx * normal.dx + body.velocity.dy * normal.dy) < 0 else { return }
        let depth = max(depth, 0)
        body.center.x += normal.dx * depth
        body.center.y += normal.dy * depth
        let vn = body.velocity.dx * normal.dx + body.velocity.dy * normal.dy
        guard vn < 0 else { return }
        let e = min(max(body.properties.elasticity, 0), 1)
        var tangent = CGVector(dx: body.velocity.dx - vn * normal.dx, dy: body.velocity.dy - vn * normal.dy)
        let speed = (tangent.dx * tangent.dx + tangent.dy * tangent.dy).squareRoot()
        if speed > 0 {
            let kept = max(0, speed - body.properties.friction * (1 + e) * -vn) / speed
            tangent = CGVector(dx: tangent.dx * kept, dy: tangent.dy * kept)
        }
        body.velocity = CGVector(dx: tangent.dx - e * vn * normal.dx, dy: tangent.dy - e * vn * normal.dy)
    }

    /// Bodies this close (points) still touch, for the delegate's began/ended contacts (DY7).
    static let contactSlop: CGFloat = 0.5

    /// How far `body` has entered the segment, along the segment's normal towards the side its centre
    /// was on at the start of the step; nil when apart.
    static func penetration(of body: DynamicBody, into segment: Segment) -> (normal: CGVector, depth: CGFloat)? {
        let along = CGVector(dx: segment.to.x - segment.from.x, dy: segment.to.y - segment.from.y)
        let length = (along.dx * along.dx + along.dy * along.dy).squareRoot()
        guard length > 0 else { return nil }
        var normal = CGVector(dx: -along.dy / length, dy: along.dx / length)
        let box = body.boundingBox
        let radius = box.width / 2 * abs(normal.dx) + box.height / 2 * abs(normal.dy)
        let extent = box.width / 2 * abs(along.dx / length) + box.height / 2 * abs(along.dy / length)
        let t = ((body.center.x - segment.from.x) * along.dx + (body.center.y - segment.from.y) * along.dy) / length
        guard t > -extent, t < length + extent else { return nil }
        let startSide =
            (body.startCenter.x - segment.from.x) * normal.dx + (body.startCenter.y - segment.from.y) * normal.dy
        if startSide < 0 { normal = CGVector(dx: -normal.dx, dy: -normal.dy) }
        let distance = (body.center.x - segment.from.x) * normal.dx + (body.center.y - segment.from.y) * normal.dy
        guard distance < radius + contactSlop else { return nil }
        return (normal, radius - distance)
    }
}
