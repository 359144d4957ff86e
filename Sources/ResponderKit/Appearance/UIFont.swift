import Foundation

/// A font: name, size and metrics, stored and read back, never rendered (AP10).
///
/// There are no font files here. Every font, system or named, has the metrics of Apple's system font,
/// SF Pro (per 2,048 units: ascender 1,950, descender −494, cap height 1,443, x-height 1,078, no leading),
/// so `systemFont(ofSize: 17).lineHeight` is 20.29 pt as on iOS. `UIFont(name:size:)` accepts any name
/// (iOS returns nil for a font the app does not bundle; ported code force-unwraps it).
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    /// The weight asked for (system fonts) or regular.
    let weight: Weight
    let isItalic: Bool
    /// TR5: the text style of a `preferredFont(forTextStyle:)` font, for labels that follow the text size.
    let textStyle: TextStyle?
    /// TK14: for a font from `UIFontMetrics.scaledFont(for:)`, the size it was scaled from.
    let baseSize: CGFloat?

    init(
        fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool,
        textStyle: TextStyle? = nil, baseSize: CGFloat? = nil
    ) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
        self.baseSize = baseSize
    }

    /// TK13: the font's description; `UIFont(descriptor:size:)` makes it back.
    open var fontDescriptor: UIFontDescriptor { makeDescriptor() }

    /// TK14: this font at `size`, remembering the style and size it scales from.
    func scaled(to size: CGFloat, style: TextStyle, baseSize: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName, familyName: familyName, pointSize: Self.resolvedSize(size), weight: weight,
            isItalic: isItalic, textStyle: style, baseSize: baseSize)
    }

    /// Any non-empty name; nil for an empty one or a size that is not finite.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize.isFinite else { return nil }
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(
            fontName: fontName, familyName: family, pointSize: Self.resolvedSize(fontSize), weight: .regular,
            isItalic: false)
    }

    // MARK: Metrics (SF Pro's proportions)

    open var ascender: CGFloat { pointSize * 1950 / 2048 }
    open var descender: CGFloat { -pointSize * 494 / 2048 }
    open var capHeight: CGFloat { pointSize * 1443 / 2048 }
    open var xHeight: CGFloat { pointSize * 1078 / 2048 }
    open var leading: CGFloat { 0 }
    /// `ascender − descender`.
    open var lineHeight: CGFloat { ascender - descender }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName, familyName: familyName, pointSize: Self.resolvedSize(fontSize), weight: weight,
            isItalic: isItalic, textStyle: textStyle)
    }

    // MARK: System fonts

    /// `.SFUI-Regular`, `.SFUI-Semibold`, ...: the system font's names on iOS 13 and later.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            fontName: ".SFUI-\(weight.nameSuffix)", familyName: ".AppleSystemUIFont",
            pointSize: resolvedSize(fontSize), weight: weight, isItalic: false)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: ".SFUI-RegularItalic", familyName: ".AppleSystemUIFont", pointSize: resolvedSize(fontSize),
            weight: .regular, isItalic: true)
    }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            fontName: ".SFUIMono-\(weight.nameSuffix)", familyName: ".AppleSystemUIFontMonospaced",
            pointSize: resolvedSize(fontSize), weight: weight, isItalic: false)
    }

    /// The text style's size at the default content size (Large), as Apple's Human Interface Guidelines
    /// list them; `.headline` is semibold.
    /// TR5: the style's size at Large (Fidelity: fonts are not main-actor objects and cannot read the world's
    /// category; `compatibleWith:` a view's `traitCollection` gives the user's size).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(style, category: .large)
    }

    /// TR5: at the collection's category when it specifies one, else as `preferredFont(forTextStyle:)`.
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        guard let category = traitCollection?.values.contentSize, category != .unspecified else {
            return preferredFont(forTextStyle: style)
        }
        return preferredFont(style, category: category)
    }

    /// TR5: the default size scaled as the body style's size at `category` is to 17 pt, to the nearest point.
    static func preferredFont(_ style: UIFont.TextStyle, category: UIContentSizeCategory) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return UIFont(
            fontName: ".SFUI-\(weight.nameSuffix)", familyName: ".AppleSystemUIFont",
            pointSize: (size * category.bodySize / 17).rounded(), weight: weight, isItalic: false, textStyle: style)
    }

    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }

    /// A size that is not positive and finite becomes 12 pt (our choice; UIKit leaves it undefined).
    static func resolvedSize(_ size: CGFloat) -> CGFloat { size > 0 && size.isFinite ? size : 12 }

    // MARK: Equality

    /// NSObject's manners (SPEC A6): `==` and hashing go through `isEqual(_:)` and `hash`, which a subclass
    /// may override; by default fonts of one name and size are equal, as UIKit's are.
    open func isEqual(_ object: Any?) -> Bool { ObjectManners.isEqual(self, object) { $0.hasSameValue(as: $1) } }
    open var hash: Int { ObjectManners.hash { combineValue(into: &$0) } }

    public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    @MainActor open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs === rhs || lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    func hasSameValue(as rhs: UIFont) -> Bool {
        let lhs = self
        return lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    func combineValue(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    open var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weight.nameSuffix.lowercased()); "
            + "font-style: \(isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
