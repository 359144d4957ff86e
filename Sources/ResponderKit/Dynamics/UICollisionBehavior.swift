import Foundation

/// Keeps its items inside boundaries and apart from one another (DY7).
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
    /// What its items collide with (UIKit's `UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: UInt.max)
    }

    private var list: ItemList
    open var collisionMode: Mode = .everything { didSet { dynamicAnimator?.wake() } }
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?
    /// The reference view's bounds are a boundary (identifier nil), inset by `referenceInsets`.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { dynamicAnimator?.wake() } }
    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []
    /// The contacts of the last step, for began/ended (DY7).
    private var contacts: [ContactKey: Contact] = [:]

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

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// A boundary along `bezierPath`'s outline (reference view coordinates); the same identifier replaces it.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath))
        dynamicAnimator?.wake()
    }

    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        let key = Self.key(identifier)
        return boundaries.first { Self.key($0.identifier) == key }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let key = Self.key(identifier)
        boundaries.removeAll { Self.key($0.identifier) == key }
    }

    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    open func removeAllBoundaries() { boundaries.removeAll() }

    // MARK: Engine (DY7)

    override var dynamicItems: [any UIDynamicItem] { list.items }

    /// Identifiers are equal as their objects are (`NSString`s by value).
    static func key(_ identifier: any NSCopying) -> AnyHashable {
        (identifier as? AnyHashable) ?? AnyHashable(ObjectIdentifier(identifier as AnyObject))
    }

    enum ContactKey: Hashable {
        case boundary(ObjectIdentifier, AnyHashable?)
        case items(ObjectIdentifier, ObjectIdentifier)
    }

    struct Contact {
        let item: any UIDynamicItem
        let other: (any UIDynamicItem)?
        let identifier: (any NSCopying)?
    }

    override func applyConstraints(_ world: DynamicsWorld) {
        var now: [ContactKey: Contact] = [:]
        var began: [(Contact, CGPoint)] = []
        let bodies = list.items.map { world.body(for: $0) }
        if collisionMode.contains(.items) {
            for (i, a) in bodies.enumerated() {
                for b in bodies[(i + 1)...] {
                    guard let point = Self.collide(a, b) else { continue }
                    let key = ContactKey.items(ObjectIdentifier(a.item), ObjectIdentifier(b.item))
                    let contact = Contact(item: a.item, other: b.item, identifier: nil)
                    now[key] = contact
                    if contacts[key] == nil { began.append((contact, point)) }
                }
            }
        }
        if collisionMode.contains(.boundaries) {
            var walls: [(identifier: (any NSCopying)?, segments: [CollisionGeometry.Segment])] = boundaries.map {
                ($0.identifier, CollisionGeometry.segments(of: $0.path))
            }
            if translatesReferenceBoundsIntoBoundary {
                let r = world.referenceBounds.inset(by: referenceInsets)
                let corners = [
                    CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                    CGPoint(x: r.minX, y: r.maxY),
                ]
                walls.insert(
                    (nil, (0..<4).map { CollisionGeometry.Segment(from: corners[$0], to: corners[($0 + 1) % 4]) }),
                    at: 0)
            }
            for body in bodies where !body.properties.isAnchored {
                for wall in walls {
                    var touched: CGPoint?
                    for segment in wall.segments {
                        guard let hit = CollisionGeometry.penetration(of: body, into: segment) else { continue }
                        CollisionGeometry.resolve(body, normal: hit.normal, depth: hit.depth)
                        let box = body.boundingBox
                        touched = CGPoint(
                            x: body.center.x - hit.normal.dx * box.width / 2,
                            y: body.center.y - hit.normal.dy * box.height / 2)
                    }
                    guard let touched else { continue }
                    let key = ContactKey.boundary(ObjectIdentifier(body.item), wall.identifier.map(Self.key))
                    let contact = Contact(item: body.item, other: nil, identifier: wall.identifier)
                    now[key] = contact
                    if contacts[key] == nil { began.append((contact, touched)) }
                }
            }
        }
        let ended = contacts.filter { now[$0.key] == nil }.sorted { "\($0.key)" < "\($1.key)" }.map(\.value)
        contacts = now
        guard let delegate = collisionDelegate else { return }
        for (contact, point) in began {
            if let other = contact.other {
                delegate.collisionBehavior(self, beganContactFor: contact.item, with: other, at: point)
            } else {
                delegate.collisionBehavior(
                    self, beganContactFor: contact.item, withBoundaryIdentifier: contact.identifier, at: point)
            }
        }
        for contact in ended {
            if let other = contact.other {
                delegate.collisionBehavior(self, endedContactFor: contact.item, with: other)
            } else {
                delegate.collisionBehavior(
                    self, endedContactFor: contact.item, withBoundaryIdentifier: contact.identifier)
            }
        }
    }

    /// Separates two overlapping bodies along the axis of least overlap, by inverse mass, and exchanges
    /// their velocity along it with the smaller elasticity (DY7). Returns the contact point, or nil.
    static func collide(_ a: DynamicBody, _ b: DynamicBody) -> CGPoint? {
        let boxA = a.boundingBox
        let boxB = b.boundingBox
        let slop = CollisionGeometry.contactSlop
        let overlapX = min(boxA.maxX, boxB.maxX) - max(boxA.minX, boxB.minX)
        let overlapY = min(boxA.maxY, boxB.maxY) - max(boxA.minY, boxB.minY)
        guard overlapX > -slop, overlapY > -slop else { return nil }
        let point = CGPoint(
            x: (max(boxA.minX, boxB.minX) + min(boxA.maxX, boxB.maxX)) / 2,
            y: (max(boxA.minY, boxB.minY) + min(boxA.maxY, boxB.maxY)) / 2)
        guard overlapX > 0, overlapY > 0 else { return point }
        let inverseA = a.properties.isAnchored ? 0 : 1 / a.mass
        let inverseB = b.properties.isAnchored ? 0 : 1 / b.mass
        guard inverseA + inverseB > 0 else { return point }
        let alongX = overlapX < overlapY
        let sign: CGFloat = alongX ? (a.center.x < b.center.x ? -1 : 1) : (a.center.y < b.center.y ? -1 : 1)
        let normal = alongX ? CGVector(dx: sign, dy: 0) : CGVector(dx: 0, dy: sign)  // from b towards a
        let depth = alongX ? overlapX : overlapY
        let shareA = inverseA / (inverseA + inverseB)
        a.center.x += normal.dx * depth * shareA
        a.center.y += normal.dy * depth * shareA
        b.center.x -= normal.dx * depth * (1 - shareA)
        b.center.y -= normal.dy * depth * (1 - shareA)
        let relative = (a.velocity.dx - b.velocity.dx) * normal.dx + (a.velocity.dy - b.velocity.dy) * normal.dy
        guard relative < 0 else { return point }
        let e = min(a.properties.elasticity, b.properties.elasticity)
        let impulse = -(1 + e) * relative / (inverseA + inverseB)
        a.velocity.dx += impulse * inverseA * normal.dx
        a.velocity.dy += impulse * inverseA * normal.dy
        b.velocity.dx -= impulse * inverseB * normal.dx
        b.velocity.dy -= impulse * inverseB * normal.dy
        return point
    }
}
