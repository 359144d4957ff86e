import Foundation
import ResponderKit
import Testing

/// TR8: trait change registration (iOS 17), driven through the simulator's trait controls.
@MainActor @Suite struct TraitChangeRegistrationTests {
    /// Registers as Apple's documentation shows: the handler takes the object as `Self`, never capturing it.
    final class Badge: UIView {
        var log: [String] = []
        var didDeinit: (() -> Void)?

        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
                self.log.append(
                    "style \(previous.userInterfaceStyle.rawValue)->\(self.traitCollection.userInterfaceStyle.rawValue)"
                )
            }
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("didChange")
        }

        isolated deinit { didDeinit?() }
    }

    /// Answers a selector as a translated class does (PT2).
    final class Screen: UIViewController {
        var calls: [String] = []
        func layoutForSizeClass(_ environment: UITraitEnvironment, previous: UITraitCollection) {
            calls.append(
                "\(previous.horizontalSizeClass.rawValue)->\(environment.traitCollection.horizontalSizeClass.rawValue)")
        }

        override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
            guard selector == "layoutForSizeClass:previous:" else { return super._objcMethod(selector) }
            return ObjCMethod(arity: 2) { [unowned self] arguments in
                guard let environment = arguments[0] as? UITraitEnvironment,
                    let previous = arguments[1] as? UITraitCollection
                else { return nil }
                layoutForSizeClass(environment, previous: previous)
                return nil
            }
        }
    }

    @Test("TR8: a handler runs when its trait changes, after traitCollectionDidChange, with the previous traits")
    func handlerRunsForItsTrait() {
        let simulator = EventSimulator()
        let badge = Badge()
        simulator.window.addSubview(badge)
        simulator.setUserInterfaceStyle(.dark)
        #expect(badge.log == ["didChange", "style 1->2"])
        simulator.setUserInterfaceStyle(.dark)
        simulator.setUserInterfaceStyle(.light)
        #expect(badge.log == ["didChange", "style 1->2", "didChange", "style 2->1"])
    }

    @Test("TR8: a handler is not called for a trait it did not register; traitCollectionDidChange still is")
    func unrelatedTraitsDoNotCall() {
        let simulator = EventSimulator()
        let badge = Badge()
        simulator.window.addSubview(badge)
        var sizes: [UIContentSizeCategory] = []
        badge.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
            (view: Badge, _: UITraitCollection) in
            sizes.append(view.traitCollection.preferredContentSizeCategory)
        }
        simulator.setPreferredContentSizeCategory(.extraExtraLarge)
        simulator.setLayoutDirection(.rightToLeft)
        #expect(badge.log == ["didChange", "didChange"])
        #expect(sizes == [.extraExtraLarge])
    }

    @Test("TR8: unregisterForTraitChanges ends a registration; the object's others go on")
    func unregister() {
        let simulator = EventSimulator()
        let view = UIView()
        simulator.window.addSubview(view)
        var first = 0
        var second = 0
        let token = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in first += 1 }
        view.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (_: UIView, _) in
            second += 1
        }
        simulator.setUserInterfaceStyle(.dark)
        view.unregisterForTraitChanges(token)
        view.unregisterForTraitChanges(token)
        simulator.setUserInterfaceStyle(.light)
        #expect(first == 1 && second == 2)
        #expect(simulator.issues.isEmpty)
    }

    @Test("TR8: a registration ends with its object: the view is not kept alive, nor what its handlers hold")
    func registrationEndsWithObject() {
        final class Probe {}
        let simulator = EventSimulator()
        var gone = false
        weak var weakProbe: Probe?
        do {
            let badge = Badge()
            let probe = Probe()
            weakProbe = probe
            badge.registerForTraitChanges([UITraitLayoutDirection.self]) { (_: Badge, _) in _ = probe }
            badge.didDeinit = { gone = true }
            simulator.window.addSubview(badge)
            badge.removeFromSuperview()
        }
        #expect(gone)
        #expect(weakProbe == nil)
        simulator.setUserInterfaceStyle(.dark)
        #expect(simulator.issues.isEmpty)
    }

    @Test("TR8, TR7: a style override calls the registrations of the views whose style changed, not others'")
    func styleOverride() {
        let simulator = EventSimulator()
        let parent = UIView()
        let child = Badge()
        let sibling = Badge()
        parent.addSubview(child)
        simulator.window.addSubview(parent)
        simulator.window.addSubview(sibling)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.log == ["didChange", "style 1->2"])
        #expect(sibling.log.isEmpty)
    }

    @Test("TR8: the target/action forms call the selector with the object and the previous traits (PT3)")
    func targetAction() {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let screen = Screen()
        simulator.window.rootViewController = screen
        simulator.advance(by: 0.1)
        screen.registerForTraitChanges([UITraitHorizontalSizeClass.self], action: "layoutForSizeClass:previous:")
        let other = Screen()
        screen.registerForTraitChanges(
            [UITraitHorizontalSizeClass.self], target: other, action: "layoutForSizeClass:previous:")
        screen.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: other, action: "missing:")
        simulator.setScreenSize(CGSize(width: 820, height: 1180))
        simulator.advance(by: 0.1)
        #expect(screen.calls == ["1->2"])
        #expect(other.calls == ["1->2"])
        #expect(simulator.issues.isEmpty)
        simulator.setUserInterfaceStyle(.dark)
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("missing:]: unrecognized selector") == true)
    }

    @Test("TR8: window scenes and controllers register; a handler may take any trait environment")
    func sceneAndController() {
        let simulator = EventSimulator()
        let controller = UIViewController()
        simulator.window.rootViewController = controller
        var heard: [String] = []
        simulator.window.windowScene?.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (_: UIWindowScene, _: UITraitCollection) in heard.append("scene")
        }
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (environment: any UITraitEnvironment, previous: UITraitCollection) in
            heard.append(
                "controller \(previous.userInterfaceStyle.rawValue)->\(environment.traitCollection.userInterfaceStyle.rawValue)"
            )
        }
        simulator.setUserInterfaceStyle(.dark)
        #expect(heard == ["scene", "controller 1->2"])
    }

    @Test("TR8: the system traits that affect colours and image lookup")
    func systemTraitLists() {
        let colour = UITraitCollection.systemTraitsAffectingColorAppearance.map { $0.identifier }
        #expect(colour == ["UITraitUserInterfaceStyle"])
        let images = Set(UITraitCollection.systemTraitsAffectingImageLookup.map { $0.identifier })
        #expect(images.contains("UITraitDisplayScale") && images.contains("UITraitLayoutDirection"))
        #expect(!images.contains("UITraitPreferredContentSizeCategory"))
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance && !UITraitDisplayScale.affectsColorAppearance)
    }
}
