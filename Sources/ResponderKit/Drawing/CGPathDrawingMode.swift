import Foundation

// Where Foundation has no Core Graphics (not Darwin), as CGPath (SPEC A.2, DR2).
#if !canImport(Darwin)
    /// What `CGContext.drawPath(using:)` paints (DR2).
    public enum CGPathDrawingMode: Int32, Sendable {
        case fill, eoFill, stroke, fillStroke, eoFillStroke
    }
#endif
