import Foundation

// Where Foundation has no Core Graphics (not Darwin). Not `canImport(CoreGraphics)`: on Linux that finds
// the opt-in CoreGraphics shim module once it is built (SPEC A.2).
#if !canImport(Darwin)
    /// How a path's interior is decided (`CGPath.contains(_:using:transform:)`).
    public enum CGPathFillRule: Int, Sendable {
        case winding, evenOdd
    }

    /// A path of lines and Bézier curves, because Linux Foundation has none (TOOLCHAIN). It is never
    /// drawn; what it is for here is `contains(_:)` (hit-testing with a round or custom shape, AP14) and
    /// `CALayer.shadowPath`. Curves are flattened to within 0.01 pt for containment.
    public class CGPath: Hashable, @unchecked Sendable {
        enum Element: Hashable {
            case move(CGPoint)
            case line(CGPoint)
            case quad(CGPoint, CGPoint)
            case cubic(CGPoint, CGPoint, CGPoint)
            case close
        }

        var elements: [Element]

        init(elements: [Element]) { self.elements = elements }

        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addRect(rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            let path = CGMutablePath()
            path.addRoundedRect(
                in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        public var isEmpty: Bool { elements.isEmpty }

        /// The end point of the last element (the start of the subpath after a close).
        public var currentPoint: CGPoint {
            var start = CGPoint.zero
            var current = CGPoint.zero
            for element in elements {
                switch element {
                case .move(let p):
                    start = p
                    current = p
                case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
                case .close: current = start
                }
            }
            return current
        }

        /// Every point of the path, control points included (`CGPathGetBoundingBox`).
        public var boundingBox: CGRect {
            var points: [CGPoint] = []
            for element in elements {
                switch element {
                case .move(let p), .line(let p): points.append(p)
                case .quad(let c, let p): points += [c, p]
                case .cubic(let c1, let c2, let p): points += [c1, c2, p]
                case .close: break
                }
            }
            return points.isEmpty ? .null : CGRect.boundingBox(of: points)
        }

        /// The curves' extent without their control points (`CGPathGetPathBoundingBox`), from the flattening.
        public var boundingBoxOfPath: CGRect {
            let points = polygons().flatMap { $0 }
            return points.isEmpty ? .null : CGRect.boundingBox(of: points)
        }

        /// Whether `point` is inside the filled path; open subpaths are closed implicitly, as for filling.
        public func contains(
            _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
        ) -> Bool {
            let p = transform.isIdentity ? point : point.applying(transform.inverted())
            var winding = 0
            var crossings = 0
            for polygon in polygons() where polygon.count > 2 {
                for index in polygon.indices {
                    let a = polygon[index]
                    let b = polygon[(index + 1) % polygon.count]
                    guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    guard x > p.x else { continue }
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
            return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
        }

        public func copy() -> CGPath? { CGPath(elements: elements) }

        public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
            guard let t = transform?.pointee else { return copy() }
            return CGPath(elements: elements.map { $0.applying(t) })
        }

        public func mutableCopy() -> CGMutablePath? {
            let path = CGMutablePath()
            path.elements = elements
            return path
        }

        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

        public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

        /// Each subpath as a polygon, curves flattened.
        func polygons() -> [[CGPoint]] {
            var result: [[CGPoint]] = []
            var current: [CGPoint] = []
            var start = CGPoint.zero
            var last = CGPoint.zero
            func finish() {
                if current.count > 1 { result.append(current) }
                current = []
            }
            for element in elements {
                switch element {
                case .move(let p):
                    finish()
                    current = [p]
                    start = p
                    last = p
                case .line(let p):
                    if current.isEmpty { current = [last] }
                    current.append(p)
                    last = p
                case .quad(let c, let p):
                    if current.isEmpty { current = [last] }
                    let (c1, c2) = (last + (c - last) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0))
                    current += Self.flatten(last, c1, c2, p)
                    last = p
                case .cubic(let c1, let c2, let p):
                    if current.isEmpty { current = [last] }
                    current += Self.flatten(last, c1, c2, p)
                    last = p
                case .close:
                    finish()
                    last = start
                }
            }
            finish()
            return result
        }

        /// Points along a cubic Bézier (excluding its start), enough for 0.01 pt of error.
        static func flatten(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
            // The control polygon's deviation bounds the curve's; segments needed grow as its square root.
            let d1 = p0 - p1 * 2 + p2
            let d2 = p1 - p2 * 2 + p3
            let deviation = Swift.max(
                (d1.x * d1.x + d1.y * d1.y).squareRoot(), (d2.x * d2.x + d2.y * d2.y).squareRoot())
            let count = Swift.min(Swift.max(Int((deviation * 0.75 / 0.01).squareRoot().rounded(.up)), 1), 1024)
            return (1...count).map { index in
                let t = CGFloat(index) / CGFloat(count)
                let u = 1 - t
                let a = u * u * u
                let b = 3 * u * u * t
                let c = 3 * u * t * t
                let d = t * t * t
                return CGPoint(
                    x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
            }
        }
    }

    extension CGPath.Element {
        func applying(_ t: CGAffineTransform) -> CGPath.Element {
            switch self {
            case .move(let p): return .move(p.applying(t))
            case .line(let p): return .line(p.applying(t))
            case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
            case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
            case .close: return .close
            }
        }
    }
#endif
