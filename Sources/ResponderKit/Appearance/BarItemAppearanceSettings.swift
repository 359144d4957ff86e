import Foundation

/// One world's bar item appearance (UA6–UA8): the proxies of `UIBarItem` and its subclasses and the values
/// set on them, given to an item when the view a bar shows it with enters one of the world's windows.
/// Made with the first bar item proxy, so a world without one stores and checks nothing more.
@MainActor final class BarItemAppearanceSettings {
    struct Setting {
        let spec: AppearanceProxySpec
        let property: AnyHashable
        let order: Int
        let apply: @MainActor (UIBarItem) -> Void
    }

    var proxies: [AppearanceRuleKey: UIBarItem] = [:]
    private(set) var settings: [Setting] = []
    private var recorded = 0

    /// A proxy's setter ran: the value replaces that proxy's earlier one for the property (UA1).
    func record(_ spec: AppearanceProxySpec, _ property: AnyHashable, _ apply: @escaping @MainActor (UIBarItem) -> Void)
    {
        settings.removeAll { $0.spec === spec && $0.property == property }
        recorded += 1
        settings.append(Setting(spec: spec, property: property, order: recorded, apply: apply))
    }

    /// UA7: the item `view` shows in `bar` (a navigation bar's or toolbar's button or custom view, a tab
    /// bar's item control), if it is one, gets the settings that apply to it.
    func applyToItem(shownBy view: UIView, in bar: UIView) {
        let item: UIBarItem?
        switch bar {
        case let bar as UINavigationBar: item = bar.barButtonItem(for: view)
        case let bar as UIToolbar: item = bar.item(shownBy: view)
        case let bar as UITabBar: item = bar.item(shownBy: view)
        default: return
        }
        if let item { apply(to: item, shownIn: bar) }
    }

    /// UA7, UA8: the settings whose rule applies to `item` in `bar`, less specific first (as UA2), for
    /// properties not set on the item itself.
    func apply(to item: UIBarItem, shownIn bar: UIView) {
        guard item.appearanceTracking?.proxy == nil else { return }
        let explicit = item.appearanceTracking?.explicit ?? []
        let chosen = settings.filter { !explicit.contains($0.property) && $0.spec.applies(to: item, shownIn: bar) }
        guard !chosen.isEmpty else { return }
        let ordered = chosen.sorted { a, b in
            a.spec.specificity(order: a.order) < b.spec.specificity(order: b.order)
        }
        AppearanceProxies.applying = true
        defer { AppearanceProxies.applying = false }
        for setting in ordered { setting.apply(item) }
    }

    /// UA6: the proxy for `type` with these containers and trait, made once per world.
    static func proxy<T: UIBarItem>(
        _ type: T.Type, trait: UITraitCollection?, containers: [any UIAppearanceContainer.Type]
    ) -> T {
        let registry = UIApplication.shared.appearanceRegistry
        let store = registry.barItemsIfMade ?? BarItemAppearanceSettings()
        registry.barItemsIfMade = store
        let key = AppearanceRuleKey(
            viewClass: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) },
            trait: trait.map(AppearanceRuleKey.Trait.init))
        if let existing = store.proxies[key] as? T { return existing }
        AppearanceProxies.isActive = true
        let spec = AppearanceProxySpec(
            registry: registry, key: key, depth: AppearanceProxies.classDepth(type), matches: { $0 is T },
            containers: containers.map(AppearanceProxies.matcher), trait: trait)
        let made = make(type)
        made.appearanceTracking = AppearanceTracking()
        made.appearanceTracking?.proxy = spec
        store.proxies[key] = made
        return made
    }

    /// UIKit's item classes are made with `init()`; a subclass with its required `init?(coder:)` and an
    /// empty coder, as view proxies (UA5).
    private static func make<T: UIBarItem>(_ type: T.Type) -> T {
        if let factory = factories[ObjectIdentifier(type)], let made = factory() as? T { return made }
        if let made = type.init(coder: NSCoder()) { return made }
        preconditionFailure("\(type).appearance(): its init?(coder:) returned nil for the proxy (SPEC UA6)")
    }

    private static let factories: [ObjectIdentifier: @MainActor () -> UIBarItem] = [
        ObjectIdentifier(UIBarItem.self): { UIBarItem() },
        ObjectIdentifier(UIBarButtonItem.self): { UIBarButtonItem() },
        ObjectIdentifier(UITabBarItem.self): { UITabBarItem() },
    ]
}

extension AppearanceProxySpec {
    /// UA2's order, least specific first: fewer containers, no trait, a superclass's, the earlier set.
    func specificity(order: Int) -> (Int, Int, Int, Int) {
        (containers.count, trait == nil ? 0 : 1, depth, order)
    }
}
