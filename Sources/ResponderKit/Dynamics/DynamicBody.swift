import Foundation

/// One item's physical state inside an animator (DY4): what the item showed when it joined, moved by the
/// steps and written back after each.
@MainActor final class DynamicBody {
    let item: any UIDynamicItem
    var center: CGPoint
    var velocity = CGVector.zero
    /// Radians, from the item's transform when it joined; written back as a rotation (DY1).
    var angle: CGFloat
    var angularVelocity: CGFloat = 0
    var size: CGSize
    /// This step's accelerations (points/s²) and angular acceleration (rad/s²), cleared after each step.
    var acceleration = CGVector.zero
    var angularAcceleration: CGFloat = 0
    /// Resolved from the item behaviors that list the item, the last added winning (DY10).
    var properties = Properties()
    /// Where the step started, for the rest test (DY3).
    var startCenter = CGPoint.zero
    var startAngle: CGFloat = 0

    struct Properties {
        var elasticity: CGFloat = 0
        var friction: CGFloat = 0
        var density: CGFloat = 1
        var resistance: CGFloat = 0
        var angularResistance: CGFloat = 0
        var allowsRotation = true
        var isAnchored = false
    }

    init(item: any UIDynamicItem) {
        self.item = item
        center = item.center
        size = item.bounds.size
        angle = atan2(item.transform.b, item.transform.a)
    }

    /// Mass in UIKit's units: density × area, a 100 × 100 item of density 1 weighing 1 (DY6).
    var mass: CGFloat { max(properties.density, 1e-6) * max(size.width * size.height, 1) / 10_000 }
    /// A plate's moment of inertia about its centre, in the same units.
    var inertia: CGFloat { mass * (size.width * size.width + size.height * size.height) / 12 }

    /// Pushes a force (UIKit's units: 1 moves a mass of 1 at 100 points/s², DY6) at `offset` from the centre.
    func apply(force: CGVector, at offset: CGPoint = .zero) {
        let mass = self.mass
        acceleration.dx += force.dx * 100 / mass
        acceleration.dy += force.dy * 100 / mass
        if properties.allowsRotation, offset != .zero {
            angularAcceleration += (offset.x * force.dy - offset.y * force.dx) * 100 / inertia
        }
    }

    /// An impulse: the velocity change the same force would give in one second (DY6).
    func apply(impulse: CGVector, at offset: CGPoint = .zero) {
        let mass = self.mass
        velocity.dx += impulse.dx * 100 / mass
        velocity.dy += impulse.dy * 100 / mass
        if properties.allowsRotation, offset != .zero {
            angularVelocity += (offset.x * impulse.dy - offset.y * impulse.dx) * 100 / inertia
        }
    }

    /// `offset` (in the item's unrotated coordinates) turned by the item's angle.
    func rotated(_ offset: CGPoint) -> CGPoint {
        let c = cos(angle)
        let s = sin(angle)
        return CGPoint(x: offset.x * c - offset.y * s, y: offset.x * s + offset.y * c)
    }

    /// The item's rectangle on screen, axis-aligned around its rotated corners (DY7).
    var boundingBox: CGRect {
        let c = abs(cos(angle))
        let s = abs(sin(angle))
        let width = size.width * c + size.height * s
        let height = size.width * s + size.height * c
        return CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// Writes the state back to the item (DY1): its centre, and a rotation transform once it has turned.
    func writeBack() {
        item.center = center
        if angle != 0 || item.transform.b != 0 {
            item.transform = CGAffineTransform(rotationAngle: angle)
        }
    }
}
