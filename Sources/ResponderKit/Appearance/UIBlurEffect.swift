import Foundation

/// A blur behind a `UIVisualEffectView` (AP15): its style is stored; nothing is blurred.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    /// UIKit's styles, with its raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style it was made with (not UIKit API: UIKit keeps it private; read by tests and the studio).
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}
