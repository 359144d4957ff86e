import Foundation
import ResponderKit
import Testing

/// PT3: everything that takes a name-only selector finds the method in the translator's tables.
@MainActor @Suite struct SelectorActionTests {
    /// As the translator writes a controller with `@objc func saveTapped(_ sender: UIButton)`,
    /// `@objc func handlePan(_ recognizer: UIPanGestureRecognizer)`, `@objc func refresh()` and
    /// `@objc func format(_ a: String, with b: String) -> String`.
    class EditorController: UIViewController {
        var log: [String] = []
        func saveTapped(_ sender: UIButton) { log.append("save \(sender.tag)") }
        func handleTap(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state == .ended)") }
        func refresh() { log.append("refresh") }
        func format(_ a: String, with b: String) -> String { a + b }

        override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
            switch selector.name {
            case "saveTapped:":
                return ObjCMethod(arity: 1) { arguments in
                    guard let sender = arguments[0] as? UIButton else { return nil }
                    self.saveTapped(sender)
                    return nil
                }
            case "handleTap:":
                return ObjCMethod(arity: 1) { arguments in
                    guard let recognizer = arguments[0] as? UITapGestureRecognizer else { return nil }
                    self.handleTap(recognizer)
                    return nil
                }
            case "refresh":
                return ObjCMethod(arity: 0) { _ in
                    self.refresh()
                    return nil
                }
            case "format:with:":
                return ObjCMethod(arity: 2) { arguments in
                    guard let a = arguments[0] as? String, let b = arguments[1] as? String else { return nil }
                    return self.format(a, with: b)
                }
            default: return super._objcMethod(selector)
            }
        }
        override var _objcHasMethodTable: Bool { true }
    }

    /// As the translator writes `class Poller: NSObject { @objc func poll() }`.
    class Poller: ObjCObject {
        var count = 0
        func poll() { count += 1 }
        override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
            switch selector.name {
            case "poll":
                return ObjCMethod(arity: 0) { _ in
                    self.poll()
                    return nil
                }
            default: return super._objcMethod(selector)
            }
        }
        override var _objcHasMethodTable: Bool { true }
    }

    private func screen() -> (EventSimulator, EditorController, UIButton) {
        let simulator = EventSimulator()
        let controller = EditorController()
        simulator.window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
        button.tag = 3
        controller.view.addSubview(button)
        simulator.window.layoutIfNeeded()
        return (simulator, controller, button)
    }

    @Test("PT3: addTarget(_:action:for:) with a name-only selector fires on a tap; removeTarget stops it")
    func controlTargetAction() {
        let (simulator, controller, button) = screen()
        button.addTarget(controller, action: Selector("saveTapped:"), for: .touchUpInside)
        simulator.tap(at: CGPoint(x: 50, y: 125))
        #expect(controller.log == ["save 3"])
        button.removeTarget(controller, action: Selector("saveTapped:"), for: .touchUpInside)
        simulator.tap(at: CGPoint(x: 50, y: 125))
        #expect(controller.log == ["save 3"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("PT3: a nil-targeted action goes up the responder chain to the controller whose table has it")
    func nilTargetedAction() {
        let (simulator, controller, button) = screen()
        button.addTarget(nil, action: Selector("refresh"), for: .touchUpInside)
        #expect(controller.canPerformAction("refresh", withSender: button))
        #expect(!controller.canPerformAction("missing", withSender: button))
        #expect(button.target(forAction: "refresh", withSender: button) as AnyObject? === controller)
        simulator.tap(at: CGPoint(x: 50, y: 125))
        #expect(controller.log == ["refresh"])
        #expect(UIApplication.shared.sendAction(Selector("refresh"), to: nil, from: button, for: nil))
        #expect(controller.log == ["refresh", "refresh"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("PT3: UIGestureRecognizer(target:action:) and addTarget(_:action:) call the table's method")
    func gestureRecognizerAction() {
        let (simulator, controller, _) = screen()
        let tap = UITapGestureRecognizer(target: controller, action: Selector("handleTap:"))
        controller.view.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 200, y: 300))
        #expect(controller.log == ["tap true"])
        tap.addTarget(controller, action: Selector("refresh"))
        simulator.tap(at: CGPoint(x: 200, y: 300))
        #expect(controller.log == ["tap true", "tap true", "refresh"])
        tap.removeTarget(controller, action: Selector("handleTap:"))
        simulator.tap(at: CGPoint(x: 200, y: 300))
        #expect(controller.log == ["tap true", "tap true", "refresh", "refresh"])
    }

    @Test("PT3: a selector the target lacks is 'unrecognized selector sent to instance', never a trap")
    func unrecognizedSelector() {
        let (simulator, controller, button) = screen()
        button.addTarget(controller, action: Selector("doesNotExist:"), for: .touchUpInside)
        simulator.tap(at: CGPoint(x: 50, y: 125))
        #expect(simulator.issues.count == 1)
        #expect(
            simulator.issues.first?.contains(
                "-[EditorController doesNotExist:]: unrecognized selector sent to instance 0x") == true)
        controller.perform(Selector("alsoMissing"))
        #expect(simulator.issues.count == 2)
    }

    @Test("PT3: UIBarButtonItem(title:style:target:action:) and (barButtonSystemItem:...) send through the table")
    func barButtonItems() {
        let controller = EditorController()
        let navigation = UINavigationController(rootViewController: controller)
        let simulator = EventSimulator()
        simulator.window.rootViewController = navigation
        let item = UIBarButtonItem(title: "Refresh", style: .plain, target: controller, action: Selector("refresh"))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: controller, action: Selector("refresh"))
        let image = UIBarButtonItem(image: nil, style: .plain, target: controller, action: Selector("refresh"))
        #expect(item.action == Selector("refresh") && done.target === controller && image.action?.name == "refresh")
        UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)
        #expect(controller.log == ["refresh"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("PT3: perform(_:), perform(_:with:), perform(_:with:with:) and responds(to:) use the table")
    func performAndResponds() {
        let controller = EditorController()
        controller.perform(Selector("refresh"))
        let button = UIButton(frame: .zero)
        button.tag = 9
        controller.perform(Selector("saveTapped:"), with: button)
        #expect(controller.log == ["refresh", "save 9"])
        let result = controller.perform(Selector("format:with:"), with: "a", with: "b")
        #expect(result == nil)  // a String is not an object result, as iOS's perform gives none for a value
        #expect(controller.responds(to: Selector("format:with:")))
        #expect(!controller.responds(to: Selector("format:")))
        #expect(controller.responds(to: Selector("resignFirstResponder")))  // ResponderKit's own (PT3)
        let poller = Poller()
        poller.perform(Selector("poll"))
        #expect(poller.count == 1)
        #expect(poller.responds(to: Selector("poll")) && !poller.responds(to: Selector("stop")))
        #expect(ObjCRuntime.send("format:with:", to: controller, ["x", "y"]) as? String == "xy")
    }

    @Test("PT3: ResponderKit's own methods answer by selector (endEditing:, resignFirstResponder, removeFromSuperview)")
    func builtInMethods() {
        let (simulator, controller, _) = screen()
        let field = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        // The common "tap outside to dismiss the keyboard" recognizer.
        let tap = UITapGestureRecognizer(target: controller.view!, action: Selector("endEditing:"))
        controller.view.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 200, y: 400))
        #expect(!field.isFirstResponder)
        #expect(field.becomeFirstResponder())
        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
        #expect(!field.isFirstResponder)
        field.perform(Selector("removeFromSuperview"))
        #expect(field.superview == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("PT3: CADisplayLink(target:selector:) with a name-only selector calls the table's method each frame")
    func displayLink() {
        let simulator = EventSimulator()
        let poller = Poller()
        let link = simulator.withCurrentWorld { CADisplayLink(target: poller, selector: Selector("poll")) }
        simulator.withCurrentWorld { link.add(to: .main, forMode: .common) }
        simulator.advance(by: 0.1)
        #expect(poller.count == 6)
        link.invalidate()
        #expect(simulator.issues.isEmpty)
    }
}
