import Foundation

/// The named colours (AP2).
///
/// Fixed colours are plain grey or RGB colours with UIKit's components. System and element colours
/// adapt to light and dark mode on iOS; there is one appearance here, light, and these are the light-mode
/// values (iOS 15 and later, as Apple's Human Interface Guidelines list them), in 0–255 per channel.
/// A system colour is equal to itself (also after `withAlphaComponent`), never to a plain colour with the
/// same components, as on iOS.
extension UIColor {
    // MARK: Fixed colours (UIKit's components)

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    // MARK: System colours (light mode)

    public static var systemRed: UIColor { system("systemRed", 255, 59, 48) }
    public static var systemOrange: UIColor { system("systemOrange", 255, 149, 0) }
    public static var systemYellow: UIColor { system("systemYellow", 255, 204, 0) }
    public static var systemGreen: UIColor { system("systemGreen", 52, 199, 89) }
    public static var systemMint: UIColor { system("systemMint", 0, 199, 190) }
    public static var systemTeal: UIColor { system("systemTeal", 48, 176, 199) }
    public static var systemCyan: UIColor { system("systemCyan", 50, 173, 230) }
    public static var systemBlue: UIColor { system("systemBlue", 0, 122, 255) }
    public static var systemIndigo: UIColor { system("systemIndigo", 88, 86, 214) }
    public static var systemPurple: UIColor { system("systemPurple", 175, 82, 222) }
    public static var systemPink: UIColor { system("systemPink", 255, 45, 85) }
    public static var systemBrown: UIColor { system("systemBrown", 162, 132, 94) }
    public static var systemGray: UIColor { system("systemGray", 142, 142, 147) }
    public static var systemGray2: UIColor { system("systemGray2", 174, 174, 178) }
    public static var systemGray3: UIColor { system("systemGray3", 199, 199, 204) }
    public static var systemGray4: UIColor { system("systemGray4", 209, 209, 214) }
    public static var systemGray5: UIColor { system("systemGray5", 229, 229, 234) }
    public static var systemGray6: UIColor { system("systemGray6", 242, 242, 247) }
    /// iOS 15's colour that resolves to the tint; here the default tint, `.systemBlue`'s value.
    public static var tintColor: UIColor { system("tint", 0, 122, 255) }

    // MARK: Element colours (light mode)

    public static var label: UIColor { system("label", 0, 0, 0) }
    public static var secondaryLabel: UIColor { system("secondaryLabel", 60, 60, 67, 0.6) }
    public static var tertiaryLabel: UIColor { system("tertiaryLabel", 60, 60, 67, 0.3) }
    public static var quaternaryLabel: UIColor { system("quaternaryLabel", 60, 60, 67, 0.18) }
    public static var placeholderText: UIColor { system("placeholderText", 60, 60, 67, 0.3) }
    public static var link: UIColor { system("link", 0, 122, 255) }
    public static var separator: UIColor { system("separator", 60, 60, 67, 0.29) }
    public static var opaqueSeparator: UIColor { system("opaqueSeparator", 198, 198, 200) }
    public static var systemBackground: UIColor { system("systemBackground", 255, 255, 255) }
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackground", 242, 242, 247) }
    public static var tertiarySystemBackground: UIColor { system("tertiarySystemBackground", 255, 255, 255) }
    public static var systemGroupedBackground: UIColor { system("systemGroupedBackground", 242, 242, 247) }
    public static var secondarySystemGroupedBackground: UIColor {
        system("secondarySystemGroupedBackground", 255, 255, 255)
    }
    public static var tertiarySystemGroupedBackground: UIColor {
        system("tertiarySystemGroupedBackground", 242, 242, 247)
    }
    public static var systemFill: UIColor { system("systemFill", 120, 120, 128, 0.2) }
    public static var secondarySystemFill: UIColor { system("secondarySystemFill", 120, 120, 128, 0.16) }
    public static var tertiarySystemFill: UIColor { system("tertiarySystemFill", 118, 118, 128, 0.12) }
    public static var quaternarySystemFill: UIColor { system("quaternarySystemFill", 116, 116, 128, 0.08) }

    /// A system colour from 0–255 channels.
    static func system(_ name: String, _ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(
            space: .rgb, red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
            alpha: alpha, systemName: name)
    }
}
