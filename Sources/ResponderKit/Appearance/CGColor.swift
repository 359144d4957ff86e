import Foundation

// Where Foundation has no Core Graphics (not Darwin). Not `canImport(CoreGraphics)`: on Linux that finds
// the opt-in CoreGraphics shim module once it is built (SPEC A.2).
#if !canImport(Darwin)
    /// A colour as Core Graphics keeps it, because Linux Foundation has none (TOOLCHAIN): a colour space
    /// (grey or RGB) and its components, alpha last (AP2). Immutable, like the real one.
    public final class CGColor: Hashable, CustomStringConvertible, Sendable {
        /// Grey: `[white, alpha]`; RGB: `[red, green, blue, alpha]`.
        public let components: [CGFloat]?

        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        public init(gray: CGFloat, alpha: CGFloat) {
            components = [gray, alpha]
        }

        /// Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`.
        public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }

        public var numberOfComponents: Int { components?.count ?? 0 }

        public var alpha: CGFloat { components?.last ?? 1 }

        /// The same colour with another alpha.
        public func copy(alpha: CGFloat) -> CGColor? {
            guard var values = components, !values.isEmpty else { return nil }
            values[values.count - 1] = alpha
            return values.count == 2
                ? CGColor(gray: values[0], alpha: alpha)
                : CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        }

        public static let black = CGColor(gray: 0, alpha: 1)
        public static let white = CGColor(gray: 1, alpha: 1)
        public static let clear = CGColor(gray: 0, alpha: 0)

        /// `CFEqual`: the same colour space and the same components.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

        public func hash(into hasher: inout Hasher) { hasher.combine(components) }

        public var description: String {
            let space = numberOfComponents == 2 ? "kCGColorSpaceGenericGray" : "kCGColorSpaceSRGB"
            let values = (components ?? []).map { "\($0)" }.joined(separator: " ")
            return "<CGColor> [\(space)] ( \(values) )"
        }
    }
#endif
