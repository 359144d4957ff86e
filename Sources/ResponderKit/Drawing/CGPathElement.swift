import Foundation

// Where Foundation has no Core Graphics (not Darwin), as CGPath (SPEC A.2, DR2).
#if !canImport(Darwin)
    /// One element of a path and its points (one, two for a quadratic curve, three for a cubic, none for
    /// a close), valid only during the `applyWithBlock(_:)` call that gives it (DR2).
    public struct CGPathElement {
        public var type: CGPathElementType
        public var points: UnsafeMutablePointer<CGPoint>

        public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
            self.type = type
            self.points = points
        }
    }

    extension CGPath {
        /// Calls `block` with each element in order, as Core Graphics (how code reads a path's points).
        public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
            let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
            points.initialize(repeating: .zero, count: 3)
            defer { points.deallocate() }
            for element in elements {
                let type: CGPathElementType
                switch element {
                case .move(let p):
                    type = .moveToPoint
                    points[0] = p
                case .line(let p):
                    type = .addLineToPoint
                    points[0] = p
                case .quad(let c, let p):
                    type = .addQuadCurveToPoint
                    points[0] = c
                    points[1] = p
                case .cubic(let c1, let c2, let p):
                    type = .addCurveToPoint
                    points[0] = c1
                    points[1] = c2
                    points[2] = p
                case .close: type = .closeSubpath
                }
                var value = CGPathElement(type: type, points: points)
                withUnsafePointer(to: &value) { block($0) }
            }
        }
    }
#endif
