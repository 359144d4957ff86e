import Foundation

/// Scales fonts and values for Dynamic Type (TK14): by the ratio of the text style's size at the content
/// size category to its size at Large, the same table `preferredFont(forTextStyle:compatibleWith:)` uses
/// (TR5). Without a trait collection the category is the current world's (the simulator's, set by
/// `setPreferredContentSizeCategory(_:)`); off the main thread, where neither can be read, Large (Fidelity, TK14).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    /// The body style's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// TK14: the font at its size times the ratio, to the nearest point as preferred fonts are; it keeps the
    /// text style, so a label with `adjustsFontForContentSizeCategory` rescales it (TR5).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// TK14: as `scaledFont(for:compatibleWith:)`, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        var size = (font.pointSize * ratio(for: category(traitCollection))).rounded()
        if maximumPointSize > 0 { size = Swift.min(size, maximumPointSize) }
        return font.scaled(to: size, style: textStyle, baseSize: font.baseSize ?? font.pointSize)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// TK14: the value times the ratio, not rounded.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * ratio(for: category(traitCollection))
    }

    /// The style's size at `category` over its size at Large.
    func ratio(for category: UIContentSizeCategory) -> CGFloat {
        let large = textStyle.defaultSizeAndWeight.0
        return UIFont.preferredFont(textStyle, category: category).pointSize / large
    }

    /// The collection's category when it has one, else the current world's; Large off the main thread.
    func category(_ traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        guard SelectorObservation.isOnMainQueue else { return .large }
        return MainActor.assumeIsolated {
            if let category = traitCollection?.preferredContentSizeCategory, category != .unspecified {
                return category
            }
            return CurrentWorld.application.contentSizeCategory
        }
    }
}
