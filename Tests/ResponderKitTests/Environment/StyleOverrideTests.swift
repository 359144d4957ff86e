import Foundation
import ResponderKit
import Testing

/// TR7: `overrideUserInterfaceStyle` on views, windows and view controllers.
@MainActor @Suite struct StyleOverrideTests {
    final class Listener: UIView {
        var styles: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            styles.append(traitCollection.userInterfaceStyle)
        }
    }

    final class Controller: UIViewController {
        var styles: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            styles.append(traitCollection.userInterfaceStyle)
        }
    }

    @Test("TR7: a view's override reaches it and its subviews, not its siblings; each hears the change once")
    func viewOverride() {
        let simulator = EventSimulator()
        let parent = Listener()
        let child = Listener()
        let sibling = Listener()
        parent.addSubview(child)
        simulator.window.addSubview(parent)
        simulator.window.addSubview(sibling)
        parent.overrideUserInterfaceStyle = .dark
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(parent.styles == [.dark] && child.styles == [.dark] && sibling.styles.isEmpty)
        parent.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.styles == [.dark, .light])
    }

    @Test("TR7: an override wins over the world's style and is kept when the world's changes")
    func overrideBeatsWorld() {
        let simulator = EventSimulator()
        let pinned = Listener()
        pinned.overrideUserInterfaceStyle = .light
        let free = Listener()
        simulator.window.addSubview(pinned)
        simulator.window.addSubview(free)
        simulator.setUserInterfaceStyle(.dark)
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
        #expect(free.traitCollection.userInterfaceStyle == .dark)
        #expect(pinned.traitCollection.displayScale == free.traitCollection.displayScale)
    }

    @Test("TR7: a controller's override reaches its children, their views and what it presents")
    func controllerOverride() {
        let simulator = EventSimulator()
        let root = Controller()
        let child = Controller()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        simulator.window.rootViewController = root
        simulator.advance(by: 0.1)
        root.overrideUserInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(root.styles == [.dark] && child.styles == [.dark])
        let presented = Controller()
        root.present(presented, animated: false)
        simulator.advance(by: 0.5)
        #expect(presented.traitCollection.userInterfaceStyle == .dark)
        #expect(presented.view.traitCollection.userInterfaceStyle == .dark)
        child.overrideUserInterfaceStyle = .light
        #expect(child.view.traitCollection.userInterfaceStyle == .light)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("TR7: a window's override is its whole hierarchy's")
    func windowOverride() {
        let simulator = EventSimulator()
        let view = Listener()
        simulator.window.addSubview(view)
        simulator.window.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.styles == [.dark])
    }
}
