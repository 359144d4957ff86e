import Foundation
import ResponderKit
import Testing

/// CC1–CC3: preferred content sizes reach the parent, trait transitions are announced before the size changes,
/// and the deferred screen edges are read through the deciding controller.
@MainActor @Suite struct ContentContainerTests {
    @MainActor final class Parent: UIViewController {
        var log: [String] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            log.append("child prefers \(container.preferredContentSize.width)x\(container.preferredContentSize.height)")
        }
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            log.append("willTransition vertical \(newCollection.verticalSizeClass.rawValue)")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("viewWillTransition \(size.width)x\(size.height)")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("traitCollectionDidChange")
        }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
        var deferToChild = false
        override var childForScreenEdgesDeferringSystemGestures: UIViewController? {
            deferToChild ? children.first : nil
        }
    }

    @MainActor final class Child: UIViewController {
        var transitions = 0
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            transitions += 1
        }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [.top, .left] }
    }

    @Test("CC1: a child's new preferredContentSize tells its parent once per change")
    func preferredContentSize() {
        let parent = Parent()
        let child = Child()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(parent.log == ["child prefers 300.0x200.0"])
        #expect(child.preferredContentSize == CGSize(width: 300, height: 200))
        let simulator = EventSimulator()
        simulator.window.rootViewController = parent
        child.preferredContentSize = CGSize(width: CGFloat.nan, height: 1)
        #expect(simulator.issues.contains { $0.contains("preferredContentSize: size must be finite") })
    }

    @Test("CC2: a rotation that changes the traits calls willTransition(to:with:) first, forwarded to children")
    func traitTransition() {
        let simulator = EventSimulator()
        let parent = Parent()
        let child = Child()
        parent.addChild(child)
        child.didMove(toParent: parent)
        simulator.window.rootViewController = parent
        simulator.rotate(to: .landscapeLeft)
        simulator.advance(by: 1)
        #expect(
            parent.log == [
                "willTransition vertical 1", "viewWillTransition 667.0x375.0", "traitCollectionDidChange",
            ])
        #expect(child.transitions == 1)
        simulator.setScreenSize(CGSize(width: 600, height: 375))
        #expect(child.transitions == 1)
    }

    @Test("CC3: the deferred edges are the deciding controller's, through childForScreenEdgesDeferringSystemGestures")
    func screenEdges() {
        let simulator = EventSimulator()
        let parent = Parent()
        let child = Child()
        parent.addChild(child)
        simulator.window.rootViewController = parent
        #expect(simulator.screenEdgesDeferringSystemGestures == .bottom)
        parent.deferToChild = true
        simulator.trace.isEnabled = true
        parent.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #expect(simulator.screenEdgesDeferringSystemGestures == [.top, .left])
        #expect(simulator.trace.text().contains("screen edges deferring system gestures: 3 from"))
    }
}
