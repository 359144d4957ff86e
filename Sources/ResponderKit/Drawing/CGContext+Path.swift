import Foundation

#if !canImport(Darwin)
    /// The current path and what paints it (DR2, DR3). Points are transformed by the CTM as they are added,
    /// as Core Graphics does; a fill or stroke records the path back in the user space of that moment with
    /// that CTM, so that a stroke's width scales with it as it would on screen.
    extension CGContext {
        public func beginPath() { currentPath = CGMutablePath() }

        public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.transform) }

        public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.transform) }

        public func addLines(between points: [CGPoint]) {
            currentPath.addLines(between: points, transform: state.transform)
        }

        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
            currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
        }

        public func addQuadCurve(to end: CGPoint, control: CGPoint) {
            currentPath.addQuadCurve(to: end, control: control, transform: state.transform)
        }

        public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.transform) }

        public func addRects(_ rects: [CGRect]) {
            for rect in rects { currentPath.addRect(rect, transform: state.transform) }
        }

        public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.transform) }

        public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
            currentPath.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                transform: state.transform)
        }

        public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.transform) }

        public func closePath() { currentPath.closeSubpath() }

        public var isPathEmpty: Bool { currentPath.isEmpty }

        /// In user space.
        public var currentPointOfPath: CGPoint { convertToUserSpace(currentPath.currentPoint) }

        /// In user space; `.null` for an empty path.
        public var boundingBoxOfPath: CGRect {
            guard !currentPath.isEmpty else { return .null }
            return currentPath.boundingBox.applying(state.transform.inverted())
        }

        /// A copy of the current path in user space; nil when empty.
        public var path: CGPath? {
            guard !currentPath.isEmpty else { return nil }
            return userSpace(currentPath)
        }

        // MARK: Painting the path (each consumes it, as Core Graphics)

        public func fillPath(using rule: CGPathFillRule = .winding) {
            paint(fill: rule, stroke: false)
        }

        public func strokePath() { paint(fill: nil, stroke: true) }

        public func drawPath(using mode: CGPathDrawingMode) {
            switch mode {
            case .fill: paint(fill: .winding, stroke: false)
            case .eoFill: paint(fill: .evenOdd, stroke: false)
            case .stroke: paint(fill: nil, stroke: true)
            case .fillStroke: paint(fill: .winding, stroke: true)
            case .eoFillStroke: paint(fill: .evenOdd, stroke: true)
            }
        }

        /// Intersects the clip with the current path (the path is consumed).
        public func clip(using rule: CGPathFillRule = .winding) {
            defer { currentPath = CGMutablePath() }
            guard !currentPath.isEmpty else { return }
            let copy = currentPath.copy() ?? CGMutablePath()
            // The fill rule is not kept: a clip is recorded as its path (Fidelity, DR3).
            state.clip.append(copy)
        }

        public func clip(to rect: CGRect) {
            let path = CGMutablePath()
            path.addRect(rect, transform: state.transform)
            state.clip.append(path)
        }

        public func clip(to rects: [CGRect]) {
            let path = CGMutablePath()
            for rect in rects { path.addRect(rect, transform: state.transform) }
            state.clip.append(path)
        }

        /// The clip's bounding box in user space (the whole context when there is no clip).
        public var boundingBoxOfClipPath: CGRect {
            var box = CGRect(origin: .zero, size: pointSize)
            for path in state.clip { box = box.intersection(path.boundingBoxOfPath) }
            return box.isNull ? .zero : box.applying(state.transform.inverted())
        }

        // MARK: Rectangles and ellipses (the current path is left alone)

        public func fill(_ rect: CGRect) {
            record(.fill(CGPath(rect: rect, transform: nil), .winding), color: state.fillColor)
        }

        public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

        public func fillEllipse(in rect: CGRect) {
            record(.fill(CGPath(ellipseIn: rect, transform: nil), .winding), color: state.fillColor)
        }

        public func stroke(_ rect: CGRect) {
            record(.stroke(CGPath(rect: rect, transform: nil), state.line), color: state.strokeColor)
        }

        public func stroke(_ rect: CGRect, width: CGFloat) {
            var line = state.line
            line.width = width
            record(.stroke(CGPath(rect: rect, transform: nil), line), color: state.strokeColor)
        }

        public func strokeEllipse(in rect: CGRect) {
            record(.stroke(CGPath(ellipseIn: rect, transform: nil), state.line), color: state.strokeColor)
        }

        /// Pairs of points, each pair a segment.
        public func strokeLineSegments(between points: [CGPoint]) {
            let path = CGMutablePath()
            var index = 0
            while index + 1 < points.count {
                path.move(to: points[index])
                path.addLine(to: points[index + 1])
                index += 2
            }
            record(.stroke(path, state.line), color: state.strokeColor)
        }

        public func clear(_ rect: CGRect) { record(.clear(rect), color: nil) }

        // MARK: Helpers

        private func paint(fill rule: CGPathFillRule?, stroke: Bool) {
            defer { currentPath = CGMutablePath() }
            guard !currentPath.isEmpty else { return }
            let path = userSpace(currentPath)
            if let rule { record(.fill(path, rule), color: state.fillColor) }
            if stroke { record(.stroke(path, state.line), color: state.strokeColor) }
        }

        /// `path` (base space) in the current user space; the base-space path with an identity CTM if the
        /// CTM cannot be inverted.
        private func userSpace(_ path: CGPath) -> CGPath {
            let t = state.transform
            guard !t.isIdentity else { return path.copy() ?? path }
            guard t.a * t.d - t.b * t.c != 0 else { return path.copy() ?? path }
            var inverse = t.inverted()
            return path.copy(using: &inverse) ?? path
        }
    }
#endif
