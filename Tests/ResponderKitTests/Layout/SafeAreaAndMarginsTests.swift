import Foundation
import ResponderKit
import Testing

/// Safe area (LY24) and layout margins (LY25, LY26): UIKit's defaults, how they reach subviews, and the
/// guides that follow them.
@MainActor @Suite struct SafeAreaAndMarginsTests {
    @Test("LY24: each view's safe area is the part of its bounds its ancestors' insets do not cover")
    func propagation() {
        let simulator = EventSimulator(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = CountingController()
        simulator.window.rootViewController = controller
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let middle = UIView(frame: CGRect(x: 10, y: 300, width: 100, height: 100))
        let overlapping = UIView(frame: CGRect(x: 0, y: 20, width: 50, height: 50))  // in `top`, from y 20 to 70
        let outside = UIView(frame: CGRect(x: -20, y: 200, width: 10, height: 10))  // left of the screen: no inset
        controller.view.addSubview(top)
        controller.view.addSubview(middle)
        controller.view.addSubview(outside)
        top.addSubview(overlapping)
        #expect(top.safeAreaInsets == .zero)  // not laid out yet: UIKit's insets come with layout
        simulator.advance(by: 0)
        #expect(simulator.window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(overlapping.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(outside.safeAreaInsets == .zero)
        #expect(top.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 53))
        #expect(controller.events.contains("safeArea \(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))"))

        // Moving a view moves its safe area; a view controller's additional insets add to its root view's.
        middle.frame.origin.y = 800
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        simulator.advance(by: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        #expect(top.safeAreaInsets.top == 57)
        #expect(middle.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 90, right: 0))  // 900 − (844 − 34)

        // Detached views have no safe area (Apple: not in a hierarchy, 0).
        top.removeFromSuperview()
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        detached.layoutIfNeeded()
        #expect(detached.safeAreaInsets == .zero)
        simulator.safeAreaInsets = UIEdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
        #expect(simulator.issues.count == 1)
    }

    /// Counts the margin notifications.
    final class MarginView: UIView {
        var changes = 0
        override func layoutMarginsDidChange() { changes += 1 }
    }

    @Test("LY25: margins are 8 pt plus the safe area; setting them is announced; preserving takes the superview's")
    func margins() {
        let simulator = EventSimulator(safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let view = MarginView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        simulator.window.addSubview(view)
        simulator.advance(by: 0)
        #expect(view.layoutMargins == UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.changes == 1)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 30, bottom: 3, right: 4)
        #expect(view.changes == 2)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 3, trailing: 4))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 30, y: 1, width: 166, height: 196))

        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.addSubview(inner)
        #expect(inner.layoutMargins.left == 8)
        inner.preservesSuperviewLayoutMargins = true
        #expect(inner.layoutMargins.left == 20)  // the superview's margin edge at x 30 is 20 into it
        #expect(inner.layoutMargins.top == 8)
    }

    @Test("LY26: a view controller's root view has the system minimum margins, 16 pt or 20 pt wide, plus the safe area")
    func rootViewMargins() {
        let simulator = EventSimulator(
            screenSize: CGSize(width: 375, height: 667),
            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let controller = UIViewController()
        simulator.window.rootViewController = controller
        simulator.advance(by: 0)
        #expect(
            controller.systemMinimumLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 30)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 30))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 4, bottom: 0, right: 30))
        simulator.rotate(to: .landscapeLeft, safeAreaInsets: .zero)
        controller.viewRespectsSystemMinimumLayoutMargins = true
        #expect(controller.systemMinimumLayoutMargins.leading == 20)  // 667 pt wide
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30))
    }

    @Test("LY25: constraints to the margins guide and margin attributes follow the margins")
    func marginConstraints() {
        let simulator = EventSimulator()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(container)
        let inside = constrainedView()
        let viaAttribute = constrainedView()
        container.addSubview(inside)
        container.addSubview(viaAttribute)
        NSLayoutConstraint.activate([
            inside.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            inside.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            inside.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            inside.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(
                item: viaAttribute, attribute: .trailing, relatedBy: .equal, toItem: container,
                attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: viaAttribute, attribute: .bottom, relatedBy: .equal, toItem: container,
                attribute: .bottomMargin, multiplier: 1, constant: 0),
            viaAttribute.widthAnchor.constraint(equalToConstant: 20),
            viaAttribute.heightAnchor.constraint(equalToConstant: 20),
        ])
        simulator.advance(by: 0)
        #expect(inside.frame == CGRect(x: 8, y: 8, width: 284, height: 10))
        #expect(viaAttribute.frame == CGRect(x: 272, y: 272, width: 20, height: 20))
        container.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        simulator.advance(by: 0)
        #expect(inside.frame == CGRect(x: 20, y: 20, width: 260, height: 10))
        #expect(viaAttribute.frame == CGRect(x: 260, y: 260, width: 20, height: 20))
        #expect(simulator.issues.isEmpty)
    }
}
