import Foundation

/// What identifies an appearance proxy: its class, its container classes and its trait (UA1–UA4).
struct AppearanceRuleKey: Hashable {
    struct Trait: Hashable {
        var horizontal: Int
        var vertical: Int
        var style: Int
        @MainActor init(_ trait: UITraitCollection) {
            horizontal = trait.horizontalSizeClass.rawValue
            vertical = trait.verticalSizeClass.rawValue
            style = trait.userInterfaceStyle.rawValue
        }
    }
    var viewClass: ObjectIdentifier
    var containers: [ObjectIdentifier]
    var trait: Trait?
}

/// A proxy's rule: which views (or bar items, UA6) it styles (UA2–UA4) and where its settings go.
@MainActor final class AppearanceProxySpec {
    weak var registry: AppearanceRegistry?
    let key: AppearanceRuleKey
    let depth: Int
    let matches: @MainActor (AnyObject) -> Bool
    /// Outermost first, as given.
    let containers: [@MainActor (AnyObject) -> Bool]
    let trait: UITraitCollection?

    init(
        registry: AppearanceRegistry, key: AppearanceRuleKey, depth: Int,
        matches: @escaping @MainActor (AnyObject) -> Bool,
        containers: [@MainActor (AnyObject) -> Bool], trait: UITraitCollection?
    ) {
        self.registry = registry
        self.key = key
        self.depth = depth
        self.matches = matches
        self.containers = containers
        self.trait = trait
    }

    /// UA3: walking up from the view (superviews and the controllers owning their views), the last
    /// container type is found first, then the one before it above that, and so on.
    func applies(to view: UIView) -> Bool {
        guard matches(view) else { return false }
        if let trait, !view.traitCollection.containsTraits(in: trait) { return false }
        return containersFound(from: view.next)
    }

    /// UA6: an item shown in `bar` is inside the bar itself, then the bar's own containers.
    func applies(to item: UIBarItem, shownIn bar: UIView) -> Bool {
        guard matches(item) else { return false }
        if let trait, !bar.traitCollection.containsTraits(in: trait) { return false }
        return containersFound(from: bar)
    }

    /// UA3: the container types found innermost first, walking up the responder chain from `start`.
    private func containersFound(from start: UIResponder?) -> Bool {
        var remaining = containers[...]
        var node: UIResponder? = start
        while let inner = remaining.last, let current = node {
            if inner(current) { remaining = remaining.dropLast() }
            node = current.next
        }
        return remaining.isEmpty
    }
}

/// One world's appearance settings (UA1): proxies and the values set on them, applied to views as they
/// enter one of the world's windows (UA2). Per world, as the pasteboard, so tests stay independent.
@MainActor final class AppearanceRegistry {
    struct Setting {
        let spec: AppearanceProxySpec
        let property: AnyHashable
        let order: Int
        let apply: @MainActor (UIView) -> Void
    }

    var proxies: [AppearanceRuleKey: UIView] = [:]
    /// UA6: bar items' proxies and settings, made with the first bar item proxy.
    var barItemsIfMade: BarItemAppearanceSettings?
    private(set) var settings: [Setting] = []
    private var recorded = 0

    /// A proxy's setter ran: the value replaces that proxy's earlier one for the property.
    func record(_ spec: AppearanceProxySpec, _ property: AnyHashable, _ apply: @escaping @MainActor (UIView) -> Void) {
        settings.removeAll { $0.spec === spec && $0.property == property }
        recorded += 1
        settings.append(Setting(spec: spec, property: property, order: recorded, apply: apply))
    }

    /// UA2: the settings whose rule applies to `view`, for properties not explicitly set on it, the less
    /// specific first (fewer containers, then no trait, then a superclass's, then the earlier set), so
    /// that the most specific is applied last and stands.
    func apply(to view: UIView) {
        let explicit = view.rareStorage?.appearanceTrackingIfMade?.explicit ?? []
        let chosen = settings.filter { !explicit.contains($0.property) && $0.spec.applies(to: view) }
        guard !chosen.isEmpty else { return }
        let ordered = chosen.sorted { a, b in
            a.spec.specificity(order: a.order) < b.spec.specificity(order: b.order)
        }
        AppearanceProxies.applying = true
        defer { AppearanceProxies.applying = false }
        for setting in ordered { setting.apply(view) }
    }
}

/// A view's appearance bookkeeping, out of line (UA5): its proxy rule if it is a proxy, and the
/// appearance-capable properties set on it explicitly.
@MainActor final class AppearanceTracking {
    var proxy: AppearanceProxySpec?
    var explicit: Set<AnyHashable> = []
}

extension ViewRareState {
    var appearanceTracking: AppearanceTracking {
        if let made = appearanceTrackingIfMade { return made }
        let made = AppearanceTracking()
        appearanceTrackingIfMade = made
        return made
    }
}

extension UIView {
    /// UA1, UA5: an appearance-capable setter's report, after it stored its value. On a proxy the value is
    /// recorded (`apply` sets it on a view later); on a view, unless a recorded value is being applied,
    /// the property is marked explicit so that appearance never overrides it. Callers check
    /// `AppearanceProxies.isActive` first, so nothing runs (and no closure is made) without proxies.
    func appearanceSetterCalled(_ property: AnyHashable, _ apply: @escaping @MainActor (UIView) -> Void) {
        if let spec = rareStorage?.appearanceTrackingIfMade?.proxy {
            spec.registry?.record(spec, property, apply)
            return
        }
        guard !AppearanceProxies.applying else { return }
        rareState.appearanceTracking.explicit.insert(property)
    }

    /// `appearanceSetterCalled` for a property set through a key path.
    func appearanceDidSet<View: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>, _ value: Value) {
        appearanceSetterCalled(keyPath) { ($0 as? View)?[keyPath: keyPath] = value }
    }

    /// UA2: a view entering a window of a world with appearance settings gets them.
    static func applyAppearanceEnteringWindow(_ view: UIView) {
        guard let registry = view.windowStorage?.application?.appearanceRegistryIfMade,
            view.rareStorage?.appearanceTrackingIfMade?.proxy == nil
        else { return }
        if !registry.settings.isEmpty { registry.apply(to: view) }
        // UA6: a bar's button (or custom view) entering the window brings its item's settings.
        if let items = registry.barItemsIfMade, !items.settings.isEmpty, let bar = view.superview {
            items.applyToItem(shownBy: view, in: bar)
        }
    }
}
