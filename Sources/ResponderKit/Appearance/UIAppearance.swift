import Foundation

/// A class whose appearance-capable properties can be set for all its instances at once (UA1–UA5; Apple:
/// developer.apple.com/documentation/uikit/uiappearance). `appearance()` returns a proxy typed as the
/// class: an instance of it, never shown, whose appearance-capable setters record the value in the
/// current world's appearance store instead of styling anything. A view gets the recorded values when it
/// enters a window, before its own explicit settings, which always win.
@preconcurrency @MainActor public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

/// What `appearance(whenContainedInInstancesOf:)` can name: views and view controllers (UA3).
@preconcurrency @MainActor public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// UA1: the proxy for every instance of this class (and its subclasses) in the current world.
    public static func appearance() -> Self { AppearanceProxies.proxy(Self.self, trait: nil, containers: []) }

    /// UA3: the proxy for instances inside an instance of the last container type, itself inside one of
    /// the type before it, and so on outward.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(Self.self, trait: nil, containers: containerTypes)
    }

    /// UA4: the proxy for instances whose trait collection contains `trait`'s specified traits.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxies.proxy(Self.self, trait: trait, containers: [])
    }

    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceProxies.proxy(Self.self, trait: trait, containers: containerTypes)
    }
}
