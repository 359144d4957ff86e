import Foundation

/// What `UIAccessibilityCustomAction` runs: true when the action succeeded.
public typealias UIAccessibilityCustomActionHandler = @MainActor (UIAccessibilityCustomAction) -> Bool

/// A named action VoiceOver offers on an element's actions rotor (AX9): "Delete", "Like", ... Either a
/// handler or a target and selector (found through PT3, as the runtime would send it).
@preconcurrency @MainActor open class UIAccessibilityCustomAction: ObjCObject {
    open var name: String
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    open var image: UIImage?
    /// Held weakly, as UIKit's.
    open weak var target: AnyObject?
    open var selector: Selector?
    open var actionHandler: UIAccessibilityCustomActionHandler?
    open var category: String?

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    public convenience init(
        attributedName: NSAttributedString, actionHandler: @escaping UIAccessibilityCustomActionHandler
    ) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    public convenience init(
        name: String, image: UIImage?, actionHandler: @escaping UIAccessibilityCustomActionHandler
    ) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Runs the action as VoiceOver does (AX9): the handler if there is one, else the selector sent to the
    /// target with this action as its argument. A method that returns no `Bool` counts as success; a
    /// missing target or method is reported as the runtime words it and fails.
    func perform(in application: UIApplication?) -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector else { return false }
        guard let target else {
            Diagnostics.report(
                "custom action \"\(name)\": its target is gone; \(selector.name) not sent (AX9)",
                application: application)
            return false
        }
        guard let method = ObjCRuntime.method(selector, of: target) else {
            ObjCRuntime.reportUnrecognized(selector, sentTo: target)
            return false
        }
        return method([self]) as? Bool ?? true
    }
}
