import Foundation

extension UIImage {
    /// The base of image configurations (UIKit's `UIImage.Configuration`).
    open class Configuration: Hashable, @unchecked Sendable {
        public init() {}

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.isEqual(to: rhs) }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: self))) }
        func isEqual(to other: Configuration) -> Bool { type(of: self) == type(of: other) }
    }

    /// A symbol image's point size (or text style), weight and scale. Only the point size (or the text
    /// style's size) changes the image's size here (AP11); weight and scale are stored.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified, small, medium, large
        }

        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        let pointSize: CGFloat?
        let textStyle: UIFont.TextStyle?
        let weight: Weight
        let scale: Scale

        init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: Weight, scale: Scale) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
        }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: Weight) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }

        public convenience init(weight: Weight) {
            self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(scale: Scale) {
            self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale)
        }

        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified)
        }

        /// The point size, else the text style's, else nil (the default, body).
        var resolvedPointSize: CGFloat? {
            if let pointSize { return pointSize }
            return textStyle.map { $0.defaultSizeAndWeight.0 }
        }

        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && textStyle == other.textStyle && weight == other.weight
                && scale == other.scale
        }
    }
}
