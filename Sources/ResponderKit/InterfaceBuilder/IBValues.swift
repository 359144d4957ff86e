import Foundation

/// The values IB writes as elements (IB5): colours, fonts, rectangles, sizes, insets and runtime attributes.
@MainActor enum IBValues {
    static func cgFloat(_ element: IBElement, _ attribute: String) -> CGFloat? {
        guard let value = element.number(attribute), value.isFinite else { return nil }
        return CGFloat(value)
    }

    static func rect(_ element: IBElement) -> CGRect {
        CGRect(
            x: cgFloat(element, "x") ?? 0, y: cgFloat(element, "y") ?? 0,
            width: max(0, cgFloat(element, "width") ?? 0), height: max(0, cgFloat(element, "height") ?? 0))
    }

    static func size(_ element: IBElement) -> CGSize {
        CGSize(width: cgFloat(element, "width") ?? 0, height: cgFloat(element, "height") ?? 0)
    }

    static func point(_ element: IBElement) -> CGPoint {
        CGPoint(x: cgFloat(element, "x") ?? 0, y: cgFloat(element, "y") ?? 0)
    }

    static func insets(_ element: IBElement) -> UIEdgeInsets {
        UIEdgeInsets(
            top: cgFloat(element, "minY") ?? cgFloat(element, "top") ?? 0,
            left: cgFloat(element, "minX") ?? cgFloat(element, "left") ?? 0,
            bottom: cgFloat(element, "maxY") ?? cgFloat(element, "bottom") ?? 0,
            right: cgFloat(element, "maxX") ?? cgFloat(element, "right") ?? 0)
    }

    /// `<color key=… red= green= blue= alpha=/>`, `white=`, `systemColor="systemBlueColor"` (resolved
    /// through the document's `<resources>` as Xcode writes them, else ResponderKit's system colours),
    /// `name="AccentColor"` (an asset: its resource value, else nil).
    static func color(_ element: IBElement, in document: IBDocument?) -> UIColor? {
        let alpha = cgFloat(element, "alpha") ?? 1
        if let white = cgFloat(element, "white") { return UIColor(white: white, alpha: alpha) }
        if let red = cgFloat(element, "red") {
            return UIColor(
                red: red, green: cgFloat(element, "green") ?? 0, blue: cgFloat(element, "blue") ?? 0, alpha: alpha)
        }
        let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] ?? element["name"]
        guard let name else { return nil }
        if let document, let resource = resourceColor(name, document), resource !== element {
            return color(resource, in: nil)
        }
        return systemColor(name)
    }

    private static func resourceColor(_ name: String, _ document: IBDocument) -> IBElement? {
        for entry in document.root.list("resources") where entry["name"] == name {
            if let color = entry.child("color") { return color }
        }
        return nil
    }

    static func systemColor(_ name: String) -> UIColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        switch base {
        case "systemBackground": return .systemBackground
        case "systemGroupedBackground": return .systemGroupedBackground
        case "systemRed": return .systemRed
        case "systemOrange": return .systemOrange
        case "systemYellow": return .systemYellow
        case "systemGreen": return .systemGreen
        case "systemBlue", "tint": return .systemBlue
        case "systemIndigo": return .systemIndigo
        case "systemPurple": return .systemPurple
        case "systemPink": return .systemPink
        case "systemTeal": return .systemTeal
        case "systemGray", "secondaryLabel": return .systemGray
        case "systemGray2": return .systemGray2
        case "systemGray3": return .systemGray3
        case "systemGray4": return .systemGray4
        case "systemGray5": return .systemGray5
        case "systemGray6": return .systemGray6
        case "label", "darkText": return .black
        case "white", "lightText": return .white
        case "black": return .black
        case "clear": return .clear
        default: return nil
        }
    }

    /// `<fontDescription type="system" pointSize="17" weight="semibold"/>`, `type="boldSystem"`,
    /// `style="UICTFontTextStyleBody"`, `name="Avenir-Heavy" family="Avenir" pointSize="20"`.
    static func font(_ element: IBElement) -> UIFont {
        if let style = element["style"] { return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        let size = cgFloat(element, "pointSize") ?? 17
        if let name = element["name"], let font = UIFont(name: name, size: size) { return font }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        default: return .systemFont(ofSize: size, weight: weight(element["weight"]))
        }
    }

    private static func weight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    /// A `<userDefinedRuntimeAttribute type=… keyPath=…>`'s value (IB7): `boolean`, `number` (an `<integer>`
    /// or `<real>` child, or `value=`), `string`, `localizedString`, `color`, `point`, `size`, `rect`, `image`
    /// (by name), `nil`.
    static func runtimeValue(_ attribute: IBElement) -> Any? {
        let valueChild = attribute.children.first { $0.key == "value" }
        switch attribute["type"] {
        case "boolean": return attribute.flag("value") ?? valueChild?.flag("value") ?? false
        case "number":
            let text = attribute["value"] ?? valueChild?["value"] ?? "0"
            if valueChild?.name == "integer", let integer = Int(text) { return integer }
            return Double(text).map { CGFloat($0) } ?? 0
        case "string", "localizedString": return attribute["value"] ?? valueChild?["value"] ?? valueChild?.text
        case "color": return valueChild.flatMap { color($0, in: nil) }
        case "point": return valueChild.map(point)
        case "size": return valueChild.map(size)
        case "rect": return valueChild.map(rect)
        case "image": return (attribute["value"] ?? valueChild?["value"]).flatMap { UIImage(named: $0) }
        default: return nil
        }
    }
}
