import Foundation
import ResponderKit
import Testing

/// Conflicting required constraints and UIKit's other Auto Layout exceptions (LY13, LY18): reported in
/// `simulator.issues`, never a crash, and layout goes on with the rest.
@MainActor @Suite struct UnsatisfiableConstraintTests {
    @Test("LY18: an unsatisfiable system logs UIKit's message, names the broken constraint, and layout completes")
    func conflictIsReportedAndBroken() {
        let simulator = EventSimulator()
        let log = Log()
        let box = LayoutTouchTarget("box", log: log)
        let other = LayoutTouchTarget("other", log: log)
        simulator.window.addSubview(box)
        simulator.window.addSubview(other)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 50),
            narrow,
            other.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 5),
            other.topAnchor.constraint(equalTo: box.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 40),
            other.heightAnchor.constraint(equalTo: box.heightAnchor),
        ])
        wide.isActive = true
        #expect(tapped(simulator, CGPoint(x: 120, y: 30), log) == "other")  // laid out before the touch

        #expect(simulator.issues.count == 1)
        let message = simulator.issues.first ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"<NSLayoutConstraint:'narrow' LayoutTouchTarget:'box'.width == 100 (active)>\""))
        #expect(message.contains("\"<NSLayoutConstraint:'wide' LayoutTouchTarget:'box'.width == 200 (active)>\""))
        #expect(
            message.hasSuffix(
                "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:'wide' LayoutTouchTarget:'box'.width == 200 (active)>"
            ))
        // Layout went on without the broken constraint: the rest holds.
        #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(other.frame == CGRect(x: 115, y: 10, width: 40, height: 50))
        #expect(wide.isActive)  // broken, still active, as in UIKit

        // Deactivating the other one lets the broken constraint back in when it is activated again.
        narrow.isActive = false
        wide.isActive = false
        wide.isActive = true
        simulator.window.layoutIfNeeded()
        #expect(box.frame.width == 200)
        #expect(other.frame.minX == 215)
        #expect(simulator.issues.count == 1)
    }

    @Test("LY18: forgetting translatesAutoresizingMaskIntoConstraints breaks the user's constraint, not UIKit's")
    func autoresizingConflict() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 60, height: 40))
        view.accessibilityIdentifier = "forgot"
        simulator.window.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 100).isActive = true
        simulator.window.layoutIfNeeded()
        #expect(simulator.issues.count == 1)
        let message = simulator.issues.first ?? ""
        #expect(
            message.contains("<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:'forgot'.width == 60 (active)>"))
        #expect(message.hasSuffix("<NSLayoutConstraint UIView:'forgot'.width == 100 (active)>"))
        #expect(view.frame == CGRect(x: 20, y: 30, width: 60, height: 40))
    }

    @Test("LY18: a constant change that contradicts breaks the changed constraint and keeps the layout")
    func contradictingConstant() {
        let simulator = EventSimulator()
        let view = constrainedView("v")
        simulator.window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor),
            view.trailingAnchor.constraint(lessThanOrEqualTo: simulator.window.leadingAnchor, constant: 100),
            view.topAnchor.constraint(equalTo: simulator.window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            width,
        ])
        simulator.window.layoutIfNeeded()
        width.constant = 80  // fine: incremental (LY6)
        simulator.window.layoutIfNeeded()
        #expect(view.frame.width == 80)
        width.constant = 150  // more than the 100 allowed
        simulator.window.layoutIfNeeded()
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.hasSuffix("<NSLayoutConstraint UIView:'v'.width == 150 (active)>") == true)
        #expect(view.frame.height == 10)
        width.constant = 90  // a broken constraint is tried again with its new constant
        simulator.window.layoutIfNeeded()
        #expect(view.frame.width == 90)
        #expect(simulator.issues.count == 1)
    }

    @Test("LY13: UIKit's exceptions are reported and change nothing")
    func exceptions() {
        let simulator = EventSimulator()
        let inWindow = constrainedView("a")
        simulator.window.addSubview(inWindow)
        let elsewhere = constrainedView("b")
        let crossing = inWindow.leadingAnchor.constraint(equalTo: elsewhere.leadingAnchor)
        crossing.isActive = true
        #expect(!crossing.isActive)
        #expect(simulator.issues.last?.contains("because they have no common ancestor") == true)

        let mixed = NSLayoutConstraint(
            item: inWindow, attribute: .leading, relatedBy: .equal, toItem: simulator.window, attribute: .left,
            multiplier: 1, constant: 0)
        #expect(simulator.issues.last?.contains("leading/trailing attribute and a right/left attribute") == true)
        mixed.isActive = true
        #expect(!mixed.isActive)
        _ = NSLayoutConstraint(
            item: inWindow, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        #expect(simulator.issues.last?.contains("Location attributes must be specified in pairs") == true)
        _ = inWindow.widthAnchor.constraint(equalTo: simulator.window.widthAnchor, multiplier: .nan)
        #expect(simulator.issues.last?.contains("not finite") == true)

        let required = inWindow.widthAnchor.constraint(equalToConstant: 10)
        required.isActive = true
        required.priority = .defaultHigh
        #expect(required.priority == .required)
        #expect(
            simulator.issues.last?.hasPrefix("Mutating a priority from required to not on an installed constraint")
                == true)
        required.priority = UILayoutPriority(1001)
        #expect(simulator.issues.last?.contains("Priority must be greater than 0") == true)
        required.isActive = false
        required.priority = .defaultHigh  // inactive: allowed
        #expect(required.priority == .defaultHigh)
        required.constant = .infinity
        #expect(required.constant == 10)

        let outside = constrainedView("c")
        simulator.window.addSubview(outside)
        inWindow.addConstraint(inWindow.leadingAnchor.constraint(equalTo: outside.leadingAnchor))
        #expect(simulator.issues.last?.hasPrefix("The view hierarchy is not prepared for the constraint") == true)
        #expect(inWindow.constraints.count == 0)
        #expect(simulator.issues.count == 9)
    }
}
