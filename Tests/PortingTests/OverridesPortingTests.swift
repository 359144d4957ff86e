// Subclasses written as on iOS that override members UIKit lets you override and that ResponderKit
// once declared `public` in extensions (SPEC A: classes and overridable members are `open`, in the class
// body). This file compiling is the first half of the test; the tests check that callers holding the
// UIKit type reach the override.
import Testing
import UIKit

private final class GuidedView: UIView {
    let customSafeArea = UILayoutGuide()
    let customMargins = UILayoutGuide()
    var added: [NSLayoutConstraint] = []
    var removed: [NSLayoutConstraint] = []
    var converted = 0

    override var safeAreaLayoutGuide: UILayoutGuide { customSafeArea }
    override var layoutMarginsGuide: UILayoutGuide { customMargins }
    override var layoutGuides: [UILayoutGuide] { [customSafeArea] + super.layoutGuides }
    override func addLayoutGuide(_ layoutGuide: UILayoutGuide) { super.addLayoutGuide(layoutGuide) }
    override func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { super.removeLayoutGuide(layoutGuide) }
    override func addConstraints(_ constraints: [NSLayoutConstraint]) {
        added += constraints
        super.addConstraints(constraints)
    }
    override func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        removed += constraints
        super.removeConstraints(constraints)
    }
    override var hasAmbiguousLayout: Bool { false }
    override func needsUpdateConstraints() -> Bool { true }
    override var preservesSuperviewLayoutMargins: Bool {
        get { true }
        set { super.preservesSuperviewLayoutMargins = newValue }
    }
    override var insetsLayoutMarginsFromSafeArea: Bool {
        get { false }
        set { super.insetsLayoutMarginsFromSafeArea = newValue }
    }
    override var leadingAnchor: NSLayoutXAxisAnchor { customSafeArea.leadingAnchor }
    override var trailingAnchor: NSLayoutXAxisAnchor { super.trailingAnchor }
    override var leftAnchor: NSLayoutXAxisAnchor { super.leftAnchor }
    override var rightAnchor: NSLayoutXAxisAnchor { super.rightAnchor }
    override var topAnchor: NSLayoutYAxisAnchor { customSafeArea.topAnchor }
    override var bottomAnchor: NSLayoutYAxisAnchor { super.bottomAnchor }
    override var widthAnchor: NSLayoutDimension { super.widthAnchor }
    override var heightAnchor: NSLayoutDimension { super.heightAnchor }
    override var centerXAnchor: NSLayoutXAxisAnchor { super.centerXAnchor }
    override var centerYAnchor: NSLayoutYAxisAnchor { super.centerYAnchor }
    override var firstBaselineAnchor: NSLayoutYAxisAnchor { super.firstBaselineAnchor }
    override var lastBaselineAnchor: NSLayoutYAxisAnchor { super.lastBaselineAnchor }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        converted += 1
        return super.convert(point, to: view)
    }
    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { super.convert(point, from: view) }
    override func convert(_ rect: CGRect, to view: UIView?) -> CGRect { super.convert(rect, to: view) }
    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect { super.convert(rect, from: view) }
    override func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        converted += 1
        return super.convert(point, to: coordinateSpace)
    }
    override func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        super.convert(point, from: coordinateSpace)
    }
    override func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        super.convert(rect, to: coordinateSpace)
    }
    override func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        super.convert(rect, from: coordinateSpace)
    }
}

private final class LoggingControl: UIControl {
    var log: [String] = []

    override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        log.append("addTarget \(action)")
        super.addTarget(target, action: action, for: controlEvents)
    }
    override func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        log.append("removeTarget")
        super.removeTarget(target, action: action, for: controlEvents)
    }
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        log.append("addAction")
        super.addAction(action, for: controlEvents)
    }
    override func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        log.append("removeAction")
        super.removeAction(action, for: controlEvents)
    }
    override func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        log.append("removeAction(identifiedBy:)")
        super.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }
    override var allTargets: Set<AnyHashable> { super.allTargets }
    override var allControlEvents: UIControl.Event { super.allControlEvents.union(.valueChanged) }
    override func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        super.actions(forTarget: target, forControlEvent: controlEvent)
    }
}

// Compile-only: a scene cannot be made outside the simulator, and `shared` answers the running world.
private final class TurnedScene: UIWindowScene {
    override var interfaceOrientation: UIInterfaceOrientation { .landscapeLeft }
}

private final class CustomApplication: UIApplication {
    override class var shared: UIApplication { super.shared }
}

@MainActor @Suite struct OverridesPortingTests {
    @Test("SPEC A, LY24, LY25: overrides of guides, constraints and margins are what UIView callers get")
    func viewLayoutOverrides() {
        let view = GuidedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain: UIView = view
        #expect(plain.safeAreaLayoutGuide === view.customSafeArea)
        #expect(plain.layoutMarginsGuide === view.customMargins)
        #expect(plain.layoutGuides.first === view.customSafeArea)
        #expect(plain.needsUpdateConstraints() && !plain.hasAmbiguousLayout)
        #expect(plain.preservesSuperviewLayoutMargins && !plain.insetsLayoutMarginsFromSafeArea)
        let child = UIView()
        plain.addSubview(child)
        let width = child.widthAnchor.constraint(equalTo: plain.widthAnchor)
        plain.addConstraints([width])
        #expect(view.added.count == 1 && plain.constraints.contains { $0 === width })
        plain.removeConstraints([width])
        #expect(view.removed.count == 1 && plain.constraints.isEmpty)
    }

    @Test("SPEC A, G2, CS1: conversion overrides are what UIView callers get")
    func conversionOverrides() {
        let simulator = EventSimulator()
        let view = GuidedView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        simulator.window.addSubview(view)
        let plain: UIView = view
        #expect(plain.convert(CGPoint(x: 1, y: 2), to: simulator.window) == CGPoint(x: 11, y: 22))
        let space: UICoordinateSpace = simulator.window
        #expect(plain.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 11, y: 22))
        #expect(view.converted == 2)
    }

    @Test("SPEC A, C4: target-action overrides are what UIControl callers get")
    func controlOverrides() {
        let control = LoggingControl()
        let plain: UIControl = control
        let action = UIAction { _ in }
        plain.addAction(action, for: .touchUpInside)
        plain.removeAction(action, for: .touchUpInside)
        plain.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.log == ["addAction", "removeAction", "removeAction(identifiedBy:)", "removeTarget"])
        #expect(plain.allControlEvents == .valueChanged && plain.allTargets.isEmpty)
        #expect(plain.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
    }
}
