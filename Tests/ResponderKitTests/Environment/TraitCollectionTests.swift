import Foundation
import ResponderKit
import Testing

/// TR1–TR4: trait collections and their changes.
@MainActor @Suite struct TraitCollectionTests {
    final class Themed: UIView {
        var previous: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }

    final class Controller: UIViewController {
        var changes: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(
                "\(previousTraitCollection?.verticalSizeClass.rawValue ?? -1)->\(traitCollection.verticalSizeClass.rawValue)"
            )
        }
    }

    @Test("TR1: combining collections, containsTraits, equality")
    func combining() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let both = UITraitCollection(traitsFrom: [dark, compact])
        #expect(both.userInterfaceStyle == .dark && both.horizontalSizeClass == .compact)
        #expect(both.verticalSizeClass == .unspecified)
        #expect(both.containsTraits(in: dark) && both.containsTraits(in: compact) && !dark.containsTraits(in: both))
        #expect(both == UITraitCollection(traitsFrom: [compact, dark]))
        #expect(
            UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceStyle: .light)]).userInterfaceStyle
                == .light)
    }

    @Test("TR2: a phone is compact wide and regular tall in portrait, compact both ways in landscape; a pad regular")
    func sizeClasses() {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let controller = Controller()
        simulator.window.rootViewController = controller
        simulator.advance(by: 0.1)
        let portrait = controller.traitCollection
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(portrait.displayScale == 2 && portrait.userInterfaceIdiom == .phone)
        #expect(portrait.userInterfaceStyle == .light && portrait.layoutDirection == .leftToRight)
        simulator.rotate(to: .landscapeLeft)
        simulator.advance(by: 1)
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(controller.changes == ["2->1"])
        let pad = EventSimulator(screenSize: CGSize(width: 820, height: 1180))
        let padTraits = pad.withCurrentWorld { UITraitCollection.init(traitsFrom: [pad.window.traitCollection]) }
        #expect(padTraits.horizontalSizeClass == .regular && padTraits.verticalSizeClass == .regular)
    }

    @Test("TR3, TR4: switching to dark mode tells views and controllers once, with the previous traits")
    func darkMode() {
        let simulator = EventSimulator()
        let controller = Controller()
        simulator.window.rootViewController = controller
        let view = Themed(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(view)
        simulator.advance(by: 0.1)
        simulator.setUserInterfaceStyle(.dark)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.previous == [.light])
        #expect(
            view.traitCollection.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        simulator.setUserInterfaceStyle(.dark)
        #expect(view.previous == [.light] && controller.changes.count == 1)
    }
}
