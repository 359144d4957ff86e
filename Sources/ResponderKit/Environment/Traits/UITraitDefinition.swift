import Foundation

/// A trait a trait collection holds (TR8), as UIKit 17 declares it: a type whose `defaultValue` is the
/// trait's value where nothing sets it. Registrations name traits by their types (`UITraitUserInterfaceStyle.self`).
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var name: String { get }
    static var identifier: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name, as UIKit's default.
    public static var name: String { String(describing: Self.self) }
    /// The type's full name: unique per trait type.
    public static var identifier: String { String(reflecting: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by its type: `[UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// The traits ResponderKit's trait collections hold (TR1, TR5, TR6): each reads its value, so a
/// registration can tell whether it changed (TR8). A trait of the app's own is never seen to change.
protocol SystemTraitDefinition: UITraitDefinition {
    static func differs(_ lhs: TraitValues, _ rhs: TraitValues) -> Bool
}

extension UITraitDefinition {
    /// TR8: whether this trait has a different value in `lhs` and `rhs` (false for a trait of the app's own).
    static func valueDiffers(_ lhs: TraitValues, _ rhs: TraitValues) -> Bool {
        (Self.self as? any SystemTraitDefinition.Type)?.differs(lhs, rhs) ?? false
    }
}

public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let affectsColorAppearance = true
    public static let name = "UserInterfaceStyle"
    public static let identifier = "UITraitUserInterfaceStyle"
    static func differs(_ lhs: TraitValues, _ rhs: TraitValues) -> Bool { lhs.style != rhs.style }
}

public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let affectsColorAppearance = false
    public static let name = "HorizontalSizeClass"
    public static let identifier = "UITraitHorizontalSizeClass"
    static func differs(_ lhs: TraitValues, _ rhs: TraitValues) -> Bool { lhs.horizontal != rhs.horizontal }
}

public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let affectsColorAppearance = false
    public static let name = "VerticalSizeClass"
    public static let identifier = "UITraitVerticalSizeClass"
    static func differs(_ lhs: TraitValues, _ rhs: TraitValues) -> Bool { lhs.vertical != rhs.vertical }
}

public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let affectsColorAppearance = false
    public static let name = "PreferredContentSizeCategory"
    public static let identifier = "UITraitPreferredContentSizeCategory"
    static func differs(_ lhs: TraitValues, _ rhs: TraitValues) -> Bool { lhs.contentSize != rhs.contentSize }
}

public struct UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    public static let affectsColorAppearance = false
    public static let name = "LayoutDirection"
    public static let identifier = "UITraitLayoutDirection"
    static func differs(_ lhs: TraitValues, _ rhs: TraitValues) -> Bool { lhs.direction != rhs.direction }
}

public struct UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static let affectsColorAppearance = false
    public static let name = "DisplayScale"
    public static let identifier = "UITraitDisplayScale"
    static func differs(_ lhs: TraitValues, _ rhs: TraitValues) -> Bool { lhs.scale != rhs.scale }
}

public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static let affectsColorAppearance = false
    public static let name = "UserInterfaceIdiom"
    public static let identifier = "UITraitUserInterfaceIdiom"
    static func differs(_ lhs: TraitValues, _ rhs: TraitValues) -> Bool { lhs.idiom != rhs.idiom }
}
