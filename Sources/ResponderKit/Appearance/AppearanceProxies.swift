import Foundation

/// Makes and finds appearance proxies (UA1, UA5). A proxy is an instance of the class asked for, marked in
/// its out-of-line state (`ViewRareState`), so that a plain view stores nothing more. UIKit's own view
/// classes are made with `init(frame:)`; a subclass of them (whose `init(frame:)` Swift cannot call
/// through `Self`) is made with its required `init?(coder:)` and an empty coder (Fidelity notes).
@MainActor enum AppearanceProxies {
    /// True once any proxy was made in the process: until then setters skip all appearance bookkeeping
    /// (one load of this flag), so apps and tests that never use appearance pay nothing more.
    static var isActive = false
    /// True while a recorded value is being applied: the setters it calls are not explicit settings.
    static var applying = false

    static func proxy<T: UIView>(
        _ type: T.Type, trait: UITraitCollection?, containers: [any UIAppearanceContainer.Type]
    ) -> T {
        let registry = UIApplication.shared.appearanceRegistry
        let key = AppearanceRuleKey(
            viewClass: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) },
            trait: trait.map(AppearanceRuleKey.Trait.init))
        if let existing = registry.proxies[key] as? T { return existing }
        isActive = true
        let spec = AppearanceProxySpec(
            registry: registry, key: key, depth: classDepth(type), matches: { $0 is T },
            containers: containers.map(matcher), trait: trait)
        let made = make(type)
        made.rareState.appearanceTracking.proxy = spec
        registry.proxies[key] = made
        return made
    }

    private static func make<T: UIView>(_ type: T.Type) -> T {
        if let factory = factories[ObjectIdentifier(type)], let made = factory() as? T { return made }
        if let made = type.init(coder: NSCoder()) { return made }
        // Nothing else can be typed as the subclass; its init?(coder:) refused an empty coder (UA5).
        preconditionFailure("\(type).appearance(): its init?(coder:) returned nil for the proxy (SPEC UA5)")
    }

    /// `{ $0 is T }` for the class a container type holds (opened from the existential metatype).
    static func matcher(_ type: any UIAppearanceContainer.Type) -> @MainActor (AnyObject) -> Bool {
        func open<T: UIAppearanceContainer>(_ type: T.Type) -> @MainActor (AnyObject) -> Bool { { $0 is T } }
        return open(type)
    }

    /// How many superclasses `type` has: a subclass's rules apply after (and so win over) its superclass's.
    static func classDepth(_ type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let next = current.flatMap(_getSuperclass) {
            depth += 1
            current = next
        }
        return depth
    }

    /// UIKit's view classes with appearance-capable properties, each made with `init(frame:)`.
    private static let factories: [ObjectIdentifier: @MainActor () -> UIView] = [
        ObjectIdentifier(UIView.self): { UIView(frame: .zero) },
        ObjectIdentifier(UILabel.self): { UILabel(frame: .zero) },
        ObjectIdentifier(UIButton.self): { UIButton(frame: .zero) },
        ObjectIdentifier(UIImageView.self): { UIImageView(frame: .zero) },
        ObjectIdentifier(UIControl.self): { UIControl(frame: .zero) },
        ObjectIdentifier(UINavigationBar.self): { UINavigationBar(frame: .zero) },
        ObjectIdentifier(UITabBar.self): { UITabBar(frame: .zero) },
        ObjectIdentifier(UIToolbar.self): { UIToolbar(frame: .zero) },
        ObjectIdentifier(UISwitch.self): { UISwitch(frame: .zero) },
        ObjectIdentifier(UISlider.self): { UISlider(frame: .zero) },
        ObjectIdentifier(UIProgressView.self): { UIProgressView(frame: .zero) },
        ObjectIdentifier(UIPageControl.self): { UIPageControl(frame: .zero) },
        ObjectIdentifier(UISegmentedControl.self): { UISegmentedControl(frame: .zero) },
        ObjectIdentifier(UITextField.self): { UITextField(frame: .zero) },
        ObjectIdentifier(UITextView.self): { UITextView(frame: .zero) },
        ObjectIdentifier(UIScrollView.self): { UIScrollView(frame: .zero) },
        ObjectIdentifier(UITableView.self): { UITableView(frame: .zero) },
        ObjectIdentifier(UITableViewCell.self): { UITableViewCell(frame: .zero) },
        ObjectIdentifier(UIStackView.self): { UIStackView(frame: .zero) },
        ObjectIdentifier(UIActivityIndicatorView.self): { UIActivityIndicatorView(frame: .zero) },
        ObjectIdentifier(UIStepper.self): { UIStepper(frame: .zero) },
    ]
}
