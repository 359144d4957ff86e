import Foundation

/// An object a dynamic animator moves (DY1): it reads `center`, `bounds` and `transform` when the item joins
/// and writes `center` and a rotation `transform` after every step. `UIView` conforms, as in UIKit.
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The shape collisions use (DY7): a rectangle by default.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

/// The shape of an item for collisions (DY7), UIKit's raw values. An ellipse collides as the circle of its
/// smaller axis; a path as its bounding rectangle (Fidelity, DY7).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle = 0
    case ellipse = 1
    case path = 2
}

extension UIView: UIDynamicItem {}
