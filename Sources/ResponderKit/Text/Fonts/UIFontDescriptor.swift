import Foundation

/// A font described by attributes (TK13): name, family, size, traits (symbolic traits and weight), text
/// style. `UIFont(descriptor:size:)` makes the font it describes and `UIFont.fontDescriptor` describes a font;
/// the two agree, so `font.fontDescriptor.withSymbolicTraits(.traitBold)` makes the bold font of the same
/// family and size.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public let fontAttributes: [UIFontDescriptor.AttributeName: Any]

    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The size attribute, 0 when there is none (as UIKit's).
    open var pointSize: CGFloat {
        if let size = fontAttributes[.size] as? CGFloat { return size }
        if let size = fontAttributes[.size] as? Double { return CGFloat(size) }
        return (fontAttributes[.size] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
    }

    open var postscriptName: String { fontAttributes[.name] as? String ?? "" }
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }

    var traitsDictionary: [UIFontDescriptor.TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    open var symbolicTraits: UIFontDescriptor.SymbolicTraits {
        let value = traitsDictionary[.symbolic]
        if let raw = value as? UInt32 { return SymbolicTraits(rawValue: raw) }
        if let raw = value as? Int { return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: raw)) }
        return SymbolicTraits(rawValue: (value as? NSNumber)?.uint32Value ?? 0)
    }

    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The same description with `symbolicTraits` replaced (as UIKit's: not added to); the name is dropped so
    /// that the family and traits choose the face (TK13). Never nil here: every face exists (Fidelity).
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        var traits = traitsDictionary
        traits[.symbolic] = symbolicTraits.rawValue
        var attributes = fontAttributes
        attributes[.traits] = traits
        if attributes[.family] == nil, let name = attributes[.name] as? String {
            attributes[.family] = UIFont.family(ofName: name)
        }
        attributes[.name] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.family] = newFamily
        attributes[.name] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// TR5: the description of `UIFont.preferredFont(forTextStyle:)`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    open class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }
}
