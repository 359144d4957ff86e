import Foundation

/// Fonts and their descriptors (TK13).
extension UIFont {
    /// The font `descriptor` describes at `pointSize` (0: the descriptor's size, else 12 pt). The system
    /// family (or a text style) gives a system font of the traits' weight (bold: at least `.bold`) and slant;
    /// a named family gives `Family-Bold`, `Family-Italic` or `Family-BoldItalic` for the traits (TK13).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = Self.resolvedSize(pointSize > 0 ? pointSize : descriptor.pointSize)
        let traits = descriptor.symbolicTraits
        let style = (descriptor.fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
        let traitWeight = (descriptor.traitsDictionary[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:))
        var weight = traitWeight ?? style?.defaultSizeAndWeight.1 ?? .regular
        if traits.contains(.traitBold) { weight = Swift.max(weight, .bold) }
        let italic = traits.contains(.traitItalic)
        let family =
            descriptor.fontAttributes[.family] as? String
            ?? descriptor.fontAttributes[.name].flatMap { $0 as? String }.map(Self.family(ofName:))
        if let name = descriptor.fontAttributes[.name] as? String {
            self.init(
                fontName: name, familyName: Self.family(ofName: name), pointSize: size, weight: weight,
                isItalic: italic,
                textStyle: style)
        } else if family == nil || family == Self.systemFamily || family?.hasPrefix(".") == true {
            let suffix = weight.nameSuffix + (italic ? "Italic" : "")
            self.init(
                fontName: ".SFUI-\(suffix)", familyName: Self.systemFamily, pointSize: size, weight: weight,
                isItalic: italic, textStyle: style)
        } else {
            let family = family ?? Self.systemFamily
            let face = (weight >= .bold ? "Bold" : "") + (italic ? "Italic" : "")
            self.init(
                fontName: face.isEmpty ? family : "\(family)-\(face)", familyName: family, pointSize: size,
                weight: weight, isItalic: italic, textStyle: style)
        }
    }

    static let systemFamily = ".AppleSystemUIFont"

    /// The family part of a PostScript name (`Avenir-Heavy` → `Avenir`).
    static func family(ofName name: String) -> String {
        name.split(separator: "-").first.map(String.init) ?? name
    }

    /// TK13: bold from `.semibold` up, italic, monospace for the monospaced system font.
    var symbolicTraits: UIFontDescriptor.SymbolicTraits {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight >= .semibold { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if familyName.contains("Monospaced") { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// TK13: what `fontDescriptor` returns: name, family, size, traits (symbolic and weight), text style.
    func makeDescriptor() -> UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .name: fontName, .family: familyName, .size: pointSize,
            .traits: [.symbolic: symbolicTraits.rawValue, .weight: weight.rawValue] as [UIFontDescriptor.TraitKey: Any],
        ]
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        return UIFontDescriptor(fontAttributes: attributes)
    }
}
