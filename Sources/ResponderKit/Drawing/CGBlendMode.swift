import Foundation

// Where Foundation has no Core Graphics (not Darwin), as CGPath (SPEC A.2, DR2).
#if !canImport(Darwin)
    /// How painted colour combines with what is below (Core Graphics' `CGBlendMode`): recorded with each
    /// operation and written to SVG as `mix-blend-mode` where SVG has the mode (DR2, DR9).
    public enum CGBlendMode: Int32, Sendable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
        case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker
        case plusLighter
    }
#endif
