import Foundation

// Where Foundation has no Core Graphics (not Darwin). Not `canImport(CoreGraphics)`: on Linux that finds
// the opt-in CoreGraphics shim module once it is built (SPEC A.2).
#if !canImport(Darwin)
    /// A path being built, with Core Graphics' building calls (AP14). Ellipses, arcs and rounded corners are
    /// cubic Béziers, as Core Graphics makes them.
    public final class CGMutablePath: CGPath, @unchecked Sendable {
        public init() { super.init(elements: []) }

        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.move(point.applying(transform)))
        }

        /// Starts a subpath at the current point when there is none, as Core Graphics tolerates.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            startSubpathIfNeeded()
            elements.append(.line(point.applying(transform)))
        }

        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            startSubpathIfNeeded()
            elements.append(.quad(control.applying(transform), end.applying(transform)))
        }

        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            startSubpathIfNeeded()
            elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
        }

        public func closeSubpath() {
            if !elements.isEmpty { elements.append(.close) }
        }

        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            let r = rect.standardized
            move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
            addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
            addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
            addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
            closeSubpath()
        }

        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            let r = rect.standardized
            addRoundedRect(in: r, cornerWidth: r.width / 2, cornerHeight: r.height / 2, transform: transform)
        }

        /// Corners are quarter ellipses of `cornerWidth` × `cornerHeight`, each at most half the side.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let r = rect.standardized
            let rx = Swift.min(Swift.max(cornerWidth, 0), r.width / 2)
            let ry = Swift.min(Swift.max(cornerHeight, 0), r.height / 2)
            guard rx > 0, ry > 0 else {
                addRect(r, transform: transform)
                return
            }
            // Quarter-ellipse control distance (the usual 4/3 · tan(π/8)).
            let k: CGFloat = 0.552_284_749_830_793_4
            let t = transform
            move(to: CGPoint(x: r.maxX, y: r.minY + ry), transform: t)
            addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: t)
            addCurve(
                to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
                control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY), transform: t)
            addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: t)
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k), transform: t)
            addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: t)
            addCurve(
                to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
                control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY), transform: t)
            addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: t)
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k), transform: t)
            closeSubpath()
        }

        /// An arc of a circle, `clockwise` in Core Graphics' sense (angles grow from +x towards +y when
        /// false); a line joins it to the current point, as Core Graphics draws it.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            var sweep = endAngle - startAngle
            let fullTurn = 2 * CGFloat.pi
            if clockwise {
                while sweep > 0 { sweep -= fullTurn }
                if sweep < -fullTurn { sweep = -fullTurn }
            } else {
                while sweep < 0 { sweep += fullTurn }
                if sweep > fullTurn { sweep = fullTurn }
            }
            let start = Self.point(on: center, radius, startAngle)
            if elements.isEmpty || elements.last == .close {
                move(to: start, transform: transform)
            } else {
                addLine(to: start, transform: transform)
            }
            let pieces = Swift.max(Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)), 1)
            let step = sweep / CGFloat(pieces)
            let k = 4.0 / 3.0 * tan(step / 4) * radius
            var angle = startAngle
            for _ in 0..<pieces {
                let next = angle + step
                let p0 = Self.point(on: center, radius, angle)
                let p3 = Self.point(on: center, radius, next)
                let (cos0, sin0) = Self.cosSin(angle)
                let (cos1, sin1) = Self.cosSin(next)
                let c1 = CGPoint(x: p0.x - k * sin0, y: p0.y + k * cos0)
                let c2 = CGPoint(x: p3.x + k * sin1, y: p3.y - k * cos1)
                addCurve(to: p3, control1: c1, control2: c2, transform: transform)
                angle = next
            }
        }

        /// Cosine and sine, exact at multiples of a quarter turn (so that arcs meet straight edges exactly).
        static func cosSin(_ angle: CGFloat) -> (CGFloat, CGFloat) {
            let quarters = angle / (CGFloat.pi / 2)
            let whole = quarters.rounded()
            guard abs(quarters - whole) < 1e-12, let turn = Int(exactly: whole) else { return (cos(angle), sin(angle)) }
            switch ((turn % 4) + 4) % 4 {
            case 0: return (1, 0)
            case 1: return (0, 1)
            case 2: return (-1, 0)
            default: return (0, -1)
            }
        }

        static func point(on center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
            let (c, s) = cosSin(angle)
            return CGPoint(x: center.x + radius * c, y: center.y + radius * s)
        }

        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            elements += path.elements.map { $0.applying(transform) }
        }

        private func startSubpathIfNeeded() {
            if elements.isEmpty || elements.last == .close { elements.append(.move(currentPoint)) }
        }
    }
#endif
