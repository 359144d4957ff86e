import Foundation
import ResponderKit
import Testing

/// PT6: key-value coding and observation by string, for ResponderKit's properties and translated ones.
@MainActor @Suite struct KeyValueByStringTests {
    /// As the translator writes `@objc dynamic var progress: CGFloat = 0` and `@IBInspectable var badge: Int`,
    /// and a controller overriding `observeValue(forKeyPath:of:change:context:)`.
    class ProgressView: UIView {
        var badge = 0
        var progress: CGFloat = 0 {
            willSet { willChangeValue(forKey: "progress") }
            didSet { didChangeValue(forKey: "progress") }
        }
        override func _objcProperty(_ key: String) -> ObjCProperty? {
            switch key {
            case "progress":
                return ObjCProperty(get: { self.progress }, set: { self.progress = $0 as? CGFloat ?? 0 })
            case "badge":
                return ObjCProperty(get: { self.badge }, set: { self.badge = $0 as? Int ?? 0 })
            default: return super._objcProperty(key)
            }
        }
        override var _objcHasMethodTable: Bool { true }
    }

    /// A context pointer made once: `&someVar` passed while `observeValue` compares `&someVar` would be two
    /// overlapping accesses when `.initial` calls back during registration (on iOS too).
    nonisolated(unsafe) static let scrollContext = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    class Watcher: UIViewController {
        var seen: [String] = []
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            guard context == KeyValueByStringTests.scrollContext else {
                super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                return
            }
            let prior = change?[.notificationIsPriorKey] as? Bool == true ? " prior" : ""
            let new = (change?[.newKey]).map { " new \($0)" } ?? ""
            let old = (change?[.oldKey]).map { " old \($0)" } ?? ""
            seen.append("\(keyPath ?? "?")\(prior)\(old)\(new)")
        }
    }

    @Test("PT6: value(forKey:) and setValue(_:forKey:) reach ResponderKit's properties by their Objective-C names")
    func builtInKeys() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setValue(true, forKey: "hidden")
        view.setValue(NSNumber(value: 0.5), forKey: "alpha")
        view.setValue(7, forKey: "tag")
        view.setValue(UIColor.red, forKey: "backgroundColor")
        #expect(view.isHidden && view.alpha == 0.5 && view.tag == 7 && view.backgroundColor == .red)
        #expect(view.value(forKey: "isHidden") as? Bool == true)
        // Interface Builder's runtime attributes: a dotted path through the layer, a UIColor for a CGColor.
        view.setValue(12, forKeyPath: "layer.cornerRadius")
        view.setValue(UIColor.blue, forKeyPath: "layer.borderColor")
        #expect(view.layer.cornerRadius == 12)
        #expect(view.layer.borderColor == UIColor.blue.cgColor)
        #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 12)
        let label = UILabel()
        label.setValue("Hi", forKey: "text")
        #expect(label.text == "Hi" && label.value(forKey: "text") as? String == "Hi")
    }

    @Test("PT6: user properties go through the translator's table; an unknown key is reported as iOS words it")
    func tablesAndUndefinedKeys() {
        let simulator = EventSimulator()
        let view = ProgressView()
        simulator.window.addSubview(view)
        view.setValue(4, forKey: "badge")
        #expect(view.badge == 4 && view.value(forKey: "badge") as? Int == 4)
        #expect(view.value(forKey: "nope") == nil)
        view.setValue(1, forKey: "nope")
        #expect(simulator.issues.count == 2)
        #expect(
            simulator.issues.first?.contains("this class is not key value coding-compliant for the key nope.") == true)
        #expect(simulator.issues.last?.contains("setValue:forUndefinedKey:") == true)
    }

    @Test("PT6: addObserver(_:forKeyPath:) hears a scroll view's contentOffset with the options' values")
    func observingContentOffset() {
        let simulator = EventSimulator()
        let watcher = Watcher()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        simulator.window.addSubview(scrollView)
        scrollView.addObserver(
            watcher, forKeyPath: "contentOffset", options: [.new, .old, .initial, .prior],
            context: KeyValueByStringTests.scrollContext)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(
            watcher.seen == [
                "contentOffset new \(CGPoint.zero)", "contentOffset prior old \(CGPoint.zero)",
                "contentOffset old \(CGPoint.zero) new \(CGPoint(x: 0, y: 40))",
            ])
        scrollView.removeObserver(watcher, forKeyPath: "contentOffset", context: KeyValueByStringTests.scrollContext)
        scrollView.contentOffset = .zero
        #expect(watcher.seen.count == 3)
        scrollView.removeObserver(watcher, forKeyPath: "contentOffset")
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("because it is not registered as an observer") == true)
    }

    @Test("PT6: a user's @objc dynamic property notifies through willChangeValue/didChangeValue(forKey:)")
    func observingUserProperty() {
        let simulator = EventSimulator()
        let watcher = Watcher()
        let view = ProgressView()
        simulator.window.addSubview(view)
        view.addObserver(watcher, forKeyPath: "progress", options: [.new], context: KeyValueByStringTests.scrollContext)
        view.progress = 0.5
        view.setValue(CGFloat(0.75), forKey: "progress")
        #expect(watcher.seen == ["progress new 0.5", "progress new 0.75"])
        // An observation nobody handles reaches NSObject's default, which iOS raises for: reported.
        view.addObserver(watcher, forKeyPath: "progress", options: [], context: nil)
        view.progress = 1
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("message was received but not handled") == true)
        view.removeObserver(watcher, forKeyPath: "progress")
        view.progress = 0
        #expect(watcher.seen.count == 3)
        #expect(simulator.issues.count == 1)
    }

    @Test("PT6: a key that never notifies is reported at registration and gets .initial only")
    func silentKey() {
        let simulator = EventSimulator()
        let watcher = Watcher()
        let label = UILabel()
        simulator.window.addSubview(label)
        label.addObserver(
            watcher, forKeyPath: "text", options: [.initial, .new], context: KeyValueByStringTests.scrollContext)
        label.text = "changed"
        #expect(watcher.seen == ["text new \(NSNull())"])
        #expect(simulator.issues.count == 1)
        label.removeObserver(watcher, forKeyPath: "text")
    }
}
