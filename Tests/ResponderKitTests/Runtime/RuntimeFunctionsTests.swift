import Foundation
import ResponderKit
import Testing

/// PT3 (NotificationCenter's selector form) and PT7 (associated objects, selector names).
@MainActor @Suite struct RuntimeFunctionsTests {
    /// As the translator writes `@objc func keyboardWillShow(_ note: Notification)`.
    class FormController: UIViewController {
        var notes: [String] = []
        func keyboardWillShow(_ note: Notification) { notes.append(note.name.rawValue) }
        override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
            switch selector.name {
            case "keyboardWillShow:":
                return ObjCMethod(arity: 1) { arguments in
                    guard let note = arguments[0] as? Notification else { return nil }
                    self.keyboardWillShow(note)
                    return nil
                }
            default: return super._objcMethod(selector)
            }
        }
    }

    @Test("PT3: addObserver(_:selector:name:object:) calls the method; removeObserver(self) wins over Foundation's")
    func notificationSelectors() {
        let center = NotificationCenter()
        let name = Notification.Name("Shown")
        let other = Notification.Name("Other")
        let controller = FormController()
        center.addObserver(controller, selector: Selector("keyboardWillShow:"), name: name, object: nil)
        center.addObserver(controller, selector: Selector("keyboardWillShow:"), name: other, object: nil)
        center.post(name: name, object: nil)
        #expect(controller.notes == ["Shown"])
        center.removeObserver(controller, name: name, object: nil)
        center.post(name: name, object: nil)
        center.post(name: other, object: nil)
        #expect(controller.notes == ["Shown", "Other"])
        // `removeObserver(self)` as iOS code writes it: the ObjCMessaging overload is chosen (measured here:
        // if Foundation's `Any` one were, the registration would stay and the post below would be heard).
        center.removeObserver(controller)
        center.post(name: other, object: nil)
        #expect(controller.notes == ["Shown", "Other"])
    }

    @Test("PT3: a notification observer that is gone is dropped; one without the method is reported")
    func notificationObserverLifetime() {
        let simulator = EventSimulator()
        let center = NotificationCenter()
        let name = Notification.Name("Tick")
        var controller: FormController? = FormController()
        center.addObserver(controller!, selector: Selector("keyboardWillShow:"), name: name, object: nil)
        controller = nil
        center.post(name: name, object: nil)
        let plain = UIViewController()
        center.addObserver(plain, selector: Selector("missing:"), name: name, object: nil)
        simulator.withCurrentWorld { center.post(name: name, object: nil) }
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("-[UIViewController missing:]: unrecognized selector") == true)
    }

    private static var badgeKey = 0
    private static var ownerKey = 0

    @Test("PT7: associated objects round-trip, follow their policy and die with their object")
    func associatedObjects() {
        let view = UIView()
        #expect(objc_getAssociatedObject(view, &Self.badgeKey) == nil)
        objc_setAssociatedObject(view, &Self.badgeKey, "new", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Self.badgeKey) as? String == "new")
        var owner: UIViewController? = UIViewController()
        objc_setAssociatedObject(view, &Self.ownerKey, owner, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &Self.ownerKey) as AnyObject? === owner)
        owner = nil
        #expect(objc_getAssociatedObject(view, &Self.ownerKey) == nil)  // weak: no dangling value
        objc_setAssociatedObject(view, &Self.badgeKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, &Self.badgeKey) == nil)
        // A value is released with its object and never seen by a new object at the same address.
        weak var released: UIView?
        do {
            let temporary = UIView()
            let value = UIView()
            released = value
            objc_setAssociatedObject(temporary, &Self.badgeKey, value, .OBJC_ASSOCIATION_RETAIN)
        }
        for _ in 0..<300 { objc_setAssociatedObject(UIView(), &Self.ownerKey, 1, .OBJC_ASSOCIATION_RETAIN) }
        #expect(released == nil)
        for _ in 0..<50 { #expect(objc_getAssociatedObject(UIView(), &Self.badgeKey) == nil) }
        objc_setAssociatedObject(view, &Self.badgeKey, 1, .OBJC_ASSOCIATION_COPY)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &Self.badgeKey) == nil)
    }

    @Test("PT7: NSSelectorFromString and NSStringFromSelector are the selector's name")
    func selectorNames() {
        let selector = NSSelectorFromString("tableView:didSelectRowAt:")
        #expect(selector == Selector("tableView:didSelectRowAt:"))
        #expect(NSStringFromSelector(selector) == "tableView:didSelectRowAt:")
    }
}
