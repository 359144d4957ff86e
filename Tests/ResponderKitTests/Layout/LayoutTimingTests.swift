import Foundation
import ResponderKit
import Testing

/// When layout happens (LY20–LY23): before an event is hit-tested, at the end of each turn of the run
/// loop (events, timers, `advance`), once per pass however many times it was asked for, and at once on
/// `layoutIfNeeded()`.
@MainActor @Suite struct LayoutTimingTests {
    /// Lays its one subview out by hand in `layoutSubviews`, the pre-Auto Layout way.
    final class ManualLayoutView: UIView {
        let child = UIView()
        var layouts = 0
        var log: Log?

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func layoutSubviews() {
            layouts += 1
            log?("layoutSubviews")
            super.layoutSubviews()
            child.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        }

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            log?("hitTest")
            return super.hitTest(point, with: event)
        }
    }

    @Test("LY20: layoutSubviews runs before an event's hit-test after setNeedsLayout, once per pass")
    func layoutBeforeHitTest() {
        let simulator = EventSimulator()
        let log = Log()
        let view = ManualLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        simulator.window.addSubview(view)
        #expect(view.layouts == 0)  // nothing until the run loop turns (LY20)
        view.log = log
        simulator.tap(at: CGPoint(x: 150, y: 50))
        #expect(log.lines.prefix(2) == ["layoutSubviews", "hitTest"])
        #expect(view.layouts == 1)
        #expect(view.child.frame == CGRect(x: 100, y: 0, width: 100, height: 100))

        log.clear()
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        simulator.tap(at: CGPoint(x: 150, y: 50))
        #expect(log.lines.filter { $0 == "layoutSubviews" }.count == 1)
        #expect(log.lines.first == "layoutSubviews")
        #expect(view.layouts == 2)

        // Nothing asked: nothing runs.
        simulator.tap(at: CGPoint(x: 150, y: 50))
        simulator.advance(by: 1)
        #expect(view.layouts == 2)
    }

    @Test("LY20: layoutIfNeeded lays out at once; a pending layout also runs when time advances")
    func layoutIfNeededForces() {
        let simulator = EventSimulator()
        let view = ManualLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        simulator.window.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.layoutIfNeeded()  // nothing pending
        #expect(view.layouts == 1)
        view.frame.size.width = 300  // a resize asks for layout (LY22)
        #expect(view.child.frame.width == 100)
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        #expect(view.child.frame == CGRect(x: 150, y: 0, width: 150, height: 100))
        view.frame.size.width = 100
        simulator.advance(by: 0.01)  // a clock turn lays out (LY20)
        #expect(view.layouts == 3)
        #expect(view.child.frame.minX == 50)
        // Moving without resizing asks for nothing.
        view.center = CGPoint(x: 80, y: 80)
        simulator.advance(by: 0.01)
        #expect(view.layouts == 3)
    }

    @Test("LY20: a timer's changes are laid out when the timer fires, before the next event")
    func layoutAfterTimer() {
        let simulator = EventSimulator()
        let view = ManualLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        simulator.window.addSubview(view)
        simulator.advance(by: 0)
        let press = UILongPressGestureRecognizer { recognizer in
            if recognizer.state == .began { view.bounds.size.width = 40 }
        }
        view.addGestureRecognizer(press)
        let touch = simulator.touchDown(at: CGPoint(x: 10, y: 10))
        let before = view.layouts
        simulator.advance(by: 0.6)
        #expect(view.layouts == before + 1)
        #expect(view.child.frame.width == 20)
        simulator.lift(touch)
    }

    @Test("LY20, LY22: a view controller hears viewWillLayoutSubviews and viewDidLayoutSubviews around its view's")
    func controllerHooks() {
        let simulator = EventSimulator()
        let controller = CountingController()
        simulator.window.rootViewController = controller
        simulator.advance(by: 0)
        #expect(controller.events == ["willLayout", "didLayout"])
        controller.view.setNeedsLayout()
        simulator.advance(by: 0)
        #expect(controller.events == ["willLayout", "didLayout", "willLayout", "didLayout"])
    }

    @Test("LY22: adding a subview lays out the subview and its new superview; a resize, the view and its superview")
    func whatMarks() {
        let simulator = EventSimulator()
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(parent)
        simulator.advance(by: 0)
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = CountingView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        child.addSubview(grandchild)
        parent.layouts = 0
        parent.addSubview(child)
        simulator.advance(by: 0)
        #expect([parent.layouts, child.layouts, grandchild.layouts] == [1, 1, 1] as [Int])
        child.frame.size = CGSize(width: 20, height: 20)
        simulator.advance(by: 0)
        #expect([parent.layouts, child.layouts, grandchild.layouts] == [2, 2, 1] as [Int])
        grandchild.removeFromSuperview()
        simulator.advance(by: 0)
        #expect([parent.layouts, child.layouts] == [2, 3] as [Int])
    }

    /// Makes its constraint in updateConstraints, the pattern UIKit's documentation describes.
    final class SelfConstraining: UIView {
        var made: NSLayoutConstraint?
        var log: Log?
        var callsSuper = true
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() {
            log?(accessibilityIdentifier ?? "")
            if made == nil {
                made = widthAnchor.constraint(equalToConstant: 42)
                made?.isActive = true
            }
            if callsSuper { super.updateConstraints() }
        }
    }

    @Test("LY23: updateConstraints runs before layout, children first; a missing super call is UIKit's exception")
    func updateConstraintsPhase() {
        let simulator = EventSimulator()
        let log = Log()
        let outer = SelfConstraining()
        let inner = SelfConstraining()
        for (view, name) in [(outer, "outer"), (inner, "inner")] {
            view.accessibilityIdentifier = name
            view.log = log
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        outer.addSubview(inner)
        simulator.window.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor),
            outer.topAnchor.constraint(equalTo: simulator.window.topAnchor),
            outer.heightAnchor.constraint(equalToConstant: 10),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        simulator.advance(by: 0)
        #expect(log.lines == ["inner", "outer"])
        #expect(outer.frame.width == 42 && inner.frame.width == 42)
        #expect(!outer.needsUpdateConstraints())
        outer.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        outer.made?.constant = 60
        outer.updateConstraintsIfNeeded()
        #expect(log.lines == ["inner", "outer", "outer"])
        inner.callsSuper = false
        inner.setNeedsUpdateConstraints()
        simulator.advance(by: 0)
        #expect(
            simulator.issues == [
                "SelfConstraining:'inner'.updateConstraints() did not call super: UIKit raises "
                    + "NSInternalInconsistencyException (LY23)"
            ])
        #expect(outer.frame.width == 60)
    }
}
