import Foundation
import ResponderKit
import Testing

/// PT2: the tables the translator writes, in the shape it writes them, dispatch through superclasses.
@MainActor @Suite struct ObjCMethodTableTests {
    /// As the translator writes a view controller with an `@objc func save()` and `@IBAction func tapped(_:)`.
    class EditorController: UIViewController {
        var log: [String] = []
        var title2: String = "draft"
        func save() { log.append("save") }
        func tapped(_ sender: UIButton) { log.append("tapped \(sender.tag)") }

        override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
            switch selector.name {
            case "save":
                return ObjCMethod(arity: 0) { _ in
                    self.save(); return nil
                }
            case "tapped:":
                return ObjCMethod(arity: 1) { arguments in
                    guard let sender = arguments[0] as? UIButton else { return nil }
                    self.tapped(sender)
                    return nil
                }
            default: return super._objcMethod(selector)
            }
        }
        override var _objcHasMethodTable: Bool { true }
    }

    class ReviewController: EditorController {
        func publish() { log.append("publish") }
        override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
            switch selector.name {
            case "publish":
                return ObjCMethod(arity: 0) { _ in
                    self.publish(); return nil
                }
            default: return super._objcMethod(selector)
            }
        }
    }

    /// As the translator writes `class Formatter: NSObject { @objc var prefix = "" }`.
    class Formatter: ObjCObject {
        var prefix = ">"
        override func _objcProperty(_ key: String) -> ObjCProperty? {
            switch key {
            case "prefix": return ObjCProperty(get: { self.prefix }, set: { self.prefix = $0 as? String ?? "" })
            default: return super._objcProperty(key)
            }
        }
    }

    @Test func aSubclassFindsItsOwnAndItsSuperclassMethods() {
        let controller = ReviewController()
        let button = UIButton(frame: .zero)
        button.tag = 7
        controller._objcMethod("publish")?()
        controller._objcMethod("save")?([button, nil])  // extra arguments are ignored, as Objective-C does
        controller._objcMethod("tapped:")?([button, UIEvent?.none as Any?])
        #expect(controller._objcMethod("missing:") == nil)
        #expect(controller.log == ["publish", "save", "tapped 7"])
        #expect(controller._objcHasMethodTable)
        #expect(!UIViewController()._objcHasMethodTable)
    }

    @Test func missingArgumentsArePassedAsNil() {
        let controller = EditorController()
        let method = controller._objcMethod("tapped:")
        #expect(method?.arity == 1)
        method?()  // no sender: the generated cast fails and the method is not called
        #expect(controller.log.isEmpty)
    }

    @Test func anNSObjectSubclassHasAPropertyTable() {
        let formatter = Formatter()
        let property = formatter._objcProperty("prefix")
        #expect(property?.value() as? String == ">")
        #expect(property?.setValue("#") == true)
        #expect(formatter.prefix == "#")
        #expect(formatter._objcProperty("suffix") == nil)
        #expect(ObjCProperty(get: { 1 }).setValue(2) == false)
        let asNSObject: NSObject = formatter
        #expect(asNSObject is ObjCMessaging)
    }
}
