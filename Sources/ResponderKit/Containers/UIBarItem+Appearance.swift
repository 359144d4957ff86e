import Foundation

/// UA6: bar items adopt `UIAppearance` as in UIKit, where `UIBarItem` declares it
/// (`UIBarButtonItem.appearance().tintColor = .white`).
extension UIBarItem: UIAppearance {}

extension UIAppearance where Self: UIBarItem {
    /// UA6: the proxy for every item of this class (and its subclasses) in the current world.
    public static func appearance() -> Self { BarItemAppearanceSettings.proxy(Self.self, trait: nil, containers: []) }

    /// UA6, UA3: the proxy for items shown in a bar that is (or is inside) an instance of the last container
    /// type, itself inside one of the type before it, and so on outward.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        BarItemAppearanceSettings.proxy(Self.self, trait: nil, containers: containerTypes)
    }

    /// UA6, UA4: the proxy for items shown in a bar whose trait collection contains `trait`'s traits.
    public static func appearance(for trait: UITraitCollection) -> Self {
        BarItemAppearanceSettings.proxy(Self.self, trait: trait, containers: [])
    }

    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        BarItemAppearanceSettings.proxy(Self.self, trait: trait, containers: containerTypes)
    }
}

/// Which appearance-capable property of a bar item a setting is for (per state for title attributes).
struct BarItemAppearanceProperty: Hashable {
    let name: String
    let state: UInt
}

extension UIBarItem {
    /// UA6, UA8: an appearance-capable setter's report, after it stored its value. On a proxy the value is
    /// recorded (`apply` sets it on an item later); on an item, unless a recorded value is being applied,
    /// the property is marked explicit. Callers check `AppearanceProxies.isActive` first.
    func appearanceSetterCalled(
        _ property: BarItemAppearanceProperty, _ apply: @escaping @MainActor (UIBarItem) -> Void
    ) {
        if let spec = appearanceTracking?.proxy {
            spec.registry?.barItemsIfMade?.record(spec, property, apply)
            return
        }
        guard !AppearanceProxies.applying else { return }
        let tracking = appearanceTracking ?? AppearanceTracking()
        appearanceTracking = tracking
        tracking.explicit.insert(property)
    }
}

extension UIToolbar {
    /// UA7: the item a button (or custom view) of the toolbar shows.
    func item(shownBy view: UIView) -> UIBarButtonItem? {
        guard let index = itemViews.firstIndex(where: { $0 === view }), let items, index < items.count else {
            return nil
        }
        return items[index]
    }
}

extension UITabBar {
    /// UA7: the item a control of the tab bar shows.
    func item(shownBy view: UIView) -> UITabBarItem? {
        guard let index = itemControls.firstIndex(where: { $0 === view }), let items, index < items.count else {
            return nil
        }
        return items[index]
    }
}
